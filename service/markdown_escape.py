"""Names from dumps made inert in a pull-request comment (GitHub and GitLab Markdown).

A kernel, buffer or graph name is untrusted text: a fork can name a kernel `@org/team`, `![x](https://host/t.png)`,
`<img src=...>` or `owner/repo#1`, and a comment showing it raw would ping people, load images from any host,
render HTML or cross-reference other repositories. Two ways to show such text:

- :func:`code_span`, for a name on its own: nothing inside a code span is Markdown, HTML, a mention or a link;
- :func:`inert_text`, for prose mixing names and words (a finding's summary): every ASCII punctuation character
  is backslash-escaped (CommonMark allows escaping each of them, so no emphasis, link, image, HTML or entity can
  start), and a zero-width space after `@`, `#` and `:` breaks what forges link after Markdown is rendered
  (mentions, issue references, bare URLs), which no escape prevents.

Both turn line breaks and other control characters (bidirectional overrides included) into spaces, so a name
cannot end a table row or reorder what surrounds it, and escape `|` so that a table cell stays one cell.
"""

from __future__ import annotations

import re

from dumpdiff.service.terminal import CONTROL

ZERO_WIDTH_SPACE = "\u200b"
ASCII_PUNCTUATION = re.compile(r"[!-/:-@\[-`{-~]")
# After escaping: what forges turn into links and notifications on the rendered text.
LINKED_AFTER_RENDERING = re.compile(r"\\([@#:])|(?i:\b(www)(?=\\\.))")
BACKTICKS = re.compile(r"`+")


def inert_text(text: str) -> str:
    """`text` for Markdown prose or a table cell, shown as itself and never as markup, a mention or a link."""
    escaped = ASCII_PUNCTUATION.sub(lambda match: "\\" + match[0], CONTROL.sub(" ", text))
    return LINKED_AFTER_RENDERING.sub(
        lambda match: f"\\{match[1]}{ZERO_WIDTH_SPACE}" if match[1] else f"{match[2]}{ZERO_WIDTH_SPACE}", escaped
    )


def code_span(text: str, *, in_table: bool = True) -> str:
    """`text` as an inline code span (a fence longer than any run of backticks inside it). In a table the pipes are
    escaped: GitHub and GitLab split table cells at `|` even inside code spans, and unescape `\\|` there."""
    content = CONTROL.sub(" ", text)
    if in_table:
        content = content.replace("|", "\\|")
    fence = "`" * (max(map(len, BACKTICKS.findall(content)), default=0) + 1)
    if content.startswith("`") or content.endswith("`") or not content.strip(" "):
        content = f" {content} "  # CommonMark strips one space each side, so the content's own backticks stay
    return f"{fence}{content}{fence}"
