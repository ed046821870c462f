"""Real CPU dumps (torch 2.13, C++ kernels, `benchmarks/cpu_dumps.py`): what the GPU pairs show for graph breaks and
dynamic shapes holds on Inductor's other code path; torch 2.15's reads as 2.13's, and 2.5's C++ wrapper as 2.13's."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.differ.profiles import kernel_profiles
from dumpdiff.service.differ.stages import match_kernels
from dumpdiff.service.differ.stages.content import _launch_names, launched_alone
from dumpdiff.service.differ.stages.matching import Matching
from dumpdiff.service.report import compare_document
from dumpdiff.service.report.story import _dtypes_switched
from tests.dumps import DATA, compare_dumps, compared

CPU = DATA / "cpu"
CPU215 = DATA / "cpu215"
CPU25 = DATA / "cpu25"


def test_a_graph_break_on_the_cpu_is_matched_across_it() -> None:
    """The break splits the bias-grad reductions that one C++ kernel summed (a lost fusion, two pieces) and turns
    the backward's addmm into an mm; nothing else is new, and no graph reads as added."""
    comparison = compare_dumps(CPU / "base", CPU / "graph_break")
    assert {g.pairing for g in comparison.graphs if g.base and g.head} == {"merged"}
    totals = comparison.totals()
    assert (totals["new_kernels"], totals["lost_fusions"], totals["removed_kernels"]) == (2, 1, 0)
    reverse = compare_dumps(CPU / "graph_break", CPU / "base")
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
        comparison = compare_dumps(CPU / base, CPU / head)
        totals = comparison.totals()
        assert (totals["new_kernels"], totals["removed_kernels"], totals["changed_kernels"]) == (0, 0, 2)
        assert not comparison.regression


def test_a_dtype_change_scales_no_dimension() -> None:
    """The MLP in float64: every shape keeps its sizes and doubles its bytes; the story says a precision change, and
    no dimension 32 -> 64 (the digits of the dtypes' names)."""
    story = compared(CPU / "ffn_base", CPU / "ffn_fp64")["story"]
    assert "dimension" not in story["summary"]
    assert "precision change" in story["summary"]


@pytest.mark.parametrize("release", [CPU, CPU25], ids=["2.13", "2.5"])
def test_the_cpp_wrapper_on_the_cpu_launches_the_same_kernels(release: Path) -> None:
    """With `cpp_wrapper=True` the C++ entry point calls each `cpp_fused_*` function itself: the same kernels,
    names and bytes as the Python wrapper's, so nothing to report; so too up to torch 2.5, whose wrapper allocates
    and calls through ATen's C++ API (`at::detail::empty_strided_cpu`, `at::addmm_out`)."""
    wrapped = load_run(release / "ffn_cpp_wrapper")
    (forward,) = wrapped.graphs
    assert {k.kernel for k in forward.kernels} >= {"cpp_fused_native_layer_norm_0", "cpp_fused_gelu_1"}
    comparison = compare_runs(load_run(release / "ffn_base"), wrapped, Config())
    assert not any(graph.findings for graph in comparison.graphs)
    assert comparison.totals()["head_peak_bytes"] == comparison.totals()["base_peak_bytes"] > 0


def test_a_mask_or_an_index_in_another_dtype_is_no_precision_change() -> None:
    """Only floating-point dtypes make a precision: a kernel now writing dropout's `bool` mask where it wrote
    `float32` changed what it writes, not the model's precision."""

    def changed(old: str, new: str) -> Any:  # a changed-kernel finding of the report, its shapes' change alone
        return {"details": {"changes": {"values_changed": {"root['shapes'][0]": {"old_value": old, "new_value": new}}}}}

    assert _dtypes_switched(changed("float32[2, 4]", "float64[2, 4]")) == {"float32 -> float64"}
    assert _dtypes_switched(changed("f32[2, 4]", "bf16[2, 4]")) == {"f32 -> bf16"}
    assert not _dtypes_switched(changed("float32[2, 4]", "bool[2, 4]"))
    assert not _dtypes_switched(changed("s32[8]", "s64[8]"))


