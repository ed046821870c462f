"""Dumps cut off while written (a job killed, an upload truncated): the statement the cut leaves unfinished is an error
at its line, never a partial graph (which `compare` would read as removed kernels or buffers). A file that only
lacks its final newline is complete."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run
from tests.conftest import CORPUS
from tests.dumps import DATA

XLA_SPLIT = DATA / "gpu/memory_xla/base"  # jax 0.10's split buffer assignment, beside the optimized HLO
MODULE = "module_2649.jit_step.sm_9.0a_gpu_after_optimizations"
ASSIGNMENT = f"{MODULE}-buffer-assignment.txt"
VALUES = f"{MODULE}-buffer-assignment-values.txt"
LIVE_RANGE = f"{MODULE}-live-range.txt"
REPORT = f"{MODULE}-memory-usage-report.txt"
TORCH_XLA = CORPUS / "seeds/xla_gpu_torchxla_buffer_assignment.txt"  # the old single file
JAX_0_4 = DATA / "xla_memory/jax04_sgd_donate"  # single file, value headers glued to the line before
GLOG = CORPUS / "inductor-cuda/mlp_base/aot_graphs.log"
PYTHON_LOGGING = CORPUS / "seeds/torch_logs_aot_graphs_float8.txt"
OPATTRS = CORPUS / "seeds/opattrs_kid_trace.txt"

VALUE_174 = " value: <174 loop_multiply_fusion.1 @0> (size=1048576,offset=1048576): f32[256,1024]{1,0}"
GLUED = '"outer_dimension_partitions":["2"]}<1 subtract.59.clone @0>'
GLOG_TRACED = "I1122 06:46:15.718000 506 torch/_functorch/_aot_autograd/graph_compile.py:1666] [0/0] [__aot_graphs] T"
LAST_OP = "  #017 sgd_step   sig=OPTIM_STEP in=[7, 13] out=[7] kid=sgd_step_f16_half2_v0\n"
PARAMS = "       params: {'lr': 0.01, 'optim': 'sgd', 'inplace': True}\n"

SAMPLES = [
    XLA_SPLIT,
    TORCH_XLA,
    JAX_0_4,
    GLOG,
    PYTHON_LOGGING,
    OPATTRS,
    CORPUS / "opattrs/mlp_train_fused_epilogue.txt",
]


def _copy(source: Path, tmp_path: Path) -> Path:
    copy = tmp_path / source.name
    if source.is_dir():
        shutil.copytree(source, copy)
    else:
        shutil.copy(source, copy)
    return copy


def _cut(path: Path, marker: str, keep: int) -> None:
    """Cuts the file off `keep` characters into the first occurrence of `marker` (before it, for a negative `keep`),
    as a killed job leaves it."""
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index(marker) + keep], encoding="utf-8")


@pytest.mark.parametrize(
    ("source", "file_name", "marker", "keep", "line", "expected"),
    [
        # The last allocation cut in a value's layout, or before its first value.
        (XLA_SPLIT, ASSIGNMENT, VALUE_174, len(VALUE_174) - 3, 97,
         "the value's shape with its layout"),
        (XLA_SPLIT, ASSIGNMENT, " value: <159 custom-call.1{} @0>", 0, 89,
         "the values of allocation 38"),
        # The values listing cut in a defining instruction, between a value's lines, between two values.
        (XLA_SPLIT, VALUES, "%gemm_fusion_dot.2 = f32[1024,1024]{1,0} fusion(", 60, 394,
         "the defining instruction '%name = shape opcode(...)' with its brackets closed"),
        (XLA_SPLIT, VALUES, "  tuple.1.0, operand 5\n from instruction: %gemm_fusion_dot.2", 0, 388,
         "the value's positions, uses and ' from instruction:' line"),
        (XLA_SPLIT, VALUES, "<183 gemm_fusion_dot.2 @0>", 0, 387,
         "value <183 gemm_fusion_dot.2> of allocation 2 listed"),
        # The live range cut in the sequence, the live ranges, the stack breakdown of the peak.
        (XLA_SPLIT, LIVE_RANGE, "    17:bitcast.4.0", 8, 20,
         "'  BufferLiveRange:' after the instruction sequence"),
        (XLA_SPLIT, LIVE_RANGE, "    x.1{}:0-43", 13, 48,
         "'  Live ranges at T (peak):' after the live ranges"),
        (XLA_SPLIT, LIVE_RANGE, "── x (3.8%, total: 1 048 576 bytes", 34, 106,
         "the stack breakdown's line to end with 'bytes)'"),
        # The memory-usage report cut in a table row, or before its memory space's total.
        (XLA_SPLIT, REPORT, "s8[33554432]", 3, 5,
         "a row 'cumulative_size; size; offset; used_by_n_values; shapes_list'"),
        (XLA_SPLIT, REPORT, "Total bytes: 60842400", 0, 1,
         "'Total bytes: N' after 'Memory Space: default (color=0)'"),
        # Old single files: cut after the total; in a value header jax 0.4 glues to the line before, which leaves
        # the allocated values from it on unlisted.
        (TORCH_XLA, "", "\nUsed values:", 0, 192, "the values or allocations listed after 'Total bytes used'"),
        (JAX_0_4, "module_0014.jit_step.cpu_after_optimizations-buffer-assignment.txt",
         GLUED, GLUED.index("<1 ") + 6, 72,
         "value <1 subtract.59.clone> of allocation 1 listed"),
    ],
    ids=[
        "value-layout", "allocation-without-values", "defining-instruction", "value-without-instruction",
        "values-listing", "sequence", "live-ranges", "stack-breakdown", "report-row", "report-total",
        "torch_xla-after-total", "jax-0.4-glued-header",
    ],
)  # fmt: skip
def test_a_cut_xla_dump_is_an_error_at_the_unfinished_statement(
    tmp_path: Path, source: Path, file_name: str, marker: str, keep: int, line: int, expected: str
) -> None:
    copy = _copy(source, tmp_path)
    victim = copy / file_name if file_name else copy
    _cut(victim, marker, keep)
    with pytest.raises(DumpError) as raised:
        load_run(copy)
    assert str(raised.value) == f"{victim}:{line}: expected {expected}, got the end of the file (cut off?)"


def test_a_buffer_assignment_cut_between_values_is_told_by_the_values_listing(tmp_path: Path) -> None:
    """A cut at a line end leaves every line whole: the values file lists the value the allocations lost."""
    copy = _copy(XLA_SPLIT, tmp_path)
    _cut(copy / ASSIGNMENT, VALUE_174, 0)
    with pytest.raises(DumpError) as raised:
        load_run(copy)
    assert str(raised.value) == (
        f"{copy / VALUES}:334: expected an allocation holding value <174 loop_multiply_fusion.1>, found none"
        " (a truncated buffer assignment?)"
    )


@pytest.mark.parametrize(
    ("source", "marker", "keep", "line", "expected"),
    [
        # After the forward graph: its `return` cut, the backward graph's record cut in its prefix or announcement.
        (GLOG, "return (add_4, primals_1", 30, 45, "the line's brackets closed"),
        (GLOG, GLOG_TRACED, 40, 48, "the rest of the log line after its prefix"),
        (GLOG, GLOG_TRACED, GLOG_TRACED.index("[__") + 6, 48, "the rest of the log line after its prefix"),
        (GLOG, GLOG_TRACED, len(GLOG_TRACED) + 5, 48, "the graph that 'TRACED GRAPH' announces"),
        # Between the joint and the forward graph of a Python-logging log: the long `aot_config` record.
        (PYTHON_LOGGING, "aot_config id: 0, fw_metadata=", 200, 116, "the line's brackets closed"),
        (PYTHON_LOGGING, "aot_config id: 0, fw_metadata=", -50, 116, "the rest of the log line after its prefix"),
        # OpAttrs: the last op's fields cut (the op count holds), a trace cut after its header.
        (OPATTRS, LAST_OP, len(LAST_OP) + 30, 78, "the last field of op #017 complete"),
        (OPATTRS, LAST_OP, len(LAST_OP + PARAMS) + 30, 79, "the last field of op #017 complete"),
        (OPATTRS, "ops: 18", 0, 1, "'ops: N' and the ops after the header"),
    ],
    ids=[
        "glog-return", "glog-prefix", "glog-artifact-tag", "glog-traced-graph", "aot-config", "python-logging-prefix",
        "opattrs-params", "opattrs-io0", "opattrs-header",
    ],
)  # fmt: skip
def test_a_cut_log_or_trace_is_an_error_at_its_last_line(
    tmp_path: Path, source: Path, marker: str, keep: int, line: int, expected: str
) -> None:
    copy = _copy(source, tmp_path)
    _cut(copy, marker, keep)
    with pytest.raises(DumpError) as raised:
        load_run(copy)
    assert str(raised.value) == f"{copy}:{line}: expected {expected}, got the end of the file (cut off?)"


@pytest.mark.parametrize("source", SAMPLES, ids=lambda source: source.name)
def test_a_complete_dump_without_its_final_newline_reads_the_same(tmp_path: Path, source: Path) -> None:
    """Hand-written inputs are often joined with "\\n": only a statement left unfinished reads as cut."""
    copy = _copy(source, tmp_path)
    graphs = load_run(copy).graphs
    for file in sorted(copy.iterdir()) if copy.is_dir() else [copy]:
        complete = file.read_bytes()
        file.write_bytes(complete.rstrip(b"\n"))
        assert load_run(copy).graphs == graphs, file.name
        file.write_bytes(complete)


def test_an_opattrs_trace_with_crlf_line_ends_reads_as_with_lf(tmp_path: Path) -> None:
    lf, crlf = tmp_path / "lf" / "trace.txt", tmp_path / "crlf" / "trace.txt"
    for path, line_end in ((lf, b"\n"), (crlf, b"\r\n")):
        path.parent.mkdir()
        path.write_bytes(OPATTRS.read_bytes().replace(b"\n", line_end))
    (expected,), (read,) = load_run(lf).graphs, load_run(crlf).graphs
    assert read.nodes == expected.nodes and read.buffers == expected.buffers and read.deps == expected.deps


def test_an_hlo_instruction_line_lost_is_an_error_at_its_first_use(tmp_path: Path) -> None:
    """HLO is in SSA form: an operand no instruction of its computation defines is a line lost, whose kernel would
    otherwise read as removed."""
    folder = tmp_path / "unrolled"
    shutil.copytree(DATA / "gpu/layers_xla/unrolled", folder)
    (hlo,) = folder.glob("*after_optimizations.txt")
    hlo.write_text("".join(line for line in hlo.read_text().splitlines(True) if "%loop_add_fusion.2 = " not in line))
    with pytest.raises(DumpError, match=f"^{hlo}:597: expected %loop_add_fusion.2 defined in this computation"):
        load_run(folder)
