"""The project's own checks: ruff (lint and format) and mypy, as configured in pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ["ingest", "service", "migrations", "tests", "benchmarks"]


@pytest.mark.parametrize(
    "command",
    [
        ["ruff", "check", *SOURCES],
        ["ruff", "format", "--check", *SOURCES],
        ["mypy", "ingest", "service"],
    ],
    ids=["ruff-check", "ruff-format", "mypy"],
)
def test_checks_pass(command: list[str]) -> None:
    result = subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
