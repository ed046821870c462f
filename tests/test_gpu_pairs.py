"""The verdicts of `tests/data/gpu/pairs.json`: real GPU dumps from `benchmarks/gpu_dumps.py`, each pair with the
verdict read from the dumps by hand. A pair marked `wrong_now` is one dumpdiff gets wrong today (the field says how):
it is expected to fail, strictly, so fixing it makes the test fail until the mark is removed."""

from __future__ import annotations

import json
import shutil
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Node
from dumpdiff.ingest.traits import is_triton_gemm
from dumpdiff.service.config import Acceptance, Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.differ.findings import (
    _finishes_split,
    _lays_out_unpadded,
    _relaid,
    _split_off_by_padding,
    compare_graphs,
)
from dumpdiff.service.differ.graphs import pair_graphs
from dumpdiff.service.differ.growth import padding_bytes
from dumpdiff.service.differ.profiles import (
    kernel_profiles,
    padded_call,
    padded_gemms,
    padding_consumers,
    pads_an_operand,
    pads_operands,
    reduces,
)
from dumpdiff.service.differ.stages import match_kernels
from dumpdiff.service.differ.stages.calls import (
    PADDED_CALLS,
    _pads_to_alignment,
    _reads_plainly,
    computed_operands,
    computed_unpadded_by,
    padded_shapes,
    split_by_padding,
    unpadded_copies,
)
from dumpdiff.service.report import RENDERERS, RenderOptions
from dumpdiff.service.report.document import compare_document
from dumpdiff.service.report.story import tell
from dumpdiff.service.report_document import checked_document
from tests.dumps import DATA, compare_dumps, compared, glog_log
from tests.test_compare_corpus import holds

GPU = DATA / "gpu"
PAIRS = json.loads((GPU / "pairs.json").read_text())["pairs"]


def _case(pair: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=pair["wrong_now"])] if "wrong_now" in pair else []
    return pytest.param(pair, marks=marks, id=f"{pair['base']}->{pair['head']}")


def _removed_base_nodes(document: dict[str, Any]) -> list[str]:
    return sorted(
        finding["base"]["nodes"][0]
        for graph in document["graphs"]
        for finding in graph["findings"]
        if finding["kind"] == "removed_kernel"
    )


@pytest.mark.parametrize("pair", [_case(pair) for pair in PAIRS])
def test_gpu_pair_gets_the_verdict_read_by_hand(pair: dict[str, Any]) -> None:
    document = compared(GPU / pair["base"], GPU / pair["head"])
    expect = dict(pair["expect"])
    removed_nodes = expect.pop("removed_base_nodes", None)
    wrong = {key: document["totals"][key] for key, bound in expect.items() if not holds(bound, document["totals"][key])}
    assert not wrong, f"{pair['why']}: expected {pair['expect']}"
    assert document["regression"] == (pair["exit"] == 1)
    if removed_nodes is not None:
        assert _removed_base_nodes(document) == removed_nodes


def test_every_gpu_pair_names_dumps_that_are_there() -> None:
    missing = [path for pair in PAIRS for path in (pair["base"], pair["head"]) if not (GPU / path).is_dir()]
    assert not missing


def test_a_loop_unrolled_twice_is_its_kernels_changed_both_ways() -> None:
    """fori_loop(unroll=2): each kernel of the body has a copy beside it and the loop runs half as often."""
    base, head = load_run(GPU / "loop_xla/base"), load_run(GPU / "loop_xla/unroll2")
    for comparison, copies_side in (
        (compare_runs(base, head, Config()), "head"),
        (compare_runs(head, base, Config()), "base"),
    ):
        unrolled = sorted(
            (finding.base.kernels, finding.head.kernels, finding.details["changes"]["trip_count"])
            for graph in comparison.graphs
            for finding in graph.findings
            if finding.details.get("matched_by") == "unrolled copies"
        )
        with_copies = [("gemm_fusion_dot", "gemm_fusion_dot.1"), ("loop_add_fusion", "loop_add_fusion.1")]
        alone = [("gemm_fusion_dot",), ("loop_add_fusion",)]
        if copies_side == "head":
            assert [(b, h) for b, h, _ in unrolled] == list(zip(alone, with_copies, strict=True))
            assert {(t["old_value"], t["new_value"]) for *_, t in unrolled} == {(8, 4)}
        else:
            assert [(b, h) for b, h, _ in unrolled] == list(zip(with_copies, alone, strict=True))
            assert {(t["old_value"], t["new_value"]) for *_, t in unrolled} == {(4, 8)}


def test_a_template_with_its_epilogue_against_the_extern_call_is_the_autotuners_choice_both_ways() -> None:
    """max-autotune rerun: the first mm ran as a template with its relu, then as extern_kernels.mm and a relu kernel."""
    base, head = load_run(GPU / "autotune_inductor/base"), load_run(GPU / "autotune_inductor/rerun")
    for comparison, template_side in (
        (compare_runs(base, head, Config()), "base"),
        (compare_runs(head, base, Config()), "head"),
    ):
        moved = [
            (finding.base.kernels, finding.head.kernels)
            for graph in comparison.graphs
            for finding in graph.findings
            if finding.details.get("matched_by") == "epilogue moved"
        ]
        template, apart = ("triton_tem_fused_mm_relu_0",), ("extern_kernels.mm", "triton_poi_fused_relu_0")
        assert moved == [(template, apart) if template_side == "base" else (apart, template)]
        assert not comparison.regression


def test_a_graph_break_compares_each_role_as_one_graph() -> None:
    """torch._dynamo.graph_break() between two branches: frames 0 and 1 on one side, frame 0 on the other. Each
    role's graphs are compared as one, the first graph's outputs held through the second: the forward's merged peak
    is exactly what the one graph held at its peak (the same tensors live at once), and no graph reads as added."""
    base, head = load_run(GPU / "branches/base"), load_run(GPU / "branches/graph_break")
    comparison = compare_runs(base, head, Config())
    pairings = {(g.base.name, g.head.name): g.pairing for g in comparison.graphs if g.base and g.head}
    assert pairings == {
        ("model__0_forward_1", "model__0_forward_1+model__1_forward_4"): "merged",
        ("model__0_backward_3", "model__1_backward_6+model__0_backward_7"): "merged",
    }
    forward = next(g for g in comparison.graphs if g.base and g.base.name == "model__0_forward_1")
    assert forward.head is not None and forward.base is not None
    assert forward.head.peak_bytes == forward.base.peak_bytes == 722_944
    document = compare_document(comparison)
    (cause,) = document["story"]["causes"]
    assert cause["summary"].startswith("forward and backward graphs 2 -> 4: likely a graph break added")
    names = {node.name for node in forward.head.nodes}
    assert len(names) == len(forward.head.nodes) and "model__1_forward_4/buf0" in forward.head.buffer_by_name


def test_a_graph_break_between_logs_of_the_code_alone_compares_each_role_as_one_graph(tmp_path: Path) -> None:
    """The same runs as TORCH_LOGS=output_code logs them (each graph named by its frame's compile id): the graphs
    merged across the break are the code alone as each of them is, not a whole dump against a partial one."""
    runs = []
    for run in ("base", "graph_break"):
        graphs = sorted(
            (GPU / "branches" / run).glob("model__*"), key=lambda g: int(g.name.rsplit("_", 1)[1].split(".")[0])
        )
        (log := tmp_path / f"{run}.log").write_text(glog_log((f"{g.name.split('__')[1][0]}/0", g) for g in graphs))
        runs.append(load_run(log))
    comparison = compare_runs(*runs, Config())
    assert [g.pairing for g in comparison.graphs] == ["merged", "merged"]
    assert all(g.head and g.head.attributes["code_only"] for g in comparison.graphs)
    document = compare_document(comparison)
    assert document["story"]["causes"][0]["summary"].startswith("graphs 2 -> 4: likely a graph break added")


def test_graphs_numbered_otherwise_are_no_graph_break() -> None:
    """The number in `model__1_forward_1` is a per-process counter: one graph per role on each side pairs as usual."""
    comparison = compare_dumps(GPU / "dynamic/static", GPU / "dynamic/dynamic")
    assert sorted((g.base.name, g.head.name, g.pairing) for g in comparison.graphs if g.base and g.head) == [
        ("model__0_backward_3", "model__1_backward_2", "similarity"),
        ("model__0_forward_1", "model__1_forward_1", "similarity"),
    ]


def test_dynamic_shapes_count_their_bytes_at_the_example_sizes() -> None:
    """dynamic=True at batch 64: `call` allocates `(s77, 1024)` and takes s77 from `primals_3`, which `get_args`
    sets to 64: the bytes are the static batch-64 graph's, where they were unknown before."""
    static, dynamic = load_run(GPU / "dynamic/static"), load_run(GPU / "dynamic/dynamic")
    for role in ("forward", "backward"):
        (fixed,) = (g for g in static.graphs if role in g.name and g.kernels)
        (symbolic,) = (g for g in dynamic.graphs if role in g.name and g.kernels)
        assert symbolic.attributes["size_hints"] == {"s77": 64}
        assert (symbolic.total_bytes, symbolic.peak_bytes) == (fixed.total_bytes, fixed.peak_bytes)
        assert fixed.peak_bytes is not None and symbolic.timeline == fixed.timeline


@pytest.mark.parametrize(
    ("base", "head", "facts", "likely"),
    [
        (
            "dynamic/static",
            "dynamic/dynamic",
            {"kernels": 9, "symbol": "s", "sizes": {"64 -> s": 9}},
            "now symbolic (64 -> s): likely dynamic shapes",
        ),
        ("dynamic/dynamic", "dynamic/static", {"kernels": 9, "symbol": "s", "sizes": {"s -> 64": 9}}, "static shapes"),
        (
            "unbacked/norm_static",
            "unbacked/norm_unbacked",
            {"kernels": 1, "symbol": "u", "sizes": {"1000 -> u": 1}},
            "likely a size the data decides",
        ),
    ],
)
def test_kernels_compiled_for_symbolic_sizes_say_so(base: str, head: str, facts: dict[str, Any], likely: str) -> None:
    """A batch of 64 compiled with dynamic=True, or rows counted by `.item()`: the changed kernels' sizes are symbols
    where they were numbers (`s`, dynamic; `u`, unbacked), which no number substituted explains; said as such, both
    ways."""
    (cause,) = _causes(base, head, "sizes_symbolic")
    assert cause["facts"] == facts and likely in cause["summary"]
    assert not _causes(base, head, "dimension_scaled")


def test_a_size_substituted_by_another_number_is_no_symbol() -> None:
    (scaled,) = _causes("batch/moe_b128", "batch/moe_b256", "dimension_scaled")
    assert scaled["facts"]["old"] == 128 and not _causes("batch/moe_b128", "batch/moe_b256", "sizes_symbolic")


def test_a_frame_added_beside_unchanged_ones_is_a_graph_added(tmp_path: Path) -> None:
    """Frames counted otherwise, but the graphs both sides have do the same ops: nothing was split or joined, so
    nothing is merged -- the new frame's graphs are graphs added (a break merges only what it split)."""
    head = tmp_path / "head"
    shutil.copytree(GPU / "settings/base", head)
    for graph in (GPU / "moe/base").iterdir():
        shutil.copytree(graph, head / graph.name.replace("model__0", "model__1"))
    comparison = compare_dumps(GPU / "settings/base", head)
    assert sorted((g.pairing, g.head.name if g.head else "") for g in comparison.graphs) == [
        ("name", "model__0_backward_3"),
        ("name", "model__0_forward_1"),
        ("only_head", "model__1_backward_3"),
        ("only_head", "model__1_forward_1"),
    ]


def test_renames_that_kept_no_work_are_no_compiler_version_change() -> None:
    """XLA's Triton gemms turned off rename six kernels, none of them doing the same work any more: the story says
    what happened (the gemms now cuBLAS calls, their fusions lost, new slices), not "likely a compiler version
    change"."""
    comparison = compare_runs(
        load_run(GPU / "layers_xla/unrolled"), load_run(GPU / "layers_xla/no_triton_gemm"), Config()
    )
    story = compare_document(comparison)["story"]
    assert [cause["cause"] for cause in story["causes"]] == ["gemm_backend"]
    assert "4 new kernels (fusion: slice)" in story["summary"]


@pytest.mark.parametrize(
    ("base", "head", "facts"),
    [
        ("layers_xla/unrolled", "layers_xla/precision_highest", {"to_library": 7, "to_generated": 0, "fusions": 7}),
        ("layers_xla/precision_highest", "layers_xla/unrolled", {"to_library": 0, "to_generated": 7, "fusions": 7}),
        ("autotune_xla/rerun2", "autotune_xla/base", {"to_library": 1, "to_generated": 0, "fusions": 0}),
        ("gpt2_autotune/base", "gpt2_autotune/rerun", {"to_library": 0, "to_generated": 2, "fusions": 0}),
    ],
)
def test_gemms_moved_between_triton_and_a_library_are_said_as_the_gemm_backend(
    base: str, head: str, facts: dict[str, int]
) -> None:
    """jax's highest matmul precision runs XLA's Triton gemm fusions (a slice of the stacked weight fused into each
    dot) as cuBLASLt calls with the slices apart, and back; the autotuner times a gemm as cuBLAS in one run and as a
    Triton gemm in another (XLA), or a bias gemm as cuBLASLt's bias_addmm against a Triton template (Inductor's
    max-autotune): each is the gemm backend, said with how many moved and how many of them were fusions."""
    (cause,) = _causes(base, head, "gemm_backend")
    assert cause["facts"] == facts
    assert "likely the gemm backend" in cause["summary"]


def test_a_group_only_partly_of_gemm_moves_is_still_said() -> None:
    """memory_xla at batch 1024: of its 3 lost fusions one is a Triton gemm now a cuBLAS call and its subtract, two are
    loop fusions split: the gemm backend is said, and so are the lost fusions it does not explain."""
    document = compared(GPU / "memory_xla/donate", GPU / "memory_xla/donate_bigbatch")
    (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "gemm_backend"]
    assert cause["facts"] == {"to_library": 4, "to_generated": 0, "fusions": 1}
    assert "3 lost fusions, each split in two" in document["story"]["summary"]


def test_the_pieces_of_a_lost_fusion_are_the_ones_feeding_each_other() -> None:
    """XLA's Triton gemms off: each layer's gemm fusion (a slice of the stacked weight fused into its dot) runs as a
    slice and a cuBLAS call, four look-alike pairs the schedule interleaves. Each lost fusion takes the slice that
    the call it took reads (the HLO's `cublas-lt-matmul.11` reads `wrapped_slice.2`), not the nearest slice."""
    comparison = compare_runs(
        load_run(GPU / "layers_xla/unrolled"), load_run(GPU / "layers_xla/no_triton_gemm"), Config()
    )
    (compared,) = comparison.graphs
    assert compared.head is not None
    reads: dict[str, set[str]] = defaultdict(set)
    for dep in compared.head.deps:
        if dep.kind == "read":
            reads[dep.node].add(dep.buffer)
    lost = [f for f in compared.findings if f.kind == "lost_fusion"]
    assert len(lost) == 4
    for finding in lost:
        (call,) = [n for n in finding.head.nodes if n.startswith("cublas-lt-matmul")]
        (piece,) = [n for n in finding.head.nodes if n.startswith("wrapped_slice")]
        assert piece in reads[call], (finding.base.kernels, call, piece)


def _kernel_findings(base: str, head: str, graph: str) -> dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]]:
    """Finding kind -> (base kernels, head kernels) of each finding in the graph named `graph` of the pair."""
    comparison = compare_dumps(GPU / base, GPU / head)
    (compared,) = [g for g in comparison.graphs if g.head is not None and g.head.name == graph]
    found: dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    for finding in compared.findings:
        found.setdefault(finding.kind, []).append((finding.base.kernels, finding.head.kernels))
    return found


def test_a_kernel_that_took_the_mask_in_is_that_kernel_changed_and_the_dropouts_own_backward_new() -> None:
    """Dropout added: the second layer norm's backward takes the first dropout's backward and its mask in (the same
    kernel grown, with an input more), while the dropout after fc2 gets a kernel of its own, a few multiplies that a
    bigger kernel also does: that one is new, not the layer norm's backward having lost its ops."""
    found = _kernel_findings("block_edit/base", "block_edit/dropout", "model__0_backward_3")
    backward = "native_layer_norm_native_layer_norm_backward_view"
    assert (
        (f"triton_per_fused_add_{backward}_5",),
        (f"triton_per_fused_add_native_dropout_native_dropout_backward_{backward}_6",),
    ) in found["changed_kernel"]
    assert sorted(head for _base, (head,) in found["new_kernel"]) == [
        "triton_poi_fused_native_dropout_backward_0",
        "triton_red_fused_native_layer_norm_backward_view_7",
        f"triton_red_fused_{backward}_13",
    ]


def test_an_attention_mask_is_an_input_more_of_the_attention_calls() -> None:
    """is_causal replaced by a boolean mask: the cuDNN attention call and its backward keep their content and name
    (an exact pair) but take the mask as an input more, which the change says."""
    comparison = compare_dumps(GPU / "block_edit/base", GPU / "block_edit/padding_mask")
    changed = sorted(f.summary for g in comparison.graphs for f in g.findings if f.kind == "changed_kernel")
    assert changed == [
        "torch.ops.aten._scaled_dot_product_cudnn_attention.default: inputs 1 -> 2",
        "torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default: inputs 8 -> 9",
    ]


def test_inductor_renames_may_be_an_edit_of_the_model_not_only_a_compiler_release() -> None:
    """RMSNorm for LayerNorm renames the norm kernels (Inductor names kernels after the model's ops), two of them
    doing the same work: the story does not blame the compiler alone."""
    comparison = compare_dumps(GPU / "block_edit/base", GPU / "block_edit/rms_norm")
    story = compare_document(comparison)["story"]
    assert [cause["cause"] for cause in story["causes"]] == ["compiler_version"]
    assert story["summary"].startswith(
        "7 kernels renamed (2 doing the same work): likely a compiler version change, or the model's ops edited;"
    )


@pytest.mark.parametrize(
    ("variant", "setting"), [("names_torch", '"torch"'), ("names_node", '"inductor_node"'), ("names_off", "False")]
)
def test_renames_of_inductors_kernel_naming_setting_are_said_as_that_setting(variant: str, setting: str) -> None:
    """`triton.descriptive_names` names every kernel after other things (module classes, FX nodes, nothing): the
    story names the setting on each side, not a compiler release."""
    base, head = load_run(GPU / "kernel_names/base"), load_run(GPU / f"kernel_names/{variant}")
    for old, new, said in (
        (base, head, f'"original_aten" -> {setting}'),
        (head, base, f'{setting} -> "original_aten"'),
    ):
        (cause,) = compare_document(compare_runs(old, new, Config()))["story"]["causes"]
        assert cause["cause"] == "kernel_naming"
        assert cause["summary"].endswith(f"Inductor's kernel names made otherwise (triton.descriptive_names {said})")


