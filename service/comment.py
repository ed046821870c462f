"""The CI step: one sticky report comment per pull request (and label), a baseline chosen right, a job summary
where no comment can be posted.

GitHub: the issue-comments REST API (``Authorization: Bearer $GITHUB_TOKEN``); GitLab: merge-request notes
(``PRIVATE-TOKEN``). The comment carries a hidden marker per label; every run pages through the existing comments
and updates the bot's own one with its marker (the token's user, never a person quoting the marker) or creates it;
after creating, it lists again and deletes younger duplicates, so two runs at once never leave two comments. The
token goes to the configured API's origin only: a redirect or a page link elsewhere is refused. A fork's pull
request has no token: the report goes to ``$GITHUB_STEP_SUMMARY`` and stdout instead, as it does when posting
fails. The token is never printed.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
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
TIMEOUT_SECONDS = 30
MAX_ANSWER_BYTES = 16 * 1024 * 1024
MAX_PAGES = 1000
DEFAULT_PORTS = {"http": 80, "https": 443}
# The author of comments posted with GitHub Actions' GITHUB_TOKEN, which may not read `GET /user`.
GITHUB_ACTIONS_LOGIN = "github-actions[bot]"


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


def _remotes() -> set[str]:
    try:
        return set(git("remote").split())
    except ServiceError:
        return set()


def stored_ref(target_branch: str, remotes: Iterable[str]) -> str:
    """The branch name runs are stored under: CI checks out `origin/main` but ingests with `--ref main`."""
    name = target_branch.removeprefix("refs/heads/").removeprefix("refs/remotes/")
    remote, _, branch = name.partition("/")
    return branch if branch and remote in set(remotes) else name


def _merge_base(head_commit: str, target_branch: str, remotes: Iterable[str]) -> str | None:
    # A CI checkout often has `origin/main` and no local `main`: a bare branch name is also tried on each remote.
    candidates = [target_branch]
    if stored_ref(target_branch, remotes) == target_branch:
        candidates += [f"{remote}/{target_branch}" for remote in sorted(remotes)]
    for candidate in candidates:
        try:
            return git("merge-base", head_commit, candidate) or None
        except ServiceError:
            continue
    return None


def choose_baseline(
    head_commit: str,
    target_branch: str,
    has_runs: Callable[[Sequence[str]], set[str]],
    newest_on_branch: Callable[[str], str | None],
) -> Baseline | None:
    """The newest stored run on the merge-base of HEAD with the target branch, walking back through first parents
    to the nearest commit that has one; else the newest run on the target branch; else None."""
    remotes = _remotes()
    merge_base = _merge_base(head_commit, target_branch, remotes)
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
    branch = stored_ref(target_branch, remotes)
    newest = newest_on_branch(branch)
    if newest is not None:
        return Baseline(newest, f"newest run on {branch}: no run on the merge-base or its first parents")
    return None


# -- forges ------------------------------------------------------------------------------------------------------


Origin = tuple[str, str, int | None]


def origin(url: str) -> Origin:
    """Scheme, host and port: the token goes to the configured API's origin and to no other."""
    parts = urllib.parse.urlsplit(url)
    try:
        port = parts.port or DEFAULT_PORTS.get(parts.scheme.lower())
    except ValueError:
        raise CommentError(f"{_shown(url)}: expected an http(s) URL with a numeric port") from None
    return parts.scheme.lower(), (parts.hostname or "").lower(), port


def _shown(url: str) -> str:
    """A URL fit for a message: without credentials, query or fragment."""
    parts = urllib.parse.urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = None
    host = parts.hostname or ""
    return parts._replace(netloc=f"{host}:{port}" if port else host, query="", fragment="").geturl()


class _SameOriginRedirects(urllib.request.HTTPRedirectHandler):
    """urllib copies every header, the token's included, onto a redirect: only the API's own origin is followed."""

    def __init__(self, allowed: Origin) -> None:
        super().__init__()
        self.allowed = allowed

    def redirect_request(
        self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any, newurl: str
    ) -> urllib.request.Request | None:
        if origin(newurl) != self.allowed:
            raise CommentError(
                f"{req.get_method()} {_shown(req.full_url)}: redirected to {_shown(newurl)}, another origin than "
                "the API's: not sending the token there"
            )
        return super().redirect_request(req, fp, code, msg, headers, newurl)


