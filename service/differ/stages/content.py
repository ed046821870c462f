"""The stages that pair kernels by what they hold: the same content under the same or another name, the same outputs
of nearly the same work, the same structure at other shapes, and most of one kernel's work in the other (share)."""

from __future__ import annotations

import functools
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable
from operator import attrgetter

from dumpdiff.ingest.traits import LAUNCH_KIND
from dumpdiff.service.differ.fusion import Holders, fitting_pieces, several_fit, split_recomputing
from dumpdiff.service.differ.profiles import (
    CONTEXT_HOPS,
    Kernel,
    alike,
    padding_consumers,
    partial_results,
    same_pass,
    share_of,
    sizes_text,
)
from dumpdiff.service.differ.similarity import best_first, holds, overlap
from dumpdiff.service.differ.stages.calls import padded_shapes
from dumpdiff.service.differ.stages.fusions import fusing_a_changed_part
from dumpdiff.service.differ.stages.matching import (
    NEAR_SAME_OPS,
    SIMILARITY_BUDGET,
    LeftoversInPlace,
    Matching,
    Pair,
    Places,
    assign,
    mostly,
    not_elsewhere,
    uncrossed,
)

SIZE = re.compile(r"\b\d+\b")  # a size in a shape's text: `bfloat16[2, 128]`'s 2 and 128, not its dtype's 16

# In the first stages, look-alike kernels pair by their neighbourhoods first, the widest first.


def exact(matching: Matching) -> None:
    """Stage 1, exact: the same kind, kernel name without numeric suffix, name-free content of every fused member
    and output shapes (with stable tensor ids, the same tensors too; where both dumps hold the generated sources, the
    same computation in them). See docs/matching.md."""
    _pair_by_content(matching, named=True, stage="exact")


def launched_alone(matching: Matching) -> None:
    """Stage 3, launched alone: a kernel the dump knows only by its launch (`LAUNCH_KIND`: TORCH_COMPILE_DEBUG keeps
    only the last subgraph's IR of torch.cond or while_loop, the other subgraphs' kernels launched with nothing but
    their names, which list the ops they fuse) is the one kernel left on the other side, known by its IR, whose
    computed ops its name all lists: the same kernel known two ways, where a release compiles the subgraphs in another
    order. See docs/matching.md."""
    pairs = []
    for launches, known, launch_first in (
        ([k for k in matching.base_left if k.node.kind == LAUNCH_KIND], matching.head_left, True),
        ([k for k in matching.head_left if k.node.kind == LAUNCH_KIND], matching.base_left, False),
    ):
        described = [k for k in known if k.node.kind != LAUNCH_KIND]
        # A log of the generated code alone launches every kernel: against a whole schedule, no subgraph to find.
        if len(launches) * len(described) > SIMILARITY_BUDGET:
            continue
        for launch in launches:
            fits = [k for k in described if _launch_names(launch, k)]
            if len(fits) == 1:
                pairs.append((launch, fits[0]) if launch_first else (fits[0], launch))
    taken: Counter[int] = Counter(id(kernel) for pair in pairs for kernel in pair)
    matching.record([pair for pair in pairs if all(taken[id(kernel)] == 1 for kernel in pair)], "launched alone")


def _launch_names(launch: Kernel, kernel: Kernel) -> bool:
    """`launch`'s name lists every op computing `kernel`'s values (their dtypes and the constants used aside)."""
    computed = {op.partition(":")[0] for op in kernel.computation} - {"constant"}
    return bool(computed) and computed.issubset(launch.node.ops)


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
    # Structures are long tuples: their hash stands for them (hashed once per kernel), as in the neighbourhoods. The
    # ATen nodes the comments list over a kernel of the code alone may be nodes whose results it only reads (a
    # gradient's sum listing the scaling a dropout mask's kernel did): its source says what it computes.
    structure = None if source_ops is not None and kernel.of_aten_nodes else kernel.structure_hash
    return (structure, kernel_name, kernel.shapes, anchors, source_ops)


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

    # Two pairs of look-alikes of other shapes, each writing the other's (but for pad_mm's rounding), are the twins
    # swapped where a run pads operands: pad_mm padding a bmm's operand in one run and its look-alike's in another (a
    # Swin's stages) crosses their neighbourhoods, a few hops around. Elsewhere the neighbourhood says which (an XLA
    # remat moving a fusion's boundary).
    padding = functools.cache(lambda: any(map(padding_consumers, matching.kernels)))

    def twins(pair: Pair, other: Pair) -> bool:
        return number[id(pair[0])] == number[id(other[0])] and padding()

    _pair_equal(matching, _numbered_within(number, CONTEXT_HOPS), stage, twins)
    for hops in range(CONTEXT_HOPS - 1, 0, -1):
        _pair_equal(matching, _numbered_within(number, hops), stage, twins, _without_placed_twins(matching, hops))
    _pair_equal(
        matching,
        lambda kernel: (number[id(kernel)], alone(kernel) if alone else None),
        stage,
        twins,
        (keep_alone or _without_placed_twins)(matching),
    )


