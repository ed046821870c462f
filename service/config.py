"""Team settings checked into the repository: growth thresholds and accepted findings.

Read from ``.dumpdiff.toml`` (top level) or ``pyproject.toml`` (``[tool.dumpdiff]``), the nearest one found walking
up from the working directory::

    [tool.dumpdiff]
    growth_relative = 0.05          # growth below 5 % of the base is noise ...
    growth_absolute_bytes = 262144  # ... and so is growth below 256 KiB

    [[tool.dumpdiff.accept]]
    kind = "new_kernel"             # optional: new_kernel, lost_fusion, allocation_growth, ... (or new-kernels)
    pattern = "triton_*_fused_tanh*"  # fnmatch on kernel, node, buffer or graph names of either side
    reason = "tanh gate added on purpose (PR #123)"
    expires = 2027-01-31            # optional: stops applying after this day
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fnmatch
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dumpdiff.service import validate
from dumpdiff.service.errors import ServiceError

DEFAULT_GROWTH_RELATIVE = 0.05
DEFAULT_GROWTH_ABSOLUTE_BYTES = 256 * 1024


class ConfigError(ServiceError):
    """A settings file that cannot be used; the CLI reports it in one line and exits 2."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Acceptance:
    pattern: str
    reason: str
    kind: str | None = None
    expires: dt.date | None = None

    def applies(self, kind: str, names: Iterable[str], today: dt.date) -> bool:
        if self.expires is not None and today > self.expires:
            return False
        if self.kind is not None and self.kind != kind:
            return False
        return any(fnmatch.fnmatchcase(n, self.pattern) for n in names)


@dataclass(frozen=True, slots=True, kw_only=True)
class Config:
    growth_relative: float = DEFAULT_GROWTH_RELATIVE
    growth_absolute_bytes: int = DEFAULT_GROWTH_ABSOLUTE_BYTES
    accept: tuple[Acceptance, ...] = field(default=())
    source: str | None = None

    def is_growth(self, base: int, head: int) -> bool:
        """Growth that is not noise: above both the relative and the absolute floor."""
        delta = head - base
        return delta > self.growth_absolute_bytes and delta > self.growth_relative * base

    def moved(self, base: int, head: int) -> bool:
        """Growth or shrinkage that is not noise."""
        return self.is_growth(base, head) or self.is_growth(head, base)


def load_config(start: Path | None = None) -> Config:
    folder = (start or Path.cwd()).resolve()
    for candidate in (folder, *folder.parents):
        if (dedicated := candidate / ".dumpdiff.toml").is_file():
            return _from_table(_read(dedicated), str(dedicated))
        if (pyproject := candidate / "pyproject.toml").is_file():
            table = _read(pyproject).get("tool", {}).get("dumpdiff")
            if table is not None:
                return _from_table(table, f"{pyproject} [tool.dumpdiff]")
    return Config()


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as stream:
            return tomllib.load(stream)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: {error}") from None


ACCEPT_KEYS = ("pattern", "reason", "kind", "expires")
MAX_PATTERN_CHARACTERS = 1000


def _from_table(table: dict[str, Any], source: str) -> Config:
    known = {"growth_relative", "growth_absolute_bytes", "accept"}
    if unknown := set(table) - known:
        raise ConfigError(
            f"{source}: unknown setting(s) {', '.join(sorted(unknown))}; expected {', '.join(sorted(known))}"
        )
    try:
        growth_relative = validate.growth_relative(
            table.get("growth_relative", DEFAULT_GROWTH_RELATIVE), f"{source}: growth_relative"
        )
        growth_absolute = validate.growth_absolute(
            table.get("growth_absolute_bytes", DEFAULT_GROWTH_ABSOLUTE_BYTES), f"{source}: growth_absolute_bytes"
        )
        entries = table.get("accept", [])
        if not isinstance(entries, list):
            raise ConfigError(f"{source}: accept: expected a list of [[accept]] tables")
        accepted = tuple(_acceptance(entry, f"{source}: accept[{index}]") for index, entry in enumerate(entries))
    except validate.InvalidArgument as error:
        raise ConfigError(str(error)) from None
    return Config(
        growth_relative=growth_relative, growth_absolute_bytes=growth_absolute, accept=accepted, source=source
    )


def _acceptance(entry: object, where: str) -> Acceptance:
    if not isinstance(entry, dict) or not entry.get("pattern") or not entry.get("reason"):
        raise ConfigError(f"{where} needs a 'pattern' and a 'reason'")
    if unknown := set(entry) - set(ACCEPT_KEYS):
        raise ConfigError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}; expected {', '.join(ACCEPT_KEYS)}")
    pattern, reason, kind, expires = (entry.get(key) for key in ACCEPT_KEYS)
    if not isinstance(pattern, str) or len(pattern) > MAX_PATTERN_CHARACTERS or not pattern.isprintable():
        raise ConfigError(
            f"{where}: pattern: expected printable text of at most {MAX_PATTERN_CHARACTERS} characters, "
            f"got {validate.shown(pattern)}"
        )
    if _has_unclosed_set(pattern):
        # fnmatch takes an unclosed `[` literally, so the rule would silently match nothing the user meant.
        raise ConfigError(f"{where}: pattern: expected every '[' closed by ']', got {validate.shown(pattern)}")
    if not isinstance(reason, str):
        raise ConfigError(f"{where}: reason: expected text, got {validate.shown(reason)}")
    if isinstance(expires, str):
        with contextlib.suppress(ValueError):
            expires = dt.date.fromisoformat(expires)
    if expires is not None and (not isinstance(expires, dt.date) or isinstance(expires, dt.datetime)):
        raise ConfigError(f"{where}: expires: expected a date (2027-01-31), got {validate.shown(expires)}")
    return Acceptance(
        pattern=pattern,
        reason=reason,
        kind=None if kind is None else validate.finding_kind(kind, f"{where}: kind"),
        expires=expires,
    )


def _has_unclosed_set(pattern: str) -> bool:
    """Whether a `[` opens no set, read as fnmatch reads sets (`[!...]`, a `]` first in the set is a member)."""
    index = 0
    while (index := pattern.find("[", index)) >= 0:
        end = index + 1
        end += pattern.startswith("!", end)
        end += pattern.startswith("]", end)
        end = pattern.find("]", end)
        if end < 0:
            return True
        index = end + 1
    return False