def test_renames_in_graphs_a_graph_break_split_are_the_breaks() -> None:
    """A graph break moves ops between graphs, and Inductor names a kernel at its edge after the ops it now fuses:
    the renames of the graphs merged across a break are said by the break, not blamed on a compiler release."""
    comparison = compare_dumps(GPU / "block_edit/base", GPU / "block_edit/rms_norm")
    document = compare_document(comparison)
    for graph in document["graphs"]:
        graph["pairing"] = "merged"
    causes = tell(document["graphs"], document["groups"], document["totals"])["causes"]
    assert all(cause["cause"] != "compiler_version" for cause in causes)


def test_a_normalization_split_into_fused_kernels_of_its_own_is_no_fusion_setting() -> None:
    """The norm's reduction axis moved off the minor dimension: every fused kernel of the base (XLA's Triton
    normalization fusions) split, but into fused kernels (12 to the base's 3): fusion is not gone, the program
    changed, and the story does not blame a fusion setting."""
    comparison = compare_dumps(GPU / "norm_axis_xla/features", GPU / "norm_axis_xla/batch")
    document = compare_document(comparison)
    (graph,) = document["graphs"]
    assert (graph["base_fused_kernels"], graph["head_fused_kernels"]) == (3, 12)
    assert all(cause["cause"] != "fusion_setting" for cause in document["story"]["causes"])


def test_an_attention_backend_switched_is_another_implementation_and_the_fallbacks_beside_it_are_said() -> None:
    """torch.use_deterministic_algorithms(True): SDPA leaves cuDNN attention (nondeterministic) for the efficient
    kernel, and the embedding gradients' accumulating index_put falls back to aten. The attention calls are the same
    op through another library call, not a compiler's rename; the story names the calls, and the fallbacks, which
    that cause does not explain, are said beside it, as scatters through a library call."""
    comparison = compare_dumps(GPU / "gpt2/base", GPU / "gpt2/deterministic")
    document = compare_document(comparison)
    (switched,) = [g for g in document["groups"] if g["kind"] == "changed_kernel" and g["count"] == 2]
    assert switched["summary"] == "2 changed kernels: another implementation of the same op"
    story = document["story"]
    assert [cause["cause"] for cause in story["causes"]] == ["scatter_calls", "implementation_switched"]
    assert story["causes"][1]["facts"]["calls"] == [
        {
            "old": "aten._scaled_dot_product_cudnn_attention_backward.default",
            "new": "aten._scaled_dot_product_efficient_attention_backward.default",
            "kernels": 2,
        }
    ]
    assert "2 new kernels scattering through a library call (aten.index_put_)" in story["summary"]
    assert story["summary"].endswith(
        ": likely a backend choice (a setting, the autotuner, a library or a wrapper around the op); no lost fusions"
    )


def test_collectives_added_by_sharding_the_weights_are_the_story() -> None:
    """Data parallel -> weights sharded (jax on 4 CPU devices): the 4 all-gathers and 5 all-to-alls of the head's
    entry computation (counted by hand in the HLO) say what changed, before the slices around them."""
    comparison = compare_dumps(GPU / "sharded_xla/data", GPU / "sharded_xla/fsdp")
    story = compare_document(comparison)["story"]
    assert story["causes"][0]["facts"] == {"added": {"all-gather": 4, "all-to-all": 5}, "removed": {}}
    assert ": collectives +4 all-gather, +5 all-to-all: likely a sharding or parallelism change;" in story["summary"]


def test_a_rename_of_a_call_that_runs_other_ops_is_no_implementation_switched() -> None:
    """A graph break moved the bias add out of an addmm: extern addmm and extern mm are other ops, so the call is
    renamed with its ops changed, not the same op through another call."""
    comparison = compare_dumps(GPU / "branches/base", GPU / "branches/graph_break")
    (changed,) = [f for g in comparison.graphs for f in g.findings if f.kind == "changed_kernel"]
    assert changed.details["change"] == "ops changed (+1/-1 of 1 fused), inputs 3 -> 2, renamed"


def test_a_dot_that_took_in_a_transpose_is_that_dot_in_its_place() -> None:
    """k = v: the dV dot keeps its operands' producers but writes its product transposed, and XLA names the fused dot
    after the transpose it took in (`transpose`, not `dot_general`): one dot in one place, that dot changed."""
    found = _kernel_findings("autotune_xla/base", "block_edit_xla/shared_kv", "jit_step")
    assert (("gemm_fusion_dot.33",), ("gemm_fusion_dot.30",)) in found["changed_kernel"]
    assert ("gemm_fusion_dot.30",) not in [head for _base, head in found.get("new_kernel", [])]


def test_a_forward_kernel_is_not_its_gradient_and_its_pieces_are_forward_ones() -> None:
    """The norm moved after the residual: the forward norm shares most of its ops with the norm's new gradient
    kernel, but jax's op names put them in two passes, so the norm is a lost fusion of three forward kernels and the
    gradient is new; back again, those three are one new fusion."""
    found = _kernel_findings("autotune_xla/base", "block_edit_xla/post_norm", "jit_step")
    pieces = ("input_reduce_fusion", "loop_sqrt_fusion", "loop_convert_fusion.1")
    assert found["lost_fusion"] == [(("triton_softmax.3",), pieces)]
    assert ("loop_add_fusion.1",) in [head for _base, head in found["new_kernel"]]
    back = _kernel_findings("block_edit_xla/post_norm", "autotune_xla/base", "jit_step")
    assert back["new_fusion"] == [(pieces, ("triton_softmax.3",))]


def test_a_width_scaled_in_the_last_dimension_is_a_model_width() -> None:
    """Grouped-query attention (Llama's 4 key/value heads as 2, forward graph): the key and value projections write
    [512, 128] instead of [512, 256], the width in the last dimension: not the sequence length."""
    document = compared(GPU / "llama/seq512", GPU / "llama/gqa")
    (scaled,) = [cause for cause in document["story"]["causes"] if cause["cause"] == "dimension_scaled"]
    assert (scaled["facts"]["old"], scaled["facts"]["new"], scaled["facts"]["role"]) == (256, 128, "a model width")


def test_a_fused_kernel_run_another_way_as_many_is_a_fusion_lost_or_made() -> None:
    """Rotary embeddings in complex numbers: Inductor fuses the real-valued rotation into one kernel between the qkv
    projection and attention, and runs the complex one there as casts and ATen calls sharing few of its ops. Not the
    fused kernel having lost ops to one of the casts: a lost fusion one way, a new fusion the other."""
    rotary = "triton_poi_fused_add_cat_mul_neg_permute_select_split_view_1"
    ((base, pieces),) = _kernel_findings("rope/base", "rope/complex", "model__0_forward_1")["lost_fusion"]
    assert base == (rotary,)
    assert {
        "torch.ops.aten.view_as_complex.default",
        "torch.ops.aten.mul.Tensor",
        "torch.ops.aten._conj.default",
    } <= set(pieces)
    back = _kernel_findings("rope/complex", "rope/base", "model__0_backward_3")
    assert [head for _parts, head in back["new_fusion"]] == [("triton_poi_fused_add_cat_mul_neg_slice_6",)]
    assert "new_kernel" not in back and "removed_kernel" not in back


def test_a_gemm_through_another_library_call_in_its_place_is_that_gemm_changed() -> None:
    """float8 linears: each `_scaled_mm` sits where an `mm` did (between the GELU and the graph's ends), writing the
    same bfloat16 shapes from quantized operands: the gemm changed, not a removed call and a new one."""
    found = _kernel_findings("fp8/fp8", "fp8/bf16", "model__0_inference_0")
    assert found["changed_kernel"].count((("extern_kernels._scaled_mm",), ("extern_kernels.mm",))) == 2
    assert "new_kernel" not in found


def test_a_bias_gradient_gaining_a_cast_is_its_sum_not_a_layer_norms_backward() -> None:
    """autocast: the bias gradient's sum also writes the bfloat16 copy of the tangents, two leaves that a layer norm's
    backward holds too, but elsewhere in the dataflow: back in bfloat16 the sum is that kernel having lost its cast
    (its float32 output bfloat16 now), and each layer norm's backward pairs with its own."""
    found = _kernel_findings("autocast/autocast", "autocast/bf16", "model__0_backward_3")
    assert (("triton_per_fused__to_copy_sum_0",), ("triton_per_fused_sum_0",)) in found["changed_kernel"]
    backward = "native_layer_norm_native_layer_norm_backward"
    assert ((f"triton_per_fused__to_copy_{backward}_4",), (f"triton_per_fused_{backward}_2",)) in found[
        "changed_kernel"
    ]
    assert "new_kernel" not in found


def test_forward_work_a_remat_recomputes_is_new_and_said() -> None:
    """jax.checkpoint saving only unbatched dots: the backward recomputes QK^T and PV (gemms with the forward's
    contents, `rematted_computation` in their op names). Those copies are the new kernels, not the forward gemms,
    which stay paired with their own; the story says why."""
    found = _kernel_findings("block_edit_xla/base", "block_edit_xla/remat_dots_no_batch", "jit_step")
    new = {head for _base, (head,) in found["new_kernel"]}
    assert {"gemm_fusion_dot.31", "gemm_fusion_dot.35", "wrapped_add"} <= new
    assert not {"gemm_fusion_dot.28", "gemm_fusion_dot.29"} & new
    comparison = compare_runs(
        load_run(GPU / "block_edit_xla/base"), load_run(GPU / "block_edit_xla/remat_dots_no_batch"), Config()
    )
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "rematerialized"]
    assert cause["facts"] == {"kind": "new_kernel", "kernels": 4}
    assert cause["summary"].startswith("4 new kernels recomputing forward work in the backward: likely a remat")


def test_a_remat_copy_is_no_piece_of_a_lost_fusion() -> None:
    """One layer of eight under jax.checkpoint: its input-gradient gemm now reads its weight slice from a kernel of
    its own (a lost fusion: wrapped_slice and gemm_fusion_dot.19), and its forward gemm is recomputed in the backward
    (gemm_fusion_dot.18, `rematted_computation`), which is new, not a piece of the gradient gemm that bore its name."""
    found = _kernel_findings("deep_stack_xla/base", "deep_stack_xla/layer5_remat", "jit_step")
    assert (("gemm_fusion_dot.18",), ("wrapped_slice", "gemm_fusion_dot.19")) in found["lost_fusion"]
    assert ((), ("gemm_fusion_dot.18",)) in found["new_kernel"]


def test_a_dimension_few_kernels_reach_is_the_models_own() -> None:
    """GPT-2's vocabulary 2001 instead of 2048 (backward graph): the embedding's gradient rows are the first
    dimension, where a batch size sits, but only 4 of 65 kernels write it: a batch size runs through every
    activation."""
    document = compared(GPU / "gpt2/base", GPU / "gpt2/vocab2001")
    (scaled,) = [cause for cause in document["story"]["causes"] if cause["cause"] == "dimension_scaled"]
    facts = scaled["facts"]
    assert (facts["old"], facts["new"], facts["dimensions"]) == (2048, 2001, [0])
    assert facts["role"] == "a model width or the vocabulary"


def test_attention_decomposed_around_a_mask_kernel_is_each_calls_lost_fusion() -> None:
    """Llama's attention eager instead of SDPA (forward graph): each layer's cuDNN attention call now runs as two bmm,
    a softmax and a layout copy. The calls also read the causal mask one leftover kernel builds for all of them
    (the eager softmax computes it itself): that is no place to look in, so each call is a lost fusion of its own
    layer's four kernels, and the mask kernel is removed; the peak grows with the materialised scores."""
    comparison = compare_dumps(GPU / "llama/seq512", GPU / "llama/eager")
    totals = comparison.totals()
    assert (totals["lost_fusions"], totals["new_kernels"], totals["removed_kernels"]) == (4, 16, 1)
    assert totals["allocation_growth"] == 1
    lost = [f for g in comparison.graphs for f in g.findings if f.kind == "lost_fusion"]
    assert {f.base.kernels for f in lost} == {("torch.ops.aten._scaled_dot_product_cudnn_attention.default",)}
    assert all("now runs as 4 kernels" in f.summary and "extern_kernels.bmm" in f.head.kernels for f in lost)


def test_a_scratch_buffer_that_was_empty_scales_no_dimension() -> None:
    """A strided convolution: the forward cuDNN call needed no scratch before (u8[0]) and needs some now; an empty
    buffer growing is no dimension scaled by a ratio (it divided by zero once)."""
    document = compared(GPU / "conv_xla/base", GPU / "conv_xla/stride2")
    changed = [f["summary"] for g in document["graphs"] for f in g["findings"] if f["kind"] == "changed_kernel"]
    assert (
        "__cudnn$convForward [cudnn-conv.2] -> __cudnn$convForward [cudnn-conv.3]: workspace u8[0] -> u8[396688], the"
        " algorithm the autotuner chose" in changed
    )
    assert all(cause["cause"] != "dimension_scaled" for cause in document["story"]["causes"])


def test_a_data_dependent_size_has_no_bytes_and_compares_cleanly() -> None:
    """Boolean masking (`x[x > 0]`: an unbacked size `u0`), a function of views and an empty slice through a
    reduction: the masked buffers have no byte count (nor has their graph a total), and a twice bigger input changes
    only the kernels whose shapes it sizes."""
    base = load_run(GPU / "odd_graphs/base")
    (masked,) = [g for g in base.graphs if g.name == "model__0_inference_0"]
    assert [b.nbytes for b in masked.buffers if b.shape == ("u0",)] == [None]
    assert masked.total_bytes is None
    totals = compare_runs(base, load_run(GPU / "odd_graphs/big"), Config()).totals()
    assert (totals["new_kernels"], totals["removed_kernels"], totals["changed_kernels"]) == (0, 0, 3)


def test_reductions_split_or_joined_are_said_as_the_compilers_choice_not_a_dimension() -> None:
    """Cooperative reductions run each split reduction in one kernel: the partial results' last dimension (4) goes,
    and the reduction's iteration sizes change from 4 x 128 to 512, which read as "scaled 128 -> 512, likely the
    batch size" before. Both ways, the story says the 13 reductions, and no dimension: split again, 5 of them no
    longer run fused with the kernel before them (lost fusions)."""
    base, head = load_run(GPU / "gpt2/base"), load_run(GPU / "gpt2/cooperative")
    for comparison, cause, fusions in (
        (compare_runs(base, head, Config()), "reductions_joined", 0),
        (compare_runs(head, base, Config()), "reductions_split", 5),
    ):
        causes = compare_document(comparison)["story"]["causes"]
        assert [c["cause"] for c in causes] == [cause]
        assert causes[0]["facts"] == {"reductions": 13, "partial_results": [4], "fusions": fusions}


def test_one_reduction_split_is_said_where_the_kernel_finishing_it_came_with_it() -> None:
    """A program of one column sum (a repro's size): split_reductions on again splits it over 8 partial results and a
    new kernel finishes them. One reduction is cause enough with its finisher beside it; without one (a model's own
    dimension added to one kernel) it would not be."""
    (split,) = _causes("tiny/sums_no_split", "tiny/sums", "reductions_split")
    assert split["facts"] == {"reductions": 1, "partial_results": [8], "fusions": 0}
    assert split["summary"].startswith("1 reduction now split over partial results (a last dimension of 8), finished")
    (joined,) = _causes("tiny/sums", "tiny/sums_no_split", "reductions_joined")
    assert "(its partial results' last dimension of 8 gone, with the kernel that finished it)" in joined["summary"]
    document = compared(GPU / "tiny/sums_no_split", GPU / "tiny/sums")
    (graph,) = document["graphs"]
    graph["findings"] = [f for f in graph["findings"] if f["kind"] != "new_kernel"]
    assert all(c["cause"] != "reductions_split" for c in tell(document["graphs"], [], document["totals"])["causes"])


@pytest.mark.parametrize(
    "base, head, kernels",
    [("tiny/index_add", "tiny/index_add_deterministic", 1), ("gpt2/base", "gpt2/deterministic", 2)],
)
def test_a_scatter_run_through_a_library_call_is_said_as_deterministic_algorithms(
    base: str, head: str, kernels: int
) -> None:
    """torch.use_deterministic_algorithms(True): Inductor no longer scatters with atomic adds in its own kernels but
    calls aten.index_put_ (IndexPutFallback), on a repro-sized index_add and on GPT-2's embedding gradients alike."""
    (cause,) = _causes(base, head, "scatter_calls")
    assert cause["facts"] == {"kind": "new_kernel", "kernels": kernels, "calls": ["aten.index_put_"]}
    assert "likely torch's deterministic algorithms" in cause["summary"]
    (back,) = _causes(head, base, "scatter_calls")
    assert back["facts"]["kind"] == "removed_kernel"


def test_a_gemm_taking_its_bias_and_activation_in_is_said_as_the_library_epilogue() -> None:
    """Triton gemms off: XLA's cuBLASLt call applies the bias and GELU to the product itself (`"epilogue":"BIAS_GELU"`
    in its backend config), the loop fusion that ran them removed. The changed call says its epilogue, and the story
    names it both ways."""
    comparison = compare_runs(
        load_run(GPU / "tiny_xla/gemm_gelu"), load_run(GPU / "tiny_xla/gemm_gelu_no_triton_gemm"), Config()
    )
    (changed,) = [f for g in comparison.graphs for f in g.findings if f.kind == "changed_kernel"]
    assert changed.details["change"] == "inputs 2 -> 3, library epilogue none -> BIAS_GELU"
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "library_epilogue"]
    assert cause["facts"] == {"calls": 1, "epilogues": {"none -> BIAS_GELU": 1}}
    (back,) = _causes("tiny_xla/gemm_gelu_no_triton_gemm", "tiny_xla/gemm_gelu", "library_epilogue")
    assert back["facts"]["epilogues"] == {"BIAS_GELU -> none": 1}


def test_beside_a_cause_the_lost_fusions_are_said_before_new_kernels() -> None:
    """memory_xla at batch 1024: XLA's gemms become cuBLAS calls taking the bias in (a cause), 3 fusions are lost
    and their 6 pieces are new, with other new kernels. The pieces go with their lost fusions, which the summary
    must say then, before the other new kernels, within the two groups it names beside the causes (the copies of the
    donated w1 and w2 are a cause's)."""
    document = compared(GPU / "memory_xla/donate", GPU / "memory_xla/donate_bigbatch")
    said = document["story"]["summary"].split("kernel of their own; ")[1]
    assert said == "3 lost fusions, each split in two; new kernel wrapped_tanh (fusion)"
    assert "donation_copies" in [cause["cause"] for cause in document["story"]["causes"]]


