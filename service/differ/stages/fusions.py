"""The stages for fusions: a head kernel doing several base kernels' whole work (made), a base kernel's work
spread over several head kernels (lost), a fusion whose one part changed, an epilogue the autotuner moved, and work
taken into the pieces of a lost fusion."""

from __future__ import annotations

import functools
from collections import Counter, defaultdict
from operator import attrgetter

from dumpdiff.ingest.model import Node
from dumpdiff.ingest.traits import LIBRARY_CALL_KINDS, is_triton_gemm
from dumpdiff.service.differ.fusion import Holders, Place, split_recomputing
from dumpdiff.service.differ.profiles import CONVERSION_KINDS, Kernel, LeafKey, ops_share_of, pass_holds, same_pass
from dumpdiff.service.differ.similarity import common, holds, overlap
from dumpdiff.service.differ.stages.calls import GEMM_FUSION_OPS
from dumpdiff.service.differ.stages.matching import (
    SIMILARITY_BUDGET,
    SIMILARITY_FLOOR,
    EpilogueMove,
    LeftoversInPlace,
    Matching,
    Places,
    feed_only_one_another,
    mostly,
    runs_library_call,
    sides,
)

FIXED_TEMPLATE = "TritonTemplateBuffer"  # how Inductor's IR prints a template chosen before fusion


def fusing_a_changed_part(
    matching: Matching, proposals: list[tuple[float, Kernel, Kernel]], places: Places
) -> set[int]:
    """The kernels of the share proposals that are a fusion with a changed part (`_parts_with_a_changed_one`): a
    head kernel fusing base kernels, a base kernel lost into head kernels. Its parts are kernels proposed to it, or
    to nothing: one proposed to another kernel is that one's."""
    if len(proposals) * max(len(matching.base_left), len(matching.head_left)) > SIMILARITY_BUDGET:
        return set()
    proposed: dict[int, set[int]] = defaultdict(set)
    for _, source, target in proposals:
        proposed[id(source)].add(id(target))
        proposed[id(target)].add(id(source))
    fusions: set[int] = set()
    for fused_in_base in (False, True):
        own, other = sides(matching, base_first=fused_in_base)
        proposing = [source if fused_in_base else target for _, source, target in proposals]
        for kernel in {id(k): k for k in proposing}.values():
            left = [k for k in other if proposed.get(id(k), set()) <= {id(kernel)}]
            if _parts_with_a_changed_one(kernel, left, own, places, fused_in_base=fused_in_base):
                fusions.add(id(kernel))
    return fusions


def new_fusions(matching: Matching) -> None:
    """Stage 4, new fusions: a head kernel doing the whole work (every op) of several base kernels is a new fusion,
    not a new kernel. (Taking a piece of a base kernel is not fusing it: that base kernel may be a lost fusion, seen
    next.) See docs/matching.md."""
    absorbed: set[int] = set()
    for kernel, parts in matching.parts_finder(from_base=False)(
        _fusion_candidates(matching, from_base=False), matching.base_left
    ):
        whole = matching.stable_ids or _holds_each(kernel, parts) or split_recomputing(kernel, parts)
        if len(parts) >= 2 and whole and not absorbed & {id(p) for p in parts}:
            if _epilogue_moved(kernel, parts, matching, parts_in_base=True):
                matching.epilogues.append(EpilogueMove(kernel, parts, fused_in_base=False))
            else:
                matching.fused.append((kernel, parts))
            absorbed |= {id(p) for p in parts} | {id(kernel)}
    matching.set_aside(absorbed)


def _holds_each(kernel: Kernel, parts: list[Kernel]) -> bool:
    """`kernel` does every op of each of `parts`, twins (the same ops: two layers' activations) as many times as there
    are of them; others may share an op it does once (XLA fuses a broadcast two kernels each computed into one)."""
    twins = Counter(frozenset(part.work.items()) for part in parts)
    return all(holds(kernel.work, Counter({op: count * times for op, count in work})) for work, times in twins.items())


