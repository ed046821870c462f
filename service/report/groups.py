"""Findings grouped: the same change on many kernels is one group, with a count and a line that says the change
once ("109 changed kernels: only 512 -> 1024"). Grouping is a view: every finding keeps its place in the document
and names its group (`group`), and a finding like no other is a group of its own.

A changed kernel whose shapes differ only by one number substituted everywhere (512 -> 1024, and the sizes that
are multiples of it growing in the same ratio, 131072 -> 262144) is *scaled*: the kernels scaled by the same
substitution form one group, which is what a batch-size or sequence-length change looks like."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from dumpdiff.ingest.traits import LAUNCH_KIND
from dumpdiff.service.finding_kinds import ANOTHER_IMPLEMENTATION, COMPILER_CHOICE, FINDING_KINDS, KIND_BY_NAME
from dumpdiff.service.units import human_bytes

if TYPE_CHECKING:
    from dumpdiff.service.report.document import FindingDocument, GraphDocument, GroupDocument

# A size: a number standing alone, not the digits of a dtype's name (`float32`, `bf16`: a dtype change scales no
# dimension). A longer run of digits (garbled, in an untrusted dump) is read in pieces, none too long for `int`.
INTEGER = re.compile(r"\b[0-9]{1,19}")
TENSOR_SHAPE = re.compile(r"^[\w.]+\[(.*)\]$")
RENAMED = "root['kernel']"  # where deepdiff puts a kernel's name-free name in a changed kernel's changes
SHORT_NAME_WIDTH = 44
KEEP = (SHORT_NAME_WIDTH - 1) // 2  # the characters kept at each end
LONG_NAME = re.compile(rf"[\w.$]{{{SHORT_NAME_WIDTH + 1},}}")
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


@dataclass(frozen=True, slots=True)
class Scaling:
    """One number substituted across a kernel's shapes: `old` -> `new`, at these positions of its tensor shapes."""

    old: int
    new: int
    positions: tuple[int, ...]  # the dimension index of each tensor shape it was found in


def group_findings(graphs: list[GraphDocument]) -> list[GroupDocument]:
    """Assigns every finding of `graphs` its group (`finding["group"]`) and returns the groups: regression kinds
    first, in report order, then within a kind the largest first (most bytes for allocation changes, else the most
    findings)."""
    members: dict[tuple[object, ...], list[tuple[GraphDocument, FindingDocument]]] = {}
    descriptions: dict[tuple[object, ...], str] = {}
    for graph in graphs:
        for finding in graph["findings"]:
            key, description = _key(graph, finding)
            members.setdefault(key, []).append((graph, finding))
            descriptions[key] = description
    whole = _ambiguous(graphs)
    order = {kind.name: index for index, kind in enumerate(FINDING_KINDS)}
    keys = sorted(members, key=lambda key: (order[str(key[0])], -_size(members[key])))
    groups = []
    for number, key in enumerate(keys, start=1):
        group_id = f"g{number}"
        rows = members[key]
        for _graph, finding in rows:
            finding["group"] = group_id
        if key[1] == "scaled":
            descriptions[key] += _dimension(rows)
        groups.append(_group(group_id, str(key[0]), rows, descriptions[key], whole))
    return groups


@dataclass(frozen=True, slots=True)
class ShapeChanges:
    """The numbers a changed kernel's shapes differ by, where a shape kept its form (dtype, rank)."""

    pairs: frozenset[tuple[int, int]]  # (old, new)
    # (index, old sizes, old, new) of each changed dimension of a tensor shape
    dimensions: tuple[tuple[int, tuple[int, ...], int, int], ...]
    only_shapes: bool  # nothing else changed: no name, op, or shape of another form

    def positions(self, old: int, new: int) -> tuple[int, ...]:
        return tuple(index for index, _sizes, a, b in self.dimensions if (a, b) == (old, new))

    def innermost(self, old: int, new: int) -> int:
        """How many times `old -> new` is the last dimension of a shape of two or more: where a model keeps its
        widths (hidden, heads times head size, vocabulary), batch and sequence sitting before them."""
        return sum(1 for index, sizes, a, b in self.dimensions if (a, b) == (old, new) and index == len(sizes) - 1 > 0)

    def channels(self, old: int, new: int) -> int:
        """How many times `old -> new` is the second dimension of a shape of four or more: a convolution's channels
        (NCHW), a transformer's heads."""
        return sum(
            1 for index, sizes, a, b in self.dimensions if (a, b) == (old, new) and index == 1 and len(sizes) >= 4
        )

    def unstacked(self, shapes: set[tuple[int, ...]]) -> ShapeChanges:
        """The same changes, a shape that is one of `shapes` with a size in front read as that shape: a loop's
        buffer stacking what each iteration writes (a jax scan saving each layer's activations for the backward:
        [layers, batch, sequence, width]), where the dimension sits as it does in what is stacked."""
        dimensions = tuple(
            (index - 1, sizes[1:], a, b) if index and sizes[1:] in shapes else (index, sizes, a, b)
            for index, sizes, a, b in self.dimensions
        )
        return ShapeChanges(self.pairs, dimensions, self.only_shapes)


