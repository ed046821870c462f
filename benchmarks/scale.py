"""`dumpdiff compare A B` on two runs of about 100 MB each (target < 10 s wall on a 2-core machine, memory linear in
the input), built from the corpus's gpt dumps:

- a folder of many graphs, as a large model's `torch_compile_debug/` is: the graph folders of `gpt_base` (and of
  `gpt_nofusion` for the other side) copied as `model__<i>_...` until the folder holds the size asked for;
- one single IR file: the post-fusion dumps concatenated with every op/buf renumbered per copy (`benchmarks.parse`).

For each pair it prints the wall time of the command (best of `--runs`, each in a fresh process), and from one
process loading and comparing the pair: the time of parsing both sides (on every core this process may use, and on
one), of matching, and the peak memory of the process and of its largest worker.

    python -m benchmarks.scale [--megabytes 100] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import shared_corpus
from benchmarks.parse import build

SIDES = ("gpt_base", "gpt_nofusion")

MEASURE = """
import resource, sys, time
from dumpdiff.ingest.load import load_runs, usable_cores
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs

if __name__ == "__main__":
    started = time.perf_counter()
    base, head = load_runs(sys.argv[1:3])
    parsed = time.perf_counter()
    if sys.argv[3] == "compare":
        compare_runs(base, head, Config(), cores=usable_cores())
    matched = time.perf_counter()
    peak_self = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    peak_worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(usable_cores(), parsed - started, matched - parsed, peak_self, peak_worker)
"""


def build_folder(folder: Path, megabytes: float, graphs: list[Path]) -> int:
    size = copy = 0
    while size < megabytes * 1e6:
        for graph in graphs:
            target = folder / graph.name.replace("model__0", f"model__{copy}")
            shutil.copytree(graph, target)
            size += sum(file.stat().st_size for file in target.iterdir())
        copy += 1
    return size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=100)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    corpus = shared_corpus() / "inductor-cuda"
    with tempfile.TemporaryDirectory() as work:
        pairs: dict[str, list[tuple[Path, int]]] = {"a folder of graphs": [], "one IR file": []}
        for side in SIDES:
            folder = Path(work) / f"{side}_folder"
            graphs = sorted(path for path in (corpus / side).iterdir() if path.is_dir())
            pairs["a folder of graphs"].append((folder, build_folder(folder, args.megabytes, graphs)))
            single = Path(work) / f"{side}_ir_post_fusion.txt"
            dumps = sorted(corpus.glob(f"{side}/*/ir_post_fusion.txt"))
            pairs["one IR file"].append((single, build(single, args.megabytes, dumps)))
        for what, ((base, base_size), (head, head_size)) in pairs.items():
            megabytes = (base_size + head_size) / 1e6
            walls = [_wall(base, head) for _ in range(args.runs)]
            print(
                f"dumpdiff compare, {what}, {base_size / 1e6:.0f} + {head_size / 1e6:.0f} MB: best {min(walls):.1f} s "
                f"wall (runs: {', '.join(f'{w:.1f}' for w in walls)} s; target < 10 s)"
            )
            cores, parse, match, peak_self, peak_worker = _measure(base, head, "compare")
            print(
                f"  in one process on {cores} cores: parsing {parse:.1f} s ({megabytes / parse:.0f} MB/s), "
                f"matching {match:.1f} s; peak memory {peak_self / 1024:.0f} MiB "
                f"({peak_self / 1024 / megabytes:.1f} MiB per MB), largest worker {peak_worker / 1024:.0f} MiB"
            )
            one_core = min(_measure(base, head, "parse", one_core=True)[1] for _ in range(args.runs))
            many = min([parse] + [_measure(base, head, "parse")[1] for _ in range(args.runs - 1)])
            print(f"  parsing both sides, best of {args.runs}: {many:.1f} s on {cores} cores, {one_core:.1f} s on one")


def _wall(base: Path, head: Path) -> float:
    command = [shutil.which("dumpdiff") or "dumpdiff", "compare", str(base), str(head), "--format", "json"]
    started = time.perf_counter()
    subprocess.run([*command, "-o", os.devnull], check=False)
    return time.perf_counter() - started


def _measure(base: Path, head: Path, what: str, one_core: bool = False) -> tuple[int, float, float, int, int]:
    # A process pinned to one core sees one usable core, as on a one-core runner.
    pin = (lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})) if one_core else None
    out = subprocess.run(
        [sys.executable, "-c", MEASURE, str(base), str(head), what],
        capture_output=True,
        text=True,
        check=True,
        preexec_fn=pin,
    )
    cores, parse, match, peak_self, peak_worker = out.stdout.split()
    return int(cores), float(parse), float(match), int(peak_self), int(peak_worker)


if __name__ == "__main__":
    main()
