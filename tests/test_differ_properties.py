"""Properties of the matcher: renaming every op and buffer, reordering what a dump lists, or re-indenting it the
way older torch releases did never changes the verdict."""

from __future__ import annotations

import dataclasses
import math
import random
import re
import shutil
from collections.abc import Collection
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.differ.findings import compare_graphs, split_reduction
from dumpdiff.service.differ.growth import allocation_findings
from dumpdiff.service.differ.profiles import kernel_profiles
from dumpdiff.service.differ.stages import match_kernels
from tests.conftest import CORPUS
from tests.dumps import compare_dumps

PAIRS = [
    ("inductor-cuda/mlp_base", "inductor-cuda/mlp_nofusion"),
    ("inductor-cuda/mlp_base", "inductor-cuda/mlp_extra_op"),
    ("inductor-cpu/mlp_base", "inductor-cpu/mlp_bigbatch"),
    ("xla-gpu/xla_mlp_base", "xla-gpu/xla_mlp_nofusion"),
    ("xla-cpu/xla_mlp_base", "xla-cpu/xla_mlp_bigbatch"),
]
PROPERTY_SETTINGS = settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@cache
def parsed(relative: str) -> Run:
    return load_run(CORPUS / relative)


def verdict(base: Run, head: Run) -> dict[str, int | None]:
    totals = compare_runs(base, head, Config()).totals()
    return {k: v for k, v in totals.items() if not k.endswith("bytes")}


def renamed(run: Run, rng: random.Random) -> Run:
    """Every node and buffer gets a new name (consistently), and every list the dump prints is shuffled."""
    return dataclasses.replace(run, graphs=tuple(_renamed_graph(g, rng) for g in run.graphs))


