"""Where the store lives: a team URL checked before use (never showing its password), an unusable home, the embedded
server killed under us, and the `db` subcommands."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine, text

from dumpdiff.service import db

EMBEDDED_ONLY = pytest.mark.skipif(
    bool(os.environ.get("DUMPDIFF_TEST_DATABASE_URL")), reason="the embedded server: a team server is not ours to kill"
)


def dumpdiff(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.parametrize(
    ("configured", "expected"),
    [
        ("postgresql://team:s3cret@db.example.com:99999/dumpdiff", "expected a port from 1 to 65535, got 99999 in "),
        ("postgresql://team:s3cret@db.example.com:abc/dumpdiff", "got a value that is not such a URL"),
        ("mysql://team:s3cret@db.example.com/dumpdiff", "dumpdiff speaks psycopg 3), got mysql://"),
        ("postgresql+psycopg2://team:s3cret@db.example.com/dumpdiff", "got postgresql+psycopg2://"),
        ("sqlite:///dumpdiff.db", "got sqlite://"),
        ("s3cret", "got a value that is not such a URL"),
        ("postgresql://team:s3cret@db.example.com/", "with a database name, got postgresql+psycopg://team:***@"),
    ],
)
def test_a_malformed_team_url_is_one_line_without_the_password(configured: str, expected: str) -> None:
    with pytest.raises(db.DatabaseError) as raised:
        db.team_database_url(configured)
    message = str(raised.value)
    assert message.startswith("DUMPDIFF_DATABASE_URL: expected ") and expected in message
    assert "s3cret" not in message and "\n" not in message
    result = dumpdiff("runs", env={"DUMPDIFF_DATABASE_URL": configured})
    assert result.returncode == 2 and result.stderr == message + "\n"


def test_a_team_url_is_spoken_with_psycopg_3() -> None:
    assert db.team_database_url("postgres://u:p@h:5433/d") == "postgresql+psycopg://u:p@h:5433/d"
    assert db.team_database_url("postgresql+psycopg://u@h/d") == "postgresql+psycopg://u@h/d"


@pytest.mark.parametrize("where", ["a-file/sub", "a-file"])
def test_an_unusable_home_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.delenv(db.URL_VARIABLE, raising=False)
    monkeypatch.setenv(db.HOME_VARIABLE, str(tmp_path / where))
    with pytest.raises(db.DatabaseError, match=f"^DUMPDIFF_HOME: cannot keep the embedded database in {tmp_path}"):
        db.database_url()
    result = dumpdiff("runs", env={db.HOME_VARIABLE: str(tmp_path / where)})
    assert (
        result.returncode == 2
        and result.stderr.startswith("DUMPDIFF_HOME: cannot keep")
        and "Traceback" not in (result.stderr)
    )


def postmaster_pid() -> int:
    return int((db.home() / "pgdata" / "postmaster.pid").read_text().split()[0])


@EMBEDDED_ONLY
def test_the_first_command_after_the_server_was_killed_starts_it_again(store: Engine) -> None:
    """Right after a SIGKILL the dead postmaster is a zombie until reaped, and looks alive to the wheel."""
    for _ in range(3):
        killed = postmaster_pid()
        os.kill(killed, signal.SIGKILL)
        result = dumpdiff("runs")
        assert (result.returncode, result.stderr) == (0, ""), result.stderr
        assert postmaster_pid() != killed
    with store.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM runs")).scalar_one() == 0


@EMBEDDED_ONLY
def test_db_subcommands(store: Engine) -> None:
    url = dumpdiff("db", "url")
    assert url.returncode == 0 and url.stdout.startswith("postgresql+psycopg://") and str(db.home()) in url.stdout
    current = dumpdiff("db", "current")
    assert (current.returncode, current.stdout) == (0, f"{db.HEAD_REVISION} (newest: {db.HEAD_REVISION})\n")
    upgraded = dumpdiff("db", "upgrade")
    assert upgraded.returncode == 0 and upgraded.stderr == f"database at revision {db.HEAD_REVISION}\n"
    team = dumpdiff("db", "stop", env={db.URL_VARIABLE: "postgresql://u:p@127.0.0.1:1/d"})
    assert team.returncode == 2 and "nothing to stop" in team.stderr and team.stderr.count("\n") == 1
    # This test process uses the embedded server: another command may not stop it under us.
    in_use = dumpdiff("db", "stop")
    assert in_use.returncode == 2 and "in use by another dumpdiff command" in in_use.stderr
    assert "Traceback" not in in_use.stderr and in_use.stderr.count("\n") == 1
    assert db.stop_embedded() is True  # alone now: stopped
    assert db.stop_embedded() is False
    assert re.match(r"postgresql\+psycopg://", db.database_url())  # started again on next use
    with db.engine().connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM runs")).scalar_one() == 0
