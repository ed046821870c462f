"""Small hand-made dumps for the grammar variants of ../shared/docs/FORMATS.md that the corpus lacks."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Graph, Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from tests.dumps import compare_dumps


def parse_text(tmp_path: Path, text: str, name: str = "dump.txt") -> list[Graph]:
    path = tmp_path / name
    path.write_text(dedent(text).lstrip("\n"))
    return list(load_run(path).graphs)


TORCH_21 = """
buf0_buf1: FusedSchedulerNode(NoneType)
buf0_buf1.writes = [MemoryDep('buf0', c0, {c0: 8}), MemoryDep('buf1', c0, {c0: 8})]
buf0_buf1.unmet_dependencies = []
buf0_buf1.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 8})]
buf0_buf1.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
buf0_buf1.snodes[0] =
    buf0: SchedulerNode(ComputedBuffer)
    buf0.writes = [MemoryDep('buf0', c0, {c0: 8})]
    buf0.unmet_dependencies = []
    buf0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 8})]
    buf0.users = [NodeUser(node=SchedulerNode(name='buf1'), can_inplace=True, is_weak=False)]
    buf0.group.device = cuda
    buf0.group.iteration = (8, 1)
    buf0.sizes = ([8], [])
    class buf0_loop_body:
        var_ranges = {z0: 8}
        index0 = z0
        def body(self, ops):
            get_index = self.get_index('index0')
            load = ops.load('arg0_1', get_index)
            relu = ops.relu(load)
            store = ops.store('buf0', get_index, relu, None)
            return store
buf0_buf1.snodes[1] =
    buf1: SchedulerNode(ComputedBuffer)
    buf1.writes = [MemoryDep('buf1', c0, {c0: 8})]
    buf1.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 8})]
    buf1.met_dependencies = []
    buf1.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
    buf1.group.device = cuda
    buf1.group.iteration = (8, 1)
    buf1.sizes = ([8], [])
    buf1_layout = FixedLayout('cuda', torch.float32, size=[8], stride=[1])
    class buf1_loop_body:
        var_ranges = {z0: 8}
        def body(self, ops):
            load = ops.load('buf0', get_index)
            sigmoid = ops.sigmoid(load)
            store = ops.store('buf1', get_index, sigmoid, None)
            return store


buf2: NopKernelSchedulerNode(ComputedBuffer)
buf2.writes = []
buf2.unmet_dependencies = []
buf2.met_dependencies = []
"""


def test_torch_2_1_cut_off_inside_an_indented_member_is_an_error(tmp_path: Path) -> None:
    """The members of torch 2.1's fused nodes are read as an indented block: a cut inside the last one is found."""
    cut = TORCH_21[: TORCH_21.index("            store = ops.store('buf1'")]
    with pytest.raises(DumpError, match=r":34: expected the loop body to end with its 'return', got the end of"):
        parse_text(tmp_path, cut, "ir_post_fusion.txt")


def test_torch_2_1_buffer_named_nodes_and_indented_snodes(tmp_path: Path) -> None:
    (graph,) = parse_text(tmp_path, TORCH_21, "ir_post_fusion.txt")
    assert [k.name for k in graph.kernels] == ["buf0_buf1"]
    fused = graph.kernels[0]
    assert fused.members == ("buf0", "buf1")
    assert graph.node_by_name["buf0"].ops == ("load", "relu", "store")
    assert graph.node_by_name["buf1"].parent == "buf0_buf1"
    assert graph.buffer_by_name["buf1"].nbytes == 32  # from `buf1_layout`, no outputs block in 2.1
    assert graph.buffer_by_name["buf1"].producer == "buf1"


def test_torch_logs_prefixed_ir_with_symbolic_sizes(tmp_path: Path) -> None:
    prefix = "V1122 06:46:15.715000 506 torch/_inductor/debug.py:400] [0/0] [__ir_post_fusion] "
    body = dedent("""
        AFTER FUSION
        op0: SchedulerNode(ComputedBuffer)
        op0.writes = [MemoryDep('buf0', c0, {c0: s0})]
        op0.unmet_dependencies = []
        op0.met_dependencies = [StarDep(name='arg0_1', mode=None), WeakDep(name='buf9', mutating_buf='buf0')]
        op0.outputs = [
            buf0: ComputedBuffer
            buf0.layout = FixedLayout('cuda:0', torch.float16, size=[s0, 4], stride=[4, 1])
            buf0.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
        ]
        op0.group.device = cuda:0
        op0.group.iteration = (4*s0, 1)
        op0.sizes = ([4*s0], [])
        op0.future_field = something new
    """).strip()
    (graph,) = parse_text(tmp_path, "\n".join(prefix + line for line in body.splitlines()))
    buffer = graph.buffer_by_name["buf0"]
    assert (buffer.shape, buffer.stride, buffer.nbytes) == (("s0", 4), (4, 1), None)
    assert graph.total_bytes is None  # symbolic: not knowable from the dump
    assert {(d.buffer, d.weak) for d in graph.deps if d.kind == "read"} == {("arg0_1", False), ("buf9", True)}
    assert graph.node_by_name["op0"].attributes["future_field"] == "something new"
    # torch 2.8 names the same size `s77`: the same graph, nothing to report.
    (tmp_path / "renamed").mkdir()
    renamed = "\n".join(prefix + line.replace("s0", "s77") for line in body.splitlines())
    (tmp_path / "renamed/dump.txt").write_text(renamed)
    comparison = compare_dumps(tmp_path / "dump.txt", tmp_path / "renamed/dump.txt")
    assert not list(comparison.findings)
    # An unbacked size (`u0`, a data-dependent one) is another kind of size: the kernel changed.
    (tmp_path / "renamed/dump.txt").write_text(
        "\n".join(prefix + line.replace("s0", "u0") for line in body.splitlines())
    )
    comparison = compare_dumps(tmp_path / "dump.txt", tmp_path / "renamed/dump.txt")
    assert [f.kind for f in comparison.findings] == ["changed_kernel"]


