"""Bundled house-rules profiles (TOML data files; see ``dealer_app.house_files``).

Only data lives here: the engine never reads files. ``default.toml`` is the
rulebook's defaults written out in full; the others are common variants.
"""
