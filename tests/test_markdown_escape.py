"""Hostile names reach a comment inert: no mention, link, image, HTML, entity, emphasis or extra table cell."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dumpdiff.service.markdown_escape import ZERO_WIDTH_SPACE, code_span, inert_text
from tests.dumps import compared

HOSTILE = [
    "@octocat please look",
    "@org/security-team",
    "![pixel](https://tracker.example/p.png)",
    "[click](https://evil.example)",
    "<img src=x onerror=alert(1)>",
    "<details open>",
    "&lt;b&gt; &#64;octocat",
    "see owner/repo#1 and #2",
    "visit www.evil.example or http://evil.example/x",
    "**bold** _it_ ~~gone~~",
    "a|b|c",
    "line\nbreak\r\n| new | row |",
    "bidi \u202eevil\u2066",
    "`tick` and ``double``",
]

# What a forge acts on once Markdown is rendered (mentions, references, bare URLs) or what the Markdown parser
# turns into markup: an unescaped character that opens it.
LIVE_AFTER_RENDERING = re.compile(r"[@#]\w|https?://|www\.")
UNESCAPED_MARKUP = re.compile(r"(?<!\\)(?:\\\\)*[<>&\[\]!*_~`|]")


@pytest.mark.parametrize("name", HOSTILE)
def test_inert_text_leaves_nothing_live(name: str) -> None:
    shown = inert_text(name)
    unescaped = shown.replace(ZERO_WIDTH_SPACE, "")
    assert not UNESCAPED_MARKUP.search(shown)
    assert not LIVE_AFTER_RENDERING.search(re.sub(r"\\(.)", r"\1", shown))
    assert "\n" not in shown and "\r" not in shown and "\u202e" not in shown
    # What a reader sees is the name (escapes and zero-width spaces aside), control characters as spaces.
    assert re.sub(r"\\(.)", r"\1", unescaped) == re.sub("[\n\r\u202e\u2066]", " ", name)


def test_inert_text_examples() -> None:
    assert inert_text("@octocat") == f"\\@{ZERO_WIDTH_SPACE}octocat"
    assert inert_text("![x](u)") == "\\!\\[x\\]\\(u\\)"
    assert inert_text("a<b>|c") == "a\\<b\\>\\|c"
    assert inert_text("triton_poi_fused_add_0") == "triton\\_poi\\_fused\\_add\\_0"


@pytest.mark.parametrize("name", HOSTILE)
def test_code_span_holds_the_name_whole(name: str) -> None:
    shown = code_span(name)
    fence = re.match(r"`+", shown)
    assert fence and shown.endswith(fence[0])
    inside = shown[len(fence[0]) : -len(fence[0])]
    assert fence[0] not in inside  # the span cannot be closed early
    assert "\n" not in shown and "\u202e" not in shown
    assert re.search(r"(?<!\\)\|", inside) is None  # one table cell


def test_code_span_examples() -> None:
    assert code_span("triton_poi_fused_add_0") == "`triton_poi_fused_add_0`"
    assert code_span("a`b") == "``a`b``"
    assert code_span("`edge`") == "`` `edge` ``"
    assert code_span("x|y") == "`x\\|y`" and code_span("x|y", in_table=False) == "`x|y`"


@given(st.text())
def test_any_text_stays_one_line_and_one_cell(text: str) -> None:
    for shown in (inert_text(text), code_span(text)):
        assert "\n" not in shown and "\r" not in shown
    assert not UNESCAPED_MARKUP.search(inert_text(text))


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_names_in_a_real_report_reach_the_comment_inert(name: str) -> None:
    """The pull-request comment of a real pair whose graph, kernels and finding summaries carry the name."""
    from pathlib import Path

    from dumpdiff.service.report import RENDERERS, RenderOptions

    examples = Path(__file__).resolve().parents[1] / "examples"
    document = compared(examples / "mlp_base", examples / "mlp_nofusion")
    for graph in document["graphs"]:
        graph["head"] = graph["base"] = name
        for finding in graph["findings"]:
            finding["summary"] = name
            finding["head"]["kernels"] = [name]
    for group in document["groups"]:
        group["summary"] = name
    comment = RENDERERS["markdown"](document, RenderOptions())
    assert not LIVE_AFTER_RENDERING.search(comment.replace(ZERO_WIDTH_SPACE, " ").replace("\\", ""))
    assert not re.search(r"(?<!\\)<(?:img|details open)", comment) and "](http" not in comment
    assert "\u202e" not in comment and "\r" not in comment
