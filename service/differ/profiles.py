"""Kernel profiles: what matching needs of each kernel, computed once per graph (name-free content, shapes,
dataflow, and the neighbourhood signatures of the Weisfeiler-Lehman refinement that tells look-alikes apart)."""

from __future__ import annotations

import functools
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from functools import cached_property

from dumpdiff.ingest.model import Buffer, Dim, Graph, Node
from dumpdiff.ingest.traits import ATEN_NODE_KIND, traits_of
from dumpdiff.service.differ.results import Side
from dumpdiff.service.differ.similarity import common, overlap

CONTEXT_HOPS = 3  # how far the dataflow neighbourhood tells look-alike kernels apart
FAR_NEIGHBOURS = 1000  # kernels two hops out above which `Kernel.neighbours` stops at one
# Counters and XLA's `.clone` (what a pass copied), in any order: `convert.57.clone`, `fusion.clone.1`.
NUMERIC_SUFFIX = re.compile(r"(?:[._]\d+|\.clone)+$")
OWN_SHAPE_KEYS = ("shape", "sizes", "group.iteration")  # a kernel's own sizes, as formats name them
LEADING_UNIT_SIZES = re.compile(r"^(?:1, )+")  # a shape's text starting with sizes of 1 (`1, 1, 256]`)
TRITON_KINDS = ("triton_poi_", "triton_red_", "triton_per_")  # a Triton kernel's name: pointwise or reducing
TRITON_REDUCTIONS = ("triton_red_", "triton_per_")
CONVERSION_KINDS = frozenset({"convert"})  # leaves that only change a value's dtype (XLA's `convert`)
DATA_MOVEMENT_OPS = frozenset({"load", "store", "lt", "le", "ge", "gt", "and_", "where", "masked"})
BOUND_CHECKS = frozenset({"lt", "le", "ge", "gt"})
# The ATen nodes that move, view, cast or pad data, computing no value.
ATEN_COPYING_NODES = frozenset(
    {
        "constant_pad_nd",
        "cat",
        "full",
        "permute",
        "view",
        "_unsafe_view",
        "reshape",
        "t",
        "transpose",
        "expand",
        "unsqueeze",
        "squeeze",
        "slice",
        "clone",
        "convert_element_type",
        "_to_copy",
    }
)
PADDED_GEMMS = frozenset({"aten.mm", "aten.bmm"})  # the ops Inductor's pad_mm pads (addmm: `aten.mm`, `aten.add`)
# Collective ops as the formats name them: XLA's opcodes (`all-gather`, `all-reduce-start`), torch's functional
# collectives (`_c10d_functional.reduce_scatter_tensor`); a wait for one is no collective of its own.
COLLECTIVE = re.compile(r"\b(all[-_]gather|all[-_]reduce|reduce[-_]scatter|all[-_]to[-_]all|collective[-_]permute)")


@functools.lru_cache(maxsize=65536)  # kernels of one layer share their name in every layer
def normalized_kernel_name(kernel: str | None) -> str:
    """`triton_poi_fused_gelu_1` -> `triton_poi_fused_gelu`, `loop_add_fusion.2` -> `loop_add_fusion`,
    `convert.57.clone` -> `convert`, `torch.ops.aten.sort.stable` -> `aten.sort.stable` (as torch 2.4 prints it)."""
    return NUMERIC_SUFFIX.sub("", (kernel or "").removeprefix("torch.ops."))


LeafKey = tuple[str, tuple[str, ...]]


def _leaf_key(node: Node) -> LeafKey:
    """What a leaf does. A library call, a template or a wrapper is the op it runs (`computes`, set by the parser),
    however it is launched: cuBLAS or a gemm fusion of one dot, an extern mm or a Triton template."""
    if computes := node.attributes.get("computes"):
        return (computes["kind"], tuple(computes["ops"]))
    return (node.kind, node.ops)


def _shape_free_key(node: Node) -> LeafKey:
    """`_leaf_key` without the layouts a library op's kind may name: what a batch-size change keeps."""
    if computes := node.attributes.get("computes"):
        return (computes["ops"][0], tuple(computes["ops"]))
    return (node.kind, node.ops)


