"""From a path on disk to a :class:`Run`: format detection by content, folders walked, graph names made unique."""

from __future__ import annotations

import dataclasses
import os
import re
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

from dumpdiff.ingest import aot_graphs, archives, inductor_ir
from dumpdiff.ingest._torch import LOG_LINE, log_lines
from dumpdiff.ingest.archives import ARCHIVE_LIMITS, ArchiveLimits
from dumpdiff.ingest.bulk import collector_paused, in_parallel, usable_cores
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.formats import FORMATS, DumpFormat
from dumpdiff.ingest.model import Graph, Run

HEAD_BYTES = 64 * 1024
LOG_CHUNK_CHARACTERS = 1 << 20
UTF8_CHECK_BYTES = 4 << 20
# Inductor's code cache keeps a copy of each graph's debug dump in `c<hash>.debug/` when TORCH_COMPILE_DEBUG is set;
# a folder holding both the cache and torch_compile_debug/ would count every graph twice.
INDUCTOR_CACHE_COPY = re.compile(r"c[a-z0-9]{40,}\.debug")
# The folder TORCH_COMPILE_DEBUG gives one process's dumps under `torch_compile_debug/`, which every run adds to.
PROCESS_FOLDER = re.compile(r"run_[0-9_]+-pid_[0-9]+")
# A log's graph of a rank other than the one the log starts with (`_torch.log_lines` marks their compile ids).
RANK_GRAPH = re.compile(r"^\[rank([0-9]+):")
# An XLA module dumped as a proto (`--xla_dump_hlo_as_proto`), which dumpdiff does not read.
XLA_PROTO = re.compile(r"module_[0-9]{4,}\..*\.pb$")
# Files that are no dump on their own but complete one in their folder: named when given alone.
COMPANION_FILES = {"output_code.py": "the Inductor IR (ir_post_fusion.txt) in its folder: give the folder"}


def read_head(path: Path) -> str | None:
    """The first bytes of a text file, or None for a binary one (NUL bytes or not UTF-8)."""
    with path.open("rb") as stream:
        raw = stream.read(HEAD_BYTES)
    if b"\0" in raw:
        return None
    # A multi-byte character may be cut at the end of the head: decode what is complete.
    return _as_parsers_read(raw.decode("utf-8-sig", errors="ignore" if len(raw) == HEAD_BYTES else "strict"))


def _as_parsers_read(text: str) -> str:
    """Formats sniff lines as the parsers read them: without a byte-order mark, \r\n and \r read as \n (what a
    Windows editor or a CRLF checkout leaves)."""
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def detect(path: Path) -> DumpFormat | None:
    return _detect(path)[0]


def _detect(path: Path) -> tuple[DumpFormat | None, bool]:
    """The file's format, and whether it is a TORCH_LOGS log."""
    try:
        head = read_head(path)
    except UnicodeDecodeError as error:
        # A dump with a stray byte is still a dump: parsing it reports the byte at its line.
        head = _as_parsers_read(error.object[:HEAD_BYTES].decode("utf-8", errors="replace"))
    if head is None:
        return None, False
    if LOG_LINE.search(head):
        return _detect_log(path), True
    return next((fmt for fmt in FORMATS.values() if fmt.sniff(head)), None), False


def _detect_log(path: Path) -> DumpFormat | None:
    """TORCH_LOGS output interleaves artifacts, and the IR may start megabytes in, after the AOT graphs: a log is
    sniffed chunk by chunk until the first format in order claims it (or to its end, for the best one seen)."""
    formats = list(FORMATS.values())
    best = len(formats)
    with path.open(encoding="utf-8-sig", errors="replace") as stream:
        while best > 0 and (chunk := stream.read(LOG_CHUNK_CHARACTERS) + stream.readline()):
            best = next((index for index, fmt in enumerate(formats[:best]) if fmt.sniff(chunk)), best)
    return formats[best] if best < len(formats) else None


