"""`dumpdiff serve` (issue #15): the real app on real Postgres, through Starlette's TestClient and through a
uvicorn server on 127.0.0.1: every endpoint, bad archives, tokens, concurrency, the 409/no-op rules, and verdicts
equal to `dumpdiff compare`'s."""

from __future__ import annotations

import io
import json
import os
import socket
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from pytest_httpserver import HTTPServer
from sqlalchemy import Engine, text
from sqlalchemy.orm import Session
from werkzeug import Response as WerkzeugResponse

from dumpdiff.service.config import Acceptance, Config
from dumpdiff.service.server.app import ServiceSettings, create_app
from dumpdiff.service.server.tokens import create_token
from dumpdiff.service.server.uploads import UploadLimits

COMMIT_A, COMMIT_B, COMMIT_C = "a" * 40, "b" * 40, "c" * 40
BASE, HEAD = "inductor-cuda/mlp_base", "inductor-cuda/mlp_nofusion"
REGRESSIONS = ("new_kernel", "lost_fusion", "allocation_growth")


def dumpdiff(*args: str | Path, **environment: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", *map(str, args)],
        capture_output=True,
        text=True,
        env={**os.environ, **environment},
    )


def tarball(entries: dict[str, bytes] | None = None, *, folders: dict[str, Path] | None = None) -> bytes:
    packed = io.BytesIO()
    with tarfile.open(fileobj=packed, mode="w:gz") as archive:
        for name, folder in (folders or {}).items():
            archive.add(folder, arcname=name)
        for name, content in (entries or {}).items():
            info = tarfile.TarInfo(name)
            info.size = len(content)
            archive.addfile(info, io.BytesIO(content))
    return packed.getvalue()


@pytest.fixture
def tokens(store: Engine) -> dict[str, str]:
    with store.begin() as connection:
        connection.exec_driver_sql("TRUNCATE api_tokens")
    with Session(store) as session, session.begin():
        return {scope: create_token(session, f"ci-{scope}", scope) for scope in ("read", "write")}


@pytest.fixture
def uploads_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "uploads"
    folder.mkdir()
    return folder


@pytest.fixture
def client(store: Engine, uploads_folder: Path) -> Iterator[TestClient]:
    settings = ServiceSettings(limits=UploadLimits(parse_seconds=120), temporary_root=uploads_folder)
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def push(client: TestClient | httpx.Client, body: bytes, token: str, **query: Any) -> httpx.Response:
    return client.post("/api/v1/runs", params=query, content=body, headers={"Authorization": f"Bearer {token}"})


def counts(engine: Engine) -> dict[str, int]:
    with engine.connect() as connection:
        return {
            table: connection.execute(text(f"SELECT count(*) FROM {table}")).scalar_one()
            for table in ("runs", "graphs", "nodes", "comparisons")
        }


def test_push_compare_and_read_back(client: TestClient, tokens: dict[str, str], corpus: Path, store: Engine) -> None:
    write = tokens["write"]
    first = push(client, tarball(folders={"mlp_base": corpus / BASE}), write, commit=COMMIT_A, ref="main")
    assert first.status_code == 201, first.text
    assert first.json()["status"] == "stored" and first.json()["compare"] is None
    assert first.json()["run"]["source"] == "mlp_base"
    assert [g["kernels"] for g in first.json()["run"]["graphs"] if g["format"] == "inductor_ir"] == [11, 7]
    second = push(client, tarball(folders={"mlp_nofusion": corpus / HEAD}), write, commit=COMMIT_B, ref="main")
    assert second.status_code == 201 and second.json()["baseline"] == COMMIT_A
    by_api = second.json()["compare"]
    by_cli = dumpdiff("compare", corpus / BASE, corpus / HEAD, "--format", "json")
    assert by_cli.returncode == 1 and by_api["regression"] is True
    assert by_api["totals"] == json.loads(by_cli.stdout)["totals"]
    assert by_api["graphs"] == json.loads(by_cli.stdout)["graphs"]
    assert (by_api["base"]["commit"], by_api["head"]["commit"]) == (COMMIT_A, COMMIT_B)

    stored = client.get("/api/v1/compare", params={"base": COMMIT_A[:7], "head": COMMIT_B})
    assert stored.status_code == 200 and stored.json() == by_api
    assert counts(store)["comparisons"] == 1  # computed once, at the push, then served as stored

    again = push(client, tarball(folders={"mlp_nofusion": corpus / HEAD}), write, commit=COMMIT_B, ref="main")
    assert again.status_code == 200 and again.json()["status"] == "unchanged" and again.json()["compare"] == by_api
    conflict = push(client, tarball(folders={"mlp_base": corpus / BASE}), write, commit=COMMIT_B, ref="main")
    assert conflict.status_code == 409 and "already has a different run" in conflict.json()["error"]
    replaced = push(
        client, tarball(folders={"mlp_base": corpus / BASE}), write, commit=COMMIT_B, ref="main", replace="true"
    )
    assert replaced.status_code == 200 and replaced.json()["status"] == "replaced"
    assert replaced.json()["compare"]["regression"] is False and replaced.json()["compare"]["flags"] == []
    assert counts(store)["runs"] == 2

    shown = client.get(f"/api/v1/runs/{COMMIT_A[:8]}")
    assert shown.status_code == 200 and shown.json()["commit"] == COMMIT_A and len(shown.json()["graphs"]) == 4
    assert client.get(f"/api/v1/runs/{'d' * 40}").status_code == 404
    assert client.get("/api/v1/runs/not-a-sha").status_code == 422


