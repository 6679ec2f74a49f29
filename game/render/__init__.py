"""Drawing: layout (pure), palette, board and toolbar renderers."""
