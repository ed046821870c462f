"""Archives of dumps (`.tar.gz`, `.tar.xz`, `.tar.bz2`, `.tar`, `.zip`: what CI artifacts and uploads come as),
unpacked where they can do no harm.

An archive is untrusted: every entry must be a plain file or folder at a relative path without `..` (links, devices
and absolute paths are refused), and one that holds more files or more bytes than the limits is refused as soon as
it passes them (what is counted is what is written, not what headers claim).
"""

from __future__ import annotations

import lzma
import stat
import tarfile
import zipfile
import zlib
from collections.abc import Generator
from contextlib import ExitStack, closing
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO

from dumpdiff.ingest.errors import DumpError

COPY_CHUNK = 1 << 20
NOT_A_FILE = "expected a file or a folder, not a link or a device"
NOT_AN_ARCHIVE = "expected a .tar.gz, .tar or .zip archive"
# How each kind of archive starts: zip's local or end-of-archive header; gzip, xz, bzip2; tar's magic at 257.
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
COMPRESSED_MAGIC = (b"\x1f\x8b", b"\xfd7zXZ\x00", b"BZh")
TAR_MAGIC_AT, TAR_MAGIC = 257, b"ustar"
READ_ERRORS = (tarfile.TarError, zipfile.BadZipFile, EOFError, OSError)


@dataclass(frozen=True, slots=True, kw_only=True)
class ArchiveLimits:
    extracted_bytes: int = 4 << 30
    files: int = 50_000


ARCHIVE_LIMITS = ArchiveLimits()  # what a command accepts; the server has its own


class ArchiveRefused(DumpError):
    """An archive that is not unpacked; `too_large` where it passed a limit rather than holding a bad entry."""

    def __init__(self, path: str, message: str, *, too_large: bool = False) -> None:
        super().__init__(path, 0, message)
        self.too_large = too_large


def kind_of(path: Path) -> str | None:
    """The kind of archive by the file's first bytes: "zip", "tar" (compressed or not), else None (a dump, or no
    archive we read)."""
    with path.open("rb") as stream:
        head = stream.read(TAR_MAGIC_AT + len(TAR_MAGIC))
    if head.startswith(ZIP_MAGIC):
        return "zip"
    if head.startswith(COMPRESSED_MAGIC) or head[TAR_MAGIC_AT:] == TAR_MAGIC:
        return "tar"
    return None


def extract(archive: Path, kind: str, into: Path, limits: ArchiveLimits) -> None:
    """Unpacks `archive` (of the `kind` that `kind_of` told, "zip" or "tar") into the empty folder `into`."""
    name = str(archive)
    entries = _zip_entries(archive) if kind == "zip" else _tar_entries(archive)
    budget = _Budget(name, limits)
    with ExitStack() as cleanup:
        cleanup.enter_context(closing(entries))  # an archive refused half-way is closed now, not when collected
        for entry, kind, content in entries:
            if content is not None:
                cleanup.callback(content.close)
            target = into.joinpath(*_safe_parts(name, entry))
            try:
                if kind == "folder":
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                budget.count_file()
                target.parent.mkdir(parents=True, exist_ok=True)
                with target.open("wb") as written:
                    assert content is not None
                    for chunk in _chunks(name, entry, content):
                        budget.count_bytes(len(chunk))
                        written.write(chunk)
            except OSError as error:
                raise ArchiveRefused(name, f"archive entry {entry!r}: cannot be written ({error.strerror})") from None
    if not any(into.iterdir()):
        raise ArchiveRefused(name, "the archive is empty: expected dump files or folders")


def _chunks(archive: str, entry: str, content: IO[bytes]) -> Generator[bytes]:
    try:
        while chunk := content.read(COPY_CHUNK):
            yield chunk
    except (*READ_ERRORS, zlib.error, lzma.LZMAError) as error:  # a damaged or cut-off archive
        raise ArchiveRefused(archive, f"archive entry {entry!r}: cannot be read ({error})") from None


def dump_path(root: Path) -> Path:
    """What to parse: the archive's one top-level entry (a dump folder or file), else the folder holding them all."""
    entries = list(root.iterdir())
    return entries[0] if len(entries) == 1 else root


class _Budget:
    def __init__(self, archive: str, limits: ArchiveLimits) -> None:
        self.archive, self.limits, self.files, self.bytes = archive, limits, 0, 0

    def count_file(self) -> None:
        self.files += 1
        if self.files > self.limits.files:
            message = f"the archive holds more than {self.limits.files:,} files"
            raise ArchiveRefused(self.archive, message, too_large=True)

    def count_bytes(self, size: int) -> None:
        self.bytes += size
        if self.bytes > self.limits.extracted_bytes:
            message = f"the archive unpacks to more than {self.limits.extracted_bytes:,} bytes"
            raise ArchiveRefused(self.archive, message, too_large=True)


def _safe_parts(archive: str, entry: str) -> tuple[str, ...]:
    path = PurePosixPath(entry)
    if path.is_absolute() or "\\" in entry or "\0" in entry or (path.parts and ":" in path.parts[0]):
        raise ArchiveRefused(archive, f"archive entry {entry!r}: expected a relative path")
    if ".." in path.parts:
        raise ArchiveRefused(archive, f"archive entry {entry!r}: expected a path without '..'")
    return tuple(part for part in path.parts if part != ".")


Entry = tuple[str, str, IO[bytes] | None]  # name, "file" or "folder", content


def _tar_entries(archive: Path) -> Generator[Entry]:
    try:
        # Streaming mode reads the archive once, front to back, never seeking back to a member.
        with tarfile.open(archive, mode="r|*") as members:
            for member in members:
                if member.isdir():
                    yield member.name, "folder", None
                elif member.isfile():
                    yield member.name, "file", members.extractfile(member)
                else:
                    raise ArchiveRefused(str(archive), f"archive entry {member.name!r}: {NOT_A_FILE}")
    except READ_ERRORS as error:
        raise ArchiveRefused(str(archive), f"{NOT_AN_ARCHIVE}: {error}") from None


def _zip_entries(archive: Path) -> Generator[Entry]:
    try:
        with zipfile.ZipFile(archive) as members:
            for info in members.infolist():
                kind = stat.S_IFMT(info.external_attr >> 16)
                if info.is_dir():
                    yield info.filename, "folder", None
                elif kind in (0, stat.S_IFREG):
                    yield info.filename, "file", members.open(info)
                else:
                    raise ArchiveRefused(str(archive), f"archive entry {info.filename!r}: {NOT_A_FILE}")
    except (*READ_ERRORS, NotImplementedError) as error:
        raise ArchiveRefused(str(archive), f"{NOT_AN_ARCHIVE}: {error}") from None
