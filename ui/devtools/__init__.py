"""Developer tools: the keyboard driver of the GUI tests, the demo data and the
screenshots (``dealer-app screenshot``). Nothing in the product imports this package."""