@pytest.mark.parametrize(
    "printed, read",
    [
        ("([1024, 8], [128])", "((1024, 8), (128,))"),
        ("((1024, 8), (128,))", "((1024, 8), (128,))"),
        ("([4*s0], [])", "((4*s0,), ())"),
        ("([Max(1, s0), 4], [((s1 + 1)//2)])", "((Max(1, s0), 4), (((s1 + 1)//2),))"),
    ],
)
def test_loop_sizes_are_read_as_tuples_however_printed(tmp_path: Path, printed: str, read: str) -> None:
    """Inductor prints a node's loop sizes as lists or tuples (loop ordering after fusion off or on); a size may hold
    commas of its own."""
    (graph,) = parse_text(
        tmp_path,
        f"""
        op0: SchedulerNode(ComputedBuffer)
        op0.writes = [MemoryDep('buf0', c0, {{c0: 8}})]
        op0.unmet_dependencies = []
        op0.met_dependencies = []
        op0.group.device = cuda:0
        op0.group.iteration = (8, 1)
        op0.sizes = {printed}
        """,
    )
    assert graph.node_by_name["op0"].attributes["sizes"] == read


def test_ir_logged_with_python_logging_prefixes(tmp_path: Path) -> None:
    """`logging.basicConfig` prefixes only a record's first line: the `BEFORE`/`AFTER FUSION` line."""
    node = """
        {name}: SchedulerNode(ComputedBuffer)
        {name}.writes = [MemoryDep('buf0', c0, {{c0: 8}})]
        {name}.outputs = [
            buf0: ComputedBuffer
            buf0.layout = FixedLayout('cpu', torch.float32, size=[8], stride=[1])
        ]
    """
    log = (
        "INFO:torch._inductor.debug:BEFORE FUSION\n"
        + dedent(node.format(name="op0") + node.format(name="op1").replace("buf0", "buf1")).strip()
        + "\nWARNING:torch._dynamo:something unrelated\nINFO:torch._inductor.debug:AFTER FUSION\n"
        + dedent(node.format(name="op0_op1")).strip()
        + "\n"
    )
    (graph,) = parse_text(tmp_path, log, "inductor.log")
    assert [k.name for k in graph.kernels] == ["op0_op1"]
    assert graph.attributes["pre_fusion_nodes"] == 2


def test_a_stray_closing_bracket_after_a_complete_value_is_skipped(tmp_path: Path) -> None:
    text = """
    op0: SchedulerNode(ComputedBuffer)
    op0.writes = [MemoryDep('buf0', c0, {c0: 8})]
    ]
    op0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 8})]
    """
    (graph,) = parse_text(tmp_path, text)
    assert {(d.buffer, d.kind) for d in graph.deps} == {("buf0", "write"), ("arg0_1", "read")}


def test_torch_2_4_triton_code_blocks_are_skipped(tmp_path: Path) -> None:
    """2.4-2.5 print each Triton node's source after its loop body, indented (blank lines in it are empty)."""
    text = """
    buf0: SchedulerNode(ComputedBuffer)
    buf0.writes = [MemoryDep('buf0', c0, {c0: 8}, None)]
    buf0.unmet_dependencies = []
    buf0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 8}, None)]
    buf0.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
    buf0.group.device = cuda:0
    buf0.group.iteration = (8, 1)
    buf0.sizes = ([8], [])
    buf0_layout = FixedLayout('cuda:0', torch.float32, size=[8], stride=[1])
    class buf0_loop_body:
        var_ranges = {z0: 8}
        def body(self, ops):
            load = ops.load('arg0_1', get_index)
            relu = ops.relu(load)
            store = ops.store('buf0', get_index, relu, None)
            return store
    buf0 Triton code:
        import triton

        @triton.jit
        def triton_(in_ptr0, out_ptr0, xnumel):
            tmp0 = tl.load(in_ptr0 + (x0), xmask)
            ops.this_is_code_not_ir(tmp0)


    buf1: NopKernelSchedulerNode(ComputedBuffer)
    buf1.writes = []
    buf1.unmet_dependencies = []
    buf1.met_dependencies = []
    """
    (graph,) = parse_text(tmp_path, text, "ir_post_fusion.txt")
    assert [n.name for n in graph.nodes] == ["buf0", "buf1"]
    assert graph.node_by_name["buf0"].ops == ("load", "relu", "store")
    assert "unparsed" not in graph.node_by_name["buf0"].attributes
    assert graph.buffer_by_name["buf0"].nbytes == 32


@pytest.mark.parametrize(
    "layout",
    [
        "NoneLayout(device=device(type='cuda', index=0), size=[0], stride=[0])",
        "<torch._inductor.ir.NoneLayout object at 0x7f0000000000>",
        "MultiOutputLayout(device=device(type='cuda', index=0))",
        "MutationLayoutSHOULDREMOVE('cuda:0', torch.float32, size=[8], stride=[1])",
        "NonOwningLayout('cuda:0', torch.float32, size=[8], stride=[1])",
    ],
)
def test_layouts_that_own_nothing(tmp_path: Path, layout: str) -> None:
    text = f"""
    op0: ExternKernelSchedulerNode(FallbackKernel)
    op0.writes = [StarDep(name='buf0', mode=None)]
    op0.unmet_dependencies = []
    op0.met_dependencies = []
    op0.outputs = [
        buf0: FallbackKernel
        buf0.layout = {layout}
        buf0.users = []
    ]
    op0.node.kernel = torch.ops.aten.foo.default
    """
    (graph,) = parse_text(tmp_path, text)
    assert graph.buffer_by_name["buf0"].nbytes == 0
    assert graph.kernels[0].kernel == "torch.ops.aten.foo.default"


def test_offset_layout_bytes(tmp_path: Path) -> None:
    text = """
    op0: SchedulerNode(ComputedBuffer)
    op0.writes = [MemoryDep('buf0', c0, {c0: 8})]
    op0.outputs = [
        buf0: ComputedBuffer
        buf0.layout = FixedLayout('cpu', torch.bfloat16, size=[2, 3], stride=[4, 1], offset=2)
    ]
    """
    (graph,) = parse_text(tmp_path, text)
    assert graph.buffer_by_name["buf0"].nbytes == (1 + 1 * 4 + 2 * 1 + 2) * 2


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "op0: SchedulerNode(ComputedBuffer)\nop0.writes = \n    [   MemoryDep('buf0', c0, {c0: 8}),\n",
            ":2: expected the brackets",
        ),
        ("op0: SchedulerNode(ComputedBuffer)\nop1.writes = []\n", ":2: expected a node header before the lines of op1"),
        (
            "op0: FusedSchedulerNode(SchedulerNode,SchedulerNode)\nop0.snodes[0] =\n",
            ":2: expected the header of a member of op0",
        ),
        ("op0: SchedulerNode(ComputedBuffer)\nop0.outputs = [\n    buf0: ComputedBuffer\n", ":3: expected ']' closing"),
    ],
    ids=["unclosed-value", "orphan-attribute", "missing-member", "unclosed-outputs"],
)
def test_truncated_inductor_dumps_fail_with_a_line(tmp_path: Path, text: str, expected: str) -> None:
    with pytest.raises(DumpError) as error:
        parse_text(tmp_path, text)
    assert str(error.value).startswith(f"{tmp_path / 'dump.txt'}{expected}")


