"""The name-independent differ: two runs in, findings out. Pure: no I/O, no printing.

Op and buffer numbers shift whenever anything upstream changes, so kernels are matched by what they are, never by
what they are called, in stages that go from certain to plausible:

1. **exact**: same kind, same kernel name once numeric suffixes (and XLA's `.clone`) are stripped, same name-free
   content of every fused member (leaf), same output shapes (torch's size symbols without their numbers); then
   **renamed**, the same without the name (names change across compiler releases); then **shapes**, kernels of one
   kind writing the same shapes with nearly the same work and another structure (a release moved an op);
2. **structure**: the same but for shapes (a batch-size change): a *changed* kernel. In both stages, kernels that
   look alike (the same layer repeated) are told apart by their neighbourhood in the dataflow first: what feeds
   them and what they feed, a few hops out (Weisfeiler-Lehman refinement), then how alike their neighbours are,
   so that layer 3 pairs with layer 3 wherever the schedule put it; their order among themselves only breaks the
   ties the dataflow cannot;
3. **share**: a head kernel still doing over half of a base kernel's work is that kernel, *changed* (unless it holds
   two different base kernels whole: a fusion);
4. **fusion**: an unmatched base kernel whose leaves now sit in two or more head kernels is a *lost fusion* (the
   pieces count as new kernels); a head kernel doing the whole work of several base kernels is a *new fusion*.
   The kernels with the most work claim their pieces first, and a piece goes to the kernel that is most purely
   that work, then to one over the same shapes, so the outcome does not depend on the schedule order. Formats that
   print no fusion membership but keep stable tensor ids (OpAttrs) show it by the tensors flowing from the kernel's
   inputs to its outputs;
5. **similarity**: leftovers of the same kind (a one-op kernel is its op's kind, bare or wrapped) sharing most of
   their leaves, or most of their ops, or sitting in the same place of the dataflow under the same name (a
   reduction Inductor unrolls at one size and loops at another), are one kernel, *changed*; leftovers wholly inside
   a piece of lost fusions, two or more in one, are a *new fusion* into it;
6. whatever is left is a *new* or *removed* kernel.

Allocation growth compares the graphs' total and peak bytes and the buffers that matched kernels write (each once: a
buffer mutated in place counts against the kernel that wrote it), against thresholds that ignore noise.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from importlib.metadata import PackageNotFoundError, version
from operator import attrgetter
from typing import Any, TypeVar

from dumpdiff.ingest.bulk import collector_paused
from dumpdiff.ingest.model import Buffer, Graph, Node, Run
from dumpdiff.service.config import Acceptance, Config
from dumpdiff.service.errors import ServiceError

COMPARE_SCHEMA = "dumpdiff.compare/1"

# Finding kind -> its counter in the report's totals.
TOTALS_KEYS = {
    "new_kernel": "new_kernels",
    "removed_kernel": "removed_kernels",
    "changed_kernel": "changed_kernels",
    "lost_fusion": "lost_fusions",
    "new_fusion": "new_fusions",
    "allocation_growth": "allocation_growth",
    "allocation_shrinkage": "allocation_shrinkage",
}
REGRESSION_KINDS = ("new_kernel", "lost_fusion", "allocation_growth")
# Formats whose buffer names are stable ids across runs of one program (so tensors can be followed by name).
STABLE_BUFFER_NAMES = frozenset({"opattrs"})
LARGEST_BUFFER_GROWTHS = 5
SIMILARITY_FLOOR = 0.5
NEAR_SAME_OPS = 0.8  # op-multiset overlap above which leftovers are one kernel edited, not two different ones
SIMILARITY_BUDGET = 250_000  # pairs scored per kind before leftovers are left unpaired
CONTEXT_HOPS = 3  # how far the dataflow neighbourhood tells look-alike kernels apart
FAR_NEIGHBOURS = 1000  # two hops out past hubs (a buffer read by thousands of kernels) would be quadratic
# Counters and XLA's `.clone` (what a pass copied), in any order: `convert.57.clone`, `fusion.clone.1`.
NUMERIC_SUFFIX = re.compile(r"(?:[._]\d+|\.clone)+$")
SIZE_SYMBOL = re.compile(r"\b(s|u|ps)\d+\b")  # torch's sizes `s0`, `s77`, unbacked `u0`, precomputed `ps0`
COMPILATION_SUFFIX = re.compile(r"#\d+$")  # `jit_f#2`: the second graph of one name in a run
Left = TypeVar("Left")
Right = TypeVar("Right")


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
        return self.kind in REGRESSION_KINDS and self.accepted is None

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
        totals: dict[str, int | None] = {key: counts[kind] for kind, key in TOTALS_KEYS.items()}
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
            "flags": [TOTALS_KEYS[kind] for kind in REGRESSION_KINDS if kind in raised],
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


def compare_runs(base: Run, head: Run, config: Config, *, today: date | None = None) -> Comparison:
    # Graphs kept as context (AOT graphs beside the IR) launch nothing to compare.
    base_formats = {g.format for g in base.graphs if g.kernels}
    head_formats = {g.format for g in head.graphs if g.kernels}
    if base_formats and head_formats and not base_formats & head_formats:
        # Every kernel would be new and every other removed: a verdict on nothing.
        raise ServiceError(
            f"{base.source} ({', '.join(sorted(base_formats))}) and {head.source} ({', '.join(sorted(head_formats))})"
            " share no dump format: compare dumps of one kind (TORCH_LOGS artifacts differ between torch releases)"
        )
    graphs = []
    with collector_paused():
        for base_graph, head_graph, pairing in pair_graphs(base.graphs, head.graphs):
            findings = compare_graphs(base_graph, head_graph, config)
            findings = [_accept(f, base_graph, head_graph, config, today or date.today()) for f in findings]
            comparison = GraphComparison(base=base_graph, head=head_graph, pairing=pairing, findings=tuple(findings))
            graphs.append(comparison)
    return Comparison(base=base, head=head, graphs=tuple(graphs), config=config)


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


# -- graphs ------------------------------------------------------------------------------------------------------


def pair_graphs(base: Sequence[Graph], head: Sequence[Graph]) -> list[tuple[Graph | None, Graph | None, str]]:
    """By name; a name compiled more than once pairs its compilations by similarity; leftovers of one format pair by
    the similarity of their kernels (`jit_step` vs `jit_step_extra`)."""
    pairs: list[tuple[Graph | None, Graph | None, str]] = []
    unpaired_base: list[Graph] = []
    unpaired_head: list[Graph] = []
    families: dict[tuple[str, str], tuple[list[Graph], list[Graph]]] = defaultdict(lambda: ([], []))
    for side, graphs in enumerate((base, head)):
        for graph in graphs:
            families[(graph.format, COMPILATION_SUFFIX.sub("", graph.name))][side].append(graph)
    for base_family, head_family in families.values():
        if len(base_family) > 1 or len(head_family) > 1:
            # The suffixes number compilations in file order, which a compilation more or less shifts.
            paired = _pair_by_similarity(base_family, head_family)
            pairs += [(b, h, "name" if b.name == h.name else "similarity") for b, h in paired]
            unpaired_base += [g for g in base_family if all(g is not b for b, _ in paired)]
            unpaired_head += [g for g in head_family if all(g is not h for _, h in paired)]
        elif base_family and head_family and base_family[0].name == head_family[0].name:
            pairs.append((base_family[0], head_family[0], "name"))
        else:
            unpaired_base += base_family
            unpaired_head += head_family
    for graph in unpaired_base:
        candidates = [h for h in unpaired_head if h.format == graph.format]
        if not candidates:
            pairs.append((graph, None, "only_base"))
            continue
        signature = _kernel_signature(graph)
        partner = max(candidates, key=lambda h: _overlap(signature, _kernel_signature(h)))
        unpaired_head.remove(partner)
        pairs.append((graph, partner, "similarity"))
    pairs += [(None, graph, "only_head") for graph in unpaired_head]
    return pairs


def _pair_by_similarity(base: list[Graph], head: list[Graph]) -> list[tuple[Graph, Graph]]:
    """Most similar first (kernels, then buffer shapes: one function compiled for two batch sizes has the same
    kernels); among equals, in order."""
    base_signatures = [(_kernel_signature(g), _shape_signature(g)) for g in base]
    head_signatures = [(_kernel_signature(g), _shape_signature(g)) for g in head]
    scored = sorted(
        ((-_overlap(b_kernels, h_kernels), -_overlap(b_shapes, h_shapes)), i, j)
        for i, (b_kernels, b_shapes) in enumerate(base_signatures)
        for j, (h_kernels, h_shapes) in enumerate(head_signatures)
    )
    return _best_first((base[i], head[j]) for _, i, j in scored)


def _best_first(ranked: Iterable[tuple[Left, Right]]) -> list[tuple[Left, Right]]:
    """From candidate pairs ranked best first, each pair whose two sides no better pair has taken."""
    taken_left: set[int] = set()
    taken_right: set[int] = set()
    pairs = []
    for left, right in ranked:
        if id(left) not in taken_left and id(right) not in taken_right:
            taken_left.add(id(left))
            taken_right.add(id(right))
            pairs.append((left, right))
    return pairs


def _kernel_signature(graph: Graph) -> Counter[Hashable]:
    return Counter(_structure(graph, k) for k in graph.kernels)


def _shape_signature(graph: Graph) -> Counter[Hashable]:
    return Counter((b.dtype, b.shape) for b in graph.buffers)


def _overlap(left: Counter[Any], right: Counter[Any]) -> float:
    """Jaccard over multisets: what both hold over what either holds (counted, not built as Counters)."""
    if len(left) > len(right):
        left, right = right, left
    common = sum(min(count, right[key]) for key, count in left.items() if key in right)
    union = left.total() + right.total() - common
    return common / union if union else 1.0


# -- kernels -----------------------------------------------------------------------------------------------------


def normalized_kernel_name(kernel: str | None) -> str:
    """`triton_poi_fused_gelu_1` -> `triton_poi_fused_gelu`, `loop_add_fusion.2` -> `loop_add_fusion`,
    `convert.57.clone` -> `convert`, `torch.ops.aten.sort.stable` -> `aten.sort.stable` (as torch 2.4 prints it)."""
    return NUMERIC_SUFFIX.sub("", (kernel or "").removeprefix("torch.ops."))


LeafKey = tuple[str, tuple[str, ...]]


def _leaf_key(node: Node) -> LeafKey:
    return (node.kind, node.ops)


def _structure(graph: Graph, kernel: Node) -> Hashable:
    return (kernel.kind, tuple(_leaf_key(leaf) for leaf in graph.leaf_members(kernel)))


@dataclass(eq=False, slots=True)
class _Kernel:
    """One kernel with what matching needs, computed once."""

    node: Node
    position: float
    leaves: tuple[Node, ...]
    leaf_keys: tuple[LeafKey, ...]
    structure: Hashable
    outputs: tuple[str, ...]  # the shapes of the buffers it writes, sorted
    shapes: tuple[str, ...]  # `outputs`, then the kernel's own sizes (iteration ranges, an XLA shape)
    reads: frozenset[str]
    writes: tuple[Buffer, ...]  # what it writes or mutates in place, in the order `_buffer_order` gives
    allocates: tuple[Buffer, ...]  # the `writes` whose size is counted against this kernel (`_allocating_ranks`)
    extents: frozenset[str]  # what its leaves run over: XLA shapes, Inductor iteration ranges
    context: tuple[Hashable, ...] = ()  # the structure of the kernel's dataflow neighbourhood, 1..N hops out
    producers: list[_Kernel] = field(default_factory=list)  # the kernels writing what this one reads
    consumers: list[_Kernel] = field(default_factory=list)
    neighbours: Counter[Hashable] = field(default_factory=Counter)  # structures 1 and 2 hops out, by direction
    label_shared: bool = False  # another kernel of the graph has the same label

    @property
    def label(self) -> str:
        return self.node.kernel or self.node.name

    @property
    def title(self) -> str:
        """The label a person reads: with the node's name where the label does not tell kernels apart (CPU nodes
        that one `cpp_fused_*` function packs, a Triton function two nodes launch)."""
        return f"{self.label} [{self.node.name}]" if self.label_shared else self.label

    def side(self) -> Side:
        leaves = tuple(leaf.name for leaf in self.leaves if leaf.name != self.node.name)
        return Side(
            kernels=(self.label,),
            nodes=(self.node.name, *leaves),
            buffers=tuple(b.name for b in self.writes),
        )


def _profiles(graph: Graph) -> list[_Kernel]:
    reads: dict[str, set[str]] = defaultdict(set)
    writes: dict[str, list[str]] = defaultdict(list)
    for dep in graph.deps:
        if dep.kind == "read":
            reads[dep.node].add(dep.buffer)
        elif dep.kind in ("write", "mutation") and dep.buffer not in writes[dep.node]:
            writes[dep.node].append(dep.buffer)
    _read_through_launchless_nodes(graph, reads, writes)
    buffers = graph.buffer_by_name
    kernels = graph.kernels
    allocating_rank = _allocating_ranks(graph)
    profiles = []
    for rank, kernel in enumerate(kernels):
        leaves = graph.leaf_members(kernel)
        # Dumps print written buffers sorted by name, which renumbering reorders: order them by what they are.
        written = tuple(sorted((buffers[b] for b in writes[kernel.name] if b in buffers), key=_buffer_order))
        shapes = tuple(sorted(_shape_label(b) for b in written))
        # XLA's shape as printed; Inductor's iteration sizes without the names of their size symbols.
        own_shape = tuple(
            str(kernel.attributes[key]) if key == "shape" else _name_free_sizes(str(kernel.attributes[key]))
            for key in ("shape", "sizes", "group.iteration")
            if key in kernel.attributes
        )
        leaf_keys = tuple(_leaf_key(leaf) for leaf in leaves)
        profiles.append(
            _Kernel(
                node=kernel,
                position=rank / max(len(kernels) - 1, 1),
                leaves=leaves,
                leaf_keys=leaf_keys,
                structure=(kernel.kind, leaf_keys),
                outputs=shapes,
                shapes=shapes + own_shape,
                reads=frozenset(reads[kernel.name]),
                writes=written,
                allocates=tuple(b for b in written if allocating_rank[b.name] == rank),
                extents=frozenset(extent for leaf in leaves if (extent := _extent(leaf))),
            )
        )
    labels = Counter(profile.label for profile in profiles)
    for profile in profiles:
        profile.label_shared = labels[profile.label] > 1 and profile.label != profile.node.name
    _add_contexts(profiles)
    return profiles


def _extent(node: Node) -> str | None:
    return node.attributes.get("shape") or node.attributes.get("group.iteration")


def _allocating_ranks(graph: Graph) -> dict[str, int]:
    """Buffer -> the schedule rank of the one kernel its size is counted against: the first kernel writing it,
    else (its writer launches nothing, or it is an input updated in place) the first mutating it. A buffer mutated
    in place sits in the writes of every kernel touching it, but it is one allocation: one growth, not one per kernel.
    """
    rank_of = {kernel.name: rank for rank, kernel in enumerate(graph.kernels)}
    claims: dict[str, tuple[bool, int]] = {}
    for dep in graph.deps:
        if dep.kind in ("write", "mutation") and dep.node in rank_of:
            claim = (dep.kind == "mutation", rank_of[dep.node])
            claims[dep.buffer] = min(claims.get(dep.buffer, claim), claim)
    return {buffer: rank for buffer, (_mutation, rank) in claims.items()}


def _read_through_launchless_nodes(graph: Graph, reads: dict[str, set[str]], writes: dict[str, list[str]]) -> None:
    """A kernel reading what a scheduled node that launches nothing wrote (Inductor's MultiOutput picking a custom
    op's result out of its fallback kernel's tuple, a Nop) reads what that node read: so the dataflow still links
    the kernel to the one that computed its input."""
    launchless = {n.name for n in graph.nodes if not n.is_kernel and n.parent is None}
    written_by = {buffer: node for node in launchless for buffer in writes.get(node, ())}
    for node, read in reads.items():
        if node in launchless:
            continue
        waiting, seen = [b for b in read if b in written_by], set(read)
        while waiting:
            for source in reads.get(written_by[waiting.pop()], ()):
                if source not in seen:
                    seen.add(source)
                    waiting += [source] if source in written_by else []
        read |= seen


def _shape_label(buffer: Buffer) -> str:
    """`bf16[256, 2048]`; `untyped` for what has no dtype (an XLA tuple's index table, an Inductor NoneLayout)."""
    if buffer.dtype is None:
        return "untyped"
    if buffer.shape is None:
        return buffer.dtype
    return f"{buffer.dtype}[{', '.join(_name_free_sizes(str(d)) for d in buffer.shape)}]"


def _name_free_sizes(text: str) -> str:
    """`2*s77 + u0` -> `2*s + u`: torch names its size symbols per process and release (`s0` in 2.6 is `s77` in
    2.8); what kind of symbol it is stays."""
    return SIZE_SYMBOL.sub(r"\1", text)


def _add_contexts(kernels: list[_Kernel]) -> None:
    """Weisfeiler-Lehman refinement over the kernel dataflow: a kernel's signature after hop N hashes its signature
    after hop N-1 with those of its producers and consumers, and the number of inputs no kernel writes. Names never
    enter it; comparing signatures is only meaningful within one process (they are hashes)."""
    writers: dict[str, list[_Kernel]] = defaultdict(list)
    for kernel in kernels:
        for buffer in kernel.writes:
            writers[buffer.name].append(kernel)
    producers = {id(k): [w for name in k.reads for w in writers.get(name, ()) if w is not k] for k in kernels}
    consumers: dict[int, list[_Kernel]] = defaultdict(list)
    for kernel in kernels:
        for producer in producers[id(kernel)]:
            consumers[id(producer)].append(kernel)
    inputs = {id(k): sum(1 for name in k.reads if name not in writers) for k in kernels}
    signature = {id(k): hash(k.structure) for k in kernels}  # hashed once: structures are long tuples
    for kernel in kernels:
        ins, outs = producers[id(kernel)], consumers[id(kernel)]
        near = [("in", signature[id(p)]) for p in ins] + [("out", signature[id(c)]) for c in outs]
        far: list[tuple[str, int]] = []
        if sum(len(producers[id(p)]) for p in ins) + sum(len(consumers[id(c)]) for c in outs) <= FAR_NEIGHBOURS:
            far = [("in2", signature[id(q)]) for p in ins for q in producers[id(p)]]
            far += [("out2", signature[id(d)]) for c in outs for d in consumers[id(c)]]
        kernel.neighbours = Counter([*near, *far, *[("in", "input")] * inputs[id(kernel)]])
    contexts: dict[int, list[Hashable]] = {id(k): [] for k in kernels}
    for _hop in range(CONTEXT_HOPS):
        signature = {
            id(k): hash(
                (
                    signature[id(k)],
                    inputs[id(k)],
                    tuple(sorted(signature[id(p)] for p in producers[id(k)])),
                    tuple(sorted(signature[id(c)] for c in consumers[id(k)])),
                )
            )
            for k in kernels
        }
        for kernel in kernels:
            contexts[id(kernel)].append(signature[id(kernel)])
    for kernel in kernels:
        kernel.context = tuple(contexts[id(kernel)])
        kernel.producers, kernel.consumers = producers[id(kernel)], consumers[id(kernel)]


def _buffer_order(buffer: Buffer) -> tuple[str, int, int, str]:
    return (buffer.dtype or "", len(buffer.shape or ()), buffer.nbytes or 0, str(buffer.shape))


@dataclass(slots=True)
class _Matching:
    """The outcome of kernel matching for one graph pair."""

    pairs: list[tuple[_Kernel, _Kernel, str]] = field(default_factory=list)  # base, head, stage
    lost: list[tuple[_Kernel, list[_Kernel]]] = field(default_factory=list)
    fused: list[tuple[_Kernel, list[_Kernel]]] = field(default_factory=list)  # head kernel, base kernels it fuses
    new: list[_Kernel] = field(default_factory=list)
    removed: list[_Kernel] = field(default_factory=list)


def match_kernels(base: Graph, head: Graph) -> _Matching:
    base_kernels, head_kernels = _profiles(base), _profiles(head)
    stable_ids = base.format in STABLE_BUFFER_NAMES and head.format in STABLE_BUFFER_NAMES
    matching = _Matching()

    def exact(k: _Kernel, hops: int, named: bool) -> Hashable:
        anchors = (tuple(sorted(k.reads)), tuple(b.name for b in k.writes)) if stable_ids else ()
        kernel_name = normalized_kernel_name(k.node.kernel) if named else None
        return (k.structure, kernel_name, k.shapes, anchors, k.context[:hops])

    # In each stage, look-alike kernels pair by their neighbourhoods first, the widest first. Kernel names come from
    # the compiler (`dot.58` in one jax release is `dot_general.9` in the next): the same work on the same shapes
    # is the same kernel under another name (reported: a rename may be a different kernel choice), before shapes are
    # let go of.
    base_left, head_left = base_kernels, head_kernels
    for named, stage in ((True, "exact"), (False, "renamed")):
        for hops in range(CONTEXT_HOPS, -1, -1):
            key = functools.partial(exact, hops=hops, named=named)
            base_left, head_left = _pair_equal(base_left, head_left, key, stage, matching)
    base_left, head_left = _pair_same_outputs(base_left, head_left, matching)
    for hops in range(CONTEXT_HOPS, -1, -1):
        key = functools.partial(_structure_within, hops=hops)
        base_left, head_left = _pair_equal(base_left, head_left, key, "structure", matching)

    base_left, head_left = _pair_by_share(base_left, head_left, matching)

    find_parts = _flow_parts if stable_ids else _leaf_parts
    # A head kernel doing the whole work of several base kernels is a new fusion, not a new kernel. (Taking a piece
    # of a base kernel is not fusing it: that base kernel may be a lost fusion, seen next.)
    absorbed: set[int] = set()
    for kernel, parts in find_parts(head_left, base_left):
        whole = stable_ids or all(Counter(p.leaf_keys) <= Counter(kernel.leaf_keys) for p in parts)
        if len(parts) >= 2 and whole and not absorbed & {id(p) for p in parts}:
            matching.fused.append((kernel, parts))
            absorbed |= {id(p) for p in parts} | {id(kernel)}
    base_left = [k for k in base_left if id(k) not in absorbed]
    head_left = [k for k in head_left if id(k) not in absorbed]

    # A base kernel whose work is now spread over several head kernels is a lost fusion; the pieces are new kernels.
    pieces: set[int] = set()
    split: set[int] = set()
    for kernel, parts in find_parts(base_left, head_left):
        if len(parts) >= 2 and (len(kernel.leaves) >= 2 or stable_ids):
            matching.lost.append((kernel, parts))
            pieces |= {id(p) for p in parts}
            split.add(id(kernel))
    matching.new += [k for k in head_left if id(k) in pieces]
    base_left = [k for k in base_left if id(k) not in split]
    head_left = [k for k in head_left if id(k) not in pieces]

    base_left, head_left = _pair_similar(base_left, head_left, matching)
    base_left, head_left = _absorbed(base_left, head_left, [k for k in matching.new if id(k) in pieces], matching)
    matching.removed += base_left
    matching.new += head_left
    return matching


def _absorbed(
    base: list[_Kernel], head: list[_Kernel], pieces: list[_Kernel], matching: _Matching
) -> tuple[list[_Kernel], list[_Kernel]]:
    """Leftover base kernels whose whole work one head kernel now does beside pieces of lost fusions (jax 0.10: a
    bigger batch fused a dot and its epilogue into the kernel that took most of two others): two or more of them
    in one head kernel are a new fusion, not removed kernels."""
    holders = _Holders([*pieces, *head])
    # What a head kernel holds that neither a lost fusion (at most what the two share) nor an absorbed kernel took.
    room = {id(t): Counter(t.leaf_keys) for t in [*pieces, *head]}
    for kernel, parts in matching.lost:
        for part in parts:
            if id(part) in room:
                room[id(part)] -= Counter(kernel.leaf_keys) & Counter(part.leaf_keys)
    inside: dict[int, tuple[_Kernel, list[_Kernel]]] = {}
    for kernel in base:
        wanted = Counter(kernel.leaf_keys)
        holding = [t for t in holders.near(wanted, kernel.position) if wanted <= room[id(t)]]
        if holding:
            target = min(holding, key=lambda t: abs(t.position - kernel.position))
            room[id(target)] -= wanted
            inside.setdefault(id(target), (target, []))[1].append(kernel)
    fused = [(target, parts) for target, parts in inside.values() if len(parts) >= 2]
    matching.fused += fused
    used = {id(k) for target, parts in fused for k in (target, *parts)}
    return [k for k in base if id(k) not in used], [k for k in head if id(k) not in used]


def _structure_within(kernel: _Kernel, hops: int) -> Hashable:
    return (kernel.structure, kernel.context[:hops])


def _pair_equal(
    base: list[_Kernel], head: list[_Kernel], key: Callable[[_Kernel], Hashable], stage: str, matching: _Matching
) -> tuple[list[_Kernel], list[_Kernel]]:
    """Pairs kernels with equal keys; returns the unpaired ones. Where a key holds look-alikes (the same layer
    repeated, the fusion around them changed), the pairs whose neighbours look most alike pair first, the
    schedule only breaking ties; over budget, schedule order alone."""
    base_by_key: dict[Hashable, list[_Kernel]] = defaultdict(list)
    head_by_key: dict[Hashable, list[_Kernel]] = defaultdict(list)
    for kernel in base:
        base_by_key[key(kernel)].append(kernel)
    for kernel in head:
        head_by_key[key(kernel)].append(kernel)
    pairs: list[tuple[_Kernel, _Kernel]] = []
    budget = SIMILARITY_BUDGET
    for value, sources in base_by_key.items():
        targets = head_by_key.get(value, [])
        if 1 < len(sources) * len(targets) <= budget:
            budget -= len(sources) * len(targets)
            # Ties go to the same rank among the look-alikes: a block of other kernels the schedule moved shifts
            # their positions, not their order (the experts of a mixture, the layers of a stack).
            ranked = sorted(
                ((_overlap(s.neighbours, t.neighbours), -abs(i - j), -i, -j, s, t))
                for i, s in enumerate(sources)
                for j, t in enumerate(targets)
            )
            pairs += _best_first((s, t) for *_, s, t in reversed(ranked))
        else:
            pairs += zip(sources, targets, strict=False)
    return _record(pairs, stage, base, head, matching)


def _pair_same_outputs(
    base: list[_Kernel], head: list[_Kernel], matching: _Matching
) -> tuple[list[_Kernel], list[_Kernel]]:
    """Kernels of one kind writing the same shapes and doing nearly the same work (a compiler release moved an op in
    or out, or attributes a member to another source op) are one kernel: before kernels of equal structure pair
    whatever their shapes, so that a weight update never pairs with a bias update that came to look like it."""
    by_outputs: dict[tuple[str, tuple[str, ...]], list[_Kernel]] = defaultdict(list)
    for kernel in head:
        if kernel.outputs:
            by_outputs[(kernel.node.kind, kernel.outputs)].append(kernel)
    proposals = []
    for source in base:
        candidates = by_outputs.get((source.node.kind, source.outputs), [])
        if not source.outputs or len(candidates) * len(base) > SIMILARITY_BUDGET:
            continue
        leaves, ops = Counter(source.leaf_keys), _op_counts(source)
        for target in (t for t in candidates if t.structure != source.structure):  # those pair by their neighbours
            score = max(_overlap(leaves, Counter(target.leaf_keys)), _overlap(ops, _op_counts(target)))
            if score >= NEAR_SAME_OPS:
                proposals.append((score, source, target))
    return _assign(proposals, "shapes", base, head, matching)


def _leaf_parts(sources: list[_Kernel], targets: list[_Kernel]) -> Iterable[tuple[_Kernel, list[_Kernel]]]:
    """For each source kernel (in schedule order), the target kernels now holding its leaves: greedily the one
    holding most of what is left (on ties the one that is most purely that work, then the nearest in the
    schedule), each target leaf used once. The kernels with
    the most work choose first: they need the most pieces, and who gets a piece then depends on what the kernels
    are, not on where the schedule put them."""
    return sorted(_claim_parts(sources, targets), key=lambda item: item[0].position)


def _claim_parts(sources: list[_Kernel], targets: list[_Kernel]) -> Iterable[tuple[_Kernel, list[_Kernel]]]:
    holders = _Holders(targets)
    unused = {id(t): Counter(t.leaf_keys) for t in targets}
    for source in sorted(sources, key=lambda k: (-len(k.leaf_keys), k.position)):
        wanted = Counter(source.leaf_keys)
        candidates = holders.near(wanted, source.position)
        widened = False
        parts: list[_Kernel] = []
        while wanted:
            scored = [(sum((wanted & unused[id(t)]).values()), t) for t in candidates]
            scored = [(held, t) for held, t in scored if held]
            if not scored and not widened:
                candidates, widened = holders.all(wanted), True
                continue
            if not scored:
                break
            # Most work held first; then the kernel that is most purely this work (a piece, not a part of
            # something else); then one running over what this kernel's leaves ran over (of two chains of the same
            # ops, the piece of this one's shape); then the nearest in the schedule.
            _, best = max(
                scored,
                key=lambda s: (
                    s[0],
                    s[0] / len(s[1].leaf_keys),
                    bool(source.extents & s[1].extents),
                    -abs(s[1].position - source.position),
                ),
            )
            taken = wanted & unused[id(best)]
            wanted -= taken
            unused[id(best)] -= taken
            for key in taken:
                if not unused[id(best)][key]:
                    holders.discard(best, key)  # used up: later searches look past it
            parts.append(best)
        yield source, parts


def _flow_parts(sources: list[_Kernel], targets: list[_Kernel]) -> Iterable[tuple[_Kernel, list[_Kernel]]]:
    """With stable tensor ids: the target kernels on the paths from a source kernel's inputs to its outputs."""
    writers: dict[str, list[_Kernel]] = defaultdict(list)
    for target in targets:
        for buffer in target.writes:
            writers[buffer.name].append(target)
    for source in sources:
        parts: list[_Kernel] = []
        frontier = [b.name for b in source.writes]
        seen: set[str] = set()
        while frontier:
            tensor = frontier.pop()
            if tensor in seen:
                continue
            seen.add(tensor)
            for writer in writers.get(tensor, ()):
                if writer not in parts:
                    parts.append(writer)
                    frontier += [t for t in writer.reads if t not in source.reads]
        yield source, sorted(parts, key=lambda k: k.position)


class _Holders:
    """Which kernels hold a leaf, searchable by schedule position: matching looks at the nearest few holders of
    each leaf only, which keeps it near-linear when a graph repeats the same ops thousands of times (layers)."""

    NEAREST = 8
    FALLBACK_LIMIT = 2000

    def __init__(self, kernels: Iterable[_Kernel]) -> None:
        by_key: dict[Hashable, list[_Kernel]] = defaultdict(list)
        for kernel in kernels:
            for leaf_key in set(kernel.leaf_keys):
                by_key[leaf_key].append(kernel)
        self.by_key = {key: sorted(held, key=lambda k: k.position) for key, held in by_key.items()}
        self.positions = {key: [k.position for k in held] for key, held in self.by_key.items()}

    def near(self, keys: Iterable[Hashable], position: float) -> list[_Kernel]:
        found: dict[int, _Kernel] = {}
        for key in keys:
            held = self.by_key.get(key)
            if not held:
                continue
            middle = bisect.bisect_left(self.positions[key], position)
            for kernel in held[max(middle - self.NEAREST, 0) : middle + self.NEAREST]:
                found[id(kernel)] = kernel
        return list(found.values())

    def discard(self, kernel: _Kernel, key: Hashable) -> None:
        held, positions = self.by_key[key], self.positions[key]
        index = bisect.bisect_left(positions, kernel.position)
        while held[index] is not kernel:  # kernels at one position sit side by side
            index += 1
        del held[index], positions[index]

    def all(self, keys: Iterable[Hashable]) -> list[_Kernel]:
        """Every holder: the fallback when the schedule moved work far from where it was."""
        found = {id(kernel): kernel for key in keys for kernel in self.by_key.get(key, ())}
        return list(found.values())[: self.FALLBACK_LIMIT]


def _pair_by_share(
    base: list[_Kernel], head: list[_Kernel], matching: _Matching
) -> tuple[list[_Kernel], list[_Kernel]]:
    """A head kernel still doing most (over half) of a base kernel's work is that kernel, changed."""
    holders = _Holders(head)
    proposals = []
    for source in base:
        keys = set(source.leaf_keys)
        near = holders.near(keys, source.position)
        found = [(share, source, t) for t in near if (share := _share(source, t)) > 0.5]
        if not near:  # the schedule moved its work far away (near holders sharing too little: a split, not a move)
            found = [(share, source, t) for t in holders.all(keys) if (share := _share(source, t)) > 0.5]
        proposals += found
    # A head kernel holding two or more different base kernels whole is a fusion of them (the next stage), not one
    # of them changed.
    whole_inside: dict[int, dict[Hashable, _Kernel]] = defaultdict(dict)
    for share, source, target in proposals:
        if share == 1.0:
            whole_inside[id(target)][source.structure] = source
    fusions = {
        id(target)
        for _, _, target in proposals
        if len(inside := whole_inside[id(target)]) >= 2
        and sum((Counter(k.leaf_keys) for k in inside.values()), Counter()) <= Counter(target.leaf_keys)
    }
    # Ranked by how alike the two are both ways: a head kernel that grew around one base kernel's work must not take
    # the base kernel another head kernel still is nearly whole.
    ranked = [(_alike(source, target), source, target) for _, source, target in proposals if id(target) not in fusions]
    return _assign(ranked, "share", base, head, matching)


def _assign(
    proposals: list[tuple[float, _Kernel, _Kernel]],
    stage: str,
    base: list[_Kernel],
    head: list[_Kernel],
    matching: _Matching,
) -> tuple[list[_Kernel], list[_Kernel]]:
    """Pairs greedily, best score first, then nearest in the schedule; returns the kernels left unpaired."""
    ranked = sorted(proposals, key=lambda p: (-p[0], abs(p[1].position - p[2].position), p[1].position, p[2].position))
    pairs = _best_first((source, target) for _score, source, target in ranked)
    return _record(pairs, stage, base, head, matching)


def _record(
    pairs: list[tuple[_Kernel, _Kernel]], stage: str, base: list[_Kernel], head: list[_Kernel], matching: _Matching
) -> tuple[list[_Kernel], list[_Kernel]]:
    """Adds the pairs a stage made; returns the kernels it left unpaired."""
    matching.pairs += [(source, target, stage) for source, target in pairs]
    used = {id(kernel) for pair in pairs for kernel in pair}
    return [k for k in base if id(k) not in used], [k for k in head if id(k) not in used]


def _alike(kernel: _Kernel, other: _Kernel) -> float:
    """The work both do over the work either does (Jaccard over leaves)."""
    return _overlap(Counter(kernel.leaf_keys), Counter(other.leaf_keys))


def _share(kernel: _Kernel, other: _Kernel) -> float:
    """How much of `kernel`'s work (its leaves) `other` still does: above half, they are one kernel that changed."""
    kept = Counter(kernel.leaf_keys) & Counter(other.leaf_keys)
    return sum(kept.values()) / max(len(kernel.leaf_keys), 1)


def _same_kernel_name(kernel: _Kernel, other: _Kernel) -> bool:
    return normalized_kernel_name(kernel.node.kernel) == normalized_kernel_name(other.node.kernel)


def _op_counts(kernel: _Kernel) -> Counter[str]:
    return Counter(op for _kind, ops in kernel.leaf_keys for op in ops)


def _pair_similar(base: list[_Kernel], head: list[_Kernel], matching: _Matching) -> tuple[list[_Kernel], list[_Kernel]]:
    """Leftovers of one kind that share most of their leaves are one kernel whose content changed; so are those
    whose leaves all differ a little but whose ops are nearly the same (a compiler upgrade touching every body), and
    those that sit in the same place of the dataflow (fed by, or feeding, kernels paired with each other) and share
    most of their ops (an extra op fused into a kernel)."""
    places = _Places(matching)
    by_kind: dict[str, list[_Kernel]] = defaultdict(list)
    for kernel in head:
        by_kind[_work_kind(kernel)].append(kernel)
    scored = []
    for source in base:
        candidates = by_kind.get(_work_kind(source), [])
        if len(candidates) * len(base) > SIMILARITY_BUDGET:
            continue
        source_leaves, source_ops = Counter(source.leaf_keys), _op_counts(source)
        source_place = places.of_base(source)
        for target in candidates:
            score = _overlap(source_leaves, Counter(target.leaf_keys))
            if score < SIMILARITY_FLOOR:
                by_ops = _overlap(source_ops, _op_counts(target))
                same_name = bool(source.node.kernel) and _same_kernel_name(source, target)
                same_place = bool(source_place) and _overlap(source_place, places.of_head(target)) >= SIMILARITY_FLOOR
                if by_ops >= NEAR_SAME_OPS or ((same_name or same_place) and by_ops >= SIMILARITY_FLOOR):
                    score = by_ops
                elif same_name and same_place and source.outputs == target.outputs:
                    # Inductor unrolls a reduction over a few elements (`unroll_reductions_threshold`): a batch
                    # change turns four loads and adds into one loop, the same kernel with another body.
                    score = SIMILARITY_FLOOR
            if score >= SIMILARITY_FLOOR:
                scored.append((score, source, target))
    return _assign(scored, "similarity", base, head, matching)


def _work_kind(kernel: _Kernel) -> str:
    """A kernel of one op is that op's kind, whether the compiler launches it bare or wrapped in a fusion of its own
    (XLA wraps single ops from some releases on)."""
    return kernel.leaves[0].kind if len(kernel.leaves) == 1 else kernel.node.kind


class _Places:
    """Where kernels sit in the dataflow: what their producers and consumers were matched to so far (a pair, a
    lost fusion and its pieces, a new fusion and what it fuses), each match known by one id on both sides."""

    def __init__(self, matching: _Matching) -> None:
        self.base_match: dict[int, int] = {}
        self.head_match: dict[int, int] = {}
        for source, target, _ in matching.pairs:
            self.base_match[id(source)] = self.head_match[id(target)] = id(source)
        for source, parts in matching.lost:
            self.base_match[id(source)] = id(source)
            self.head_match.update((id(part), id(source)) for part in parts)
        for target, parts in matching.fused:
            self.head_match[id(target)] = id(target)
            self.base_match.update((id(part), id(target)) for part in parts)

    def of_base(self, kernel: _Kernel) -> Counter[tuple[str, int]]:
        return _place(kernel, lambda k: self.base_match.get(id(k)))

    def of_head(self, kernel: _Kernel) -> Counter[tuple[str, int]]:
        return _place(kernel, lambda k: self.head_match.get(id(k)))


def _place(kernel: _Kernel, pair_of: Callable[[_Kernel], int | None]) -> Counter[tuple[str, int]]:
    near = [("in", pair_of(p)) for p in kernel.producers] + [("out", pair_of(c)) for c in kernel.consumers]
    return Counter((direction, pair) for direction, pair in near if pair is not None)


# -- findings ----------------------------------------------------------------------------------------------------


def compare_graphs(base: Graph | None, head: Graph | None, config: Config) -> list[Finding]:
    if base is None or head is None:
        graph = base or head
        assert graph is not None
        kernels = _profiles(graph)
        kind = "new_kernel" if base is None else "removed_kernel"
        where = "head" if base is None else "base"
        return [_single(kind, k, where, f"{k.title} ({k.node.kind}; graph only in the {where})") for k in kernels]
    matching = match_kernels(base, head)
    findings: list[Finding] = []
    lost_pieces = {id(p): kernel for kernel, parts in matching.lost for p in parts}
    for kernel, parts in matching.lost:
        findings.append(
            Finding(
                kind="lost_fusion",
                summary=f"{kernel.title} ({_fused_work(kernel)}) now runs as {len(parts)} kernels: "
                + ", ".join(p.title for p in parts),
                base=kernel.side(),
                head=_merge_sides(p.side() for p in parts),
                details={"members": [leaf.name for leaf in kernel.leaves], "head_kernels": [p.label for p in parts]},
            )
        )
    for kernel, parts in matching.fused:
        findings.append(
            Finding(
                kind="new_fusion",
                summary=f"{kernel.title} fuses the work of {len(parts)} base kernels: "
                + ", ".join(p.title for p in parts),
                base=_merge_sides(p.side() for p in parts),
                head=kernel.side(),
                details={"base_kernels": [p.label for p in parts]},
            )
        )
    for kernel in matching.new:
        origin = lost_pieces.get(id(kernel))
        because = f", a piece of lost fusion {origin.title}" if origin else ""
        findings.append(_single("new_kernel", kernel, "head", f"{kernel.title} ({kernel.node.kind}{because})", origin))
    for kernel in matching.removed:
        findings.append(_single("removed_kernel", kernel, "base", f"{kernel.title} ({kernel.node.kind})"))
    for base_kernel, head_kernel, stage in matching.pairs:
        if stage != "exact" and (changes := _kernel_changes(base_kernel, head_kernel)):
            findings.append(
                Finding(
                    kind="changed_kernel",
                    summary=f"{base_kernel.title} -> {head_kernel.title}: "
                    + _describe_changes(base_kernel, head_kernel),
                    base=base_kernel.side(),
                    head=head_kernel.side(),
                    details={"matched_by": stage, "changes": changes},
                )
            )
    findings += _allocation_findings(base, head, matching, config)
    return findings


def _single(kind: str, kernel: _Kernel, where: str, summary: str, origin: _Kernel | None = None) -> Finding:
    side = kernel.side()
    details: dict[str, Any] = {
        "kind": kernel.node.kind,
        "ops": list(kernel.leaf_keys[0][1]) if kernel.leaf_keys else [],
    }
    if origin is not None:
        details["split_from"] = origin.label
    return Finding(
        kind=kind,
        summary=summary,
        base=origin.side() if origin is not None else (side if where == "base" else Side()),
        head=side if where == "head" else Side(),
        details=details,
    )


def _fused_work(kernel: _Kernel) -> str:
    return f"{len(kernel.leaves)} fused ops" if len(kernel.leaves) >= 2 else "one kernel"


def _describe_changes(base: _Kernel, head: _Kernel) -> str:
    """One line a person reads: what changed in shapes, in fused ops and in name."""
    said = []
    gone = sorted((Counter(base.outputs) - Counter(head.outputs)).elements())
    came = sorted((Counter(head.outputs) - Counter(base.outputs)).elements())
    if gone or came:
        changes = [f"{old} -> {new}" for old, new in zip(gone, came, strict=False)]
        changes += [f"+{new}" for new in came[len(gone) :]] + [f"-{old}" for old in gone[len(came) :]]
        said.append(f"output {changes[0]}" + (f" (+{len(changes) - 1} more)" if len(changes) > 1 else ""))
    elif base.shapes != head.shapes:
        said.append(
            f"sizes {', '.join(base.shapes[len(base.outputs) :])} -> {', '.join(head.shapes[len(head.outputs) :])}"
        )
    if base.leaf_keys != head.leaf_keys:
        kept = Counter(base.leaf_keys) & Counter(head.leaf_keys)
        added, dropped = len(head.leaf_keys) - kept.total(), len(base.leaf_keys) - kept.total()
        said.append(
            f"ops changed (+{added}/-{dropped} of {len(base.leaf_keys)} fused)" if added or dropped else "op order"
        )
    if not _same_kernel_name(base, head) and not _packed(base, head):
        said.append("renamed")
    return ", ".join(said) or "attributes"


def _merge_sides(sides: Iterable[Side]) -> Side:
    """The kernels of a fusion made or lost share names: a buffer one writes and the next mutates in place, the
    function two of them launch (Triton code deduplicated, CPU nodes packed into one `cpp_fused_*`). Each is named
    once."""
    merged = tuple(sides)

    def union(names: Callable[[Side], tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(name for side in merged for name in names(side)))

    return Side(
        kernels=union(attrgetter("kernels")), nodes=union(attrgetter("nodes")), buffers=union(attrgetter("buffers"))
    )


def _packed(base: _Kernel, head: _Kernel) -> bool:
    """Either kernel is launched by a CPU function that runs other nodes too (`cpp_fused_*`), whose name lists their
    ops as well: a node joining or leaving the function renames it, not this kernel. (A Triton function two nodes
    launch is one kernel's code: its name is its own.)"""
    return any(k.label_shared and k.label.startswith("cpp_fused_") for k in (base, head))


def _kernel_changes(base: _Kernel, head: _Kernel) -> dict[str, Any]:
    """What differs between two matched kernels, as deepdiff reports it on their name-free descriptions."""
    from deepdiff import DeepDiff

    def describe(kernel: _Kernel) -> dict[str, Any]:
        return {
            "kind": kernel.node.kind,
            "kernel": None if _packed(base, head) else normalized_kernel_name(kernel.node.kernel),
            "ops": [list(key[1]) for key in kernel.leaf_keys],
            "shapes": list(kernel.shapes),
        }

    difference = DeepDiff(describe(base), describe(head), verbose_level=2)
    return {kind: _jsonable(changes) for kind, changes in difference.to_dict().items()}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def _allocation_findings(base: Graph, head: Graph, matching: _Matching, config: Config) -> list[Finding]:
    findings = []
    for scope, base_bytes, head_bytes in (
        ("total", base.total_bytes, head.total_bytes),
        ("peak", base.peak_bytes, head.peak_bytes),
    ):
        if base_bytes is None or head_bytes is None:
            continue
        finding = _growth(scope, base_bytes, head_bytes, config, Side(), Side(), f"{scope} bytes")
        if finding is not None:
            findings.append(finding)
    growths = []
    for base_kernel, head_kernel, _stage in matching.pairs:
        for base_buffer, head_buffer in zip(base_kernel.allocates, head_kernel.allocates, strict=False):
            if base_buffer.nbytes is not None and head_buffer.nbytes is not None:
                finding = _growth(
                    "buffer",
                    base_buffer.nbytes,
                    head_buffer.nbytes,
                    config,
                    Side(kernels=(base_kernel.label,), buffers=(base_buffer.name,)),
                    Side(kernels=(head_kernel.label,), buffers=(head_buffer.name,)),
                    f"buffer {base_buffer.name} -> {head_buffer.name} (written by {head_kernel.title})",
                )
                if finding is not None:
                    growths.append(finding)
    # The largest changes first; among equal ones growth first, then by size, never by where the schedule put them,
    # so that which findings make the cut does not depend on the order of the dump.
    growths.sort(key=lambda f: (-abs(f.details["delta_bytes"]), -f.details["delta_bytes"], f.details["base_bytes"]))
    return findings + growths[:LARGEST_BUFFER_GROWTHS]


def _growth(
    scope: str, base_bytes: int, head_bytes: int, config: Config, base: Side, head: Side, what: str
) -> Finding | None:
    if config.is_growth(base_bytes, head_bytes):
        kind = "allocation_growth"
    elif config.is_growth(head_bytes, base_bytes):
        kind = "allocation_shrinkage"
    else:
        return None
    delta = head_bytes - base_bytes
    relative = delta / base_bytes if base_bytes else None
    percent = f" ({relative:+.1%})" if relative is not None else ""
    return Finding(
        kind=kind,
        summary=f"{what}: {_human(base_bytes)} -> {_human(head_bytes)}{percent}",
        base=base,
        head=head,
        details={
            "scope": scope,
            "base_bytes": base_bytes,
            "head_bytes": head_bytes,
            "delta_bytes": delta,
            "relative": relative,
        },
    )


def _human(count: int) -> str:
    from dumpdiff.service.inspect import human_bytes

    return human_bytes(count)
