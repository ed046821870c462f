"""The application functions the commands call, used without click, on real dumps."""

from __future__ import annotations

from pathlib import Path

from dumpdiff.ingest.load import load_run
from dumpdiff.service.compare import compare_sources
from dumpdiff.service.finding_kinds import FINDING_KINDS, LOST_FUSION, NEW_KERNEL
from dumpdiff.service.intake import merged_run
from dumpdiff.service.pull_request import fails
from dumpdiff.service.report import RENDERERS, RenderOptions, compare_document


def test_compare_sources_gives_the_verdict_without_the_command_line(corpus: Path) -> None:
    base, head = corpus / "inductor-cuda/mlp_base", corpus / "inductor-cuda/mlp_nofusion"
    comparison = compare_sources(str(base), str(head))
    assert comparison.raised == (NEW_KERNEL, LOST_FUSION)
    document = compare_document(comparison)
    assert document["flags"] == ["new_kernels", "lost_fusions"]
    assert fails(document, ["lost-fusions"]) and not fails(document, ["allocation-growth"])
    # Thresholds given to the call win over the settings: nothing grows by more than a terabyte.
    assert compare_sources(str(base), str(head), growth_absolute=2**40).config.growth_absolute_bytes == 2**40


def test_every_finding_kind_is_counted_and_every_renderer_renders(corpus: Path) -> None:
    document = compare_document(
        compare_sources(str(corpus / "xla-gpu/xla_mlp_base"), str(corpus / "xla-gpu/xla_mlp_bigbatch"))
    )
    assert [kind.totals_key for kind in sorted(FINDING_KINDS, key=lambda k: k.totals_position)] == list(
        document["totals"]
    )[: len(FINDING_KINDS)]
    for name, render in RENDERERS.items():
        assert "xla_mlp" in render(document, RenderOptions()), name


def test_merged_run_holds_every_path_in_order(corpus: Path) -> None:
    paths = [str(corpus / "seeds/opattrs_kid_trace.txt"), str(corpus / "inductor-cuda/mlp_base")]
    merged = merged_run(paths)
    parts = [load_run(path) for path in paths]
    assert merged.graphs == parts[0].graphs + parts[1].graphs
    assert merged.source == f"{parts[0].source} {parts[1].source}"
