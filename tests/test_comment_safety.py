"""The comment step against hostile or failing forges, in-process, against a real threaded HTTP server on 127.0.0.1:
the token stays on the API's origin, only the bot's own comment is updated, two runs at once leave one comment,
and every failure is one line (with the report kept in the job summary and stdout)."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from dumpdiff.service import comment as ci

TOKEN = "ghp_secret_token_value_123"
BOT = "dumpdiff-bot"
MARK = ci.marker("")
ANY_PATH = re.compile(".*")


def threaded_server() -> Iterator[HTTPServer]:
    started = HTTPServer(host="127.0.0.1", threaded=True)
    started.start()
    yield started
    started.clear()
    started.stop()


@pytest.fixture
def server() -> Iterator[HTTPServer]:
    yield from threaded_server()


@pytest.fixture
def elsewhere() -> Iterator[HTTPServer]:
    """Another origin: it must never see the token."""
    yield from threaded_server()


class GitHub:
    """Issue comments of one pull request, paged like GitHub (Link: rel="next"), authored by the token's user."""

    def __init__(self, server: HTTPServer, page_size: int = 2) -> None:
        self.server, self.page_size = server, page_size
        self.comments: list[dict[str, Any]] = []
        self.requests: list[tuple[str, str]] = []
        self.lock = threading.Lock()
        self.next_id = 100
        # Set by a test to hold each run's first listing until both runs have listed (a real race, every time).
        self.listing_barrier: threading.Barrier | None = None
        self.listed_once: set[str] = set()
        server.expect_request(ANY_PATH).respond_with_handler(self.handle)

    def add(self, body: str, login: str) -> dict[str, Any]:
        self.next_id += 1
        comment = {"id": self.next_id, "body": body, "user": {"login": login}}
        self.comments.append(comment)
        return comment

    def handle(self, request: Request) -> Response:
        assert request.headers.get("Authorization") == f"Bearer {TOKEN}"
        self.requests.append((request.method, request.full_path.rstrip("?")))
        path = request.path
        if path == "/user":
            return Response(json.dumps({"login": BOT}))
        if path == "/repos/o/r/issues/7/comments" and request.method == "GET":
            run = request.headers.get("X-Run", "")
            # The page is read before waiting: once released, one run could otherwise create its comment before the
            # other's page is read (seen on a loaded machine), and the race would not happen.
            listing = self.page(int(request.args.get("page", 1)))
            if self.listing_barrier is not None and run not in self.listed_once:
                self.listed_once.add(run)
                # Long enough for the other run to start on a loaded machine, short of the client's own timeout.
                self.listing_barrier.wait(timeout=ci.TIMEOUT_SECONDS - 5)
            return listing
        with self.lock:
            if path == "/repos/o/r/issues/7/comments" and request.method == "POST":
                return Response(json.dumps(self.add(json.loads(request.data)["body"], BOT)), status=201)
            comment_id = int(path.rsplit("/", 1)[1])
            found = [c for c in self.comments if c["id"] == comment_id]
            if not found:
                return Response('{"message": "Not Found"}', status=404)
            if request.method == "DELETE":
                self.comments.remove(found[0])
                return Response(status=204)
            found[0]["body"] = json.loads(request.data)["body"]
            return Response(json.dumps(found[0]))

    def page(self, page: int) -> Response:
        with self.lock:
            chunk = self.comments[(page - 1) * self.page_size : page * self.page_size]
            more = page * self.page_size < len(self.comments)
        headers = {}
        if more:
            headers["Link"] = f'<{self.server.url_for(f"/repos/o/r/issues/7/comments?page={page + 1}")}>; rel="next"'
        return Response(json.dumps(chunk), headers=headers)


def forge(server: HTTPServer, **extra: Any) -> ci.Forge:
    return ci.github(server.url_for("/").rstrip("/"), "o/r", 7, TOKEN, **extra)


def test_a_persons_comment_quoting_the_marker_is_never_taken_over(server: HTTPServer) -> None:
    github = GitHub(server)
    quoted = github.add(f"why does the bot say\n{MARK}\n?", "a-person")
    theirs = github.add(f"{MARK}\nold report", "another-bot")
    assert forge(server).upsert(f"{MARK}\nreport", MARK) == "created"
    assert quoted["body"].startswith("why") and theirs["body"].endswith("old report")
    ours = [c for c in github.comments if c["user"]["login"] == BOT]
    assert len(ours) == 1 and ours[0]["body"] == f"{MARK}\nreport"
    assert forge(server).upsert(f"{MARK}\nsecond", MARK) == "updated"
    assert ours[0]["body"] == f"{MARK}\nsecond" and len(github.comments) == 3


