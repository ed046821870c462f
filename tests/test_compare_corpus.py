"""The verdicts of `tests/data/corpus/pairs.json`, every dump against itself, the command's exit statuses, and
the command's JSON (the golden reports are in `test_reports.py`)."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.report import CompareDocument, compare_document
from tests.conftest import CORPUS
from tests.dumps import glog_log

PAIRS = json.loads((CORPUS / "pairs.json").read_text())["pairs"]
GOLDEN = Path(__file__).parent / "golden"


@cache
def parsed(relative: str) -> Run:
    return load_run(CORPUS / relative)


def compare(base: str, head: str) -> CompareDocument:
    document = compare_document(compare_runs(parsed(base), parsed(head), Config()))
    # Paths differ between machines; reports name the corpus-relative side.
    document["base"]["source"], document["head"]["source"] = base, head
    return document


def holds(bound: int | str, value: int) -> bool:
    if isinstance(bound, int):
        return value == bound
    operator, number = bound[:2], int(bound[2:])
    return value >= number if operator == ">=" else value <= number


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: f"{p['base']}->{p['head']}")
def test_pair_gets_the_expected_verdict(pair: dict[str, Any]) -> None:
    document = compare(pair["base"], pair["head"])
    wrong = {k: document["totals"][k] for k, bound in pair["expect"].items() if not holds(bound, document["totals"][k])}
    assert not wrong, f"{pair['why']}: expected {pair['expect']}"
    if pair["exit"] is not None:
        assert document["regression"] == (pair["exit"] == 1)


def test_the_kernel_an_op_joined_is_the_one_of_its_layer_not_a_look_alike_earlier_in_the_schedule() -> None:
    """mlp_extra_op adds tanh*sigmoid after the second GELU: in the backward, the GELU backward that changed is the
    second layer's (it reads `addmm_1`), though the first layer's has the same body and shape and comes later."""
    base = parsed("inductor-cuda/mlp_base")
    document = compare("inductor-cuda/mlp_base", "inductor-cuda/mlp_extra_op")
    (backward,) = (g for g in document["graphs"] if g["base"] == "model__0_backward_3")
    (removed,) = (f for f in backward["findings"] if f["kind"] == "removed_kernel")
    (graph,) = (g for g in base.graphs if g.name == "model__0_backward_3")
    reads = {d.buffer for d in graph.deps if d.node == removed["base"]["nodes"][0] and d.kind == "read"}
    assert "addmm_1" in reads and "addmm" not in reads


SELF_PAIRS = sorted({p[key] for p in PAIRS for key in ("base", "head")})


@pytest.mark.parametrize("relative", SELF_PAIRS)
def test_a_dump_compared_with_itself_flags_nothing(relative: str) -> None:
    document = compare(relative, relative)
    assert not document["regression"]
    assert [f for g in document["graphs"] for f in g["findings"]] == []


def test_every_finding_names_graph_and_both_sides() -> None:
    for pair in PAIRS:
        for graph in compare(pair["base"], pair["head"])["graphs"]:
            assert graph["base"] or graph["head"]
            for finding in graph["findings"]:
                kind = finding["kind"]
                if kind.startswith("allocation") and finding["details"]["scope"] != "buffer":
                    continue  # a graph-wide total names the graph only
                if kind in ("new_kernel", "lost_fusion", "new_fusion", "changed_kernel") or kind.startswith("alloc"):
                    assert finding["head"]["kernels"] or finding["head"]["nodes"], finding
                if kind in ("removed_kernel", "lost_fusion", "new_fusion", "changed_kernel") or kind.startswith(
                    "alloc"
                ):
                    assert finding["base"]["kernels"] or finding["base"]["nodes"], finding


def test_no_finding_names_one_thing_twice() -> None:
    """Kernels of a lost fusion share names: the buffer one writes and the next updates in place (OpAttrs), the
    Triton function two of them launch (mlp_nofusion)."""
    for pair in PAIRS:
        for graph in compare(pair["base"], pair["head"])["graphs"]:
            for finding in graph["findings"]:
                for side in (finding["base"], finding["head"]):
                    assert all(len(set(names)) == len(names) for names in side.values()), finding


def test_a_buffer_mutated_in_place_grows_once() -> None:
    """The wait kernel mutates in place the buffer the all-gather wrote: both write it, but it is one allocation,
    which grows once and is the all-gather's."""
    base = parsed("inductor-cuda/collective_base/model__0_inference_0.0")
    head = dataclasses.replace(
        base,
        graphs=tuple(
            dataclasses.replace(
                graph,
                buffers=tuple(
                    dataclasses.replace(buffer, nbytes=None if buffer.nbytes is None else 2 * buffer.nbytes)
                    for buffer in graph.buffers
                ),
            )
            for graph in base.graphs
        ),
    )
    [graph] = compare_document(compare_runs(base, head, Config()))["graphs"]
    grown = {
        name: finding["head"]["kernels"]
        for finding in graph["findings"]
        if finding["kind"] == "allocation_growth"
        for name in finding["head"]["buffers"]
    }
    growths = sum(finding["kind"] == "allocation_growth" for finding in graph["findings"])
    assert len(grown) == growths
    assert grown["buf0"] == ["torch.ops._c10d_functional.all_gather_into_tensor.default"]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dumpdiff.service.cli", *args], capture_output=True, text=True)