def _structure(kernel: Node, leaves: tuple[Node, ...]) -> Hashable:
    """The name-free content of a kernel, whatever its shapes. A kernel of one op is that op, whichever way the
    compiler launches it: bare, wrapped in a fusion of its own, through a library call or a template."""
    kind = _shape_free_key(leaves[0])[0] if len(leaves) == 1 else kernel.kind
    return (kind, tuple(_shape_free_key(leaf) for leaf in leaves))


def _leaves(graph: Graph, kernel: Node) -> tuple[Node, ...]:
    """The leaves whose work a kernel does; a kernel that computes one op (a gemm fusion of one dot on operands it
    only converts or transposes) is that op, one leaf."""
    return (kernel,) if "computes" in kernel.attributes else graph.leaf_members(kernel)


def graph_kernel_structure(graph: Graph, kernel: Node) -> Hashable:
    return _structure(kernel, _leaves(graph, kernel))


def graph_ops(graph: Graph) -> Counter[LeafKey]:
    """What a graph's kernels do, without shapes: the same however they are fused. An ATen node that kernels of the
    code alone list counts once: the pieces of a fusion run apart each list the nodes they inline (a norm's mean)."""
    ops: Counter[LeafKey] = Counter()
    listed: set[str] = set()
    for kernel in graph.kernels:
        for leaf in _leaves(graph, kernel):
            if leaf.kind == ATEN_NODE_KIND:
                if (node := leaf.name.rpartition("/")[2]) in listed:
                    continue
                listed.add(node)
            ops[_shape_free_key(leaf)] += 1
    return ops


