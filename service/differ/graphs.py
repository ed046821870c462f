"""Graph pairing: which graph of one run is compared with which of the other."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Hashable, Sequence
from dataclasses import replace

from dumpdiff.ingest.model import Buffer, Dep, Graph, Node
from dumpdiff.service.differ.profiles import graph_kernel_structure, graph_ops
from dumpdiff.service.differ.similarity import best_first, common, overlap

COMPILATION_SUFFIX = re.compile(r"#\d+$")  # `jit_f#2`: the second graph of one name in a run
# Inductor's graph folders: `model__1_forward_4` is frame 1's forward graph, the 4th graph compiled. A log names its
# graphs by compile id, `[1/0]` (`[0/0_1]`: frame 0 compiled again after a graph break restarted it), the backward
# compiled under the same id `[1/0]#2`.
INDUCTOR_GRAPH = re.compile(
    r"^(?P<model>.+)__(?P<frame>\d+)_(?P<role>forward|backward|inference)_(?P<count>[0-9]{1,19})$"
)
SAME_GRAPH = 0.75  # op overlap above which a graph is the same graph, not one a graph break split or joined
LOG_GRAPH = re.compile(r"^\[(?P<frame>\d+)/\d+(?:_\d+)?\](?:#(?P<role>\d+))?$")


def pair_graphs(base: Sequence[Graph], head: Sequence[Graph]) -> list[tuple[Graph | None, Graph | None, str]]:
    """By name; a name compiled more than once pairs its compilations by similarity; leftovers of one format pair by
    the similarity of their kernels (`jit_step` vs `jit_step_extra`). Where a graph break split a model's graphs
    otherwise on the two sides, the graphs of each role are compared as one (`merged`)."""
    pairs: list[tuple[Graph | None, Graph | None, str]] = []
    backward_roles = _traced_backwards(base) | _traced_backwards(head)  # of every graph, merged ones too
    for base_graphs, head_graphs in _split_otherwise(base, head):
        pairs.append((merged(base_graphs), merged(head_graphs), "merged"))
        taken = {id(g) for g in (*base_graphs, *head_graphs)}
        base = [g for g in base if id(g) not in taken]
        head = [g for g in head if id(g) not in taken]
    unpaired_base: list[Graph] = []
    unpaired_head: list[Graph] = []
    families: dict[tuple[str, str], tuple[list[Graph], list[Graph]]] = defaultdict(lambda: ([], []))
    for side, graphs in enumerate((base, head)):
        for graph in graphs:
            families[(graph.format, COMPILATION_SUFFIX.sub("", graph.name))][side].append(graph)
    named: list[tuple[Graph, Graph]] = []
    for base_family, head_family in families.values():
        if len(base_family) > 1 or len(head_family) > 1:
            # The suffixes number compilations in file order, which a compilation more or less shifts.
            paired = _pair_by_similarity(base_family, head_family)
            named += [(b, h) for b, h in paired if b.name == h.name]
            pairs += [(b, h, "similarity") for b, h in paired if b.name != h.name]
            unpaired_base += [g for g in base_family if all(g is not b for b, _ in paired)]
            unpaired_head += [g for g in head_family if all(g is not h for _, h in paired)]
        elif base_family and head_family and base_family[0].name == head_family[0].name:
            named.append((base_family[0], head_family[0]))
        else:
            unpaired_base += base_family
            unpaired_head += head_family
    signatures: dict[int, Counter[Hashable]] = {}  # each graph's kernel signature, by id, computed once
    kept, displaced = _renumbered(named, unpaired_base, unpaired_head, backward_roles, signatures)
    pairs += [(b, h, "name") for b, h in kept] + [(b, h, "similarity") for b, h in displaced]
    taken = {id(graph) for pair in (*kept, *displaced) for graph in pair}
    unpaired_base = [b for b in (*unpaired_base, *(b for b, _ in named)) if id(b) not in taken]
    unpaired_head = [h for h in (*unpaired_head, *(h for _, h in named)) if id(h) not in taken]
    partners = {id(b): h for b, h in _most_alike(unpaired_base, unpaired_head, backward_roles, signatures)}
    for graph in unpaired_base:
        partner = partners.get(id(graph))
        pairs.append((graph, partner, "similarity") if partner else (graph, None, "only_base"))
    taken = {id(h) for h in partners.values()}
    pairs += [(None, graph, "only_head") for graph in unpaired_head if id(graph) not in taken]
    return pairs


def _most_alike(
    base: list[Graph],
    head: list[Graph],
    backward_roles: set[int],
    signatures: dict[int, Counter[Hashable]],
    at_least: float = 0.0,
) -> list[tuple[Graph, Graph]]:
    """Graphs of one format and role (a torch graph's forward, backward or inference; `backward_roles`: graphs
    playing the backward's), the most alike kernels first, where they share at least `at_least` of them: a forward
    graph a graph break left on one side is no backward graph's counterpart. `signatures`: the kernel signatures
    computed so far in this comparison, by graph id."""
    scored = sorted(
        (-score, i, j)
        for i, graph in enumerate(base)
        for j, candidate in enumerate(head)
        if candidate.format == graph.format
        and _roles_agree(graph, candidate, backward_roles)
        and (score := overlap(_signature(graph, signatures), _signature(candidate, signatures))) >= at_least
    )
    return best_first((base[i], head[j]) for _, i, j in scored)


def _signature(graph: Graph, signatures: dict[int, Counter[Hashable]]) -> Counter[Hashable]:
    if (signature := signatures.get(id(graph))) is None:
        signature = signatures[id(graph)] = _kernel_signature(graph)
    return signature


def _renumbered(
    named: list[tuple[Graph, Graph]],
    unpaired_base: list[Graph],
    unpaired_head: list[Graph],
    backward_roles: set[int],
    signatures: dict[int, Counter[Hashable]],
) -> tuple[list[tuple[Graph, Graph]], list[tuple[Graph, Graph]]]:
    """The pairs by name that stand, and the graphs of name pairs sharing little work re-paired where a graph of
    another name is the same graph: Inductor names a graph by its frame's number (`model__8_inference_8`, a log's
    `[8/0]`), which a frame more or fewer compiled before it shifts (a release breaking a graph elsewhere, a compile
    that failed), so that every later name pairs two programs' graphs, and names at the ends pair none."""
    if not unpaired_base or not unpaired_head:  # every name paired on one side: no number shifted
        return named, []
    doubtful = [(b, h) for b, h in named if overlap(_signature(b, signatures), _signature(h, signatures)) < SAME_GRAPH]
    if not doubtful:
        return named, []
    bases = [*(b for b, _ in doubtful), *unpaired_base]
    heads = [*(h for _, h in doubtful), *unpaired_head]
    displaced = _most_alike(bases, heads, backward_roles, signatures, at_least=SAME_GRAPH)
    moved = {id(graph) for pair in displaced for graph in pair}
    return [(b, h) for b, h in named if id(b) not in moved and id(h) not in moved], displaced


