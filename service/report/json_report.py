"""The report for tools: the compare document itself."""

from __future__ import annotations

import json

from dumpdiff.service.report.document import CompareDocument
from dumpdiff.service.report.renderer import RenderOptions


def render(document: CompareDocument, options: RenderOptions) -> str:
    return json.dumps(document, indent=2) + "\n"