@dataclass(eq=False)
class Kernel:
    """One kernel with what matching needs, computed once; what only the later stages ask of the few kernels the
    first ones leave is computed when first asked for."""

    node: Node
    position: float
    rank: int  # its place in its graph's schedule: `position` is it over the graph's last
    leaves: tuple[Node, ...]
    leaf_keys: tuple[LeafKey, ...]
    # Its name-free content (`_structure`), hashed once: structures are long tuples, which do not keep their hash, and
    # matching compares kernels by it millions of times.
    structure_hash: int
    normalized_name: str  # `normalized_kernel_name` of its kernel name
    outputs: tuple[str, ...]  # the shapes of the buffers it writes, sorted
    shapes: tuple[str, ...]  # `outputs`, then the kernel's own sizes (iteration ranges, an XLA shape)
    reads: frozenset[str]
    operands: int  # how many buffers it reads as the dump lists them (`reads` also reads through launchless nodes)
    writes: tuple[Buffer, ...]  # what it writes or mutates in place, in the order `_buffer_order` gives
    allocates: tuple[Buffer, ...]  # the `writes` whose size is counted against this kernel (`_allocating_ranks`)
    source_ops: tuple[tuple[str, int], ...] | None  # what its generated source computes, where the dump has it
    context: tuple[Hashable, ...] = ()  # the structure of the kernel's dataflow neighbourhood, 1..N hops out
    producers: list[Kernel] = field(default_factory=list)  # the kernels writing what this one reads
    consumers: list[Kernel] = field(default_factory=list)
    inputs: int = 0  # how many of the buffers it reads no kernel writes
    autodiff: str | None = None  # which pass of a derivative its ops come from, where the dump says: `forward`,
    # `backward` or `mixed` (a backward kernel recomputing forward ops)
    label_shared: bool = False  # another kernel of the graph has the same label
    packed: bool = False  # launched by a function that runs other nodes too, named after all their ops

    @cached_property
    def leaf_counts(self) -> Counter[LeafKey]:
        return Counter(self.leaf_keys)

    @property
    def of_aten_nodes(self) -> bool:
        """Its leaves are the ATen nodes the comments over a kernel known by its launch alone list (the code alone),
        each piece of a fusion listing those it inlines too."""
        return self.leaves[0].kind == ATEN_NODE_KIND

    @property
    def reduces(self) -> bool | None:
        """Whether a Triton kernel of the code alone reduces, as Inductor names it (`triton_red_`, `triton_per_`;
        `triton_poi_` does not); None where its name does not say, or where the IR's leaves do."""
        if not self.of_aten_nodes or not (name := self.node.kernel or "").startswith(TRITON_KINDS):
            return None
        return name.startswith(TRITON_REDUCTIONS)

    @cached_property
    def computation(self) -> Counter[str]:
        """The ops computing its values: its work but for moving data and indexing it (loads, stores, bound checks,
        masks, index expressions and integer constants), the same whether a concatenation's pieces are each a kernel
        of their own or one kernel's masked pieces (Inductor's pointwise `cat`)."""
        return Counter({op: count for op, count in self.work.items() if not _indexing(op)})

    @cached_property
    def unconverted_leaves(self) -> Counter[LeafKey]:
        """Its leaves but those only changing a value's dtype: the same work at another precision."""
        return Counter(key for key in self.leaf_keys if key[0] not in CONVERSION_KINDS)

    @cached_property
    def shape_free_keys(self) -> tuple[LeafKey, ...]:
        """The leaves' keys as a person counts ops: a library op's without the layouts its kind names (the shapes line
        says them), so the same op run bare or through a library call counts as one op."""
        return tuple(map(_shape_free_key, self.leaves))

    @cached_property
    def output_shapes(self) -> Counter[str]:
        """The shapes of what it writes, whatever their dtypes (autocast turns a bias gradient from bfloat16 to
        float32) and leading sizes of 1 (a view's: a parameter's gradient summed as `[1, 1, 256]` or as `[256]`; a
        size of 1 further in keeps a reduction's partial results apart from the whole)."""
        return Counter(LEADING_UNIT_SIZES.sub("", output.partition("[")[2]) for output in self.outputs)

    @cached_property
    def work(self) -> Counter[str]:
        """The ops it runs, a leaf that lists none (an extern call) counting as one op of its kind: how much of one
        kernel's work another does (`ops_share_of`), whatever the format packs into one leaf."""
        return Counter(op for kind, ops in self.leaf_keys for op in (ops or (kind,)))

    @cached_property
    def op_counts(self) -> Counter[str]:
        """The ops its leaves list (an extern call none)."""
        return Counter(op for _kind, ops in self.leaf_keys for op in ops)

    @cached_property
    def extents(self) -> frozenset[str]:
        """What its leaves run over: XLA shapes, Inductor iteration ranges."""
        return frozenset(extent for leaf in self.leaves if (extent := _extent(leaf)))

    @cached_property
    def neighbours(self) -> Counter[Hashable]:
        """The structures 1 and 2 hops out in the dataflow, by direction, and its inputs no kernel writes."""
        ins, outs = self.producers, self.consumers
        near = [("in", p.structure_hash) for p in ins] + [("out", c.structure_hash) for c in outs]
        far: list[tuple[str, int]] = []
        # Two hops out past hubs (a buffer read by thousands of kernels) would be quadratic.
        if sum(len(p.producers) for p in ins) + sum(len(c.consumers) for c in outs) <= FAR_NEIGHBOURS:
            far = [("in2", q.structure_hash) for p in ins for q in p.producers]
            far += [("out2", d.structure_hash) for c in outs for d in c.consumers]
        return Counter([*near, *far, *[("in", "input")] * self.inputs])

    @property
    def label(self) -> str:
        return self.node.kernel or self.node.name

    @property
    def title(self) -> str:
        """The label a person reads: with the node's name where the label does not tell kernels apart (CPU nodes
        that one `cpp_fused_*` function packs, a Triton function two nodes launch)."""
        return f"{self.label} [{self.node.name}]" if self.label_shared else self.label

    def __repr__(self) -> str:
        # The dataclass's repr would print the producers and consumers, and theirs: the whole graph, many times over
        # (a failing assertion over a list of kernels filled 13 GB).
        return f"Kernel({self.node.name}: {self.label})"

    def side(self) -> Side:
        leaves = tuple(leaf.name for leaf in self.leaves if leaf.name != self.node.name)
        return Side(
            kernels=(self.label,),
            nodes=(self.node.name, *leaves),
            buffers=tuple(b.name for b in self.writes),
        )


