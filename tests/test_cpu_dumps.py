"""Real CPU dumps (torch 2.13, C++ kernels, `benchmarks/cpu_dumps.py`): what the GPU pairs show for graph breaks and
dynamic shapes holds on Inductor's other code path."""

from __future__ import annotations

from pathlib import Path

from dumpdiff.ingest.load import load_run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs

CPU = Path(__file__).parent / "data" / "cpu"


def test_a_graph_break_on_the_cpu_is_matched_across_it() -> None:
    """The break splits the bias-grad reductions that one C++ kernel summed (a lost fusion, two pieces) and turns
    the backward's addmm into an mm; nothing else is new, and no graph reads as added."""
    comparison = compare_runs(load_run(CPU / "base"), load_run(CPU / "graph_break"), Config())
    assert {g.pairing for g in comparison.graphs if g.base and g.head} == {"merged"}
    totals = comparison.totals()
    assert (totals["new_kernels"], totals["lost_fusions"], totals["removed_kernels"]) == (2, 1, 0)
    reverse = compare_runs(load_run(CPU / "graph_break"), load_run(CPU / "base"), Config())
    assert not reverse.regression and reverse.totals()["new_fusions"] == 1


def test_dynamic_shapes_on_the_cpu_count_their_bytes_at_the_example_sizes() -> None:
    """`empty_strided_cpu((s77, 512), ...)` at the batch get_args gives (64): the static graph's bytes exactly."""
    (static,) = (g for g in load_run(CPU / "base").graphs if "forward" in g.name and g.kernels)
    (dynamic,) = (g for g in load_run(CPU / "dynamic").graphs if "forward" in g.name and g.kernels)
    assert set(dynamic.attributes["size_hints"].values()) == {64}
    assert static.peak_bytes is not None
    assert (dynamic.total_bytes, dynamic.peak_bytes) == (static.total_bytes, static.peak_bytes)
