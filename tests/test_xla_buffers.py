"""The XLA parser against every XLA dump of the corpus (facts recounted from the raw text here, independently of
the parser), hand-checked values, hand-made cases for the grammar the corpus lacks, and fuzzing."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dumpdiff.ingest import xla_buffers
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run, read_head
from dumpdiff.ingest.model import Graph
from dumpdiff.service.cli import cli
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from tests.conftest import CORPUS
from tests.dumps import DATA, compare_dumps
from tests.test_parsers_fuzz import _mutate, mutation

SEED = "seeds/xla_gpu_torchxla_buffer_assignment.txt"
FOLDERS = sorted(f"{p.parent.name}/{p.name}" for p in CORPUS.glob("xla-*/*") if p.is_dir())
SOURCES = [SEED, *FOLDERS]
TRIVIAL = ("parameter", "constant", "bitcast", "tuple", "get-tuple-element")


def parsed(source: str) -> Graph:
    (graph,) = load_run(CORPUS / source).graphs
    return graph


def texts(source: str) -> dict[str, str]:
    """The raw text of each file kind of a corpus source (the old single file plays every part)."""
    path = CORPUS / source
    if path.is_file():
        text = path.read_text()
        return {"assignment": text, "values": text, "live": text, "report": "", "hlo": ""}
    files = {p.name: p.read_text() for p in path.iterdir()}

    def ending(suffix: str) -> str:
        return next(text for file_name, text in files.items() if file_name.endswith(suffix))

    return {
        "assignment": ending("-buffer-assignment.txt"),
        "values": ending("-buffer-assignment-values.txt"),
        "live": ending("-live-range.txt"),
        "report": ending("-memory-usage-report.txt"),
        "hlo": ending("after_optimizations.txt"),
    }


def computation_lines(hlo: str, header: str) -> list[str]:
    """The instruction lines of the computation whose header starts with `header` (a leading newline included)."""
    start = hlo.index(header) + 1
    return hlo[start : hlo.index("\n}", start)].split("\n")[1:]


def entry_lines(hlo: str) -> list[str]:
    return computation_lines(hlo, "\nENTRY ")


def opcode_of(line: str) -> str:
    """`  %a.1 = f32[2]{0} add(%b, %c), ...` -> add; a tuple shape `(f32[], s8[4]) custom-call(` is skipped whole."""
    rest = line.split(" = ", 1)[1]
    rest = rest[rest.index(") ") + 2 :] if rest.startswith("(") else rest.split(" ", 1)[1]
    return rest.split("(", 1)[0]


@pytest.mark.parametrize("source", SOURCES)
def test_counts_match_the_raw_text(source: str) -> None:
    graph, raw = parsed(source), texts(source)
    sizes = [int(s) for s in re.findall(r"^allocation \d+: size (\d+)", raw["assignment"], re.MULTILINE)]
    assert len(graph.attributes["allocations"]) == len(sizes) > 0
    total = int(re.search(r"^Total bytes used: (\d+) ", raw["values"], re.MULTILINE)[1])
    assert graph.total_bytes == total == sum(sizes)
    if raw["report"]:
        assert sum(int(b) for b in re.findall(r"^Total bytes: (\d+) ", raw["report"], re.MULTILINE)) == total
    allocated_ids = set(re.findall(r"^ value: <(\d+) ", raw["assignment"], re.MULTILINE))
    listed_ids = set(re.findall(r"^<(\d+) ", raw["values"], re.MULTILINE))
    assert {str(b.attributes["value_id"]) for b in graph.buffers} == allocated_ids | listed_ids
    assert sum(b.allocation is not None for b in graph.buffers) == len(allocated_ids)
    ranges = re.findall(r"^    \S+\{[\d,]*\}:\d+-\d+$", raw["live"], re.MULTILINE)
    assert sum(b.live_start is not None for b in graph.buffers) == len(ranges)
    cumulative = re.findall(r"\(cumulative: (\d+) bytes\)$", raw["live"], re.MULTILINE)
    if cumulative:
        stack = re.search(r"Stack trace breakdown for peak usage: ([\d ]+) bytes", raw["live"])[1]
        assert graph.attributes["reported_peak_bytes"] == int(cumulative[-1]) == int(stack.replace(" ", ""))
    timeline = union_timeline(raw["assignment"], raw["live"])
    assert graph.timeline == timeline and graph.peak_bytes == max(timeline) <= graph.total_bytes
    assert graph.schedule == tuple(re.findall(r"^    \d+:(\S+)$", raw["live"], re.MULTILINE))
    assert graph.timeline[graph.peak_step] == graph.peak_bytes and graph.bytes_source == "allocations"
    if raw["hlo"]:
        entry = entry_lines(raw["hlo"])
        fusions = [line for line in entry if re.search(r" fusion\(", line)]
        assert len([k for k in graph.kernels if k.kind == "fusion"]) == len(fusions)
        assert len(graph.kernels) == len([line for line in entry if opcode_of(line) not in TRIVIAL])
        fused = 0
        for line in fusions:
            callee = re.search(r"calls=(%[\w.\-]+)", line)[1]
            members = [m for m in computation_lines(raw["hlo"], f"\n{callee} (") if opcode_of(m) not in TRIVIAL]
            fused += len(members) >= 2
        assert len(graph.fused_kernels) == fused


def union_timeline(assignment: str, live: str) -> tuple[int, ...]:
    """Live bytes per step recounted from the raw text: per allocation, the union of the byte ranges of the values
    live at the step (values sharing bytes in place count once)."""
    held: list[tuple[int, str, int, int]] = []  # allocation, value, first byte, end byte
    allocation = -1
    for line in assignment.splitlines():
        if header := re.match(r"^allocation (\d+):", line):
            allocation = int(header[1])
        elif value := re.match(r"^ value: <\d+ ([^ >{]+)(\{[\d,]*\})?.*\(size=(\d+),offset=(\d+)\)", line):
            name = value[1] + ("" if value[2] in (None, "{}") else value[2])
            held.append((allocation, name, int(value[4]), int(value[4]) + int(value[3])))
    ranges = {
        name + ("" if index == "{}" else index): (int(start), int(end))
        for name, index, start, end in re.findall(r"^    ([^{\s]+)(\{[\d,]*\}):(\d+)-(\d+)$", live, re.MULTILINE)
    }
    steps = len(re.findall(r"^    \d+:\S+$", live, re.MULTILINE))
    timeline = []
    for step in range(steps):
        by_allocation: dict[int, list[tuple[int, int]]] = {}
        for allocation, name, first, end in held:
            if name in ranges and ranges[name][0] <= step <= ranges[name][1]:
                by_allocation.setdefault(allocation, []).append((first, end))
        live_bytes = 0
        for pieces in by_allocation.values():
            reach = 0
            for first, end in sorted(pieces):
                live_bytes += max(0, end - max(first, reach))
                reach = max(reach, end)
        timeline.append(live_bytes)
    return tuple(timeline)


def test_gpu_base_by_hand() -> None:
    graph = parsed("xla-gpu/xla_mlp_base")
    assert (graph.name, graph.total_bytes, graph.peak_bytes) == ("jit_step", 26_495_102, 25_707_520)
    assert len(graph.kernels) == 19 and len(graph.fused_kernels) == 11
    gemm = graph.node_by_name["gemm_fusion_dot.3"]
    assert (gemm.kind, gemm.kernel, gemm.members, gemm.is_kernel) == ("fusion", "gemm_fusion_dot.3", ("dot.8",), True)
    assert gemm.attributes["fusion_kind"] == "kCustom"
    assert gemm.attributes["backend_kind"] == "__triton_nested_gemm_fusion"
    dot = graph.node_by_name["dot.8"]
    assert (dot.parent, dot.ops, dot.is_kernel) == ("gemm_fusion_dot.3", ("dot", "dot_general"), False)
    subtract = graph.node_by_name["loop_subtract_fusion.1"]
    assert subtract.members == ("broadcast.6.1", "mul.71.1", "sub.13.1")  # params and the constant are plumbing
    reduce = graph.node_by_name["input_reduce_fusion"]
    assert reduce.attributes["fusion_kind"] == "kInput" and reduce.members == ("reduce_sum.46.1",)
    assert not reduce.is_fused
    assert not graph.node_by_name["bitcast.1.0"].is_kernel and not graph.node_by_name["x.1"].is_kernel
    x = graph.buffer_by_name["x.1"]
    assert (x.kind, x.nbytes, x.allocation, x.offset, x.live_start, x.live_end) == ("parameter", 65536, 7, 0, 0, 38)
    assert (x.dtype, x.shape) == ("bf16", (64, 512))
    deps = {(d.node, d.buffer, d.kind) for d in graph.deps}
    # The gemm reads x.1 through bitcast.1.0, as the value's uses say.
    assert {("gemm_fusion_dot.3", "x.1", "read"), ("gemm_fusion_dot.3", "gemm_fusion_dot.3", "write")} <= deps
    assert graph.buffer_by_name["loop_add_fusion"].kind == "temp"
    assert graph.buffer_by_name["gemm_fusion_dot.1"].kind == "output"
    assert graph.attributes["memory_spaces"] == [{"name": "default", "color": 0, "total_bytes": 26_495_102}]
    assert (graph.attributes["peak_time"], graph.attributes["live_range_max"]) == (34, 38)
    top_level = sorted(n.order for n in graph.nodes if n.parent is None)
    assert top_level == list(range(len(top_level)))


def test_cpu_base_by_hand() -> None:
    graph = parsed("xla-cpu/xla_mlp_base")
    # XLA's peak list says 34_416_644 bytes at step 34; at step 37 (subtract_convert_fusion.3 writes the updated
    # bf16[2048,2048] weight) more is live: the f32[2048,2048] gradient dot_general.13 (16 MiB of the temp
    # allocation 46), the old weight ps_1__0_.1 (8 MiB, parameter 2) and the new one (8 MiB, allocation 0) at once.
    assert (graph.total_bytes, graph.peak_bytes, graph.attributes["reported_peak_bytes"]) == (
        49_236_128, 40_724_484, 34_416_644,
    )  # fmt: skip
    assert (graph.peak_step, graph.schedule[graph.peak_step]) == (37, "subtract_convert_fusion.3")
    names = ("dot_general.13", "ps_1__0_.1", "subtract_convert_fusion.3")
    gradient, weight, update = (graph.buffer_by_name[n] for n in names)
    assert (gradient.nbytes, gradient.slot, gradient.role, gradient.producer) == (
        16_777_216, "allocation 46 @ 0", "temp", "dot_general.13",
    )  # fmt: skip
    assert (gradient.live_start, gradient.live_end, weight.live_end) == (34, 37, 44)
    assert (weight.role, update.role, update.slot, update.updates) == ("parameter", "output", "allocation 0 @ 0", None)
    assert graph.node_by_name["dot_general.11"].is_kernel  # an unfused CPU dot is a kernel of its own
    assert graph.node_by_name["ynn_fusion.4"].members == ("dot_general.4",)
    kinds = {b.kind for b in graph.buffers}
    assert {"parameter", "constant", "thread-local", "output", "temp"} <= kinds
    constant = next(a for a in graph.attributes["allocations"] if a["constant"])
    assert constant["size"] == 4 and "page" not in constant


def test_old_single_file_by_hand() -> None:
    graph = parsed(SEED)
    raw = (CORPUS / SEED).read_text()
    assert graph.name == "xla_gpu_torchxla_buffer_assignment"  # the file names no module
    assert graph.total_bytes == 1_093_622_736
    peak_lines = raw[raw.index("(peak):") :].split("\n\n")[0]
    reported = sum(int(b) for b in re.findall(r": (\d+) bytes$", peak_lines, re.MULTILINE))
    assert graph.attributes["reported_peak_bytes"] == reported
    assert graph.timeline == union_timeline(raw, raw) and graph.peak_bytes == max(graph.timeline) == 1_092_637_220
    gemm = graph.node_by_name["custom-call.19.0"]
    assert (gemm.kind, gemm.kernel, gemm.is_kernel) == ("custom-call", "__cublas$gemm", True)
    defined = {m for m in re.findall(r"from instruction: %(\S+) = .*? (fusion|custom-call)\(", raw)}
    assert len(graph.kernels) == len(defined) == 28 + 19
    assert graph.node_by_name["fusion.122"].attributes["backend_kind"] == "__triton"
    element = graph.buffer_by_name["custom-call.37.0{0}"]
    assert (element.allocation, element.nbytes, element.kind) == (2, 262144, "output")


@pytest.mark.parametrize("device", ["xla-gpu", "xla-cpu"])
def test_nofusion_loses_the_fused_kernels(device: str) -> None:
    base, nofusion = parsed(f"{device}/xla_mlp_base"), parsed(f"{device}/xla_mlp_nofusion")
    assert len(base.fused_kernels) >= 10 and all(len(k.members) >= 2 for k in base.fused_kernels)
    assert len(nofusion.kernels) > 2 * len(base.kernels)
    assert len(nofusion.fused_kernels) < len(base.fused_kernels) // 2
    wrapped = [k for k in nofusion.kernels if k.name.startswith("wrapped_")]
    assert wrapped and not any(k.is_fused for k in wrapped)


def test_pairs_of_the_corpus_flag_what_they_should() -> None:
    pairs = json.loads((CORPUS / "pairs.json").read_text())["pairs"]
    runner = CliRunner()
    for pair in (p for p in pairs if p["base"].startswith("xla-")):
        result = runner.invoke(
            cli, ["compare", str(CORPUS / pair["base"]), str(CORPUS / pair["head"]), "--format", "json"]
        )
        assert result.exit_code == pair["exit"], (pair, result.output)
        totals = json.loads(result.stdout)["totals"]
        for key, expected in pair["expect"].items():
            bound = int(str(expected).lstrip("<>="))
            value = totals[key]
            assert value >= bound if str(expected).startswith(">=") else value == bound, (pair, key, value)
    base, bigbatch = parsed("xla-gpu/xla_mlp_base"), parsed("xla-gpu/xla_mlp_bigbatch")
    assert (f"{base.total_bytes / 2**20:.2f}", f"{bigbatch.total_bytes / 2**20:.2f}") == ("25.27", "29.02")


@pytest.mark.parametrize("device", ["xla-gpu", "xla-cpu"])
def test_scopes_and_function_names_in_op_names_change_no_kernel(device: str, tmp_path: Path) -> None:
    """The same program under `jax.named_scope`, with its jitted function renamed and under `jax.checkpoint`'s
    path: only the `op_name` metadata differs, so the comparison is clean (found on real jax 0.10 dumps)."""
    base = CORPUS / device / "xla_mlp_base"
    renamed = tmp_path / "renamed"
    renamed.mkdir()
    for file in base.iterdir():
        text = file.read_text().replace('op_name="jit(step)/', 'op_name="jit(train_step)/checkpoint/block_0/')
        (renamed / file.name).write_text(text)
    assert (renamed / next(base.glob("*after_optimizations.txt")).name).read_text().count("block_0/") >= 10
    result = CliRunner().invoke(cli, ["compare", str(base), str(renamed), "--format", "json"])
    assert result.exit_code == 0, result.output
    assert [f for g in json.loads(result.stdout)["graphs"] for f in g["findings"]] == []


@pytest.mark.parametrize("source", SOURCES)
def test_inspect_json_on_the_corpus(source: str) -> None:
    result = CliRunner().invoke(cli, ["inspect", str(CORPUS / source), "--format", "json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    (shown,) = document["graphs"]
    graph = parsed(source)
    assert document["schema"] == "dumpdiff.inspect/1"
    assert (shown["format"], shown["total_bytes"], shown["peak_bytes"]) == (
        "xla_buffers",
        graph.total_bytes,
        graph.peak_bytes,
    )
    assert (shown["kernels"], shown["fused_kernels"]) == (len(graph.kernels), len(graph.fused_kernels))


def test_sniff_accepts_every_xla_file_and_nothing_else() -> None:
    xla_files = [CORPUS / SEED, *(f for folder in FOLDERS for f in (CORPUS / folder).iterdir())]
    assert all(xla_buffers.sniff(read_head(f) or "") for f in xla_files)
    others = [p for p in CORPUS.rglob("*") if p.is_file() and p not in xla_files and p.suffix in (".txt", ".log")]
    assert others and not any(xla_buffers.sniff(read_head(f) or "") for f in others)


# Hand-made split dump of one module: every allocation attribute, colours, phis, tiled layouts, tuple shapes, a
# nested fusion, a cuBLAS call with a tuple result, a Triton custom call, a while loop and an async collective.
HLO = """\
HloModule jit_loop, is_scheduled=true