def _renamed_graph(graph: Graph, rng: random.Random) -> Graph:
    names = [n.name for n in graph.nodes] + [b.name for b in graph.buffers]
    shuffled = [f"x{i}" for i in range(len(names))]
    rng.shuffle(shuffled)
    new = dict(zip(names, shuffled, strict=True))

    def rename(name: str | None) -> str | None:
        return None if name is None else new.get(name, name)

    def renames(items: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(new.get(i, i) for i in items)

    nodes = [
        dataclasses.replace(n, name=new[n.name], parent=rename(n.parent), members=renames(n.members))
        for n in graph.nodes
    ]
    buffers = [
        dataclasses.replace(
            b,
            name=new[b.name],
            producer=rename(b.producer),
            users=renames(b.users),
            aliases=renames(b.aliases),
            mutations=renames(b.mutations),
            slot=rename(b.slot),
            updates=rename(b.updates),
        )
        for b in graph.buffers
    ]
    deps = [
        dataclasses.replace(d, node=new.get(d.node, d.node), buffer=new.get(d.buffer, d.buffer)) for d in graph.deps
    ]
    for items in (nodes, buffers, deps):
        rng.shuffle(items)
    return dataclasses.replace(graph, nodes=tuple(nodes), buffers=tuple(buffers), deps=tuple(deps))


@PROPERTY_SETTINGS
@given(seed=st.integers(0, 2**32 - 1), pair=st.sampled_from(PAIRS))
def test_renaming_and_reordering_never_change_the_verdict(seed: int, pair: tuple[str, str]) -> None:
    base, head = parsed(pair[0]), parsed(pair[1])
    rng = random.Random(seed)
    assert verdict(renamed(base, rng), renamed(head, rng)) == verdict(base, head)
    assert not compare_runs(base, renamed(base, rng), Config()).regression


def attribution(base: Run, head: Run) -> list[tuple[str, list[tuple[str, int]]]]:
    """Each graph's memory attribution without names: its lines' changes and bytes."""
    return sorted(
        (g.pairing, sorted((line.change, line.bytes) for line in g.memory.lines))
        for g in compare_runs(base, head, Config()).graphs
        if g.memory is not None
    )


@PROPERTY_SETTINGS
@given(
    seed=st.integers(0, 2**32 - 1),
    pair=st.sampled_from([*PAIRS, ("inductor-cuda/mlp_base", "inductor-cuda/mlp_bigbatch")]),
)
def test_renaming_and_reordering_never_change_why_memory_moved(seed: int, pair: tuple[str, str]) -> None:
    """Buffers pair through matched kernels, never by name nor by the order the dump lists them (a norm's two
    float32[64, 1] outputs tell apart by the kernels reading them)."""
    base, head = parsed(pair[0]), parsed(pair[1])
    rng = random.Random(seed)
    assert attribution(renamed(base, rng), renamed(head, rng)) == attribution(base, head)


def _renumber_text(text: str, mapping: dict[str, str]) -> str:
    return re.sub(r"\b(?:op|buf)\d+\b", lambda m: mapping.get(m.group(), m.group()), text)


def _old_style_indent(text: str) -> str:
    """Torch < 2.5 printed fused members indented by four spaces under their `X.snodes[i] =` line."""
    out, inside = [], False
    for line in text.split("\n"):
        if re.match(r"^\w+\.snodes\[\d+\] =$", line):
            inside = True
            out.append(line)
        elif not line.strip():
            inside = False
            out.append(line)
        else:
            out.append("    " + line if inside else line)
    return "\n".join(out)


@PROPERTY_SETTINGS
@given(seed=st.integers(0, 2**32 - 1), reindent=st.booleans())
def test_renumbered_or_reindented_inductor_text_compares_equal(tmp_path_factory, seed: int, reindent: bool) -> None:
    source = CORPUS / "inductor-cuda/mlp_base/model__0_backward_3.1"
    text = (source / "ir_post_fusion.txt").read_text()
    numbers = sorted(set(re.findall(r"\b(?:op|buf)\d+\b", text)))
    rng = random.Random(seed)
    targets = [f"{n.rstrip('0123456789')}{100 + i}" for i, n in enumerate(numbers)]
    rng.shuffle(targets)
    mapping = {n: f"{n.rstrip('0123456789')}{t.lstrip('opbuf')}" for n, t in zip(numbers, targets, strict=True)}
    copy = tmp_path_factory.mktemp("renumbered") / source.name
    copy.mkdir()
    changed = _renumber_text(text, mapping)
    (copy / "ir_post_fusion.txt").write_text(_old_style_indent(changed) if reindent else changed)
    (copy / "output_code.py").write_text(_renumber_text((source / "output_code.py").read_text(), mapping))
    comparison = compare_dumps(source, copy)
    assert [f.summary for f in comparison.findings] == []
    shutil.rmtree(copy)


def test_graphs_pair_by_similarity_when_names_differ() -> None:
    base, head = parsed("xla-gpu/xla_mlp_base"), parsed("xla-gpu/xla_mlp_rerun")
    renamed_head = dataclasses.replace(
        head, graphs=tuple(dataclasses.replace(g, name=g.name + "_extra") for g in head.graphs)
    )
    comparison = compare_runs(base, renamed_head, Config())
    assert [(g.base.name, g.head.name, g.pairing) for g in comparison.graphs] == [
        ("jit_step", "jit_step_extra", "similarity")
    ]
    assert not list(comparison.findings)


def test_graphs_whose_names_pair_none_keep_to_their_role() -> None:
    """A graph break leaves graphs of each role unpaired by name (frame 10 on one side, frame 1 on the other, an
    inference graph besides): each pairs with the most alike of its own role, never a backward graph with whatever
    graph came first."""
    base = [
        dataclasses.replace(_kernels_graph({"embed": ("gather",)}, []), name="model__0_inference_0"),
        dataclasses.replace(_kernels_graph({"grad": ("where",)}, []), name="model__10_backward_31"),
        dataclasses.replace(_kernels_graph({"loss": ("exp", "sum")}, []), name="model__10_forward_29"),
    ]
    head = [
        dataclasses.replace(_kernels_graph({"grad": ("mul",)}, []), name="model__1_backward_6"),
        dataclasses.replace(_kernels_graph({"loss": ("exp", "sum")}, []), name="model__1_forward_4"),
    ]
    comparison = compare_runs(Run(source="a", graphs=tuple(base)), Run(source="b", graphs=tuple(head)), Config())
    assert [(g.base and g.base.name, g.head and g.head.name, g.pairing) for g in comparison.graphs] == [
        ("model__0_inference_0", None, "only_base"),
        ("model__10_backward_31", "model__1_backward_6", "similarity"),
        ("model__10_forward_29", "model__1_forward_4", "similarity"),
    ]


def test_an_upgrade_touching_every_loop_body_changes_kernels_but_adds_none() -> None:
    base = parsed("inductor-cuda/mlp_base")

    def touched(graph: Graph) -> Graph:
        nodes = tuple(
            dataclasses.replace(n, ops=(*n.ops, "new_intrinsic")) if n.kind == "SchedulerNode" else n
            for n in graph.nodes
        )
        return dataclasses.replace(graph, nodes=nodes)

    head = dataclasses.replace(base, graphs=tuple(touched(g) for g in base.graphs))
    totals = compare_runs(base, head, Config()).totals()
    assert (totals["new_kernels"], totals["removed_kernels"], totals["lost_fusions"]) == (0, 0, 0)
    assert totals["changed_kernels"] == sum(
        1 for g in base.graphs for k in g.kernels if any(leaf.kind == "SchedulerNode" for leaf in g.leaf_members(k))
    )


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize(
    ("base_scenario", "head_scenario"),
    [
        ("inductor-cuda/gpt_base", "inductor-cuda/gpt_nofusion"),
        # Three look-alike layers whose buffers all grow: which layer is which comes from the dataflow.
        ("inductor-cpu/mlp_extra_op", "inductor-cpu/mlp_bigbatch"),
        ("inductor-cpu/mlp_nofusion", "inductor-cpu/mlp_bigbatch"),
        # Fusions made (batch 256 split two reductions) and lost, among pieces that look alike.
        ("inductor-cuda/mlp_bigbatch", "inductor-cuda/mlp_base"),
        ("inductor-cuda/mlp_extra_op", "inductor-cuda/mlp_nofusion"),
    ],
)
def test_shuffled_schedule_blocks_compare_equal_and_keep_the_verdict(
    tmp_path: Path, seed: int, base_scenario: str, head_scenario: str
) -> None:
    """Blocks in another order and buffers listed in another order (dumps sort names as strings) are the same
    program; against another run the verdict and its counts stay put."""

    def shuffled(relative: str) -> Run:
        copy = tmp_path / relative
        shutil.copytree(CORPUS / relative, copy)
        for dump in copy.rglob("ir_post_fusion.txt"):
            blocks = dump.read_text().rstrip("\n").split("\n\n\n")
            random.Random(seed).shuffle(blocks)
            dump.write_text("\n\n\n".join(blocks) + "\n")
        return load_run(copy)

    base, head = parsed(base_scenario), parsed(head_scenario)
    shuffled_base = shuffled(base_scenario)
    assert list(compare_runs(base, shuffled_base, Config()).findings) == []
    assert verdict(shuffled_base, shuffled(head_scenario)) == verdict(base, head)


def _kernels_graph(kernels: dict[str, tuple[str, ...]], flows: list[tuple[str, str]]) -> Graph:
    """A graph of fused kernels (name -> leaf ops, one leaf per op), each writing `buf_<name>`; `flows` are
    (producer, consumer) pairs."""
    nodes, deps = [], []
    for order, (name, ops) in enumerate(kernels.items()):
        if len(ops) == 1:
            nodes.append(Node(name=name, kind="SchedulerNode", order=order, is_kernel=True, ops=ops))
        else:
            leaves = tuple(f"{name}_{i}" for i in range(len(ops)))
            nodes.append(Node(name=name, kind="FusedSchedulerNode", order=order, is_kernel=True, members=leaves))
            nodes += [
                Node(name=leaf, kind="SchedulerNode", order=order, parent=name, ops=(op,))
                for leaf, op in zip(leaves, ops, strict=True)
            ]
        deps.append(Dep(node=name, buffer=f"buf_{name}", kind="write"))
    deps += [Dep(node=consumer, buffer=f"buf_{producer}", kind="read") for producer, consumer in flows]
    buffers = tuple(Buffer(name=f"buf_{name}", producer=name, nbytes=1 << 20) for name in kernels)
    return Graph(name="g", format="inductor_ir", source="s", nodes=tuple(nodes), buffers=buffers, deps=tuple(deps))


def test_a_kernel_holding_two_whole_kernels_is_a_new_fusion_not_one_of_them_changed() -> None:
    base = _kernels_graph({"mul": ("mul",), "sum": ("sum",)}, [("mul", "sum")])
    head = _kernels_graph({"mul_sum": ("mul", "sum")}, [])
    totals = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).totals()
    assert (totals["new_fusions"], totals["changed_kernels"], totals["removed_kernels"]) == (1, 0, 0)