def test_exit_status_is_diff_like(corpus: Path) -> None:
    same = run_cli("compare", str(corpus / "inductor-cuda/mlp_base"), str(corpus / "inductor-cuda/mlp_rerun"))
    worse = run_cli("compare", str(corpus / "inductor-cuda/mlp_base"), str(corpus / "inductor-cuda/mlp_nofusion"))
    broken = run_cli("compare", str(corpus / "inductor-cuda/mlp_base"), str(corpus / "pairs.json"))
    assert (same.returncode, worse.returncode, broken.returncode) == (0, 1, 2)
    assert same.stdout.startswith("dumpdiff: no regression")
    assert worse.stdout.startswith("dumpdiff: REGRESSION: ")
    assert broken.stdout == "" and broken.stderr.startswith(f"{corpus / 'pairs.json'}:1: expected a known dump format")


def test_json_schema(corpus: Path) -> None:
    result = run_cli(
        "compare", str(corpus / "xla-gpu/xla_mlp_base"), str(corpus / "xla-gpu/xla_mlp_bigbatch"), "--format", "json"
    )
    document = json.loads(result.stdout)
    assert result.returncode == 1
    assert document["schema"] == "dumpdiff.compare/1"
    assert {"base", "head", "graphs", "totals", "regression", "flags"} <= document.keys()
    totals = document["totals"]
    for key in (
        "new_kernels",
        "removed_kernels",
        "changed_kernels",
        "lost_fusions",
        "new_fusions",
        "allocation_growth",
    ):
        assert isinstance(totals[key], int)
    assert (totals["base_bytes"], totals["head_bytes"]) == (26_495_102, 30_427_262)
    assert document["flags"] == ["allocation_growth"]


def test_thresholds_from_flags(corpus: Path) -> None:
    args = [
        "compare",
        str(corpus / "xla-gpu/xla_mlp_base"),
        str(corpus / "xla-gpu/xla_mlp_bigbatch"),
        "--format",
        "json",
    ]
    lenient = json.loads(run_cli(*args, "--growth-relative", "10", "--growth-absolute", "1").stdout)
    assert lenient["totals"]["allocation_growth"] == 0 and not lenient["regression"]


def _code_alone(run: str, log: Path) -> Run:
    """What `TORCH_LOGS=output_code` logs of a debug folder's graphs (forward first, one compile id): the code
    alone, each kernel known by its launch and the comments over its definition."""
    graphs = sorted((CORPUS / run).glob("*/output_code.py"), key=lambda path: "backward" in path.parent.name)
    log.write_text(glog_log(("0/0", graph.parent) for graph in graphs))
    return load_run(log)


@pytest.mark.parametrize(
    ("base", "head", "lost", "pieces", "regression"),
    [
        ("mlp_base", "mlp_nofusion", 3, 14, True),
        ("gpt_base", "gpt_nofusion", 24, 117, True),
        ("mlp_nofusion", "mlp_base", 0, 0, False),
        ("mlp_base", "mlp_rerun", 0, 0, False),
    ],
)
def test_fusions_lost_are_read_from_the_code_alone(
    tmp_path: Path, base: str, head: str, lost: int, pieces: int, regression: bool
) -> None:
    """Without the IR, a kernel's nodes are the ATen nodes the comments over its definition list; its pieces run
    apart each list the nodes they inline (a norm's mean and variance in three of them), so the kernels doing only
    its ops beside the one holding most of it are its pieces: fusion off reads as lost fusions from the logged code,
    as it does from the debug folder, and back as none."""
    runs = [_code_alone(f"inductor-cuda/{run}", tmp_path / f"{run}.log") for run in (base, head)]
    assert all(graph.attributes.get("code_only") for run in runs for graph in run.graphs)
    document = compare_document(compare_runs(*runs, Config()))
    findings = [f for graph in document["graphs"] for f in graph["findings"]]
    assert sum(f["kind"] == "lost_fusion" for f in findings) == lost
    assert sum(f["kind"] == "new_kernel" and "split_from" in f["details"] for f in findings) == pieces
    assert document["regression"] is regression
    if lost:
        norm = next(f for f in findings if f["kind"] == "lost_fusion" and "layer_norm_0" in f["summary"])
        assert norm["details"]["head_kernels"] == [
            "triton_per_fused_native_layer_norm_0",
            "triton_per_fused_native_layer_norm_1",
            "triton_poi_fused_native_layer_norm_2",
            "triton_poi_fused_native_layer_norm_3",
        ]
