"""Kernel matching: the stages, run in `STAGES` order, each deciding on what the ones before left, from certain to
plausible. Each stage's docstring states its rule; docs/matching.md tells the whole story."""

from __future__ import annotations

import functools
import itertools
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from operator import attrgetter

from dumpdiff.ingest.model import Graph, Node
from dumpdiff.ingest.traits import LIBRARY_CALL_KINDS, is_triton_gemm, traits_of
from dumpdiff.service.differ.fusion import Holders, PartsFinder, flow_parts, leaf_parts
from dumpdiff.service.differ.profiles import (
    COLLECTIVE,
    CONTEXT_HOPS,
    Kernel,
    LeafKey,
    alike,
    kernel_profiles,
    ops_share_of,
    padded_call,
    padding_consumers,
    pass_holds,
    same_kernel_name,
    same_pass,
    share_of,
    work_kind,
)
from dumpdiff.service.differ.similarity import best_first, common, holds, overlap

INTEGER = re.compile(r"\d+")
SIZED = re.compile(r"\w+\[([0-9]+(?:, [0-9]+)*)?\]")  # an output as profiles name it: `bf16[1024, 1536]`
WORKSPACE = re.compile(r"[su]8\[[0-9]+\]|untyped")  # a library call's byte workspace, and the tuple holding it
SIMILARITY_FLOOR = 0.5
NEAR_SAME_OPS = 0.8  # op-multiset overlap above which leftovers are one kernel edited, not two different ones
SIMILARITY_BUDGET = 250_000  # pairs scored per kind before leftovers are left unpaired
PLACE_ROUNDS = 3  # each round pairs kernels one hop further from the pairs already made
FIXED_TEMPLATE = "TritonTemplateBuffer"  # how Inductor's IR prints a template chosen before fusion


@dataclass(slots=True)
class Unrolled:
    """A pair of kernels in a loop body, and the copies of one of them that unrolling the loop made on its side."""

    base: Kernel
    head: Kernel
    copies: list[Kernel]
    in_head: bool  # the head's loop is the one unrolled (more): its copies are in the head

    @property
    def trip_counts(self) -> tuple[int, int]:
        return (self.base.node.attributes["trip_count"], self.head.node.attributes["trip_count"])


@dataclass(slots=True)
class EpilogueMove:
    """A library op with ops after it in one kernel on one side (a template with its epilogue), and on the other the
    op without them beside kernels running the rest, where the autotuner decided it (`_epilogue_moved`): max-autotune
    times a template against the library call, and a template with its epilogue against one without. Not a fusion
    made or lost."""

    fused: Kernel
    parts: list[Kernel]
    fused_in_base: bool


@dataclass(slots=True)
class Padded:
    """A library op paired across the sides, one of whose operands one side first copies into a padded, aligned
    buffer (`padding`): Inductor's pad_mm, which benchmarks the padded op against the plain one, so a rerun may
    choose either. The compiler's choice, not new work."""

    base: Kernel
    head: Kernel
    padding: list[Kernel]
    in_head: bool  # the head pads: its padding kernels are the head's


@dataclass(slots=True)
class Regrouping:
    """Lost fusions whose pieces each run with other base work, so that the base kernels of the group (`base`: the
    split fusions and what their pieces took in) run as no more head kernels (`head`): XLA's horizontal fusion of
    many parameters' updates in one kernel, against each update fused with the kernels computing its operands. The
    fusions changed; no launch was added. `split`: the base fusions the group's lost fusions named; `repeating`: its
    head kernels doing again the whole work of a base kernel another head kernel of it took in."""

    base: list[Kernel]
    head: list[Kernel]
    split: list[Kernel]
    repeating: list[Kernel]


@dataclass(slots=True)
class MatchIds:
    """Each kernel's match so far, one id on both sides (a pair, a lost fusion and its pieces, a new fusion and what
    it fuses, an epilogue moved): brought up to date from what the stages appended since it last looked (they only
    append), instead of rebuilt from every match each time a stage asks where kernels sit."""

    base: dict[int, int] = field(default_factory=dict)
    head: dict[int, int] = field(default_factory=dict)
    seen: tuple[int, int, int, int] = (0, 0, 0, 0)  # how many pairs, lost, fused and epilogues it has taken in

    def catch_up(self, matching: Matching) -> None:
        pairs, lost, fused, epilogues = self.seen
        for source, target, _ in matching.pairs[pairs:]:
            self.base[id(source)] = self.head[id(target)] = id(source)
        for source, parts in matching.lost[lost:]:
            self.base[id(source)] = id(source)
            self.head.update((id(part), id(source)) for part in parts)
        for target, parts in matching.fused[fused:]:
            self.head[id(target)] = id(target)
            self.base.update((id(part), id(target)) for part in parts)
        for move in matching.epilogues[epilogues:]:
            fused_side, parts_side = (self.base, self.head) if move.fused_in_base else (self.head, self.base)
            fused_side[id(move.fused)] = id(move.fused)
            parts_side.update((id(part), id(move.fused)) for part in move.parts)
        self.seen = (len(matching.pairs), len(matching.lost), len(matching.fused), len(matching.epilogues))


@dataclass(slots=True)
class Matching:
    """Kernel matching of one graph pair: what the stages decided so far, and the kernels they left."""

    base_left: list[Kernel]
    head_left: list[Kernel]
    stable_ids: bool  # both sides keep tensor ids: fusions show by the tensors flowing through kernels
    fuses_epilogues: tuple[bool, bool]  # base, head: some kernel runs a library op with ops after it (a template's)
    # base, head: the operand precisions XLA's Triton gemms run at (the autotuner had Triton at those)
    triton_gemm_precisions: tuple[frozenset[str], frozenset[str]]
    read_sources: bool  # both sides hold their kernels' generated sources: equal kernels compute the same
    pairs: list[tuple[Kernel, Kernel, str]] = field(default_factory=list)  # base, head, stage
    lost: list[tuple[Kernel, list[Kernel]]] = field(default_factory=list)
    fused: list[tuple[Kernel, list[Kernel]]] = field(default_factory=list)  # head kernel, base kernels it fuses
    unrolled: list[Unrolled] = field(default_factory=list)
    padded: list[Padded] = field(default_factory=list)
    epilogues: list[EpilogueMove] = field(default_factory=list)
    regrouped: list[Regrouping] = field(default_factory=list)
    new: list[Kernel] = field(default_factory=list)
    removed: list[Kernel] = field(default_factory=list)
    match_ids: MatchIds = field(default_factory=MatchIds)

    def record(self, pairs: list[tuple[Kernel, Kernel]], stage: str) -> None:
        """Adds the pairs a stage made; they are no longer left."""
        self.pairs += [(source, target, stage) for source, target in pairs]
        self.set_aside({id(kernel) for pair in pairs for kernel in pair})

    def set_aside(self, decided: set[int]) -> None:
        self.base_left = [k for k in self.base_left if id(k) not in decided]
        self.head_left = [k for k in self.head_left if id(k) not in decided]

    def parts_finder(self, *, from_base: bool) -> PartsFinder:
        """Where the work of each kernel of one side (the base side `from_base`) went on the other."""
        if self.stable_ids:
            return flow_parts
        places = _Places(self)
        source_place, target_place = (places.of_base, places.of_head) if from_base else (places.of_head, places.of_base)
        return functools.partial(leaf_parts, source_place=source_place, target_place=target_place)


Stage = Callable[[Matching], None]


def match_kernels(base: Graph, head: Graph) -> Matching:
    base_kernels, head_kernels = kernel_profiles(base), kernel_profiles(head)
    matching = Matching(
        base_left=base_kernels,
        head_left=head_kernels,
        stable_ids=traits_of(base.format).stable_buffer_names and traits_of(head.format).stable_buffer_names,
        fuses_epilogues=(_fuses_epilogues(base_kernels), _fuses_epilogues(head_kernels)),
        triton_gemm_precisions=(_triton_gemm_precisions(base_kernels), _triton_gemm_precisions(head_kernels)),
        read_sources=all(any(k.source_ops is not None for k in side) for side in (base_kernels, head_kernels)),
    )
    for stage in STAGES:
        stage(matching)
    return matching


# In the first stages, look-alike kernels pair by their neighbourhoods first, the widest first.


def exact(matching: Matching) -> None:
    """Stage 1, exact: the same kind, kernel name without numeric suffix, name-free content of every fused member
    and output shapes (with stable tensor ids, the same tensors too; where both dumps hold the generated sources, the
    same computation in them). See docs/matching.md."""
    _pair_by_content(matching, named=True, stage="exact")


def renamed(matching: Matching) -> None:
    """Stage 1, renamed: as `exact` without the kernel name, which comes from the compiler (`dot.58` in one jax
    release is `dot_general.9` in the next): the same work on the same shapes is the same kernel under another name
    (reported: a rename may be a different kernel choice), before shapes are let go of. See docs/matching.md."""
    _pair_by_content(matching, named=False, stage="renamed")


def _pair_by_content(matching: Matching, *, named: bool, stage: str) -> None:
    content = functools.partial(
        _content, named=named, stable_ids=matching.stable_ids, read_sources=matching.read_sources
    )
    _pair_within_neighbourhoods(matching, content, stage)


def _content(kernel: Kernel, named: bool, stable_ids: bool, read_sources: bool) -> Hashable:
    anchors = (tuple(sorted(kernel.reads)), tuple(b.name for b in kernel.writes)) if stable_ids else ()
    kernel_name = kernel.normalized_name if named else None
    # A template's IR does not show what it inlines (flex attention's score_mod): its source does.
    source_ops = kernel.source_ops if read_sources else None
    return (kernel.structure, kernel_name, kernel.shapes, anchors, source_ops)


def _pair_within_neighbourhoods(
    matching: Matching,
    what: Callable[[Kernel], Hashable],
    stage: str,
    alone: Callable[[Kernel], Hashable] | None = None,
    keep_alone: Callable[[Matching], Callable[[Kernel, Kernel], bool]] | None = None,
) -> None:
    """Pairs kernels that are `what` the same, within neighbourhoods CONTEXT_HOPS hops wide, then narrower, then
    with none, where `alone` must be the same as well (where given) and the pair is one that `keep_alone` of the
    matching by then keeps (by default, where neither has a look-alike in a neighbourhood like its own)."""
    # Each kernel's `what` is hashed once here: a number both sides share is cheap to group by at every width. A
    # forward kernel's work that a remat recomputes in the backward (where the dump says so) is a copy, no look-alike.
    numbers: dict[Hashable, int] = {}
    number = {
        id(k): numbers.setdefault((what(k), "rematerialized" in k.node.attributes), len(numbers))
        for k in (*matching.base_left, *matching.head_left)
    }
    for hops in range(CONTEXT_HOPS, 0, -1):
        _pair_equal(matching, functools.partial(_numbered_within, number=number, hops=hops), stage)
    _pair_equal(
        matching,
        lambda kernel: (number[id(kernel)], alone(kernel) if alone else None),
        stage,
        (keep_alone or _without_placed_twins)(matching),
    )


