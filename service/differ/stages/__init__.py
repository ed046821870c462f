"""Kernel matching: the stages, run in `STAGES` order, each deciding on what the ones before left, from certain to
plausible. Each stage's docstring states its rule; docs/matching.md tells the whole story. The stages live by what
they decide: `content` (the same kernel, whatever its name or shapes), `calls` (library calls switched, merged or
padded), `fusions` (fusions made and lost), `edits` (a kernel that lost or gained ops, or changed its content),
`many` (one side's kernel doing the work of several of the other's), `loops` (a loop body unrolled) and `regroup`
(the same work computed or grouped another way); `matching` holds what they share."""

from __future__ import annotations

from dumpdiff.ingest.model import Graph
from dumpdiff.ingest.traits import traits_of
from dumpdiff.service.differ.profiles import kernel_profiles
from dumpdiff.service.differ.stages.calls import (
    calls_switched,
    library_fallbacks,
    merged_dots,
    padded_calls,
    padded_operands,
    random_in_kernels,
)
from dumpdiff.service.differ.stages.content import by_share, exact, launched_alone, renamed, same_outputs, structure
from dumpdiff.service.differ.stages.edits import gained_ops, lost_ops, placed_leftovers, similar
from dumpdiff.service.differ.stages.fusions import (
    absorbed_into_pieces,
    changed_part_fusions,
    fuses_epilogues,
    lost_fusions,
    new_fusions,
    triton_gemm_precisions,
)
from dumpdiff.service.differ.stages.loops import unrolled_copies
from dumpdiff.service.differ.stages.many import fused_for_many, fused_for_many_beside_changed, library_call_for_many
from dumpdiff.service.differ.stages.matching import Matching, Stage
from dumpdiff.service.differ.stages.regroup import computed_another_way, regrouped_fusions, regrouped_in_place


def match_kernels(base: Graph, head: Graph) -> Matching:
    base_kernels, head_kernels = kernel_profiles(base), kernel_profiles(head)
    matching = Matching(
        base_left=base_kernels,
        head_left=head_kernels,
        kernels=(*base_kernels, *head_kernels),
        stable_ids=traits_of(base.format).stable_buffer_names and traits_of(head.format).stable_buffer_names,
        fuses_epilogues=(fuses_epilogues(base_kernels), fuses_epilogues(head_kernels)),
        triton_gemm_precisions=(triton_gemm_precisions(base_kernels), triton_gemm_precisions(head_kernels)),
        read_sources=all(any(k.source_ops is not None for k in side) for side in (base_kernels, head_kernels)),
        leaves_are_ops=traits_of(base.format).leaves_are_ops and traits_of(head.format).leaves_are_ops,
    )
    for stage in STAGES:
        stage(matching)
    return matching


def unmatched(matching: Matching) -> None:
    """Stage 6: whatever is left is a new or a removed kernel. See docs/matching.md."""
    matching.removed += matching.base_left
    matching.new += matching.head_left
    matching.set_aside({id(k) for k in (*matching.base_left, *matching.head_left)})


STAGES: tuple[Stage, ...] = (
    exact,
    renamed,
    same_outputs,
    calls_switched,
    merged_dots,
    structure,
    launched_alone,
    by_share,
    new_fusions,
    lost_fusions,
    changed_part_fusions,
    fused_for_many,
    lost_ops,
    gained_ops,
    fused_for_many_beside_changed,
    padded_calls,
    similar,
    placed_leftovers,
    library_call_for_many,
    absorbed_into_pieces,
    unrolled_copies,
    padded_operands,
    library_fallbacks,
    random_in_kernels,
    computed_another_way,
    regrouped_in_place,
    unmatched,
    regrouped_fusions,
)