%nested (p.0: f32[8,128]) -> f32[8,128] {
  %p.0 = f32[8,128]{1,0:T(8,128)} parameter(0)
  %exp.1 = f32[8,128]{1,0:T(8,128)} exponential(%p.0), metadata={op_name="jit(loop)/exp"}
  ROOT %neg.1 = f32[8,128]{1,0:T(8,128)} negate(%exp.1), metadata={op_name="jit(loop)/neg"}
}

%fused_outer (param_0: f32[8,128]) -> (f32[8,128], f32[8,128]) {
  %param_0 = f32[8,128]{1,0:T(8,128)} parameter(0)
  %inner.2 = f32[8,128]{1,0:T(8,128)} fusion(%param_0), kind=kLoop, calls=%nested
  %add.3 = f32[8,128]{1,0:T(8,128)} add(%inner.2, %param_0), metadata={op_name="jit(loop)/add"}
  ROOT %tuple.4 = (f32[8,128]{1,0:T(8,128)}, f32[8,128]{1,0:T(8,128)}) tuple(%add.3, %inner.2)
}

%body (state: f32[8,128]) -> f32[8,128] {
  %state = f32[8,128]{1,0} parameter(0)
  ROOT %body_fusion = f32[8,128]{1,0} fusion(%state), kind=kLoop, calls=%nested
}

