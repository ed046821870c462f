"""Make the dumps a warm compilation cache leaves (on a GPU machine, from the repository root:
`python -m benchmarks.warm_cache_dumps OUT`).

Each run is a process of its own; the runs of one compiler share one cache folder, as a CI runner keeping its cache
between jobs does, and the last run of each turns the cache off as dumpdiff's messages advise.

Inductor: two MLPs compiled one after the other (the second 512 wide) and trained one step, with
`TORCH_COMPILE_DEBUG=1` and `TORCH_LOGS=ir_post_fusion,output_code,aot_graphs` (each run's folder gets
`torch_compile_debug/` and `compile.log`):

- `cold`: Inductor compiles all four graphs (the cache is empty); torch 2.11 dumps every graph's folder, and the
  log holds the IR and code of each;
- `warm`: it loads all four from its FX graph cache: an empty `torchinductor/`, and a log of their code, no IR;
- `warm_edit`: it loads the first MLP's two graphs and compiles the second's (dropout added): only the second MLP's
  folders, and a log of their IR and code beside the code alone of the loaded ones;
- `warm_edit_uncached`: `warm_edit` with `TORCHINDUCTOR_FORCE_DISABLE_CACHES=1`: every graph dumped again.

jax: a tanh layer's SGD step (`jit_step`) dumped by `--xla_dump_to=RUN --xla_dump_hlo_as_text`, with jax's persistent
compilation cache in the shared folder for every program, however quick to compile:

- `jax_cold`: XLA compiles it: the optimized HLO, its buffer assignment, live ranges and memory report;
- `jax_warm`: jax loads it from the cache: the optimized HLO alone (named without the platform);
- `jax_warm_uncached`: `jax_warm` with `JAX_ENABLE_COMPILATION_CACHE=false`: compiled and dumped whole again.

`OUT/VERSIONS` says what ran.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

INDUCTOR_RUNS: tuple[tuple[str, str | None, dict[str, str]], ...] = (
    ("cold", None, {}),
    ("warm", None, {}),
    ("warm_edit", "dropout", {}),
    ("warm_edit_uncached", "dropout", {"TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1"}),
)
JAX_RUNS: tuple[tuple[str, dict[str, str]], ...] = (
    ("jax_cold", {}),
    ("jax_warm", {}),
    ("jax_warm_uncached", {"JAX_ENABLE_COMPILATION_CACHE": "false"}),
)


def _train_two_mlps(edit: str | None) -> None:
    import torch

    from benchmarks.gpu_dumps import _mlp_module

    torch.manual_seed(0)
    first = _mlp_module(hidden=1024).cuda().to(torch.bfloat16)
    second = _mlp_module(hidden=512, edit=edit).cuda().to(torch.bfloat16)
    x = torch.randn(64, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    torch.compile(second)(torch.compile(first)(x)).float().pow(2).mean().backward()
    torch.cuda.synchronize()


def _jax_step(cache: str) -> None:
    import jax
    import jax.numpy as jnp

    jax.config.update("jax_compilation_cache_dir", cache)
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
    jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)

    def loss(weights: jax.Array, x: jax.Array) -> jax.Array:
        return jnp.sum(jnp.tanh(x @ weights) ** 2)

    def step(weights: jax.Array, x: jax.Array) -> jax.Array:
        return weights - 0.1 * jax.grad(loss)(weights, x)

    jax.jit(step)(jnp.ones((512, 512)), jnp.ones((256, 512))).block_until_ready()


def _run(run: Path, child: list[str], env: dict[str, str]) -> bool:
    run.mkdir()
    with (run / "compile.log").open("w") as log:
        command = [sys.executable, __file__, "--child", *child]
        failed = subprocess.run(command, env=env, stdout=log, stderr=log, check=False).returncode
    print(f"{run.name}: {'failed, see ' + str(run / 'compile.log') if failed else 'done'}")
    return not failed


def main(out: Path) -> int:
    from benchmarks.gpu_dumps import _versions

    out.mkdir(parents=True, exist_ok=True)
    (out / "VERSIONS").write_text(_versions())
    cache = out / "cache"  # shared by the runs, removed at the end: it is not a dump
    base = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    for name, edit, settings in INDUCTOR_RUNS:
        run = out / name
        env = dict(
            base,
            TORCH_COMPILE_DEBUG="1",
            TORCH_COMPILE_DEBUG_DIR=str(run),
            TORCH_LOGS="ir_post_fusion,output_code,aot_graphs",
            TORCHINDUCTOR_CACHE_DIR=str(cache / "inductor"),
            TRITON_CACHE_DIR=str(cache / "triton"),
            **settings,
        )
        if not _run(run, ["torch", edit or ""], env):
            return 1
    for name, settings in JAX_RUNS:
        run = out / name
        flags = f"--xla_dump_to={run} --xla_dump_hlo_as_text --xla_dump_hlo_module_re=jit_step"
        env = dict(base, XLA_PYTHON_CLIENT_PREALLOCATE="false", XLA_FLAGS=flags, **settings)
        if not _run(run, ["jax", str(cache / "jax")], env):
            return 1
    shutil.rmtree(cache)
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        if sys.argv[2] == "torch":
            _train_two_mlps(sys.argv[3] or None)
        else:
            _jax_step(sys.argv[3])
        sys.exit(0)
    sys.exit(main(Path(sys.argv[1])))
