"""The stages for a kernel edited in its place: ops lost or gained, its content alike but changed (similarity), and
the leftovers that the pairs made beside them give a place in the dataflow."""

from __future__ import annotations

from collections import Counter, defaultdict

from dumpdiff.service.differ.profiles import (
    Kernel,
    ops_share_of,
    pass_holds,
    same_kernel_name,
    same_pass,
    work_kind,
)
from dumpdiff.service.differ.similarity import best_first, holds, overlap
from dumpdiff.service.differ.stages.calls import one_op, switched_call_proposals
from dumpdiff.service.differ.stages.matching import (
    NEAR_SAME_OPS,
    SIMILARITY_BUDGET,
    SIMILARITY_FLOOR,
    Matching,
    Places,
    assign,
    elements_written,
    mostly,
    not_elsewhere,
    ranked_pairs,
)

PLACE_ROUNDS = 3  # each round pairs kernels one hop further from the pairs already made


def lost_ops(matching: Matching) -> None:
    """Stage 4, lost ops: a head kernel whose work is mostly (over half) that of a base kernel no fusion split (its
    other ops are gone, not in other kernels), writing no output the base kernel did not, is that kernel having lost
    ops: changed, however much it lost. The reverse of a kernel that gained more than its own work, new (stage 3).
    Where the base kernel also grew into a head kernel as gained ops pairs them, the more alike pair wins. See
    docs/matching.md."""
    if len(matching.base_left) * len(matching.head_left) > SIMILARITY_BUDGET:
        return
    places = Places(matching)
    # Ranked by how alike the two are both ways: of two base kernels a head kernel is mostly, the nearer to it whole.
    # A forward kernel that had taken in gradient ops lets go of them in its place (gained ops' mirror).
    lost = [
        (overlap(source.work, target.work), source, target)
        for target in matching.head_left
        for source in matching.base_left
        if mostly(target, source)
        and _writes_no_more(source, target)
        and (
            same_pass(source, target)
            or (
                pass_holds(source, target)
                and overlap(places.of_base(source), places.of_head(target)) >= SIMILARITY_FLOOR
            )
        )
    ]
    # A kernel's few ops are in many a bigger one: where the base kernel also grew into a head kernel in its place
    # (dropout's mask joins a layer norm's backward, and the dropout's own backward is a new kernel of a few of the
    # same ops), the more alike of the two is that kernel; gained ops pairs it next.
    rivals = _gained_ops_proposals(matching, places)
    lost_ids = {(id(source), id(target)) for _, source, target in lost}
    ranked = ranked_pairs(_ranked_with_places(lost + rivals, places))
    won = [(s, t) for s, t in best_first(ranked) if (id(s), id(t)) in lost_ids]
    matching.record(won, "lost ops")


def _writes_no_more(source: Kernel, target: Kernel) -> bool:
    """`target` writes no shape `source` does not, nor more tensors in all: a kernel that lost ops may write one of
    its shapes again in place of others (a rotary embedding's result in float32 for the backward, once the norm
    before it and its statistics are gone)."""
    return source.output_shapes.keys() >= target.output_shapes.keys() and len(target.outputs) <= len(source.outputs)


def _ranked_with_places(
    proposals: list[tuple[float, Kernel, Kernel]], places: Places
) -> list[tuple[float, Kernel, Kernel]]:
    """The proposals ranked by how alike the two kernels' places in the dataflow are, as much as by their ops (of two
    look-alike norms' reductions, the one in its place, whichever is more alike in ops); a pair whose neighbourhood
    changed (a recomputation gone) still pairs where nothing in place competes."""
    return [
        (score + overlap(places.of_base(source), places.of_head(target)), source, target)
        for score, source, target in proposals
    ]


