"""The report for tools: the compare document itself."""

from __future__ import annotations

import json

from dumpdiff.service.report.document import CompareDocument
from dumpdiff.service.report.renderer import RenderOptions

# Indenting is done by json's pure-Python encoder, five times slower than its C one: a 20 MB document of two 100 MB
# runs took a second more indented. Documents above this size are written on one line; smaller ones are indented.
INDENTED_UP_TO = 1_000_000  # characters


def render(document: CompareDocument, options: RenderOptions) -> str:
    compact = json.dumps(document)
    return (compact if len(compact) > INDENTED_UP_TO else json.dumps(document, indent=2)) + "\n"
