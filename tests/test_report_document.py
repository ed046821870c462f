"""A fork's report is posted only as dumpdiff renders its checked JSON document, never as the fork's Markdown."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from dumpdiff.ingest.load import load_run
from dumpdiff.service.comment import COMMENT_BUDGET_BYTES, marker
from dumpdiff.service.config import Config
from dumpdiff.service.differ import compare_runs
from dumpdiff.service.errors import ServiceError
from dumpdiff.service.report import RENDERERS, RenderOptions, compare_document
from dumpdiff.service.report_document import markdown_from_untrusted
from tests.dumps import DATA, compared

MARK = marker("")


@pytest.fixture(scope="module")
def document(corpus: Path) -> dict[str, Any]:
    base, head = (load_run(corpus / "inductor-cuda" / name) for name in ("mlp_base", "mlp_nofusion"))
    compared: dict[str, Any] = dict(compare_document(compare_runs(base, head, Config())))
    compared["graphs"].sort(key=lambda graph: not graph["findings"])  # graphs.0.findings.0 exists
    return compared


def render(document: Any) -> str:
    raw = document if isinstance(document, bytes) else json.dumps(document).encode()
    return markdown_from_untrusted(raw, "report.json", budget_bytes=COMMENT_BUDGET_BYTES, marker=MARK)


def test_a_real_report_renders_as_dumpdiff_renders_it(document: dict[str, Any]) -> None:
    options = RenderOptions(budget_bytes=COMMENT_BUDGET_BYTES, marker=MARK)
    expected = RENDERERS["markdown"](document, options)  # type: ignore[arg-type]
    assert render(document) == expected
    assert "lost fusion" in expected and expected.startswith(MARK)


@pytest.mark.parametrize(
    ("base", "head", "said"),
    [
        # The peak moved: its table of buffers and the step it is at.
        ("corpus/inductor-cuda/mlp_base", "corpus/inductor-cuda/mlp_bigbatch", "#### Why memory moved"),
        # The peak held still, the total moved: storage no longer reused, the story's cause read from the lines.
        ("gpu/layered_peak/base", "gpu/layered_peak/no_reorder", "no longer reusing a freed buffer"),
        # A donation dropped: the inputs the growth finding names.
        ("gpu/memory_xla/donate", "gpu/memory_xla/base", "no longer updated in place"),
    ],
)
def test_a_forks_comment_says_why_memory_moved_as_any_other(base: str, head: str, said: str) -> None:
    document = compared(DATA / base, DATA / head)
    expected = RENDERERS["markdown"](document, RenderOptions(budget_bytes=COMMENT_BUDGET_BYTES, marker=MARK))
    assert said in expected
    assert render(document) == expected


def test_a_growth_whose_figures_a_fork_left_out_still_renders() -> None:
    data = DATA / "gpu/layered_peak"
    document = compared(data / "base", data / "no_reorder")
    forged = copy.deepcopy(document)
    for graph in forged["graphs"]:
        for finding in graph["findings"]:
            finding["details"].pop("delta_bytes", None)
    assert render(forged) == render(document)


def test_a_document_of_a_release_before_a_kind_counts_none_of_it(document: dict[str, Any]) -> None:
    """A document an older dumpdiff wrote has no count of a kind added since (`compiler_choices`): none, not an
    error; a count of a kind it did have is still required."""
    older = copy.deepcopy(document)
    del older["totals"]["compiler_choices"]
    assert render(older) == render(document)
    del older["totals"]["removed_kernels"]
    with pytest.raises(ServiceError, match=r"totals\.removed_kernels"):
        render(older)


def test_fields_the_report_does_not_show_are_dropped(document: dict[str, Any]) -> None:
    padded = copy.deepcopy(document)
    padded["extra"] = "![x](https://evil.example/p.png)"
    padded["graphs"][0]["findings"][0]["details"]["deepdiff"] = {"<img>": "@octocat"}
    shown = render(padded)
    assert shown == render(document) and "evil.example" not in shown and "octocat" not in shown


def test_markdown_is_not_a_document() -> None:
    with pytest.raises(ServiceError, match=r"^report\.json:1: expected the dumpdiff\.compare/1 JSON document"):
        render(b"### looks like a report\n@octocat ![x](https://evil.example/p.png)\n")


def mutated(document: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(document)
    *parents, last = (int(part) if part.isdigit() else part for part in path.split("."))
    target: Any = changed
    for part in parents:
        target = target[part]
    target[last] = value
    return changed


@pytest.mark.parametrize(
    ("path", "value", "where"),
    [
        ("schema", "dumpdiff.compare/9", "schema"),
        ("tool_version", "<img src=x>", "tool_version"),
        ("graphs.0.format", "inductor_ir | <b>", "graphs.0.format"),
        ("graphs.0.findings.0.kind", "<script>", "graphs.0.findings.0.kind"),
        ("totals.new_kernels", -1, "totals.new_kernels"),
        ("regression", "true", "regression"),
        ("graphs.0.findings.0.summary", "x" * 70_000, "graphs.0.findings.0.summary"),
        ("head.commit", "not-a-sha; DROP TABLE runs", "head.commit"),
        (
            "graphs.0.total_attribution",
            [{"change": "<img src=x>", "bytes": 1, "why": "", "base": None, "head": None}],
            "graphs.0.total_attribution.0.change",
        ),
    ],
)
def test_a_document_out_of_shape_is_one_line(document: dict[str, Any], path: str, value: Any, where: str) -> None:
    with pytest.raises(ServiceError) as raised:
        render(mutated(document, path, value))
    message = str(raised.value)
    assert message.startswith(f"report.json: expected a dumpdiff.compare/1 document: {where}: ")
    assert "\n" not in message and (not isinstance(value, str) or len(value) > 100 or value not in message)


def test_bytes_that_are_not_utf8_are_one_line() -> None:
    with pytest.raises(ServiceError, match=re.escape("report.json: expected UTF-8 JSON")):
        render(b'{"schema": "\xff"}')
