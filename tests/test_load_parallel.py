"""Loading in worker processes gives the very runs loading in this process gives, and fails the same way."""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import shutil
from pathlib import Path

import pytest

from dumpdiff.ingest import bulk, load
from dumpdiff.ingest.errors import DumpError
from tests.conftest import CORPUS

GPT = CORPUS / "inductor-cuda/gpt_base"
XLA = next(p for p in sorted(CORPUS.glob("xla-gpu/*")) if p.is_dir())


def test_parallel_load_of_two_sides_equals_serial_load(monkeypatch: pytest.MonkeyPatch) -> None:
    serial = load.load_runs([GPT, XLA])
    # Workers however small the input and whatever the cores here: one forked worker, and this process.
    monkeypatch.setattr(load, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(load, "usable_cores", lambda: 2)
    reported: list[tuple[int, int]] = []
    parallel = load.load_runs([GPT, XLA], lambda done, total: reported.append((done, total)))
    assert parallel == serial
    assert [graph.format for graph in parallel[1].graphs] == ["xla_buffers"] * len(serial[1].graphs)
    # One report per part (a parser's call: here GPT's folder and XLA's), ending with everything parsed.
    assert len(reported) >= 2
    assert [done for done, _ in reported] == sorted(done for done, _ in reported)
    assert reported[-1][0] == reported[-1][1] > 0


def test_progress_reaches_the_total_when_loading_in_this_process() -> None:
    reported: list[tuple[int, int]] = []
    load.load_run(GPT, lambda done, total: reported.append((done, total)))
    # What is counted is the dumps the formats claim; output_code.py is read beside its IR, uncounted.
    total = sum(file.stat().st_size for file in GPT.rglob("ir_post_fusion.txt"))
    assert reported[-1] == (total, total)


def test_a_bad_dump_parsed_in_a_worker_is_one_line_naming_its_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shutil.copytree(GPT, tmp_path / "run")
    broken = tmp_path / "run/model__0_forward_1.0/ir_post_fusion.txt"
    broken.write_text(broken.read_text().replace("op0.writes = ", "op0.writes: ", 1) + "op9999.writes = []\n")
    monkeypatch.setattr(load, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(load, "usable_cores", lambda: 2)
    with pytest.raises(DumpError) as parallel_error:
        load.load_runs([GPT, tmp_path / "run"])
    monkeypatch.setattr(load, "PARALLEL_MIN_BYTES", 1 << 62)
    with pytest.raises(DumpError) as serial_error:
        load.load_runs([GPT, tmp_path / "run"])
    assert str(parallel_error.value) == str(serial_error.value)
    assert str(parallel_error.value).startswith(f"{broken}:")


def test_loading_reports_progress_over_both_sides() -> None:
    reported: list[tuple[int, int]] = []
    mlp = CORPUS / "inductor-cuda/mlp_base"
    load.load_runs([GPT, mlp], lambda done, total: reported.append((done, total)))
    gpt_bytes = sum(file.stat().st_size for file in GPT.rglob("ir_post_fusion.txt"))
    assert reported[-1][0] == reported[-1][1] > gpt_bytes


def test_one_usable_core_parses_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(load, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(load, "usable_cores", lambda: 1)

    def no_workers(*args: object, **kwargs: object) -> None:
        raise AssertionError("a worker process was started on one core")

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", no_workers)
    gpt, xla = load.load_runs([GPT, XLA])  # would raise in `no_workers` had it tried workers
    assert {graph.format for graph in gpt.graphs} == {"inductor_ir"}
    assert {graph.format for graph in xla.graphs} == {"xla_buffers"}


def test_a_pools_worker_parses_in_its_own_process() -> None:
    """A daemonic process (a pool's worker, as the verdict sweep's) may not start processes: it counts one core, so
    loading a big run there parses in that process instead of failing."""
    with multiprocessing.get_context("fork").Pool(1) as pool:
        assert pool.apply(bulk.usable_cores) == 1
