"""Provisioning a station on a floor: the floor part of ``dealer-app setup --floor``.

Kept apart from the station's own set-up (casino, currency, administrator) so
that ``setup`` calls it when ``--floor URL`` is given:

1. a station's own login (``floor add-station``) needs no key: since schema 13 the
   floor's server holds it and signs every chain, and ``--floor-key`` is not
   installed for it. The floor owner's login (a new, empty floor, or the pit's own
   machine) uses ``--floor-key FILE``, else the key this machine already has; a new,
   empty floor gets a new key here;
2. the table is made on the floor if it is new (the floor's schema too, on a
   new database), and the start-up checks run on it;
3. the binding (floor URL, table, casino) is written to ``floor.json``: from
   then on this station's commands and desktop app use that floor and table.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from dealer_app.floor import FloorBinding, refuse_password, save_binding
from dealer_app.store.location import is_floor_url

__all__ = ["add_floor_options", "provision_floor"]


def add_floor_options(p: argparse.ArgumentParser) -> None:
    """``--floor URL`` and ``--floor-key FILE`` for ``setup``."""
    p.add_argument("--floor", default=None, metavar="URL",
                   help="point this station at a floor (postgresql://USER@HOST/DB) for its --table")
    p.add_argument("--floor-key", type=Path, default=None, metavar="FILE",
                   help="the floor's audit key file (copied from the pit); not needed on a new floor")


def provision_floor(url: str, table: str, casino: str = "", *, key_file: Path | None = None,
                    bind: bool = True) -> FloorBinding:
    """Install the floor's key, make the table (and the floor) on first use, check
    it, and bind this station to it (with ``bind``; else the caller saves the binding
    once the rest of its set-up has gone through). Raises a typed store error (one line)
    when the floor cannot be reached, is of another version, or the key is not the floor's."""
    from dealer_app.store.keys import Keyring, read_key_file
    from dealer_app.store.postgres import open_postgres

    if not is_floor_url(url):
        raise ValueError(f"--floor: a postgresql:// URL, not {url!r}")
    refuse_password(url)
    keyring = Keyring.default()
    store = open_postgres(url, table, keyring=keyring, key_file=key_file)
    try:
        if key_file is not None and not store.keyless:  # a station's login holds no key (schema 13)
            keyring.install(read_key_file(key_file))
        binding = FloorBinding(url, table, casino)
    finally:
        store.close()
    if bind:
        save_binding(binding)
    return binding
