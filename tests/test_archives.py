"""A run given as an archive (a CI artifact: `.tar.gz`, `.tar.xz`, `.tar`, `.zip`) reads as the folder it packs,
its files named as in the archive, and a dump compressed alone as the file; an archive that is damaged, holds a link
or a path out of it, or unpacks past the limits is one line and exit status 2, and nothing it unpacked stays
behind."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from dumpdiff.ingest.archives import ArchiveLimits
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from tests.dumps import compared

BASE, HEAD = "inductor-cuda/mlp_base", "inductor-cuda/mlp_nofusion"
Compress = Callable[[bytes], bytes]


def dumpdiff(*args: str | Path, temporary: Path) -> subprocess.CompletedProcess[str]:
    """The command run beside `temporary`, its temporary folder."""
    environment = {**os.environ, "TMPDIR": str(temporary)}
    command = [sys.executable, "-m", "dumpdiff.service.cli", *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, env=environment, cwd=temporary.parent)


def packed(folder: Path, archive: Path) -> Path:
    """`folder` packed as `archive` by its suffix, under the folder's own name as `tar` and `zip` pack one."""
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as members:
            for file in sorted(folder.rglob("*")):
                members.write(file, file.relative_to(folder.parent).as_posix())
    else:
        mode = {".gz": "w:gz", ".xz": "w:xz", ".tar": "w"}[archive.suffix]
        with tarfile.open(archive, mode) as members:
            members.add(folder, arcname=folder.name)
    return archive


def tarball(archive: Path, entries: dict[str, bytes], kind: bytes = tarfile.REGTYPE) -> Path:
    with tarfile.open(archive, "w:gz") as members:
        for name, content in entries.items():
            info = tarfile.TarInfo(name)
            info.type, info.size, info.linkname = kind, len(content), "/etc/passwd"
            members.addfile(info, io.BytesIO(content))
    return archive


@pytest.mark.parametrize("suffixes", [(".tar.gz", ".zip"), (".tar.xz", ".tar")])
def test_archives_compare_as_the_folders_they_pack(corpus: Path, tmp_path: Path, suffixes: tuple[str, str]) -> None:
    base = packed(corpus / BASE, tmp_path / f"base{suffixes[0]}")
    head = packed(corpus / HEAD, tmp_path / f"head{suffixes[1]}")
    from_archives = compared(base, head)
    from_folders = compared(corpus / BASE, corpus / HEAD)
    assert from_archives["totals"] == from_folders["totals"] and from_archives["totals"]["lost_fusions"] == 5
    assert from_archives["graphs"] == from_folders["graphs"]
    run = load_run(base)
    assert run.source == str(base)
    assert {graph.source for graph in run.graphs} == {
        f"{base}/mlp_base/{graph}/ir_post_fusion.txt" for graph in ("model__0_forward_1.0", "model__0_backward_3.1")
    } | {f"{base}/mlp_base/aot_graphs.log"}


def test_an_archive_compares_from_the_command_line_leaving_nothing_behind(corpus: Path, tmp_path: Path) -> None:
    temporary = tmp_path / "temporary"
    temporary.mkdir()
    base, head = packed(corpus / BASE, tmp_path / "base.zip"), packed(corpus / HEAD, tmp_path / "head.tar.gz")
    compared = dumpdiff("compare", base, head, temporary=temporary)
    assert compared.returncode == 1, compared.stderr
    assert compared.stdout.startswith("dumpdiff: REGRESSION: 15 new kernel(s), 5 lost fusion(s)")
    assert "\nbase base.zip\nhead head.tar.gz\n" in compared.stdout
    assert list(temporary.iterdir()) == []


def test_a_bad_dump_inside_an_archive_is_named_as_in_the_archive(corpus: Path, tmp_path: Path) -> None:
    folder = tmp_path / "mlp_base"
    shutil.copytree(corpus / BASE, folder)
    ir = folder / "model__0_forward_1.0" / "ir_post_fusion.txt"
    text = ir.read_text()
    ir.write_text(text[: text.index("        MemoryDep('buf1'")])  # cut off inside a list
    archive = packed(folder, tmp_path / "base.tar.gz")
    temporary = tmp_path / "temporary"
    temporary.mkdir()
    inspected = dumpdiff("inspect", archive, temporary=temporary)
    assert inspected.returncode == 2
    assert inspected.stderr.startswith(f"{archive}/mlp_base/model__0_forward_1.0/ir_post_fusion.txt:")
    assert len(inspected.stderr.splitlines()) == 1 and "dumpdiff-archive-" not in inspected.stderr
    assert list(temporary.iterdir()) == []


@pytest.mark.parametrize(
    ("entries", "kind", "message"),
    [
        ({"run/../../escape.txt": b"x"}, tarfile.REGTYPE, "expected a path without '..'"),
        ({"/etc/cron.d/x": b"x"}, tarfile.REGTYPE, "expected a relative path"),
        ({"run/passwd": b""}, tarfile.SYMTYPE, "not a link or a device"),
        ({"run/passwd": b""}, tarfile.LNKTYPE, "not a link or a device"),
        ({}, tarfile.REGTYPE, "the archive is empty"),
    ],
    ids=["dotdot", "absolute", "symlink", "hardlink", "empty"],
)
def test_an_archive_with_a_bad_entry_is_one_line_and_exit_2(
    tmp_path: Path, entries: dict[str, bytes], kind: bytes, message: str
) -> None:
    archive = tarball(tmp_path / "run.tar.gz", entries, kind)
    temporary = tmp_path / "temporary"
    temporary.mkdir()
    inspected = dumpdiff("inspect", archive, temporary=temporary)
    assert inspected.returncode == 2
    assert inspected.stderr.startswith(f"{archive}:0: ") and message in inspected.stderr
    assert len(inspected.stderr.splitlines()) == 1
    assert list(temporary.iterdir()) == [] and not (tmp_path.parent / "escape.txt").exists()