def test_comments_of_an_unexpected_shape_are_not_ours(server: HTTPServer) -> None:
    github = GitHub(server)
    github.comments += [{"id": "x", "body": MARK, "user": {"login": BOT}}, {"id": 5, "body": MARK, "user": "me"}]
    assert forge(server).upsert(f"{MARK}\nreport", MARK) == "created" and len(github.comments) == 3


def test_a_configured_bot_login_needs_no_user_lookup(server: HTTPServer) -> None:
    github = GitHub(server)
    mine = github.add(f"{MARK}\nold", "github-actions[bot]")
    assert forge(server, bot_login="github-actions[bot]").upsert(f"{MARK}\nnew", MARK) == "updated"
    assert mine["body"] == f"{MARK}\nnew" and ("GET", "/user") not in github.requests


def test_actions_token_that_may_not_read_the_user_posts_as_github_actions(server: HTTPServer) -> None:
    server.expect_request("/user").respond_with_data('{"message": "Resource not accessible"}', status=403)
    github = GitHub(server)
    mine = github.add(f"{MARK}\nold", ci.GITHUB_ACTIONS_LOGIN)
    assert forge(server).upsert(f"{MARK}\nnew", MARK) == "updated" and mine["body"] == f"{MARK}\nnew"


def test_leftover_duplicates_are_folded_into_the_oldest(server: HTTPServer) -> None:
    github = GitHub(server)
    for body in ("one", "two", "three"):
        github.add(f"{MARK}\n{body}", BOT)
    assert forge(server).upsert(f"{MARK}\nnew", MARK) == "updated"
    assert [(c["id"], c["body"]) for c in github.comments] == [(101, f"{MARK}\nnew")]