def test_stored_compares_are_kept_per_differ_version(
    client: TestClient, tokens: dict[str, str], corpus: Path, store: Engine, uploads_folder: Path
) -> None:
    for commit, dump in ((COMMIT_A, BASE), (COMMIT_B, HEAD)):
        assert push(client, tarball(folders={"run": corpus / dump}), tokens["write"], commit=commit).status_code == 201
    query = {"base": COMMIT_A, "head": COMMIT_B}
    strict = client.get("/api/v1/compare", params=query).json()
    lenient = Config(accept=tuple(Acceptance(pattern="*", reason="a test", kind=kind) for kind in REGRESSIONS))
    with TestClient(create_app(ServiceSettings(config=lenient, temporary_root=uploads_folder))) as other:
        accepted = other.get("/api/v1/compare", params=query).json()
    assert strict["regression"] is True and accepted["regression"] is False
    assert accepted["totals"]["accepted"] > 0 and counts(store)["comparisons"] == 2
    assert client.get("/api/v1/compare", params=query).json() == strict


def test_runs_are_paged_newest_first_and_history_has_flags(
    client: TestClient, tokens: dict[str, str], corpus: Path
) -> None:
    dumps = [(COMMIT_A, BASE), (COMMIT_B, HEAD), (COMMIT_C, BASE)]
    for commit, dump in dumps:
        assert push(
            client, tarball(folders={"run": corpus / dump}), tokens["write"], commit=commit, ref="main"
        ).is_success
    assert push(client, tarball(folders={"run": corpus / BASE}), tokens["write"], commit="e" * 40, ref="dev").is_success
    seen, cursor = [], None
    while True:
        page = client.get("/api/v1/runs", params={"ref": "main", "limit": 2, **({"cursor": cursor} if cursor else {})})
        assert page.status_code == 200
        seen += [run["commit"] for run in page.json()["runs"]]
        if (cursor := page.json()["next_cursor"]) is None:
            break
    assert seen == [COMMIT_C, COMMIT_B, COMMIT_A]
    assert client.get("/api/v1/runs", params={"cursor": "garbage"}).status_code == 422

    points = client.get("/api/v1/history", params={"ref": "main"}).json()["points"]
    assert [p["commit"] for p in points] == [COMMIT_A, COMMIT_B, COMMIT_C]
    assert [p["flags"] for p in points] == [None, ["new_kernels", "lost_fusions"], []]
    assert points[0]["kernels"] < points[1]["kernels"] and points[0]["fused_kernels"] > points[1]["fused_kernels"]
    one = client.get("/api/v1/history", params={"ref": "main", "graph": "model__0_forward_1", "limit": 2}).json()
    assert [p["commit"] for p in one["points"]] == [COMMIT_B, COMMIT_C]
    assert one["points"][0]["kernels"] > 0 and one["points"][1]["flags"] == []


def test_tokens(client: TestClient, tokens: dict[str, str], corpus: Path, store: Engine) -> None:
    body = tarball(folders={"run": corpus / BASE})
    assert client.post("/api/v1/runs", params={"commit": COMMIT_A}, content=body).status_code == 401
    wrong = tokens["write"][:-4] + "AAAA"
    refused = push(client, body, wrong, commit=COMMIT_A)
    assert refused.status_code == 401 and refused.headers["www-authenticate"] == "Bearer"
    assert push(client, body, "not even a token", commit=COMMIT_A).status_code == 401
    read_only = push(client, body, tokens["read"], commit=COMMIT_A)
    assert read_only.status_code == 403 and tokens["read"] not in read_only.text
    assert counts(store)["runs"] == 0
    assert client.get("/api/v1/runs").status_code == 200  # reads are open by default

    closed = ServiceSettings(read_token_required=True)
    with TestClient(create_app(closed)) as reader:
        assert reader.get("/api/v1/runs").status_code == 401
        assert reader.get("/api/v1/runs", headers={"Authorization": f"Bearer {wrong}"}).status_code == 401
        for scope in ("read", "write"):
            answer = reader.get("/api/v1/runs", headers={"Authorization": f"Bearer {tokens[scope]}"})
            assert answer.status_code == 200


