"""What a kernel's generated source computes (`ingest/_kernel_source.py`): the IR of a template does not show what it
inlines, so two runs with identical IR can run different code (flex attention's score_mod). A changed computation is
a changed kernel; names, numbers and autotuner configurations are not."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dumpdiff.ingest._kernel_source import cpp_digest, triton_digest
from dumpdiff.ingest.load import load_run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from tests.conftest import CORPUS
from tests.dumps import DATA, compare_dumps

FLEX = DATA / "gpu" / "flex"
TEMPLATE = """
import triton
import triton.language as tl
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math

@triton_heuristics.template(num_stages=3, num_warps=4, triton_meta={'configs': [{'BLOCK_M': 128}]})
@triton.jit
def triton_tem_fused_flex_attention_4(arg_Q, out_ptr0):
    BLOCK_M : tl.constexpr = 128
    qk = tl.load(arg_Q + tl.arange(0, BLOCK_M))
    tmp0 = (qk)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.01, tl.float32)
    tmp3 = tmp1 * tmp2
    tl.store(out_ptr0, tmp3)
"""


def test_a_triton_digest_ignores_names_numbers_and_configurations() -> None:
    renumbered = re.sub(r"tmp(\d+)", lambda m: f"tmp{int(m[1]) + 7}", TEMPLATE)
    renumbered = renumbered.replace("128", "64").replace("0.01", "0.5").replace("_4", "_9").replace("num_warps=4", "")
    assert triton_digest(renumbered) == triton_digest(TEMPLATE)
    digest = triton_digest(TEMPLATE)
    assert digest == {  # no name, no number: operations, and the dtypes they use
        "*": 1,
        "+": 1,
        ".to": 1,
        "tl.arange": 1,
        "tl.constexpr": 1,
        "tl.float32": 2,
        "tl.full": 1,
        "tl.load": 1,
        "tl.store": 1,
    }


@pytest.mark.parametrize(
    ("edit", "op"),
    [("tmp1 * tmp2", "libdevice.tanh(tmp1 * tmp2)"), ("tmp1 * tmp2", "tmp1 / tmp2"), ("(qk)", "(qk) + (qk)")],
)
def test_a_triton_digest_sees_a_changed_operation(edit: str, op: str) -> None:
    assert triton_digest(TEMPLATE.replace(edit, op)) != triton_digest(TEMPLATE)


def test_a_digest_is_bounded_and_reads_a_source_cut_short() -> None:
    huge = TEMPLATE + "".join(f"    x{i} = tl.op{i}(qk)\n" for i in range(2000))
    digest = triton_digest(huge)
    assert len(digest) == 512 and digest["tl.load"] == 1
    assert triton_digest(TEMPLATE + "    x = (\n")["tl.load"] == 1
    assert max(map(len, triton_digest(TEMPLATE + f"    tl.{'x' * 10_000}(qk)\n"))) == 80


def test_a_cpp_digest_ignores_names_and_numbers_and_sees_calls() -> None:
    source = 'extern "C" void kernel(const float* in_ptr0, float* out_ptr0) { auto tmp0 = in_ptr0[x0]; ' + (
        "out_ptr0[x0] = std::tanh(tmp0) * 2.0; }"
    )
    renamed = source.replace("in_ptr0", "in_ptr3").replace("tmp0", "tmp5").replace("2.0", "3.0")
    assert cpp_digest(renamed) == cpp_digest(source)
    assert cpp_digest(source.replace("std::tanh", "std::exp")) != cpp_digest(source)


def test_flex_score_mods_change_the_templates_with_byte_identical_ir() -> None:
    for graph in ("model__0_forward_1.0", "model__0_backward_3.1"):
        ir = [(FLEX / variant / graph / "ir_post_fusion.txt").read_bytes() for variant in ("relbias", "softcap")]
        assert ir[0] == ir[1]
    comparison = compare_dumps(FLEX / "relbias", FLEX / "softcap")
    changed = [f for g in comparison.graphs for f in g.findings]
    assert sorted(f.base.kernels[0] for f in changed) == [
        "triton_tem_fused_flex_attention_4",
        "triton_tem_fused_flex_attention_backward_1",
    ]
    assert all(f.kind == "changed_kernel" and "the source's computation changed" in f.summary for f in changed)
    # softcap's tanh is in the head's source only
    assert all("libdevice.tanh" in str(f.details["changes"]) for f in changed)


def test_a_renumbered_template_with_other_block_sizes_is_no_change(tmp_path: Path) -> None:
    shutil.copytree(FLEX / "relbias", tmp_path / "relbias")
    for code in (tmp_path / "relbias").glob("*/output_code.py"):
        text = re.sub(r"\btmp(\d+)\b", lambda m: f"tmp{int(m[1]) + 3}", code.read_text())
        code.write_text(re.sub(r"(BLOCK_[MN]\w* : tl.constexpr = )\d+", r"\g<1>32", text))
    comparison = compare_dumps(FLEX / "relbias", tmp_path / "relbias")
    assert not [f for g in comparison.graphs for f in g.findings]


def test_a_cpu_function_packing_other_nodes_is_no_changed_source() -> None:
    """Inductor CPU packs several nodes into one `cpp_fused_*` function; with fusion off, op10's function runs other
    nodes than before (its source changes) while op10's own loop body is the same: not a changed kernel."""
    base, head = load_run(CORPUS / "inductor-cpu/mlp_base"), load_run(CORPUS / "inductor-cpu/mlp_nofusion")
    cpu_functions = [k for g in base.graphs for k in g.kernels if (k.kernel or "").startswith("cpp_fused_")]
    assert len(cpu_functions) == 11 and all(k.attributes["source_ops"]["for"] for k in cpu_functions)
    comparison = compare_runs(base, head, Config())
    assert not [f for g in comparison.graphs for f in g.findings if "source's computation" in f.summary]


FLEX_TEMPLATE = (FLEX / "softcap" / "model__0_forward_1.0" / "output_code.py").read_text()
FLEX_SOURCE = FLEX_TEMPLATE[FLEX_TEMPLATE.index("import triton\n") : FLEX_TEMPLATE.index("''', device_str")]


@settings(max_examples=25, deadline=None)
@given(
    shift=st.integers(min_value=1, max_value=500),
    block=st.sampled_from([16, 32, 64, 128, 256]),
    warps=st.integers(min_value=1, max_value=16),
)
def test_a_rerun_renumbering_or_retuning_a_real_template_digests_the_same(shift: int, block: int, warps: int) -> None:
    rerun = re.sub(r"\btmp(\d+)\b", lambda m: f"tmp{int(m[1]) + shift}", FLEX_SOURCE)
    rerun = re.sub(r"(BLOCK_[MN]\w* : tl.constexpr = )\d+", rf"\g<1>{block}", rerun)
    rerun = re.sub(r"num_warps=\d+", f"num_warps={warps}", rerun).replace(
        "_flex_attention_4", f"_flex_attention_{shift}"
    )
    assert triton_digest(rerun) == triton_digest(FLEX_SOURCE)
