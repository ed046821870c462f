"""What is read from Inductor's generated code: a TORCH_LOGS log of the `output_code` artifact alone (its launches are
the kernels), launches whose arguments run over several lines, and the C++ wrapper (`cpp_wrapper=True`)."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from dumpdiff.ingest._cpp_wrapper import CppWrapperReader
from dumpdiff.ingest._torch import at_hints
from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Graph
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.differ.profiles import kernel_profiles
from dumpdiff.service.report import compare_document
from dumpdiff.service.summary import render_inspect
from tests.dumps import DATA, compare_dumps

ROOT = Path(__file__).resolve().parent.parent
GPU = DATA / "gpu"
LOG_ONLY = GPU / "log_only"


def test_a_log_of_output_code_alone_is_a_graph_per_record_of_its_launches() -> None:
    run = load_run(LOG_ONLY / "base")
    # read by hand: the forward's `call` launches three Triton kernels and two cuBLAS addmm, the backward's four
    # Triton kernels and four mm
    assert [g.name for g in run.graphs] == ["[0/0]", "[0/0]#2"]
    forward, backward = run.graphs
    assert [k.kernel for k in forward.kernels] == [
        "triton_per_fused_native_layer_norm_0",
        "extern_kernels.addmm",
        "triton_poi_fused_gelu_1",
        "extern_kernels.addmm",
        "triton_poi_fused_add_2",
    ]
    assert {k.kind for g in run.graphs for k in g.kernels} == {"Launch"}
    assert [k.kernel for k in backward.kernels].count("extern_kernels.mm") == 4 and len(backward.kernels) == 8
    assert all(k.attributes["source_ops"] for g in run.graphs for k in g.kernels if k.kernel.startswith("triton"))
    assert "no IR: a log of the generated code alone (TORCH_LOGS=output_code, or a TORCH_TRACE)" in render_inspect(
        run, "text"
    )


def test_two_logs_of_output_code_alone_compare() -> None:
    """max_fusion_size=1: the nofusion log launches 6 + 10 Triton kernels where the base launches 3 + 4, beside the
    same 2 + 4 cuBLAS calls: the fusions lost, as the comments over the kernels' definitions list their nodes."""
    comparison = compare_dumps(LOG_ONLY / "base", LOG_ONLY / "nofusion")
    assert [(len(g.base.kernels), len(g.head.kernels)) for g in comparison.graphs if g.base and g.head] == [
        (5, 8),
        (8, 14),
    ]
    assert comparison.totals()["new_kernels"] >= 6
    assert comparison.totals()["lost_fusions"] == 3


def test_kernels_known_by_their_launch_are_grouped_by_the_ops_their_names_list(tmp_path: Path) -> None:
    """A launch with no comment over its definition has no ops but its name's: said as the name lists them
    (`native_layer_norm_backward`), not as its words."""
    launches = [f"triton_per_fused_native_layer_norm_backward_{i}.run(arg0_1, buf{i}, 8)" for i in (1, 2)]
    for run, launched in (("base", []), ("head", launches)):
        lines = ["def call(args):", "    arg0_1, = args"]
        for index, launch in enumerate(["triton_poi_fused_relu_0.run(arg0_1, buf0, 8)", *launched]):
            lines += [f"    buf{index} = empty_strided_cuda((8, ), (1, ), torch.float32)", f"    {launch}"]
        (tmp_path / f"{run}.log").write_text(_python_logged("\n".join([*lines, "    return (buf0, )", ""])))
    comparison = compare_dumps(tmp_path / "base.log", tmp_path / "head.log")
    summary = compare_document(comparison)["story"]["summary"]
    assert ": 2 new kernels (Launch: native_layer_norm_backward);" in summary and "native, layer" not in summary


def _python_logged(code: str) -> str:
    """`output_code` records as Python logging prints them: only a record's first line carries the prefix."""
    return "".join(f"DEBUG:torch._inductor.graph.__output_code:Output code: \n{dedent(c)}" for c in code.split("---"))


