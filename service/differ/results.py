"""What a comparison returns: frozen dataclasses, from one finding up to the comparison of two runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from dumpdiff.ingest.model import Graph, Run
from dumpdiff.service.config import Acceptance, Config
from dumpdiff.service.finding_kinds import FINDING_KINDS, KIND_BY_NAME, REGRESSION_KINDS, FindingKind

if TYPE_CHECKING:
    from dumpdiff.service.differ.memory import MemoryAttribution


@dataclass(frozen=True, slots=True, kw_only=True)
class Side:
    """Where a finding is on one side: names as printed in that dump."""

    kernels: tuple[str, ...] = ()
    nodes: tuple[str, ...] = ()
    buffers: tuple[str, ...] = ()

    def names(self) -> tuple[str, ...]:
        return (*self.kernels, *self.nodes, *self.buffers)


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


@dataclass(frozen=True, slots=True, kw_only=True)
class GraphComparison:
    base: Graph | None
    head: Graph | None
    pairing: str  # name | similarity | only_base | only_head | merged (graphs of one role across a graph break)
    findings: tuple[Finding, ...]
    memory: MemoryAttribution | None = None  # why the peak (or the total) moved; None where a side has no figure


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

    @property
    def raised(self) -> tuple[FindingKind, ...]:
        """The regression flags raised, in report order: the verdict."""
        kinds = {f.kind for f in self.findings if f.regression}
        return tuple(kind for kind in REGRESSION_KINDS if kind.name in kinds)
