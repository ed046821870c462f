"""The service's web pages: Home, Run, Compare and History, rendered on the server with Jinja2 (autoescaping on:
every name comes from a dump and is untrusted). The pages need no JavaScript: tables sort and filter through links
and a form, and the pictures are inline SVG (`charts.py`). Nothing is fetched at run time.

Large inputs are bounded: a run's kernels come a page at a time, a timeline is sampled to a few hundred points, the
fusion diagram draws the first fusions (the findings' tables list them all), a history is at most `HISTORY_LIMIT`
commits."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse
from jinja2 import Environment, PackageLoader, select_autoescape
from sqlalchemy import func, select
from sqlalchemy.orm import Session
from starlette.exceptions import HTTPException

from dumpdiff.service import db
from dumpdiff.service.config import Config
from dumpdiff.service.finding_kinds import FINDING_KINDS
from dumpdiff.service.report.lines import bytes_line, graph_title, headline, side_name
from dumpdiff.service.server import charts
from dumpdiff.service.server.queries import comparison_text, history_points
from dumpdiff.service.store import BufferRow, GraphRow, NodeRow, RunRow, find_run, runs_query
from dumpdiff.service.units import human_bytes

SOME_COMMIT = re.compile(r"[0-9a-fA-F]{4,64}")
NAME_LIMIT = 200
KERNELS_PER_PAGE = 100
FINDINGS_PER_PAGE = 100  # per kind of finding
SERIES_LIMIT = 50  # ref/label series on the home page
TREND_RUNS = 20  # runs in a home page trend
HISTORY_LIMIT = 500
HISTORY_TABLE_ROWS = 100  # the newest commits listed under a history's charts (the charts draw all)
SINCE_WHEN_RUNS = 20  # how far back "since when" looks
GRAPHS_DRAWN = 8  # memory timelines on a compare page
# Loop-body bookkeeping, not the work a kernel does: left out of the ops a diagram box shows.
BOOKKEEPING_OPS = frozenset(
    ("load", "store", "store_reduction", "constant", "to_dtype", "index_expr", "masked", "indirect_indexing")
)
KERNEL_SORTS = ("order", "name", "kernel", "kind", "ops", "shapes", "bytes")

templates = Environment(
    loader=PackageLoader("dumpdiff.service.server", "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    trim_blocks=True,
    lstrip_blocks=True,
)
templates.filters["bytes"] = human_bytes
templates.globals["short"] = lambda commit: (commit or "")[:12]

router = APIRouter(include_in_schema=False)

Name = Annotated[str, Query(max_length=NAME_LIMIT)]


def page(name: str, status: int = 200, **context: Any) -> HTMLResponse:
    return HTMLResponse(templates.get_template(name).render(**context), status_code=status)


def error_page(status: int, message: str) -> HTMLResponse:
    return page("error.html", status=status, status_code=status, message=message)


def _reading() -> Session:
    # Pages render their rows after the transaction ends: nothing in them is reloaded.
    return Session(db.engine(), expire_on_commit=False)


def _commit(text: str) -> str:
    if not SOME_COMMIT.fullmatch(text):
        raise HTTPException(422, f"{text[:80]!r}: expected a commit SHA (4 to 64 hex digits)")
    return text


def _config(request: Request) -> Config:
    return request.app.state.settings.config


@router.get("/", response_class=HTMLResponse)
def home(request: Request) -> HTMLResponse:
    """Each ref and label with its latest run, that run's verdict against the one before, and a trend."""
    with _reading() as session, session.begin():
        newest = func.max(RunRow.created)
        series_rows = session.execute(
            select(RunRow.ref, RunRow.label, newest)
            .where(RunRow.ref.is_not(None))
            .group_by(RunRow.ref, RunRow.label)
            .order_by(newest.desc())
            .limit(SERIES_LIMIT)
        ).all()
        series = [_series(session, ref, label, _config(request)) for ref, label, _ in series_rows if ref is not None]
        latest = session.scalars(runs_query(None).limit(20)).all()
    return page("home.html", series=series, latest=latest)


