"""Renderers of a comparison: each one module taking the `dumpdiff.compare/1` document (`document.py`) and
returning text, named in `RENDERERS`, which gives `compare --format` its choices. Adding an output format is one
module and one line there.
"""

from __future__ import annotations

from dumpdiff.service.report import json_report, markdown, text
from dumpdiff.service.report.document import CompareDocument, compare_document
from dumpdiff.service.report.renderer import Renderer, RenderOptions

__all__ = ["RENDERERS", "CompareDocument", "RenderOptions", "Renderer", "compare_document"]

RENDERERS: dict[str, Renderer] = {
    "text": text.render,
    "markdown": markdown.render,
    "json": json_report.render,
}
