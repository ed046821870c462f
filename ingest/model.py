"""The normalized model every dump format parses into.

A :class:`Run` is what one process produced: one or more :class:`Graph` s (an Inductor graph, an XLA module, an
AOT graph, an OpAttrs trace). A graph holds :class:`Node` s (scheduled ops and kernels, with the nodes a fused
kernel contains listed as nodes of their own), :class:`Buffer` s (allocations, layouts, sizes, live ranges) and
:class:`Dep` s (which node reads, writes, mutates or aliases which buffer).

Names are kept exactly as the dump prints them; they are for finding things in the dump, never for matching
across runs (the differ matches on ``ops``, shapes and the dep graph). Whatever a format prints that has no
field here is kept in ``attributes`` (JSON-compatible values only), so nothing is lost.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

DepKind = Literal["read", "write", "mutation", "alias"]
BufferRole = Literal["parameter", "input", "output", "temp", "workspace", "constant", "pool"]
"""What memory a buffer is, the same for every format (``Buffer.kind`` is the format's own word)."""

Dim = int | str
"""A size or stride: an int, or the symbol/expression the dump prints (``s0``, ``2*s1``)."""


def _frozen_mapping() -> Mapping[str, Any]:
    return {}


# Nodes, buffers and deps are treated as immutable but not declared frozen: a 100 MB dump makes a million of them,
# and a frozen dataclass's __init__ (object.__setattr__ per field) takes about four times as long.


@dataclass(slots=True, kw_only=True)
class Node:
    """A scheduled op. ``is_kernel`` marks one launch unit of the schedule (see docs/formats.md for each format).

    ``ops`` is the name-free content of the node: the operations it performs in order (Inductor loop-body ops,
    the opcodes of an XLA fused computation, the aten overload of an AOT statement, an OpAttrs ``sig``), with
    no buffer or op numbers in it, so it compares across runs. A node running one op through a library call, a
    template or a higher-order wrapper says which in ``attributes["computes"]``: ``{"kind", "ops"}`` of the node that
    op would be in the format's own terms (an XLA ``dot`` member; Inductor's ``aten.mm``, its kind naming the
    layouts written), so that the differ matches the work, not the way it was launched. A kernel the user wrote and
    the program calls (a `@triton.jit` kernel in a compiled function, a Pallas call), whose work the compiler does
    not see, says so in ``attributes["user_kernel"]`` (true).
    """

    name: str
    kind: str
    order: int
    is_kernel: bool = False
    kernel: str | None = None
    parent: str | None = None
    members: tuple[str, ...] = ()
    device: str | None = None
    ops: tuple[str, ...] = ()
    attributes: Mapping[str, Any] = field(default_factory=_frozen_mapping)

    @property
    def is_fused(self) -> bool:
        return len(self.members) >= 2


@dataclass(slots=True, kw_only=True)
class Buffer:
    """A tensor or allocation. ``nbytes`` is what it owns: views, aliases and mutation outputs own 0.

    Memory facts (see :class:`Graph` for the steps): ``live_start``/``live_end`` are the first and last step it holds
    memory (inclusive; a ``live_end`` of ``len(graph.schedule)`` or more: it outlives the graph, as an output or a
    parameter); ``role`` is what memory it is; ``producer`` the node writing it; ``slot`` names the storage it
    occupies, shared by the buffers that take the storage over one after another (an Inductor ``# reuse``, XLA
    values at one offset of one allocation: ``"allocation 3 @ 0"``); ``updates`` is the parameter or input whose
    memory it overwrites in place (XLA ``input_output_alias`` with the parameter's allocation, i.e. a donation; an
    Inductor mutation of a graph input).
    """

    name: str
    kind: str | None = None
    dtype: str | None = None
    shape: tuple[Dim, ...] | None = None
    stride: tuple[Dim, ...] | None = None
    nbytes: int | None = None
    device: str | None = None
    producer: str | None = None
    users: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    mutations: tuple[str, ...] = ()
    allocation: int | None = None
    offset: int | None = None
    live_start: int | None = None
    live_end: int | None = None
    role: BufferRole | None = None
    slot: str | None = None
    updates: str | None = None
    attributes: Mapping[str, Any] = field(default_factory=_frozen_mapping)

    def live_at(self, step: int) -> bool:
        return self.live_start is not None and self.live_end is not None and self.live_start <= step <= self.live_end

    def known_sizes(self) -> tuple[int, ...] | None:
        """Its sizes, where none is symbolic (a dynamic shape's `s0`)."""
        sizes = tuple(size for size in self.shape or () if isinstance(size, int))
        return sizes if len(sizes) == len(self.shape or ()) else None


@dataclass(slots=True, kw_only=True, unsafe_hash=True)  # hashed by value, to deduplicate
class Dep:
    """``node`` reads / writes / mutates / aliases ``buffer``. A weak dep orders without reading data."""

    node: str
    buffer: str
    kind: DepKind
    weak: bool = False


@dataclass(frozen=True, kw_only=True)
class Graph:
    """One compiled graph. ``total_bytes``/``peak_bytes`` are None where the dump neither gives nor allows them.

    ``bytes_source`` says what ``total_bytes`` and the buffers' ``nbytes`` count: ``"allocations"`` (what the
    program allocates: XLA's buffer assignment, the allocations of Inductor's ``output_code.py``, each storage once,
    reuses and fused-away buffers owning nothing), ``"ir_buffers"`` (Inductor without its code: every IR buffer's
    size summed, reuse unknown); None where there is no total.

    The memory timeline: ``schedule`` is the node (XLA instruction, Inductor kernel or extern call) running at each
    step, ``timeline`` the bytes live at that step (a storage shared by buffers in place or by reuse counted once),
    ``peak_step`` the first step at its maximum, which is ``peak_bytes``. Where the format has no schedule, or it is
    not known, ``schedule`` and ``timeline`` are empty and ``timeline_note`` says why.
    """

    name: str
    format: str
    source: str
    nodes: tuple[Node, ...] = ()
    buffers: tuple[Buffer, ...] = ()
    deps: tuple[Dep, ...] = ()
    total_bytes: int | None = None
    peak_bytes: int | None = None
    bytes_source: str | None = None
    schedule: tuple[str, ...] = ()
    timeline: tuple[int, ...] = ()
    peak_step: int | None = None
    timeline_note: str | None = None
    attributes: Mapping[str, Any] = field(default_factory=_frozen_mapping)

    @cached_property
    def kernels(self) -> tuple[Node, ...]:
        """Launch units in schedule order."""
        return tuple(sorted((n for n in self.nodes if n.is_kernel), key=lambda n: n.order))

    @cached_property
    def fused_kernels(self) -> tuple[Node, ...]:
        return tuple(n for n in self.kernels if n.is_fused)

    @cached_property
    def node_by_name(self) -> Mapping[str, Node]:
        return {n.name: n for n in self.nodes}

    @cached_property
    def buffer_by_name(self) -> Mapping[str, Buffer]:
        return {b.name: b for b in self.buffers}

    def leaf_members(self, node: Node) -> tuple[Node, ...]:
        """The unfused nodes a (possibly nested) fused node is made of; a plain node is its own only leaf."""
        if not node.members:
            return (node,)
        by_name = self.node_by_name
        leaves: list[Node] = []
        for name in node.members:
            if (member := by_name.get(name)) is not None:
                leaves += self.leaf_members(member) if member.members else (member,)
        return tuple(leaves)


@dataclass(frozen=True, kw_only=True)
class Run:
    """What one process produced: its graphs, where they came from, and metadata the dumps show."""

    source: str
    graphs: tuple[Graph, ...] = ()
    attributes: Mapping[str, Any] = field(default_factory=_frozen_mapping)
