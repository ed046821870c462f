"""Why memory moved: the buffers live at each side's peak, and head peak minus base peak attributed to them.

Buffers pair through the kernel matching, never by name: the buffers two matched kernels write pair in order of
what they are (dtype, rank, then size); those of a lost fusion or a new fusion pair with the pieces' by shape; a
parameter pairs with the parameter of the same argument number; what is left pairs by role and shape, in schedule
order. Each live buffer counts the bytes it holds at the peak step, a slot shared by several of them (an update in
place, an Inductor reuse) once, so the bytes of a side's live set are its timeline at that step. Every line is one
buffer (a pair of buffers), and whatever the live sets do not explain (a figure that is not the live set's: the
Inductor high-water between two steps) is a line of its own, so the lines always add up to the difference.
Where a side has no schedule, or the peak held still while the total moved (buffers no longer taking over a freed
buffer's storage), the same is done for total bytes with every buffer the total counts, each storage's bytes going to
its first holder.
"""

from __future__ import annotations

import bisect
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from operator import attrgetter
from typing import Literal

from dumpdiff.ingest.model import Buffer, Graph
from dumpdiff.service.config import Config
from dumpdiff.service.differ.profiles import Kernel
from dumpdiff.service.differ.similarity import best_first
from dumpdiff.service.differ.stages.matching import Matching
from dumpdiff.service.finding_kinds import AttributionChange

# What an attribution line says of a buffer an output overwrote in place on the other side (a donated input, an
# in-place op): the story gathers these lines by it.
NOT_OVERWRITTEN = "no output overwrites it in place any more: it lives on beside its new value"

