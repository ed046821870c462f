"""Reports a reviewer reads in ten seconds: the story first, findings grouped, short names, details folded.

Golden reports, text and Markdown, of one pair per common cause (a batch size scaled, fusion turned off, a compiler
release, a graph added) and of pairs where nothing groups; `DUMPDIFF_UPDATE_GOLDEN=1 pytest` rewrites them (review
the diff). Each cause is also checked against what is known of the pair: the corpus's own description, the counts
in `tests/data/README.md`."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Run
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.differ.findings import _jsonable
from dumpdiff.service.report import RENDERERS, CompareDocument, RenderOptions, compare_document
from dumpdiff.service.report.document import FindingDocument, GraphDocument
from dumpdiff.service.report.groups import Scaling, group_findings, scaling, short_names
from dumpdiff.service.report.lines import side_name
from dumpdiff.service.report.story import tell
from tests.conftest import CORPUS
from tests.dumps import DATA, compared

GOLDEN = Path(__file__).parent / "golden"


@cache
def parsed(path: Path) -> Run:
    return load_run(path)


def _without_backward(run: Run) -> Run:
    return dataclasses.replace(run, graphs=tuple(g for g in run.graphs if "backward" not in g.name))


def _pair(folder: str, base: str, head: str) -> Callable[[], tuple[Run, Run]]:
    return lambda: (parsed(DATA / folder / base), parsed(DATA / folder / head))


def _graph_added() -> tuple[Run, Run]:
    """Hand-made from a real dump: the base is the forward graphs alone, the head adds the backward."""
    whole = parsed(CORPUS / "inductor-cuda/mlp_base")
    return _without_backward(whole), whole


CASES: dict[str, Callable[[], tuple[Run, Run]]] = {
    # a batch size scaled: 64 -> 256
    "inductor-cuda--mlp_base--mlp_bigbatch": _pair("corpus/inductor-cuda", "mlp_base", "mlp_bigbatch"),
    "xla-gpu--xla_mlp_base--xla_mlp_bigbatch": _pair("corpus/xla-gpu", "xla_mlp_base", "xla_mlp_bigbatch"),
    # fusion turned off
    "inductor-cuda--mlp_base--mlp_nofusion": _pair("corpus/inductor-cuda", "mlp_base", "mlp_nofusion"),
    "inductor-cuda--gpt_base--gpt_nofusion": _pair("corpus/inductor-cuda", "gpt_base", "gpt_nofusion"),
    # a compiler release: jax 0.4.30 -> 0.6.2, the same program
    "xla_memory--jax04_sgd_donate--jax06_sgd_donate": _pair("xla_memory", "jax04_sgd_donate", "jax06_sgd_donate"),
    # a graph added
    "hand-made--graph_added": _graph_added,
    # nothing groups (mlp_extra_op); the pieces of one lost fusion (OpAttrs)
    "inductor-cuda--mlp_base--mlp_extra_op": _pair("corpus/inductor-cuda", "mlp_base", "mlp_extra_op"),
    "seeds--mlp_train_fused_epilogue--opattrs_kid_trace": _pair(
        "corpus", "opattrs/mlp_train_fused_epilogue.txt", "seeds/opattrs_kid_trace.txt"
    ),
}


def document(case: str) -> CompareDocument:
    base, head = CASES[case]()
    made = compare_document(compare_runs(base, head, Config()))
    # Paths differ between machines; reports name the sides by the case's name.
    names = case.split("--")
    made["base"]["source"], made["head"]["source"] = names[1:] if len(names) == 3 else (f"{case}/base", f"{case}/head")
    made["tool_version"] = "X.Y.Z"
    return made


def render(case: str, fmt: str, **options: bool) -> str:
    return RENDERERS[fmt](document(case), RenderOptions(**options))


def findings(made: CompareDocument) -> list[dict[str, object]]:
    return [dict(f) for g in made["graphs"] for f in g["findings"]]


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_golden_reports(case: str, fmt: str) -> None:
    rendered = render(case, fmt)
    golden = GOLDEN / f"{case}.{'txt' if fmt == 'text' else 'md'}"
    if os.environ.get("DUMPDIFF_UPDATE_GOLDEN"):
        golden.write_text(rendered)
    assert rendered == golden.read_text()


def cause(made: CompareDocument, name: str) -> dict[str, object]:
    (found,) = (c for c in made["story"]["causes"] if c["cause"] == name)
    return dict(found)


def group(made: CompareDocument, group_id: object) -> dict[str, object]:
    (found,) = (g for g in made["groups"] if g["id"] == group_id)
    return dict(found)


@pytest.mark.parametrize("platform", ["inductor-cuda", "inductor-cpu", "xla-cpu"])
def test_a_batch_size_change_is_one_dimension_scaled(platform: str) -> None:
    """The corpus says `batch 64 -> 256`: most changed kernels differ by that one number, in their first dimension."""
    prefix = "xla_" if platform.startswith("xla") else ""
    base, head = (parsed(CORPUS / f"{platform}/{prefix}mlp_{name}") for name in ("base", "bigbatch"))
    made = compare_document(compare_runs(base, head, Config()))
    scaled = cause(made, "dimension_scaled")
    facts = scaled["facts"]
    assert isinstance(facts, dict)
    assert (facts["old"], facts["new"], facts["role"], facts["dimensions"]) == (64, 256, "the batch size", [0])
    changed = [f for f in findings(made) if f["kind"] == "changed_kernel"]
    assert facts["kernels"] * 2 >= len(changed)
    # every kernel of the group changed 64 -> 256 and nothing else
    members = [f for f in changed if f["group"] == scaled["group"]]
    assert len(members) == facts["kernels"] == group(made, scaled["group"])["count"]
    for finding in members:
        assert isinstance(finding["summary"], str) and re.search(r"\b64\b.* -> .*\b256\b", finding["summary"])
    assert "(64 -> 256 in dim 0, likely the batch size)" in made["story"]["summary"]


def test_a_batch_size_change_among_other_changes_is_still_said() -> None:
    """XLA on the GPU picks other gemm splits at batch 256 (f32[16, 64, 512] -> f32[8, 256, 512]) and drops a
    convert from some fusions: most changed kernels still share 64 -> 256, with other changes too. A split gemm's
    partial results stack its [64, 512] result 16 times: the batch is in dim 0 there too."""
    made = document("xla-gpu--xla_mlp_base--xla_mlp_bigbatch")
    facts = cause(made, "dimension_scaled")["facts"]
    assert isinstance(facts, dict)
    assert (facts["old"], facts["new"], facts["role"], facts["only_dimension"]) == (64, 256, "the batch size", False)
    assert facts["kernels"] == 8 and made["totals"]["changed_kernels"] == 10 and facts["dimensions"] == [0]
    assert "8 of 10 changed kernels scaled 64 -> 256 in dim 0 (likely the batch size)" in made["story"]["summary"]


def test_a_batch_size_through_a_scan_s_saved_activations_is_the_batch_size() -> None:
    """A flax GPT of six blocks under `nn.scan` (XLA, bf16) at batch 8 and 16: the scan saves each block's
    activations for the backward into buffers of the six blocks stacked in front ([6, 8, 256, 384]), where the batch
    sits second, as a convolution's channels do; those are what the blocks write ([8, 256, 384]), stacked, and the
    batch is in dim 0 of both."""
    scan = DATA / "gpu/scan_batch_xla"
    made = compared(scan / "base", scan / "b16")
    facts = cause(made, "dimension_scaled")["facts"]
    assert isinstance(facts, dict)
    assert (facts["old"], facts["new"], facts["role"], facts["only_dimension"]) == (8, 16, "the batch size", True)
    assert facts["kernels"] == 90 and 0 in facts["dimensions"]
    assert "90 kernels changed only in one dimension (8 -> 16, likely the batch size)" in made["story"]["summary"]


def test_a_sequence_length_is_said_where_its_products_with_the_batch_are_commoner() -> None:
    """Gemma's forward on 128 and 512 tokens (batch 2): of 33 changed kernels, 16 change 256 -> 1024 (batch x
    sequence, flattened) and 11 change 128 -> 512 (the sequence itself), neither most alone. Counted with its
    products, the sequence's change is most of them."""
    gpu = DATA / "gpu/hf"
    made = compared(gpu / "gemma", gpu / "gemma_s512")
    facts = cause(made, "dimension_scaled")["facts"]
    assert isinstance(facts, dict)
    assert (facts["old"], facts["new"], facts["kernels"], facts["role"]) == (128, 512, 27, "the sequence length")
    assert (
        "27 kernels changed only in one dimension (128 -> 512, likely the sequence length)" in made["story"]["summary"]
    )


