"""The registry of dump formats: each one module of this package with ``name``, ``sniff`` and ``parse``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from dumpdiff.ingest import aot_graphs, inductor_ir, opattrs, xla_buffers
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