def _without_placed_twins(matching: Matching, hops: int = 0) -> Callable[[Kernel, Kernel], bool]:
    """For pairing equal kernels whose neighbourhoods agree `hops` wide and no further (none at 0): the two do not
    have kernels of their structure in neighbourhoods like their own one hop wider left on the other side, which the
    structure stage pairs them with whatever the shapes. With no neighbourhood to agree on, one such twin is enough:
    a batch change can give a kernel of one stage of a model the shapes another stage's had (a Swin's window
    attention bmms, its windows flattened into the batch: stage 3's at batch 4 are stage 4's at batch 8). Where the
    neighbourhoods agree in part, both must have one: a narrower model gives a block the channels the block after it
    had, and each of the two blocks has its own in the other run; a kernel that one fused bmm more or less set apart
    from its twins of other shapes keeps its own shapes' kernel."""
    base_places = {_placed_structure(k, hops) for k in matching.base_left if len(k.context) > hops}
    head_places = {_placed_structure(k, hops) for k in matching.head_left if len(k.context) > hops}

    def keep(source: Kernel, target: Kernel) -> bool:
        if len(source.context) <= hops or len(target.context) <= hops:
            return True
        source_twinned = _placed_structure(source, hops) in head_places
        target_twinned = _placed_structure(target, hops) in base_places
        return not (source_twinned and target_twinned) if hops else not (source_twinned or target_twinned)

    return keep


def _placed_structure(kernel: Kernel, hops: int) -> tuple[int, Hashable]:
    """A kernel's structure with its neighbourhood `hops` + 1 hops out."""
    return (kernel.structure_hash, kernel.context[hops])


def _numbered_within(number: dict[int, int], hops: int) -> Callable[[Kernel], Hashable]:
    """A kernel's number with its neighbourhood `hops` wide: its signature after that many hops, which hashes those
    after fewer."""
    return lambda kernel: (number[id(kernel)], kernel.context[hops - 1])


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
    # A kernel of the code alone the other side runs in pieces is a fusion lost or made, its last piece writing what
    # it wrote: the fusion stages' to say.
    split = _split_launched(matching)
    places = Places(matching)
    proposals = []
    for source in matching.base_left:
        candidates = by_outputs.get((source.node.kind, source.outputs), [])
        if not source.outputs or len(candidates) * len(matching.base_left) > SIMILARITY_BUDGET:
            continue
        if _twin_key(source) in twins or id(source) in split:
            continue
        for target in (t for t in candidates if _twin_key(t) not in twins and same_pass(source, t)):
            if id(target) in split:
                continue
            score = max(overlap(source.leaf_counts, target.leaf_counts), overlap(source.op_counts, target.op_counts))
            if score >= NEAR_SAME_OPS:
                proposals.append((score, source, target))
    # Not a kernel elsewhere in the dataflow where one in the base kernel's place is it having lost ops (mostly its
    # work, writing nothing it did not): a stage's block norm that lost a layout copy, against the downsampling norm
    # of that stage, which writes its shapes. A fusion in its place writes more.
    in_place = LeftoversInPlace(matching, places)
    kept = [
        (score, source, target)
        for score, source, target in proposals
        if not_elsewhere(source, target, places)
        or not any(
            mostly(source, other) and holds(source.output_shapes, other.output_shapes) for other in in_place.of(source)
        )
    ]
    assign(matching, kept, "shapes")


def _split_launched(matching: Matching) -> set[int]:
    """The kernels known by their launch alone (leaves of ATen nodes) on either side that kernels near them on the
    other side split (`split_recomputing`)."""
    split: set[int] = set()
    for kernels, others in ((matching.base_left, matching.head_left), (matching.head_left, matching.base_left)):
        launched = [k for k in kernels if k.of_aten_nodes]
        if not launched:
            continue
        holders = Holders(k for k in others if k.of_aten_nodes)
        for kernel in launched:
            pieces = _pieces_inside(kernel, holders.near(set(kernel.leaf_keys), kernel.position))
            if len(pieces) >= 2 and split_recomputing(kernel, pieces):
                split.add(id(kernel))
    return split


