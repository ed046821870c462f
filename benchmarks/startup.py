"""Start-up time of the `dumpdiff` command: `dumpdiff --help` must stay under 0.3 s (heavy imports are lazy).

python -m benchmarks.startup [--repeat N]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import time

BUDGET_SECONDS = 0.3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    command = [shutil.which("dumpdiff") or "dumpdiff", "--help"]
    subprocess.run(command, check=True, capture_output=True)  # warm the file cache
    timings = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        timings.append(time.perf_counter() - started)
    median = statistics.median(timings)
    verdict = "ok" if median < BUDGET_SECONDS else "OVER BUDGET"
    print(f"dumpdiff --help: median {median * 1000:.0f} ms over {args.repeat} runs ({verdict}, budget 300 ms)")


if __name__ == "__main__":
    main()
