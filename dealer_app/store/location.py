"""Where a store is: an SQLite file path, or a floor's ``postgresql://`` URL.

Kept apart from the PostgreSQL backend so that telling the two apart never
imports psycopg (a single-table station does not need it).
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["Location", "is_floor_url", "parse_location"]

Location = Path | str


def is_floor_url(location: object) -> bool:
    """``postgresql://…`` (or ``postgres://…``): a floor; anything else is an SQLite path."""
    return str(location).startswith(("postgresql://", "postgres://"))


def parse_location(text: str) -> Location:
    """An argparse ``type=``: a floor URL stays text, anything else is a path."""
    return text if is_floor_url(text) else Path(text)