def _series(session: Session, ref: str, label: str, config: Config) -> dict[str, Any]:
    rows = list(reversed(session.scalars(runs_query(ref, label).limit(TREND_RUNS)).all()))
    sums = _run_sums(session, [r.id for r in rows])
    latest, previous = rows[-1], (rows[-2] if len(rows) > 1 else None)
    verdict = None
    if previous is not None:
        verdict = json.loads(comparison_text(session, previous, latest, config))
    labels = [f"{r.commit[:12]}" for r in rows]
    trend = charts.line_chart(
        "kernels",
        [charts.SeriesInput(name="kernels", css_class="head", values=[sums[r.id][0] for r in rows], labels=labels)],
        as_bytes=False,
        size=(320, 90),
    )
    peaks = charts.line_chart(
        "peak bytes",
        [charts.SeriesInput(name="peak", css_class="head", values=[sums[r.id][1] for r in rows], labels=labels)],
        size=(320, 90),
    )
    return {
        "ref": ref,
        "label": label,
        "latest": latest,
        "previous": previous,
        "verdict": verdict,
        "headline": headline(verdict) if verdict else None,
        "trends": (trend, peaks),
    }


def _run_sums(session: Session, run_ids: list[int]) -> dict[int, tuple[int, int]]:
    """Kernels and peak bytes per run (a graph without a known peak counts nothing)."""
    found = session.execute(
        select(GraphRow.run_id, func.sum(GraphRow.kernels), func.coalesce(func.sum(GraphRow.peak_bytes), 0))
        .where(GraphRow.run_id.in_(run_ids))
        .group_by(GraphRow.run_id)
    ).all()
    sums = {run_id: (int(kernels or 0), int(peak or 0)) for run_id, kernels, peak in found}
    return {run_id: sums.get(run_id, (0, 0)) for run_id in run_ids}


@dataclass(frozen=True, slots=True, kw_only=True)
class KernelRow:
    order: int
    name: str
    kernel: str
    kind: str
    ops: str
    shapes: str
    bytes: int