Scope = Literal["peak", "total"]
UNEXPLAINED: dict[Scope, str] = {
    "peak": "the peak is not what the buffers live at its step hold (a high-water between two steps)",
    "total": "the total counts what no buffer owns (allocations the dump does not break down)",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class LiveBuffer:
    """A buffer counted on one side: what it is, who writes it, and the bytes it holds there (a shared slot's bytes
    go to one of the buffers sharing it)."""

    name: str
    dtype: str | None
    shape: tuple[int | str, ...] | None
    nbytes: int
    held_bytes: int
    role: str | None
    writer: str | None  # the kernel writing it, as its title
    live_start: int | None
    live_end: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class PeakSide:
    """Where one side's peak is: its step, how many steps there are, what runs there and the buffers live."""

    step: int
    steps: int
    kernel: str
    live: tuple[LiveBuffer, ...]  # largest first


@dataclass(frozen=True, slots=True, kw_only=True)
class AttributionLine:
    change: AttributionChange
    bytes: int
    base: LiveBuffer | None
    head: LiveBuffer | None
    why: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryAttribution:
    """Head minus base bytes (`scope`: the peak, or the total where a side has no schedule), as lines that add up to
    it exactly, largest first."""

    scope: Scope
    base_bytes: int
    head_bytes: int
    base_peak: PeakSide | None
    head_peak: PeakSide | None
    lines: tuple[AttributionLine, ...]


def attribute_memory(base: Graph, head: Graph, matching: Matching, config: Config) -> MemoryAttribution | None:
    """The peak's attribution; the total's where a side has no schedule, or where, as the growth findings read it,
    the peak held still and the total moved."""
    if _has_peak(base) and _has_peak(head) and not _only_total_moved(base, head, config):
        assert base.peak_bytes is not None and head.peak_bytes is not None
        scope: Scope = "peak"
        base_bytes, head_bytes = base.peak_bytes, head.peak_bytes
        base_held, head_held = held_at_peak(base), held_at_peak(head)
    elif base.bytes_source == head.bytes_source and base.total_bytes is not None and head.total_bytes is not None:
        scope = "total"
        base_bytes, head_bytes = base.total_bytes, head.total_bytes
        base_held, head_held = _held_in_total(base), _held_in_total(head)
    else:
        return None
    base_writers, head_writers = _writers(matching, "base"), _writers(matching, "head")
    pairs = _pair_buffers(base, head, matching)
    # Most buffers hold as much on both sides: no line. Only the others, and a peak's whole list, are described.
    changed = [name for name, held in head_held.items() if base_held.get(pairs.get(name, "")) != held]
    paired_in_head = {base_name for head_name, base_name in pairs.items() if head_name in head_held}
    described = {pairs[name] for name in changed if name in pairs} | base_held.keys() - paired_in_head
    base_live = {
        name: _live(base.buffer_by_name[name], held, base_writers)
        for name, held in base_held.items()
        if scope == "peak" or name in described
    }
    head_live = {
        name: _live(head.buffer_by_name[name], head_held[name], head_writers)
        for name in (head_held if scope == "peak" else changed)
    }
    explain = _Explainer(base, head, matching, pairs, head_writers, scope)
    lines = [explain.head_line(head_live[name], base_live, pairs.get(name)) for name in changed]
    lines += [explain.base_line(live) for name, live in base_live.items() if name not in paired_in_head]
    unexplained = (head_bytes - sum(head_held.values())) - (base_bytes - sum(base_held.values()))
    if unexplained:
        lines.append(
            AttributionLine(
                change="unexplained",
                bytes=unexplained,
                base=None,
                head=None,
                why=UNEXPLAINED[scope],
            )
        )
    kept = [line for line in lines if line.bytes]
    kept.sort(key=_line_order)
    return MemoryAttribution(
        scope=scope,
        base_bytes=base_bytes,
        head_bytes=head_bytes,
        base_peak=_peak_side(base, base_live) if scope == "peak" else None,
        head_peak=_peak_side(head, head_live) if scope == "peak" else None,
        lines=tuple(kept),
    )


def _line_order(line: AttributionLine) -> tuple[int, int, str, int]:
    """Largest first, growth before shrinkage; among equals, by change, then where the buffer starts living."""
    buffer = line.head or line.base
    start = buffer.live_start if buffer is not None and buffer.live_start is not None else -1
    return (-abs(line.bytes), -line.bytes, line.change, start)


def _has_peak(graph: Graph) -> bool:
    return graph.peak_bytes is not None and graph.peak_step is not None and bool(graph.timeline)


def _only_total_moved(base: Graph, head: Graph, config: Config) -> bool:
    """The graph's growth finding is its total's (`growth.allocation_findings`): the peak held still, the total moved
    (counted the same way on both sides), in graphs whose buffers hand their storage on to others (Inductor's reuse),
    where each storage has one first holder to put its bytes on. XLA packs its temporaries at offsets of one block,
    which buffer comes first at a byte is the packing's choice: said of the total, that reads as noise."""

    def moved(before: int | None, after: int | None) -> bool:
        return before is not None and after is not None and config.moved(before, after)

    same_counting = base.bytes_source == head.bytes_source
    only_total = (
        not moved(base.peak_bytes, head.peak_bytes) and same_counting and moved(base.total_bytes, head.total_bytes)
    )
    # Scanning every buffer for a reuse is the dear part: only where the figures asked for it.
    return only_total and (_hands_storage_on(base) or _hands_storage_on(head))


def _hands_storage_on(graph: Graph) -> bool:
    return any(_taken_over(graph, buffer) for buffer in graph.buffers)


def held_at_peak(graph: Graph) -> dict[str, int]:
    """The bytes each buffer holds at the peak step: per slot, each byte to the live buffer that took it last (the
    value an update in place writes, the name a reuse hands the storage to)."""
    step = graph.peak_step
    assert step is not None
    return _held(graph, [b for b in graph.buffers if b.live_at(step)], _later)


def _held(graph: Graph, buffers: Iterable[Buffer], takes: Callable[[Buffer, Buffer], bool]) -> dict[str, int]:
    """Buffer name -> the bytes it holds of its storage: each byte of a slot to the one of `buffers` covering it that
    `takes` it from any other."""
    by_slot: dict[Hashable, list[tuple[int, int, Buffer]]] = defaultdict(list)
    for buffer in buffers:
        if span := _span(graph, buffer):
            by_slot[span[0]].append((span[1], span[2], buffer))
    held: dict[str, int] = defaultdict(int)
    for spans in by_slot.values():
        bounds = sorted({b for first, end, _ in spans for b in (first, end)})
        owner: dict[int, Buffer] = {}
        for first, end, buffer in spans:
            for piece in range(bisect.bisect_left(bounds, first), bisect.bisect_left(bounds, end)):
                current = owner.get(piece)
                if current is None or takes(buffer, current):
                    owner[piece] = buffer
        for piece, buffer in owner.items():
            held[buffer.name] += bounds[piece + 1] - bounds[piece]
    return {name: count for name, count in held.items() if count}


def _later(buffer: Buffer, other: Buffer) -> bool:
    return _holding_order(buffer) > _holding_order(other)


def _earlier(buffer: Buffer, other: Buffer) -> bool:
    return _holding_order(buffer) < _holding_order(other)


def _holding_order(buffer: Buffer) -> tuple[int, int, str]:
    return (buffer.live_start or 0, buffer.nbytes or 0, buffer.name)


def _span(graph: Graph, buffer: Buffer) -> tuple[Hashable, int, int] | None:
    """(slot, first byte, end byte) of what a buffer holds, as the timeline counts it: XLA values at their offset of
    their allocation, an Inductor name the whole storage it is in (its first holder's allocation)."""
    if buffer.allocation is not None and buffer.offset is not None and buffer.nbytes:
        return ("allocation", buffer.allocation), buffer.offset, buffer.offset + buffer.nbytes
    if buffer.slot is not None:
        owner = graph.buffer_by_name.get(buffer.slot)
        size = owner.nbytes if owner is not None else buffer.nbytes
        return (("slot", buffer.slot), 0, size) if size else None
    return None


def _held_in_total(graph: Graph) -> dict[str, int]:
    """Every buffer the total counts (what the graph itself allocates, not its inputs): a storage that buffers take
    over one after another (a reuse) held by the first of them, which allocated it."""
    given = {span[0] for b in graph.buffers if b.role in ("input", "parameter") and (span := _span(graph, b))}
    # What an output writes into an input's storage in place (a donation) is the input's, not the graph's, memory.
    allocated = [
        b
        for b in graph.buffers
        if b.nbytes
        and b.role not in ("input", "parameter")
        and ((span := _span(graph, b)) is None or span[0] not in given)
    ]
    held = _held(graph, allocated, _earlier)
    # Without a slot (a schedule-less dump), a buffer holds what it owns.
    return held | {b.name: b.nbytes for b in allocated if b.nbytes and _span(graph, b) is None}


def _writers(matching: Matching, side: str) -> dict[str, Kernel]:
    """Buffer -> the kernel writing it (the one its size is counted against, else the first writing it)."""
    kernels = _kernels(matching, side)
    writers: dict[str, Kernel] = {}
    kernels.sort(key=attrgetter("position"))
    for kernel in kernels:
        for buffer in kernel.allocates:
            writers.setdefault(buffer.name, kernel)
    for kernel in kernels:
        for buffer in kernel.writes:
            writers.setdefault(buffer.name, kernel)
    return writers


def _kernels(matching: Matching, side: str) -> list[Kernel]:
    if side == "base":
        kernels = [base for base, _, _ in matching.pairs]
        kernels += [k for k, _ in matching.lost] + [p for _, parts in matching.fused for p in parts]
        kernels += [copy for unrolled in matching.unrolled if not unrolled.in_head for copy in unrolled.copies]
        kernels += [k for move in matching.epilogues for k in ([move.fused] if move.fused_in_base else move.parts)]
        kernels += [k for entry in matching.padded if not entry.in_head for k in entry.padding]
        kernels += [k for regrouping in matching.regrouped for k in regrouping.base]
        return kernels + matching.removed
    kernels = [head for _, head, _ in matching.pairs]
    kernels += [copy for unrolled in matching.unrolled if unrolled.in_head for copy in unrolled.copies]
    kernels += [k for entry in matching.padded if entry.in_head for k in entry.padding]
    kernels += [k for move in matching.epilogues for k in (move.parts if move.fused_in_base else [move.fused])]
    kernels += [k for regrouping in matching.regrouped for k in regrouping.head]
    return kernels + [k for k, _ in matching.fused] + matching.new


def _pair_buffers(base: Graph, head: Graph, matching: Matching) -> dict[str, str]:
    """Head buffer -> base buffer, one to one."""
    pairs: dict[str, str] = {}
    taken: set[str] = set()

    def pair(base_buffer: Buffer, head_buffer: Buffer) -> None:
        if head_buffer.name not in pairs and base_buffer.name not in taken:
            pairs[head_buffer.name] = base_buffer.name
            taken.add(base_buffer.name)

    def add(candidates: Iterable[tuple[Buffer, Buffer]]) -> None:
        for base_buffer, head_buffer in candidates:
            pair(base_buffer, head_buffer)

    readers = _SharedReaders(matching)
    for base_kernel, head_kernel, _stage in matching.pairs:
        base_writes, head_writes = base_kernel.writes, head_kernel.writes
        if len(base_writes) == 1 == len(head_writes):  # most kernels: one output each side, paired here
            if _kind_key(base_writes[0]) == _kind_key(head_writes[0]):
                pair(base_writes[0], head_writes[0])
        else:
            add(_by_kind(base_writes, head_writes, readers))
    for role in (True, False):  # a saved statistic pairs with the saved one, not with a temporary of its shape
        for kernel, parts in matching.lost:
            add(_by_shape(kernel.writes, [b for part in parts for b in part.writes], role=role))
        for kernel, parts in matching.fused:
            add(_by_shape([b for part in parts for b in part.writes], kernel.writes, role=role))
        for regrouping in matching.regrouped:
            regrouped_writes = [b for kernel in regrouping.base for b in kernel.writes]
            add(_by_shape(regrouped_writes, [b for kernel in regrouping.head for b in kernel.writes], role=role))
    add(_by_parameter(base, head))
    left_base = [b for b in base.buffers if b.name not in taken and b.nbytes]
    left_head = [b for b in head.buffers if b.name not in pairs and b.nbytes]
    add(_by_shape(left_base, left_head, role=True))
    return pairs


class _SharedReaders:
    """How many kernels reading a base buffer are matched with kernels reading a head buffer: what tells apart the
    look-alike outputs of one kernel (a norm's mean and its reciprocal deviation), whose order the dump's names set."""

    def __init__(self, matching: Matching) -> None:
        self.matching = matching

    # Built when first asked for: only kernels writing several buffers need them.
    @cached_property
    def partner(self) -> dict[int, int]:
        return {id(base): id(head) for base, head, _stage in self.matching.pairs}

    @cached_property
    def base(self) -> dict[str, set[int]]:
        return self._readers(_kernels(self.matching, "base"))

    @cached_property
    def head(self) -> dict[str, set[int]]:
        return self._readers(_kernels(self.matching, "head"))

    @staticmethod
    def _readers(kernels: Iterable[Kernel]) -> dict[str, set[int]]:
        found: dict[str, set[int]] = defaultdict(set)
        for kernel in kernels:
            for name in kernel.reads:
                found[name].add(id(kernel))
        return found

    def count(self, base: Buffer, head: Buffer) -> int:
        head_readers = self.head.get(head.name, set())
        return sum(1 for reader in self.base.get(base.name, ()) if self.partner.get(reader) in head_readers)


def _kind_key(buffer: Buffer) -> tuple[str | None, int]:
    return (buffer.dtype, len(buffer.shape or ()))


def _by_kind(
    base: Sequence[Buffer], head: Sequence[Buffer], readers: _SharedReaders
) -> Iterable[tuple[Buffer, Buffer]]:
    """The buffers of two matched kernels of one dtype and rank (a batch change resizes them): those read by matched
    kernels first, then those of one role (a norm's saved statistic, not its temporary), then in schedule order."""
    groups: dict[tuple[str | None, int], tuple[list[Buffer], list[Buffer]]] = defaultdict(lambda: ([], []))
    for side, buffers in enumerate((base, head)):
        for buffer in sorted(buffers, key=_schedule_order):
            groups[_kind_key(buffer)][side].append(buffer)
    for base_group, head_group in groups.values():
        ranked = sorted(
            (-readers.count(b, h), b.role != h.role, abs(i - j), i, j)
            for i, b in enumerate(base_group)
            for j, h in enumerate(head_group)
        )
        yield from best_first((base_group[i], head_group[j]) for *_, i, j in ranked)


def _by_shape(base: Iterable[Buffer], head: Iterable[Buffer], *, role: bool = False) -> Iterable[tuple[Buffer, Buffer]]:
    """Buffers of equal dtype and shape (and role), in schedule order."""
    waiting: dict[Hashable, list[Buffer]] = defaultdict(list)
    for buffer in sorted(base, key=_schedule_order):
        waiting[_shape_key(buffer, role)].append(buffer)
    for buffer in sorted(head, key=_schedule_order):
        if queue := waiting.get(_shape_key(buffer, role)):
            yield queue.pop(0), buffer


def _shape_key(buffer: Buffer, role: bool) -> Hashable:
    return (buffer.dtype, buffer.shape, buffer.role if role else None)


def _schedule_order(buffer: Buffer) -> tuple[int, int, int]:
    def step(value: int | None) -> int:
        return value if value is not None else -1

    return (step(buffer.live_start), -(buffer.nbytes or 0), step(buffer.live_end))


def _by_parameter(base: Graph, head: Graph) -> Iterable[tuple[Buffer, Buffer]]:
    """XLA entry parameters by argument number and tuple index: the signature, not a name."""
    base_parameters = _parameters(base)
    for key, head_buffer in _parameters(head).items():
        if (base_buffer := base_parameters.get(key)) is not None:
            yield base_buffer, head_buffer


def _parameters(graph: Graph) -> dict[tuple[int, str], Buffer]:
    allocations = {a["index"]: a for a in graph.attributes.get("allocations", ()) if "parameter" in a}
    found: dict[tuple[int, str], Buffer] = {}
    for buffer in graph.buffers:
        if buffer.role == "parameter" and (allocation := allocations.get(buffer.allocation)) is not None:
            found.setdefault((allocation["parameter"], allocation.get("shape_index", "")), buffer)
    return found


def _live(buffer: Buffer, held: int, writers: Mapping[str, Kernel]) -> LiveBuffer:
    writer = writers.get(buffer.name)
    return LiveBuffer(
        name=buffer.name,
        dtype=buffer.dtype,
        shape=buffer.shape,
        nbytes=buffer.nbytes or 0,
        held_bytes=held,
        role=buffer.role,
        writer=writer.title if writer is not None else None,
        live_start=buffer.live_start,
        live_end=buffer.live_end,
    )


def _peak_side(graph: Graph, live: Mapping[str, LiveBuffer]) -> PeakSide:
    assert graph.peak_step is not None
    return PeakSide(
        step=graph.peak_step,
        steps=len(graph.schedule),
        kernel=graph.schedule[graph.peak_step],
        live=tuple(sorted(live.values(), key=lambda b: (-b.held_bytes, b.name))),
    )


class _Explainer:
    """Says, for one buffer or pair of buffers, which change it is and why."""

    def __init__(
        self,
        base: Graph,
        head: Graph,
        matching: Matching,
        pairs: Mapping[str, str],
        head_writers: Mapping[str, Kernel],
        scope: Scope,
    ) -> None:
        self.base, self.head = base, head
        self.scope = scope
        self.head_writers = head_writers
        self.new_kernels = {id(k) for k in matching.new}
        self.lost_pieces = {id(p): kernel for kernel, parts in matching.lost for p in parts}
        self.unrolled_from = {id(copy): u.head for u in matching.unrolled if u.in_head for copy in u.copies}
        self.padding_for = {
            id(copy): entry.head for entry in matching.padded if entry.in_head for copy in entry.padding
        }
        self.head_of = {base_name: head_name for head_name, base_name in pairs.items()}
        base_updated = {b.updates for b in base.buffers if b.updates}
        self.head_updated = {b.updates for b in head.buffers if b.updates}
        # Parameters (inputs) some base buffer overwrote in place and no head buffer does any more: they live longer.
        self.no_longer_updated = {
            head_name
            for head_name, base_name in pairs.items()
            if base_name in base_updated and head_name not in self.head_updated
        }

    def head_line(
        self, live: LiveBuffer, base_live: Mapping[str, LiveBuffer], base_name: str | None
    ) -> AttributionLine:
        if base_name is None:
            return AttributionLine(change="new", bytes=live.held_bytes, base=None, head=live, why=self._new_why(live))
        base_buffer = self.base.buffer_by_name[base_name]
        head_buffer = self.head.buffer_by_name[live.name]
        counterpart = base_live.get(base_name)
        delta = live.held_bytes - (counterpart.held_bytes if counterpart is not None else 0)
        before = counterpart or _live(base_buffer, 0, {})
        if base_buffer.updates and not head_buffer.updates and not self._still_updated(base_buffer.updates):
            why = f"{_role_word(live)} no longer updates {base_buffer.updates} in place (in-place update lost)"
            return AttributionLine(change="copy", bytes=delta, base=before, head=live, why=why)
        if counterpart is None and self.scope == "total" and (taken := _taken_over(self.base, base_buffer)):
            why = f"{self._writer(live)}: its own allocation now, took over {taken} before (a reuse lost)"
            return AttributionLine(change="unshared", bytes=delta, base=before, head=live, why=why)
        if counterpart is None:
            why = f"{self._writer(live)}: {self._ranges(base_buffer, head_buffer)}"
            if live.name in self.no_longer_updated:
                why += f" ({NOT_OVERWRITTEN})"
            return AttributionLine(change="longer", bytes=delta, base=before, head=live, why=why)
        why = f"{self._writer(live)}: {_shape(counterpart)} -> {_shape(live)}"
        return AttributionLine(change="grown", bytes=delta, base=counterpart, head=live, why=why)

    def _still_updated(self, base_input: str) -> bool:
        """Whether some head buffer overwrites that input's counterpart in place: the update moved to another kernel
        (XLA at a bigger batch writing a donated weight's new value apart from the gemm it fused into), not lost."""
        return self.head_of.get(base_input) in self.head_updated

    def base_line(self, live: LiveBuffer) -> AttributionLine:
        head_name = self.head_of.get(live.name)
        if head_name is None:
            why = f"written by {live.writer}, no counterpart in head" if live.writer else "no counterpart in head"
            return AttributionLine(change="gone", bytes=-live.held_bytes, base=live, head=None, why=why)
        head_buffer = self.head.buffer_by_name[head_name]
        base_buffer = self.base.buffer_by_name[live.name]
        head = _live(head_buffer, 0, self.head_writers)
        if self.scope == "total" and (taken := _taken_over(self.head, head_buffer)):
            why = f"{self._writer(live)}: now takes over {taken} (a reuse)"
            return AttributionLine(change="shared", bytes=-live.held_bytes, base=live, head=head, why=why)
        why = f"{self._writer(live)}: {self._ranges(base_buffer, head_buffer)}"
        return AttributionLine(change="shorter", bytes=-live.held_bytes, base=live, head=head, why=why)

    def _new_why(self, live: LiveBuffer) -> str:
        writer = self.head_writers.get(live.name)
        if writer is None:
            return f"{_role_word(live)} with no counterpart in base"
        if (origin := self.lost_pieces.get(id(writer))) is not None:
            return f"written by {writer.title}, a piece of lost fusion {origin.title}"
        if (original := self.unrolled_from.get(id(writer))) is not None:
            return f"written by {writer.title}, a copy of {original.title} the loop's unrolling made"
        if (call := self.padding_for.get(id(writer))) is not None:
            return (
                f"written by {writer.title}, {call.title}'s operand padded to an aligned size (the compiler's choice)"
            )
        if id(writer) in self.new_kernels:
            return f"written by new kernel {writer.title}"
        return f"written by {writer.title}, no counterpart in base"

    def _ranges(self, base_buffer: Buffer, head_buffer: Buffer) -> str:
        """How the live steps changed; unchanged, where the peaks are (the peak moved past or onto the buffer)."""
        if (base_buffer.live_start, base_buffer.live_end) != (head_buffer.live_start, head_buffer.live_end):
            return f"{_range(base_buffer)}, now {_range(head_buffer)}"
        return (
            f"{_range(head_buffer)} on both sides; the peak is at step {self.head.peak_step}, was {self.base.peak_step}"
        )

    @staticmethod
    def _writer(live: LiveBuffer) -> str:
        return f"written by {live.writer}" if live.writer else _role_word(live)


def _taken_over(graph: Graph, buffer: Buffer) -> str | None:
    """The storage a buffer took over from another buffer (an Inductor `# reuse` names its first holder), said."""
    if buffer.slot is None or buffer.slot == buffer.name or buffer.slot not in graph.buffer_by_name:
        return None
    return f"{buffer.slot}'s storage"


def _role_word(live: LiveBuffer) -> str:
    return live.role or "buffer"


def _shape(live: LiveBuffer) -> str:
    return f"{live.dtype or '?'}[{', '.join(str(d) for d in live.shape or ())}]"


def _range(buffer: Buffer) -> str:
    if buffer.live_start is None or buffer.live_end is None:
        return "not held"
    return f"live steps {buffer.live_start}-{buffer.live_end}"
