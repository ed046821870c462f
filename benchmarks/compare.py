"""Speed of `dumpdiff compare`.

1. Wall time of `dumpdiff compare inductor-cuda/gpt_base inductor-cuda/gpt_nofusion` (about 7 MB), start-up
   included (target < 1.5 s).
2. Matching time on generated graphs of 1k, 10k and 100k kernels (targets: per kernel flat, 100k < 5 s): a chain
   of fused kernels whose members repeat a small vocabulary of loop bodies (like the layers of a transformer),
   against the same graph with a tenth of its fusions split; and on a dataflow hub (one kernel reading 4,000
   buffers, read by 4,000; target < 1 s).

    python -m benchmarks.compare
"""

from __future__ import annotations

import random
import shutil
import subprocess
import time

from benchmarks import shared_corpus
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs

VOCABULARY = [("load", "mul", f"constant:{i}", "store") for i in range(40)]


def generated(kernels: int, split_every: int | None, seed: int = 0) -> Run:
    rng = random.Random(seed)
    nodes, buffers, deps = [], [], []
    for index in range(kernels):
        ops = [VOCABULARY[rng.randrange(len(VOCABULARY))] for _ in range(3)]
        shape = (64 * (1 + index % 7), 128)
        leaves = [f"op{index}_{part}" for part in range(3)]
        pieces = [[leaf] for leaf in leaves] if split_every and index % split_every == 0 else [leaves]
        for piece in pieces:
            kernel = "_".join(piece)
            nodes.append(
                Node(
                    name=kernel,
                    kind="FusedSchedulerNode" if len(piece) > 1 else "SchedulerNode",
                    order=len(nodes),
                    is_kernel=True,
                    kernel=f"triton_poi_fused_{index % 50}",
                    members=tuple(piece) if len(piece) > 1 else (),
                    ops=() if len(piece) > 1 else ops[leaves.index(piece[0])],
                )
            )
            if len(piece) > 1:
                nodes += [
                    Node(name=leaf, kind="SchedulerNode", order=len(nodes) + i, parent=kernel, ops=ops[i])
                    for i, leaf in enumerate(piece)
                ]
            output = f"buf_{kernel}"
            buffers.append(Buffer(name=output, dtype="float32", shape=shape, nbytes=shape[0] * shape[1] * 4))
            deps.append(Dep(node=kernel, buffer=output, kind="write"))
    graph = Graph(
        name="generated",
        format="inductor_ir",
        source="generated",
        nodes=tuple(nodes),
        buffers=tuple(buffers),
        deps=tuple(deps),
        total_bytes=sum(b.nbytes or 0 for b in buffers),
    )
    return Run(source="generated", graphs=(graph,))


def hub(readers: int) -> Run:
    """`readers` kernels write buffers one kernel concatenates, whose output `readers` kernels read: a dataflow hub."""
    nodes, buffers, deps = [], [], []
    for index in range(readers):
        for role, ops in (("producer", ("load", "relu", "store")), ("reader", ("load", "exp", "store"))):
            name = f"{role}{index}"
            nodes.append(Node(name=name, kind="SchedulerNode", order=len(nodes), is_kernel=True, ops=ops))
            buffers.append(Buffer(name=f"buf_{name}", nbytes=4096))
            deps.append(Dep(node=name, buffer=f"buf_{name}", kind="write"))
            deps.append(
                Dep(node=name, buffer="buf_hub", kind="read")
                if role == "reader"
                else Dep(node="hub", buffer=f"buf_{name}", kind="read")
            )
    nodes.append(Node(name="hub", kind="SchedulerNode", order=len(nodes), is_kernel=True, ops=("load", "cat", "store")))
    buffers.append(Buffer(name="buf_hub", nbytes=4096 * readers))
    deps.append(Dep(node="hub", buffer="buf_hub", kind="write"))
    graph = Graph(
        name="hub",
        format="inductor_ir",
        source="generated",
        nodes=tuple(nodes),
        buffers=tuple(buffers),
        deps=tuple(deps),
    )
    return Run(source="generated", graphs=(graph,))


def main() -> None:
    corpus = shared_corpus()
    command = [
        shutil.which("dumpdiff") or "dumpdiff",
        "compare",
        str(corpus / "inductor-cuda/gpt_base"),
        str(corpus / "inductor-cuda/gpt_nofusion"),
        "--format",
        "json",
        "-o",
        "/dev/null",
    ]
    timings = []
    for _ in range(3):
        started = time.perf_counter()
        subprocess.run(command, check=False)
        timings.append(time.perf_counter() - started)
    print(f"dumpdiff compare gpt_base gpt_nofusion: best of 3 {min(timings):.2f} s wall (target < 1.5 s)")
    for kernels in (1_000, 10_000, 100_000):
        base, head = generated(kernels, None), generated(kernels, split_every=10)
        started = time.perf_counter()
        totals = compare_runs(base, head, Config()).totals()
        elapsed = time.perf_counter() - started
        print(
            f"{kernels:>7} kernels ({len(base.graphs[0].nodes):>7} nodes): matched in {elapsed:6.2f} s "
            f"({elapsed / kernels * 1e6:5.1f} us/kernel; target: flat{', < 5 s' if kernels == 100_000 else ''}), "
            f"{totals['lost_fusions']} lost fusions found"
        )
    started = time.perf_counter()
    compare_runs(hub(4000), hub(4000), Config())
    print(f"a hub read and fed by 4,000 kernels each: matched in {time.perf_counter() - started:.2f} s (target < 1 s)")


if __name__ == "__main__":
    main()
