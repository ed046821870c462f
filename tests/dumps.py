"""The real dumps the tests read: `DATA` is tests/data as the tests see it, each case the repository keeps packed
(`tests/data/pack.py`) unpacked once per test process into a private temporary folder, removed at exit. The folder
mirrors the repository's layout (`tests/data/`, `examples/` linked), so that paths between them
(`../../../examples/mlp_base` in `gpu/pairs.json`) still lead where they do in the repository."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from tests.data.pack import SUFFIX, unpack

REPOSITORY = Path(__file__).resolve().parent.parent
PACKED = REPOSITORY / "tests" / "data"


def _unpacked() -> Path:
    mirror = Path(tempfile.mkdtemp(prefix="dumpdiff-test-data-"))
    atexit.register(shutil.rmtree, mirror, ignore_errors=True)
    (mirror / "examples").symlink_to(REPOSITORY / "examples", target_is_directory=True)
    root = mirror / PACKED.relative_to(REPOSITORY)
    for file in sorted(path for path in PACKED.rglob("*") if path.is_file() and "__pycache__" not in path.parts):
        relative = file.relative_to(PACKED)
        if file.name.endswith(SUFFIX):
            if not file.with_name(file.name.removesuffix(SUFFIX)).is_dir():  # unpacked to be edited: the folder is read
                unpack(file, root / relative.parent / file.name.removesuffix(SUFFIX))
        else:
            (root / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(file, root / relative)
    return root


DATA = _unpacked()
