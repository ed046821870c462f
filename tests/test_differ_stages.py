"""The matching stages on real pairs, both directions: a fusion lost one way is the same fusion made the other way
(the same kernel, the same pieces), pieces are the lost kernel's own (dataflow), one edited look-alike is named
(not its twin), and a kernel gaining or losing ops gets one verdict whatever the format."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.ingest.traits import ATEN_NODE_KIND, LAUNCH_KIND
from dumpdiff.service.config import Config
from dumpdiff.service.differ import Comparison, compare_runs
from dumpdiff.service.differ.findings import _padding_choices
from dumpdiff.service.differ.fusion import leaf_parts, split_recomputing
from dumpdiff.service.differ.profiles import Kernel, copies_under_a_mask, kernel_profiles
from dumpdiff.service.differ.stages import match_kernels
from dumpdiff.service.differ.stages.calls import PADDED_CALLS, _bias_moved, aligned_up, padded_side
from dumpdiff.service.differ.stages.matching import Matching, scoring_alike, uncrossed
from dumpdiff.service.differ.stages.regroup import regrouped_in_place
from tests.conftest import CORPUS
from tests.dumps import DATA

ROOT = Path(__file__).resolve().parent.parent
GPU = DATA / "gpu"

# Fusion switched off (max_fusion_size=1, CPU and CUDA), on real dumps of torch 2.11 and earlier.
FUSION_OFF = [
    (CORPUS / "inductor-cuda/mlp_base", CORPUS / "inductor-cuda/mlp_nofusion"),
    (CORPUS / "inductor-cuda/gpt_base", CORPUS / "inductor-cuda/gpt_nofusion"),
    (CORPUS / "inductor-cpu/mlp_base", CORPUS / "inductor-cpu/mlp_nofusion"),
    (ROOT / "examples/mlp_base", ROOT / "examples/mlp_nofusion"),
    (GPU / "rope/base", GPU / "rope/nofusion"),
    (CORPUS / "opattrs/mlp_train_fused_epilogue.txt", CORPUS / "seeds/opattrs_kid_trace.txt"),
]


@cache
def _run(path: Path) -> Run:
    return load_run(path)


def _compare(base: Path, head: Path) -> Comparison:
    return compare_runs(_run(base), _run(head), Config())


def _of_kind(comparison: Comparison, kind: str) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """(graph, base nodes, head nodes) of each finding of one kind."""
    return [
        (graph.base.name if graph.base else "", finding.base.nodes, finding.head.nodes)
        for graph in comparison.graphs
        for finding in graph.findings
        if finding.kind == kind
    ]


@pytest.mark.parametrize(
    ("size", "padded", "aligned"),
    [
        (49, 56, True),  # a window's 49 tokens, 16-bit: the next multiple of 8
        (1500, 1504, True),
        (100, 104, True),
        (3, 8, True),
        (14, 16, True),
        (101, 104, True),  # float32: the next multiple of 4
        (14, 32, False),  # a batch of heads beside a size of 14, not its padding
        (49, 64, True),  # 8-bit: the next multiple of 16
        (49, 72, False),
        (56, 56, False),
        (64, 56, False),
    ],
)
def test_a_size_is_padded_to_the_next_multiple_of_an_alignment_pad_mm_uses(
    size: int, padded: int, aligned: bool
) -> None:
    assert aligned_up(size, padded) is aligned


@pytest.mark.parametrize("base, head", FUSION_OFF, ids=[f"{b.parent.name}/{b.name}" for b, _ in FUSION_OFF])
def test_a_fusion_lost_one_way_is_the_same_new_fusion_the_other_way(base: Path, head: Path) -> None:
    lost = _of_kind(_compare(base, head), "lost_fusion")
    reverse = _compare(head, base)
    fused = _of_kind(reverse, "new_fusion")
    assert lost
    assert sorted((g, k, frozenset(p)) for g, k, p in lost) == sorted((g, k, frozenset(p)) for g, p, k in fused)
    totals = reverse.totals()
    assert (totals["new_kernels"], totals["removed_kernels"], totals["lost_fusions"]) == (0, 0, 0)


# A fusion one of whose parts also changed: the side that fuses, the side that runs the parts apart, the fused
# kernel's node and the parts' nodes, read from the IRs.
CHANGED_PART = [
    # Eval mode: batch norm's backward, needing no batch sums, fuses with the ReLU's backward (op4_op10 writes both
    # gradients); train runs the ReLU's backward (op3), the sums, then batch norm's training backward (op9, 22 ops
    # where eval's op10 has 9).
    ("bn_net/eval", "bn_net/train", "op4_op10", ["op3", "op9"]),
    # Dropout: the two layer norms' weight and bias partial sums (op11_op13_op33_op35) run as two kernels, the first
    # layer norm's (op13_op15) reading the normalised input the mask made instead of recomputing it.
    ("block_edit/base", "block_edit/dropout", "op11_op13_op33_op35", ["op13_op15", "op36_op38"]),
    # pytorch/pytorch#133361's program, its reduction edited: a graph of one fused kernel (op3_op4, the broadcast sum
    # and the reduction adding x again), no neighbour to place its parts by; op3, op4 (summing the broadcast sum alone).
    ("unbacked_fusion/unbacked_shared", "unbacked_fusion/unbacked", "op3_op4", ["op3", "op4"]),
]


@pytest.mark.parametrize("fused, apart, kernel, parts", CHANGED_PART, ids=[f for f, *_ in CHANGED_PART])
def test_a_fusion_with_a_changed_part_lost_one_way_is_the_same_fusion_made_the_other_way(
    fused: str, apart: str, kernel: str, parts: list[str]
) -> None:
    lost = _of_kind(_compare(GPU / fused, GPU / apart), "lost_fusion")
    made = _of_kind(_compare(GPU / apart, GPU / fused), "new_fusion")
    assert [(k[0], [n for n in p if n in parts]) for _, k, p in lost] == [(kernel, parts)]
    assert sorted((g, k, frozenset(p)) for g, k, p in lost) == sorted((g, k, frozenset(p)) for g, p, k in made)


def _kernel(name: str, order: int, leaves: dict[str, tuple[str, ...]], reads: str, writes: str) -> list[Node]:
    """A kernel of the leaves given (leaf name -> ops), fused where there are several."""
    if len(leaves) == 1:
        ((ops,),) = [leaves.values()]
        return [Node(name=name, kind="SchedulerNode", order=order, is_kernel=True, kernel=f"k_{name}", ops=ops)]
    members = [Node(name=leaf, kind="SchedulerNode", order=order, parent=name, ops=ops) for leaf, ops in leaves.items()]
    fused = Node(
        name=name, kind="FusedSchedulerNode", order=order, is_kernel=True, kernel=f"k_{name}", members=tuple(leaves)
    )
    return [fused, *members]


def _run_of(
    kernels: list[tuple[str, dict[str, tuple[str, ...]], str, str]], calls: dict[str, str] | None = None
) -> Run:
    """A one-graph run of (name, leaves, buffers read (comma-separated), buffer written) kernels, in that order;
    `calls`: the kernels that are library calls, and the ATen op each runs."""
    nodes = [
        node for order, (name, leaves, _, _) in enumerate(kernels) for node in _kernel(name, order, leaves, "", "")
    ]
    nodes = [
        replace(node, kind="ExternKernelSchedulerNode", attributes={"computes": {"kind": op, "ops": (op,)}})
        if (op := (calls or {}).get(node.name))
        else node
        for node in nodes
    ]
    deps = [Dep(node=name, buffer=read, kind="read") for name, _, reads, _ in kernels for read in reads.split(",")]
    deps += [Dep(node=name, buffer=written, kind="write") for name, _, _, written in kernels]
    buffers = [Buffer(name=written, dtype="float32", shape=(64,), nbytes=256) for *_, written in kernels]
    graph = Graph(
        name="g", format="inductor_ir", source="made", nodes=tuple(nodes), buffers=tuple(buffers), deps=tuple(deps)
    )
    return Run(source="made", graphs=(graph,))


POINTWISE = ("load", "load", "add", "store")
REDUCTION = ("load", "load", "add", "reduction:sum", "store")


@pytest.mark.parametrize("fed_by_another", [False, True])
def test_the_parts_of_a_kernel_alone_feed_and_read_only_one_another(fed_by_another: bool) -> None:
    """A fused kernel no kernel feeds or reads (from the graph's inputs to its outputs) against a pointwise kernel
    and a changed reduction reading it: a lost fusion where those two are alone too, none where a new kernel feeds
    the pointwise one (its input computed now: the program changed around it, not only its fusion)."""
    base = _run_of([("fused", {"a": POINTWISE, "b": REDUCTION}, "x", "total")])
    feeding = [("new", {"n": ("load", "exp", "sin", "mul", "store")}, "x", "n")] if fed_by_another else []
    head = _run_of(
        [
            *feeding,
            ("a", {"a": POINTWISE}, "n" if fed_by_another else "x", "y"),
            ("b", {"b": ("load", "reduction:sum", "store")}, "y", "total"),
        ]
    )
    lost = _of_kind(compare_runs(base, head, Config()), "lost_fusion")
    assert lost == ([] if fed_by_another else [("g", ("fused", "a", "b"), ("a", "b"))])


DRAW = ("load_seed", "index_expr:int32", "rand", "store")  # a random number drawn in a kernel, from a seed
NORM = ("load", "load", "mul", "reduction:sum", "rsqrt", "mul", "store")


@pytest.mark.parametrize("drawing_kernels", [1, 2])
def test_random_numbers_drawn_in_kernels_regroup_the_calls_where_no_launch_is_added(drawing_kernels: int) -> None:
    """A dropout call after a norm against a draw of seeds and the norm drawing its mask itself: the calls regrouped,
    no new kernel. A second kernel computing the norm again with a mask of its own is a launch added: new kernels."""
    base = _run_of(
        [("norm", {"norm": NORM}, "x", "y"), ("drop", {"drop": ()}, "y", "z"), ("out", {"out": POINTWISE}, "z", "w")],
        calls={"drop": "aten.native_dropout"},
    )
    drawing = [
        (f"norm_drop{i}", {f"n{i}": NORM, f"d{i}": DRAW, f"m{i}": ("load", "gt", "mul", "store")}, "x,s", f"z{i}")
        for i in range(drawing_kernels)
    ]
    head = _run_of(
        [("seeds", {"seeds": ()}, "-", "s"), *drawing, ("out", {"out": POINTWISE}, "z0", "w")],
        calls={"seeds": "aten.randint"},
    )
    comparison = compare_runs(base, head, Config())
    regrouped = [f for f in comparison.graphs[0].findings if f.details.get("random_in_kernels")]
    assert len(regrouped) == (drawing_kernels == 1)
    assert len(_of_kind(comparison, "new_kernel")) == (0 if drawing_kernels == 1 else 2)


def test_lost_fusion_pieces_read_and_write_the_lost_kernels_own_buffers() -> None:
    """mlp_nofusion keeps mlp_base's op and buffer numbers (read from both IRs): op3_op6 reads addmm_1 (the second
    layer's saved activation) and writes buf3 and buf6; op3 reads addmm_1 and writes buf3, op6 reads buf3 and writes
    buf6. op7_op10, the first layer's, reads addmm: its pieces are op7 and op10, never the other layer's."""
    comparison = _compare(CORPUS / "inductor-cuda/mlp_base", CORPUS / "inductor-cuda/mlp_nofusion")
    lost = {
        finding.base.nodes[0]: finding
        for graph in comparison.graphs
        for finding in graph.findings
        if finding.kind == "lost_fusion"
    }
    assert lost["op3_op6"].head.nodes == ("op3", "op6")
    assert lost["op7_op10"].head.nodes == ("op7", "op10")
    for finding in lost.values():
        assert set(finding.head.buffers) == set(finding.base.buffers)
        assert set(finding.head.nodes) == set(finding.base.nodes[1:]) or len(finding.base.nodes) == 1


def _single_kernels(comparison: Comparison, kind: str) -> dict[str, set[str]]:
    """Graph -> the node of each kernel a finding of this kind names on its own side."""
    found: dict[str, set[str]] = {}
    for graph in comparison.graphs:
        for finding in graph.findings:
            if finding.kind == kind:
                side = finding.head if kind == "new_kernel" else finding.base
                found.setdefault(graph.head.name if graph.head else "", set()).add(side.nodes[0])
    return found


def test_one_edited_expert_is_named_not_its_twin() -> None:
    """moe/expert2_silu adds x*sigmoid(x) to expert 2 only: in both forward IRs op8 is the addmm of primals_12 and
    primals_13 (expert 2's weights) and op9 the gelu reading its buf8; expert 3's gelu is op12 (reads buf11, the
    addmm of primals_16). The backward kernel that gains ops is op15_op17 (reads addmm_5), op15_op16_op18 in the
    head. Gaining more than its own work on the same inputs: new and removed, in every format; back: changed."""
    comparison = _compare(GPU / "moe/base", GPU / "moe/expert2_silu")
    assert _single_kernels(comparison, "removed_kernel") == {
        "model__0_forward_1": {"op9"},
        "model__0_backward_3": {"op15_op17"},
    }
    assert _single_kernels(comparison, "new_kernel") == {
        "model__0_forward_1": {"op9"},
        "model__0_backward_3": {"op15_op16_op18"},
    }
    reverse = _compare(GPU / "moe/expert2_silu", GPU / "moe/base")
    assert sorted((b[0], h[0]) for _, b, h in _of_kind(reverse, "changed_kernel")) == [
        ("op15_op16_op18", "op15_op17"),
        ("op9", "op9"),
    ]


@pytest.mark.parametrize(
    "smaller, larger, changed",
    [
        # XLA: the fori_loop body's loop_add_fusion (tanh, add: 3 leaves) gains x*sigmoid(x) (9 leaves), same inputs.
        ("loop_xla/base", "loop_xla/body_extra", ("loop_add_fusion", "loop_multiply_fusion")),
        # Inductor: expert 2's gelu (14 ops) gains x*sigmoid(x) (29 ops: gelu is computed twice), same input buf8.
        ("moe/base", "moe/expert2_silu", ("op9", "op9")),
    ],
)
def test_gaining_ops_is_new_and_losing_them_is_changed_in_every_format(
    smaller: str, larger: str, changed: tuple[str, str]
) -> None:
    gained = _compare(GPU / smaller, GPU / larger)
    assert changed[0] in {n for nodes in _single_kernels(gained, "removed_kernel").values() for n in nodes}
    assert changed[1] in {n for nodes in _single_kernels(gained, "new_kernel").values() for n in nodes}
    lost = _compare(GPU / larger, GPU / smaller)
    assert (changed[1], changed[0]) in {(b[0], h[0]) for _, b, h in _of_kind(lost, "changed_kernel")}
    assert (lost.totals()["new_kernels"], lost.totals()["removed_kernels"]) == (0, 0)


def test_work_gained_with_an_input_taken_in_is_the_same_kernel_grown() -> None:
    """loop_xla/while: the condition's loop_compare_fusion (i < 8) becomes loop_and_fusion, which also reads
    input_reduce_fusion.1 (max |h|, a new kernel) and joins both tests with `and`: changed, not new."""
    comparison = _compare(GPU / "loop_xla/base", GPU / "loop_xla/while")
    assert [(b[0], h[0]) for _, b, h in _of_kind(comparison, "changed_kernel")] == [
        ("loop_compare_fusion", "loop_and_fusion")
    ]
    assert _single_kernels(comparison, "new_kernel") == {"jit_step": {"input_reduce_fusion", "input_reduce_fusion.1"}}


SIN = ("load", "sin", "mul", "store")
COS_ADDED = ("load", "load", "cos", "mul", "neg", "add", "store")  # the cosine's part added to the sine's, transposed
ROTATION = ("load", "sin", "mul", "cos", "mul", "neg", "add", "store")
TRANSPOSE = ("load", "store")


ROTARY_APART = [("s", {"s": SIN}), ("ct", {"ct": COS_ADDED})]


@pytest.mark.parametrize(
    "base_middle, head_middle, regrouped",
    [
        # The rotation whole, then the transpose alone: the same work between the same neighbours, two kernels.
        (ROTARY_APART, [("r", {"r": ROTATION}), ("t", {"t": TRANSPOSE})], True),
        # Three kernels for the base's two: a launch added.
        (ROTARY_APART, [("s", {"s": SIN}), ("c", {"c": COS_ADDED}), ("t", {"t": TRANSPOSE})], False),
        # Two kernels of other work: not the same work grouped otherwise.
        (ROTARY_APART, [("e", {"e": ("load", "exp", "log", "store")}), ("f", {"f": ("load", "tanh", "store")})], False),
        # One kernel against one: a kernel changed, no grouping.
        ([("r", {"r": ROTATION})], [("rt", {"rt": (*ROTATION, "load", "store")})], False),
    ],
)
def test_work_regrouped_between_the_same_neighbours_is_the_same_work(
    base_middle: list[tuple[str, dict[str, tuple[str, ...]]]],
    head_middle: list[tuple[str, dict[str, tuple[str, ...]]]],
    regrouped: bool,
) -> None:
    """The stage alone, on leftovers between paired neighbours (a gemm before, a sum after): a rotary backward as the
    sine's part, then the cosine's added to it and transposed, against other groupings of the middle."""
    gemm = ("gemm", {"gemm": ("load", "load", "dot", "store")}, "x", "g")
    total = ("sum", {"sum": ("load", "reduction:sum", "store")}, "out_middle", "out")
    (base,), (head,) = (_run_of([gemm, *_chained(middle), total]).graphs for middle in (base_middle, head_middle))
    base_kernels, head_kernels = kernel_profiles(base), kernel_profiles(head)
    matching = Matching(
        base_left=base_kernels,
        head_left=head_kernels,
        kernels=(*base_kernels, *head_kernels),
        stable_ids=False,
        fuses_epilogues=(False, False),
        triton_gemm_precisions=(frozenset(), frozenset()),
        read_sources=False,
        leaves_are_ops=False,
    )
    ends = {"gemm", "sum"}
    by_name = {k.node.name: k for k in head_kernels}
    matching.record([(k, by_name[k.node.name]) for k in base_kernels if k.node.name in ends], "paired")
    regrouped_in_place(matching)
    expected = [(len(base_middle), len(head_middle))] if regrouped else []
    assert [(len(r.base), len(r.head)) for r in matching.regrouped] == expected


def _chained(
    middle: list[tuple[str, dict[str, tuple[str, ...]]]],
) -> list[tuple[str, dict[str, tuple[str, ...]], str, str]]:
    """Kernels each reading what the one before wrote, from the gemm's output `g` to `out_middle`."""
    last = len(middle) - 1
    return [
        (name, leaves, "g" if i == 0 else f"m{i - 1}", "out_middle" if i == last else f"m{i}")
        for i, (name, leaves) in enumerate(middle)
    ]


@pytest.mark.parametrize("user_side", ["base", "head"])
def test_a_users_kernel_pairs_with_the_compilers_in_its_place_beside_other_leftovers(user_side: str) -> None:
    """A user's kernel (`@triton.jit`, Pallas) where the compiler's kernel computing the same sits on the other side,
    in the same place beside another leftover (a reduction only the side with the user's kernel runs, which the
    consumer reads too): the same work by another implementation, changed, whichever side the user's kernel is on."""
    user = [("p", {"p": POINTWISE}, "x", "p"), ("u", {"u": ("user_k",)}, "p", "u"), ("w", {"w": REDUCTION}, "p", "w")]
    user += [("c", {"c": POINTWISE}, "u,w", "c")]
    compiler = [("p", {"p": POINTWISE}, "x", "p"), ("k", {"k": ("load", "mul", "sigmoid", "store")}, "p", "u")]
    compiler += [("c", {"c": POINTWISE}, "u", "c")]
    with_user = _run_of(user)
    (graph,) = with_user.graphs
    nodes = tuple(replace(n, attributes={"user_kernel": True}) if n.name == "u" else n for n in graph.nodes)
    with_user = replace(with_user, graphs=(replace(graph, nodes=nodes),))
    base, head = (with_user, _run_of(compiler)) if user_side == "base" else (_run_of(compiler), with_user)
    (compared,) = compare_runs(base, head, Config()).graphs
    changed = [(f.base.nodes[0], f.head.nodes[0]) for f in compared.findings if f.kind == "changed_kernel"]
    assert (("u", "k") if user_side == "base" else ("k", "u")) in changed
    unmatched = [f for f in compared.findings if f.kind in ("new_kernel", "removed_kernel")]
    assert [(*f.base.nodes, *f.head.nodes) for f in unmatched] == [("w",)]


UPDATE = ("load", "load", "mul", "sub", "store")  # a parameter's update by its summed gradient


WHOLE_SUM = ("load", "reduction:sum", "store")


@pytest.mark.parametrize("reversed_pair", [False, True])
@pytest.mark.parametrize(
    "first_pass", [("load", "reduce_window:sum", "store"), ("load", "exp", "reduce_window", "store")]
)
def test_a_reductions_first_pass_apart_regroups_with_the_kernel_finishing_it(
    first_pass: tuple[str, ...], reversed_pair: bool
) -> None:
    """A reduction in two passes (partial sums, then a fusion finishing them and updating a parameter) against the
    reduction run whole in one kernel and the update in another (XLA:CPU's YNNPACK reduction in jax 0.10 against the
    tree reduction before): two kernels each side, regrouped both ways, the first pass said. A removed kernel that
    also computes (an exponential) is no first pass: the fusion split is lost, whichever way."""
    grad = ("grad", {"grad": POINTWISE}, "x", "g")
    two_passes = _run_of(
        [
            grad,
            ("first", {"first": first_pass}, "g", "partial"),
            ("finish", {"r": ("load", "reduction:sum", "store"), "u": UPDATE}, "partial,w", "w2"),
        ]
    )
    one_pass = _run_of(
        [
            grad,
            ("whole", {"whole": WHOLE_SUM}, "g", "total"),
            ("update", {"u": UPDATE}, "total,w", "w2"),
        ]
    )
    base, head = (one_pass, two_passes) if reversed_pair else (two_passes, one_pass)
    (compared,) = compare_runs(base, head, Config()).graphs
    regrouped = [f.details.get("first_passes") for f in compared.findings if "regrouped" in f.details]
    unmatched = sorted(f.kind for f in compared.findings if f.kind in ("new_kernel", "removed_kernel", "lost_fusion"))
    if "exp" in first_pass:
        assert not regrouped and unmatched
    else:
        assert regrouped == [["k_first"]] and unmatched == []


@pytest.mark.parametrize("reversed_pair", [False, True])
def test_a_first_pass_stays_apart_where_the_other_side_sums_nothing(reversed_pair: bool) -> None:
    """A reduction's two passes (the second fused with an update and an exponential) against the update and the
    exponential alone, no sum anywhere (the program changed): the fusion is split and the first pass gone (or new),
    no reduction run whole to regroup them with."""
    grad = ("grad", {"grad": POINTWISE}, "x", "g")
    exp = ("load", "exp", "store")
    two_passes = _run_of(
        [
            grad,
            ("first", {"first": ("load", "reduce_window:sum", "store")}, "g", "partial"),
            ("finish", {"r": WHOLE_SUM, "u": UPDATE, "e": exp}, "partial,w,g", "w2"),
        ]
    )
    no_sum = _run_of([grad, ("e", {"e": exp}, "g", "t"), ("update", {"u": UPDATE}, "t,w", "w2")])
    base, head = (no_sum, two_passes) if reversed_pair else (two_passes, no_sum)
    (compared,) = compare_runs(base, head, Config()).graphs
    assert not [f for f in compared.findings if "regrouped" in f.details]
    side = "new_kernel" if reversed_pair else "removed_kernel"
    assert "first" in [node for f in compared.findings if f.kind == side for node in (*f.base.nodes, *f.head.nodes)]


@pytest.mark.parametrize("swapped_score", [1.0, 0.5])
def test_crossed_look_alikes_swap_where_each_keeps_its_score(swapped_score: float) -> None:
    """Two pairs of look-alikes of other shapes, each kernel writing its partner's partner's shapes: swapped, each
    kernel then with one of its very shapes, where the swapped pairs score as the crossed ones did; kept otherwise
    (a better-scored partner is not given up for its shapes)."""
    run = _run_of([(name, {name: POINTWISE}, "x", f"buf_{name}") for name in ("a", "b", "x", "y")])
    shapes = ("f32[2, 1]", "f32[1, 2]", "f32[1, 2]", "f32[2, 1]")
    a, b, x, y = (
        replace(kernel, outputs=(shape,)) for kernel, shape in zip(kernel_profiles(run.graphs[0]), shapes, strict=True)
    )
    proposals = [(1.0, a, x), (1.0, b, y), (swapped_score, a, y), (swapped_score, b, x)]
    expected = [(a, y), (b, x)] if swapped_score == 1.0 else [(a, x), (b, y)]
    assert uncrossed([(a, x), (b, y)], scoring_alike(proposals)) == expected


def test_a_kernels_producers_are_in_the_schedules_order_whatever_the_hash_seed() -> None:
    """What a kernel reads is a set, iterated in an order each process's hash seed picks: its producers are sorted
    into the schedule's order, so that a stage taking the first neighbour that fits takes the same one in every run
    (jax 0.10's XLA:CPU softmax beside a dot, whose maximum the regrouping took as the kernel that took work over in
    one run of two, the dot in the other)."""
    (graph,) = load_run(GPU / "hf/mixtral").graphs
    kernels = kernel_profiles(graph)
    position = {id(kernel): index for index, kernel in enumerate(kernels)}
    orders = [[position[id(producer)] for producer in kernel.producers] for kernel in kernels]
    assert sum(1 for order in orders if len(set(order)) >= 2) == 22
    assert all(order == sorted(order) for order in orders)


def test_a_padded_gemm_pairs_with_the_plain_one_that_took_its_readers_add_in() -> None:
    """A tied embedding's gradient: one run pads the decoder's weight-gradient gemm (2001 rows as 2008) and adds the
    embedding's gradient to its sliced product in the kernel after it; the other takes that add into the gemm as its
    bias (`addmm`). They pair because the kernel reading the padded product pairs with the one writing the bias, which
    no other call of the head reads."""
    base, head = (
        next(g for g in load_run(GPU / f"tied_vocab/{name}").graphs if g.name == "model__0_backward_3")
        for name in ("padded_weight", "bias_in_gemm")
    )
    matching = match_kernels(base, head)
    ((padded, plain),) = [(b, h) for b, h, stage in matching.pairs if stage == PADDED_CALLS]
    assert plain.label == "extern_kernels.addmm" and padded.outputs == ("bfloat16[2008, 256]",)
    counterpart = matching.counterparts()
    assert _bias_moved(plain, padded, counterpart)
    other_calls = [h for _, h, _ in matching.pairs if "computes" in h.node.attributes and h is not plain]
    assert other_calls and not any(_bias_moved(call, padded, counterpart) for call in other_calls)


@pytest.mark.parametrize(
    ("base", "head", "chosen"),
    [
        ("padded_weight", "padded_input", ["extern_kernels.mm", "triton_poi_fused_add_embedding_dense_backward_mm_30"]),
        ("padded_input", "padded_weight", ["extern_kernels.addmm", "triton_poi_fused_embedding_dense_backward_34"]),
    ],
)
def test_what_pad_mm_chose_on_a_tied_embeddings_gradient_is_a_choice_both_ways(
    base: str, head: str, chosen: list[str]
) -> None:
    """One run pads the weight gradient's gemm, the other the input gradient's: the gemm paired across its padding,
    the kernel adding to its padded product against the one writing the bias the plain gemm takes in, the two copies
    of the logits' gradient padded for other gemms, and the MLP's two weight-gradient gemms writing 700 columns as 704
    after a copy padding their operand (paired by their structure) are each pad_mm's choice, so the backward's memory
    moved with a choice, not with an edit."""
    graphs = (
        next(g for g in load_run(GPU / f"tied_vocab/{name}").graphs if g.name == "model__0_backward_3")
        for name in (base, head)
    )
    matching = match_kernels(*graphs)
    choices = _padding_choices(matching, matching.counterparts())
    labels = sorted(kernel.label for kernel, _, _ in matching.pairs if id(kernel) in choices)
    copy = "triton_poi_fused_mm_t_view_11" if base == "padded_weight" else "triton_poi_fused_mm_view_1"
    assert labels == sorted([*chosen, copy, "extern_kernels.mm", "extern_kernels.mm"])
    rounded = [(b, h) for b, h, stage in matching.pairs if id(b) in choices and stage == "structure"]
    assert len(rounded) == 2 and all(padded_side(b, h) is not None for b, h in rounded)


def _launched(kernels: dict[str, list[str]], *, chained: bool = False) -> list[Kernel]:
    """The profiles of kernels known by their launch alone, each computing ATen nodes of the ops given; `chained`:
    each reads what the one before wrote."""
    return kernel_profiles(_launch_graph(kernels, chained=chained))


def _launch_graph(
    kernels: dict[str, list[str]], *, chained: bool = False, source: dict[str, int] | None = None
) -> Graph:
    """A graph of kernels known by their launch alone (as `_launched`), each with `source` as its source's digest."""
    nodes = []
    deps = []
    for order, (name, ops) in enumerate(kernels.items()):
        if chained:
            deps += [Dep(node=name, buffer=f"buf{order}", kind="write")]
            deps += [Dep(node=name, buffer=f"buf{order - 1}", kind="read")] if order else []
        members = [
            Node(name=f"{name}/{op}_{i}", kind=ATEN_NODE_KIND, order=order, parent=name, ops=(op,))
            for i, op in enumerate(ops)
        ]
        kernel = Node(name=name, kind=LAUNCH_KIND, order=order, is_kernel=True, kernel=name, ops=(name,))
        attributes = {"source_ops": source} if source is not None else {}
        nodes += [replace(kernel, members=tuple(m.name for m in members), attributes=attributes), *members]
    buffers = tuple(Buffer(name=f"buf{order}", nbytes=4) for order in range(len(kernels)))
    return Graph(name="g", format="inductor_ir", source="", nodes=tuple(nodes), buffers=buffers, deps=tuple(deps))


def test_a_launched_pointwise_kernel_listing_a_reductions_nodes_does_not_share_its_work() -> None:
    """A pointwise kernel of the code alone lists the nodes of a reduction it reads or inlines (a norm's gradient
    sums): it is no reduction doing most of the same work (share), as a reduction of those nodes is."""
    reduction = _launch_graph({"triton_per_fused_mul_sum_0": ["convert_element_type", "mul", "sum"]})
    stages = {
        head: [stage for _, _, stage in match_kernels(reduction, _launch_graph({head: nodes})).pairs]
        for head, nodes in (
            ("triton_per_fused_add_mul_sum_0", ["add", "convert_element_type", "mul", "sum"]),
            ("triton_poi_fused_add_mul_sum_0", ["add", "convert_element_type", "mul", "sum"]),
        )
    }
    assert stages == {"triton_per_fused_add_mul_sum_0": ["share"], "triton_poi_fused_add_mul_sum_0": ["lost ops"]}


def test_a_launched_kernel_is_what_its_source_computes_whatever_nodes_it_lists() -> None:
    """The comments over a kernel of the code alone list nodes whose results it only reads (a gradient's sum listing
    the scaling by a dropout mask another kernel did): with the same source it is the same kernel, renamed; with
    another source, another kernel."""
    digest = {"tl.load": 1, "tl.sum": 1, "tl.store": 1}
    sum_view = _launch_graph({"triton_red_fused_sum_view_5": ["sum", "view"]}, source=digest)
    listing_more = {
        "triton_red_fused__to_copy_div_mul_sum_view_6": ["convert_element_type", "div", "mul", "sum", "view"]
    }
    matching = match_kernels(sum_view, _launch_graph(listing_more, source=digest))
    assert [(b.node.name, h.node.name, stage) for b, h, stage in matching.pairs] == [
        ("triton_red_fused_sum_view_5", "triton_red_fused__to_copy_div_mul_sum_view_6", "renamed")
    ]
    scaling = match_kernels(sum_view, _launch_graph(listing_more, source={**digest, "*": 1, "/": 1}))
    assert (scaling.pairs, len(scaling.new), len(scaling.removed)) == ([], 1, 1)


def test_a_launched_kernel_is_split_where_two_pieces_fit_in_it_side_by_side() -> None:
    """Pieces run apart repeat the nodes they inline (the norm's mean and variance in three of them), but two of
    them fit in the kernel side by side; two look-alike kernels each doing nearly all of it do not split it."""
    norm, *pieces = _launched(
        {
            "norm": ["add", "add", "cast", "cast", "mul", "mul", "rsqrt", "sub", "var_mean"],
            "mean": ["cast", "var_mean"],
            "variance": ["cast", "var_mean"],
            "rsqrt": ["add", "cast", "rsqrt", "var_mean"],
            "scale": ["add", "cast", "cast", "mul", "mul", "sub"],
        }
    )
    assert split_recomputing(norm, pieces)
    assert not split_recomputing(norm, pieces[:3])  # nothing subtracts the mean
    grad, *twins = _launched(
        {
            "grad": ["cast", "cast", "cast", "mul", "mul", "mul", "sub", "sum", "view"],
            "weight": ["cast", "cast", "cast", "mul", "mul", "sub", "sum", "view"],
            "bias": ["cast", "cast", "cast", "mul", "mul", "sub", "sum", "view"],
        }
    )
    assert not split_recomputing(grad, twins)


def test_the_pieces_of_a_launched_kernel_sit_near_the_one_holding_most() -> None:
    """Kernels doing only its ops two hops and more from the piece holding most of its work are other kernels'
    pieces, however many of its ops they do."""
    (norm,) = _launched({"norm": ["add", "mul", "rsqrt", "var_mean"]})
    chain = _launched(
        {"far": ["mul"], "further": ["add"], "variance": ["var_mean"], "rsqrt": ["rsqrt"], "scale": ["add", "mul"]},
        chained=True,
    )
    ((_, parts),) = leaf_parts([norm], chain, lambda kernel: Counter(), lambda kernel: Counter())
    assert [part.node.name for part in parts] == ["variance", "rsqrt", "scale"]


def test_a_launched_kernel_pads_by_padding_or_concatenating_a_constant() -> None:
    """pad_mm pads an operand with `constant_pad_nd` or by concatenating a tensor of zeros; a concatenation of the
    model's (two heads' outputs) copies without masking any index."""
    padding, concatenating, zeros = _launched(
        {"pad": ["constant_pad_nd", "permute"], "cat": ["cat", "view"], "zeros": ["cat", "full"]}
    )
    assert copies_under_a_mask(padding) and copies_under_a_mask(zeros)
    assert not copies_under_a_mask(concatenating)


def test_a_look_alike_of_the_piece_holding_most_is_no_piece_of_the_same_fusion() -> None:
    """The dataflow reaches the same kernel of the next layer (its residual's gradient): a look-alike of the piece
    holding most is that layer's, not a second piece of this fusion."""
    (kernel,) = _launched({"gelu_backward_sum": ["add", "mul", "sum"]})
    chain = _launched(
        {"gelu_backward": ["add", "mul"], "sum": ["sum"], "next_gelu_backward": ["add", "mul"]}, chained=True
    )
    ((_, parts),) = leaf_parts([kernel], chain, lambda kernel: Counter(), lambda kernel: Counter())
    assert [part.node.name for part in parts] == ["gelu_backward", "sum"]


def test_a_kernel_only_renamed_beside_a_switched_backend_leaves_the_growth_to_that_choice() -> None:
    """A rerun where the autotuner ran a gemm through a library call in one run and a template of its own in the other,
    and the kernel after it only renamed (a pad_mm copy fused into it names it after the op elsewhere): every change is
    a choice the compiler times in every run, so a peak grown with it is that choice's; a renamed kernel is none, and
    no edit either."""
    kernels = [("mm", {"mm": ("dot",)}, "x,w", "y"), ("act", {"act": POINTWISE}, "y", "z")]
    base, head = _run_of(kernels, calls={"mm": "aten.mm"}), _run_of(kernels, calls={"mm": "aten.mm"})
    (base_graph,), (head_graph,) = base.graphs, head.graphs
    head_nodes = tuple(
        replace(node, kind="TemplateSchedulerNode", kernel="k_mm_template")
        if node.name == "mm"
        else replace(node, kernel="k_act_bmm")
        for node in head_graph.nodes
    )
    base_graph = replace(base_graph, peak_bytes=1 << 20)
    head_graph = replace(head_graph, nodes=head_nodes, peak_bytes=2 << 20)
    (compared,) = compare_runs(
        replace(base, graphs=(base_graph,)), replace(head, graphs=(head_graph,)), Config()
    ).graphs
    changes = [f.details["change"] for f in compared.findings if f.kind == "changed_kernel"]
    assert changes == ["backend changed (ExternKernelSchedulerNode -> TemplateSchedulerNode)", "renamed"]
    assert [f for f in compared.findings if f.kind == "allocation_growth"] == []