def test_runs_compiled_for_other_gpus_are_said_first(tmp_path: Path) -> None:
    """A CI pool of mixed GPUs: the head compiled for an A100 (sm_80, 108 SMs), the base for an H100. Inductor's
    Triton kernels say their GPU in `triton_meta`, XLA's dump files in their names; the story says it before the
    causes, since the compilers fit reduction splits and autotuned kernels to the GPU."""
    for case, base, head, edit in (
        (
            "tiny",
            "sums_no_split",
            "sums",
            lambda text: text.replace("multi_processor_count=132, cc=90", "multi_processor_count=108, cc=80"),
        ),
        ("tiny_xla", "sum_product", "sum_product_unfused", None),
    ):
        copied = tmp_path / case
        shutil.copytree(GPU / case / head, copied / head)
        for path in list((copied / head).rglob("*")):
            if edit is not None and path.name == "output_code.py":
                path.write_text(edit(path.read_text()))
            elif edit is None and "sm_9.0a" in path.name:
                path.rename(path.with_name(path.name.replace("sm_9.0a", "sm_8.0")))
        document = compared(GPU / case / base, copied / head)
        (first, *_) = document["story"]["causes"]
        expected = ("sm_90, 132 SMs", "sm_80, 108 SMs") if edit is not None else ("sm_9.0a", "sm_8.0")
        assert first["cause"] == "gpu_changed"
        assert (first["facts"]["base"], first["facts"]["head"]) == expected
        same = compared(GPU / case / base, GPU / case / head)
        assert all(c["cause"] != "gpu_changed" for c in same["story"]["causes"])


@pytest.mark.parametrize(
    "saving, recomputing, kernels",
    [("checkpoint/plain", "checkpoint/ckpt", 5), ("tiny_train/norm_linear", "tiny_train/norm_linear_budget0", 2)],
)
def test_inductor_kernels_recomputing_forward_work_are_said_as_a_checkpoint_policy(
    saving: str, recomputing: str, kernels: int
) -> None:
    """Non-reentrant activation checkpointing, or functorch's activation_memory_budget=0: the backward graph runs
    kernels computing only FX nodes the forward kernels compute (`[layer_norm]` in both codes' `Topologically Sorted
    Source Nodes`, a Triton kernel's at its definition; `[matmul]` for the recomputed mm where `call` launches it),
    which Inductor's IR does not mark: the story says them recomputed, both ways."""
    said = {cause["facts"]["kind"]: cause["facts"] for cause in _causes(saving, recomputing, "rematerialized")}
    assert said["new_kernel"] == {"kind": "new_kernel", "kernels": kernels}
    back = {cause["facts"]["kind"]: cause["facts"] for cause in _causes(recomputing, saving, "rematerialized")}
    assert back["removed_kernel"] == {"kind": "removed_kernel", "kernels": kernels}


def test_a_logs_backward_is_the_graph_of_its_compile_id_reading_gradients(tmp_path: Path) -> None:
    """A log names the forward and the backward by one compile id (`[0/0]`, `[0/0]#2`): the backward is the graph
    reading AOTAutograd's `tangents_*`, so the checkpointed backward's kernels recompute forward work from logs too."""
    logs = []
    for run in ("plain", "ckpt"):
        graphs = sorted((GPU / "checkpoint" / run).iterdir(), key=lambda folder: "backward" in folder.name)
        log = tmp_path / f"{run}.log"
        log.write_text(glog_log((("0/0", graph) for graph in graphs), ("ir_post_fusion", "output_code")))
        logs.append(load_run(log))
    assert [g.name for g in logs[0].graphs] == ["[0/0]", "[0/0]#2"]
    document = compare_document(compare_runs(*logs, Config()))
    said = {c["facts"]["kind"]: c["facts"] for c in document["story"]["causes"] if c["cause"] == "rematerialized"}
    assert said["new_kernel"] == {"kind": "new_kernel", "kernels": 5}


def test_backward_kernels_taking_in_recomputed_forward_work_are_the_same_kernels_recomputing_it() -> None:
    """activation_memory_budget=0 on an RMS norm: rsqrt is no longer saved, and the backward's two kernels that read
    it compute it again (their code's source nodes gain `pow_1, mean, add, rsqrt`, the forward's nodes). The input
    gradient's kernel reads the graph's inputs instead and no other kernel is near it to place it by; it is that
    kernel grown, not a new one, and the story says both recomputing, both ways and from a fork's document."""
    comparison = compare_runs(
        load_run(GPU / "tiny_train/rms_norm"), load_run(GPU / "tiny_train/rms_norm_budget0"), Config()
    )
    backward = next(g for g in comparison.graphs if "backward" in (g.base.name if g.base else ""))
    recomputing = [f for f in backward.findings if f.details.get("recomputes_forward")]
    assert [f.details["recomputes_forward"] for f in recomputing] == [["pow_1", "mean", "add", "rsqrt"]] * 2
    assert {f.kind for f in backward.findings} == {"changed_kernel"}
    (cause,) = _causes("tiny_train/rms_norm", "tiny_train/rms_norm_budget0", "rematerialized")
    assert cause["facts"] == {"kind": "recomputes_forward", "kernels": 2, "nodes": ["pow_1", "mean", "add", "rsqrt"]}
    (back,) = _causes("tiny_train/rms_norm_budget0", "tiny_train/rms_norm", "rematerialized")
    assert back["facts"] == {"kind": "recomputed_forward", "kernels": 2, "nodes": ["pow_1", "mean", "add", "rsqrt"]}
    # A fork's JSON document, checked and read again, says the same.
    raw = json.dumps(compare_document(comparison)).encode()
    (forked,) = [c for c in checked_document(raw, "fork.json")["story"]["causes"] if c["cause"] == "rematerialized"]
    assert forked == cause


def test_a_kernel_launched_for_each_layer_computes_each_layers_nodes() -> None:
    """One Triton kernel launched for both MoE layers' routers has one definition, whose comment names the first
    layer's nodes; each launch in `call` names its own (`[router_probs_1, ]`): the nodes a backward kernel recomputes
    are told apart by layer."""
    run = load_run(GPU / "moe_rerun_padding/unpadded")
    backward = next(graph for graph in run.graphs if graph.name == "model__0_backward_3")
    softmax = "triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_13"
    launches = sorted(list(k.attributes["source_nodes"]) for k in backward.kernels if k.kernel == softmax)
    assert launches == [["router_probs"], ["router_probs_1"]]


@pytest.mark.parametrize("padded_first", [True, False])
def test_backward_kernels_recomputing_what_a_padding_choice_moved_are_the_compilers_choice(
    padded_first: bool,
) -> None:
    """OLMoE trained twice: pad_mm padded the routers' gemms in one run, and the partitioner, seeing the padded
    product, saved the softmax there and its logits in the other, whose backward recomputes the softmax. The backward's
    findings alone read a rematerialisation policy; with the forward's padding of the gemm whose product those nodes
    read, the kernels are the compiler's choice: no regression either way, and a fork's document says the same."""
    sides = ["moe_rerun_padding/padded", "moe_rerun_padding/unpadded"]
    base, head = sides if padded_first else sides[::-1]
    comparison = compare_dumps(GPU / base, GPU / head)
    chosen = [f for f in comparison.findings if f.kind == "compiler_choice"]
    assert sorted(f.details["recomputes_forward"] for f in chosen) == [["router_probs"], ["router_probs_1"]]
    assert {f.details["added"] for f in chosen} == {padded_first}
    assert (
        {f.details["after_choice"] for f in chosen} == {"extern_kernels.mm [op30]", "extern_kernels.mm [op80]"}
        if (padded_first)
        else {"extern_kernels.mm [op31]", "extern_kernels.mm [op82]"}
    )
    assert not comparison.regression and comparison.totals()["new_kernels"] == 0
    document = compare_document(comparison)
    (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "padding_followed"]
    assert cause["facts"]["kernels"] == 2 and cause["facts"]["added"] == (2 if padded_first else 0)
    assert sorted(cause["facts"]["nodes"]) == ["router_probs", "router_probs_1"]
    assert not [c for c in document["story"]["causes"] if c["cause"] == "rematerialized"]
    assert [g["count"] for g in document["groups"] if g["kind"] == "compiler_choice"] == [2]
    forked = checked_document(json.dumps(document).encode(), "fork.json")
    assert forked["story"] == document["story"] and forked["totals"]["compiler_choices"] == 2


def test_a_kernel_the_settings_accept_stays_as_accepted_whatever_explains_it() -> None:
    """The team's acceptance of a new kernel is theirs to keep: the kernel a padding choice explains is not said
    twice, and stays accepted as a new kernel."""
    accept = Acceptance(pattern="triton_poi_fused__softmax_*", reason="router", kind="new_kernel")
    comparison = compare_runs(
        load_run(GPU / "moe_rerun_padding/padded"),
        load_run(GPU / "moe_rerun_padding/unpadded"),
        Config(accept=(accept,)),
    )
    accepted = [f for f in comparison.findings if f.accepted is not None]
    assert [f.kind for f in accepted] == ["new_kernel"] * 2
    assert not any(f.kind == "compiler_choice" for f in comparison.findings)


def test_a_source_node_printed_without_a_name_is_no_node() -> None:
    """Inductor prints a prim it names nothing as an empty item (`[repeat, mul, , cross_entropy]`, the online
    softmax's `prepare_softmax_online`): no name to tell forward work by."""
    run = load_run(GPU / "tiny_train/cross_entropy")
    listed = [
        kernel.attributes["source_nodes"]
        for graph in run.graphs
        for kernel in graph.kernels
        if "source_nodes" in kernel.attributes
    ]
    assert ["repeat", "mul", "cross_entropy"] in listed
    assert all(all(listed_nodes) for listed_nodes in listed)


def test_a_dot_run_by_another_xla_emitter_is_another_implementation_of_it() -> None:
    """Below `--xla_gpu_gemm_rewrite_size_threshold` XLA runs a dot as a loop fusion (`wrapped_dot`, kLoop), above it
    as a Triton gemm fusion (kCustom): the same op, said as run through another call, not renamed by a release."""
    (cause,) = _causes("small_dot_xla/dots_kept", "small_dot_xla/base", "implementation_switched")
    assert cause["facts"]["kernels"] == 5
    assert {(call["old"], call["new"]) for call in cause["facts"]["calls"]} == {
        ("wrapped_dot", "gemm_fusion_dot"),
        ("wrapped_dot", "gemm_fusion_dot_general"),
    }
    assert not _causes("small_dot_xla/dots_kept", "small_dot_xla/base", "compiler_version")


def test_loop_sizes_printed_as_lists_are_the_same_sizes() -> None:
    """With loop ordering after fusion off, Inductor prints a node's loop sizes as lists (`([1024, 8], [128])`), the
    same sizes it prints as tuples with it on: no kernel changed."""
    comparison = compare_runs(
        load_run(GPU / "tiny/transpose"), load_run(GPU / "tiny/transpose_no_loop_ordering"), Config()
    )
    assert not list(comparison.findings)


def test_a_reduction_split_out_of_its_fusion_is_said_with_the_split_both_ways_and_from_a_forks_document() -> None:
    """At batch 256 Inductor splits moe's bias-gradient sums over the batch in two, and the 5 that were fused with
    the gradient before them no longer are (lost fusions whose pieces write the sums' outputs as `float32[..., 2]`):
    the story counts them with the other split reductions and says the fusions they lost, or made again the other
    way; a fork's JSON document, checked and read again, says the same."""
    base, head = load_run(GPU / "batch/moe_b128"), load_run(GPU / "batch/moe_b256")
    for comparison, cause, said in (
        (compare_runs(base, head, Config()), "reductions_split", "5 of them no longer fused with the kernel before"),
        (compare_runs(head, base, Config()), "reductions_joined", "5 of them fused again with the kernel before"),
    ):
        document = compare_document(comparison)
        (split,) = [c for c in document["story"]["causes"] if c["cause"] == cause]
        assert split["facts"] == {"reductions": 9, "partial_results": [2], "fusions": 5}
        assert said in split["summary"]
        raw = json.dumps(document).encode()
        # A fork's checked document keeps no memory attribution, so its story says only what the findings show.
        assert [c for c in checked_document(raw, "fork.json")["story"]["causes"] if c["cause"] == cause] == [split]


def test_split_reductions_are_named_as_the_compilers_users_know_them() -> None:
    """Inductor splits a reduction by its settings, XLA by its tree reduction rewriter pass: the story names the one
    of the dumps' format (the moe pair's document, its graphs said to be XLA's)."""
    document = compared(GPU / "batch/moe_b128", GPU / "batch/moe_b256")
    for format_name, named in (
        ("inductor_ir", "(split_reductions, cooperative reductions)"),
        ("xla_buffers", "(the tree reduction rewriter)"),
    ):
        graphs = [{**graph, "format": format_name} for graph in document["graphs"]]
        (split,) = [c for c in tell(graphs, [], document["totals"])["causes"] if c["cause"] == "reductions_split"]
        assert split["summary"].endswith(f"likely the compiler's reduction splitting {named}")


@pytest.mark.parametrize("pair", ["pairwise_xla", "complex_gather_xla"])
def test_a_reductions_input_written_apart_is_no_split_reduction(pair: str) -> None:
    """A barrier writes the product a reduction sums (f32[1024, 1024, 64] of the Gaussian kernel, the complex
    phases): the base output's sizes with a last dimension added, but the reduction's whole input, not partial
    results another kernel finishes (which the piece writing them would compute by reducing)."""
    comparison = compare_dumps(GPU / pair / "fused", GPU / pair / "barrier")
    (lost,) = [f for f in comparison.findings if f.kind == "lost_fusion"]
    assert "partial_results" not in lost.details


def test_fusions_regrouped_into_fewer_kernels_are_no_lost_fusions() -> None:
    """With XLA's priority fusion off, each layer's gradient product and bias sum run as one multi-output fusion; on,
    the product runs with the tanh's derivative and the update, the sum alone. Read with priority fusion on as the
    head, each multi-output fusion split is a regrouping (its pieces took in other base kernels, fewer kernels run
    it all), said as a new fusion naming the fusion it split; read the other way they are lost fusions."""
    fused, unfused = load_run(GPU / "optax_mlp_xla/sgd"), load_run(GPU / "optax_mlp_xla/sgd_unfused")
    comparison = compare_runs(unfused, fused, Config())
    regrouping = list(comparison.findings)
    regrouped = [f for f in regrouping if "regrouped" in f.details]
    assert len(regrouped) == 4 and not any(f.kind in ("lost_fusion", "new_kernel") for f in regrouping)
    for finding in regrouped:
        (split,) = finding.details["regrouped"]
        assert finding.kind == "new_fusion" and split.startswith("input_") and split in finding.details["base_kernels"]
        assert len(finding.details["head_kernels"]) < len(finding.details["base_kernels"])
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "fusions_regrouped"]
    assert cause["facts"] == {"base_kernels": 17, "head_kernels": 8, "split": 4}
    assert cause["summary"].startswith("17 base kernels regrouped as 8 (4 base fusions split, each piece fused with")
    splitting = list(compare_runs(fused, unfused, Config()).findings)
    assert not any("regrouped" in f.details for f in splitting)
    assert any(f.kind == "lost_fusion" for f in splitting)


def test_a_kernel_doing_again_work_a_new_fusion_took_in_is_a_regrouping_not_a_new_kernel() -> None:
    """Priority fusion copies a producer into each fusion reading it: a weight gradient's reduction, run once where the
    older passes left it apart, is recomputed in another kernel's update too; that kernel is no new launch where its
    group (what it and the fusion did of the base's) runs as fewer kernels."""
    comparison = compare_runs(
        load_run(GPU / "attention_layout_xla/bshd_unfused"), load_run(GPU / "attention_layout_xla/bshd"), Config()
    )
    findings = list(comparison.findings)
    (regrouped,) = [f for f in findings if "regrouped" in f.details]
    assert regrouped.details["regrouped"] == [] and regrouped.details["repeated_by"] == ["loop_subtract_fusion"]
    assert len(regrouped.details["head_kernels"]) < len(regrouped.details["base_kernels"])
    assert not any(f.kind == "new_kernel" for f in findings)


def test_renames_of_fusion_turned_on_are_no_compiler_version_change() -> None:
    """XLA's fusion passes back on: the attention step's kernels 63 -> 27 in nine new fusions, six kernels renamed
    on the way (XLA names a fusion after the ops it takes in). The story says the fusions, not "likely a compiler
    version change"; the same six renames with no fusion gained or lost would say it."""
    document = compare_document(
        compare_runs(
            load_run(GPU / "attention_layout_xla/bshd_unfused"), load_run(GPU / "attention_layout_xla/bshd"), Config()
        )
    )
    assert document["totals"]["new_fusions"] == 9
    assert [cause["cause"] for cause in document["story"]["causes"]] == ["fusions_regrouped"]
    unfused = [
        {**graph, "findings": [f for f in graph["findings"] if f["kind"] != "new_fusion"]}
        for graph in document["graphs"]
    ]
    story = tell(unfused, [], document["totals"])
    assert [cause["cause"] for cause in story["causes"]] == ["compiler_version"]
    assert story["causes"][0]["facts"] == {"renamed": 6, "same_work": 4}


def test_work_moved_between_two_kernels_is_said_once_as_a_regrouping() -> None:
    """XLA's Triton softmax rewriter off: the softmax's maximum runs alone and the next kernel scales, masks,
    exponentiates and sums, where the rewriter's fusion took the maximum and the exponentials and the sum ran apart.
    Two launches both ways, said as one regrouping; the kernel doing most of the other's work is no changed kernel
    beside it."""
    rewriter = load_run(GPU / "attention_layout_xla/bshd_h200")
    older = load_run(GPU / "attention_layout_xla/bshd_h200_no_softmax_rewriter")
    for base, head in ((rewriter, older), (older, rewriter)):
        findings = list(compare_runs(base, head, Config()).findings)
        (regrouped,) = [f for f in findings if "regrouped" in f.details]
        assert (len(regrouped.base.kernels), len(regrouped.head.kernels)) == (2, 2)
        changed = {name for f in findings if f.kind == "changed_kernel" for name in (*f.base.kernels, *f.head.kernels)}
        assert not changed & {*regrouped.base.kernels, *regrouped.head.kernels}


def test_a_kernel_doing_one_twins_work_fuses_that_twin_only() -> None:
    """Triton gemms on again: an activation took its layer's weight slice in and one more add (the bias cuBLAS had
    added); the next layer's activation, the same ops, is no part of that fusion for lending it the add."""
    comparison = compare_runs(
        load_run(GPU / "layers_xla/no_triton_gemm"), load_run(GPU / "layers_xla/unrolled"), Config()
    )
    fused = [f for f in comparison.findings if f.kind == "new_fusion"]
    assert len(fused) == 5 and all(len(f.details["base_kernels"]) == 2 for f in fused)


def test_dots_merged_into_one_gemm_are_that_fusion_both_ways() -> None:
    """XLA's dot merger runs the q, k and v projections (and their weight gradients) as one gemm over the weights
    concatenated, 512 + 512 + 512 = 1536 wide; without it, three gemms: the merged gemm's work is one dot, so only its
    output's width says it holds the three. The transposes after it slice their part out of its output."""
    merged, apart = load_run(GPU / "block_edit_xla/base"), load_run(GPU / "block_edit_xla/no_dot_merger")
    splitting = [f for f in compare_runs(merged, apart, Config()).findings if f.kind == "lost_fusion"]
    assert sorted(len(f.details["head_kernels"]) for f in splitting) == [3, 3]
    merging = list(compare_runs(apart, merged, Config()).findings)
    assert sorted(len(f.details["base_kernels"]) for f in merging if f.kind == "new_fusion") == [3, 3]
    sliced = [f for f in merging if f.details.get("matched_by") == "merged dots"]
    assert len(sliced) == 3 and all("transpose" in f.summary for f in sliced)