def test_torch_2_15_reads_as_2_13_did() -> None:
    """The two-branch model compiled by torch 2.15.0 (`tests/data/cpu215/`, the same `benchmarks/cpu_dumps.py`): its
    IR is printed as 2.13 prints it, and its wrapper checks the inputs of each step with one
    `assert_size_stride_grouped` call instead of one `assert_size_stride` a tensor (the C++ kernels vectorise 8 floats
    at a time on this machine, 16 on the one 2.13's dumps were made on: no op of theirs). Kernels, fusions, buffers,
    totals and peaks are 2.13's, and the pair across the two releases finds nothing."""
    old, new = load_run(CPU / "base"), load_run(CPU215 / "base")

    def facts(run: Run) -> list[tuple[str, int, int, int, int | None, int | None]]:
        return [
            (g.name, len(g.kernels), len(g.fused_kernels), len(g.buffers), g.total_bytes, g.peak_bytes)
            for g in run.graphs
        ]

    # What `call` allocates, each storage once; the forward holds all of it at its peak.
    assert (
        facts(new)
        == facts(old)
        == [
            ("model__0_backward_3", 16, 5, 39, 2_203_648, 2_039_296),
            ("model__0_forward_1", 8, 2, 28, 787_712, 787_712),
        ]
    )
    comparison = compare_runs(old, new, Config())
    assert not comparison.regression and not [f for g in comparison.graphs for f in g.findings]


def test_torch_cond_is_one_op_whichever_release_names_its_node() -> None:
    """`torch.cond` in TORCH_LOGS logs of torch 2.13.0 and 2.15.0 (`cpu_dumps.py`'s `cond`): 2.15 prints the node
    that picks a branch as `op2: ExternKernelSchedulerNode(Switch)`, 2.13 as `(Conditional)`, with the same writes,
    reads and no kernel name; it read as a new kernel and a removed one, a regression across the upgrade."""
    old, new = (load_run(CPU215 / "cond" / f"torch{release}.log") for release in (213, 215))
    assert [g.node_by_name["op2"].attributes["ir_class"] for g in (old.graphs[0], new.graphs[0])] == [
        "Conditional",
        "Switch",
    ]
    comparison = compare_runs(old, new, Config())
    assert not comparison.regression and not [f for g in comparison.graphs for f in g.findings]


def test_a_fallback_kernels_result_is_its_output_whether_or_not_a_tuple_holds_it() -> None:
    """A cumsum (an ATen fallback on the CPU) then a relu, compiled by torch 2.13.0 and 2.15.0 (`cpu_dumps.py`'s
    `fallback`): 2.13 gives the fallback a `MultiOutputLayout` and takes its result out with a `MultiOutput` node
    (`buf1`, f32[64, 256]), 2.15 gives it that layout itself. Its output read as `untyped -> float32[64, 256]`, a
    kernel changed across the upgrade; the tuple's items are the kernel's outputs now."""
    old, new = (load_run(CPU215 / "fallback" / f"torch{release}") for release in (213, 215))
    assert [g.node_by_name["op1"].attributes["ir_class"] for g in (old.graphs[0], new.graphs[0])] == [
        "MultiOutput",
        "ComputedBuffer",
    ]
    comparison = compare_runs(old, new, Config())
    assert not [f for g in comparison.graphs for f in g.findings]


def test_a_graph_break_moved_is_matched_across_both_places() -> None:
    """Two frames each side, the break after the embedding in one and before the loss in the other: each side's small
    frame's work is in the other's big one, so the graphs of each role are compared as one. Nothing new; the logits
    held across the later break raise the peak. The frames paired by their names read as 87 new and 89 removed."""
    comparison = compare_runs(
        load_run(CPU / "stack_break_after_embedding"), load_run(CPU / "stack_break_before_loss"), Config()
    )
    assert {g.pairing for g in comparison.graphs} == {"merged"}
    totals = comparison.totals()
    assert (totals["new_kernels"], totals["lost_fusions"], totals["removed_kernels"]) == (0, 0, 1)
    story = compare_document(comparison)["story"]
    assert "likely a graph break moved" in story["summary"]


