"""Checks of what users type, before it reaches the store or a report: each returns the value as dumpdiff uses it
or raises :class:`InvalidArgument` with one line naming the option and what was expected (never echoing more than a
short, printable excerpt of what was given)."""

from __future__ import annotations

import math
import re

from dumpdiff.service.errors import ServiceError
from dumpdiff.service.finding_kinds import FINDING_KINDS
from dumpdiff.service.terminal import controls_shown

COMMIT = re.compile(r"[0-9a-fA-F]{4,64}")
MAX_REF_CHARACTERS = 255  # git's own limit on a ref name's component is the filesystem's, 255 bytes
MAX_LABEL_CHARACTERS = 100
SHOWN_CHARACTERS = 40
# `--fail-on` and the settings may also spell a kind `new-kernels`, `lost_fusions`, `New-Kernel`...
KIND_SPELLINGS = {
    spelling.replace("-", "_"): kind.name
    for kind in FINDING_KINDS
    for spelling in (kind.name, f"{kind.name}s", kind.totals_key, kind.fail_on or kind.name)
}


class InvalidArgument(ServiceError):
    """A value the user gave that dumpdiff cannot take: one line, exit 2."""


def shown(value: object) -> str:
    """A short, printable excerpt of a bad value for a message."""
    text = value if isinstance(value, str) else repr(value)
    excerpt = controls_shown(text[:SHOWN_CHARACTERS])
    return repr(excerpt + ("..." if len(text) > SHOWN_CHARACTERS else ""))


def commit(value: str, option: str = "--commit") -> str:
    """A git object name (4 to 64 hex digits), lower-cased as the store keeps it."""
    if not value:
        raise InvalidArgument(f"{option}: expected a commit SHA (4 to 64 hex digits), got an empty argument")
    if not COMMIT.fullmatch(value):
        raise InvalidArgument(f"{option}: expected a commit SHA (4 to 64 hex digits), got {shown(value)}")
    return value.lower()


def _printable(value: str, option: str, what: str, limit: int) -> str:
    if not value:
        raise InvalidArgument(f"{option}: expected {what}, got an empty argument")
    if len(value) > limit:
        raise InvalidArgument(f"{option}: expected {what} of at most {limit} characters, got {len(value)}")
    if not value.isprintable():
        raise InvalidArgument(f"{option}: expected {what} of printable characters, got {shown(value)}")
    return value


def ref(value: str, option: str = "--ref") -> str:
    """A branch name: printable, bounded, not empty."""
    return _printable(value, option, "a branch name", MAX_REF_CHARACTERS)


def label(value: str, option: str = "--label") -> str:
    """A run's label: printable, bounded, not empty (no label is the option left out)."""
    return _printable(value, option, "a label", MAX_LABEL_CHARACTERS)


def path_argument(value: str, what: str = "PATH") -> str:
    """A path as given: an empty argument is an error, never the current folder."""
    if not value:
        raise InvalidArgument(f"{what}: expected a dump file or folder, got an empty argument")
    return value


def growth_relative(value: object, option: str = "--growth-relative") -> float:
    """A fraction of the base: a finite number, not negative."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
        raise InvalidArgument(f"{option}: expected a finite number not below 0 (0.05 is 5 %), got {shown(value)}")
    return float(value)


def growth_absolute(value: object, option: str = "--growth-absolute") -> int:
    """A number of bytes: a whole number, not negative."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidArgument(f"{option}: expected a whole number of bytes not below 0, got {shown(value)}")
    return value


def finding_kind(value: object, option: str = "kind") -> str:
    """A finding kind in any spelling `--fail-on` or the JSON report uses: `new-kernels`, `new_kernel`..."""
    if isinstance(value, str) and (kind := KIND_SPELLINGS.get(value.strip().lower().replace("-", "_"))):
        return kind
    raise InvalidArgument(
        f"{option}: expected one of {', '.join(kind.name for kind in FINDING_KINDS)}, got {shown(value)}"
    )