@pytest.mark.parametrize(
    "pair", [("optax_mlp_xla/sgd_unfused", "optax_mlp_xla/sgd"), ("memory_xla/donate_bigbatch", "memory_xla/donate")]
)
def test_a_comparison_reads_the_same_each_time(pair: tuple[str, str]) -> None:
    """Kernels are told apart by object identity while matching: nothing a report says may follow the order of
    those ids (groups of regrouped fusions were once said in the order of a set of them)."""
    documents = [
        {
            **compared(GPU / pair[0], GPU / pair[1]),
            "generated_at": 0,
        }
        for _ in range(3)
    ]
    assert documents[0] == documents[1] == documents[2]


def test_a_collective_added_explains_its_waits_too() -> None:
    """torch's functional all_reduce compiles to the collective and a wait_tensor for its result: the story's
    collectives cause says the all-reduces, and the waits go with them (not said as new kernels no cause explains)."""
    comparison = compare_runs(
        load_run(GPU / "collective_torch/base"), load_run(GPU / "collective_torch/allreduce"), Config()
    )
    story = compare_document(comparison)["story"]
    assert [cause["cause"] for cause in story["causes"]] == ["collectives_changed"]
    assert story["summary"] == "collectives +2 all-reduce: likely a sharding or parallelism change; no lost fusions"


def test_when_every_source_changes_look_alikes_keep_their_own_partners() -> None:
    """Block pointers change every Triton kernel's source, so no kernel pairs by content and name: two layer-norm
    backward kernels of one name but other members (each with a twin of its structure on the other side) were
    crossed by the shapes stage ("ops changed (+3/-3 of 4 fused)"). Each pairs with its twin; only sources changed."""
    comparison = compare_dumps(GPU / "gpt2/base", GPU / "gpt2/block_ptr")
    changes = [f.details["change"] for g in comparison.graphs for f in g.findings if f.kind == "changed_kernel"]
    assert len(changes) == 45
    assert set(changes) == {"the source's computation changed"}


def test_a_sequence_length_shows_in_the_products_it_is_flattened_into() -> None:
    """Sequence 256 -> 512 at batch 2: some kernels show 256 -> 512, others only the flattened tokens (512 -> 1024),
    others their split reductions' partial results (4 -> 8). Counted with its multiples, the one dimension is most of
    the changed kernels and is said, both ways (no cause was said before)."""
    base, head = load_run(GPU / "gpt2_seq/base"), load_run(GPU / "gpt2_seq/seq512")
    for comparison, old, new in (
        (compare_runs(base, head, Config()), 256, 512),
        (compare_runs(head, base, Config()), 512, 256),
    ):
        (cause,) = compare_document(comparison)["story"]["causes"]
        assert cause["cause"] == "dimension_scaled"
        assert (cause["facts"]["old"], cause["facts"]["new"], cause["facts"]["role"]) == (
            old,
            new,
            "the sequence length",
        )
        assert cause["facts"]["kernels"] == 45


def test_a_gemm_adding_its_bias_is_the_same_work_as_a_template_with_its_bias_epilogue() -> None:
    """max-autotune reruns of GPT-2: cuBLASLt's bias_addmm in one run, a Triton template of the mm with the bias add
    as its epilogue in the other. Both are the gemm and the add: the backend changed, not the ops."""
    comparison = compare_dumps(GPU / "gpt2_autotune/base", GPU / "gpt2_autotune/rerun")
    changes = [f.details["change"] for g in comparison.graphs for f in g.findings if f.kind == "changed_kernel"]
    assert changes == ["backend changed (ExternKernelSchedulerNode -> SchedulerNode)"] * 2


def test_a_donation_dropped_is_said_with_the_buffers_it_costs() -> None:
    """A KV cache no longer donated: the cache parameters live on beside their updated copies, 2 x 32 MiB at the
    peak, which the peak attribution puts on them (no output overwrites them in place any more)."""
    comparison = compare_dumps(GPU / "kv_cache_xla/donate", GPU / "kv_cache_xla/no_donate")
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "in_place_lost"]
    assert cause["facts"] == {"bytes": 64 * 2**20, "buffers": ["cache__k__.1", "cache__v__.1"]}
    back = compare_dumps(GPU / "kv_cache_xla/no_donate", GPU / "kv_cache_xla/donate")
    assert all(c["cause"] != "in_place_lost" for c in compare_document(back)["story"]["causes"])


def test_a_donation_dropped_outside_the_peak_is_said_by_the_inputs_it_copies() -> None:
    """An MLP step's parameters no longer donated: the peak holds still and the total grows 6 MiB (XLA gives the three
    weight and three bias updates allocations of their own, 12 MiB, and packs its temporaries tighter), so the peak
    attribution has nothing to say; the inputs no output overwrites any more do."""
    comparison = compare_dumps(GPU / "memory_xla/donate", GPU / "memory_xla/base")
    (growth,) = [f for g in comparison.graphs for f in g.findings if f.kind == "allocation_growth"]
    assert growth.details["scope"] == "total"
    assert growth.details["no_longer_updated_in_place"] == {
        **{f"p__w{layer}__.1": 4 * 2**20 for layer in range(3)},
        **{f"p__b{layer}__.1": 4 * 2**10 for layer in range(3)},
    }
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "in_place_lost"]
    assert cause["summary"].startswith(
        "6 inputs no longer updated in place (p__w0__.1, p__w1__.1, +4 more; their new values take 12.01 MiB of their "
        "own): likely a donation dropped"
    )
    back = compare_dumps(GPU / "memory_xla/base", GPU / "memory_xla/donate")
    assert all("no_longer_updated_in_place" not in f.details for g in back.graphs for f in g.findings)


def test_buffers_no_longer_reusing_a_freed_storage_are_what_the_total_grew_by() -> None:
    """pytorch/pytorch#120381's layers with `reorder_for_peak_memory=False`: the same kernels and the same peak, but
    buf15 and buf30 no longer take over buf0's freed storage (`# reuse`) and allocate 32 MiB each. The growth is the
    total's, so the attribution is the total's too, and it puts all 64 MiB on the two; back, they reuse it again."""
    comparison = compare_dumps(GPU / "layered_peak/base", GPU / "layered_peak/no_reorder")
    (graph,) = comparison.graphs
    assert graph.memory is not None and graph.memory.scope == "total"
    said = [(line.change, line.bytes, line.head.name if line.head else None) for line in graph.memory.lines]
    assert said == [("unshared", 32 * 2**20, "buf15"), ("unshared", 32 * 2**20, "buf30")]
    assert graph.memory.lines[0].why.endswith("took over buf0's storage before (a reuse lost)")
    document = compare_document(comparison)
    (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "reuse_lost"]
    assert cause["facts"] == {"bytes": 64 * 2**20, "buffers": ["buf15", "buf30"]}
    report = RENDERERS["text"](document, RenderOptions(verbose=True))
    assert "total 108.31 MiB -> 172.31 MiB (+64.00 MiB) (the peak held still: every allocation the total" in report
    back = compare_dumps(GPU / "layered_peak/no_reorder", GPU / "layered_peak/base")
    (graph,) = back.graphs
    assert graph.memory is not None
    assert [(line.change, line.bytes) for line in graph.memory.lines] == [("shared", -32 * 2**20)] * 2
    assert all(c["cause"] != "reuse_lost" for c in compare_document(back)["story"]["causes"])


def test_a_collective_moved_between_graphs_is_said_with_its_graphs() -> None:
    """Tensor parallelism over 2 GPUs, the down linear row-wise then column-wise: the forward's all-reduce is gone and
    the backward gains one. Said as totals, "+1 all-reduce, -1 all-reduce" would read as nothing; the story names
    the graphs of a kind both added and removed."""
    comparison = compare_runs(
        load_run(GPU / "tensor_parallel/rowwise"), load_run(GPU / "tensor_parallel/colwise"), Config()
    )
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "collectives_changed"]
    assert cause["facts"] == {"added": {"all-reduce": 1, "all-gather": 2}, "removed": {"all-reduce": 1}}
    said = "collectives +2 all-gather, +1 all-reduce in model__0_backward_3, -1 all-reduce in model__0_forward_1:"
    assert said in cause["summary"]


def test_memory_a_padded_gemm_allocates_is_said_as_the_compilers_choice() -> None:
    """Whisper run twice: in one run pad_mm pads a gemm's operand (1500 rows to 1504). The padding copy's buffer is
    new memory, said as the padded call's operand, which is the compiler's choice, not new work."""
    comparison = compare_dumps(GPU / "whisper/whisper_rerun", GPU / "whisper/whisper")
    graph = comparison.graphs[0]
    assert graph.memory is not None
    (line,) = [line for line in graph.memory.lines if line.change == "new"]
    assert line.why == (
        "written by triton_poi_fused_mm_view_6, extern_kernels.mm [op27]'s operand padded to an aligned size "
        "(the compiler's choice)"
    )


def test_a_sort_run_as_a_library_call_is_a_piece_of_its_lost_fusion() -> None:
    """Mixtral's routers sort 512 token-expert choices inside a fused persistent reduction at batch 2; at 1024
    Inductor runs `aten.sort` instead, the rest as two kernels. The library sort is that fusion's sort: a piece of
    each lost fusion, and part of each new fusion the other way, never a new or removed kernel of its own."""
    base, head = load_run(GPU / "hf/mixtral"), load_run(GPU / "hf/mixtral_b4")
    for comparison, kind, side in (
        (compare_runs(base, head, Config()), "lost_fusion", "head"),
        (compare_runs(head, base, Config()), "new_fusion", "base"),
    ):
        fusions = [f for g in comparison.graphs for f in g.findings if f.kind == kind]
        assert [sorted(getattr(f, side).kernels) for f in fusions] == 2 * [
            [
                "torch.ops.aten.sort.stable",
                "triton_poi_fused__to_copy_ge_10",
                "triton_poi_fused_arange_floor_divide_index_put_9",
            ]
        ]
        assert all("split_from" in f.details for g in comparison.graphs for f in g.findings if f.kind == "new_kernel")
        assert not [f for g in comparison.graphs for f in g.findings if f.kind == "removed_kernel"]


def test_growth_the_autotuners_choices_bring_is_flagged_only_beside_another_change() -> None:
    """The embedding step compiled twice: XLA's autotuner ran two dots through cuBLASLt in one process (a 32 MiB
    workspace each, the peak 13 -> 45 MiB) and as Triton gemm fusions in the other. Every change is that choice, so
    the growth is said (the changed kernels, the memory section) but not flagged; beside a kernel removed, it is."""
    (base,), (head,) = (load_run(GPU / "embed_xla" / name).graphs for name in ("rerun", "base"))
    assert head.peak_bytes is not None and base.peak_bytes is not None and head.peak_bytes > 3 * base.peak_bytes
    findings = compare_graphs(base, head, match_kernels(base, head), Config())
    assert not [f for f in findings if f.kind == "allocation_growth"]
    assert [f.kind for f in findings] == ["changed_kernel", "changed_kernel"]
    loop = next(n for n in head.kernels if n.members and not is_triton_gemm(n.attributes))
    fewer = replace(
        head,
        nodes=tuple(n for n in head.nodes if loop.name not in (n.name, n.parent)),
        deps=tuple(d for d in head.deps if d.node != loop.name),
    )
    findings = compare_graphs(base, fewer, match_kernels(base, fewer), Config())
    assert "removed_kernel" in {f.kind for f in findings}
    assert [f.details["scope"] for f in findings if f.kind == "allocation_growth"] == ["peak"]


def test_growth_a_padded_gemm_makes_up_is_the_compilers_choice() -> None:
    """Whisper run twice: pad_mm pads a gemm's operand in one run (its copy 752 KiB, the mm's output 2 KiB more), the
    total growing 1.47 MiB (+41 %), the peak the same. The padding's part is the compiler's per-run choice: under a
    25 % floor only the rest (750 KiB, +20 %: a reuse the padded size lost) would count, and it stays below it."""
    base, head = load_run(GPU / "whisper/whisper_rerun"), load_run(GPU / "whisper/whisper")
    (base_graph, head_graph, _), _ = pair_graphs(base.graphs, head.graphs)  # the encoder's two attention graphs
    assert base_graph is not None and head_graph is not None
    matching = match_kernels(base_graph, head_graph)
    assert _padding_bytes(base_graph, head_graph, matching, at_peak=False) == (752 + 2) * 2**10
    assert _padding_bytes(head_graph, base_graph, match_kernels(head_graph, base_graph), at_peak=False) < 0
    floor = Config(growth_relative=0.25)
    comparison = compare_runs(base, head, floor)
    assert [f for g in comparison.graphs for f in g.findings if f.kind == "allocation_growth"] == []
    assert floor.is_growth(base_graph.total_bytes or 0, head_graph.total_bytes or 0)
    # Beside an edit of the program (a kernel gone), growth is flagged, but the padding's part is still the choice's.
    padded = {k.node.name for entry in matching.padded for k in (entry.head, *entry.padding)}
    gone = next(k for k in reversed(head_graph.kernels) if k.name not in padded)
    edited = replace(
        head_graph,
        nodes=tuple(n for n in head_graph.nodes if gone.name not in (n.name, n.parent)),
        deps=tuple(d for d in head_graph.deps if d.node != gone.name),
    )
    findings = compare_graphs(base_graph, edited, match_kernels(base_graph, edited), floor)
    assert "removed_kernel" in {f.kind for f in findings}
    assert not [f for f in findings if f.kind == "allocation_growth"]
    # The kernels the padding copy fused with are renamed: the story names the padding before a compiler release.
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "compiler_version"]
    assert "likely pad_mm padding the operands of 2 ops on one side only, a compiler version change" in cause["summary"]


def _vlm_graphs(kind: str) -> tuple[Any, Any]:
    (plain,) = [g for g in load_run(GPU / "vlm/plain").graphs if kind in g.name]
    (padded,) = [g for g in load_run(GPU / "vlm/padded").graphs if kind in g.name]
    return plain, padded


def test_a_padding_copy_that_also_applies_dropout_pads_what_its_bmm_contracts() -> None:
    """The vision-encoder-decoder run twice: in one run pad_mm pads both operands of each cross-attention bmm along
    the 197 image tokens it contracts (to 200), the probabilities' copy also applying the attention's dropout. The
    bmm writes the same either way, so only its operands show the padding: the copy writes as many elements as the
    plain bmm's operand (a view of other sizes) but for 197 rounded up. It read as two new kernels, flagged."""
    plain, padded = _vlm_graphs("forward")
    matching = match_kernels(plain, padded)
    padding = sorted(k.label for entry in matching.padded for k in entry.padding)
    assert padding == 2 * ["triton_poi_fused__to_copy__unsafe_view_bmm_cat_clone_split_transpose_view_19"] + 2 * [
        "triton_poi_fused_bmm_native_dropout_view_21"
    ]
    assert not matching.new and not matching.removed
    assert all(entry.in_head and entry.base.outputs == entry.head.outputs for entry in matching.padded)


def test_memory_moved_beside_a_padding_choice_and_kernels_only_renamed_is_the_choices() -> None:
    """The same pair's backward: there the other run pads, the kernels its copies had fused with only renamed (a
    kernel is named after the op it pads for), the peak 20.87 -> 22.41 MiB (+7.4 %) with the schedule the choice
    made. A rename is no edit of the program: beside the choice, the growth is said, not flagged."""
    padded, plain = _vlm_graphs("backward")
    findings = compare_graphs(padded, plain, match_kernels(padded, plain), Config())
    changes = [f.details["change"] for f in findings if f.kind == "changed_kernel"]
    assert changes.count("renamed") == 8 and sum("the compiler's choice" in change for change in changes) == 4
    assert not [f for f in findings if f.kind in ("allocation_growth", "new_kernel", "removed_kernel")]
    assert plain.peak_bytes is not None and padded.peak_bytes is not None
    assert Config().is_growth(padded.peak_bytes, plain.peak_bytes)


def test_a_kernel_changed_beside_a_look_alike_is_no_piece_of_the_look_alikes_lost_fusion() -> None:
    """The DiT's LayerNorms without their weight and bias: each norm's backward reduction drops the weight and bias
    gradients' partial sums, and its input-gradient kernel the weight's multiply. The fusion search found the
    reduction's one leftover op in the input-gradient kernel beside it and claimed that kernel as a piece of a lost
    fusion (4 new kernels, 2 lost fusions, exit 1); the kernel does far more of the other base leftover's work, whose
    shapes it writes: each pairs with its own base kernel, having lost ops."""
    (affine,), (plain,) = (
        [g for g in load_run(GPU / "dit" / name).graphs if "backward" in g.name] for name in ("norm_affine", "base")
    )
    matching = match_kernels(affine, plain)
    assert not matching.lost and not matching.new
    lost_ops = {(s.label, t.label) for s, t, stage in matching.pairs if stage == "lost ops"}
    assert {
        (
            "triton_per_fused_add_mul_native_layer_norm_native_layer_norm_backward_split_unsqueeze_view_28",
            "triton_per_fused_add_mul_native_layer_norm_native_layer_norm_backward_split_unsqueeze_view_21",
        ),
        (
            "triton_red_fused_add_mul_native_layer_norm_native_layer_norm_backward_split_sum_unsqueeze_view_24",
            "triton_red_fused_add_mul_native_layer_norm_sum_view_22",
        ),
    } <= lost_ops


def test_a_donated_weight_updated_in_place_by_another_kernel_is_no_donation_dropped() -> None:
    """The donated MLP step at batch 1024: XLA runs its gemms through cuBLAS and writes each weight's new value from a
    subtraction of its own into the donated buffer, not from the gemm fusion it fused into at batch 256 (copying two
    weights first, which later gemms still read). The gemm's counterpart no longer overwrites the weight, but a head
    buffer still does: its bytes are no in-place update lost, and nothing says a donation was dropped."""
    comparison = compare_runs(
        load_run(GPU / "memory_xla/donate"), load_run(GPU / "memory_xla/donate_bigbatch"), Config()
    )
    document = compare_document(comparison)
    (graph,) = document["graphs"]
    assert all(line["change"] != "copy" for line in graph["peak_attribution"])
    assert all(cause["cause"] != "in_place_lost" for cause in document["story"]["causes"])


def _causes(base: str, head: str, cause: str) -> list[dict[str, Any]]:
    document = compared(GPU / base, GPU / head)
    return [c for c in document["story"]["causes"] if c["cause"] == cause]


def test_a_copy_made_for_an_op_mutating_its_argument_says_which_op() -> None:
    """A custom op mutating a gemm's output whose old value is read after: Inductor copies the argument and the op
    mutates the copy (`auto_functionalized` not reinplaced). The new kernel only copies, and the op updates its output
    in place: the story names the op, not a kernel that appeared from nowhere."""
    comparison = compare_runs(
        load_run(GPU / "custom_op_inplace/base"), load_run(GPU / "custom_op_inplace/used_after"), Config()
    )
    (new,) = [f for g in comparison.graphs for f in g.findings if f.kind == "new_kernel"]
    assert new.head.kernels == ("triton_poi_fused_as_strided_clone_0",)
    assert new.details["copy_for_in_place"] == "torch.ops.dumpdiff.scale_shift_.default"
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "copied_for_in_place"]
    assert cause["summary"].startswith(
        "new kernel copying what torch.ops.dumpdiff.scale_shift_.default updates in place: likely an op mutating its "
        "argument run on a copy"
    )
    (back,) = _causes("custom_op_inplace/used_after", "custom_op_inplace/base", "copied_for_in_place")
    assert back["facts"] == {
        "kind": "removed_kernel",
        "kernels": 1,
        "updated_by": ["torch.ops.dumpdiff.scale_shift_.default"],
    }


