"""The fusion search: which kernels of one side now hold the work of a kernel of the other."""

from __future__ import annotations

import bisect
import itertools
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Iterable, Iterator

from dumpdiff.service.differ.profiles import Kernel, LeafKey, pass_holds
from dumpdiff.service.differ.similarity import common, holds, overlap

# How many times over a fusion's pieces may list its nodes, each listing those it inlines (`_claim_run`).
RECOMPUTED_NODES = 3
PIECE_HOPS = 2  # how far from the one holding most (through the dataflow, or next in the schedule) its pieces sit
# The share of a fusion's kinds of node its pieces may list nowhere: a node it inlined that now runs only in a kernel
# of other work (a batch norm's `rsqrt`, in the normalisation's kernel alone once the statistics' kernel split).
UNLISTED_KINDS = 0.25
# Which target kernels hold the work of each source kernel.
PartsFinder = Callable[[list[Kernel], list[Kernel]], Iterable[tuple[Kernel, list[Kernel]]]]
# Where a kernel sits in the dataflow (fed by, feeding which matched kernels): comparable across the two sides.
Place = Callable[[Kernel], Counter[tuple[str, int]]]


def leaf_parts(
    sources: list[Kernel], targets: list[Kernel], source_place: Place, target_place: Place
) -> Iterable[tuple[Kernel, list[Kernel]]]:
    """For each source kernel (in schedule order), the target kernels now holding its leaves: greedily the one
    holding most of what is left (on ties the one that is most purely that work, then the one in its place in the
    dataflow, then the nearest in the schedule), each target leaf used once. The kernels with the most work choose
    first: they need the most pieces, and who gets a piece then depends on what the kernels are, not on where the
    schedule put them."""
    return sorted(_claim_parts(sources, targets, source_place, target_place), key=lambda item: item[0].position)


def _claim_parts(
    sources: list[Kernel], targets: list[Kernel], source_place: Place, target_place: Place
) -> Iterable[tuple[Kernel, list[Kernel]]]:
    holders = Holders(targets)
    unused = {id(t): t.leaf_counts.copy() for t in targets}
    # Only the code alone's kernels look for their pieces by their place in the schedule.
    by_rank = {t.rank: t for t in targets} if any(s.of_aten_nodes for s in sources) else {}
    # A kernel recomputing forward ops in the backward may hold forward pieces, but the forward kernels claim theirs
    # first.
    for source in sorted(sources, key=lambda k: (k.autodiff == "mixed", -len(k.leaf_keys), k.position)):
        if source.of_aten_nodes:
            yield source, _claim_run(source, holders, unused, by_rank, source_place, target_place)
            continue
        wanted = source.leaf_counts.copy()
        candidates = _holding_pass(source, holders.near(wanted, source.position))
        widened = False
        parts: list[Kernel] = []
        claims: list[tuple[Kernel, Counter[LeafKey]]] = []
        beside_parts: set[int] = set()  # the kernels feeding or fed by the parts taken so far
        closeness: dict[int, float] = {}  # of each target's place to the source's, once per source
        while wanted:
            scored = _holding(wanted, candidates, unused)
            if not scored and not widened:
                candidates, widened = _holding_pass(source, holders.all(wanted)), True
                continue
            if not scored:
                break
            best = _best_holder(source, scored, source_place, target_place, beside_parts, closeness)
            candidates = [t for _, t in scored]  # `wanted` and `unused` only shrink: who held none of it never will
            taken = wanted & unused[id(best)]
            wanted -= taken
            unused[id(best)] -= taken
            for key in taken:
                if not unused[id(best)][key]:
                    holders.discard(best, key)  # used up: later searches look past it
            parts.append(best)
            claims.append((best, taken))
            beside_parts.update(id(k) for k in (*best.producers, *best.consumers))
        # Some of its work in one kernel and the rest nowhere: no fusion lost or made, and no claim on the look-alike
        # pieces other kernels may need (a kernel wholly inside one other keeps its claim: that work is done there).
        if len(parts) == 1 and wanted:
            for holder, taken in claims:
                for key in taken:
                    if not unused[id(holder)][key]:
                        holders.restore(holder, key)
                unused[id(holder)] += taken
        yield source, sorted(parts, key=lambda k: k.position)