def test_two_runs_at_once_leave_one_comment(server: HTTPServer) -> None:
    """Both runs list the comments before either creates one (a barrier in the server holds the first listings):
    both create, and the younger duplicate is deleted."""
    github = GitHub(server)
    github.add("LGTM", "a-person")
    github.listing_barrier = threading.Barrier(2)
    results: dict[str, str] = {}
    errors: list[BaseException] = []

    def run(name: str) -> None:
        try:
            racer = forge(server)
            racer.api.headers["X-Run"] = name
            results[name] = racer.upsert(f"{MARK}\nreport of {name}", MARK)
        except BaseException as error:  # surfaced by the assertion below
            errors.append(error)

    threads = [threading.Thread(target=run, args=(name,)) for name in ("first", "second")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not errors
    assert github.listing_barrier.n_waiting == 0 and not github.listing_barrier.broken  # both listed, then created
    assert sum(method == "POST" for method, _ in github.requests) == 2  # the race happened
    ours = [c for c in github.comments if MARK in c["body"]]
    assert len(ours) == 1 and ours[0]["id"] == 102
    assert ours[0]["body"] in (f"{MARK}\nreport of first", f"{MARK}\nreport of second")
    assert sorted(results.values()) == ["created", "updated"]


def test_a_redirect_to_another_origin_does_not_get_the_token(server: HTTPServer, elsewhere: HTTPServer) -> None:
    elsewhere.expect_request(ANY_PATH).respond_with_data("[]")
    server.expect_request("/user").respond_with_data(json.dumps({"login": BOT}))
    server.expect_request("/repos/o/r/issues/7/comments").respond_with_data(
        "", status=302, headers={"Location": elsewhere.url_for("/steal")}
    )
    with pytest.raises(ci.CommentError, match="another origin than the API's: not sending the token there"):
        forge(server).upsert(f"{MARK}\nreport", MARK)
    assert elsewhere.log == []


def test_a_redirect_within_the_api_is_followed(server: HTTPServer) -> None:
    github = GitHub(server)
    server.expect_oneshot_request("/repos/o/r/issues/7/comments", method="GET").respond_with_data(
        "", status=301, headers={"Location": server.url_for("/repos/o/r/issues/7/comments?page=1")}
    )
    assert forge(server).upsert(f"{MARK}\nreport", MARK) == "created"
    assert len(github.comments) == 1 and ("GET", "/repos/o/r/issues/7/comments?page=1") in github.requests


def test_a_page_link_to_another_origin_does_not_get_the_token(server: HTTPServer, elsewhere: HTTPServer) -> None:
    elsewhere.expect_request(ANY_PATH).respond_with_data("[]")
    server.expect_request("/user").respond_with_data(json.dumps({"login": BOT}))
    server.expect_request("/repos/o/r/issues/7/comments").respond_with_data(
        "[]", headers={"Link": f'<{elsewhere.url_for("/repos/o/r/issues/7/comments?page=2")}>; rel="next"'}
    )
    with pytest.raises(ci.CommentError, match="another origin than the API's"):
        forge(server).upsert(f"{MARK}\nreport", MARK)
    assert elsewhere.log == []


@pytest.mark.parametrize(
    ("respond", "expected"),
    [
        (lambda s: s.respond_with_data("oops", status=500), "HTTP 500"),
        (lambda s: s.respond_with_data("oops", status=502), "HTTP 502"),
        (lambda s: s.respond_with_data("<html>login</html>", status=200), "expected a JSON answer"),
        (lambda s: s.respond_with_data('{"not": "a list"}', status=200), "expected a list of comments"),
        (lambda s: s.respond_with_data("{}", status=404), "HTTP 404"),
    ],
    ids=["500", "502", "html", "object", "404"],
)
def test_forge_failures_are_one_token_free_line(server: HTTPServer, respond: Any, expected: str) -> None:
    server.expect_request("/user").respond_with_data(json.dumps({"login": BOT}))
    respond(server.expect_request("/repos/o/r/issues/7/comments"))
    with pytest.raises(ci.CommentError, match=re.escape(expected)) as raised:
        forge(server).upsert(f"{MARK}\nreport", MARK)
    assert "\n" not in str(raised.value) and TOKEN not in str(raised.value)


def test_a_timeout_is_one_line(server: HTTPServer, monkeypatch: pytest.MonkeyPatch) -> None:
    answer = threading.Event()
    monkeypatch.setattr(ci, "TIMEOUT_SECONDS", 0.2)
    server.expect_request("/user").respond_with_handler(lambda _: answer.wait(5) and Response("{}"))
    with pytest.raises(ci.CommentError, match=r"GET http://127\.0\.0\.1:\d+/user: no answer within 0.2 s"):
        forge(server).upsert("x", MARK)
    answer.set()


def test_an_unreachable_api_is_one_line() -> None:
    unreachable = ci.github("http://127.0.0.1:1", "o/r", 7, TOKEN)
    with pytest.raises(ci.CommentError, match=r"^GET http://127\.0\.0\.1:1/user: .*refused"):
        unreachable.upsert("x", MARK)


def test_when_posting_fails_the_report_reaches_the_summary_and_stdout(
    server: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    server.expect_request(ANY_PATH).respond_with_data("down", status=503)
    with pytest.raises(ci.CommentError, match=f"HTTP 503 .*; report written to {re.escape(str(summary))} and stdout"):
        ci.deliver(f"{MARK}\nthe report", MARK, forge(server))
    assert summary.read_text() == f"{MARK}\nthe report\n" and capsys.readouterr().out == f"{MARK}\nthe report\n"
    assert ci.deliver("r", MARK, None).startswith("no token") and capsys.readouterr().out == "r\n"


def test_gitlab_notes_are_paged_by_x_next_page(server: HTTPServer) -> None:
    notes = [{"id": i, "body": "chatter", "author": {"username": "dev"}} for i in range(1, 4)]
    notes.append({"id": 4, "body": f"{MARK}\nold", "author": {"username": "project_7_bot"}})
    seen_pages: list[str] = []

    def handler(request: Request) -> Response:
        assert request.headers["PRIVATE-TOKEN"] == TOKEN
        if request.path == "/api/v4/user":
            return Response(json.dumps({"username": "project_7_bot"}))
        if request.method == "PUT":
            notes[3]["body"] = json.loads(request.data)["body"]
            return Response(json.dumps(notes[3]))
        page = int(request.args.get("page", 1))
        seen_pages.append(str(page))
        headers = {"X-Next-Page": str(page + 1)} if page < 2 else {}
        return Response(json.dumps(notes[(page - 1) * 2 : page * 2]), headers=headers)

    server.expect_request(ANY_PATH).respond_with_handler(handler)
    gitlab = ci.gitlab(server.url_for("/api/v4"), "grp/proj", 7, TOKEN)
    assert gitlab.upsert(f"{MARK}\nnew", MARK) == "updated"
    assert seen_pages == ["1", "2"] and notes[3]["body"] == f"{MARK}\nnew"
