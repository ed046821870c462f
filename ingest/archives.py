"""Archives of dumps (`.tar.gz`, `.tar.xz`, `.tar.bz2`, `.tar`, `.zip`: what CI artifacts and uploads come as), one
dump compressed alone (`compile.log.gz`: how CI systems keep logs) and a folder of dumps compressed one by one
(`model__0_forward_1.0/ir_post_fusion.txt.gz`), unpacked where they can do no harm.

An archive is untrusted: every entry must be a plain file or folder at a relative path without `..` (links, devices
and absolute paths are refused), and one that holds more files or more bytes than the limits is refused as soon as
it passes them (what is counted is what is written, not what headers claim).
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import stat
import tarfile
import zipfile
import zlib
from collections.abc import Callable, Generator
from contextlib import ExitStack, closing
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Protocol

from dumpdiff.ingest.errors import DumpError


class Content(Protocol):
    """An entry's bytes as they are read out of the archive."""

    def read(self, size: int = -1, /) -> bytes: ...

    def close(self) -> None: ...


COPY_CHUNK = 1 << 20
NOT_A_FILE = "expected a file or a folder, not a link or a device"
NOT_AN_ARCHIVE = "expected a .tar.gz, .tar or .zip archive"
# How each kind of archive starts: zip's local or end-of-archive header; tar's magic at 257; a compressed stream
# (gzip, xz, bzip2: a compressed tar or one compressed file), read through the module that decompresses it.
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
TAR_MAGIC_AT, TAR_MAGIC = 257, b"ustar"
# A compression's name (the kind of a file compressed alone), its magic and what decompresses it.
COMPRESSIONS: dict[str, tuple[bytes, Callable[[Path], Content]]] = {
    "gzip": (b"\x1f\x8b", gzip.GzipFile),
    "xz": (b"\xfd7zXZ\x00", lzma.LZMAFile),
    "bzip2": (b"BZh", bz2.BZ2File),
}
COMPRESSED_SUFFIXES = (".gz", ".xz", ".bz2")
TEXT_DUMP_SUFFIXES = (".txt", ".log", ".py", ".cpp")  # what compiler dumps are named (IR, HLO, logs, wrapper code)
# The kind `extract` gives a folder holding files compressed one by one: its files, each compressed one decompressed.
COMPRESSED_FILES = "compressed files"
READ_ERRORS = (tarfile.TarError, zipfile.BadZipFile, EOFError, OSError)
DECOMPRESSION_ERRORS = (*READ_ERRORS, zlib.error, lzma.LZMAError)


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
    """The kind of archive by the file's first bytes: "zip", "tar" (compressed or not), a compression of
    `COMPRESSIONS` ("gzip", ...: one file compressed alone), else None (a dump, or no archive we read)."""
    with path.open("rb") as stream:
        head = stream.read(TAR_MAGIC_AT + len(TAR_MAGIC))
    if head.startswith(ZIP_MAGIC):
        return "zip"
    if _is_tar(head):
        return "tar"
    compression = next((name for name, (magic, _) in COMPRESSIONS.items() if head.startswith(magic)), None)
    if compression is None:
        return None
    try:
        with closing(COMPRESSIONS[compression][1](path)) as stream:
            inner = stream.read(TAR_MAGIC_AT + len(TAR_MAGIC))
    except DECOMPRESSION_ERRORS:
        return "tar"  # damaged from its first bytes: said as the archive it may be
    # An empty tar is its end-of-archive blocks: zeros.
    return "tar" if _is_tar(inner) or (inner and not inner.strip(b"\0")) else compression


def _is_tar(head: bytes) -> bool:
    return head[TAR_MAGIC_AT:] == TAR_MAGIC


def extract(archive: Path, kind: str, into: Path, limits: ArchiveLimits) -> None:
    """Unpacks `archive` (of the `kind` that `kind_of` told, "zip", "tar" or a compression) into the empty folder
    `into`."""
    name = str(archive)
    if kind in COMPRESSIONS:
        entries = _compressed_entry(archive, COMPRESSIONS[kind][1])
    else:
        entries = {"zip": _zip_entries, "tar": _tar_entries, COMPRESSED_FILES: _folder_entries}[kind](archive)
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


def _chunks(archive: str, entry: str, content: Content) -> Generator[bytes]:
    try:
        while chunk := content.read(COPY_CHUNK):
            yield chunk
    except DECOMPRESSION_ERRORS as error:  # a damaged or cut-off archive
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


Entry = tuple[str, str, Content | None]  # name, "file" or "folder", content


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


def _compressed_entry(archive: Path, decompress: Callable[[Path], Content]) -> Generator[Entry]:
    """One file compressed alone, named as the archive without its compression's suffix (`compile.log.gz` ->
    `compile.log`): XLA's file names say which module a file is of."""
    yield _without_suffix(archive.name) or "dump", "file", decompress(archive)


def _without_suffix(name: str) -> str:
    for suffix in COMPRESSED_SUFFIXES:
        name = name.removesuffix(suffix)
    return name


def holds_compressed_files(folder: Path) -> bool:
    """Whether a folder of dumps holds dumps compressed one by one, as some CI systems keep artifacts (a compressed
    checkpoint in a working folder is no reason to copy the folder)."""
    return any(_compressed_dump(path) for path in folder.rglob("*"))


def _compressed_dump(path: Path) -> str | None:
    """The compression of a dump compressed alone (`ir_post_fusion.txt.gz`), told by its name, then its first bytes."""
    if not (path.name.endswith(COMPRESSED_SUFFIXES) and _without_suffix(path.name).endswith(TEXT_DUMP_SUFFIXES)):
        return None
    kind = kind_of(path) if path.is_file() else None
    return kind if kind in COMPRESSIONS else None


def _folder_entries(folder: Path) -> Generator[Entry]:
    """A folder's files (through links, as the folder is read), each compressed dump decompressed and named without
    its suffix."""
    for path in sorted(folder.rglob("*")):
        entry = path.relative_to(folder).as_posix()
        if path.is_dir():
            yield entry, "folder", None
        elif path.is_file():
            if kind := _compressed_dump(path):
                yield _without_suffix(entry), "file", COMPRESSIONS[kind][1](path)
            else:
                yield entry, "file", path.open("rb")


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