XLA_VARIANTS = """
BufferAssignment:
allocation 0: size 64, color 1, parameter 0, shape |f32[16]| at ShapeIndex {}:
 value: <1 p0.1 @1> (size=64,offset=0): f32[16]{0}
allocation 1: size 4, constant:
 value: <2 constant.3 @0> (size=4,offset=0): f32[]
allocation 2: size 128, thread-local:
 value: <3 while.5{1} (phi) @0> (size=64,offset=0): f32[16]{0}
 value: <4 add.7 @0> (size=64,offset=64): f32[16]{0}
allocation 3: size 128, output shape is |(f32[16], f32[16])|, maybe-live-out, preallocated-temp:
 value: <5 tuple.9{} @0> (size=16,offset=0): (f32[16]{0}, f32[16]{0})

Total bytes used: 324 (324B)

HloLiveRange (max 4):
  InstructionSequence:
    0:p0.1
    1:constant.3
    2:add.7
    3:tuple.9
  BufferLiveRange:
    p0.1{}:0-4
    add.7{}:2-3
  Live ranges at 2 (peak):
    p0.1: 64 bytes
    add.7: 64 bytes
"""


def test_xla_allocation_and_value_variants(tmp_path: Path) -> None:
    (graph,) = parse_text(tmp_path, XLA_VARIANTS, "buffers.txt")
    allocations = graph.attributes["allocations"]
    assert [a["index"] for a in allocations] == [0, 1, 2, 3]
    assert allocations[0]["color"] == 1 and allocations[0]["parameter"] == 0
    assert allocations[1]["constant"] and allocations[2]["thread_local"]
    assert allocations[3]["maybe_live_out"] and allocations[3]["preallocated_temp"]
    assert allocations[3]["output_shape"] == "(f32[16], f32[16])"
    assert graph.total_bytes == 324 == sum(a["size"] for a in allocations)
    assert graph.peak_bytes == 128
    phi = graph.buffer_by_name["while.5{1}"]
    assert (phi.allocation, phi.offset, phi.nbytes) == (2, 0, 64)
    assert (graph.buffer_by_name["add.7"].live_start, graph.buffer_by_name["add.7"].live_end) == (2, 3)


def test_xla_value_before_allocation_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(DumpError, match=r"buffers.txt:2: expected an 'allocation N: size B:' line"):
        parse_text(tmp_path, "BufferAssignment:\n value: <1 p0.1 @0> (size=64,offset=0): f32[16]{0}\n", "buffers.txt")


OPATTRS_VARIANTS = """
=== OpAttrs ===
ops: 2

  #000 custom_op_with_a_long_name sig=- in=[] out=[0] kid=None

  #001 relu       sig=ACT        in=[0] out=[0] kid=relu_f16_v0
       params: {'act': 'relu', 'inplace': True}
       io0: in0=None/None  out0=(4, 4)/torch.float32
"""


def test_opattrs_variants(tmp_path: Path) -> None:
    (graph,) = parse_text(tmp_path, OPATTRS_VARIANTS, "31_op_attrs.txt")
    assert graph.name == "31_op_attrs"  # an unnamed header names the trace after its file
    first, second = graph.kernels
    assert (first.kind, first.kernel, first.ops) == ("custom_op_with_a_long_name", None, ("-",))
    assert second.attributes["io0"] == {"in0": None, "out0": {"shape": [4, 4], "dtype": "float32"}}
    assert ("#001", "0", "mutation") in {(d.node, d.buffer, d.kind) for d in graph.deps}


def test_opattrs_count_mismatch_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(DumpError, match="expected 3 ops as 'ops:' says, found 2"):
        parse_text(tmp_path, OPATTRS_VARIANTS.replace("ops: 2", "ops: 3"))


def test_opattrs_bad_params_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(DumpError, match=r":7: expected a Python literal"):
        parse_text(tmp_path, OPATTRS_VARIANTS.replace("'inplace': True}", "'inplace': Tru}"))


AOT_PYTHON_LOGGING = """
INFO:torch._functorch._aot_autograd.graph_compile.__aot_graphs:TRACED GRAPH
 ===== Forward graph 0 =====
 <eval_with_key>.2 class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[s0, 3][3, 1]cpu", primals_2: "i64[][]cpu"):
         # File: model.py:12 in forward, code: y = x.relu()
        relu: "f32[s0, 3][3, 1]cpu" = torch.ops.aten.relu.default(primals_1);  primals_1 = None
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(relu)
        return (sum_1, relu)
"""


def test_aot_graph_with_python_logging_and_symbolic_shapes(tmp_path: Path) -> None:
    (graph,) = parse_text(tmp_path, AOT_PYTHON_LOGGING)
    assert graph.name == "forward_0"
    assert [(k.name, k.kind) for k in graph.kernels] == [("relu", "aten.relu.default"), ("sum_1", "aten.sum.default")]
    assert graph.buffer_by_name["relu"].nbytes is None and graph.buffer_by_name["sum_1"].nbytes == 4
    assert graph.buffer_by_name["primals_2"].dtype == "int64"
    assert ("sum_1", "relu", "read") in {(d.node, d.buffer, d.kind) for d in graph.deps}


def test_aot_graph_without_return_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(DumpError, match=r":7: expected 'return' ending the forward_0 graph opened at line 2"):
        parse_text(tmp_path, AOT_PYTHON_LOGGING.replace("        return (sum_1, relu)\n", ""))