%cond (state.1: f32[8,128]) -> pred[] {
  %state.1 = f32[8,128]{1,0} parameter(0)
  ROOT %done = pred[] constant(false)
}

%sum (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main (x: f32[8,128]) -> (f32[8,128], f32[8,128]) {
  %x = f32[8,128]{1,0:T(8,128)} parameter(0)
  %outer = (f32[8,128]{1,0:T(8,128)}, f32[8,128]{1,0:T(8,128)}) fusion(%x), kind=kOutput, calls=%fused_outer
  %gte.0 = f32[8,128]{1,0} get-tuple-element(%outer), index=0
  %cublas = (f32[8,8]{1,0}, s8[1024]{0}) custom-call(%gte.0, %gte.0), custom_call_target="__cublas$gemm", \
backend_config="{\\"gemm_backend_config\\":{\\"alpha_real\\":1}}"
  %triton = f32[8,128]{1,0} custom-call(%x), custom_call_target="__gpu$xla.gpu.triton", \
backend_config={name = "triton_softmax_1", ir = "", num_warps = 4}
  %loop = f32[8,128]{1,0} while(%gte.0), condition=%cond, body=%body
  %ar-start = f32[8,128]{1,0} all-reduce-start(%loop), replica_groups={}, to_apply=%sum
  %ar-done = f32[8,128]{1,0} all-reduce-done(%ar-start)
  ROOT %result = (f32[8,128]{1,0}, f32[8,128]{1,0}) tuple(%ar-done, %triton)
}
"""

ASSIGNMENT = """\
BufferAssignment:
allocation 0: size 4096, color 1, page -1, parameter 0, shape |f32[8,128]| at ShapeIndex {}:
 value: <1 x @1> (size=4096,offset=0): f32[8,128]{1,0:T(8,128)}
allocation 1: size 4, constant:
 value: <2 done @0> (size=1,offset=0): pred[]
allocation 2: size 8, thread-local:
 value: <3 s @0> (size=4,offset=0): f32[]
allocation 3: size 8192, output shape is |(f32[8,128], f32[8,128])|, maybe-live-out:
 value: <4 outer{0} @0> (size=4096,offset=0): f32[8,128]{1,0}
 value: <5 loop (phi) @0> (size=4096,offset=4096): f32[8,128]{1,0}
allocation 4: size 5376, preallocated-temp, some-future-flag:
 value: <6 cublas{0} @0> (size=256,offset=0): f32[8,8]{1,0}
 value: <7 cublas{1} @0> (size=1024,offset=256): s8[1024]{0}
 value: <8 ar-start @0> (size=4096,offset=1280): f32[8,128]{1,0}
"""

VALUES = """
Total bytes used: 17676 (17.26KiB)

Used values:
<1 x @1>
 positions:
  x
 uses:
  outer, operand 0
  triton, operand 0
 from instruction:%x = f32[8,128]{1,0:T(8,128)} parameter(0)
<4 outer{0} @0>
 positions:
  outer {0}
  gte.0
 uses:
  cublas, operand 0
  loop, operand 0
 from instruction: %outer = (f32[8,128]{1,0:T(8,128)}, f32[8,128]{1,0:T(8,128)}) fusion(f32[8,128] %x), kind=kOutput
<6 cublas{0} @0>
 positions:
  cublas {0}
 uses:
  (none)
 from instruction: %cublas = (f32[8,8]{1,0}, s8[1024]{0}) custom-call(%gte.0, %gte.0), custom_call_target="__cublas"
<8 ar-start @0>
 positions:
  ar-start
 uses are not initialized yet.
 from instruction: %ar-start = f32[8,128]{1,0} all-reduce-start(%loop), replica_groups={}, to_apply=%sum
"""

LIVE = """\
HloLiveRange (max 6):
  InstructionSequence:
    0:x
    1:outer
    2:gte.0
    3:cublas
    4:triton
    5:loop
  BufferLiveRange:
    x{}:0-6
    outer{0}:1-5
    cublas{0}:3-4
  Live ranges at 3 (peak):
    x{}: 4096 bytes (cumulative: 4096 bytes)
    outer{0}: 4096 bytes (cumulative: 8192 bytes)
    cublas{0}: 256 bytes (cumulative: 8448 bytes)
  Stack trace breakdown for peak usage: 8448 bytes
    main (100.0%, total: 8448 bytes, current: 0 bytes, remaining: 8448 bytes)
"""

REPORT = """\
Memory Space: default (color=0)
Total bytes: 13580 (13.26KiB)
  cumulative_size;       size;       offset; used_by_n_values; shapes_list
  ------------------------------------------------------------
     4.0KiB(100%);     4.0KiB;            0;                1; f32[8,128]

Memory Space: alternate (color=1)
Total bytes: 4096 (4.0KiB)
"""

STEM = "module_0007.jit_loop.tpu_v5e_after_optimizations"


def write_dump(folder: Path, number: str = "0007", **overrides: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    parts = {"": HLO, "-buffer-assignment": ASSIGNMENT, "-buffer-assignment-values": VALUES}
    parts |= {"-live-range": LIVE, "-memory-usage-report": REPORT}
    for suffix, text in parts.items():
        text = overrides.get(suffix.strip("-") or "hlo", text)
        (folder / f"{STEM.replace('0007', number)}{suffix}.txt").write_text(text)
    return folder


def test_hand_made_split_dump(tmp_path: Path) -> None:
    (graph,) = load_run(write_dump(tmp_path / "dump")).graphs
    assert graph.name == "jit_loop" and graph.total_bytes == 17676 and graph.peak_bytes == 8448
    assert graph.timeline == (4096, 8192, 8192, 8448, 8448, 8192) and graph.peak_step == 3
    allocations = graph.attributes["allocations"]
    assert allocations[0] | {} == {
        "index": 0, "size": 4096, "values": 1, "color": 1, "page": -1, "parameter": 0, "parameter_shape": "f32[8,128]",
        "shape_index": "", "constant": False, "thread_local": False, "maybe_live_out": False,
        "preallocated_temp": False,
    }  # fmt: skip
    assert allocations[3]["output_shape"] == "(f32[8,128], f32[8,128])" and allocations[3]["maybe_live_out"]
    assert allocations[4]["preallocated_temp"] and allocations[4]["unparsed"] == ", some-future-flag"
    assert [m["color"] for m in graph.attributes["memory_spaces"]] == [0, 1]
    x, loop = graph.buffer_by_name["x"], graph.buffer_by_name["loop"]
    assert (x.kind, x.attributes["color"], x.dtype, x.shape, x.live_end) == ("parameter", 1, "f32", (8, 128), 6)
    assert loop.attributes["phi"] and loop.kind == "output"
    assert graph.buffer_by_name["done"].kind == "constant" and graph.buffer_by_name["s"].kind == "thread-local"
    assert graph.buffer_by_name["cublas{1}"].kind == "temp"
    assert graph.buffer_by_name["outer{0}"].attributes["positions"] == ["outer{0}", "gte.0"]

    kernels = {k.name: k for k in graph.kernels}
    assert list(kernels) == ["outer", "cublas", "triton", "body_fusion", "ar-start"]
    assert kernels["cublas"].kernel == "__cublas$gemm" and kernels["triton"].kernel == "triton_softmax_1"
    assert kernels["body_fusion"].attributes["computation"] == "body"  # the while body runs in the schedule
    outer = kernels["outer"]
    assert outer.attributes["fusion_kind"] == "kOutput" and outer.members == ("inner.2", "add.3")
    assert graph.node_by_name["inner.2"].members == ("exp.1", "neg.1")  # nested fusion
    leaves = [leaf.ops for leaf in graph.leaf_members(outer)]
    assert leaves == [("exponential", "exp"), ("negate", "neg"), ("add", "add")]
    assert not graph.node_by_name["ar-done"].is_kernel and not graph.node_by_name["loop"].is_kernel
    deps = {(d.node, d.buffer, d.kind) for d in graph.deps}
    assert {("cublas", "outer{0}", "read"), ("loop", "outer{0}", "read"), ("outer", "outer{0}", "write")} <= deps


def test_hlo_alone_reads_operands_through_bitcasts_and_tuples(tmp_path: Path) -> None:
    folder = write_dump(tmp_path / "dump")
    (folder / f"{STEM}-buffer-assignment-values.txt").unlink()
    (graph,) = load_run(folder).graphs
    reads = {(d.node, d.buffer) for d in graph.deps if d.kind == "read"}
    assert {("outer", "x"), ("cublas", "outer{0}"), ("triton", "x"), ("ar-start", "loop")} <= reads


def test_memory_usage_report_alone_gives_the_total(tmp_path: Path) -> None:
    report = tmp_path / f"{STEM}-memory-usage-report.txt"
    report.write_text(REPORT)
    (graph,) = load_run(report).graphs
    assert (graph.total_bytes, graph.peak_bytes) == (13580 + 4096, None)


def test_modules_pair_by_name_not_number(tmp_path: Path) -> None:
    folder = write_dump(tmp_path / "dump")
    # A second module, and the live range of the first written under another number (renumbered by a rerun).
    other = folder / "module_0001.jit_other.tpu_v5e_after_optimizations.txt"
    other.write_text(HLO.replace("HloModule jit_loop", "HloModule jit_other"))
    (folder / f"{STEM}-live-range.txt").rename(folder / f"{STEM.replace('0007', '0042')}-live-range.txt")
    graphs = {g.name: g for g in load_run(folder).graphs}
    assert set(graphs) == {"jit_loop", "jit_other"}
    assert graphs["jit_loop"].peak_bytes == 8448 and graphs["jit_other"].total_bytes is None


def test_one_name_compiled_twice_is_two_graphs(tmp_path: Path) -> None:
    folder = write_dump(tmp_path / "dump")
    write_dump(folder, number="0008")
    assert [g.name for g in load_run(folder).graphs] == ["jit_loop", "jit_loop#2"]


def _one_folder(folder: Path, *modules: tuple[str, int]) -> Path:
    """Corpus modules (scenario, module number) compiled in one process: one dump folder, as jax writes it."""
    folder.mkdir()
    for scenario, number in modules:
        for file in (CORPUS / "xla-cpu" / scenario).iterdir():
            shutil.copy(file, folder / re.sub(r"^module_\d+", f"module_{number:04d}", file.name))
    return folder


def test_compilations_of_one_name_pair_by_similarity_not_by_order(tmp_path: Path) -> None:
    """`jit_step` compiled for two batch sizes: their file order swapped (and the numbers crossing 9999, where file
    names sort the other way) changes nothing; a third compilation first is the only new graph (found on real jax
    0.10 dumps, where the suffixes `#2`, `#3` follow file order)."""
    base = _one_folder(tmp_path / "base", ("xla_mlp_base", 6), ("xla_mlp_bigbatch", 12))
    swapped = _one_folder(tmp_path / "swapped", ("xla_mlp_bigbatch", 9990), ("xla_mlp_base", 10010))
    shifted = _one_folder(tmp_path / "shifted", ("xla_mlp_nofusion", 4), ("xla_mlp_base", 6), ("xla_mlp_bigbatch", 12))
    runner = CliRunner()
    result = runner.invoke(cli, ["compare", str(base), str(swapped), "--format", "json"])
    assert (result.exit_code, json.loads(result.stdout)["totals"]["changed_kernels"]) == (0, 0), result.output
    result = runner.invoke(cli, ["compare", str(base), str(shifted), "--format", "json"])
    graphs = json.loads(result.stdout)["graphs"]
    assert [g["pairing"] for g in graphs if g["findings"]] == ["only_head"]
    (new,) = (g for g in graphs if g["pairing"] == "only_head")
    assert new["head_kernels"] == len(parsed("xla-cpu/xla_mlp_nofusion").kernels) == len(new["findings"])
    assert all(f["summary"].startswith(f["head"]["kernels"][0] + " (") for f in new["findings"])  # each named


JAX_0_4_HLO = """\
HloModule jit_step, is_scheduled=true, entry_computation_layout={(f32[64,128]{1,0})->f32[64,256]{1,0}}

fused_computation {
  param_0.29 = f32[64,256]{1,0} parameter(0)
  multiply.66 = f32[64,256]{1,0} multiply(param_0.29, param_0.29), metadata={op_name="jit(f)/integer_pow[y=2]"}
  ROOT tanh.3 = f32[64,256]{1,0} tanh(multiply.66), metadata={op_name="jit(step)/jit(main)/tanh"}
} // fused_computation

ENTRY main.158 {
  Arg_6.7 = f32[64,128]{1,0} parameter(0), metadata={op_name="x"}
  Arg_0.1 = f32[128,256]{1,0} parameter(1), metadata={op_name="params[0][0]"}
  dot.34 = f32[64,256]{1,0} dot(Arg_6.7, Arg_0.1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  fusion.12 = f32[64,256]{1,0} fusion(dot.34), kind=kLoop, calls=fused_computation
  ROOT tanh.9 = f32[64,256]{1,0} tanh(fusion.12), metadata={op_name="jit(f)/jvp(jit(g))/tanh"}
}
"""
# jax 0.4's single file: each value's header printed at the end of the previous `from instruction:` line.
JAX_0_4_ASSIGNMENT = """\
BufferAssignment:
allocation 0: size 256, output shape is |f32[8,8]|, maybe-live-out:
 value: <6 dot.4 @0> (size=256,offset=0): f32[8,8]{1,0}
 value: <7 fusion @0> (size=256,offset=0): f32[8,8]{1,0}
allocation 1: size 256, parameter 0, shape |f32[8,8]| at ShapeIndex {}:
 value: <5 Arg_0.1 @0> (size=256,offset=0): f32[8,8]{1,0}

Total bytes used: 512 (512B)

Used values:
<5 Arg_0.1 @0>
 positions:
  Arg_0.1
 uses:
  dot.4, operand 0
 from instruction: %Arg_0.1 = f32[8,8]{1,0} parameter(0), metadata={op_name="x"}<6 dot.4 @0>
 positions:
  dot.4
 uses:
  fusion, operand 0
 from instruction: %dot.4 = f32[8,8]{1,0} dot(f32[8,8]{1,0} %Arg_0.1, f32[8,8]{1,0} %Arg_0.1)<7 fusion @0>
 positions:
  fusion
 uses:
 from instruction: %fusion = f32[8,8]{1,0} fusion(f32[8,8]{1,0} %dot.4), kind=kLoop, calls=%fused_computation

HloLiveRange (max 3):
  InstructionSequence:
    0:Arg_0.1
    1:dot.4
    2:fusion
  BufferLiveRange:
    Arg_0.1{}:0-3
    dot.4{}:1-2
    fusion{}:2-3
  Live ranges at 2 (peak):
    Arg_0.1: 256 bytes
    dot.4: 256 bytes
    fusion: 256 bytes
"""
# jax 0.5's memory-usage report: the allocations again, human-sized, and per-allocation tables.
JAX_0_5_REPORT = """\
Total bytes used: 512 (512B)

Allocations sorted by size:

cumulative_size; total_size - cumulative_size; allocation
------------------------------------------------------------------------------
      256B( 50%);       256B; allocation 0: size 256B, output shape is |f32[8,8]|, maybe-live-out:
      512B(100%);         0B; allocation 1: size 256B, parameter 0, shape |f32[8,8]| at ShapeIndex {}:


Allocations sorted by size with their values:
allocation 0: size 256B, output shape is |f32[8,8]|, maybe-live-out:
\tvalue: <6 dot.4 @0> (size=256,offset=0): f32[8,8]{1,0}
allocation 1: size 256B, parameter 0, shape |f32[8,8]| at ShapeIndex {}:
"""


def test_older_jax_dumps(tmp_path: Path) -> None:
    """jax 0.4 prints HLO without `%` and headers without signatures, and glues value headers onto the line before;
    jax 0.5 writes an older memory-usage report. All real shapes (found on jax 0.4.30 and 0.5.3 dumps)."""
    hlo = tmp_path / "hlo" / "module_0016.jit_step.cpu_after_optimizations.txt"
    hlo.parent.mkdir()
    hlo.write_text(JAX_0_4_HLO)
    (graph,) = load_run(hlo.parent).graphs
    kernels = [(k.name, k.members) for k in graph.kernels]
    assert kernels == [("dot.34", ()), ("fusion.12", ("multiply.66", "tanh.3")), ("tanh.9", ())]
    # An unfused op is keyed as a fusion's member is, so the pieces of a lost fusion match its members.
    assert graph.node_by_name["tanh.3"].ops == graph.node_by_name["tanh.9"].ops == ("tanh", "tanh")
    assert graph.node_by_name["multiply.66"].ops == ("multiply", "integer_pow")  # its parameters dropped
    assert graph.node_by_name["dot.34"].ops == ("dot",)  # no op_name
    old = tmp_path / "old"
    old.mkdir()
    (old / "module_0002.jit_f.cpu_after_optimizations-buffer-assignment.txt").write_text(JAX_0_4_ASSIGNMENT)
    (old / "module_0002.jit_f.cpu_after_optimizations-memory-usage-report.txt").write_text(JAX_0_5_REPORT)
    (graph,) = load_run(old).graphs
    assert [k.name for k in graph.kernels] == ["dot.4", "fusion"]
    # XLA adds up the three values live at step 2, dot.4 and fusion sharing allocation 0 in place: 768 bytes, more
    # than the module allocates. They hold the same 256 bytes.
    assert (graph.total_bytes, graph.peak_bytes) == (512, 512) and not graph.attributes.get("unknown_lines")
    assert (graph.attributes["reported_peak_bytes"], graph.timeline) == (768, (256, 512, 512))
    by_name = graph.buffer_by_name
    assert (by_name["dot.4"].users, by_name["Arg_0.1"].users) == (("fusion",), ("dot.4",))


OLD_FORMAT = """\
BufferAssignment:
allocation 0: size 64, parameter 0, shape |f32[16]| at ShapeIndex {}:
 value: <1 p0.1 @0> (size=64,offset=0): f32[16]{0}
allocation 1: size 128, maybe-live-out:
 value: <2 while.5{1} (phi) @0> (size=64,offset=0): f32[16]{0}
 value: <3 fusion.7 @0> (size=64,offset=64): f32[16]{0}

Total bytes used: 192 (192B)

Used values:
<1 p0.1 @0>
 positions:
  p0.1
 uses:
  fusion.7, operand 0
 from instruction:%p0.1 = f32[16]{0} parameter(0)
<3 fusion.7 @0>
 positions:
  fusion.7
 uses:
 from instruction: %fusion.7 = f32[16]{0} fusion(f32[16]{0} %p0.1), kind=kLoop, calls=%fused_computation


HloLiveRange (max 3):
  InstructionSequence:
    0:p0.1
    1:fusion.7
    2:bitcast.8
  BufferLiveRange:
    p0.1{}:0-3
    fusion.7{}:1-3
  Live ranges at 1 (peak):
    p0.1: 64 bytes
    fusion.7: 64 bytes
"""


def test_hand_made_old_single_file(tmp_path: Path) -> None:
    path = tmp_path / "buffers.txt"
    path.write_text(OLD_FORMAT)
    (graph,) = xla_buffers.parse([path])
    assert (graph.name, graph.total_bytes, graph.peak_bytes) == ("buffers", 192, 128)
    assert [(k.name, k.kind, k.ops) for k in graph.kernels] == [("fusion.7", "fusion", ("fusion", "kLoop"))]
    assert graph.node_by_name["bitcast.8"].kind == "unknown"  # defines no value: launches nothing
    assert graph.buffer_by_name["while.5{1}"].attributes["phi"]
    assert ("fusion.7", "p0.1", "read") in {(d.node, d.buffer, d.kind) for d in graph.deps}


def test_old_single_file_with_a_broken_defining_instruction(tmp_path: Path) -> None:
    path = tmp_path / "buffers.txt"
    path.write_text(
        OLD_FORMAT.replace(" from instruction: %fusion.7 = f32[16]{0} fusion(", " from instruction: %fusion.7")
    )
    with pytest.raises(DumpError, match=r"buffers.txt:21: expected ' from instruction: %name = shape opcode"):
        xla_buffers.parse([path])


def test_no_peak_and_plain_stack_digits(tmp_path: Path) -> None:
    live = LIVE.replace(
        "  Live ranges at 3 (peak):", "Peak memory could not be determined.\n  Live ranges at 3 (peak):"
    )
    (graph,) = load_run(write_dump(tmp_path / "dump", **{"live-range": live})).graphs
    # XLA could not say, but the live ranges it prints give the timeline.
    assert graph.peak_bytes == 8448 and graph.attributes["stack_peak_bytes"] == 8448


VALUES_FILE = "buffer-assignment-values"


@pytest.mark.parametrize(
    ("part", "old", "new", "where", "expected"),
    [
        ("buffer-assignment", "allocation 1: size 4,", "allocation 1: size x4,", "", ":4: expected 'allocation N"),
        ("buffer-assignment", " value: <2 done @0> (size=1", " value: <2 done @0> (size=", "", ":5: expected ' value:"),
        (
            "buffer-assignment",
            "allocation 2: size 8, thread-local:\n",
            "",
            VALUES_FILE,
            ":2: expected the 4 allocations",
        ),
        (VALUES_FILE, "<4 outer{0} @0>", "<4 outer{0} @0", "", ":12: expected a value '<id"),
        (VALUES_FILE, "  outer, operand 0", "  outer operand zero", "", ":9: expected a line of the value's uses"),
        ("live-range", "    4:triton", "    7:triton", "", ":7: expected '    4:<instruction>'"),
        ("live-range", "cumulative: 8192", "cumulative: 8193", "", ":15: expected a cumulative of 8192"),
        ("live-range", "x{}:0-6", "x{}:6-0", "", ":10: expected '    <instruction>{index}:<start>-<end>'"),
        ("memory-usage-report", "Total bytes: 4096", "Total bytes: 4097", "", ":8: expected the memory spaces'"),
        ("memory-usage-report", "Memory Space: default", "Memory Spice: default", "", ":2: expected 'Total bytes: N"),
        ("hlo", "\n}\n\nENTRY", "\n\nENTRY", "", ":31: expected an instruction"),
        ("hlo", "ENTRY %main", "%main", "", ":42: expected an ENTRY computation"),
    ],
)
def test_malformed_input_is_a_dump_error(
    tmp_path: Path, part: str, old: str, new: str, where: str, expected: str
) -> None:
    """`where` names the file the error points at when it is not the damaged one (a total checked elsewhere)."""
    text = {"buffer-assignment": ASSIGNMENT, VALUES_FILE: VALUES, "live-range": LIVE}
    text |= {"memory-usage-report": REPORT, "hlo": HLO}
    assert old in text[part]
    folder = write_dump(tmp_path / "dump", **{part: text[part].replace(old, new, 1)})
    with pytest.raises(DumpError) as error:
        xla_buffers.parse(sorted(folder.iterdir()))
    assert expected in str(error.value), str(error.value)
    pointed = where or part
    assert Path(error.value.path).name == f"{STEM}{'-' + pointed if pointed != 'hlo' else ''}.txt"


def test_a_file_of_no_known_section_is_a_dump_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("hello\n  world\n")
    with pytest.raises(DumpError, match=r"notes.txt:1: expected an XLA buffer assignment, live range"):
        xla_buffers.parse([path])


def test_truncated_hlo_and_binary_garbage(tmp_path: Path) -> None:
    folder = write_dump(tmp_path / "dump", hlo=HLO[: HLO.index("  ROOT %result")])
    with pytest.raises(DumpError, match=r"expected '\}' closing the computation opened at line 32"):
        load_run(folder)
    folder = write_dump(tmp_path / "bad", **{"live-range": LIVE})
    (folder / f"{STEM}-live-range.txt").write_bytes(LIVE.encode() + b"\xff\xfe  10:x\n")
    with pytest.raises(DumpError, match="expected UTF-8 text"):
        xla_buffers.parse(sorted(folder.iterdir()))


def test_older_backend_config_string_and_tiled_layout(tmp_path: Path) -> None:
    (graph,) = load_run(write_dump(tmp_path / "dump")).graphs
    assert graph.node_by_name["outer"].attributes["shape"].startswith("(f32[8,128]{1,0:T(8,128)}")
    assert graph.node_by_name["inner.2"].attributes["shape"] == "f32[8,128]{1,0:T(8,128)}"
    assert graph.node_by_name["cublas"].attributes["custom_call_target"] == "__cublas$gemm"


FUZZ_SOURCES = [SEED, "xla-gpu/xla_mlp_nofusion", "xla-cpu/xla_mlp_base"]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(source=st.sampled_from(FUZZ_SOURCES), mutations=st.lists(mutation, min_size=1, max_size=3), pick=st.integers())
def test_mutated_dumps_parse_or_fail_cleanly(tmp_path_factory, source: str, mutations, pick: int) -> None:
    """The parser alone, on any file of a module: a result or a DumpError, never another exception."""
    origin = CORPUS / source
    workdir = tmp_path_factory.mktemp("xla")
    files = sorted(origin.iterdir()) if origin.is_dir() else [origin]
    for file in files:
        shutil.copy(file, workdir / file.name)
    victim = workdir / files[pick % len(files)].name
    lines = _mutate(victim.read_text().split("\n"), mutations)
    victim.write_text("\n".join(lines))
    try:
        graphs = xla_buffers.parse(sorted(workdir.iterdir()))
    except DumpError as error:
        assert re.match(r"^\S+:\d+: expected ", str(error)), str(error)
    else:
        assert all(g.format == "xla_buffers" for g in graphs)
    shutil.rmtree(workdir)


# One GPU program twice: its ops synchronous, and as XLA's GPU passes may run them: a fusion on another execution
# thread (`async-start` wrapping it, printed without syntax sugar, `}, execution_thread=` after its computation),
# collectives started and awaited (`all-reduce-start`; `async-start` of a reduce-scatter, with an `async-update`), a
# call on an explicit stream (`call-start`), and a Triton gemm whose operand is a nested fusion of a bitcast.
ASYNC_GPU_HLO = """\
HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[8]{0})->f32[8]{0}}