@pytest.mark.parametrize(
    ("case", "base", "head", "kind", "kernels"),
    [
        ("layer_edits", "qwen2", "qwen2_layers3", "new_kernel", 47),
        ("layer_edits", "qwen2_layers3", "qwen2", "removed_kernel", 47),
        ("layer_edits_xla", "llama_layers3", "llama_layers4", "new_kernel", 69),
        ("layer_edits_xla", "t5_layers3", "t5", "removed_kernel", 134),
    ],
)
def test_a_layer_more_or_fewer_is_said(case: str, base: str, head: str, kind: str, kernels: int) -> None:
    """Qwen2 (Inductor) with a third decoder layer, a Llama-style LM (XLA) with a fourth block, a T5-style model (XLA)
    with its third blocks taken out: every new (or removed) kernel does the work of a kernel both runs have at its
    shapes, the fusions unchanged; but for 6 of T5's 140: the dot merger's gemm of six cross-attention projections,
    the concatenations of their weights, and two kernels beside them."""
    runs = DATA / "gpu" / case
    made = compared(runs / base, runs / head)
    facts = cause(made, "layers_repeated")["facts"]
    assert facts == {"kind": kind, "kernels": kernels}
    more = "more" if kind == "new_kernel" else "fewer"
    said = made["story"]["summary"]
    assert f"doing what kernels of both runs do, at their shapes: likely a layer, block or branch {more}" in said
    repeated = [f for f in findings(made) if f["kind"] == kind and f["details"].get("repeats")]
    assert len(repeated) == kernels