def test_a_python_logging_log_of_output_code_alone(tmp_path: Path) -> None:
    code = """
    def call(args):
        arg0_1, = args
        buf0 = empty_strided_cuda((8, ), (1, ), torch.float32)
        triton_poi_fused_relu_0.run(arg0_1, buf0, 8, stream=stream0)
        return (buf0, )
    ---
    def call(args):
        buf1 = empty_strided_cuda((16, ), (1, ), torch.float32)
        triton_poi_fused_relu_sigmoid_0.run(
            buf1,
            16,
            stream=stream0,
        )
        return (buf1, )
    """
    (tmp_path / "inductor.log").write_text(_python_logged(code))
    first, second = load_run(tmp_path / "inductor.log").graphs
    assert [(k.kernel, k.ops) for k in first.kernels] == [("triton_poi_fused_relu_0", ("relu",))]
    assert [(k.kernel, k.ops) for k in second.kernels] == [("triton_poi_fused_relu_sigmoid_0", ("relu", "sigmoid"))]
    assert (first.peak_bytes, second.peak_bytes) == (32, 64)


def test_a_log_of_code_alone_sizes_what_an_op_returns_as_the_code_says(tmp_path: Path) -> None:
    """An attention fallback returns a tuple whose items `call` asserts the sizes and strides of, and the kernels
    reading them say their dtype (a Triton kernel's signature): sized so, the graph has a total and a peak; an item
    no kernel reads is of its siblings' dtype; where the code says neither, no figure (not 0 bytes, which would read
    as all the memory gone), and the graph says why."""
    relu = """
    triton_poi_fused_relu_0 = async_compile.triton('triton_poi_fused_relu_0', '''
    @triton_heuristics.pointwise(
        triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}},
    )
    @triton.jit
    def triton_poi_fused_relu_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
        tl.store(out_ptr0 + x0, tl.maximum(tl.load(in_ptr0 + x0), 0), None)
    ''', device_str='cuda')
    """
    code = """
    def call(args):
        arg0_1, = args
        buf0 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(arg0_1, arg0_1, arg0_1, None, True)
        buf1 = buf0[0]
        assert_size_stride(buf1, (2, 4), (4, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        buf3 = buf0[1]
        assert_size_stride(buf3, (2, ), (1, ), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf0
        buf2 = empty_strided_cuda((8, ), (1, ), torch.float32)
        triton_poi_fused_relu_0.run(buf1, buf2, 8, stream=stream0)
        return (buf2, buf3, )
    """
    (tmp_path / "sized.log").write_text(_python_logged(relu + code))
    (graph,) = load_run(tmp_path / "sized.log").graphs
    assert {b.name: b.nbytes for b in graph.buffers} == {"buf0": 0, "buf1": 16, "buf3": 4, "buf2": 32}
    assert (graph.total_bytes, graph.peak_bytes) == (52, 52)
    (tmp_path / "unsized.log").write_text(_python_logged(code))
    (graph,) = load_run(tmp_path / "unsized.log").graphs
    assert (graph.total_bytes, graph.peak_bytes) == (None, None)
    assert graph.timeline_note == (
        "output_code.py gets buf1 from an op and says neither its size (`assert_size_stride`) nor the dtype a kernel"
        " reads it as; only the IR would (none here)"
    )