# TORCH_LOGS=aot_joint_graph alone (torch 2.13, glog prefixes): the artifact's name is singular, unlike aot_graphs.
JOINT_PREFIX = "I1129 13:33:18.597000 21184 torch/_functorch/_aot_autograd/graph_compile.py:1780] [0/0]"
AOT_JOINT_GRAPH_LOG = "".join(
    f"{JOINT_PREFIX} [__aot_joint_graph] {line}\n"
    for line in (
        "TRACED GRAPH",
        " ===== Joint graph 0 =====",
        " /venv/lib/python3.11/site-packages/torch/fx/_lazy_graph_module.py class inner_f(torch.nn.Module):",
        "    def forward(self, primals, tangents):",
        '        primals_1: "f32[4, 3][3, 1]cpu"; tangents_1: "f32[][]cpu"; ',
        "",
        "        primals_1, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)",
        '        relu: "f32[4, 3][3, 1]cpu" = torch.ops.aten.relu.default(primals_1);  primals_1 = None',
        '        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(relu)',
        '        expand: "f32[4, 3][0, 0]cpu" = torch.ops.aten.expand.default(tangents_1, [4, 3]);  tangents_1 = None',
        '        le: "b8[4, 3][3, 1]cpu" = torch.ops.aten.le.Scalar(relu, 0);  relu = None',
        '        where: "f32[4, 3][3, 1]cpu" = torch.ops.aten.where.self(le, 0.0, expand);  le = expand = None',
        "        return pytree.tree_unflatten([sum_1, where], self._out_spec)",
    )
)


def test_a_log_of_the_joint_graph_alone_is_read(tmp_path: Path) -> None:
    (graph,) = parse_text(tmp_path, AOT_JOINT_GRAPH_LOG, name="joint.log")
    assert graph.name == "joint_0"
    assert [k.kind for k in graph.kernels] == [
        "aten.relu.default",
        "aten.sum.default",
        "aten.expand.default",
        "aten.le.Scalar",
        "aten.where.self",
    ]


# The shape of torch 2.13's cond log, with a submodule nested one level deeper as FX prints one (_print_readable).
AOT_SUBMODULES = """
INFO:torch._functorch._aot_autograd.graph_capture.__aot_graphs:TRACED GRAPH
 ===== Forward graph 0 =====
 /venv/lib/python3.11/site-packages/torch/fx/_lazy_graph_module.py class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 32][32, 1]cpu", arg1_1: "f32[32, 32][32, 1]cpu"):
        # File: h.py:19 in f, code: r = torch.cond(x.sum() > 0, tf, ff, (x, w)) + x
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1)
        gt: "b8[][]cpu" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1, arg1_1));  gt = None
        getitem: "f32[8, 32][32, 1]cpu" = cond[0];  cond = None
        add: "f32[8, 32][32, 1]cpu" = torch.ops.aten.add.Tensor(getitem, arg0_1);  getitem = arg0_1 = None
        return (add,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8, 32][32, 1]cpu", arg1_1: "f32[32, 32][32, 1]cpu"):
            # File: h.py:14 in tf, code: y = blk(x @ w)
            mm: "f32[8, 32][32, 1]cpu" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            repeated_subgraph0 = self.repeated_subgraph0
            invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', mm);  mm = None
            getitem: "f32[8, 32][32, 1]cpu" = invoke_subgraph[0];  invoke_subgraph = None
            return (getitem,)

        class repeated_subgraph0(torch.nn.Module):
            def forward(self, arg0_1: "f32[8, 32][32, 1]cpu"):
                relu: "f32[8, 32][32, 1]cpu" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
                return (relu,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8, 32][32, 1]cpu", arg1_1: "f32[32, 32][32, 1]cpu"):
            # File: h.py:18 in ff, code: return torch.sigmoid(x) + 1
            sigmoid: "f32[8, 32][32, 1]cpu" = torch.ops.aten.sigmoid.default(arg0_1);  arg0_1 = None
            add: "f32[8, 32][32, 1]cpu" = torch.ops.aten.add.Tensor(sigmoid, 1);  sigmoid = None
            return (add,)


INFO:torch._inductor.debug.__ir_pre_fusion:BEFORE FUSION
"""


def test_aot_submodules_of_higher_order_ops_are_nodes(tmp_path: Path) -> None:
    (graph,) = parse_text(tmp_path, AOT_SUBMODULES)
    assert [(n.name, n.kind, n.attributes.get("subgraph")) for n in graph.kernels] == [
        ("sum_1", "aten.sum.default", None),
        ("gt", "aten.gt.Scalar", None),
        ("cond", "higher_order.cond", None),
        ("add", "aten.add.Tensor", None),
        ("true_graph_0.mm", "aten.mm.default", "true_graph_0"),
        ("true_graph_0.invoke_subgraph", "higher_order.invoke_subgraph", "true_graph_0"),
        ("true_graph_0.repeated_subgraph0.relu", "aten.relu.default", "true_graph_0.repeated_subgraph0"),
        ("false_graph_0.sigmoid", "aten.sigmoid.default", "false_graph_0"),
        ("false_graph_0.add", "aten.add.Tensor", "false_graph_0"),
    ]
    assert graph.attributes["returned"] == ["add"]
    assert graph.buffer_by_name["false_graph_0.add"].shape == (8, 32)
    assert graph.buffer_by_name["true_graph_0.arg1_1"].attributes == {"subgraph": "true_graph_0"}
    deps = {(d.node, d.buffer, d.kind) for d in graph.deps}
    assert ("true_graph_0.mm", "true_graph_0.arg1_1", "read") in deps
    assert ("true_graph_0.invoke_subgraph", "true_graph_0.mm", "read") in deps


def test_aot_op_added_inside_a_branch_is_a_new_kernel(tmp_path: Path) -> None:
    base = parse_text(tmp_path, AOT_SUBMODULES, "base.log")
    head = parse_text(tmp_path, AOT_SUBMODULES.replace("torch.ops.aten.relu.default", "torch.ops.aten.tanh.default"))
    comparison = compare_runs(Run(source="base", graphs=(*base,)), Run(source="head", graphs=(*head,)), Config())
    assert [(f.kind, f.summary) for f in comparison.findings if f.regression] == [
        ("new_kernel", "aten.tanh.default (aten.tanh.default)")
    ]


def test_aot_submodule_without_return_is_an_error(tmp_path: Path) -> None:
    expected = r":36: expected 'return' ending submodule false_graph_0 of the forward_0 graph opened at line 29"
    with pytest.raises(DumpError, match=expected):
        parse_text(tmp_path, AOT_SUBMODULES.replace("            return (add,)\n", ""))


