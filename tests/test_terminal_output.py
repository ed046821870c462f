"""What reaches a terminal: `inspect`/`show`/`runs` text, colours only when wanted (and forced with `--color`, before
or after the subcommand), no escape sequence from a dump's names, progress and stage timings on stderr only."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import Engine

from dumpdiff.service.compare import compare_sources
from dumpdiff.service.progress import CLEAR_LINE, Progress
from dumpdiff.service.report import RENDERERS, RenderOptions, compare_document
from dumpdiff.service.summary import distinguishing_length
from dumpdiff.service.terminal import terminal_safe

PAIR = ("inductor-cuda/mlp_base", "inductor-cuda/mlp_nofusion")
RED = "\x1b[31m"
HOSTILE = "k\x1b]0;pwned\x07\x1b[2J\x1b[31mred\u202eevil\nnext"


def dumpdiff(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    return subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", *map(str, args)],
        capture_output=True,
        text=True,
        env={**environment, **(env or {})},
    )


def test_inspect_text_says_what_the_json_says(corpus: Path) -> None:
    path = corpus / PAIR[0]
    text, as_json = dumpdiff("inspect", path), dumpdiff("inspect", path, "--format", "json")
    assert text.returncode == as_json.returncode == 0 and text.stderr == ""
    graphs = json.loads(as_json.stdout)["graphs"]
    lines = text.stdout.splitlines()
    assert lines[0] == f"{path}: {len(graphs)} graph(s)"
    for graph in graphs:
        header = lines.index(next(line for line in lines if line.startswith(f"{graph['name']}  [{graph['format']}")))
        counts = f"  kernels {graph['kernels']} (fused {graph['fused_kernels']}), nodes {graph['nodes']}, "
        assert lines[header + 1].startswith(counts)
        for kernel in graph["kernel_list"]:
            assert any(line.startswith(f"    {kernel['name']}: {kernel['kind']}") for line in lines[header:])
    assert "model__0_forward_1" in text.stdout and "largest buffers:" in text.stdout


def test_show_prints_the_stored_run_as_inspect_prints_the_dump(store: Engine, corpus: Path) -> None:
    path = corpus / PAIR[0]
    commit = "c0ffee" + "0" * 34
    assert dumpdiff("ingest", path, "--commit", commit).returncode == 0
    shown = dumpdiff("show", commit[:8])
    assert shown.returncode == 0 and shown.stderr == ""
    assert shown.stdout == dumpdiff("inspect", path).stdout


def test_runs_aligns_its_columns_and_tells_commits_apart(store: Engine, corpus: Path) -> None:
    shared = "ab" * 8  # the first 16 characters of both commits
    commits = [shared + "1" * 24, shared + "2" * 24]
    for commit, ref, label in zip(
        commits, ["main", "a-much-longer-branch-name"], ["x", "model-with-long-label"], strict=True
    ):
        assert dumpdiff("ingest", corpus / PAIR[0], "--commit", commit, "--ref", ref, "--label", label).returncode == 0
    listed = dumpdiff("runs")
    assert listed.returncode == 0
    header, *rows = listed.stdout.splitlines()
    assert header.split() == ["COMMIT", "CREATED", "REF", "LABEL", "KERNELS", "SOURCE"]
    assert [row.split()[0] for row in rows] == [shared + "2", shared + "1"]  # newest first, 17 characters apart
    for column in ("CREATED", "REF", "LABEL", "SOURCE"):  # each cell starts under its heading
        start = header.index(column)
        assert all(row[start - 2 : start] == "  " and row[start] != " " for row in rows), column
    end = header.index("KERNELS") + len("KERNELS")  # counts end under theirs
    assert all(row[end - 1].isdigit() and row[end] == " " for row in rows)
    assert {row[header.index("SOURCE") :] for row in rows} == {str(corpus / PAIR[0])}


def test_a_commit_is_shown_as_long_as_it_takes_to_tell_it_apart() -> None:
    assert distinguishing_length(["a" * 40, "b" * 40]) == 12
    assert distinguishing_length(["a" * 20 + "1" * 20, "a" * 20 + "2" * 20]) == 21
    assert distinguishing_length(["abcd", "abcd" + "0" * 36]) == 12  # a short commit, shown whole, stands apart


def test_color_is_forced_when_piped_before_or_after_the_subcommand(corpus: Path) -> None:
    paths = [corpus / p for p in PAIR]
    plain = dumpdiff("compare", *paths)
    assert plain.returncode == 1 and "\x1b[" not in plain.stdout  # a pipe: no colours by default
    for args in (["--color", "compare", *paths], ["compare", *paths, "--color"]):
        forced = dumpdiff(*args, env={"NO_COLOR": "1"})
        assert forced.returncode == 1 and forced.stdout.startswith("\x1b[31m\x1b[1mdumpdiff: REGRESSION")
        assert re.sub(r"\x1b\[[0-9;]*m", "", forced.stdout) == plain.stdout
    assert "\x1b[" not in dumpdiff("--color", "compare", *paths, "--no-color").stdout  # the last word wins


def test_names_from_dumps_reach_the_terminal_without_their_escape_sequences(corpus: Path) -> None:
    document = compare_document(compare_sources(*(str(corpus / p) for p in PAIR)))
    graph = next(g for g in document["graphs"] if g["findings"])
    graph["head"] = HOSTILE
    graph["findings"][0]["summary"] = HOSTILE
    document["head"]["source"] = HOSTILE
    report = RENDERERS["text"](document, RenderOptions(color=True, verbose=True))
    assert RED in report  # our own colours stay
    assert "\x1b]" not in report and "\x1b[2J" not in report and "\u202e" not in report and "\x07" not in report
    assert "\nhead kred?evil?next\n" in report and "      kred?evil?next: kred?evil?next" in report
    assert "\nnext" not in report


def test_terminal_safe_drops_whole_sequences_and_shows_other_controls() -> None:
    assert terminal_safe(HOSTILE) == "kred?evil?next"
    assert terminal_safe("a\x9b31mb\tc\x1bPdata\x1b\\d") == "ab?cd"
    assert terminal_safe("triton_poi_fused_add_0 ünï") == "triton_poi_fused_add_0 ünï"


def test_a_stage_over_the_delay_shows_a_status_line_and_erases_it() -> None:
    stream = io.StringIO()
    progress = Progress(show_progress=True, delay_seconds=0.0, stream=stream)
    with progress.stage("parsing \x1b[2Jbig"):
        deadline = time.monotonic() + 30
        while "parsing" not in stream.getvalue() and time.monotonic() < deadline:
            time.sleep(0.01)
    shown = stream.getvalue()
    assert shown.startswith(f"{CLEAR_LINE}dumpdiff: parsing big... ") and shown.endswith(CLEAR_LINE)
    quiet = io.StringIO()
    with Progress(show_progress=False, delay_seconds=0.0, stream=quiet).stage("parsing"):
        pass
    assert quiet.getvalue() == ""


def test_progress_stays_off_a_pipe_and_verbose_shows_stage_timings(corpus: Path) -> None:
    paths = [corpus / p for p in PAIR]
    assert dumpdiff("compare", *paths).stderr == ""
    timed = dumpdiff("-v", "compare", *paths)
    assert timed.returncode == 1
    stages = [re.fullmatch(r"dumpdiff: (.+): \d+\.\d\d s", line) for line in timed.stderr.splitlines()]
    assert [stage[1] if stage else None for stage in stages] == [
        f"parsing {paths[0]}, {paths[1]}",  # both sides at once, in parallel where there are cores
        "matching",
        "rendering",
    ]


@pytest.mark.parametrize("quiet", [False, True])
def test_ingest_says_what_it_stored_unless_quiet(store: Engine, corpus: Path, quiet: bool) -> None:
    result = dumpdiff(*(["-q"] if quiet else []), "ingest", corpus / PAIR[0], "--commit", "feedface")
    assert result.returncode == 0
    if quiet:
        assert result.stderr == ""
    else:
        assert result.stderr.startswith("feedface: stored 4 graph(s), ") and result.stderr.count("\n") == 1
