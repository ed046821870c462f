"""What `compare` and `comment` accept as a side: a dump file or folder on disk, or a commit already ingested."""

from __future__ import annotations

from pathlib import Path

from dumpdiff.ingest.model import Run


def resolve_run(spec: str, label: str | None = None) -> Run:
    """A path that exists is parsed; anything else is looked up as a (short) commit in the store."""
    if Path(spec).exists():
        from dumpdiff.ingest.load import load_run

        return load_run(spec)
    from dumpdiff.service.store import load_stored_run

    return load_stored_run(spec, label)
