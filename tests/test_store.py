"""The store on a real Postgres: the round trip of issue #4, idempotent and refused ingests, atomicity under
SIGKILL and concurrency, and models that agree with the migrations."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service import db
from dumpdiff.service.store import Base, StoreError, find_run, read_runs, save_run
from tests.dumps import DATA

COMMIT_A = "a" * 40
COMMIT_B = "b" * 40


def dumpdiff(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", *map(str, args)], capture_output=True, text=True, env=os.environ
    )


def counts(engine: Engine) -> dict[str, int]:
    with engine.connect() as connection:
        return {
            t: connection.execute(text(f"SELECT count(*) FROM {t}")).scalar_one()
            for t in ("runs", "graphs", "nodes", "buffers", "deps")
        }


def test_round_trip_through_the_cli(store: Engine, corpus: Path) -> None:
    base, head = corpus / "inductor-cuda/mlp_base", corpus / "inductor-cuda/mlp_nofusion"
    assert dumpdiff("ingest", base, "--commit", COMMIT_A, "--ref", "main").returncode == 0
    assert dumpdiff("ingest", head, "--commit", COMMIT_B, "--ref", "feature").returncode == 0
    again = dumpdiff("ingest", head, "--commit", COMMIT_B, "--ref", "feature")
    assert again.returncode == 0 and "nothing to do" in again.stderr
    listed = json.loads(dumpdiff("runs", "--format", "json").stdout)["runs"]
    assert [r["commit"] for r in listed] == [COMMIT_B, COMMIT_A]
    assert [r["commit"] for r in json.loads(dumpdiff("runs", "--ref", "main", "--format", "json").stdout)["runs"]] == [
        COMMIT_A
    ]
    by_commit = dumpdiff("compare", COMMIT_A[:7], COMMIT_B[:9], "--format", "json")
    by_files = dumpdiff("compare", base, head, "--format", "json")
    assert by_commit.returncode == by_files.returncode == 1
    assert json.loads(by_commit.stdout)["totals"] == json.loads(by_files.stdout)["totals"]
    assert json.loads(by_commit.stdout)["graphs"] == json.loads(by_files.stdout)["graphs"]
    assert json.loads(by_commit.stdout)["base"]["commit"] == COMMIT_A
    table = counts(store)
    assert table["runs"] == 2 and table["graphs"] == 8
    assert table["nodes"] > 100 and table["buffers"] > 100 and table["deps"] > 300
    shown = json.loads(dumpdiff("show", COMMIT_A[:8], "--format", "json").stdout)
    assert [g["kernels"] for g in shown["graphs"] if g["format"] == "inductor_ir"] == [11, 7]


@pytest.mark.parametrize(
    "scenario",
    [
        "inductor-cuda/collective_base",
        "xla-gpu/xla_mlp_base",
        "seeds/opattrs_kid_trace.txt",
        "seeds/torch_logs_aot_graphs_float8.txt",
        "seeds/inductor_fsdp_ir_post_fusion.txt",
    ],
)
def test_a_stored_run_reads_back_exactly(store: Engine, corpus: Path, scenario: str) -> None:
    parsed = load_run(corpus / scenario)
    with Session(store) as session, session.begin():
        save_run(session, parsed, commit=COMMIT_A)
    with Session(store) as session:
        stored = read_runs(session, [find_run(session, COMMIT_A, None)])[0]
    assert stored.graphs == parsed.graphs
    assert stored.attributes == {**parsed.attributes, "commit": COMMIT_A, "ref": None, "label": None}


AWKWARD = ('say "hi"', 'one " quote', "back\\slash", "tab\there", "new\nline", "{braces},comma", "NULL", "", "\\N", "ü")


def test_awkward_strings_read_back_exactly(store: Engine) -> None:
    nodes = tuple(
        Node(name=s, kind=s, order=i, kernel=s, members=AWKWARD, ops=(s, "plain"), attributes={s: [1]})
        for i, s in enumerate(AWKWARD)
    )
    buffers = (
        Buffer(name="b", shape=("s0", 2), stride=(2, 1), users=AWKWARD, attributes={"k": AWKWARD[1]}),
        *(Buffer(name=f"m{i}", role="temp", slot=s, updates=s, live_end=i) for i, s in enumerate(AWKWARD)),
    )
    deps = tuple(Dep(node=s, buffer=s, kind="read", weak=i % 2 == 0) for i, s in enumerate(AWKWARD))
    graph = Graph(
        name="g", format="inductor_ir", source="s", nodes=nodes, buffers=buffers, deps=deps,
        schedule=AWKWARD, timeline=tuple(range(len(AWKWARD))), peak_step=len(AWKWARD) - 1, timeline_note=AWKWARD[4],
        bytes_source="allocations",
    )  # fmt: skip
    with Session(store) as session, session.begin():
        save_run(session, Run(source="s", graphs=(graph,)), commit=COMMIT_A)
    with Session(store) as session:
        assert read_runs(session, [find_run(session, COMMIT_A, None)])[0].graphs == (graph,)


def test_different_content_is_refused_unless_replaced(store: Engine, corpus: Path) -> None:
    assert dumpdiff("ingest", corpus / "xla-cpu/xla_mlp_base", "--commit", COMMIT_A).returncode == 0
    refused = dumpdiff("ingest", corpus / "xla-cpu/xla_mlp_bigbatch", "--commit", COMMIT_A)
    assert refused.returncode == 2 and "pass --replace" in refused.stderr and "Traceback" not in refused.stderr
    labelled = dumpdiff("ingest", corpus / "xla-cpu/xla_mlp_bigbatch", "--commit", COMMIT_A, "--label", "big")
    assert labelled.returncode == 0
    assert dumpdiff("ingest", corpus / "xla-cpu/xla_mlp_bigbatch", "--commit", COMMIT_A, "--replace").returncode == 0
    assert counts(store)["runs"] == 2


def test_bad_input_writes_nothing(store: Engine, tmp_path: Path) -> None:
    (tmp_path / "broken.txt").write_text("=== OpAttrs ===\nops: 2\n")
    result = dumpdiff("ingest", tmp_path / "broken.txt", "--commit", COMMIT_A)
    assert result.returncode == 2 and result.stderr.startswith(f"{tmp_path / 'broken.txt'}:")
    assert counts(store)["runs"] == 0


@pytest.mark.parametrize(
    ("option", "value", "expected"),
    [
        ("--commit", "a" * 65, "--commit: expected a commit SHA (4 to 64 hex digits), got 'aaaa"),
        ("--commit", "1'; DROP TABLE runs; --", "--commit: expected a commit SHA (4 to 64 hex digits), got"),
        ("--ref", "x" * 300, "--ref: expected a branch name of at most 255 characters, got 300"),
        ("--label", "a\tb", "--label: expected a label of printable characters, got 'a?b'"),
    ],
)
def test_values_the_columns_cannot_hold_are_one_line_without_sql(
    store: Engine, corpus: Path, option: str, value: str, expected: str
) -> None:
    arguments = {"--commit": COMMIT_A, option: value}
    result = dumpdiff(
        "ingest", corpus / "seeds/opattrs_kid_trace.txt", *(x for pair in arguments.items() for x in pair)
    )
    assert result.returncode == 2 and result.stderr.startswith(expected) and result.stderr.count("\n") == 1
    assert "INSERT" not in result.stderr and "Traceback" not in result.stderr
    assert counts(store)["runs"] == 0


def test_unknown_and_ambiguous_commits(store: Engine, corpus: Path) -> None:
    with Session(store) as session, session.begin():
        save_run(session, load_run(corpus / "seeds/opattrs_kid_trace.txt"), commit="abcd1" + "0" * 35)
        save_run(session, load_run(corpus / "seeds/opattrs_kid_trace.txt"), commit="abcd2" + "0" * 35)
    ambiguous = dumpdiff("compare", "abcd", "abcd1", "--format", "json")
    assert ambiguous.returncode == 2 and ambiguous.stderr.startswith("abcd: ambiguous")
    missing = dumpdiff("compare", "def0", "abcd1")
    assert missing.returncode == 2 and "expected an ingested commit or a dump path" in missing.stderr


def test_a_stored_run_keeps_no_code_to_read_against_a_log_of_the_code(store: Engine, examples: Path) -> None:
    """A debug folder given as a path is read from its code alone against a log of the code; stored, its code is gone:
    the comparison stops, saying what the log lacks."""
    with Session(store) as session, session.begin():
        save_run(session, load_run(examples / "mlp_base"), commit=COMMIT_A)
    log = DATA / "gpu/log_only/nofusion"
    result = dumpdiff("compare", COMMIT_A[:7], log)
    assert result.returncode == 2
    assert result.stderr == (
        f"{log / 'output_code.log'}:0: expected the whole dump, as the other side has it, got the wrapper's code alone"
        " (a log of the output_code artifact, no IR: TORCH_LOGS without ir_post_fusion, a TORCH_TRACE, or every graph"
        " loaded from Inductor's FX graph cache)\n"
    )
    assert dumpdiff("compare", examples / "mlp_base", log).returncode == 1


def test_concurrent_ingests_of_one_commit_leave_one_run(store: Engine, corpus: Path) -> None:
    """Both ingests are inside their transactions at once (a barrier after each has begun one) and inside `ingest`
    at once: the test holds the commit's lock until the server shows both waiting for it."""
    run = load_run(corpus / "inductor-cuda/mlp_base")
    inside = threading.Barrier(3)
    results: list[str] = []
    errors: list[BaseException] = []

    def ingest_once() -> None:
        try:
            with Session(store) as session, session.begin():
                session.execute(text("SELECT txid_current()"))  # the transaction has begun
                inside.wait(timeout=30)
                results.append(save_run(session, run, commit=COMMIT_A).status)
        except BaseException as error:  # surfaced by the assertions below
            errors.append(error)

    threads = [threading.Thread(target=ingest_once) for _ in range(2)]
    with store.connect() as holder, holder.begin():
        holder.execute(text("SELECT pg_advisory_xact_lock(hashtext(:key))"), {"key": f"{COMMIT_A}/"})
        for thread in threads:
            thread.start()
        inside.wait(timeout=30)
        waiting = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
        with store.connect() as watcher:
            deadline = time.monotonic() + 30
            while watcher.execute(text(waiting)).scalar_one() < 2:
                assert time.monotonic() < deadline and not errors, errors
                time.sleep(0.01)
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    assert sorted(results) == ["stored", "unchanged"]
    assert counts(store)["runs"] == 1


