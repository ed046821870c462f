"""Text helpers the parsers share."""

from __future__ import annotations


def top_level_items(text: str, separator: str = ",") -> list[str]:
    """`text` split at each `separator` outside brackets, the items as written: `s0, max(1, s1), (s2, 4)` ->
    [`s0`, ` max(1, s1)`, ` (s2, 4)`]; with `/`, jax's `a/b(c/d)/e` -> [`a`, `b(c/d)`, `e`]."""
    items, depth, start = [], 0, 0
    for index, character in enumerate(text):
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif character == separator and depth == 0:
            items.append(text[start:index])
            start = index + 1
    items.append(text[start:])
    return items
