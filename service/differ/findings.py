"""Findings of one graph pair: what matching decided, each as a finding with a line a person reads."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from operator import attrgetter
from typing import Any

from dumpdiff.ingest.model import Graph
from dumpdiff.ingest.traits import LAUNCH_KIND, LIBRARY_CALL_KINDS
from dumpdiff.service.config import Config
from dumpdiff.service.differ.growth import allocation_findings
from dumpdiff.service.differ.profiles import (
    Kernel,
    kernel_profiles,
    normalized_kernel_name,
    only_copies,
    pads_an_operand,
    pads_operands,
    partial_results,
    reduces,
    same_kernel_name,
    sizes_text,
    unlink,
)
from dumpdiff.service.differ.results import Finding, Side
from dumpdiff.service.differ.stages.calls import (
    INTEGER,
    PADDED_CALLS,
    padded_side,
    split_by_padding,
    takes_bias_in,
    unpadded_copies,
)
from dumpdiff.service.differ.stages.matching import (
    WORKSPACE,
    EpilogueMove,
    Matching,
    Padded,
    Regrouping,
    Unrolled,
    dims_of,
    runs_library_call,
    written_shapes,
)
from dumpdiff.service.finding_kinds import (
    ANOTHER_IMPLEMENTATION,
    CHANGED_KERNEL,
    COMPILER_CHOICE,
    LOST_FUSION,
    NEW_FUSION,
    NEW_KERNEL,
    REMOVED_KERNEL,
    FindingKind,
)

DIGITS = re.compile(r"([0-9]+)")  # kept by `split`: the numbers in a deepdiff path, ordered as numbers
COPY_OPS = frozenset({"load", "store"})  # all a kernel that only copies runs
# How a changed kernel's line says the forward work it computes again, or no longer (`_recomputation`).
RECOMPUTATION_SAID = {
    "recomputes_forward": "now recomputing forward",
    "recomputed_forward": "no longer recomputing forward",
}
PADDED_OPERANDS = "padded operands"  # how a changed kernel padded on one side was matched (`choices` reads it)
REGROUPED_NAMED = 4  # kernels a regrouping's line names of each kind (split, repeating); its details list them all


def compare_graphs(
    base: Graph | None,
    head: Graph | None,
    matching: Matching | None,
    config: Config,
    forward_work: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
) -> list[Finding]:
    """`matching`: the kernels of both graphs matched (None where a graph is on one side only); `forward_work`: of
    each side, the FX nodes its forward kernels compute, where this is a backward graph (`recomputes_forward`)."""
    if base is None or head is None or matching is None:
        graph = base or head
        assert graph is not None
        kernels = kernel_profiles(graph)
        kind = NEW_KERNEL if base is None else REMOVED_KERNEL
        where = "head" if base is None else "base"
        alone = [_single(kind, k, where, f"{k.title} ({k.node.kind}; graph only in the {where})") for k in kernels]
        unlink(kernels)
        return alone
    # pad_mm's copies, new, removed or fused otherwise: where it pads is a choice it times in every run.
    unpaired = (*matching.new, *matching.removed, *_fusion_kernels(matching.lost), *_fusion_kernels(matching.fused))
    padding = {id(kernel) for kernel in unpaired if pads_operands(kernel)}
    # A copy may pad an operand as it computes it (a normalised query), which the other side computes in the kernel
    # its gemm reads.
    counterpart = matching.counterparts()
    unpadded_by = unpadded_copies(matching, counterpart)
    padding |= unpadded_by.keys()
    # A copy that also computes what fused into it (a softmax gradient's pointwise part) leaves the reduction before
    # it to run alone, where the other side, padding nothing there, fuses the two.
    copying = {id(kernel) for entry in matching.padded for kernel in entry.padding} | unpadded_by.keys()
    padding |= {id(kernel) for kernel in unpaired if _split_off_by_padding(kernel, copying)}
    # A gemm whose operands the other side pads may read one laid out by a copy of its own (a view made contiguous, a
    # transpose): the copy padding it on the other side did that too.
    laying = {id(entry.base if entry.in_head else entry.head) for entry in matching.padded}
    # ... or by two copies (an expanded tensor made contiguous, then viewed), where the padding copy read it as it was.
    one_side = (*matching.new, *matching.removed)
    while laid := {id(k) for k in one_side if id(k) not in laying and _lays_out_unpadded(k, laying)}:
        laying |= laid
        padding |= laid
    # pad_mm slices a padded product back to the rows asked for, which the kernel reading it takes in, but for a
    # concatenation (the product written into its slice of the concatenated buffer where not padded): a copy of its own.
    padded_products = {id(entry.head if entry.in_head else entry.base) for entry in matching.padded}
    padding |= {id(kernel) for kernel in one_side if _slices_a_product(kernel, padded_products)}
    # Where pad_mm chose otherwise, a kernel may lay its work out for other readers (a gemm reading it in one run, a
    # copy padding it in the other): the same work, beside that choice.
    padding_chose = bool(matching.padded or padding) or any(stage == PADDED_CALLS for _, _, stage in matching.pairs)
    # ... and Inductor's layout optimisation, which weighs the graph pad_mm rewrote, may lay a graph input out for the
    # convolutions reading it (channels last) in one run and not in the other.
    if padding_chose:
        padding |= {id(kernel) for kernel in one_side if _lays_out_an_input(kernel)}
    lost, padding_lost = _apart(matching.lost, padding)
    fused, padding_fused = _apart(matching.fused, padding)
    # Padding on one side only moves the scheduler's fusion boundaries beside the copy it adds.
    lost_alike: dict[int, set[int]] = defaultdict(set)
    for kernel, _parts in lost:
        lost_alike[kernel.structure_hash].add(id(kernel))
    split = [
        (kernel, parts, gemm)
        for kernel, parts in lost
        if (gemm := split_by_padding(kernel, parts, counterpart, lost_alike[kernel.structure_hash]))
    ]
    split_fused = {id(kernel) for kernel, _, _ in split}
    lost = [(kernel, parts) for kernel, parts in lost if id(kernel) not in split_fused]
    split_pieces = {id(piece) for _, parts, _ in split for piece in parts}
    padding |= split_pieces
    lost_pieces = {id(p): kernel for kernel, parts in lost for p in parts}
    # Each kernel of a fusion of copies said as the choice (a lost fusion's pieces are new kernels, below).
    findings = [_padding_choice(kernel, "base", copying) for kernel, _ in padding_lost]
    findings += [_split_by_padding_finding(kernel, parts, gemm) for kernel, parts, gemm in split]
    findings += [_padding_choice(kernel, "head", copying) for kernel, _ in padding_fused]
    findings += [_padding_choice(part, "base", copying) for _, parts in padding_fused for part in parts]
    for kernel, parts in lost:
        findings.append(
            Finding(
                kind=LOST_FUSION.name,
                summary=f"{kernel.title} ({_fused_work(kernel)}) now runs as {len(parts)} kernels: "
                + ", ".join(p.title for p in parts),
                base=kernel.side(),
                head=_merge_sides(p.side() for p in parts),
                details={
                    "members": [leaf.name for leaf in kernel.leaves],
                    "head_kernels": [p.label for p in parts],
                    **split_reduction(kernel, parts),
                },
            )
        )
    inputs_laid_out = _inputs_of_calls_for_many(fused, matching.new)
    for kernel, parts in fused:
        feeding = inputs_laid_out.get(id(kernel), [])
        with_inputs = f" (its input laid out by {', '.join(k.title for k in feeding)})" if feeding else ""
        findings.append(
            Finding(
                kind=NEW_FUSION.name,
                summary=f"{kernel.title} fuses the work of {len(parts)} base kernels{with_inputs}: "
                + ", ".join(p.title for p in parts),
                base=_merge_sides(p.side() for p in parts),
                head=_merge_sides(k.side() for k in (kernel, *feeding)),
                details={"base_kernels": [p.label for p in parts], **split_reduction(kernel, parts)},
            )
        )
    findings += [_regrouped_finding(regrouping) for regrouping in matching.regrouped]
    donated = [frozenset(b.updates for b in graph.buffers if b.updates) for graph in (base, head)]

    def pad_mm_chose(kernel: Kernel, where: str) -> Finding | None:
        """A kernel of one side only, as pad_mm's choice: a copy of its, or a reduction the padding left apart or
        split."""
        if id(kernel) in padding:
            return _padding_choice(kernel, where, copying, unpadded_by.get(id(kernel)))
        if (split := _finishes_split(kernel, counterpart, padded_products)) is not None:
            return _split_choice(kernel, where, split)
        return None

    # A kernel of one side only doing what a kernel both sides run does, at its shapes: a layer or block repeated.
    alike = (
        {_work_at_shapes(base_kernel): base_kernel for base_kernel, _, _ in matching.pairs},
        {_work_at_shapes(head_kernel): head_kernel for _, head_kernel, _ in matching.pairs},
    )
    laid_out = {id(k) for feeding in inputs_laid_out.values() for k in feeding}
    for kernel in matching.new:
        if id(kernel) in split_pieces or id(kernel) in laid_out:  # said with the fusion they split or feed
            continue
        origin = lost_pieces.get(id(kernel))
        if origin is None and (choice := pad_mm_chose(kernel, "head")) is not None:
            findings.append(choice)
            continue
        because = f", a piece of lost fusion {origin.title}" if origin else ""
        summary = f"{kernel.title} ({kernel.node.kind}{because})"
        passes = _first_pass(kernel, counterpart) if origin is None else None
        findings.append(
            _single(
                NEW_KERNEL,
                kernel,
                "head",
                summary,
                origin,
                recomputed=forward_work[1],
                donated=donated[1],
                partial_results=passes,
                repeats=None if origin else alike[1].get(_work_at_shapes(kernel)),
            )
        )
    for kernel in matching.removed:
        if (choice := pad_mm_chose(kernel, "base")) is not None:
            findings.append(choice)
            continue
        summary = f"{kernel.title} ({kernel.node.kind})"
        passes = _first_pass(kernel, counterpart)
        findings.append(
            _single(
                REMOVED_KERNEL,
                kernel,
                "base",
                summary,
                recomputed=forward_work[0],
                donated=donated[0],
                partial_results=passes,
                repeats=alike[0].get(_work_at_shapes(kernel)),
            )
        )
    padded = {id(entry.base) for entry in matching.padded}  # said with their padding, below
    # Whether each changed kernel is only a choice the compiler times in every run (its autotuner's backend for an
    # op, where an epilogue runs, pad_mm): where all changes are, a rerun of the same program, memory moved with them.
    choices = [True] * (len(matching.epilogues) + len(matching.padded))
    padding_choices = _padding_choices(matching, counterpart)
    for base_kernel, head_kernel, stage in matching.pairs:
        if id(base_kernel) in padded:
            continue
        # An exact pair has the same content, but a library call takes its other arguments as inputs (a mask).
        exact = stage == "exact" and base_kernel.operands == head_kernel.operands
        if not exact and (changes := _kernel_changes(base_kernel, head_kernel)):
            recomputation = _recomputation(base_kernel, head_kernel, forward_work)
            said = [_describe_changes(base_kernel, head_kernel)]
            said += [f"{RECOMPUTATION_SAID[key]} ({', '.join(nodes)})" for key, nodes in recomputation.items()]
            change = ", ".join(filter(None, said)) or "attributes"
            findings.append(
                Finding(
                    kind=CHANGED_KERNEL.name,
                    summary=f"{_both_titles(base_kernel, head_kernel)}: {change}",
                    base=base_kernel.side(),
                    head=head_kernel.side(),
                    details={
                        "matched_by": stage,
                        "changes": changes,
                        "change": change,
                        **recomputation,
                        **({"outputs_rejoined": True} if _outputs_rejoined(base_kernel, head_kernel) else {}),
                    },
                )
            )
            # A kernel only renamed does the same work: no sign of an edit, nor of a choice (a kernel a pad_mm copy
            # fused into is named after the op it pads, and loses that name in a run that pads elsewhere).
            if change != "renamed":
                choices.append(
                    (_backend_switched(base_kernel, head_kernel) and _same_but_scratch(base_kernel, head_kernel))
                    or _algorithm_switched(base_kernel, head_kernel)
                    or id(base_kernel) in padding_choices
                    or (padding_chose and _relaid(base_kernel, head_kernel))
                )
    findings += [_unrolled_finding(unrolled) for unrolled in matching.unrolled]
    findings += [_epilogue_finding(move) for move in matching.epilogues]
    findings += [_padded_finding(entry) for entry in matching.padded]
    choices += [True] * sum(1 for finding in findings if finding.kind == COMPILER_CHOICE.name)
    unmatched = (
        lost
        or fused
        or matching.regrouped
        or matching.unrolled
        or any(id(k) not in padding for k in (*matching.new, *matching.removed))
    )
    choices_only = bool(choices) and all(choices) and not unmatched
    findings += allocation_findings(base, head, matching, config, unpadded_by, choices_only=choices_only)
    return findings


Fusion = tuple[Kernel, list[Kernel]]  # a kernel, and the kernels doing its work on the other side


def _fusion_kernels(fusions: list[Fusion]) -> Iterable[Kernel]:
    return (kernel for fused, parts in fusions for kernel in (fused, *parts))


def _apart(fusions: list[Fusion], padding: set[int]) -> tuple[list[Fusion], list[Fusion]]:
    """`fusions` split into those with some kernel that is not one of pad_mm's copies (ids in `padding`), and those of
    copies alone (two copies of one tensor fused or not)."""
    kept: list[Fusion] = []
    copies: list[Fusion] = []
    for kernel, parts in fusions:
        (copies if {id(kernel), *map(id, parts)} <= padding else kept).append((kernel, parts))
    return kept, copies


def _split_off_by_padding(kernel: Kernel, copying: set[int]) -> bool:
    """A reduction feeding a copy that pads an operand on its side only (ids in `copying`, `Padded.padding`)."""
    return reduces(kernel) and any(id(consumer) in copying for consumer in kernel.consumers)


def _lays_out_unpadded(kernel: Kernel, unpadded_calls: set[int]) -> bool:
    """The kernel only copies one buffer for gemms whose operands the other side pads, or for copies laying such an
    operand out (ids in `unpadded_calls`)."""
    consumers = kernel.consumers
    return (
        len(kernel.reads) == 1
        and bool(consumers)
        and all(id(consumer) in unpadded_calls for consumer in consumers)
        and only_copies(kernel)
    )


def _inputs_of_calls_for_many(fused: list[tuple[Kernel, list[Kernel]]], new: list[Kernel]) -> dict[int, list[Kernel]]:
    """The new kernels feeding only library calls that do the work of many base kernels (a mask every layer's
    attention call takes in, where the base added it inside its softmax kernels), by the id of the first call each
    feeds: the input those calls take, laid out for them."""
    calls = {id(kernel): kernel for kernel, _ in fused if runs_library_call(kernel)}
    laying: dict[int, list[Kernel]] = defaultdict(list)
    for kernel in new:
        if kernel.consumers and all(id(consumer) in calls for consumer in kernel.consumers):
            laying[id(min(kernel.consumers, key=attrgetter("position")))].append(kernel)
    return laying


def _lays_out_an_input(kernel: Kernel) -> bool:
    """The kernel only copies one graph input (no kernel writes what it reads) for library calls alone."""
    consumers = kernel.consumers
    return (
        not kernel.producers
        and len(kernel.reads) == 1
        and only_copies(kernel)
        and bool(consumers)
        and all(map(runs_library_call, consumers))
    )


def _slices_a_product(kernel: Kernel, padded_products: set[int]) -> bool:
    """The kernel only copies one buffer, a product padded on its side (ids in `padded_products`)."""
    producers = kernel.producers
    return (
        len(kernel.reads) == 1 and len(producers) == 1 and id(producers[0]) in padded_products and only_copies(kernel)
    )


def _padding_choice(kernel: Kernel, where: str, copying: set[int], unpadded_by: Kernel | None = None) -> Finding:
    """A kernel of one side only copying operands into padded, aligned buffers (`pads_operands`), or computing them
    into such buffers where the other side's kernel `unpadded_by` computes them for the plain gemms
    (`computed_unpadded_by`), laying one out for a gemm the other side pads (`_lays_out_unpadded`), or a reduction run
    apart from such a copy (`_split_off_by_padding`, `copying`): pad_mm's choice."""
    added = where == "head"
    now = "now" if added else "no longer"
    details: dict[str, Any] = {"added": added}
    if unpadded_by is not None:
        details["pads"] = [consumer.title for consumer in kernel.consumers]
        details["computed_unpadded_by"] = unpadded_by.label
        ops = ", ".join(details["pads"])
        doing = f"{now} computing operands of {ops} into padded, aligned buffers, as {unpadded_by.title} computes them"
    elif only_copies(kernel):
        details["pads"] = list(dict.fromkeys(call.title for call in _calls_read(kernel)))
        ops = ", ".join(details["pads"])
        calls_before = [producer.title for producer in kernel.producers if "computes" in producer.node.attributes]
        if pads_operands(kernel):
            doing = f"{now} copying operands of {ops} into padded, aligned buffers"
        elif calls_before and not details["pads"]:
            details["pads"], details["product_sliced"] = calls_before, True
            doing = f"{now} copying the product of {', '.join(calls_before)} out of its padded buffer"
        elif not kernel.producers:
            details["input_laid_out"] = True
            doing = f"{now} laying out an input of {ops}, beside pad_mm's choice of the graph"
        else:
            details["unpadded"] = True
            doing = f"{now} laying out an operand of {ops} unpadded, as the other side's copies padding it do"
    else:
        copies = [consumer for consumer in kernel.consumers if id(consumer) in copying]
        details["pads"] = list(dict.fromkeys(call.title for copy in copies for call in copy.consumers))
        details["reduces_apart"] = True
        doing = f"{now} reducing apart from copies padding {', '.join(details['pads'])} that took in the ops after it"
    summary = f"{kernel.title} ({kernel.node.kind}): {doing} (pad_mm's choice, timed in every run)"
    finding = _single(COMPILER_CHOICE, kernel, where, summary)
    return replace(finding, details={**finding.details, **details})


