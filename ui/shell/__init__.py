"""The app's shell: the main window and the flow between its screens (start-up checks,
first run, sign-in, shift open and close, lock)."""