def test_the_copy_back_into_an_input_goes_with_the_copy_the_op_mutated() -> None:
    """The op mutating a slice of a graph input under the v1 functionalization: a copy of the slice, the op on the
    copy, and a kernel copying its result back into the input. Both copies are said with the op, and the peak their
    copy raises is no input "no longer updated in place" (it still is, by the copy back)."""
    (cause,) = _causes("custom_op_inplace/input_view", "custom_op_inplace/input_view_v1", "copied_for_in_place")
    assert cause["facts"]["kernels"] == 2
    assert not _causes("custom_op_inplace/input_view", "custom_op_inplace/input_view_v1", "in_place_lost")


def test_an_input_of_no_known_size_no_longer_updated_explains_no_growth() -> None:
    """The op mutating a slice of a graph input, then a gemm's output instead (the program edited): the input is no
    longer updated, but Inductor's IR gives inputs no size, so that explains none of the peak's 512 KiB."""
    assert not _causes("custom_op_inplace/input_view", "custom_op_inplace/base", "in_place_lost")


def test_a_data_dependent_result_is_why_a_graph_has_no_memory_timeline() -> None:
    """Experts run on the tokens `nonzero` routes to them: the wrapper gets their indices from that op, of a size
    only known when it runs (`u0`), which the IR beside says as it is; no figure, and the note says why."""
    (graph,) = [g for g in load_run(GPU / "routed_moe/gathered").graphs if g.format == "inductor_ir"]
    assert graph.peak_bytes is None
    assert graph.timeline_note == (
        "output_code.py gets buf4 from an op, of a size not known at compile time (symbolic)"
    )


def test_a_cause_names_its_first_buffers_then_how_many_more() -> None:
    """A summary line stays one line: past two buffers, the cause says how many more."""
    document = compared(GPU / "kv_cache_xla/donate", GPU / "kv_cache_xla/no_donate")
    (graph,) = document["graphs"]
    (line, *_) = [line for line in graph["peak_attribution"] if line["head"]]
    graph["peak_attribution"].append({**line, "head": {**line["head"], "name": "cache__q__.1"}})
    (cause,) = [c for c in tell(document["graphs"], [], document["totals"])["causes"] if c["cause"] == "in_place_lost"]
    assert "(cache__k__.1, cache__q__.1, +1 more): likely a donation dropped" in cause["summary"]


def test_a_library_call_fused_with_its_operands_slice_is_that_dot_fused_with_it() -> None:
    """Without Triton gemms, XLA runs each layer's weight slice and the cuBLAS gemm reading it as one
    `dynamic_slice_fusion`; with them, a Triton gemm fusion of the same slice and dot: seven kernels changed, not
    seven new and seven removed (the cuBLAS call inside the fusion is the dot it stands for, as a lone one is)."""
    comparison = compare_runs(
        load_run(GPU / "deep_stack_xla/no_triton_gemm"), load_run(GPU / "deep_stack_xla/base"), Config()
    )
    findings = [f for g in comparison.graphs for f in g.findings]
    sliced = [f for f in findings if any(k.startswith("dynamic_slice_fusion") for k in f.base.kernels)]
    assert len(sliced) == 7
    assert all(f.kind == "changed_kernel" and f.head.kernels[0].startswith("gemm_fusion_dot") for f in sliced)
    assert comparison.totals()["new_kernels"] <= 3


def _padding_bytes(base: Any, head: Any, matching: Any, *, at_peak: bool) -> int:
    return padding_bytes(base, head, matching, unpadded_copies(matching, matching.counterparts()), at_peak=at_peak)


def _findings(base: str, head: str) -> list[Any]:
    return list(compare_dumps(GPU / base, GPU / head).findings)


def test_a_variance_in_one_welford_pass_fuses_the_two_pass_kernels_beside_its_changed_finish() -> None:
    """`x.var()` over rows of 16384 splits Welford's reduction over partial results, then a kernel finishes and scales
    it; written as the mean of squared deviations it is three kernels and a finishing one. The finishing kernels pair
    as one changed (lost ops) only after the fused-kernel-for-many stage first ran, which looks again beside them."""
    two_pass = ["triton_red_fused_mean_0", "triton_per_fused_mean_1", "triton_red_fused_mean_pow_sub_2"]
    findings = _findings("tiny/var_two_pass", "tiny/var")
    (fusion,) = [f for f in findings if f.kind == "new_fusion"]
    assert fusion.head.kernels == ("triton_red_fused_var_view_0",) and fusion.details["base_kernels"] == two_pass
    (changed,) = [f for f in findings if f.kind == "changed_kernel"]
    assert changed.details["matched_by"] == "lost ops"
    (lost,) = [f for f in _findings("tiny/var", "tiny/var_two_pass") if f.kind == "lost_fusion"]
    assert lost.details["head_kernels"] == two_pass


def test_a_scan_computed_another_way_in_fewer_kernels_is_a_regrouping_and_in_more_new_kernels() -> None:
    """`lax.associative_scan` of adds (5 kernels of slices, pads and adds) against `jnp.cumsum` (3: a slice, a
    reduce-window, the last steps): nothing alike; the same input computed into an output of the same size. Fewer
    kernels is one new fusion regrouping them, said as computed another way; more are new and removed kernels."""
    comparison = compare_dumps(GPU / "tiny_xla/associative_scan", GPU / "tiny_xla/cumsum")
    assert sorted(f.kind for f in comparison.findings) == ["allocation_shrinkage", "new_fusion"]
    (finding,) = [f for f in comparison.findings if f.kind == "new_fusion"]
    assert (finding.details["regrouped"], finding.details["repeated_by"]) == ([], [])
    assert (len(finding.details["base_kernels"]), len(finding.details["head_kernels"])) == (5, 3)
    (cause,) = compare_document(comparison)["story"]["causes"]
    assert cause["cause"] == "computed_another_way" and cause["facts"] == {"base_kernels": 5, "head_kernels": 3}
    kinds = [f.kind for f in _findings("tiny_xla/cumsum", "tiny_xla/associative_scan")]
    assert (kinds.count("new_kernel"), kinds.count("removed_kernel"), kinds.count("new_fusion")) == (5, 3, 0)


def test_a_fused_kernel_computing_a_graph_another_way_may_write_what_only_its_own_nodes_read() -> None:
    """A softmax over rows of 16 times each row's sum: `unroll_reductions_threshold=32` unrolls the reductions into
    a kernel of loads and maxima feeding the softmax's kernel; without it, one persistent kernel, which also writes
    the row maximum and sum only its own nodes read. Fewer kernels, the same input and output among what it writes:
    computed another way, not a new kernel."""
    (finding,) = [
        f for f in _findings("tiny/short_rows_unroll32", "tiny/short_rows") if f.kind != "allocation_shrinkage"
    ]
    assert finding.kind == "new_fusion" and (len(finding.details["base_kernels"]), finding.details["regrouped"]) == (
        2,
        [],
    )


@pytest.mark.parametrize("graph", ["inference", "forward"])
def test_a_convolution_run_as_an_addmm_is_that_call_changed_and_its_neighbours_stay_in_place(graph: str) -> None:
    """Inductor's `conv_1x1_as_mm`: each 1x1 convolution an `addmm` over the pixels' rows (its bias taken in, so the
    bias-and-ReLU kernel after it only applies the ReLU). The convolution pairs with the addmm in its place (the same
    elements, as rows), so the ReLU kernel pairs with the one after its own call, not with the residual's add and
    ReLU a layer on, alike to it in structure."""
    base, head = ("conv1x1/base", "conv1x1/as_mm") if graph == "inference" else ("conv1x1/train", "conv1x1/train_as_mm")
    findings = [f for f in _findings(base, head) if f.kind == "changed_kernel"]
    assert not [f for f in _findings(base, head) if f.kind in ("new_kernel", "removed_kernel", "lost_fusion")]
    calls = [(f.base.kernels, f.head.kernels) for f in findings if f.base.kernels != f.head.kernels]
    assert (("extern_kernels.convolution",), ("extern_kernels.addmm",)) in calls
    assert all(f.base.nodes[0] == f.head.nodes[0] for f in findings)  # each in its own place: op1 is op1


def test_a_concatenation_lowered_as_one_masked_node_does_the_work_of_its_pieces() -> None:
    """`force_pointwise_cat`: the 16 kernels each writing a block of the concatenation (a sigmoid, a scale) against
    one node selecting each block under a mask: a new fusion of the 16 (the same computation, the data moved by
    masks), and one lost the other way. Trained, the forward's one fused kernel of 12 pieces against the one masked
    node is that kernel changed."""
    (fusion,) = [f for f in _findings("pointwise_cat/base", "pointwise_cat/forced") if f.kind != "changed_kernel"]
    assert fusion.kind == "new_fusion" and len(fusion.details["base_kernels"]) == 16
    (lost,) = [f for f in _findings("pointwise_cat/forced", "pointwise_cat/base") if f.kind == "lost_fusion"]
    assert len(lost.details["head_kernels"]) == 16
    (changed,) = _findings("pointwise_cat/train", "pointwise_cat/train_forced")
    assert changed.kind == "changed_kernel" and changed.details["matched_by"] == "similarity"
    assert changed.head.kernels == ("triton_poi_fused_cat_mul_sigmoid_0",)


def test_an_op_computed_between_converts_at_a_lower_precision_is_that_kernel_changed() -> None:
    """A tanh MLP's step in bfloat16: XLA computes the tanh between the layers in float32, converting around it
    (`fusion.18`: convert, tanh, convert) where float32 wraps the tanh alone; the gemms beside it changed with the
    dtype, so the two share one neighbour. The same work but for converts: that kernel changed, nothing new."""
    findings = _findings("tanh_mlp_xla/f32", "tanh_mlp_xla/bf16")
    assert not [f for f in findings if f.kind in ("new_kernel", "removed_kernel")]
    assert any(f.kind == "changed_kernel" and f.head.kernels == ("fusion.18",) for f in findings)


def test_a_sum_written_with_sizes_of_one_is_the_same_kernel_changed() -> None:
    """The attention block's LayerNorms written out: each weight and bias gradient's last sum is stored as bfloat16
    `[1, 1, 256]` where `F.layer_norm`'s kernel sums it and converts it to float32 `[256]` (two nodes). A view's sizes
    of 1 are no other shape: each is that kernel having lost the convert, changed, none new or removed."""
    findings = _findings("block_norm/layer_norm", "block_norm/manual_norm")
    assert not [f for f in findings if f.kind in ("new_kernel", "removed_kernel", "lost_fusion")]
    sums = [f for f in findings if f.kind == "changed_kernel" and f.head.kernels == ("triton_per_fused_sum_view_1",)]
    assert len(sums) == 4 and {f.details["matched_by"] for f in sums} == {"lost ops"}


def test_some_pieces_found_elsewhere_are_no_lost_fusion_beside_that_kernel_changed_in_place() -> None:
    """The reverse: the written-out norms' first-stage sums (one kernel of four nodes) against `F.layer_norm`'s, which
    converts each input first. The fusion search finds two of its four nodes' ops in the next kernels' sums and the
    rest nowhere; the head kernel in its place, writing its sizes and doing most of its work, is that kernel changed,
    and the next kernels' sums took a convert in: changed kernels, nothing new, lost or regrouped."""
    findings = _findings("block_norm/manual_norm", "block_norm/layer_norm")
    assert not [f for f in findings if f.kind in ("new_kernel", "removed_kernel", "lost_fusion", "new_fusion")]
    first_stage = [f for f in findings if f.kind == "changed_kernel" and f.base.kernels[0].startswith("triton_red_")]
    assert [f.base.kernels for f in first_stage] == [("triton_red_fused_add_mul_sub_sum_view_7",)]
    sums = [f for f in findings if f.kind == "changed_kernel" and f.base.kernels == ("triton_per_fused_sum_view_1",)]
    assert len(sums) == 4 and {f.details["matched_by"] for f in sums} == {"gained ops"}


def test_a_removed_kernel_whose_work_a_regrouped_kernel_in_its_place_holds_is_regrouped_too() -> None:
    """An RMSNorm's weight multiplied in float32 before the cast: the first layer's input-norm gradient reduction
    (`input_reduce_fusion.11`, beside the embedding's gather) now also writes the product the weight-gradient gemm
    scaled in its prologue (`input_multiply_reduce_fusion.3`), which holds all of its work in its place, and the
    kernels around it regroup. It sits beside no other base kernel of that group, so only its place joins it: the
    group runs its base kernels as as many head kernels, no launch added."""
    findings = _findings("rms_weight_xla/base", "rms_weight_xla/w32")
    assert not [f for f in findings if f.kind in ("new_kernel", "removed_kernel", "lost_fusion")]
    regrouped = [f for f in findings if f.kind == "new_fusion" and "input_reduce_fusion.11" in f.base.kernels]
    assert len(regrouped) == 1 and "input_multiply_reduce_fusion.3" in regrouped[0].head.kernels


def test_a_kernel_that_lost_a_layout_copy_pairs_with_no_look_alike_elsewhere_writing_its_shapes() -> None:
    """ConvNeXt without layout optimization: a stage's block norm backward (`..._43 [op288_...]`) no longer writes
    its layout copy (`bfloat16[8, 80, 28, 28]`), which the downsampling norm's fused backward of that stage writes
    too, doing nearly the same ops elsewhere in the dataflow. The block norm's kernel in its place, having lost the
    copy, keeps the two apart: fusions made, no kernel new (it had read as 2 new kernels, exit 1)."""
    findings = _findings("layout_opt/base", "layout_opt/no_layout_opt")
    assert not [f for f in findings if f.kind in ("new_kernel", "lost_fusion")]
    assert not [
        f
        for f in findings
        if f.kind == "changed_kernel"
        and f.base.nodes[0] == "op288_op289_op296_op297"
        and f.head.kernels == ("triton_per_fused_mul_native_layer_norm_native_layer_norm_backward_permute_view_33",)
    ]


@pytest.mark.parametrize("base, head", [("masked_fill", "where"), ("where", "masked_fill")])
def test_an_op_gone_from_both_passes_is_no_recomputation_given_up(base: str, head: str) -> None:
    """`masked_fill(~mask)` against `where(mask)`: the backward's softmax kernel computed the mask's invert again,
    but the other program's forward does not compute it either, so no checkpoint policy or memory budget moved: the
    kernels changed, not recomputing or no longer recomputing forward work (which the story would blame on a
    rematerialisation policy)."""
    comparison = compare_dumps(GPU / f"mask_form/{base}", GPU / f"mask_form/{head}")
    changed = [f for graph in comparison.graphs for f in graph.findings if f.kind == "changed_kernel"]
    assert len(changed) == 4
    assert not [f for f in changed if {"recomputes_forward", "recomputed_forward"} & f.details.keys()]
    assert not [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "rematerialized"]


def test_library_gemms_merged_into_one_of_their_widths_are_a_fusion_not_a_buffer_grown() -> None:
    """SwiGLU's gate and up linears as one of twice the width: in the forward each layer's two extern mm writing
    [1024, 768] from the norm's output are one writing [1024, 1536], as XLA's dot merger merges dots. That is a new
    fusion of the two calls, both ways a fusion, not one call's output grown +100 % (which was flagged)."""
    comparison = compare_dumps(GPU / "swiglu_form/split", GPU / "swiglu_form/merged")
    forward = next(g for g in comparison.graphs if "forward" in (g.base.name if g.base else ""))
    merged = [f for f in forward.findings if f.kind == "new_fusion"]
    assert [(f.details["base_kernels"], f.head.kernels, len(f.base.nodes)) for f in merged] == [
        (["extern_kernels.mm", "extern_kernels.mm"], ("extern_kernels.mm",), 2)
    ] * 2
    assert not [f for f in forward.findings if f.kind in ("allocation_growth", "new_kernel", "lost_fusion")]


@pytest.mark.parametrize(
    "base, head, setting", [("base", "no_rename_fusions", "on -> off"), ("no_rename_fusions", "base", "off -> on")]
)
def test_fusions_renamed_by_xlas_rename_pass_are_said_as_that_pass(base: str, head: str, setting: str) -> None:
    """With `rename_fusions` off XLA leaves every fusion `fusion.N`; on, it names each after its kind and ops: the
    same work renamed by that pass, not by a compiler release."""
    (cause,) = _causes(f"rms_weight_xla/{base}", f"rms_weight_xla/{head}", "kernel_naming")
    assert cause["summary"] == (
        f"68 kernels renamed (68 doing the same work): XLA's fusion names made otherwise (its rename_fusions pass "
        f"{setting})"
    )


@pytest.mark.parametrize("base, head", [("s256", "s1024"), ("s1024", "s256")])
def test_a_sequence_grown_is_said_as_the_sequence_where_its_flattened_rows_are_commoner(base: str, head: str) -> None:
    """1024 tokens instead of 256, the batch 4 either way: most kernels write [batch x sequence, width] rows, where
    the change sits in front, so counting their places too read the sequence as the batch size. Its own kernels
    ([4, s, 256]) say where it sits."""
    (scaled,) = _causes(f"seq_len/{base}", f"seq_len/{head}", "dimension_scaled")
    assert (scaled["facts"]["old"], scaled["facts"]["new"]) == ((256, 1024) if base == "s256" else (1024, 256))
    assert scaled["facts"]["role"] == "the sequence length"


def test_a_fallback_op_recomputed_in_the_backward_is_said_as_recomputing() -> None:
    """A memory budget makes the backward run each layer's attention again: cuDNN's SDPA called as a fallback op
    (`buf1 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(...)`) under the comment naming the forward's
    FX node (`out_1`). That is forward work recomputed, as the mm and Triton kernels recomputing beside it are."""
    comparison = compare_dumps(GPU / "remat_budget/sdpa", GPU / "remat_budget/budget05")
    attention = [
        f
        for graph in comparison.graphs
        for f in graph.findings
        if f.kind == "new_kernel" and f.head.kernels == ("torch.ops.aten._scaled_dot_product_cudnn_attention.default",)
    ]
    assert len(attention) == 2 and all(f.details.get("rematerialized") for f in attention)