@dataclass(frozen=True, slots=True)
class Api:
    """Requests to one forge API with its credentials, which never leave its origin."""

    url: str
    headers: dict[str, str]

    def request(self, method: str, url: str, body: dict[str, Any] | None = None) -> tuple[Any, str | None]:
        """JSON in, JSON out; returns (payload, the `next` page URL). Every failure is one token-free line."""
        allowed = origin(self.url)
        if origin(url) != allowed:
            raise CommentError(f"{method} {_shown(url)}: another origin than the API's {_shown(self.url)}: refused")
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            url, data=data, method=method, headers={**self.headers, "Content-Type": "application/json"}
        )
        opener = urllib.request.build_opener(_SameOriginRedirects(allowed))
        where = f"{method} {_shown(url)}"
        try:
            with opener.open(request, timeout=TIMEOUT_SECONDS) as response:
                raw = response.read(MAX_ANSWER_BYTES + 1)
                link = NEXT_LINK.search(response.headers.get("Link", ""))
                next_page = response.headers.get("X-Next-Page")
        except urllib.error.HTTPError as error:
            if error.code == 401:
                raise CommentError(f"{where}: 401, the token was rejected (check its scope and expiry)") from None
            if error.code == 403:
                raise ForbiddenError(f"{where}: 403, the token may not write comments") from None
            if error.code == 404 and method == "DELETE":
                return None, None  # another run deleted it first
            raise CommentError(f"{where}: HTTP {error.code} {error.reason}") from None
        except urllib.error.URLError as error:
            raise CommentError(f"{where}: {error.reason}") from None
        except TimeoutError:
            raise CommentError(f"{where}: no answer within {TIMEOUT_SECONDS} s") from None
        except (OSError, http.client.HTTPException) as error:
            raise CommentError(f"{where}: {type(error).__name__}: {error}") from None
        if len(raw) > MAX_ANSWER_BYTES:
            raise CommentError(f"{where}: expected an answer of at most {MAX_ANSWER_BYTES:,} bytes, got more")
        try:
            payload = json.loads(raw or b"null")
        except ValueError:
            raise CommentError(f"{where}: expected a JSON answer, got {raw[:40]!r}") from None
        if link:
            return payload, link[1]
        if next_page:
            return payload, _with_page(url, next_page)
        return payload, None

    def pages(self, url: str) -> Iterable[dict[str, Any]]:
        next_url: str | None = url
        for _ in range(MAX_PAGES):
            if next_url is None:
                return
            payload, next_url = self.request("GET", next_url)
            if not isinstance(payload, list) or not all(isinstance(item, dict) for item in payload):
                raise CommentError(f"GET {_shown(url)}: expected a list of comments")
            yield from payload
        raise CommentError(f"GET {_shown(url)}: expected at most {MAX_PAGES} pages of comments")


def _with_page(url: str, page: str) -> str:
    parts = urllib.parse.urlsplit(url)
    query = dict(urllib.parse.parse_qsl(parts.query))
    query["page"] = page
    return parts._replace(query=urllib.parse.urlencode(query)).geturl()


