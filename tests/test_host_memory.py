"""XLA host memory (memory space 5: host offloading, `S(5)` layouts, `color 5` allocations) is not device memory:
total and peak bytes are the device's, the host's bytes are said apart."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from dumpdiff.ingest.load import load_run
from dumpdiff.service.cli import cli
from tests.dumps import DATA, compare_dumps

OFFLOAD = DATA / "gpu" / "offload_xla"


def test_host_offloaded_bytes_are_apart_from_device_bytes() -> None:
    (graph,) = load_run(OFFLOAD / "offload").graphs
    # read by hand: `Total bytes used: 60818540`, of which allocation 19 (`color 5`, 2 MiB) is host memory; the
    # memory-usage report's `Memory Space: default (color=0)` says 58721388 on its own
    assert graph.attributes["host_bytes"] == 2097152
    assert graph.total_bytes == 58721388 == 60818540 - 2097152
    assert graph.peak_bytes is not None and graph.peak_bytes <= graph.total_bytes
    host_values = [b for b in graph.buffers if b.attributes.get("color") == 5]
    assert [b.nbytes for b in host_values] == [2097152]
    (base,) = load_run(OFFLOAD / "base").graphs
    assert "host_bytes" not in base.attributes


def test_offloading_to_the_host_is_no_device_growth() -> None:
    comparison = compare_dumps(OFFLOAD / "base", OFFLOAD / "offload")
    # 54 MiB -> 56 MiB of device memory: +3.7 %, under the 5 % floor; the 2 MiB on the host is not added to it
    assert not [f for g in comparison.graphs for f in g.findings if f.kind == "allocation_growth"]
    result = CliRunner().invoke(cli, ["compare", str(OFFLOAD / "base"), str(OFFLOAD / "offload")])
    assert "host memory 0 B -> 2.00 MiB (apart from device bytes)" in result.output
    assert "bytes 54.00 MiB -> 56.00 MiB" in result.output


def test_a_memory_usage_report_alone_keeps_its_host_space_apart(tmp_path: Path) -> None:
    report = OFFLOAD / "offload" / "module_1987.jit_step.sm_9.0a_gpu_after_optimizations-memory-usage-report.txt"
    (tmp_path / report.name).write_text(report.read_text())
    (graph,) = load_run(tmp_path).graphs
    assert (graph.total_bytes, graph.attributes["host_bytes"]) == (58721388, 2097152)