def _claim_run(
    source: Kernel,
    holders: Holders,
    unused: dict[int, Counter[LeafKey]],
    by_rank: dict[int, Kernel],
    source_place: Place,
    target_place: Place,
) -> list[Kernel]:
    """The parts of a kernel whose leaves are ATen nodes (a kernel known by its launch alone): each piece of such a
    fusion lists the nodes it inlines too, so pieces run apart repeat nodes (a norm's mean and variance, each kernel
    reading them recomputing the cast before) and cannot share the nodes out as IR nodes are. The kernel holding most
    of its work (as `_best_holder` chooses), and where that one does only its ops, the kernels each doing only its
    ops (none taken yet) that feed it, read it or run next to it in the schedule, and so on from them (`PIECE_HOPS`
    out, within `RECOMPUTED_NODES` times its nodes): a fusion of them where they split it (`split_recomputing`).
    `by_rank`: the kernels the parts may be, by their place in the schedule."""
    wanted = source.leaf_counts
    near = _holding(wanted, _holding_pass(source, holders.near(wanted, source.position)), unused)
    scored = near or _holding(wanted, _holding_pass(source, holders.all(wanted)), unused)
    if not scored:
        return []
    seed = _best_holder(source, scored, source_place, target_place, set(), {})

    def only_its_ops(kernel: Kernel) -> bool:
        return (
            unused.get(id(kernel)) == kernel.leaf_counts
            and holds(wanted, kernel.leaf_counts)
            and pass_holds(source, kernel)
            # A look-alike of the one holding most is the same kernel of another layer, reached through the dataflow.
            and (kernel is seed or kernel.leaf_counts != seed.leaf_counts)
        )

    run = [seed]
    if only_its_ops(seed):
        seen = {id(seed)}
        # Pieces repeat what they inline, but not without end, nor far from the one holding most: beyond, the kernels
        # around are the pieces of other kernels doing ops it does (the norms of the layers after a patch
        # embedding's, the batch norms' gradients of the layers around).
        room = RECOMPUTED_NODES * len(source.leaf_keys) - len(seed.leaf_keys)
        frontier = [seed]
        for _hop in range(PIECE_HOPS):
            reached = []
            for part in frontier:
                beside = (*part.producers, *part.consumers, by_rank.get(part.rank - 1), by_rank.get(part.rank + 1))
                for kernel in beside:
                    if kernel is not None and id(kernel) not in seen and only_its_ops(kernel):
                        seen.add(id(kernel))
                        if len(kernel.leaf_keys) <= room:
                            room -= len(kernel.leaf_keys)
                            reached.append(kernel)
            run += reached
            frontier = reached
    if split_recomputing(source, run):
        claimed = {id(part): part.leaf_counts.copy() for part in run}
    elif holds(unused[id(seed)], wanted):  # its work is done in one kernel, which keeps the claim
        run, claimed = [seed], {id(seed): wanted.copy()}
    else:
        return [seed]
    for part in run:
        unused[id(part)] -= claimed[id(part)]
        for key in claimed[id(part)]:
            if not unused[id(part)][key]:
                holders.discard(part, key)
    return sorted(run, key=lambda k: k.position)


def _holding(
    wanted: Counter[LeafKey], candidates: list[Kernel], unused: dict[int, Counter[LeafKey]]
) -> list[tuple[int, Kernel]]:
    """The candidates still holding some of `wanted`, with how much."""
    return [(held, t) for t in candidates if (held := common(wanted, unused[id(t)]))]


def fitting_pieces(whole: Kernel, pieces: list[Kernel]) -> Iterator[Counter[LeafKey]]:
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


def several_fit(whole: Kernel, pieces: list[Kernel]) -> bool:
    """Two or more of `pieces` fit in `whole` side by side (`fitting_pieces`)."""
    return next(itertools.islice(fitting_pieces(whole, pieces), 1, None), None) is not None


def split_recomputing(whole: Kernel, pieces: list[Kernel]) -> bool:
    """A kernel whose leaves are ATen nodes (known by its launch alone) split into `pieces` (each wholly inside it):
    two or more of them fit in it side by side (`fitting_pieces`) and together they do its kinds of op, but for a few
    (`UNLISTED_KINDS`). Each piece lists the nodes it inlines too, so pieces run apart repeat nodes (a norm's mean
    and variance, each kernel reading them recomputing the cast before): they need not do its work as many times as it
    does."""
    return (
        whole.of_aten_nodes
        and several_fit(whole, pieces)
        and len(whole.leaf_counts.keys() - {key for piece in pieces for key in piece.leaf_counts})
        <= len(whole.leaf_counts) * UNLISTED_KINDS
    )


def _holding_pass(source: Kernel, candidates: list[Kernel]) -> list[Kernel]:
    """The candidates whose ops may be some of `source`'s, as far as the passes of a derivative go: nor is a kernel
    recomputing forward work in the backward (a remat, where the dump says so) a piece of one that is not, or the
    other way round (a layer's gradient gemm split from its weight slice is not the gemm a remat recomputes)."""
    if source.autodiff is None:  # no derivative facts: the format marks no remats either
        return candidates
    recomputes = _recomputes(source)
    return [t for t in candidates if pass_holds(source, t) and _recomputes(t) == recomputes]


