"""The stages for library calls: one op launched through another call, dots merged into one, an operand padded
before the call (Inductor's pad_mm), an op the compiler runs as a library call instead of a kernel, and random
numbers drawn in kernels instead of by library calls."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Iterator

from dumpdiff.ingest.model import Buffer
from dumpdiff.service.differ.profiles import (
    ATEN_COPYING_NODES,
    COLLECTIVE,
    Kernel,
    copies_under_a_mask,
    only_copies,
    padded_call,
    padded_gemms,
    padding_consumers,
    pads_operands,
    work_kind,
)
from dumpdiff.service.differ.similarity import holds, overlap
from dumpdiff.service.differ.stages.matching import (
    SIMILARITY_BUDGET,
    SIMILARITY_FLOOR,
    Matching,
    Padded,
    Places,
    Regrouping,
    assign,
    dims_of,
    elements_written,
    mostly,
    not_elsewhere,
    runs_library_call,
    sides,
    written_shapes,
)

INTEGER = re.compile(r"\d+")
# ATen ops drawing random numbers: what Inductor leaves to ATen under `fallback_random`, and draws in its own kernels
# (`rand`, `randn` from seeds read by `load_seed`) otherwise.
RANDOM_OPS = frozenset(
    {
        "native_dropout",
        "bernoulli",
        "bernoulli_",
        "rand",
        "randn",
        "rand_like",
        "randn_like",
        "randint",
        "normal",
        "normal_",
        "uniform",
        "uniform_",
        "exponential",
        "exponential_",
    }
)


def calls_switched(matching: Matching) -> None:
    """Stage 2, library calls switched: before kernels are paired by how much of their work they share, the library
    calls of one op each writing the same sizes in the same place, of other ops (`switched_call_proposals`, which
    similarity asks again once more places are known): the kernels around a call switched are told apart by it
    (Inductor's `conv_1x1_as_mm`: a convolution's bias taken into an `addmm`, the bias-and-ReLU kernel after it left
    alike in share to the residual-and-ReLU one a layer on). See docs/matching.md."""
    assign(matching, switched_call_proposals(matching, Places(matching)), "similarity")


def switched_call_proposals(matching: Matching, places: Places) -> list[tuple[float, Kernel, Kernel]]:
    """Library calls of one op each, of other ops, writing the same shapes (or as many elements: a 1x1 convolution's
    output as the rows of an `addmm`, Inductor's `conv_1x1_as_mm`) in the same place of the dataflow: one op launched
    through another call (a float8 `_scaled_mm` for a bfloat16 `mm`, its operands quantized before it)."""
    base_calls = [k for k in matching.base_left if _one_library_op(k)]
    head_calls = [k for k in matching.head_left if _one_library_op(k)]
    if len(base_calls) * len(head_calls) > SIMILARITY_BUDGET:
        return []
    # Counted once per call, not per pair. No collective's: its output's shape says which collective it is (an
    # all-gather's rows against an all-reduce's of the same elements).
    elements = {id(k): _elements(k) for k in (*base_calls, *head_calls) if not COLLECTIVE.search(work_kind(k))}
    proposals = []
    for source in base_calls:
        if not (place := places.of_base(source)):
            continue
        for target in head_calls:
            if (
                work_kind(source) != work_kind(target)
                and (
                    source.output_shapes == target.output_shapes
                    or ((written := elements.get(id(source))) is not None and written == elements.get(id(target)))
                )
                and (score := overlap(place, places.of_head(target))) >= SIMILARITY_FLOOR
            ):
                proposals.append((score, source, target))
    return proposals


def _elements(kernel: Kernel) -> Counter[str]:
    """How many elements of each dtype it writes, whatever their shapes (a shape of symbolic sizes as it is)."""
    return Counter(
        f"{output.partition('[')[0]}:{math.prod(dims)}" if (dims := dims_of(output)) else output
        for output in written_shapes(kernel)
    )


def _one_library_op(kernel: Kernel) -> bool:
    return runs_library_call(kernel) and one_op(kernel)


def one_op(kernel: Kernel) -> bool:
    """The kernel runs a single op, which its leaf is named after (an XLA instruction, a library call); an Inductor
    node of many ops is not one."""
    return len(kernel.leaf_keys) == 1 and kernel.leaf_keys[0][1][:1] == (work_kind(kernel),)


def merged_dots(matching: Matching) -> None:
    """Stage 3, merged dots: a leftover kernel running one dot (beside ops that only move data: the concatenated
    weights XLA's dot merger fuses in) against two or more leftovers of the other side running one dot each, of one
    output shape, that read what its producers' counterparts write and whose outputs' last dimensions add up to its
    own, is those dots merged into one gemm over their weights (a layer's q, k and v projections of one input): a new
    fusion where it is the head's, a lost fusion where it is the base's (its pieces new). See docs/matching.md."""
    dot_shapes = {
        id(kernel): shape
        for kernel in (*matching.base_left, *matching.head_left)
        if (shape := one_dot_shape(kernel)) is not None
    }
    if not dot_shapes:
        return
    places = Places(matching)
    for merged_in_base in (True, False):
        own, other = sides(matching, base_first=merged_in_base)
        own_place, other_place = (
            (places.of_base, places.of_head) if merged_in_base else (places.of_head, places.of_base)
        )
        by_shape: dict[tuple[str, tuple[int, ...]], list[Kernel]] = defaultdict(list)
        for kernel in other:
            if (shape := dot_shapes.get(id(kernel))) is not None:
                by_shape[shape].append(kernel)
        if not by_shape:
            continue
        own_dots = Counter(
            (shape, match)
            for kernel in own
            if (shape := dot_shapes.get(id(kernel))) is not None
            for match in _fed_by(own_place(kernel))
        )
        taken: set[int] = set()
        sliced: list[tuple[Kernel, Kernel]] = []
        for kernel in own:
            if (shape := dot_shapes.get(id(kernel))) is None:
                continue
            if not (inputs := _fed_by(own_place(kernel))):
                continue
            candidates = [
                (part_shape, [k for k in dots if id(k) not in taken and inputs & _fed_by(other_place(k))])
                for part_shape, dots in by_shape.items()
                if part_shape[0] == shape[0] and len(part_shape[1]) == len(shape[1])
            ]
            # Not where its side leaves as many dots of the parts' shape on those inputs: the parts run there too (a
            # layer's projections each losing its bias), and nothing was merged.
            fitting = [
                (part_shape, dots)
                for part_shape, dots in candidates
                if len(dots) >= 2
                and part_shape[1][-1] * len(dots) == shape[1][-1]
                and not any(own_dots[(part_shape, match)] >= len(dots) for match in inputs)
            ]
            # Not where its side leaves another dot of its shape on those inputs: each is one of the others resized
            # (grouped-query attention's key and value projections, half as wide), not their merge.
            if not fitting or any(own_dots[(shape, match)] > 1 for match in inputs):
                continue
            # Of the shapes that add up, the one agreeing with it in the most leading sizes (the forward projection's
            # batch rows, not a weight gradient's split-K partial sums of the same width).
            _, parts = max(fitting, key=lambda fit: sum(a == b for a, b in zip(fit[0][1], shape[1], strict=True)))
            taken |= {id(p) for p in parts} | {id(kernel)}
            matching.record_fusion(kernel, parts, lost=merged_in_base)
            readers = _slicing_consumers(kernel, parts, own, other, taken)
            sliced += [pair if merged_in_base else (pair[1], pair[0]) for pair in readers]
            taken |= {id(k) for pair in readers for k in pair}
        matching.set_aside(taken)
        matching.record(sliced, "merged dots")


# Ops that only move data, which XLA fuses into a gemm (the weights the dot merger concatenates, an operand's layout).
DATA_MOVES = frozenset({"concatenate", "reshape", "bitcast", "transpose", "copy", "slice"})


def one_dot_shape(kernel: Kernel) -> tuple[str, tuple[int, ...]] | None:
    """(dtype, sizes) of what a kernel running one dot (XLA's, or a library gemm call) and only data moves besides
    writes, where it writes one tensor (a library call's workspace aside)."""
    # Asked of every leftover: only a leaf computing a library op has a key naming layouts to leave out.
    computes_one = any("computes" in leaf.attributes for leaf in kernel.leaves)
    kinds = [kind for kind, _ in (kernel.shape_free_keys if computes_one else kernel.leaf_keys)]
    if sum(kind in DOTS for kind in kinds) != 1 or not all(kind in DOTS or kind in DATA_MOVES for kind in kinds):
        return None
    written = written_shapes(kernel)
    if len(written) != 1 or not (sizes := dims_of(written[0])):
        return None
    return written[0].partition("[")[0], sizes


def _fed_by(place: Counter[tuple[str, int]]) -> set[int]:
    """The matches of the producers in a kernel's `_place`."""
    return {match for direction, match in place if direction == "in"}


def _slicing_consumers(
    merged: Kernel, parts: list[Kernel], own: list[Kernel], other: list[Kernel], taken: set[int]
) -> list[tuple[Kernel, Kernel]]:
    """Leftovers reading the merged dot that slice their part out of its output, each with a leftover reading one of
    the dots it merged that does the same work on as many elements without the slice (XLA fuses the slice into the
    consumer: a transpose of q, k or v into heads): (on the merged dot's side, on the other side)."""
    own_left, other_left = {id(k) for k in own}, {id(k) for k in other}
    readers = [k for p in parts for k in p.consumers if id(k) in other_left and id(k) not in taken]
    slicing = [
        k
        for k in merged.consumers
        if id(k) in own_left and id(k) not in taken and any(kind == "slice" for kind, _ in k.leaf_keys)
    ]
    by_work: dict[Hashable, list[Kernel]] = defaultdict(list)
    for reader in dict.fromkeys(readers):
        by_work[_unsliced_work(reader)].append(reader)
    pairs = []
    for kernel in slicing:
        if matches := by_work.get(_unsliced_work(kernel)):
            pairs.append((kernel, matches.pop(0)))
    return pairs


def _unsliced_work(kernel: Kernel) -> Hashable:
    """The kinds of op a kernel runs but for slicing, and how many elements it writes."""
    work = frozenset(Counter(kind for kind, _ in kernel.leaf_keys if kind != "slice").items())
    return work, elements_written(kernel)


def padded_operands(matching: Matching) -> None:
    """Stage 5, padded operands: a leftover that copies data under an index mask (loads, stores, an index compared
    with a bound; or also what fused into the copy: a normalisation of the operand) and feeds only library ops, one
    of them paired with the other side's and bigger on the leftover's side by sizes rounded up to an aligned multiple
    (a gemm's 4 columns as 8), is that op's operand padded: Inductor's pad_mm, which benchmarks the padded op against
    the plain one, so a rerun may choose either. One changed finding naming it, both ways. See docs/matching.md."""
    calls = {
        id(kernel): (base, head)
        for base, head, _ in matching.pairs
        if "computes" in base.node.attributes and "computes" in head.node.attributes
        for kernel in (base, head)
    }
    padded: dict[int, Padded] = {}
    for in_head, left in ((True, matching.head_left), (False, matching.base_left)):
        for kernel in left:
            if (pair := _padded_pair(kernel, calls, in_head=in_head)) is not None:
                base, head = pair
                entry = padded.setdefault(id(base), Padded(base, head, [], in_head))
                if entry.in_head == in_head:
                    entry.padding.append(kernel)
    matching.padded = list(padded.values())
    matching.set_aside({id(k) for entry in matching.padded for k in entry.padding})


def _padded_pair(
    kernel: Kernel, calls: dict[int, tuple[Kernel, Kernel]], *, in_head: bool
) -> tuple[Kernel, Kernel] | None:
    """The pair of library ops one of whose operands `kernel` (on the head side if `in_head`) pads: the op reads what
    it writes under an index mask and is bigger on its side by sizes rounded up to an aligned multiple. Or it pads
    what the op contracts (the same sizes out both sides): a pure copy, or one that also computes what fused into it
    (attention's dropout) writing as many elements as an operand of the plain op has but for a size rounded up."""
    pure = copies_under_a_mask(kernel)
    for op in padding_consumers(kernel):
        if (pair := calls.get(id(op))) is None:
            continue
        plain, padded_op = pair if in_head else pair[::-1]
        if _padded_to_alignment(kernel, plain, padded_op) or _pads_contraction(kernel, plain, padded_op, pure=pure):
            return pair
    return None


def padded_calls(matching: Matching) -> None:
    """Stage 5, padded calls: a library op left unpaired because one side pads an operand first pairs with the other
    side's leftover call of the same op writing its sizes before the rounding up (the padding kernel, a neighbour
    only one side has, kept the stages before from pairing them; a router gemm's 4 experts as 8 at batch 256 and not
    at 128), even where the two share no place (last); before similarity pairs it by its kind alone.
    `padded_operands` then names the padding. See docs/matching.md."""
    places = Places(matching)
    counterpart = matching.counterparts()
    proposals = []
    for in_head in (True, False):
        own, other = sides(matching, base_first=not in_head)
        calls = [k for k in other if "computes" in k.node.attributes]
        # Its padding may have paired already, with a copy padding another op alike (the gradient of a tied
        # embedding's logits padded for the weight's gemm in one run, for the input's in the other).
        padded_here = [(padded, paddings) for padded in own if calls and (paddings := _paddings(padded))]
        for padded, paddings in padded_here:
            for plain in calls:
                same = plain.shape_free_keys == padded.shape_free_keys
                if not (same or takes_bias_in(plain, padded)):
                    continue
                if not any(_padded_to_alignment(padding, plain, padded) for padding in paddings):
                    continue
                base, head = (plain, padded) if in_head else (padded, plain)
                if not_elsewhere(base, head, places) if same else _bias_moved(plain, padded, counterpart):
                    proposals.append((overlap(places.of_base(base), places.of_head(head)), base, head))
                elif same:  # last, by the schedule: look-alike blocks' readers may have paired across blocks first
                    proposals.append((-1.0, base, head))
    assign(matching, proposals, PADDED_CALLS)


def _paddings(call: Kernel) -> list[Kernel]:
    """The kernels that only copy an operand of `call` into a padded, aligned buffer (`padded_call`)."""
    return [producer for producer in call.producers if padded_call(producer) is call]


def takes_bias_in(plain: Kernel, padded: Kernel) -> bool:
    """The plain call is the padded one adding a bias too (`aten.addmm` against `aten.mm`): Inductor takes an add
    into the gemm (its addmm pattern) where the gemm's output is not padded; a padded product is added to in the
    kernel that slices it (a tied embedding's gradient: the decoder's gemm and the embedding's)."""
    if len(plain.shape_free_keys) != 1 or len(padded.shape_free_keys) != 1:
        return False
    ((plain_op, plain_ops),), ((padded_op, padded_ops),) = plain.shape_free_keys, padded.shape_free_keys
    return plain_op == padded_op and plain_ops == (*padded_ops, BIAS_ADD)


def padded_side(base: Kernel, head: Kernel) -> bool | None:
    """Of two calls of one op, one writing the other's sizes rounded up to an aligned multiple after a copy padding its
    operand (`pads_operands`), whether the head is that one (pad_mm's choice, whichever stage paired them: one copy
    of a tensor for two gemms); None where neither is."""
    if "computes" not in base.node.attributes or base.shape_free_keys != head.shape_free_keys:
        return None
    for in_head, plain, padded in ((True, base, head), (False, head, base)):
        if any(_padded_to_alignment(padding, plain, padded) for padding in padded.producers if pads_operands(padding)):
            return in_head
    return None


def computed_unpadded_by(kernel: Kernel, counterpart: dict[int, Kernel]) -> Kernel | None:
    """The other side's kernel computing all the values `kernel`, a copy padding operands of gemms (`padded_gemms`),
    computes, for a plain gemm one of its gemms pairs with (`counterpart`): pad_mm pads an operand as the fusion
    before the gemm computes it (an attention's normalised query, a softmax gradient's pointwise part), which the run
    not padding computes in that kernel, read by the gemm as it is. Its other gemms must pair too, with any gemm:
    look-alike layers' gemms may pair across layers. The gemm may read them through a copy laying them out or padding
    them after (pad_mm padding both runs, one computing the values into the padded buffer, the other copying them)."""
    gemms = padded_gemms(kernel)
    if not gemms or len(plain := [counterpart[id(g)] for g in gemms if id(g) in counterpart]) < len(gemms):
        return None
    if not (values := _values(kernel)):  # a copy computing nothing is `pads_operands`'s
        return None
    return next((producer for _gemm, producer in _computing(values, plain)), None)


def unpadded_copies(matching: Matching, counterpart: dict[int, Kernel]) -> dict[int, Kernel]:
    """The new and removed kernels copying what they compute into operands they pad, by id, each to the other side's
    kernel computing it unpadded (`computed_unpadded_by`)."""
    unpaired = (*matching.new, *matching.removed)
    return {id(k): other for k in unpaired if (other := computed_unpadded_by(k, counterpart)) is not None}


def computed_operands(copy: Kernel, plain_gemms: Iterable[Kernel]) -> list[Buffer]:
    """The buffers the other side computes in place of `copy`, a copy padding what it computes: those of the plain
    gemms' operands whose writer computes all the copy's values. Padding such a copy adds only its rounding."""
    if not (values := _values(copy)):
        return []
    computing = _computing(values, plain_gemms)
    return [buffer for gemm, producer in computing for buffer in producer.allocates if buffer.name in gemm.reads]


def _computing(values: Counter[str], gemms: Iterable[Kernel]) -> Iterator[tuple[Kernel, Kernel]]:
    """Each gemm with each kernel computing all `values` that it reads, directly or through a copy."""
    for gemm in gemms:
        yield from ((gemm, kernel) for kernel in _read_by(gemm) if holds(_values(kernel), values))


def _read_by(gemm: Kernel) -> Iterator[Kernel]:
    """The kernels `gemm` reads, each copy among them followed by the kernels it copies from."""
    for producer in gemm.producers:
        yield producer
        if only_copies(producer):
            yield from producer.producers


def split_by_padding(
    fused: Kernel, parts: list[Kernel], counterpart: dict[int, Kernel], alike: set[int] | None = None
) -> Kernel | None:
    """A gemm one side pads where the other reads the other side's kernels of the fusion as they are (`counterpart`):
    its padding copy is the fused kernel, one of its `parts` or a reader of one. pad_mm's padding on one side only
    moves the scheduler's fusion boundaries beside the copy (a fusion split to write the padded operand, or the
    operand written whole for the copy to read). A part writes one of the fused kernel's buffers at its sizes: the
    same work at the same sizes (no batch grown, no reduction split over partial results). `alike`: the ids of the
    fused kernels lost alike, `fused`'s among them, which the plain gemm may read instead (look-alike blocks' gemms may
    pair across blocks)."""
    if not any(output in part.outputs for part in parts for output in fused.outputs):
        return None
    for kernels, other_ids in (((fused,), {id(part) for part in parts}), (parts, alike or {id(fused)})):
        for kernel in kernels:
            for near in (kernel, *kernel.consumers):
                for gemm in padded_gemms(near):
                    plain = counterpart.get(id(gemm))
                    if (
                        plain is not None
                        and _reads_plainly(plain, other_ids, gemm)
                        and _pads_to_alignment(near, plain, gemm)
                    ):
                        return gemm
    return None


def _pads_to_alignment(copy: Kernel, plain: Kernel, padded: Kernel) -> bool:
    """`copy` writes an operand of the op `padded` with a size rounded up to an aligned multiple of the one the same op
    on the other side (`plain`) reads or writes: pad_mm's padding, where a concatenation's pieces selected under masks
    write the operand as it is."""
    return _padded_to_alignment(copy, plain, padded) or _pads_contraction(copy, plain, padded, pure=False)


def _reads_plainly(gemm: Kernel, kernels: set[int], other: Kernel) -> bool:
    """`gemm` reads one of `kernels` (ids), directly or through a copy laying it out, and no copy padding it to sizes
    rounded up from those of `other`, the other side's gemm it pairs with (a kernel writing under an index mask, a
    relative position's gather, need not pad)."""
    if any(gemm in padding_consumers(p) and _pads_to_alignment(p, other, gemm) for p in gemm.producers):
        return False
    return any(id(kernel) in kernels for kernel in _read_by(gemm))


def _values(kernel: Kernel) -> Counter[str]:
    """The ops computing a kernel's values but constants (a padding's fill): its `computation` less ATen's copying
    nodes, where its leaves are those."""
    computation = kernel.computation.items()
    return Counter({op: n for op, n in computation if op not in ATEN_COPYING_NODES and not op.startswith("constant")})


def _bias_moved(plain: Kernel, padded: Kernel, counterpart: dict[int, Kernel]) -> bool:
    """A kernel reading the padded product pairs with one writing the plain call's bias: the add moved into the call,
    so the two sit on either side of that kernel, not in one place of the dataflow."""
    return any(counterpart.get(id(reader)) is writer for reader in padded.consumers for writer in plain.producers)


GEMM_FUSION_OPS = frozenset({"dot", "convolution"})  # the XLA ops a Triton gemm fusion or a library call runs


# The library calls of one gemm as Inductor names them (`computes`): a merged projection is one call, as XLA's dot.
DOT_CALLS = frozenset({"aten.mm", "aten.addmm"})
DOTS = GEMM_FUSION_OPS | DOT_CALLS
PADDED_CALLS = "padded"  # the stage's name on the pairs it makes (what pad_mm chose, `findings` reads it)
BIAS_ADD = "aten.add"  # what a gemm call adding its bias runs besides the gemm (the parser's `BIAS_FUSED`)
PADDING_ALIGNMENT = 4  # elements: Inductor pads to multiples of 4 (float32) or 8 (16-bit types)
PADDING_ALIGNMENTS = (PADDING_ALIGNMENT, 8, 16)  # pad_mm's `get_alignment_size`: float32, 16-bit, 8-bit types


def _padded_to_alignment(padding: Kernel, plain: Kernel, padded: Kernel) -> bool:
    """`padded` writes what `plain` writes with some sizes rounded up to an aligned multiple, and nothing else; or,
    where other sizes changed too (the batch: pad_mm's benchmark decides at each size), with a size rounded up that
    the padding kernel writes."""
    if len(plain.outputs) != len(padded.outputs) or plain.outputs == padded.outputs:
        return False
    rounded_up: set[int] = set()
    resized = False
    for before, after in zip(plain.outputs, padded.outputs, strict=True):
        if INTEGER.sub("#", before) != INTEGER.sub("#", after):
            return False
        for small, large in zip(map(int, INTEGER.findall(before)), map(int, INTEGER.findall(after)), strict=True):
            if aligned_up(small, large):
                rounded_up.add(large)
            elif small != large:
                resized = True
    if not resized:
        return bool(rounded_up)
    return any(size in rounded_up for buffer in padding.writes for size in buffer.shape or ())


def padded_shapes(kernel: Kernel) -> tuple[str, ...]:
    """What a kernel writes, its sizes of 16 and more rounded up to a multiple of 8: as a call and the same call with
    an operand padded by pad_mm write (49 rows as 56; a float32 operand's 4-multiple too)."""
    return tuple(dtype + INTEGER.sub(_rounded_up, sizes) for dtype, sizes in map(_dtype_and_sizes, kernel.outputs))


def _dtype_and_sizes(shape: str) -> tuple[str, str]:
    dtype, bracket, sizes = shape.partition("[")
    return dtype + bracket, sizes


def _rounded_up(size: re.Match[str]) -> str:
    digits = size[0]
    # A size read from a dump is untrusted: one too long for `int` stays as it is.
    if len(digits) > 18 or int(digits) < 16:
        return digits
    return str(-(-int(digits) // 8) * 8)


def aligned_up(size: int, padded: int) -> bool:
    """`padded` is `size` rounded up to the next multiple of an alignment pad_mm pads to (4 elements for float32, 8
    for 16-bit types, 16 for 8-bit ones): 49 as 56, never 14 as 32 (a batch of heads, not a padding)."""
    return size < padded and any(padded == -(-size // alignment) * alignment for alignment in PADDING_ALIGNMENTS)


def _pads_contraction(padding: Kernel, plain: Kernel, padded: Kernel, *, pure: bool) -> bool:
    """The op writes the same on both sides, one of its operands copied into a buffer with an aligned size first:
    padded along the dimension the op contracts (a gemm's 100 inner columns as 104), which its output does not show.
    A copy computing more than the copy must write one of the plain op's operands with that size rounded up (the
    operand as the op reads it may be a view of other sizes: elements are compared, and the size it rounds up)."""
    if plain.outputs != padded.outputs or len(padding.writes) != 1:
        return False
    written = padding.writes[0]
    if pure:
        return any(isinstance(d, int) and d % PADDING_ALIGNMENT == 0 for d in written.shape or ())
    if (sizes := written.known_sizes()) is None:
        return False
    elements = math.prod(sizes)
    return any(
        aligned_up(size, rounded) and elements // rounded * size == math.prod(operand)
        for operand in _operands(plain)
        for size in set(operand)
        for rounded in set(sizes)
    )


def _operands(kernel: Kernel) -> list[tuple[int, ...]]:
    """The sizes of the buffers a kernel reads that another kernel wrote, where all are known."""
    return [
        sizes
        for producer in kernel.producers
        for buffer in producer.writes
        if buffer.name in kernel.reads and (sizes := buffer.known_sizes()) is not None
    ]


def library_fallbacks(matching: Matching) -> None:
    """Stage 5, an op run as a library call: a leftover kernel running one ATen op (Inductor's fallback: `aten.sort`
    where the sort no longer fits one fused kernel, at a larger size) that feeds or reads pieces of a lost fusion
    whose fused kernel ran that op in its loop body (`sort`) where none of the pieces does, is that op's piece: the
    fusion's work, not a new kernel besides it. Mirror: a new fusion running in its loop body an op a leftover base
    call ran beside its parts. Last before the leftovers are said, so that the places the stages before asked for
    stay what they were. See docs/matching.md."""
    for in_head, fusions, left in (
        (True, matching.lost, matching.head_left),
        (False, matching.fused, matching.base_left),
    ):
        calls = [(call, op) for call in left if (op := _fallback_op(call)) is not None]
        if not calls:
            continue
        fusion_of = {id(part): (fused, parts) for fused, parts in fusions for part in parts}
        taken: set[int] = set()
        for call, op in calls:
            for neighbour in (*call.producers, *call.consumers):
                if (fusion := fusion_of.get(id(neighbour))) is None:
                    continue
                fused, parts = fusion
                if op in _loop_ops(fused) and not any(op in _loop_ops(part) for part in parts):
                    parts.append(call)
                    taken.add(id(call))
                    if in_head:
                        matching.new.append(call)
                    break
        matching.set_aside(taken)


def random_in_kernels(matching: Matching) -> None:
    """Stage 5, random numbers drawn in kernels: where the base's leftovers draw random numbers through ATen calls
    (`aten.native_dropout`, `aten.bernoulli`) and the head's draw none so, but one call of the head's draws seeds
    (`aten.randint`) that kernels read (`load_seed`), the head draws them in its kernels (Inductor's `fallback_random`
    off): the calls, the seeds' draw, the head's leftovers drawing random numbers that do most of the work of a kernel
    beside a call (they took the dropout in: a ReLU and its dropout in one kernel), and the base's leftovers beside the
    calls whose work those now do, are the same work regrouped, where the head runs no more of them. The other way
    (the head's calls more launches) they stay removed and new. See docs/matching.md."""
    calls = [k for k in matching.base_left if _draws_random_numbers(k)]
    seeds = [k for k in matching.head_left if draws_seeds(k)]
    if not calls or not seeds or any(_draws_random_numbers(k) for k in matching.head_left):
        return
    call_ids = {id(call) for call in calls}
    beside = {id(n): n for call in calls for n in (*call.producers, *call.consumers) if id(n) not in call_ids}
    drawing = [
        kernel
        for kernel in matching.head_left
        if "load_seed" in kernel.op_counts
        and not runs_library_call(kernel)
        and any(mostly(other, kernel) for other in beside.values())
    ]
    # A kernel beside a call may be paired already: the head then computes its work again with the random numbers.
    left = {id(k) for k in matching.base_left}
    taken_in = [k for k in beside.values() if id(k) in left and any(mostly(k, d) for d in drawing)]
    base, head = [*calls, *taken_in], [*seeds, *drawing]
    if len(head) <= len(base):
        matching.regrouped.append(Regrouping(base, head, [], [], random_in_kernels=True))
        matching.set_aside({id(k) for k in (*base, *head)})


def _draws_random_numbers(kernel: Kernel) -> bool:
    """A library call drawing random numbers for the program (`aten.native_dropout`), not seeds for kernels."""
    op = _fallback_op(kernel)
    return op is not None and op.partition(" ")[0] in RANDOM_OPS and not draws_seeds(kernel)


def draws_seeds(kernel: Kernel) -> bool:
    """A library call whose every reader loads its random seeds from what it wrote (Inductor's seeds, one draw of
    `aten.randint` a graph)."""
    return (
        runs_library_call(kernel)
        and bool(kernel.consumers)
        and all("load_seed" in consumer.op_counts for consumer in kernel.consumers)
    )


def _fallback_op(kernel: Kernel) -> str | None:
    """The ATen op a kernel runs as a library call (`sort` for `aten.sort`), where it runs one."""
    computes = kernel.node.attributes.get("computes")
    kind = computes.get("kind") if isinstance(computes, dict) else None
    return kind.removeprefix("aten.") if isinstance(kind, str) and kind.startswith("aten.") else None


def _loop_ops(kernel: Kernel) -> set[str]:
    """The ops of a kernel's loop bodies, without their dtypes (`sort` for `sort:int64,int16`)."""
    return {op.partition(":")[0] for op in kernel.op_counts}
