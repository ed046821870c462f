"""Guards a mutation probe of the differ found missing (benchmarks/mutation_probe.py shows each one kills its
mutation): the growth thresholds at and around their floors, total and peak growth figures on real dumps, kernels of
a graph only one side has, and the Inductor peak against a replay of the generated code written apart from the
parser's."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from dumpdiff.ingest.inductor_ir import schedules_nothing
from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Graph, Run
from dumpdiff.service.config import DEFAULT_GROWTH_ABSOLUTE_BYTES, Config
from dumpdiff.service.differ import compare_runs
from tests.conftest import CORPUS
from tests.dumps import DATA, compare_dumps

ROOT = Path(__file__).resolve().parent.parent
KIB = 1024


def _graph(total: int, peak: int | None) -> Run:
    return Run(
        source="x", graphs=(Graph(name="g", format="inductor_ir", source="x", total_bytes=total, peak_bytes=peak),)
    )


def _growths(base_bytes: int, head_bytes: int, *, peaks: bool = True) -> list[str]:
    base, head = (_graph(size, size if peaks else None) for size in (base_bytes, head_bytes))
    comparison = compare_runs(base, head, Config())
    return [f.details["scope"] for g in comparison.graphs for f in g.findings if f.kind == "allocation_growth"]


def test_growth_under_the_absolute_floor_is_noise_however_large_relatively() -> None:
    # +100 % of 100 KiB is 100 KiB: under 256 KiB
    assert _growths(100 * KIB, 200 * KIB) == []
    # One finding for a graph's bytes: the peak's, or the total's where no peak is known.
    assert _growths(100 * KIB, 100 * KIB + DEFAULT_GROWTH_ABSOLUTE_BYTES + 1) == ["peak"]
    assert _growths(100 * KIB, 200 * KIB, peaks=False) == []
    assert _growths(100 * KIB, 100 * KIB + DEFAULT_GROWTH_ABSOLUTE_BYTES + 1, peaks=False) == ["total"]


def test_growth_exactly_at_a_floor_is_noise() -> None:
    config = Config()
    mib = 1 << 20
    # exactly 256 KiB more, far above 5 %
    assert not config.is_growth(mib, mib + DEFAULT_GROWTH_ABSOLUTE_BYTES)
    assert config.is_growth(mib, mib + DEFAULT_GROWTH_ABSOLUTE_BYTES + 1)
    # exactly 5 % more, far above 256 KiB
    assert not config.is_growth(100 * mib, 105 * mib)
    assert config.is_growth(100 * mib, 105 * mib + 1)
    assert _growths(100 * mib, 105 * mib) == []


def test_total_and_peak_growth_on_a_real_pair_carry_both_figures() -> None:
    """inductor-cuda mlp batch 64 -> 256, figures from a replay of each output_code.py (and the test below)."""
    comparison = compare_runs(
        load_run(CORPUS / "inductor-cuda/mlp_base"), load_run(CORPUS / "inductor-cuda/mlp_bigbatch"), Config()
    )
    growth = {
        (g.base.name, f.details["scope"]): (f.details["base_bytes"], f.details["head_bytes"])
        for g in comparison.graphs
        if g.base is not None
        for f in g.findings
        if f.kind == "allocation_growth" and f.details["scope"] != "buffer"
    }
    assert growth == {
        ("model__0_forward_1", "peak"): (1180160, 4720640),
        ("model__0_backward_3", "peak"): (12919808, 13915136),
    }
    assert comparison.regression
    # The totals beside them, as the graphs carry them (one finding a graph: the peak's).
    assert {(g.base.name, g.base.total_bytes, g.head.total_bytes) for g in comparison.graphs if g.base and g.head} >= {
        ("model__0_forward_1", 1180160, 4720640),
        ("model__0_backward_3", 13249536, 15244288),
    }


def test_total_growth_is_the_finding_where_the_peak_holds() -> None:
    """XLA's donation lost (tests/data/gpu): the outputs need their own buffers, 52.01 -> 58.02 MiB in all as the
    memory usage reports say, while the timeline's peak, set by the cuBLAS workspace, stays."""
    gpu = DATA / "gpu/memory_xla"
    comparison = compare_dumps(gpu / "donate", gpu / "base")
    growth = [
        (f.details["scope"], f.details["base_bytes"], f.details["head_bytes"])
        for g in comparison.graphs
        for f in g.findings
        if f.kind == "allocation_growth"
    ]
    assert growth == [("total", 54538656, 60842400)]


