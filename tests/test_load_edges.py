"""Broken entries inside a real dump folder are named precisely: skipped with a one-line warning where the rest is
complete, an error naming the entry where a graph would be incomplete; bytes that are not UTF-8 at their line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dumpdiff.ingest._torch import GLOG_PREFIX, dims
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.inductor_ir import BARE_ARTIFACTS
from dumpdiff.ingest.load import load_run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.errors import ServiceError
from dumpdiff.service.summary import render_inspect
from tests.dumps import DATA, compare_dumps, glog_log

GRAPH = "model__0_forward_1.0"


@pytest.fixture
def dump(corpus: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "mlp_base"
    shutil.copytree(corpus / "inductor-cuda/mlp_base", copy)
    return copy


def load(path: Path) -> tuple[list[str], list[str]]:
    """(the graphs' names, the warnings)."""
    warnings: list[str] = []
    run = load_run(path, warn=warnings.append)
    return [g.name for g in run.graphs], warnings


def test_an_empty_output_code_is_warned_about_and_the_graph_kept(dump: Path) -> None:
    names, warnings = load(dump)
    assert warnings == []
    (dump / GRAPH / "output_code.py").write_bytes(b"")
    emptied, warnings = load(dump)
    assert emptied == names
    assert warnings == [
        f"{dump / GRAPH / 'output_code.py'}:0: warning: empty file: kernels are named by their IR nodes and the peak"
        " is unknown"
    ]
    peaks = {g.name: g.peak_bytes for g in load_run(dump, warn=lambda _: None).graphs}
    assert peaks["model__0_forward_1"] is None and peaks["model__0_backward_3"] == 12_919_808


def test_a_dangling_link_away_from_the_dumps_is_skipped_with_a_warning(dump: Path) -> None:
    names, _ = load(dump)
    (dump / "notes").mkdir()
    (dump / "notes" / "latest.log").symlink_to(dump / "gone.log")
    linked, warnings = load(dump)
    assert linked == names
    assert warnings == [
        f"{dump / 'notes' / 'latest.log'}:0: warning: skipped, No such file or directory (no dump beside it)"
    ]


@pytest.mark.parametrize("entry", ["output_code.py", "fx_graph_readable.py"])
def test_a_dangling_link_beside_the_dumps_is_an_error_naming_it(dump: Path, entry: str) -> None:
    link = dump / GRAPH / entry
    link.unlink(missing_ok=True)
    link.symlink_to(dump / "gone.py")
    with pytest.raises(DumpError) as raised:
        load(dump)
    assert str(raised.value) == (
        f"{link}:0: expected a readable file beside the dumps of its folder, got No such file or directory"
    )


def test_a_link_loop_beside_the_dumps_is_an_error_naming_it(dump: Path) -> None:
    loop = dump / GRAPH / "loop.txt"
    loop.symlink_to(loop)
    with pytest.raises(DumpError, match=f"^{loop}:0: expected a readable file beside the dumps of its folder"):
        load(dump)


def test_bytes_that_are_not_utf8_are_reported_at_their_line(dump: Path) -> None:
    ir = dump / GRAPH / "ir_post_fusion.txt"
    lines = ir.read_bytes().split(b"\n")
    lines[40] = lines[40][:10] + b"\xe9" + lines[40][10:]  # Latin-1 'é' in the middle of a real line
    ir.write_bytes(b"\n".join(lines))
    expected = f"{ir}:41: expected UTF-8 text, got byte 0xe9 at column 11"
    for path in (dump, ir):
        with pytest.raises(DumpError) as raised:
            load(path)
        assert str(raised.value) == expected


def test_the_warning_is_one_line_on_stderr(dump: Path) -> None:
    (dump / GRAPH / "output_code.py").write_bytes(b"")
    result = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "inspect", str(dump)], capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout.startswith(f"{dump}: 4 graph(s)")
    assert (
        result.stderr
        == f"{dump / GRAPH / 'output_code.py'}:0: warning: empty file: kernels are named by their IR"
        + (" nodes and the peak is unknown\n")
    )
    quiet = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "-q", "inspect", str(dump)], capture_output=True, text=True
    )
    assert (quiet.returncode, quiet.stderr, quiet.stdout) == (0, "", result.stdout)


