"""Memory facts: peaks, timelines, live ranges, roles, slots and in-place updates, on real dumps (facts read by hand
from the text, cited in each test) and small hand-made cases. The XLA dumps of tests/data/xla_memory are an SGD step
of a 4-layer MLP (16 MiB f32 weights) on CPU, with and without donated weights (benchmarks/xla_memory_dumps.py)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from dumpdiff.ingest._memory import Span, live_bytes, peak_step
from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Graph
from dumpdiff.service.differ.growth import inputs_no_longer_updated
from tests.conftest import CORPUS
from tests.dumps import DATA

XLA_MEMORY = DATA / "xla_memory"
MIB = 1 << 20


def graph_of(path: Path, name: str | None = None) -> Graph:
    graphs = load_run(path).graphs
    return graphs[0] if name is None else next(g for g in graphs if g.name == name)


def test_live_bytes_count_a_shared_slot_once() -> None:
    spans = [
        Span("a", 0, 100, 0, 2),  # a parameter updated in place by the next span: both live at step 2
        Span("a", 0, 100, 2, 3),
        Span("a", 50, 150, 1, 1),  # overlaps half of it
        Span("b", 0, 10, 1, 9),  # cut at the last step
    ]
    assert live_bytes(spans, 4) == (100, 160, 110, 110)
    assert peak_step(live_bytes(spans, 4)) == 1 and peak_step(()) is None


def test_xla_peak_never_above_what_is_allocated() -> None:
    """jax 0.6.2, donated weights. XLA's peak list at step 34 sums 103_284_736 bytes, more than `Total bytes used:
    87556128`: dot.3 (the last layer's f32[2048,2048] gradient, 27-34) and multiply_subtract_fusion.clone (the
    updated weight written into it, 34-62) share `allocation 3` at offset 0 and both count there."""
    graph = graph_of(XLA_MEMORY / "jax06_sgd_donate")
    assert (graph.total_bytes, graph.attributes["reported_peak_bytes"]) == (87_556_128, 103_284_736)
    gradient, update = graph.buffer_by_name["dot.3"], graph.buffer_by_name["multiply_subtract_fusion.clone"]
    assert gradient.slot == update.slot == "allocation 3 @ 0" and gradient.live_end == update.live_start == 34
    assert graph.timeline[34] == 103_284_736 - 16 * MIB  # the shared slot once
    assert graph.peak_bytes == max(graph.timeline) == 87_556_096 <= graph.total_bytes
    # The real peak is at step 27, while dot.3 is computed: 5 x 16 MiB (the first weight, the three donated weights'
    # copies, the gradient) and the activations.
    assert (graph.peak_step, graph.schedule[graph.peak_step]) == (27, "dot.3")
    big = sorted(b.name for b in graph.buffers if b.nbytes == 16 * MIB and b.live_start <= 27 <= b.live_end)
    assert big == ["Arg_0.1", "copy.1", "copy.2", "copy.3", "dot.3"]


def test_jax_0_12_split_files_read_with_their_pages() -> None:
    """jax 0.12.0.1, the same step without donation, in the split layout (buffer assignment, values, live range,
    memory report) with a `page` in every allocation line (`allocation 0: size 16777216, page 0, maybe-live-out:`).
    `Total bytes used: 136314912` is the report's `Total bytes: 136314912 (130.00MiB)`; the live range's peak at 26
    (`dot`, the first layer's weight gradient) lists eleven values summing to 135_790_592, the stack breakdown's
    `peak usage` too: four weights, three updated weights and the gradient of 16 MiB, three 512 KiB activations."""
    graph = graph_of(XLA_MEMORY / "jax012_sgd")
    assert {allocation["page"] for allocation in graph.attributes["allocations"]} == {0}
    assert graph.total_bytes == 136_314_912
    assert graph.peak_bytes == graph.attributes["reported_peak_bytes"] == graph.attributes["stack_peak_bytes"]
    assert (graph.peak_step, graph.schedule[graph.peak_step], graph.peak_bytes) == (26, "dot", 135_790_592)
    live = [b.nbytes for b in graph.buffers if b.live_start <= 26 <= b.live_end]
    assert sorted(live) == [512 * 1024] * 3 + [16 * MIB] * 8


def test_xla_in_place_update_lost_and_longer_live_range() -> None:
    """The same step without donation: the HLO header loses `input_output_alias={ {0}: (0, {}, may-alias), ... }`,
    the new weights get allocations of their own, and every old weight (`Arg_1.2{}:0-6` donated, copied to copy.1
    and its slot reused) lives to the end (`Arg_1.2{}:0-59`): the peak grows by 46 MiB."""
    donated, copied = graph_of(XLA_MEMORY / "jax06_sgd_donate"), graph_of(XLA_MEMORY / "jax06_sgd")
    assert donated.attributes["input_output_alias"][1] == {
        "output_index": "{1}", "parameter": 1, "parameter_index": "", "kind": "may-alias",
    }  # fmt: skip
    assert "input_output_alias" not in copied.attributes
    updates = {b.name: b.updates for b in donated.buffers if b.updates}
    assert updates == {
        "multiply_subtract_fusion.3.clone": "Arg_0.1",
        "multiply_subtract_fusion.2.clone": "Arg_1.2",
        "multiply_subtract_fusion.1.clone": "Arg_2.3",
        "multiply_subtract_fusion.clone": "Arg_3.4",
    }
    assert not any(b.updates for b in copied.buffers)
    update = donated.buffer_by_name["multiply_subtract_fusion.2.clone"]
    assert (update.role, update.slot, donated.buffer_by_name["Arg_1.2"].slot) == ("output", *["allocation 1 @ 0"] * 2)
    assert copied.buffer_by_name["multiply_subtract_fusion.2.clone"].slot == "allocation 1 @ 0"  # not a parameter's
    assert copied.buffer_by_name["Arg_1.2"].slot == "allocation 5 @ 0"
    old, new = donated.buffer_by_name["Arg_1.2"], copied.buffer_by_name["Arg_1.2"]
    assert (old.role, old.live_start, old.live_end) == ("parameter", 0, 6)
    assert (new.role, new.live_start, new.live_end) == ("parameter", 0, 59) and len(copied.schedule) == 59
    assert copied.peak_bytes - donated.peak_bytes == 135_790_592 - 87_556_096 == 46 * MIB
    # XLA's own figures are both above their module's total.
    assert copied.attributes["reported_peak_bytes"] == 152_043_520 > copied.total_bytes == 136_839_200


def test_xla_old_peak_list_is_not_the_peak() -> None:
    """jax 0.4.30 prints the values live at its peak moment (`Live ranges at 39 (peak):`) without cumulative sums:
    86_507_616 bytes. At step 37 six 16 MiB buffers are live at once: the first weight, the updated second weight
    (subtract.59.clone, written in place into the donated Arg_1.2's allocation 1), the three weights' copies and a
    gradient (custom-call.10.clone{0}, a oneDNN matmul)."""
    graph = graph_of(XLA_MEMORY / "jax04_sgd_donate")
    assert (graph.total_bytes, graph.attributes["reported_peak_bytes"]) == (121_635_024, 86_507_616)
    assert (graph.peak_bytes, graph.peak_step, graph.schedule[37]) == (104_857_600, 37, "subtract.59.clone")
    big = sorted(b.name for b in graph.buffers if b.nbytes == 16 * MIB and b.live_start <= 37 <= b.live_end)
    assert big == ["Arg_0.1", "copy.1", "copy.2", "copy.3", "custom-call.10.clone{0}", "subtract.59.clone"]
    assert graph.buffer_by_name["subtract.59.clone"].updates == "Arg_1.2"


def test_xla_timeline_from_the_schedule_without_live_ranges(tmp_path: Path) -> None:
    """A buffer assignment without its `HloLiveRange` part: the live ranges come from the HLO schedule and the
    values' uses; the peak is the one the printed live ranges give."""
    for source in (XLA_MEMORY / "jax06_sgd_donate").iterdir():
        text = source.read_text()
        (tmp_path / source.name).write_text(text.split("HloLiveRange")[0])
    graph = graph_of(tmp_path)
    assert "from the HLO schedule" in (graph.timeline_note or "")
    assert (graph.peak_bytes, len(graph.schedule)) == (87_556_096, 62)
    weight = graph.buffer_by_name["Arg_1.2"]
    assert (weight.live_start, weight.live_end) == (0, 6)  # donated: to its last use, the copy at step 6
    assert graph.buffer_by_name["Arg_4.5"].live_end == 62  # x, not donated: to the end
    assert graph.buffer_by_name["multiply_subtract_fusion.clone"].live_end == 62  # an output


def test_inductor_bytes_are_what_the_wrapper_allocates(corpus: Path) -> None:
    """mlp_base's backward (output_code.py): `buf3 = buf0; del buf0  # reuse` and `buf7 = buf4; del buf4  # reuse`
    take storage over (the total counts it once); buf11-buf14 are never allocated (fused into the layer-norm
    backward kernels) and own nothing. The total is the sum of the `empty_strided_cuda` sizes of `call`."""
    path = corpus / "inductor-cuda/mlp_base/model__0_backward_3.1"
    graph = graph_of(path.parent, "model__0_backward_3")
    code = (path / "output_code.py").read_text()
    sizes = re.findall(r"= empty_strided_cuda\(\(([\d, ]+)\), \([\d, ]+\), torch\.bfloat16\)", code)
    allocated = sum(2 * math.prod(int(d) for d in size.split(",") if d.strip()) for size in sizes)  # bf16, dense
    assert graph.bytes_source == "allocations" and graph.total_bytes == allocated == 13_249_536
    reused = graph.buffer_by_name["buf3"]
    assert (reused.nbytes, reused.slot, graph.buffer_by_name["buf0"].nbytes) == (64 * 2048 * 2, "buf0", 64 * 2048 * 2)
    assert graph.buffer_by_name["buf11"].attributes["ir_nbytes"] == 256
    assert graph.buffer_by_name["buf7"].slot == "buf4"
    assert {graph.buffer_by_name[b].nbytes for b in ("buf11", "buf12", "buf13", "buf14")} == {0}
    assert graph.buffer_by_name["buf11"].role is None
    # One step per kernel or extern call: 6 mm, 5 Triton launches.
    assert len(graph.schedule) == len(graph.timeline) == 11 == code.count(".run(") + code.count("extern_kernels.mm(")
    assert graph.peak_bytes == max(graph.timeline) == graph.timeline[graph.peak_step]
    # The peak: buf5 (a bf16[2048, 2048] weight gradient, 8 MiB), buf1 and buf9 (2 MiB each) are held when the mm
    # writing buf9 runs.
    assert (graph.peak_step, graph.schedule[graph.peak_step], graph.peak_bytes) == (8, "extern_kernels.mm", 12_919_808)
    held = {b.name for b in graph.buffers if b.live_start is not None and b.live_start <= 8 <= b.live_end}
    assert {"buf1", "buf5", "buf9"} <= held
    assert (graph.buffer_by_name["buf5"].role, graph.buffer_by_name["buf5"].live_end) == ("output", 11)
    assert graph.buffer_by_name["primals_6"].role == "input"


def test_inductor_without_output_code_sums_the_ir_buffers() -> None:
    """The ResNet backward seed has no output_code.py: its 308 GiB is every IR buffer's size summed (737 buffers of
    a batch-2048 backward, most of them 3 GiB), reuse unknown."""
    graph = graph_of(CORPUS / "seeds/inductor_resnet_bwd_ir_post_fusion.txt")
    assert graph.bytes_source == "ir_buffers" and graph.total_bytes == 331_098_970_962
    assert graph.peak_bytes is None and graph.timeline == () and "no output_code.py" in (graph.timeline_note or "")


@pytest.mark.parametrize(
    "source", ["seeds/opattrs_kid_trace.txt", "seeds/torch_logs_aot_graphs_float8.txt"], ids=["opattrs", "aot"]
)
def test_formats_without_a_schedule_say_why(source: str) -> None:
    for graph in load_run(CORPUS / source).graphs:
        assert graph.timeline == graph.schedule == () and graph.peak_step is None and graph.timeline_note


SOURCES = sorted(
    str(p.relative_to(CORPUS)) for pattern in ("xla-*/*", "inductor-*/*", "seeds/*") for p in CORPUS.glob(pattern)
)


@pytest.mark.parametrize("source", [*SOURCES, *(str(p) for p in sorted(XLA_MEMORY.iterdir()))])
def test_every_timeline_agrees_with_its_peak(source: str) -> None:
    for graph in load_run(CORPUS / source).graphs:
        assert len(graph.timeline) == len(graph.schedule)
        if graph.timeline:
            assert graph.peak_bytes == max(graph.timeline) == graph.timeline[graph.peak_step]
            assert graph.peak_bytes <= graph.total_bytes and graph.bytes_source == "allocations"
            if graph.format == "inductor_ir":  # each storage once
                assert sum(b.nbytes or 0 for b in graph.buffers if b.slot == b.name) == graph.total_bytes
        else:
            assert graph.timeline_note and graph.peak_step is None


def test_inductor_in_place_update_of_an_input() -> None:
    """The FSDP seed: `buf63.layout = MutationLayoutSHOULDREMOVE(...)`, `buf63.mutations = ['arg11_1']` (a copy into a
    parameter): buf63 owns nothing and updates the graph input arg11_1 in place."""
    graph = graph_of(CORPUS / "seeds/inductor_fsdp_ir_post_fusion.txt")
    update = graph.buffer_by_name["buf63"]
    assert (update.updates, update.nbytes, graph.buffer_by_name["arg11_1"].role) == ("arg11_1", 0, "input")
    assert {b.name: b.updates for b in graph.buffers if b.updates} == {
        "buf63": "arg11_1", "buf65": "arg12_1", "buf67": "arg13_1",
    }  # fmt: skip


def test_inputs_no_longer_updated_are_counted_before_they_are_named() -> None:
    """An input a compiler release renamed is still updated in place: as many updates on both sides drop none."""

    def graph(*updated: str) -> Graph:
        inputs = [Buffer(name=name, role="parameter", nbytes=64) for name in ("w", "w.1", "b")]
        outputs = [Buffer(name=f"{name}.new", updates=name) for name in updated]
        return Graph(name="g", format="xla_buffers", source="s", buffers=(*inputs, *outputs))

    assert inputs_no_longer_updated(graph("w", "b"), graph("w.1", "b")) == {}
    assert inputs_no_longer_updated(graph("w", "b"), graph("b")) == {"w": 64}
    assert inputs_no_longer_updated(graph("b"), graph("w", "b")) == {}