def _explain_unknown(path: Path) -> DumpError:
    try:
        head = read_head(path)
    except UnicodeDecodeError:
        return _not_utf8(path) or DumpError(str(path), 0, "expected a text dump, got a file that is not UTF-8 text")
    if head is None:
        return DumpError(str(path), 0, "expected a text dump, got a binary file")
    if not head.strip():
        return DumpError(str(path), 1, "expected a compiler dump, got an empty file")
    if path.name in COMPANION_FILES:
        return DumpError(str(path), 1, f"expected a dump: this file is read beside {COMPANION_FILES[path.name]}")
    if inductor_ir.TRACE_RECORD.match(head):
        message = "expected a TORCH_TRACE holding Inductor's code (inductor_output_code records), found none"
        return DumpError(str(path), 1, message)
    if LOG_LINE.search(head):
        return _log_without_dumps(path)
    known = ", ".join(FORMATS)
    return DumpError(str(path), 1, f"expected a known dump format ({known}), found none")


def _log_without_dumps(path: Path) -> DumpError:
    """A TORCH_LOGS log none of whose records is a dump (`post_grad_graphs`, `fusion`, `+inductor`'s debug lines):
    the artifacts it holds, and the ones to log."""
    with path.open(encoding="utf-8", errors="replace") as stream:
        found = sorted({line.artifact for line in log_lines(stream) if line.artifact})
    held = f"only {', '.join(found)} records" if found else "no artifact's records"
    return DumpError(
        str(path),
        1,
        f"expected a TORCH_LOGS log of output_code, ir_post_fusion or aot_graphs records, found {held}"
        " (log with TORCH_LOGS=output_code,ir_post_fusion)",
    )


def _not_utf8(path: Path) -> DumpError | None:
    """The first byte of the file that is not UTF-8, at its line and column, or None for a UTF-8 file."""
    lines_before = 0
    with path.open("rb") as stream:
        # Pieces end at a line break, which is never inside a multi-byte character: each decodes on its own.
        while piece := stream.read(UTF8_CHECK_BYTES) + stream.readline():
            try:
                piece.decode("utf-8")
            except UnicodeDecodeError as error:
                line_start = piece.rfind(b"\n", 0, error.start) + 1
                line = lines_before + piece.count(b"\n", 0, error.start) + 1
                column = len(piece[line_start : error.start].decode("utf-8")) + 1
                message = f"expected UTF-8 text, got byte 0x{piece[error.start]:02x} at column {column}"
                return DumpError(str(path), line, message)
            lines_before += piece.count(b"\n")
    return None


def _warn_on_stderr(message: str) -> None:
    print(message, file=sys.stderr)


def _files_under(root: Path) -> Iterable[Path]:
    # Symlinked folders are followed (a folder of links to runs), each real folder once (a link may loop).
    seen = {root.resolve()}

    def unreadable_folder(error: OSError) -> None:
        # A folder we may not list may hold a graph: leaving it out would read that graph as removed.
        raise DumpError(str(error.filename or root), 0, f"expected a readable folder, got {error.strerror or error}")

    for folder, subfolders, files in os.walk(root, onerror=unreadable_folder, followlinks=True):
        kept = []
        for subfolder in sorted(subfolders):
            real = (Path(folder) / subfolder).resolve()
            if not INDUCTOR_CACHE_COPY.match(subfolder) and real not in seen:
                seen.add(real)
                kept.append(subfolder)
        subfolders[:] = kept
        for name in sorted(files):
            yield Path(folder) / name


# Workers pay once parsing takes well over the cost of forking them and of sending their graphs back (unpickling
# costs about a tenth of parsing): from a few megabytes of dumps (about 0.4 s of parsing at 20 MB/s).
PARALLEL_MIN_BYTES = 8_000_000

Progress = Callable[[int, int], None]
"""Called after each part of the input is parsed with the bytes parsed so far and the bytes in all."""


@dataclass(frozen=True, slots=True)
class _Part:
    """One call of a parser: the files of one format in one folder (or one file given alone)."""

    root: Path
    format_name: str
    files: tuple[Path, ...]
    nbytes: int
    code_alone: bool = False  # Inductor's graphs read from their code alone (`inductor_ir.parse_code_alone`)


def load_run(
    path: str | os.PathLike[str],
    progress: Progress | None = None,
    *,
    warn: Callable[[str], None] = _warn_on_stderr,
    archive_limits: ArchiveLimits = ARCHIVE_LIMITS,
    code_alone: bool = False,
) -> Run:
    """Parse a dump file, a folder of dumps (a `torch_compile_debug` tree, an XLA dump folder, ...) or an archive of
    them (a CI artifact). What is skipped inside a folder (an unreadable entry away from every dump, an empty
    `output_code.py`) is told to `warn` in one line naming it."""
    return load_runs([path], progress, warn=warn, archive_limits=archive_limits, code_alone=code_alone)[0]


