"""What a format tells the differ about its dumps beyond the model: declared by each format module as `traits`, read
through the `FORMATS` registry, so that the differ holds no list of format names."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class FormatTraits:
    # Buffer names are tensor ids that stay the same across runs of one program, so tensors can be followed by name.
    stable_buffer_names: bool = False
    # Symbolic sizes whose numbers the compiler picks per process and release; group 1 is the kind of symbol, kept.
    size_symbols: re.Pattern[str] | None = None
    # Functions named after every op of the several nodes they run (a node joining renames them all).
    packed_function_prefix: str | None = None