@router.get("/runs/{commit}", response_class=HTMLResponse)
def run_page(
    commit: str,
    label: Name = "",
    graph: Annotated[str | None, Query(max_length=NAME_LIMIT)] = None,
    q: Annotated[str, Query(max_length=NAME_LIMIT)] = "",
    sort: Annotated[str, Query(max_length=20)] = "order",
    desc: bool = False,
    page_number: Annotated[int, Query(alias="page", ge=1, le=100_000)] = 1,
) -> HTMLResponse:
    """A run's graphs, and the kernels of one graph in a table sorted, filtered and paged by the query."""
    if sort not in KERNEL_SORTS:
        raise HTTPException(422, f"sort: expected one of {', '.join(KERNEL_SORTS)}")
    with _reading() as session:
        row = find_run(session, _commit(commit), label)
        graphs = session.scalars(select(GraphRow).where(GraphRow.run_id == row.id).order_by(GraphRow.position)).all()
        chosen = next((g for g in graphs if g.name == graph), graphs[0] if graphs and graph is None else None)
        if graph is not None and chosen is None:
            raise HTTPException(404, f"{graph[:80]!r}: no graph of that name in run {row.commit[:12]}")
        kernels = _kernel_rows(session, chosen.id) if chosen is not None else []
    needle = q.lower()
    shown = [k for k in kernels if not needle or any(needle in text.lower() for text in (k.name, k.kernel, k.ops))]
    shown.sort(key=lambda k: getattr(k, sort), reverse=desc)
    pages = max((len(shown) + KERNELS_PER_PAGE - 1) // KERNELS_PER_PAGE, 1)
    start = (min(page_number, pages) - 1) * KERNELS_PER_PAGE
    return page(
        "run.html",
        run=row,
        graphs=graphs,
        chosen=chosen,
        kernels=shown[start : start + KERNELS_PER_PAGE],
        matching=len(shown),
        total=len(kernels),
        query={"label": label, "graph": chosen.name if chosen else None, "q": q, "sort": sort, "desc": desc},
        page_number=min(page_number, pages),
        pages=pages,
        sorts=KERNEL_SORTS,
    )


def _kernel_rows(session: Session, graph_id: int) -> list[KernelRow]:
    by_name = _nodes(session, graph_id)
    buffers = BufferRow.__table__.c
    written: dict[str, list[tuple[Any, int]]] = {}
    for producer, shape, nbytes in session.connection().execute(
        select(buffers.producer, buffers.shape, buffers.nbytes).where(buffers.graph_id == graph_id)
    ):
        if producer is not None:
            written.setdefault(producer, []).append((shape, nbytes or 0))
    rows = []
    for node in by_name.values():
        if not node.is_kernel:
            continue
        leaves = [by_name[m] for m in node.members if m in by_name] or [node]
        outputs = [
            out for name in dict.fromkeys([node.name, *(leaf.name for leaf in leaves)]) for out in written.get(name, ())
        ]
        rows.append(
            KernelRow(
                order=node.order,
                name=node.name,
                kernel=node.kernel or node.name,
                kind=node.kind,
                ops=_work(op for leaf in leaves for op in leaf.ops),
                shapes=", ".join(_shape(shape) for shape, _ in outputs[:8]) + (" ..." if len(outputs) > 8 else ""),
                bytes=sum(nbytes for _, nbytes in outputs),
            )
        )
    return rows


def _work(ops: Iterable[str], limit: int = 8) -> str:
    """The distinct ops that are the kernel's work, in order of first use."""
    seen: dict[str, None] = {}
    for op in ops:
        name = op.split(":", 1)[0]
        if name not in BOOKKEEPING_OPS:
            seen.setdefault(op if name == "reduction" else name, None)
    names = list(seen)
    return ", ".join(names[:limit]) + (f" (+{len(names) - limit})" if len(names) > limit else "")


def _shape(shape: Sequence[Any] | None) -> str:
    return "?" if shape is None else "[" + ", ".join(map(str, shape)) + "]"


@router.get("/compare/{span}", response_class=HTMLResponse)
def compare_page(
    request: Request,
    span: str,
    label: Name = "",
    kind: Annotated[str, Query(max_length=40)] = "",
    page_number: Annotated[int, Query(alias="page", ge=1, le=100_000)] = 1,
) -> HTMLResponse:
    """`/compare/BASE...HEAD`: the verdict, every finding with both sides' names and since when it is there, the
    fusion diagram and the memory timelines."""
    base, dots, head = span.partition("...")
    if not dots:
        raise HTTPException(404, f"{span[:80]!r}: expected /compare/BASE...HEAD")
    with _reading() as session, session.begin():
        base_row, head_row = find_run(session, _commit(base), label), find_run(session, _commit(head), label)
        document = json.loads(comparison_text(session, base_row, head_row, _config(request)))
        graph_ids = _graph_ids(session, base_row.id), _graph_ids(session, head_row.id)
        fusions = _fusions(session, document, graph_ids)
        timelines = _timelines(session, document, graph_ids)
        since = _since_when(session, document, base_row, head_row, _config(request))
    findings = []
    for key, heading, rows in _findings_by_kind(document):
        pages = max((len(rows) + FINDINGS_PER_PAGE - 1) // FINDINGS_PER_PAGE, 1)
        shown = min(page_number, pages) if key == kind else 1
        start = (shown - 1) * FINDINGS_PER_PAGE
        listed = [(g, f, since.get(_finding_key(g, f))) for g, f in rows[start : start + FINDINGS_PER_PAGE]]
        findings.append(
            {"key": key, "heading": heading, "count": len(rows), "rows": listed, "page": shown, "pages": pages}
        )
    return page(
        "compare.html",
        document=document,
        base=base_row,
        head=head_row,
        label=label,
        headline=headline(document),
        bytes_line=bytes_line(document),
        base_name=side_name(document["base"]),
        head_name=side_name(document["head"]),
        findings=findings,
        diagram=charts.fusion_diagram(fusions),
        timelines=timelines,
        graph_title=graph_title,
        box=(charts.BOX_WIDTH, charts.BOX_HEIGHT),
    )


def _findings_by_kind(
    document: dict[str, Any],
) -> list[tuple[str, str, list[tuple[dict[str, Any], dict[str, Any]]]]]:
    grouped: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {}
    for graph in document["graphs"]:
        for finding in graph["findings"]:
            grouped.setdefault("accepted" if finding["accepted"] else finding["kind"], []).append((graph, finding))
    ordered = [(kind.name, kind.heading, grouped[kind.name]) for kind in FINDING_KINDS if kind.name in grouped]
    return ordered + ([("accepted", "Accepted", grouped["accepted"])] if "accepted" in grouped else [])


def _graph_ids(session: Session, run_id: int) -> dict[str, int]:
    return dict(session.execute(select(GraphRow.name, GraphRow.id).where(GraphRow.run_id == run_id)).all())


def _fusions(
    session: Session, document: dict[str, Any], graph_ids: tuple[dict[str, int], dict[str, int]]
) -> list[charts.FusionInput]:
    """Lost and new fusions with each side's kernels and their ops, read from the stored runs' nodes (one query per
    side and graph)."""
    drawn = [
        (graph, finding)
        for graph in document["graphs"]
        for finding in graph["findings"]
        if finding["kind"] in ("lost_fusion", "new_fusion")
    ][: charts.DIAGRAM_ROWS]
    wanted: dict[int, set[str]] = {}
    for graph, finding in drawn:
        for side, ids in zip(("base", "head"), graph_ids, strict=True):
            if (graph_id := ids.get(graph[side] or "")) is not None:
                wanted.setdefault(graph_id, set()).update(finding[side]["nodes"])
    nodes = {graph_id: _nodes(session, graph_id, names) for graph_id, names in wanted.items()}
    fusions = []
    for graph, finding in drawn:
        sides = []
        for side, ids in zip(("base", "head"), graph_ids, strict=True):
            by_name = nodes.get(ids.get(graph[side] or "", -1), {})
            sides.append(_side_kernels(by_name, finding[side]["nodes"]))
        fusions.append(
            charts.FusionInput(kind=finding["kind"], graph=graph["head"] or graph["base"], base=sides[0], head=sides[1])
        )
    return fusions


def _nodes(session: Session, graph_id: int, names: Iterable[str] | None = None) -> dict[str, Any]:
    """A graph's nodes (or those named) by name: plain rows, read through Core (ORM rows cost more than the query)."""
    table = NodeRow.__table__
    query = select(
        table.c.name, table.c.kind, table.c.order, table.c.is_kernel, table.c.kernel, table.c.members, table.c.ops
    ).where(table.c.graph_id == graph_id)
    if names is not None:
        query = query.where(table.c.name.in_(list(names)))
    return {row.name: row for row in session.connection().execute(query.order_by(table.c.position))}


def _side_kernels(by_name: dict[str, Any], names: list[str]) -> list[tuple[str, str]]:
    """(kernel name, its ops) of the kernel nodes among `names`, in the finding's order."""
    kernels = []
    for name in names:
        node = by_name.get(name)
        if node is None or not node.is_kernel:
            continue
        leaves = [by_name[m] for m in node.members if m in by_name] or [node]
        members = f" ({node.name})" if node.members else ""
        ops = _work(op for leaf in leaves for op in leaf.ops) or ", ".join(node.members) or node.name
        kernels.append((f"{node.kernel or node.name}{members}", ops))
    return kernels


def _timelines(
    session: Session, document: dict[str, Any], graph_ids: tuple[dict[str, int], dict[str, int]]
) -> list[dict[str, Any]]:
    """Per paired graph with a timeline: base and head live bytes on one chart, from the stored runs' graphs."""
    drawn: list[dict[str, Any]] = []
    for graph in document["graphs"]:
        if len(drawn) >= GRAPHS_DRAWN:
            break
        inputs = []
        for side, ids in zip(("base", "head"), graph_ids, strict=True):
            graph_id = ids.get(graph[side] or "")
            if graph_id is None:
                continue
            schedule, timeline = session.execute(
                select(GraphRow.schedule, GraphRow.timeline).where(GraphRow.id == graph_id)
            ).one()
            if timeline:
                inputs.append(charts.timeline_input(side, side, schedule, timeline))
        if inputs:
            drawn.append(
                {
                    "graph": graph,
                    "chart": charts.line_chart(f"live bytes per step: {graph_title(graph)}", inputs),
                    "attribution": graph.get("peak_attribution"),
                }
            )
    return drawn


def _finding_key(graph: dict[str, Any], finding: dict[str, Any]) -> tuple[Any, ...]:
    """What identifies a finding across compares: its kind, graph and both sides' kernels, without the numeric
    suffixes Inductor and XLA renumber."""

    def names(side: dict[str, Any]) -> tuple[str, ...]:
        return tuple(sorted(re.sub(r"[._]\d+$", "", name) for name in side["kernels"]))

    return finding["kind"], graph["head"] or graph["base"], names(finding["base"]), names(finding["head"])


@dataclass(frozen=True, slots=True, kw_only=True)
class SinceWhen:
    commit: str
    previous: str
    runs_ago: int


def _since_when(
    session: Session, document: dict[str, Any], base: RunRow, head: RunRow, config: Config
) -> dict[tuple[Any, ...], SinceWhen]:
    """For each finding, the first commit of the head's ref where it appeared: walking back from the head, the
    first commit whose compare with its predecessor holds the finding (up to `SINCE_WHEN_RUNS` back)."""
    if head.ref is None:
        return {}
    wanted = {_finding_key(g, f) for g in document["graphs"] for f in g["findings"]}
    older = session.scalars(runs_query(head.ref, head.label, (head.created, head.id)).limit(SINCE_WHEN_RUNS + 1)).all()
    found: dict[tuple[Any, ...], SinceWhen] = {}
    chain = [head, *older]
    for runs_ago, (current, previous) in enumerate(itertools.pairwise(chain)):
        if not wanted - found.keys():
            break
        step = json.loads(comparison_text(session, previous, current, config))
        for graph in step["graphs"]:
            for finding in graph["findings"]:
                key = _finding_key(graph, finding)
                if key in wanted and key not in found:
                    found[key] = SinceWhen(commit=current.commit, previous=previous.commit, runs_ago=runs_ago)
    return found


@router.get("/history", response_class=HTMLResponse)
def history_page(
    request: Request,
    ref: Name,
    label: Name = "",
    graph: Annotated[str | None, Query(max_length=NAME_LIMIT)] = None,
    limit: Annotated[int, Query(ge=2, le=HISTORY_LIMIT)] = 100,
) -> HTMLResponse:
    """Kernels, fused kernels, total and peak bytes over the ref's commits; a point opens its compare."""
    graph = graph or None
    with _reading() as session, session.begin():
        points = history_points(session, ref, label, graph, limit, _config(request))
        run_ids = select(RunRow.id).where(RunRow.ref == ref, RunRow.label == label)
        graph_names = session.scalars(
            select(GraphRow.name).where(GraphRow.run_id.in_(run_ids)).distinct().order_by(GraphRow.name).limit(100)
        ).all()
    suffix = f"?{urlencode({'label': label})}" if label else ""
    hrefs = [f"/compare/{p['previous']}...{p['commit']}{suffix}" if p["previous"] else None for p in points]
    labels = [f"{p['commit'][:12]} {p['created'][:19]}: {', '.join(p['flags'] or ()) or 'no flag'}" for p in points]
    marked = [bool(p["flags"]) for p in points]

    def chart(title: str, key: str, as_bytes: bool) -> charts.Chart:
        values = [p[key] or 0 for p in points]
        entry = charts.SeriesInput(name=key, css_class="head", values=values, labels=labels, hrefs=hrefs, marked=marked)
        return charts.line_chart(title, [entry], as_bytes=as_bytes, size=(640, 200))

    pictures = [
        chart("kernels", "kernels", False),
        chart("fused kernels", "fused_kernels", False),
        chart("total bytes", "total_bytes", True),
        chart("peak bytes", "peak_bytes", True),
    ]
    return page(
        "history.html",
        ref=ref,
        label=label,
        graph=graph,
        graph_names=graph_names,
        points=list(zip(points, hrefs, strict=True))[::-1][:HISTORY_TABLE_ROWS],
        more_points=max(len(points) - HISTORY_TABLE_ROWS, 0),
        charts=pictures,
    )