@pytest.mark.parametrize(
    "base, head, kind", [("in_place", "reads_input", "new_kernel"), ("reads_input", "in_place", "removed_kernel")]
)
def test_copies_of_a_donated_input_read_after_its_update_are_said_as_such(base: str, head: str, kind: str) -> None:
    """A donated loop state read again after the loop updates it: XLA's copy insertion copies the donated parameter so
    the update can take its buffer. The two copies are new kernels (exit 1 stands: launches added, the peak doubled),
    and the story says what they copy and why, not only `copy` kernels from nowhere; a pure Inductor copy for an op
    mutating its argument keeps its own cause."""
    (cause,) = _causes(f"donate_loop_xla/{base}", f"donate_loop_xla/{head}", "donation_copies")
    assert cause["facts"] == {"kind": kind, "kernels": 2, "inputs": ["state.1"]}
    assert not _causes("custom_op_inplace/input_view", "custom_op_inplace/input_view_v1", "donation_copies")


def test_a_transpose_fused_into_a_gemm_gives_it_no_pass_of_its_own() -> None:
    """jax names a transpose after whatever it came from (a backward transpose, the forward dot_general): fused into a
    gemm, it moves data only, so the gemm keeps its dot's pass of the derivative, not `mixed`. (The matching of
    `attention_layout_xla`'s layouts first showed it; later stages pair those gemms either way, so the passes are
    asserted here.)"""
    nodes = {node.name: node for node in load_run(GPU / "attention_layout_xla/bshd").graphs[0].nodes}
    passes = [nodes[name].attributes.get("autodiff") for name in ("gemm_fusion_dot.9", "gemm_fusion_dot.28")]
    assert passes == ["forward", "backward"]


def test_random_numbers_drawn_in_kernels_are_said_as_such_one_way_only() -> None:
    """Inductor's `fallback_random` off: the dropout calls' random numbers drawn in the kernels from one draw of seeds
    a graph. The regrouping names the calls and the seeds' draw, and the story says it; the other way, 22 calls beside
    the kernels, is no regrouping."""
    document = compared(GPU / "extern_moves/t5_fallback_random", GPU / "extern_moves/t5")
    drawn = [f for graph in document["graphs"] for f in graph["findings"] if f["details"].get("random_in_kernels")]
    assert len(drawn) == 2  # one for each forward graph
    base = [name for f in drawn for name in f["details"]["base_kernels"]]
    head = [name for f in drawn for name in f["details"]["head_kernels"]]
    assert sum(name == "torch.ops.aten.native_dropout.default" for name in base) == 22
    assert head.count("aten.randint.low_out") == 2
    (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "random_in_kernels"]
    assert cause["facts"] == {"base_kernels": len(base), "head_kernels": len(head)}
    assert not _causes("extern_moves/t5", "extern_moves/t5_fallback_random", "random_in_kernels")


def test_a_reduction_taking_in_more_partial_sums_is_grown_not_split_among_new_finishing_kernels() -> None:
    """The DiT's norms get their weight and bias back: each norm's reduction takes the two gradients' partial sums in,
    and two new kernels finish them. The reduction is the one kernel holding its old work whole: it grew, and the
    finishing kernels are new, not pieces of a fusion it lost (the other way, they are removed). Each norm's input
    gradient is itself changed."""
    document = compared(GPU / "dit/base", GPU / "dit/norm_affine")
    finishing = "triton_per_fused_add_mul_native_layer_norm_native_layer_norm_backward_split_unsqueeze_view_17"
    new = [f["head"]["kernels"][0] for g in document["graphs"] for f in g["findings"] if f["kind"] == "new_kernel"]
    assert document["totals"]["lost_fusions"] == 0
    assert new.count(finishing) == 8
    # The last norm's input gradient, every node of which now scales by the weight, is itself changed, not the weight
    # gradient's partial sums that share its nodes.
    norm = "triton_per_fused_add_mul_native_layer_norm_native_layer_norm_backward_split_unsqueeze_view_"
    changed = {
        (f["base"]["kernels"][0], f["head"]["kernels"][0])
        for g in document["graphs"]
        for f in g["findings"]
        if f["kind"] == "changed_kernel"
    }
    assert (f"{norm}21", f"{norm}28") in changed
    reverse = compared(GPU / "dit/norm_affine", GPU / "dit/base")
    removed = [
        f["base"]["kernels"][0] for g in reverse["graphs"] for f in g["findings"] if f["kind"] == "removed_kernel"
    ]
    assert removed.count(finishing) == 8


