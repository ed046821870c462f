"""What a comparison returns: frozen dataclasses, from one finding up to the comparison of two runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from operator import attrgetter
from typing import Any

from dumpdiff.ingest.model import Graph, Run
from dumpdiff.service.config import Acceptance, Config
from dumpdiff.service.finding_kinds import FINDING_KINDS, KIND_BY_NAME, REGRESSION_KINDS

COMPARE_SCHEMA = "dumpdiff.compare/1"


def tool_version() -> str:
    try:
        return version("dumpdiff")
    except PackageNotFoundError:
        return "0+unknown"


@dataclass(frozen=True, slots=True, kw_only=True)
class Side:
    """Where a finding is on one side: names as printed in that dump."""

    kernels: tuple[str, ...] = ()
    nodes: tuple[str, ...] = ()
    buffers: tuple[str, ...] = ()

    def names(self) -> tuple[str, ...]:
        return (*self.kernels, *self.nodes, *self.buffers)

    def to_json(self) -> dict[str, list[str]]:
        return {"kernels": list(self.kernels), "nodes": list(self.nodes), "buffers": list(self.buffers)}


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    kind: str
    summary: str
    base: Side = field(default_factory=Side)
    head: Side = field(default_factory=Side)
    details: Mapping[str, Any] = field(default_factory=dict)
    accepted: Acceptance | None = None

    @property
    def regression(self) -> bool:
        return KIND_BY_NAME[self.kind].regression and self.accepted is None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "regression": self.regression,
            "accepted": self.accepted.to_json() if self.accepted else None,
            "summary": self.summary,
            "base": self.base.to_json(),
            "head": self.head.to_json(),
            "details": dict(self.details),
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class GraphComparison:
    base: Graph | None
    head: Graph | None
    pairing: str  # name | similarity | only_base | only_head
    findings: tuple[Finding, ...]

    def to_json(self) -> dict[str, Any]:
        base, head = self.base, self.head
        return {
            "base": base.name if base else None,
            "head": head.name if head else None,
            "format": (head or base).format,  # type: ignore[union-attr]  # one side always exists
            "pairing": self.pairing,
            "base_kernels": len(base.kernels) if base else 0,
            "head_kernels": len(head.kernels) if head else 0,
            "base_bytes": base.total_bytes if base else None,
            "head_bytes": head.total_bytes if head else None,
            "base_peak_bytes": base.peak_bytes if base else None,
            "head_peak_bytes": head.peak_bytes if head else None,
            "findings": [f.to_json() for f in self.findings],
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class Comparison:
    base: Run
    head: Run
    graphs: tuple[GraphComparison, ...]
    config: Config

    @property
    def findings(self) -> Iterable[Finding]:
        return (f for g in self.graphs for f in g.findings)

    @property
    def regression(self) -> bool:
        return any(f.regression for f in self.findings)

    def totals(self) -> dict[str, int | None]:
        counts = Counter(f.kind for f in self.findings if f.accepted is None)
        in_released_order = sorted(FINDING_KINDS, key=attrgetter("totals_position"))
        totals: dict[str, int | None] = {kind.totals_key: counts[kind.name] for kind in in_released_order}
        totals["accepted"] = sum(1 for f in self.findings if f.accepted is not None)
        totals["base_kernels"] = sum(len(g.base.kernels) for g in self.graphs if g.base)
        totals["head_kernels"] = sum(len(g.head.kernels) for g in self.graphs if g.head)
        for side in ("base", "head"):
            graphs = [getattr(g, side) for g in self.graphs if getattr(g, side) is not None]
            # Over the graphs where the dump gives them (symbolic sizes leave them unknown); None where none does.
            for key, attribute in (("bytes", "total_bytes"), ("peak_bytes", "peak_bytes")):
                known = [value for g in graphs if (value := getattr(g, attribute)) is not None]
                totals[f"{side}_{key}"] = sum(known) if known else None
        return totals

    def to_json(self) -> dict[str, Any]:
        raised = {f.kind for f in self.findings if f.regression}
        return {
            "schema": COMPARE_SCHEMA,
            "tool_version": tool_version(),
            "base": _run_json(self.base),
            "head": _run_json(self.head),
            "regression": self.regression,
            "flags": [kind.totals_key for kind in REGRESSION_KINDS if kind.name in raised],
            "totals": self.totals(),
            "thresholds": {
                "growth_relative": self.config.growth_relative,
                "growth_absolute_bytes": self.config.growth_absolute_bytes,
                "config": self.config.source,
            },
            "graphs": [g.to_json() for g in self.graphs],
        }


def _run_json(run: Run) -> dict[str, Any]:
    attributes = dict(run.attributes)
    return {
        "source": run.source,
        "commit": attributes.pop("commit", None),
        "ref": attributes.pop("ref", None),
        "label": attributes.pop("label", None),
        "metadata": attributes,
    }
