"""What the matching stages share: one graph pair's matching so far (`Matching`), where kernels sit in the dataflow
(`Places`), how proposals are ranked and taken, and the small tests of kernels more than one stage asks."""

from __future__ import annotations

import functools
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from operator import attrgetter

from dumpdiff.service.differ.fusion import PartsFinder, flow_parts, leaf_parts
from dumpdiff.service.differ.profiles import Kernel, ops_share_of
from dumpdiff.service.differ.similarity import best_first

SIZED = re.compile(r"\w+\[([0-9]+(?:, [0-9]+)*)?\]")  # an output as profiles name it: `bf16[1024, 1536]`
WORKSPACE = re.compile(r"[su]8\[[0-9]+\]|untyped")  # a library call's byte workspace, and the tuple holding it
SIMILARITY_FLOOR = 0.5
NEAR_SAME_OPS = 0.8  # op-multiset overlap above which leftovers are one kernel edited, not two different ones
SIMILARITY_BUDGET = 250_000  # pairs scored per kind before leftovers are left unpaired


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
    op without them beside kernels running the rest, where the autotuner decided it (`fusions._epilogue_moved`):
    max-autotune times a template against the library call, and a template with its epilogue against one without. Not
    a fusion made or lost."""

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
    head kernels doing again the whole work of a base kernel another head kernel of it took in; `first_passes`: its
    kernels running the first pass of a reduction apart, which the other side's kernels of it run whole."""

    base: list[Kernel]
    head: list[Kernel]
    split: list[Kernel]
    repeating: list[Kernel]
    first_passes: list[Kernel] = field(default_factory=list)
    random_in_kernels: bool = False  # the base's random numbers drawn by library calls, the head's in its kernels


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
    kernels: tuple[Kernel, ...]  # every kernel of both sides, left or not
    stable_ids: bool  # both sides keep tensor ids: fusions show by the tensors flowing through kernels
    fuses_epilogues: tuple[bool, bool]  # base, head: some kernel runs a library op with ops after it (a template's)
    # base, head: the operand precisions XLA's Triton gemms run at (the autotuner had Triton at those)
    triton_gemm_precisions: tuple[frozenset[str], frozenset[str]]
    read_sources: bool  # both sides hold their kernels' generated sources: equal kernels compute the same
    leaves_are_ops: bool  # both sides' leaves are single ops: their kinds are the kinds of op a kernel runs
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

    def record_fusion(self, kernel: Kernel, parts: list[Kernel], *, lost: bool) -> None:
        """Adds a fusion a stage found: a base kernel whose work `parts` of the head now do apart (`lost`: the parts
        are new kernels, pieces of it), or a head kernel doing the work of base `parts`."""
        if lost:
            self.lost.append((kernel, parts))
            self.new += parts
        else:
            self.fused.append((kernel, parts))

    def counterparts(self) -> dict[int, Kernel]:
        """Each paired kernel's id to the kernel it pairs with, both ways (kernels of both sides have their own ids)."""
        return {id(one): other for base, head, _ in self.pairs for one, other in ((base, head), (head, base))}

    def set_aside(self, decided: set[int]) -> None:
        self.base_left = [k for k in self.base_left if id(k) not in decided]
        self.head_left = [k for k in self.head_left if id(k) not in decided]

    def parts_finder(self, *, from_base: bool) -> PartsFinder:
        """Where the work of each kernel of one side (the base side `from_base`) went on the other."""
        if self.stable_ids:
            return flow_parts
        places = Places(self)
        source_place, target_place = (places.of_base, places.of_head) if from_base else (places.of_head, places.of_base)
        return functools.partial(leaf_parts, source_place=source_place, target_place=target_place)


Stage = Callable[[Matching], None]
Pair = tuple[Kernel, Kernel]


def not_elsewhere(source: Kernel, target: Kernel, places: Places) -> bool:
    """The two do not sit in other places of the dataflow: one of their places is not known yet, or the two share
    some of it."""
    place, target_place = places.of_base(source), places.of_head(target)
    return not place or not target_place or not place.keys().isdisjoint(target_place)


def mostly(kernel: Kernel, other: Kernel) -> bool:
    """Over half of `kernel`'s work is `other`'s (counted in ops)."""
    return ops_share_of(kernel, other) > 0.5


def feed_only_one_another(kernels: list[Kernel]) -> bool:
    """No kernel outside `kernels` feeds or reads any of them."""
    ids = {id(kernel) for kernel in kernels}
    return all(id(n) in ids for kernel in kernels for n in (*kernel.producers, *kernel.consumers))


def sides(matching: Matching, *, base_first: bool) -> tuple[list[Kernel], list[Kernel]]:
    """The kernels each side leaves, the base's first where `base_first`."""
    return (matching.base_left, matching.head_left) if base_first else (matching.head_left, matching.base_left)


