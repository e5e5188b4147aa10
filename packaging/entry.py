"""The bundle's entry point: the ``dealer-app`` executable runs every command."""

import multiprocessing
import sys

from dealer_main import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # spawned workers (Windows, audit verify) re-enter here
    sys.exit(main())
