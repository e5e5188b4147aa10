"""The live table: the table screen, its widgets (box, dealer, entry field, settlement
panel), the view records, the engine adapter and the backend that calls the services."""
