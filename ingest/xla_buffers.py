"""Placeholder: being written."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from dumpdiff.ingest.model import Graph

name = "xla_buffers"


def sniff(head: str) -> bool:
    return False


def parse(paths: Sequence[Path]) -> list[Graph]:
    raise NotImplementedError