def gained_ops(matching: Matching) -> None:
    """Stage 4, gained ops, the mirror of lost ops: a base kernel whose work is mostly (over half) in a head kernel
    in its place in the dataflow, that writes every output it wrote and takes in more inputs (or fewer, recomputing
    what it read), no longer runs some kind of op it ran, or at most doubled its ops, is that kernel grown or
    rewritten, changed (freezing off puts batch norm's statistics and affine back between a conv and its relu; GELU's
    tanh form for its erf form, which the CPU computes in two fused nodes). A small kernel's few ops are in many a
    bigger one: the place says which, if any (a kernel with no neighbour, its only fit). Work more than doubled on the
    same inputs, every op kept, stays new (stage 3): something else is computed beside it, unless a kernel beside it
    no longer computes what it gained (`_took_from_beside`). See docs/matching.md."""
    if len(matching.base_left) * len(matching.head_left) > SIMILARITY_BUDGET:
        return
    assign(matching, _gained_ops_proposals(matching, Places(matching)), "gained ops")


def _gained_ops_proposals(matching: Matching, places: Places) -> list[tuple[float, Kernel, Kernel]]:
    counterpart = matching.counterparts()
    grown = [
        (source, target)
        for target in matching.head_left
        for source in matching.base_left
        if mostly(source, target)
        # A forward kernel may take in the first gradient ops that read it (XLA fuses the loss's sum with the
        # gradient's broadcast at a bigger size): in its place only, where a recomputation in the backward is not.
        and (same_pass(source, target) or pass_holds(target, source))
        # Fewer inputs: it computes again what it read (a saved activation the partitioner now recomputes). On the
        # same inputs with every op kept, at most doubled (as in share): the same result written out at more length.
        and (
            len(target.reads) != len(source.reads)
            or not _keeps_every_op(source, target)
            or ops_share_of(target, source) >= 0.5
            or _took_from_beside(source, target, counterpart)
        )
        and holds(target.output_shapes, source.output_shapes)
    ]
    unplaced = _unplaced_only_fits(grown)
    placed = [
        (overlap(source.work, target.work), source, target)
        for source, target in grown
        if ((place := places.of_base(source)) and overlap(place, places.of_head(target)) >= SIMILARITY_FLOOR)
        or ((id(source), id(target)) in unplaced and same_pass(source, target))
    ]
    # Only for kernels with no fit in their place: look-alikes a hop apart (two layers' sums) each have theirs.
    fitted = {id(kernel) for _score, source, target in placed for kernel in (source, target)}
    return placed + [
        (overlap(source.work, target.work), source, target)
        for source, target in grown
        if id(source) not in fitted
        and id(target) not in fitted
        and _reads_what_its_producers_read(source, target, places)
    ]


def _reads_what_its_producers_read(source: Kernel, target: Kernel, places: Places) -> bool:
    """The head kernel feeds what the base kernel fed but reads what the base kernel's producers read, some of it
    in place of what they wrote: it computes again what one of them wrote out for it (Inductor's
    `realize_acc_reads_threshold`: a gradient's product realized by the fused kernel before its sum, or recomputed in
    the sum's kernel)."""
    fed = {match for direction, match in places.of_base(source) if direction == "out"}
    if not fed or fed != {match for direction, match in places.of_head(target) if direction == "out"}:
        return False
    read = {match for direction, match in places.of_head(target) if direction == "in"}
    producers = {places.base_match.get(id(producer)) for producer in source.producers}
    upstream = producers | {places.base_match.get(id(k)) for p in source.producers for k in p.producers}
    return bool(read) and read <= upstream and not read <= producers


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
    places = Places(matching)
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
                same_name = _named_alike(source, target)
                place_likeness = overlap(source_place, places.of_head(target)) if source_place else 0.0
                same_place = place_likeness >= SIMILARITY_FLOOR
                if by_ops >= NEAR_SAME_OPS or ((same_name or same_place) and by_ops >= SIMILARITY_FLOOR):
                    score = by_ops
                elif same_name and same_place and source.outputs == target.outputs:
                    # Inductor unrolls a reduction over a few elements (`unroll_reductions_threshold`): a batch
                    # change turns four loads and adds into one loop, the same kernel with another body.
                    score = SIMILARITY_FLOOR
                elif same_place and one_op(source) and one_op(target):
                    # One op of one kind each, in one place: XLA names an op after the primitive it was folded
                    # with (a dot that took in a transpose is named after the transpose), so the names may differ.
                    score = SIMILARITY_FLOOR
                elif place_likeness and source.unconverted_leaves == target.unconverted_leaves:
                    # The same work but for converts, beside a neighbour of its own: a precision change (XLA computes
                    # a bfloat16 tanh in float32), which changed the kernels around it too.
                    score = SIMILARITY_FLOOR
            if score >= SIMILARITY_FLOOR and not_elsewhere(source, target, places):
                scored.append((score, source, target))
    proposals = switched_call_proposals(matching, places) + _user_kernels_in_place(matching, places)
    proposals += _same_computation_in_place(matching, places) + _alone_in_their_place(matching, places)
    assign(matching, scored + proposals, "similarity")


