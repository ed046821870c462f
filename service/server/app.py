"""The ASGI application: `create_app()` (a factory for uvicorn's `--factory` or gunicorn's uvicorn worker) serves
`/api/v1` and `/healthz` over the store that `dumpdiff ingest` writes.

Nothing that matters lives in the process: runs, tokens and stored compares are in Postgres, so any number of
workers and hosts can share one database. Settings come from the environment (what `dumpdiff serve` sets from
its options), so every worker process reads the same ones. Uploads are parsed in spawned child processes: a
script of one's own that starts the app must keep its start-up under `if __name__ == "__main__":`.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import anyio
from fastapi import Depends, FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.exceptions import HTTPException

from dumpdiff.ingest.errors import DumpError
from dumpdiff.service import db
from dumpdiff.service.config import Config, ConfigError, load_config
from dumpdiff.service.errors import ServiceError
from dumpdiff.service.server import pages, uploads
from dumpdiff.service.server.queries import comparison_text, history_points
from dumpdiff.service.server.tokens import TokenError, token_scope
from dumpdiff.service.store import (
    AmbiguousCommitError,
    GraphRow,
    RunConflictError,
    RunNotFoundError,
    RunRow,
    describe_runs,
    find_run,
    runs_query,
    save_run,
)

API = "/api/v1"
FULL_COMMIT = r"^[0-9a-fA-F]{7,64}$"
SOME_COMMIT = r"^[0-9a-fA-F]{4,64}$"  # a short SHA as git prints it, or a full one
NAME_LIMIT = 200  # refs, labels and graph names

STATUS_OF_ERROR: dict[type[Exception], int] = {
    RunNotFoundError: 404,
    AmbiguousCommitError: 400,
    RunConflictError: 409,
    TokenError: 400,
    db.DatabaseError: 503,
    ConfigError: 500,
    DumpError: 422,
}


# The settings' environment variables: what `dumpdiff serve` sets from its options, and a team's deployment sets.
READ_TOKEN_VARIABLE = "DUMPDIFF_READ_TOKEN_REQUIRED"
LIMIT_VARIABLES = {
    "compressed_bytes": "DUMPDIFF_MAX_UPLOAD_BYTES",
    "extracted_bytes": "DUMPDIFF_MAX_EXTRACTED_BYTES",
    "files": "DUMPDIFF_MAX_UPLOAD_FILES",
    "parse_seconds": "DUMPDIFF_PARSE_SECONDS",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class ServiceSettings:
    read_token_required: bool = False
    limits: uploads.UploadLimits = field(default_factory=uploads.UploadLimits)
    temporary_root: Path | None = None  # where uploads are unpacked (default: the system's temporary folder)
    config: Config = field(default_factory=load_config)  # thresholds and accepted changes

    @classmethod
    def from_environment(cls) -> ServiceSettings:
        limits: dict[str, Any] = {}
        for key, variable in LIMIT_VARIABLES.items():
            if value := os.environ.get(variable):
                try:
                    limits[key] = float(value) if key == "parse_seconds" else int(value)
                except ValueError:
                    raise ServiceError(f"{variable}={value!r}: expected a number") from None
        required = os.environ.get(READ_TOKEN_VARIABLE, "").lower() in ("1", "true", "yes")
        return cls(read_token_required=required, limits=uploads.UploadLimits(**limits))


def create_app(settings: ServiceSettings | None = None) -> FastAPI:
    app = FastAPI(
        title="dumpdiff",
        summary="Regression diffs for ML compiler dumps: runs pushed by CI, compared on the server.",
        openapi_url=f"{API}/openapi.json",
        docs_url=f"{API}/docs",
        redoc_url=None,
    )
    app.state.settings = settings or ServiceSettings.from_environment()
    # Each upload is parsed in a process of its own: no more at once than there are cores, so that a burst of
    # pushes queues instead of starting dozens of parsers.
    app.state.parsers = anyio.CapacityLimiter(os.cpu_count() or 1)
    _add_error_handlers(app)
    _add_routes(app)
    app.include_router(pages.router, dependencies=[Depends(may_read)])
    return app


def refusal(request: Request, status: int, message: str) -> Response:
    """A page's refusal is a page; the API's is JSON."""
    if request.url.path.startswith(API) or request.url.path == "/healthz":
        return error(status, message)
    return pages.error_page(status, " ".join(message.split("\n")))


def error(status: int, message: str) -> JSONResponse:
    """Every refusal: one line of JSON, never a traceback."""
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    return JSONResponse({"error": " ".join(message.split("\n"))}, status_code=status, headers=headers)


def _add_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(HTTPException)
    async def http_error(request: Request, refused: HTTPException) -> Response:
        return refusal(request, refused.status_code, str(refused.detail))

    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, invalid: RequestValidationError) -> Response:
        problems = [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in invalid.errors()]
        return refusal(request, 422, "; ".join(problems))

    @app.exception_handler(ServiceError)
    @app.exception_handler(DumpError)
    async def expected_failure(request: Request, failure: Exception) -> Response:
        if isinstance(failure, uploads.UploadError):
            return refusal(request, failure.status, str(failure))
        status = next((s for kind, s in STATUS_OF_ERROR.items() if isinstance(failure, kind)), 400)
        return refusal(request, status, str(failure))

    @app.exception_handler(Exception)
    async def unexpected_failure(request: Request, failure: Exception) -> Response:
        return refusal(request, 500, "internal error: see the server's log")


def _scope(request: Request) -> str | None:
    """The scope of the request's bearer token; None without one; 401 for a token that is not valid."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise HTTPException(401, "expected an `Authorization: Bearer TOKEN` header")
    with Session(db.engine()) as session:
        scope = token_scope(session, token.strip())
    if scope is None:
        raise HTTPException(401, "the token is not valid (revoked, mistyped or never made here)")
    return scope