def _split_by_padding_finding(kernel: Kernel, parts: list[Kernel], gemm: Kernel) -> Finding:
    """A base fusion the head runs as `parts` beside a copy padding `gemm`'s operand on one side only
    (`split_by_padding`): the scheduler fuses around the copy pad_mm's choice adds or drops."""
    pieces = ", ".join(part.title for part in parts)
    return Finding(
        kind=COMPILER_CHOICE.name,
        summary=f"{kernel.title} ({_fused_work(kernel)}) now runs as {len(parts)} kernels, {pieces}, beside a copy "
        f"padding {gemm.title} on one side only (pad_mm's choice, timed in every run)",
        base=kernel.side(),
        head=_merge_sides(part.side() for part in parts),
        details={"pads": [gemm.title], "split_by_padding": True, "head_kernels": [part.label for part in parts]},
    )


def _calls_read(copy: Kernel) -> Iterator[Kernel]:
    """The library calls reading what `copy` writes, through the copies laying it out before them."""
    for consumer in copy.consumers:
        if "computes" in consumer.node.attributes:
            yield consumer
        elif only_copies(consumer):
            yield from _calls_read(consumer)


def _finishes_split(kernel: Kernel, counterpart: dict[int, Kernel], padded_products: set[int]) -> int | None:
    """N where `kernel` reduces the N partial results one kernel writes, whose counterpart (`counterpart`) reduces
    whole what a padded op's product (ids in `padded_products`) or a slice of it holds: the split follows the layout
    that pad_mm's choice left the reduction's input in."""
    if not reduces(kernel) or len(kernel.producers) != 1 or len(kernel.outputs) != 1:
        return None
    (first,) = kernel.producers
    if (whole := counterpart.get(id(first))) is None:
        return None
    sizes = sizes_text(kernel.outputs[0])
    if sizes not in map(sizes_text, whole.outputs):
        return None
    near = (*whole.producers, *(before for producer in whole.producers for before in producer.producers))
    if not any(id(producer) in padded_products for producer in near):
        return None
    return next(filter(None, (partial_results(sizes, sizes_text(output)) for output in first.outputs)), None)


