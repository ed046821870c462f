"""What the API and the pages both read from the store: the stored compare of two runs and a ref's history."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Text, func, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from dumpdiff.service.config import Config
from dumpdiff.service.server.verdicts import compare_document, differ_version, flags_of
from dumpdiff.service.store import ComparisonRow, GraphRow, RunRow, read_runs, runs_query


def comparison_text(session: Session, base: RunRow, head: RunRow, config: Config) -> str:
    """The compare document of two stored runs as JSON text: stored after its first computation (in the caller's
    transaction), keyed by both runs and the differ's version."""
    version = differ_version(config)
    key = (ComparisonRow.base_run_id == base.id, ComparisonRow.head_run_id == head.id)
    stored = session.scalar(
        select(ComparisonRow.document.cast(Text)).where(*key, ComparisonRow.differ_version == version)
    )
    if stored is not None:
        return stored
    base_run, head_run = read_runs(session, [base, head])
    document = compare_document(base_run, head_run, config)
    row = {"base_run_id": base.id, "head_run_id": head.id, "differ_version": version, "document": document}
    session.execute(insert(ComparisonRow).values(row).on_conflict_do_nothing())
    return json.dumps(document)


def history_points(
    session: Session, ref: str, label: str, graph: str | None, limit: int, config: Config
) -> list[dict[str, Any]]:
    """Per commit of `ref`, oldest first: kernels, fused kernels, total and peak bytes (of one graph with `graph`),
    and the regression flags against the commit before (None for the first)."""
    rows = list(reversed(session.scalars(runs_query(ref, label).limit(limit + 1)).all()))
    sums = _graph_sums(session, [r.id for r in rows], graph)
    points = []
    for previous, row in zip([None, *rows], rows, strict=False):
        if previous is None and len(rows) > limit:
            continue  # the oldest is there only as the first point's predecessor
        flags = None
        if previous is not None:
            flags = flags_of(json.loads(comparison_text(session, previous, row, config)), graph)
        points.append(
            {
                "commit": row.commit,
                "previous": previous.commit if previous is not None else None,
                "created": row.created.isoformat(),
                **sums[row.id],
                "flags": flags,
            }
        )
    return points


def _graph_sums(session: Session, run_ids: list[int], graph: str | None) -> dict[int, dict[str, Any]]:
    query = select(
        GraphRow.run_id,
        func.sum(GraphRow.kernels),
        func.sum(GraphRow.fused_kernels),
        func.sum(GraphRow.total_bytes),
        func.sum(GraphRow.peak_bytes),
    ).where(GraphRow.run_id.in_(run_ids))
    if graph is not None:
        query = query.where(GraphRow.name == graph)
    found = {
        run_id: {"kernels": kernels, "fused_kernels": fused, "total_bytes": total, "peak_bytes": peak}
        for run_id, kernels, fused, total, peak in session.execute(query.group_by(GraphRow.run_id))
    }
    absent = {"kernels": None, "fused_kernels": None, "total_bytes": None, "peak_bytes": None}
    return {run_id: {k: v if v is None else int(v) for k, v in found.get(run_id, absent).items()} for run_id in run_ids}