async def may_read(request: Request) -> None:
    # Async, so that an open read costs no trip to the thread pool; only a token's check needs the database.
    if "authorization" not in request.headers and not request.app.state.settings.read_token_required:
        return
    if await anyio.to_thread.run_sync(_scope, request) is None:
        raise HTTPException(401, "this server needs a token to read: `Authorization: Bearer TOKEN`")


async def may_write(request: Request) -> None:
    scope = await anyio.to_thread.run_sync(_scope, request)
    if scope is None:
        raise HTTPException(401, "expected an `Authorization: Bearer TOKEN` header with a write token")
    if scope != "write":
        raise HTTPException(403, "the token may only read; pushing runs needs a token of scope write")


Commit = Annotated[str, Query(pattern=SOME_COMMIT)]
Name = Annotated[str, Query(max_length=NAME_LIMIT)]


def _add_routes(app: FastAPI) -> None:
    @app.get("/healthz", tags=["service"])
    def healthz() -> JSONResponse:
        """200 when the database answers and its schema is at the newest migration, else 503."""
        try:
            current, head = db.revisions(db.engine(migrate=False))
        except ServiceError as failure:
            return error(503, str(failure))
        if current != head:
            return error(503, f"the database is at revision {current or 'none'}, the service needs {head}")
        return JSONResponse({"status": "ok", "revision": current})

    @app.post(f"{API}/runs", tags=["runs"], dependencies=[Depends(may_write)], status_code=201)
    async def push_run(
        request: Request,
        commit: Annotated[str, Query(pattern=FULL_COMMIT)],
        ref: Annotated[str | None, Query(max_length=NAME_LIMIT)] = None,
        label: Name = "",
        base: Annotated[str | None, Query(pattern=SOME_COMMIT)] = None,
        replace: bool = False,
    ) -> Response:
        """Store the uploaded run (the body: an archive of dump folders, or one dump file) and
        compare it with `base`, else with the newest earlier run of `ref`."""
        settings: ServiceSettings = request.app.state.settings
        limits = settings.limits
        too_large = uploads.UploadError(f"the upload is larger than {limits.compressed_bytes:,} bytes", 413)
        declared = request.headers.get("content-length")
        declared_bytes = int(declared) if declared is not None and declared.isascii() and declared.isdigit() else 0
        if declared_bytes > limits.compressed_bytes:
            raise too_large
        folder = Path(tempfile.mkdtemp(prefix="dumpdiff-upload-", dir=settings.temporary_root))
        try:
            body = folder / "body"
            received = 0
            with body.open("wb") as stream:
                async for chunk in request.stream():
                    received += len(chunk)
                    if received > limits.compressed_bytes:
                        raise too_large
                    stream.write(chunk)
            if received == 0:
                raise uploads.UploadError("expected a request body: a .tar.gz, .tar or .zip of dumps, or a dump file")
            status, payload = await anyio.to_thread.run_sync(
                lambda: _store_upload(body, folder / "dump", settings, commit.lower(), ref, label, base, replace),
                limiter=request.app.state.parsers,
            )
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return JSONResponse(payload, status_code=status)

    @app.get(f"{API}/runs", tags=["runs"], dependencies=[Depends(may_read)])
    def list_stored_runs(
        ref: Annotated[str | None, Query(max_length=NAME_LIMIT)] = None,
        label: Annotated[str | None, Query(max_length=NAME_LIMIT)] = None,
        limit: Annotated[int, Query(ge=1, le=500)] = 50,
        cursor: Annotated[str | None, Query(max_length=200)] = None,
    ) -> JSONResponse:
        """Stored runs, newest first; `next_cursor` fetches the next page."""
        with Session(db.engine()) as session:
            rows = session.scalars(runs_query(ref, label, _decode_cursor(cursor)).limit(limit + 1)).all()
            runs = describe_runs(session, rows[:limit])
        more = len(rows) > limit
        next_cursor = _encode_cursor(rows[limit - 1]) if more else None
        return JSONResponse({"schema": "dumpdiff.runs/1", "runs": runs, "next_cursor": next_cursor})

    @app.get(f"{API}/runs/{{commit}}", tags=["runs"], dependencies=[Depends(may_read)])
    def show_run(commit: str, label: Name = "") -> JSONResponse:
        """One stored run (a full or unambiguous short SHA) with its graphs' counts and bytes."""
        if not re.fullmatch(SOME_COMMIT, commit):
            raise HTTPException(422, f"{commit[:80]!r}: expected a commit SHA (4 to 64 hex digits)")
        with Session(db.engine()) as session:
            return JSONResponse(_run_payload(session, find_run(session, commit, label)))

    @app.get(f"{API}/compare", tags=["compare"], dependencies=[Depends(may_read)])
    def compare(request: Request, base: Commit, head: Commit, label: Name = "") -> Response:
        """The `dumpdiff.compare/1` document of two stored runs (computed once, then served as stored)."""
        with Session(db.engine()) as session, session.begin():
            base_row, head_row = find_run(session, base, label), find_run(session, head, label)
            document = comparison_text(session, base_row, head_row, request.app.state.settings.config)
        return Response(document, media_type="application/json")

    @app.get(f"{API}/history", tags=["compare"], dependencies=[Depends(may_read)])
    def history(
        request: Request,
        ref: Name,
        label: Name = "",
        graph: Annotated[str | None, Query(max_length=NAME_LIMIT)] = None,
        limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    ) -> JSONResponse:
        """Per commit of `ref`, oldest first: kernels, fused kernels, total and peak bytes (of one graph with
        `graph`), and the regression flags against the commit before."""
        with Session(db.engine()) as session, session.begin():
            points = history_points(session, ref, label, graph, limit, request.app.state.settings.config)
        return JSONResponse(
            {"schema": "dumpdiff.history/1", "ref": ref, "label": label or None, "graph": graph, "points": points}
        )


