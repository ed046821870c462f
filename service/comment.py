"""The CI step: one sticky report comment per pull request (and label), a baseline chosen right, a job summary
where no comment can be posted.

GitHub: the issue-comments REST API (``Authorization: Bearer $GITHUB_TOKEN``); GitLab: merge-request notes
(``PRIVATE-TOKEN``). The comment carries a hidden marker per label; every run pages through the existing comments,
updates the one with its marker or creates it, so two runs never leave two comments. A fork's pull request
has no token: the report goes to ``$GITHUB_STEP_SUMMARY`` and stdout instead. The token is never printed.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from dumpdiff.service.errors import ServiceError

COMMENT_BUDGET_BYTES = 65_536
GITHUB_API_VERSION = "2022-11-28"
MAX_BASELINE_WALK = 500
NEXT_LINK = re.compile(r'<([^>]+)>;\s*rel="next"')


class CommentError(ServiceError):
    """The forge refused us in a way the user must fix (a rejected token, a missing pull request)."""


class ForbiddenError(Exception):
    """A read-only token: the caller falls back to the job summary."""


def marker(label: str) -> str:
    return f"<!-- dumpdiff:{label or 'default'} -->"


# -- baseline ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Baseline:
    commit: str
    note: str


def git(*args: str) -> str:
    result = subprocess.run(["git", *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise ServiceError(f"git {' '.join(args)}: {result.stderr.strip() or 'failed'}")
    return result.stdout.strip()


def choose_baseline(
    head_commit: str,
    target_branch: str,
    has_runs: Callable[[Sequence[str]], set[str]],
    newest_on_branch: Callable[[str], str | None],
) -> Baseline | None:
    """The newest stored run on the merge-base of HEAD with the target branch, walking back through first parents
    to the nearest commit that has one; else the newest run on the target branch; else None."""
    try:
        merge_base = git("merge-base", head_commit, target_branch)
    except ServiceError:
        merge_base = None
    if merge_base:
        ancestors = git("rev-list", "--first-parent", f"--max-count={MAX_BASELINE_WALK}", merge_base).split()
        stored = has_runs(ancestors)
        for skipped, commit in enumerate(ancestors):
            if commit in stored:
                why = f"merge-base of {head_commit[:12]} with {target_branch}"
                if skipped:
                    why = (
                        f"nearest ancestor with a run of the merge-base {merge_base[:12]}, {skipped} commit(s) skipped"
                    )
                return Baseline(commit, why)
    newest = newest_on_branch(target_branch)
    if newest is not None:
        return Baseline(newest, f"newest run on {target_branch}: no run on the merge-base or its first parents")
    return None


# -- forges ------------------------------------------------------------------------------------------------------


def _request(
    method: str, url: str, headers: dict[str, str], body: dict[str, Any] | None = None
) -> tuple[Any, str | None]:
    """JSON in, JSON out; returns (payload, the `next` page URL). HTTP errors become our errors, token-free."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        url, data=data, method=method, headers={**headers, "Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            payload = json.loads(response.read() or b"null")
            link = NEXT_LINK.search(response.headers.get("Link", ""))
            next_page = response.headers.get("X-Next-Page")
            if link:
                return payload, link[1]
            if next_page:
                return payload, _with_page(url, next_page)
            return payload, None
    except urllib.error.HTTPError as error:
        where = urllib.parse.urlsplit(url)._replace(query="").geturl()
        if error.code == 401:
            raise CommentError(f"{method} {where}: 401, the token was rejected (check its scope and expiry)") from None
        if error.code == 403:
            raise ForbiddenError(f"{method} {where}: 403, the token may not write comments") from None
        raise CommentError(f"{method} {where}: HTTP {error.code} {error.reason}") from None
    except urllib.error.URLError as error:
        raise CommentError(f"{method} {url}: {error.reason}") from None


def _with_page(url: str, page: str) -> str:
    parts = urllib.parse.urlsplit(url)
    query = dict(urllib.parse.parse_qsl(parts.query))
    query["page"] = page
    return parts._replace(query=urllib.parse.urlencode(query)).geturl()


def _pages(url: str, headers: dict[str, str]) -> Iterable[dict[str, Any]]:
    next_url: str | None = url
    while next_url is not None:
        payload, next_url = _request("GET", next_url, headers)
        yield from payload


@dataclass(frozen=True, slots=True)
class Forge:
    """Where comments live: the list URL, how one comment is addressed, and the auth header."""

    list_url: str
    item_url: Callable[[Any], str]
    update_method: str
    headers: dict[str, str]

    def upsert(self, body: str, mark: str) -> str:
        """Updates the comment carrying `mark`, or creates it; returns 'updated' or 'created'."""
        existing = next(
            (c for c in _pages(self.list_url + "?per_page=100", self.headers) if mark in (c.get("body") or "")), None
        )
        if existing is not None:
            _request(self.update_method, self.item_url(existing["id"]), self.headers, {"body": body})
            return "updated"
        _request("POST", self.list_url, self.headers, {"body": body})
        return "created"


def github(api_url: str, repo: str, number: int, token: str) -> Forge:
    base = api_url.rstrip("/")
    return Forge(
        list_url=f"{base}/repos/{repo}/issues/{number}/comments",
        item_url=lambda comment_id: f"{base}/repos/{repo}/issues/comments/{comment_id}",
        update_method="PATCH",
        headers={
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": GITHUB_API_VERSION,
            "User-Agent": "dumpdiff",
        },
    )


def gitlab(api_url: str, project: str, number: int, token: str) -> Forge:
    base = f"{api_url.rstrip('/')}/projects/{urllib.parse.quote(project, safe='')}/merge_requests/{number}/notes"
    return Forge(
        list_url=base,
        item_url=lambda note_id: f"{base}/{note_id}",
        update_method="PUT",
        headers={"PRIVATE-TOKEN": token, "User-Agent": "dumpdiff"},
    )


def write_job_summary(body: str) -> str | None:
    """Appends the report to the GitHub job summary when there is one; returns its path."""
    path = os.environ.get("GITHUB_STEP_SUMMARY")
    if path:
        with open(path, "a", encoding="utf-8") as stream:
            stream.write(body + "\n")
    return path


def say(message: str) -> None:
    print(message, file=sys.stderr)
