"""The `dumpdiff.compare/1` document: a comparison as JSON, what every renderer reads (so that a report rebuilt from
a stored document renders the same) and what tools consume."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, cast

from dumpdiff.ingest.bulk import collector_paused
from dumpdiff.service.report.groups import group_findings
from dumpdiff.service.report.story import tell

if TYPE_CHECKING:
    from dumpdiff.ingest.model import Graph, Run
    from dumpdiff.service.config import Acceptance
    from dumpdiff.service.differ import Comparison, Finding, GraphComparison, Side
    from dumpdiff.service.differ.memory import AttributionLine, LiveBuffer, MemoryAttribution, PeakSide

COMPARE_SCHEMA = "dumpdiff.compare/1"


class SideDocument(TypedDict):
    kernels: list[str]
    nodes: list[str]
    buffers: list[str]


class AcceptanceDocument(TypedDict):
    pattern: str
    reason: str
    kind: str | None
    expires: str | None


class FindingDocument(TypedDict):
    kind: str
    regression: bool
    accepted: AcceptanceDocument | None
    summary: str
    base: SideDocument
    head: SideDocument
    details: dict[str, Any]
    group: str  # the id of its group in the document's `groups`


class GroupDocument(TypedDict):
    """Findings that are the same change (`groups.py`); a finding like no other is a group of one."""

    id: str
    kind: str
    regression: bool
    accepted: bool  # its findings are accepted by the settings (a group holds accepted findings or none)
    count: int
    summary: str  # the change said once, names shortened; the findings keep their full names
    graphs: dict[str, int]  # how many of its findings each graph holds
    delta_bytes: int | None  # allocation changes: their bytes added up


class CauseDocument(TypedDict):
    """A common cause recognised in the findings (`story.py`)."""

    cause: str  # dimension_scaled | fusion_setting | gemm_backend | fusions_regrouped | computed_another_way |
    # random_in_kernels | reductions_split | reductions_joined | collectives_changed | rematerialized |
    # copied_for_in_place | scatter_calls | library_epilogue | in_place_lost | reuse_lost | precision_changed |
    # implementation_switched | compiler_version | kernel_naming | graph_added | graph_removed | graph_break |
    # gpu_changed
    summary: str
    group: str | None  # the group that shows it best
    facts: dict[str, Any]


class StoryDocument(TypedDict):
    summary: str
    causes: list[CauseDocument]


class LiveBufferDocument(TypedDict):
    name: str
    dtype: str | None
    shape: list[int | str] | None
    bytes: int  # what it owns
    held_bytes: int  # what it holds where counted (a slot shared with others counted once, with one of them)
    role: str | None
    writer: str | None
    live: list[int | None]  # first and last step, inclusive


class AttributionLineDocument(TypedDict):
    change: str  # new | grown | longer | copy | unshared | shared | gone | shorter | unexplained
    bytes: int  # signed: what this line adds to head minus base
    why: str
    base: LiveBufferDocument | None
    head: LiveBufferDocument | None


class PeakSideDocument(TypedDict):
    step: int
    steps: int
    kernel: str
    live: list[LiveBufferDocument]


class TimelineDocument(TypedDict):
    base: list[int]
    head: list[int]


class PeakDocument(TypedDict):
    base: PeakSideDocument
    head: PeakSideDocument


class GraphDocument(TypedDict):
    base: str | None
    head: str | None
    format: str
    pairing: str
    base_kernels: int
    head_kernels: int
    base_fused_kernels: int
    head_fused_kernels: int
    base_bytes: int | None
    head_bytes: int | None
    base_peak_bytes: int | None
    head_peak_bytes: int | None
    base_host_bytes: int | None  # host memory (XLA memory space 5), not in the bytes or the peak
    head_host_bytes: int | None
    findings: list[FindingDocument]
    timeline: TimelineDocument
    # Where both peaks are known: the peak steps with their live buffers, and head minus base peak in lines that
    # sum to it exactly; else, where both totals are, the total in such lines.
    peak: NotRequired[PeakDocument]
    peak_attribution: NotRequired[list[AttributionLineDocument]]
    total_attribution: NotRequired[list[AttributionLineDocument]]


class RunDocument(TypedDict):
    source: str
    commit: Any
    ref: Any
    label: Any
    metadata: dict[str, Any]


class ThresholdsDocument(TypedDict):
    growth_relative: float
    growth_absolute_bytes: int
    config: str | None


class CompareDocument(TypedDict):
    schema: str
    tool_version: str
    base: RunDocument
    head: RunDocument
    regression: bool
    flags: list[str]
    totals: dict[str, int | None]
    thresholds: ThresholdsDocument
    graphs: list[GraphDocument]
    groups: list[GroupDocument]
    story: StoryDocument


def compare_document(comparison: Comparison) -> CompareDocument:
    # Tens of thousands of small dicts beside the runs' millions of objects: the cyclic collector would rescan them
    # all, again and again (0.5 of 0.8 s on two 100 MB runs).
    with collector_paused():
        return _compare_document(comparison)


def _compare_document(comparison: Comparison) -> CompareDocument:
    config = comparison.config
    graphs = [_graph(g) for g in comparison.graphs]
    groups = group_findings(graphs)
    totals = comparison.totals()
    base, head = _run(comparison.base), _run(comparison.head)
    gpus = (base["metadata"].get("gpu"), head["metadata"].get("gpu"))
    return {
        "schema": COMPARE_SCHEMA,
        "tool_version": tool_version(),
        "base": base,
        "head": head,
        "regression": comparison.regression,
        "flags": [kind.totals_key for kind in comparison.raised],
        "totals": totals,
        "thresholds": {
            "growth_relative": config.growth_relative,
            "growth_absolute_bytes": config.growth_absolute_bytes,
            "config": config.source,
        },
        "graphs": graphs,
        "groups": groups,
        "story": tell(graphs, groups, totals, gpus=gpus),
    }


def tool_version() -> str:
    from importlib.metadata import PackageNotFoundError, version  # not at import: `--help` starts without it

    try:
        return version("dumpdiff")
    except PackageNotFoundError:
        return "0+unknown"


def _run(run: Run) -> RunDocument:
    attributes = dict(run.attributes)
    return {
        "source": run.source,
        "commit": attributes.pop("commit", None),
        "ref": attributes.pop("ref", None),
        "label": attributes.pop("label", None),
        "metadata": attributes,
    }


def _graph(graph: GraphComparison) -> GraphDocument:
    base, head = graph.base, graph.head
    document: GraphDocument = {
        "base": base.name if base else None,
        "head": head.name if head else None,
        "format": cast("Graph", head or base).format,  # one side always exists
        "pairing": graph.pairing,
        "base_kernels": len(base.kernels) if base else 0,
        "head_kernels": len(head.kernels) if head else 0,
        "base_fused_kernels": len(base.fused_kernels) if base else 0,
        "head_fused_kernels": len(head.fused_kernels) if head else 0,
        "base_bytes": base.total_bytes if base else None,
        "head_bytes": head.total_bytes if head else None,
        "base_peak_bytes": base.peak_bytes if base else None,
        "head_peak_bytes": head.peak_bytes if head else None,
        "base_host_bytes": base.attributes.get("host_bytes") if base else None,
        "head_host_bytes": head.attributes.get("host_bytes") if head else None,
        "findings": [_finding(f) for f in graph.findings],
        "timeline": {"base": _timeline(base), "head": _timeline(head)},
    }
    if (memory := graph.memory) is not None:
        _add_memory(document, memory)
    return document


def _timeline(graph: Graph | None) -> list[int]:
    return list(graph.timeline) if graph is not None else []


def _add_memory(document: GraphDocument, memory: MemoryAttribution) -> None:
    lines = [_attribution_line(line) for line in memory.lines]
    if memory.base_peak is not None and memory.head_peak is not None:
        document["peak"] = {"base": _peak_side(memory.base_peak), "head": _peak_side(memory.head_peak)}
        document["peak_attribution"] = lines
    else:
        document["total_attribution"] = lines


def _peak_side(peak: PeakSide) -> PeakSideDocument:
    return {"step": peak.step, "steps": peak.steps, "kernel": peak.kernel, "live": [_live(b) for b in peak.live]}


def _attribution_line(line: AttributionLine) -> AttributionLineDocument:
    return {
        "change": line.change,
        "bytes": line.bytes,
        "why": line.why,
        "base": _live(line.base) if line.base is not None else None,
        "head": _live(line.head) if line.head is not None else None,
    }


def _live(buffer: LiveBuffer) -> LiveBufferDocument:
    return {
        "name": buffer.name,
        "dtype": buffer.dtype,
        "shape": list(buffer.shape) if buffer.shape is not None else None,
        "bytes": buffer.nbytes,
        "held_bytes": buffer.held_bytes,
        "role": buffer.role,
        "writer": buffer.writer,
        "live": [buffer.live_start, buffer.live_end],
    }


def _finding(finding: Finding) -> FindingDocument:
    return {
        "kind": finding.kind,
        "regression": finding.regression,
        "accepted": _acceptance(finding.accepted) if finding.accepted else None,
        "summary": finding.summary,
        "base": _side(finding.base),
        "head": _side(finding.head),
        "details": dict(finding.details),
        "group": "",  # set by `group_findings`, once every finding is known
    }


def _acceptance(acceptance: Acceptance) -> AcceptanceDocument:
    return {
        "pattern": acceptance.pattern,
        "reason": acceptance.reason,
        "kind": acceptance.kind,
        "expires": acceptance.expires.isoformat() if acceptance.expires else None,
    }


def _side(side: Side) -> SideDocument:
    return {"kernels": list(side.kernels), "nodes": list(side.nodes), "buffers": list(side.buffers)}