def _store_upload(
    body: Path,
    folder: Path,
    settings: ServiceSettings,
    commit: str,
    ref: str | None,
    label: str,
    base: str | None,
    replace: bool,
) -> tuple[int, dict[str, Any]]:
    """Unpacks, parses, stores and compares in one transaction: any failure leaves nothing behind."""
    folder.mkdir()
    uploads.extract(body, folder, settings.limits)
    run = uploads.parse(folder, settings.limits)
    with Session(db.engine()) as session, session.begin():
        base_row = find_run(session, base, label) if base else None
        result = save_run(session, run, commit=commit, label=label, ref=ref, replace=replace)
        row = session.get_one(RunRow, result.run_id)
        if base_row is None and ref is not None:
            base_row = session.scalars(runs_query(ref, label, (row.created, row.id)).limit(1)).first()
        document = None
        if base_row is not None:
            document = json.loads(comparison_text(session, base_row, row, settings.config))
        payload = {
            "schema": "dumpdiff.push/1",
            "status": result.status,
            "run": _run_payload(session, row),
            "baseline": base_row.commit if base_row is not None else None,
            "compare": document,
        }
    return (201 if result.status == "stored" else 200), payload


def _run_payload(session: Session, row: RunRow) -> dict[str, Any]:
    graphs = session.execute(
        select(
            GraphRow.name,
            GraphRow.format,
            GraphRow.kernels,
            GraphRow.fused_kernels,
            GraphRow.total_bytes,
            GraphRow.peak_bytes,
        )
        .where(GraphRow.run_id == row.id)
        .order_by(GraphRow.position)
    ).all()
    return {**describe_runs(session, [row])[0], "graphs": [g._asdict() for g in graphs]}


def _encode_cursor(row: RunRow) -> str:
    return base64.urlsafe_b64encode(json.dumps([row.created.isoformat(), row.id]).encode()).decode()


def _decode_cursor(cursor: str | None) -> tuple[datetime, int] | None:
    if cursor is None:
        return None
    try:
        created, run_id = json.loads(base64.urlsafe_b64decode(cursor.encode()))
        return datetime.fromisoformat(created), int(run_id)
    except (ValueError, TypeError, binascii.Error):
        raise HTTPException(422, "cursor: expected the next_cursor of a previous page") from None
