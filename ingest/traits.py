"""What a format tells the differ about its dumps beyond the model, one table by format name. It is kept apart from
the parsers so that comparing stored runs imports none of them (they compile their grammars when imported: a
twentieth of a second of every stored compare); a test keeps its names those of the `FORMATS` registry."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

# torch's sizes `s0`, `s77`, unbacked `u0`, precomputed `ps0`: numbered per process and release.
TORCH_SIZE_SYMBOL = re.compile(r"\b(s|u|ps)\d+\b")


@dataclass(frozen=True, slots=True, kw_only=True)
class FormatTraits:
    # Buffer names are tensor ids that stay the same across runs of one program, so tensors can be followed by name.
    stable_buffer_names: bool = False
    # Symbolic sizes whose numbers the compiler picks per process and release; group 1 is the kind of symbol, kept.
    size_symbols: re.Pattern[str] | None = None
    # Functions named after every op of the several nodes they run (a node joining renames them all).
    packed_function_prefix: str | None = None
    # Kernels are named after the model's ops they run (`triton_per_fused_native_layer_norm_3`): editing the model's
    # code renames the kernels around the edit, as a compiler release does.
    kernels_named_after_model_ops: bool = False
    # The node kind of a call into a library (an aten fallback, cuBLAS, cuDNN), named after the function it calls: a
    # kernel of this kind renamed runs its op through another implementation.
    library_call_kind: str | None = None
    # What in the compiler splits a reduction over partial results that a second kernel finishes, as its users know
    # it (a report names it where reductions split or join).
    reduction_splitting: str | None = None
    # Each leaf of a kernel is one op (an HLO instruction), so the kinds of its leaves are the kinds of op it runs;
    # Inductor's leaves are whole nodes, one op more or less making another kind.
    leaves_are_ops: bool = False


FORMAT_TRAITS = {
    "inductor_ir": FormatTraits(
        size_symbols=TORCH_SIZE_SYMBOL,
        packed_function_prefix="cpp_fused_",
        kernels_named_after_model_ops=True,
        library_call_kind="ExternKernelSchedulerNode",
        reduction_splitting="split_reductions, cooperative reductions",
    ),
    "xla_buffers": FormatTraits(
        library_call_kind="custom-call", reduction_splitting="the tree reduction rewriter", leaves_are_ops=True
    ),
    "aot_graphs": FormatTraits(size_symbols=TORCH_SIZE_SYMBOL),
    "opattrs": FormatTraits(stable_buffer_names=True),  # buffers are the trace's tensor ids
}


# The formats TORCH_LOGS prints, whose artifacts differ between torch releases (2.6 logs the AOT graphs alone).
TORCH_LOGS_FORMATS = frozenset({"inductor_ir", "aot_graphs"})

# The kind of an Inductor kernel known only by its launch in output_code.py, no IR node accounting for it (a
# control-flow subgraph's, whose IR TORCH_COMPILE_DEBUG wrote over; every kernel of a log of the code alone).
LAUNCH_KIND = "Launch"
# The kind of a member of such a kernel: an ATen node of the graph it computes, as the comments over the kernel's
# definition list them, its op its name without the node's number (`mul_10`: `mul`).
ATEN_NODE_KIND = "ATen"

# A graph attribute: its XLA module's instructions carry no metadata (`--xla_dump_disable_metadata`), so no op says the
# jax primitive it came from, nor the derivative's pass (`xla_buffers.without_source_ops` reads one that does so).
NO_SOURCE_OPS = "no_source_ops"

# Node kinds are the formats' own words, so one set serves a kernel whose format is not at hand.
LIBRARY_CALL_KINDS = frozenset(
    traits.library_call_kind for traits in FORMAT_TRAITS.values() if traits.library_call_kind
)


def traits_of(format_name: str) -> FormatTraits:
    """A format's traits; a format no longer known (a run stored by another version) has none."""
    return FORMAT_TRAITS.get(format_name, FormatTraits())


def is_triton_gemm(attributes: Mapping[str, Any]) -> bool:
    """An XLA fusion emitted as a Triton gemm (`__triton_gemm`, `__triton_nested_gemm_fusion`, its backend config's
    kind): the autotuner timed it against cuBLAS, which takes no other op in."""
    kind = attributes.get("backend_kind") or ""
    return kind.startswith("__triton") and "gemm" in kind
