"""Make real CPU compiler dumps (PyTorch Inductor, C++ kernels) of small models for the tests.

Inductor on the CPU writes the same debug folders as on a GPU with `cpp_fused_*` kernels and `empty_strided_cpu`
allocations; these variants exercise what a GPU run shows too, on that other code path:

| variant | what it shows |
| --- | --- |
| `base` | the two-branch model compiled whole: one forward, one backward graph |
| `graph_break` | `torch._dynamo.graph_break()` between the branches: two frames, four graphs |
| `dynamic` | `torch.compile(dynamic=True)` at batch 64: sizes of size symbols, example values in `get_args` |
| `mlp_base` | the shared corpus's `inductor-cpu/` MLP (its README; `mlp_module`), batch 64 |
| `mlp_rerun` | `mlp_base` again in a new process |
| `mlp_bigbatch` | batch 256 |
| `mlp_extra_op` | `tanh(y) * sigmoid(y)` after the second GELU |
| `mlp_shifted` | a side output computed first: every buffer and op number after it shifts |
| `mlp_nofusion` | `max_fusion_size = 1` |
| `block_base`, `block_gelu_tanh` | `gpu_dumps`' attention block (float32, batch 2); its GELU in the tanh form |
| `ffn_base`, `ffn_fp64`, `ffn_cpp_wrapper` | `gpu_dumps`' MLP block (float32, batch 64); float64; `cpp_wrapper` |
| `cond` | `torch.cond` between two pointwise branches: the IR's node for it (`Conditional`, `Switch` since 2.15) |
| `fallback` | a cumsum (an ATen fallback on the CPU), a relu: its result, a `MultiOutput` of its tuple before 2.15 |
| `views` | a function of views alone (no kernel: empty IR files, code that launches nothing), then one that computes |
| `frames`, `frames_shifted` | three functions compiled one by one; after a function that only breaks its graph first |
| `stack_break_after_embedding`, `..._before_loss` | three attention blocks, a graph break before or after them |

Run it where PyTorch is installed (on the development machine: `pip install torch==2.13.0`, the CPU build):

    python3 -m benchmarks.cpu_dumps --out /tmp/cpu [--variants base mlp_base ...]

It writes `OUT/<variant>/<graph folder>/` with `ir_post_fusion.txt` and `output_code.py`, the same run's
`TORCH_LOGS="ir_post_fusion,output_code"` log as `OUT/<variant>/torch_logs.log` and its `TORCH_TRACE` log (tlparse's
input; torch 2.5 and later) as `OUT/<variant>/torch_trace.log`, and `OUT/VERSIONS`.
`tests/data/cpu/` was made so with torch 2.13.0+cpu on Python 3.11.7 (x86_64), its dynamic variant keeping only the
forward graph. Every variant also ran with torch 2.15.0 (the PyPI wheel, `2.15.0+cu132`, on the CPU; this machine's
pip constraints cap torch at 2.14.1, so `PIP_CONFIG_FILE=/dev/null pip install torch==2.15.0` in a venv of its own),
`mlp_base`, `mlp_extra_op`, `cond` and `fallback` with 2.13.0+cpu again for pairs across the two releases;
`tests/data/cpu215/base` is 2.15's `base`, `tests/data/cpu215/cond` the two releases' `cond` logs and
`tests/data/cpu215/fallback` their `fallback` graphs. The `block_*` and `ffn_*` variants were made on 2026-11-26 with
torch 2.13.0+cpu (the same Python); `tests/data/cpu/` keeps both graphs of the `block_*` ones and the forward graphs
of the `ffn_*` ones. On 2026-11-29 every variant ran with torch 2.5.1, 2.6.0, 2.8.0 and 2.10.0 too (the PyPI wheels,
`+cu124` and later, on the CPU; 2.5 and 2.6 log the code alone), for pairs across those releases:
`tests/data/cpu25/` keeps 2.5.1's `ffn_base` and `ffn_cpp_wrapper` forward graphs, whose C++ wrapper calls ATen's C++
API where later releases call the AOTI shim. The `stack_*` variants were made that day with torch 2.13.0+cpu and
`tests/data/cpu/` keeps their graphs. The `views` variant was made on 2026-11-29 with torch 2.15.0 and 2.5.1 (and
2.13.0+cpu, reading the same): `tests/data/cpu215/views` keeps 2.15's folder and log and 2.5's log; that day
`cond` ran again with 2.13.0+cpu and 2.15.0 for its debug folders (`tests/data/cpu215/cond/torch213/`, `torch215/`),
then every variant with both: the 76 directions across the two releases (folders and logs, both ways) exit 0,
`cond`'s folders read a new and a removed kernel before the `launched alone` stage. `frames` and `frames_shifted`
were made with 2.13.0+cpu that day (`tests/data/cpu/frames`, their logs).
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
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TWO_BRANCH_VARIANTS = ("base", "graph_break", "dynamic")
MLP_VARIANTS = ("mlp_base", "mlp_rerun", "mlp_bigbatch", "mlp_extra_op", "mlp_shifted", "mlp_nofusion")
BLOCK_VARIANTS = ("block_base", "block_gelu_tanh")
FFN_VARIANTS = ("ffn_base", "ffn_fp64", "ffn_cpp_wrapper")
STACK_VARIANTS = ("stack_break_after_embedding", "stack_break_before_loss")
VARIANTS = (
    *TWO_BRANCH_VARIANTS,
    *MLP_VARIANTS,
    *BLOCK_VARIANTS,
    *FFN_VARIANTS,
    *STACK_VARIANTS,
    "cond",
    "fallback",
    "views",
    "frames",
    "frames_shifted",
)
KEPT = ("ir_post_fusion.txt", "output_code.py")


def mlp_module(extra_op: bool = False, side_output: bool = False) -> Any:
    """The corpus's MLP: LayerNorm, three linears 512 -> 2048 -> 2048 -> 512 with a GELU after the first two, the
    residual; `extra_op` adds `tanh(y) * sigmoid(y)` after the second GELU, `side_output` first computes a second
    output (every buffer and op number after it shifts)."""
    import torch
    from torch import nn
    from torch.nn import functional

    class MLP(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm = nn.LayerNorm(512)
            self.fc1 = nn.Linear(512, 2048)
            self.fc2 = nn.Linear(2048, 2048)
            self.fc3 = nn.Linear(2048, 512)

        def forward(self, x: Any) -> Any:
            side = (x.float() ** 2).mean(dim=0) if side_output else None
            y = functional.gelu(self.fc1(self.norm(x)))
            y = functional.gelu(self.fc2(y))
            if extra_op:
                y = torch.tanh(y) * torch.sigmoid(y)
            y = self.fc3(y) + x
            return y if side is None else (y, side)

    return MLP()


def stack_module(break_at: str) -> Any:
    """An embedding, three of `gpu_dumps`' attention blocks and a head with its cross-entropy, a graph break after
    the embedding (`break_at="embedding"`) or before the loss (`"loss"`): two frames either way, cut elsewhere."""
    import torch
    from torch import nn
    from torch.nn import functional

    from benchmarks.gpu_dumps import _attention_module

    class Stack(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embedding = nn.Embedding(2048, 256)
            blocks = [_attention_module(rotary=False, dropout=0.0, checkpointed=False) for _ in range(3)]
            self.blocks = nn.Sequential(*blocks)
            self.head = nn.Linear(256, 2048)

        def forward(self, ids: Any) -> Any:
            x = self.embedding(ids)
            if break_at == "embedding":
                torch._dynamo.graph_break()
            logits = self.head(self.blocks(x))
            if break_at == "loss":
                torch._dynamo.graph_break()
            return functional.cross_entropy(logits.flatten(0, 1), ids.flatten())

    return Stack()


def child(variant: str) -> None:
    import torch
    import torch._inductor.config

    from benchmarks.gpu_dumps import _attention_module, _mlp_module, two_branch_module

    torch.manual_seed(0)
    if variant == "cond":
        branches = (lambda y: y.sin() * 2, lambda y: y.cos() + 1)
        torch.compile(lambda x: torch.cond(x.sum() > 0, *branches, (x,)))(torch.randn(64, 256))
        return
    if variant == "fallback":
        torch.compile(lambda x: torch.cumsum(x, 1).relu())(torch.randn(64, 256))
        return
    if variant in ("frames", "frames_shifted"):
        if variant == "frames_shifted":  # two frames more, no graph: every later frame's number shifts
            torch.compile(lambda x: (torch._dynamo.graph_break(), x)[1])(torch.randn(4))
        x = torch.randn(16, 8)
        torch.compile(lambda x: (x @ x.t()).relu())(x)
        torch.compile(lambda x: torch.softmax(x * 2, dim=-1))(x)
        torch.compile(lambda x: x.cumsum(0).sin())(x)
        return
    if variant == "views":
        torch.compile(lambda x: x.reshape(-1, 8).t().unsqueeze(0))(torch.randn(16, 8))
        torch.compile(lambda x: (x * 2).sum(dim=1))(torch.randn(16, 8))
        return
    if variant in BLOCK_VARIANTS:
        edit = None if variant == "block_base" else variant.removeprefix("block_")
        block = _attention_module(rotary=False, dropout=0.0, checkpointed=False, edit=edit)
        torch.compile(block)(torch.randn(2, 256, 256, requires_grad=True)).pow(2).mean().backward()
        return
    if variant in STACK_VARIANTS:
        torch.compile(stack_module(variant.rsplit("_", 1)[1]))(torch.randint(0, 2048, (2, 256))).backward()
        return
    if variant in FFN_VARIANTS:
        torch._inductor.config.cpp_wrapper = variant == "ffn_cpp_wrapper"
        dtype = torch.float64 if variant == "ffn_fp64" else torch.float32
        x = torch.randn(64, 256, dtype=dtype, requires_grad=True)
        torch.compile(_mlp_module().to(dtype))(x).pow(2).mean().backward()
        return
    if variant in TWO_BRANCH_VARIANTS:
        x = torch.randn(64, 256, requires_grad=True)
        model = two_branch_module(graph_break=variant == "graph_break")
        torch.compile(model, dynamic=variant == "dynamic")(x).pow(2).mean().backward()
        return
    if variant == "mlp_nofusion":
        torch._inductor.config.max_fusion_size = 1
    x = torch.randn(256 if variant == "mlp_bigbatch" else 64, 512, requires_grad=True)
    output = torch.compile(mlp_module(extra_op=variant == "mlp_extra_op", side_output=variant == "mlp_shifted"))(x)
    if isinstance(output, tuple):
        output, side = output
        (output.pow(2).mean() + side.sum()).backward()
    else:
        output.pow(2).mean().backward()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--variants", nargs="+", choices=VARIANTS, default=VARIANTS)
    parser.add_argument("--child", choices=VARIANTS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    if args.out is None:
        parser.error("--out is required")
    args.out.mkdir(parents=True, exist_ok=True)
    import torch

    # The IR is a log artifact from torch 2.7 on; earlier releases refuse the name and log the code alone.
    logged = (
        "ir_post_fusion,output_code" if tuple(map(int, torch.__version__.split(".")[:2])) >= (2, 7) else "output_code"
    )
    for variant in args.variants:
        with tempfile.TemporaryDirectory() as scratch:
            env = dict(
                os.environ,
                TORCH_COMPILE_DEBUG="1",
                TORCH_LOGS=logged,
                TORCH_COMPILE_DEBUG_DIR=scratch,
                TORCH_TRACE=str(Path(scratch) / "trace"),
                TORCHINDUCTOR_CACHE_DIR=str(Path(scratch) / "cache"),
                TORCHINDUCTOR_FORCE_DISABLE_CACHES="1",
            )
            # The child imports the model from `benchmarks.gpu_dumps`: the repository is on its path.
            env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(ROOT), env.get("PYTHONPATH"))))
            command = [sys.executable, "-m", "benchmarks.cpu_dumps", "--child", variant]
            (args.out / variant).mkdir(parents=True, exist_ok=True)
            with open(args.out / variant / "torch_logs.log", "w") as log:
                subprocess.run(command, env=env, check=True, cwd=scratch, stderr=log)
            for trace in Path(scratch).glob("trace/*.log"):
                shutil.copy2(trace, args.out / variant / "torch_trace.log")
            for graph in sorted(Path(scratch).glob("torch_compile_debug/run_*/torchinductor/model__*")):
                for name in KEPT:
                    (args.out / variant / graph.name).mkdir(parents=True, exist_ok=True)
                    shutil.copy2(graph / name, args.out / variant / graph.name / name)
    versions = f"python {platform.python_version()}\ntorch {torch.__version__}\nmachine {platform.machine()}\n"
    (args.out / "VERSIONS").write_text(versions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
