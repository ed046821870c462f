"""The Postgres store: one run per (commit, label), holding the normalized model row for row.

The tables mirror `ingest/model.py` (the ORM classes here are the schema's single description; alembic's
migrations create it and a test proves the two agree). A run is written in one transaction with COPY, so it
lands whole or not at all, and read back into the very `Run` the parser produced, so comparing commits gives
the report comparing files gives.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from operator import attrgetter
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    Select,
    String,
    Text,
    UniqueConstraint,
    func,
    select,
    tuple_,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSON, JSONB
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from dumpdiff.ingest.bulk import collector_paused
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service import validate
from dumpdiff.service.errors import ServiceError

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class StoreError(ServiceError):
    """A run that is not there, is ambiguous, or may not be overwritten: one line for the user, exit 2."""


class RunNotFoundError(StoreError):
    """No run of that commit (and label)."""


class AmbiguousCommitError(StoreError):
    """A short SHA matching runs of several commits."""


class RunConflictError(StoreError):
    """Another run is stored for the commit and label, and replacing it was not asked for."""


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class RunRow(Base):
    __tablename__ = "runs"
    __table_args__ = (
        UniqueConstraint("commit", "label"),
        # Short SHAs are resolved with `commit LIKE 'abc%'`.
        Index("ix_runs_commit_pattern", "commit", postgresql_ops={"commit": "text_pattern_ops"}),
        Index("ix_runs_ref_created", "ref", "created"),
    )

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    commit: Mapped[str] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(Text, server_default="")
    ref: Mapped[str | None] = mapped_column(Text)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    content_hash: Mapped[str] = mapped_column(String(64))
    source: Mapped[str] = mapped_column(Text)
    run_metadata: Mapped[dict[str, Any]] = mapped_column("metadata", JSONB, server_default="{}")


class GraphRow(Base):
    __tablename__ = "graphs"
    __table_args__ = (UniqueConstraint("run_id", "position"),)

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(Text)
    format: Mapped[str] = mapped_column(Text)
    source: Mapped[str] = mapped_column(Text)
    total_bytes: Mapped[int | None] = mapped_column(BigInteger)
    peak_bytes: Mapped[int | None] = mapped_column(BigInteger)
    bytes_source: Mapped[str | None] = mapped_column(Text)
    schedule: Mapped[list[str]] = mapped_column(ARRAY(Text), server_default="{}")
    timeline: Mapped[list[int]] = mapped_column(ARRAY(BigInteger), server_default="{}")
    peak_step: Mapped[int | None] = mapped_column(Integer)
    timeline_note: Mapped[str | None] = mapped_column(Text)
    kernels: Mapped[int] = mapped_column(Integer)
    fused_kernels: Mapped[int] = mapped_column(Integer)
    attributes: Mapped[dict[str, Any]] = mapped_column(JSONB)


class NodeRow(Base):
    __tablename__ = "nodes"

    graph_id: Mapped[int] = mapped_column(ForeignKey("graphs.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    kind: Mapped[str] = mapped_column(Text)
    order: Mapped[int] = mapped_column(Integer)
    is_kernel: Mapped[bool] = mapped_column(Boolean)
    kernel: Mapped[str | None] = mapped_column(Text)
    parent: Mapped[str | None] = mapped_column(Text)
    members: Mapped[list[str]] = mapped_column(ARRAY(Text))
    device: Mapped[str | None] = mapped_column(Text)
    ops: Mapped[list[str]] = mapped_column(ARRAY(Text))
    attributes: Mapped[dict[str, Any]] = mapped_column(JSONB)


class BufferRow(Base):
    __tablename__ = "buffers"

    graph_id: Mapped[int] = mapped_column(ForeignKey("graphs.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    kind: Mapped[str | None] = mapped_column(Text)
    dtype: Mapped[str | None] = mapped_column(Text)
    shape: Mapped[list[Any] | None] = mapped_column(JSONB)  # JSON: a dimension may be a symbol such as `s0`
    stride: Mapped[list[Any] | None] = mapped_column(JSONB)
    nbytes: Mapped[int | None] = mapped_column(BigInteger)
    device: Mapped[str | None] = mapped_column(Text)
    producer: Mapped[str | None] = mapped_column(Text)
    users: Mapped[list[str]] = mapped_column(ARRAY(Text))
    aliases: Mapped[list[str]] = mapped_column(ARRAY(Text))
    mutations: Mapped[list[str]] = mapped_column(ARRAY(Text))
    allocation: Mapped[int | None] = mapped_column(Integer)
    offset: Mapped[int | None] = mapped_column(BigInteger)
    live_start: Mapped[int | None] = mapped_column(Integer)
    live_end: Mapped[int | None] = mapped_column(Integer)
    role: Mapped[str | None] = mapped_column(Text)
    slot: Mapped[str | None] = mapped_column(Text)
    updates: Mapped[str | None] = mapped_column(Text)
    attributes: Mapped[dict[str, Any]] = mapped_column(JSONB)


class DepRow(Base):
    __tablename__ = "deps"

    graph_id: Mapped[int] = mapped_column(ForeignKey("graphs.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    node: Mapped[str] = mapped_column(Text)
    buffer: Mapped[str] = mapped_column(Text)
    kind: Mapped[str] = mapped_column(String(16))
    weak: Mapped[bool] = mapped_column(Boolean)


class TokenRow(Base):
    """An API token of `dumpdiff serve`: the secret is kept only as its SHA-256 (see `service/server/tokens.py`)."""

    __tablename__ = "api_tokens"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    name: Mapped[str] = mapped_column(Text, unique=True)
    key: Mapped[str] = mapped_column(String(32), unique=True)  # the public part of the token, to look it up by
    secret_sha256: Mapped[str] = mapped_column(String(64))
    scope: Mapped[str] = mapped_column(String(8))
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class ComparisonRow(Base):
    """A compare document as the differ of `differ_version` made it, so that readers do not recompute it."""

    __tablename__ = "comparisons"

    base_run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), primary_key=True)
    head_run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), primary_key=True, index=True)
    differ_version: Mapped[str] = mapped_column(String(128), primary_key=True)
    # JSON, not JSONB: the text is kept as written, so it is served as is and its keys keep their order.
    document: Mapped[dict[str, Any]] = mapped_column(JSON)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


NODE_COLUMNS = ("name", "kind", "order", "is_kernel", "kernel", "parent", "members", "device", "ops", "attributes")
BUFFER_COLUMNS = (
    "name", "kind", "dtype", "shape", "stride", "nbytes", "device", "producer", "users", "aliases", "mutations",
    "allocation", "offset", "live_start", "live_end", "role", "slot", "updates", "attributes",
)  # fmt: skip
# Graph fields stored as columns of their own, beside name, format, source and the kernel counts.
GRAPH_MEMORY_COLUMNS = (
    "total_bytes", "peak_bytes", "bytes_source", "schedule", "timeline", "peak_step", "timeline_note",
)  # fmt: skip
DEP_COLUMNS = ("node", "buffer", "kind", "weak")


TABLES = (("nodes", NODE_COLUMNS, "nodes"), ("buffers", BUFFER_COLUMNS, "buffers"), ("deps", DEP_COLUMNS, "deps"))


CHUNK_ROWS = 5000  # rows encoded at a time, so that the server stores one chunk while the next is encoded


def _chunks(run: Run, table: str, columns: Sequence[str], field_name: str) -> Iterator[tuple[int, list[str]]]:
    """A table's rows of a run in COPY's text format, graph by graph, a chunk at a time: (graph position,
    "position\tvalues..." lines). Rows carry no graph id, which is unknown until the graph row exists."""
    types = [Base.metadata.tables[table].c[c].type for c in columns]
    for graph_position, graph in enumerate(run.graphs):
        records: Sequence[Any] = getattr(graph, field_name)
        for start in range(0, len(records), CHUNK_ROWS):
            chunk = records[start : start + CHUNK_ROWS]
            # Column by column: a column's values are encoded in one sweep, rows are zipped together at the end.
            encoded = [_copy_column(t, list(map(attrgetter(c), chunk))) for t, c in zip(types, columns, strict=True)]
            positions = map(str, range(start, start + len(chunk)))
            yield graph_position, list(map("\t".join, zip(positions, *encoded, strict=True)))


def _header_digest(run: Run) -> Any:
    digest = hashlib.sha256()
    for graph in run.graphs:
        memory = [getattr(graph, c) for c in GRAPH_MEMORY_COLUMNS]
        header = [graph.name, graph.format, *memory, dict(graph.attributes)]
        digest.update(json.dumps(header, sort_keys=True).encode())
    return digest


def _content_hash(run: Run) -> str:
    """The hash of what a run stores: the same graphs give the same hash, wherever their files lay on disk."""
    digest = _header_digest(run)
    for table in TABLES:
        for _, lines in _chunks(run, *table):
            digest.update("".join(lines).encode())
    return str(digest.hexdigest())


@dataclass(frozen=True, slots=True)
class IngestResult:
    run_id: int
    status: str  # stored | unchanged | replaced
    rows: int


def save_run(
    session: Session, run: Run, *, commit: str, label: str = "", ref: str | None = None, replace: bool = False
) -> IngestResult:
    """Stores `run` for (commit, label) inside the caller's transaction; the caller commits."""
    # Checked here too, whatever the caller did: a value the columns cannot hold fails in the database, with its SQL.
    commit = validate.commit(commit)
    if label:
        validate.label(label)
    if ref is not None:
        validate.ref(ref)
    # Concurrent ingests of one commit queue here; different commits do not wait for each other.
    session.execute(select(func.pg_advisory_xact_lock(func.hashtext(f"{commit}/{label}"))))
    existing = session.scalars(select(RunRow).where(RunRow.commit == commit, RunRow.label == label)).one_or_none()
    status = "stored"
    if existing is not None:
        if existing.content_hash == _content_hash(run):
            return IngestResult(existing.id, "unchanged", 0)
        if not replace:
            raise RunConflictError(
                f"commit {commit} already has a different run"
                + (f" labelled {label!r}" if label else "")
                + ": pass --replace to overwrite it"
            )
        session.delete(existing)
        session.flush()
        status = "replaced"
    row = RunRow(
        commit=commit, label=label, ref=ref, content_hash="", source=run.source, run_metadata=dict(run.attributes)
    )
    session.add(row)
    session.flush()
    rows, row.content_hash = _copy_graphs(session, row.id, run)  # the hash is known once every row is written
    session.flush()
    return IngestResult(row.id, status, rows)