def load_runs(
    paths: Sequence[str | os.PathLike[str]],
    progress: Progress | None = None,
    *,
    warn: Callable[[str], None] = _warn_on_stderr,
    archive_limits: ArchiveLimits = ARCHIVE_LIMITS,
    code_alone: bool = False,
) -> list[Run]:
    """The runs of several paths, their parts parsed in parallel processes where there are cores to spare. An
    archive is unpacked into a private temporary folder (within `archive_limits`) and its files are named as in the
    archive: `base.tar.gz/model__0_forward_1.0/ir_post_fusion.txt`. `code_alone`: Inductor's graphs read from their
    code alone, as a log of the `output_code` artifact holds them (`inductor_ir.parse_code_alone`)."""
    # Warnings wait for the runs to be read: a failure after them is then the one line on stderr.
    warnings: list[str] = []
    with ExitStack() as unpacked:
        inputs = [_Input.of(Path(path), unpacked, archive_limits) for path in paths]
        try:
            runs = _read(inputs, progress, warnings.append, code_alone)
        except DumpError as error:
            raise DumpError(_named(inputs, error.path), error.line, _named(inputs, error.message)) from error
    for message in warnings:
        warn(_named(inputs, message))
    return runs


@dataclass(frozen=True, slots=True)
class _Input:
    """A path as given, and where its dumps are read: the path itself, or the folder an archive was unpacked into."""

    given: Path
    root: Path
    unpacked: Path | None = None

    @classmethod
    def of(cls, path: Path, unpacked: ExitStack, limits: ArchiveLimits) -> _Input:
        try:
            if path.is_file():
                kind = archives.kind_of(path)
            else:
                kind = archives.COMPRESSED_FILES if path.is_dir() and archives.holds_compressed_files(path) else None
        except OSError as error:
            raise _unreadable(path, error) from error
        if kind is None:
            return cls(path, path)
        folder = Path(unpacked.enter_context(tempfile.TemporaryDirectory(prefix="dumpdiff-archive-")))
        # A compressed file or folder of them is unpacked in a folder named as the dump's own (an archive's entries
        # carry their names): a debug dump's graph is named after its folder.
        if kind == archives.COMPRESSED_FILES:
            folder /= path.absolute().name or "dump"
        elif kind in archives.COMPRESSIONS:
            folder /= path.absolute().parent.name or "dump"
        folder.mkdir(exist_ok=True)
        archives.extract(path, kind, folder, limits)
        return cls(path, archives.dump_path(folder), folder)

    def named(self, text: str) -> str:
        return text if self.unpacked is None else text.replace(str(self.unpacked), str(self.given))


def _named(inputs: list[_Input], text: str) -> str:
    """`text` naming the files of archives as the archives do."""
    for given in inputs:
        text = given.named(text)
    return text


def _read(inputs: list[_Input], progress: Progress | None, warn: Callable[[str], None], code_alone: bool) -> list[Run]:
    with collector_paused():
        plans = [_plan(given.root, warn) for given in inputs]
        if code_alone:
            plans = [[_read_code_alone(part) for part in plan] for plan in plans]
        parsed = iter(_parse_parts([part for plan in plans for part in plan], progress))
        runs = []
        for given, plan in zip(inputs, plans, strict=True):
            graphs = [graph for _ in plan for graph in next(parsed)]
            if not graphs:
                raise DumpError(
                    str(given.root), 0, "expected at least one compiled graph, found none" + _why_none(given.root)
                )
            if any(graph.format == inductor_ir.name for graph in graphs):
                graphs = [aot_graphs.as_context(g) if g.format == aot_graphs.name else g for g in graphs]
            graphs = [
                dataclasses.replace(graph, source=given.named(graph.source)) if given.unpacked else graph
                for graph in _unique_names(graphs, given.root)
            ]
            _check_one_process(given.root, graphs, warn)
            runs.append(Run(source=str(given.given), graphs=tuple(graphs), attributes=_run_metadata(graphs)))
    return runs


def _read_code_alone(part: _Part) -> _Part:
    """The part read from Inductor's code alone, where it is Inductor's (`inductor_ir.parse_code_alone`)."""
    return dataclasses.replace(part, code_alone=True) if part.format_name == inductor_ir.name else part


