"""What every room of the desktop app shares: the Qt import point, theme, money, labels,
dialogs, the store worker, the app context and settings, and the shared widgets."""