def _copy_graphs(session: Session, run_id: int, run: Run) -> tuple[int, str]:
    """Writes the graphs of a run; returns the rows written and the run's content hash."""
    graph_ids = []
    for position, graph in enumerate(run.graphs):
        graph_row = GraphRow(
            run_id=run_id,
            position=position,
            name=graph.name,
            format=graph.format,
            source=graph.source,
            **{c: getattr(graph, c) for c in GRAPH_MEMORY_COLUMNS},
            kernels=len(graph.kernels),
            fused_kernels=len(graph.fused_kernels),
            attributes=dict(graph.attributes),
        )
        session.add(graph_row)
        session.flush()
        graph_ids.append(graph_row.id)
    cursor = session.connection().connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    digest = _header_digest(run)
    rows = len(run.graphs) + 1
    for table, columns, field_name in TABLES:
        quoted = ", ".join(f'"{c}"' for c in ("graph_id", "position", *columns))
        with cursor.copy(f"COPY {table} ({quoted}) FROM STDIN") as copy:
            for graph_position, lines in _chunks(run, table, columns, field_name):
                prefix = f"{graph_ids[graph_position]}\t"
                copy.write(prefix + f"\n{prefix}".join(lines) + "\n")
                digest.update("".join(lines).encode())
                rows += len(lines)
    return rows, str(digest.hexdigest())


