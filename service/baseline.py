"""`comment` with BASE=auto: the stored run to compare a pull request's head with."""

from __future__ import annotations

import os

from dumpdiff.service.comment import Baseline


def auto_baseline(head: str, label: str, target_branch: str, head_commit: str | None) -> Baseline | None:
    """The run on the merge-base of HEAD with the target branch (see `comment.choose_baseline`); HEAD's commit is
    the stored run's when HEAD is a commit, else `head_commit`, $GITHUB_SHA or the work tree's."""
    from sqlalchemy.orm import Session

    from dumpdiff.service import comment as ci
    from dumpdiff.service.db import engine
    from dumpdiff.service.sources import COMMIT_PATTERN
    from dumpdiff.service.store import commits_with_runs, find_run, newest_run_on_ref

    with Session(engine()) as session:
        if head_commit is None and COMMIT_PATTERN.fullmatch(head) and not os.path.exists(head):
            head_commit = find_run(session, head, label or None).commit
        head_commit = head_commit or os.environ.get("GITHUB_SHA") or ci.git("rev-parse", "HEAD")

        def newest(branch: str) -> str | None:
            row = newest_run_on_ref(session, branch, label or None)
            return row.commit if row else None

        return ci.choose_baseline(
            head_commit, target_branch, lambda c: commits_with_runs(session, c, label or None), newest
        )