def _cut(path: Path, before: str, keep: int) -> None:
    """Cuts the file off `keep` characters into the first occurrence of `before`, as a killed job leaves it."""
    text = path.read_text()
    path.write_text(text[: text.index(before) + keep])


@pytest.mark.parametrize(
    ("before", "keep", "line", "expected"),
    [
        ("op6.writes = [MemoryDep('buf6'", 30, 200, "the field's value and its brackets closed"),
        ("op5: ExternKernelSchedulerNode(", 25, 184, "a field such as 'op0.writes = [...]'"),
        ("op1.unmet_dependencies", 13, 71, "a field such as 'op0.writes = [...]'"),
        ("class op4_loop_body:", 200, 155, "the loop body to end with its 'return'"),
    ],
)
def test_an_ir_file_cut_off_mid_statement_is_an_error_at_its_last_line(
    dump: Path, before: str, keep: int, line: int, expected: str
) -> None:
    """A job killed while writing, an upload truncated: what is missing would read as removed kernels."""
    ir = dump / GRAPH / "ir_post_fusion.txt"
    _cut(ir, before, keep)
    with pytest.raises(DumpError) as raised:
        load(dump)
    assert str(raised.value) == f"{ir}:{line}: expected {expected}, got the end of the file (cut off?)"


def test_a_fused_node_cut_off_after_a_member_is_an_error(dump: Path) -> None:
    """Torch names a fused node after its members: op0_op1_op3_op4 printed up to op0 alone lacks three."""
    ir = dump / GRAPH / "ir_post_fusion.txt"
    _cut(ir, "op0_op1_op3_op4.snodes[1] =", 0)
    with pytest.raises(DumpError, match=r":67: expected the members of op0_op1_op3_op4, got 1 of them$"):
        load(dump)


def test_a_damaged_graph_file_is_an_error_not_a_graph_left_out(dump: Path) -> None:
    """A NUL byte or nothing at all where a graph's IR was: leaving the graph out would read it as removed."""
    ir = dump / GRAPH / "ir_post_fusion.txt"
    ir.write_bytes(ir.read_bytes().replace(b"op0", b"op\0", 1))
    with pytest.raises(DumpError, match=f"^{ir}:0: expected a text dump, got a binary file$"):
        load(dump)
    ir.write_text("\n  \n")
    with pytest.raises(DumpError, match=f"^{ir}:1: expected a compiler dump, got an empty file$"):
        load(dump)


VIEWS_ALONE = """\
def call(args):
    arg0_1, = args
    args.clear()
    assert_size_stride(arg0_1, (2, 128, 256), (32768, 256, 1))
    return (reinterpret_tensor(arg0_1, (256, 256), (256, 1), 0), )
"""


def test_an_empty_schedule_beside_code_that_runs_nothing_is_no_graph(dump: Path) -> None:
    """Inductor leaves a graph of views alone (its input returned reshaped) as empty IR files beside a wrapper that
    launches and allocates nothing: nothing to compare, and no damage. An empty IR file beside code that allocates,
    or beside no code, is still a damaged one."""
    names, _ = load(dump)
    views = dump / "model__1_inference_2.2"
    views.mkdir()
    (views / "ir_post_fusion.txt").write_text("")
    (views / "ir_pre_fusion.txt").write_text("\n")
    (views / "output_code.py").write_text(VIEWS_ALONE)
    assert load(dump) == (names, [])
    allocating = VIEWS_ALONE.replace(
        "    return", "    buf0 = empty_strided_cuda((256, ), (1, ), torch.float32)\n    return"
    )
    (views / "output_code.py").write_text(allocating)
    with pytest.raises(
        DumpError, match=r"inference_2\.2/ir_p\w+_fusion\.txt:1: expected a compiler dump, got an empty"
    ):
        load(dump)
    (views / "output_code.py").unlink()
    with pytest.raises(
        DumpError, match=r"inference_2\.2/ir_p\w+_fusion\.txt:1: expected a compiler dump, got an empty"
    ):
        load(dump)


def test_a_pipe_in_a_dump_folder_is_passed_over(dump: Path) -> None:
    """Reading a named pipe would wait for a writer forever."""
    names, _ = load(dump)
    os.mkfifo(dump / GRAPH / "progress.fifo")
    assert load(dump) == (names, [])