def test_xla_folder_uses_only_the_optimized_module(tmp_path: Path, corpus: Path) -> None:
    import shutil

    folder = tmp_path / "dump"
    shutil.copytree(corpus / "xla-cpu/xla_mlp_base", folder)
    optimized = next(folder.glob("*after_optimizations.txt"))
    # What --xla_dump_hlo_pass_re and a TPU-style stage name add beside the optimized module:
    (folder / "module_0032.jit_step.0007.fusion.after_pipeline-start.txt").write_text(optimized.read_text())
    (folder / "module_0032.jit_step.before_optimizations.txt").write_text(optimized.read_text())
    (graph,) = load_run(folder).graphs
    (reference,) = load_run(corpus / "xla-cpu/xla_mlp_base").graphs
    assert graph.name == "jit_step" and len(graph.kernels) == len(reference.kernels)
    renamed = tmp_path / "tpu"
    renamed.mkdir()
    for file in (corpus / "xla-cpu/xla_mlp_base").iterdir():
        (renamed / file.name.replace("cpu_after", "tpu_v5e_after")).write_text(file.read_text())
    (tpu,) = load_run(renamed).graphs
    assert (tpu.name, tpu.total_bytes, len(tpu.kernels)) == ("jit_step", reference.total_bytes, len(reference.kernels))


def test_torch_logs_with_both_ir_artifacts_and_foreign_lines(tmp_path: Path) -> None:
    def logged(artifact: str, text: str) -> str:
        prefix = f"V1122 06:46:15.715000 506 torch/_inductor/scheduler.py:2000] [0/0] [__{artifact}] "
        return "".join(prefix + line + "\n" for line in dedent(text).strip().splitlines())

    node = """
        {name}: SchedulerNode(ComputedBuffer)
        {name}.writes = [MemoryDep('buf0', c0, {{c0: 8}})]
        {name}.outputs = [
            buf0: ComputedBuffer
            buf0.layout = FixedLayout('cuda:0', torch.float32, size=[8], stride=[1])
        ]
    """
    log = (
        "W1122 06:46:15.000000 506 torch/_dynamo/convert_frame.py:1] some warning: op9: SchedulerNode(x)\n"
        + logged("ir_pre_fusion", node.format(name="op0") + node.format(name="op1").replace("buf0", "buf1"))
        + logged("output_code", "# kernel path: /tmp/x.py\ndef call(args):")
        + logged("ir_post_fusion", node.format(name="op0"))
    )
    (graph,) = parse_text(tmp_path, log, "inductor.log")
    assert [n.name for n in graph.kernels] == ["op0"]  # the post-fusion schedule
    assert graph.attributes["pre_fusion_nodes"] == 2
    # A second graph's schedules (a backward): each graph counts its own nodes before fusion.
    log += logged("ir_pre_fusion", node.format(name="op0")) + logged("ir_post_fusion", node.format(name="op0"))
    first, second = parse_text(tmp_path, log, "inductor.log")
    assert (first.attributes["pre_fusion_nodes"], second.attributes["pre_fusion_nodes"]) == (2, 1)


def test_runtime_checks_and_item_calls_are_no_kernels(tmp_path: Path) -> None:
    """Unbacked sizes (torch 2.13): `AssertScalar` becomes `if not (u0 >= 0): raise ...` and `DynamicScalar`
    `u7 = arg2_1.item()` in the wrapper; neither launches anything."""
    ir = """
    op2: ExternKernelSchedulerNode(AssertScalar)
    op2.writes = [StarDep(name='buf2', mode=None)]
    op2.unmet_dependencies = [StarDep(name='buf0', mode=None)]
    op2.outputs = [
        buf2: AssertScalar
        buf2.layout = NoneLayout(device=device(type='cpu'), size=[0], stride=[0])
        buf2.users = []
    ]
    op2.node.kernel = None


    op8: ExternKernelSchedulerNode(DynamicScalar)
    op8.writes = [StarDep(name='buf8', mode=None)]
    op8.met_dependencies = [StarDep(name='arg2_1', mode=None)]
    op8.outputs = [
        buf8: DynamicScalar
        buf8.layout = NoneLayout(device=device(type='cpu'), size=[0], stride=[0])
        buf8.users = [
            NodeUser(node=SchedulerNode(name='op9'), can_inplace=False, is_weak=False),
        ]
    ]
    op8.node.kernel = None


    op9: SchedulerNode(ComputedBuffer)
    op9.writes = [MemoryDep('buf9', c0, {c0: 8})]
    op9.met_dependencies = [StarDep(name='buf8', mode=None)]
    """
    (graph,) = parse_text(tmp_path, ir, "ir_post_fusion.txt")
    assert [n.name for n in graph.kernels] == ["op9"]
    assert len(graph.nodes) == 3


def test_torch_2_4_extern_output_is_sized_by_its_readers_layout_line(tmp_path: Path) -> None:
    """Torch 2.4 prints no outputs block, and an extern node no layout of its own buffer; the node reading it prints
    `buf0_layout = ...` (real torch 2.4.1 CPU dump)."""
    ir = """
    buf0: ExternKernelSchedulerNode(ExternKernelOut)
    buf0.writes = [StarDep(name='buf0', mode=None)]
    buf0.met_dependencies = [StarDep(name='primals_1', mode=None)]
    buf0.users = [NodeUser(node=SchedulerNode(name='buf1'), can_inplace=True, is_weak=False)]
    buf0.node.kernel = extern_kernels.addmm


    buf1: SchedulerNode(ComputedBuffer)
    buf1.writes = [MemoryDep('buf1', c0, {c0: 1024}, None)]
    buf1.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 1024}, None)]
    buf1.group.device = cpu
    buf0_layout = FixedLayout('cpu', torch.float32, size=[8, 128], stride=[128, 1])
    buf1_layout = FixedLayout('cpu', torch.float32, size=[8, 128], stride=[128, 1])
    """
    (graph,) = parse_text(tmp_path, ir, "ir_post_fusion.txt")
    assert graph.buffer_by_name["buf0"].nbytes == 4096
    assert graph.total_bytes == 8192