def _role(graph: Graph, backward_roles: set[int]) -> str | None:
    """The role an Inductor graph folder's name says, but for a graph playing the backward's; a log numbers its
    graphs instead, which says no role."""
    if id(graph) in backward_roles:
        return "backward"
    folder = INDUCTOR_GRAPH.match(graph.name)
    return folder["role"] if folder else None


def _roles_agree(graph: Graph, other: Graph, backward_roles: set[int]) -> bool:
    roles = {_role(graph, backward_roles), _role(other, backward_roles)}
    return len(roles) == 1 or None in roles


def _traced_backwards(graphs: Sequence[Graph]) -> set[int]:
    """The inference graphs (by id) that are the backward of a forward graph whose frame compiled none: compiled
    autograd traces the backward when it runs, AOTAutograd's and the gradient accumulation alike, into a frame of
    its own that it compiles without autograd (`model__1_inference_3` after `model__0_forward_1`)."""
    places = {id(graph): place for graph in graphs if (place := INDUCTOR_GRAPH.match(graph.name))}
    with_backward = {(p["model"], p["frame"]) for p in places.values() if p["role"] == "backward"}
    forwards_alone = [
        p for p in places.values() if p["role"] == "forward" and (p["model"], p["frame"]) not in with_backward
    ]
    return {
        graph_id
        for graph_id, place in places.items()
        if place["role"] == "inference"
        and any(f["model"] == place["model"] and int(f["count"]) < int(place["count"]) for f in forwards_alone)
    }


