"""Words for people, in their language, from the engine's typed records."""
