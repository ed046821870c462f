"""What `compare` and `comment` accept as a side: a dump file or folder on disk, or a commit already ingested."""

from __future__ import annotations

import re
from pathlib import Path

from dumpdiff.ingest.model import Run

# Short SHAs as git prints them (7+) and full ones; anything else is a path, so that a mistyped path says
# "nothing there" instead of starting a database.
COMMIT_PATTERN = re.compile(r"[0-9a-fA-F]{4,64}")


def resolve_run(spec: str, label: str | None = None) -> Run:
    """A path that exists is parsed; a commit SHA is looked up in the store."""
    if Path(spec).exists() or not COMMIT_PATTERN.fullmatch(spec):
        from dumpdiff.ingest.load import load_run

        return load_run(spec)
    from dumpdiff.service.store import load_stored_run

    return load_stored_run(spec, label)
