"""`dumpdiff comment` against a real HTTP server on 127.0.0.1 standing in for GitHub's and GitLab's APIs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer
from sqlalchemy import Engine
from werkzeug import Request, Response

TOKEN = "ghp_secret_token_value_123"


class FakeForge:
    """Issue comments in memory, served the way GitHub pages them (Link: rel="next")."""

    def __init__(self, server: HTTPServer, page_size: int = 2, status: int = 200, write_status: int = 200) -> None:
        self.comments: list[dict[str, Any]] = []
        self.requests: list[tuple[str, str]] = []
        self.page_size, self.status, self.write_status = page_size, status, write_status
        server.expect_request("/user").respond_with_json({"login": "dumpdiff-bot"})
        server.expect_request("/repos/o/r/issues/7/comments").respond_with_handler(self.comments_endpoint)
        server.expect_request("/repos/o/r/issues/comments/", method="PATCH").respond_with_handler(self.patch)
        for index in range(1, 50):
            server.expect_request(f"/repos/o/r/issues/comments/{index}", method="PATCH").respond_with_handler(
                self.patch
            )
        self.server = server

    def comments_endpoint(self, request: Request) -> Response:
        self.requests.append((request.method, request.full_path))
        assert request.headers["Authorization"] == f"Bearer {TOKEN}"
        assert request.headers["Accept"] == "application/vnd.github+json"
        assert request.headers["X-GitHub-Api-Version"]
        if self.status != 200:
            return Response(json.dumps({"message": "Bad credentials"}), status=self.status)
        if request.method == "POST":
            if self.write_status != 200:
                return Response("{}", status=self.write_status)
            comment = {
                "id": len(self.comments) + 1,
                "body": json.loads(request.data)["body"],
                "user": {"login": "dumpdiff-bot"},
            }
            self.comments.append(comment)
            return Response(json.dumps(comment), status=201)
        page = int(request.args.get("page", 1))
        chunk = self.comments[(page - 1) * self.page_size : page * self.page_size]
        headers = {}
        if page * self.page_size < len(self.comments):
            headers["Link"] = (
                f'<{self.server.url_for(f"/repos/o/r/issues/7/comments?per_page=100&page={page + 1}")}>; rel="next"'
            )
        return Response(json.dumps(chunk), headers=headers)

    def patch(self, request: Request) -> Response:
        self.requests.append((request.method, request.path))
        comment_id = int(request.path.rsplit("/", 1)[1])
        comment = next(c for c in self.comments if c["id"] == comment_id)
        comment["body"] = json.loads(request.data)["body"]
        return Response(json.dumps(comment))


def dumpdiff(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k not in ("GITHUB_TOKEN", "GITHUB_STEP_SUMMARY", "GITLAB_CI")}
    environment.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", *map(str, args)], capture_output=True, text=True, env=environment
    )


@pytest.fixture
def pair(corpus: Path) -> list[str]:
    return [str(corpus / "inductor-cuda/mlp_base"), str(corpus / "inductor-cuda/mlp_nofusion")]


def comment_args(httpserver: HTTPServer, *extra: str) -> list[str]:
    return ["--repo", "o/r", "--pr", "7", "--api-url", httpserver.url_for("/").rstrip("/"), *extra]


def test_first_run_creates_second_updates_past_the_first_page(httpserver: HTTPServer, pair: list[str]) -> None:
    forge = FakeForge(httpserver)
    forge.comments += [{"id": 1, "body": "LGTM"}, {"id": 2, "body": "nit"}, {"id": 3, "body": "another"}]
    first = dumpdiff("comment", *pair, *comment_args(httpserver), env={"GITHUB_TOKEN": TOKEN})
    assert first.returncode == 0, first.stderr  # no --fail-on: the comment informs, the step passes
    assert "comment created" in first.stderr
    second = dumpdiff(
        "comment", *pair, *comment_args(httpserver, "--fail-on", "lost-fusions"), env={"GITHUB_TOKEN": TOKEN}
    )
    assert second.returncode == 1 and "comment updated" in second.stderr
    ours = [c for c in forge.comments if "<!-- dumpdiff:default -->" in c["body"]]
    assert len(ours) == 1 and ours[0]["id"] == 4  # found on the second page, updated in place
    assert ("PATCH", "/repos/o/r/issues/comments/4") in forge.requests
    assert "lost fusion" in ours[0]["body"] and TOKEN not in first.stderr + second.stderr


def test_a_report_made_earlier_is_posted_once(httpserver: HTTPServer, pair: list[str], tmp_path: Path) -> None:
    """The fork recipe: the comparison's JSON made without secrets, rendered and posted by a trusted workflow,
    updated in place."""
    report, markdown = tmp_path / "report.json", tmp_path / "report.md"
    assert dumpdiff("compare", *pair, "--format", "json", "-o", report).returncode == 1
    assert dumpdiff("compare", *pair, "--format", "markdown", "-o", markdown).returncode == 1
    forge = FakeForge(httpserver)
    for _ in range(2):
        posted = dumpdiff("comment", "--body-file", report, *comment_args(httpserver), env={"GITHUB_TOKEN": TOKEN})
        assert posted.returncode == 0, posted.stderr
    (ours,) = forge.comments
    assert ours["body"] == "<!-- dumpdiff:default -->\n" + markdown.read_text()
    mixed = dumpdiff("comment", pair[0], "--body-file", report, *comment_args(httpserver))
    assert mixed.returncode == 2 and "give no BASE" in mixed.stderr and "Traceback" not in mixed.stderr
    as_markdown = dumpdiff("comment", "--body-file", markdown, *comment_args(httpserver), env={"GITHUB_TOKEN": TOKEN})
    assert as_markdown.returncode == 2 and as_markdown.stderr.count("\n") == 1
    assert f"{markdown}:1: expected the dumpdiff.compare/1 JSON document" in as_markdown.stderr
    assert len(forge.comments) == 1


def test_labels_keep_separate_comments(httpserver: HTTPServer, pair: list[str]) -> None:
    forge = FakeForge(httpserver)
    for label in ("mlp", "gpt", "mlp"):
        assert (
            dumpdiff(
                "comment", *pair, *comment_args(httpserver, "--label", label), env={"GITHUB_TOKEN": TOKEN}
            ).returncode
            == 0
        )
    assert sorted(c["body"].splitlines()[0] for c in forge.comments) == [
        "<!-- dumpdiff:gpt -->",
        "<!-- dumpdiff:mlp -->",
    ]


def test_rejected_token_is_trouble_and_never_printed(httpserver: HTTPServer, pair: list[str]) -> None:
    FakeForge(httpserver, status=401)
    result = dumpdiff("comment", *pair, *comment_args(httpserver), env={"GITHUB_TOKEN": TOKEN})
    assert result.returncode == 2
    assert "401" in result.stderr and "Traceback" not in result.stderr
    assert TOKEN not in result.stdout + result.stderr


def test_read_only_token_falls_back_to_the_job_summary(httpserver: HTTPServer, pair: list[str], tmp_path: Path) -> None:
    FakeForge(httpserver, write_status=403)
    summary = tmp_path / "summary.md"
    result = dumpdiff(
        "comment", *pair, *comment_args(httpserver), env={"GITHUB_TOKEN": TOKEN, "GITHUB_STEP_SUMMARY": str(summary)}
    )
    assert result.returncode == 0 and "warning" in result.stderr and "403" in result.stderr
    assert summary.read_text().startswith("<!-- dumpdiff:default -->\n### :red_circle: dumpdiff: REGRESSION")


def test_a_failed_post_is_exit_2_after_the_report_reached_summary_and_stdout(
    httpserver: HTTPServer, pair: list[str], tmp_path: Path
) -> None:
    FakeForge(httpserver, write_status=503)
    summary = tmp_path / "summary.md"
    result = dumpdiff(
        "comment",
        *pair,
        *comment_args(httpserver, "--fail-on", "lost-fusions"),
        env={"GITHUB_TOKEN": TOKEN, "GITHUB_STEP_SUMMARY": str(summary)},
    )
    assert result.returncode == 2 and result.stderr.count("\n") == 1 and "HTTP 503" in result.stderr
    assert f"report written to {summary} and stdout instead" in result.stderr and TOKEN not in result.stderr
    assert (
        result.stdout.startswith("<!-- dumpdiff:default -->\n### :red_circle:") and "lost fusion" in summary.read_text()
    )


def test_a_configured_bot_login_never_takes_over_another_authors_comment(
    httpserver: HTTPServer, pair: list[str]
) -> None:
    forge = FakeForge(httpserver)
    theirs = {"id": 1, "body": "<!-- dumpdiff:default -->\nquoted", "user": {"login": "dumpdiff-bot"}}
    forge.comments.append(dict(theirs))
    args = comment_args(httpserver, "--bot-login", "our-bot")
    result = dumpdiff("comment", *pair, *args, env={"GITHUB_TOKEN": TOKEN})
    assert result.returncode == 0 and "comment created" in result.stderr
    assert forge.comments[0] == theirs and len(forge.comments) == 2
    assert not any(request.path == "/user" for request, _ in httpserver.log)  # the login given, none looked up


def test_without_a_token_the_report_goes_to_the_job_summary(pair: list[str], tmp_path: Path) -> None:
    summary = tmp_path / "summary.md"
    result = dumpdiff(
        "comment",
        *pair,
        "--repo",
        "o/r",
        "--pr",
        "7",
        "--fail-on",
        "new-kernels",
        env={"GITHUB_STEP_SUMMARY": str(summary)},
    )
    assert result.returncode == 1  # the verdict decides, not the missing token
    assert "lost fusion" in summary.read_text() and "lost fusion" in result.stdout


def test_a_huge_report_is_cut_below_the_budget(pair: list[str], tmp_path: Path) -> None:
    from dumpdiff.service.finding_kinds import FINDING_KINDS
    from dumpdiff.service.report import RENDERERS, RenderOptions
    from dumpdiff.service.report.groups import group_findings
    from dumpdiff.service.report.story import tell

    findings = [
        {
            "kind": "new_kernel", "regression": True, "accepted": None, "summary": "k" * 400,
            "details": {"kind": "SchedulerNode", "ops": [f"op{index}"]},  # each its own group: nothing folds away
            "base": {"kernels": [], "nodes": [], "buffers": []},
            "head": {"kernels": ["é" * 200], "nodes": [], "buffers": []},
        }
        for index in range(2000)
    ]  # fmt: skip
    graph = {
        "base": "g",
        "head": "g",
        "format": "inductor_ir",
        "pairing": "name",
        "base_kernels": 1,
        "head_kernels": 9,
        "base_fused_kernels": 0,
        "head_fused_kernels": 0,
        "base_bytes": 1,
        "head_bytes": 1,
        "base_peak_bytes": None,
        "head_peak_bytes": None,
        "findings": findings,
    }
    totals = {
        **{kind.totals_key: 0 for kind in FINDING_KINDS},
        "new_kernels": 2000,
        "accepted": 0,
        "base_kernels": 1,
        "head_kernels": 9,
        "base_bytes": 1,
        "head_bytes": 1,
        "base_peak_bytes": None,
        "head_peak_bytes": None,
    }
    document = {
        "regression": True,
        "totals": totals,
        "graphs": [graph],
        "groups": (groups := group_findings([graph])),
        "story": tell([graph], groups, totals),
        "tool_version": "0",
        "base": {"source": "a", "commit": None},
        "head": {"source": "b", "commit": None},
    }
    options = RenderOptions(budget_bytes=65_536, marker="<!-- dumpdiff:default -->")
    body = RENDERERS["markdown"](document, options)
    assert len(body.encode()) <= 65_536
    assert body.splitlines()[1] == "### :red_circle: dumpdiff: REGRESSION: 2000 new kernel(s)"
    assert "Report cut to fit 65,536 bytes" in body


def test_gitlab_notes(httpserver: HTTPServer, pair: list[str]) -> None:
    notes: list[dict[str, Any]] = []

    def handler(request: Request) -> Response:
        assert request.headers["PRIVATE-TOKEN"] == TOKEN
        if request.method == "POST":
            notes.append({"id": 11, "body": json.loads(request.data)["body"], "author": {"username": "bot"}})
        elif request.method == "PUT":
            notes[0]["body"] = json.loads(request.data)["body"]
        return Response(json.dumps(notes if request.method == "GET" else notes[0]))

    httpserver.expect_request("/user").respond_with_json({"username": "bot"})
    httpserver.expect_request("/projects/grp/proj/merge_requests/7/notes").respond_with_handler(handler)
    httpserver.expect_request("/projects/grp/proj/merge_requests/7/notes/11").respond_with_handler(handler)
    env = {"GITLAB_TOKEN": TOKEN, "GITLAB_CI": "true", "CI_API_V4_URL": httpserver.url_for("/").rstrip("/")}
    for _ in range(2):
        result = dumpdiff("comment", *pair, "--repo", "grp/proj", "--pr", "7", env=env)
        assert result.returncode == 0, result.stderr
    assert len(notes) == 1 and "lost fusion" in notes[0]["body"]


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=True).stdout.strip()


def test_auto_baseline_is_the_merge_base_run(store: Engine, corpus: Path, tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    git(repo, "config", "user.email", "ci@example.com")
    git(repo, "config", "user.name", "CI")
    commits = []
    for message in ("with run", "no run yet", "merge-base"):
        git(repo, "commit", "-q", "--allow-empty", "-m", message)
        commits.append(git(repo, "rev-parse", "HEAD"))
    git(repo, "checkout", "-q", "-b", "feature")
    git(repo, "commit", "-q", "--allow-empty", "-m", "feature work")
    head = git(repo, "rev-parse", "HEAD")
    git(repo, "checkout", "-q", "main")
    git(repo, "commit", "-q", "--allow-empty", "-m", "main moved on")
    newer_main = git(repo, "rev-parse", "HEAD")
    for commit, scenario in ((commits[0], "mlp_base"), (newer_main, "mlp_extra_op"), (head, "mlp_nofusion")):
        assert (
            dumpdiff("ingest", corpus / "inductor-cuda" / scenario, "--commit", commit, "--ref", "main").returncode == 0
        )
    summary = tmp_path / "summary.md"
    result = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "comment", "auto", head, "--repo", "o/r", "--pr", "7"],
        capture_output=True, text=True, cwd=repo,
        env={**{k: v for k, v in os.environ.items() if k != "GITHUB_TOKEN"}, "GITHUB_STEP_SUMMARY": str(summary)},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    report = summary.read_text()
    assert (
        f"with base `{commits[0][:12]} (main)`" in report
    )  # not the newer run on main: the merge-base's nearest ancestor run
    assert "2 commit(s) skipped" in report


def test_auto_baseline_without_any_run(store: Engine, pair: list[str], tmp_path: Path) -> None:
    repo = tmp_path / "empty"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    result = subprocess.run(
        [sys.executable, "-m", "dumpdiff.service.cli", "comment", "auto", pair[1], "--repo", "o/r", "--pr", "7",
         "--head-commit", "0" * 40, "--no-baseline-exit", "3"],
        capture_output=True, text=True, cwd=repo, env={k: v for k, v in os.environ.items() if k != "GITHUB_TOKEN"},
    )  # fmt: skip
    assert result.returncode == 3 and "no stored run" in result.stderr and "Traceback" not in result.stderr


def test_names_are_escaped_for_markdown_tables() -> None:
    from dumpdiff.service.report.markdown import escape_cell

    assert escape_cell("a|b`c<script>\nx\\y") == "a\\|b\\`c\\<script\\> x\\\\y"