def kernel_profiles(graph: Graph) -> list[Kernel]:
    kernels = graph.kernels
    reads: dict[str, set[str]] = defaultdict(set)
    writes: dict[str, list[str]] = defaultdict(list)
    for dep in graph.deps:
        if dep.kind == "read":
            reads[dep.node].add(dep.buffer)
        elif dep.kind in ("write", "mutation") and dep.buffer not in (listed := writes[dep.node]):
            listed.append(dep.buffer)
    operands = {node: len(read) for node, read in reads.items()}  # before reading through launchless nodes
    allocating_rank = _allocating_ranks(graph, kernels)
    _read_through_launchless_nodes(graph, reads, writes)
    _write_through_multi_outputs(graph, reads, writes)
    for rank, kernel in enumerate(kernels):  # a tuple's items count against the kernel writing it: no kernel did
        for buffer in writes.get(kernel.name, ()):
            allocating_rank.setdefault(buffer, rank)
    buffers = graph.buffer_by_name
    traits = traits_of(graph.format)
    size_symbols, packed_prefix = traits.size_symbols, traits.packed_function_prefix
    last = max(len(kernels) - 1, 1)
    # Inductor's code alone: what a launch writes is told from the allocations before it, which dumpdiff sizes but
    # does not type; their sizes stand for their shapes, a storage taken over (`# reuse`) the size of the storage it
    # took (Inductor reuses only storage of the very size and dtype).
    code_only = bool(graph.attributes.get("code_only"))
    profiles = []
    # Each kernel's profile is a few lookups: bound once, for graphs of many thousands of kernels.
    writes_of, reads_of, operands_of, buffer_named = writes.get, reads.get, operands.get, buffers.get
    for rank, kernel in enumerate(kernels):
        attributes = kernel.attributes
        leaves = (kernel,) if not kernel.members or "computes" in attributes else graph.leaf_members(kernel)
        names = writes_of(kernel.name, ())
        written: tuple[Buffer, ...]
        shapes: tuple[str, ...]
        if len(names) == 1:  # most kernels
            written = (only,) if (only := buffer_named(names[0])) is not None else ()
            shapes = (_shape_text(only.dtype, only.shape, size_symbols),) if only is not None else ()
        else:
            # Dumps print written buffers sorted by name, which renumbering reorders: order them by what they are.
            written = tuple(sorted([buffers[b] for b in names if b in buffers], key=_buffer_order))
            shapes = tuple(sorted([_shape_text(b.dtype, b.shape, size_symbols) for b in written]))
        if code_only:
            shapes = tuple(sorted(f"{nbytes} bytes" for b in written if (nbytes := _storage_bytes(b, buffer_named))))
        # XLA's shape as printed; Inductor's iteration sizes without the names of their size symbols.
        own_shape = tuple(
            [
                str(attributes[key]) if key == "shape" else _name_free_sizes(str(attributes[key]), size_symbols)
                for key in OWN_SHAPE_KEYS
                if key in attributes
            ]
        )
        leaf_keys = tuple(map(_leaf_key, leaves))
        # Only a leaf that computes a library op has a key naming its layouts; the structure leaves them out.
        if "computes" in leaves[0].attributes or any("computes" in leaf.attributes for leaf in leaves[1:]):
            structure = _structure(kernel, leaves)
        else:
            structure = (_kind_of(kernel, leaf_keys), leaf_keys)
        profiles.append(
            Kernel(
                node=kernel,
                position=rank / last,
                rank=rank,
                leaves=leaves,
                leaf_keys=leaf_keys,
                structure_hash=hash(structure),
                normalized_name=normalized_kernel_name(kernel.kernel),
                outputs=shapes,
                shapes=shapes + own_shape if own_shape else shapes,
                reads=frozenset(reads_of(kernel.name, ())),
                operands=operands_of(kernel.name, 0),
                writes=written,
                allocates=_allocated_by(rank, written, allocating_rank),
                source_ops=_source_ops(kernel, packed_prefix),
                autodiff=attributes.get("autodiff"),
            )
        )
    labels = Counter(profile.label for profile in profiles)
    for profile in profiles:
        if labels[profile.label] > 1 and profile.label != profile.node.name:
            profile.label_shared = True
            profile.packed = packed_prefix is not None and profile.label.startswith(packed_prefix)
    _add_contexts(profiles)
    return profiles