def test_torch_2_4_kernel_names_of_fallbacks_and_in_place_fused_nodes(tmp_path: Path) -> None:
    """Torch 2.4 (real CPU dump, trimmed): a fallback node prints no `node.kernel`, its call `buf8 = aten...(...)`
    names it; a fused node updating an input in place prints the mutation on its indented member only."""
    ir = """
    buf8: ExternKernelSchedulerNode(FallbackKernel)
    buf8.writes = [StarDep(name='buf8', mode=None)]
    buf8.met_dependencies = [StarDep(name='primals_5', mode=None)]


    buf23_buf24: FusedSchedulerNode(SchedulerNode,SchedulerNode)
    buf23_buf24.writes = [MemoryDep('buf23', 0, {}, None), MemoryDep('buf24', 0, {}, None)]
    buf23_buf24.met_dependencies = [MemoryDep('primals_13', 0, {}, None), StarDep(name='primals_13', mode=None)]
        buf23_buf24.snodes[0] =
        buf23: SchedulerNode(ComputedBuffer)
        buf23.writes = [MemoryDep('buf23', 0, {}, None)]
        buf23.met_dependencies = [MemoryDep('primals_13', 0, {}, None)]
        buf23_buf24.snodes[1] =
        buf24: SchedulerNode(ComputedBuffer)
        buf24.writes = [MemoryDep('buf24', 0, {}, None)]
        buf24.unmet_dependencies = [MemoryDep('buf23', 0, {}, None)]
        buf24_layout = MutationLayoutSHOULDREMOVE('cpu', torch.int64, size=[], stride=[])
        buf24.mutations = ['primals_13']
    """
    code = """
    def call(args):
        buf8 = aten.convolution_backward.default(buf7, relu, primals_5, [16], [1, 1], [1, 1])
        cpp_fused_add_3(primals_13, primals_13)
        return (buf8, )
    """
    (tmp_path / "output_code.py").write_text(dedent(code))
    (graph,) = parse_text(tmp_path, ir, "ir_post_fusion.txt")
    assert [(k.name, k.kernel) for k in graph.kernels] == [
        ("buf8", "aten.convolution_backward.default"),
        ("buf23_buf24", "cpp_fused_add_3"),
    ]


OUTPUT_CODE = """
def call(args):
    arg0_1, = args
    buf0 = empty_strided_cpu((8, 4), (4, 1), torch.float32)
    buf1 = empty_strided_cpu((8, 4), (4, 1), torch.float32)
    cpp_fused_relu_0(arg0_1, buf0, buf1)
    del buf0
    buf2 = buf1; del buf1  # reuse
    buf3 = empty_strided_cpu((SIZE, ), (1, ), torch.float32)
    cpp_fused_sum_1(buf2, buf3)
    return (buf2, buf3, )
"""
ONE_NODE = """
op0: SchedulerNode(ComputedBuffer)
op0.writes = [MemoryDep('buf0', c0, {c0: 32})]
op0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 32})]
"""


@pytest.mark.parametrize(("size", "peak"), [("8", 256), ("s0", None)])
def test_peak_replays_output_code_and_is_unknown_for_symbolic_sizes(tmp_path: Path, size: str, peak: int) -> None:
    """buf0 and buf1 live together (256 bytes); buf1 is reused as buf2; buf3 (32) comes after buf0 is freed."""
    (tmp_path / "output_code.py").write_text(dedent(OUTPUT_CODE).replace("SIZE", size))
    (graph,) = parse_text(tmp_path, ONE_NODE, "ir_post_fusion.txt")
    assert graph.node_by_name["op0"].kernel == "cpp_fused_relu_0"
    assert graph.peak_bytes == peak


def test_peak_counts_what_fallback_ops_return(tmp_path: Path) -> None:
    """`torch.sort` (torch 2.13, CPU) is a fallback returning a tuple: its own buffer owns nothing
    (MultiOutputLayout), the elements MultiOutput picks (`buf1 = buf0[0]`) own what their layouts say. A buffer the
    IR does not size makes the peak unknown."""
    ir = """
    op0: ExternKernelSchedulerNode(FallbackKernel)
    op0.writes = [StarDep(name='buf0', mode=None)]
    op0.met_dependencies = [StarDep(name='arg0_1', mode=None)]
    op0.outputs = [
        buf0: FallbackKernel
        buf0.layout = MultiOutputLayout(device=device(type='cpu'))
    ]
    op0.node.kernel = torch.ops.aten.sort.stable
    """
    for index in (1, 2):
        ir += f"""
    op{index}: ExternKernelSchedulerNode(MultiOutput)
    op{index}.writes = [MemoryDep('buf{index}', c0, {{c0: 64}})]
    op{index}.unmet_dependencies = [StarDep(name='buf0', mode=None)]
    op{index}.outputs = [
        buf{index}: MultiOutput
        buf{index}.layout = FixedLayout('cpu', torch.float32, size=[8, 8], stride=[8, 1])
    ]
    """
    code = """
    def call(args):
        buf0 = torch.ops.aten.sort.stable(arg0_1, stable=False, dim=1, descending=False)
        buf1 = buf0[0]
        buf2 = buf0[1]
        del buf0
        buf3 = empty_strided_cpu((8, 8), (8, 1), torch.float32)
        cpp_fused_add_0(buf1, buf2, buf3)
        del buf1
        return (buf2, buf3, )
    """
    (tmp_path / "output_code.py").write_text(dedent(code))
    (graph,) = parse_text(tmp_path, ir, "ir_post_fusion.txt")
    assert graph.peak_bytes == 3 * 256
    # Content as torch 2.4 prints the same fallback (`aten.sort.stable`), so that an upgrade pairs them.
    assert graph.node_by_name["op0"].ops == ("FallbackKernel", "aten.sort.stable")
    (tmp_path / "output_code.py").write_text(dedent(code).replace("buf2 = buf0[1]", "buf9 = buf0[1]"))
    (graph,) = parse_text(tmp_path, ir, "ir_post_fusion.txt")
    assert graph.peak_bytes is None