def test_token_commands(store: Engine) -> None:
    with store.begin() as connection:
        connection.exec_driver_sql("TRUNCATE api_tokens")
    made = dumpdiff("token", "create", "ci-main", "--scope", "write")
    assert made.returncode == 0 and made.stdout.count("\n") == 1
    token = made.stdout.strip()
    assert token.startswith("dd_") and token not in made.stderr
    with store.connect() as connection:
        stored = connection.exec_driver_sql("SELECT * FROM api_tokens").all()
    # `dd_<key>_<secret>`: the secret is URL-safe base64 and may hold `_` itself.
    secret = token.split("_", 2)[2]
    assert len(stored) == 1 and not any(secret in str(value) for value in stored[0])
    assert dumpdiff("token", "create", "ci-main", "--scope", "read").returncode == 2
    listed = dumpdiff("token", "list")
    assert listed.returncode == 0 and "ci-main" in listed.stdout and "write" in listed.stdout
    assert token not in listed.stdout
    assert dumpdiff("token", "revoke", "ci-main").returncode == 0
    missing = dumpdiff("token", "revoke", "ci-main")
    assert missing.returncode == 2 and missing.stderr.startswith("ci-main: expected the name of a token")


def symlinked() -> bytes:
    packed = io.BytesIO()
    with tarfile.open(fileobj=packed, mode="w:gz") as archive:
        info = tarfile.TarInfo("run/passwd")
        info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
        archive.addfile(info)
    return packed.getvalue()


def special(kind: bytes, name: str = "run/x") -> bytes:
    packed = io.BytesIO()
    with tarfile.open(fileobj=packed, mode="w:gz") as archive:
        info = tarfile.TarInfo(name)
        info.type, info.linkname = kind, "run/y"
        archive.addfile(info)
    return packed.getvalue()


def zipped(entries: dict[str, bytes], mode: int | None = None) -> bytes:
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w") as archive:
        for name, content in entries.items():
            info = zipfile.ZipInfo(name)
            if mode is not None:
                info.create_system, info.external_attr = 3, mode << 16
            archive.writestr(info, content)
    return packed.getvalue()


OPATTRS = b"=== OpAttrs(kid=1) ===\n"


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        (tarball({"/etc/cron.d/x": OPATTRS}), 400, "expected a relative path"),
        (tarball({"run/../../escape.txt": OPATTRS}), 400, "without '..'"),
        (symlinked(), 400, "not a link or a device"),
        (special(tarfile.LNKTYPE), 400, "not a link or a device"),
        (special(tarfile.CHRTYPE), 400, "not a link or a device"),
        (special(tarfile.FIFOTYPE), 400, "not a link or a device"),
        (zipped({"../escape.txt": OPATTRS}), 400, "without '..'"),
        (zipped({"run/link": b"/etc/passwd"}, mode=0o120777), 400, "not a link or a device"),
        (tarball({f"run/{i}.txt": b"x" for i in range(30)}), 413, "more than 20 files"),
        (tarball({"run/zeros.txt": bytes(3 << 20)}), 413, "unpacks to more than 2,097,152 bytes"),
        (bytes(3 << 20), 413, "larger than 1,048,576 bytes"),
        (b"\x1f\x8b\x08\x00garbage", 400, "expected a .tar.gz, .tar or .zip archive"),
        (tarball({}), 400, "the archive is empty"),
        (b"", 400, "expected a request body"),
        (tarball({"run/broken.txt": b"=== OpAttrs ===\nops: 2\n"}), 422, "run/broken.txt:"),
        (b"nothing a parser knows\n", 422, "dump.txt:"),
    ],
    ids=[
        "absolute", "dotdot", "symlink", "hardlink", "device", "fifo", "zip-dotdot", "zip-symlink", "too-many-files",
        "bomb", "too-large", "not-an-archive", "empty", "no-body", "bad-dump", "unknown-file",
    ],
)  # fmt: skip
def test_bad_uploads_store_nothing(
    store: Engine, tokens: dict[str, str], uploads_folder: Path, body: bytes, status: int, message: str
) -> None:
    limits = UploadLimits(compressed_bytes=1 << 20, extracted_bytes=2 << 20, files=20)
    with TestClient(create_app(ServiceSettings(limits=limits, temporary_root=uploads_folder))) as client:
        answer = push(client, body, tokens["write"], commit=COMMIT_A)
    assert answer.status_code == status, answer.text
    assert message in answer.json()["error"] and "\n" not in answer.json()["error"]
    assert "Traceback" not in answer.text and str(uploads_folder) not in answer.text
    assert counts(store)["runs"] == 0
    assert list(uploads_folder.iterdir()) == []  # the private folder is always removed
    assert not (uploads_folder.parent / "escape.txt").exists()