def unlink(kernels: Iterable[Kernel]) -> None:
    """Drops what links kernels to their producers and consumers, once the comparison is done with them: links both
    ways are cycles, which only the cyclic collector frees, looking through every object the comparison made (3 s of
    a 100 MB dump's 28); unlinked, the kernels go as soon as nothing holds them."""
    for kernel in kernels:
        kernel.producers, kernel.consumers = [], []


def _kind_of(kernel: Node, leaf_keys: tuple[LeafKey, ...]) -> str:
    """`_structure`'s kind where no leaf computes a library op: a lone leaf's kind, else the kernel's."""
    return leaf_keys[0][0] if len(leaf_keys) == 1 else kernel.kind


def _allocated_by(rank: int, written: tuple[Buffer, ...], allocating_rank: dict[str, int]) -> tuple[Buffer, ...]:
    if len(written) == 1:  # most kernels
        return written if allocating_rank[written[0].name] == rank else ()
    return tuple(b for b in written if allocating_rank[b.name] == rank)


def _source_ops(node: Node, packed_function_prefix: str | None) -> tuple[tuple[str, int], ...] | None:
    """What the kernel's generated source computes; not for a function that may run other nodes too (a CPU
    `cpp_fused_*` function): its source is theirs as well, and changes when they join or leave it."""
    if packed_function_prefix and (node.kernel or "").startswith(packed_function_prefix):
        return None
    ops = node.attributes.get("source_ops")
    return tuple(sorted(ops.items())) if isinstance(ops, dict) else None


def _extent(node: Node) -> str | None:
    return node.attributes.get("shape") or node.attributes.get("group.iteration")


def _allocating_ranks(graph: Graph, kernels: tuple[Node, ...]) -> dict[str, int]:
    """Buffer -> the schedule rank of the one kernel its size is counted against: the first kernel writing it,
    else (its writer launches nothing, or it is an input updated in place) the first mutating it. A buffer mutated
    in place sits in the writes of every kernel touching it, but it is one allocation: one growth, not one per kernel.
    """
    rank_of = {kernel.name: rank for rank, kernel in enumerate(kernels)}
    written: dict[str, int] = {}
    mutated: dict[str, int] = {}
    for dep in graph.deps:
        if (rank := rank_of.get(dep.node)) is not None and dep.kind in ("write", "mutation"):
            claims = written if dep.kind == "write" else mutated
            if claims.get(dep.buffer, rank) >= rank:
                claims[dep.buffer] = rank
    return mutated | written


def _write_through_multi_outputs(graph: Graph, reads: dict[str, set[str]], writes: dict[str, list[str]]) -> None:
    """An Inductor kernel writing a tuple (`MultiOutputLayout`, no dtype) that `MultiOutput` nodes take items out of
    writes those items: torch 2.15 gives a fallback kernel's one result a layout of its own where 2.13 took it out of
    a tuple, and what the kernel computes is that result either way."""
    tuples = {b.name for b in graph.buffers if b.attributes.get("layout") == "MultiOutputLayout"}
    if not tuples:
        return
    items: dict[str, list[str]] = defaultdict(list)
    for node in graph.nodes:
        if not node.is_kernel and node.parent is None:
            for buffer in reads.get(node.name, set()) & tuples:
                items[buffer] += writes.get(node.name, ())
    for kernel in graph.kernels:
        written = writes.get(kernel.name, [])
        if any(b in items for b in written):
            writes[kernel.name] = [item for b in written for item in items.get(b, [b])]


def _read_through_launchless_nodes(graph: Graph, reads: dict[str, set[str]], writes: dict[str, list[str]]) -> None:
    """A kernel reading what a scheduled node that launches nothing wrote (Inductor's MultiOutput picking a custom
    op's result out of its fallback kernel's tuple, a Nop) reads what that node read: so the dataflow still links
    the kernel to the one that computed its input."""
    launchless = {n.name for n in graph.nodes if not n.is_kernel and n.parent is None}
    written_by = {buffer: node for node in launchless for buffer in writes.get(node, ())}
    if not written_by:
        return
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