COPY_ESCAPES = str.maketrans({"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"})
NEEDS_ESCAPE = re.compile(r"[\\\t\n\r]").search
NULL = "\\N"


def _copy_column(column_type: Any, values: list[Any]) -> list[str]:
    """One column's values in COPY's text format, by the column's SQL type."""
    if isinstance(column_type, JSONB):
        if values and isinstance(values[0], Mapping):  # attributes: unhashable, and they rarely repeat
            return list(map(_copy_json, values))
        return _encode_each_once(values, _copy_json)
    if isinstance(column_type, ARRAY):
        return _encode_each_once(values, _copy_array)
    if isinstance(column_type, Boolean):
        return ["t" if v else "f" for v in values]
    if isinstance(column_type, Integer | BigInteger):
        return [NULL if v is None else str(v) for v in values]
    texts = [NULL if v is None else v for v in values]
    if NEEDS_ESCAPE("".join(filter(None, values))):
        texts = [NULL if v is None else v.translate(COPY_ESCAPES) for v in values]
    return texts


def _encode_each_once(values: list[Any], encode: Callable[[Any], str]) -> list[str]:
    """Shapes, op lists and member lists repeat across a graph: each distinct one is encoded once."""
    distinct = {value: encode(value) for value in set(values)}
    return list(map(distinct.__getitem__, values))


