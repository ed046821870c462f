"""What the memory attribution (why the peak moved) adds to `compare` on the gpt pair (target < 20 %).

The whole pair of the shared corpus (forward and backward, about 7 MB), read once; then the comparison with its
JSON document and the text report, with the attribution and with `attribute_memory` stubbed out (the rest of the
comparison unchanged), the two taken in turn, best of 15 each, in CPU time of this process (a busy shared machine
makes wall time swing by half); and the attribution alone (the kernels matched beforehand). Reading the dumps is
the same either way and is left out, so the share is of the comparison itself, stricter than of the command's
wall time.

    python -m benchmarks.memory_attribution
"""

from __future__ import annotations

import json
import time
from unittest import mock

from benchmarks import shared_corpus
from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.differ.graphs import pair_graphs
from dumpdiff.service.differ.memory import attribute_memory
from dumpdiff.service.differ.stages import match_kernels
from dumpdiff.service.report import RENDERERS, RenderOptions, compare_document

ROUNDS = 15


def compare_and_render(base: Run, head: Run) -> int:
    document = compare_document(compare_runs(base, head, Config()))
    return len(json.dumps(document)) + len(RENDERERS["text"](document, RenderOptions()))


def elapsed(base: Run, head: Run) -> float:
    started = time.process_time()
    compare_and_render(base, head)
    return time.process_time() - started


def main() -> None:
    corpus = shared_corpus()
    base, head = load_run(corpus / "inductor-cuda/gpt_base"), load_run(corpus / "inductor-cuda/gpt_nofusion")
    with_timings, without_timings = [], []
    for _ in range(ROUNDS):
        with_timings.append(elapsed(base, head))
        with mock.patch("dumpdiff.service.differ.attribute_memory", return_value=None):
            without_timings.append(elapsed(base, head))
    with_attribution, without = min(with_timings), min(without_timings)
    matched = [(b, h, match_kernels(b, h)) for b, h, _ in pair_graphs(base.graphs, head.graphs) if b and h]
    alone = []
    for _ in range(ROUNDS):
        started = time.process_time()
        for base_graph, head_graph, matching in matched:
            attribute_memory(base_graph, head_graph, matching, Config())
        alone.append(time.process_time() - started)
    print(
        f"compare gpt_base gpt_nofusion (parsed once), best of {ROUNDS}: {without:.3f} s CPU without the attribution, "
        f"{with_attribution:.3f} s with it ({(with_attribution - without) / without:+.1%}); the attribution alone "
        f"{min(alone) * 1000:.1f} ms, {min(alone) / without:.1%} of the comparison (target < 20 %)"
    )


if __name__ == "__main__":
    main()
