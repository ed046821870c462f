"""Benchmarks, run from the repository root as modules (`python -m benchmarks.parse`). Those on real dumps read the
shared corpus in place (`../shared/corpus` beside the repository, or `$DUMPDIFF_CORPUS`): the repository ships only
the trimmed part the tests need, and the benchmarks need the big dumps whole."""

from __future__ import annotations

import os
import sys
from pathlib import Path

CORPUS_VARIABLE = "DUMPDIFF_CORPUS"


def shared_corpus() -> Path:
    """The shared corpus, or exit 2 with one line saying where it was looked for."""
    corpus = Path(os.environ.get(CORPUS_VARIABLE) or Path(__file__).resolve().parents[2] / "shared" / "corpus")
    if not (corpus / "inductor-cuda/gpt_base").is_dir():
        print(
            f"{corpus}: expected the shared corpus of real dumps (with inductor-cuda/gpt_base), found none;"
            f" set {CORPUS_VARIABLE} to where it is",
            file=sys.stderr,
        )
        raise SystemExit(2)
    return corpus
