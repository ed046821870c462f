"""Parsing speed and memory on large Inductor IR: real post-fusion dumps of the corpus, concatenated with every
op/buf renumbered per copy until the file reaches the size asked for. With `--xla FOLDER`: the speed of parsing an
XLA dump folder instead (the corpus's XLA modules are a few hundred KB; `benchmarks/xla_dump.py` makes a big one).

    python -m benchmarks.parse [--megabytes 10 50] [--runs 3]
    python -m benchmarks.parse --xla FOLDER [--runs 10]

Prints MB/s (target >= 30 on a 2-core machine) and the peak memory of parsing, which must grow linearly. Each
size is parsed in a fresh process `--runs` times and the best time is reported: on a shared machine the slower
runs measure the neighbours.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks import shared_corpus


def build(path: Path, megabytes: float, sources: list[Path]) -> int:
    texts = [s.read_text() for s in sources]
    written = copy = 0
    with path.open("w") as out:
        while written < megabytes * 1e6:
            for text in texts:
                renumbered = re.sub(r"\b(op|buf)(\d+)", lambda m, copy=copy: f"{m[1]}{copy}x{m[2]}", text)
                out.write(renumbered.rstrip("\n") + "\n\n\n")
                written += len(renumbered)
                copy += 1
    return path.stat().st_size


MEASURE = """
import resource, sys, time
from dumpdiff.ingest.load import load_run
started = time.perf_counter()
run = load_run(sys.argv[1])
elapsed = time.perf_counter() - started
print(elapsed, len(run.graphs[0].nodes), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, nargs="*", default=[10, 50])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--xla", type=Path, help="an XLA dump folder to time instead (target >= 20 MB/s)")
    args = parser.parse_args()
    if args.xla is not None:
        size = sum(file.stat().st_size for file in args.xla.iterdir() if file.is_file())
        runs = [_measure(args.xla) for _ in range(args.runs)]
        elapsed, nodes, max_rss_kb = min(runs)
        print(
            f"XLA {size / 1e6:.1f} MB, {nodes} nodes: best of {args.runs} {elapsed:.2f} s = {size / 1e6 / elapsed:.1f}"
            f" MB/s (target >= 20; median {sorted(r[0] for r in runs)[len(runs) // 2]:.2f} s), peak memory"
            f" {max_rss_kb / 1024:.0f} MiB"
        )
        return
    sources = sorted(shared_corpus().glob("inductor-cuda/gpt_*/*/ir_post_fusion.txt"))
    with tempfile.TemporaryDirectory() as folder:
        for megabytes in args.megabytes:
            dump = Path(folder) / "ir_post_fusion.txt"
            size = build(dump, megabytes, sources)
            runs = [_measure(dump) for _ in range(args.runs)]
            elapsed, nodes, max_rss_kb = min(runs)
            times = ", ".join(f"{run[0]:.2f}" for run in runs)
            print(
                f"{size / 1e6:6.1f} MB, {nodes:>7} nodes: best {elapsed:5.2f} s = {size / 1e6 / elapsed:5.1f} MB/s "
                f"(runs: {times} s), peak memory {max_rss_kb / 1024:6.0f} MiB"
            )


def _measure(dump: Path) -> tuple[float, int, int]:
    out = subprocess.run([sys.executable, "-c", MEASURE, str(dump)], capture_output=True, text=True, check=True)
    elapsed, nodes, max_rss_kb = out.stdout.split()
    return float(elapsed), int(nodes), int(max_rss_kb)


if __name__ == "__main__":
    main()
