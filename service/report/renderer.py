"""What every renderer takes: the compare document and the options of one rendering."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from dumpdiff.service.report.document import CompareDocument


@dataclass(frozen=True, slots=True, kw_only=True)
class RenderOptions:
    color: bool = False  # terminal colours
    verbose: bool = False  # every finding listed, not only its group
    budget_bytes: int | None = None  # the most UTF-8 bytes the report may hold; None: the renderer's own limit
    baseline_note: str | None = None  # why this base was chosen (`comment` with BASE=auto)
    marker: str | None = None  # a hidden first line by which `comment` finds its comment again


class Renderer(Protocol):
    def __call__(self, document: CompareDocument, options: RenderOptions) -> str: ...
