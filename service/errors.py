"""The service's expected failures (a missing run, a refused overwrite, an unusable database or settings file).
The CLI prints them as one line and exits 2; defined apart so that catching them imports nothing heavy."""

from __future__ import annotations


class ServiceError(Exception):
    """A problem the user can fix; `str()` is the whole message."""
