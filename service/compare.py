"""`compare`: two sides (dump paths or stored commits) resolved and compared under the checked-in settings."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from dumpdiff.service.progress import SILENT, Progress

if TYPE_CHECKING:
    from dumpdiff.service.differ import Comparison


def compare_sources(
    base: str,
    head: str,
    *,
    label: str | None = None,
    growth_relative: float | None = None,
    growth_absolute: int | None = None,
    progress: Progress = SILENT,
) -> Comparison:
    """Resolves both sides and compares them; thresholds given here override the settings file's."""
    from dumpdiff.ingest.bulk import usable_cores
    from dumpdiff.service.config import load_config
    from dumpdiff.service.differ import compare_runs
    from dumpdiff.service.sources import resolve_runs

    config = load_config()
    if growth_relative is not None:
        config = dataclasses.replace(config, growth_relative=growth_relative)
    if growth_absolute is not None:
        config = dataclasses.replace(config, growth_absolute_bytes=growth_absolute)
    base_run, head_run = resolve_runs([base, head], label, progress)
    with progress.stage("matching"):
        return compare_runs(base_run, head_run, config, cores=usable_cores())
