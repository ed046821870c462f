"""Where a run comes from: a dump path parsed, or a commit read from the store."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from dumpdiff.ingest.model import Run
from dumpdiff.service.progress import SILENT, Progress

# Short SHAs as git prints them (7+) and full ones; anything else is a path, so that a mistyped path says
# "nothing there" instead of starting a database.
COMMIT_PATTERN = re.compile(r"[0-9a-fA-F]{4,64}")


def is_path(spec: str) -> bool:
    return Path(spec).exists() or not COMMIT_PATTERN.fullmatch(spec)


def resolve_runs(specs: Sequence[str], label: str | None = None, progress: Progress = SILENT) -> list[Run]:
    """Each side's run: a path that exists is parsed, a commit SHA looked up in the store. The paths among them are
    parsed together (in parallel where there are cores), the commits read in one session."""
    paths = [spec for spec in specs if is_path(spec)]
    runs = dict(zip(paths, parsed_runs(paths, progress), strict=True)) if paths else {}
    commits = [spec for spec in specs if spec not in runs]
    if commits:
        runs.update(zip(commits, stored_runs(commits, label, progress), strict=True))
    return [runs[spec] for spec in specs]


def stored_runs(commits: Sequence[str], label: str | None = None, progress: Progress = SILENT) -> list[Run]:
    """The runs stored for `commits` (prefixes will do) and `label`, their reading a stage of `progress`."""
    from dumpdiff.service.store import load_stored_runs

    with progress.stage(f"reading the runs of {', '.join(commits)}"):
        return load_stored_runs(commits, label)


def parsed_runs(paths: Sequence[str], progress: Progress = SILENT) -> list[Run]:
    """The runs of dump files or folders, their parsing a stage of `progress` and their warnings told there."""
    from dumpdiff.ingest.load import load_runs

    with progress.stage(f"parsing {', '.join(paths)}"):
        return load_runs(paths, warn=progress.warn)