def _split_choice(kernel: Kernel, where: str, partial: int) -> Finding:
    """A kernel of one side only finishing a reduction split over `partial` results that the other side runs whole
    on a padded op's product (`_finishes_split`): the split follows the layout the padding chose."""
    added = where == "head"
    doing = f"{'now' if added else 'no longer'} finishing a reduction split over {partial} partial results"
    whole = "where the other side reduces a padded gemm's product whole (pad_mm's choice, timed in every run)"
    summary = f"{kernel.title} ({kernel.node.kind}): {doing}, {whole}"
    finding = _single(COMPILER_CHOICE, kernel, where, summary, partial_results=partial)
    return replace(finding, details={**finding.details, "added": added})


def _padding_choices(matching: Matching, counterpart: dict[int, Kernel]) -> set[int]:
    """The base kernels of pairs that are pad_mm's choice beside the padded ops it names (`matching.padded`): a call
    paired across its padding where that padding paired with a copy alike padding another op; those two copies; and
    the kernel that adds to a padded product, paired with the one writing the bias the plain call takes in
    (`counterpart`: `Matching.counterparts`)."""
    chosen = set()
    for base, head, stage in matching.pairs:
        if stage == PADDED_CALLS:
            chosen.add(id(base))
            if takes_bias_in(head, base):
                around = ((reader, writer) for reader in base.consumers for writer in head.producers)
            else:
                around = ((writer, reader) for writer in base.producers for reader in head.consumers)
            chosen.update(id(one) for one, other in around if counterpart.get(id(other)) is one)
        elif stage != "exact" and (all(map(pads_an_operand, (base, head))) or padded_side(base, head) is not None):
            chosen.add(id(base))  # an exact pair changed nothing to choose
    return chosen


