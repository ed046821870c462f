"""What users type is checked before it reaches the store or a report: one line naming the option, never the value
echoed at length (a `--commit` holding SQL once came back in the database's error)."""

from __future__ import annotations

import math

import pytest

from dumpdiff.service import validate
from dumpdiff.service.validate import InvalidArgument


def test_commits_are_git_object_names() -> None:
    assert validate.commit("ABCDEF0") == "abcdef0"
    assert validate.commit("a" * 64) == "a" * 64
    assert validate.commit("abcd") == "abcd"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("", "--commit: expected a commit SHA (4 to 64 hex digits), got an empty argument"),
        ("abc", "--commit: expected a commit SHA (4 to 64 hex digits), got 'abc'"),
        (
            "a" * 65,
            "--commit: expected a commit SHA (4 to 64 hex digits), got 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...'",
        ),
        (
            "1'; DROP TABLE runs; --",
            '--commit: expected a commit SHA (4 to 64 hex digits), got "1\'; DROP TABLE runs; --"',
        ),
        ("main", "--commit: expected a commit SHA (4 to 64 hex digits), got 'main'"),
        ("abcd\n", "--commit: expected a commit SHA (4 to 64 hex digits), got 'abcd?'"),
    ],
)
def test_a_bad_commit_is_one_line(value: str, expected: str) -> None:
    with pytest.raises(InvalidArgument) as raised:
        validate.commit(value)
    assert str(raised.value) == expected


@pytest.mark.parametrize(
    ("check", "value", "expected"),
    [
        (validate.ref, "", "--ref: expected a branch name, got an empty argument"),
        (validate.ref, "r" * 256, "--ref: expected a branch name of at most 255 characters, got 256"),
        (validate.ref, "main\x1b[31m", "--ref: expected a branch name of printable characters, got 'main?[31m'"),
        (validate.label, "", "--label: expected a label, got an empty argument"),
        (validate.label, "l" * 101, "--label: expected a label of at most 100 characters, got 101"),
        (validate.label, "a\nb", "--label: expected a label of printable characters, got 'a?b'"),
        (validate.path_argument, "", "PATH: expected a dump file or folder, got an empty argument"),
    ],
)
def test_bad_names_are_one_line(check: object, value: str, expected: str) -> None:
    with pytest.raises(InvalidArgument) as raised:
        check(value)  # type: ignore[operator]
    assert str(raised.value) == expected and "\n" not in str(raised.value)


def test_good_names_pass_unchanged() -> None:
    assert validate.ref("feature/ünïcode-1") == "feature/ünïcode-1"
    assert validate.label("gpt-2 (bf16)") == "gpt-2 (bf16)"
    assert validate.path_argument("dumps") == "dumps"


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf, -0.01, "0.05", True, None])
def test_relative_thresholds_are_finite_and_not_negative(value: object) -> None:
    with pytest.raises(InvalidArgument, match=r"^--growth-relative: expected a finite number not below 0"):
        validate.growth_relative(value)


@pytest.mark.parametrize("value", [-1, 1.5, math.inf, "262144", False])
def test_absolute_thresholds_are_whole_bytes_not_negative(value: object) -> None:
    with pytest.raises(InvalidArgument, match=r"^--growth-absolute: expected a whole number of bytes not below 0"):
        validate.growth_absolute(value)


def test_good_thresholds() -> None:
    assert validate.growth_relative(0) == 0.0 and validate.growth_relative(2) == 2.0
    assert validate.growth_absolute(0) == 0 and validate.growth_absolute(1 << 40) == 1 << 40


@pytest.mark.parametrize(
    ("spelling", "kind"),
    [("new-kernels", "new_kernel"), ("lost-fusions", "lost_fusion"), ("allocation-growth", "allocation_growth"),
     ("changed_kernel", "changed_kernel"), ("Removed-Kernels", "removed_kernel")],
)  # fmt: skip
def test_finding_kinds_in_every_spelling(spelling: str, kind: str) -> None:
    assert validate.finding_kind(spelling) == kind


def test_an_unknown_kind_names_the_known_ones() -> None:
    with pytest.raises(InvalidArgument, match=r"^kind: expected one of new_kernel, lost_fusion, .* got 'new'$"):
        validate.finding_kind("new")
