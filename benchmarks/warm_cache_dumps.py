"""Make the dumps a warm Inductor cache leaves (on a GPU machine, from the repository root:
`python -m benchmarks.warm_cache_dumps OUT`).

Two MLPs compiled one after the other (the second 512 wide) and trained one step, with `TORCH_COMPILE_DEBUG=1` and
`TORCH_LOGS=ir_post_fusion,output_code,aot_graphs`, in three processes sharing one `TORCHINDUCTOR_CACHE_DIR`, as a CI
runner keeping its cache between jobs does:

- `cold`: Inductor compiles all four graphs (the cache is empty); torch 2.11 dumps every graph's folder, and the
  log holds the IR and code of each;
- `warm`: it loads all four from its FX graph cache: an empty `torchinductor/`, and a log of their code, no IR;
- `warm_edit`: it loads the first MLP's two graphs and compiles the second's (dropout added): only the second MLP's
  folders, and a log of their IR and code beside the code alone of the loaded ones.

Each run's folder gets `torch_compile_debug/` and `compile.log`; `OUT/VERSIONS` says what ran.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

RUNS = (("cold", None), ("warm", None), ("warm_edit", "dropout"))


def _train_two_mlps(edit: str | None) -> None:
    import torch

    from benchmarks.gpu_dumps import _mlp_module

    torch.manual_seed(0)
    first = _mlp_module(hidden=1024).cuda().to(torch.bfloat16)
    second = _mlp_module(hidden=512, edit=edit).cuda().to(torch.bfloat16)
    x = torch.randn(64, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    torch.compile(second)(torch.compile(first)(x)).float().pow(2).mean().backward()
    torch.cuda.synchronize()


def main(out: Path) -> int:
    from benchmarks.gpu_dumps import _versions

    out.mkdir(parents=True, exist_ok=True)
    (out / "VERSIONS").write_text(_versions())
    cache = out / "cache"  # shared by the runs, removed at the end: it is not a dump
    for name, edit in RUNS:
        run = out / name
        run.mkdir()
        env = dict(
            os.environ,
            PYTHONPATH=str(Path(__file__).resolve().parents[1]),
            TORCH_COMPILE_DEBUG="1",
            TORCH_COMPILE_DEBUG_DIR=str(run),
            TORCH_LOGS="ir_post_fusion,output_code,aot_graphs",
            TORCHINDUCTOR_CACHE_DIR=str(cache),
            TRITON_CACHE_DIR=str(cache / "triton"),
        )
        with (run / "compile.log").open("w") as log:
            child = [sys.executable, __file__, "--child", edit or ""]
            if subprocess.run(child, env=env, stdout=log, stderr=log, check=False).returncode:
                print(f"{name}: failed, see {run / 'compile.log'}")
                return 1
        print(f"{name}: done")
    shutil.rmtree(cache)
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _train_two_mlps(sys.argv[2] or None)
        sys.exit(0)
    sys.exit(main(Path(sys.argv[1])))