def _pair_by_similarity(base: list[Graph], head: list[Graph]) -> list[tuple[Graph, Graph]]:
    """Most similar first (kernels, then buffer shapes: one function compiled for two batch sizes has the same
    kernels); among equals, in order."""
    base_signatures = [(_kernel_signature(g), _shape_signature(g)) for g in base]
    head_signatures = [(_kernel_signature(g), _shape_signature(g)) for g in head]
    scored = sorted(
        ((-overlap(b_kernels, h_kernels), -overlap(b_shapes, h_shapes)), i, j)
        for i, (b_kernels, b_shapes) in enumerate(base_signatures)
        for j, (h_kernels, h_shapes) in enumerate(head_signatures)
    )
    return best_first((base[i], head[j]) for _, i, j in scored)


def _kernel_signature(graph: Graph) -> Counter[Hashable]:
    return Counter(graph_kernel_structure(graph, k) for k in graph.kernels)


def _shape_signature(graph: Graph) -> Counter[Hashable]:
    return Counter((b.dtype, b.shape) for b in graph.buffers)


def _split_otherwise(base: Sequence[Graph], head: Sequence[Graph]) -> list[tuple[list[Graph], list[Graph]]]:
    """The Inductor graphs of one model and role (forward, backward, inference) from frames that are more on one
    side than on the other: a graph break added or removed one, and kernels moved between graphs with it (the
    number in a graph's name is a per-process counter: only how many frames there are tells). Graphs still doing
    nearly the same work as one of the other side are left to pair as they are (only the graphs the break split or
    joined are merged, and a frame merely gone is a graph removed), unless the other side's run the work of the
    frames left over (`_taken_in`): then all of them merge, as many frames or not (a break moved). Each side's graphs
    in the order they were compiled, which is the order they run in."""
    roles: dict[tuple[str, str, str], tuple[list[Graph], list[Graph]]] = defaultdict(lambda: ([], []))
    frames: dict[int, str] = {}
    for side, graphs in enumerate((base, head)):
        for graph in graphs:
            if graph.kernels and (place := frame_and_role(graph.name)):
                model, frames[id(graph)], role = place
                roles[(graph.format, model, role)][side].append(graph)
    split: list[tuple[list[Graph], list[Graph]]] = []
    for base_graphs, head_graphs in roles.values():
        if not base_graphs or not head_graphs:
            continue
        frames_differ = len({frames[id(g)] for g in base_graphs}) != len({frames[id(g)] for g in head_graphs})
        same = _same_work(base_graphs, head_graphs)
        kept = {id(graph) for pair in same for graph in pair}
        base_rest = sorted((g for g in base_graphs if id(g) not in kept), key=_compile_order)
        head_rest = sorted((g for g in head_graphs if id(g) not in kept), key=_compile_order)
        if base_rest and head_rest and frames_differ:
            split.append((base_rest, head_rest))
        elif (base_rest and _taken_in(base_rest, [h for _, h in same], [b for b, _ in same])) or (
            head_rest and _taken_in(head_rest, [b for b, _ in same], [h for _, h in same])
        ):
            split.append((sorted(base_graphs, key=_compile_order), sorted(head_graphs, key=_compile_order)))
    return split


def _taken_in(rest: list[Graph], taking: list[Graph], kept: list[Graph]) -> bool:
    """Most of the ops of `rest` (a side's graphs with no counterpart) are ones the other side's graphs (`taking`) run
    beyond their counterparts (`kept`): the graph break that made `rest` is gone and its frames' work joined a graph
    still doing nearly the same work otherwise (transformers' Qwen2 under torch 2.8, its embedding and loss each a
    frame of their own, against 2.10's one graph), or the break moved (after the embedding on one side, before the
    loss on the other: each side's small frame's work is in the other's big one); a frame merely gone is a graph
    removed."""
    extra = sum(map(graph_ops, taking), Counter()) - sum(map(graph_ops, kept), Counter())
    ops = sum(map(graph_ops, rest), Counter())
    return common(extra, ops) * 2 > ops.total()


def _same_work(base: list[Graph], head: list[Graph]) -> list[tuple[Graph, Graph]]:
    """Graphs of the two sides doing nearly the same ops, however fused (a fusion setting changes every kernel of a
    graph, not its ops), the most alike first."""
    base_ops, head_ops = [graph_ops(g) for g in base], [graph_ops(g) for g in head]
    scored = sorted(
        (-score, i, j)
        for i, b_ops in enumerate(base_ops)
        for j, h_ops in enumerate(head_ops)
        if (score := overlap(b_ops, h_ops)) >= SAME_GRAPH
    )
    return best_first((base[i], head[j]) for _, i, j in scored)


