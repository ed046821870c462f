"""Writes the real XLA CPU dumps of ``tests/data/xla_memory/`` (the memory facts: peaks, live ranges, donation).

Run with a jax venv, once per jax release. The tests hold, as ``<release>_<scenario>/``: ``sgd`` and ``sgd_donate``
of jax 0.6.2 (CPU, whose peak list adds up values sharing an in-place slot: a peak above the total) and
``sgd_donate`` of jax 0.4.30 (an old peak list without cumulative sums, whose moment is not the real peak), both
without the memory-usage report; ``sgd`` and ``sgd_bigbatch`` of jax 0.12.0.1 (the split layout, ``page`` in
allocations), and ``jax012_process``: the modules beside ``jit_step`` of its ``--whole-process`` dump that are the
same in both (all but the ``jit__normal`` drawing the batch), ``after_optimizations`` files only::

    python3 -m venv /tmp/jax06 && /tmp/jax06/bin/pip install jax==0.6.2 jaxlib==0.6.2
    /tmp/jax06/bin/python benchmarks/xla_memory_dumps.py /tmp/xla_memory/jax06
    /root/.pyenv/versions/3.12.1/bin/python3 -m venv /tmp/jax012  # jaxlib 0.12 has wheels for Python >= 3.12
    /tmp/jax012/bin/pip install jax==0.12.0.1 jaxlib==0.12.0.1
    /tmp/jax012/bin/python benchmarks/xla_memory_dumps.py /tmp/xla_memory/jax012 --whole-process

Each scenario is one process (XLA's module counter and flags are per process) dumping into ``OUT/<scenario>``:

- ``sgd``: a 4-layer MLP (2048 wide, f32: 16 MiB per weight, 64 MiB of weights) SGD step, batch 64;
- ``sgd_donate``: the same with the weights donated (``donate_argnums=0``): every update is in place, so the new
  weights share the old weights' slots, and the peak is about half of ``sgd``'s;
- ``sgd_bigbatch``: batch 1024: activations grow;
- ``sgd_remat``: ``jax.checkpoint`` around each layer: activations are recomputed, live ranges shorter;
- ``sgd_rerun``: ``sgd`` again in a new process: nothing may differ;
- ``sgd_nofusion``: ``sgd`` with XLA's fusion passes disabled (``NO_FUSION_PASSES``): every fused kernel split.

Only the files of the jitted step are kept (``*jit_step*after_optimizations*``); ``--whole-process`` keeps the folder
as XLA wrote it, every module the process compiled (the small ``jit_*`` modules of the random keys and the weights'
set-up beside ``jit_step``, their object files and option protos), as a user's dump folder holds it. Source paths in
the text files are made relative to the repository.

Ran with jax/jaxlib 0.4.30 and 0.6.2 (Python 3.11, the first four scenarios), 0.10.2 (Python 3.11) and 0.12.0.1
(Python 3.12), all six scenarios, the latter with and without ``--whole-process``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]
SCENARIOS = ("sgd", "sgd_donate", "sgd_bigbatch", "sgd_remat", "sgd_rerun", "sgd_nofusion")
# XLA's fusion passes on the CPU (`--xla_disable_hlo_passes` names a pass by its name(); unknown names are ignored).
NO_FUSION_PASSES = "fusion,priority-fusion,multi_output_fusion,cpu-instruction-fusion"
WIDTH = 2048
LAYERS = 4


def _step_program(scenario: str) -> None:
    import jax
    import jax.numpy as jnp

    batch = 1024 if scenario == "sgd_bigbatch" else 64

    def layer(weight: jax.Array, activation: jax.Array) -> jax.Array:
        return jnp.tanh(activation @ weight)

    if scenario == "sgd_remat":
        layer = jax.checkpoint(layer)

    def loss(weights: list[jax.Array], x: jax.Array, y: jax.Array) -> jax.Array:
        activation = x
        for weight in weights:
            activation = layer(weight, activation)
        return jnp.mean((activation - y) ** 2)

    def step(weights: list[jax.Array], x: jax.Array, y: jax.Array) -> list[jax.Array]:
        grads = jax.grad(loss)(weights, x, y)
        return [w - 0.01 * g for w, g in zip(weights, grads, strict=True)]

    donate = (0,) if scenario == "sgd_donate" else ()
    jitted = jax.jit(step, donate_argnums=donate)
    keys = jax.random.split(jax.random.PRNGKey(0), LAYERS + 2)
    weights = [jax.random.normal(k, (WIDTH, WIDTH), jnp.float32) * 0.01 for k in keys[:LAYERS]]
    x = jax.random.normal(keys[-2], (batch, WIDTH), jnp.float32)
    y = jax.random.normal(keys[-1], (batch, WIDTH), jnp.float32)
    jax.block_until_ready(jitted(weights, x, y))


def main(out: Path, whole_process: bool) -> None:
    for scenario in SCENARIOS:
        folder = out / scenario
        folder.mkdir(parents=True, exist_ok=True)
        flags = f"--xla_dump_to={folder} --xla_dump_hlo_as_text"
        if scenario == "sgd_nofusion":
            flags += f" --xla_disable_hlo_passes={NO_FUSION_PASSES}"
        environment = dict(os.environ, XLA_FLAGS=flags, JAX_PLATFORMS="cpu")
        subprocess.run([sys.executable, __file__, "--scenario", scenario], env=environment, check=True)
        for path in folder.iterdir():
            kept = whole_process or ("jit_step" in path.name and "after_optimizations" in path.name)
            if kept and path.suffix == ".txt":  # not the object files and option protos
                path.write_text(path.read_text().replace(f"{REPOSITORY}/", ""))
            elif path.is_dir() and not kept:
                shutil.rmtree(path)
            elif not kept:
                path.unlink()


if __name__ == "__main__":
    if sys.argv[1] == "--scenario":
        _step_program(sys.argv[2])
    else:
        main(Path(sys.argv[1]), whole_process="--whole-process" in sys.argv[2:])