%fused_exp (param_0: f32[8]) -> f32[8] {
  %param_0 = f32[8]{0} parameter(0)
  %multiply.1 = f32[8]{0} multiply(%param_0, %param_0), metadata={op_name="f/mul"}
  ROOT %exponential.1 = f32[8]{0} exponential(%multiply.1), metadata={op_name="f/exp"}
}, execution_thread="parallel"

%wrapped_exp (param_0.1: f32[8]) -> f32[8] {
  %param_0.1 = f32[8]{0} parameter(0)
  ROOT %loop_exp_fusion = f32[8]{0} fusion(%param_0.1), kind=kLoop, calls=%fused_exp
}, execution_thread="parallel"

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %sum = f32[] add(%a, %b)
}

%async_rs (p2: f32[8]) -> f32[4] {
  %p2 = f32[8]{0} parameter(0)
  ROOT %reduce-scatter.1 = f32[4]{0} reduce-scatter(%p2), dimensions={0}, to_apply=%add, metadata={op_name="f/rs"}
}

%fused_negate (param_0.3: f32[8]) -> f32[8] {
  %param_0.3 = f32[8]{0} parameter(0)
  ROOT %negate.1 = f32[8]{0} negate(%param_0.3), metadata={op_name="f/neg"}
}

%on_stream (param_0.4: f32[8]) -> f32[8] {
  %param_0.4 = f32[8]{0} parameter(0)
  ROOT %loop_negate_fusion = f32[8]{0} fusion(%param_0.4), kind=kLoop, calls=%fused_negate
}, execution_thread="explicit"