@pytest.mark.parametrize("bigger_batch", [False, True])
def test_look_alike_kernels_pair_by_their_neighbours_wherever_the_schedule_puts_them(bigger_batch: bool) -> None:
    """Two identical `relu` kernels, one fed by an `exp` and one by a `log`: the pairing follows the dataflow, so
    the `relu` that grew (it feeds from `log` in both runs) is the one reported, whatever the order; also when a
    bigger batch changed every kernel's iteration sizes but not what they write (torch 2.8, a weight's gradient)."""
    kernels = {"exp": ("exp",), "log": ("log",), "relu_a": ("relu",), "relu_b": ("relu",)}
    flows = [("exp", "relu_a"), ("log", "relu_b")]
    base = _kernels_graph(kernels, flows)
    reordered = {"log": ("log",), "relu_b": ("relu",), "exp": ("exp",), "relu_a": ("relu",)}  # relu_a last
    head = _kernels_graph(reordered, flows)
    if bigger_batch:
        nodes = tuple(dataclasses.replace(n, attributes={"sizes": "((256,), ())"}) for n in head.nodes)
        head = dataclasses.replace(head, nodes=nodes)
    grown = tuple(dataclasses.replace(b, nbytes=64 << 20) if b.name == "buf_relu_b" else b for b in head.buffers)
    head = dataclasses.replace(head, buffers=grown)
    comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
    (growth,) = [f for f in comparison.findings if f.kind == "allocation_growth" and f.details["scope"] == "buffer"]
    assert growth.base.buffers == ("buf_relu_b",) and growth.head.buffers == ("buf_relu_b",)


GELU_SUM = ("load", "mul", "erf", "add", "mul", "reduction:sum", "store_reduction")
GELU_SIN_SUM = (
    "load",
    "mul",
    "erf",
    "add",
    "mul",
    "load",
    "mul",
    "erf",
    "add",
    "mul",
    "sin",
    "add",
    "reduction:sum",
    "store_reduction",
)


@pytest.mark.parametrize(("fed_by_mm", "verdict"), [(True, (1, 0, 0)), (False, (0, 1, 1))])
def test_an_op_fused_into_a_kernel_in_the_same_place_changes_it(fed_by_mm: bool, verdict: tuple[int, ...]) -> None:
    """torch 2.13, `x + x.sin()` added to a gelu-sum: the reduction kernel (fed by the same matmul) doubles its body
    and gets a new name; it is that kernel changed, not a new one. A kernel fed by something else is not."""

    def graph(body: tuple[str, ...], flows: list[tuple[str, str]]) -> Graph:
        graph = _kernels_graph({"mm": ("extern_kernels.mm",), "reduce": ("load",)}, flows)
        nodes = tuple(dataclasses.replace(n, ops=body) if n.name == "reduce" else n for n in graph.nodes)
        return dataclasses.replace(graph, nodes=nodes)

    base = graph(GELU_SUM, [("mm", "reduce")])
    head = graph(GELU_SIN_SUM, [("mm", "reduce")] if fed_by_mm else [])
    totals = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).totals()
    assert (totals["changed_kernels"], totals["new_kernels"], totals["removed_kernels"]) == verdict


def test_a_kernel_reading_fewer_inputs_for_far_more_work_recomputes_what_it_read() -> None:
    """A backward kernel that read a saved activation now computes it from the inputs (a rematerialisation): one
    input fewer, its ops more than doubled. It is that kernel changed, however much it recomputes; the same work
    gain on the same inputs would be something else computed beside it."""

    def graph(ops: tuple[str, ...], reads: tuple[str, ...]) -> Graph:
        graph = _kernels_graph({"grad": ops}, [])
        return dataclasses.replace(graph, deps=(*graph.deps, *(Dep(node="grad", buffer=b, kind="read") for b in reads)))

    base = graph(("mul", "sum", "mul"), ("x", "saved"))
    recomputing = ("pow", "mean", "add", "rsqrt", "mul", "sum", "mul", "mul")
    for reads, verdict in ((("x",), (1, 0, 0)), (("x", "saved"), (0, 1, 1))):
        head = graph(recomputing, reads)
        totals = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).totals()
        assert (totals["changed_kernels"], totals["new_kernels"], totals["removed_kernels"]) == verdict


@pytest.mark.parametrize(
    ("lone", "written", "verdict"),
    [
        (("exp", "mul", "add", "log", "sub", "div"), 1 << 20, (0, 0, ["fused"])),
        (("sin", "cos", "tan"), 1 << 20, (0, 0, ["computed another way"])),
        (("sin", "cos", "tan"), 2 << 20, (1, 2, [])),
    ],
)
def test_a_graphs_lone_kernel_doing_most_of_the_work_of_kernels_feeding_one_another_fuses_them(
    lone: tuple[str, ...], written: int, verdict: tuple[int, int, list[str]]
) -> None:
    """Graphs whose kernels no other kernel feeds or reads: one kernel of one node against two feeding one another
    is their work done in one kernel where it does most of it (a new fusion of them); one doing other work writing an
    output of the same size computes it another way (a new fusion regrouping them); one writing another size is new."""

    def graph(kernels: dict[str, tuple[str, ...]], flows: list[tuple[str, str]], nbytes: int) -> Graph:
        nodes = tuple(
            Node(name=name, kind="SchedulerNode", order=order, is_kernel=True, ops=("load", *ops, "store"))
            for order, (name, ops) in enumerate(kernels.items())
        )
        deps = [Dep(node=name, buffer=f"buf_{name}", kind="write") for name in kernels]
        deps += [Dep(node=consumer, buffer=f"buf_{producer}", kind="read") for producer, consumer in flows]
        buffers = tuple(Buffer(name=f"buf_{name}", producer=name, nbytes=nbytes) for name in kernels)
        return Graph(name="g", format="inductor_ir", source="s", nodes=nodes, buffers=buffers, deps=tuple(deps))

    base = graph({"exp": ("exp", "mul", "add"), "log": ("log", "sub", "div")}, [("exp", "log")], 1 << 20)
    head = graph({"one": lone}, [], written)
    comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
    totals = comparison.totals()
    fusions = [
        "computed another way" if "regrouped" in finding.details else "fused"
        for finding in comparison.graphs[0].findings
        if finding.kind == "new_fusion"
    ]
    assert (totals["new_kernels"], totals["removed_kernels"], fusions) == verdict