def test_launches_the_ir_does_not_show_are_kernels_of_their_own(tmp_path: Path) -> None:
    """torch.cond under TORCH_COMPILE_DEBUG (torch 2.13): each subgraph's IR overwrites the graph's, so the IR shows
    only `false_graph_0` while output_code.py launches the graph's own kernels too."""
    ir = """
    false_graph_0_op0: SchedulerNode(ComputedBuffer)
    false_graph_0_op0.writes = [MemoryDep('false_graph_0_buf0', c0, {c0: 256})]
    false_graph_0_op0.met_dependencies = [MemoryDep('false_graph_0_arg0_1', c0, {c0: 256})]
    """
    code = """
    def false_graph_0(args):
        false_graph_0_arg0_1, = args
        false_graph_0_buf0 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        cpp_fused_add_gt_sigmoid_2(false_graph_0_arg0_1, false_graph_0_buf0)
        return (false_graph_0_buf0, )

    class Runner:
        def call(self, args):
            arg0_1, arg1_1 = args
            buf0 = empty_strided_cpu((), (), torch.float32)
            cpp_fused_gt_sum_0(arg0_1, buf0)
            buf4 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
            cpp_fused_add_3(buf4, arg0_1)
            return (buf4, )
    """
    (tmp_path / "output_code.py").write_text(dedent(code))
    (graph,) = parse_text(tmp_path, ir, "ir_post_fusion.txt")
    assert [(k.name, k.kind, k.kernel) for k in graph.kernels] == [
        ("false_graph_0_op0", "SchedulerNode", "cpp_fused_add_gt_sigmoid_2"),
        ("cpp_fused_gt_sum_0", "Launch", "cpp_fused_gt_sum_0"),
        ("cpp_fused_add_3", "Launch", "cpp_fused_add_3"),
    ]
    assert graph.node_by_name["cpp_fused_gt_sum_0"].ops == ("gt", "sum")
    assert graph.attributes["launches_without_ir"] == 2
    # A kernel of the IR whose launch is not recognised (torch 2.4's in-place fused nodes): the leftover launches
    # are no evidence of a missing IR, and no kernel is made up.
    (graph,) = parse_text(tmp_path, ir.replace("false_graph_0_buf0", "false_graph_0_buf7"), "ir_post_fusion.txt")
    assert [(k.name, k.kernel) for k in graph.kernels] == [("false_graph_0_op0", None)]


def test_a_logged_graph_and_its_control_flow_subgraphs_share_the_generated_code(tmp_path: Path) -> None:
    """TORCH_LOGS with torch.cond (torch 2.13): the graph's schedule, then its subgraph's, then one output_code for
    both. Each takes its kernel names from it; the graph alone its allocations (the peak) and launches."""
    prefix = "I1123 11:32:10.339000 12395 torch/_inductor/debug.py:757] [0/0] [__{artifact}] "
    schedules = """
    AFTER FUSION
    op0: SchedulerNode(ComputedBuffer)
    op0.writes = [MemoryDep('buf0', c0, {c0: 256})]
    op0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 256})]
    AFTER FUSION
    true_graph_0_op0: SchedulerNode(ComputedBuffer)
    true_graph_0_op0.writes = [MemoryDep('true_graph_0_buf0', c0, {c0: 256})]
    true_graph_0_op0.met_dependencies = [MemoryDep('true_graph_0_arg0_1', c0, {c0: 256})]
    """
    code = """
    def true_graph_0(args):
        true_graph_0_arg0_1, = args
        true_graph_0_buf0 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        cpp_fused_relu_1(true_graph_0_arg0_1, true_graph_0_buf0)
        return (true_graph_0_buf0, )
    class Runner:
        def call(self, args):
            arg0_1, = args
            buf0 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
            cpp_fused_sum_0(arg0_1, buf0)
            return (buf0, )
    """
    log = "".join(prefix.format(artifact="ir_post_fusion") + line + "\n" for line in dedent(schedules).splitlines())
    log += "".join(prefix.format(artifact="output_code") + line + "\n" for line in dedent(code).splitlines())
    graph, subgraph = parse_text(tmp_path, log, "cond.log")
    assert [(k.name, k.kernel) for k in graph.kernels] == [("op0", "cpp_fused_sum_0")]
    assert [(k.name, k.kernel) for k in subgraph.kernels] == [("true_graph_0_op0", "cpp_fused_relu_1")]
    assert (graph.peak_bytes, subgraph.peak_bytes) == (1024, None)


def test_a_node_updating_an_input_in_place_is_named_by_the_launch_of_that_input(tmp_path: Path) -> None:
    """An optimizer step: the node's buffer mutates `arg0_1`, and the launch names only `arg0_1`."""
    ir = """
    op0: SchedulerNode(ComputedBuffer)
    op0.writes = [MemoryDep('buf0', c0, {c0: 8})]
    op0.met_dependencies = [StarDep(name='arg0_1', mode=None)]
    op0.outputs = [
        buf0: ComputedBuffer
        buf0.layout = MutationLayoutSHOULDREMOVE('cpu', torch.float32, size=[8], stride=[1])
        buf0.mutations = ['arg0_1']
    ]
    """
    (tmp_path / "output_code.py").write_text("def call(args):\n    arg0_1, = args\n    cpp_fused_add_0(arg0_1)\n")
    (graph,) = parse_text(tmp_path, ir, "ir_post_fusion.txt")
    assert graph.node_by_name["op0"].kernel == "cpp_fused_add_0"


CUDA_NODES = """
op0: SchedulerNode(ComputedBuffer)
op0.writes = [MemoryDep('buf0', c0, {c0: 1024})]
op0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 1024})]
op0.outputs = [
    buf0: ComputedBuffer
    buf0.layout = FixedLayout('cuda:0', torch.float32, size=[1024], stride=[1])
]
op1: SchedulerNode(ComputedBuffer)
op1.writes = [MemoryDep('buf1', c0, {c0: 1024})]
op1.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 1024}), StarDep(name='arg0_1', mode=None)]
op1.outputs = [
    buf1: ComputedBuffer
    buf1.layout = MutationLayoutSHOULDREMOVE('cuda:0', torch.float32, size=[1024], stride=[1])
    buf1.mutations = ['arg0_1']
]
op2_op3: ForeachKernelSchedulerNode(SchedulerNode,SchedulerNode)
op2_op3.writes = [MemoryDep('buf2', c0, {c0: 1024}), MemoryDep('buf3', c0, {c0: 1024})]
op2_op3.outputs = [
    buf2: ComputedBuffer
    buf2.layout = FixedLayout('cuda:0', torch.float32, size=[1024], stride=[1])
    buf3: ComputedBuffer
    buf3.layout = FixedLayout('cuda:0', torch.float32, size=[1024], stride=[1])
]
op2_op3.snodes[0] =
op2: SchedulerNode(ComputedBuffer)
op2.writes = [MemoryDep('buf2', c0, {c0: 1024})]
op2_op3.snodes[1] =
op3: SchedulerNode(ComputedBuffer)
op3.writes = [MemoryDep('buf3', c0, {c0: 1024})]
op4: SchedulerNode(CUDATemplateBuffer)
op4.writes = [StarDep(name='buf4', mode=None)]
op4.met_dependencies = [StarDep(name='buf2', mode=None), StarDep(name='buf3', mode=None)]
op4.outputs = [
    buf4: CUDATemplateBuffer
    buf4.layout = FixedLayout('cuda:0', torch.float32, size=[1024], stride=[1])
]
"""
CUDA_CODE = """
    def call(self, args):
        arg0_1, = args
        with torch.cuda._DeviceGuard(0):
            buf0 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            stream0 = get_raw_stream(0)
            triton_poi_fused_sigmoid_0.run(arg0_1, buf0, 1024, stream=stream0)
            triton_poi_fused_add_1.run(arg0_1, arg0_1, 1024, stream=stream0)
            buf2 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            buf3 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            workspace_0 = empty_strided_cuda((65536, ), (1, ), torch.uint8)
            triton_for_fused_2.run(buf0, buf2, workspace_0, stream=stream0)
            triton_for_fused_3.run(buf0, buf3, stream=stream0)
            del workspace_0
            buf4 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            cuda_fused_mm_4.cuda_fused_mm_4(buf2, buf3, buf4, c_void_p(stream0))
        return (buf0, buf4, )
"""


