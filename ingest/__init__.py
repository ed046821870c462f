"""Dump parsers and the normalized model.

Each format is one module with the same small interface:

- ``name``: the format's name in reports and in the database;
- ``sniff(head: str) -> bool``: whether a file whose first bytes decode to ``head`` is of this format
  (content, never file names);
- ``parse(paths: Sequence[Path]) -> list[Graph]``: every file of one folder that ``sniff`` accepted (a format
  whose dumps span several files, such as XLA's, pairs them itself).

Adding a format is one new module and one line in ``FORMATS``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from dumpdiff.ingest import aot_graphs, inductor_ir, opattrs, xla_buffers
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Graph


class DumpFormat(Protocol):
    name: str

    def sniff(self, head: str) -> bool: ...

    def parse(self, paths: Sequence[Path]) -> list[Graph]: ...


# Order matters only where two formats could both claim a file: the more specific comes first.
FORMATS: dict[str, DumpFormat] = {
    inductor_ir.name: inductor_ir,
    xla_buffers.name: xla_buffers,
    aot_graphs.name: aot_graphs,
    opattrs.name: opattrs,
}

__all__ = ["FORMATS", "DumpError", "DumpFormat"]
