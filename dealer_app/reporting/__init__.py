"""The reports' data: typed records (:mod:`.records`) and the reader that builds
them from the services (:mod:`.reader`). The package offers both modules' names."""

from dealer_app.reporting import reader, records
from dealer_app.reporting.reader import *  # noqa: F403
from dealer_app.reporting.records import *  # noqa: F403

__all__ = [*records.__all__, *reader.__all__]