def _recomputes(kernel: Kernel) -> bool:
    return "rematerialized" in kernel.node.attributes


def _best_holder(
    source: Kernel,
    scored: list[tuple[int, Kernel]],
    source_place: Place,
    target_place: Place,
    beside_parts: set[int],
    closeness: dict[int, float],
) -> Kernel:
    """Most work held first; then the kernel that is most purely this work (a piece, not a part of something else);
    then one reading and writing what this kernel's matched neighbours write and read (of two look-alike layers, the
    piece of this layer); then one feeding or fed by the pieces already taken (a gradient's sum reads that layer's
    gradient, not the other layer's, whatever the schedule interleaves); then one running over what this kernel's
    leaves ran over (of two chains of the same ops, the piece of this one's shape); then the nearest in the schedule.
    The first two narrow the field before the dataflow is looked at: most searches end there. `closeness`: how near
    each target's place is to the source's, kept over one source's searches (each looks at the same look-alikes)."""
    most = max(held for held, _ in scored)
    tied = [(held / len(t.leaf_keys), t) for held, t in scored if held == most]
    purest = max(purity for purity, _ in tied)
    tied = [(purity, t) for purity, t in tied if purity == purest]
    if len(tied) == 1:
        return tied[0][1]
    # One criterion at a time, each keeping the best of the kernels still tied (most are decided by the first).
    place = source_place(source)
    for _, target in tied:
        if id(target) not in closeness:
            closeness[id(target)] = overlap(place, target_place(target))
    closest = max(closeness[id(t)] for _, t in tied)
    placed = [t for _, t in tied if closeness[id(t)] == closest]
    placed = [t for t in placed if id(t) in beside_parts] or placed
    extents = source.extents
    shaped = [t for t in placed if not extents.isdisjoint(t.extents)] or placed
    position = source.position
    return min(shaped, key=lambda t: abs(t.position - position))


def flow_parts(sources: list[Kernel], targets: list[Kernel]) -> Iterable[tuple[Kernel, list[Kernel]]]:
    """With stable tensor ids: the target kernels on the paths from a source kernel's inputs to its outputs."""
    writers: dict[str, list[Kernel]] = defaultdict(list)
    for target in targets:
        for buffer in target.writes:
            writers[buffer.name].append(target)
    for source in sources:
        parts: list[Kernel] = []
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


class Holders:
    """Which kernels hold a leaf, searchable by schedule position: matching looks at the nearest few holders of
    each leaf only, which keeps it near-linear when a graph repeats the same ops thousands of times (layers)."""

    NEAREST = 8
    FALLBACK_LIMIT = 2000

    def __init__(self, kernels: Iterable[Kernel]) -> None:
        by_key: dict[Hashable, list[Kernel]] = defaultdict(list)
        for kernel in kernels:
            for leaf_key in set(kernel.leaf_keys):
                by_key[leaf_key].append(kernel)
        self.by_key = {key: sorted(held, key=lambda k: k.position) for key, held in by_key.items()}
        self.positions = {key: [k.position for k in held] for key, held in self.by_key.items()}

    def near(self, keys: Iterable[Hashable], position: float) -> list[Kernel]:
        found: dict[int, Kernel] = {}
        for key in keys:
            held = self.by_key.get(key)
            if not held:
                continue
            middle = bisect.bisect_left(self.positions[key], position)
            for kernel in held[max(middle - self.NEAREST, 0) : middle + self.NEAREST]:
                found[id(kernel)] = kernel
        return list(found.values())

    def discard(self, kernel: Kernel, key: Hashable) -> None:
        held, positions = self.by_key[key], self.positions[key]
        index = bisect.bisect_left(positions, kernel.position)
        while held[index] is not kernel:  # kernels at one position sit side by side
            index += 1
        del held[index], positions[index]

    def restore(self, kernel: Kernel, key: Hashable) -> None:
        """Undoes `discard`."""
        index = bisect.bisect_right(self.positions[key], kernel.position)
        self.by_key[key].insert(index, kernel)
        self.positions[key].insert(index, kernel.position)

    def all(self, keys: Iterable[Hashable]) -> list[Kernel]:
        """Every holder: the fallback when the schedule moved work far from where it was."""
        found = {id(kernel): kernel for key in keys for kernel in self.by_key.get(key, ())}
        return list(found.values())[: self.FALLBACK_LIMIT]
