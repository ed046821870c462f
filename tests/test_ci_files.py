"""The CI integration as shipped: dumpdiff is installed from a pinned source (never a package-index name anyone could
register), runs of one pull request do not race, and the action stores runs under the ref its comment looks up."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml

from dumpdiff.service.comment import stored_ref

CI = Path(__file__).resolve().parents[1] / "ci"
WORKFLOWS = sorted((CI / "examples").glob("*.yml"))
FULL_SHA = re.compile(r"[0-9a-f]{40}")
# What pip may install: a local checkout, or a git URL at a full commit SHA (or a variable checked to hold one).
PINNED_SOURCE = re.compile(
    r"(\.{0,2}/|\$GITHUB_ACTION_PATH/).*|dumpdiff @ git\+\S+@(\$\{DUMPDIFF_REVISION\}|[0-9a-f]{40})"
)


def load(path: Path) -> Any:
    return yaml.safe_load(path.read_text())


def shell_scripts() -> list[tuple[str, str]]:
    action_steps = load(CI / "action.yml")["runs"]["steps"]
    scripts = [(f"action: {step.get('name')}", step["run"]) for step in action_steps if "run" in step]
    scripts += [("gitlab", line) for line in load(CI / "gitlab-ci.yml")[".dumpdiff"]["script"]]
    for path in WORKFLOWS:
        for job in load(path)["jobs"].values():
            scripts += [(f"{path.name}: {step.get('name')}", step["run"]) for step in job["steps"] if "run" in step]
    return [(where, script) for where, script in scripts if isinstance(script, str)]


def test_every_pip_install_is_of_a_pinned_source() -> None:
    installs = []
    for where, script in shell_scripts():
        for command in re.findall(r"pip install[^\n;&|]*", script):
            requirements = [word for word in shlex.split(command)[2:] if not word.startswith("-")]
            assert requirements and all(PINNED_SOURCE.fullmatch(r) for r in requirements), f"{where}: {command}"
            installs.append(where)
    assert len(installs) == 5  # the action, GitLab, both fork workflows and the push workflow install dumpdiff


def test_the_action_and_dumpdiff_checkouts_are_pinned_to_a_commit() -> None:
    for path in WORKFLOWS:
        for job in load(path)["jobs"].values():
            for step in job["steps"]:
                uses = step.get("uses", "")
                if "/dumpdiff/ci@" in uses:
                    assert FULL_SHA.fullmatch(uses.rsplit("@", 1)[1]), f"{path.name}: {uses}"
                if step.get("with", {}).get("repository", "").endswith("/dumpdiff"):
                    assert FULL_SHA.fullmatch(step["with"]["ref"]), f"{path.name}: {step}"


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflows_do_not_race(path: Path) -> None:
    concurrency = load(path)["concurrency"]
    assert concurrency["group"].startswith("dumpdiff-")
    assert concurrency["cancel-in-progress"] in (True, False)
    assert "resource_group" in load(CI / "gitlab-ci.yml")[".dumpdiff"]


def test_the_comment_looks_up_the_ref_that_ingest_stored() -> None:
    """`--ref "$REF"` stores the branch name; `--target-branch origin/<branch>` must find it."""
    steps = {step.get("name"): step for step in load(CI / "action.yml")["runs"]["steps"]}
    target = re.search(r'--target-branch "([^"]+)"', steps["Comment on the pull request"]["run"])
    assert target and target[1] == "origin/$TARGET_BRANCH"
    assert stored_ref(target[1].replace("$TARGET_BRANCH", "main"), {"origin"}) == "main"