def test_a_rerun_whose_convolutions_chose_other_algorithms_grows_nothing_even_where_the_peak_moved() -> None:
    """Only cuDNN's algorithms changed between the runs (two filter-gradient convolutions writing workspaces of other
    sizes): the autotuner's choice in every run. Were the peak to move with them, that is theirs too."""
    base, head = load_run(GPU / "groupnorm_xla/rerun"), load_run(GPU / "groupnorm_xla/base")
    (graph,) = head.graphs
    assert graph.peak_bytes is not None
    moved = replace(head, graphs=(replace(graph, peak_bytes=graph.peak_bytes * 5 // 4),))
    totals = compare_runs(base, moved, Config()).totals()
    assert (totals["changed_kernels"], totals["allocation_growth"]) == (2, 0)


def test_a_norm_and_activation_fusion_with_its_activation_replaced_is_that_fusion_changed_not_lost() -> None:
    """GELU's tanh form -> SiLU after each GroupNorm: each norm-and-activation fusion (the tanh, which nothing on the
    SiLU side runs) is the SiLU fusion in its place changed, not a lost fusion into the other layers' SiLU fusions."""
    found = _kernel_findings("groupnorm_xla/gelu", "groupnorm_xla/base", "jit_step")
    lost = [base for base, _head in found["lost_fusion"]]
    assert lost and not [kernels for kernels in lost if "loop_multiply_tanh_fusion" in kernels[0]]
    changed = [base[0] for base, _head in found["changed_kernel"]]
    assert sum(kernel.startswith("loop_multiply_tanh_fusion") for kernel in changed) == 3


def test_a_sum_pairs_in_its_own_place_before_one_reading_what_its_producer_read() -> None:
    """Two look-alike sums (bias gradients taking in a convert), each fed by its own paired kernel: each pairs with the
    one in its place, not with the other, which reads what its producer read (a recomputation's fit, asked last)."""
    found = _kernel_findings("layers_xla/bf16_weak_scale", "layers_xla/bf16_strong_scale", "jit_step")
    assert (("input_reduce_fusion.1",), ("input_reduce_fusion.1",)) in found["changed_kernel"]
    assert (("input_reduce_fusion.2",), ("input_reduce_fusion",)) in found["changed_kernel"]


def test_a_reduction_losing_its_convert_to_a_kernel_of_its_own_is_a_lost_fusion() -> None:
    """Triton gemm fusions off: the layer norm's statistics reduction no longer converts its input, a kernel of its
    own does. Its neighbours changed too (the cuBLAS calls around it), so a leftover sharing one of them and running
    other kinds of op is no sign of the reduction changed in its place: that needs its very place."""
    found = _kernel_findings("flax_lm_xla/bf16", "flax_lm_xla/bf16_no_triton_gemm", "jit_step")
    assert (("input_reduce_fusion.16",), ("wrapped_convert.7", "input_reduce_fusion.16")) in found["lost_fusion"]


def test_look_alikes_a_release_reordered_pair_with_their_very_shapes() -> None:
    """The regulariser's gradient, jax 0.4.30 -> 0.11.2: each axis' differences, alike in work, lost their squaring
    alike, and 0.11.2 schedules the last two axes in the other order. Nearest in the schedule crossed them (a
    [128, 127, 128] kernel taken for the [128, 128, 127] one, said as a width scaled 127 -> 128); each pairs with the
    kernel of its very shapes, and no dimension is said to have changed."""
    (base,), (head,) = (
        load_run(GPU / "diff_squares_xla" / name).graphs for name in ("jax0.4.30/cpu_gradient", "cpu_gradient")
    )
    matching = match_kernels(base, head)
    differences = [(b, h) for b, h, _ in matching.pairs if h.node.name.startswith("slice_subtract_fusion")]
    assert len(differences) == 3
    assert all(b.outputs == h.outputs for b, h in differences)
    document = compare_document(
        compare_runs(
            load_run(GPU / "diff_squares_xla/jax0.4.30/cpu_gradient"),
            load_run(GPU / "diff_squares_xla/cpu_gradient"),
            Config(),
        )
    )
    assert "dimension_scaled" not in {cause["cause"] for cause in document["story"]["causes"]}


def test_a_sum_ynnpack_ran_whole_is_its_first_passes_and_the_fusion_finishing_them() -> None:
    """The regulariser, YNNPACK's sums -> `reduce-window` partial sums: each first pass reads a piece of the fusion
    YNNPACK's sum was split from and feeds the fusion finishing all three: regrouped with it, not a new kernel."""
    found = _kernel_findings("diff_squares_xla/cpu", "diff_squares_xla/cpu_no_ynn_reduce", "jit_step")
    assert "new_kernel" not in found and "lost_fusion" not in found
    ((base, head),) = found["new_fusion"]
    assert {"wrapped_reduce-window", "wrapped_reduce-window.1", "wrapped_reduce-window.2"} <= set(head)
    assert len(head) < len(base)


def test_a_reduction_split_in_a_first_pass_of_its_own_is_said_both_ways() -> None:
    """pytorch/pytorch#181442: a row mean along a strided axis runs as a first pass writing float32[640, 2] and the
    kernel finishing it, which pairs with the whole mean: the new kernel is the first pass over 2 partial results, and
    the cause says the reduction split; rows contiguous again, it is gone with the kernel that wrote them."""
    split, whole = (load_run(GPU / "mean_layout" / name) for name in ("strided", "contiguous"))
    document = compare_document(compare_runs(whole, split, Config()))
    (new,) = [f for g in document["graphs"] for f in g["findings"] if f["kind"] == "new_kernel"]
    assert new["details"]["partial_results"] == 2
    (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "reductions_split"]
    assert cause["facts"]["partial_results"] == [2]
    joined = compare_document(compare_runs(split, whole, Config()))["story"]["causes"]
    (cause,) = [c for c in joined if c["cause"] == "reductions_joined"]
    assert "with the kernel that wrote them" in cause["summary"]


def test_first_passes_new_and_gone_alike_are_no_reduction_split() -> None:
    """A first pass new beside one gone over as many partial results (Mamba's scan unrolled to another length fuses
    an activation's gradient into its first passes): the same reduction split on both sides, its first pass computing
    otherwise, so no reduction is said to split or join."""
    document = compared(GPU / "mean_layout/contiguous", GPU / "mean_layout/strided")
    (graph,) = [g for g in document["graphs"] if g["findings"]]
    (new,) = [f for f in graph["findings"] if f["kind"] == "new_kernel"]
    gone = {**new, "kind": "removed_kernel", "base": new["head"], "head": new["base"]}
    causes = tell([{**graph, "findings": [*graph["findings"], gone]}], [], document["totals"])["causes"]
    assert not {"reductions_split", "reductions_joined"} & {cause["cause"] for cause in causes}


def test_a_new_reduction_in_two_passes_is_no_reduction_split() -> None:
    """The row mean added to a program that had none: its first pass and the kernel finishing it both new, a
    reduction the base never ran, not one the compiler split."""
    whole, split = load_run(GPU / "mean_layout/contiguous"), load_run(GPU / "mean_layout/strided")
    graph = next(g for g in whole.graphs if g.kernels)
    (mean,) = graph.kernels
    without = replace(
        graph,
        nodes=tuple(n for n in graph.nodes if mean.name not in (n.name, n.parent)),
        deps=tuple(d for d in graph.deps if d.node != mean.name),
    )
    base = replace(whole, graphs=tuple(without if g is graph else g for g in whole.graphs))
    document = compare_document(compare_runs(base, split, Config()))
    new = [f for g in document["graphs"] for f in g["findings"] if f["kind"] == "new_kernel"]
    assert len(new) == 2 and not any("partial_results" in f["details"] for f in new)
    assert "reductions_split" not in {cause["cause"] for cause in document["story"]["causes"]}


def test_a_first_pass_gone_where_the_other_side_still_reads_partial_results_is_no_reduction_joined() -> None:
    """The strided row mean against the contiguous one whose kernel also reads a float32[640, 2] another kernel
    writes: the whole reduction there reads partial results of the first pass's very sizes, so the first pass gone is
    no reduction joined (a 100 MB file of a GPT's graphs repeated, fusion off -> on: a first pass fused elsewhere)."""
    split, whole = (load_run(GPU / "mean_layout" / name) for name in ("strided", "contiguous"))
    graph = next(g for g in whole.graphs if g.kernels)
    (mean,) = graph.kernels
    writer = Node(name="op9", kind="SchedulerNode", order=-1, is_kernel=True, ops=("load", "sin", "cos", "store"))
    deps = (Dep(node="op9", buffer="buf9", kind="write"), Dep(node=mean.name, buffer="buf9", kind="read"))
    fed = replace(
        graph,
        nodes=(writer, *graph.nodes),
        buffers=(*graph.buffers, Buffer(name="buf9", dtype="float32", shape=(640, 2), nbytes=5120)),
        deps=(*graph.deps, *deps),
    )
    document = compare_document(
        compare_runs(split, replace(whole, graphs=tuple(fed if g is graph else g for g in whole.graphs)), Config())
    )
    (gone,) = [f for g in document["graphs"] for f in g["findings"] if f["kind"] == "removed_kernel"]
    assert "partial_results" not in gone["details"]
    assert "reductions_joined" not in {cause["cause"] for cause in document["story"]["causes"]}


def test_a_welford_reduction_split_out_of_its_fusion_is_said_as_split() -> None:
    """A row variance along a strided axis: the Welford first pass writes a mean, an m2 and a weight over 4 partial
    results, all three read by the kernel finishing them and adding one: the fusion lost is the reduction split
    (the finisher counted once, however many of the partial results it reads)."""
    document = compared(GPU / "var_layout/contiguous", GPU / "var_layout/strided")
    (lost,) = [f for g in document["graphs"] for f in g["findings"] if f["kind"] == "lost_fusion"]
    assert lost["details"]["partial_results"] == 4
    (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "reductions_split"]
    assert cause["facts"] == {"reductions": 1, "partial_results": [4], "fusions": 1}


def _whisper_graphs(base: str, head: str, name: str) -> tuple[Any, Any]:
    runs = (load_run(GPU / f"whisper_rerun/{run}") for run in (base, head))
    return tuple(next(g for g in run.graphs if g.name == name) for run in runs)  # type: ignore[return-value]


def test_a_copy_padding_operands_is_told_from_a_kernel_computing_what_it_copies() -> None:
    """Whisper's encoder states padded once for both cross-attention weight gradients (two gemms read the copy), the
    gradient's two padded copies fused into one kernel: each only copies one buffer under a mask for library calls. The
    kernel adding the gradients before them also feeds those gemms, but computes."""
    first, second = _whisper_graphs("first", "second", "model__4_backward_21")
    copies = [{k.node.name for k in kernel_profiles(graph) if pads_operands(k)} for graph in (first, second)]
    assert {"op23", "op24"} <= copies[0] and "op22_op24" in copies[1]
    adding = next(k for k in kernel_profiles(first) if k.node.name == "op21")
    assert any("computes" in c.node.attributes for c in adding.consumers) and not pads_operands(adding)


@pytest.mark.parametrize(("base", "head"), [("second", "first"), ("first", "second")])
def test_copies_of_one_tensor_fused_otherwise_are_pad_mm_s_choice_both_ways(base: str, head: str) -> None:
    """One run fuses the gradient's two padded copies into one kernel, the other runs them apart beside a copy of the
    encoder states (which the second run pads in the forward): no lost fusion, no new fusion, no new kernel, each copy
    said with the gemms it pads."""
    pair = _whisper_graphs(base, head, "model__4_backward_21")
    findings = compare_graphs(*pair, match_kernels(*pair), Config())
    kinds = {f.kind for f in findings}
    assert "lost_fusion" not in kinds and "new_fusion" not in kinds and "new_kernel" not in kinds
    choices = [f for f in findings if f.kind == "compiler_choice"]
    added = [False, True, True] if base == "second" else [False, False, True]
    assert sorted(f.details["added"] for f in choices) == added
    assert all(f.details["pads"] and all(p.startswith("extern_kernels.mm") for p in f.details["pads"]) for f in choices)


def test_a_padded_copy_the_forward_saves_for_the_backward_is_the_padding_s_share_of_its_peak() -> None:
    """Both runs' forwards pad the encoder states alike; one returns the padded copy for the backward to read, so it
    lives to the forward's end and is live at a peak 770 KB higher: that is pad_mm's choice, not growth."""
    base, head = _whisper_graphs("third", "second", "model__4_forward_11")
    matching = match_kernels(base, head)
    assert head.peak_bytes - base.peak_bytes == 770048 == _padding_bytes(base, head, matching, at_peak=True)
    assert not any(f.kind == "allocation_growth" for f in compare_graphs(base, head, matching, Config()))


def test_a_peak_the_padding_explains_reads_no_total() -> None:
    """The backward's peak grows by padded copies live at it (pad_mm's); its total grows 18 %, more than those copies,
    as padded sizes fit fewer of the buffers freed before them: the peak moved, so the total is not read."""
    base, head = _whisper_graphs("third", "first", "model__0_backward_24")
    config = Config()
    assert config.is_growth(base.total_bytes, head.total_bytes) and config.is_growth(base.peak_bytes, head.peak_bytes)
    matching = match_kernels(base, head)
    assert not config.is_growth(base.peak_bytes, head.peak_bytes - _padding_bytes(base, head, matching, at_peak=True))
    assert config.is_growth(base.total_bytes, head.total_bytes - _padding_bytes(base, head, matching, at_peak=False))
    assert not any(f.kind == "allocation_growth" for f in compare_graphs(base, head, matching, Config()))


def test_pad_mm_s_copies_are_said_as_its_choice_in_the_story() -> None:
    comparison = compare_dumps(GPU / "whisper_rerun/second", GPU / "whisper_rerun/third")
    document = compare_document(comparison)
    (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "padding_copies"]
    assert cause["facts"]["kernels"] == 9 and cause["facts"]["added"] == 4 and len(cause["facts"]["ops"]) == 11
    assert cause["summary"].startswith("4 kernels now copying and 5 kernels no longer copying operands of 11 ops")
    assert not [c for c in document["story"]["causes"] if c["cause"] == "padding_followed"]
    groups = {g["summary"] for g in document["groups"] if g["kind"] == "compiler_choice"}
    assert groups == {
        "4 compiler's choices: kernels now copying operands into padded buffers for pad_mm",
        "5 compiler's choices: kernels no longer copying operands into padded buffers for pad_mm",
    }


def test_kernels_laid_out_for_other_readers_beside_pad_mm_s_choice_are_that_choice() -> None:
    """One run's gemm reads the attention gradient plainly, the other's reads a padded copy of it: the kernel writing
    it iterates it as 4-d for the gemm and flat for the copy, the same work over as many elements. Beside pad_mm's
    choice that is its choice too, so the backward's total, 12 % up from storage reuses lost, is not flagged."""
    base, head = _whisper_graphs("second", "first", "model__4_backward_21")
    matching = match_kernels(base, head)
    relaid = sorted(b.node.name for b, h, _ in matching.pairs if b.shapes != h.shapes and _relaid(b, h))
    assert relaid == ["op21", "op28"]
    config = Config()
    assert config.is_growth(base.total_bytes, head.total_bytes) and not config.is_growth(
        base.peak_bytes, head.peak_bytes
    )
    assert not any(f.kind == "allocation_growth" for f in compare_graphs(base, head, matching, config))


def test_a_kernel_relaid_covers_as_many_elements() -> None:
    base, head = _whisper_graphs("second", "first", "model__4_backward_21")
    matching = match_kernels(base, head)
    ((flat, four_d),) = [(b, h) for b, h, _ in matching.pairs if b.node.name == "op21"]
    assert _relaid(flat, four_d) and _relaid(four_d, flat)
    assert four_d.shapes[len(four_d.outputs) :] == ("((2, 4, 750, 64), ())", "(384000, 1)")
    halved = replace(four_d, shapes=(*four_d.outputs, "((2, 4, 750, 32), ())", "(384000, 1)"))
    assert not _relaid(flat, halved)


def test_a_kernel_laid_out_otherwise_is_no_choice_where_pad_mm_chose_alike() -> None:
    """The same backward with one kernel iterated flat instead of 4-d and a peak 20 % higher: the padding copies pair
    exactly, so no choice of pad_mm's is there for the relayout to go with, and the growth is flagged."""
    (graph,) = (g for g in load_run(GPU / "whisper_rerun/first").graphs if g.name == "model__4_backward_21")
    nodes = tuple(
        replace(node, attributes={**node.attributes, "sizes": "((384000,), ())"}) if node.name == "op21" else node
        for node in graph.nodes
    )
    assert any(node.attributes.get("sizes") == "((2, 4, 750, 64), ())" for node in graph.nodes)
    head = replace(graph, nodes=nodes, peak_bytes=graph.peak_bytes * 6 // 5)
    matching = match_kernels(graph, head)
    assert any(_relaid(b, h) and b.shapes != h.shapes for b, h, _ in matching.pairs)
    assert [f.kind for f in compare_graphs(graph, head, matching, Config()) if f.kind == "allocation_growth"] == [
        "allocation_growth"
    ]


def test_pad_mm_s_copies_paired_with_each_other_size_what_they_pad() -> None:
    """One run pads the FFN's GELU output for its second gemm, the other the layer's input for its first: the two
    copies look alike and pair, one writing four times the other's bytes, which is what each pads, not growth."""
    base, head = (load_run(GPU / f"bart_seq750/{run}").graphs[0] for run in ("input_padded", "ffn_padded"))
    matching = match_kernels(base, head)
    copies = [(b, h) for b, h, _ in matching.pairs if pads_an_operand(b) and pads_an_operand(h)]
    assert [(b.outputs, h.outputs) for b, h in copies] == [(("bfloat16[1504, 256]",), ("bfloat16[1504, 1024]",))]
    assert not any(f.kind == "allocation_growth" for f in compare_graphs(base, head, matching, Config()))


def test_a_reduction_run_apart_from_a_padding_copy_that_took_in_the_ops_after_it_is_pad_mm_s_choice() -> None:
    """DeBERTa's scores' gradient padded for its bmms in a copy that also computes the softmax gradient's pointwise
    part: the rows' sums it reads run alone, where the other run fuses them with that part. Said as pad_mm's choice,
    with the calls the copies pad; a reduction feeding no such copy is no choice."""
    pair = [load_run(GPU / f"deberta_seq375/{run}").graphs[0] for run in ("plain_scores", "padded_scores")]
    findings = compare_graphs(*pair, match_kernels(*pair), Config())
    apart = [f for f in findings if f.details.get("reduces_apart")]
    assert [f.kind for f in apart] == ["compiler_choice"] * 2 and all(f.details["added"] for f in apart)
    assert {tuple(f.details["pads"]) for f in apart} == {
        ("extern_kernels.bmm [op84]", "extern_kernels.bmm [op86]"),
        ("extern_kernels.bmm [op170]", "extern_kernels.bmm [op172]"),
    }
    assert not any(f.kind == "new_kernel" for f in findings)
    matching = match_kernels(*pair)
    copying = {id(kernel) for entry in matching.padded for kernel in entry.padding}
    split = sorted(k.node.name for k in matching.new if _split_off_by_padding(k, copying))
    assert split == sorted(name for f in apart for name in f.head.nodes) == ["op148", "op63"]
    assert not any(_split_off_by_padding(k, set()) for k in matching.kernels)
    runs = (load_run(GPU / f"deberta_seq375/{run}") for run in ("plain_scores", "padded_scores"))
    (cause,) = [
        c for c in compare_document(compare_runs(*runs, Config()))["story"]["causes"] if c["cause"] == "padding_copies"
    ]
    assert cause["facts"]["reducing_apart"] == 2 and cause["facts"]["added"] == 0
    assert cause["summary"].startswith("2 reductions run apart from copies that took in the ops after them, padding")


def test_a_copy_computing_what_it_pads_is_pad_mm_s_choice_where_the_other_side_s_gemm_reads_that_work() -> None:
    """LeViT as code logs, pad_mm forced on and off: the padded run computes each attention's batch-normalised query,
    key and value again into copies padded for the bmms (beside the kernel computing them for the backward), and the
    softmax gradient's pointwise part into the copies for its two bmms; the plain run's bmms read the kernels computing
    them. Each copy is said as pad_mm's choice naming that kernel, and the bytes the copies add are that choice's. A
    copy whose values no kernel read by the other side's gemm computes is no such choice."""
    base, head = (load_run(GPU / f"levit_padding/{run}") for run in ("plain", "padded"))
    comparison = compare_runs(base, head, Config())
    computing = {
        graph.base.name: Counter(
            f.details["computed_unpadded_by"].rstrip("0123456789")
            for f in graph.findings
            if f.kind == "compiler_choice" and f.details.get("computed_unpadded_by")
        )
        for graph in comparison.graphs
    }
    assert computing == {
        "[0/0]": {
            "triton_poi_fused__native_batch_norm_legit_functional_clone_permute_split_with_sizes_view_": 14,
            "triton_poi_fused__native_batch_norm_legit_functional_clone_permute_view_": 1,
        },
        "[0/0]#2": {"triton_per_fused__softmax_backward_data_mul_view_": 7, "triton_per_fused_div_sum_": 1},
    }
    totals = comparison.totals()
    assert (totals["new_kernels"], totals["allocation_growth"], totals["compiler_choices"]) == (0, 0, 55)
    (cause,) = [c for c in compare_document(comparison)["story"]["causes"] if c["cause"] == "padding_copies"]
    assert cause["facts"]["computing"] == 23 and ", 23 of them computing what they copy (" in cause["summary"]
    pair = [next(g for g in run.graphs if g.name == "[0/0]") for run in (base, head)]
    matching = match_kernels(*pair)
    counterpart = matching.counterparts()
    copies = [k for k in matching.new if computed_unpadded_by(k, counterpart) is not None]
    assert len(copies) == 15 and not any(computed_unpadded_by(k, {}) for k in copies)
    # Its gemms paired with a call reading the graph's input alone (the stem's convolution), no kernel computes them.
    (stem,) = [b for b, _, _ in matching.pairs if b.label == "extern_kernels.convolution" and not b.producers]
    assert not any(computed_unpadded_by(k, {id(g): stem for g in k.consumers}) for k in copies)
    # Every gemm a copy pads must pair: the softmax gradient's copies feed three or four bmms each, and with one of
    # them left unpaired the copy is no choice of pad_mm's that the other side shows.
    pair = [next(g for g in run.graphs if g.name == "[0/0]#2") for run in (base, head)]
    matching = match_kernels(*pair)
    counterpart = matching.counterparts()
    copies = [k for k in matching.new if computed_unpadded_by(k, counterpart) is not None]
    assert len(copies) == 8 and all(len(padded_gemms(k)) >= 3 for k in copies)
    for copy in copies:
        first = id(padded_gemms(copy)[0])
        assert computed_unpadded_by(copy, {i: k for i, k in counterpart.items() if i != first}) is None


def test_a_fusion_split_beside_a_copy_pad_mm_adds_on_one_side_only_is_its_choice() -> None:
    """Reruns of CrossViT and GC ViT, pad_mm padding a gemm's operand in one run only: the padded run writes the
    operand whole for the copy to read (CrossViT: 3 kernels for 1), or writes the softmax gradient's pointwise part
    straight into the padded copy (GC ViT): the scheduler's cut, said as pad_mm's choice naming the padded gemm, its
    pieces no new kernels. A concatenation's pieces selected under masks before a gemm, and a fusion split where the
    batch grew, keep their lost fusions."""
    for case, base, head, splits in (
        ("crossvit_reruns", "crossvit", "crossvit_rerun2", {"extern_kernels.mm [op4]": 3}),
        (
            "gcvit_reruns",
            "gcvit_rerun",
            "gcvit_rerun2",
            {f"extern_kernels.bmm [op{n}]": 2 for n in (192, 240, 291, 339, 388, 438)},
        ),
    ):
        findings = _findings(f"{case}/{base}", f"{case}/{head}")
        split = [f for f in findings if f.details.get("split_by_padding")]
        assert {f.details["pads"][0]: len(f.details["head_kernels"]) for f in split} == splits
        assert all(f.kind == "compiler_choice" and len(f.head.kernels) >= 2 for f in split)
        assert not any(f.kind in ("new_kernel", "lost_fusion") for f in findings)
    pair = [load_run(GPU / f"crossvit_reruns/{run}").graphs[0] for run in ("crossvit", "crossvit_rerun2")]
    matching = match_kernels(*pair)
    ((fused, parts),) = matching.lost
    copy = next(
        c for part in parts for c in part.consumers if c.label == "triton_poi_fused_div_expand_mm_select_unsqueeze_5"
    )
    (padded,) = padded_gemms(copy)
    plain = matching.counterparts()[id(padded)]
    assert _pads_to_alignment(copy, plain, padded) and _reads_plainly(plain, {id(fused)}, padded)
    # The padded gemm reads the pieces through its padding copy: not plainly.
    assert not _reads_plainly(padded, {id(part) for part in parts}, plain)
    for base, head in (("pointwise_cat/forced", "pointwise_cat/base"), ("batch/moe_b128", "batch/moe_b256")):
        pair = [load_run(GPU / run).graphs[0] for run in (base, head)]
        matching = match_kernels(*pair)
        counterpart = matching.counterparts()
        assert matching.lost and not any(split_by_padding(k, parts, counterpart) for k, parts in matching.lost)
    # A concatenation's pieces selected under masks before a gemm: an operand written as it is, not padded.
    pair = [load_run(GPU / f"pointwise_cat/{run}").graphs[0] for run in ("forced", "base")]
    matching = match_kernels(*pair)
    ((concatenation, _),) = matching.lost
    (gemm,) = padded_gemms(concatenation)
    assert not _pads_to_alignment(concatenation, matching.counterparts()[id(gemm)], gemm)


def test_an_operand_laid_out_in_two_copies_where_the_other_run_pads_it_is_pad_mm_s_choice() -> None:
    """ConViT run again: pad_mm pads each positional-score gemm's operand in one run only; the other run makes the
    expanded scores contiguous, then views them for the gemm, two copies where the padding copy read them as they
    were. Both copies said as laying the gemm's operand out unpadded, each naming the gemm, none a new kernel."""
    findings = _findings("convit_reruns/convit_rerun2", "convit_reruns/convit")
    laying = [f for f in findings if f.details.get("unpadded")]
    assert len(laying) == 20 and all(f.kind == "compiler_choice" and f.details["added"] for f in laying)
    gemms = Counter(op for f in laying for op in f.details["pads"])
    assert len(gemms) == 10 and set(gemms.values()) == {2} and all(op.startswith("extern_kernels.mm") for op in gemms)
    assert not any(f.kind == "new_kernel" for f in findings)


def _swinv2_forward(base: str, head: str) -> tuple[Any, Any, Any]:
    base_graph, head_graph = (load_run(GPU / f"swinv2_reruns/{run}").graphs[0] for run in (base, head))
    return base_graph, head_graph, match_kernels(base_graph, head_graph)


def test_a_padded_call_pairs_with_a_look_alike_of_another_block_where_its_own_sits_elsewhere() -> None:
    """Swin-V2-CR run again: each block's position-bias MLP runs on the same table, one run padding the first linear's
    2401 rows as 2408. Their readers paired across blocks first, so no padded addmm shares a place with a plain one:
    each still pairs with one (the same op, rounded up), none new or removed."""
    *_graphs, matching = _swinv2_forward("swinv2", "swinv2_rerun2")
    padded = [(b, h) for b, h, stage in matching.pairs if stage == PADDED_CALLS]
    mlp = [(b, h) for b, h in padded if b.outputs == ("bfloat16[2408, 384]",)]
    assert len(mlp) == 6 and all(h.outputs == ("bfloat16[2401, 384]",) for _, h in mlp)
    assert not [k for k in (*matching.new, *matching.removed) if "computes" in k.node.attributes]


def test_look_alike_calls_padded_in_other_stages_pair_within_their_rounded_sizes() -> None:
    """Swin-V2-CR's first and second runs: pad_mm pads the first stage's attention bmms (49 as 56, 1536 windows) in
    one and the third stage's (384 windows) in the other. Alike bmms writing the same sizes once rounded as pad_mm
    rounds pair within them, never a stage's with another stage's, so none is new or removed."""
    *_graphs, matching = _swinv2_forward("swinv2", "swinv2_rerun")
    bmms = [(b, h) for b, h, _ in matching.pairs if b.node.attributes.get("computes", {}).get("ops") == ["aten.bmm"]]
    assert len(bmms) == 24 and all(padded_shapes(b) == padded_shapes(h) for b, h in bmms)
    assert sum(b.outputs != h.outputs for b, h in bmms) == 12  # padded in one run only
    assert not [k for k in (*matching.new, *matching.removed) if "computes" in k.node.attributes]


def test_a_fusion_split_beside_padding_may_be_read_plainly_by_a_look_alike_block_s_gemm() -> None:
    """Swin-V2-CR's first and second runs, the last stage's two blocks: one run fuses each position-bias MLP's dropout
    and ReLU with the ReLU's mask, the other splits them beside the copy padding the second linear. The padded gemms
    pair with the plain ones across the two blocks, so each reads the other block's fused kernel: a lost fusion alike
    counts, and both splits are pad_mm's choice."""
    *_graphs, matching = _swinv2_forward("swinv2", "swinv2_rerun")
    counterpart = matching.counterparts()
    lost = matching.lost
    assert len(lost) == 2 and lost[0][0].structure_hash == lost[1][0].structure_hash
    alike = {id(fused) for fused, _ in lost}
    assert not any(split_by_padding(fused, parts, counterpart) for fused, parts in lost)
    assert all(split_by_padding(fused, parts, counterpart, alike) for fused, parts in lost)
    findings = _findings("swinv2_reruns/swinv2", "swinv2_reruns/swinv2_rerun")
    assert len([f for f in findings if f.details.get("split_by_padding")]) == 2
    assert not [f for f in findings if f.kind in ("lost_fusion", "new_kernel")]


def test_a_copy_of_the_base_s_computing_what_it_pads_stands_for_the_plain_operand_the_head_computes() -> None:
    """The other way, the base pads the MLP's second linear with copies computing its ReLU and dropout into the padded
    buffer (1.85 MB each), where the head computes that operand plainly in the kernel before the gemm: those buffers
    are the padding's, so the total's +17 % is pad_mm's choice."""
    base, head, matching = _swinv2_forward("swinv2_rerun2", "swinv2")
    copies = [(copy, entry.head) for entry in matching.padded if not entry.in_head for copy in entry.padding]
    operands = [found for copy, gemm in copies if (found := computed_operands(copy, [gemm]))]
    assert len(copies) == 12 and len(operands) == 6  # the bias's copies compute nothing
    assert all(len(found) == 1 and found[0].nbytes == 2401 * 384 * 2 for found in operands)
    assert {id(b) for found in operands for b in found} <= {id(b) for b in head.buffers}
    padding = _padding_bytes(base, head, matching, at_peak=False)
    config = Config()
    assert not config.is_growth(base.total_bytes, head.total_bytes - padding)
    assert config.is_growth(base.total_bytes, head.total_bytes - padding + sum(b.nbytes for (b,) in operands))
    assert not [f for f in _findings("swinv2_reruns/swinv2_rerun2", "swinv2_reruns/swinv2") if f.regression]


def test_a_copy_computing_what_it_pads_where_the_other_run_copies_it_into_the_padding_is_pad_mm_s_choice() -> None:
    """Both runs pad the MLP's second linear: one computes the ReLU and dropout into the padded buffer, the other in a
    fused kernel whose output a copy pads. The gemm reads those values through its padding copy: the copy computing
    them is pad_mm's choice, naming that fused kernel, and no kernel is new."""
    findings = _findings("swinv2_reruns/swinv2_rerun", "swinv2_reruns/swinv2_rerun2")
    computing = [f for f in findings if f.details.get("computed_unpadded_by")]
    assert len(computing) == 4 and all(f.kind == "compiler_choice" and f.details["added"] for f in computing)
    assert {f.details["computed_unpadded_by"] for f in computing} == {"triton_poi_fused_native_dropout_relu_7"}
    assert not [f for f in findings if f.kind == "new_kernel"]


def test_a_piece_of_a_lost_fusion_recomputing_what_the_fusion_recomputed_is_no_rematerialisation() -> None:
    """Switch Transformer's router at 4 experts for 8: the backward's fused softmax kernel splits, one piece computing
    the forward's softmax again as the fused kernel did. That is the split's, said with the lost fusion: no
    rematerialisation policy in the story."""
    findings = _findings("hf_families/switch_experts8", "hf_families/switch")
    split_from = "triton_per_fused__softmax__to_copy_max_scatter_zeros_2"
    pieces = [f for f in findings if f.kind == "new_kernel" and f.details.get("split_from") == split_from]
    assert pieces and not any("rematerialized" in f.details or "recomputes_forward" in f.details for f in pieces)
    runs = [load_run(GPU / f"hf_families/{run}") for run in ("switch_experts8", "switch")]
    document = compare_document(compare_runs(*runs, Config()))
    assert "rematerialisation" not in document["story"]["summary"] and "lost fusions" in document["story"]["summary"]


def test_a_kernel_taking_in_what_the_padding_copy_beside_it_no_longer_computes_is_that_kernel_grown() -> None:
    """MViTv2 run again: one run's padding copy for a score-gradient bmm computes the softmax gradient's pointwise
    part, the other run computes it with the row sums in the kernel before. That kernel does more than twice the sums'
    work on the same inputs, which alone reads as something computed beside it; here the copy beside it lost exactly
    that work, so it is the sums' kernel grown, its boundary moved, and no kernel is new or removed."""
    findings = _findings("mvitv2_reruns/mvitv2_rerun", "mvitv2_reruns/mvitv2")
    assert not [f for f in findings if f.kind in ("new_kernel", "removed_kernel")]
    (grown,) = [f for f in findings if f.kind == "changed_kernel" and "view_144" in f.summary]
    assert grown.details["matched_by"] == "gained ops" and "view_140" in grown.summary


def test_a_gemm_reading_a_masked_gather_it_is_not_padded_by_reads_the_fusion_plainly() -> None:
    """ViT with relative position MLPs run again: one run pads the last block's position MLP's second linear, its
    padding copy reading the dropout-and-ReLU kernel, which the other run fuses with the ReLU's mask. That run's plain
    gemm reads the fused kernel, which writes under an index mask (the relative positions' gather) for that gemm alone
    but pads nothing: the gemm reads the fusion plainly, and the split beside the copy is pad_mm's choice."""
    base, head = (load_run(GPU / f"vit_relpos_reruns/{run}").graphs[0] for run in ("vit_relpos_rerun", "vit_relpos"))
    matching = match_kernels(base, head)
    ((fused, parts),) = matching.lost
    counterpart = matching.counterparts()
    padded = split_by_padding(fused, parts, counterpart)
    assert padded is not None and padded.outputs == ("bfloat16[736, 8]",)
    plain = counterpart[id(padded)]
    assert plain.outputs == ("bfloat16[729, 6]",) and padding_consumers(fused) == [plain]
    assert not _pads_to_alignment(fused, padded, plain) and _reads_plainly(plain, {id(fused)}, padded)
    findings = _findings("vit_relpos_reruns/vit_relpos_rerun", "vit_relpos_reruns/vit_relpos")
    assert not [f for f in findings if f.regression]


def test_a_copy_padding_a_convolution_s_input_is_the_model_s_pad_not_pad_mm_s() -> None:
    """pad_mm pads only gemms: the same masked copy feeding convolutions is `F.pad` in the model, an edit when new."""
    (graph,) = (g for g in load_run(GPU / "whisper_rerun/first").graphs if g.name == "model__4_backward_21")
    kernels = {k.node.name: k for k in kernel_profiles(graph)}
    for_two, for_one = kernels["op23"], kernels["op24"]  # the encoder states for two gemms, a gradient for one
    assert pads_operands(for_two) and len(for_two.consumers) == 2 and padded_call(for_one) is not None
    assert pads_an_operand(for_two) and pads_an_operand(for_one)
    convolution = {"kind": "aten.convolution bfloat16[2, 256, 1500]", "ops": ["aten.convolution"]}
    for consumer in {id(c): c for c in (*for_two.consumers, *for_one.consumers)}.values():
        consumer.node = replace(consumer.node, attributes={**consumer.node.attributes, "computes": convolution})
    assert not pads_operands(for_two) and not pads_an_operand(for_two) and not pads_an_operand(for_one)


def test_a_masked_copy_of_two_buffers_is_a_concatenation_not_a_padding() -> None:
    """A copy under a mask that reads two buffers writes their concatenation (Inductor's pointwise `cat`), whatever
    reads it: pad_mm copies one operand."""
    (graph,) = (g for g in load_run(GPU / "whisper_rerun/first").graphs if g.name == "model__4_backward_21")
    (copy,) = (k for k in kernel_profiles(graph) if k.node.name == "op23")
    assert pads_operands(copy)
    copy.reads = frozenset({*copy.reads, "another_piece"})
    assert not pads_operands(copy)


def test_a_reduction_split_where_the_other_run_reads_the_padded_layout_whole_is_pad_mm_s_choice() -> None:
    """BERT's attention gradient sliced from a padded bmm's product is summed whole for the query's bias in one run;
    the other run, reading a plain product, splits that sum over 12 partial results and finishes it in a kernel of
    its own. The finisher is pad_mm's choice where the whole reduction reads the padded product's slice; a finisher
    whose first pass pairs with another first pass (split on both sides) is no such thing, nor one away from padding
    (a batch doubled splits sums over it, `batch/moe_b256`)."""
    pair = [
        next(g for g in load_run(GPU / f"bert_seq375/{run}").graphs if g.name == "model__0_backward_3")
        for run in ("padded_attention", "plain")
    ]
    matching = match_kernels(*pair)
    counterpart = matching.counterparts()
    padded = {id(entry.head if entry.in_head else entry.base) for entry in matching.padded}
    splits = sorted((k.node.name, _finishes_split(k, counterpart, padded)) for k in matching.new)
    assert splits == [("op125", 12), ("op68", 12)]
    assert not any(_finishes_split(k, counterpart, set()) for k in matching.new)  # no padded product read whole
    finishers = [h for _, h, _ in matching.pairs if reduces(h) and len(h.producers) == 1 and reduces(h.producers[0])]
    assert len(finishers) >= 4 and not any(_finishes_split(h, counterpart, padded) for h in finishers)
    choices = [f for f in compare_graphs(*pair, matching, Config()) if f.kind == "compiler_choice"]
    assert [(f.details["partial_results"], f.details["added"]) for f in choices] == [(12, True), (12, True)]


def test_a_graph_of_views_alone_is_no_graph_to_compare() -> None:
    """Wav2Vec2's fourth graph only reshapes its input: Inductor leaves empty IR files beside code launching nothing."""
    names = {graph.name for graph in load_run(GPU / "hf_families/wav2vec2").graphs}
    assert names == {"model__0_inference_0", "model__8_forward_19", "model__8_backward_21"}
    assert (GPU / "hf_families/wav2vec2/model__1_inference_1.1/ir_post_fusion.txt").stat().st_size == 0


def test_a_plain_copy_of_an_operand_the_other_run_pads_is_pad_mm_s_choice() -> None:
    """ViT-MAE's decoder attention with norm_pix_loss pads the probabilities-by-values bmms, in copies that also lay
    the probabilities out for the bmm; the run without pads nothing and lays them out in a plain copy of its own:
    the choice, said as such, where the targets' mean and variance going or coming are the edit's."""
    runs = {run: load_run(GPU / f"hf_families/{run}") for run in ("vit_mae", "vit_mae_norm_pix")}
    for base, head, added in (("vit_mae_norm_pix", "vit_mae", True), ("vit_mae", "vit_mae_norm_pix", False)):
        comparison = compare_runs(runs[base], runs[head], Config())
        findings = [f for g in comparison.graphs for f in g.findings]
        choices = [f for f in findings if f.kind == "compiler_choice"]
        assert [(f.details["pads"], f.details.get("unpadded"), f.details["added"]) for f in choices] == [
            (["extern_kernels.bmm [op28]"], True, added),
            (["extern_kernels.bmm [op57]"], True, added),
        ]
        assert sorted(n for f in choices for n in (f.head if added else f.base).nodes) == ["op26", "op55"]
        edit = sorted(f.kind for f in findings if f.kind in ("new_kernel", "removed_kernel"))
        assert edit == ["removed_kernel" if added else "new_kernel"] * 3
        document = compare_document(comparison)
        groups = {g["summary"] for g in document["groups"] if g["kind"] == "compiler_choice"}
        now = "now" if added else "no longer"
        assert groups == {
            f"2 compiler's choices: kernels {now} laying out operands unpadded, where the other side's"
            " pad_mm copies pad them"
        }
        (cause,) = [c for c in document["story"]["causes"] if c["cause"] == "padding_copies"]
        assert cause["facts"] == {
            "kernels": 2,
            "added": 0,
            "ops": ["extern_kernels.bmm [op28]", "extern_kernels.bmm [op57]"],
            "reducing_apart": 0,
            "unpadded": 2,
            "computing": 0,
            "split_fusions": 0,
            "products_sliced": 0,
            "inputs_laid_out": 0,
        }
        assert cause["summary"].startswith("2 kernels laying operands out unpadded, where the other side pads the")


def test_only_a_copy_of_one_buffer_lays_out_an_operand_the_other_run_pads() -> None:
    """A kernel computing a value (a softmax fused with the copy), or copying two buffers (a concatenation), before a
    gemm the other run pads is work of its own, new or removed as such."""
    pair = [load_run(GPU / f"hf_families/{run}").graphs[0] for run in ("vit_mae_norm_pix", "vit_mae")]
    matching = match_kernels(*pair)
    unpadded = {id(entry.head) for entry in matching.padded if not entry.in_head}
    (copy,) = (k for k in matching.new if k.node.name == "op26")
    assert _lays_out_unpadded(copy, unpadded)
    copy.op_counts["exp"] += 1
    assert not _lays_out_unpadded(copy, unpadded)
    del copy.op_counts["exp"]
    copy.reads = frozenset({*copy.reads, "another_piece"})
    assert not _lays_out_unpadded(copy, unpadded)


def test_a_convolution_s_channels_scaled_are_a_model_width() -> None:
    """Segformer's decoder at 256 and 128 channels: 43 kernels change only in that number, mostly the second
    dimension of NCHW tensors, neither first (the batch) nor last, which read as the sequence length."""
    for base, head in (("segformer", "segformer_decoder128"), ("segformer_decoder128", "segformer")):
        (scaled,) = _causes(f"hf_families/{base}", f"hf_families/{head}", "dimension_scaled")
        assert (scaled["facts"]["kernels"], scaled["facts"]["role"]) == (43, "a model width")


def test_a_scatter_the_model_adds_is_not_said_as_deterministic_algorithms() -> None:
    """BEiT's relative position bias gathers from a table, and its gradient scatters back, in kernels of the
    compiler's (`_unsafe_index_put`) and through aten.index_put_: with absolute positions instead, all of it comes or
    goes together, the model's scatter, not a library call taking over from the compiler's kernels."""
    for base, head, kind in (("beit", "beit_absolute", "removed_kernel"), ("beit_absolute", "beit", "new_kernel")):
        comparison = compare_runs(
            load_run(GPU / f"hf_families/{base}"), load_run(GPU / f"hf_families/{head}"), Config()
        )
        calls = [f for g in comparison.graphs for f in g.findings if f.kind == kind and "aten.index_put_" in f.summary]
        assert len(calls) == 2
        assert "scatter_calls" not in {c["cause"] for c in compare_document(comparison)["story"]["causes"]}


def test_one_graph_split_where_the_others_still_fuse_is_no_fusion_setting() -> None:
    """Switch Transformers' router over 4 experts for 8: its softmax and maximum run as pointwise kernels apart in one
    backward graph, both its fused kernels split, while the other graphs fuse as before. A setting reaches every graph
    it compiles: none is said."""
    runs = (load_run(GPU / "hf_families/switch_experts8"), load_run(GPU / "hf_families/switch"))
    document = compare_document(compare_runs(*runs, Config()))
    (split,) = [g for g in document["graphs"] if any(f["kind"] == "lost_fusion" for f in g["findings"])]
    assert split["head"] == "model__4_backward_40" and split["head_fused_kernels"] < split["base_fused_kernels"]
    assert sum(1 for g in document["graphs"] if g["base_fused_kernels"]) == 5
    assert "fusion_setting" not in {cause["cause"] for cause in document["story"]["causes"]}


def test_a_concatenations_gradient_written_whole_or_in_pieces_is_one_kernel() -> None:
    """Phi-3's gate and up projections are one gemm, so the gradient of its output is one tensor of two halves: with
    SiLU one masked node writes it whole, with GELU a fusion of two nodes writes a half each. Between the same
    kernels, with their activation's ops replaced, the two are one kernel changed, whose outputs are the same tensor
    in pieces: no dimension of the model scaled."""
    for base, head in (("phi3_gelu", "phi3"), ("phi3", "phi3_gelu")):
        document = compared(GPU / "hf_edits" / base, GPU / "hf_edits" / head)
        (backward,) = [g for g in document["graphs"] if g["head"] == "model__0_backward_3"]
        (rejoined, _) = [f for f in backward["findings"] if f["kind"] == "changed_kernel"]
        assert rejoined["details"]["outputs_rejoined"] and "(pieces of one tensor)" in rejoined["details"]["change"]
        assert {f["kind"] for f in backward["findings"]} == {"changed_kernel"}
        assert "dimension_scaled" not in {c["cause"] for c in document["story"]["causes"]}


def test_a_first_pass_of_a_reduction_pairs_with_a_first_pass() -> None:
    """GPTBigCode's bias gradient of the merged qkv projection is a sum split in two passes on both sides; multi-query
    fuses the concatenation before it into its first pass. Among look-alike sums of other widths, the first pass
    (partial results, float32) pairs with the first pass and the finishing pass with its own, not the one writing what
    the other's finishing pass writes but for its sizes: made multi-head, the fused first pass is a lost fusion, each
    split in two; back, nothing is new."""
    widened = compare_dumps(GPU / "hf_edits/gpt_bigcode", GPU / "hf_edits/gpt_bigcode_mha")
    lost = [f for g in widened.graphs for f in g.findings if f.kind == "lost_fusion"]
    assert [f.base.kernels for f in lost] == [("triton_red_fused_add_cat_squeeze_sum_transpose_view_9",)] * 2
    assert all(len(f.head.kernels) == 2 for f in lost)
    narrowed = compare_dumps(GPU / "hf_edits/gpt_bigcode_mha", GPU / "hf_edits/gpt_bigcode")
    assert narrowed.totals()["new_kernels"] == 0 and not narrowed.regression


def test_a_kernel_that_lost_ops_may_write_its_shape_twice() -> None:
    """Cohere's q and k LayerNorms taken out: each norm's kernel, which also applied the rotary embedding, now applies
    it alone and writes its result twice (in bfloat16, and in float32 for the backward): that kernel having lost ops,
    in its place. Its outputs are other tensors, whose sizes scale no dimension of the model."""
    comparison = compare_dumps(GPU / "hf_edits/cohere_qk_norm", GPU / "hf_edits/cohere")
    (forward,) = [g for g in comparison.graphs if g.head is not None and g.head.name == "model__0_forward_1"]
    changed = [f for f in forward.findings if f.kind == "changed_kernel"]
    assert len(changed) == 4 and {f.details["matched_by"] for f in changed} == {"lost ops"}
    assert comparison.totals()["new_kernels"] == 0
    assert compare_document(comparison)["story"]["causes"] == []


def test_a_padded_products_rows_copied_out_for_a_concatenation_are_pad_mms() -> None:
    """JetMoE's experts each run their rows as a gemm of their own, written into one concatenated buffer. Where pad_mm
    pads an expert's 118 rows to 120, the product can no longer be written in place: a kernel copies its 118 rows out
    into the concatenation. The two runs pad different experts' gemms: those copies are pad_mm's choice."""
    for base, head in (("jetmoe", "jetmoe_rerun"), ("jetmoe_rerun", "jetmoe")):
        document = compared(GPU / "hf_more_edits" / base, GPU / "hf_more_edits" / head)
        sliced = [f for g in document["graphs"] for f in g["findings"] if f["details"].get("product_sliced")]
        assert len(sliced) == 3 and all(f["kind"] == "compiler_choice" for f in sliced)
        assert all("out of its padded buffer" in f["summary"] for f in sliced)
        assert not document["regression"]
        (padding,) = [c for c in document["story"]["causes"] if c["cause"] == "padding_copies"]
        assert padding["facts"]["products_sliced"] == 3


def test_a_kernel_named_alike_alone_in_its_place_is_that_kernel_changed() -> None:
    """GraniteMoE routing each token to one expert instead of two: the router's softmax over the top-k runs over one
    value, which Inductor computes without its reductions. Alone in its place between the top-k and the norm after,
    named after the same ops, it is that kernel doing less, not a new and a removed one."""
    comparison = compare_dumps(GPU / "hf_more_edits/granitemoe", GPU / "hf_more_edits/granitemoe_top1")
    (forward,) = [g for g in comparison.graphs if g.head is not None and g.head.name == "model__0_forward_1"]
    softmax = [f for f in forward.findings if "prepare_softmax_online" in " ".join(f.head.kernels)]
    assert len(softmax) == 2 and {f.kind for f in softmax} == {"changed_kernel"}
    assert comparison.totals()["new_kernels"] == 0


def test_a_mask_built_for_attention_calls_is_said_with_the_fusions_they_make() -> None:
    """Megatron-BERT without attention dropout runs its attention through cuDNN: each call does the work of the eager
    kernels (a new fusion), and takes in a mask a new kernel builds once for both layers, which the eager softmax added
    in its own kernel. That kernel is the calls' input, laid out for them: said with the first, no kernel new. The
    dropout's kernels read the graph's draw of seeds, which the calls do not: no place of theirs."""
    document = compared(GPU / "hf_more_edits/megatron_bert", GPU / "hf_more_edits/megatron_bert_no_attn_dropout")
    fusions = [f for g in document["graphs"] for f in g["findings"] if f["kind"] == "new_fusion"]
    laid_out = [f for f in fusions if "its input laid out by" in f["summary"]]
    assert len(fusions) == 4 and len(laid_out) == 1 and len(laid_out[0]["head"]["kernels"]) == 2
    assert document["totals"]["new_kernels"] == 0 and not document["regression"]


def test_kernels_replaced_in_as_many_new_ones_are_no_layer_fewer() -> None:
    """XLM-RoBERTa's eager attention for SDPA's math path: eight kernels removed, eight new doing their work in float32
    (each removed kernel alike one both runs keep): a rewrite, not a layer fewer."""
    document = compared(GPU / "hf_more_edits/xlm_roberta_eager", GPU / "hf_more_edits/xlm_roberta")
    assert document["totals"]["removed_kernels"] >= 4 and document["totals"]["new_kernels"] >= 4
    assert "layers_repeated" not in {c["cause"] for c in document["story"]["causes"]}


def test_an_input_laid_out_for_a_convolution_beside_pad_mms_choice_is_that_choice() -> None:
    """DeiT trained twice: pad_mm pads fifteen gemms' operands in one run and none in the other, and Inductor's layout
    optimisation, weighing the graph pad_mm rewrote, lays the patch convolution's weight and pixels out channels-last
    in the second only: two copies of graph inputs, which grow the forward's peak. Beside pad_mm's choice, they are
    that choice too, both ways."""
    for base, head in (("deit_rerun", "deit"), ("deit", "deit_rerun")):
        document = compared(GPU / "layout_beside_padding" / base, GPU / "layout_beside_padding" / head)
        laid_out = [f for g in document["graphs"] for f in g["findings"] if f["details"].get("input_laid_out")]
        assert len(laid_out) == 2 and all(f["kind"] == "compiler_choice" for f in laid_out)
        assert all(f["details"]["pads"] == ["extern_kernels.convolution"] for f in laid_out)
        assert not document["regression"]
        (padding,) = [c for c in document["story"]["causes"] if c["cause"] == "padding_copies"]
        assert padding["summary"].startswith(
            "2 kernels laying inputs out for library calls (extern_kernels.convolution)"
        )


def test_a_layout_copy_fused_with_a_sum_beside_a_padded_gemm_is_pad_mms_split() -> None:
    """ViT's fourth run pads the backward's input-gradient gemms, so the key gradient's layout copy fuses with the bias
    gradient's sum; the third run's gemm reads the copy itself, the sum apart. In the second layer the split is pad_mm's
    choice (a fusion split beside its copy); the first layer's piece reads a bmm the third run pads, which keeps it a
    lost fusion (the pair's strict xfail)."""
    document = compared(GPU / "vit_reruns_padding/vit_run4", GPU / "vit_reruns_padding/vit_run3")
    (split,) = [f for g in document["graphs"] for f in g["findings"] if f["details"].get("split_by_padding")]
    assert split["kind"] == "compiler_choice" and split["details"]["pads"] == ["extern_kernels.mm [op109]"]
