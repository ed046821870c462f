"""The stages for work that one side does in one kernel and the other in several: a fused kernel for many, found
among the leftovers between paired neighbours, and a library call for many."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from operator import attrgetter

from dumpdiff.service.differ.profiles import Kernel
from dumpdiff.service.differ.similarity import holds
from dumpdiff.service.differ.stages.calls import draws_seeds, one_dot_shape
from dumpdiff.service.differ.stages.matching import (
    SIMILARITY_BUDGET,
    Matching,
    Places,
    adjacent_groups,
    connected,
    feed_only_one_another,
    mostly,
    runs_library_call,
    sides,
)


def library_call_for_many(matching: Matching) -> None:
    """Stage 5, a library call for many kernels: leftover kernels running one library op each (flash attention; a
    cuDNN fused attention and its backward, next to each other), whose other dataflow neighbours are all paired (but
    for leftovers feeding library calls alone: a causal mask every layer's call reads), against two or more leftovers
    of the other side that sit between those neighbours' counterparts and nowhere else (the op decomposed: matmuls
    and a softmax, as SDPA's math backend or XLA's own attention runs it) are that work spread over them: a lost
    fusion where the library calls are the base's, a new fusion where they are the head's (of two calls next to each
    other, each takes the kernels nearest to it in the schedule). See docs/matching.md."""
    _done_by_many(matching, lambda own: adjacent_groups([k for k in own if runs_library_call(k)]))


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
        own, other = sides(matching, base_first=from_base)
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
    groups = [group for group in adjacent_groups(other) if len(group) >= 2 and feed_only_one_another(group)]
    if len(groups) != 1:
        return None
    (kernel,), (group,) = isolated, groups
    return (kernel, group) if all(mostly(member, kernel) for member in group) else None


def _each_fused_kernel(kernels: list[Kernel]) -> list[list[Kernel]]:
    """Each kernel of two or more leaves that runs no library call, a group of its own; not a dot among data moves,
    which is dots merged where the other side's dots' widths add up to its own, and another gemm where they do not
    (`merged_dots`)."""
    return [[k] for k in kernels if len(k.leaves) >= 2 and not runs_library_call(k) and one_dot_shape(k) is None]


def _each_one_node_kernel(kernels: list[Kernel]) -> list[list[Kernel]]:
    """Each kernel of one node that computes something and runs no library call, a group of its own."""
    return [[k] for k in kernels if len(k.leaves) == 1 and k.computation and not runs_library_call(k)]


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
    places = Places(matching)
    for from_base in (True, False):
        own, other = sides(matching, base_first=from_base)
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
            # Its whole work in one kernel of the share is that kernel, grown (a norm's partial sums taking in the
            # weight's and the bias's beside finishing kernels of their own): not spread over many.
            if any(holds(k.work, kernel.work) for kernel, share in zip(group, shares, strict=True) for k in share):
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
                matching.record_fusion(kernel, share, lost=from_base)
        matching.set_aside(taken)


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
    leftovers connected to those, where all of them read only from each other and `before` (or graph inputs, or the
    graph's draw of seeds: a dropout's random numbers, which the other side may draw in its library call) and feed
    only each other and `after` (or graph outputs); else none."""
    seeds = [
        k
        for k in left
        if any(match.get(id(p)) in before for p in k.producers) or any(match.get(id(c)) in after for c in k.consumers)
    ]
    region = connected(seeds, {id(k) for k in left})
    outside_producers = [p for k in region.values() for p in k.producers if id(p) not in region]
    outside_consumers = [c for k in region.values() for c in k.consumers if id(c) not in region]
    if any(match.get(id(p)) not in before and not draws_seeds(p) for p in outside_producers):
        return []
    if any(match.get(id(c)) not in after for c in outside_consumers):
        return []
    return sorted(region.values(), key=attrgetter("position"))
