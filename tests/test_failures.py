"""Every failure is one line on stderr and exit status 2, never 1 (a regression to every CI gate) nor a traceback:
the cases of issue #17 that crashed with a traceback and exit 1, run as a user runs them. (The first command after
the embedded server was killed is `test_database`'s, `db stop` under an ingest `test_store`'s: both need a server.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dumpdiff.service import cli
from dumpdiff.service.cli import EXIT_TROUBLE

PASSWORD = "s3cret-pass"
PAIR = ("inductor-cuda/mlp_base", "inductor-cuda/mlp_nofusion")


def dumpdiff(
    *args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DUMPDIFF_", "GITHUB_", "GITLAB_"))}
    return subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**environment, **(env or {})},
    )


def assert_one_line(result: subprocess.CompletedProcess[str], expected: str) -> None:
    assert result.returncode == EXIT_TROUBLE, result.stderr
    assert result.stdout == "" and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and expected in result.stderr, result.stderr


def test_a_commit_longer_than_the_column(corpus: Path, tmp_path: Path) -> None:
    result = dumpdiff("ingest", corpus / PAIR[0], "--commit", "ab" * 40, env={"DUMPDIFF_HOME": str(tmp_path)})
    assert_one_line(result, "--commit: expected a commit SHA (4 to 64 hex digits), got 'abab")
    assert "INSERT" not in result.stderr and not (tmp_path / "pgdata").exists()  # refused before the store


@pytest.mark.parametrize("where", ["a-file", "a-file/below"])
def test_an_unusable_dumpdiff_home(tmp_path: Path, where: str) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    result = dumpdiff("runs", env={"DUMPDIFF_HOME": str(tmp_path / where)})
    assert_one_line(result, f"DUMPDIFF_HOME: cannot keep the embedded database in {tmp_path / where}")


@pytest.mark.parametrize(
    "url",
    [
        f"postgresql://team:{PASSWORD}@db.example.com:99999/dumpdiff",
        f"postgresql://team:{PASSWORD}@db.example.com:port/dumpdiff",
        f"mysql://team:{PASSWORD}@db.example.com/dumpdiff",
        f"postgresql://team:{PASSWORD}@db.example.com/",
    ],
    ids=["port-out-of-range", "port-not-a-number", "other-driver", "no-database"],
)
def test_a_malformed_database_url_never_prints_the_password(url: str) -> None:
    result = dumpdiff("runs", env={"DUMPDIFF_DATABASE_URL": url})
    assert_one_line(result, "DUMPDIFF_DATABASE_URL: expected ")
    assert PASSWORD not in result.stderr


@pytest.mark.parametrize("command", ["compare", "inspect"])
def test_output_into_a_missing_folder_is_refused_before_the_work(corpus: Path, tmp_path: Path, command: str) -> None:
    target = tmp_path / "missing" / "report.txt"
    paths = [corpus / p for p in PAIR] if command == "compare" else [corpus / PAIR[0]]
    result = dumpdiff(command, *paths, "-o", target)
    assert_one_line(result, f"-o {target}: expected an existing folder, found no {target.parent}")


def test_a_body_file_that_is_not_utf8(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    report.write_bytes(b'{"schema": "dumpdiff.compare/1", "tool_version": "\xff\xfe"}')
    result = dumpdiff("comment", "--body-file", report, "--repo", "o/r", "--pr", "7")
    assert_one_line(result, f"{report}: expected UTF-8 JSON, got a byte that is not UTF-8 at ")


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        ("growth_relative = -0.5\n", "growth_relative: expected a finite number not below 0"),
        ("growth_relative = nan\n", "growth_relative: expected a finite number not below 0"),
        ('growth_absolute_bytes = "1 MiB"\n', "growth_absolute_bytes: expected a whole number of bytes"),
        ('[[accept]]\nkind = "new_kernal"\npattern = "x"\nreason = "r"\n', "accept[0]: kind: expected one of"),
        ('[[accept]]\npattern = "triton_[poi"\nreason = "r"\n', "accept[0]: pattern: expected every '[' closed"),
        ('[[accept]]\npattern = "x"\nreason = "r"\nexpires = "soon"\n', "accept[0]: expires: expected a date"),
        ("growth_relative = \n", ".dumpdiff.toml: "),
    ],
    ids=["negative", "nan", "text-bytes", "unknown-kind", "unclosed-set", "bad-date", "not-toml"],
)
def test_bad_settings_values(corpus: Path, tmp_path: Path, settings: str, expected: str) -> None:
    (tmp_path / ".dumpdiff.toml").write_text(settings)
    assert_one_line(dumpdiff("compare", *(corpus / p for p in PAIR), cwd=tmp_path), expected)


def test_verbose_shows_the_traceback_and_still_exits_2(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    result = dumpdiff("-v", "inspect", missing)
    assert result.returncode == EXIT_TROUBLE and result.stdout == ""
    assert "Traceback" in result.stderr
    assert result.stderr.splitlines()[-1] == f"{missing}:0: expected a dump file or folder, found nothing there"


@pytest.mark.parametrize("verbose", [False, True])
def test_an_unexpected_exception_is_one_line_and_exit_2(
    corpus: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], verbose: bool
) -> None:
    """Structural: whatever raises, `main` answers with one line and 2 (a bug says it is one)."""

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("graph\nwith a line break")

    monkeypatch.setattr("dumpdiff.service.sources.parsed_runs", broken)
    with pytest.raises(SystemExit) as exited:
        cli.main([*(["-v"] if verbose else []), "inspect", str(corpus / PAIR[0])])
    assert exited.value.code == EXIT_TROUBLE
    captured = capsys.readouterr()
    last = "dumpdiff: unexpected RuntimeError: graph with a line break (a bug: `-v` shows its traceback)"
    assert captured.out == "" and captured.err.splitlines()[-1] == last
    assert ("Traceback" in captured.err) is verbose and (captured.err.count("\n") == 1) is not verbose


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("compare", "a"), "dumpdiff compare: Missing argument 'HEAD'. (`dumpdiff compare -h` tells more)"),
        (("inspect", "--body-file", "x"), "dumpdiff inspect: No such option '--body-file'"),
        (("comment", "--body-file", "/nowhere", "--repo", "o/r", "--pr", "7"), "'/nowhere': No such file"),
        (("inspect", ""), "PATH: expected a dump file or folder, got an empty argument"),
        (("compare", "", "x"), "BASE: expected a dump file or folder, got an empty argument"),
        (("show", "main"), "COMMIT: expected a commit SHA (4 to 64 hex digits), got 'main'"),
        (("runs", "--ref", ""), "--ref: expected a branch name, got an empty argument"),
        (("compare", "a", "b", "--label", "a\x1b[2Jb"), "--label: expected a label of printable characters"),
        (("compare", "a", "b", "--growth-relative", "inf"), "--growth-relative: expected a finite number not below"),
        (("compare", "a", "b", "--growth-absolute", "-1"), "--growth-absolute: expected a whole number of bytes"),
        (("comment", "a", "b", "--repo", "o/r", "--pr", "7", "--fail-on", "new_fusion"), "new_fusion is never a"),
        (("comment", "a", "b", "--repo", "o/r", "--pr", "7", "--fail-on", "oom"), "--fail-on: expected one of"),
    ],
    ids=[
        "usage",
        "no-such-option",
        "unopened-file",
        "empty-path",
        "empty-base",
        "not-a-commit",
        "empty-ref",
        "control-label",
        "inf",
        "negative",
        "no-flag",
        "oom",
    ],
)
def test_arguments_are_checked_before_any_work(args: tuple[str, ...], expected: str) -> None:
    assert_one_line(dumpdiff(*args), expected)


def test_fail_on_takes_every_spelling_of_a_regression_kind(corpus: Path) -> None:
    for spelling in ("lost-fusions", "lost_fusion", "Lost_Fusions"):
        result = dumpdiff("comment", *(corpus / p for p in PAIR), "--repo", "o/r", "--pr", "7", "--fail-on", spelling)
        assert result.returncode == 1 and "lost fusion" in result.stdout, result.stderr


def test_a_reader_that_goes_away_is_no_failure_and_keeps_the_verdict(corpus: Path) -> None:
    """`dumpdiff compare ... | head`: the report meets a closed pipe (click's own handling would exit 1, a regression
    to a gate, and Python's a message and 120)."""
    command = [sys.executable, "-m", "dumpdiff.service.cli", "compare"]
    for pair, verdict in ((PAIR[0], PAIR[0]), 0), (PAIR, 1):
        paths = [str(corpus / path) for path in pair]
        process = subprocess.Popen([*command, *paths], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()  # before the report is written: no reader left
        assert process.wait() == verdict and process.stderr.read() == ""