def changed_part_fusions(matching: Matching) -> None:
    """Stage 4, a fusion with a changed part: a leftover kernel of two or more leaves in whose place in the dataflow
    sit two or more leftovers of the other side, each mostly (over half, in ops) its work, all but one held whole in
    its ops and reaching only where it reaches, is a fusion of them, one of them changed (eval mode: batch norm's
    backward, simpler without the batch statistics, fuses with the ReLU's backward before it): a new fusion where it
    is the head's, a lost fusion where it is the base's (its pieces new). See `_parts_with_a_changed_one`."""
    if len(matching.base_left) * len(matching.head_left) > SIMILARITY_BUDGET:
        return
    places = Places(matching)
    taken: set[int] = set()
    for fused_in_base in (False, True):
        own, other = sides(matching, base_first=fused_in_base)
        for kernel in sorted(own, key=lambda k: (-k.work.total(), k.position)):
            if id(kernel) in taken:
                continue
            left = [k for k in other if id(k) not in taken]
            parts = _parts_with_a_changed_one(kernel, left, own, places, fused_in_base=fused_in_base, taken=taken)
            if not parts:
                continue
            taken |= {id(kernel), *(id(p) for p in parts)}
            matching.record_fusion(kernel, parts, lost=fused_in_base)
    matching.set_aside(taken)


def _parts_with_a_changed_one(
    fused: Kernel,
    others: list[Kernel],
    own: list[Kernel],
    places: Places,
    *,
    fused_in_base: bool,
    taken: frozenset[int] | set[int] = frozenset(),
) -> list[Kernel]:
    """The kernels of the other side (`others`) whose work `fused` does, one of them changed on the way; none where
    that is not so. A part is a kernel over half of whose ops `fused` runs, sitting in its place: held whole (every
    op in `fused`, though a leaf may differ, and every matched neighbour one of `fused`'s), or, one part at most,
    changed, at most half of its matched neighbours elsewhere (a batch norm's training backward reads the batch
    sums, its eval backward does not), and no more alike a kernel of `fused`'s side in its place (a rival: a kernel
    of `own` other than `fused` and not `taken` by a fusion found already; see `_rivals`): that one would be it,
    changed. The parts held whole fit in `fused` side by side, all of them reach every neighbour `fused` has (or
    their producers do: `_places_reached`) and do most of its work. Library calls are their op, no fusion of ops.
    A kernel no kernel feeds or reads (a small program's one fusion, from the graph's inputs to its outputs) has no
    place to compare: its parts are leftovers with no matched neighbour that feed and read only one another, and its
    rivals kernels as alone as it is."""
    own_place, other_place = (places.of_base, places.of_head) if fused_in_base else (places.of_head, places.of_base)
    place = own_place(fused)
    alone = not place and not fused.producers and not fused.consumers
    if len(fused.leaves) < 2 or not (place or alone) or runs_library_call(fused):
        return []
    whole: list[Kernel] = []
    changed: list[Kernel] = []
    for part in others:
        part_place = other_place(part)
        out_of_place = bool(part_place) if alone else not part_place or part_place.keys().isdisjoint(place)
        if out_of_place or runs_library_call(part):
            continue
        if not pass_holds(fused, part) or not mostly(part, fused):
            continue
        elsewhere = len(part_place.keys() - place.keys())
        if not elsewhere and holds(fused.work, part.work):
            whole.append(part)
        elif elsewhere * 2 <= len(part_place):
            changed.append(part)
    if (
        not whole
        or len(whole) + len(changed) < 2
        or not place.keys() <= _places_reached([*whole, *changed], other_place)
    ):
        return []
    whole_work = sum((p.work for p in whole), Counter())
    if not holds(fused.work, whole_work):
        return []
    if changed:
        # Looked for only here, where a part changed: a side may leave thousands of kernels to look through.
        rivals = [k for k in own if k is not fused and id(k) not in taken]
        changed_now = fused.work - whole_work  # the changed part as `fused` runs it
        # A candidate with a rival is that rival's, changed: no part of this fusion, which may still hold without it.
        rivalled = {
            id(part)
            for part in changed
            for rival in rivals
            if same_pass(part, rival)
            and _placed_alike(other_place(part), own_place(rival), rival, alone)
            and _rivals(part, rival, overlap(part.work, changed_now))
        }
        changed = [part for part in changed if id(part) not in rivalled]
    if len(changed) > 1 or len(whole) + len(changed) < 2:
        return []
    parts = [*whole, *changed]
    if not place.keys() <= _places_reached(parts, other_place):
        return []
    if alone and not feed_only_one_another(parts):
        return []
    if common(fused.work, sum((p.work for p in parts), Counter())) * 2 <= fused.work.total():
        return []
    return sorted(parts, key=attrgetter("position"))