def test_a_few_kernels_alike_others_among_new_work_are_no_layer_more() -> None:
    """Qwen2's third layer read again with only 23 of its 47 new kernels known to repeat others: under half, no layer
    is said (new work beside a few kernels alike others is the model's own edit)."""
    runs = DATA / "gpu/layer_edits"
    made = compared(runs / "qwen2", runs / "qwen2_layers3")
    new = [f for f in findings(made) if f["kind"] == "new_kernel"]
    for finding in new[: len(new) // 2 + 1]:
        del finding["details"]["repeats"]
    causes = tell(made["graphs"], made["groups"], made["totals"])["causes"]
    assert len(new) == 47 and not [c for c in causes if c["cause"] == "layers_repeated"]


def test_kernels_recomputing_forward_work_are_a_rematerialisation_not_a_layer_more() -> None:
    """The flax LM's blocks under `nn.remat` (XLA on the CPU): 32 of the 36 new kernels alike kernels of both runs
    recompute forward work in the backward. Read without the fusions the remat also changed, they are still the
    rematerialisation's, no layer more."""
    runs = DATA / "gpu/flax_lm_xla"
    made = compared(runs / "cpu", runs / "cpu_remat")
    fused_alike = [
        {**graph, "findings": [f for f in graph["findings"] if f["kind"] not in ("lost_fusion", "new_fusion")]}
        for graph in made["graphs"]
    ]
    causes = [c["cause"] for c in tell(fused_alike, made["groups"], made["totals"])["causes"]]
    assert "rematerialized" in causes and "layers_repeated" not in causes


@pytest.mark.parametrize(
    ("case", "base", "head", "repeating"),
    [("flax_lm_xla", "bf16", "bf16_no_triton_gemm", 11), ("code_log", "base", "nofusion", 14)],
)
def test_kernels_alike_others_beside_changed_fusions_are_no_layer_more(
    case: str, base: str, head: str, repeating: int
) -> None:
    """The flax LM in bf16 with XLA's Triton gemms off: 6 of its 12 new kernels and 5 of its 9 removed ones do what
    kernels of both runs do at their shapes, the gemm backend changing the fusions around them. ViT-Tiny's code logged
    with fusion off: the 14 new kernels no lost fusion split off all do, but fusions were lost. No layer said."""
    runs = DATA / "gpu" / case
    made = compared(runs / base, runs / head)
    assert not [c for c in made["story"]["causes"] if c["cause"] == "layers_repeated"]
    assert len([f for f in findings(made) if f["details"].get("repeats")]) == repeating
    assert "likely a layer" not in made["story"]["summary"]


def test_a_batch_size_in_a_whole_process_dump_is_said_from_the_graphs_it_reaches(tmp_path: Path) -> None:
    """A dump folder of a whole jax 0.12 process: beside `jit_step`, the modules that drew the random keys and the
    weights (26 kernels splitting keys, 26 drawing a normal, a few one-kernel helpers), the same in both runs. At
    batch 1024 instead of 64, 14 of `jit_step`'s 22 kernels change in dimension 0 only; counted against all 84
    kernels of the process that read as one of the model's own widths (under a fifth)."""
    xla_memory = DATA / "xla_memory"
    runs = []
    for step in ("jax012_sgd", "jax012_sgd_bigbatch"):
        folder = tmp_path / step
        folder.mkdir()
        for source in (*(xla_memory / "jax012_process").iterdir(), *(xla_memory / step).iterdir()):
            (folder / source.name).write_bytes(source.read_bytes())
        runs.append(load_run(folder))
    assert [len(run.graphs) for run in runs] == [10, 10] and sum(len(g.kernels) for g in runs[0].graphs) == 84
    facts = cause(compare_document(compare_runs(*runs, Config())), "dimension_scaled")["facts"]
    assert isinstance(facts, dict)
    assert (facts["old"], facts["new"], facts["kernels"], facts["role"]) == (64, 1024, 14, "the batch size")


def test_the_batch_pair_reads_in_25_lines_and_lists_everything_with_verbose() -> None:
    case = "inductor-cuda--mlp_base--mlp_bigbatch"
    short, verbose = render(case, "text"), render(case, "text", verbose=True)
    assert len(short.splitlines()) <= 25
    assert short.splitlines()[1].startswith(
        "peak +32 % (13.45 MiB -> 17.77 MiB), total +38 %: 4 reductions now split over partial results"
    )
    made = document(case)
    for finding in findings(made):
        assert f": {finding['summary']}" in verbose  # full names, every finding
    assert len(verbose.splitlines()) > len(short.splitlines()) + len(findings(made)) // 2


def test_fusion_turned_off_is_named_on_the_first_screen() -> None:
    """The shipped gpt_nofusion graph: its 24 fused kernels (22 of 5 ops, 2 of 4) are all lost (tests/data/README)."""
    made = document("inductor-cuda--gpt_base--gpt_nofusion")
    facts = cause(made, "fusion_setting")["facts"]
    assert facts == {"graphs": ["model__0_forward_1"], "lost_fusions": 24, "base_fused_kernels": 24}
    lost = {g["summary"]: g["count"] for g in made["groups"] if g["kind"] == "lost_fusion"}
    assert lost == {"22 lost fusions, each split in five": 22, "2 lost fusions, each split in four": 2}
    markdown = render("inductor-cuda--gpt_base--gpt_nofusion", "markdown")
    assert len(markdown.encode()) < 15_000
    first_screen = markdown.split("<details>")[0]
    assert "likely a fusion setting" in first_screen
    assert len(first_screen.splitlines()) < 20


def test_mlp_nofusion_splits_every_fusion_of_both_graphs() -> None:
    made = document("inductor-cuda--mlp_base--mlp_nofusion")
    facts = cause(made, "fusion_setting")["facts"]
    assert facts == {
        "graphs": ["model__0_backward_3", "model__0_forward_1"],
        "lost_fusions": made["totals"]["lost_fusions"],
        "base_fused_kernels": 5,
    }


def test_a_compiler_release_renames_kernels() -> None:
    """jax 0.4.30 -> 0.6.2, the same SGD step: three fusions keep their work under new names (`fusion.1.clone` ->
    `multiply_add_fusion.1.clone`), one more gains an op under its new name, and eleven oneDNN matmul calls are plain
    dots now (backend changed), four of them the weight gradients that took the learning rate's multiply in
    (`fused_ops: LINEAR`, named `mul`), each a dot named `transpose` now in its place; the four bare `subtract`
    updates that now fuse that multiply (`multiply_subtract_fusion`) more than doubled their work, so they are new
    kernels."""
    made = document("xla_memory--jax04_sgd_donate--jax06_sgd_donate")
    renamed = cause(made, "compiler_version")
    assert renamed["facts"] == {"renamed": 15, "same_work": 3}
    same = group(made, renamed["group"])
    assert (same["count"], same["summary"]) == (3, "3 changed kernels: only renamed, the same work")
    assert "likely a compiler version change" in made["story"]["summary"]


def test_a_graph_added_is_said_with_its_kernels() -> None:
    made = document("hand-made--graph_added")
    added = cause(made, "graph_added")
    assert added["facts"] == {"graph": "model__0_backward_3", "kernels": 11}
    assert group(made, added["group"])["count"] == made["totals"]["new_kernels"] == 11
    assert [c["cause"] for c in made["story"]["causes"]] == ["graph_added"]  # the kernel-less AOT graph is context
    base, head = _graph_added()
    removed = compare_document(compare_runs(head, base, Config()))
    assert cause(removed, "graph_removed")["facts"] == {"graph": "model__0_backward_3", "kernels": 11}
    # A debug folder cannot show a graph Inductor loaded from its cache (a log can: its code without IR).
    assert cause(made, "graph_added")["summary"] == (
        "graph model__0_backward_3 added (11 kernels), or not dumped in the base (Inductor writes no folder for a"
        " graph it loads from its FX graph cache)"
    )
    assert cause(removed, "graph_removed")["summary"].endswith(
        ", or not dumped in the head (Inductor writes no folder for a graph it loads from its FX graph cache)"
    )


def test_where_nothing_groups_each_finding_is_its_own_group() -> None:
    """mlp_extra_op: tanh*sigmoid after the second GELU changes one kernel of each graph, each its own way."""
    made = document("inductor-cuda--mlp_base--mlp_extra_op")
    assert all(g["count"] == 1 for g in made["groups"])
    assert made["story"]["causes"] == []
    assert made["story"]["summary"]  # the largest groups say what happened


@pytest.mark.parametrize("case", CASES)
def test_json_keeps_every_finding_and_names_its_group(case: str) -> None:
    made = document(case)
    ids = {g["id"]: g for g in made["groups"]}
    assert sum(g["count"] for g in made["groups"]) == len(findings(made))
    for finding in findings(made):
        assert ids[finding["group"]]["kind"] == finding["kind"]
        assert not re.match(r"(\S+(?: \[\w+\])?) -> \1:", str(finding["summary"]))  # no `X -> X`


def test_names_are_short_in_the_table_and_whole_in_the_details() -> None:
    markdown = render("inductor-cuda--mlp_base--mlp_bigbatch", "markdown").replace("\\", "")  # as GitHub shows it
    table = markdown.split("<details>")[0]
    assert max(len(token) for token in re.split(r"[\s,:|()]+", table)) <= 44
    assert "triton_per_fused_native_layer_norm_native_layer_norm_backward_3" in markdown.split("<details>", 1)[1]


def _changed(*shapes: tuple[str, str], extra: dict[str, dict[str, str]] | None = None) -> FindingDocument:
    changes = {f"root['shapes'][{i}]": {"old_value": old, "new_value": new} for i, (old, new) in enumerate(shapes)}
    return {
        "kind": "changed_kernel", "regression": False, "accepted": None, "summary": "k", "group": "",
        "base": {"kernels": [], "nodes": [], "buffers": []}, "head": {"kernels": [], "nodes": [], "buffers": []},
        "details": {"changes": {"values_changed": {**changes, **(extra or {})}}},
    }  # fmt: skip


def test_a_kernel_is_scaled_only_by_one_substitution() -> None:
    flattened = _changed(("bf16[1, 512, 256]", "bf16[1, 1024, 256]"), ("(131072, 4)", "(262144, 4)"))
    assert scaling(flattened) == Scaling(old=512, new=1024, positions=(1,))
    # 64 -> 256 and 16 -> 8: two dimensions, two ratios
    assert scaling(_changed(("f32[16, 64, 512]", "f32[8, 256, 512]"))) is None
    # a dtype changed too
    assert scaling(_changed(("bf16[64, 512]", "f32[256, 512]"))) is None
    # a rank changed: not the same skeleton
    assert scaling(_changed(("bf16[64, 512]", "bf16[256, 512, 1]"))) is None
    # the name changed too
    renamed = {"root['kernel']": {"old_value": "a", "new_value": "b"}}
    assert scaling(_changed(("bf16[64, 512]", "bf16[256, 512]"), extra=renamed)) is None


def test_long_names_keep_both_ends() -> None:
    name = "triton_per_fused_add_native_layer_norm_native_layer_norm_backward_2"
    assert short_names(f"{name} [op3] -> x") == "triton_per_fused_add_…layer_norm_backward_2 [op3] -> x"
    assert short_names("extern_kernels.mm [op0]") == "extern_kernels.mm [op0]"
    # two names that would shorten alike stay whole, so that short names stay unique
    twin = "triton_per_fused_add_native_layer_norm_other_op_native_layer_norm_backward_2"
    assert short_names(f"{name}, {twin}", frozenset({name, twin})) == f"{name}, {twin}"
    findings = [_changed(("bf16[64]", "bf16[256]")) for _ in range(2)]
    findings[0]["summary"], findings[1]["summary"] = f"{name}: x", f"{twin}: y"
    graph: GraphDocument = {
        "base": "g", "head": "g", "format": "inductor_ir", "pairing": "name", "base_kernels": 2, "head_kernels": 2,
        "base_fused_kernels": 0, "head_fused_kernels": 0, "base_bytes": None, "head_bytes": None,
        "base_peak_bytes": None, "head_peak_bytes": None, "findings": findings,
    }  # fmt: skip
    findings[1]["details"]["changes"] = {"values_changed": {}}  # not scaled: a group of its own each
    assert {g["summary"] for g in group_findings([graph])} == {f"{name}: x", f"{twin}: y"}


def test_sides_are_named_by_commit_or_a_relative_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    stored = {"source": "/runner/work/dumps", "commit": "0123456789abcdef", "ref": "main", "label": "gpt"}
    assert side_name(stored) == "0123456789ab (main) [gpt]"
    given = {"source": str(tmp_path / "dumps" / "base"), "commit": None, "ref": None, "label": None}
    assert side_name(given) == os.path.join("dumps", "base")


def test_the_command_line_verbose_flag_reaches_the_report(corpus: Path) -> None:
    args = ["compare", str(corpus / "inductor-cuda/mlp_base"), str(corpus / "inductor-cuda/mlp_bigbatch")]
    cli = [sys.executable, "-m", "dumpdiff.service.cli"]
    short = subprocess.run([*cli, *args], capture_output=True, text=True)
    verbose = subprocess.run([*cli, "-v", *args], capture_output=True, text=True)
    assert (short.returncode, verbose.returncode) == (1, 1)
    assert "(-v lists them)" in short.stdout and "(-v lists them)" not in verbose.stdout
    assert "extern_kernels.mm [op0]: output bfloat16[64, 2048] -> bfloat16[256, 2048]" in verbose.stdout
    assert "extern_kernels.mm [op0]: output" not in short.stdout


def _json_reports(base: Path, head: Path, seeds: tuple[str, ...]) -> set[str]:
    """`compare BASE HEAD --format json` once under each string-hashing seed: the different reports it printed."""
    return {
        subprocess.run(
            [sys.executable, "-m", "dumpdiff.service.cli", "compare", str(base), str(head), "--format", "json"],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in seeds
    }


def test_a_report_reads_the_same_in_every_process() -> None:
    """The changes of a kernel whose ops moved (deepdiff's paths) came in an order set by the process's string
    hashing: a sticky comment rewritten on every push must not change when the dumps did not."""
    reports = _json_reports(DATA / "gpu/resnet/infer", DATA / "gpu/resnet/infer_freezing", ("0", "1"))
    assert len(reports) == 1 and "root['ops'][0][4]" in reports.pop()


def test_a_story_says_its_tied_sizes_in_the_same_order_in_every_process() -> None:
    """The sizes a dynamic-shapes story names, each counted in as many kernels, came in the order the process's string
    hashing gave a set of them: ties are said sorted."""
    reports = _json_reports(DATA / "gpu/xsa/static", DATA / "gpu/xsa/dynamic", ("0", "1", "2", "3"))
    assert len(reports) == 1 and "compiled for sizes now symbolic" in json.loads(reports.pop())["story"]["summary"]


def test_deepdiffs_paths_are_listed_in_natural_order_whatever_order_it_gives_them_in() -> None:
    """`[0][4]` before `[0][10]`, sets sorted: the order deepdiff hands its mappings and sets over in has changed
    between its releases and with the process's string hashing, and a report must read the same each time."""
    paths = {"root['ops'][0][10]": 1, "root['ops'][0][4]": 2}
    assert list(_jsonable(paths)) == ["root['ops'][0][4]", "root['ops'][0][10]"]
    assert _jsonable({"root[10]", "root[9]"}) == ["root[9]", "root[10]"]


def test_a_shape_with_thousands_of_digits_is_compared_without_converting_them_whole() -> None:
    """A garbled size of 5,000 digits (more than `int` converts) in a changed kernel's shape: read in pieces."""
    long = "9" * 5000
    finding = {
        "kind": "changed_kernel",
        "details": {
            "changes": {
                "values_changed": {"root['shapes'][0]": {"old_value": "bf16[1, 256]", "new_value": f"bf16[1, {long}]"}}
            }
        },
    }
    assert scaling(finding) is None  # type: ignore[arg-type]