%gemm_operand (param_0.5: f32[8]) -> f32[8] {
  %param_0.5 = f32[8]{0} parameter(0)
  ROOT %bitcast.5 = f32[8]{0} bitcast(%param_0.5)
}

%gemm_computation (param_0.6: f32[8], param_1.6: f32[8]) -> f32[8] {
  %param_0.6 = f32[8]{0} parameter(0)
  %param_1.6 = f32[8]{0} parameter(1)
  %block_fusion = f32[8]{0} fusion(%param_0.6), kind=kCustom, calls=%gemm_operand
  ROOT %dot.1 = f32[8]{0} dot(%block_fusion, %param_1.6), lhs_contracting_dims={0}, metadata={op_name="f/dot"}
}

ENTRY %main (x: f32[8]) -> f32[8] {
  %x = f32[8]{0} parameter(0)
  %exp-start = ((f32[8]{0}), f32[8]{0}, s32[]) async-start(%x), async_execution_thread="parallel", calls=%wrapped_exp
  %exp-done = f32[8]{0} async-done(%exp-start)
  %all-reduce-start = f32[8]{0} all-reduce-start(%exp-done), to_apply=%add, metadata={op_name="f/psum"}
  %all-reduce-done = f32[8]{0} all-reduce-done(%all-reduce-start)
  %rs-start = ((f32[8]{0}), f32[4]{0}) async-start(%all-reduce-done), calls=%async_rs
  %rs-update = ((f32[8]{0}), f32[4]{0}) async-update(%rs-start)
  %rs-done = f32[4]{0} async-done(%rs-update)
  %call-start = ((f32[8]{0}), f32[8]{0}) call-start(%all-reduce-done), async_execution_thread="s", to_apply=%on_stream
  %call-done = f32[8]{0} call-done(%call-start)
  %gemm_fusion_dot = f32[8]{0} fusion(%call-done, %x), kind=kCustom, calls=%gemm_computation
  ROOT %custom-call.1 = f32[8]{0} custom-call(%gemm_fusion_dot), custom_call_target="__gpu$xla.gpu.triton",\
 backend_config={debug = false, ir = "loc(\\22x\\22)", name = "softmax"}
}
"""
SYNC_GPU_HLO = """\
HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[8]{0})->f32[8]{0}}