def test_a_whitespace_output_code_is_warned_about_as_an_empty_one(dump: Path) -> None:
    code = dump / GRAPH / "output_code.py"
    code.write_text("\n\n   \n")
    _names, warnings = load(dump)
    assert warnings == [f"{code}:0: warning: empty file: kernels are named by their IR nodes and the peak is unknown"]


def test_a_schedule_before_fusion_is_not_compared_with_one_after(dump: Path, corpus: Path) -> None:
    """ir_post_fusion.txt missing: ir_pre_fusion.txt stands in, but against a schedule after fusion every fusion
    would read as lost."""
    (dump / GRAPH / "ir_post_fusion.txt").unlink()
    early = load_run(dump, warn=lambda _: None)
    partial = "a schedule from before fusion (no ir_post_fusion.txt beside it)"
    assert [g.attributes.get("partial") for g in early.graphs if g.name == "model__0_forward_1"] == [partial]
    with pytest.raises(ServiceError) as raised:
        compare_runs(load_run(corpus / "inductor-cuda/mlp_base"), early, Config())
    assert str(raised.value) == (
        f"{dump / GRAPH / 'ir_pre_fusion.txt'}:0: expected the whole dump, as the other side has it, got {partial}"
    )
    assert not list(compare_runs(early, load_run(dump, warn=lambda _: None), Config()).findings)


def test_digits_that_are_not_ascii_stay_symbols() -> None:
    """`str.isdigit` takes `²`, which `int` refuses: such a size is no number."""
    assert dims("64, ², -8, --8") == (64, "²", -8, "--8")


def test_a_size_of_thousands_of_digits_is_read_and_reported_not_a_crash(dump: Path, corpus: Path) -> None:
    """Python refuses to convert more than 4300 digits: a size that long (a garbled or hostile dump) stays a symbol,
    and the command ends with a verdict, not "a bug"."""
    ir = dump / GRAPH / "ir_post_fusion.txt"
    text = ir.read_text()
    ir.write_text(text.replace("size=[64, 512]", f"size=[64, {'9' * 5000}]", 1))
    assert "9" * 5000 in ir.read_text()
    result = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "compare", str(corpus / "inductor-cuda/mlp_base"), str(dump)],
        capture_output=True,
        text=True,
    )
    assert result.returncode in (0, 1) and "a bug" not in result.stderr
    assert dims(f"64, {'9' * 5000}") == (64, "9" * 5000)


def test_totals_counted_two_ways_are_no_growth(tmp_path: Path) -> None:
    """Without output_code.py a graph's bytes are its IR buffers, not what the wrapper allocates: the totals differ
    by the counting (the IR's buffers include the storage the wrapper reuses), which is no allocation growth."""
    llama = DATA / "gpu/llama/gqa"
    shutil.copytree(llama, tmp_path / "gqa")
    (tmp_path / "gqa" / GRAPH / "output_code.py").unlink()
    (forward,) = compare_dumps(llama, tmp_path / "gqa").graphs
    assert forward.base is not None and forward.head is not None
    assert (forward.base.bytes_source, forward.head.bytes_source) == ("allocations", "ir_buffers")
    assert forward.head.total_bytes == forward.base.total_bytes + 1_855_500  # +8.6 %: above the growth floor
    assert [f.kind for f in forward.findings if f.kind.startswith("allocation")] == []


@pytest.mark.parametrize(
    "sample",
    [
        "corpus/inductor-cuda/mlp_base",
        "gpu/layers_xla/unrolled",
        "gpu/log_only/base",
        "corpus/seeds/opattrs_kid_trace.txt",
        "corpus/seeds/torch_logs_aot_graphs_float8.txt",
        "corpus/seeds/xla_gpu_torchxla_buffer_assignment.txt",
    ],
)
def test_a_dump_saved_with_a_byte_order_mark_and_crlf_line_ends_reads_the_same(tmp_path: Path, sample: str) -> None:
    """What a Windows editor or a CRLF checkout leaves: every format reads it as the dump it was."""
    original = DATA / sample
    copy = tmp_path / original.name
    if original.is_dir():
        shutil.copytree(original, copy)
    else:
        shutil.copy(original, copy)
    for file in [copy] if copy.is_file() else [f for f in copy.rglob("*") if f.is_file()]:
        file.write_bytes(b"\xef\xbb\xbf" + file.read_bytes().replace(b"\n", b"\r\n"))
    comparison = compare_dumps(original, copy)
    assert [g.name for g in load_run(copy).graphs] == [g.name for g in load_run(original).graphs]
    assert not list(comparison.findings)


