"""Kernels of one graph that a choice the compiler made in another graph of the run explains, which the findings of
each graph alone cannot see: Inductor's partitioner decides what the forward saves for the backward from the
forward's tensors, so pad_mm padding a gemm's operand (a choice it times in every run, so a rerun may take the other)
can move what the backward recomputes rather than reads saved."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace

from dumpdiff.service.differ.findings import PADDED_OPERANDS
from dumpdiff.service.differ.graphs import frame_and_role
from dumpdiff.service.differ.results import Finding, GraphComparison
from dumpdiff.service.finding_kinds import COMPILER_CHOICE, NEW_KERNEL, REMOVED_KERNEL

Frame = tuple[str, str]  # a torch model and frame (`frame_and_role`)


def answered_choices(graphs: Sequence[GraphComparison]) -> list[GraphComparison]:
    """`graphs` with the new or removed backward kernels recomputing forward work that reads the product of a gemm
    whose operand the forward of their frame pads on one side only, said as that choice (`COMPILER_CHOICE`)."""
    padded = _padded_products(graphs)
    return [
        replace(comparison, findings=tuple(_answered(finding, padded[frame]) for finding in comparison.findings))
        if (frame := _frame(comparison, "backward")) in padded
        else comparison
        for comparison in graphs
    ]


def _padded_products(graphs: Sequence[GraphComparison]) -> dict[Frame, dict[str, str]]:
    """Per frame, the forward FX nodes computed from the product of a gemm padded on one side only, each to the
    gemm's title (the head's)."""
    products: dict[Frame, dict[str, str]] = defaultdict(dict)
    for comparison in graphs:
        if (frame := _frame(comparison, "forward")) is None:
            continue
        for finding in comparison.findings:
            if finding.details.get("matched_by") == PADDED_OPERANDS:
                gemm = f"{finding.head.kernels[0]} [{finding.head.nodes[0]}]"
                for node in finding.details.get("product_read_by", ()):
                    products[frame].setdefault(node, gemm)
    return products


def _frame(comparison: GraphComparison, role: str) -> Frame | None:
    graph = comparison.head or comparison.base
    where = frame_and_role(graph.name) if graph is not None else None
    return (where[0], where[1]) if where is not None and where[2] == role else None


def _answered(finding: Finding, padded: dict[str, str]) -> Finding:
    """A backward kernel recomputing forward nodes (their names, `source_nodes`, as the joint graph names them in
    both graphs) one of which the padded gemm's product feeds: the partitioner saved another tensor after the
    choice, so the backward recomputes that work, or reads it saved."""
    if finding.kind not in (NEW_KERNEL.name, REMOVED_KERNEL.name) or finding.accepted is not None:
        return finding
    gemms = [padded[node] for node in finding.details.get("recomputes_forward") or () if node in padded]
    if not gemms:
        return finding
    added = finding.kind == NEW_KERNEL.name
    now = "now recomputing" if added else "no longer recomputing"
    return replace(
        finding,
        kind=COMPILER_CHOICE.name,
        summary=f"{finding.summary}: {now} forward work in the backward, the forward's {gemms[0]} padded on one "
        "side only (pad_mm's choice, timed in every run): the partitioner saves other tensors",
        details={**finding.details, "added": added, "after_choice": gemms[0]},
    )
