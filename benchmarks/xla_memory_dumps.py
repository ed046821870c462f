"""Writes the real XLA CPU dumps of ``tests/data/xla_memory/`` (the memory facts: peaks, live ranges, donation).

Run with a jax venv, once per jax release. The tests hold ``sgd`` and ``sgd_donate`` of jax 0.6.2 (CPU, whose peak
list adds up values sharing an in-place slot: a peak above the total) and ``sgd_donate`` of jax 0.4.30 (an old peak
list without cumulative sums, whose moment is not the real peak), as ``<release>_<scenario>/``, without the
memory-usage report::

    python3 -m venv /tmp/jax06 && /tmp/jax06/bin/pip install jax==0.6.2 jaxlib==0.6.2
    /tmp/jax06/bin/python benchmarks/xla_memory_dumps.py /tmp/xla_memory/jax06

Each scenario is one process (XLA's module counter and flags are per process) dumping into ``OUT/<scenario>``:

- ``sgd``: a 4-layer MLP (2048 wide, f32: 16 MiB per weight, 64 MiB of weights) SGD step, batch 64;
- ``sgd_donate``: the same with the weights donated (``donate_argnums=0``): every update is in place, so the new
  weights share the old weights' slots, and the peak is about half of ``sgd``'s;
- ``sgd_bigbatch``: batch 1024: activations grow;
- ``sgd_remat``: ``jax.checkpoint`` around each layer: activations are recomputed, live ranges shorter.

Only the files of the jitted step are kept (``*jit_step*after_optimizations*``), with the source paths in their
metadata made relative to the repository.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]
SCENARIOS = ("sgd", "sgd_donate", "sgd_bigbatch", "sgd_remat")
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


def main(out: Path) -> None:
    for scenario in SCENARIOS:
        folder = out / scenario
        folder.mkdir(parents=True, exist_ok=True)
        environment = dict(os.environ, XLA_FLAGS=f"--xla_dump_to={folder} --xla_dump_hlo_as_text")
        environment["JAX_PLATFORMS"] = "cpu"
        subprocess.run([sys.executable, __file__, "--scenario", scenario], env=environment, check=True)
        for path in folder.iterdir():
            if path.is_dir():
                shutil.rmtree(path)
            elif "jit_step" not in path.name or "after_optimizations" not in path.name:
                path.unlink()
            else:
                path.write_text(path.read_text().replace(f"{REPOSITORY}/", ""))


if __name__ == "__main__":
    if sys.argv[1] == "--scenario":
        _step_program(sys.argv[2])
    else:
        main(Path(sys.argv[1]))