def test_a_changed_kernel_says_which_output_came_not_a_shape_shifted_by_position() -> None:
    """torch 2.13, `cumprod(sigmoid(x))` added: the kernel keeps its output and writes a second one of that shape."""

    def graph(ops: tuple[str, ...], outputs: list[str]) -> Graph:
        node = Node(name="op0", kind="SchedulerNode", order=0, is_kernel=True, kernel="cpp_fused_mul_0", ops=ops)
        buffers = tuple(Buffer(name=b, dtype="float32", shape=(8, 128), producer="op0", nbytes=4096) for b in outputs)
        deps = tuple(Dep(node="op0", buffer=b, kind="write") for b in outputs)
        return Graph(name="g", format="inductor_ir", source="s", nodes=(node,), buffers=buffers, deps=deps)

    base = graph(("load", "mul", "store"), ["buf3"])
    head = graph(("load", "mul", "sigmoid", "store", "store"), ["buf3", "buf4"])
    (finding,) = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).findings
    assert finding.kind == "changed_kernel"
    assert finding.summary.endswith("output +float32[8, 128], ops changed (+1/-1 of 1 fused)")


def test_the_dataflow_runs_through_nodes_that_launch_nothing() -> None:
    """torch 2.13, a custom op: its fallback kernel writes a tuple, a MultiOutput node (no launch) picks the tensor
    the next kernel reads. That kernel, grown by a fused op, is still in the same place: changed, not new."""

    def graph(body: tuple[str, ...]) -> Graph:
        graph = _kernels_graph({"fallback": ("mylib.op",), "reduce": ("load",)}, [])
        pick = Node(name="pick", kind="ExternKernelSchedulerNode", order=1, ops=("MultiOutput",))
        nodes = tuple(dataclasses.replace(n, ops=body) if n.name == "reduce" else n for n in graph.nodes)
        deps = (
            Dep(node="pick", buffer="buf_fallback", kind="read"),
            Dep(node="pick", buffer="buf_pick", kind="write"),
            Dep(node="reduce", buffer="buf_pick", kind="read"),
        )
        return dataclasses.replace(graph, nodes=(*nodes, pick), deps=graph.deps + deps)

    base, head = graph(GELU_SUM), graph(GELU_SIN_SUM)
    totals = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).totals()
    assert (totals["changed_kernels"], totals["new_kernels"], totals["removed_kernels"]) == (1, 0, 0)


def _xla_graph(
    kernels: list[tuple[str, str, list[tuple[str, ...]], tuple[int, ...]]], flows: list[tuple[str, str]]
) -> Graph:
    """A graph of XLA kernels: (name, kind, leaf ops, output shape); a fusion's leaves are members, a bare op is its
    own leaf. Each kernel writes `buf_<name>` of its shape; `flows` are (producer, consumer) pairs."""
    nodes, deps, buffers = [], [], []
    for order, (name, kind, leaves, shape) in enumerate(kernels):
        extent = {"shape": f"bf16{list(shape)}"}
        if kind == "fusion":
            members = tuple(f"{name}/{i}" for i in range(len(leaves)))
            nodes.append(Node(name=name, kind=kind, order=order, is_kernel=True, kernel=name, members=members))
            nodes += [
                Node(name=m, kind=ops[0], order=order, parent=name, ops=ops, attributes=extent)
                for m, ops in zip(members, leaves, strict=True)
            ]
        else:
            nodes.append(
                Node(name=name, kind=kind, order=order, is_kernel=True, kernel=name, ops=leaves[0], attributes=extent)
            )
        nbytes = 2 * math.prod(shape)
        buffers.append(Buffer(name=f"buf_{name}", dtype="bf16", shape=shape, producer=name, nbytes=nbytes))
        deps.append(Dep(node=name, buffer=f"buf_{name}", kind="write"))
    deps += [Dep(node=consumer, buffer=f"buf_{producer}", kind="read") for producer, consumer in flows]
    return Graph(
        name="jit_step", format="xla_buffers", source="s", nodes=tuple(nodes), buffers=tuple(buffers), deps=tuple(deps)
    )


def _totals(base: Graph, head: Graph) -> dict[str, int | None]:
    return compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).totals()


def test_a_kernel_copied_by_an_xla_pass_is_the_same_kernel_renumbered() -> None:
    """jax 0.6 CPU names what a pass copied `convert.57.clone`; the next compilation numbers it `convert.116.clone`."""
    base = _xla_graph([("convert.57.clone", "convert", [("convert",)], (2048, 2048))], [])
    head = _xla_graph([("convert.116.clone", "convert", [("convert",)], (2048, 2048))], [])
    totals = _totals(base, head)
    assert (totals["changed_kernels"], totals["new_kernels"], totals["removed_kernels"]) == (0, 0, 0)


UPDATE = [("subtract", "sub"), ("multiply", "mul"), ("convert",), ("convert", "convert_element_type")]


def test_a_weight_update_pairs_with_the_weight_update_not_with_a_bias_update_that_came_to_look_like_it() -> None:
    """jax 0.9 -> 0.6, the same SGD step: kernels are named differently, the weight update's broadcast lost its source
    op, and the bias update's reduce moved out of it, so the bias update now has the weight update's structure. Each
    still pairs with the kernel of its shape: no allocation grew."""
    base = _xla_graph(
        [
            ("dot_general.9", "dot", [("dot", "dot_general")], (2048, 2048)),
            ("subtract_convert_fusion.3", "fusion", [*UPDATE, ("broadcast", "mul")], (2048, 2048)),
            ("ynn_fusion", "fusion", [("reduce", "reduce_sum")], (2048,)),
            ("subtract_convert_fusion.2", "fusion", [*UPDATE, ("broadcast",)], (2048,)),
        ],
        [("dot_general.9", "subtract_convert_fusion.3"), ("ynn_fusion", "subtract_convert_fusion.2")],
    )
    head = _xla_graph(
        [
            ("reduce-window.clone", "reduce-window", [("reduce-window", "reduce_sum")], (2, 2048)),
            ("subtract_convert_fusion.2", "fusion", [*UPDATE, ("reduce", "reduce_sum"), ("broadcast",)], (2048,)),
            ("dot.58", "dot", [("dot", "dot_general")], (2048, 2048)),
            ("subtract_convert_fusion.3.clone", "fusion", [*UPDATE, ("broadcast",)], (2048, 2048)),
        ],
        [("dot.58", "subtract_convert_fusion.3.clone"), ("reduce-window.clone", "subtract_convert_fusion.2")],
    )
    totals = _totals(base, head)
    assert (totals["allocation_growth"], totals["allocation_shrinkage"], totals["changed_kernels"]) == (0, 0, 3)


