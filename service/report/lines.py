"""The lines the text and markdown reports both say: the headline, the sides, the sizes, a graph's title, and the
findings of a group."""

from __future__ import annotations

import os
from collections.abc import Iterable

from dumpdiff.service.finding_kinds import FINDING_KINDS, REGRESSION_KINDS, FindingKind
from dumpdiff.service.report.document import (
    CompareDocument,
    FindingDocument,
    GraphDocument,
    GroupDocument,
    RunDocument,
)
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
    """A stored run by its commit, ref and label; dumps by their path relative to the working directory (a CI
    runner's absolute paths say nothing to a reviewer)."""
    commit, ref, label = side.get("commit"), side.get("ref"), side.get("label")
    if commit:
        return str(commit)[:12] + (f" ({ref})" if ref else "") + (f" [{label}]" if label else "")
    source = side["source"]
    return os.path.relpath(source) if os.path.isabs(source) else source


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


def sections(groups: Iterable[GroupDocument]) -> list[tuple[FindingKind, bool, list[GroupDocument]]]:
    """The groups by kind, in report order, accepted ones apart: (kind, accepted, its groups) where there are any."""
    listed = list(groups)
    found = (
        (kind, accepted, [g for g in listed if g["kind"] == kind.name and g["accepted"] == accepted])
        for kind in FINDING_KINDS
        for accepted in (False, True)
    )
    return [(kind, accepted, chosen) for kind, accepted, chosen in found if chosen]


def findings_by_group(document: CompareDocument) -> dict[str, list[tuple[GraphDocument, FindingDocument]]]:
    """Each group's findings with their graphs, by group id: one pass, however many groups."""
    found: dict[str, list[tuple[GraphDocument, FindingDocument]]] = {}
    for graph in document["graphs"]:
        for finding in graph["findings"]:
            found.setdefault(finding["group"], []).append((graph, finding))
    return found


def where(document: CompareDocument, group: GroupDocument) -> str:
    """The graphs a group's findings are in, where the report has findings in more than one graph."""
    if sum(1 for graph in document["graphs"] if graph["findings"]) < 2:
        return ""
    names = list(group["graphs"])
    return names[0] if len(names) == 1 else f"{len(names)} graphs"