def test_a_log_of_code_alone_types_what_an_op_returns_as_its_readers_do(tmp_path: Path) -> None:
    """A result's dtype from what reads it: a gemm's output (its operands are of its dtype), a Triton kernel updating
    it in place under a new name (storage taken over keeps its dtype), or, read by nothing, the op's operands (an
    input, as a gemm reading it says)."""
    code = """
    triton_poi_fused_mul_1 = async_compile.triton('triton_poi_fused_mul_1', '''
    @triton_heuristics.pointwise(
        triton_meta={'signature': {'in_out_ptr0': '*fp16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}},
    )
    @triton.jit
    def triton_poi_fused_mul_1(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
        tl.store(in_out_ptr0 + x0, tl.load(in_out_ptr0 + x0) * 2, None)
    ''', device_str='cuda')
    def call(args):
        arg0_1, = args
        buf0 = empty_strided_cuda((4, 4), (4, 1), torch.bfloat16)
        triton_poi_fused_relu_0.run(arg0_1, buf0, 16, stream=stream0)
        buf1 = torch.ops.aten.sort.default(buf0)
        buf2 = buf1[0]
        assert_size_stride(buf2, (4, 4), (4, 1), 'torch.ops.aten.sort.default')
        buf3 = torch.ops.aten.sort.default(arg0_1)
        buf4 = buf3[0]
        assert_size_stride(buf4, (4, 4), (4, 1), 'torch.ops.aten.sort.default')
        buf5 = empty_strided_cuda((4, 4), (4, 1), torch.float32)
        extern_kernels.mm(buf4, buf4, out=buf5)
        buf6 = torch.ops.aten.sort.default(arg0_1)
        buf7 = buf6[0]
        assert_size_stride(buf7, (4, 4), (4, 1), 'torch.ops.aten.sort.default')
        buf8 = buf7; del buf7  # reuse
        triton_poi_fused_mul_1.run(buf8, 16, stream=stream0)
        buf11 = empty_strided_cuda((4, 4), (4, 1), torch.float32)
        extern_kernels.mm(arg0_1, arg0_1, out=buf11)
        buf9 = torch.ops.aten.sort.default(arg0_1)
        buf10 = buf9[0]
        assert_size_stride(buf10, (4, 4), (4, 1), 'torch.ops.aten.sort.default')
        return (buf2, buf5, buf8, buf10, buf11, )
    """
    (tmp_path / "inductor.log").write_text(_python_logged(code))
    (graph,) = load_run(tmp_path / "inductor.log").graphs
    sizes = {b.name: b.nbytes for b in graph.buffers}
    assert (sizes["buf2"], sizes["buf4"], sizes["buf7"], sizes["buf10"]) == (32, 64, 32, 64)
    assert graph.peak_bytes == 32 + 32 + 64 + 64 + 32 + 64 + 64


def test_the_dataflow_of_a_log_of_code_alone(tmp_path: Path) -> None:
    """Without the IR the launches' arguments are the dataflow: a fallback's call writes the items `call` picks of its
    result; a kernel writing storage taken over (`# reuse`, from a buffer or from an input) writes it under its new
    name, the size of the storage it took (Inductor reuses only storage of the same size), and reads what the storage
    held only where it updates it in place (`in_out_ptr0`: ReLU after a gemm); a kernel whose name lists no op (a
    layout copy) is told by no number."""
    code = """
    triton_poi_fused_add_1 = async_compile.triton('triton_poi_fused_add_1', '''
    @triton.jit
    def triton_poi_fused_add_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
        tl.store(out_ptr0 + x0, tl.load(in_ptr0 + x0) + 1, None)
    ''', device_str='cuda')
    triton_poi_fused_mul_2 = async_compile.triton('triton_poi_fused_mul_2', '''
    @triton.jit
    def triton_poi_fused_mul_2(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
        tl.store(in_out_ptr0 + x0, tl.load(in_out_ptr0 + x0) * tl.load(in_ptr0 + x0), None)
    ''', device_str='cuda')
    triton_poi_fused_3 = async_compile.triton('triton_poi_fused_3', '''
    @triton.jit
    def triton_poi_fused_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
        tl.store(out_ptr0 + x0, tl.load(in_ptr0 + x0), None)
    ''', device_str='cuda')
    def call(args):
        arg0_1, arg1_1 = args
        buf0 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(arg0_1, arg0_1, arg0_1)
        buf1 = buf0[0]
        buf2 = buf0[1]
        del buf0
        buf3 = empty_strided_cuda((8, ), (1, ), torch.float32)
        triton_poi_fused_add_0.run(buf1, buf3, 8, stream=stream0)
        del buf1
        buf4 = reinterpret_tensor(buf3, (2, 4), (4, 1), 0); del buf3  # reuse
        triton_poi_fused_add_1.run(buf2, buf4, 8, stream=stream0)
        buf5 = arg1_1; del arg1_1  # reuse
        triton_poi_fused_mul_2.run(buf5, buf4, 8, stream=stream0)
        buf6 = empty_strided_cuda((8, ), (1, ), torch.float32)
        triton_poi_fused_3.run(buf5, buf6, 8, stream=stream0)
        buf7 = buf6; del buf6  # reuse
        triton_poi_fused_mul_2.run(buf7, buf4, 8, stream=stream0)
        return (buf4, buf7, )
    """
    (tmp_path / "inductor.log").write_text(_python_logged(code))
    (graph,) = load_run(tmp_path / "inductor.log").graphs
    dataflow: dict[str, dict[str, list[str]]] = {}
    for dep in sorted(graph.deps, key=lambda d: d.buffer):
        dataflow.setdefault(dep.node, {}).setdefault(dep.kind, []).append(dep.buffer)
    assert dataflow == {
        "torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default": {"write": ["buf0", "buf1", "buf2"]},
        "triton_poi_fused_add_0": {"read": ["buf1"], "write": ["buf3"]},
        "triton_poi_fused_add_1": {"read": ["buf2"], "write": ["buf4"]},
        "triton_poi_fused_mul_2": {"read": ["arg1_1", "buf4"], "write": ["buf5"]},
        "triton_poi_fused_3": {"read": ["buf5"], "write": ["buf6"]},
        "triton_poi_fused_mul_2#6": {"read": ["buf4", "buf6"], "write": ["buf7"]},
    }
    kernels = {k.node.name: k for k in kernel_profiles(graph)}
    assert kernels["triton_poi_fused_add_1"].shapes == kernels["triton_poi_fused_add_0"].shapes == ("32 bytes",)
    assert [k.node.name for k in kernels["triton_poi_fused_mul_2#6"].producers] == [
        "triton_poi_fused_add_1",
        "triton_poi_fused_3",
    ]
    assert kernels["triton_poi_fused_3"].node.ops == ("triton_poi_fused",)