def shape_changes(finding: FindingDocument) -> ShapeChanges:
    changes = finding["details"].get("changes") or {}
    only_shapes = finding["kind"] == "changed_kernel" and set(changes) == {"values_changed"}
    pairs: set[tuple[int, int]] = set()
    dimensions: list[tuple[int, tuple[int, ...], int, int]] = []
    # Shapes are compared in order: where a kernel writes more or fewer tensors, the ones at a position may be
    # different tensors (a norm's statistics against a rotary embedding's output), whose sizes differ in more than
    # one ratio, scaling nothing.
    added_or_removed = (*changes.get("iterable_item_added", {}), *changes.get("iterable_item_removed", {}))
    shifted = any(path.startswith("root['shapes']") for path in added_or_removed)
    for path, change in changes.get("values_changed", {}).items():
        old, new = str(change["old_value"]), str(change["new_value"])
        if not path.startswith("root['shapes']") or INTEGER.sub("#", old) != INTEGER.sub("#", new):
            only_shapes = False
            continue
        numbers = zip(INTEGER.findall(old), INTEGER.findall(new), strict=True)  # one skeleton: as many numbers
        changed = {(int(a), int(b)) for a, b in numbers if a != b}
        if shifted and len({Fraction(b, a) if a else None for a, b in changed}) > 1:
            continue
        pairs.update(changed)
        old_shape, new_shape = TENSOR_SHAPE.match(old), TENSOR_SHAPE.match(new)
        if old_shape and new_shape:
            sizes = list(zip(INTEGER.findall(old_shape[1]), INTEGER.findall(new_shape[1]), strict=True))
            old_sizes = tuple(int(a) for a, _ in sizes)
            dimensions += [(index, old_sizes, int(a), int(b)) for index, (a, b) in enumerate(sizes) if a != b]
    return ShapeChanges(frozenset(pairs), tuple(dimensions), only_shapes)


def scaling(finding: FindingDocument) -> Scaling | None:
    """The one substitution a changed kernel's shapes differ by, or None where anything else changed."""
    changed = shape_changes(finding)
    if not changed.only_shapes or not changed.pairs:
        return None
    smallest_old, smallest_new = min(changed.pairs)
    # An empty buffer (a cuDNN call that needed no scratch) growing scales no dimension.
    if not smallest_old or not smallest_new:
        return None
    # Sizes derived from the dimension (a flattened product) grow in the same ratio and are multiples of it.
    if all(a * smallest_new == b * smallest_old and a % smallest_old == 0 for a, b in changed.pairs):
        return Scaling(smallest_old, smallest_new, changed.positions(smallest_old, smallest_new))
    return None


def _dimension(rows: list[tuple[GraphDocument, FindingDocument]]) -> str:
    """` in dim N` where the kernels scaled all have the number in the same dimension of their shapes."""
    positions = {position for _graph, finding in rows if (s := scaling(finding)) for position in s.positions}
    return f" in dim {positions.pop()}" if len(positions) == 1 else ""


def only_renamed(finding: FindingDocument) -> bool:
    """A changed kernel that differs from its match by its name alone, a name the compiler made up (not the call
    that runs its op: `switched_implementation`)."""
    changes = finding["details"].get("changes") or {}
    only_name = set(changes) == {"values_changed"} and set(changes["values_changed"]) == {RENAMED}
    return only_name and not switched_implementation(finding)


def switched_implementation(finding: FindingDocument) -> bool:
    """A changed kernel that runs its op through another library call or backend (whatever else changed)."""
    return (finding["details"].get("change") or "").endswith(ANOTHER_IMPLEMENTATION)


def short_names(text: str, whole: frozenset[str] = frozenset()) -> str:
    """Long names middle-ellipsized, so that both ends, where Triton names differ, stay readable; the names in
    `whole` are left whole (their short form would be another name's too)."""

    def shorten(match: re.Match[str]) -> str:
        return match[0] if match[0] in whole else _ellipsized(match[0])

    return LONG_NAME.sub(shorten, text)


def _ellipsized(name: str) -> str:
    return f"{name[:KEEP]}…{name[-KEEP:]}"


def _ambiguous(graphs: list[GraphDocument]) -> frozenset[str]:
    """The long names of the findings whose short form another one shares: shortened, they would be one name."""
    names = {
        match[0]
        for graph in graphs
        for finding in graph["findings"]
        for match in LONG_NAME.finditer(finding["summary"])
    }
    shared = Counter(_ellipsized(name) for name in names)
    return frozenset(name for name in names if shared[_ellipsized(name)] > 1)


def _key(graph: GraphDocument, finding: FindingDocument) -> tuple[tuple[object, ...], str]:
    """What makes two findings the same change, and that change said once (after the count of a group)."""
    key, description = _change(graph, finding)
    return (*key, finding["accepted"] is not None), description


