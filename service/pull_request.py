"""`comment`: the report posted on a pull request (the one sticky comment, or the job summary where none can be
posted) and the gate that fails the CI step."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dumpdiff.service.finding_kinds import REGRESSION_KINDS
from dumpdiff.service.report import CompareDocument

if TYPE_CHECKING:
    from dumpdiff.service.comment import Forge


@dataclass(frozen=True, slots=True, kw_only=True)
class PullRequest:
    repo: str  # OWNER/NAME on GitHub, the project path or id on GitLab
    number: int  # the pull request, or the merge request's IID
    label: str  # one comment per label
    api_url: str | None  # None: the CI's or the forge's default
    gitlab: bool
    bot_login: str | None = None  # whose comments are ours; None: the token's user


def post_comment(body: str, pull_request: PullRequest) -> str:
    """Upserts the labelled comment; without a token, or with a read-only one, the report goes to the job summary
    and stdout instead. Returns the line to tell the user; a failed post raises `CommentError` once the report is
    in the job summary and on stdout."""
    from dumpdiff.service import comment as ci

    return ci.deliver(body, ci.marker(pull_request.label), _forge(pull_request))


def _forge(pull_request: PullRequest) -> Forge | None:
    from dumpdiff.service import comment as ci

    token = os.environ.get("GITLAB_TOKEN" if pull_request.gitlab else "GITHUB_TOKEN")
    if not token:
        return None
    if pull_request.gitlab:
        api_url = pull_request.api_url or os.environ.get("CI_API_V4_URL", "https://gitlab.com/api/v4")
        return ci.gitlab(api_url, pull_request.repo, pull_request.number, token, pull_request.bot_login)
    api_url = pull_request.api_url or os.environ.get("GITHUB_API_URL", "https://api.github.com")
    return ci.github(api_url, pull_request.repo, pull_request.number, token, pull_request.bot_login)


def fails(document: CompareDocument, fail_on: Iterable[str]) -> bool:
    """Whether a regression flag chosen by its `--fail-on` spelling was raised."""
    chosen = set(fail_on)
    return any(kind.fail_on in chosen and kind.totals_key in document["flags"] for kind in REGRESSION_KINDS)
