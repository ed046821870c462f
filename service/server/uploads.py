"""An uploaded run, unpacked where it can do no harm and parsed where it cannot stall the server.

The body is an archive (`.tar.gz`, `.tar.xz`, `.tar`, `.zip`: unpacked within the limits, as
`dumpdiff.ingest.archives` says) or one dump file. Parsing runs in a child process that is killed past its time
limit; its `file:line:` messages name files as the archive does.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dumpdiff.ingest import archives
from dumpdiff.ingest.archives import ArchiveLimits
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Run
from dumpdiff.service.errors import ServiceError

SINGLE_FILE_NAME = "dump.txt"


@dataclass(frozen=True, slots=True, kw_only=True)
class UploadLimits:
    compressed_bytes: int = 512 << 20
    extracted_bytes: int = 4 << 30
    files: int = 50_000
    parse_seconds: float = 300.0

    @property
    def archive(self) -> ArchiveLimits:
        return ArchiveLimits(extracted_bytes=self.extracted_bytes, files=self.files)


class UploadError(ServiceError):
    """An upload refused before anything was stored; `status` is the HTTP status that says why."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def extract(body: Path, into: Path, limits: UploadLimits) -> None:
    """Unpacks the uploaded body into the empty folder `into`: an archive's entries, or the one dump file."""
    if (kind := archives.kind_of(body)) is None:
        shutil.copyfile(body, into / SINGLE_FILE_NAME)
        return
    try:
        archives.extract(body, kind, into, limits.archive)
    except archives.ArchiveRefused as refused:
        raise UploadError(refused.message, 413 if refused.too_large else 400) from None


def parse(root: Path, limits: UploadLimits) -> Run:
    """Parses the unpacked upload in a child process, within the time limit; names files relative to `root`."""
    context = multiprocessing.get_context("spawn")
    receiving, sending = context.Pipe(duplex=False)
    child = context.Process(target=_parse_in_child, args=(root, limits, sending))
    child.start()
    sending.close()
    try:
        if not receiving.poll(limits.parse_seconds):
            raise UploadError(f"parsing the upload took longer than {limits.parse_seconds:g} s", 422)
        outcome, value = receiving.recv()
    except EOFError:
        raise UploadError("parsing the upload failed: the parser stopped", 500) from None
    finally:
        child.kill()
        child.join()
        receiving.close()
    if outcome == "error":
        raise UploadError(value, 422)
    run: Run = value
    return run


def _parse_in_child(root: Path, limits: UploadLimits, sending: Any) -> None:
    from dumpdiff.ingest.load import load_run

    def as_in_archive(text: str) -> str:
        return text.replace(f"{root}/", "").replace(str(root), ".")

    # An archive inside the upload is unpacked beside it, in the folder the server removes even if this child is
    # killed.
    tempfile.tempdir = str(root.parent)
    try:
        run = load_run(archives.dump_path(root), archive_limits=limits.archive)
    except DumpError as error:
        sending.send(("error", as_in_archive(str(error))))
        return
    graphs = tuple(dataclasses.replace(graph, source=as_in_archive(graph.source)) for graph in run.graphs)
    sending.send(("run", dataclasses.replace(run, source=as_in_archive(run.source), graphs=graphs)))