def _without_placed_twins(matching: Matching) -> Callable[[Kernel, Kernel], bool]:
    """For pairing equal kernels with no neighbourhood to agree on: neither of the two has a kernel of its structure
    in a neighbourhood like its own left on the other side, which the structure stage pairs it with whatever the
    shapes. A batch change can give a kernel of one stage of a model the shapes another stage's had (a Swin's window
    attention bmms, its windows flattened into the batch: stage 3's at batch 4 are stage 4's at batch 8)."""
    base_places = {_placed_structure(k) for k in matching.base_left if k.context}
    head_places = {_placed_structure(k) for k in matching.head_left if k.context}

    def keep(source: Kernel, target: Kernel) -> bool:
        if not source.context or not target.context:
            return True
        return _placed_structure(source) not in head_places and _placed_structure(target) not in base_places

    return keep


def _placed_structure(kernel: Kernel) -> tuple[int, Hashable]:
    """A kernel's structure with its neighbourhood one hop out."""
    return (kernel.structure_hash, kernel.context[0])


def _not_elsewhere(source: Kernel, target: Kernel, places: _Places) -> bool:
    """The two do not sit in other places of the dataflow: one of their places is not known yet, or the two share
    some of it."""
    place, target_place = places.of_base(source), places.of_head(target)
    return not place or not target_place or not place.keys().isdisjoint(target_place)


def _numbered_within(kernel: Kernel, number: dict[int, int], hops: int) -> Hashable:
    return (number[id(kernel)], kernel.context[:hops])


def same_outputs(matching: Matching) -> None:
    """Stage 1, shapes: kernels of one kind writing the same shapes and doing nearly the same work (a compiler
    release moved an op in or out, or attributes a member to another source op) are one kernel: before kernels of
    equal structure pair whatever their shapes, so that a weight update never pairs with a bias update that came to
    look like it. See docs/matching.md."""
    by_outputs: dict[tuple[str, tuple[str, ...]], list[Kernel]] = defaultdict(list)
    for kernel in matching.head_left:
        if kernel.outputs:
            by_outputs[(kernel.node.kind, kernel.outputs)].append(kernel)
    # A kernel with a twin of its structure and shapes on the other side pairs with it next, by their neighbours:
    # where every kernel's source changed (a Triton codegen change), look-alikes with other members must not take it.
    twins = {_twin_key(k) for k in matching.base_left} & {_twin_key(k) for k in matching.head_left}
    places = _Places(matching)
    proposals = []
    for source in matching.base_left:
        candidates = by_outputs.get((source.node.kind, source.outputs), [])
        if not source.outputs or len(candidates) * len(matching.base_left) > SIMILARITY_BUDGET:
            continue
        if _twin_key(source) in twins:
            continue
        for target in (t for t in candidates if _twin_key(t) not in twins and same_pass(source, t)):
            score = max(overlap(source.leaf_counts, target.leaf_counts), overlap(source.op_counts, target.op_counts))
            if score >= NEAR_SAME_OPS:
                proposals.append((score, source, target))
    # Not a kernel elsewhere in the dataflow where one in the base kernel's place is it having lost ops (mostly its
    # work, writing nothing it did not): a stage's block norm that lost a layout copy, against the downsampling norm
    # of that stage, which writes its shapes. A fusion in its place writes more.
    in_place = _HeadLeftoversInPlace(matching, places)
    kept = [
        (score, source, target)
        for score, source, target in proposals
        if _not_elsewhere(source, target, places)
        or not any(
            _mostly(source, other) and holds(source.output_shapes, other.output_shapes) for other in in_place.of(source)
        )
    ]
    _assign(matching, kept, "shapes")


def _twin_key(kernel: Kernel) -> tuple[int, str, tuple[str, ...]]:
    return (kernel.structure_hash, kernel.node.kind, kernel.outputs)


def structure(matching: Matching) -> None:
    """Stage 2, structure: the same name-free content whatever the shapes (a batch-size change): one kernel,
    changed. See docs/matching.md."""
    # Without a neighbourhood to agree on, library ops (no loop body: all look alike) pair only over the same shapes:
    # the 512x1024 mm is not the 512x2048 one. Their leaf keys name the shapes.
    # Nor do two kernels of other shapes pair alone from other places of the dataflow (a backward transpose gone is
    # not the forward transpose a gemm fusion let go of).
    # A copy padding a library op's operand sits where that op and what it copies do: two runs padding other ops
    # (pad_mm times each op in each run) have copies alike in all but their sizes, which are not one copy resized.
    places = _Places(matching)
    padding_places = {
        id(kernel): frozenset(place(kernel).items())
        for left, place in ((matching.base_left, places.of_base), (matching.head_left, places.of_head))
        for kernel in left
        if padding_consumers(kernel)
    }
    _pair_within_neighbourhoods(
        matching,
        lambda kernel: (kernel.structure, padding_places.get(id(kernel))),
        "structure",
        alone=attrgetter("leaf_keys"),
        keep_alone=_placed_and_not_resized_beside,
    )


# Leftovers by what they write (`Kernel.outputs`) and one neighbour of their place (`_Places`).
_Beside = dict[tuple[tuple[str, ...], tuple[str, int]], list[Kernel]]


def _placed_and_not_resized_beside(matching: Matching) -> Callable[[Kernel, Kernel], bool]:
    """For pairing kernels alike in structure or work: the two do not sit in other places of the dataflow, and where
    their shapes differ, neither side leaves a kernel of the other's very shapes, mostly doing work the other does,
    in the other's place: that is it, changed otherwise (a bias taken into the gemm before it), and the two alike only
    in structure or work (a bias and a ReLU against a residual's add and ReLU, a layer on)."""
    places = _Places(matching)
    # Leftovers by their shapes and each neighbour paired so far: a kernel has few, so a pair looks at few.
    base_beside: _Beside = defaultdict(list)
    head_beside: _Beside = defaultdict(list)
    for kernels, place_of, beside in (
        (matching.base_left, places.of_base, base_beside),
        (matching.head_left, places.of_head, head_beside),
    ):
        for kernel in kernels:
            for neighbour in place_of(kernel):
                beside[(kernel.outputs, neighbour)].append(kernel)

    def resized_beside(kernel: Kernel, place: Counter[tuple[str, int]], other_beside: _Beside) -> bool:
        return any(
            _mostly(other, kernel) for neighbour in place for other in other_beside.get((kernel.outputs, neighbour), ())
        )

    def keep(source: Kernel, target: Kernel) -> bool:
        if not _not_elsewhere(source, target, places):
            return False
        return source.outputs == target.outputs or not (
            resized_beside(source, places.of_base(source), head_beside)
            or resized_beside(target, places.of_head(target), base_beside)
        )

    return keep


def calls_switched(matching: Matching) -> None:
    """Stage 2, library calls switched: before kernels are paired by how much of their work they share, the library
    calls of one op each writing the same sizes in the same place, of other ops (`_calls_switched`, which similarity
    asks again once more places are known): the kernels around a call switched are told apart by it (Inductor's
    `conv_1x1_as_mm`: a convolution's bias taken into an `addmm`, the bias-and-ReLU kernel after it left alike in
    share to the residual-and-ReLU one a layer on). See docs/matching.md."""
    _assign(matching, _calls_switched(matching, _Places(matching)), "similarity")


def by_share(matching: Matching) -> None:
    """Stage 3, share: a head kernel still doing most (over half) of a base kernel's work is that kernel, changed,
    unless it holds two base kernels whole (a fusion, the next stage) or the base kernel holds two head kernels whole
    (a fusion lost, the next stage too), or it more than doubled that work (counted in ops, in every format) on no
    more inputs than it read: it computes something else, new (the base kernel removed). Work gained with inputs
    taken in (an epilogue and its bias, a loop condition joined with a new test) is the same kernel grown. Never a
    head kernel that sits elsewhere in the dataflow. See docs/matching.md."""
    holders = Holders(matching.head_left)
    proposals = []
    for source in matching.base_left:
        keys = set(source.leaf_keys)
        near = holders.near(keys, source.position)
        if not near:  # the schedule moved its work far away (near holders sharing too little: a split, not a move)
            near = holders.all(keys)
        if source.autodiff is not None:
            near = [t for t in near if same_pass(source, t)]
        # The mirror of a fusion: head kernels wholly inside this one that together do all of its work are its work
        # split (a horizontal fusion undone, as combo kernels off; a multi-output fusion split, its pieces each
        # recomputing the producers they share), a lost fusion however much one piece holds.
        pieces = [
            t for t in near if len(t.leaf_keys) < len(source.leaf_keys) and holds(source.leaf_counts, t.leaf_counts)
        ]
        if len(pieces) >= 2 and _split_into(source, pieces):
            continue
        proposals += [(share, source, t) for t in near if (share := share_of(source, t)) > 0.5]
    whole_inside: dict[int, list[Kernel]] = defaultdict(list)
    for share, source, target in proposals:
        if share == 1.0:
            whole_inside[id(target)].append(source)
    targets = {id(target): target for _, _, target in proposals}
    fusions = {key for key, target in targets.items() if _holds_several(target, whole_inside[key])}
    places = _Places(matching)
    # A fusion with a changed part (`_parts_with_a_changed_one`) is left to the next stage too, both ways: dropout
    # removed, a head kernel fuses two partial sums again, one of which no longer multiplies by the mask, so it holds
    # only the other whole.
    fusions |= _fusing_a_changed_part(matching, proposals, places)
    # Ranked by how alike the two are both ways: a head kernel that grew around one base kernel's work must not take
    # the base kernel another head kernel still is nearly whole.
    # Nor is a kernel elsewhere in the dataflow that holds the same leaves the base kernel (a layer norm's backward
    # casting and summing as a bias gradient does; a backward transpose gone, against a forward one a gemm let go of).
    # Nor one of other shapes where the other side leaves a kernel of the base kernel's very shapes, or this side one
    # of the head kernel's (`_placed_and_not_resized_beside`).
    placed = _placed_and_not_resized_beside(matching)
    ranked = [
        (alike(source, target), source, target)
        for _, source, target in proposals
        if id(target) not in fusions
        and id(source) not in fusions
        and (_mostly(target, source) or len(target.reads) > len(source.reads))
        and placed(source, target)
    ]
    _assign(matching, ranked, "share")