def _why_none(root: Path) -> str:
    """Why a folder of dumps holds no graph, where it shows: a `torch_compile_debug/` folder without graph folders
    (Inductor writes one only when it compiles the graph, which torch 2.11 skips for a graph found in the FX graph
    cache: a warm cache); XLA modules dumped as protos alone (`--xla_dump_hlo_as_proto` without `_as_text`)."""
    if not root.is_dir():
        return ""
    if root.name == "torchinductor" or any(folder.is_dir() for folder in root.glob("**/torchinductor")):
        return (
            " (torchinductor/ holds no graph's folder: Inductor dumps nothing for a graph it loads from its FX graph"
            " cache; dump with TORCHINDUCTOR_FORCE_DISABLE_CACHES=1)"
        )
    if any(XLA_PROTO.match(file.name) for file in root.rglob("module_*")):
        return " (the XLA modules here are protos: dump them as text too, --xla_dump_hlo_as_text)"
    return ""


def _check_one_process(root: Path, graphs: list[Graph], warn: Callable[[str], None]) -> None:
    """`torch_compile_debug/` keeps a folder per process that ever ran with TORCH_COMPILE_DEBUG set there (a run
    repeated, the ranks of a distributed job), and the ranks of a job write one log together: read together, their
    graphs are one run, each counted once per process, which a comparison with a folder or log of one process says
    as graphs added. Said, not guessed away: the ranks of a pipeline compile different graphs, all of which belong to
    the run."""
    processes = sorted({folder for graph in graphs for folder in PROCESS_FOLDER.findall(graph.source)})
    if len(processes) > 1:
        shown = ", ".join(processes[:3]) + (f" and {len(processes) - 3} more" if len(processes) > 3 else "")
        warn(
            f"{root}:0: warning: the dumps of {len(processes)} processes ({shown}), read as one run: give the folder"
            " of one process to compare it alone"
        )
    if ranks := {rank for graph in graphs for rank in RANK_GRAPH.findall(graph.name)}:
        warn(
            f"{root}:0: warning: the log of {len(ranks) + 1} ranks, read as one run (the graphs of ranks after the"
            " first named [rankN:...]): keep one rank's lines (grep '^\\[rank0\\]:'), or its own trace, to compare it"
            " alone"
        )


def _plan(root: Path, warn: Callable[[str], None]) -> list[_Part]:
    try:
        if root.is_dir():
            return _plan_folder(root, warn)
        if root.is_file():
            fmt = detect(root)
            if fmt is None:
                raise _explain_unknown(root)
            return [_Part(root, fmt.name, (root,), root.stat().st_size)]
    except OSError as error:
        raise _unreadable(root, error) from error
    raise DumpError(str(root), 0, "expected a dump file or folder, found nothing there")


def _unreadable(root: Path, error: OSError) -> DumpError:
    return DumpError(str(root), 0, f"expected a readable dump, got {error.strerror or error}")


def _plan_folder(root: Path, warn: Callable[[str], None]) -> list[_Part]:
    # Files of one format are handed over per folder, so that a format spanning several files (XLA's split
    # buffer assignment, Inductor's IR beside output_code.py) sees its companions together.
    by_format_and_folder: dict[tuple[str, Path], list[Path]] = defaultdict(list)
    ir_logs: list[Path] = []
    unreadable: list[tuple[Path, str]] = []
    for file in _files_under(root):
        try:
            if not file.is_file() and file.exists():
                continue  # a pipe or a device: no dump, and reading one may never end
            fmt, is_log = _detect(file)
        except OSError as error:  # a dangling link, a file we may not read
            unreadable.append((file, error.strerror or str(error)))
            continue
        if fmt is None:
            if inductor_ir.schedules_nothing(file):
                continue
            if any(known.file_names and known.file_names.search(file.name) for known in FORMATS.values()):
                raise _explain_unknown(file)  # a graph's own file, damaged: leaving it out would change the verdict
            continue
        if fmt.name == inductor_ir.name and is_log:
            ir_logs.append(file)
        else:
            by_format_and_folder[(fmt.name, file.parent)].append(file)
    # A working folder often holds both a TORCH_COMPILE_DEBUG tree and the TORCH_LOGS log of the same run: the IR
    # files are the graphs, the log's IR would count each again.
    if not any(name == inductor_ir.name for name, _ in by_format_and_folder):
        for file in ir_logs:
            by_format_and_folder[(inductor_ir.name, file.parent)].append(file)
    _check_skipped(by_format_and_folder, unreadable, warn)
    return [
        _Part(root, format_name, tuple(files), sum(file.stat().st_size for file in files))
        for (format_name, _folder), files in sorted(by_format_and_folder.items(), key=lambda item: str(item[0][1]))
    ]


