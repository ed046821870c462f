"""The service's one door to the differ and the renderers: what `dumpdiff compare` computes and prints, for
runs the service already holds. Stored compare documents are keyed by `differ_version()`, so a changed differ or
changed settings compute afresh instead of serving a stale verdict. The settings (`.dumpdiff.toml` or
`pyproject.toml`, found from the server's folder as `compare` finds them) are read when the app is made."""

from __future__ import annotations

import functools
import hashlib
import json
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from dumpdiff.ingest.model import Run
from dumpdiff.service.config import Config
from dumpdiff.service.finding_kinds import FINDING_KINDS

if TYPE_CHECKING:
    from dumpdiff.service.report import CompareDocument


def compare_document(base: Run, head: Run, config: Config) -> dict[str, Any]:
    """The `dumpdiff.compare/1` document."""
    from dumpdiff.service.differ import compare_runs
    from dumpdiff.service.report import compare_document as document_of

    return dict(document_of(compare_runs(base, head, config)))


def render(document: dict[str, Any], fmt: str) -> str:
    from dumpdiff.service.report import RENDERERS, RenderOptions

    return RENDERERS[fmt](cast("CompareDocument", document), RenderOptions())


def differ_version(config: Config) -> str:
    """The tool's version, a digest of the differ's code and of the settings (with today's date when an accepted
    change can lapse): everything besides the two runs that a compare document depends on."""
    settings = repr(config) + (date.today().isoformat() if any(a.expires for a in config.accept) else "")
    return f"{_code_version()}-{hashlib.sha256(settings.encode()).hexdigest()[:16]}"


@functools.cache
def _code_version() -> str:
    from dumpdiff.service import differ
    from dumpdiff.service.report.document import tool_version

    location = Path(differ.__file__ or "")
    files = sorted(location.parent.rglob("*.py")) if location.name == "__init__.py" else [location]
    digest = hashlib.sha256()
    for file in files:
        digest.update(file.read_bytes())
    return f"{tool_version()}-{digest.hexdigest()[:16]}"


def flags_of(document: dict[str, Any], graph: str | None) -> list[str]:
    """The regression flags of a compare document, or of one graph of it (by its name on either side)."""
    if graph is None:
        return list(document["flags"])
    raised = {
        finding["kind"]
        for entry in document["graphs"]
        if graph in (entry["base"], entry["head"])
        for finding in entry["findings"]
        if finding["regression"]
    }
    return [kind.totals_key for kind in FINDING_KINDS if kind.regression and kind.name in raised]


def dumps(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False)