def _fusing_a_changed_part(
    matching: Matching, proposals: list[tuple[float, Kernel, Kernel]], places: _Places
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
        own, other = _sides(matching, base_first=fused_in_base)
        proposing = [source if fused_in_base else target for _, source, target in proposals]
        for kernel in {id(k): k for k in proposing}.values():
            left = [k for k in other if proposed.get(id(k), set()) <= {id(kernel)}]
            if _parts_with_a_changed_one(kernel, left, own, places, fused_in_base=fused_in_base):
                fusions.add(id(kernel))
    return fusions


def _split_into(source: Kernel, pieces: list[Kernel]) -> bool:
    """Two or more of `pieces` (each wholly inside `source`) together do all of its work: its work split, not one
    kernel that changed beside look-alikes of its parts."""
    fitted = enumerate(_fitting_pieces(source, pieces), start=1)
    return any(count >= 2 and holds(done, source.leaf_counts) for count, done in fitted)


def _holds_several(target: Kernel, whole_inside: list[Kernel]) -> bool:
    """`target` does the work of two or more of the kernels whose work it holds whole (`_fitting_pieces`). Look-alikes
    count one by one: one head kernel rotating q and k does the work of both base kernels, but a layer's kernel whose
    twin sits in another layer holds the work of one of them."""
    return next(itertools.islice(_fitting_pieces(target, whole_inside), 1, None), None) is not None


def _fitting_pieces(whole: Kernel, pieces: list[Kernel]) -> Iterator[Counter[LeafKey]]:
    """The work the pieces that fit in `whole` side by side do together, after each that fits, the nearest in the
    schedule first (each of `pieces` wholly inside `whole`). A piece fits while over half of its work is work of
    `whole` the pieces before it leave: the kernels of a multi-output fusion split each recompute some of what they
    shared."""
    done: Counter[LeafKey] = Counter()
    room = whole.leaf_counts
    for piece in sorted(pieces, key=lambda k: abs(k.position - whole.position)):
        # What the piece does beyond what `whole` leaves the pieces before it, counted without building Counters.
        repeated = 0
        for key, count in piece.leaf_counts.items():
            left = room.get(key, 0) - done.get(key, 0)
            if left < count:
                repeated += count - max(left, 0)
        if repeated * 2 < len(piece.leaf_keys):
            done.update(piece.leaf_counts)
            yield done


def _mostly(kernel: Kernel, other: Kernel) -> bool:
    """Over half of `kernel`'s work is `other`'s (counted in ops)."""
    return ops_share_of(kernel, other) > 0.5


def new_fusions(matching: Matching) -> None:
    """Stage 4, new fusions: a head kernel doing the whole work (every op) of several base kernels is a new fusion,
    not a new kernel. (Taking a piece of a base kernel is not fusing it: that base kernel may be a lost fusion, seen
    next.) See docs/matching.md."""
    absorbed: set[int] = set()
    for kernel, parts in matching.parts_finder(from_base=False)(
        _fusion_candidates(matching, from_base=False), matching.base_left
    ):
        whole = matching.stable_ids or _holds_each(kernel, parts)
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
    places = _Places(matching)
    taken: set[int] = set()
    for fused_in_base in (False, True):
        own, other = _sides(matching, base_first=fused_in_base)
        for kernel in sorted(own, key=lambda k: (-k.work.total(), k.position)):
            if id(kernel) in taken:
                continue
            left = [k for k in other if id(k) not in taken]
            parts = _parts_with_a_changed_one(kernel, left, own, places, fused_in_base=fused_in_base, taken=taken)
            if not parts:
                continue
            taken |= {id(kernel), *(id(p) for p in parts)}
            if fused_in_base:
                matching.lost.append((kernel, parts))
                matching.new += parts
            else:
                matching.fused.append((kernel, parts))
    matching.set_aside(taken)


def _parts_with_a_changed_one(
    fused: Kernel,
    others: list[Kernel],
    own: list[Kernel],
    places: _Places,
    *,
    fused_in_base: bool,
    taken: frozenset[int] | set[int] = frozenset(),
) -> list[Kernel]:
    """The kernels of the other side (`others`) whose work `fused` does, one of them changed on the way; none where
    that is not so. A part is a kernel over half of whose ops `fused` runs, sitting in its place: held whole (every
    op in `fused`, though a leaf may differ, and every matched neighbour one of `fused`'s), or, one part at most,
    changed, at most half of its matched neighbours elsewhere (a batch norm's training backward reads the batch
    sums, its eval backward does not). The parts held whole fit in `fused` side by side, all of them reach every
    neighbour `fused` has and do most of its work, and the changed one is no more alike a kernel of `fused`'s side
    in its place (a rival: a kernel of `own`, `fused`'s side, other than `fused` and not `taken` by a fusion found
    already): that one would be it, changed. Library calls are their op, no fusion of ops.
    A kernel no kernel feeds or reads (a small program's one fusion, from the graph's inputs to its outputs) has no
    place to compare: its parts are leftovers with no matched neighbour that feed and read only one another, and its
    rivals kernels as alone as it is."""
    own_place, other_place = (places.of_base, places.of_head) if fused_in_base else (places.of_head, places.of_base)
    place = own_place(fused)
    alone = not place and not fused.producers and not fused.consumers
    if len(fused.leaves) < 2 or not (place or alone) or _runs_library_call(fused):
        return []
    whole: list[Kernel] = []
    changed: list[Kernel] = []
    for part in others:
        part_place = other_place(part)
        out_of_place = bool(part_place) if alone else not part_place or part_place.keys().isdisjoint(place)
        if out_of_place or _runs_library_call(part):
            continue
        if not pass_holds(fused, part) or not _mostly(part, fused):
            continue
        elsewhere = len(part_place.keys() - place.keys())
        if not elsewhere and holds(fused.work, part.work):
            whole.append(part)
        elif elsewhere * 2 <= len(part_place):
            changed.append(part)
    if not whole or len(changed) > 1 or len(whole) + len(changed) < 2:
        return []
    if not holds(fused.work, sum((p.work for p in whole), Counter())):
        return []
    parts = [*whole, *changed]
    if not place.keys() <= {key for part in parts for key in other_place(part)}:
        return []
    if alone and not _feed_only_one_another(parts):
        return []
    if common(fused.work, sum((p.work for p in parts), Counter())) * 2 <= fused.work.total():
        return []
    # Looked for only here, where a part changed: a side may leave thousands of kernels to look through.
    rivals = [k for k in own if k is not fused and id(k) not in taken] if changed else []
    for part in changed:
        part_place = other_place(part)
        placed = [r for r in rivals if same_pass(part, r) and _placed_alike(part_place, own_place(r), r, alone)]
        if any(_mostly(part, rival) or _mostly(rival, part) for rival in placed):
            return []
    return sorted(parts, key=attrgetter("position"))


def _feed_only_one_another(kernels: list[Kernel]) -> bool:
    """No kernel outside `kernels` feeds or reads any of them."""
    ids = {id(kernel) for kernel in kernels}
    return all(id(n) in ids for kernel in kernels for n in (*kernel.producers, *kernel.consumers))


def _placed_alike(
    place: Counter[tuple[str, int]], rival_place: Counter[tuple[str, int]], rival: Kernel, alone: bool
) -> bool:
    """A rival sits where a part does: sharing some of its place, or, for the parts of a kernel alone, alone too."""
    if alone:
        return not rival.producers and not rival.consumers
    return not place.keys().isdisjoint(rival_place)


def _sides(matching: Matching, *, base_first: bool) -> tuple[list[Kernel], list[Kernel]]:
    """The kernels each side leaves, the base's first where `base_first`."""
    return (matching.base_left, matching.head_left) if base_first else (matching.head_left, matching.base_left)


def lost_fusions(matching: Matching) -> None:
    """Stage 4, lost fusions: a base kernel of two or more ops (with stable tensor ids, any base kernel) whose work
    is now spread over several head kernels is a lost fusion; the pieces are new kernels. See docs/matching.md."""
    pieces: set[int] = set()
    split: set[int] = set()
    in_place = _HeadLeftoversInPlace(matching, _Places(matching))
    for kernel, parts in matching.parts_finder(from_base=True)(
        _fusion_candidates(matching, from_base=True), matching.head_left
    ):
        if len(parts) >= 2 and (len(kernel.leaves) >= 2 or matching.stable_ids):
            if _epilogue_moved(kernel, parts, matching, parts_in_base=False):
                matching.epilogues.append(EpilogueMove(kernel, parts, fused_in_base=True))
                matching.set_aside({id(kernel), *(id(p) for p in parts)})
                continue
            if not _held_whole(kernel, parts) and _changed_in_place(kernel, parts, in_place):
                continue
            matching.lost.append((kernel, parts))
            pieces |= {id(p) for p in parts}
            split.add(id(kernel))
    matching.new += [k for k in matching.head_left if id(k) in pieces]
    matching.set_aside(pieces | split)


def _held_whole(kernel: Kernel, parts: list[Kernel]) -> bool:
    """Every leaf of `kernel` is one of `parts`' leaves, as many times."""
    held: Counter[LeafKey] = Counter()
    for part in parts:
        held.update(part.leaf_counts)
    return holds(held, kernel.leaf_counts)


def _changed_in_place(kernel: Kernel, parts: list[Kernel], in_place: _HeadLeftoversInPlace) -> bool:
    """A base kernel the fusion search found only some pieces of is one head leftover changed: one writing the very
    shapes it wrote (dtypes and a view's leading sizes of 1 aside), mostly doing its work, in its place and none of
    those pieces (a norm's gradient sums written out against `F.layer_norm`'s: the same sums, their inputs
    converted; the pieces were the next kernels' sums)."""
    taken = {id(part) for part in parts}
    return any(
        id(other) not in taken and other.output_shapes == kernel.output_shapes and _mostly(kernel, other)
        for other in in_place.of(kernel)
    )


class _HeadLeftoversInPlace:
    """The head leftovers sharing some of a base kernel's place in the dataflow."""

    def __init__(self, matching: Matching, places: _Places) -> None:
        self.matching = matching
        self.places = places

    @functools.cached_property
    def beside(self) -> dict[tuple[str, int], list[Kernel]]:
        """Head leftovers by each neighbour paired so far: built once, when first asked."""
        by_neighbour: dict[tuple[str, int], list[Kernel]] = defaultdict(list)
        for kernel in self.matching.head_left:
            for neighbour in self.places.of_head(kernel):
                by_neighbour[neighbour].append(kernel)
        return by_neighbour

    def of(self, kernel: Kernel) -> Iterator[Kernel]:
        for neighbour in self.places.of_base(kernel):
            yield from self.beside.get(neighbour, ())


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
    library = [
        (leaf, key) for leaf, key in zip(fused.leaves, fused.leaf_keys, strict=True) if "computes" in leaf.attributes
    ]
    if len(library) != 1 or len(fused.leaves) < 2:
        return False
    ((op, key),) = library
    holding = [
        (leaf, leaf_key)
        for part in parts
        for leaf, leaf_key in zip(part.leaves, part.leaf_keys, strict=True)
        if "computes" in leaf.attributes
    ]
    if len(holding) != 1 or holding[0][1] != key:
        return False
    side = 0 if parts_in_base else 1
    part_op = holding[0][0]
    if op.kind in GEMM_FUSION_OPS:  # a dot inside an XLA Triton gemm fusion
        precision = _precision(op)
        return part_op.kind in LIBRARY_CALL_KINDS and precision in matching.triton_gemm_precisions[side]
    return part_op.kind != op.kind or (matching.fuses_epilogues[side] and not _fixed_template(op, part_op))


def _fixed_template(*ops: Node) -> bool:
    """An Inductor template chosen before fusion (`TritonTemplateBuffer`: one backend to choose from, or its fusions
    not timed), on either side: what fuses into it then follows the fusion settings, not the autotuner, which times
    the ops a template takes in only where it prints the template as a `MultiTemplateBuffer`."""
    return any(op.ops[:1] == (FIXED_TEMPLATE,) for op in ops)


def _triton_gemm_precisions(kernels: list[Kernel]) -> frozenset[str]:
    return frozenset(
        _precision(leaf)
        for kernel in kernels
        if is_triton_gemm(kernel.node.attributes)
        for leaf in kernel.leaves
        if "computes" in leaf.attributes
    )


def _precision(op: Node) -> str:
    return str(op.attributes["computes"].get("precision", "default"))


def _fuses_epilogues(kernels: list[Kernel]) -> bool:
    """Some kernel runs a library op with ops after it: the compiler fuses epilogues into templates there."""
    return any(
        len(kernel.leaves) >= 2 and any("computes" in leaf.attributes for leaf in kernel.leaves) for kernel in kernels
    )


def _fusion_candidates(matching: Matching, *, from_base: bool) -> list[Kernel]:
    """The kernels of one side that may be a fusion: without tensor ids to follow, a kernel of one leaf fuses
    nothing and never fell apart. (Leaving them out changes no other claim: the parts search serves them last.)"""
    kernels = matching.base_left if from_base else matching.head_left
    return kernels if matching.stable_ids else [k for k in kernels if len(k.leaves) >= 2]


def lost_ops(matching: Matching) -> None:
    """Stage 4, lost ops: a head kernel whose work is mostly (over half) that of a base kernel no fusion split (its
    other ops are gone, not in other kernels), writing no output the base kernel did not, is that kernel having lost
    ops: changed, however much it lost. The reverse of a kernel that gained more than its own work, new (stage 3).
    Where the base kernel also grew into a head kernel as gained ops pairs them, the more alike pair wins. See
    docs/matching.md."""
    if len(matching.base_left) * len(matching.head_left) > SIMILARITY_BUDGET:
        return
    # Ranked by how alike the two are both ways: of two base kernels a head kernel is mostly, the nearer to it whole.
    lost = [
        (overlap(source.work, target.work), source, target)
        for target in matching.head_left
        for source in matching.base_left
        if _mostly(target, source) and holds(source.output_shapes, target.output_shapes) and same_pass(source, target)
    ]
    # A kernel's few ops are in many a bigger one: where the base kernel also grew into a head kernel in its place
    # (dropout's mask joins a layer norm's backward, and the dropout's own backward is a new kernel of a few of the
    # same ops), the more alike of the two is that kernel; gained ops pairs it next.
    rivals = _gained_ops_proposals(matching)
    lost_ids = {(id(source), id(target)) for _, source, target in lost}
    won = [(s, t) for s, t in best_first(_ranked(lost + rivals)) if (id(s), id(t)) in lost_ids]
    matching.record(won, "lost ops")


def gained_ops(matching: Matching) -> None:
    """Stage 4, gained ops, the mirror of lost ops: a base kernel whose work is mostly (over half) in a head kernel
    in its place in the dataflow, that writes every output it wrote and takes in more inputs (or fewer, recomputing
    what it read), no longer runs some kind of op it ran, or at most doubled its ops, is that kernel grown or
    rewritten, changed (freezing off puts batch norm's statistics and affine back between a conv and its relu; GELU's
    tanh form for its erf form, which the CPU computes in two fused nodes). A small kernel's few ops are in many a
    bigger one: the place says which, if any (a kernel with no neighbour, its only fit). Work more than doubled on the
    same inputs, every op kept, stays new (stage 3): something else is computed beside it. See docs/matching.md."""
    if len(matching.base_left) * len(matching.head_left) > SIMILARITY_BUDGET:
        return
    _assign(matching, _gained_ops_proposals(matching), "gained ops")


def _gained_ops_proposals(matching: Matching) -> list[tuple[float, Kernel, Kernel]]:
    places = _Places(matching)
    grown = [
        (source, target)
        for target in matching.head_left
        for source in matching.base_left
        if _mostly(source, target)
        and same_pass(source, target)
        # Fewer inputs: it computes again what it read (a saved activation the partitioner now recomputes). On the
        # same inputs with every op kept, at most doubled (as in share): the same result written out at more length.
        and (
            len(target.reads) != len(source.reads)
            or not target.op_counts.keys() >= source.op_counts.keys()
            or ops_share_of(target, source) >= 0.5
        )
        and holds(target.output_shapes, source.output_shapes)
    ]
    unplaced = _unplaced_only_fits(grown)
    return [
        (overlap(source.work, target.work), source, target)
        for source, target in grown
        if ((place := places.of_base(source)) and overlap(place, places.of_head(target)) >= SIMILARITY_FLOOR)
        or (id(source), id(target)) in unplaced
    ]


def _unplaced_only_fits(pairs: list[tuple[Kernel, Kernel]]) -> set[tuple[int, int]]:
    """The ids of the pairs whose base kernel has no neighbour in the dataflow (no place to agree or disagree with:
    a backward kernel reading only the graph's inputs, whose recomputation on the head side feeds another) and in
    which each is the other's only fit. A head kernel without the producer its base kernel had is fed otherwise."""
    sources = Counter(id(source) for source, _ in pairs)
    targets = Counter(id(target) for _, target in pairs)
    return {
        (id(source), id(target))
        for source, target in pairs
        if sources[id(source)] == targets[id(target)] == 1 and not source.producers and not source.consumers
    }


def similar(matching: Matching) -> None:
    """Stage 5, similarity: leftovers of one kind that share most of their leaves are one kernel whose content
    changed; so are those whose leaves all differ a little but whose ops are nearly the same (a compiler upgrade
    touching every body), and those that sit in the same place of the dataflow (fed by, or feeding, kernels paired
    with each other) and share most of their ops (an extra op fused into a kernel) or are one op of one kind each;
    never two that sit in other places. See docs/matching.md."""
    places = _Places(matching)
    by_kind: dict[str, list[Kernel]] = defaultdict(list)
    for kernel in matching.head_left:
        by_kind[work_kind(kernel)].append(kernel)
    scored = []
    for source in matching.base_left:
        candidates = by_kind.get(work_kind(source), [])
        if len(candidates) * len(matching.base_left) > SIMILARITY_BUDGET:
            continue
        source_place = places.of_base(source)
        for target in (t for t in candidates if same_pass(source, t)):
            score = overlap(source.leaf_counts, target.leaf_counts)
            if score < SIMILARITY_FLOOR:
                by_ops = overlap(source.op_counts, target.op_counts)
                same_name = bool(source.node.kernel) and same_kernel_name(source, target)
                place_likeness = overlap(source_place, places.of_head(target)) if source_place else 0.0
                same_place = place_likeness >= SIMILARITY_FLOOR
                if by_ops >= NEAR_SAME_OPS or ((same_name or same_place) and by_ops >= SIMILARITY_FLOOR):
                    score = by_ops
                elif same_name and same_place and source.outputs == target.outputs:
                    # Inductor unrolls a reduction over a few elements (`unroll_reductions_threshold`): a batch
                    # change turns four loads and adds into one loop, the same kernel with another body.
                    score = SIMILARITY_FLOOR
                elif same_place and _one_op(source) and _one_op(target):
                    # One op of one kind each, in one place: XLA names an op after the primitive it was folded
                    # with (a dot that took in a transpose is named after the transpose), so the names may differ.
                    score = SIMILARITY_FLOOR
                elif place_likeness and source.unconverted_leaves == target.unconverted_leaves:
                    # The same work but for converts, beside a neighbour of its own: a precision change (XLA computes
                    # a bfloat16 tanh in float32), which changed the kernels around it too.
                    score = SIMILARITY_FLOOR
            if score >= SIMILARITY_FLOOR and _not_elsewhere(source, target, places):
                scored.append((score, source, target))
    proposals = _calls_switched(matching, places) + _user_kernels_in_place(matching, places)
    _assign(matching, scored + proposals + _same_computation_in_place(matching, places), "similarity")


def _same_computation_in_place(matching: Matching, places: _Places) -> list[tuple[float, Kernel, Kernel]]:
    """Leftovers computing the same values (`Kernel.computation`) in the same place of the dataflow, however they
    move and index the data: the pieces of a concatenation as one kernel's fused nodes, or as one node selecting
    each piece under a mask (Inductor's pointwise `cat`). Places compare by the neighbours they hold, not by how
    many buffers go to each: the fused pieces each write one."""
    by_computation: dict[frozenset[tuple[str, int]], list[Kernel]] = defaultdict(list)
    for kernel in matching.head_left:
        if kernel.computation:
            by_computation[frozenset(kernel.computation.items())].append(kernel)
    proposals = []
    for source in matching.base_left:
        if not (place := places.of_base(source)) or not source.computation:
            continue
        candidates = by_computation.get(frozenset(source.computation.items()), [])
        if len(candidates) * len(matching.base_left) > SIMILARITY_BUDGET:
            continue
        for target in candidates:
            if (score := overlap(Counter(place.keys()), Counter(places.of_head(target).keys()))) >= SIMILARITY_FLOOR:
                proposals.append((score, source, target))
    return proposals


def _user_kernels_in_place(matching: Matching, places: _Places) -> list[tuple[float, Kernel, Kernel]]:
    """A kernel the user wrote (a `@triton.jit` kernel the compiled function calls, a Pallas call) and a leftover of
    the other side, the compiler's or the user's, writing the same shapes in the same place of the dataflow: the
    work done there by another implementation (x * sigmoid(x) as a Pallas kernel instead of XLA's fusion of it)."""
    proposals = []
    # Only pairs with a user's kernel on one side are looked at: leftovers can number thousands on both sides.
    user_targets = [target for target in matching.head_left if _user_kernel(target)]
    for source in matching.base_left:
        targets = matching.head_left if _user_kernel(source) else user_targets
        if not targets or not (place := places.of_base(source)):
            continue
        for target in targets:
            if (
                _shaped_outputs(source) == _shaped_outputs(target)
                and (score := overlap(place, places.of_head(target))) >= SIMILARITY_FLOOR
            ):
                proposals.append((score, source, target))
    return proposals


def _user_kernel(kernel: Kernel) -> bool:
    return bool(kernel.node.attributes.get("user_kernel"))


def _shaped_outputs(kernel: Kernel) -> Counter[str]:
    """The shapes of what it writes, but for outputs of no shape: Inductor gives a user's kernel, which writes
    into a buffer made for it (`torch.empty_like`), a `MutationOutput` of no layout beside that buffer."""
    return Counter({shape: count for shape, count in kernel.output_shapes.items() if shape})


def _calls_switched(matching: Matching, places: _Places) -> list[tuple[float, Kernel, Kernel]]:
    """Library calls of one op each, of other ops, writing the same shapes (or as many elements: a 1x1 convolution's
    output as the rows of an `addmm`, Inductor's `conv_1x1_as_mm`) in the same place of the dataflow: one op launched
    through another call (a float8 `_scaled_mm` for a bfloat16 `mm`, its operands quantized before it)."""
    base_calls = [k for k in matching.base_left if _one_library_op(k)]
    head_calls = [k for k in matching.head_left if _one_library_op(k)]
    if len(base_calls) * len(head_calls) > SIMILARITY_BUDGET:
        return []
    # Counted once per call, not per pair. No collective's: its output's shape says which collective it is (an
    # all-gather's rows against an all-reduce's of the same elements).
    elements = {id(k): _elements(k) for k in (*base_calls, *head_calls) if not COLLECTIVE.search(work_kind(k))}
    proposals = []
    for source in base_calls:
        if not (place := places.of_base(source)):
            continue
        for target in head_calls:
            if (
                work_kind(source) != work_kind(target)
                and (
                    source.output_shapes == target.output_shapes
                    or ((written := elements.get(id(source))) is not None and written == elements.get(id(target)))
                )
                and (score := overlap(place, places.of_head(target))) >= SIMILARITY_FLOOR
            ):
                proposals.append((score, source, target))
    return proposals


def _elements(kernel: Kernel) -> Counter[str]:
    """How many elements of each dtype it writes, whatever their shapes (a shape of symbolic sizes as it is)."""
    return Counter(
        f"{output.partition('[')[0]}:{math.prod(dims)}" if (dims := _dims(output)) else output
        for output in _written(kernel)
    )


def _one_library_op(kernel: Kernel) -> bool:
    return _runs_library_call(kernel) and _one_op(kernel)


def _one_op(kernel: Kernel) -> bool:
    """The kernel runs a single op, which its leaf is named after (an XLA instruction, a library call); an Inductor
    node of many ops is not one."""
    return len(kernel.leaf_keys) == 1 and kernel.leaf_keys[0][1][:1] == (work_kind(kernel),)


def placed_leftovers(matching: Matching) -> None:
    """Stage 5, placed leftovers: the pairs similarity made give the leftovers beside them the place in the dataflow
    they lacked (a gemm's bias moved into the pointwise kernel after it: the gemm pairs once the kernel before it
    has, the pointwise kernel once the gemm has); gained ops and similarity run again while that pairs more. See
    docs/matching.md."""
    for _ in range(PLACE_ROUNDS):
        paired = len(matching.pairs)
        gained_ops(matching)
        similar(matching)
        if len(matching.pairs) == paired:
            return


def library_call_for_many(matching: Matching) -> None:
    """Stage 5, a library call for many kernels: leftover kernels running one library op each (flash attention; a
    cuDNN fused attention and its backward, next to each other), whose other dataflow neighbours are all paired (but
    for leftovers feeding library calls alone: a causal mask every layer's call reads), against two or more leftovers
    of the other side that sit between those neighbours' counterparts and nowhere else (the op decomposed: matmuls
    and a softmax, as SDPA's math backend or XLA's own attention runs it) are that work spread over them: a lost
    fusion where the library calls are the base's, a new fusion where they are the head's (of two calls next to each
    other, each takes the kernels nearest to it in the schedule). See docs/matching.md."""
    _done_by_many(matching, lambda own: _adjacent_groups([k for k in own if _runs_library_call(k)]))


def merged_dots(matching: Matching) -> None:
    """Stage 3, merged dots: a leftover kernel running one dot (beside ops that only move data: the concatenated
    weights XLA's dot merger fuses in) against two or more leftovers of the other side running one dot each, of one
    output shape, that read what its producers' counterparts write and whose outputs' last dimensions add up to its
    own, is those dots merged into one gemm over their weights (a layer's q, k and v projections of one input): a new
    fusion where it is the head's, a lost fusion where it is the base's (its pieces new). See docs/matching.md."""
    dot_shapes = {
        id(kernel): shape
        for kernel in (*matching.base_left, *matching.head_left)
        if (shape := _one_dot_shape(kernel)) is not None
    }
    if not dot_shapes:
        return
    places = _Places(matching)
    for merged_in_base in (True, False):
        own, other = _sides(matching, base_first=merged_in_base)
        own_place, other_place = (
            (places.of_base, places.of_head) if merged_in_base else (places.of_head, places.of_base)
        )
        by_shape: dict[tuple[str, tuple[int, ...]], list[Kernel]] = defaultdict(list)
        for kernel in other:
            if (shape := dot_shapes.get(id(kernel))) is not None:
                by_shape[shape].append(kernel)
        if not by_shape:
            continue
        own_dots = Counter(
            (shape, match)
            for kernel in own
            if (shape := dot_shapes.get(id(kernel))) is not None
            for match in _fed_by(own_place(kernel))
        )
        taken: set[int] = set()
        sliced: list[tuple[Kernel, Kernel]] = []
        for kernel in own:
            if (shape := dot_shapes.get(id(kernel))) is None:
                continue
            if not (inputs := _fed_by(own_place(kernel))):
                continue
            candidates = [
                (part_shape, [k for k in dots if id(k) not in taken and inputs & _fed_by(other_place(k))])
                for part_shape, dots in by_shape.items()
                if part_shape[0] == shape[0] and len(part_shape[1]) == len(shape[1])
            ]
            fitting = [
                (part_shape, dots)
                for part_shape, dots in candidates
                if len(dots) >= 2 and part_shape[1][-1] * len(dots) == shape[1][-1]
            ]
            # Not where its side leaves another dot of its shape on those inputs: each is one of the others resized
            # (grouped-query attention's key and value projections, half as wide), not their merge.
            if not fitting or any(own_dots[(shape, match)] > 1 for match in inputs):
                continue
            # Of the shapes that add up, the one agreeing with it in the most leading sizes (the forward projection's
            # batch rows, not a weight gradient's split-K partial sums of the same width).
            _, parts = max(fitting, key=lambda fit: sum(a == b for a, b in zip(fit[0][1], shape[1], strict=True)))
            taken |= {id(p) for p in parts} | {id(kernel)}
            if merged_in_base:
                matching.lost.append((kernel, parts))
                matching.new += parts
            else:
                matching.fused.append((kernel, parts))
            readers = _slicing_consumers(kernel, parts, own, other, taken)
            sliced += [pair if merged_in_base else (pair[1], pair[0]) for pair in readers]
            taken |= {id(k) for pair in readers for k in pair}
        matching.set_aside(taken)
        matching.record(sliced, "merged dots")


# Ops that only move data, which XLA fuses into a gemm (the weights the dot merger concatenates, an operand's layout).
DATA_MOVES = frozenset({"concatenate", "reshape", "bitcast", "transpose", "copy", "slice"})


def _one_dot_shape(kernel: Kernel) -> tuple[str, tuple[int, ...]] | None:
    """(dtype, sizes) of what a kernel running one dot (XLA's, or a library gemm call) and only data moves besides
    writes, where it writes one tensor (a library call's workspace aside)."""
    # Asked of every leftover: only a leaf computing a library op has a key naming layouts to leave out.
    computes_one = any("computes" in leaf.attributes for leaf in kernel.leaves)
    kinds = [kind for kind, _ in (kernel.shape_free_keys if computes_one else kernel.leaf_keys)]
    if sum(kind in DOTS for kind in kinds) != 1 or not all(kind in DOTS or kind in DATA_MOVES for kind in kinds):
        return None
    written = _written(kernel)
    if len(written) != 1 or not (sizes := _dims(written[0])):
        return None
    return written[0].partition("[")[0], sizes


def _written(kernel: Kernel) -> list[str]:
    """The shapes a kernel writes but for a library call's workspace."""
    return [shape for shape in kernel.outputs if not WORKSPACE.fullmatch(shape)]


def _dims(shape: str) -> tuple[int, ...]:
    """`bf16[1024, 1536]` -> (1024, 1536); () for a scalar or sizes that are not all numbers (a symbolic size)."""
    sized = SIZED.fullmatch(shape)
    return tuple(int(size) for size in sized[1].split(", ")) if sized and sized[1] else ()


def _fed_by(place: Counter[tuple[str, int]]) -> set[int]:
    """The matches of the producers in a kernel's `_place`."""
    return {match for direction, match in place if direction == "in"}


def _slicing_consumers(
    merged: Kernel, parts: list[Kernel], own: list[Kernel], other: list[Kernel], taken: set[int]
) -> list[tuple[Kernel, Kernel]]:
    """Leftovers reading the merged dot that slice their part out of its output, each with a leftover reading one of
    the dots it merged that does the same work on as many elements without the slice (XLA fuses the slice into the
    consumer: a transpose of q, k or v into heads): (on the merged dot's side, on the other side)."""
    own_left, other_left = {id(k) for k in own}, {id(k) for k in other}
    readers = [k for p in parts for k in p.consumers if id(k) in other_left and id(k) not in taken]
    slicing = [
        k
        for k in merged.consumers
        if id(k) in own_left and id(k) not in taken and any(kind == "slice" for kind, _ in k.leaf_keys)
    ]
    by_work: dict[Hashable, list[Kernel]] = defaultdict(list)
    for reader in dict.fromkeys(readers):
        by_work[_unsliced_work(reader)].append(reader)
    pairs = []
    for kernel in slicing:
        if matches := by_work.get(_unsliced_work(kernel)):
            pairs.append((kernel, matches.pop(0)))
    return pairs


def _unsliced_work(kernel: Kernel) -> Hashable:
    """The kinds of op a kernel runs but for slicing, and how many elements it writes."""
    work = frozenset(Counter(kind for kind, _ in kernel.leaf_keys if kind != "slice").items())
    return work, sum(math.prod(_dims(shape)) for shape in _written(kernel))


def fused_for_many(matching: Matching) -> None:
    """Stage 4, a fused kernel for many: a leftover kernel of two or more leaves whose dataflow neighbours are all
    paired, against two or more leftovers of the other side that sit between those neighbours' counterparts and
    nowhere else, is their work done another way in one kernel (a rotary embedding Inductor fuses whole in real
    numbers, and runs as casts and ATen calls in complex ones): a lost fusion where it is the base's, a new fusion
    where it is the head's, whatever ops the two ways share. So is a leftover kernel no kernel feeds or reads, the
    only one of its side, against the only leftovers of the other side feeding only one another, all of them, where
    it does most of each one's work (a slice assigned where a scatter of indices was: copy, scatter and relu against one
    kernel selecting by column). A kernel of one node is their work where it computes exactly what they compute
    together, moving and indexing data aside (a concatenation's 16 blocks as one node selecting each under a mask).
    See docs/matching.md."""
    _done_by_many(matching, _each_fused_kernel, alone=True)
    _done_by_many(matching, _each_one_node_kernel, alone=True, same_computation=True)
    for from_base in (True, False):
        own, other = _sides(matching, base_first=from_base)
        if (pair := _isolated_for_many(own, other)) is not None:
            kernel, many = pair
            if from_base:
                matching.lost.append((kernel, many))
                matching.new += many
            else:
                matching.fused.append((kernel, many))
            matching.set_aside({id(k) for k in (kernel, *many)})


def fused_for_many_beside_changed(matching: Matching) -> None:
    """Stage 4, a fused kernel for many beside a changed kernel: `fused_for_many` again once lost and gained ops paired
    the kernels that changed, so that a kernel whose neighbour changed too has a place to look in (`x.var()`'s one
    Welford pass against a mean and a sum of squares in three kernels, each finishing kernel changed). See
    docs/matching.md."""
    _done_by_many(matching, _each_fused_kernel, alone=True)


def _isolated_for_many(own: list[Kernel], other: list[Kernel]) -> tuple[Kernel, list[Kernel]] | None:
    """The one leftover of `own` that no kernel feeds or reads, and the leftovers of `other` that form the one group
    of two or more feeding only one another (nothing outside it feeds or reads them), where most of each one's work
    (counted in ops) is work it does: the graph's inputs to its outputs, done by one kernel or by many. A kernel of
    other work among them (a new input computed) is the program changed around the fusion, not only the fusion."""
    isolated = [k for k in own if not k.producers and not k.consumers]
    if len(isolated) != 1 or any(not k.producers and not k.consumers for k in other):
        return None
    groups = [group for group in _adjacent_groups(other) if len(group) >= 2 and _feed_only_one_another(group)]
    if len(groups) != 1:
        return None
    (kernel,), (group,) = isolated, groups
    return (kernel, group) if all(_mostly(member, kernel) for member in group) else None


def _each_fused_kernel(kernels: list[Kernel]) -> list[list[Kernel]]:
    """Each kernel of two or more leaves that runs no library call, a group of its own; not a dot among data moves,
    which is dots merged where the other side's dots' widths add up to its own, and another gemm where they do not
    (`merged_dots`)."""
    return [[k] for k in kernels if len(k.leaves) >= 2 and not _runs_library_call(k) and _one_dot_shape(k) is None]


def _each_one_node_kernel(kernels: list[Kernel]) -> list[list[Kernel]]:
    """Each kernel of one node that computes something and runs no library call, a group of its own."""
    return [[k] for k in kernels if len(k.leaves) == 1 and k.computation and not _runs_library_call(k)]


def _done_by_many(
    matching: Matching,
    groups_of: Callable[[list[Kernel]], list[list[Kernel]]],
    *,
    alone: bool = False,
    same_computation: bool = False,
) -> None:
    """Groups of leftovers of one side (`groups_of` them) each doing the work of the leftovers of the other side
    between its paired neighbours' counterparts: lost fusions where the groups are the base's, new fusions where
    they are the head's. `alone`: only where a group is all its side leaves in that place (two leftovers there, each
    changed, are not one fusion against the other two). `same_computation`: only where each kernel of the group
    computes exactly what the leftovers it takes compute together (`Kernel.computation`)."""
    places = _Places(matching)
    for from_base in (True, False):
        own, other = _sides(matching, base_first=from_base)
        own_match, other_match = (
            (places.base_match, places.head_match) if from_base else (places.head_match, places.base_match)
        )
        taken: set[int] = set()
        groups = groups_of(own)
        if len(groups) * len(other) > SIMILARITY_BUDGET:
            continue  # each group looks through the other side's leftovers
        leftovers, grouped = {id(k) for k in own}, {id(k) for group in groups for k in group}
        # A leftover feeding the groups alone (a causal mask every layer's attention call takes in, which the other
        # side computes inside its softmax) is no place to look in.
        feeding = {
            id(p)
            for group in groups
            for k in group
            for p in k.producers
            if id(p) in leftovers and id(p) not in grouped and all(id(c) in grouped for c in p.consumers)
        }
        for group in groups:
            members = {id(k) for k in group}
            passed_over = members | feeding
            before = {own_match.get(id(p)) for k in group for p in k.producers if id(p) not in passed_over}
            after = {own_match.get(id(c)) for k in group for c in k.consumers if id(c) not in members}
            if None in before or None in after or not before | after:
                continue  # a neighbour not matched, or none at all: no place to look in
            region = _between([k for k in other if id(k) not in taken], before, after, other_match)
            shares = _nearest_in_schedule(group, region)
            if any(len(share) < 2 for share in shares):
                continue
            if same_computation and any(
                kernel.computation != sum((k.computation for k in share), Counter())
                for kernel, share in zip(group, shares, strict=True)
            ):
                continue
            # Last: it looks through all of this side's leftovers, which the budget above does not bound.
            if alone and {id(k) for k in _between(own, before, after, own_match)} != members:
                continue
            taken |= {id(k) for k in (*region, *group)}
            for kernel, share in zip(group, shares, strict=True):
                if from_base:
                    matching.lost.append((kernel, share))
                    matching.new += share
                else:
                    matching.fused.append((kernel, share))
        matching.set_aside(taken)


def _runs_library_call(kernel: Kernel) -> bool:
    return "computes" in kernel.node.attributes or kernel.node.kind == "custom-call"


def _adjacent_groups(kernels: list[Kernel]) -> list[list[Kernel]]:
    """`kernels` in groups of those feeding one another, each group in schedule order."""
    within = {id(k) for k in kernels}
    grouped: set[int] = set()
    groups = []
    for kernel in kernels:
        if id(kernel) not in grouped:
            group = _connected([kernel], within)
            grouped |= group.keys()
            groups.append(sorted(group.values(), key=attrgetter("position")))
    return groups


def _connected(seeds: list[Kernel], within: set[int]) -> dict[int, Kernel]:
    """`seeds` and the kernels of `within` they reach through producers and consumers of `within`, by id."""
    reached: dict[int, Kernel] = {}
    queue = list(seeds)
    while queue:
        kernel = queue.pop()
        if id(kernel) not in reached:
            reached[id(kernel)] = kernel
            queue += [n for n in (*kernel.producers, *kernel.consumers) if id(n) in within]
    return reached


def _nearest_in_schedule(group: list[Kernel], region: list[Kernel]) -> list[list[Kernel]]:
    """`region` shared out among `group`, each kernel to the one of the group nearest to it in the schedule."""
    shares: list[list[Kernel]] = [[] for _ in group]
    for kernel in region:
        nearest = min(range(len(group)), key=lambda index: abs(group[index].position - kernel.position))
        shares[nearest].append(kernel)
    return shares


def _between(
    left: list[Kernel], before: set[int | None], after: set[int | None], match: dict[int, int]
) -> list[Kernel]:
    """The leftovers next to kernels matched into `before` (fed by them) or `after` (feeding them), and the
    leftovers connected to those, where all of them read only from each other and `before` (or graph inputs) and
    feed only each other and `after` (or graph outputs); else none."""
    seeds = [
        k
        for k in left
        if any(match.get(id(p)) in before for p in k.producers) or any(match.get(id(c)) in after for c in k.consumers)
    ]
    region = _connected(seeds, {id(k) for k in left})
    outside_producers = [p for k in region.values() for p in k.producers if id(p) not in region]
    outside_consumers = [c for k in region.values() for c in k.consumers if id(c) not in region]
    if any(match.get(id(p)) not in before for p in outside_producers):
        return []
    if any(match.get(id(c)) not in after for c in outside_consumers):
        return []
    return sorted(region.values(), key=attrgetter("position"))


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


def unrolled_copies(matching: Matching) -> None:
    """Stage 5, unrolled copies: a leftover kernel in a loop body doing the work of a paired kernel of the same body
    once or a whole number of times over, on the same outputs, where its loop runs a whole fraction as often as on
    the other side (XLA's known trip count 8 -> 4 for a body unrolled twice), is that kernel unrolled: the same
    launches in all, not a new kernel (nor, the other way, a removed one). See docs/matching.md."""
    for copies_in_head, leftovers in ((True, matching.head_left), (False, matching.base_left)):
        in_loops = [kernel for kernel in leftovers if "trip_count" in kernel.node.attributes]
        if not in_loops:
            continue
        paired_in_body: dict[str, list[tuple[Kernel, Kernel]]] = defaultdict(list)
        for base, head, _stage in matching.pairs:
            if (body := (head if copies_in_head else base).node.attributes.get("computation")) is not None:
                paired_in_body[body].append((base, head))
        found: dict[int, Unrolled] = {}
        taken: set[int] = set()
        for copy in in_loops:
            for base, head in paired_in_body.get(copy.node.attributes.get("computation") or "", ()):
                original, other = (head, base) if copies_in_head else (base, head)
                if _copy_of(copy, original) and _runs_fewer_times(original, other):
                    found.setdefault(id(original), Unrolled(base, head, [], copies_in_head)).copies.append(copy)
                    taken.add(id(copy))
                    break
        matching.unrolled += found.values()
        matching.set_aside(taken)


def _copy_of(copy: Kernel, original: Kernel) -> bool:
    """`copy` sits in `original`'s loop body and does its work a whole number of times over, on its outputs."""
    body = original.node.attributes.get("computation")
    if body is None or copy.node.attributes.get("computation") != body or copy.outputs != original.outputs:
        return False
    if copy.leaf_counts.keys() != original.leaf_counts.keys():
        return False
    times = {count / original.leaf_counts[key] for key, count in copy.leaf_counts.items()}
    return len(times) == 1 and float(times.pop()).is_integer()


def _runs_fewer_times(kernel: Kernel, counterpart: Kernel) -> bool:
    """`kernel`'s loop runs a whole fraction as often as `counterpart`'s: its body was unrolled that many times."""
    trips, other = kernel.node.attributes.get("trip_count"), counterpart.node.attributes.get("trip_count")
    return isinstance(trips, int) and isinstance(other, int) and 0 < trips < other and other % trips == 0


def padded_operands(matching: Matching) -> None:
    """Stage 5, padded operands: a leftover that copies data under an index mask (loads, stores, an index compared
    with a bound; or also what fused into the copy: a normalisation of the operand) and feeds only library ops, one
    of them paired with the other side's and bigger on the leftover's side by sizes rounded up to an aligned multiple
    (a gemm's 4 columns as 8), is that op's operand padded: Inductor's pad_mm, which benchmarks the padded op against
    the plain one, so a rerun may choose either. One changed finding naming it, both ways. See docs/matching.md."""
    calls = {
        id(kernel): (base, head)
        for base, head, _ in matching.pairs
        if "computes" in base.node.attributes and "computes" in head.node.attributes
        for kernel in (base, head)
    }
    padded: dict[int, Padded] = {}
    for in_head, left in ((True, matching.head_left), (False, matching.base_left)):
        for kernel in left:
            if (pair := _padded_pair(kernel, calls, in_head=in_head)) is not None:
                base, head = pair
                entry = padded.setdefault(id(base), Padded(base, head, [], in_head))
                if entry.in_head == in_head:
                    entry.padding.append(kernel)
    matching.padded = list(padded.values())
    matching.set_aside({id(k) for entry in matching.padded for k in entry.padding})


def _padded_pair(
    kernel: Kernel, calls: dict[int, tuple[Kernel, Kernel]], *, in_head: bool
) -> tuple[Kernel, Kernel] | None:
    """The pair of library ops one of whose operands `kernel` (on the head side if `in_head`) pads: the op reads what
    it writes under an index mask and is bigger on its side by sizes rounded up to an aligned multiple. A copy that
    also computes what fused into it must show it in the op's sizes; a pure copy may pad what the op contracts (the
    same sizes out both sides)."""
    pure = padded_call(kernel) is not None
    for op in padding_consumers(kernel):
        if (pair := calls.get(id(op))) is None:
            continue
        plain, padded_op = pair if in_head else pair[::-1]
        if _padded_to_alignment(kernel, plain, padded_op) or (pure and _pads_contraction(kernel, plain, padded_op)):
            return pair
    return None


def padded_calls(matching: Matching) -> None:
    """Stage 5, padded calls: a library op left unpaired because one side pads an operand first pairs with the other
    side's leftover call of the same op writing its sizes before the rounding up (the padding kernel, a neighbour
    only one side has, kept the stages before from pairing them; a router gemm's 4 experts as 8 at batch 256 and not
    at 128); before similarity pairs it by its kind alone. `padded_operands` then names the padding. See
    docs/matching.md."""
    left = {id(k) for k in (*matching.base_left, *matching.head_left)}
    places = _Places(matching)
    proposals = []
    for in_head in (True, False):
        own, other = _sides(matching, base_first=not in_head)
        calls = [k for k in other if "computes" in k.node.attributes]
        for padding in own:
            if not calls or (padded := padded_call(padding)) is None or id(padded) not in left:
                continue
            for plain in calls:
                if plain.shape_free_keys == padded.shape_free_keys and _padded_to_alignment(padding, plain, padded):
                    base, head = (plain, padded) if in_head else (padded, plain)
                    if _not_elsewhere(base, head, places):
                        proposals.append((overlap(places.of_base(base), places.of_head(head)), base, head))
    _assign(matching, proposals, "padded")


GEMM_FUSION_OPS = frozenset({"dot", "convolution"})  # the XLA ops a Triton gemm fusion or a library call runs
# The library calls of one gemm as Inductor names them (`computes`): a merged projection is one call, as XLA's dot.
DOT_CALLS = frozenset({"aten.mm", "aten.addmm"})
DOTS = GEMM_FUSION_OPS | DOT_CALLS
PADDING_ALIGNMENT = 4  # elements: Inductor pads to multiples of 4 (float32) or 8 (16-bit types)


def _padded_to_alignment(padding: Kernel, plain: Kernel, padded: Kernel) -> bool:
    """`padded` writes what `plain` writes with some sizes rounded up to an aligned multiple, and nothing else; or,
    where other sizes changed too (the batch: pad_mm's benchmark decides at each size), with a size rounded up that
    the padding kernel writes."""
    if len(plain.outputs) != len(padded.outputs) or plain.outputs == padded.outputs:
        return False
    rounded_up: set[int] = set()
    resized = False
    for before, after in zip(plain.outputs, padded.outputs, strict=True):
        if INTEGER.sub("#", before) != INTEGER.sub("#", after):
            return False
        for small, large in zip(map(int, INTEGER.findall(before)), map(int, INTEGER.findall(after)), strict=True):
            if aligned_up(small, large):
                rounded_up.add(large)
            elif small != large:
                resized = True
    if not resized:
        return bool(rounded_up)
    return any(size in rounded_up for buffer in padding.writes for size in buffer.shape or ())


def aligned_up(size: int, padded: int) -> bool:
    """`padded` is `size` rounded up to an aligned multiple, as pad_mm pads an operand."""
    return size < padded < size + 64 and padded % PADDING_ALIGNMENT == 0


def _pads_contraction(padding: Kernel, plain: Kernel, padded: Kernel) -> bool:
    """The op writes the same on both sides, one of its operands copied into a buffer with an aligned size first:
    padded along the dimension the op contracts (a gemm's 100 inner columns as 104), which its output does not show."""
    shape = (padding.writes[0].shape or ()) if len(padding.writes) == 1 else ()
    return plain.outputs == padded.outputs and any(isinstance(d, int) and d % PADDING_ALIGNMENT == 0 for d in shape)


def library_fallbacks(matching: Matching) -> None:
    """Stage 5, an op run as a library call: a leftover kernel running one ATen op (Inductor's fallback: `aten.sort`
    where the sort no longer fits one fused kernel, at a larger size) that feeds or reads pieces of a lost fusion
    whose fused kernel ran that op in its loop body (`sort`) where none of the pieces does, is that op's piece: the
    fusion's work, not a new kernel besides it. Mirror: a new fusion running in its loop body an op a leftover base
    call ran beside its parts. Last before the leftovers are said, so that the places the stages before asked for
    stay what they were. See docs/matching.md."""
    for in_head, fusions, left in (
        (True, matching.lost, matching.head_left),
        (False, matching.fused, matching.base_left),
    ):
        calls = [(call, op) for call in left if (op := _fallback_op(call)) is not None]
        if not calls:
            continue
        fusion_of = {id(part): (fused, parts) for fused, parts in fusions for part in parts}
        taken: set[int] = set()
        for call, op in calls:
            for neighbour in (*call.producers, *call.consumers):
                if (fusion := fusion_of.get(id(neighbour))) is None:
                    continue
                fused, parts = fusion
                if op in _loop_ops(fused) and not any(op in _loop_ops(part) for part in parts):
                    parts.append(call)
                    taken.add(id(call))
                    if in_head:
                        matching.new.append(call)
                    break
        matching.set_aside(taken)


def _fallback_op(kernel: Kernel) -> str | None:
    """The ATen op a kernel runs as a library call (`sort` for `aten.sort`), where it runs one."""
    computes = kernel.node.attributes.get("computes")
    kind = computes.get("kind") if isinstance(computes, dict) else None
    return kind.removeprefix("aten.") if isinstance(kind, str) and kind.startswith("aten.") else None


def _loop_ops(kernel: Kernel) -> set[str]:
    """The ops of a kernel's loop bodies, without their dtypes (`sort` for `sort:int64,int16`)."""
    return {op.partition(":")[0] for op in kernel.op_counts}


def computed_another_way(matching: Matching) -> None:
    """Stage 5, computed another way: where the leftovers of each side form one group that no other kernel feeds or
    reads, on the same interface (`_same_interface`), and the head's group has no more kernels, the same inputs are
    computed into the outputs another way with no launch added: its kernels regrouped, not new (a scan written with
    `lax.associative_scan` in five kernels against `jnp.cumsum`'s three). Nothing of the two groups is alike enough
    for the stages before to pair. See docs/matching.md."""
    base_group, head_group = _closed_group(matching.base_left), _closed_group(matching.head_left)
    if len(base_group) >= 2 and 1 <= len(head_group) <= len(base_group) and _same_interface(base_group, head_group):
        matching.regrouped.append(Regrouping(base_group, head_group, [], []))
        matching.set_aside({id(k) for k in (*base_group, *head_group)})


def _closed_group(kernels: list[Kernel]) -> list[Kernel]:
    """`kernels`, where they form one group feeding only one another (no other kernel feeds or reads them); else
    none."""
    if not _feed_only_one_another(kernels):
        return []  # decided in one pass: most graphs' leftovers sit among paired kernels
    groups = _adjacent_groups(kernels)
    return groups[0] if len(groups) == 1 else []


def _same_interface(base: list[Kernel], head: list[Kernel]) -> bool:
    """The two groups read as many buffers that none of their own kernels writes, and what each writes that none of
    its kernels reads (its outputs, whatever their shapes: a scan's rows as `[256, 4096]` or `[256, 256, 16]`) are, in
    bytes, among what the other writes so: a fused kernel also writes buffers only its own nodes read (a softmax's
    row maximum and sum beside its output)."""
    (base_inputs, base_outputs), (head_inputs, head_outputs) = _interface(base), _interface(head)
    return base_inputs == head_inputs and (holds(base_outputs, head_outputs) or holds(head_outputs, base_outputs))


def _interface(kernels: list[Kernel]) -> tuple[int, Counter[int]]:
    """How many buffers `kernels` read that none of them writes, and the sizes in bytes of those they write that none
    of them reads."""
    written = {buffer.name: buffer.nbytes for k in kernels for buffer in k.writes}
    read = {name for k in kernels for name in k.reads}
    return len(read - written.keys()), Counter(size or 0 for name, size in written.items() if name not in read)


def unmatched(matching: Matching) -> None:
    """Stage 6: whatever is left is a new or a removed kernel. See docs/matching.md."""
    matching.removed += matching.base_left
    matching.new += matching.head_left
    matching.set_aside({id(k) for k in (*matching.base_left, *matching.head_left)})


def regrouped_fusions(matching: Matching) -> None:
    """Stage 7, regrouped fusions: the lost fusions, the new fusions, the new kernels doing again the whole work of
    a kernel a new fusion took in, the changed pairs a boundary with a new neighbour may have moved from, and the
    removed kernels their kernels hold whole, linked by the work they share; where a group holding a lost fusion, such
    a new kernel or such a pair runs its base kernels as no more head kernels, its fusions were regrouped, not lost:
    each piece took in other work, and no launch was added. A removed kernel joins a group where it fed or read a base
    kernel of the group and a head kernel of it holds its ops. See docs/matching.md."""
    if not matching.lost and not matching.new:
        return
    groups = _Groups()
    for kernel, parts in (*matching.lost, *matching.fused):
        for part in parts:
            groups.join(kernel, part)
    pieces = {id(piece) for _, parts in matching.lost for piece in parts}
    new_apart = [kernel for kernel in matching.new if id(kernel) not in pieces]  # no piece of a lost fusion
    duplicating = _duplicating_fused_work(matching, new_apart, groups)
    moved = _moved_boundaries(matching, new_apart, groups)
    # In the order of the lost fusions, then of the kernels doing work again or taking it over: ids say nothing of
    # the schedule.
    seeds = dict.fromkeys(
        [groups.root(kernel) for kernel, _ in matching.lost]
        + [groups.root(kernel) for kernel in (*duplicating, *(head for _, head, _ in moved))]
    )
    if not seeds:
        return
    base = [kernel for kernel, _ in matching.lost] + [kernel for kernel, _, _ in moved]
    base += [part for kernel, parts in matching.fused if groups.root(kernel) in seeds for part in parts]
    heads = [part for _, parts in matching.lost for part in parts] + duplicating
    heads += [kernel for kernel, _ in matching.fused if groups.root(kernel) in seeds]
    heads += [kernel for _, paired, taking in moved for kernel in (paired, taking)]
    duplicating += [taking for _, _, taking in moved]
    if len(matching.removed) * len(heads) <= SIMILARITY_BUDGET:
        base += _removed_taken_in(matching, base, heads, groups)
    members: dict[int, tuple[dict[int, Kernel], dict[int, Kernel]]] = defaultdict(lambda: ({}, {}))
    for side, kernels in ((0, base), (1, heads)):
        for kernel in kernels:
            members[groups.root(kernel)][side][id(kernel)] = kernel
    split, repeating = defaultdict(list), defaultdict(list)
    for kernel, _ in matching.lost:
        split[groups.root(kernel)].append(kernel)
    for kernel in duplicating:
        repeating[groups.root(kernel)].append(kernel)
    regrouped: set[int] = set()
    for group in seeds:
        base_kernels, head_kernels = members[group]
        if len(head_kernels) <= len(base_kernels):
            base_side, head_side = _by_position(base_kernels.values()), _by_position(head_kernels.values())
            matching.regrouped.append(Regrouping(base_side, head_side, split[group], repeating[group]))
            regrouped |= base_kernels.keys() | head_kernels.keys()
    matching.lost = [(kernel, parts) for kernel, parts in matching.lost if id(kernel) not in regrouped]
    matching.fused = [(kernel, parts) for kernel, parts in matching.fused if id(kernel) not in regrouped]
    matching.pairs = [pair for pair in matching.pairs if id(pair[0]) not in regrouped]
    matching.new = [kernel for kernel in matching.new if id(kernel) not in regrouped]
    matching.removed = [kernel for kernel in matching.removed if id(kernel) not in regrouped]


class _Groups:
    """Kernels linked into groups: each kernel's id points to a kernel of its group, a group's root to none."""

    def __init__(self) -> None:
        self.parent: dict[int, int] = {}

    def root(self, kernel: Kernel) -> int:
        path = [id(kernel)]
        while path[-1] in self.parent:
            path.append(self.parent[path[-1]])
        for key in path[:-1]:  # each kernel on the way now points at the root: later lookups take one step
            self.parent[key] = path[-1]
        return path[-1]

    def join(self, first: Kernel, second: Kernel) -> None:
        if (joined := self.root(second)) != (kept := self.root(first)):
            self.parent[joined] = kept


def _duplicating_fused_work(matching: Matching, new_apart: list[Kernel], groups: _Groups) -> list[Kernel]:
    """The new kernels of `new_apart` (no piece of a lost fusion) holding the whole work of a base kernel that a new
    fusion took in, beside the counterpart of one of their paired neighbours, each joined to that fusion's group:
    XLA's priority fusion copies a producer into every fusion reading it (a weight gradient's reduction into each of
    its slices' updates, where the older passes ran it once)."""
    fused_parts = {id(part) for _, parts in matching.fused for part in parts}
    counterpart = {id(head): base for base, head, _ in matching.pairs}
    duplicating = []
    for kernel in new_apart:
        anchors = [counterpart[id(n)] for n in (*kernel.producers, *kernel.consumers) if id(n) in counterpart]
        held = [
            neighbour
            for anchor in anchors
            for neighbour in (*anchor.producers, *anchor.consumers)
            if id(neighbour) in fused_parts and holds(kernel.leaf_counts, neighbour.leaf_counts)
        ]
        for part in held:
            groups.join(part, kernel)
        if held:
            duplicating.append(kernel)
    return duplicating


# Stages pairing a kernel with one that does most of its work, or other work where it sat: its boundary with a
# neighbour may have moved.
PARTLY_PAIRED = frozenset({"shapes", "share", "lost ops", "gained ops", "similarity"})


def _moved_boundaries(
    matching: Matching, new_apart: list[Kernel], groups: _Groups
) -> list[tuple[Kernel, Kernel, Kernel]]:
    """Changed pairs whose boundary with a neighbour may have moved: a new kernel of `new_apart` (no piece of a lost
    fusion) beside the head kernel doing only ops the base kernel did (a softmax's maximum split from its
    exponentials), joined into one group with the pair: (base kernel, head kernel, the new kernel). A removed kernel
    beside the base kernel whose ops the head kernel does (the sum the exponentials took in) joins later, as any beside
    a group does; without one the group runs as more kernels, and nothing is regrouped."""
    new = {id(kernel) for kernel in new_apart}
    moved = []
    for base, head, stage in matching.pairs:
        if stage not in PARTLY_PAIRED:
            continue
        taking = next(
            (k for k in (*head.producers, *head.consumers) if id(k) in new and holds(base.leaf_counts, k.leaf_counts)),
            None,
        )
        if taking is not None:
            groups.join(base, head)
            groups.join(base, taking)
            new.discard(id(taking))
            moved.append((base, head, taking))
    return moved


def _removed_taken_in(matching: Matching, base: list[Kernel], heads: list[Kernel], groups: _Groups) -> list[Kernel]:
    """The removed kernels whose ops a head kernel of a group holds, each joined to it: beside a base kernel of that
    group, or beside one that joined before them (a chain of ops fused into a piece), or where that head kernel sits
    in the removed kernel's place (XLA's RMSNorm gradient whose weight multiply moved: its reduction now also writes
    the product, the pieces around it regrouped)."""
    heads_of: dict[int, list[Kernel]] = defaultdict(list)
    for head in heads:
        heads_of[groups.root(head)].append(head)
    beside: dict[int, Kernel] = {id(n): kernel for kernel in base for n in (*kernel.producers, *kernel.consumers)}
    taken: list[Kernel] = []
    waiting = matching.removed
    while waiting:
        left = []
        for kernel in waiting:
            member = beside.get(id(kernel))
            if member is not None and any(
                holds(h.leaf_counts, kernel.leaf_counts) for h in heads_of[groups.root(member)]
            ):
                groups.join(member, kernel)
                taken.append(kernel)
                beside.update((id(n), kernel) for n in (*kernel.producers, *kernel.consumers))
            else:
                left.append(kernel)
        if len(left) == len(waiting):
            break
        waiting = left
    if not waiting:
        return taken
    places = _Places(matching)
    for kernel in waiting:
        place = places.of_base(kernel)
        holder = next(
            (
                head
                for head in heads
                if holds(head.leaf_counts, kernel.leaf_counts) and not place.keys().isdisjoint(places.of_head(head))
            ),
            None,
        )
        if holder is not None:
            groups.join(holder, kernel)
            taken.append(kernel)
    return taken


def _by_position(kernels: Iterable[Kernel]) -> list[Kernel]:
    return sorted(kernels, key=attrgetter("position"))


STAGES: tuple[Stage, ...] = (
    exact,
    renamed,
    same_outputs,
    calls_switched,
    merged_dots,
    structure,
    by_share,
    new_fusions,
    lost_fusions,
    changed_part_fusions,
    fused_for_many,
    lost_ops,
    gained_ops,
    fused_for_many_beside_changed,
    padded_calls,
    similar,
    placed_leftovers,
    library_call_for_many,
    absorbed_into_pieces,
    unrolled_copies,
    padded_operands,
    library_fallbacks,
    computed_another_way,
    unmatched,
    regrouped_fusions,
)


def _pair_equal(
    matching: Matching,
    key: Callable[[Kernel], Hashable],
    stage: str,
    keep: Callable[[Kernel, Kernel], bool] | None = None,
) -> None:
    """Pairs kernels with equal keys (and that `keep` keeps, where given). Where a key holds look-alikes (the same
    layer repeated, the fusion around them changed), the pairs whose neighbours look most alike pair first, the
    schedule only breaking ties; over budget, schedule order alone."""
    base_by_key: dict[Hashable, list[Kernel]] = defaultdict(list)
    head_by_key: dict[Hashable, list[Kernel]] = defaultdict(list)
    for kernel in matching.base_left:
        base_by_key[key(kernel)].append(kernel)
    for kernel in matching.head_left:
        head_by_key[key(kernel)].append(kernel)
    pairs: list[tuple[Kernel, Kernel]] = []
    budget = SIMILARITY_BUDGET
    for value, sources in base_by_key.items():
        targets = head_by_key.get(value, [])
        if 1 < len(sources) * len(targets) <= budget:
            budget -= len(sources) * len(targets)
            # Ties go to the look-alikes' order: a block of other kernels the schedule moved shifts their positions,
            # not their order (the experts of a mixture, the layers of a stack). Where one side has more of them
            # (one was edited), the order-keeping alignment that leaves the others where they were says which.
            in_order = _aligned_in_order(sources, targets)
            alike_around = _neighbourhood_likeness(sources, targets)
            ranked = sorted(
                (alike_around[i][j], (i, j) in in_order, -abs(s.position - t.position), -i, -j)
                for i, s in enumerate(sources)
                for j, t in enumerate(targets)
            )
            pairs += best_first((sources[-i], targets[-j]) for *_, i, j in reversed(ranked))
        else:
            pairs += zip(sources, targets, strict=False)
    matching.record([pair for pair in pairs if keep is None or keep(*pair)], stage)


def _neighbourhood_likeness(sources: list[Kernel], targets: list[Kernel]) -> list[list[float]]:
    """[source index][target index]: how alike their neighbourhoods are (`overlap` of their `neighbours`). The
    layers of a stack repeat a few neighbourhoods: each pair of distinct ones is scored once."""
    known: dict[frozenset[tuple[Hashable, int]], int] = {}
    counters: list[Counter[Hashable]] = []

    def numbered(kernel: Kernel) -> int:
        number = known.setdefault(frozenset(kernel.neighbours.items()), len(known))
        if number == len(counters):
            counters.append(kernel.neighbours)
        return number

    source_numbers, target_numbers = [numbered(s) for s in sources], [numbered(t) for t in targets]
    scores = {(a, b): overlap(counters[a], counters[b]) for a in set(source_numbers) for b in set(target_numbers)}
    return [[scores[a, b] for b in target_numbers] for a in source_numbers]


def _aligned_in_order(sources: list[Kernel], targets: list[Kernel]) -> set[tuple[int, int]]:
    """The pairs (source index, target index) of the order-keeping alignment of two lists of look-alikes, each
    kernel of the shorter list paired, that moves kernels least in the schedule (dynamic programming over the sum of
    position differences). With as many on both sides, the first with the first, and so on."""
    if len(sources) > len(targets):
        return {(i, j) for j, i in _aligned_in_order(targets, sources)}
    count, width = len(sources), len(targets)
    # cost[i][j]: the least displacement pairing the first i sources with i of the first j targets.
    cost = [[0.0] * (width + 1)] + [[float("inf")] * (width + 1) for _ in range(count)]
    for i in range(1, count + 1):
        for j in range(i, width + 1):
            paired = cost[i - 1][j - 1] + abs(sources[i - 1].position - targets[j - 1].position)
            cost[i][j] = min(cost[i][j - 1], paired)
    aligned, j = set(), width
    for i in range(count, 0, -1):
        while cost[i][j] == cost[i][j - 1]:
            j -= 1
        aligned.add((i - 1, j - 1))
        j -= 1
    return aligned


def _assign(matching: Matching, proposals: list[tuple[float, Kernel, Kernel]], stage: str) -> None:
    """Pairs greedily, best score first, then nearest in the schedule."""
    matching.record(best_first(_ranked(proposals)), stage)


def _ranked(proposals: list[tuple[float, Kernel, Kernel]]) -> list[tuple[Kernel, Kernel]]:
    """The pairs proposed, best score first, then nearest in the schedule."""
    ranked = sorted(proposals, key=lambda p: (-p[0], abs(p[1].position - p[2].position), p[1].position, p[2].position))
    return [(source, target) for _score, source, target in ranked]


class _Places:
    """Where kernels sit in the dataflow: what their producers and consumers were matched to so far (a pair, a
    lost fusion and its pieces, a new fusion and what it fuses), each match known by one id on both sides."""

    def __init__(self, matching: Matching) -> None:
        # Places are asked for over and over while one stage runs, and stay what they were when it began.
        matching.match_ids.catch_up(matching)
        self.base_match = matching.match_ids.base.copy()
        self.head_match = matching.match_ids.head.copy()
        self._base_places: dict[int, Counter[tuple[str, int]]] = {}
        self._head_places: dict[int, Counter[tuple[str, int]]] = {}

    def of_base(self, kernel: Kernel) -> Counter[tuple[str, int]]:
        if (place := self._base_places.get(id(kernel))) is None:
            place = self._base_places[id(kernel)] = _place(kernel, self.base_match)
        return place

    def of_head(self, kernel: Kernel) -> Counter[tuple[str, int]]:
        if (place := self._head_places.get(id(kernel))) is None:
            place = self._head_places[id(kernel)] = _place(kernel, self.head_match)
        return place


def _place(kernel: Kernel, match: dict[int, int]) -> Counter[tuple[str, int]]:
    near = [("in", match.get(id(p))) for p in kernel.producers] + [("out", match.get(id(c))) for c in kernel.consumers]
    return Counter((direction, pair) for direction, pair in near if pair is not None)