def test_an_allocation_of_dynamic_sizes_counts_at_the_example_values(tmp_path: Path) -> None:
    """With dynamic shapes the size and stride tuples hold calls and brackets (`s63 // s3`, `max(1, ...)`, `(-1) +
    s27`): each counts at the values `get_args` passes, and none is skipped (which left the peak of a buffer copied
    out short by half); so do the sizes `call` asserts of what an op returns."""
    code = """
    def call(args):
        arg0_1, arg1_1 = args
        s27 = arg0_1
        s3 = arg1_1
        buf0 = empty_strided_cuda((4, (-1) + s27), ((-1) + s27, 1), torch.float32)
        buf1 = empty_strided_cuda((s3, s27 // s3), (max(1, s27 // s3), 1), torch.float32)
        triton_poi_fused_relu_0.run(buf0, buf1, 8, stream=stream0)
        buf2 = torch.ops.aten.sort.default(buf1)
        buf3 = buf2[0]
        assert_size_stride(buf3, (s3, s27 // s3), (max(1, s27 // s3), 1), 'torch.ops.aten.sort.default')
        return (buf0, buf1, buf3, )

    def get_args():
        arg0_1 = 65
        arg1_1 = 4
    """
    (tmp_path / "inductor.log").write_text(_python_logged(code))
    (graph,) = load_run(tmp_path / "inductor.log").graphs
    assert (graph.total_bytes, graph.peak_bytes) == (4 * 64 * 4 + 2 * 4 * 16 * 4, 4 * 64 * 4 + 2 * 4 * 16 * 4)


def test_a_copy_out_under_dynamic_shapes_is_its_memory_grown() -> None:
    """pytorch/pytorch#181108's projection compiled with `dynamic=True`: its result is copied out of a 16 MiB
    buffer into another (a third kernel), allocations whose strides print `s63 // s3` and `max(1, ...)`. The
    peak doubles, said both ways."""
    base, head = load_run(GPU / "xsa/static"), load_run(GPU / "xsa/dynamic")
    grown = compare_runs(base, head, Config())
    assert (head.graphs[0].peak_bytes or 0) > 1.9 * (base.graphs[0].peak_bytes or 0)
    assert grown.totals()["new_kernels"] == 1 and grown.totals()["allocation_growth"] >= 1
    assert compare_runs(head, base, Config()).totals()["allocation_growth"] == 0


NODE = """
op{n}: SchedulerNode(ComputedBuffer)
op{n}.writes = [MemoryDep('buf{n}', c0, {{c0: 8}})]
op{n}.met_dependencies = [MemoryDep('{read}', c0, {{c0: 8}})]
op{n}.outputs = [
    buf{n}: ComputedBuffer
    buf{n}.layout = FixedLayout('cuda:0', torch.float32, size=[8], stride=[1])
]
"""


