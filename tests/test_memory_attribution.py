"""Why memory moved: the peak of each side, the buffers live there, and head minus base peak in lines that add up to
it exactly, on real pairs (facts read by hand from the dumps, cited in each test) and small hand-made cases."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import Comparison, compare_runs
from dumpdiff.service.differ.memory import MemoryAttribution
from dumpdiff.service.report import RENDERERS, RenderOptions, compare_document
from dumpdiff.service.summary import graph_summary
from tests.conftest import CORPUS
from tests.dumps import DATA, compare_dumps

if TYPE_CHECKING:
    from sqlalchemy import Engine

MIB = 1 << 20
KIB = 1 << 10


def compared(base: Path, head: Path) -> Comparison:
    return compare_dumps(base, head)


def memory_of(comparison: Comparison, graph: str) -> MemoryAttribution:
    found = next(g.memory for g in comparison.graphs if g.head is not None and g.head.name == graph)
    assert found is not None
    return found


def lines_by(memory: MemoryAttribution) -> dict[tuple[str, str], int]:
    """(change, head buffer name, else base) -> bytes."""
    said = {}
    for line in memory.lines:
        buffer = line.head or line.base
        said[(line.change, buffer.name if buffer else "")] = line.bytes
    return said


def rendered(comparison: Comparison, fmt: str, *, verbose: bool = True) -> str:
    return RENDERERS[fmt](compare_document(comparison), RenderOptions(verbose=verbose))


def test_donation_lost_is_outputs_copied_and_parameters_living_longer() -> None:
    """jax 0.6.2 SGD step of a 4-layer MLP (16 MiB f32 weights), donated (`input_output_alias={ {0}: (0, {},
    may-alias), ...}`) against not. Donated: XLA copies weights 1-3 (`%copy.1 = f32[2048,2048] copy(%Arg_1.2)`,
    `copy.1{}:6-54`), frees the parameter after step 6 (`Arg_1.2{}:0-6`) and writes the new weight into its
    allocation (`allocation 1: ... parameter 1 ... maybe-live-out`, `multiply_subtract_fusion.2.clone{}:54-62`); the
    peak is at step 27 of 62, `dot.3` (the last layer's gradient). Not donated: no copies, `Arg_1.2{}:0-59`, the new
    weight gets `allocation 1: size 16777216, maybe-live-out` of its own; the peak is at step 53 of 59, `dot`."""
    comparison = compared(DATA / "xla_memory/jax06_sgd_donate", DATA / "xla_memory/jax06_sgd")
    memory = memory_of(comparison, "jit_step")
    assert (memory.scope, memory.base_bytes, memory.head_bytes) == ("peak", 87_556_096, 135_790_592)
    assert memory.base_peak is not None and memory.head_peak is not None
    assert (memory.base_peak.step, memory.base_peak.steps, memory.base_peak.kernel) == (27, 62, "dot.3")
    assert (memory.head_peak.step, memory.head_peak.steps, memory.head_peak.kernel) == (53, 59, "dot")
    assert sum(line.bytes for line in memory.lines) == 135_790_592 - 87_556_096
    said = lines_by(memory)
    for output, parameter in (
        ("multiply_subtract_fusion.2.clone", "Arg_1.2"),
        ("multiply_subtract_fusion.1.clone", "Arg_2.3"),
        ("multiply_subtract_fusion.clone", "Arg_3.4"),
    ):
        assert said[("copy", output)] == 16 * MIB
        assert said[("longer", parameter)] == 16 * MIB
    for copy in ("copy.1", "copy.2", "copy.3"):
        assert said[("gone", copy)] == -16 * MIB
    assert said[("shorter", "dot.3")] == -16 * MIB and said[("longer", "dot")] == 16 * MIB
    assert not any(line.change == "unexplained" for line in memory.lines)
    parameter = next(line for line in memory.lines if line.head and line.head.name == "Arg_1.2")
    assert parameter.base is not None and (parameter.base.live_start, parameter.base.live_end) == (0, 6)
    assert (parameter.head.live_start, parameter.head.live_end) == (0, 59)
    copied = next(line for line in memory.lines if line.head and line.head.name == "multiply_subtract_fusion.2.clone")
    assert copied.why == "output no longer updates Arg_1.2 in place (in-place update lost)"
    text = rendered(comparison, "text")
    assert "  peak 83.50 MiB -> 129.50 MiB (+46.00 MiB) at dot (step 53 of 59; was step 27 of 62, at dot.3)\n" in text
    assert "+16.00 MiB  copy" in text and "= +46.00 MiB  (explained 100 %)" in text
    assert "(step 53 of 59; was step 27 of 62, at dot.3): longer +64.50 MiB (5), copy +48.00 MiB (3), " in rendered(
        comparison, "text", verbose=False
    )
    markdown = rendered(comparison, "markdown").replace("\\", "")  # as GitHub shows it
    assert "#### Why memory moved" in markdown
    assert (
        "| +16.00 MiB | copy | multiply_subtract_fusion.2.clone | f32[2048, 2048] | output no longer updates"
        in markdown
    )
    assert "| **+46.00 MiB** | | | | (explained 100 %) |" in markdown


def test_inductor_bigger_batch_grows_activations_and_splits_a_fusion() -> None:
    """torch 2.11 MLP on an H100, batch 64 -> 256. Forward: the four activations `buf5`..`buf8` are
    `empty_strided_cuda((256, 2048), ..., torch.bfloat16)` (1 MiB, 256 KiB before), all live at the peak, step 5 of 7
    (`extern_kernels.addmm`) on both sides. Backward: the gelu backward no longer fuses with its sum
    (`triton_per_fused_gelu_gelu_backward_sum_1` of the base), and `buf9 = buf5; del buf5  # reuse` is the 1 MiB
    bf16[256, 2048] that `triton_poi_fused_gelu_gelu_backward_2` writes, live from step 9 to 12 (`del buf9` after
    `triton_red_fused_sum_3`), over the new peak at step 11 (`extern_kernels.mm`; step 8 before)."""
    comparison = compared(CORPUS / "inductor-cuda/mlp_base", CORPUS / "inductor-cuda/mlp_bigbatch")
    forward = memory_of(comparison, "model__0_forward_1")
    assert forward.base_peak is not None and forward.head_peak is not None
    assert (forward.base_peak.step, forward.head_peak.step, forward.head_peak.kernel) == (5, 5, "extern_kernels.addmm")
    said = lines_by(forward)
    assert [said[("grown", name)] for name in ("buf5", "buf6", "buf7", "buf8")] == [768 * KIB] * 4
    assert sum(said.values()) == 4_720_640 - 1_180_160
    backward = memory_of(comparison, "model__0_backward_3")
    assert backward.base_peak is not None and backward.head_peak is not None
    assert (backward.base_peak.step, backward.head_peak.step, backward.head_peak.steps) == (8, 11, 18)
    new = backward.lines[0]
    assert (new.change, new.bytes) == ("new", MIB) and new.head is not None
    assert (new.head.name, new.head.dtype, new.head.shape, new.head.live_start, new.head.live_end) == (
        "buf9",
        "bfloat16",
        (256, 2048),
        9,
        12,
    )
    assert new.why == (
        "written by triton_poi_fused_gelu_gelu_backward_2 [op9], a piece of lost fusion "
        "triton_per_fused_gelu_gelu_backward_sum_1 [op7_op10]"
    )
    assert sum(line.bytes for line in backward.lines) == 13_915_136 - 12_919_808


def test_xla_bigger_batch_grows_the_batch_sized_buffers_at_the_peak() -> None:
    """jax on an H100, batch 64 -> 256: the peak stays at `gemm_fusion_dot.2` (step 34 of 38, now 33 of 37), where
    the 2048x2048 weights dominate; what grows there is what the batch sizes: the inputs `x.1` (bf16[64,512] ->
    bf16[256,512], +192 KiB) and `y.1` (f32, +384 KiB), the converted input (+192 KiB) and one bf16[256,2048]
    activation (+768 KiB): 24.52 -> 26.02 MiB, all of it explained."""
    comparison = compared(CORPUS / "xla-gpu/xla_mlp_base", CORPUS / "xla-gpu/xla_mlp_bigbatch")
    memory = memory_of(comparison, "jit_step")
    assert memory.base_peak is not None and memory.head_peak is not None
    assert (memory.base_peak.step, memory.head_peak.step, memory.head_peak.kernel) == (34, 33, "gemm_fusion_dot.2")
    assert [(line.change, line.bytes) for line in memory.lines] == [
        ("grown", 768 * KIB),
        ("grown", 384 * KIB),
        ("grown", 192 * KIB),
        ("grown", 192 * KIB),
    ]
    assert {line.head.name for line in memory.lines if line.head} >= {"x.1", "y.1", "loop_convert_fusion"}
    assert memory.head_bytes - memory.base_bytes == 1_572_864


def test_gpt_without_fusion_keeps_its_peak_and_its_live_set() -> None:
    """The gpt forward (12 layers) with fusion off runs 191 steps instead of 97, but its peak, 605,552,832 bytes at an
    `extern_kernels.addmm`, holds the same buffers: nothing to attribute, no line."""
    comparison = compared(CORPUS / "inductor-cuda/gpt_base", CORPUS / "inductor-cuda/gpt_nofusion")
    memory = memory_of(comparison, "model__0_forward_1")
    assert memory.base_peak is not None and memory.head_peak is not None
    assert (memory.base_bytes, memory.head_bytes, memory.lines) == (605_552_832, 605_552_832, ())
    assert (memory.base_peak.steps, memory.head_peak.steps) == (97, 191)
    assert memory.head_peak.kernel == memory.base_peak.kernel == "extern_kernels.addmm"
    assert sum(b.held_bytes for b in memory.head_peak.live) == 605_552_832


def _pairs() -> list[Any]:
    """Every real pair; those no dump of which reads today (a log of `output_code` alone) fail strictly, as in
    test_gpu_pairs."""
    found = []
    for root in (CORPUS, DATA / "gpu"):
        for pair in json.loads((root / "pairs.json").read_text())["pairs"]:
            unreadable = "exit 2" in pair.get("wrong_now", "")
            marks = [pytest.mark.xfail(strict=True, raises=DumpError, reason=pair["wrong_now"])] if unreadable else []
            found.append(pytest.param(root / pair["base"], root / pair["head"], marks=marks))
    return found


@pytest.mark.parametrize(("base", "head"), _pairs(), ids=lambda p: "/".join(p.parts[-2:]))
def test_the_lines_always_add_up(base: Path, head: Path) -> None:
    """Every real pair, both ways: the JSON's attribution adds up exactly to the difference, each timeline's maximum
    is its peak, and each side's live set at the peak holds its timeline there (nothing left unexplained)."""
    for first, second in ((base, head), (head, base)):
        comparison = compared(first, second)
        document = compare_document(comparison)
        for graph, compared_graph in zip(document["graphs"], comparison.graphs, strict=True):
            for side in ("base", "head"):
                timeline = graph["timeline"][side]
                assert (max(timeline) if timeline else None) == (
                    graph[f"{side}_peak_bytes"] if timeline else None  # type: ignore[literal-required]
                )
            lines: list[dict[str, Any]] | None = graph.get("peak_attribution")  # type: ignore[assignment]
            if lines is None:
                continue
            assert graph["base_peak_bytes"] is not None and graph["head_peak_bytes"] is not None
            assert sum(line["bytes"] for line in lines) == graph["head_peak_bytes"] - graph["base_peak_bytes"]
            assert all(line["bytes"] for line in lines)
            assert not [line for line in lines if line["change"] == "unexplained"]
            memory = compared_graph.memory
            assert memory is not None and memory.base_peak is not None and memory.head_peak is not None
            assert sum(b.held_bytes for b in memory.head_peak.live) == memory.head_bytes


def _graph(name: str, buffers: dict[str, tuple[int, str]], total: int, extra: int = 0) -> Graph:
    """A graph without a schedule: one kernel per buffer (`ops` the buffer's op), the total `extra` bytes off."""
    nodes = tuple(
        Node(name=f"op_{b}", kind="SchedulerNode", order=i, is_kernel=True, kernel=f"k_{op}", ops=(op,))
        for i, (b, (_, op)) in enumerate(buffers.items())
    )
    return Graph(
        name=name,
        format="inductor_ir",
        source=name,
        nodes=nodes,
        buffers=tuple(
            Buffer(name=b, kind="ComputedBuffer", dtype="float32", shape=(n // 4,), nbytes=n, role="temp")
            for b, (n, _) in buffers.items()
        ),
        deps=tuple(Dep(node=f"op_{b}", buffer=b, kind="write") for b in buffers),
        total_bytes=total + extra,
        bytes_source="ir_buffers",
        timeline_note="no output_code.py beside the IR",
    )


def test_without_a_schedule_the_total_is_attributed_and_what_it_cannot_explain_is_said() -> None:
    base = _graph("g", {"buf0": (4 * MIB, "exp"), "buf1": (MIB, "relu")}, 5 * MIB)
    head = _graph(
        "g", {"buf0": (4 * MIB, "exp"), "buf1": (2 * MIB, "relu"), "x|<b>\x1b[2J": (MIB, "tanh")}, 7 * MIB, extra=512
    )
    comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
    memory = comparison.graphs[0].memory
    assert memory is not None and memory.scope == "total" and memory.base_peak is None
    assert [(line.change, line.bytes) for line in memory.lines] == [("grown", MIB), ("new", MIB), ("unexplained", 512)]
    assert memory.lines[1].why == "written by new kernel k_tanh"
    document = compare_document(comparison)
    assert "peak_attribution" not in document["graphs"][0]
    assert sum(line["bytes"] for line in document["graphs"][0]["total_attribution"]) == 2 * MIB + 512
    written = rendered(comparison, "markdown")
    assert "| +1.00 MiB | new | x\\|\\<b\\> \\[2J |" in written  # the name inert: no cell break, no tag
    markdown = written.replace("\\", "")  # as GitHub shows it
    assert "| float32[262144] | written by new kernel k_tanh |" in markdown
    assert "| **+2.00 MiB** | | | | (explained 99.9 %) |" in markdown
    text = rendered(comparison, "text")
    assert "x|<b>: written by new kernel k_tanh" in text and "\x1b" not in text
    assert "  total 5.00 MiB -> 7.00 MiB (+2.00 MiB) (no schedule: every buffer the total counts)" in text


def test_inspect_shows_the_peak_and_its_largest_live_buffers() -> None:
    """jax06_sgd: the peak is at step 53 of 59, `dot`, with the four 16 MiB weights (parameters, live to the end)."""
    summary = graph_summary(load_run(DATA / "xla_memory/jax06_sgd").graphs[0])
    assert summary["bytes_source"] == "allocations"
    peak = summary["peak"]
    assert (peak["step"], peak["steps"], peak["kernel"]) == (53, 59, "dot")
    assert [(b["name"], b["held_bytes"], b["role"], b["live"]) for b in peak["largest_live"][:2]] == [
        ("Arg_0.1", 16 * MIB, "parameter", [0, 59]),
        ("Arg_1.2", 16 * MIB, "parameter", [0, 59]),
    ]


def test_compare_from_the_store_attributes_the_same(store: Engine) -> None:
    from sqlalchemy.orm import Session

    from dumpdiff.service.store import find_run, read_runs, save_run

    paths = (DATA / "xla_memory/jax06_sgd_donate", CORPUS / "inductor-cuda/mlp_bigbatch")
    heads = (DATA / "xla_memory/jax06_sgd", CORPUS / "inductor-cuda/mlp_base")
    for base_path, head_path in zip(paths, heads, strict=True):
        with Session(store) as session, session.begin():
            save_run(session, load_run(base_path), commit="a" * 40, replace=True)
            save_run(session, load_run(head_path), commit="b" * 40, replace=True)
        with Session(store) as session:
            base, head = read_runs(session, [find_run(session, commit, None) for commit in ("a" * 40, "b" * 40)])
        stored = compare_document(compare_runs(base, head, Config()))["graphs"]
        folders = compare_document(compared(base_path, head_path))["graphs"]
        for from_store, from_folders in zip(stored, folders, strict=True):
            for key in ("peak", "peak_attribution", "total_attribution", "timeline"):
                assert from_store.get(key) == from_folders.get(key)


def _scheduled(buffers: list[Buffer], timeline: tuple[int, ...]) -> Graph:
    """One kernel per buffer, in the order given, each writing its buffer (an update in place: mutating it)."""
    nodes = tuple(
        Node(name=f"op{i}", kind="SchedulerNode", order=i, is_kernel=True, kernel=f"k_{b.name}", ops=(b.name,))
        for i, b in enumerate(buffers)
    )
    peak = max(timeline)
    return Graph(
        name="g",
        format="inductor_ir",
        source="g",
        nodes=nodes,
        buffers=(
            *buffers,
            Buffer(name="arg0", kind="input", dtype="float32", shape=(262144,), nbytes=MIB, role="input"),
        ),
        deps=tuple(
            Dep(node=f"op{i}", buffer=b.name, kind="mutation" if b.updates else "write") for i, b in enumerate(buffers)
        ),
        total_bytes=sum(b.nbytes or 0 for b in buffers if b.slot),
        peak_bytes=peak,
        bytes_source="allocations",
        schedule=tuple(f"k_{b.name}" for b in buffers),
        timeline=timeline,
        peak_step=timeline.index(peak),
    )


def _temp(name: str, live: tuple[int, int], *, slot: str | None = None, updates: str | None = None) -> Buffer:
    held = updates is None
    return Buffer(
        name=name,
        kind="ComputedBuffer",
        dtype="float32",
        shape=(262144,),
        nbytes=MIB if held else 0,
        role="temp",
        slot=(slot or name) if held else None,
        live_start=live[0] if held else None,
        live_end=live[1] if held else None,
        updates=updates,
    )


def test_a_schedule_change_alone_shows_temporaries_living_longer() -> None:
    """The same three kernels; the base frees each temporary before the next (one storage, reused), the head keeps
    all three to the end: the peak goes 1 -> 3 MiB, the two later temporaries now living longer, with their writers."""
    base = _scheduled([_temp("a", (0, 0)), _temp("b", (1, 1), slot="a"), _temp("c", (2, 2), slot="a")], (MIB,) * 3)
    head = _scheduled([_temp("a", (0, 2)), _temp("b", (1, 2)), _temp("c", (2, 2))], (MIB, 2 * MIB, 3 * MIB))
    comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
    memory = comparison.graphs[0].memory
    assert memory is not None and memory.head_peak is not None
    assert [(line.change, line.bytes, line.why) for line in memory.lines] == [
        ("longer", MIB, "written by k_b: live steps 1-1, now live steps 1-2"),
        ("longer", MIB, "written by k_c: live steps 2-2 on both sides; the peak is at step 2, was 0"),
    ]


def test_an_inductor_update_in_place_that_became_a_copy() -> None:
    """The base's `u` overwrites the input `arg0` in place (it owns nothing); the head's `u`, written by the same
    kernel, is a new 1 MiB allocation beside it."""
    base = _scheduled([_temp("t", (0, 1)), _temp("u", (1, 1), updates="arg0")], (MIB, MIB))
    head = _scheduled([_temp("t", (0, 1)), _temp("u", (1, 1))], (MIB, 2 * MIB))
    comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
    memory = comparison.graphs[0].memory
    assert memory is not None
    assert [(line.change, line.bytes, line.why) for line in memory.lines] == [
        ("copy", MIB, "temp no longer updates arg0 in place (in-place update lost)")
    ]