def _change(graph: GraphDocument, finding: FindingDocument) -> tuple[tuple[object, ...], str]:
    kind, details = finding["kind"], finding["details"]
    noun = KIND_BY_NAME[kind].heading.lower()
    graph_name = graph["head"] or graph["base"]
    if graph["pairing"] in ("only_base", "only_head"):
        where = "added" if graph["pairing"] == "only_head" else "removed"
        return (kind, "graph", graph_name), f"{noun}: all of graph {graph_name}, {where}"
    if kind == "lost_fusion":
        pieces = len(details.get("head_kernels", ()))
        return (kind, pieces), f"{noun}, each split in {NUMBER_WORDS.get(pieces, pieces)}"
    if kind == "new_fusion" and "regrouped" in details:
        return (kind, "regrouped"), f"{noun}, regrouped: the base's kernels run as no more kernels"
    if kind == "new_fusion":
        parts = len(details.get("base_kernels", ()))
        return (kind, parts), f"{noun}, each fusing {NUMBER_WORDS.get(parts, parts)} base kernels"
    if kind == "new_kernel" and "split_from" in details:
        return (kind, "piece"), f"{noun}, each a piece of a lost fusion"
    if kind == COMPILER_CHOICE.name:
        now = "now" if details.get("added") else "no longer"
        if details.get("partial_results"):
            return (kind, "split", now), f"{noun}: kernels {now} finishing a reduction split, beside pad_mm's choice"
        if details.get("reduces_apart"):
            apart = f"reductions {now} run apart from pad_mm's copies taking in the ops after"
            return (kind, "apart", now), f"{noun}: {apart}"
        if details.get("unpadded"):
            laying = f"kernels {now} laying out operands unpadded, where the other side's pad_mm copies pad them"
            return (kind, "unpadded", now), f"{noun}: {laying}"
        if details.get("split_by_padding"):
            return (kind, "split"), f"{noun}: fusions split beside a copy pad_mm adds on one side only"
        if details.get("product_sliced"):
            return (kind, "sliced", now), f"{noun}: kernels {now} copying a gemm's product out of its padded buffer"
        if details.get("input_laid_out"):
            return (kind, "laid out", now), f"{noun}: kernels {now} laying out an input of library calls, beside pad_mm"
        if details.get("computed_unpadded_by"):
            computing = f"kernels {now} computing operands into padded buffers for pad_mm, the other side apart"
            return (kind, "computed", now), f"{noun}: {computing}"
        if details.get("pads"):
            return (kind, "pads", now), f"{noun}: kernels {now} copying operands into padded buffers for pad_mm"
        return (kind, now), f"{noun}: kernels {now} recomputing forward work in the backward, after pad_mm's choice"
    if kind in ("new_kernel", "removed_kernel"):
        # A kernel known by its launch alone has no ops but its name's (`triton_per_fused_native_layer_norm_0`):
        # said as the name lists them, not as words.
        listed = details.get("ops", ())
        ops = "_".join(listed) if details.get("kind") == LAUNCH_KIND else ", ".join(list(dict.fromkeys(listed))[:3])
        what = ": ".join(str(part) for part in (details.get("kind"), ops) if part)
        return (kind, details.get("kind"), ops), f"{noun} ({what})" if what else noun
    if kind == "changed_kernel":
        scaled = scaling(finding)
        if scaled is not None:
            return (kind, "scaled", scaled.old, scaled.new), f"{noun}: only {scaled.old} -> {scaled.new}"
        if only_renamed(finding):
            return (kind, "renamed"), f"{noun}: only renamed, the same work"
        change = details.get("change") or finding["summary"]
        return (kind, "change", change), f"{noun}: {change}"
    if details.get("scope") == "buffer":
        base_bytes, head_bytes = details["base_bytes"], details["head_bytes"]
        verb = "grew" if kind == "allocation_growth" else "shrank"
        sizes = f"{human_bytes(base_bytes)} -> {human_bytes(head_bytes)}{_percent(details.get('relative'))}"
        return (kind, "buffer", base_bytes, head_bytes), f"buffers {verb}: {sizes}"
    return (kind, details.get("scope"), graph_name, finding["summary"]), f"{noun}: {finding['summary']}"


def _percent(relative: float | None) -> str:
    return f" ({relative:+.1%})" if relative is not None else ""


def _size(rows: list[tuple[GraphDocument, FindingDocument]]) -> int:
    deltas = sum(abs(finding["details"].get("delta_bytes") or 0) for _graph, finding in rows)
    return deltas or len(rows)


def _group(
    group_id: str, kind: str, rows: list[tuple[GraphDocument, FindingDocument]], description: str, whole: frozenset[str]
) -> GroupDocument:
    count = len(rows)
    summary = short_names(rows[0][1]["summary"], whole) if count == 1 else f"{count} {description}"
    graphs = Counter(graph["head"] or graph["base"] or "" for graph, _finding in rows)
    return {
        "id": group_id,
        "kind": kind,
        "regression": rows[0][1]["regression"],
        "accepted": rows[0][1]["accepted"] is not None,  # part of the key: the same for all
        "count": count,
        "summary": summary,
        "graphs": dict(graphs),
        "delta_bytes": sum(finding["details"].get("delta_bytes") or 0 for _graph, finding in rows) or None,
    }
