"""Fuzzing: real dumps with lines deleted, duplicated, truncated, re-indented or garbled parse to a result or to a clean
`file:line: ...` error, never to another exception."""

from __future__ import annotations

import shutil

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.load import load_run
from tests.conftest import CORPUS

SAMPLES = [
    "inductor-cuda/mlp_base/model__0_forward_1.0/ir_post_fusion.txt",
    "seeds/inductor_fsdp_ir_post_fusion.txt",
    "inductor-cpu/mlp_base/model__0_backward_3.1/ir_post_fusion.txt",
    "inductor-cpu/mlp_nofusion/model__0_forward_1.0",  # IR beside output_code.py: launches, reuses, the replay
    "inductor-cuda/collective_base/model__0_inference_0.0",
    "xla-gpu/xla_mlp_base",
    "seeds/xla_gpu_torchxla_buffer_assignment.txt",
    "seeds/opattrs_kid_trace.txt",
    "seeds/torch_logs_aot_graphs_float8.txt",
    "inductor-cuda/mlp_base/aot_graphs.log",
]

mutation = st.tuples(
    st.sampled_from(["delete", "duplicate", "truncate", "garble", "indent", "dedent", "cut_file"]),
    st.floats(0, 1),
    st.text(alphabet="()[]{}:=,'\" abc019\t%<>#", max_size=12),
)


def _mutate(lines: list[str], mutations: list[tuple[str, float, str]]) -> list[str]:
    for action, where, noise in mutations:
        if not lines:
            break
        index = min(int(where * len(lines)), len(lines) - 1)
        if action == "delete":
            del lines[index]
        elif action == "duplicate":
            lines.insert(index, lines[index])
        elif action == "truncate":
            lines[index] = lines[index][: len(lines[index]) // 2]
        elif action == "indent":  # indentation carries meaning in several formats (continuations, members)
            lines[index] = "    " + lines[index]
        elif action == "dedent":
            lines[index] = lines[index].lstrip()
        elif action == "garble":
            position = int(where * len(lines[index]))
            lines[index] = lines[index][:position] + noise + lines[index][position:]
        else:
            del lines[index:]
    return lines


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sample=st.sampled_from(SAMPLES), mutations=st.lists(mutation, min_size=1, max_size=4), target=st.integers(0, 9))
def test_mutated_dumps_parse_or_fail_cleanly(tmp_path_factory, sample: str, mutations, target: int) -> None:
    source = CORPUS / sample
    workdir = tmp_path_factory.mktemp("fuzz")
    if source.is_dir():
        copy = workdir / source.name
        shutil.copytree(source, copy)
        files = sorted(copy.iterdir())
        victim = files[target % len(files)]
    else:
        copy = victim = workdir / source.name
        shutil.copy(source, copy)
    lines = victim.read_text().split("\n")
    victim.write_text("\n".join(_mutate(lines, mutations)))
    try:
        run = load_run(copy)
    except DumpError as error:
        assert str(error).startswith(f"{error.path}:{error.line}: expected"), str(error)
    else:
        assert run.graphs
    shutil.rmtree(workdir)
