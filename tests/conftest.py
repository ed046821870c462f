"""Shared fixtures. Real dumps come from tests/data/corpus, the part of the shared corpus the tests read, trimmed
(tests/data/README.md): the suite needs nothing outside the repository."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.dumps import DATA

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from dumpdiff.ingest.model import Run

CORPUS = DATA / "corpus"


@pytest.fixture(scope="session")
def corpus() -> Path:
    return CORPUS


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real Postgres for the session: DUMPDIFF_TEST_DATABASE_URL, or the embedded server in a fresh home."""
    from dumpdiff.service import db

    url = os.environ.get("DUMPDIFF_TEST_DATABASE_URL")
    if url:
        os.environ[db.URL_VARIABLE] = url
        yield url
        return
    os.environ[db.HOME_VARIABLE] = str(tmp_path_factory.mktemp("dumpdiff-home"))
    os.environ.pop(db.URL_VARIABLE, None)
    yield db.database_url()
    db.stop_embedded()


@pytest.fixture
def store(database_url: str) -> Iterator[Engine]:
    """The migrated store, emptied before each test."""
    from dumpdiff.service import db

    engine = db.engine()
    with engine.begin() as connection:
        connection.exec_driver_sql("TRUNCATE runs CASCADE")
    yield engine
    engine.dispose()


EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture(scope="session")
def examples() -> Path:
    """The small real pair the repository ships (examples/mlp_base, examples/mlp_nofusion)."""
    return EXAMPLES


@pytest.fixture
def store_run(store: Engine) -> Callable[..., None]:
    """Stores a run in the emptied store, as `dumpdiff ingest` does."""
    from sqlalchemy.orm import Session

    from dumpdiff.service.store import save_run

    def save(run: Run, commit: str, ref: str | None = "main", label: str = "") -> None:
        with Session(store) as session, session.begin():
            save_run(session, run, commit=commit, ref=ref, label=label)

    return save