def test_cuda_launches_name_their_nodes(tmp_path: Path) -> None:
    """Found in PyTorch's wrapper code generation (no GPU here): an input updated in place after a kernel read it
    is named by its own launch, not the reader's; a foreach node split into launches by argument count is one kernel;
    a CUTLASS template launches as `kernel.kernel(...)`; a workspace counts in the peak."""
    (tmp_path / "output_code.py").write_text(dedent(CUDA_CODE))
    (graph,) = parse_text(tmp_path, CUDA_NODES, "ir_post_fusion.txt")
    assert [(k.name, k.kernel) for k in graph.kernels] == [
        ("op0", "triton_poi_fused_sigmoid_0"),
        ("op1", "triton_poi_fused_add_1"),
        ("op2_op3", "triton_for_fused_2"),
        ("op4", "cuda_fused_mm_4"),
    ]
    assert "launches_without_ir" not in graph.attributes
    assert graph.peak_bytes == 3 * 4096 + 65536  # buf0, buf2, buf3 and the workspace live together


PARTITIONED_NODES = """
op0: SchedulerNode(ComputedBuffer)
op0.writes = [MemoryDep('buf0', c0, {c0: 1024})]
op0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 1024})]
op0.outputs = [
    buf0: ComputedBuffer
    buf0.layout = FixedLayout('cuda:0', torch.float32, size=[1024], stride=[1])
]
op1: ExternKernelSchedulerNode(FallbackKernel)
op1.writes = [StarDep(name='buf1', mode=None)]
op1.unmet_dependencies = [StarDep(name='buf0', mode=None)]
op1.outputs = [
    buf1: FallbackKernel
    buf1.layout = FixedLayout('cuda:0', torch.float32, size=[1024], stride=[1])
]
op1.node.kernel = torch.ops.mylib.cg_unsafe.default
op2: SchedulerNode(ComputedBuffer)
op2.writes = [MemoryDep('buf2', c0, {c0: 1024})]
op2.unmet_dependencies = [MemoryDep('buf1', c0, {c0: 1024})]
op2.outputs = [
    buf2: ComputedBuffer
    buf2.layout = FixedLayout('cuda:0', torch.float32, size=[1024], stride=[1])
]
"""
PARTITIONED_CODE = """
def partition_0(args):
    arg0_1, = args
    with torch.cuda._DeviceGuard(0):
        buf0 = empty_strided_cuda((1024, ), (1, ), torch.float32)
        triton_poi_fused_relu_0.run(arg0_1, buf0, 1024, stream=stream0)
        del arg0_1
    return (buf0, )


def partition_1(args):
    buf1, = args
    with torch.cuda._DeviceGuard(0):
        buf2 = empty_strided_cuda((1024, ), (1, ), torch.float32)
        triton_poi_fused_exp_1.run(buf1, buf2, 1024, stream=stream0)
        del buf1
    return (buf2, )


class Runner:
    def call(self, args):
        arg0_1, = args
        partition0_args = [arg0_1]
        (buf0,) = self.partitions[0](partition0_args)
        buf1 = torch.ops.mylib.cg_unsafe.default(buf0)
        del buf0
        partition1_args = [buf1]
        (buf2,) = self.partitions[1](partition1_args)
        return (buf2, )
"""


def test_graph_partitions_replay_where_call_calls_them(tmp_path: Path) -> None:
    """torch >= 2.9 with CUDA graphs splits `call` around an op CUDA graphs cannot hold: the partitions' code comes
    first in output_code.py, but runs where `call` calls it; at most two of the three buffers live at once."""
    (tmp_path / "output_code.py").write_text(PARTITIONED_CODE)
    (graph,) = parse_text(tmp_path, PARTITIONED_NODES, "ir_post_fusion.txt")
    assert [k.kernel for k in graph.kernels] == [
        "triton_poi_fused_relu_0",
        "torch.ops.mylib.cg_unsafe.default",
        "triton_poi_fused_exp_1",
    ]
    assert graph.peak_bytes == 2 * 4096


CUMSUM = """op12: SchedulerNode(ComputedBuffer)
op12.writes = [MemoryDep('buf12', 65536*c0 + c1 + 256*c2, {c0: 4, c1: 256, c2: 256})]
op12.unmet_dependencies = []
op12.met_dependencies = [MemoryDep('primals_1', 65536*c0 + c1 + 256*c2, {c0: 4, c1: 256, c2: 256})]
op12.outputs = [
    buf12: ComputedBuffer
    buf12.layout = FixedLayout('cuda:0', torch.bfloat16, size=[4, 256, 256], stride=[65536, 256, 1])
    buf12.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
]
op12.group.device = cuda:0
op12.group.iteration = (1024, 256)
op12.sizes = ((4, 256), (256,))
class op12_loop_body:
    var_ranges = {p0: 4, p1: 256, p2: 256}
    index0 = 65536*p0 + p1 + 256*p2
    def body(self, ops):
        get_index = self.get_index('index0')
        load = ops.load('primals_1', get_index)
        scan1 = self.scan1((torch.bfloat16,), (load,))
        getitem = scan1[0]
        get_index_1 = self.get_index('index0')
        store = ops.store('buf12', get_index_1, getitem, None)
        return store
"""


def test_a_scan_is_an_op_of_its_loop_body(tmp_path: Path) -> None:
    """torch 2.11 runs a cumsum's combine function as the body's own `self.scan1(...)`, no `ops.` call: without it a
    running sum reads as a copy (load, store)."""
    (graph,) = parse_text(tmp_path, CUMSUM, "ir_post_fusion.txt")
    assert graph.node_by_name["op12"].ops == ("load", "scan:bfloat16", "store")