def test_a_launch_whose_arguments_run_over_several_lines_names_its_node(tmp_path: Path) -> None:
    """Inductor breaks a long argument list over lines; the buffer a node writes may be on any of them."""
    ir = NODE.format(n=0, read="arg0_1") + NODE.format(n=1, read="buf0")
    (tmp_path / "ir_post_fusion.txt").write_text(ir.lstrip())
    (tmp_path / "output_code.py").write_text(
        dedent("""
        def call(args):
            arg0_1, = args
            buf0 = empty_strided_cuda((8, ), (1, ), torch.float32)
            triton_poi_fused_relu_0.run(arg0_1,
                buf0, 8, stream=stream0)
            buf1 = empty_strided_cuda((8, ), (1, ), torch.float32)
            triton_poi_fused_sigmoid_1.run(
                buf0,
                buf1,
                8,
                stream=stream0,
            )
            del buf0
            return (buf1, )
        """)
    )
    (graph,) = load_run(tmp_path).graphs
    assert [(k.name, k.kernel) for k in graph.kernels] == [
        ("op0", "triton_poi_fused_relu_0"),
        ("op1", "triton_poi_fused_sigmoid_1"),
    ]


def test_the_cpp_wrapper_allocates_launches_and_frees_as_the_python_wrapper_of_the_same_program() -> None:
    """cpp_wrapper=True (torch 2.11, CUDA): `call` is C++ (`inductor_entry_impl`); the same MLP compiled with the
    Python wrapper (examples/mlp_base) allocates the same storage, reuses it and frees it at the same steps."""
    python = {g.name: g for g in load_run(ROOT / "examples" / "mlp_base").graphs}
    cpp = {g.name: g for g in load_run(GPU / "cpp_wrapper" / "cpp_wrapper").graphs}
    assert python.keys() == cpp.keys()
    for name, graph in cpp.items():
        expected = python[name]
        assert (graph.bytes_source, graph.total_bytes, graph.peak_bytes) == (
            "allocations",
            expected.total_bytes,
            expected.peak_bytes,
        )
        assert graph.timeline == expected.timeline
        assert [(k.name, k.kernel) for k in graph.kernels] == [(k.name, k.kernel) for k in expected.kernels]

        def facts(g: Graph) -> set[tuple[object, ...]]:
            return {(b.name, b.nbytes, b.role, b.slot, b.live_start, b.live_end) for b in g.buffers}

        assert facts(graph) == facts(expected)
    # read by hand: the forward allocates buf0 (64x1 f32), buf1 (64 f32, taken over by buf3), buf4 (64x256 bf16), buf5
    # and buf6 (64x1024 bf16), buf7 (64x256 bf16, taken over by buf8): 256 + 256 + 32 Ki + 128 Ki + 128 Ki + 32 Ki
    assert cpp["model__0_forward_1"].total_bytes == 256 + 256 + (32 + 128 + 128 + 32) * 1024


def test_a_cpp_wrapper_allocation_of_a_symbolic_size_leaves_the_peak_unknown(tmp_path: Path) -> None:
    ir = NODE.format(n=0, read="arg0_1")
    (tmp_path / "ir_post_fusion.txt").write_text(ir.lstrip())
    code = (GPU / "cpp_wrapper" / "cpp_wrapper" / "model__0_forward_1.0" / "output_code.py").read_text()
    (tmp_path / "output_code.py").write_text(code.replace("int_array_0[] = {64L, 1L}", "int_array_0[] = {s0, 1L}"))
    (graph,) = load_run(tmp_path).graphs
    assert (graph.peak_bytes, graph.bytes_source) == (None, "ir_buffers")
    assert "buf0 with a size not known at compile time" in (graph.timeline_note or "")


