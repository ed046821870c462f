"""What is read from Inductor's generated code: a TORCH_LOGS log of the `output_code` artifact alone (its launches are
the kernels), and launches whose arguments run over several lines."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

from dumpdiff.ingest.load import load_run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.summary import render_inspect

LOG_ONLY = Path(__file__).parent / "data" / "gpu" / "log_only"


def test_a_log_of_output_code_alone_is_a_graph_per_record_of_its_launches() -> None:
    run = load_run(LOG_ONLY / "base")
    # read by hand: the forward's `call` launches three Triton kernels, the backward's four (one of them twice)
    assert [g.name for g in run.graphs] == ["[0/0]", "[0/0]#2"]
    forward, backward = run.graphs
    assert [k.kernel for k in forward.kernels] == [
        "triton_per_fused_native_layer_norm_0",
        "triton_poi_fused_gelu_1",
        "triton_poi_fused_add_2",
    ]
    assert {k.kind for g in run.graphs for k in g.kernels} == {"Launch"}
    assert len(backward.kernels) == 4
    assert all(k.attributes["source_ops"] for g in run.graphs for k in g.kernels)
    assert "no IR: a log of the output_code artifact alone" in render_inspect(run, "text")


def test_two_logs_of_output_code_alone_compare() -> None:
    """max_fusion_size=1: the nofusion log launches 6 + 10 kernels where the base launches 3 + 4."""
    comparison = compare_runs(load_run(LOG_ONLY / "base"), load_run(LOG_ONLY / "nofusion"), Config())
    assert [(len(g.base.kernels), len(g.head.kernels)) for g in comparison.graphs if g.base and g.head] == [
        (3, 6),
        (4, 10),
    ]
    assert comparison.totals()["new_kernels"] >= 6


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
