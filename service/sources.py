"""What `compare` and `comment` accept as a side: a dump file or folder on disk, or a commit already ingested."""

from __future__ import annotations

import re
from pathlib import Path

from dumpdiff.ingest.model import Run
from dumpdiff.service.progress import SILENT, Progress

# Short SHAs as git prints them (7+) and full ones; anything else is a path, so that a mistyped path says
# "nothing there" instead of starting a database.
COMMIT_PATTERN = re.compile(r"[0-9a-fA-F]{4,64}")


def resolve_run(spec: str, label: str | None = None, progress: Progress = SILENT) -> Run:
    """A path that exists is parsed; a commit SHA is looked up in the store."""
    if Path(spec).exists() or not COMMIT_PATTERN.fullmatch(spec):
        return parsed(spec, progress)
    return stored(spec, label, progress)


def stored(commit: str, label: str | None = None, progress: Progress = SILENT) -> Run:
    """The run stored for `commit` (a prefix will do) and `label`, its reading a stage of `progress`."""
    from dumpdiff.service.store import load_stored_run

    with progress.stage(f"reading the run of {commit}"):
        return load_stored_run(commit, label)


def parsed(path: str, progress: Progress = SILENT) -> Run:
    """The run of a dump file or folder, its parsing a stage of `progress` and its warnings told there."""
    from dumpdiff.ingest.load import load_run

    with progress.stage(f"parsing {path}"):
        return load_run(path, warn=progress.warn)
