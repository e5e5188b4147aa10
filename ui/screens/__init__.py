"""The full-window screens of the desktop app."""
