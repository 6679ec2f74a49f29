"""Drawing: layout (pure), palette, text, the board renderer, and each puzzle kind's front (kinds)."""