def frame_and_role(name: str) -> tuple[str, str, str] | None:
    """The model, frame and role a torch graph's name gives (a log's graphs: no model, the role their place among
    the graphs of one compile id)."""
    if folder := INDUCTOR_GRAPH.match(name):
        return folder["model"], folder["frame"], folder["role"]
    if log := LOG_GRAPH.match(name):
        return "", log["frame"], log["role"] or "1"
    return None


def merged(graphs: list[Graph]) -> Graph:
    """Graphs that run one after another, in this order, as one graph: names prefixed with their graph's
    (`model__1_forward_4/buf0`), schedules and memory timelines end to end, so a kernel moved across a graph break is
    matched where it went. A graph's outputs stay live through the graphs after it (the next graph reads them, or they
    are returned): their bytes are added to those graphs' steps, as one graph holding them would count them."""
    if len(graphs) == 1:
        return graphs[0]
    nodes: list[Node] = []
    buffers: list[Buffer] = []
    deps: list[Dep] = []
    schedule: list[str] = []
    timeline: list[int] = []
    order = carried = 0
    end = sum(len(graph.schedule) for graph in graphs)
    for graph in graphs:
        prefix, steps = f"{graph.name}/", len(schedule)
        nodes += [
            replace(
                node,
                name=prefix + node.name,
                order=order + node.order,
                parent=node.parent and prefix + node.parent,
                members=tuple(prefix + member for member in node.members),
            )
            for node in graph.nodes
        ]
        order += max((node.order for node in graph.nodes), default=0) + 1
        buffers += [
            replace(
                buffer,
                name=prefix + buffer.name,
                producer=buffer.producer and prefix + buffer.producer,
                users=tuple(prefix + user for user in buffer.users),
                aliases=tuple(prefix + alias for alias in buffer.aliases),
                mutations=tuple(prefix + mutation for mutation in buffer.mutations),
                slot=buffer.slot and prefix + buffer.slot,
                updates=buffer.updates and prefix + buffer.updates,
                live_start=None if buffer.live_start is None else steps + buffer.live_start,
                live_end=_merged_end(buffer, graph, steps, end),
            )
            for buffer in graph.buffers
        ]
        deps += [replace(dep, node=prefix + dep.node, buffer=prefix + dep.buffer) for dep in graph.deps]
        schedule += [prefix + step for step in graph.schedule]
        timeline += [carried + live for live in graph.timeline]
        carried += sum(buffer.nbytes or 0 for buffer in graph.buffers if _carried(buffer, graph))
    totals = [graph.total_bytes for graph in graphs]
    timed = all(len(graph.timeline) == len(graph.schedule) > 0 for graph in graphs)
    peaks = [max(timeline)] if timed else [graph.peak_bytes for graph in graphs]
    return Graph(
        name="+".join(graph.name for graph in graphs),
        format=graphs[0].format,
        source=graphs[0].source,
        nodes=tuple(nodes),
        buffers=tuple(buffers),
        deps=tuple(deps),
        total_bytes=None if None in totals else sum(t for t in totals if t is not None),
        peak_bytes=None if None in peaks else max(p for p in peaks if p is not None),
        bytes_source=graphs[0].bytes_source if len({g.bytes_source for g in graphs}) == 1 else None,
        schedule=tuple(schedule) if timed else (),
        timeline=tuple(timeline) if timed else (),
        peak_step=timeline.index(max(timeline)) if timed else None,
        timeline_note=next((g.timeline_note for g in graphs if g.timeline_note), None),
        # What every graph says of itself the whole says (a log's code alone, the GPU compiled for).
        attributes={
            key: value
            for key, value in graphs[0].attributes.items()
            if all(graph.attributes.get(key) == value for graph in graphs[1:])
        },
    )


def _carried(buffer: Buffer, graph: Graph) -> bool:
    return buffer.role == "output" and buffer.live_end is not None and buffer.live_end >= len(graph.schedule)


def _merged_end(buffer: Buffer, graph: Graph, steps: int, end: int) -> int | None:
    """Where a buffer's life ends among the merged steps: a graph's outputs live to the end of the last graph."""
    if buffer.live_end is None:
        return None
    return end + buffer.live_end - len(graph.schedule) if _carried(buffer, graph) else steps + buffer.live_end


def _compile_order(graph: Graph) -> int:
    """A graph folder's count; a log's graphs are in the order the log holds them, which sorting keeps."""
    name = INDUCTOR_GRAPH.match(graph.name)
    return int(name["count"]) if name else 0
