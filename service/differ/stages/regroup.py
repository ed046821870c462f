"""The last stages: leftovers computing a closed group's work another way, and lost fusions whose pieces were
regrouped with other work into no more kernels."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from operator import attrgetter

from dumpdiff.service.differ.fusion import Place
from dumpdiff.service.differ.profiles import Kernel, only_reduces, reduces
from dumpdiff.service.differ.similarity import holds, overlap
from dumpdiff.service.differ.stages.matching import (
    SIMILARITY_BUDGET,
    SIMILARITY_FLOOR,
    Matching,
    Places,
    Regrouping,
    adjacent_groups,
    feed_only_one_another,
)


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


def regrouped_in_place(matching: Matching) -> None:
    """Stage 5, regrouped in place: a group of leftovers feeding one another that sits, all of it, exactly where a
    group of the other side's leftovers sits (the same paired neighbours, feeding it and fed by it), doing mostly the
    same work (`overlap` of their ops over half), with no more kernels in the head and two or more in the base (one
    kernel against one is a kernel changed, no grouping), is the same work grouped another way: regrouped, not new (a
    rotary embedding's backward as the sine's part and the cosine's with the transpose, against the whole rotation
    and the transpose apart, as another number of key/value heads has Inductor group it). See docs/matching.md."""
    places = Places(matching)
    base_groups = {_group_place(group, places.of_base): group for group in adjacent_groups(matching.base_left)}
    decided: set[int] = set()
    for head_group in adjacent_groups(matching.head_left):
        place = _group_place(head_group, places.of_head)
        base_group = base_groups.get(place) if place else None
        if base_group is None or len(head_group) > len(base_group) or len(base_group) < 2:
            continue
        base_work, head_work = (sum((k.work for k in group), Counter()) for group in (base_group, head_group))
        if overlap(base_work, head_work) > SIMILARITY_FLOOR:
            matching.regrouped.append(Regrouping(base_group, head_group, [], []))
            decided |= {id(k) for k in (*base_group, *head_group)}
    matching.set_aside(decided)


def _group_place(group: list[Kernel], place: Place) -> frozenset[tuple[str, int]]:
    """The paired neighbours a group of leftovers reads from and feeds, by direction."""
    return frozenset(key for kernel in group for key in place(kernel))


def _closed_group(kernels: list[Kernel]) -> list[Kernel]:
    """`kernels`, where they form one group feeding only one another (no other kernel feeds or reads them); else
    none."""
    if not feed_only_one_another(kernels):
        return []  # decided in one pass: most graphs' leftovers sit among paired kernels
    groups = adjacent_groups(kernels)
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
    new_first_passes = _new_first_passes(matching, new_apart, groups)
    # In the order of the lost fusions, then of the kernels doing work again or taking it over: ids say nothing of
    # the schedule.
    seeds = dict.fromkeys(
        [groups.root(kernel) for kernel, _ in matching.lost]
        + [groups.root(kernel) for kernel in (*duplicating, *(head for _, head, _ in moved), *new_first_passes)]
    )
    if not seeds:
        return
    base = [kernel for kernel, _ in matching.lost] + [kernel for kernel, _, _ in moved]
    base += [part for kernel, parts in matching.fused if groups.root(kernel) in seeds for part in parts]
    heads = [part for _, parts in matching.lost for part in parts] + duplicating
    heads += [kernel for kernel, _ in matching.fused if groups.root(kernel) in seeds]
    heads += [kernel for _, paired, taking in moved for kernel in (paired, taking)] + new_first_passes
    duplicating += [taking for _, _, taking in moved]
    first_passes = defaultdict(list)
    for kernel in new_first_passes:
        first_passes[groups.root(kernel)].append(kernel)
    if len(matching.removed) * len(heads) <= SIMILARITY_BUDGET:
        taken, removed_first_passes = _removed_taken_in(matching, base, heads, groups)
        base += taken
        for kernel in removed_first_passes:
            first_passes[groups.root(kernel)].append(kernel)
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
            matching.regrouped.append(
                Regrouping(base_side, head_side, split[group], repeating[group], first_passes[group])
            )
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
    counterpart = matching.counterparts()
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


def _removed_taken_in(
    matching: Matching, base: list[Kernel], heads: list[Kernel], groups: _Groups
) -> tuple[list[Kernel], list[Kernel]]:
    """The removed kernels whose ops a head kernel of a group holds, each joined to it: beside a base kernel of that
    group, or beside one that joined before them (a chain of ops fused into a piece), or where that head kernel sits
    in the removed kernel's place (XLA's RMSNorm gradient whose weight multiply moved: its reduction now also writes
    the product, the pieces around it regrouped). A removed first pass of a reduction joins the group of the kernel
    finishing it where a head kernel of the group reduces (`_first_pass_of`): (all those joined, those first
    passes)."""
    heads_of: dict[int, list[Kernel]] = defaultdict(list)
    for head in heads:
        heads_of[groups.root(head)].append(head)
    beside: dict[int, Kernel] = {id(n): kernel for kernel in base for n in (*kernel.producers, *kernel.consumers)}
    taken: list[Kernel] = []
    first_passes: list[Kernel] = []
    waiting = matching.removed
    while waiting:
        left = []
        for kernel in waiting:
            member = beside.get(id(kernel))
            if member is None:
                left.append(kernel)
                continue
            group_heads = heads_of[groups.root(member)]
            first_pass = _first_pass_of(kernel, member, group_heads)
            if first_pass or any(holds(h.leaf_counts, kernel.leaf_counts) for h in group_heads):
                groups.join(member, kernel)
                taken.append(kernel)
                if first_pass:
                    first_passes.append(kernel)
                beside.update((id(n), kernel) for n in (*kernel.producers, *kernel.consumers))
            else:
                left.append(kernel)
        if len(left) == len(waiting):
            break
        waiting = left
    if not waiting:
        return taken, first_passes
    places = Places(matching)
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
    return taken, first_passes


def _new_first_passes(matching: Matching, new_apart: list[Kernel], groups: _Groups) -> list[Kernel]:
    """The new kernels of `new_apart` computing the first pass of a reduction that a new fusion or a piece of a lost
    fusion finishes, where a base kernel of its group reduces (`_first_pass_of`: a kernel the fusion took in, the
    fusion the piece was split from), or the first pass of one joined before them, each joined to that group: the
    mirror of a removed first pass (`_removed_taken_in`)."""
    base_of: dict[int, list[Kernel]] = defaultdict(list)  # a head kernel's base kernels in its group
    for kernel, parts in matching.fused:
        base_of[id(kernel)] += parts
    for kernel, parts in matching.lost:
        for part in parts:
            base_of[id(part)].append(kernel)
    finishing = {key: key for key in base_of}  # and, once joined, a pass -> the kernel its group is known by
    passes: list[Kernel] = []
    waiting = new_apart
    while waiting:
        left = []
        for kernel in waiting:
            member = next((c for c in kernel.consumers if id(c) in finishing), None)
            if member is not None and _first_pass_of(kernel, member, base_of[finishing[id(member)]]):
                groups.join(member, kernel)
                passes.append(kernel)
                finishing[id(kernel)] = finishing[id(member)]
            else:
                left.append(kernel)
        if len(left) == len(waiting):
            break
        waiting = left
    return passes


def _first_pass_of(kernel: Kernel, member: Kernel, others: list[Kernel]) -> bool:
    """`kernel` computes nothing but a reduction, read by `member`, which reduces too, and one of `others` (the
    other side's kernels of `member`'s group) reduces:
    the first pass of a reduction split in two (XLA's tree reduction rewriter: a `reduce-window` of partial sums
    that the fusion after it finishes), run whole by the other side (XLA:CPU's YNNPACK reduction in jax 0.10, the ops
    that finished it in a fusion of their own)."""
    return (
        only_reduces(kernel)
        and any(consumer is member for consumer in kernel.consumers)
        and reduces(member)
        and any(reduces(other) for other in others)
    )


def _by_position(kernels: Iterable[Kernel]) -> list[Kernel]:
    return sorted(kernels, key=attrgetter("position"))