def test_a_graph_of_views_alone_is_no_graph_however_a_release_writes_it() -> None:
    """A function of views alone compiles to no kernel (`cpu_dumps.py`'s `views`): torch 2.15's debug folder leaves
    its IR files empty beside code that launches and allocates nothing, its log an empty schedule, and 2.5's log of
    the code alone a `call` launching nothing. Read each way, the run is the one graph that computes."""
    for dump in ("torch215", "torch215.log", "torch25.log"):
        (graph,) = load_run(CPU215 / "views" / dump).graphs
        assert [kernel.kernel for kernel in graph.kernels] == ["cpp_fused_mul_sum_0"], dump


def test_a_subgraph_s_kernel_known_only_by_its_launch_pairs_with_itself_known_by_its_ir() -> None:
    """TORCH_COMPILE_DEBUG keeps only the last subgraph's IR of a torch.cond (`cpu_dumps.py`'s `cond`), the other
    branch's kernel launched with nothing but its name; torch 2.13 compiles the false branch last, 2.15 the true one,
    so each release knows by its IR the kernel the other knows by its launch. Each pairs with itself: no kernel new or
    removed across the upgrade (a new and a removed one before)."""
    old, new = (load_run(CPU215 / "cond" / f"torch{release}").graphs[0] for release in (213, 215))
    for base, head in ((old, new), (new, old)):
        matching = match_kernels(base, head)
        launched = sorted((b.node.kind, h.node.kind) for b, h, stage in matching.pairs if stage == "launched alone")
        assert launched == sorted([("Launch", "SchedulerNode"), ("SchedulerNode", "Launch")])
        assert not matching.new and not matching.removed


def test_a_launch_pairs_only_with_the_one_kernel_its_name_lists_the_ops_of() -> None:
    """The sine branch's launch (`cpp_fused_gt_mul_sin_1`) names the ops of 2.15's sine kernel, not of 2.13's cosine
    one; beside two kernels its name fits, it pairs with neither."""
    old, new = (kernel_profiles(load_run(CPU215 / "cond" / f"torch{release}").graphs[0]) for release in (213, 215))
    (launch,) = (k for k in old if k.node.kind == "Launch" and "sin" in k.node.name)
    (cosine,) = (k for k in old if k.node.kind != "Launch")
    (sine,) = (k for k in new if k.node.kind != "Launch")
    assert _launch_names(launch, sine) and not _launch_names(launch, cosine)
    for known, paired in (([sine, cosine], 1), ([sine, replace(sine)], 0)):
        matching = Matching(
            base_left=[launch],
            head_left=known,
            kernels=(launch, *known),
            stable_ids=False,
            fuses_epilogues=(False, False),
            triton_gemm_precisions=(frozenset(), frozenset()),
            read_sources=False,
            leaves_are_ops=False,
        )
        launched_alone(matching)
        assert len(matching.pairs) == paired


def test_graphs_pair_by_what_they_compute_where_a_frame_shifts_their_numbers() -> None:
    """`cpu_dumps.py`'s `frames`: three functions compiled one by one, logged as `[0/0]`, `[1/0]`, `[2/0]`;
    `frames_shifted` first compiles a function that only breaks its graph (two frames, no graph), so the same three
    are `[2/0]`, `[3/0]`, `[4/0]`, and `[2/0]` names another function's graph on each side. Each graph pairs with its
    own function's (4 new and 4 removed kernels before)."""
    base, head = (load_run(CPU / "frames" / f"{name}.log") for name in ("frames", "frames_shifted"))
    for old, new in ((base, head), (head, base)):
        comparison = compare_runs(old, new, Config())
        assert not [f for g in comparison.graphs for f in g.findings]
    pairs = {(g.base.name, g.head.name, g.pairing) for g in compare_runs(base, head, Config()).graphs}
    assert pairs == {
        ("[0/0]", "[2/0]", "similarity"),
        ("[1/0]", "[3/0]", "similarity"),
        ("[2/0]", "[4/0]", "similarity"),
    }
    # Where the numbers agree, names pair the graphs, whatever is left over beside them.
    left_over = replace(base, graphs=(*base.graphs, replace(base.graphs[1], name="[8/0]")))
    shifted = replace(base, graphs=(*base.graphs, replace(base.graphs[2], name="[9/0]")))
    pairings = {(g.base.name, g.pairing) for g in compare_runs(left_over, shifted, Config()).graphs if g.base}
    assert {("[0/0]", "name"), ("[1/0]", "name"), ("[2/0]", "name")} <= pairings