def test_a_zip_and_a_bare_dump_file_are_runs_too(
    client: TestClient, tokens: dict[str, str], corpus: Path, store: Engine
) -> None:
    folder = corpus / "xla-cpu/xla_mlp_base"
    files = {f"xla_mlp_base/{f.relative_to(folder)}": f.read_bytes() for f in folder.rglob("*") if f.is_file()}
    as_zip = push(client, zipped(files), tokens["write"], commit=COMMIT_A)
    by_cli = json.loads(dumpdiff("inspect", folder, "--format", "json").stdout)
    assert as_zip.status_code == 201, as_zip.text
    assert [g["kernels"] for g in as_zip.json()["run"]["graphs"]] == [g["kernels"] for g in by_cli["graphs"]]
    trace = corpus / "seeds/opattrs_kid_trace.txt"
    bare = push(client, trace.read_bytes(), tokens["write"], commit=COMMIT_B)
    assert bare.status_code == 201 and bare.json()["run"]["source"] == "dump.txt"
    # What `dumpdiff push artifact.zip` sends: the archive packed in the upload.
    nested = push(client, tarball({"artifact.zip": zipped(files)}), tokens["write"], commit=COMMIT_C)
    assert nested.status_code == 201, nested.text
    assert nested.json()["run"]["source"] == "artifact.zip"
    assert nested.json()["run"]["graphs"] == as_zip.json()["run"]["graphs"]
    assert counts(store)["runs"] == 3


def test_parsing_has_a_time_limit(store: Engine, tokens: dict[str, str], corpus: Path, uploads_folder: Path) -> None:
    settings = ServiceSettings(limits=UploadLimits(parse_seconds=0.01), temporary_root=uploads_folder)
    with TestClient(create_app(settings)) as client:
        answer = push(client, tarball(folders={"run": corpus / BASE}), tokens["write"], commit=COMMIT_A)
    assert answer.status_code == 422 and "longer than 0.01 s" in answer.json()["error"]
    assert counts(store)["runs"] == 0 and list(uploads_folder.iterdir()) == []


def test_bad_queries_are_one_line(client: TestClient, tokens: dict[str, str]) -> None:
    bad_commit = push(client, b"x", tokens["write"], commit="not-a-sha")
    assert bad_commit.status_code == 422 and bad_commit.json()["error"].startswith("query.commit:")
    missing = client.get("/api/v1/compare", params={"base": "abcd"})
    assert missing.status_code == 422 and "query.head" in missing.json()["error"]
    unknown = client.get("/api/v1/compare", params={"base": "abcd", "head": "abce"})
    assert unknown.status_code == 404 and unknown.json() == {
        "error": "abcd: expected an ingested commit or a dump path, found neither"
    }


