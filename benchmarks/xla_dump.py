"""A big XLA dump for `python -m benchmarks.parse --xla FOLDER`: the train step of a transformer of LAYERS layers
(width 512, 8 heads, batch 8 x 256 tokens) in jax, its layers unrolled (no scan), dumped by `--xla_dump_to`. The
corpus's XLA modules are a few hundred KB; this one is 10.7 MB in five files at 48 layers (jax 0.11.2 on an H100,
the figures in benchmarks/README.md; on a CPU the files are named `*cpu_after_optimizations*`).

    python3 benchmarks/xla_dump.py OUT [LAYERS]     # writes the module's files into OUT
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

WIDTH, HEADS, SEQUENCE, BATCH = 512, 8, 256, 8


def main() -> None:
    out, layers = Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 48
    with tempfile.TemporaryDirectory() as dump:
        # Read when jax starts its backend: set before the import.
        os.environ["XLA_FLAGS"] = f"--xla_dump_to={dump} --xla_dump_hlo_as_text"
        import jax

        _compile_train_step(jax, layers)
        out.mkdir(parents=True, exist_ok=True)
        for file in Path(dump).glob("*jit_step*after_optimizations*.txt"):
            shutil.copy(file, out / file.name)
    print(f"jax {jax.__version__}: {sum(f.stat().st_size for f in out.iterdir()) / 1e6:.1f} MB in {out}")


def _compile_train_step(jax: Any, layers: int) -> None:
    jnp = jax.numpy
    key = jax.random.PRNGKey(0)
    shapes = {
        "wq": (WIDTH, WIDTH),
        "wk": (WIDTH, WIDTH),
        "wv": (WIDTH, WIDTH),
        "wo": (WIDTH, WIDTH),
        "w1": (WIDTH, 4 * WIDTH),
        "w2": (4 * WIDTH, WIDTH),
        "g1": (WIDTH,),
        "g2": (WIDTH,),
    }
    params = [
        {
            name: jax.random.normal(jax.random.fold_in(key, layer * 8 + i), shape) * 0.02
            for i, (name, shape) in enumerate(shapes.items())
        }
        for layer in range(layers)
    ]

    def norm(x: Any, gain: Any) -> Any:
        return x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * gain

    def heads(t: Any) -> Any:
        return t.reshape(BATCH, SEQUENCE, HEADS, WIDTH // HEADS).transpose(0, 2, 1, 3)

    def block(x: Any, p: dict[str, Any]) -> Any:
        h = norm(x, p["g1"])
        q, k, v = heads(h @ p["wq"]), heads(h @ p["wk"]), heads(h @ p["wv"])
        attention = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / 8.0, -1) @ v
        x = x + attention.transpose(0, 2, 1, 3).reshape(BATCH, SEQUENCE, WIDTH) @ p["wo"]
        return x + jax.nn.gelu(norm(x, p["g2"]) @ p["w1"]) @ p["w2"]

    def loss(params: list[dict[str, Any]], x: Any) -> Any:
        for p in params:  # unrolled on purpose: one big module, as a model without scan compiles
            x = block(x, p)
        return jnp.mean(x * x)

    @jax.jit
    def step(params: list[dict[str, Any]], x: Any) -> Any:
        value, grads = jax.value_and_grad(loss)(params, x)
        return value, jax.tree.map(lambda p, g: p - 1e-3 * g, params, grads)

    jax.block_until_ready(step(params, jnp.ones((BATCH, SEQUENCE, WIDTH))))


if __name__ == "__main__":
    main()
