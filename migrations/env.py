"""Alembic environment: the schema is `dumpdiff.service.store`'s tables; the connection comes from dumpdiff
(`dumpdiff db upgrade`, the embedded database's first use, the tests), never from a URL in an ini file."""

from __future__ import annotations

from alembic import context

from dumpdiff.service.store import Base

connection = context.config.attributes.get("connection")
if connection is None:
    from sqlalchemy import create_engine

    from dumpdiff.service.db import database_url

    with create_engine(database_url()).begin() as connection:
        context.configure(connection=connection, target_metadata=Base.metadata, compare_type=True)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=Base.metadata, compare_type=True)
    with context.begin_transaction():
        context.run_migrations()