def test_a_torch_trace_log_reads_each_graphs_generated_code() -> None:
    """TORCH_TRACE (tlparse's input) keeps each graph's generated code in an `inductor_output_code` record among
    hundreds of others: the graphs are named by compile id as in a TORCH_LOGS log, their launches are the kernels,
    and `tanh(y) * sigmoid(y)` after the second GELU reads as its new kernels."""
    base, head = (load_run(CPU / "trace" / f"{name}.log") for name in ("mlp_base", "mlp_extra_op"))
    assert [g.name for g in base.graphs] == ["[0/0]", "[0/0]#2"]
    forward = base.graphs[0]
    assert {k.name for k in forward.kernels} >= {"cpp_fused_native_layer_norm_0", "extern_kernels.addmm"}
    assert {k.kind for k in forward.kernels} == {"Launch"} and forward.peak_bytes
    comparison = compare_runs(base, head, Config())
    assert {k for f in comparison.findings if f.kind == "new_kernel" for k in f.head.kernels} == {
        "cpp_fused_gelu_mul_sigmoid_tanh_2",
        "cpp_fused_add_gelu_gelu_backward_mul_sigmoid_sigmoid_backward_sum_tanh_tanh_backward_0",
    }


def test_a_torch_trace_record_whose_metadata_is_not_json_is_an_error_at_its_line(tmp_path: Path) -> None:
    trace = tmp_path / "trace.log"
    lines = (CPU / "trace" / "mlp_base.log").read_text().splitlines(keepends=True)
    record = next(n for n, line in enumerate(lines) if '{"inductor_output_code": ' in line)
    lines[record] = lines[record].replace('"frame_id": 0,', '"frame_id": 0')
    trace.write_text("".join(lines))
    with pytest.raises(DumpError, match=rf"^{trace}:{record + 1}: expected a TORCH_TRACE record's metadata"):
        load_run(trace)


@pytest.mark.parametrize(
    ("edit", "names"),
    [
        ('"attempt": 1,', ["[0/0_1]", "[0/0_1]#2"]),  # compiled again after a restart
        ('"compiled_autograd_id": 3, "attempt": 0,', ["[!3/0/0]", "[!3/0/0]#2"]),
    ],
)
def test_a_torch_trace_names_graphs_by_compile_id_as_glog_prints_it(
    tmp_path: Path, edit: str, names: list[str]
) -> None:
    trace = tmp_path / "trace.log"
    lines = (CPU / "trace" / "mlp_base.log").read_text().splitlines(keepends=True)
    code = '{"inductor_output_code": '
    trace.write_text("".join(line.replace('"attempt": 0,', edit) if code in line else line for line in lines))
    assert [g.name for g in load_run(trace).graphs] == names


def test_the_traces_of_two_ranks_read_together_are_said(tmp_path: Path) -> None:
    """A distributed job writes a trace per rank (`dedicated_log_torch_trace_rank_1_*.log`): a folder of them is the
    ranks' graphs, those of a rank after the first named as a log of several ranks names them, and said."""
    text = (CPU / "trace" / "mlp_base.log").read_text()
    (tmp_path / "trace_rank_0.log").write_text(text.replace('"frame_id": 0,', '"rank": 0, "frame_id": 0,'))
    (tmp_path / "trace_rank_1.log").write_text(text.replace('"frame_id": 0,', '"rank": 1, "frame_id": 0,'))
    warnings: list[str] = []
    run = load_run(tmp_path, warn=warnings.append)
    assert [g.name for g in run.graphs] == ["[0/0]", "[0/0]#2", "[rank1:0/0]", "[rank1:0/0]#2"]
    assert len(warnings) == 1 and "the log of 2 ranks, read as one run" in warnings[0]


def test_a_torch_trace_of_no_compiled_code_is_refused_saying_so(tmp_path: Path) -> None:
    """A trace whose process compiled nothing with Inductor (an eager run, another backend) has no code to read."""
    trace = tmp_path / "trace.log"
    records = (CPU / "trace" / "mlp_base.log").read_text().split("\nV")
    trace.write_text("\nV".join(record for record in records if '{"inductor_output_code": ' not in record))
    with pytest.raises(DumpError, match=rf"^{trace}:1: expected a TORCH_TRACE holding Inductor's code"):
        load_run(trace)