def _copy_array(items: Sequence[str]) -> str:
    body = '","'.join(items)
    if "\\" not in body and body.count('"') == 2 * (len(items) - 1) and not NEEDS_ESCAPE(body):
        return '{"' + body + '"}' if items else "{}"  # no item needs escaping
    quoted = ",".join('"' + item.replace("\\", "\\\\").replace('"', '\\"') + '"' for item in items)
    return ("{" + quoted + "}").translate(COPY_ESCAPES)


def _copy_json(value: Any) -> str:
    if value is None:
        return NULL
    if not value:
        return "[]" if isinstance(value, tuple) else "{}"
    return json.dumps(list(value) if isinstance(value, tuple) else dict(value)).translate(COPY_ESCAPES)


def find_run(session: Session, commit: str, label: str | None) -> RunRow:
    """The run of a full or unambiguous short SHA (and label)."""
    query = select(RunRow).where(
        RunRow.commit.startswith(commit.lower(), autoescape=True), RunRow.label == (label or "")
    )
    matches = session.scalars(query.order_by(RunRow.created.desc())).all()
    commits = sorted({m.commit for m in matches})
    if not commits:
        suffix = f" with label {label!r}" if label else ""
        raise RunNotFoundError(f"{commit}: expected an ingested commit{suffix} or a dump path, found neither")
    if len(commits) > 1:
        raise AmbiguousCommitError(f"{commit}: ambiguous, matches commits {', '.join(c[:12] for c in commits[:5])}")
    return matches[0]


def read_runs(session: Session, rows: Sequence[RunRow]) -> list[Run]:
    """Several runs in four queries in all: their graphs, then all their nodes, buffers and deps."""
    with collector_paused():
        return _read_runs(session, rows)


def _read_runs(session: Session, rows: Sequence[RunRow]) -> list[Run]:
    graph_rows = session.scalars(
        select(GraphRow).where(GraphRow.run_id.in_([row.id for row in rows])).order_by(GraphRow.position)
    ).all()
    ids = [g.id for g in graph_rows]
    children = {
        model: _load_records(session, model, record_type, columns, ids)
        for model, record_type, columns in (
            (NodeRow, Node, NODE_COLUMNS),
            (BufferRow, Buffer, BUFFER_COLUMNS),
            (DepRow, Dep, DEP_COLUMNS),
        )
    }
    graphs_of_run: dict[int, list[Graph]] = defaultdict(list)
    for g in graph_rows:
        graphs_of_run[g.run_id].append(
            Graph(
                name=g.name,
                format=g.format,
                source=g.source,
                total_bytes=g.total_bytes,
                peak_bytes=g.peak_bytes,
                bytes_source=g.bytes_source,
                schedule=tuple(g.schedule),
                timeline=tuple(g.timeline),
                peak_step=g.peak_step,
                timeline_note=g.timeline_note,
                attributes=g.attributes,
                nodes=tuple(children[NodeRow][g.id]),
                buffers=tuple(children[BufferRow][g.id]),
                deps=tuple(children[DepRow][g.id]),
            )
        )
    return [
        Run(
            source=row.source,
            graphs=tuple(graphs_of_run[row.id]),
            attributes={**row.run_metadata, "commit": row.commit, "ref": row.ref, "label": row.label or None},
        )
        for row in rows
    ]


