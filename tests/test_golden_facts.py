"""The goldens' findings checked against facts read by hand from the dumps (which kernel, which pieces, which
buffer), not against what the code under test once wrote: one assertion at least per finding kind per format."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from dumpdiff.service.differ import Finding
from tests.conftest import CORPUS
from tests.dumps import compare_dumps


@cache
def _findings(base: str, head: str) -> tuple[tuple[str, Finding], ...]:
    """(graph name, finding) of each finding of the pair."""
    comparison = compare_dumps(CORPUS / base, CORPUS / head)
    return tuple(
        ((graph.base or graph.head).name, finding) for graph in comparison.graphs for finding in graph.findings
    )


def _where(base: str, head: str, kind: str) -> set[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """(graph, base nodes, head nodes) of the findings of one kind."""
    return {(graph, f.base.nodes, f.head.nodes) for graph, f in _findings(base, head) if f.kind == kind}


def _buffers(base: str, head: str, kind: str) -> set[tuple[tuple[str, ...], tuple[str, ...]]]:
    return {(f.base.buffers, f.head.buffers) for _, f in _findings(base, head) if f.kind == kind}


# inductor_ir, mlp_base -> mlp_extra_op: tanh*sigmoid after the second GELU. In the forward IR op7 is the addmm of
# primals_6/primals_7 (the second linear; op5 takes primals_4/5) and op8 the GELU reading its buf7 and writing buf8,
# in both runs. In the backward op3_op6 reads addmm_1 (the second linear's saved output) and writes buf3 and buf6;
# the head's op3_op4_op7 reads addmm_1 and writes buf3, buf4 and buf7.
EXTRA_OP = ("inductor-cuda/mlp_base", "inductor-cuda/mlp_extra_op")


def test_inductor_new_kernels_are_the_second_gelu_with_its_extra_ops() -> None:
    assert _where(*EXTRA_OP, "new_kernel") == {
        ("model__0_forward_1", (), ("op8",)),
        ("model__0_backward_3", (), ("op3_op4_op7", "op3", "op4", "op7")),
    }
    assert _buffers(*EXTRA_OP, "new_kernel") == {((), ("buf8",)), ((), ("buf7", "buf4", "buf3"))}


def test_inductor_removed_kernels_are_the_second_gelu_and_its_backward() -> None:
    assert _where(*EXTRA_OP, "removed_kernel") == {
        ("model__0_forward_1", ("op8",), ()),
        ("model__0_backward_3", ("op3_op6", "op3", "op6"), ()),
    }
    assert _buffers(*EXTRA_OP, "removed_kernel") == {(("buf8",), ()), (("buf6", "buf3"), ())}


# inductor_ir, mlp_base -> mlp_nofusion (max_fusion_size=1 keeps op and buffer numbers): the forward's layer norm
# op0_op1_op3_op4 writes buf0, buf1, buf3, buf4 and runs as op0, op1, op3, op4; the backward's op3_op6 (reads
# addmm_1) runs as op3 (reads addmm_1, writes buf3) and op6 (reads buf3, writes buf6), op7_op10 (reads addmm) as op7
# and op10.
NOFUSION = ("inductor-cuda/mlp_base", "inductor-cuda/mlp_nofusion")


def test_inductor_lost_fusions_run_as_their_own_pieces() -> None:
    lost = _where(*NOFUSION, "lost_fusion")
    assert ("model__0_forward_1", ("op0_op1_op3_op4", "op0", "op1", "op3", "op4"), ("op0", "op1", "op3", "op4")) in lost
    assert ("model__0_backward_3", ("op3_op6", "op3", "op6"), ("op3", "op6")) in lost
    assert ("model__0_backward_3", ("op7_op10", "op7", "op10"), ("op7", "op10")) in lost
    assert (("buf6", "buf3"), ("buf3", "buf6")) in _buffers(*NOFUSION, "lost_fusion")


def test_inductor_new_kernels_of_a_lost_fusion_name_it() -> None:
    split = {(f.head.nodes[0], f.details["split_from"]) for _, f in _findings(*NOFUSION) if f.kind == "new_kernel"}
    assert {
        ("op3", "triton_per_fused_gelu_gelu_backward_sum_1"),
        ("op10", "triton_per_fused_gelu_gelu_backward_sum_1"),
    } <= split
    assert {piece for piece, _ in split} >= {"op0", "op1", "op3", "op4", "op6", "op7", "op10"}
    assert len(split) == 15


def test_inductor_new_fusions_are_the_pieces_fused_again() -> None:
    fused = _where(NOFUSION[1], NOFUSION[0], "new_fusion")
    assert ("model__0_backward_3", ("op3", "op6"), ("op3_op6", "op3", "op6")) in fused
    assert (
        "model__0_forward_1",
        ("op0", "op1", "op3", "op4"),
        ("op0_op1_op3_op4", "op0", "op1", "op3", "op4"),
    ) in fused


# xla_buffers, xla_mlp_base -> xla_mlp_bigbatch (batch 64 -> 256): the optimized HLO has
# `%gemm_fusion_dot.3 = f32[4,64,2048]` in the base and `f32[4,256,2048]` in the head, both
# `fusion(%bitcast.1.0, ...)` of calls=%gemm_fusion_dot.3_computation: 4*64*2048*4 B = 2 MiB, 4*256*2048*4 B = 8 MiB.
BIGBATCH = ("xla-gpu/xla_mlp_base", "xla-gpu/xla_mlp_bigbatch")


def test_xla_changed_kernel_is_the_gemm_over_the_bigger_batch() -> None:
    changed = {
        (f.base.kernels, f.head.kernels, f.summary.split(": ", 1)[1])
        for _, f in _findings(*BIGBATCH)
        if f.kind == "changed_kernel"
    }
    assert (("gemm_fusion_dot.3",), ("gemm_fusion_dot.3",), "output f32[4, 64, 2048] -> f32[4, 256, 2048]") in changed


def test_xla_growth_is_the_gemm_output_buffer() -> None:
    grown = {
        (f.base.buffers, f.head.buffers, f.details.get("base_bytes"), f.details.get("head_bytes"))
        for _, f in _findings(*BIGBATCH)
        if f.kind == "allocation_growth" and f.base.buffers
    }
    assert (("gemm_fusion_dot.3",), ("gemm_fusion_dot.3",), 2 * 2**20, 8 * 2**20) in grown


# xla_buffers, xla_mlp_base -> xla_mlp_nofusion: %loop_convert_fusion reads %y.1 (the targets) and writes
# bf16[64,512]; in the nofusion HLO %wrapped_subtract is the one kernel reading %y.1 (sub.11) and %wrapped_convert.8
# the bf16[64,512] convert after %wrapped_multiply.12.
XLA_NOFUSION = ("xla-gpu/xla_mlp_base", "xla-gpu/xla_mlp_nofusion")


def test_xla_lost_fusion_runs_as_the_kernels_reading_and_writing_its_tensors() -> None:
    pieces = {f.base.kernels[0]: f.head.kernels for _, f in _findings(*XLA_NOFUSION) if f.kind == "lost_fusion"}
    assert {"wrapped_subtract", "wrapped_multiply.12", "wrapped_convert.8"} <= set(pieces["loop_convert_fusion"])
    new = {
        f.head.kernels[0]: f.details.get("split_from") for _, f in _findings(*XLA_NOFUSION) if f.kind == "new_kernel"
    }
    assert new["wrapped_subtract"] == "loop_convert_fusion"


# opattrs, mlp_train_fused_epilogue -> opattrs_kid_trace: #000 gemm_epilogue in=[0, 1, 2] out=[4]
# (gemm_bias_relu_f16_tc_wmma_out_f16_v0) becomes #000 gemm in=[0, 1] out=[3], #001 bias_add in=[3, 2] out=[3] and
# #002 relu in=[3] out=[4] (kid relu_f16_vec2_v0).
OPATTRS = ("opattrs/mlp_train_fused_epilogue.txt", "seeds/opattrs_kid_trace.txt")


def test_opattrs_lost_fusion_is_the_gemm_epilogue_split_in_three() -> None:
    assert _where(*OPATTRS, "lost_fusion") == {("v2_kid_trace_by_id_test", ("#000",), ("#000", "#001", "#002"))}
    assert _buffers(*OPATTRS, "lost_fusion") == {(("4",), ("3", "4"))}


def test_opattrs_new_kernels_are_the_three_pieces() -> None:
    new = {(f.head.kernels, f.head.buffers) for _, f in _findings(*OPATTRS) if f.kind == "new_kernel"}
    assert new == {
        (("gemm_f16_tc_wmma_out_f16_v0",), ("3",)),
        (("bias_add_f16_vec2_v0",), ("3",)),
        (("relu_f16_vec2_v0",), ("4",)),
    }


def test_opattrs_new_fusion_is_the_gemm_epilogue_again() -> None:
    assert _where(OPATTRS[1], OPATTRS[0], "new_fusion") == {
        ("v2_kid_trace_by_id_test", ("#000", "#001", "#002"), ("#000",))
    }


@pytest.mark.parametrize("device", ["xla-gpu", "xla-cpu"])
def test_xla_fusion_off_and_on_again_mirror_each_other(device: str) -> None:
    """Fusion off splits every fused kernel of the step (a lost fusion each, its pieces new); on again, those pieces
    are the same fusions made, nothing new and nothing removed. A backward fusion recomputing forward ops holds
    forward pieces too, so the forward fusions claim theirs first."""
    pair = (f"{device}/xla_mlp_base", f"{device}/xla_mlp_nofusion")
    kinds = Counter(f.kind for _, f in _findings(*pair))
    back = Counter(f.kind for _, f in _findings(*reversed(pair)))
    assert kinds["lost_fusion"] == back["new_fusion"] >= 8
    assert (kinds["removed_kernel"], back["new_kernel"], back["removed_kernel"]) == (0, 0, 0)