def _storage_bytes(buffer: Buffer, buffer_named: Callable[[str], Buffer | None]) -> int | None:
    """The bytes of the storage a buffer of the code alone holds: its own allocation, or the one it took over."""
    if buffer.nbytes or buffer.slot is None or (owner := buffer_named(buffer.slot)) is None:
        return buffer.nbytes
    return owner.nbytes


@functools.lru_cache(maxsize=8192)  # a graph has thousands of buffers and few shapes
def _shape_text(dtype: str | None, shape: tuple[Dim, ...] | None, size_symbols: re.Pattern[str] | None) -> str:
    """`bf16[256, 2048]`; `untyped` for what has no dtype (an XLA tuple's index table, an Inductor NoneLayout)."""
    if dtype is None:
        return "untyped"
    if shape is None:
        return dtype
    return f"{dtype}[{', '.join(_name_free_sizes(str(d), size_symbols) for d in shape)}]"


@functools.lru_cache(maxsize=8192)  # kernels of one graph run over few sizes
def _name_free_sizes(text: str, size_symbols: re.Pattern[str] | None) -> str:
    """`2*s77 + u0` -> `2*s + u`: torch names its size symbols per process and release (`s0` in 2.6 is `s77` in
    2.8); what kind of symbol it is stays."""
    return size_symbols.sub(r"\1", text) if size_symbols else text


def _add_contexts(kernels: list[Kernel]) -> None:
    """Weisfeiler-Lehman refinement over the kernel dataflow: a kernel's signature after hop N hashes its signature
    after hop N-1 with those of its producers and consumers, and the number of inputs no kernel writes. Names never
    enter it; comparing signatures is only meaningful within one process (they are hashes). Kernels are known by
    their index in `kernels` while refining: list lookups, no per-kernel dictionaries."""
    writers: dict[str, list[int]] = defaultdict(list)
    for index, kernel in enumerate(kernels):
        for buffer in kernel.writes:
            writers[buffer.name].append(index)
    # In the schedule's order: `reads` is a set, whose order would change with the hash seed from run to run, and
    # the stages that take the first neighbour fitting with it.
    producers = [
        sorted(writer for name in kernel.reads for writer in writers.get(name, ()) if writer != index)
        for index, kernel in enumerate(kernels)
    ]
    consumers: list[list[int]] = [[] for _ in kernels]
    for index, kernel_producers in enumerate(producers):
        for producer in kernel_producers:
            consumers[producer].append(index)
    inputs = [sum(1 for name in kernel.reads if name not in writers) for kernel in kernels]
    kernel_at = kernels.__getitem__
    for kernel, ins, outs, count in zip(kernels, producers, consumers, inputs, strict=True):
        kernel.producers = list(map(kernel_at, ins))
        kernel.consumers = list(map(kernel_at, outs))
        kernel.inputs = count
    seen_ins, seen_outs, seen_inputs = _through_padding(kernels, producers, consumers, inputs)
    signature = [kernel.structure_hash for kernel in kernels]
    hops = []
    for _hop in range(CONTEXT_HOPS):
        of = signature.__getitem__
        signature = [
            hash((own, count, tuple(sorted(map(of, ins))), tuple(sorted(map(of, outs)))))
            for own, count, ins, outs in zip(signature, seen_inputs, seen_ins, seen_outs, strict=True)
        ]
        hops.append(signature)
    for kernel, context in zip(kernels, zip(*hops, strict=True), strict=True):
        kernel.context = context


def _through_padding(
    kernels: list[Kernel], producers: list[list[int]], consumers: list[list[int]], inputs: list[int]
) -> tuple[list[list[int]], list[list[int]], list[int]]:
    """The dataflow as the neighbourhood signatures see it: a kernel that only copies a library op's operand into a
    padded buffer (pad_mm, which times the padded op against the plain one at each size and run) left out, the op
    reading what the copy read, so that padding or not gives the op and what feeds it no other neighbourhood."""
    padding = [index for index, kernel in enumerate(kernels) if padded_call(kernel)]
    if not padding:
        return producers, consumers, inputs
    ins, outs, counts = [list(p) for p in producers], [list(c) for c in consumers], list(inputs)
    for index in padding:
        (op,) = consumers[index]
        ins[op] = [p for p in ins[op] if p != index] + producers[index]
        counts[op] += inputs[index]
        for producer in producers[index]:
            outs[producer] = [op if c == index else c for c in outs[producer]]
    return ins, outs, counts