def _load_records(
    session: Session, model: type[Base], record_type: type[Any], columns: Sequence[str], graph_ids: list[int]
) -> dict[int, list[Any]]:
    """The records of some graphs, by graph id, in their order. Through the driver's own cursor, whose rows are plain
    tuples with arrays already lists (SQLAlchemy's per-value result processing was a third of reading a run back),
    and JSON decoded column by column: reading a large run back is dominated by per-row work."""
    table = model.__table__
    selected = ", ".join(f'"{c}"::text' if isinstance(table.c[c].type, JSONB) else f'"{c}"' for c in columns)
    query = f"SELECT graph_id, {selected} FROM {model.__tablename__} WHERE graph_id = ANY(%s)"
    query += " ORDER BY graph_id, position"
    with closing(session.connection().connection.cursor()) as cursor:
        cursor.execute(query, (graph_ids,))
        rows = cursor.fetchall()
    if not rows:
        return defaultdict(list)
    graph_column, *values = zip(*rows, strict=True)
    decoded: list[Sequence[Any]] = []
    for name, fetched in zip(columns, values, strict=True):
        sql_type = table.c[name].type
        column: Sequence[Any] = fetched
        if isinstance(sql_type, JSONB):
            column = json.loads("[" + ",".join("null" if v is None else v for v in column) + "]")
        if isinstance(sql_type, ARRAY | JSONB) and name != "attributes":
            column = [None if v is None else tuple(v) for v in column]  # the model holds tuples
        decoded.append(column)
    records: dict[int, list[Any]] = defaultdict(list)
    for graph_id, record in zip(graph_column, zip(*decoded, strict=True), strict=True):
        records[graph_id].append(record_type(**dict(zip(columns, record, strict=True))))
    return records


def load_stored_runs(commits: Sequence[str], label: str | None = None) -> list[Run]:
    """Stored runs as `compare` takes them (see `dumpdiff.service.sources`), read in one session."""
    from dumpdiff.service.db import engine

    with Session(engine()) as session:
        return read_runs(session, [find_run(session, commit, label) for commit in commits])


def list_runs(session: Session, ref: str | None = None) -> list[dict[str, Any]]:
    return describe_runs(session, session.scalars(runs_query(ref)).all())


def runs_query(ref: str | None, label: str | None = None, before: tuple[datetime, int] | None = None) -> Select[RunRow]:
    """Runs newest first; `before` (created, id) goes on from the last run of a previous page."""
    query = select(RunRow).order_by(RunRow.created.desc(), RunRow.id.desc())
    if ref is not None:
        query = query.where(RunRow.ref == ref)
    if label is not None:
        query = query.where(RunRow.label == label)
    if before is not None:
        query = query.where(tuple_(RunRow.created, RunRow.id) < before)
    return query


def describe_runs(session: Session, runs: Sequence[RunRow]) -> list[dict[str, Any]]:
    counts = dict(
        session.execute(
            select(GraphRow.run_id, func.sum(GraphRow.kernels))
            .where(GraphRow.run_id.in_([r.id for r in runs]))
            .group_by(GraphRow.run_id)
        ).all()
    )
    return [
        {
            "commit": r.commit,
            "label": r.label or None,
            "ref": r.ref,
            "created": r.created.isoformat(),
            "source": r.source,
            "kernels": int(counts.get(r.id) or 0),
            "metadata": r.run_metadata,
            "content_hash": r.content_hash,
        }
        for r in runs
    ]


def commits_with_runs(session: Session, commits: Sequence[str], label: str | None) -> set[str]:
    query = select(RunRow.commit).where(RunRow.commit.in_(list(commits)), RunRow.label == (label or ""))
    return set(session.scalars(query))


def newest_run_on_ref(session: Session, ref: str, label: str | None) -> RunRow | None:
    query = select(RunRow).where(RunRow.ref == ref, RunRow.label == (label or "")).order_by(RunRow.created.desc())
    return session.scalars(query.limit(1)).first()