@pytest.mark.parametrize(
    ("size", "expected"),
    [
        ("s77", 64),
        ("1024*s77", 65536),
        ("CeilDiv(s77, 128)", 1),
        ("Max(1, s77 - 100)", 1),
        ("(s77 + 127)//128", 1),
        ("-s77 + 2*s77", 64),
        ("s77*s1", None),  # a symbol without an example value
        ("s77**2", None),  # no power: an untrusted exponent could compute for ever
        ("ModularIndexing(s77, 1, 4)", None),  # not a size function
        ("s77 +", None),
        ("1" * 201, None),  # longer than any size torch prints
        (12, 12),
    ],
)
def test_a_size_is_counted_at_its_example_values(size: str | int, expected: int | None) -> None:
    assert at_hints(size, {"s77": 64}) == expected


def test_aot_inductor_reads_its_wrapper_from_output_code_cpp() -> None:
    """AOTInductor writes its wrapper as C++ (`output_code.cpp`, `AOTInductorModel::run_impl`), the C++ wrapper's
    grammar. Read by hand: buf3 (32 KiB) and the first addmm's buf4 (128 KiB) live at once, then buf4 is reused for
    the gelu in place and buf6 (32 KiB) allocated after buf3 is reset: a 160 KiB peak of 192 KiB allocated."""
    (graph,) = load_run(GPU / "aoti/base").graphs
    assert [k.kernel for k in graph.kernels] == [
        "triton_per_fused_native_layer_norm_0",
        "extern_kernels.addmm",
        "triton_poi_fused_gelu_1",
        "extern_kernels.addmm",
        "triton_poi_fused_add_2",
    ]
    assert (graph.peak_bytes, graph.total_bytes, graph.bytes_source) == (163_840, 196_608, "allocations")


def test_torch_2_5s_cpp_wrapper_calls_aten_itself() -> None:
    """Up to torch 2.5 the C++ wrapper allocates, reuses, runs extern ops and returns through ATen's C++ API, a reuse
    of a view on one line with the freeing of what it views (two semicolons after a plain rename)."""
    reader = CppWrapperReader()
    for line in dedent(
        """\
        cpp_wrapper_src = (
        void inductor_entry_impl(
            at::Tensor buf1 = at::detail::empty_strided_cpu({64L, 1L}, {1L, 64L}, at::kFloat);
            decltype(auto) buf3 = reinterpret_tensor(buf1, {64L, 1L}, {1L, 1L}, 0L); buf1.reset();  // reuse
            at::addmm_out(buf5, primals_5, buf3, reinterpret_tensor(primals_4, {256L, 1024L}, {1L, 256L}, 0L), 1L, 1L);
            decltype(auto) buf8 = buf5; buf5.reset();;  // reuse
            output_handles[0] = reinterpret_cast<AtenTensorHandle>(new at::Tensor(buf8));
        } // inductor_entry_impl
        """
    ).splitlines():
        reader.feed(line)
    assert reader.ended
    assert reader.events == [
        ("allocate", "buf1", 256, ""),
        ("rename", "buf3", None, "buf1"),
        ("run", "at::addmm_out", None, ""),
        ("rename", "buf8", None, "buf5"),
        ("return", "buf8", None, ""),
    ]


def test_a_torch_trace_reads_the_kernels_its_runs_ir_schedules() -> None:
    """One GPU run's TORCH_TRACE and its IR and code logged in messages alone (`TORCH_LOGS_FORMAT="%(message)s"`): the
    trace's code alone launches the kernels the IR's nodes are, with the same peak; dropout after the GELU reads from
    either as the generator's new library call (the messages, with the IR, as a changed fused kernel beside it)."""
    trace = {run: load_run(GPU / "trace" / run / "trace.log") for run in ("base", "dropout")}
    logged = {run: load_run(GPU / "trace" / run / "messages.log") for run in ("base", "dropout")}
    for from_code, from_ir in zip(trace["base"].graphs, logged["base"].graphs, strict=True):
        assert sorted(k.kernel for k in from_code.kernels) == sorted(k.kernel for k in from_ir.kernels)
        assert from_code.peak_bytes == from_ir.peak_bytes is not None
    for runs in (trace, logged):
        comparison = compare_runs(runs["base"], runs["dropout"], Config())
        new = {k for f in comparison.findings if f.kind == "new_kernel" for k in f.head.kernels}
        assert "aten.randint.low_out" in new and comparison.regression
