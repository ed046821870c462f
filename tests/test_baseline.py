"""`BASE=auto` as CI runs it: a clone whose target branch is `origin/main`, runs ingested with `--ref main`, a real
git repository and a real store."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from dumpdiff.ingest.load import load_run
from dumpdiff.service.comment import Baseline, choose_baseline, stored_ref
from dumpdiff.service.store import commits_with_runs, newest_run_on_ref, save_run


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=True).stdout.strip()


def commit(repo: Path, message: str) -> str:
    git(repo, "commit", "-q", "--allow-empty", "-m", message)
    return git(repo, "rev-parse", "HEAD")


@pytest.fixture
def clone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, dict[str, str]]:
    """upstream: A - B (merge-base) - D on main, C on feature from B; the clone checks out feature and knows main
    only as origin/main, as actions/checkout leaves it."""
    upstream = tmp_path / "upstream"
    upstream.mkdir()
    git(upstream, "init", "-q", "-b", "main")
    git(upstream, "config", "user.email", "ci@example.com")
    git(upstream, "config", "user.name", "CI")
    commits = {"A": commit(upstream, "A"), "B": commit(upstream, "B")}
    git(upstream, "checkout", "-q", "-b", "feature")
    commits["C"] = commit(upstream, "C")
    git(upstream, "checkout", "-q", "main")
    commits["D"] = commit(upstream, "D")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--branch", "feature", str(upstream), str(clone)], check=True)
    monkeypatch.chdir(clone)
    return clone, commits


def store_runs(engine: Engine, corpus: Path, runs: dict[str, str]) -> None:
    parsed = load_run(corpus / "seeds/opattrs_kid_trace.txt")
    with Session(engine) as session, session.begin():
        for sha, ref in runs.items():
            save_run(session, parsed, commit=sha, ref=ref)


def baseline(engine: Engine, head: str, target_branch: str) -> Baseline | None:
    with Session(engine) as session:

        def newest(branch: str) -> str | None:
            row = newest_run_on_ref(session, branch, None)
            return row.commit if row else None

        return choose_baseline(head, target_branch, lambda c: commits_with_runs(session, c, None), newest)


@pytest.mark.parametrize("target_branch", ["origin/main", "main", "refs/remotes/origin/main"])
def test_the_merge_base_run_is_found_directly(
    store: Engine, corpus: Path, clone: tuple[Path, dict[str, str]], target_branch: str
) -> None:
    _, commits = clone
    store_runs(store, corpus, {commits["A"]: "main", commits["B"]: "main", commits["D"]: "main"})
    assert baseline(store, commits["C"], target_branch) == Baseline(
        commits["B"], f"merge-base of {commits['C'][:12]} with {target_branch}"
    )


@pytest.mark.parametrize("target_branch", ["origin/main", "main"])
def test_without_a_run_on_the_merge_base_the_newest_run_on_the_branch_is_taken(
    store: Engine, corpus: Path, clone: tuple[Path, dict[str, str]], target_branch: str
) -> None:
    """The action ingests with `--ref main` and comments with `--target-branch origin/main`."""
    _, commits = clone
    store_runs(store, corpus, {commits["D"]: "main", commits["C"]: "feature"})
    assert baseline(store, commits["C"], target_branch) == Baseline(
        commits["D"], "newest run on main: no run on the merge-base or its first parents"
    )


def test_no_run_anywhere_is_no_baseline(store: Engine, clone: tuple[Path, dict[str, str]]) -> None:
    assert baseline(store, clone[1]["C"], "origin/main") is None


def test_stored_ref_strips_only_a_remote() -> None:
    assert stored_ref("origin/main", {"origin"}) == "main"
    assert stored_ref("upstream/release/2.1", {"origin", "upstream"}) == "release/2.1"
    assert stored_ref("release/2.1", {"origin"}) == "release/2.1"
    assert stored_ref("refs/heads/main", set()) == "main"
    assert stored_ref("refs/remotes/origin/main", {"origin"}) == "main"