def _converts_lost(kernel: Kernel, parts: list[Kernel], places: Places) -> bool:
    """One of `parts` does all of `kernel`'s work but its converts, and the others only convert, each placed in the
    dataflow and none in `kernel`'s place: `kernel` lost its converts (the dot before it now writes
    the dtype it stores: XLA:CPU's YNNPACK dots in jax 0.11), and the look-alike converts elsewhere are no pieces of
    it."""
    unconverted = Counter({op: count for op, count in kernel.work.items() if op not in CONVERSION_KINDS})
    whole = [part for part in parts if holds(part.work, unconverted)]
    place = places.of_base(kernel).keys()
    return len(whole) == 1 and all(
        not part.unconverted_leaves and (elsewhere := places.of_head(part)) and place.isdisjoint(elsewhere)
        for part in parts
        if part is not whole[0]
    )


def _places_reached(parts: list[Kernel], place: Place) -> set[tuple[str, int]]:
    """Where `parts` sit, and what their producers read: a fusion may compute what a part read instead of reading
    it (Inductor inlines a pointwise producer into its readers below `realize_reads_threshold` reads)."""
    reached = {key for part in parts for key in place(part)}
    return reached | {key for part in parts for p in part.producers for key in place(p) if key[0] == "in"}


def _rivals(part: Kernel, rival: Kernel, closeness: float) -> bool:
    """`rival` may be `part`, changed: most of its work is the part's, or it does most of the part's work and is as
    alike the part as what the fusion runs of it (`closeness`). A kernel holding the part among much else (a norm's
    whole backward holding a weight gradient's few ops) is another kernel."""
    return mostly(rival, part) or (mostly(part, rival) and overlap(part.work, rival.work) >= closeness)


def _placed_alike(
    place: Counter[tuple[str, int]], rival_place: Counter[tuple[str, int]], rival: Kernel, alone: bool
) -> bool:
    """A rival sits where a part does: sharing some of its place, or, for the parts of a kernel alone, alone too."""
    if alone:
        return not rival.producers and not rival.consumers
    return not place.keys().isdisjoint(rival_place)


def lost_fusions(matching: Matching) -> None:
    """Stage 4, lost fusions: a base kernel of two or more ops (with stable tensor ids, any base kernel) whose work
    is now spread over several head kernels is a lost fusion; the pieces are new kernels. See docs/matching.md."""
    pieces: set[int] = set()
    split: set[int] = set()
    places = Places(matching)
    in_place, base_in_place = LeftoversInPlace(matching, places), LeftoversInPlace(matching, places, head=False)
    replaced = _ReplacedWork(matching, in_place) if matching.leaves_are_ops else None
    for kernel, parts in matching.parts_finder(from_base=True)(
        _fusion_candidates(matching, from_base=True), matching.head_left
    ):
        if len(parts) >= 2 and (len(kernel.leaves) >= 2 or matching.stable_ids):
            if _epilogue_moved(kernel, parts, matching, parts_in_base=False):
                matching.epilogues.append(EpilogueMove(kernel, parts, fused_in_base=True))
                matching.set_aside({id(kernel), *(id(p) for p in parts)})
                continue
            if not _held_whole(kernel, parts) and (
                _changed_in_place(kernel, parts, in_place) or _pieces_of_others(kernel, parts, base_in_place)
            ):
                continue
            # Its every op in one of them: not spread, that one grown (a ConvNeXt block's gradient also applying the
            # drop-path mask in the node it had; a piece's look-alike node claimed from the kernel beside).
            if any(holds(part.work, kernel.work) for part in parts) or _converts_lost(kernel, parts, places):
                continue
            if replaced and replaced(kernel, parts):
                continue
            matching.lost.append((kernel, parts))
            pieces |= {id(p) for p in parts}
            split.add(id(kernel))
    matching.new += [k for k in matching.head_left if id(k) in pieces]
    matching.set_aside(pieces | split)
    _gemms_beside_moved_epilogues(matching)