def test_an_op_launched_bare_or_wrapped_in_a_fusion_of_its_own_is_one_kernel() -> None:
    """jax 0.6 launches a broadcast bare, with no source op; jax 0.8 wraps it in `wrapped_broadcast` and attributes it
    to `iota_2x32_shape`. Same op, same shape, same place in the dataflow: changed, not new."""
    base = _xla_graph(
        [("broadcast.98", "broadcast", [("broadcast",)], (512,)), ("add.3", "add", [("add",)], (512,))],
        [("broadcast.98", "add.3")],
    )
    head = _xla_graph(
        [
            ("wrapped_broadcast.1", "fusion", [("broadcast", "iota_2x32_shape")], (512,)),
            ("add.7", "add", [("add",)], (512,)),
        ],
        [("wrapped_broadcast.1", "add.7")],
    )
    totals = _totals(base, head)
    assert (totals["new_kernels"], totals["removed_kernels"], totals["changed_kernels"]) == (0, 0, 1)


def test_the_pieces_of_a_lost_fusion_are_those_of_its_shape() -> None:
    """jax 0.10, `cos(sin(a) * 2 + 1)` for a large `a` and a small `b`, fusion off: each fusion of the base ran
    over its own shape, and its pieces are the kernels of that shape, however the head interleaves the two chains."""
    chain = [("sine",), ("multiply",), ("add",), ("cosine",)]
    base = _xla_graph([("fusion.1", "fusion", chain, (512, 256)), ("fusion.2", "fusion", chain, (8,))], [])
    pieces = [(f"{op[0]}.{n}", op[0], [op], shape) for op in chain for n, shape in ((1, (8,)), (2, (512, 256)))]
    comparison = compare_runs(
        Run(source="a", graphs=(base,)), Run(source="b", graphs=(_xla_graph(pieces, []),)), Config()
    )
    lost = {f.base.kernels[0]: sorted(f.head.kernels) for f in comparison.findings if f.kind == "lost_fusion"}
    assert lost == {
        "fusion.1": ["add.2", "cosine.2", "multiply.2", "sine.2"],
        "fusion.2": ["add.1", "cosine.1", "multiply.1", "sine.1"],
    }


def test_a_node_joining_a_cpu_function_renames_the_function_not_the_kernels_already_in_it() -> None:
    """torch 2.13 CPU, a side output added: its node is packed into the function that ran `relu`, whose name now
    lists `mul` and `sum` too. The new node is the only finding."""

    def graph(kernels: dict[str, tuple[str, ...]], function: str) -> Graph:
        graph = _kernels_graph(kernels, [("relu", name) for name in kernels if name != "relu"])
        nodes = tuple(dataclasses.replace(n, kernel=function) if n.is_kernel else n for n in graph.nodes)
        return dataclasses.replace(graph, nodes=nodes)

    base = graph({"relu": ("relu",)}, "cpp_fused_relu_1")
    head = graph({"relu": ("relu",), "side": ("mul", "sum")}, "cpp_fused_mul_relu_sum_1")
    findings = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).findings
    assert [(f.kind, f.head.nodes[0]) for f in findings] == [("new_kernel", "side")]


def test_look_alikes_alike_in_everything_pair_in_their_order_when_other_kernels_move() -> None:
    """torch 2.13, four experts of a mixture with the same kernels and neighbourhoods: a bigger batch made the
    schedule move four unrelated kernels from before them to after them. Expert 2 grew; it is expert 2 that grew."""
    unrelated = {"exp": ("exp",), "log": ("log",), "sin": ("sin",), "cos": ("cos",)}
    experts = {f"expert{i}": ("relu",) for i in range(4)}
    base = _kernels_graph(unrelated | experts, [])
    head = _kernels_graph(experts | unrelated, [])
    grown = tuple(dataclasses.replace(b, nbytes=64 << 20) if b.name == "buf_expert2" else b for b in head.buffers)
    head = dataclasses.replace(head, buffers=grown)
    comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
    (growth,) = [f for f in comparison.findings if f.kind == "allocation_growth" and f.details["scope"] == "buffer"]
    assert growth.base.buffers == growth.head.buffers == ("buf_expert2",)


def test_a_reduction_unrolled_at_one_batch_and_looped_at_another_is_one_kernel() -> None:
    """torch 2.13 CPU, `(relu(x @ y) * 2).sum(0)` at batch 4 and 16: Inductor unrolls the reduction over 4 rows
    into loads and adds, and loops over 16. Same name, same output, same place: changed, not new."""
    unrolled = ("load", "relu", "mul") * 4 + ("add",) * 3 + ("store",)
    looped = ("load", "relu", "mul", "reduction:sum", "store_reduction")

    def graph(body: tuple[str, ...], producers: dict[str, tuple[str, ...]] | None = None) -> Graph:
        producers = producers or {"mm": ("extern_kernels.mm",)}
        graph = _kernels_graph({**producers, "sum": ("load",)}, [(producer, "sum") for producer in producers])
        nodes = tuple(
            dataclasses.replace(n, ops=body, kernel="cpp_fused_mul_relu_sum_0") if n.name == "sum" else n
            for n in graph.nodes
        )
        buffers = tuple(dataclasses.replace(b, dtype="float32", shape=(16,)) for b in graph.buffers)
        return dataclasses.replace(graph, nodes=nodes, buffers=buffers)

    base, head = Run(source="a", graphs=(graph(unrolled),)), Run(source="b", graphs=(graph(looped),))
    totals = compare_runs(base, head, Config()).totals()
    assert (totals["new_kernels"], totals["changed_kernels"]) == (0, 1)
    # Its producer a fusion that the bigger batch split (a UNet's GroupNorm backward): it is fed by the pieces.
    base = Run(source="a", graphs=(graph(unrolled, {"norm": ("mul", "sub")}),))
    head = Run(source="b", graphs=(graph(looped, {"norm_mul": ("mul",), "norm_sub": ("sub",)}),))
    totals = compare_runs(base, head, Config()).totals()
    verdict = {kind: totals[kind] for kind in ("lost_fusions", "new_kernels", "removed_kernels", "changed_kernels")}
    assert verdict == {"lost_fusions": 1, "new_kernels": 2, "removed_kernels": 0, "changed_kernels": 1}