def _pieces_inside(whole: Kernel, kernels: list[Kernel]) -> list[Kernel]:
    """The kernels doing some of `whole`'s work and nothing else."""
    return [k for k in kernels if len(k.leaf_keys) < len(whole.leaf_keys) and holds(whole.leaf_counts, k.leaf_counts)]


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
    places = Places(matching)
    padding_places = {
        id(kernel): frozenset(place(kernel).items())
        for left, place in ((matching.base_left, places.of_base), (matching.head_left, places.of_head))
        for kernel in left
        if padding_consumers(kernel)
    }
    # pad_mm rounds some calls' sizes up in one run and others' in another: alike calls writing the same sizes on both
    # sides once rounded as pad_mm rounds pair only within those sizes, so that one stage's padded bmms do not take
    # another stage's look-alikes (Swin-V2-CR's window attention, its stages' windows batched 1536, 768, 384, 192).
    rounded = _calls_alike_but_for_padding(matching)
    _pair_within_neighbourhoods(
        matching,
        lambda kernel: (kernel.structure_hash, padding_places.get(id(kernel)), rounded.get(id(kernel))),
        "structure",
        alone=attrgetter("leaf_keys"),
        keep_alone=_placed_and_not_resized_beside,
    )


def _calls_alike_but_for_padding(matching: Matching) -> dict[int, tuple[str, ...]]:
    """The leftover library calls (ids) of each structure whose sizes differ between the sides only as pad_mm rounds
    them (as many calls of each size once rounded up: `padded_shapes`), each with its rounded sizes."""
    calls = [k for k in (*matching.base_left, *matching.head_left) if "computes" in k.node.attributes]
    head_ids = {id(k) for k in matching.head_left}
    rounded = {id(k): padded_shapes(k) for k in calls}
    # Per structure and side (the head's True): how many calls write each of their sizes, and each rounded.
    sizes: dict[tuple[int, bool], Counter[tuple[str, ...]]] = defaultdict(Counter)
    rounded_sizes: dict[tuple[int, bool], Counter[tuple[str, ...]]] = defaultdict(Counter)
    for kernel in calls:
        side = (kernel.structure_hash, id(kernel) in head_ids)
        sizes[side][kernel.outputs] += 1
        rounded_sizes[side][rounded[id(kernel)]] += 1
    alike = {
        structure
        for structure in {k.structure_hash for k in calls}
        if sizes[structure, False] != sizes[structure, True]
        and rounded_sizes[structure, False] == rounded_sizes[structure, True]
    }
    return {id(k): rounded[id(k)] for k in calls if k.structure_hash in alike}


# Leftovers by what they write (`Kernel.outputs`) and one neighbour of their place (`Places`).
_Beside = dict[tuple[tuple[str, ...], tuple[str, int]], list[Kernel]]


def _placed_and_not_resized_beside(matching: Matching) -> Callable[[Kernel, Kernel], bool]:
    """For pairing kernels alike in structure or work: the two do not sit in other places of the dataflow, and where
    their shapes differ, neither side leaves a kernel of the other's very shapes, mostly doing work the other does,
    in the other's place: that is it, changed otherwise (a bias taken into the gemm before it), and the two alike only
    in structure or work (a bias and a ReLU against a residual's add and ReLU, a layer on)."""
    places = Places(matching)
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
            mostly(other, kernel) for neighbour in place for other in other_beside.get((kernel.outputs, neighbour), ())
        )

    def keep(source: Kernel, target: Kernel) -> bool:
        if not not_elsewhere(source, target, places):
            return False
        return source.outputs == target.outputs or not (
            resized_beside(source, places.of_base(source), head_beside)
            or resized_beside(target, places.of_head(target), base_beside)
        )

    return keep


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
        pieces = _pieces_inside(source, near)
        if len(pieces) >= 2 and (_split_into(source, pieces) or split_recomputing(source, pieces)):
            continue
        proposals += [(share, source, t) for t in near if (share := share_of(source, t)) > 0.5]
    places = Places(matching)
    in_place = LeftoversInPlace(matching, places)
    proposals = [p for p in proposals if not _itself_elsewhere(p[1], p[2], in_place)]
    whole_inside: dict[int, list[Kernel]] = defaultdict(list)
    for share, source, target in proposals:
        if share == 1.0:
            whole_inside[id(target)].append(source)
    targets = {id(target): target for _, _, target in proposals}
    # A target doing the work of two or more of the kernels whose work it holds whole is a fusion. Look-alikes count
    # one by one (`several_fit`): one head kernel rotating q and k does the work of both base kernels, but a layer's
    # kernel whose twin sits in another layer holds the work of one of them.
    fusions = {key for key, target in targets.items() if several_fit(target, whole_inside[key])}
    # A fusion with a changed part (`_parts_with_a_changed_one`) is left to the next stage too, both ways: dropout
    # removed, a head kernel fuses two partial sums again, one of which no longer multiplies by the mask, so it holds
    # only the other whole.
    fusions |= fusing_a_changed_part(matching, proposals, places)
    # Ranked by how alike the two are both ways: a head kernel that grew around one base kernel's work must not take
    # the base kernel another head kernel still is nearly whole.
    # Nor is a kernel elsewhere in the dataflow that holds the same leaves the base kernel (a layer norm's backward
    # casting and summing as a bias gradient does; a backward transpose gone, against a forward one a gemm let go of).
    # Nor one of other shapes where the other side leaves a kernel of the base kernel's very shapes, or this side one
    # of the head kernel's (`_placed_and_not_resized_beside`).
    # Nor, of the code alone, a pointwise kernel listing a reduction's nodes (inlined, or read), or the other way round.
    placed = _placed_and_not_resized_beside(matching)
    ranked = [
        (alike(source, target), source, target)
        for _, source, target in proposals
        if id(target) not in fusions
        and id(source) not in fusions
        and (mostly(target, source) or len(target.reads) > len(source.reads))
        and placed(source, target)
        and _reduce_alike(source, target)
    ]
    assign(matching, ranked, "share")


