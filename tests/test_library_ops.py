"""One op however it is launched (issue #13: autotuner choices, wrappers): a library call, a Triton template and a
higher-order wrapper are the op they run (`computes`), and the outputs of two matched kernels pair by what they are.
Facts read by hand from the real H100 dumps of `tests/data/gpu/`, and small hand-made cases."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.differ.growth import paired_outputs
from tests.dumps import DATA, compare_dumps
from tests.test_differ_properties import renamed

GPU = DATA / "gpu"


@cache
def parsed(relative: str) -> Run:
    return load_run(GPU / relative)


def _node(run: Run, graph_part: str, node_name: str) -> Node:
    (graph,) = (g for g in run.graphs if graph_part in g.name)
    return graph.node_by_name[node_name]


def test_a_triton_template_computes_its_own_op_at_its_own_shape() -> None:
    """autotune_inductor/base output_code.py: `triton_tem_fused_mm_relu_0` (Original ATen: [aten.mm, aten.relu]) runs
    template op0 (buf0, bf16[512, 2048]) and its relu epilogue op1; op2 is the 512x1024 mm, op4 the 512x512 one."""
    base = parsed("autotune_inductor/base")
    computes = {
        name: _node(base, "inference", name).attributes.get("computes") for name in ("op0", "op1", "op2", "op4")
    }
    assert computes == {
        "op0": {"kind": "aten.mm bfloat16[512, 2048]", "ops": ["aten.mm"]},
        "op1": None,  # the relu epilogue is a loop body of its own
        "op2": {"kind": "aten.mm bfloat16[512, 1024]", "ops": ["aten.mm"]},
        "op4": {"kind": "aten.mm bfloat16[512, 512]", "ops": ["aten.mm"]},
    }
    # The rerun picked `extern_kernels.mm` for the first mm: the same work.
    assert _node(parsed("autotune_inductor/rerun"), "inference", "op0").attributes["computes"] == computes["op0"]


def test_a_wrapper_computes_the_op_it_runs() -> None:
    """checkpoint/ckpt forward: `buf5 = torch.ops.higher_order.graphsafe_run_with_rng_state(torch.ops.aten.
    _scaled_dot_product_cudnn_attention.default, ...)` (op5); checkpoint/plain runs the bare op as op6."""
    wrapped = _node(parsed("checkpoint/ckpt"), "forward", "op5")
    bare = _node(parsed("checkpoint/plain"), "forward", "op6")
    assert wrapped.kernel == "torch.ops.higher_order.graphsafe_run_with_rng_state"
    assert wrapped.attributes["computes"] == bare.attributes["computes"]
    # cuDNN attention is the attention op, whichever backend the dispatcher picked
    assert bare.attributes["computes"]["ops"] == ["aten.scaled_dot_product_attention"]


def test_a_cublas_call_computes_the_dot_a_gemm_fusion_holds() -> None:
    """autotune_xla: base runs the batched dot f32[4,1024,512] as `__cublas$lt$matmul` custom-call.1, rerun2 as
    gemm_fusion_dot.35 holding dot.47; both from the same jax `dot_general`."""
    cublas = _node(parsed("autotune_xla/base"), "jit_step", "custom-call.1")
    dot = _node(parsed("autotune_xla/rerun2"), "jit_step", "dot.47")
    assert (
        cublas.attributes["computes"]
        == {"kind": dot.kind, "ops": list(dot.ops)}
        == {
            "kind": "dot",
            "ops": ["dot", "dot_general"],
        }
    )


def test_run_with_rng_state_computes_the_op_after_the_rng_state(tmp_path: Path) -> None:
    """`run_with_rng_state(rng_state, op, *args)` takes the state first, `graphsafe_run_with_rng_state(op, *args)` the
    op: the op is the argument that names one."""
    folder = tmp_path / "model__0_forward_1.0"
    folder.mkdir()
    (folder / "ir_post_fusion.txt").write_text(
        "op0: ExternKernelSchedulerNode(FallbackKernel)\n"
        "op0.writes = [StarDep(name='buf0', mode=None)]\n"
        "op0.unmet_dependencies = []\n"
        "op0.met_dependencies = [StarDep(name='arg0_1', mode=None)]\n"
        "op0.outputs = [\n"
        "    buf0: FallbackKernel\n"
        "    buf0.layout = MultiOutputLayout(device=device(type='cuda', index=0))\n"
        "    buf0.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]\n"
        "]\n"
        "op0.node.kernel = torch.ops.higher_order.run_with_rng_state\n"
    )
    (folder / "output_code.py").write_text(
        "def call(self, args):\n"
        "    arg0_1, rng_state_0 = args\n"
        "    buf0 = torch.ops.higher_order.run_with_rng_state(rng_state_0, torch.ops.aten.native_dropout.default,"
        " arg0_1, 0.1, True)\n"
        "    return (buf0, )\n"
    )
    node = _node(load_run(tmp_path), "forward", "op0")
    assert node.attributes["computes"] == {"kind": "aten.native_dropout", "ops": ["aten.native_dropout"]}


def _buffer(name: str, dtype: str | None, shape: tuple[int, ...] | None, nbytes: int) -> Buffer:
    return Buffer(name=name, dtype=dtype, shape=shape, nbytes=nbytes, producer="k", role="temp")


def test_outputs_pair_by_what_they_are_not_by_position() -> None:
    """jax 0.11: a multi-output reduce fusion writes a 16 B tuple table beside its arrays, the single-output fusion it
    becomes writes the array alone; Inductor under checkpointing writes one more output between the others."""
    array = _buffer("loop_reduce_tanh_fusion{0}", "f32", (256, 1024), 1 << 20)
    table = _buffer("loop_reduce_tanh_fusion", None, None, 16)
    alone = _buffer("loop_tanh_fusion", "f32", (256, 1024), 1 << 20)
    assert paired_outputs([table, array], [alone]) == [(array, alone)]
    small = _buffer("buf16", "float32", (4, 256, 1), 4096)
    mask = _buffer("buf14", "bool", (4, 256, 256), 262144)
    big = _buffer("buf12", "float32", (4, 256, 256), 1 << 20)
    small_now = _buffer("buf13", "float32", (4, 256, 1), 4096)
    assert paired_outputs([mask, small], [small_now, big]) == [(small, small_now)]
    # A batch-size change still pairs an output with itself at its new size.
    grown = _buffer("buf3", "float32", (8, 256, 256), 1 << 21)
    assert paired_outputs([small, big], [grown]) == [(big, grown)]
    # The code alone sizes its storage but types none: of a norm's statistics and its output, neither is known.
    statistics, output = _buffer("buf121", None, None, 512), _buffer("buf122", None, None, 1 << 20)
    statistics_now, output_now = _buffer("buf79", None, None, 1 << 20), _buffer("buf80", None, None, 512)
    assert paired_outputs([statistics, output], [statistics_now, output_now]) == []
    assert paired_outputs([output], [output_now]) == [(output, output_now)]


# How the other backend launches a one-op matmul: (kind, kernel name, ops).
OTHER_LAUNCH = {
    "custom-call": ("fusion", "gemm_fusion_dot.99", ("fusion", "kCustom")),
    "fusion": ("custom-call", "__cublas$gemm", ("custom-call", "__cublas$gemm")),
    "ExternKernelSchedulerNode": ("SchedulerNode", "triton_tem_fused_mm_9", ("MultiTemplateBuffer",)),
    "SchedulerNode": ("ExternKernelSchedulerNode", "extern_kernels.mm", ("ExternKernelOut", "extern_kernels.mm")),
}


def _launched_the_other_way(graph: Graph, chosen: set[str]) -> Graph:
    """The chosen one-op matmul kernels launched by the other backend the autotuner could have picked: an XLA cuBLAS
    call as a gemm fusion of its dot and back, an Inductor extern mm as a Triton template and back."""
    nodes: list[Node] = []
    for node in graph.nodes:
        if node.parent in chosen:
            continue  # a gemm fusion's dot: its custom call computes it
        if node.name not in chosen:
            nodes.append(node)
            continue
        kind, kernel, ops = OTHER_LAUNCH[node.kind]
        launched = dataclasses.replace(node, kind=kind, kernel=kernel, ops=ops)
        if node.kind == "custom-call":
            computes = node.attributes["computes"]
            dot = Node(name=f"{node.name}/dot", kind=computes["kind"], order=node.order, parent=node.name)
            attributes = {k: v for k, v in node.attributes.items() if k != "computes"}
            launched = dataclasses.replace(launched, members=(dot.name,), attributes=attributes)
            nodes += [launched, dataclasses.replace(dot, ops=tuple(computes["ops"]))]
        elif node.kind == "fusion":
            (dot,) = (graph.node_by_name[m] for m in node.members)
            attributes = {**node.attributes, "computes": {"kind": dot.kind, "ops": list(dot.ops)}}
            nodes.append(dataclasses.replace(launched, members=(), attributes=attributes))
        else:
            nodes.append(launched)
    return dataclasses.replace(graph, nodes=tuple(nodes))


def _swappable(graph: Graph) -> list[str]:
    """One-op matmul kernels: a cuBLAS call, a gemm fusion of one dot, an extern mm, a template alone."""
    names = []
    for kernel in graph.kernels:
        leaf, *others = graph.leaf_members(kernel)
        work = leaf.attributes.get("computes", {"kind": leaf.kind, "ops": list(leaf.ops)})
        if not others and kernel.kind in OTHER_LAUNCH and work["ops"][0] in ("dot", "aten.mm"):
            names.append(kernel.name)
    return names


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    dump=st.sampled_from(["autotune_xla/base", "checkpoint/plain", "autotune_inductor/rerun"]),
)
def test_a_rerun_whose_autotuner_picked_other_backends_finds_no_regression(seed: int, dump: str) -> None:
    """The same program, each one-op matmul launched the other way or not: no kernel new or removed, no fusion lost
    or made, no growth; at most the swapped kernels changed."""
    run = parsed(dump)
    rng = random.Random(seed)
    swapped_graphs, swapped = [], 0
    for graph in run.graphs:
        candidates = _swappable(graph)
        chosen = set(rng.sample(candidates, rng.randint(0, len(candidates))))
        swapped += len(chosen)
        swapped_graphs.append(_launched_the_other_way(graph, chosen))
    comparison = compare_runs(run, dataclasses.replace(run, graphs=tuple(swapped_graphs)), Config())
    totals = comparison.totals()
    assert not comparison.regression
    assert [totals[k] for k in ("new_kernels", "removed_kernels", "lost_fusions", "new_fusions")] == [0, 0, 0, 0]
    assert totals["changed_kernels"] <= swapped
    assert all(f.kind == "changed_kernel" and "backend changed" in f.summary for f in comparison.findings)


AOT_ATTENTION = """ ===== Forward graph 0 =====
 /work/model.py class GraphModule(torch.nn.Module):
    def forward(self, q: "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0", k: "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0", v: "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0"):
        attention = {call}
        getitem: "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0" = attention[0];  attention = None
        mul: "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0" = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
        return (mul,)