class LeftoversInPlace:
    """The leftovers of one side (the head's, or the base's where not `head`) sharing some of a kernel of the other
    side's place in the dataflow."""

    def __init__(self, matching: Matching, places: Places, *, head: bool = True) -> None:
        self.leftovers = matching.head_left if head else matching.base_left
        self.place_of_leftover = places.of_head if head else places.of_base
        self.place_of_kernel = places.of_base if head else places.of_head

    @functools.cached_property
    def beside(self) -> dict[tuple[str, int], list[Kernel]]:
        """Leftovers by each neighbour paired so far: built once, when first asked."""
        by_neighbour: dict[tuple[str, int], list[Kernel]] = defaultdict(list)
        for kernel in self.leftovers:
            for neighbour in self.place_of_leftover(kernel):
                by_neighbour[neighbour].append(kernel)
        return by_neighbour

    def of(self, kernel: Kernel) -> Iterator[Kernel]:
        for neighbour in self.place_of_kernel(kernel):
            yield from self.beside.get(neighbour, ())


def written_shapes(kernel: Kernel) -> list[str]:
    """The shapes a kernel writes but for a library call's workspace."""
    return [shape for shape in kernel.outputs if not WORKSPACE.fullmatch(shape)]


def elements_written(kernel: Kernel) -> int:
    """How many elements a kernel writes in all, but a library call's workspace (a symbolic shape counting as one)."""
    return sum(math.prod(dims_of(shape)) for shape in written_shapes(kernel))


def dims_of(shape: str) -> tuple[int, ...]:
    """`bf16[1024, 1536]` -> (1024, 1536); () for a scalar or sizes that are not all numbers (a symbolic size)."""
    sized = SIZED.fullmatch(shape)
    return tuple(int(size) for size in sized[1].split(", ")) if sized and sized[1] else ()


def runs_library_call(kernel: Kernel) -> bool:
    return "computes" in kernel.node.attributes or kernel.node.kind == "custom-call"


def adjacent_groups(kernels: list[Kernel]) -> list[list[Kernel]]:
    """`kernels` in groups of those feeding one another, each group in schedule order."""
    within = {id(k) for k in kernels}
    grouped: set[int] = set()
    groups = []
    for kernel in kernels:
        if id(kernel) not in grouped:
            group = connected([kernel], within)
            grouped |= group.keys()
            groups.append(sorted(group.values(), key=attrgetter("position")))
    return groups


def connected(seeds: list[Kernel], within: set[int]) -> dict[int, Kernel]:
    """`seeds` and the kernels of `within` they reach through producers and consumers of `within`, by id."""
    reached: dict[int, Kernel] = {}
    queue = list(seeds)
    while queue:
        kernel = queue.pop()
        if id(kernel) not in reached:
            reached[id(kernel)] = kernel
            queue += [n for n in (*kernel.producers, *kernel.consumers) if id(n) in within]
    return reached


def assign(matching: Matching, proposals: list[tuple[float, Kernel, Kernel]], stage: str) -> None:
    """Pairs greedily, best score first, then nearest in the schedule; then `uncrossed` where the two pairs swapped
    score as the crossed ones did (`scoring_alike`): the nearest in the schedule is not it where a release reordered
    look-alikes (the differences of a volume along each axis, all alike in work)."""
    matching.record(uncrossed(best_first(ranked_pairs(proposals)), scoring_alike(proposals)), stage)


def scoring_alike(proposals: list[tuple[float, Kernel, Kernel]]) -> Callable[[Pair, Pair], bool]:
    """Whether two pairs swapped score as they did, each pair's score in `proposals`."""
    score = {(id(source), id(target)): value for value, source, target in proposals}

    def alike(pair: Pair, other: Pair) -> bool:
        crossing = (score[(id(pair[0]), id(pair[1]))], score[(id(other[0]), id(other[1]))])
        return (score.get((id(pair[0]), id(other[1]))), score.get((id(other[0]), id(pair[1])))) == crossing

    return alike


def uncrossed(
    pairs: list[Pair],
    swappable: Callable[[Pair, Pair], bool],
    shapes: Callable[[Kernel], Hashable] = attrgetter("outputs"),
) -> list[Pair]:
    """The pairs, two that crossed look-alikes of other `shapes` swapped where each then writes its kernel's very
    shapes and `swappable` allows it (each pair's source and target ids as the crossed pairs have them). `shapes`:
    what a kernel writes as compared here, the same for kernels writing the very same `outputs`."""
    # Kernels writing the very same shapes write the same `shapes`: only the others are looked at.
    crossed = [
        (index, shapes(source), shapes(target))
        for index, (source, target) in enumerate(pairs)
        if source.outputs != target.outputs
    ]
    crossed = [(index, source, target) for index, source, target in crossed if source != target]
    if len(crossed) < 2:
        return pairs
    waiting: dict[tuple[Hashable, Hashable], list[int]] = defaultdict(list)
    swapped = list(pairs)
    for index, source_shapes, target_shapes in crossed:
        for other in waiting.get((target_shapes, source_shapes), ()):
            if swappable(swapped[index], swapped[other]):
                (source, target), (other_source, other_target) = swapped[index], swapped[other]
                swapped[index], swapped[other] = (source, other_target), (other_source, target)
                waiting[(target_shapes, source_shapes)].remove(other)
                break
        else:
            waiting[(source_shapes, target_shapes)].append(index)
    return swapped


def ranked_pairs(proposals: list[tuple[float, Kernel, Kernel]]) -> list[tuple[Kernel, Kernel]]:
    """The pairs proposed, best score first, then nearest in the schedule."""
    ranked = sorted(proposals, key=lambda p: (-p[0], abs(p[1].position - p[2].position), p[1].position, p[2].position))
    return [(source, target) for _score, source, target in ranked]


class Places:
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
