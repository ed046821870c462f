"""Shared fixtures. The corpus is read in place from ../shared/corpus (never copied into the project)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CORPUS = Path(os.environ.get("DUMPDIFF_CORPUS", Path(__file__).resolve().parents[2] / "shared" / "corpus"))


@pytest.fixture(scope="session")
def corpus() -> Path:
    assert CORPUS.is_dir(), f"the shared corpus is missing at {CORPUS}"
    return CORPUS
