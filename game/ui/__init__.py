"""UI state and animation: what the screen remembers that undo never touches."""