def _relaid(base: Kernel, head: Kernel) -> bool:
    """The two do the same work into the same buffers over as many elements, iterated in another layout (a flat loop
    against a 4-d one) or with other index arithmetic: Inductor lays a kernel out for the buffers' readers."""
    if base.node.kind != head.node.kind or base.leaf_keys != head.leaf_keys or base.outputs != head.outputs:
        return False
    before, after = base.shapes[len(base.outputs) :], head.shapes[len(head.outputs) :]
    return len(before) == len(after) and all(map(_as_many_elements, before, after))


def _as_many_elements(before: str, after: str) -> bool:
    return math.prod(map(int, INTEGER.findall(before))) == math.prod(map(int, INTEGER.findall(after)))


def _backend_switched(base: Kernel, head: Kernel) -> bool:
    """One op run through a library call on one side and a fusion or template of the compiler's on the other: the
    autotuner's choice, which it times in every run."""
    return base.node.kind != head.node.kind and any(
        "computes" in leaf.attributes for leaf in (*base.leaves, *head.leaves)
    )


def _algorithm_switched(base: Kernel, head: Kernel) -> bool:
    """One library call of the same op on both sides writing the same but for its scratch space: the algorithm the
    autotuner chose for it (cuDNN's convolution algorithms), which it times in every run."""
    same_call = "computes" in base.node.attributes and base.node.kind == head.node.kind
    return same_call and base.leaf_keys == head.leaf_keys and _same_but_scratch(base, head)


def _backend(kernel: Kernel) -> str:
    """How the compiler runs a kernel: its node kind, and for an XLA fusion the emitter it went to (`kLoop`, or a
    custom fusion's backend: `__triton_nested_gemm_fusion`)."""
    attributes = kernel.node.attributes
    return attributes.get("backend_kind") or attributes.get("fusion_kind") or kernel.node.kind