def _check_skipped(
    by_format_and_folder: dict[tuple[str, Path], list[Path]],
    unreadable: list[tuple[Path, str]],
    warn: Callable[[str], None],
) -> None:
    """An entry that cannot be read beside dumps may be part of their graph: an error naming it. Elsewhere it is
    skipped with a warning, as is an empty `output_code.py` (its graph's kernels keep their IR names, no peak)."""
    dump_folders = {folder for _format, folder in by_format_and_folder}
    for file, reason in unreadable:
        if file.parent in dump_folders:
            raise DumpError(str(file), 0, f"expected a readable file beside the dumps of its folder, got {reason}")
        warn(f"{file}:0: warning: skipped, {reason} (no dump beside it)")
    for format_name, folder in by_format_and_folder:
        code = folder / "output_code.py"
        if format_name == inductor_ir.name and code.is_file() and _blank(code):
            warn(f"{code}:0: warning: empty file: kernels are named by their IR nodes and the peak is unknown")


def _blank(path: Path) -> bool:
    """Empty, or whitespace only (a generated file that never ends up small)."""
    return path.stat().st_size < HEAD_BYTES and not path.read_bytes().strip()


def _parse_part(part: _Part) -> list[Graph]:
    with collector_paused():
        try:
            # Some parsers read past bytes that are not UTF-8 (replacing them): such a file is refused at its line.
            for file in part.files:
                if (error := _not_utf8(file)) is not None:
                    raise error
            parse = inductor_ir.parse_code_alone if part.code_alone else FORMATS[part.format_name].parse
            return parse(part.files)
        except OSError as error:
            raise _unreadable(part.root, error) from error


def _parse_parts(parts: list[_Part], progress: Progress | None) -> list[list[Graph]]:
    """Each part's graphs, in the order of `parts`; a bad part raises the error of the first one in that order."""
    total = sum(part.nbytes for part in parts)
    parsed_bytes = 0

    def finished(part: _Part) -> None:
        nonlocal parsed_bytes
        parsed_bytes += part.nbytes
        if progress is not None:
            progress(parsed_bytes, total)

    cores = usable_cores() if total >= PARALLEL_MIN_BYTES else 1
    outcomes = in_parallel(parts, _parse_part, lambda part: part.nbytes, cores=cores, done=finished)
    return [outcome.result() for outcome in outcomes]


def _unique_names(graphs: list[Graph], root: Path) -> Iterable[Graph]:
    """Graph names pair graphs across runs, so they must be unique in a run: graphs of one name from different files
    get their folder; what still clashes (the compilations of one name in one file or folder) is numbered `#2`..."""
    sources: dict[str, set[str]] = defaultdict(set)
    for graph in graphs:
        sources[graph.name].add(graph.source)
    seen: dict[str, int] = defaultdict(int)
    base = root if root.is_dir() else root.parent
    for graph in graphs:
        name = graph.name
        if len(sources[name]) > 1:
            folder = Path(graph.source).parent
            relative = folder.relative_to(base) if folder.is_relative_to(base) else folder
            name = f"{relative.as_posix()}/{name}" if str(relative) not in ("", ".") else name
        seen[name] += 1
        if seen[name] > 1:
            name = f"{name}#{seen[name]}"
        yield graph if name == graph.name else dataclasses.replace(graph, name=name)


# Graph attributes that describe the producing toolchain rather than one graph.
RUN_METADATA_KEYS = ("torch_version", "jax_version", "xla_version", "triton_version", "device", "gpu", "backend")


def _run_metadata(graphs: list[Graph]) -> dict[str, str]:
    metadata: dict[str, str] = {}
    for graph in graphs:
        for key in RUN_METADATA_KEYS:
            value = graph.attributes.get(key)
            if isinstance(value, str) and key not in metadata:
                metadata[key] = value
    return metadata