def test_an_xla_buffer_assignment_without_its_hlo_is_not_compared_with_a_whole_dump(tmp_path: Path) -> None:
    """Without the optimized HLO the kernels are named by their buffers: against a whole dump every kernel would read
    as new and removed."""
    whole = DATA / "gpu/layers_xla/unrolled"
    shutil.copytree(whole, tmp_path / "unrolled")
    (hlo,) = (tmp_path / "unrolled").glob("*after_optimizations.txt")
    hlo.unlink()
    with pytest.raises(ServiceError, match=":0: expected the whole dump, as the other side has it, got a buffer"):
        compare_dumps(whole, tmp_path / "unrolled")


def test_a_wrapper_cut_off_before_its_call_returns_is_an_error(dump: Path) -> None:
    """Inductor's generated module always returns from `call`: cut before, it misses launches and frees."""
    code = dump / GRAPH / "output_code.py"
    _cut(code, "def call(self, args):", 200)
    with pytest.raises(DumpError) as raised:
        load(dump)
    assert (
        str(raised.value)
        == f"{code}:0: expected the wrapper's call to run to its end, got the end of the code (cut off?)"
    )


def test_a_log_of_code_alone_cut_off_in_its_last_record_is_an_error(tmp_path: Path) -> None:
    log = tmp_path / "output_code.log"
    text = (DATA / "gpu/log_only/base/output_code.log").read_text()
    log.write_text(text[: text.rindex("def call(self, args):")])
    with pytest.raises(DumpError, match=f"^{log}:0: expected the wrapper's call to run to its end"):
        load_run(log)


def test_an_ir_indented_with_tabs_is_an_error_at_the_first_one(dump: Path) -> None:
    """Inductor indents with spaces; a dump whose indentation was turned into tabs would lose its blocks' lines."""
    ir = dump / GRAPH / "ir_post_fusion.txt"
    ir.write_text(ir.read_text().replace("\n    ", "\n\t"))
    with pytest.raises(DumpError, match=f"^{ir}:3: expected lines indented with spaces, got a tab$"):
        load(dump)


def test_a_log_of_code_alone_is_not_compared_with_a_dump_of_the_ir(corpus: Path) -> None:
    """Its kernels are launches named by the code, the IR's are nodes: every kernel would read as new and removed."""
    code_only = DATA / "gpu/log_only/base/output_code.log"
    with pytest.raises(ServiceError, match="got the wrapper's code alone"):
        compare_dumps(code_only, corpus / "inductor-cuda/mlp_base")


def test_a_failure_after_a_warning_is_the_only_line(dump: Path) -> None:
    """Warnings wait for the runs to be read: a failure then stands alone on stderr."""
    (dump / "notes").mkdir()
    (dump / "notes" / "latest.log").symlink_to(dump / "gone.log")
    _cut(dump / GRAPH / "ir_post_fusion.txt", "op6.writes = [MemoryDep('buf6'", 30)
    warnings: list[str] = []
    with pytest.raises(DumpError):
        load_run(dump, warn=warnings.append)
    assert warnings == []


def test_blank_lines_between_nodes_read_as_two(dump: Path) -> None:
    """A run of blank lines is one statement however long (read without backtracking state per line: a million of
    them took 600 MB)."""
    ir = dump / GRAPH / "ir_post_fusion.txt"
    before = load_run(ir).graphs[0]
    text = ir.read_text()
    ir.write_text(text.replace("\n\n\nop5:", "\n" * 100_000 + "op5:", 1))
    after = load_run(ir).graphs[0]
    assert [n.name for n in after.nodes] == [n.name for n in before.nodes]
    assert after.node_by_name["op5"].attributes["line"] == before.node_by_name["op5"].attributes["line"] + 99_997


def test_an_xla_size_of_thousands_of_digits_is_an_error_at_its_line(tmp_path: Path) -> None:
    """Numbers in XLA's buffer assignment are read as at most 19 digits (an int64's): longer, the line is no
    statement of the format, reported where it is, not a crash in `int`."""
    folder = tmp_path / "unrolled"
    shutil.copytree(DATA / "gpu/layers_xla/unrolled", folder)
    (assignment,) = folder.glob("*buffer-assignment.txt")
    lines = assignment.read_text().splitlines(keepends=True)
    number = next(i for i, line in enumerate(lines) if "(size=" in line)
    lines[number] = lines[number].replace("(size=", f"(size={'9' * 5000}", 1)
    assignment.write_text("".join(lines))
    with pytest.raises(DumpError) as raised:
        load_run(folder)
    assert (raised.value.path, raised.value.line) == (str(assignment), number + 1)


