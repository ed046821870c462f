"""The registry of dump formats: each one module of this package with ``name``, ``sniff`` and ``parse``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from dumpdiff.ingest import aot_graphs, inductor_ir, opattrs, xla_buffers
from dumpdiff.ingest.model import Graph


class DumpFormat(Protocol):
    name: str
    # The names its files have in the folders compilers write (searched in a file's name), or None: such a file that
    # does not read as the format is a damaged dump, not some other file of the folder.
    file_names: re.Pattern[str] | None

    def sniff(self, head: str) -> bool: ...

    def parse(self, paths: Sequence[Path]) -> list[Graph]: ...


# Order matters only where two formats could both claim a file: the more specific comes first.
FORMATS: dict[str, DumpFormat] = {
    inductor_ir.name: inductor_ir,
    xla_buffers.name: xla_buffers,
    aot_graphs.name: aot_graphs,
    opattrs.name: opattrs,
}