def _emitter_switched(base: Kernel, head: Kernel) -> bool:
    """One op run by another of the compiler's emitters (XLA: a dot as a loop fusion below its gemm rewrite size
    threshold, else a Triton gemm fusion): another implementation of it, not a name a release made up."""
    one_op = "computes" in base.node.attributes and "computes" in head.node.attributes
    return one_op and base.node.kind == head.node.kind and _backend(base) != _backend(head)


def _same_but_scratch(base: Kernel, head: Kernel) -> bool:
    """The two write the same buffers but for a library's scratch space (cuBLAS's byte workspace, the tuple XLA
    returns it in)."""
    before, after = Counter(base.outputs), Counter(head.outputs)
    return all(WORKSPACE.fullmatch(output) for output in ((before - after) + (after - before)).elements())


def _regrouped_finding(regrouping: Regrouping) -> Finding:
    """Fusions regrouped into no more kernels, or kernels computing the same another way with no more launches: a
    fusion made, whatever fusions of the base its kernels split."""
    how = []
    if regrouping.split:
        plural = "s" if len(regrouping.split) > 1 else ""
        how.append(f"the base fusion{plural} {_some_titles(regrouping.split)} split, each piece fused with other work")
    if regrouping.repeating:
        how.append(f"{_some_titles(regrouping.repeating)} doing again work another kernel took in")
    if regrouping.first_passes:
        apart = _some_titles(regrouping.first_passes)
        how.append(f"the first pass of a reduction run apart ({apart}), whole on the other side")
    passes = {"first_passes": [k.label for k in regrouping.first_passes]} if regrouping.first_passes else {}
    drawn = {"random_in_kernels": True} if regrouping.random_in_kernels else {}
    if drawn:
        how.append("random numbers drawn in the kernels from one draw of seeds, not by library calls")
    kernels_run = "kernel now runs" if len(regrouping.base) == 1 else "kernels now run"
    if not how:  # `computed_another_way`: no base fusion of the group was split, no work done again
        how.append("the same inputs computed into the graph's outputs another way")
    return Finding(
        kind=NEW_FUSION.name,
        summary=f"{len(regrouping.base)} base {kernels_run} as {len(regrouping.head)}, regrouped: {'; '.join(how)}",
        base=_merge_sides(k.side() for k in regrouping.base),
        head=_merge_sides(k.side() for k in regrouping.head),
        details={
            "base_kernels": [k.label for k in regrouping.base],
            "head_kernels": [k.label for k in regrouping.head],
            "regrouped": [k.label for k in regrouping.split],
            "repeated_by": [k.label for k in regrouping.repeating],
            **passes,
            **drawn,
        },
    )


def _some_titles(kernels: list[Kernel]) -> str:
    named = ", ".join(kernel.title for kernel in kernels[:REGROUPED_NAMED])
    return named + (f" and {len(kernels) - REGROUPED_NAMED} more" if len(kernels) > REGROUPED_NAMED else "")


def _epilogue_finding(move: EpilogueMove) -> Finding:
    """The autotuner's choice of where an epilogue runs: one changed kernel, its library op matched."""
    apart = [p for p in move.parts if not any("computes" in leaf.attributes for leaf in p.leaves)]
    library = next(p for p in move.parts if p not in apart)
    names = ", ".join(p.title for p in apart)
    fused_side, parts_side = move.fused.side(), _merge_sides(p.side() for p in move.parts)
    if move.fused_in_base:
        base, head, base_side, head_side = move.fused, library, fused_side, parts_side
        change = f"the autotuner's choice: the ops it fused now run apart ({names})"
    else:
        base, head, base_side, head_side = library, move.fused, parts_side, fused_side
        change = f"the autotuner's choice: it now fuses the ops {names} ran apart"
    changed = ("epilogue", len(base.leaves), len(head.leaves))
    return _changed_beside_others(base, head, (base_side, head_side), change, "epilogue moved", changed)


def _padded_finding(entry: Padded) -> Finding:
    """The compiler's choice to pad a library op's operand: the padding kernels beside the op, on one side."""
    names = ", ".join(k.title for k in entry.padding)
    changed = _describe_changes(entry.base, entry.head)
    if entry.in_head:
        change = f"the compiler's choice: an operand padded to an aligned size first ({names})"
        sides = (entry.base.side(), _merge_sides(k.side() for k in (entry.head, *entry.padding)))
    else:
        change = f"the compiler's choice: no operand padded first any more ({names} gone)"
        sides = (_merge_sides(k.side() for k in (entry.base, *entry.padding)), entry.head.side())
    change += f"; {changed}" if changed else ""
    before, after = (0, len(entry.padding)) if entry.in_head else (len(entry.padding), 0)
    # What reads the product, padded or not, the partitioner may save for the backward or have it recompute
    # (`choices`).
    readers = dict.fromkeys(
        node for op in (entry.base, entry.head) for reader in op.consumers for node in _source_nodes(reader)
    )
    padding = ("padding", before, after)
    return _changed_beside_others(
        entry.base, entry.head, sides, change, PADDED_OPERANDS, padding, product_read_by=list(readers)
    )


def _unrolled_finding(unrolled: Unrolled) -> Finding:
    """The same launches in all: what a loop runs, in more copies per iteration and fewer iterations (or back)."""
    base_trips, head_trips = unrolled.trip_counts
    copies = ", ".join(k.title for k in unrolled.copies)
    if unrolled.in_head:
        change = f"unrolled: {copies} beside it, its loop runs {head_trips} times (was {base_trips})"
        base_side, head_side = unrolled.base.side(), _merge_sides(k.side() for k in (unrolled.head, *unrolled.copies))
    else:
        change = f"no longer unrolled: {copies} gone beside it, its loop runs {head_trips} times (was {base_trips})"
        base_side, head_side = _merge_sides(k.side() for k in (unrolled.base, *unrolled.copies)), unrolled.head.side()
    changed = ("trip_count", base_trips, head_trips)
    return _changed_beside_others(
        unrolled.base, unrolled.head, (base_side, head_side), change, "unrolled copies", changed
    )


