"""The name-independent differ: two runs in, findings out, as frozen dataclasses. Pure: no I/O, no printing.

`compare_runs` is the one entry point. How kernels are matched is told in docs/matching.md; each stage of
`stages.STAGES` states its own rule. The modules, in the order a comparison goes through them: `graphs` pairs the
graphs of two runs, `profiles` computes what matching needs of each kernel (the neighbourhood refinement included),
`stages` matches kernels (a module per kind of rule; `fusion` finds where a kernel's work went), `findings` says
what matching decided and `growth` what the bytes did, `memory` why the peak moved; `choices` reads the findings of a
run's graphs together; `results` holds what a comparison returns.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from datetime import date

from dumpdiff.ingest.bulk import collector_paused, in_parallel
from dumpdiff.ingest.model import Graph, Run
from dumpdiff.ingest.traits import NO_SOURCE_OPS, TORCH_LOGS_FORMATS
from dumpdiff.service.config import Config
from dumpdiff.service.differ.choices import answered_choices
from dumpdiff.service.differ.findings import compare_graphs
from dumpdiff.service.differ.graphs import frame_and_role, pair_graphs
from dumpdiff.service.differ.memory import MemoryAttribution, attribute_memory
from dumpdiff.service.differ.profiles import unlink
from dumpdiff.service.differ.results import Comparison, Finding, GraphComparison, Side
from dumpdiff.service.differ.stages import match_kernels
from dumpdiff.service.errors import ServiceError

# Graph pairs are compared in worker processes from this many kernels in all: below it, forking and sending the
# findings back cost more than a second core saves.
PARALLEL_MIN_KERNELS = 20_000

__all__ = ["Comparison", "Finding", "GraphComparison", "MemoryAttribution", "Side", "compare_runs"]


def compare_runs(base: Run, head: Run, config: Config, *, today: date | None = None, cores: int = 1) -> Comparison:
    """`cores`: how many processes may compare graph pairs (big runs only). Workers are forked: give more than one
    only from a process running no other threads (the command line, not the server)."""
    # Graphs kept as context (AOT graphs beside the IR) launch nothing to compare.
    base_formats = {g.format for g in base.graphs if g.kernels}
    head_formats = {g.format for g in head.graphs if g.kernels}
    if base_formats and head_formats and not base_formats & head_formats:
        # Every kernel would be new and every other removed: a verdict on nothing.
        releases = (
            " (TORCH_LOGS artifacts differ between torch releases)"
            if base_formats | head_formats <= TORCH_LOGS_FORMATS
            else ""
        )
        raise ServiceError(
            f"{base.source} ({', '.join(sorted(base_formats))}) and {head.source} ({', '.join(sorted(head_formats))})"
            f" share no dump format: compare dumps of one kind{releases}"
        )
    pairs = [_alike_source_ops(pair) for pair in pair_graphs(base.graphs, head.graphs)]
    for base_graph, head_graph, _pairing in pairs:
        if base_graph and head_graph and _partial(base_graph) != _partial(head_graph):
            # Kernels read from less of a dump (before fusion, without the HLO) are named and cut otherwise: against
            # a whole dump every kernel would read as new and removed.
            partial = base_graph if _partial(base_graph) else head_graph
            raise ServiceError(
                f"{partial.source}:0: expected the whole dump, as the other side has it, got {_partial(partial)}"
            )
    kernels = sum(_kernel_count(pair) for pair in pairs)
    compare_pair = functools.partial(
        _compare_pair, config=config, today=today or date.today(), forward=(_forward_work(base), _forward_work(head))
    )
    with collector_paused():
        outcomes = in_parallel(
            pairs, compare_pair, _kernel_count, cores=cores if kernels >= PARALLEL_MIN_KERNELS else 1
        )
        graphs = [
            GraphComparison(base=base_graph, head=head_graph, pairing=pairing, findings=findings, memory=memory)
            for (base_graph, head_graph, pairing), outcome in zip(pairs, outcomes, strict=True)
            for findings, memory in [outcome.result()]
        ]
    return Comparison(base=base, head=head, graphs=tuple(answered_choices(graphs)), config=config)


def _compare_pair(
    pair: tuple[Graph | None, Graph | None, str], config: Config, today: date, forward: tuple[ForwardWork, ForwardWork]
) -> tuple[tuple[Finding, ...], MemoryAttribution | None]:
    """The findings and memory attribution of one graph pair: what a worker process sends back (not the graphs).
    `forward`: each run's `_forward_work`."""
    base_graph, head_graph, _pairing = pair
    matching = match_kernels(base_graph, head_graph) if base_graph and head_graph else None
    recomputed = (_recomputable(base_graph, forward[0]), _recomputable(head_graph, forward[1]))
    findings = compare_graphs(base_graph, head_graph, matching, config, forward_work=recomputed)
    findings = [_accept(f, base_graph, head_graph, config, today) for f in findings]
    memory = (
        attribute_memory(base_graph, head_graph, matching, config) if base_graph and head_graph and matching else None
    )
    if matching is not None:
        unlink(matching.kernels)
    return tuple(findings), memory