def padded_call(kernel: Kernel) -> Kernel | None:
    """The library op (a call, a template) whose operand `kernel` only copies into a padded, aligned buffer, where
    that is all it does: Inductor's pad_mm, which times the padded op against the plain one at each size and run."""
    if len(kernel.consumers) != 1 or "computes" not in kernel.consumers[0].node.attributes:
        return None
    return kernel.consumers[0] if copies_under_a_mask(kernel) else None


def padding_consumers(kernel: Kernel) -> list[Kernel]:
    """The library ops `kernel` may pad an operand of: it writes under an index mask and only library ops read it.
    Unlike `padded_call`, the copy may also compute what fused into it (the normalisation of an attention bmm's
    operand), which a run that does not pad computes in another kernel, and feed several (a gradient's two bmms)."""
    consumers = kernel.consumers
    if not consumers or any("computes" not in c.node.attributes for c in consumers) or not _masks_an_index(kernel):
        return []
    return consumers


def pads_operands(kernel: Kernel) -> bool:
    """The kernel only copies one buffer under an index mask into buffers only gemms read: pad_mm's copies of operands
    into aligned buffers, whatever else a run does with them (one copy for two gemms, two copies of one tensor fused
    into one kernel, the forward's padded tensor saved where another run pads it in the backward). pad_mm pads only
    gemms: a copy padding a convolution's input is the model's `F.pad`."""
    return len(kernel.reads) == 1 and copies_under_a_mask(kernel) and bool(padded_gemms(kernel))


def padded_gemms(kernel: Kernel) -> list[Kernel]:
    """The gemms `kernel` may pad operands of (`padding_consumers`), where only gemms read it (pad_mm's)."""
    consumers = padding_consumers(kernel)
    return consumers if all(map(_padded_by_pad_mm, consumers)) else []


def pads_an_operand(kernel: Kernel) -> bool:
    """The kernel copies an operand of a gemm into a padded, aligned buffer: of one (`padded_call`) or of several."""
    call = padded_call(kernel)
    return (call is not None and _padded_by_pad_mm(call)) or pads_operands(kernel)


def _padded_by_pad_mm(call: Kernel) -> bool:
    return call.node.attributes["computes"]["ops"][0] in PADDED_GEMMS


def reduces(kernel: Kernel) -> bool:
    """Some op of the kernel reduces (Inductor's `reduction:sum`, XLA's `reduce`)."""
    return any("reduc" in op.lower() for op in kernel.op_counts)


def only_reduces(kernel: Kernel) -> bool:
    """The kernel computes nothing but reductions, moving and indexing data aside: a first pass of partial results
    (Inductor's split reduction, XLA's `reduce-window`), not a softmax shifting the scores by their maximum."""
    computation = kernel.computation
    return bool(computation) and all("reduc" in op.lower() for op in computation)


def sizes_text(output: str) -> str:
    """`float32[1, 512]` -> `1, 512`."""
    return output.partition("[")[2].removesuffix("]")


def partial_results(whole: str, split: str) -> int | None:
    """N where the sizes `split` (`1, 512, 2`) are `whole`'s (`1, 512`) with a last dimension of N >= 2 added:
    Inductor splits a reduction by writing N partial results as `float32[..., N]`, which a second kernel reduces."""
    whole_dims, split_dims = whole.split(", ") if whole else [], split.split(", ") if split else []
    last = split_dims[-1] if split_dims and split_dims[:-1] == whole_dims else ""
    # A size read from a dump is untrusted: ASCII digits only, none too long for `int`.
    return int(last) if last.isascii() and last.isdigit() and len(last) < 20 and int(last) >= 2 else None


