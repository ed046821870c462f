"""Re-copy the real dumps the tests read from the shared corpus into tests/data/corpus, trimmed to what the tests
read (README.md beside this script says what was left out and why), with the corpus's expected verdicts for the
pairs that ship; each folder of the corpus (`inductor-cuda/`, `seeds/`) is then packed as `pack.py` packs cases.

    python -m tests.data.refresh [CORPUS]      (from the repository root; default: ../shared/corpus beside it)

Then run the tests: a pair whose verdict a trimmed side changes must be re-checked by reading the dumps and noted
in TRIMMED_PAIRS.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from tests.data.pack import pack

HERE = Path(__file__).resolve().parent
TARGET = HERE / "corpus"
DEFAULT_CORPUS = HERE.parents[2] / "shared" / "corpus"

# Globs relative to the corpus; a file no glob matches stays behind (`fx_graph_readable.py`: no format reads it).
SHIPPED = (
    "seeds/*.txt",
    "opattrs/*.txt",
    "xla-*/*/*",  # one module's five files, each read by the XLA parser
    "inductor-*/*/model__*/ir_post_fusion.txt",
    "inductor-*/*/model__*/output_code.py",  # kernel names and the peak
    "inductor-*/mlp_base/model__*/ir_pre_fusion.txt",  # one real pre-fusion schedule per torch release
    "inductor-cuda/*/aot_graphs.log",  # the golden reports list its context graphs; the CLI and fuzz tests read it
)
# Taken back out of what SHIPPED matched: the gpt dumps are 3.4 MB a side; their forward graph alone keeps twelve
# look-alike layers to match, in a fifth of the bytes.
LEFT_OUT = (
    "inductor-cuda/gpt_*/model__0_backward_*/*",
    "inductor-cuda/gpt_*/aot_graphs.log",
)
# Pairs whose sides were trimmed below what the corpus's expectation was written for: what the dumps were read for.
TRIMMED_PAIRS = {
    ("inductor-cuda/gpt_base", "inductor-cuda/gpt_nofusion"): (
        "forward graph only: its 24 FusedSchedulerNodes (of 4 and 5 ops) are all lost, the head's IR has none"
    ),
}


def shipped_files(corpus: Path) -> list[Path]:
    chosen = {path for pattern in SHIPPED for path in corpus.glob(pattern) if path.is_file()}
    left_out = {path for pattern in LEFT_OUT for path in corpus.glob(pattern)}
    return sorted(chosen - left_out)


def shipped_pairs(corpus: Path) -> dict[str, object]:
    document = json.loads((corpus / "pairs.json").read_text())
    pairs = []
    for pair in document["pairs"]:
        if (TARGET / pair["base"]).exists() and (TARGET / pair["head"]).exists():
            note = TRIMMED_PAIRS.get((pair["base"], pair["head"]))
            pairs.append({**pair, "trimmed": note} if note else pair)
    return {**document, "pairs": pairs}


def refresh(corpus: Path) -> None:
    if not (corpus / "pairs.json").is_file():
        raise SystemExit(f"{corpus}: expected the shared corpus (with pairs.json), found none")
    shutil.rmtree(TARGET, ignore_errors=True)
    for source in shipped_files(corpus):
        copy = TARGET / source.relative_to(corpus)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, copy)  # contents only: the corpus is read-only
    (TARGET / "pairs.json").write_text(json.dumps(shipped_pairs(corpus), indent=1) + "\n")
    for folder in sorted(path for path in TARGET.iterdir() if path.is_dir()):
        pack(folder)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    refresh(parser.parse_args().corpus.resolve())
    size = sum(path.stat().st_size for path in TARGET.rglob("*") if path.is_file())
    print(f"{TARGET}: {size / 1e6:.2f} MB packed", file=sys.stderr)


if __name__ == "__main__":
    main()