def test_health_and_openapi(client: TestClient) -> None:
    assert client.get("/healthz").json()["status"] == "ok"
    schema = client.get("/api/v1/openapi.json").json()
    assert {"/api/v1/runs", "/api/v1/runs/{commit}", "/api/v1/compare", "/api/v1/history"} <= set(schema["paths"])


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def server(store: Engine, tokens: dict[str, str]) -> Iterator[str]:
    """`dumpdiff serve` on 127.0.0.1, two workers, on the test database."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "dumpdiff.service.cli", "serve", "--port", str(port), "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/healthz").status_code == 200:
                break
        except httpx.TransportError:
            time.sleep(0.2)
    try:
        yield url
    finally:
        process.terminate()
        _, log = process.communicate(timeout=30)
        assert not any(token in log for token in tokens.values())  # tokens never reach the log


def test_push_command_against_a_server(server: str, tokens: dict[str, str], corpus: Path) -> None:
    token = {"DUMPDIFF_TOKEN": tokens["write"]}
    first = dumpdiff("push", corpus / BASE, "--server", server, "--commit", COMMIT_A, "--ref", "main", **token)
    assert first.returncode == 0, first.stderr
    assert "stored; no baseline" in first.stderr and first.stdout == ""
    second = dumpdiff("push", corpus / HEAD, "--server", server, "--commit", COMMIT_B, "--ref", "main", **token)
    assert second.returncode == 1 and f"compared with {COMMIT_A[:12]}" in second.stderr
    assert second.stdout == dumpdiff("compare", COMMIT_A, COMMIT_B).stdout
    as_json = dumpdiff(
        "push", corpus / HEAD, "--server", server, "--commit", COMMIT_B, "--ref", "main", "--format", "json", **token
    )
    assert as_json.returncode == 1 and json.loads(as_json.stdout)["flags"] == ["new_kernels", "lost_fusions"]
    conflict = dumpdiff("push", corpus / BASE, "--server", server, "--commit", COMMIT_B, **token)
    assert conflict.returncode == 2 and conflict.stderr.count("\n") == 1 and "409" in conflict.stderr
    read_only = dumpdiff("push", corpus / BASE, "--server", server, "--commit", COMMIT_C, DUMPDIFF_TOKEN=tokens["read"])
    assert read_only.returncode == 2 and "403" in read_only.stderr and tokens["read"] not in read_only.stderr
    unreachable = dumpdiff("push", corpus / BASE, "--server", "http://127.0.0.1:1", "--commit", COMMIT_C, **token)
    assert unreachable.returncode == 2 and "cannot push" in unreachable.stderr and "Traceback" not in unreachable.stderr


def test_serve_refuses_an_unreachable_database_in_one_line() -> None:
    result = dumpdiff("serve", "--port", str(free_port()), DUMPDIFF_DATABASE_URL="postgres://u:pw@127.0.0.1:1/x")
    assert result.returncode == 2 and result.stderr.startswith("cannot use the database ")
    assert result.stderr.count("\n") == 1 and "pw" not in result.stderr


def test_comment_takes_the_verdict_from_the_server(
    server: str, tokens: dict[str, str], corpus: Path, httpserver: HTTPServer
) -> None:
    pushed = []
    for commit, dump in ((COMMIT_A, BASE), (COMMIT_B, HEAD)):
        pushed.append(
            dumpdiff("push", corpus / dump, "--server", server, "--commit", commit, DUMPDIFF_TOKEN=tokens["write"])
        )
    assert [p.returncode for p in pushed] == [0, 0]  # no --ref: no baseline, no verdict
    posted: list[str] = []
    httpserver.expect_request("/repos/o/r/issues/7/comments", method="GET").respond_with_json([])
    httpserver.expect_request("/repos/o/r/issues/7/comments", method="POST").respond_with_handler(
        lambda request: posted.append(json.loads(request.data)["body"]) or WerkzeugResponse('{"id": 1}', 201)
    )
    api = httpserver.url_for("/").rstrip("/")
    commented = dumpdiff(
        "comment", COMMIT_A, COMMIT_B, "--server", server, "--repo", "o/r", "--pr", "7", "--api-url", api,
        "--fail-on", "lost-fusions", "--bot-login", "dumpdiff-bot", GITHUB_TOKEN="ghp_x", DUMPDIFF_DATABASE_URL="postgres://nobody@127.0.0.1:1/none",
    )  # fmt: skip
    assert commented.returncode == 1, commented.stderr  # no database needed, the verdict is the server's
    assert len(posted) == 1 and "LOST FUSION" in posted[0].upper()
    assert f"verdict of [the service]({server}/compare/{COMMIT_A}...{COMMIT_B})" in posted[0]
    refused = dumpdiff("comment", "auto", COMMIT_B, "--server", server, "--repo", "o/r", "--pr", "7")
    assert refused.returncode == 2 and refused.stderr.startswith("--server: expected BASE as a commit")


def test_concurrent_pushes(server: str, tokens: dict[str, str], corpus: Path, store: Engine) -> None:
    body = tarball(folders={"run": corpus / BASE})
    commits = [COMMIT_A, COMMIT_A, COMMIT_A, COMMIT_B, COMMIT_C, "d" * 40]
    with httpx.Client(base_url=server, timeout=120) as client, ThreadPoolExecutor(len(commits)) as pool:
        answers = list(pool.map(lambda commit: push(client, body, tokens["write"], commit=commit), commits))
    assert all(answer.is_success for answer in answers), [a.text for a in answers]
    assert sorted(answer.json()["status"] for answer in answers[:3]) == ["stored", "unchanged", "unchanged"]
    with store.connect() as connection:
        stored = connection.execute(text("SELECT commit FROM runs ORDER BY commit")).scalars().all()
    assert stored == sorted(set(commits))