class _ReplacedWork:
    """Where a base kernel's work went nowhere: most kinds of op it ran are in none of the pieces found for it nor in
    any head leftover, and a head leftover sits in its place writing a shape it wrote. That leftover is the kernel
    with its work replaced, not spread, and the pieces were claimed for a few look-alike ops (GELU's tanh form
    against its erf form: each layer's kernel changed in its place, the other layers' taken for their broadcasts and
    multiplies). Asked only where leaves are single ops; a kernel of one kind of op (a library call) says nothing by
    its kinds."""

    def __init__(self, matching: Matching, in_place: LeftoversInPlace) -> None:
        self.head_left = matching.head_left
        self.in_place = in_place

    @functools.cached_property
    def head_kinds(self) -> set[LeafKey]:
        return set().union(*(kernel.leaf_counts.keys() for kernel in self.head_left))

    def __call__(self, kernel: Kernel, parts: list[Kernel]) -> bool:
        kinds = kernel.leaf_counts.keys()
        if len(kinds) < 2:
            return False
        in_parts = set().union(*(part.leaf_counts.keys() for part in parts))
        if any(len(kinds & held) * 2 >= len(kinds) for held in (in_parts, self.head_kinds)):
            return False
        return any(other.output_shapes.keys() & kernel.output_shapes.keys() for other in self.in_place.of(kernel))


def _held_whole(kernel: Kernel, parts: list[Kernel]) -> bool:
    """Every leaf of `kernel` is one of `parts`' leaves, as many times."""
    held: Counter[LeafKey] = Counter()
    for part in parts:
        held.update(part.leaf_counts)
    return holds(held, kernel.leaf_counts)


def _changed_in_place(kernel: Kernel, parts: list[Kernel], in_place: LeftoversInPlace) -> bool:
    """A base kernel the fusion search found only some pieces of is one head leftover changed: one writing the very
    shapes it wrote (dtypes and a view's leading sizes of 1 aside), mostly doing its work, in its place and none of
    those pieces (a norm's gradient sums written out against `F.layer_norm`'s: the same sums, their inputs
    converted; the pieces were the next kernels' sums). Where it ran a kind of op none of the pieces runs, so do one
    in its very place sharing a shape it wrote and running a kind of op it never ran, even one taken for a piece: the
    kernel with an op replaced (GELU's tanh form, which also writes what its gradient reads, against SiLU's)."""
    taken = {id(part) for part in parts}
    kinds, shapes = _op_kinds(kernel), kernel.output_shapes
    # A piece of a split runs only the kernel's own kinds of op: one running another kind is no piece.
    unheld = not kinds <= set().union(*map(_op_kinds, parts))
    place = in_place.place_of_kernel(kernel)

    def changed(other: Kernel) -> bool:
        if id(other) not in taken and other.output_shapes == shapes:
            return True
        return (
            unheld
            and not other.output_shapes.keys().isdisjoint(shapes)
            and not _op_kinds(other) <= kinds
            and overlap(place, in_place.place_of_leftover(other)) >= SIMILARITY_FLOOR
        )

    return any(changed(other) and mostly(kernel, other) for other in in_place.of(kernel))


def _op_kinds(kernel: Kernel) -> set[str]:
    """The kinds of its leaves (XLA's opcodes; every Inductor node is a `SchedulerNode`)."""
    return {kind for kind, _ops in kernel.leaf_keys}


