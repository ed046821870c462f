"""Scores and greedy assignment shared by graph pairing and kernel matching."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any, TypeVar

Left = TypeVar("Left")
Right = TypeVar("Right")


def best_first(ranked: Iterable[tuple[Left, Right]]) -> list[tuple[Left, Right]]:
    """From candidate pairs ranked best first, each pair whose two sides no better pair has taken."""
    taken_left: set[int] = set()
    taken_right: set[int] = set()
    pairs = []
    for left, right in ranked:
        if id(left) not in taken_left and id(right) not in taken_right:
            taken_left.add(id(left))
            taken_right.add(id(right))
            pairs.append((left, right))
    return pairs


def common(left: Counter[Any], right: Counter[Any]) -> int:
    """How many both hold, counted (`(left & right).total()` without building the Counter)."""
    if len(left) > len(right):
        left, right = right, left
    shared = 0
    for key, count in left.items():  # a plain loop: matching calls this millions of times on small counters
        if other := right.get(key):
            shared += count if count < other else other
    return shared


def holds(large: Counter[Any], small: Counter[Any]) -> bool:
    """`small <= large` for counters of positive counts, without Counter's generic comparison (which walks both
    counters in Python): matching asks it of every nearby kernel."""
    return small.keys() <= large.keys() and all(large[key] >= count for key, count in small.items())


def overlap(left: Counter[Any], right: Counter[Any]) -> float:
    """Jaccard over multisets: what both hold over what either holds."""
    if not left or not right:
        return 0.0 if left or right else 1.0
    if left.keys().isdisjoint(right):  # most pairs matching looks at: decided without counting
        return 0.0
    shared = common(left, right)
    union = left.total() + right.total() - shared
    return shared / union if union else 1.0
