"""Allocation growth: graph totals and peaks, and the buffers matched kernels write, against noise thresholds."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import replace

from dumpdiff.ingest.model import Buffer, Graph
from dumpdiff.service.config import Config
from dumpdiff.service.differ.profiles import Kernel, padded_gemms, pads_an_operand, pads_operands
from dumpdiff.service.differ.results import Finding, Side
from dumpdiff.service.differ.stages.calls import aligned_up, computed_operands, padded_side
from dumpdiff.service.differ.stages.matching import WORKSPACE, Matching
from dumpdiff.service.finding_kinds import ALLOCATION_GROWTH, ALLOCATION_SHRINKAGE
from dumpdiff.service.units import human_bytes

LARGEST_BUFFER_GROWTHS = 5


def allocation_findings(
    base: Graph,
    head: Graph,
    matching: Matching,
    config: Config,
    unpadded_by: dict[int, Kernel],
    *,
    choices_only: bool = False,
) -> list[Finding]:
    """`unpadded_by`: the new and removed kernels copying what they pad, by id, to the other side's kernel computing it
    unpadded (`computed_unpadded_by`); `choices_only`: the kernels changed only by choices the compiler times in every
    run (`compare_graphs`)."""
    findings: list[Finding] = []
    # Totals counted two ways (what the wrapper allocates on one side, the IR's buffers on the other, whose
    # output_code.py is missing or unreadable) differ by the counting: no growth to read from them.
    same_counting = base.bytes_source == head.bytes_source
    for scope, base_bytes, head_bytes in (
        ("peak", base.peak_bytes, head.peak_bytes),
        ("total", base.total_bytes if same_counting else None, head.total_bytes),
    ):
        if base_bytes is None or head_bytes is None:
            continue
        finding = _growth(scope, base_bytes, head_bytes, config, Side(), Side(), f"{scope} bytes")
        grew = finding is not None and finding.kind == ALLOCATION_GROWTH.name
        padding = padding_bytes(base, head, matching, unpadded_by, at_peak=scope == "peak") if grew else 0
        # Inductor's pad_mm times the padded op against the plain one in every run, so a rerun may pad where the base
        # did not: growth that the padding makes up (its copies, the padded outputs) is that choice's. The peak moved,
        # so the total is not read (one finding for a graph's bytes, below): padded sizes fit fewer freed buffers.
        if padding > 0 and not config.is_growth(base_bytes, head_bytes - padding):
            break
        # A rerun of the same program where the autotuner chose cuBLAS for a gemm it ran as a Triton fusion before:
        # the workspace it brings, and the schedule around it, are that choice's (the corpus's reruns grow nothing).
        if grew and choices_only:
            continue
        # One finding for a graph's bytes: the peak's where it moved (what runs out of memory), else the total's
        # (XLA's temporaries are one block, allocated whole: its total is what the device holds).
        if finding is not None and not findings:
            if finding.kind == ALLOCATION_GROWTH.name and (dropped := inputs_no_longer_updated(base, head)):
                finding = replace(finding, details={**finding.details, "no_longer_updated_in_place": dropped})
            findings.append(finding)
    growths = []
    padded_in_head = {(id(entry.base), id(entry.head)): entry.in_head for entry in matching.padded}
    for base_kernel, head_kernel, _stage in matching.pairs:
        # pad_mm's copies, alike wherever they pad, size what they pad: another pairing of them is no growth.
        if pads_an_operand(base_kernel) and pads_an_operand(head_kernel):
            continue
        in_head = padded_in_head.get((id(base_kernel), id(head_kernel)))
        for base_buffer, head_buffer in paired_outputs(base_kernel.allocates, head_kernel.allocates):
            # A buffer owning no storage on one side (fused away, a view, updated in place) has no size of its own
            # to compare: what the kernel newly allocates there is in the graph's totals. One of the same size is
            # neither growth nor shrinkage (the floors are never negative).
            if (
                base_buffer.nbytes
                and head_buffer.nbytes
                and base_buffer.nbytes != head_buffer.nbytes
                and not _scratch(head_kernel, head_buffer)
            ):
                # What an op's operand padded to an aligned size adds to its output is pad_mm's choice, as in totals,
                # whichever stage paired the op across its padding.
                if in_head is None:
                    in_head = padded_side(base_kernel, head_kernel)
                if in_head is not None and not _beyond_rounding(base_buffer, head_buffer, in_head, config):
                    continue
                finding = _growth(
                    "buffer",
                    base_buffer.nbytes,
                    head_buffer.nbytes,
                    config,
                    Side(kernels=(base_kernel.label,), buffers=(base_buffer.name,)),
                    Side(kernels=(head_kernel.label,), buffers=(head_buffer.name,)),
                    f"buffer {_names(base_buffer.name, head_buffer.name)} (written by {head_kernel.title})",
                )
                if finding is not None:
                    growths.append(finding)
    # The largest changes first; among equal ones growth first, then by size, never by where the schedule put them,
    # so that which findings make the cut does not depend on the order of the dump.
    growths.sort(key=lambda f: (-abs(f.details["delta_bytes"]), -f.details["delta_bytes"], f.details["base_bytes"]))
    return findings + growths[:LARGEST_BUFFER_GROWTHS]


def padding_bytes(
    base: Graph, head: Graph, matching: Matching, unpadded_by: dict[int, Kernel], *, at_peak: bool
) -> int:
    """What the head allocates for operands padded to an aligned size (pad_mm's copies: `Padded`, `pads_operands`,
    `computed_unpadded_by`; and what the padded ops' outputs grew by) beyond what the base does, the plain operands the
    head computes where a copy of the base computes them padded (`computed_operands`) counted with the copies;
    `at_peak`: only the buffers live at each side's peak step (a padded copy the forward saves for the backward lives
    to its end, another run's does not)."""

    def held(graph: Graph, buffers: Iterable[Buffer]) -> int:
        step = graph.peak_step
        return sum(b.nbytes or 0 for b in buffers if not at_peak or (step is not None and b.live_at(step)))

    copies = {id(kernel): kernel for entry in matching.padded for kernel in entry.padding}
    copies.update((id(kernel), kernel) for kernel in matching.kernels if pads_operands(kernel))
    # A copy of the base's computing what it pads stands for the plain operand the head computes in its place (one of
    # the head's counts whole: padded sizes fit fewer of the buffers freed before them).
    base_copies = [(copy, [entry.head]) for entry in matching.padded if not entry.in_head for copy in entry.padding]
    if unpadded_by:
        counterpart = matching.counterparts()
        computing = [kernel for kernel in (*matching.new, *matching.removed) if id(kernel) in unpadded_by]
        copies.update((id(kernel), kernel) for kernel in computing)
        removed = {id(kernel) for kernel in matching.removed}
        base_copies += [
            (kernel, [counterpart[id(gemm)] for gemm in padded_gemms(kernel)])
            for kernel in computing
            if id(kernel) in removed
        ]
    computed_in_head = [buffer for copy, gemms in base_copies for buffer in computed_operands(copy, gemms)]
    padding = held(head, {id(b): b for b in computed_in_head}.values())
    for graph, sign in ((head, 1), (base, -1)):
        own = {id(buffer) for buffer in graph.buffers}
        padding += sign * held(graph, (b for kernel in copies.values() for b in kernel.allocates if id(b) in own))
    for entry in matching.padded:
        padding += held(head, entry.head.allocates) - held(base, entry.base.allocates)
    return padding


def _scratch(kernel: Kernel, buffer: Buffer) -> bool:
    """A library call's byte workspace (cuDNN's, cuBLAS's): its size is the algorithm's, which the autotuner chooses
    in every run, and what it adds to the memory the graph's peak and total say."""
    sizes = ", ".join(map(str, buffer.shape or ()))
    return "computes" in kernel.node.attributes and bool(WORKSPACE.fullmatch(f"{buffer.dtype}[{sizes}]"))


def _beyond_rounding(base: Buffer, head: Buffer, in_head: bool, config: Config) -> bool:
    """The two outputs of an op whose operand one side pads (the head `in_head`) still differ beyond the noise floors
    with the padded side's sizes that round the other's up to an aligned multiple taken back down."""
    plain, padded = (base, head) if in_head else (head, base)
    plain_sizes, padded_sizes = plain.known_sizes(), padded.known_sizes()
    if plain_sizes is None or padded_sizes is None or len(plain_sizes) != len(padded_sizes):
        return True
    unrounded = math.prod(s if aligned_up(s, p) else p for s, p in zip(plain_sizes, padded_sizes, strict=True))
    padded_bytes = (padded.nbytes or 0) * unrounded // max(math.prod(padded_sizes), 1)
    base_bytes, head_bytes = (base.nbytes or 0, padded_bytes) if in_head else (padded_bytes, head.nbytes or 0)
    return config.moved(base_bytes, head_bytes)


def inputs_no_longer_updated(base: Graph, head: Graph) -> dict[str, int]:
    """Inputs (name -> bytes) an output overwrote in place on the base side (`Buffer.updates`: a donated parameter,
    an Inductor mutation of a graph input) that none does on the head side, where fewer are: each now lives on beside
    its new value, wherever the peak is. Counted first, so that inputs a compiler release renamed drop nothing."""
    base_updated = {b.updates for b in base.buffers if b.updates}
    head_updated = {b.updates for b in head.buffers if b.updates}
    if len(head_updated) >= len(base_updated):
        return {}
    buffers = base.buffer_by_name
    return {name: (buffers[name].nbytes or 0) if name in buffers else 0 for name in sorted(base_updated - head_updated)}


def _names(base_name: str, head_name: str) -> str:
    return base_name if base_name == head_name else f"{base_name} -> {head_name}"


def paired_outputs(base: Sequence[Buffer], head: Sequence[Buffer]) -> list[tuple[Buffer, Buffer]]:
    """The buffers two matched kernels write, paired by what they are, never by position: an output added or dropped
    (a saved mask, a cuBLAS workspace, an XLA tuple's index table) must not shift the others onto the wrong partner.
    The same dtype and shape first, then the same dtype and rank (a size change); in each, the same role first. What
    pairs with nothing is new or gone: the graph totals count it."""
    if len(base) == 1 == len(head):  # most kernels: one output each side, paired at least by dtype and rank
        ((base_buffer,), (head_buffer,)) = (base, head)
        kind_kept = (base_buffer.dtype, len(base_buffer.shape or ())) == (
            head_buffer.dtype,
            len(head_buffer.shape or ()),
        )
        return [(base_buffer, head_buffer)] if kind_kept else []
    # Storage the code alone sizes but does not type (no IR beside it) says nothing of which output it is: of several,
    # none pairs (a norm's running statistics against its output).
    base, head = [b for b in base if not _untyped(b)], [b for b in head if not _untyped(b)]
    pairs: list[tuple[Buffer, Buffer]] = []
    for what in (
        lambda b: (b.dtype, b.shape, b.role),
        lambda b: (b.dtype, b.shape),
        lambda b: (b.dtype, len(b.shape or ()), b.role),
        lambda b: (b.dtype, len(b.shape or ())),
    ):
        paired = {id(buffer) for pair in pairs for buffer in pair}
        waiting: dict[Hashable, list[Buffer]] = defaultdict(list)
        for buffer in head:
            if id(buffer) not in paired:
                waiting[what(buffer)].append(buffer)
        # Of several candidates, the one keeping most sizes where they were (the batch dimension grew, not another).
        candidates = [
            (-sum(x == y for x, y in zip(b.shape or (), h.shape or (), strict=False)), i, j, b, h)
            for i, b in enumerate(base)
            if id(b) not in paired
            for j, h in enumerate(waiting.get(what(b), ()))
        ]
        for *_, base_buffer, head_buffer in sorted(candidates, key=lambda c: c[:3]):
            if id(base_buffer) not in paired and id(head_buffer) not in paired:
                pairs.append((base_buffer, head_buffer))
                paired |= {id(base_buffer), id(head_buffer)}
    return pairs


def _untyped(buffer: Buffer) -> bool:
    return buffer.dtype is None and buffer.shape is None


def _growth(
    scope: str, base_bytes: int, head_bytes: int, config: Config, base: Side, head: Side, what: str
) -> Finding | None:
    if config.is_growth(base_bytes, head_bytes):
        kind = ALLOCATION_GROWTH.name
    elif config.is_growth(head_bytes, base_bytes):
        kind = ALLOCATION_SHRINKAGE.name
    else:
        return None
    delta = head_bytes - base_bytes
    relative = delta / base_bytes if base_bytes else None
    percent = f" ({relative:+.1%})" if relative is not None else ""
    return Finding(
        kind=kind,
        summary=f"{what}: {human_bytes(base_bytes)} -> {human_bytes(head_bytes)}{percent}",
        base=base,
        head=head,
        details={
            "scope": scope,
            "base_bytes": base_bytes,
            "head_bytes": head_bytes,
            "delta_bytes": delta,
            "relative": relative,
        },
    )