def _pieces_of_others(kernel: Kernel, parts: list[Kernel], base_in_place: LeftoversInPlace) -> bool:
    """A base kernel the fusion search found only some pieces of, where all but one of those pieces are each more the
    work of another base leftover in its place, writing shapes it wrote, than of this kernel: those are that leftover
    changed (a layer norm's input gradient without the affine's multiply, claimed for the weight gradient's sums
    beside it for the ops they share), and no fusion was split."""
    others = 0
    for part in parts:
        share = ops_share_of(part, kernel)
        others += any(
            other is not kernel
            and holds(other.output_shapes, part.output_shapes)
            and ops_share_of(part, other) > max(share, 0.5)
            for other in base_in_place.of(part)
        )
    return len(parts) - others < 2


def _epilogue_moved(fused: Kernel, parts: list[Kernel], matching: Matching, *, parts_in_base: bool) -> bool:
    """`fused` runs one library op and ops after it; of `parts`, one runs that op and the others only ops of the
    epilogue. Either that op is launched the other way (an extern call for a template, or back: an extern call takes
    no epilogue), or it is a template again on a side where some template does take its epilogue: epilogue fusion is
    on there, so leaving this one apart was the autotuner's choice (`benchmark_epilogue_fusion`). A side where no
    template takes an epilogue may have `epilogue_fusion=False`: a lost fusion; so is a template chosen before fusion
    (`_fixed_template`) taking in fewer ops, or more (a prologue fusion setting). XLA's Triton gemm fusion doing more
    than its dot likewise, where the dot now runs through cuBLAS on a side that still emits Triton gemms at its
    precision (the autotuner timed both); on a side with none, a setting (Triton gemms off, another precision): a
    lost fusion. See `EpilogueMove`."""
    library = _library_leaves(fused)
    if len(library) != 1 or len(fused.leaves) < 2:
        return False
    ((op, key),) = library
    holding = [held for part in parts for held in _library_leaves(part)]
    if len(holding) != 1 or holding[0][1] != key:
        return False
    side = 0 if parts_in_base else 1
    part_op = holding[0][0]
    if op.kind in GEMM_FUSION_OPS:  # a dot inside an XLA Triton gemm fusion
        precision = _precision(op)
        return part_op.kind in LIBRARY_CALL_KINDS and precision in matching.triton_gemm_precisions[side]
    return part_op.kind != op.kind or (matching.fuses_epilogues[side] and not _fixed_template(op, part_op))


def _library_leaves(kernel: Kernel) -> list[tuple[Node, LeafKey]]:
    """The kernel's leaves that run a library op (a template's, an extern call's, XLA's dot in a gemm fusion), with
    their keys."""
    return [
        (leaf, key) for leaf, key in zip(kernel.leaves, kernel.leaf_keys, strict=True) if "computes" in leaf.attributes
    ]


def _gemms_beside_moved_epilogues(matching: Matching) -> None:
    """A base leftover running one library op with ops of its own against a head leftover running that op alone, in
    its place, reading a kernel that an `EpilogueMove` already took as another op's ops run apart, holding that
    kernel's work: the same choice of the autotuner (`_epilogue_moved`), the ops computed apart once for both (a ViT
    block's layer norm output, which XLA's Triton gemms of the dense layer's forward and of its weight gradient each
    computed in their prologue, computed once before two cuBLAS calls). Paired, changed. (The other way round the
    stages after pair them: the cuBLAS call with its Triton gemm by their structure.)"""
    apart = [
        part for move in matching.epilogues if move.fused_in_base for part in move.parts if not runs_library_call(part)
    ]
    if not apart:
        return
    head_left = {id(k) for k in matching.head_left}
    by_op: dict[LeafKey, list[Kernel]] = defaultdict(list)
    for kernel in matching.base_left:
        library = _library_leaves(kernel)
        if len(kernel.leaves) >= 2 and len(library) == 1:
            by_op[library[0][1]].append(kernel)
    places = Places(matching)
    taken: set[int] = set()
    pairs = []
    for part in apart:
        for call in part.consumers:
            if id(call) not in head_left or id(call) in taken or len(call.leaves) != 1:
                continue
            scored = [
                (overlap(places.of_base(fused), places.of_head(call)), -fused.position, fused)
                for fused in by_op.get(call.leaf_keys[0], ())
                if id(fused) not in taken
                and holds(fused.work, part.work)
                and _epilogue_moved(fused, [call, part], matching, parts_in_base=False)
            ]
            if not scored:
                continue
            score, _, fused = max(scored, key=lambda entry: entry[:2])
            if score > 0:  # in its place: not another layer's gemm of the same shapes
                taken |= {id(call), id(fused)}
                pairs.append((fused, call))
    matching.record(pairs, "autotuner")