@dataclass(frozen=True, slots=True)
class Forge:
    """Where comments live: the list URL, how one comment and its author are addressed, who the token posts as."""

    api: Api
    list_url: str
    item_url: Callable[[Any], str]
    update_method: str
    user_url: str
    author: Callable[[dict[str, Any]], str | None]
    login_key: str
    # Who posts when the forge will not say: GitHub Actions' GITHUB_TOKEN may not read `GET /user`.
    fallback_login: str | None = None
    bot_login: str | None = None

    def login(self) -> str:
        if self.bot_login:
            return self.bot_login
        try:
            user, _ = self.api.request("GET", self.user_url)
        except ForbiddenError:
            user = None
        login = user.get(self.login_key) if isinstance(user, dict) else None
        if isinstance(login, str) and login:
            return login
        if self.fallback_login:
            return self.fallback_login
        raise CommentError(f"GET {_shown(self.user_url)}: expected the token's user; configure the bot's login")

    def ours(self, mark: str, login: str) -> list[dict[str, Any]]:
        """Comments of the bot carrying the marker, oldest first: a person quoting the marker is never taken over."""
        listed = self.api.pages(self.list_url + "?per_page=100")
        found = [
            c
            for c in listed
            if isinstance(c.get("id"), int) and mark in str(c.get("body") or "") and self.author(c) == login
        ]
        return sorted(found, key=lambda c: int(c["id"]))

    def upsert(self, body: str, mark: str) -> str:
        """Updates the bot's comment carrying `mark`, or creates it; returns 'updated' or 'created'.

        Two runs at once may both find nothing and both create: after creating, the comments are listed again and
        every younger duplicate deleted, the oldest keeping this run's body, so one comment stays."""
        login = self.login()
        if existing := self.ours(mark, login):
            self._keep_oldest(existing, body)
            return "updated"
        created, _ = self.api.request("POST", self.list_url, {"body": body})
        again = self.ours(mark, login)
        if again and (not isinstance(created, dict) or again[0]["id"] != created.get("id")):
            self._keep_oldest(again, body)
            return "updated"
        self._delete(again[1:])
        return "created"

    def _keep_oldest(self, comments: list[dict[str, Any]], body: str) -> None:
        self.api.request(self.update_method, self.item_url(comments[0]["id"]), {"body": body})
        self._delete(comments[1:])

    def _delete(self, comments: list[dict[str, Any]]) -> None:
        for duplicate in comments:
            self.api.request("DELETE", self.item_url(duplicate["id"]))


def _field(comment: dict[str, Any], outer: str, inner: str) -> Any:
    nested = comment.get(outer)
    return nested.get(inner) if isinstance(nested, dict) else None


def github(api_url: str, repo: str, number: int, token: str, bot_login: str | None = None) -> Forge:
    base = api_url.rstrip("/")
    headers = {
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": GITHUB_API_VERSION,
        "User-Agent": "dumpdiff",
    }
    return Forge(
        api=Api(base, headers),
        list_url=f"{base}/repos/{repo}/issues/{number}/comments",
        item_url=lambda comment_id: f"{base}/repos/{repo}/issues/comments/{comment_id}",
        update_method="PATCH",
        user_url=f"{base}/user",
        author=lambda c: _field(c, "user", "login"),
        login_key="login",
        fallback_login=GITHUB_ACTIONS_LOGIN,
        bot_login=bot_login,
    )


def gitlab(api_url: str, project: str, number: int, token: str, bot_login: str | None = None) -> Forge:
    root = api_url.rstrip("/")
    base = f"{root}/projects/{urllib.parse.quote(project, safe='')}/merge_requests/{number}/notes"
    return Forge(
        api=Api(root, {"PRIVATE-TOKEN": token, "User-Agent": "dumpdiff"}),
        list_url=base,
        item_url=lambda note_id: f"{base}/{note_id}",
        update_method="PUT",
        user_url=f"{root}/user",
        author=lambda c: _field(c, "author", "username"),
        login_key="username",
        bot_login=bot_login,
    )


def write_job_summary(body: str) -> str | None:
    """Appends the report to the GitHub job summary when there is one; returns its path."""
    path = os.environ.get("GITHUB_STEP_SUMMARY")
    if path:
        with open(path, "a", encoding="utf-8") as stream:
            stream.write(body + "\n")
    return path


def deliver(body: str, mark: str, forge: Forge | None) -> str:
    """Posts the report as the sticky comment; without a forge (no token), with a read-only token, or when posting
    fails, the report goes to the job summary and stdout instead. Returns the line to tell the user; a failed post
    raises its one-line error once the report is safe elsewhere."""
    if forge is None:
        return f"no token (a fork's pull request?): report written to {_fall_back(body)}, not posted"
    try:
        return f"comment {forge.upsert(body, mark)}"
    except ForbiddenError as refused:
        return f"warning: {refused}; report written to {_fall_back(body)} instead"
    except ServiceError as failed:
        raise CommentError(f"{failed}; report written to {_fall_back(body)} instead") from None


def _fall_back(body: str) -> str:
    summary = write_job_summary(body)
    print(body, end="" if body.endswith("\n") else "\n")
    return f"{summary} and stdout" if summary else "stdout"
