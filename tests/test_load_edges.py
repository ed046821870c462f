"""Broken entries inside a real dump folder are named precisely: skipped with a one-line warning where the rest is
complete, an error naming the entry where a graph would be incomplete; bytes that are not UTF-8 at their line."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run

GRAPH = "model__0_forward_1.0"


@pytest.fixture
def dump(corpus: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "mlp_base"
    shutil.copytree(corpus / "inductor-cuda/mlp_base", copy)
    return copy


def load(path: Path) -> tuple[list[str], list[str]]:
    """(the graphs' names, the warnings)."""
    warnings: list[str] = []
    run = load_run(path, warn=warnings.append)
    return [g.name for g in run.graphs], warnings


def test_an_empty_output_code_is_warned_about_and_the_graph_kept(dump: Path) -> None:
    names, warnings = load(dump)
    assert warnings == []
    (dump / GRAPH / "output_code.py").write_bytes(b"")
    emptied, warnings = load(dump)
    assert emptied == names
    assert warnings == [
        f"{dump / GRAPH / 'output_code.py'}:0: warning: empty file: kernels are named by their IR nodes and the peak"
        " is unknown"
    ]
    peaks = {g.name: g.peak_bytes for g in load_run(dump, warn=lambda _: None).graphs}
    assert peaks["model__0_forward_1"] is None and peaks["model__0_backward_3"] == 12_919_808


def test_a_dangling_link_away_from_the_dumps_is_skipped_with_a_warning(dump: Path) -> None:
    names, _ = load(dump)
    (dump / "notes").mkdir()
    (dump / "notes" / "latest.log").symlink_to(dump / "gone.log")
    linked, warnings = load(dump)
    assert linked == names
    assert warnings == [
        f"{dump / 'notes' / 'latest.log'}:0: warning: skipped, No such file or directory (no dump beside it)"
    ]


@pytest.mark.parametrize("entry", ["output_code.py", "fx_graph_readable.py"])
def test_a_dangling_link_beside_the_dumps_is_an_error_naming_it(dump: Path, entry: str) -> None:
    link = dump / GRAPH / entry
    link.unlink(missing_ok=True)
    link.symlink_to(dump / "gone.py")
    with pytest.raises(DumpError) as raised:
        load(dump)
    assert str(raised.value) == (
        f"{link}:0: expected a readable file beside the dumps of its folder, got No such file or directory"
    )


def test_a_link_loop_beside_the_dumps_is_an_error_naming_it(dump: Path) -> None:
    loop = dump / GRAPH / "loop.txt"
    loop.symlink_to(loop)
    with pytest.raises(DumpError, match=f"^{loop}:0: expected a readable file beside the dumps of its folder"):
        load(dump)


def test_bytes_that_are_not_utf8_are_reported_at_their_line(dump: Path) -> None:
    ir = dump / GRAPH / "ir_post_fusion.txt"
    lines = ir.read_bytes().split(b"\n")
    lines[40] = lines[40][:10] + b"\xe9" + lines[40][10:]  # Latin-1 'é' in the middle of a real line
    ir.write_bytes(b"\n".join(lines))
    expected = f"{ir}:41: expected UTF-8 text, got byte 0xe9 at column 11"
    for path in (dump, ir):
        with pytest.raises(DumpError) as raised:
            load(path)
        assert str(raised.value) == expected


def test_the_warning_is_one_line_on_stderr(dump: Path) -> None:
    (dump / GRAPH / "output_code.py").write_bytes(b"")
    result = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "inspect", str(dump)], capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout.startswith(f"{dump}: 4 graph(s)")
    assert (
        result.stderr
        == f"{dump / GRAPH / 'output_code.py'}:0: warning: empty file: kernels are named by their IR"
        + (" nodes and the peak is unknown\n")
    )
    quiet = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "-q", "inspect", str(dump)], capture_output=True, text=True
    )
    assert (quiet.returncode, quiet.stderr, quiet.stdout) == (0, "", result.stdout)