def _reduce_alike(kernel: Kernel, other: Kernel) -> bool:
    return kernel.reduces is None or other.reduces is None or kernel.reduces == other.reduces


def _itself_elsewhere(source: Kernel, target: Kernel, in_place: LeftoversInPlace) -> bool:
    """`target` writes none of `source`'s shapes while another leftover in its place writes them all, does most of
    its ops and is mostly its ops: that one is `source`, every leaf of it changed (a norm's every node now scaling by
    its weight shares no leaf with its old self), and `target` only shares its leaves (the weight-gradient sums
    recomputing the norm)."""
    if not source.output_shapes or not source.output_shapes.keys().isdisjoint(target.output_shapes):
        return False
    return any(
        other is not target
        and holds(other.output_shapes, source.output_shapes)
        and mostly(source, other)
        and mostly(other, source)
        for other in in_place.of(source)
    )


def _split_into(source: Kernel, pieces: list[Kernel]) -> bool:
    """Two or more of `pieces` (each wholly inside `source`) together do all of its work: its work split, not one
    kernel that changed beside look-alikes of its parts."""
    fitted = enumerate(fitting_pieces(source, pieces), start=1)
    return any(count >= 2 and holds(done, source.leaf_counts) for count, done in fitted)


def _pair_equal(
    matching: Matching,
    key: Callable[[Kernel], Hashable],
    stage: str,
    swappable: Callable[[Pair, Pair], bool],
    keep: Callable[[Kernel, Kernel], bool] | None = None,
) -> None:
    """Pairs kernels with equal keys (and that `keep` keeps, where given). Where a key holds look-alikes (the same
    layer repeated, the fusion around them changed), the pairs whose neighbours look most alike pair first, the
    schedule only breaking ties; over budget, schedule order alone. Then `uncrossed`, as `swappable` allows."""
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
            # Look-alikes of other shapes: one writing what the other writes but for its sizes before one whose
            # outputs took another rank or dtype (a reduction's partial results against another's finishing pass).
            forms = [_output_form(s) for s in sources], [_output_form(t) for t in targets]
            ranked = sorted(
                (
                    forms[0][i] == forms[1][j] or _split_from(s, t) or _split_from(t, s),
                    alike_around[i][j],
                    (i, j) in in_order,
                    -abs(s.position - t.position),
                    -i,
                    -j,
                )
                for i, s in enumerate(sources)
                for j, t in enumerate(targets)
            )
            pairs += best_first((sources[-i], targets[-j]) for *_, i, j in reversed(ranked))
        else:
            pairs += zip(sources, targets, strict=False)
    pairs = uncrossed(pairs, swappable, padded_shapes)
    matching.record([pair for pair in pairs if keep is None or keep(*pair)], stage)


def _output_form(kernel: Kernel) -> tuple[str, ...]:
    """What a kernel writes, sizes left out: its outputs' dtypes and ranks."""
    return tuple(sorted(SIZE.sub("#", output) for output in kernel.outputs))


def _split_from(whole: Kernel, piece: Kernel) -> bool:
    """`piece` writes the partial results of `whole`'s one output (its sizes with a last dimension of N added): the
    first pass of the reduction `whole` runs in one."""
    if len(whole.outputs) != 1 or len(piece.outputs) != 1:
        return False
    return partial_results(sizes_text(whole.outputs[0]), sizes_text(piece.outputs[0])) is not None


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
