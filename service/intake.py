"""`ingest`: dump files or folders parsed into one run and stored for a commit, in one transaction."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dumpdiff.ingest.model import Run
from dumpdiff.service.progress import SILENT, Progress

if TYPE_CHECKING:
    from dumpdiff.service.store import IngestResult


def merged_run(paths: Sequence[str], progress: Progress = SILENT) -> Run:
    """The runs of several paths as one: their graphs in order, the attributes of the first path winning."""
    from dumpdiff.service.sources import parsed_runs

    runs = parsed_runs(paths, progress)
    return dataclasses.replace(
        runs[0],
        source=" ".join(r.source for r in runs),
        graphs=tuple(g for r in runs for g in r.graphs),
        attributes={k: v for r in reversed(runs) for k, v in r.attributes.items()},
    )


def store_paths(
    paths: Sequence[str],
    *,
    commit: str,
    label: str = "",
    ref: str | None = None,
    replace: bool = False,
    progress: Progress = SILENT,
) -> tuple[Run, IngestResult]:
    """Parses `paths` into one run and stores it for (commit, label), whole or not at all."""
    from sqlalchemy.orm import Session

    from dumpdiff.service.db import engine
    from dumpdiff.service.store import save_run

    run = merged_run(paths, progress)
    with progress.stage("storing"), Session(engine()) as session, session.begin():
        result = save_run(session, run, commit=commit.lower(), label=label, ref=ref, replace=replace)
    return run, result
