"""The project's own checks: ruff (lint and format) and mypy, as configured in pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ["ingest", "service", "migrations", "tests", "benchmarks"]
PACKAGES = {"ingest": "dumpdiff.ingest", "service": "dumpdiff.service"}


def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=cwd, capture_output=True, text=True)


@pytest.mark.parametrize(
    "command",
    [["ruff", "check", *SOURCES], ["ruff", "format", "--check", *SOURCES]],
    ids=["ruff-check", "ruff-format"],
)
def test_ruff_passes(command: list[str]) -> None:
    result = run(command, ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_passes(tmp_path: Path) -> None:
    """mypy checks the source folders as the `dumpdiff` packages they install as. Given the folders by path, or the
    installed package, it would resolve `dumpdiff.*` imports through whatever the install put in site-packages: real
    types after `pip install .`, but `Any` everywhere after an editable install (its import hook is invisible to
    mypy), so the same code would pass on a developer's machine and fail in CI."""
    namespace = tmp_path / "dumpdiff"
    namespace.mkdir()
    for folder in (*PACKAGES, "migrations"):
        (namespace / folder).symlink_to(ROOT / folder, target_is_directory=True)
    packages = [argument for package in PACKAGES.values() for argument in ("-p", package)]
    result = run(["mypy", "--config-file", str(ROOT / "pyproject.toml"), *packages], tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_package_folder_is_installed() -> None:
    """`pip install .` (what CI runs) installs only the packages pyproject.toml lists; an editable install finds any
    folder beside them, so a new subpackage left off the list works on a developer's machine and is missing in CI."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    folders = {
        ".".join(("dumpdiff", *init.parent.relative_to(ROOT).parts))
        for top in ("ingest", "service", "migrations")
        for init in (ROOT / top).rglob("__init__.py")
    }
    # A folder of data files alone (the pages' templates) is listed too: setuptools warns that it will leave out a
    # folder Python could import that the list lacks, and with it the files.
    data_only = set(setuptools["package-data"]) - folders
    assert set(setuptools["packages"]) == folders | data_only