def test_a_debug_folder_of_several_processes_is_read_whole_and_said(dump: Path, tmp_path: Path) -> None:
    """`torch_compile_debug/` gains a folder per process run there: a repeated run reads as its graphs twice."""
    debug = tmp_path / "torch_compile_debug"
    first, second = "run_2026_11_27_05_00_00_000000-pid_100", "run_2026_11_27_05_09_00_000000-pid_231"
    shutil.copytree(dump, debug / first / "torchinductor")
    names, warnings = load(debug)
    assert warnings == []
    shutil.copytree(dump, debug / second / "torchinductor")
    both, warnings = load(debug)
    assert len(both) == 2 * len(names)
    assert warnings == [
        f"{debug}:0: warning: the dumps of 2 processes ({first}, {second}), read as one run: give the folder of one"
        " process to compare it alone"
    ]
    assert load(debug / second)[1] == []


def test_an_ir_file_given_from_its_own_folder_is_named_after_it(dump: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(dump / GRAPH)
    (graph,) = load_run(Path("ir_post_fusion.txt")).graphs
    assert graph.name == "model__0_forward_1"


def test_a_log_of_two_ranks_interleaved_reads_rank_by_rank(tmp_path: Path) -> None:
    """torchrun passes its ranks' lines on as they come, each prefixed `[rankN]:`: records of two ranks interleave."""
    plain = DATA / "gpu/branches_log/base/compile.log"
    lines = plain.read_text().splitlines(keepends=True)
    names = [graph.name for graph in load_run(plain).graphs]
    one_rank = tmp_path / "rank1.log"
    one_rank.write_text("".join(f"[rank1]:{line}" for line in lines))
    assert load(one_rank) == (names, [])
    chunks = [lines[start : start + 7] for start in range(0, len(lines), 7)]
    both = tmp_path / "two_ranks.log"
    both.write_text("".join(f"[rank{rank}]:{line}" for chunk in chunks for rank in (1, 0) for line in chunk))
    read, warnings = load(both)
    assert read == names + [f"[rank0:{name[1:]}" for name in names]
    assert warnings == [
        f"{both}:0: warning: the log of 2 ranks, read as one run (the graphs of ranks after the first named"
        " [rankN:...]): keep one rank's lines (grep '^\\[rank0\\]:'), or its own trace, to compare it alone"
    ]


def test_a_graph_loaded_from_the_fx_graph_cache_is_said_not_read_as_removed() -> None:
    """A graph Inductor finds in its FX graph cache skips the scheduler: the log holds its code but no IR, which a
    warm cache on a CI runner makes of every graph the change left alone."""
    cold = load_run(DATA / "gpu/warm_cache/cold/compile.log")
    warm_edit = load_run(DATA / "gpu/warm_cache/warm_edit/compile.log")
    kernels = {graph.name: len(graph.kernels) for graph in cold.graphs}
    loaded = [graph for graph in warm_edit.graphs if graph.attributes.get("loaded_from_cache")]
    assert {graph.name: len(graph.kernels) for graph in loaded} == {"[0/0]": kernels["[0/0]"], "[0/0]#2": 8}
    assert sorted(graph.name for graph in warm_edit.graphs) == sorted(kernels)
    assert render_inspect(warm_edit, "text").count("no IR: Inductor loaded the graph from its FX graph cache") == 2
    with pytest.raises(
        ServiceError, match=r"from its FX graph cache, which logs no IR \(dump with TORCHINDUCTOR_FORCE"
    ):
        compare_runs(cold, warm_edit, Config())
    with pytest.raises(ServiceError, match="or every graph loaded from Inductor's FX graph cache"):
        compare_runs(cold, load_run(DATA / "gpu/warm_cache/warm/compile.log"), Config())
    # The setting the message names: every graph compiled, and the edit (dropout's random draw) is what is new.
    uncached = compare_runs(cold, load_run(DATA / "gpu/warm_cache/warm_edit_uncached/compile.log"), Config())
    assert [f.summary for g in uncached.graphs for f in g.findings if f.kind == "new_kernel"] == [
        "aten.randint.low_out (ExternKernelSchedulerNode)"
    ]


def test_a_debug_folder_read_from_its_code_alone_is_what_a_log_of_the_code_reads(
    examples: Path, tmp_path: Path
) -> None:
    """The same MLP dumped as a debug folder and logged as TORCH_LOGS=output_code: the folder read from its
    `output_code.py` alone has the log's kernels, dataflow and peak, its graphs named by their folders."""
    folder = load_run(examples / "mlp_base", code_alone=True)
    log = load_run(DATA / "gpu/log_only/base/output_code.log")
    assert [g.name for g in folder.graphs] == ["model__0_backward_3", "model__0_forward_1"]
    for graph, logged in zip(folder.graphs, reversed(log.graphs), strict=True):
        assert graph.attributes["code_only"] and graph.source.endswith("output_code.py")
        assert [(k.name, k.kernel, k.ops) for k in graph.kernels] == [(k.name, k.kernel, k.ops) for k in logged.kernels]
        assert set(graph.deps) == set(logged.deps)
        assert (graph.peak_bytes, graph.total_bytes) == (logged.peak_bytes, logged.total_bytes) != (None, None)
    # A log of the IR and the code, as TORCH_LOGS="ir_post_fusion,output_code" writes it: its code alone, the same.
    graphs = [("0/0", examples / f"mlp_base/{GRAPH}"), ("0/0", examples / "mlp_base/model__0_backward_3.1")]
    whole_log = tmp_path / "compile.log"
    whole_log.write_text(glog_log(graphs, ("ir_post_fusion", "output_code")))
    read = load_run(whole_log, code_alone=True)
    assert [(g.name, g.attributes["code_only"]) for g in read.graphs] == [("[0/0]", True), ("[0/0]#2", True)]
    assert [[k.kernel for k in g.kernels] for g in read.graphs] == [[k.kernel for k in g.kernels] for g in log.graphs]
    # torch.cond's subgraphs share their graph's code: one graph of the code alone, launching their kernels too.
    cond = load_run(DATA / "cpu215/cond/torch215.log", code_alone=True)
    assert [(g.name, [k.kernel for k in g.kernels]) for g in cond.graphs] == [
        ("[0/0]", ["cpp_fused_add_cos_gt_1", "cpp_fused_gt_mul_sin_2", "cpp_fused_gt_sum_0"])
    ]
    whole_log.write_text(glog_log(graphs, ("ir_post_fusion",)))
    with pytest.raises(DumpError, match=r"compile.log:0: expected each graph's code \(the output_code artifact\)"):
        load_run(whole_log, code_alone=True)
    shutil.copytree(examples / "mlp_base", tmp_path / "mlp_base")
    (tmp_path / f"mlp_base/{GRAPH}/output_code.py").unlink()
    with pytest.raises(
        DumpError,
        match=rf"{GRAPH}/output_code.py:0: expected the graph's code, to compare it with the other side's code alone$",
    ):
        load_run(tmp_path / "mlp_base", code_alone=True)


def test_a_module_loaded_from_jaxs_compilation_cache_is_no_memory_verdict() -> None:
    """jax dumps only the optimized HLO of a module it loads from its persistent compilation cache: against a module
    with its buffer assignment, no growth could be seen, so the comparison stops and says why."""
    cold, warm = (load_run(DATA / f"gpu/warm_cache/{run}") for run in ("jax_cold", "jax_warm"))
    assert [len(graph.kernels) for graph in warm.graphs] == [len(graph.kernels) for graph in cold.graphs]
    assert warm.graphs[0].total_bytes is None and cold.graphs[0].total_bytes
    for base, head in ((cold, warm), (warm, cold)):
        with pytest.raises(ServiceError, match="persistent compilation cache: dump with JAX_ENABLE_COMPILATION_CACHE"):
            compare_runs(base, head, Config())
    assert not [f for g in compare_runs(warm, warm, Config()).graphs for f in g.findings]


def test_a_debug_folder_without_graphs_says_why(tmp_path: Path) -> None:
    """torch releases before 2.13 write no graph folder for a graph loaded from the FX graph cache."""
    inductor = tmp_path / "torch_compile_debug/run_2026_11_27_08_04_46_503667-pid_670/torchinductor"
    inductor.mkdir(parents=True)
    (inductor / "aot_model___0_debug.log").write_text("")
    for given in (tmp_path / "torch_compile_debug", inductor):
        with pytest.raises(DumpError, match=r"holds no graph's folder: .* TORCHINDUCTOR_FORCE_DISABLE_CACHES=1\)$"):
            load_run(given)
    elsewhere = tmp_path / "dumps"
    elsewhere.mkdir()
    with pytest.raises(DumpError, match=r"found none$"):
        load_run(elsewhere)


def test_a_log_downloaded_from_a_ci_run_reads_as_the_log(tmp_path: Path) -> None:
    """GitHub Actions keeps a job's log with every line stamped (`2026-11-27T08:04:20.5929870Z `): a log downloaded
    from two CI runs is what a developer chasing a regression compares."""
    plain = DATA / "gpu/branches_log/base/compile.log"
    stamped = tmp_path / "job.log"
    lines = plain.read_text().splitlines(keepends=True)
    stamped.write_text("".join(f"2026-11-27T08:04:{n % 60:02}.{n:07}Z {line}" for n, line in enumerate(lines)))
    read, original = load_run(stamped), load_run(plain)
    assert [(g.name, len(g.kernels), g.peak_bytes) for g in read.graphs] == [
        (g.name, len(g.kernels), g.peak_bytes) for g in original.graphs
    ]
    assert not [f for g in compare_runs(original, read, Config()).graphs for f in g.findings]


def test_xla_modules_dumped_as_protos_alone_are_said(tmp_path: Path) -> None:
    """`--xla_dump_hlo_as_proto` without `--xla_dump_hlo_as_text` writes binary modules dumpdiff does not read."""
    (tmp_path / "module_0042.jit_step.sm_9.0a_gpu_after_optimizations.hlo.pb").write_bytes(bytes(range(256)))
    with pytest.raises(DumpError, match=r"found none \(the XLA modules here are protos: .* --xla_dump_hlo_as_text\)$"):
        load_run(tmp_path)


def test_a_log_without_records_dumpdiff_reads_names_the_ones_it_holds(tmp_path: Path) -> None:
    """TORCH_LOGS=post_grad_graphs (or `+inductor`, whose debug lines carry no artifact): a log, but of no dump."""
    log = tmp_path / "post_grad.log"
    prefix = "V1129 13:32:50.438000 21033 torch/_inductor/compile_fx.py:1100] [0/0]"
    log.write_text(
        f"{prefix} [__post_grad_graphs] TRACED GRAPH\n"
        f"{prefix} [__post_grad_graphs]  ===== AFTER POST GRAD =====\n"
        f"{prefix} scheduling ComputedBuffer(name='buf0', layout=FixedLayout('cpu', torch.float32, size=[32, 1]))\n"
    )
    with pytest.raises(DumpError) as raised:
        load_run(log)
    assert str(raised.value) == (
        f"{log}:1: expected a TORCH_LOGS log of output_code, ir_post_fusion or aot_graphs records, found only"
        " post_grad_graphs records (log with TORCH_LOGS=output_code,ir_post_fusion)"
    )


@pytest.mark.parametrize("record_prefix", ["", "[debug.py:757] "])
@pytest.mark.parametrize("log", ["gpu/branches_log/base/compile.log", "gpu/log_only/base/output_code.log"])
def test_a_log_in_a_format_of_the_users_reads_as_with_torch_logs_prefixes(
    tmp_path: Path, log: str, record_prefix: str
) -> None:
    """TORCH_LOGS_FORMAT=%(message)s prints the records alone; a format of the user's prefixes a record's first line
    alone, as Python logging does: the schedules and code (or the code alone) read as from the log with TORCH_LOGS'
    own prefixes."""
    logged = DATA / log
    bare = tmp_path / "bare.log"
    messages = [GLOG_PREFIX.sub("", line) for line in logged.read_text().splitlines(keepends=True)]
    bare.write_text("".join(record_prefix + m if m.strip() in BARE_ARTIFACTS else m for m in messages))
    expected, read = load_run(logged), load_run(bare)
    assert [len(graph.kernels) for graph in read.graphs] == [len(graph.kernels) for graph in expected.graphs] != []
    assert list(compare_runs(expected, read, Config()).findings) == []