def big_run(corpus: Path, folder: Path, copies: int = 8) -> Path:
    """Eight copies of gpt_base's graph: about the rows and time of the shared corpus's whole gpt_base, long enough to
    parse and COPY that a kill can land mid-way."""
    for copy in range(copies):
        shutil.copytree(corpus / "inductor-cuda/gpt_base", folder / f"copy{copy}")
    return folder


def ingest_process(path: Path, commit: str) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "dumpdiff.service.cli", "ingest", str(path)]
    return subprocess.Popen([*command, "--commit", commit], text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_for_copy(engine: Engine, process: subprocess.Popen[str]) -> None:
    """Returns while the process's COPY runs, as the server sees it (autocommit: in a transaction the server would
    show one snapshot of its activity)."""
    query = "SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query LIKE 'COPY %'"
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        while process.poll() is None:
            if connection.execute(text(query)).scalar_one():
                return
    raise AssertionError(f"the ingest ended (status {process.returncode}) before its COPY was seen")


def test_a_killed_ingest_leaves_no_partial_run(store: Engine, corpus: Path, tmp_path: Path) -> None:
    run = big_run(corpus, tmp_path / "run")
    for _ in range(2):
        process = ingest_process(run, COMMIT_A)
        wait_for_copy(store, process)
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert process.returncode == -signal.SIGKILL
        assert counts(store) == {"runs": 0, "graphs": 0, "nodes": 0, "buffers": 0, "deps": 0}
    process = ingest_process(run, COMMIT_A)
    assert process.wait() == 0, process.stderr.read() if process.stderr else ""
    assert counts(store)["runs"] == 1 and counts(store)["graphs"] == 8


@pytest.mark.skipif(bool(os.environ.get("DUMPDIFF_TEST_DATABASE_URL")), reason="a team server is not ours to stop")
def test_the_embedded_server_is_not_stopped_under_an_ingest(store: Engine, corpus: Path, tmp_path: Path) -> None:
    process = ingest_process(big_run(corpus, tmp_path / "run"), COMMIT_A)
    wait_for_copy(store, process)
    with pytest.raises(db.DatabaseError, match="in use by another dumpdiff command: not stopping it"):
        db.stop_embedded()
    assert process.wait() == 0, process.stderr.read() if process.stderr else ""
    assert counts(store)["runs"] == 1


def test_models_and_migrations_agree(database_url: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    engine = db.engine(migrate=False)
    with engine.begin() as connection:
        connection.exec_driver_sql("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    assert db.revisions(engine)[0] is None
    db.upgrade(engine)
    with engine.connect() as connection:
        assert compare_metadata(MigrationContext.configure(connection), Base.metadata) == []
    assert len(ScriptDirectory.from_config(db.alembic_config()).get_heads()) == 1
    db.downgrade(engine)
    with engine.connect() as connection:
        tables = (
            connection.exec_driver_sql("SELECT tablename FROM pg_tables WHERE schemaname = 'public'").scalars().all()
        )
    assert set(tables) <= {"alembic_version"}
    db.upgrade(engine)
    assert db.revisions(engine)[0] == db.revisions(engine)[1] == db.HEAD_REVISION  # the commands' quick check


def test_store_errors_are_one_line(store: Engine) -> None:
    with Session(store) as session, pytest.raises(StoreError, match="expected an ingested commit"):
        find_run(session, "feedface", None)


def test_an_unreachable_team_database_is_one_line_without_the_password() -> None:
    env = {**os.environ, "DUMPDIFF_DATABASE_URL": "postgres://team:s3cret@127.0.0.1:1/dumpdiff"}
    result = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "runs"], capture_output=True, text=True, env=env
    )
    assert result.returncode == 2
    assert result.stderr.startswith("cannot use the database postgresql+psycopg://team:***@127.0.0.1:1/dumpdiff: ")
    assert result.stderr.count("\n") == 1 and "s3cret" not in result.stderr
