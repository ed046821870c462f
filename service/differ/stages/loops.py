"""The stage for a loop unrolled: the copies of a body's kernel that run on the side whose loop runs fewer times."""

from __future__ import annotations

from collections import defaultdict

from dumpdiff.service.differ.profiles import Kernel
from dumpdiff.service.differ.stages.matching import Matching, Unrolled


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