%fused_exp (param_0: f32[8]) -> f32[8] {
  %param_0 = f32[8]{0} parameter(0)
  %multiply.1 = f32[8]{0} multiply(%param_0, %param_0), metadata={op_name="f/mul"}
  ROOT %exponential.1 = f32[8]{0} exponential(%multiply.1), metadata={op_name="f/exp"}
}

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %sum = f32[] add(%a, %b)
}

%fused_negate (param_0.3: f32[8]) -> f32[8] {
  %param_0.3 = f32[8]{0} parameter(0)
  ROOT %negate.1 = f32[8]{0} negate(%param_0.3), metadata={op_name="f/neg"}
}

%gemm_computation (param_0.6: f32[8], param_1.6: f32[8]) -> f32[8] {
  %param_0.6 = f32[8]{0} parameter(0)
  %param_1.6 = f32[8]{0} parameter(1)
  ROOT %dot.1 = f32[8]{0} dot(%param_0.6, %param_1.6), lhs_contracting_dims={0}, metadata={op_name="f/dot"}
}

ENTRY %main (x: f32[8]) -> f32[8] {
  %x = f32[8]{0} parameter(0)
  %loop_exp_fusion = f32[8]{0} fusion(%x), kind=kLoop, calls=%fused_exp
  %all-reduce = f32[8]{0} all-reduce(%loop_exp_fusion), to_apply=%add, metadata={op_name="f/psum"}
  %reduce-scatter = f32[4]{0} reduce-scatter(%all-reduce), dimensions={0}, to_apply=%add, metadata={op_name="f/rs"}
  %loop_negate_fusion = f32[8]{0} fusion(%all-reduce), kind=kLoop, calls=%fused_negate
  %gemm_fusion_dot = f32[8]{0} fusion(%loop_negate_fusion, %x), kind=kCustom, calls=%gemm_computation
  ROOT %custom-call.1 = f32[8]{0} custom-call(%gemm_fusion_dot), custom_call_target="__gpu$xla.gpu.triton",\
 backend_config={debug = false, ir = "loc(\\22x\\22)", name = "softmax"}
}
"""


def test_async_work_is_the_kernels_it_runs(tmp_path: Path) -> None:
    """What runs async (found by reading XLA's GPU passes and printer) is the same kernels as when it runs in order:
    the work an `async-start` wraps, a collective's start, the kernels of a call on a stream; waits are no kernels;
    an operand fusion of plumbing fuses nothing; a Triton kernel is named by the `name` key of its config."""
    folders = {}
    for variant, hlo in (("sync", SYNC_GPU_HLO), ("async", ASYNC_GPU_HLO)):
        folders[variant] = tmp_path / variant
        folders[variant].mkdir()
        (folders[variant] / "module_0001.jit_f.sm_9.0a_gpu_after_optimizations.txt").write_text(hlo)
    (sync,), (asynchronous,) = load_run(folders["sync"]).graphs, load_run(folders["async"]).graphs
    kinds = ["fusion", "all-reduce", "reduce-scatter", "fusion", "fusion", "custom-call"]
    assert [k.kind for k in sync.kernels] == kinds
    assert [k.kind for k in asynchronous.kernels] == ["async-start", "all-reduce", "async-start", *kinds[3:]]
    assert [leaf.ops for leaf in asynchronous.leaf_members(asynchronous.kernels[0])] == [
        ("multiply", "mul"),
        ("exponential", "exp"),
    ]
    assert [leaf.kind for leaf in asynchronous.leaf_members(asynchronous.kernels[2])] == ["reduce-scatter"]
    assert asynchronous.kernels[1].attributes["opcode"] == "all-reduce-start"
    assert asynchronous.kernels[3].attributes["computation"] == "on_stream"
    assert len(asynchronous.fused_kernels) == len(sync.fused_kernels) == 1  # the exp fusion; the gemm fuses a dot
    assert asynchronous.kernels[-1].kernel == sync.kernels[-1].kernel == "softmax"
    for base, head in (("sync", "async"), ("async", "sync")):
        result = CliRunner().invoke(cli, ["compare", str(folders[base]), str(folders[head]), "--format", "json"])
        totals = json.loads(result.stdout)["totals"]
        assert (result.exit_code, totals["new_kernels"], totals["removed_kernels"]) == (0, 0, 0), result.output


def test_jax_op_names_say_which_pass_of_the_derivative_a_kernel_runs() -> None:
    """jax names the program it differentiates `jvp(...)` and the gradient `transpose(jvp(...))`: a kernel of forward
    ops is `forward`, one of gradient ops `backward` (an update fusing its gradient's ops too), a backward kernel
    recomputing forward ops `mixed`; jax 0.4.30 names neither, so its kernels say nothing (and constrain nothing)."""
    data = DATA
    graph = load_run(data / "gpu" / "autotune_xla" / "base").graphs[0]
    passes = {node.name: node.attributes.get("autodiff") for node in graph.kernels}
    assert [passes[name] for name in ("triton_softmax.3", "loop_add_fusion", "loop_add_fusion.1")] == [
        "forward",
        "backward",
        "mixed",
    ]
    # Two backward kernels take in a transpose jax names after a forward op: data moved, no forward work; two kernels
    # only transpose: no pass at all.
    assert Counter(passes.values()) == {"backward": 16, "forward": 13, "mixed": 3, None: 7}
    assert passes["loop_transpose_fusion"] is None
    old = load_run(data / "xla_memory" / "jax04_sgd_donate").graphs[0]
    assert not [node.name for node in old.kernels if "autodiff" in node.attributes]


@pytest.mark.parametrize("device", ["gpu", "cpu"])
def test_the_optimized_hlo_alone_still_has_its_dataflow(tmp_path: Path, device: str) -> None:
    """Without a buffer assignment (jax's compilation cache keeps the HLO alone, or only it was kept) each
    instruction defines a value, shaped as printed and sized by nothing: the kernels read and write as the whole dump
    says, so a batch size change matches kernel for kernel as it does with the memory files beside it."""
    runs = {}
    for variant in ("base", "bigbatch"):
        alone = tmp_path / variant
        alone.mkdir()
        for hlo in (CORPUS / f"xla-{device}/xla_mlp_{variant}").glob("*after_optimizations.txt"):
            shutil.copy(hlo, alone)
        runs[variant] = load_run(alone)
    (base,) = runs["base"].graphs
    (whole,) = load_run(CORPUS / f"xla-{device}/xla_mlp_base").graphs
    assert base.total_bytes is None and base.attributes["partial"] == xla_buffers.HLO_ALONE
    writes = {(d.node, d.buffer.partition("{")[0]) for d in base.deps if d.kind == "write"}
    assert writes == {(d.node, d.buffer.partition("{")[0]) for d in whole.deps if d.kind == "write"}
    comparison = compare_runs(runs["base"], runs["bigbatch"], Config())
    kinds = Counter(f.kind for g in comparison.graphs for f in g.findings)
    assert kinds["new_kernel"] == kinds["removed_kernel"] == 0 and kinds["changed_kernel"] >= 10


@pytest.mark.parametrize("base, head", [("unrolled", "unrolled"), ("unrolled", "precision_highest")])
def test_a_module_dumped_without_metadata_compares_with_one_dumped_with_it(
    tmp_path: Path, base: str, head: str
) -> None:
    """`--xla_dump_disable_metadata` drops every instruction's `metadata={...}`: no op says its jax primitive or the
    derivative's pass. The same program read as 4 new kernels and 2 lost fusions against its dump with metadata (jax
    0.10 on the CPU); the other side is read without them now, so the comparison reads what it reads between two dumps
    with metadata, both ways."""
    layers = DATA / "gpu/layers_xla"
    stripped = tmp_path / head
    shutil.copytree(layers / head, stripped)
    for module in stripped.glob("*after_optimizations.txt"):
        module.write_text(re.sub(r", metadata=\{[^}]*\}", "", module.read_text()))
    assert "metadata=" not in "".join(m.read_text() for m in stripped.glob("*after_optimizations.txt"))
    expected = compare_dumps(layers / base, layers / head).totals()
    assert compare_dumps(layers / base, stripped).totals() == expected
    back = compare_dumps(layers / head, layers / base).totals()
    assert compare_dumps(stripped, layers / base).totals() == back