def _same_computation_in_place(matching: Matching, places: Places) -> list[tuple[float, Kernel, Kernel]]:
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


def _alone_in_their_place(matching: Matching, places: Places) -> list[tuple[float, Kernel, Kernel]]:
    """The one base leftover and the one head leftover between the same paired producers and consumers, writing a
    shape in common (or as many elements in all: a concatenation written whole by one node selecting each piece under
    a mask, or piece by piece by the nodes of a fusion), each running some kind of op the other does not: the op
    computed there was replaced (Whisper's GELU, one erf node, for ReLU and its mask, two nodes fused), however little
    their ops share; or the two named alike, after the same ops whatever their sizes (a router's softmax over the top
    two experts, then over the top one: the same kernel doing less). A place needs a producer and a consumer to say
    so."""
    base_by_place: dict[frozenset[tuple[str, int]], list[Kernel]] = defaultdict(list)
    head_by_place: dict[frozenset[tuple[str, int]], list[Kernel]] = defaultdict(list)
    for kernels, place_of, by_place in (
        (matching.base_left, places.of_base, base_by_place),
        (matching.head_left, places.of_head, head_by_place),
    ):
        for kernel in kernels:
            place = place_of(kernel)
            if {direction for direction, _ in place} == {"in", "out"}:
                by_place[frozenset(place)].append(kernel)
    return [
        (SIMILARITY_FLOOR, source, target)
        for place, (source, *others) in base_by_place.items()
        if not others
        and len(targets := head_by_place.get(place, [])) == 1
        and same_pass(source, target := targets[0])
        and (_named_alike(source, target) or _replaced(source, target))
    ]


def _named_alike(source: Kernel, target: Kernel) -> bool:
    return bool(source.node.kernel) and same_kernel_name(source, target)


def _replaced(source: Kernel, target: Kernel) -> bool:
    """Each runs some kind of op the other does not, writing a shape in common or as many elements in all."""
    return (
        bool(target.output_shapes.keys() & source.output_shapes.keys())
        or elements_written(source) == elements_written(target) > 1
    ) and not (_keeps_every_op(source, target) or _keeps_every_op(target, source))


def _took_from_beside(source: Kernel, target: Kernel, counterpart: dict[int, Kernel]) -> bool:
    """What `target` computes beyond `source` a neighbour of `source` computed, whose counterpart beside `target` no
    longer does: the boundary between the two moved, nothing computed beside it (pad_mm padding a softmax gradient in
    one run computes its pointwise part in the padding copy, in the other with the row sums before)."""
    if not (surplus := target.computation - source.computation):
        return False
    beside_target = {id(kernel) for kernel in (*target.producers, *target.consumers)}
    return any(
        (other := counterpart.get(id(neighbour))) is not None
        and id(other) in beside_target
        and holds(neighbour.computation - other.computation, surplus)
        for neighbour in (*source.producers, *source.consumers)
    )


def _keeps_every_op(kernel: Kernel, other: Kernel) -> bool:
    """`other` runs every kind of op `kernel` runs: ops added to it, not replaced (what more than doubles that way
    computes something beside it, as gained ops says)."""
    return other.op_counts.keys() >= kernel.op_counts.keys()


def _user_kernels_in_place(matching: Matching, places: Places) -> list[tuple[float, Kernel, Kernel]]:
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
