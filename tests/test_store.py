"""The store on a real Postgres: the round trip of issue #4, idempotent and refused ingests, atomicity under
SIGKILL and concurrency, and models that agree with the migrations."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service import db
from dumpdiff.service.store import Base, StoreError, find_run, read_runs, save_run

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


def test_unknown_and_ambiguous_commits(store: Engine, corpus: Path) -> None:
    with Session(store) as session, session.begin():
        save_run(session, load_run(corpus / "seeds/opattrs_kid_trace.txt"), commit="abcd1" + "0" * 35)
        save_run(session, load_run(corpus / "seeds/opattrs_kid_trace.txt"), commit="abcd2" + "0" * 35)
    ambiguous = dumpdiff("compare", "abcd", "abcd1", "--format", "json")
    assert ambiguous.returncode == 2 and ambiguous.stderr.startswith("abcd: ambiguous")
    missing = dumpdiff("compare", "def0", "abcd1")
    assert missing.returncode == 2 and "expected an ingested commit or a dump path" in missing.stderr


def test_concurrent_ingests(store: Engine, corpus: Path) -> None:
    def start(commit: str) -> subprocess.Popen[str]:
        command = [
            sys.executable,
            "-m",
            "dumpdiff.service.cli",
            "ingest",
            str(corpus / "inductor-cuda/mlp_base"),
            "--commit",
            commit,
        ]
        return subprocess.Popen(command, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    processes = [start(COMMIT_A), start(COMMIT_A), start(COMMIT_B)]
    assert [p.wait() for p in processes] == [0, 0, 0]
    with store.connect() as connection:
        commits = connection.execute(text("SELECT commit FROM runs ORDER BY commit")).scalars().all()
    assert commits == [COMMIT_A, COMMIT_B]


def test_a_killed_ingest_leaves_no_partial_run(store: Engine, corpus: Path, tmp_path: Path) -> None:
    # Eight copies of gpt_base's graph (about the rows and time of the shared corpus's whole gpt_base) take long enough
    # to parse and COPY that a kill lands mid-way; whatever the moment, all or nothing.
    copies = 8
    for copy in range(copies):
        shutil.copytree(corpus / "inductor-cuda/gpt_base", tmp_path / "run" / f"copy{copy}")
    command = [sys.executable, "-m", "dumpdiff.service.cli", "ingest", str(tmp_path / "run"), "--commit", COMMIT_A]
    for delay in (0.6, 1.0, 1.3):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        process.wait()
        table = counts(store)
        assert (table["runs"], table["graphs"]) in ((0, 0), (1, copies))
        assert table["nodes"] == 0 or table["runs"] == 1
        with store.begin() as connection:
            connection.exec_driver_sql("TRUNCATE runs CASCADE")


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