def test_a_damaged_archive_says_which_entry_it_could_not_read(corpus: Path, tmp_path: Path) -> None:
    whole = packed(corpus / BASE, tmp_path / "whole.tar.gz").read_bytes()
    cut = tmp_path / "cut.tar.gz"
    cut.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(DumpError, match=r"cut\.tar\.gz:0: archive entry 'mlp_base/.*': cannot be read"):
        load_run(cut)
    garbage = tmp_path / "garbage.tar.gz"
    garbage.write_bytes(b"\x1f\x8b\x08\x00garbage")
    with pytest.raises(DumpError, match=r"garbage\.tar\.gz:0: expected a \.tar\.gz, \.tar or \.zip archive"):
        load_run(garbage)


def test_an_archive_unpacking_past_the_limits_is_refused(corpus: Path, tmp_path: Path) -> None:
    archive = packed(corpus / BASE, tmp_path / "base.tar.xz")
    unpacked = sum(file.stat().st_size for file in (corpus / BASE).rglob("*") if file.is_file())
    assert load_run(archive, archive_limits=ArchiveLimits(extracted_bytes=unpacked)).graphs
    with pytest.raises(DumpError, match=f"unpacks to more than {unpacked - 1:,} bytes"):
        load_run(archive, archive_limits=ArchiveLimits(extracted_bytes=unpacked - 1))
    with pytest.raises(DumpError, match="holds more than 3 files"):
        load_run(archive, archive_limits=ArchiveLimits(files=3))


@pytest.mark.parametrize("compress", [gzip.compress, lzma.compress, bz2.compress], ids=["gz", "xz", "bz2"])
def test_a_dump_compressed_alone_reads_as_the_file(corpus: Path, tmp_path: Path, compress: Compress) -> None:
    """A CI job keeps its log or IR file compressed (`compile.log.gz`): the graph keeps the name its folder gives it."""
    suffix = {gzip.compress: ".gz", lzma.compress: ".xz", bz2.compress: ".bz2"}[compress]
    plain, folder = tmp_path / "plain" / "model__0_forward_1.0", tmp_path / "model__0_forward_1.0"
    plain.mkdir(parents=True)
    folder.mkdir()
    plain = Path(shutil.copy(corpus / BASE / "model__0_forward_1.0" / "ir_post_fusion.txt", plain))
    compressed = folder / f"ir_post_fusion.txt{suffix}"
    compressed.write_bytes(compress(plain.read_bytes()))
    (graph,) = load_run(compressed).graphs
    (expected,) = load_run(plain).graphs
    assert graph.name == expected.name == "model__0_forward_1"
    assert graph.source == f"{compressed}/ir_post_fusion.txt"
    assert (graph.nodes, graph.buffers, graph.peak_bytes) == (expected.nodes, expected.buffers, expected.peak_bytes)


def test_a_dump_compressed_alone_is_bounded_and_named_where_damaged(corpus: Path, tmp_path: Path) -> None:
    plain = (corpus / BASE / "model__0_forward_1.0" / "ir_post_fusion.txt").read_bytes()
    compressed = tmp_path / "ir_post_fusion.txt.gz"
    compressed.write_bytes(gzip.compress(plain))
    with pytest.raises(DumpError, match=f"unpacks to more than {len(plain) - 1:,} bytes"):
        load_run(compressed, archive_limits=ArchiveLimits(extracted_bytes=len(plain) - 1))
    compressed.write_bytes(gzip.compress(plain)[:-100])
    with pytest.raises(
        DumpError, match=r"ir_post_fusion\.txt\.gz:0: archive entry 'ir_post_fusion\.txt': cannot be read"
    ):
        load_run(compressed)


def test_a_folder_of_dumps_compressed_one_by_one_reads_as_the_folder(corpus: Path, tmp_path: Path) -> None:
    """Some CI systems keep each artifact compressed (`model__0_forward_1.0/ir_post_fusion.txt.gz`): the folder
    reads as the one it was, each file decompressed where it lies, a graph folder given alone keeping its name."""
    folder = shutil.copytree(corpus / BASE, tmp_path / "mlp_base")
    for number, file in enumerate(sorted(path for path in folder.rglob("*") if path.is_file())):
        compress, suffix = [(gzip.compress, ".gz"), (lzma.compress, ".xz"), (bz2.compress, ".bz2")][number % 3]
        file.with_name(file.name + suffix).write_bytes(compress(file.read_bytes()))
        file.unlink()
    read, expected = load_run(folder), load_run(corpus / BASE)
    facts = [(g.name, g.nodes, g.buffers, g.peak_bytes) for g in read.graphs]
    assert facts == [(g.name, g.nodes, g.buffers, g.peak_bytes) for g in expected.graphs]
    assert read.graphs[0].source == f"{folder}/{expected.graphs[0].source.removeprefix(f'{corpus / BASE}/')}"
    assert not [f for g in compare_runs(expected, read, Config()).graphs for f in g.findings]
    (graph,) = load_run(folder / "model__0_forward_1.0").graphs
    assert graph.name == "model__0_forward_1"
    with pytest.raises(DumpError, match="more than 3 files"):
        load_run(folder, archive_limits=ArchiveLimits(files=3))
    # A compressed file that is no dump (a checkpoint in a working folder) leaves the folder read where it lies: not
    # copied, so no archive limit applies.
    working = shutil.copytree(corpus / BASE, tmp_path / "working")
    (working / "model.pt.gz").write_bytes(gzip.compress(bytes(range(256))))
    assert len(load_run(working, archive_limits=ArchiveLimits(files=1)).graphs) == len(expected.graphs)
