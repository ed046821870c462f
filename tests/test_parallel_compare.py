"""Comparing graph pairs in worker processes gives the very comparison one process gives."""

from __future__ import annotations

import concurrent.futures

import pytest

from dumpdiff.ingest.load import load_runs
from dumpdiff.service import differ
from dumpdiff.service.config import Config
from tests.conftest import CORPUS

EXAMPLES = CORPUS.parents[2] / "examples"


def test_graph_pairs_compared_in_workers_equal_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    base, head = load_runs([EXAMPLES / "mlp_base", EXAMPLES / "mlp_nofusion"])
    serial = differ.compare_runs(base, head, Config())
    monkeypatch.setattr(differ, "PARALLEL_MIN_KERNELS", 0)
    parallel = differ.compare_runs(base, head, Config(), cores=2)
    assert len(parallel.graphs) == 2  # forward and backward: one for the worker, one for this process
    assert parallel == serial
    assert parallel.totals()["lost_fusions"] > 0


def test_one_core_compares_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    base, head = load_runs([CORPUS / "inductor-cuda/gpt_base", CORPUS / "inductor-cuda/gpt_nofusion"])
    monkeypatch.setattr(differ, "PARALLEL_MIN_KERNELS", 0)

    def no_workers(*args: object, **kwargs: object) -> None:
        raise AssertionError("a worker process was started on one core")

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", no_workers)
    assert differ.compare_runs(base, head, Config(), cores=1).totals()["lost_fusions"] > 0
