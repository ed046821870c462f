"""Packs and unpacks the test dumps. The repository keeps each case folder of tests/data (`gpu/gpt2/`,
`corpus/inductor-cuda/`, `cpu/base/`) as one `.tar.xz` beside where it unpacks: dumps repeat themselves, so 35 MB
of text are about 2 MB packed. The tests read them unpacked (`tests/dumps.py` unpacks them once per test process).

    python tests/data/pack.py unpack gpu/gpt2     # the case as a plain folder, to add, trim or read its dumps
    python tests/data/pack.py pack gpu/gpt2       # back into gpu/gpt2.tar.xz, the folder removed

While a case is unpacked, the tests read its folder rather than its archive.

The same files always pack into the same bytes (sorted entries, no times, owners or modes), so repacking a case
changes nothing in git unless its dumps changed.
"""

from __future__ import annotations

import argparse
import io
import lzma
import shutil
import tarfile
from pathlib import Path

from dumpdiff.ingest.archives import ARCHIVE_LIMITS, extract

HERE = Path(__file__).resolve().parent
SUFFIX = ".tar.xz"


def archive_of(folder: Path) -> Path:
    return folder.with_name(folder.name + SUFFIX)


def pack(folder: Path) -> Path:
    """Packs `folder`'s files (paths relative to it) into the archive beside it and removes the folder."""
    archive = archive_of(folder)
    packed = io.BytesIO()
    with tarfile.open(fileobj=packed, mode="w", format=tarfile.GNU_FORMAT) as members:
        for file in sorted(path for path in folder.rglob("*") if path.is_file()):
            info = tarfile.TarInfo(file.relative_to(folder).as_posix())
            info.size, info.mode = file.stat().st_size, 0o644
            with file.open("rb") as content:
                members.addfile(info, content)
    archive.write_bytes(lzma.compress(packed.getvalue(), preset=9 | lzma.PRESET_EXTREME))
    shutil.rmtree(folder)
    return archive


def unpack(archive: Path, into: Path) -> None:
    """Unpacks one of these archives into the new folder `into`, as dumpdiff unpacks a run given as an archive."""
    into.mkdir(parents=True)
    extract(archive, "tar", into, ARCHIVE_LIMITS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("pack", "unpack"))
    parser.add_argument("cases", nargs="+", help="case folders relative to tests/data: gpu/gpt2, corpus/seeds")
    arguments = parser.parse_args()
    for case in arguments.cases:
        folder = HERE / case.removesuffix(SUFFIX)
        if arguments.action == "pack":
            print(pack(folder))
        else:
            unpack(archive_of(folder), folder)
            print(folder)


if __name__ == "__main__":
    main()