"""  # noqa: E501


def test_an_aot_graph_op_under_an_rng_wrapper_is_the_bare_op(tmp_path: Path) -> None:
    """torch 2.11 aot_graphs under activation checkpointing (checkpoint/ckpt's log): the cuDNN attention runs under
    `graphsafe_run_with_rng_state`; without checkpointing it is called bare. Changed, never new + removed."""
    bare = "torch.ops.aten._scaled_dot_product_cudnn_attention.default(q, k, v, None, True, 0.1, True)"
    wrapped = (
        "torch.ops.higher_order.graphsafe_run_with_rng_state(torch.ops.aten._scaled_dot_product_cudnn_attention"
        ".default, q, k, v, None, True, 0.1, True, rng_state = fwd_rng_state_0);  q = k = v = None"
    )
    (tmp_path / "plain.log").write_text(AOT_ATTENTION.format(call=bare))
    (tmp_path / "ckpt.log").write_text(AOT_ATTENTION.format(call=wrapped))
    for base, head in (("plain", "ckpt"), ("ckpt", "plain")):
        totals = compare_dumps(tmp_path / f"{base}.log", tmp_path / f"{head}.log").totals()
        assert (totals["new_kernels"], totals["removed_kernels"], totals["changed_kernels"]) == (0, 0, 1)


def test_a_gemm_fusion_transposing_its_operand_is_the_dot_a_cublas_call_runs() -> None:
    """autotune_xla/base gemm_fusion_dot.28 holds transpose.61 and dot.39: the transpose only feeds the dot's loads.
    Launched instead as `__cublas$lt$matmul` (which transposes by a flag), it is the same work, both ways."""
    fusion = _node(parsed("autotune_xla/base"), "jit_step", "gemm_fusion_dot.28")
    dot = {"kind": "dot", "ops": ["dot", "dot_general"]}
    assert fusion.attributes["computes"] == dot

    def graph(kernel: Node, *members: Node) -> Graph:
        output = Buffer(name="out", dtype="bf16", shape=(64, 128, 128), nbytes=1 << 21, producer=kernel.name)
        deps = (Dep(node=kernel.name, buffer="out", kind="write"), Dep(node=kernel.name, buffer="p0", kind="read"))
        return Graph(name="g", format="xla_buffers", source="s", nodes=(kernel, *members), buffers=(output,), deps=deps)

    members = ("gemm_fusion_dot.28/transpose", "gemm_fusion_dot.28/dot")
    gemm = graph(
        Node(name="gemm_fusion_dot.28", kind="fusion", order=0, is_kernel=True, kernel="gemm_fusion_dot.28",
             members=members, ops=("fusion", "kCustom"), attributes={"computes": dot}),
        Node(name=members[0], kind="transpose", order=1, parent="gemm_fusion_dot.28", ops=("transpose", "dot_general")),
        Node(name=members[1], kind="dot", order=2, parent="gemm_fusion_dot.28", ops=("dot", "dot_general")),
    )  # fmt: skip
    cublas = graph(
        Node(name="custom-call.4", kind="custom-call", order=0, is_kernel=True, kernel="__cublas$lt$matmul",
             ops=("custom-call", "__cublas$lt$matmul"), attributes={"computes": dot}),
    )  # fmt: skip
    for base, head in ((gemm, cublas), (cublas, gemm)):
        comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
        (finding,) = comparison.findings
        assert finding.kind == "changed_kernel" and "backend changed" in finding.summary


RERUN_DUMPS = sorted(
    str(path.relative_to(GPU))
    for path in GPU.glob("*/*")
    if path.is_dir() and path.parent.name in ("autotune_inductor", "autotune_xla", "checkpoint")
)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dump=st.sampled_from(RERUN_DUMPS))
def test_a_rerun_renumbered_and_reordered_finds_nothing_at_all(seed: int, dump: str) -> None:
    """A rerun of the same program with every op and buffer renumbered and every list reshuffled: no finding."""
    run = parsed(dump)
    assert [f.summary for f in compare_runs(run, renamed(run, random.Random(seed)), Config()).findings] == []


def test_a_dot_run_bare_or_through_a_library_fusion_is_one_op() -> None:
    """jax 0.6.2 runs the SGD step's seven forward and input-gradient gemms on the CPU as bare `dot`s, jax 0.12.0.1 as
    YNNPACK fusions of that one dot (`kind=kCustom`, `"fusion_config":{"kind":"__ynn_fusion"}`): the backend changed,
    not the ops (they read as one op gained and one lost: the library call's key and the bare dot's were counted
    apart). The other changes are the release's own: renamed tanh wrappers, and tanh's derivative as (1 + t)(1 - t)."""
    xla_memory = DATA / "xla_memory"
    comparison = compare_dumps(xla_memory / "jax06_sgd", xla_memory / "jax012_sgd")
    summaries = Counter(f.summary.partition(": ")[2] for f in comparison.findings if f.kind == "changed_kernel")
    assert summaries["backend changed (dot -> fusion)"] == 7 and summaries["renamed"] == 3
    assert not comparison.regression and comparison.totals()["changed_kernels"] == 14
