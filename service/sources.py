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
    alike = _read_alike(runs, paths, progress)
    return [alike[spec] for spec in specs]


def _read_alike(runs: dict[str, Run], paths: Sequence[str], progress: Progress) -> dict[str, Run]:
    """Inductor graphs of the code alone (a log of the `output_code` artifact, a graph loaded from the FX graph cache)
    compare only with graphs read the same way: where a side has some, the dumps given as paths that hold schedules
    are read from their code alone too. A stored run keeps no code: against it the comparison stops, saying why."""
    code_alone = [spec for spec, run in runs.items() if any(g.attributes.get("code_only") for g in run.graphs)]
    if not code_alone or not paths:  # nothing to read again: the parser is not imported
        return runs
    from dumpdiff.ingest import inductor_ir

    scheduled = [
        path
        for path in paths
        if any(
            g.format == inductor_ir.name and g.kernels and not g.attributes.get("code_only") for g in runs[path].graphs
        )
    ]
    cached = any(g.attributes.get("loaded_from_cache") for spec in code_alone for g in runs[spec].graphs)
    why = " (loaded from Inductor's FX graph cache: TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 dumps it)" if cached else ""
    for path in scheduled:
        progress.warn(
            f"{path}:0: warning: read from its code alone, as some graph of {' and '.join(code_alone)} has no IR{why}:"
            " its kernels are the code's launches, with the ATen nodes their comments list"
        )
    return runs | dict(zip(scheduled, parsed_runs(scheduled, progress, code_alone=True), strict=True))


def stored_runs(commits: Sequence[str], label: str | None = None, progress: Progress = SILENT) -> list[Run]:
    """The runs stored for `commits` (prefixes will do) and `label`, their reading a stage of `progress`."""
    from dumpdiff.service.store import load_stored_runs

    with progress.stage(f"reading the runs of {', '.join(commits)}"):
        return load_stored_runs(commits, label)


def parsed_runs(paths: Sequence[str], progress: Progress = SILENT, *, code_alone: bool = False) -> list[Run]:
    """The runs of dump files or folders, their parsing a stage of `progress` and their warnings told there;
    `code_alone`: Inductor's graphs read from their code alone."""
    from dumpdiff.ingest.load import load_runs

    with progress.stage(f"parsing {', '.join(paths)}"):
        return load_runs(paths, warn=progress.warn, code_alone=code_alone)