def _changed_beside_others(
    base: Kernel,
    head: Kernel,
    sides: tuple[Side, Side],
    change: str,
    matched_by: str,
    changed: tuple[str, int, int],
    **more: Any,
) -> Finding:
    """A changed kernel that came with other kernels on one side (`sides` name them all): what changed, as
    `(what, before, after)`; `more`: details of its kind."""
    what, before, after = changed
    return Finding(
        kind=CHANGED_KERNEL.name,
        summary=f"{_both_titles(base, head)}: {change}",
        base=sides[0],
        head=sides[1],
        details={
            "matched_by": matched_by,
            "changes": {what: {"old_value": before, "new_value": after}},
            "change": change,
            **more,
        },
    )


def _first_leaf_ops(kernel: Kernel) -> list[str]:
    return list(kernel.leaf_keys[0][1]) if kernel.leaf_keys else []


def _work_at_shapes(kernel: Kernel) -> tuple[int, tuple[str, ...]]:
    """What a kernel does and at which shapes, names aside: equal for the kernels of layers alike."""
    return kernel.structure_hash, kernel.shapes


def _single(
    kind: FindingKind,
    kernel: Kernel,
    where: str,
    summary: str,
    origin: Kernel | None = None,
    recomputed: frozenset[str] = frozenset(),
    donated: frozenset[str] = frozenset(),
    partial_results: int | None = None,
    repeats: Kernel | None = None,
) -> Finding:
    """`recomputed`: the forward work of its run a backward kernel may recompute (`recomputes_forward`); `donated`:
    the inputs of its graph an output overwrites in place (`Buffer.updates`); `partial_results`: as many as the kernel
    writes as a reduction's first pass (`_first_pass`); `repeats`: a paired kernel of its side doing the same work at
    the same shapes (a layer repeated)."""
    side = kernel.side()
    details: dict[str, Any] = {
        "kind": kernel.node.kind,
        # A kernel known by its launch is said by the ops its name lists, not by its first node's.
        "ops": list(kernel.node.ops) if kernel.node.kind == LAUNCH_KIND else _first_leaf_ops(kernel),
    }
    if origin is not None:
        details["split_from"] = origin.label
    if partial_results is not None:
        details["partial_results"] = partial_results
    if repeats is not None:
        details["repeats"] = repeats.label
    if (updating := updated_in_place_by(kernel)) is not None:
        details["copy_for_in_place"] = updating.label
    elif (copied := copied_donation(kernel, donated)) is not None:
        details["copy_of_donated"] = copied
    # A piece of a lost fusion recomputing what that fusion recomputed is the split's, not a new rematerialisation.
    recomputed_before = origin is not None and set(_source_nodes(origin)).issuperset(_source_nodes(kernel))
    recomputing = recomputes_forward(kernel, recomputed) and not recomputed_before
    if kernel.node.attributes.get("rematerialized") or recomputing:
        details["rematerialized"] = True
    if recomputing:
        details["recomputes_forward"] = list(_source_nodes(kernel))
    return Finding(
        kind=kind.name,
        summary=summary,
        base=origin.side() if origin is not None else (side if where == "base" else Side()),
        head=side if where == "head" else Side(),
        details=details,
    )


def _recomputation(
    base: Kernel, head: Kernel, forward_work: tuple[frozenset[str], frozenset[str]]
) -> dict[str, list[str]]:
    """The forward FX nodes a changed backward kernel computes that it did not before (`recomputes_forward`), or no
    longer computes (`recomputed_forward`), where the dump says (`source_nodes`): the partitioner's memory budget
    or a checkpoint policy trading a saved activation for recomputing it, so both forwards compute them (a mask's
    `invert` gone from the model with `masked_fill(~mask)` written as `where(mask)` is no longer recomputed because
    nothing computes it). Only where its ops changed: the kernel finishing a split reduction repeats the node list of
    the one it finishes."""
    if not any(forward_work) or base.work == head.work:  # a forward graph's kernels recompute nothing
        return {}
    before, after = (_source_nodes(kernel) for kernel in (base, head))
    in_both_forwards = forward_work[0] & forward_work[1]
    said = {}
    if (gained := [node for node in after if node not in before]) and in_both_forwards.issuperset(gained):
        said["recomputes_forward"] = gained
    if (dropped := [node for node in before if node not in after]) and in_both_forwards.issuperset(dropped):
        said["recomputed_forward"] = dropped
    return said


def recomputes_forward(kernel: Kernel, forward_work: frozenset[str]) -> bool:
    """The kernel computes only FX nodes the forward kernels compute (`source_nodes`, under the joint graph's
    names): a backward kernel that recomputes forward work, where the dump (Inductor's code) does not mark it."""
    computed = _source_nodes(kernel)
    return bool(computed) and forward_work.issuperset(computed)


def _source_nodes(kernel: Kernel) -> tuple[str, ...]:
    """The FX nodes a kernel's code says it computes, under the joint graph's names (Inductor's `source_nodes`)."""
    return tuple(kernel.node.attributes.get("source_nodes") or ())


def copied_donation(kernel: Kernel, donated: frozenset[str]) -> str | None:
    """The donated input a kernel only copies (XLA's `copy`, Inductor's loads and stores): XLA copies a donated
    parameter that is still read after the output overwriting it is written (its copy insertion), so that the update
    can take its buffer."""
    if not kernel.work.keys() <= COPY_OPS | {"copy"} or not (read := kernel.reads & donated):
        return None
    return min(read)


def updated_in_place_by(kernel: Kernel) -> Kernel | None:
    """The kernel updating in place what `kernel` only copies, or whose result `kernel` copies back into the tensor
    it stands for: an op mutating its argument run on a copy (Inductor's clone of a custom op's mutated argument it
    could not reinplace, and the copy back into a graph input that argument was a view of)."""
    if not kernel.work.keys() <= COPY_OPS:
        return None
    written = {buffer.name for buffer in kernel.writes}
    for consumer in kernel.consumers:
        if written & _mutated(consumer):
            return consumer
    for producer in kernel.producers:
        copied = {b.name for source in producer.producers if source.work.keys() <= COPY_OPS for b in source.writes}
        if copied & _mutated(producer):
            return producer
    return None