def test_kernels_wholly_inside_a_piece_of_lost_fusions_are_fused_into_it_not_removed() -> None:
    """jax 0.10 attention at a bigger batch: one kernel took the dot, its epilogue and most of two fusions, whose
    remaining ops run on their own. The dot and its epilogue were fused into that kernel; they were not removed."""
    base = _kernels_graph(
        {"dot": ("dot",), "epilogue": ("mul", "add"), "f1": ("exp", "max", "sub"), "f2": ("div", "neg", "log")}, []
    )
    pieces = {"sub": ("sub",), "max": ("max",), "neg": ("neg",), "log": ("log",)}  # more kernels than the base's
    head = _kernels_graph({"big": ("dot", "mul", "add", "exp", "div"), **pieces}, [])
    comparison = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config())
    totals = comparison.totals()
    assert (totals["lost_fusions"], totals["new_fusions"], totals["removed_kernels"]) == (2, 1, 0)
    assert totals["new_kernels"] == 5  # the pieces: `big` with them
    (fused,) = (f for f in comparison.findings if f.kind == "new_fusion")
    assert sorted(fused.base.kernels) == ["dot", "epilogue"] and fused.head.nodes[0] == "big"
    # What the lost fusions took of `big` is no room for another kernel: a second `exp, max` was removed.
    base = _kernels_graph(
        {"dot": ("dot",), "twin": ("exp", "max"), "f1": ("exp", "max", "sub"), "f2": ("div", "neg", "log")}, []
    )
    totals = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).totals()
    assert (totals["lost_fusions"], totals["new_fusions"], totals["removed_kernels"]) == (2, 0, 2)


def test_a_triton_kernel_two_nodes_launch_is_reported_renamed() -> None:
    """Inductor launches one Triton function for two identical nodes; its name is its own code's, so a persistent
    reduction that became a looped one (`per` -> `red`) is a change, unlike a CPU function's name."""

    def graph(function: str) -> Graph:
        graph = _kernels_graph({"a": ("sum",), "b": ("sum",)}, [])
        return dataclasses.replace(graph, nodes=tuple(dataclasses.replace(n, kernel=function) for n in graph.nodes))

    base, head = graph("triton_per_fused_sum_0"), graph("triton_red_fused_sum_0")
    totals = compare_runs(Run(source="a", graphs=(base,)), Run(source="b", graphs=(head,)), Config()).totals()
    assert totals["changed_kernels"] == 2


def test_a_kernel_of_one_stage_given_another_stages_shapes_by_a_batch_change_keeps_to_its_stage() -> None:
    """A Swin flattens its attention windows into the batch: stage 3's bmm at batch 4 writes what stage 4's writes at
    batch 8. Equal content with no neighbourhood to agree on must not pair it across stages while a kernel of its
    structure sits in its own neighbourhood on the other side."""

    def model(batch: int) -> Graph:
        stage3, stage4 = (48 * batch, 49, 49), (24 * batch, 49, 49)
        kernels = [
            ("softmax.3", "fusion", [("exp",), ("divide",)], stage3),
            ("dot.3", "dot", [("dot",)], stage3),
            ("norm.4", "fusion", [("log",), ("multiply",)], stage4),
            ("dot.4", "dot", [("dot",)], stage4),
        ]
        return _xla_graph(kernels, [("softmax.3", "dot.3"), ("dot.3", "norm.4"), ("norm.4", "dot.4")])

    matching = match_kernels(model(4), model(8))
    pairs = {base.node.name: head.node.name for base, head, _stage in matching.pairs}
    assert pairs == {"softmax.3": "softmax.3", "dot.3": "dot.3", "norm.4": "norm.4", "dot.4": "dot.4"}


PAD_OPS = ("index_expr:int64", "constant:int64", "lt", "load", "masked", "store")


# A kernel: its op, the gemm reading its output, that output's columns.
GEMM_SOURCES = {"exp": ("exp", "mm_a", 256), "log": ("log", "mm_b", 256)}