def test_kernels_of_a_graph_only_the_head_has_are_new_kernels_a_regression() -> None:
    head = load_run(ROOT / "examples/mlp_base")
    backward = next(g for g in head.graphs if "backward" in g.name)
    base = dataclasses.replace(head, graphs=tuple(g for g in head.graphs if g is not backward))
    comparison = compare_runs(base, head, Config())
    totals = comparison.totals()
    assert (totals["new_kernels"], totals["removed_kernels"]) == (len(backward.kernels), 0)
    assert comparison.regression
    reverse = compare_runs(head, base, Config()).totals()
    assert (reverse["new_kernels"], reverse["removed_kernels"]) == (0, len(backward.kernels))


ITEM_SIZE = {
    **{"bfloat16": 2, "float16": 2, "float32": 4, "float64": 8, "int64": 8, "int32": 4, "uint8": 1, "bool": 1},
    **{"float8_e4m3fn": 1, "complex64": 8},
}
EMPTY_STRIDED = re.compile(r"^\s+(\w+) = empty_strided_\w+\(\(([^)]*)\), \(([^)]*)\), torch\.(\w+)\)")
REUSE = re.compile(r"^\s+(\w+) = (?:reinterpret_tensor\()?(\w+)\b.*; del \2\s+# reuse")
DEL = re.compile(r"^\s+del ([\w, ]+)$")


def _replayed_peak(code: str) -> int | None:
    """The high-water mark of what `call` allocates, written apart from the parser: None where `call` allocates
    anything but `empty_strided` (extern ops returning tensors, pools), calls graph partitions, is C++, or takes size
    symbols (dynamic shapes)."""
    if "def call(" not in code or re.search(r"^\s+s\d+ = \w+$", code, re.M):
        return None
    body = code[code.index("def call(") :]
    if re.search(r"^\s+buf\w* = (?!empty_strided|reinterpret_tensor|buf)", body, re.M) or "partitions[" in body:
        return None
    held: dict[str, int] = {}
    live = peak = 0
    for line in body.splitlines():
        if match := EMPTY_STRIDED.match(line):
            sizes = [int(d) for d in match[2].split(",") if d.strip()]
            strides = [int(d) for d in match[3].split(",") if d.strip()]
            elements = 1 + sum((size - 1) * stride for size, stride in zip(sizes, strides, strict=True))
            held[match[1]] = elements * ITEM_SIZE[match[4]] if all(sizes) else 0
            live += held[match[1]]
            peak = max(peak, live)
        elif match := REUSE.match(line):
            held[match[1]] = held.pop(match[2], 0)
        elif match := DEL.match(line):
            live -= sum(held.pop(name.strip(), 0) for name in match[1].split(","))
    return peak


def _views_alone(code: Path) -> bool:
    """A graph of views alone leaves empty IR files beside its code: no graph to read."""
    ir = code.parent / "ir_post_fusion.txt"
    return ir.is_file() and schedules_nothing(ir)


REPLAYED = {
    path: peak
    for path in sorted(
        {
            *(ROOT / "examples").glob("*/*/output_code.py"),
            *CORPUS.glob("inductor-cuda/*/*/output_code.py"),
            *(DATA / "gpu").glob("*/*/*/output_code.py"),
        }
    )
    if (peak := _replayed_peak(path.read_text())) is not None and not _views_alone(path)
}


def test_the_separate_replay_covers_real_dumps_of_every_kind() -> None:
    names = {path.parent.parent.name for path in REPLAYED}
    assert len(REPLAYED) >= 25 and {"mlp_base", "autotune_base", "relbias", "expert2_silu"} <= names


@pytest.mark.parametrize("code", REPLAYED, ids=lambda p: str(p.relative_to(ROOT if p.is_relative_to(ROOT) else DATA)))
def test_the_inductor_peak_of_a_real_dump_is_what_a_separate_replay_of_its_code_finds(code: Path) -> None:
    graph = next(g for g in load_run(code.parent).graphs if g.format == "inductor_ir")
    assert graph.peak_bytes == REPLAYED[code]


def test_every_mutation_of_the_probe_still_finds_its_place() -> None:
    """benchmarks/mutation_probe.py stays runnable: each mutation's original is in its file exactly once, and the
    tests meant to kill it exist."""
    from benchmarks.mutation_probe import MUTATIONS

    for mutation in MUTATIONS:
        assert (ROOT / mutation.path).read_text().count(mutation.original) == 1, mutation.name
        assert all((ROOT / test).is_file() for test in mutation.tests), mutation.name
