"""Live bytes at every step of a schedule, from the spans of memory buffers hold.

A buffer holds bytes ``[first_byte, end_byte)`` of a slot (an XLA allocation, an Inductor storage) from step
``first_step`` to ``last_step`` inclusive. Several buffers may hold the same bytes of a slot at one step (an update
in place: XLA's live ranges of two values sharing one buffer meet at the step that hands it on; a donated parameter
and the output written into it): those bytes are live once. So a step's live bytes are, per slot, the size of the
union of the byte ranges live there, and never more than the slots' sizes together.
"""

from __future__ import annotations

import bisect
import itertools
from collections import defaultdict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Span:
    slot: Hashable
    first_byte: int
    end_byte: int
    first_step: int
    last_step: int


def live_bytes(spans: Iterable[Span], steps: int) -> tuple[int, ...]:
    """Live bytes at each of `steps` steps; spans reaching past the last step are cut there."""
    by_slot: dict[Hashable, list[Span]] = defaultdict(list)
    for span in spans:
        if span.end_byte > span.first_byte and span.first_step < steps and span.last_step >= span.first_step:
            by_slot[span.slot].append(span)
    # Each slot is cut into pieces at every span's bounds; a piece is live while any span covering it is.
    # (slot index, the pieces a span covers), by the step the span starts at and the step after it ends.
    starting: list[list[tuple[int, range]]] = [[] for _ in range(steps + 1)]
    ending: list[list[tuple[int, range]]] = [[] for _ in range(steps + 1)]
    piece_sizes: list[list[int]] = []
    for slot_index, slot_spans in enumerate(by_slot.values()):
        bounds = sorted({b for s in slot_spans for b in (s.first_byte, s.end_byte)})
        piece_sizes.append([end - start for start, end in itertools.pairwise(bounds)])
        for span in slot_spans:
            covered = (
                slot_index,
                range(bisect.bisect_left(bounds, span.first_byte), bisect.bisect_left(bounds, span.end_byte)),
            )
            starting[span.first_step].append(covered)
            ending[min(span.last_step, steps - 1) + 1].append(covered)
    holders = [[0] * len(sizes) for sizes in piece_sizes]
    current = 0
    timeline = []
    for step in range(steps):
        for slot_index, pieces in ending[step]:
            for piece in pieces:
                holders[slot_index][piece] -= 1
                if not holders[slot_index][piece]:
                    current -= piece_sizes[slot_index][piece]
        for slot_index, pieces in starting[step]:
            for piece in pieces:
                if not holders[slot_index][piece]:
                    current += piece_sizes[slot_index][piece]
                holders[slot_index][piece] += 1
        timeline.append(current)
    return tuple(timeline)


def peak_step(timeline: Sequence[int]) -> int | None:
    """The first step at the timeline's maximum; None for an empty timeline."""
    return max(range(len(timeline)), key=timeline.__getitem__) if timeline else None
