"""The lines the text and markdown reports both say: the headline, the sides, the sizes, a graph's title."""

from __future__ import annotations

from collections.abc import Iterable

from dumpdiff.service.finding_kinds import FINDING_KINDS, REGRESSION_KINDS, FindingKind
from dumpdiff.service.report.document import CompareDocument, GraphDocument, RunDocument
from dumpdiff.service.units import human_bytes


def _counts(totals: dict[str, int | None], kinds: Iterable[FindingKind]) -> list[str]:
    counted = (kind for kind in kinds if kind.count_label and totals[kind.totals_key])
    return [f"{totals[kind.totals_key]} {kind.count_label}" for kind in counted]


def headline(document: CompareDocument) -> str:
    totals = document["totals"]
    parts = _counts(totals, REGRESSION_KINDS)
    others = _counts(totals, (kind for kind in FINDING_KINDS if not kind.regression))
    if totals.get("accepted"):
        others.append(f"{totals['accepted']} accepted")
    verdict = "REGRESSION: " + ", ".join(parts) if document["regression"] else "no regression"
    return verdict + (f" ({', '.join(others)})" if others else "")


def side_name(side: RunDocument) -> str:
    commit = side.get("commit")
    return f"{side['source']}" + (f" ({commit[:12]})" if commit and commit != side["source"] else "")


def bytes_line(document: CompareDocument) -> str:
    totals = document["totals"]
    line = (
        f"kernels {totals['base_kernels']} -> {totals['head_kernels']}, "
        f"bytes {human_bytes(totals['base_bytes'])} -> {human_bytes(totals['head_bytes'])}"
    )
    if totals["base_peak_bytes"] is not None or totals["head_peak_bytes"] is not None:
        line += f", peak {human_bytes(totals['base_peak_bytes'])} -> {human_bytes(totals['head_peak_bytes'])}"
    return line


def host_bytes_note(graph: GraphDocument) -> str:
    """Host memory (host offloading) said apart: the graphs' bytes and peaks are device memory."""
    if graph["base_host_bytes"] is None and graph["head_host_bytes"] is None:
        return ""
    base, head = human_bytes(graph["base_host_bytes"] or 0), human_bytes(graph["head_host_bytes"] or 0)
    return f", host memory {base} -> {head} (apart from device bytes)"


def graph_title(graph: GraphDocument) -> str:
    names = graph["base"] if graph["base"] == graph["head"] else f"{graph['base'] or '-'} -> {graph['head'] or '-'}"
    return f"{names} [{graph['format']}]"