def copies_under_a_mask(kernel: Kernel) -> bool:
    """The kernel only copies data under an index mask (loads, stores, an index compared with a bound: no
    arithmetic): Inductor's pad_mm copying a library op's operand into a padded, aligned buffer."""
    return _masks_an_index(kernel) and only_copies(kernel)


def only_copies(kernel: Kernel) -> bool:
    """The kernel moves data and converts it, computing no value: loads, stores, index arithmetic, dtype casts (the
    ATen nodes of a kernel known by its launch: views, copies, casts, padding)."""
    if kernel.of_aten_nodes:
        return kernel.op_counts.keys() <= ATEN_COPYING_NODES
    return all(
        op in DATA_MOVEMENT_OPS or op.startswith(("index_expr", "constant", "to_dtype")) for op in kernel.op_counts
    )


def _masks_an_index(kernel: Kernel) -> bool:
    """An index compared with a bound: what writing a padded buffer under a mask takes (a kernel known by its launch:
    an ATen node padding, `constant_pad_nd` or a concatenation with a tensor of one value, pad_mm's two ways)."""
    ops = kernel.op_counts
    if kernel.of_aten_nodes:
        return "constant_pad_nd" in ops or ("cat" in ops and "full" in ops)
    # The set test first: it is what rules most kernels out, without a Python loop.
    return not BOUND_CHECKS.isdisjoint(ops) and any(op.startswith("index_expr") for op in ops)


def _indexing(op: str) -> bool:
    """An op that moves data or computes where it goes (`index_expr:int64`, `constant:int64`), not a value."""
    kind, _, dtype = op.partition(":")
    return kind in DATA_MOVEMENT_OPS or kind == "index_expr" or (kind == "constant" and dtype.startswith("int"))


def _buffer_order(buffer: Buffer) -> tuple[str, int, int, str]:
    return (buffer.dtype or "", len(buffer.shape or ()), buffer.nbytes or 0, str(buffer.shape))


def alike(kernel: Kernel, other: Kernel) -> float:
    """The work both do over the work either does (Jaccard over leaves)."""
    return overlap(kernel.leaf_counts, other.leaf_counts)


def share_of(kernel: Kernel, other: Kernel) -> float:
    """How much of `kernel`'s work (its leaves) `other` still does: above half, they are one kernel that changed."""
    return common(kernel.leaf_counts, other.leaf_counts) / max(len(kernel.leaf_keys), 1)


def ops_share_of(kernel: Kernel, other: Kernel) -> float:
    """How much of `kernel`'s work `other` also does, counted in ops (`work`), whatever the format packs into one
    leaf (an XLA instruction, an Inductor node of many ops): an edit within a leaf keeps the ops it did not touch."""
    return common(kernel.work, other.work) / max(kernel.work.total(), 1)


def same_pass(kernel: Kernel, other: Kernel) -> bool:
    """False for a kernel of the forward pass against one running gradient ops: where one module holds a program
    and its derivative (jax), a forward kernel and a backward one sharing most of their ops (a norm and its gradient)
    are two kernels, never one changed."""
    passes = {kernel.autodiff, other.autodiff}
    return "forward" not in passes or not passes & {"backward", "mixed"}


def pass_holds(whole: Kernel, part: Kernel) -> bool:
    """`part`'s ops may be some of `whole`'s as far as the passes of a derivative go: a forward kernel holds no
    gradient ops and a backward one no forward ops, while one recomputing forward ops in the backward may hold
    either."""
    if whole.autodiff in (None, "mixed") or part.autodiff is None:
        return True
    return part.autodiff == whole.autodiff


def same_kernel_name(kernel: Kernel, other: Kernel) -> bool:
    return kernel.normalized_name == other.normalized_name


def work_kind(kernel: Kernel) -> str:
    """A kernel of one op is that op's kind, whether the compiler launches it bare or wrapped in a fusion of its own
    (XLA wraps single ops from some releases on), or converts what it reads or writes (a reduction now taking in
    float32 where it read bfloat16)."""
    working = [leaf for leaf in kernel.leaves if leaf.kind not in CONVERSION_KINDS]
    leaves = working if len(working) == 1 else kernel.leaves
    return _shape_free_key(leaves[0])[0] if len(leaves) == 1 else kernel.node.kind
