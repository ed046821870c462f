"""Placeholder: being written."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from dumpdiff.ingest.model import Graph

name = "aot_graphs"


def sniff(head: str) -> bool:
    return False


def parse(paths: Sequence[Path]) -> list[Graph]:
    raise NotImplementedError