# Per model and frame, the FX nodes its forward kernels compute (`source_nodes`), where the dump says.
ForwardWork = dict[tuple[str, str], frozenset[str]]


def _forward_work(run: Run) -> ForwardWork:
    """A backward kernel computing only nodes the forward kernels of its frame compute recomputes forward work
    (activation checkpointing, the partitioner's memory budget): the joint graph names those nodes the same in both."""
    work: dict[tuple[str, str], set[str]] = defaultdict(set)
    for graph in run.graphs:
        if (where := _frame_and_pass(graph)) is not None and where[2] == "forward":
            for kernel in graph.kernels:
                work[where[0], where[1]].update(kernel.attributes.get("source_nodes") or ())
    return {frame: frozenset(nodes) for frame, nodes in work.items()}


def _recomputable(graph: Graph | None, forward: ForwardWork) -> frozenset[str]:
    """The forward work a backward graph's kernels may recompute: its frame's forward kernels' nodes."""
    where = _frame_and_pass(graph) if graph is not None else None
    if where is None or where[2] != "backward":
        return frozenset()
    return forward.get((where[0], where[1]), frozenset())


def _frame_and_pass(graph: Graph) -> tuple[str, str, str] | None:
    """A torch graph's model, frame and pass (forward, backward, inference). A `torch_compile_debug` folder names
    the pass; a log names a graph by its compile id alone, shared by the frame's forward and backward: the backward is
    the one reading the incoming gradients (AOTAutograd's `tangents_*` inputs)."""
    if (where := frame_and_role(graph.name)) is None or where[2] in ("forward", "backward", "inference"):
        return where
    reads_gradients = any(buffer.name.startswith("tangents_") for buffer in graph.buffers)
    return where[0], where[1], "backward" if reads_gradients else "forward"


def _alike_source_ops(pair: tuple[Graph | None, Graph | None, str]) -> tuple[Graph | None, Graph | None, str]:
    """An XLA module dumped without metadata names no op's jax primitive: against one that does, that one is read
    without them too, or every op would read as changed."""
    base_graph, head_graph, pairing = pair
    if base_graph is None or head_graph is None:
        return pair
    if bool(base_graph.attributes.get(NO_SOURCE_OPS)) == bool(head_graph.attributes.get(NO_SOURCE_OPS)):
        return pair
    from dumpdiff.ingest.xla_buffers import without_source_ops  # the XLA parser, for an XLA pair alone

    if head_graph.attributes.get(NO_SOURCE_OPS):
        return without_source_ops(base_graph), head_graph, pairing
    return base_graph, without_source_ops(head_graph), pairing


def _partial(graph: Graph) -> str | None:
    """What a graph's dump lacks, where the parser says (`attributes["partial"]`)."""
    return graph.attributes.get("partial")


def _kernel_count(pair: tuple[Graph | None, Graph | None, str]) -> int:
    base_graph, head_graph, _pairing = pair
    return sum(len(graph.kernels) for graph in (base_graph, head_graph) if graph is not None)


def _accept(finding: Finding, base: Graph | None, head: Graph | None, config: Config, today: date) -> Finding:
    names = (*finding.base.names(), *finding.head.names(), *(g.name for g in (base, head) if g))
    for acceptance in config.accept:
        if acceptance.applies(finding.kind, names, today):
            return Finding(
                kind=finding.kind,
                summary=finding.summary,
                base=finding.base,
                head=finding.head,
                details=finding.details,
                accepted=acceptance,
            )
    return finding
