"""An uploaded run, unpacked where it can do no harm and parsed where it cannot stall the server.

The body is a `.tar.gz` (or plain `.tar`), a `.zip`, or one dump file. Every entry must be a plain file or folder
at a relative path without `..`: links, devices and absolute paths are refused, and so are archives that hold more
files or more bytes than the limits (what is counted is what is written, not what headers claim). Parsing runs in
a child process that is killed past its time limit; its `file:line:` messages name files as the archive does.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import stat
import tarfile
import zipfile
from collections.abc import Generator
from contextlib import ExitStack, closing
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO, Any

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Run
from dumpdiff.service.errors import ServiceError

COPY_CHUNK = 1 << 20
SINGLE_FILE_NAME = "dump.txt"
NOT_A_FILE = "expected a file or a folder, not a link or a device"


@dataclass(frozen=True, slots=True, kw_only=True)
class UploadLimits:
    compressed_bytes: int = 512 << 20
    extracted_bytes: int = 4 << 30
    files: int = 50_000
    parse_seconds: float = 300.0


class UploadError(ServiceError):
    """An upload refused before anything was stored; `status` is the HTTP status that says why."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def extract(body: Path, into: Path, limits: UploadLimits) -> None:
    """Unpacks the uploaded body into the empty folder `into`."""
    with body.open("rb") as stream:
        head = stream.read(512)
    if head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06"):
        entries = _zip_entries(body)
    elif head.startswith(b"\x1f\x8b") or head[257:262] == b"ustar":
        entries = _tar_entries(body)
    else:
        entries = _single_file(body)
    budget = _Budget(limits)
    with ExitStack() as cleanup:
        cleanup.enter_context(closing(entries))  # an archive refused half-way is closed now, not when collected
        for name, kind, content in entries:
            if content is not None:
                cleanup.callback(content.close)
            target = into.joinpath(*_safe_parts(name))
            try:
                if kind == "folder":
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                budget.count_file(name)
                target.parent.mkdir(parents=True, exist_ok=True)
                with target.open("wb") as written:
                    assert content is not None
                    while chunk := content.read(COPY_CHUNK):
                        budget.count_bytes(len(chunk))
                        written.write(chunk)
            except OSError as error:
                raise UploadError(f"archive entry {name!r}: cannot be written ({error.strerror})") from None
    if not any(into.iterdir()):
        raise UploadError("the archive is empty: expected dump files or folders")


class _Budget:
    def __init__(self, limits: UploadLimits) -> None:
        self.limits, self.files, self.bytes = limits, 0, 0

    def count_file(self, name: str) -> None:
        self.files += 1
        if self.files > self.limits.files:
            raise UploadError(f"the archive holds more than {self.limits.files:,} files", 413)

    def count_bytes(self, size: int) -> None:
        self.bytes += size
        if self.bytes > self.limits.extracted_bytes:
            raise UploadError(f"the archive unpacks to more than {self.limits.extracted_bytes:,} bytes", 413)


def _safe_parts(name: str) -> tuple[str, ...]:
    path = PurePosixPath(name)
    if path.is_absolute() or "\\" in name or "\0" in name or (path.parts and ":" in path.parts[0]):
        raise UploadError(f"archive entry {name!r}: expected a relative path")
    if ".." in path.parts:
        raise UploadError(f"archive entry {name!r}: expected a path without '..'")
    return tuple(part for part in path.parts if part != ".")


Entry = tuple[str, str, IO[bytes] | None]  # name, "file" or "folder", content


def _single_file(body: Path) -> Generator[Entry]:
    with body.open("rb") as content:
        yield SINGLE_FILE_NAME, "file", content


def _tar_entries(body: Path) -> Generator[Entry]:
    try:
        # Streaming mode reads the archive once, front to back, never seeking back to a member.
        with tarfile.open(body, mode="r|*") as archive:
            for member in archive:
                if member.isdir():
                    yield member.name, "folder", None
                elif member.isfile():
                    yield member.name, "file", archive.extractfile(member)
                else:
                    raise UploadError(f"archive entry {member.name!r}: {NOT_A_FILE}")
    except (tarfile.TarError, EOFError, OSError) as error:
        raise UploadError(f"expected a .tar.gz, .tar or .zip archive or one dump file: {error}") from None


def _zip_entries(body: Path) -> Generator[Entry]:
    try:
        with zipfile.ZipFile(body) as archive:
            for info in archive.infolist():
                kind = stat.S_IFMT(info.external_attr >> 16)
                if info.is_dir():
                    yield info.filename, "folder", None
                elif kind in (0, stat.S_IFREG):
                    yield info.filename, "file", archive.open(info)
                else:
                    raise UploadError(f"archive entry {info.filename!r}: {NOT_A_FILE}")
    except (zipfile.BadZipFile, EOFError, OSError, NotImplementedError) as error:
        raise UploadError(f"expected a .tar.gz, .tar or .zip archive or one dump file: {error}") from None


def dump_path(root: Path) -> Path:
    """What to parse: the archive's one top-level entry (a dump folder or file), else the folder holding them all."""
    entries = list(root.iterdir())
    return entries[0] if len(entries) == 1 else root


def parse(root: Path, limits: UploadLimits) -> Run:
    """Parses the unpacked upload in a child process, within the time limit; names files relative to `root`."""
    context = multiprocessing.get_context("spawn")
    receiving, sending = context.Pipe(duplex=False)
    child = context.Process(target=_parse_in_child, args=(root, sending))
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


def _parse_in_child(root: Path, sending: Any) -> None:
    from dumpdiff.ingest.load import load_run

    def as_in_archive(text: str) -> str:
        return text.replace(f"{root}/", "").replace(str(root), ".")

    try:
        run = load_run(dump_path(root))
    except DumpError as error:
        sending.send(("error", as_in_archive(str(error))))
        return
    graphs = tuple(dataclasses.replace(graph, source=as_in_archive(graph.source)) for graph in run.graphs)
    sending.send(("run", dataclasses.replace(run, source=as_in_archive(run.source), graphs=graphs)))
