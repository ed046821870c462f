"""What `compare` and `comment` accept as a side: a dump file or folder on disk, or a commit already ingested."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dumpdiff.ingest.model import Run

if TYPE_CHECKING:
    from dumpdiff.ingest.load import Progress

# Short SHAs as git prints them (7+) and full ones; anything else is a path, so that a mistyped path says
# "nothing there" instead of starting a database.
COMMIT_PATTERN = re.compile(r"[0-9a-fA-F]{4,64}")


def is_path(spec: str) -> bool:
    return Path(spec).exists() or not COMMIT_PATTERN.fullmatch(spec)


def resolve_runs(specs: Sequence[str], label: str | None = None, progress: Progress | None = None) -> list[Run]:
    """Each side's run: a path that exists is parsed, a commit SHA looked up in the store. The paths among them are
    parsed together, in parallel where there are cores, `progress` told of the bytes parsed."""
    paths = [spec for spec in specs if is_path(spec)]
    parsed: dict[str, Run] = {}
    if paths:
        from dumpdiff.ingest.load import load_runs

        parsed = dict(zip(paths, load_runs(paths, progress), strict=True))
    if len(parsed) == len(specs):
        return [parsed[spec] for spec in specs]
    from dumpdiff.service.store import load_stored_runs

    commits = [spec for spec in specs if spec not in parsed]
    stored = dict(zip(commits, load_stored_runs(commits, label), strict=True))
    return [parsed[spec] if spec in parsed else stored[spec] for spec in specs]
