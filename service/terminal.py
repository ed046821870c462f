"""Untrusted text (names from dumps, refs, labels) made safe for a terminal: a kernel named with escape sequences
could otherwise recolour, retitle or rewrite the user's terminal, and a line break or a bidirectional override
could make one finding look like another."""

from __future__ import annotations

import re

# C0 and C1 controls, line and paragraph separators, bidirectional embeddings, overrides and isolates.
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
# ECMA-48 sequences, whole: CSI (colours, cursor moves), OSC/DCS/APC/PM/SOS strings (titles, hyperlinks, clipboard),
# and the two-character escapes; dropped, so that no half of one survives as text.
ESCAPE_SEQUENCE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[\]P^_X]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x9b[0-?]*[ -/]*[@-~]"
    r"|\x1b[ -/]*[0-~]?"
)
REPLACEMENT = "?"


def terminal_safe(text: str) -> str:
    """`text` without escape sequences, its other control characters shown as `?`."""
    return controls_shown(ESCAPE_SEQUENCE.sub("", text))


def controls_shown(text: str) -> str:
    """`text` with its control characters shown as `?`: an escape sequence stays visible as what it was typed as
    (`main?[31m`), as a message quoting a bad value should show it."""
    return CONTROL.sub(REPLACEMENT, text)