def _mutated(kernel: Kernel) -> set[str]:
    """What the kernel reads and writes: updates in place."""
    return {buffer.name for buffer in kernel.writes if buffer.name in kernel.reads}


def _both_titles(base: Kernel, head: Kernel) -> str:
    """`a -> b`, or `a` alone where both sides call it the same: `X -> X` says nothing."""
    return base.title if base.title == head.title else f"{base.title} -> {head.title}"


def split_reduction(fused: Kernel, pieces: list[Kernel]) -> dict[str, int]:
    """`{"partial_results": N}` where one of the pieces reduces and writes one of the fused kernel's outputs with a
    last dimension of N added, whatever the dtype, which one other kernel reads and reduces to those sizes: its
    reduction split over N partial results, which that kernel finishes (a sum over a batch that grew: its first pass
    no longer fuses with the kernel before it). Not the reduction's input written apart (XLA's fusion off: the
    squares a layer norm sums), nor an output the fused kernel writes too or other kernels read (a residual sum beside
    a layer norm's statistics, which the next layer reads)."""
    whole = [sizes_text(output) for output in fused.outputs if "[" in output]
    for piece in pieces:
        if not reduces(piece):
            continue
        for output in piece.outputs:
            if "[" not in output or (sizes := sizes_text(output)) in whole:
                continue
            if (size := _split_over(piece, sizes, whole)) is not None:
                return {"partial_results": size}
    return {}


def _first_pass(kernel: Kernel, counterpart: dict[int, Kernel]) -> int | None:
    """N where `kernel` reduces into an output with a last dimension of N that one kernel alone reads and reduces to
    that output's other sizes, a kernel paired with one of the other side (`counterpart`) that reads nothing of those
    sizes: the first pass of a reduction split over N partial results, whose second pass is the whole reduction of the
    other side (pytorch/pytorch#181442: a mean along a non-contiguous axis in two kernels where one ran it whole). Not
    a new reduction split from the start (both its passes new), nor a reduction split on both sides whose first pass
    the other side computes in another kernel, nor a softmax's shifted scores, which the other side's exponentials
    read too."""
    if not reduces(kernel):
        return None
    for output in kernel.outputs:
        sizes = sizes_text(output)
        for reader in kernel.consumers:
            whole = counterpart.get(id(reader))
            if whole is None or _reads_sizes(whole, sizes):
                continue
            if (size := _split_over(kernel, sizes, map(sizes_text, reader.outputs))) is not None:
                return size
    return None


def _split_over(piece: Kernel, sizes: str, wholes: Iterable[str]) -> int | None:
    """N where `piece`'s output of `sizes` is one of `wholes` with a last dimension of N added, which one kernel
    alone reads and reduces to that whole (`_finished_apart`): N partial results of it."""
    for kept in wholes:
        if (size := partial_results(kept, sizes)) is not None and _finished_apart(piece, size, kept):
            return size
    return None


def _reads_sizes(kernel: Kernel, sizes: str) -> bool:
    """Some kernel feeding `kernel` writes an output of those sizes, whatever its dtype."""
    return any(sizes_text(output) == sizes for producer in kernel.producers for output in producer.outputs)


def _finished_apart(piece: Kernel, size: int, kept: str) -> bool:
    """A buffer `piece` writes with a last dimension of `size` is read by one kernel only, which reduces it to the
    sizes `kept`."""
    for buffer in piece.writes:
        if buffer.shape and buffer.shape[-1] == size:
            # A kernel reading several of the buffers (Welford's mean, m2 and weight) is listed once for each.
            readers = list({id(kernel): kernel for kernel in piece.consumers if buffer.name in kernel.reads}.values())
            if len(readers) == 1 and reduces(readers[0]) and any(sizes_text(o) == kept for o in readers[0].outputs):
                return True
    return False


def _fused_work(kernel: Kernel) -> str:
    return f"{len(kernel.leaves)} fused ops" if len(kernel.leaves) >= 2 else "one kernel"


def _describe_changes(base: Kernel, head: Kernel) -> str:
    """One line a person reads: what changed in shapes, in fused ops and in name (empty where none of them did)."""
    said = []
    gone = sorted((Counter(base.outputs) - Counter(head.outputs)).elements())
    came = sorted((Counter(head.outputs) - Counter(base.outputs)).elements())
    if gone or came:
        changes = [f"{old} -> {new}" for old, new in zip(gone, came, strict=False)]
        changes += [f"+{new}" for new in came[len(gone) :]] + [f"-{old}" for old in gone[len(came) :]]
        # A library call's scratch space alone resized is the algorithm the autotuner chose for it, not its output.
        scratch = _algorithm_switched(base, head)
        what = "workspace" if scratch else "output"
        if _outputs_rejoined(base, head):
            said.append(f"outputs {_counted(gone)} -> {_counted(came)} (pieces of one tensor)")
        else:
            said.append(f"{what} {changes[0]}" + (f" (+{len(changes) - 1} more)" if len(changes) > 1 else ""))
        said += ["the algorithm the autotuner chose"] if scratch else []
    elif base.shapes != head.shapes:
        base_sizes, head_sizes = base.shapes[len(base.outputs) :], head.shapes[len(head.outputs) :]
        if base_sizes and head_sizes:  # a library call has no iteration sizes of its own to compare
            said.append(f"sizes {', '.join(base_sizes)} -> {', '.join(head_sizes)}")
    base_ops, head_ops = base.shape_free_keys, head.shape_free_keys
    if base_ops != head_ops:
        kept = Counter(base_ops) & Counter(head_ops)
        added, dropped = len(head_ops) - kept.total(), len(base_ops) - kept.total()
        said.append(f"ops changed (+{added}/-{dropped} of {len(base_ops)} fused)" if added or dropped else "op order")
    if base.operands != head.operands:
        said.append(f"inputs {base.operands} -> {head.operands}")
    if (epilogue := _library_epilogue(base)) != (head_epilogue := _library_epilogue(head)):
        said.append(f"library epilogue {epilogue or 'none'} -> {head_epilogue or 'none'}")
    if _source_changed(base, head):
        said.append("the source's computation changed")
    if _backend_switched(base, head):
        said.append(f"backend changed ({base.node.kind} -> {head.node.kind})")
    elif not same_kernel_name(base, head) and not _packed(base, head):
        one_op = (_calls_for_one_op(base) and _calls_for_one_op(head)) or _emitter_switched(base, head)
        switched = base_ops == head_ops and one_op
        said.append(ANOTHER_IMPLEMENTATION if switched else "renamed")
    return ", ".join(said)


