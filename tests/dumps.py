"""The real dumps the tests read: `DATA` is tests/data as the tests see it, each case the repository keeps packed
(`tests/data/pack.py`) unpacked once per test process into a private temporary folder, removed at exit. The folder
mirrors the repository's layout (`tests/data/`, `examples/` linked), so that paths between them
(`../../../examples/mlp_base` in `gpu/pairs.json`) still lead where they do in the repository."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from dumpdiff.ingest.load import load_run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import Comparison, compare_runs
from dumpdiff.service.report.document import compare_document
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


def compare_dumps(base: Path, head: Path) -> Comparison:
    """Two runs' dumps compared under the default settings."""
    return compare_runs(load_run(base), load_run(head), Config())


def compared(base: Path, head: Path) -> dict[str, Any]:
    """The compare document (what the JSON report holds) of two runs' dumps, under the default settings."""
    return compare_document(compare_dumps(base, head))


# The line opening each TORCH_LOGS artifact's record, and the debug folder's file that record holds.
LOGGED_FILES = {
    "ir_post_fusion": ("AFTER FUSION", "ir_post_fusion.txt"),
    "output_code": ("Output code: ", "output_code.py"),
}


def glog_log(graphs: Iterable[tuple[str, Path]], artifacts: Sequence[str] = ("output_code",)) -> str:
    """What TORCH_LOGS (glog prefixes) logs of debug-folder graphs, each `(compile id, graph folder)` in turn: a
    record of each artifact, its opening line then its file's lines, every line prefixed."""
    lines = []
    for compile_id, folder in graphs:
        prefix = f"V1129 06:46:15.715000 506 torch/_inductor/graph.py:2722] [{compile_id}]"
        for artifact in artifacts:
            first, name = LOGGED_FILES[artifact]
            lines += [f"{prefix} [__{artifact}] {line}" for line in [first, *(folder / name).read_text().splitlines()]]
    return "\n".join(lines) + "\n"