def _padded_gemms_graph(
    order: list[str],
    padded: Collection[str],
    sources: dict[str, tuple[str, str, int]] = GEMM_SOURCES,
    columns: dict[str, int] | None = None,
    rows: int = 64,
    contracted: Collection[str] = (),
) -> Graph:
    """Each of `sources` writes bf16[rows, its columns] a gemm reads, writing bf16[rows, columns] (`columns[gemm]`,
    10 unless told); the gemms in `padded` have their operand copied first into an aligned buffer under a mask
    (`pad_<gemm>`: pad_mm), the columns rounded up to a multiple of 4 (10 as 12); those `contracted` are padded along
    what they contract, their outputs unchanged. `order`: the kernels' schedule."""
    feeds = {source: gemm for source, (_op, gemm, _width) in sources.items()}
    widths = {gemm: (columns or {}).get(gemm, 10) for gemm in feeds.values()}
    padded_widths = {gemm: -(-width // 4) * 4 if gemm in padded else width for gemm, width in widths.items()}
    nodes, deps, buffers = [], [], []
    for position, name in enumerate(order):
        if name in sources:
            op, _gemm, width = sources[name]
            nodes.append(Node(name=name, kind="SchedulerNode", order=position, is_kernel=True, ops=(op,)))
            shape: tuple[int, ...] = (rows, width)
        elif name.startswith("pad"):
            nodes.append(Node(name=name, kind="SchedulerNode", order=position, is_kernel=True, ops=PAD_OPS))
            shape = (256, padded_widths[name.removeprefix("pad_")])
        else:
            computes = {"kind": "aten.mm", "ops": ["aten.mm"]}
            attributes = {"computes": computes}
            nodes.append(
                Node(
                    name=name,
                    kind="ExternKernelSchedulerNode",
                    order=position,
                    is_kernel=True,
                    kernel="extern_kernels.mm",
                    attributes=attributes,
                )
            )
            shape = (rows, widths[name] if name in contracted else padded_widths[name])
        buffers.append(
            Buffer(name=f"buf_{name}", dtype="bfloat16", shape=shape, producer=name, nbytes=2 * math.prod(shape))
        )
        deps.append(Dep(node=name, buffer=f"buf_{name}", kind="write"))
    for source, gemm in feeds.items():
        if gemm in padded:
            deps += [Dep(node=f"pad_{gemm}", buffer=f"buf_{source}", kind="read")]
            deps += [Dep(node=gemm, buffer=f"buf_pad_{gemm}", kind="read")]
        else:
            deps += [Dep(node=gemm, buffer=f"buf_{source}", kind="read")]
    return Graph(
        name="g", format="inductor_ir", source="s", nodes=tuple(nodes), buffers=tuple(buffers), deps=tuple(deps)
    )


def test_a_gemm_pad_mm_pads_keeps_the_neighbourhood_it_had() -> None:
    """pad_mm times the padded gemm against the plain one at each batch size and run: a padding copy before a gemm
    must not give it another neighbourhood, or look-alike gemms pair by their schedule order and cross."""
    base = _padded_gemms_graph(["exp", "log", "mm_a", "mm_b"], padded=())
    head = _padded_gemms_graph(["log", "pad_mm_b", "mm_b", "exp", "pad_mm_a", "mm_a"], padded=("mm_a", "mm_b"))
    matching = match_kernels(base, head)
    pairs = {base.node.name: head.node.name for base, head, _stage in matching.pairs}
    assert pairs == {"exp": "exp", "log": "log", "mm_a": "mm_a", "mm_b": "mm_b"}
    assert sorted(k.node.name for entry in matching.padded for k in entry.padding) == ["pad_mm_a", "pad_mm_b"]


def test_copies_padding_other_gemms_in_each_run_are_each_their_gemms_padding() -> None:
    """pad_mm times each gemm in each run: a rerun may pad one gemm's operand and the base another's (DaViT's
    attention bmms, one padded along what it contracts). The two copies look alike but for their sizes: each is its
    own gemm's padding, not one copy resized (whose growth would be flagged)."""
    sources = {"exp_a": ("exp", "mm_a", 256), "exp_b": ("exp", "mm_b", 512)}
    columns = {"mm_a": 10, "mm_b": 18}
    order = ["exp_a", "pad_mm_a", "mm_a", "exp_b", "pad_mm_b", "mm_b"]
    base = _padded_gemms_graph([n for n in order if n != "pad_mm_b"], ("mm_a",), sources, columns, contracted=("mm_a",))
    head = _padded_gemms_graph([n for n in order if n != "pad_mm_a"], ("mm_b",), sources, columns)
    matching = match_kernels(base, head)
    pairs = {base.node.name: head.node.name for base, head, _stage in matching.pairs}
    assert pairs == {"exp_a": "exp_a", "exp_b": "exp_b", "mm_a": "mm_a", "mm_b": "mm_b"}
    padding = {(entry.in_head, k.node.name) for entry in matching.padded for k in entry.padding}
    assert padding == {(False, "pad_mm_a"), (True, "pad_mm_b")}
    assert matching.new == matching.removed == []


def test_what_padding_adds_to_a_gemms_output_is_no_growth() -> None:
    """A gemm whose operand one run pads writes its output with the padded sizes (GC ViT's window attention:
    bf16[1024, 49, 49] as [1024, 56, 56], +30 %): the rounding is pad_mm's choice, as in the graph's totals. What
    grew besides (the rows) is still growth."""
    floorless = Config(growth_absolute_bytes=0)
    base = _padded_gemms_graph(["exp", "log", "mm_a", "mm_b"], padded=())
    order = ["exp", "pad_mm_a", "mm_a", "log", "pad_mm_b", "mm_b"]
    head = _padded_gemms_graph(order, padded=("mm_a", "mm_b"))
    assert floorless.is_growth(base.buffer_by_name["buf_mm_a"].nbytes, head.buffer_by_name["buf_mm_a"].nbytes)
    assert allocation_findings(base, head, match_kernels(base, head), floorless, unpadded_by={}) == []
    taller = _padded_gemms_graph(order, padded=("mm_a", "mm_b"), rows=128)
    grown = {
        f.head.buffers
        for f in allocation_findings(base, taller, match_kernels(base, taller), floorless, unpadded_by={})
    }
    assert {("buf_mm_a",), ("buf_mm_b",)} <= grown


@pytest.mark.parametrize(
    ("readers", "partial_results"), [(("reduce.1",), 16), (("reduce.1", "add.1"), None), (("add.1",), None)]
)
def test_partial_results_are_what_one_reducing_kernel_alone_finishes(
    readers: tuple[str, ...], partial_results: int | None
) -> None:
    """A piece of a lost sum writing bf16[8, 128, 16] wrote 16 partial results a row where one kernel alone reads them
    and reduces them to the sum's sizes; read by another kernel too, or by one that does not reduce, it is an
    activation of that shape (a residual written beside a layer norm's statistics, which the next layer reads)."""
    summed = ("reduce", "reduce_sum")
    (fused,) = kernel_profiles(_xla_graph([("fusion.1", "fusion", [("multiply",), summed], (8, 128))], []))
    head = _xla_graph(
        [
            ("input_reduce_fusion", "fusion", [("multiply",), summed], (8, 128, 16)),
            ("reduce.1", "reduce", [summed], (8, 128)),
            ("add.1", "add", [("add",)], (8, 128, 16)),
        ],
        [("input_reduce_fusion", reader) for reader in readers],
    )
    piece = next(kernel for kernel in kernel_profiles(head) if kernel.title == "input_reduce_fusion")
    assert split_reduction(fused, [piece]).get("partial_results") == partial_results


# A layer's gradient step as XLA's older fusion passes group it: tanh's derivative, a multi-output fusion of the
# gradient product, the bias's sum and an add, the update subtracting what it wrote.
GRADIENT_OPS = {"tanh": ("tanh",), "multiply": ("multiply",), "reduce": ("reduce", "reduce_sum"), "add": ("add",)}


def _gradient_step(kernels: list[tuple[str, ...]], flows: list[tuple[int, int]]) -> Graph:
    """Kernels of those ops (and `subtract`), each named after its ops; `flows` by index."""
    ops = {**GRADIENT_OPS, "subtract": ("subtract",)}
    named = [("_".join(kernel), "fusion" if len(kernel) > 1 else kernel[0], kernel) for kernel in kernels]
    graph_kernels = [(name, kind, [ops[op] for op in leaves], (256,)) for name, kind, leaves in named]
    return _xla_graph(graph_kernels, [(named[a][0], named[b][0]) for a, b in flows])


@pytest.mark.parametrize(
    ("head_kernels", "lost_fusions"),
    [
        ([("tanh", "multiply", "add", "subtract"), ("reduce",)], 0),  # 3 base kernels run as 2
        ([("tanh", "multiply"), ("reduce",), ("add", "subtract")], 0),  # as 3: fusions moved, no launch added
        ([("tanh",), ("multiply",), ("reduce",), ("add",), ("subtract",)], 1),  # each piece alone
        ([("tanh", "multiply"), ("reduce",), ("add",), ("subtract",)], 1),  # a piece took in work, one launch more
    ],
)
def test_a_fusion_split_into_pieces_that_take_in_other_kernels_is_lost_only_where_launches_grow(
    head_kernels: list[tuple[str, ...]], lost_fusions: int
) -> None:
    """A base fusion split, its pieces fused with the base kernels around it (XLA's priority fusion against its
    multi-output fusion): where the group runs as no more kernels than the base's, the fusions were regrouped (a new
    fusion naming the one split); where it runs as more, the fusion is lost."""
    base = _gradient_step([("tanh",), ("multiply", "reduce", "add"), ("subtract",)], [(0, 1), (1, 2)])
    head = _gradient_step(head_kernels, [])
    totals = _totals(base, head)
    assert (totals["lost_fusions"], totals["new_kernels"] > 0) == (lost_fusions, lost_fusions > 0)
    regrouped = [f for f in compare_graphs(base, head, match_kernels(base, head), Config()) if "regrouped" in f.details]
    assert [f.details["regrouped"] for f in regrouped] == ([] if lost_fusions else [["multiply_reduce_add"]])


@pytest.mark.parametrize(("merged_width", "merged"), [(1536, True), (1280, False)])
def test_dots_of_one_input_are_one_merged_gemm_only_where_their_widths_add_up(merged_width: int, merged: bool) -> None:
    """Three projections of one normalised input (512 wide each), each transposed into heads, against one gemm over
    their weights concatenated whose output three transposes slice: a fusion of the three where its width is theirs
    added up (the transposes the same work, sliced), another gemm where it is not."""
    dot, heads = ("dot", "dot_general"), (8, 512, 128)
    norm = ("norm.1", "fusion", [("multiply",), ("add",)], (1024, 512))
    apart = _xla_graph(
        [norm]
        + [(f"gemm.{i}", "fusion", [dot], (1024, 512)) for i in range(3)]
        + [(f"transpose.{i}", "fusion", [("transpose",)], heads) for i in range(3)],
        [("norm.1", f"gemm.{i}") for i in range(3)] + [(f"gemm.{i}", f"transpose.{i}") for i in range(3)],
    )
    together = _xla_graph(
        [norm, ("gemm.9", "fusion", [("concatenate",), dot], (1024, merged_width))]
        + [(f"slice.{i}", "fusion", [("slice",), ("transpose",)], heads) for i in range(3)],
        [("norm.1", "gemm.9")] + [("gemm.9", f"slice.{i}") for i in range(3)],
    )
    merging, splitting = _totals(apart, together), _totals(together, apart)
    assert (merging["new_fusions"], splitting["lost_fusions"]) == (merged, merged)
    if merged:
        assert (merging["changed_kernels"], merging["new_kernels"], splitting["new_kernels"]) == (3, 0, 3)


@pytest.mark.parametrize(("summed_apart", "moved"), [(("reduce", "reduce_sum"), True), (("log",), False)])
def test_work_moved_between_two_kernels_is_a_regrouping_not_a_new_and_a_removed_kernel(
    summed_apart: tuple[str, ...], moved: bool
) -> None:
    """A softmax as XLA's Triton rewriter fuses it (the scores scaled and masked, their maximum, the exponentials; the
    sum apart) against its older fusion (the maximum alone; then the scaling and the mask again, the exponentials and
    their sum): two launches both ways, the boundary between them moved. Where the kernel apart does work the other
    side's kernel does not (a log), it is no part of that move."""
    scaled = [("multiply", "div"), ("select", "select_n")]
    maximum, exponentials = [("reduce", "reduce_max")], [("subtract", "sub"), ("exponential", "exp")]
    gemm, divide = (
        ("gemm.1", "custom-call", [("custom-call",)], (64, 256)),
        ("divide.1", "divide", [("divide",)], (64, 256)),
    )
    rewriter = _xla_graph(
        [
            gemm,
            ("softmax.1", "fusion", scaled + maximum + exponentials, (64, 256)),
            ("sum.1", "fusion", [summed_apart], (64,)),
            divide,
        ],
        [("gemm.1", "softmax.1"), ("softmax.1", "sum.1"), ("softmax.1", "divide.1"), ("sum.1", "divide.1")],
    )
    older = _xla_graph(
        [
            gemm,
            ("max.1", "fusion", scaled + maximum, (64,)),
            ("exp_sum.1", "fusion", scaled + exponentials + [("reduce", "reduce_sum")], (64, 256)),
            divide,
        ],
        [("gemm.1", "max.1"), ("gemm.1", "exp_sum.1"), ("max.1", "exp_sum.1"), ("exp_sum.1", "divide.1")],
    )
    for base, head in ((rewriter, older), (older, rewriter)):
        totals = _totals(base, head)
        assert (totals["new_kernels"], totals["removed_kernels"]) == ((0, 0) if moved else (1, 1))