def _outputs_rejoined(base: Kernel, head: Kernel) -> bool:
    """One of the two writes one output, the other its pieces along one dimension: a concatenation written whole by
    one node selecting each piece under a mask, or piece by piece by the nodes of a fusion (Inductor lowers `cat`
    either way); no dimension of the program changed."""
    base_shapes, head_shapes = written_shapes(base), written_shapes(head)
    return any(
        len(whole) == 1 and len(pieces) > 1 and _pieces_of(whole[0], pieces)
        for whole, pieces in ((base_shapes, head_shapes), (head_shapes, base_shapes))
    )


def _pieces_of(whole: str, pieces: list[str]) -> bool:
    """The `pieces` (shapes) of `whole`'s dtype and rank differ from it in one dimension, whose sizes add up to its."""
    dtype, sizes = whole.partition("[")[0], dims_of(whole)
    piece_sizes = [dims_of(piece) for piece in pieces]
    if (
        not sizes
        or any(piece.partition("[")[0] != dtype for piece in pieces)
        or any(len(p) != len(sizes) for p in piece_sizes)
    ):
        return False
    apart = {axis for p in piece_sizes for axis, size in enumerate(p) if size != sizes[axis]}
    if len(apart) != 1:
        return False
    (axis,) = apart
    return sum(p[axis] for p in piece_sizes) == sizes[axis]


def _counted(shapes: list[str]) -> str:
    """`2 x bfloat16[2, 128, 704]`: each shape once, with how many times over."""
    return ", ".join(f"{n} x {shape}" if n > 1 else shape for shape, n in Counter(shapes).items())


def _library_epilogue(kernel: Kernel) -> str | None:
    """What a library call applies to its result in the same call (cuBLASLt's `BIAS_GELU`), where it applies any."""
    return kernel.node.attributes.get("library_epilogue")


def _calls_for_one_op(kernel: Kernel) -> bool:
    """A kernel that runs one op through the library function its name says (an SDPA backend, a custom call's
    target): another name for the same op is another implementation of it, not a name the compiler made up (as a
    Triton template's or a gemm fusion's)."""
    return kernel.node.kind in LIBRARY_CALL_KINDS and "computes" in kernel.node.attributes


def _merge_sides(sides: Iterable[Side]) -> Side:
    """The kernels of a fusion made or lost share names: a buffer one writes and the next mutates in place, the
    function two of them launch (Triton code deduplicated, CPU nodes packed into one `cpp_fused_*`). Each is named
    once."""
    merged = tuple(sides)

    def union(names: Callable[[Side], tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(name for side in merged for name in names(side)))

    return Side(
        kernels=union(attrgetter("kernels")), nodes=union(attrgetter("nodes")), buffers=union(attrgetter("buffers"))
    )


def _source_changed(base: Kernel, head: Kernel) -> bool:
    """Both generated sources are known and compute differently (the IR may not show it: a template's inlined code)."""
    return base.source_ops is not None and head.source_ops is not None and base.source_ops != head.source_ops


def _packed(base: Kernel, head: Kernel) -> bool:
    """Either kernel is launched by a CPU function that runs other nodes too (`cpp_fused_*`), whose name lists their
    ops as well: a node joining or leaving the function renames it, not this kernel. (A Triton function two nodes
    launch is one kernel's code: its name is its own.)"""
    return base.packed or head.packed


def _kernel_changes(base: Kernel, head: Kernel) -> dict[str, Any]:
    """What differs between two matched kernels, as deepdiff reports it on their name-free descriptions."""
    from deepdiff import DeepDiff

    def describe(kernel: Kernel) -> dict[str, Any]:
        return {
            "kind": kernel.node.kind,
            "kernel": None if _packed(base, head) else normalized_kernel_name(kernel.node.kernel),
            "ops": [list(key[1]) for key in kernel.leaf_keys],
            "shapes": list(kernel.shapes),
            "source_ops": dict(kernel.source_ops or ()) if _source_changed(base, head) else None,
            "inputs": kernel.operands,
            "epilogue": _library_epilogue(kernel),
        }

    difference = DeepDiff(describe(base), describe(head), verbose_level=2)
    return {kind: _jsonable(changes) for kind, changes in difference.to_dict().items()}


def _jsonable(value: Any) -> Any:
    """deepdiff's report as JSON, its mappings and sets in natural order (`[0][4]` before `[0][10]`): deepdiff keeps
    them in an order that changes from one process to the next, and a report must read the same each time."""
    if isinstance(value, Mapping):
        return {key: _jsonable(v) for key, v in sorted(((str(k), v) for k, v in value.items()), key=_natural_order)}
    if isinstance(value, (set, frozenset)):
        return [_jsonable(v) for v in sorted(value, key=lambda v: _natural_key(str(v)))]
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def _natural_order(item: tuple[str, Any]) -> list[str | tuple[int, str]]:
    return _natural_key(item[0])


def _natural_key(text: str) -> list[str | tuple[int, str]]:
    """The text between numbers, and the numbers by their length, then their digits: ordered as numbers without
    converting them (a dump's names may hold more digits than `int` takes)."""
    return [(len(part), part) if index % 2 else part for index, part in enumerate(DIGITS.split(text))]
