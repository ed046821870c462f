"""Real CPU dumps (torch 2.13, C++ kernels, `benchmarks/cpu_dumps.py`): what the GPU pairs show for graph breaks and
dynamic shapes holds on Inductor's other code path."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dumpdiff.ingest.load import load_run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.report import compare_document
from dumpdiff.service.report.story import _dtypes_switched

CPU = Path(__file__).parent / "data" / "cpu"


def test_a_graph_break_on_the_cpu_is_matched_across_it() -> None:
    """The break splits the bias-grad reductions that one C++ kernel summed (a lost fusion, two pieces) and turns
    the backward's addmm into an mm; nothing else is new, and no graph reads as added."""
    comparison = compare_runs(load_run(CPU / "base"), load_run(CPU / "graph_break"), Config())
    assert {g.pairing for g in comparison.graphs if g.base and g.head} == {"merged"}
    totals = comparison.totals()
    assert (totals["new_kernels"], totals["lost_fusions"], totals["removed_kernels"]) == (2, 1, 0)
    reverse = compare_runs(load_run(CPU / "graph_break"), load_run(CPU / "base"), Config())
    assert not reverse.regression and reverse.totals()["new_fusions"] == 1


def test_dynamic_shapes_on_the_cpu_count_their_bytes_at_the_example_sizes() -> None:
    """`empty_strided_cpu((s77, 512), ...)` at the batch get_args gives (64): the static graph's bytes exactly."""
    (static,) = (g for g in load_run(CPU / "base").graphs if "forward" in g.name and g.kernels)
    (dynamic,) = (g for g in load_run(CPU / "dynamic").graphs if "forward" in g.name and g.kernels)
    assert set(dynamic.attributes["size_hints"].values()) == {64}
    assert static.peak_bytes is not None
    assert (dynamic.total_bytes, dynamic.peak_bytes) == (static.total_bytes, static.peak_bytes)


def test_a_kernel_rewritten_on_the_cpu_is_changed_not_new() -> None:
    """GELU's tanh form: the CPU computes the tanh in a node of its own fused before the backward's (op3_op4 for
    op3), twice the ops on the same inputs, but erf and exp are gone: the same kernel computing GELU's gradient
    another way, changed both ways (a kernel that kept its ops and gained more computes something else: new)."""
    for base, head in (("block_base", "block_gelu_tanh"), ("block_gelu_tanh", "block_base")):
        comparison = compare_runs(load_run(CPU / base), load_run(CPU / head), Config())
        totals = comparison.totals()
        assert (totals["new_kernels"], totals["removed_kernels"], totals["changed_kernels"]) == (0, 0, 2)
        assert not comparison.regression


def test_a_dtype_change_scales_no_dimension() -> None:
    """The MLP in float64: every shape keeps its sizes and doubles its bytes; the story says a precision change, and
    no dimension 32 -> 64 (the digits of the dtypes' names)."""
    story = compare_document(compare_runs(load_run(CPU / "mlp_base"), load_run(CPU / "mlp_fp64"), Config()))["story"]
    assert "dimension" not in story["summary"]
    assert "precision change" in story["summary"]


def test_the_cpp_wrapper_on_the_cpu_launches_the_same_kernels() -> None:
    """With `cpp_wrapper=True` the C++ entry point calls each `cpp_fused_*` function itself: the same kernels,
    names and bytes as the Python wrapper's, so nothing to report."""
    wrapped = load_run(CPU / "mlp_cpp_wrapper")
    (forward,) = wrapped.graphs
    assert {k.kernel for k in forward.kernels} >= {"cpp_fused_native_layer_norm_0", "cpp_fused_gelu_1"}
    comparison = compare_runs(load_run(CPU / "mlp_base"), wrapped, Config())
    assert not any(graph.findings for graph in comparison.graphs)


def test_a_mask_or_an_index_in_another_dtype_is_no_precision_change() -> None:
    """Only floating-point dtypes make a precision: a kernel now writing dropout's `bool` mask where it wrote
    `float32` changed what it writes, not the model's precision."""

    def changed(old: str, new: str) -> Any:  # a changed-kernel finding of the report, its shapes' change alone
        return {"details": {"changes": {"values_changed": {"root['shapes'][0]": {"old_value": old, "new_value": new}}}}}

    assert _dtypes_switched(changed("float32[2, 4]", "float64[2, 4]")) == {"float32 -> float64"}
    assert _dtypes_switched(changed("f32[2, 4]", "bf16[2, 4]")) == {"f32 -> bf16"}
    assert not _dtypes_switched(changed("float32[2, 4]", "bool[2, 4]"))
    assert not _dtypes_switched(changed("s32[8]", "s64[8]"))
