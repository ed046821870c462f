"""Make real CPU compiler dumps (PyTorch Inductor, C++ kernels) of small models for the tests.

Inductor on the CPU writes the same debug folders as on a GPU with `cpp_fused_*` kernels and `empty_strided_cpu`
allocations; these variants exercise what a GPU run shows too, on that other code path:

| variant | what it shows |
| --- | --- |
| `base` | the model compiled whole: one forward, one backward graph |
| `graph_break` | `torch._dynamo.graph_break()` between the branches: two frames, four graphs |
| `dynamic` | `torch.compile(dynamic=True)` at batch 64: sizes of size symbols, example values in `get_args` |
| `block_base`, `block_gelu_tanh` | `gpu_dumps`' attention block (float32, batch 2); its GELU in the tanh form |
| `mlp_base`, `mlp_fp64`, `mlp_cpp_wrapper` | `gpu_dumps`' MLP (float32, batch 64); in float64; `cpp_wrapper=True` |

Run it where PyTorch is installed (on the development machine: `pip install torch==2.13.0`, the CPU build):

    python3 -m benchmarks.cpu_dumps --out /tmp/cpu [--only VARIANT ...]

It writes `OUT/<variant>/<graph folder>/` with `ir_post_fusion.txt` and `output_code.py`, and `OUT/VERSIONS`.
`tests/data/cpu/` was made so with torch 2.13.0+cpu on Python 3.11.7 (x86_64), its dynamic variant keeping only the
forward graph, as the `mlp_*` variants do (added on 2026-11-26 with the `block_*` ones, the same versions).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = (
    "base",
    "graph_break",
    "dynamic",
    "block_base",
    "block_gelu_tanh",
    "mlp_base",
    "mlp_fp64",
    "mlp_cpp_wrapper",
)
KEPT = ("ir_post_fusion.txt", "output_code.py")


def child(variant: str) -> None:
    import torch
    import torch._inductor.config

    from benchmarks.gpu_dumps import _attention_module, _mlp_module, two_branch_module

    torch.manual_seed(0)
    model, options = variant.partition("_")[0], {}
    if model == "block":
        edit = None if variant == "block_base" else variant.removeprefix("block_")
        module = _attention_module(rotary=False, dropout=0.0, checkpointed=False, edit=edit)
        x = torch.randn(2, 256, 256, requires_grad=True)
    elif model == "mlp":
        torch._inductor.config.cpp_wrapper = variant == "mlp_cpp_wrapper"
        dtype = torch.float64 if variant == "mlp_fp64" else torch.float32
        module = _mlp_module().to(dtype)
        x = torch.randn(64, 256, dtype=dtype, requires_grad=True)
    else:
        module = two_branch_module(graph_break=variant == "graph_break")
        x = torch.randn(64, 256, requires_grad=True)
        options["dynamic"] = variant == "dynamic"
    torch.compile(module, **options)(x).float().pow(2).mean().backward()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--child", choices=VARIANTS, help=argparse.SUPPRESS)
    parser.add_argument("--only", nargs="+", choices=VARIANTS, default=VARIANTS, help="the variants to make")
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    if args.out is None:
        parser.error("--out is required")
    args.out.mkdir(parents=True, exist_ok=True)
    for variant in args.only:
        with tempfile.TemporaryDirectory() as scratch:
            env = dict(
                os.environ,
                TORCH_COMPILE_DEBUG="1",
                TORCH_COMPILE_DEBUG_DIR=scratch,
                TORCHINDUCTOR_CACHE_DIR=str(Path(scratch) / "cache"),
                TORCHINDUCTOR_FORCE_DISABLE_CACHES="1",
            )
            # The child imports the model from `benchmarks.gpu_dumps`: the repository is on its path.
            env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(ROOT), env.get("PYTHONPATH"))))
            command = [sys.executable, "-m", "benchmarks.cpu_dumps", "--child", variant]
            subprocess.run(command, env=env, check=True, cwd=scratch)
            for graph in sorted(Path(scratch).glob("torch_compile_debug/run_*/torchinductor/model__*")):
                for name in KEPT:
                    (args.out / variant / graph.name).mkdir(parents=True, exist_ok=True)
                    shutil.copy2(graph / name, args.out / variant / graph.name / name)
    import torch

    versions = f"python {platform.python_version()}\ntorch {torch.__version__}\nmachine {platform.machine()}\n"
    (args.out / "VERSIONS").write_text(versions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