def _fixed_template(*ops: Node) -> bool:
    """An Inductor template chosen before fusion (`TritonTemplateBuffer`: one backend to choose from, or its fusions
    not timed), on either side: what fuses into it then follows the fusion settings, not the autotuner, which times
    the ops a template takes in only where it prints the template as a `MultiTemplateBuffer`."""
    return any(op.ops[:1] == (FIXED_TEMPLATE,) for op in ops)


def triton_gemm_precisions(kernels: list[Kernel]) -> frozenset[str]:
    return frozenset(
        _precision(leaf)
        for kernel in kernels
        if is_triton_gemm(kernel.node.attributes)
        for leaf in kernel.leaves
        if "computes" in leaf.attributes
    )


def _precision(op: Node) -> str:
    return str(op.attributes["computes"].get("precision", "default"))


def fuses_epilogues(kernels: list[Kernel]) -> bool:
    """Some kernel runs a library op with ops after it: the compiler fuses epilogues into templates there."""
    return any(
        len(kernel.leaves) >= 2 and any("computes" in leaf.attributes for leaf in kernel.leaves) for kernel in kernels
    )


def _fusion_candidates(matching: Matching, *, from_base: bool) -> list[Kernel]:
    """The kernels of one side that may be a fusion: without tensor ids to follow, a kernel of one leaf fuses
    nothing and never fell apart. (Leaving them out changes no other claim: the parts search serves them last.)"""
    kernels = matching.base_left if from_base else matching.head_left
    return kernels if matching.stable_ids else [k for k in kernels if len(k.leaves) >= 2]


def absorbed_into_pieces(matching: Matching) -> None:
    """Stage 5, new fusions into pieces: leftover base kernels whose whole work one head kernel now does beside
    pieces of lost fusions (jax 0.10: a bigger batch fused a dot and its epilogue into the kernel that took most of
    two others): two or more of them in one head kernel are a new fusion, not removed kernels. See
    docs/matching.md."""
    piece_ids = {id(part) for _, parts in matching.lost for part in parts}
    pieces = [k for k in matching.new if id(k) in piece_ids]
    holders = Holders([*pieces, *matching.head_left])
    # What a head kernel holds that neither a lost fusion (at most what the two share) nor an absorbed kernel took.
    room = {id(t): t.leaf_counts.copy() for t in [*pieces, *matching.head_left]}
    for kernel, parts in matching.lost:
        for part in parts:
            if id(part) in room:
                room[id(part)] -= kernel.leaf_counts & part.leaf_counts
    inside: dict[int, tuple[Kernel, list[Kernel]]] = {}
    for kernel in matching.base_left:
        wanted = kernel.leaf_counts
        holding = [t for t in holders.near(wanted, kernel.position) if holds(room[id(t)], wanted)]
        if holding:
            target = min(holding, key=lambda t: abs(t.position - kernel.position))
            room[id(target)] -= wanted
            inside.setdefault(id(target), (target, []))[1].append(kernel)
    fused = [(target, parts) for target, parts in inside.values() if len(parts) >= 2]
    matching.fused += fused
    matching.set_aside({id(k) for target, parts in fused for k in (target, *parts)})
