"""`comment`: the report posted on a pull request (the one sticky comment, or the job summary where none can be
posted) and the gate that fails the CI step."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass

from dumpdiff.service.finding_kinds import REGRESSION_KINDS
from dumpdiff.service.report import CompareDocument


@dataclass(frozen=True, slots=True, kw_only=True)
class PullRequest:
    repo: str  # OWNER/NAME on GitHub, the project path or id on GitLab
    number: int  # the pull request, or the merge request's IID
    label: str  # one comment per label
    api_url: str | None  # None: the CI's or the forge's default
    gitlab: bool


def post_comment(body: str, pull_request: PullRequest) -> str | None:
    """Upserts the labelled comment; without a token, or with a read-only one, writes the job summary instead.
    Returns the report where it must also go to stdout (a fork's pull request: the log is where it shows)."""
    from dumpdiff.service import comment as ci

    where = f"{pull_request.repo}#{pull_request.number}"
    token = os.environ.get("GITLAB_TOKEN" if pull_request.gitlab else "GITHUB_TOKEN")
    if not token:
        summary = ci.write_job_summary(body)
        ci.say(f"dumpdiff: no token (a fork's pull request?): report written to {summary or 'stdout'}, not posted")
        return body
    if pull_request.gitlab:
        api_url = pull_request.api_url or os.environ.get("CI_API_V4_URL", "https://gitlab.com/api/v4")
        forge = ci.gitlab(api_url, pull_request.repo, pull_request.number, token)
    else:
        api_url = pull_request.api_url or os.environ.get("GITHUB_API_URL", "https://api.github.com")
        forge = ci.github(api_url, pull_request.repo, pull_request.number, token)
    try:
        ci.say(f"dumpdiff: comment {forge.upsert(body, ci.marker(pull_request.label))} on {where}")
    except ci.ForbiddenError as refused:
        summary = ci.write_job_summary(body)
        ci.say(f"dumpdiff: warning: {refused}; report written to {summary or 'stdout'} instead")
        return body if summary is None else None
    return None


def fails(document: CompareDocument, fail_on: Iterable[str]) -> bool:
    """Whether a regression flag chosen by its `--fail-on` spelling was raised."""
    chosen = set(fail_on)
    return any(kind.fail_on in chosen and kind.totals_key in document["flags"] for kind in REGRESSION_KINDS)
