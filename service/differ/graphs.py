"""Graph pairing: which graph of one run is compared with which of the other."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Hashable, Sequence

from dumpdiff.ingest.model import Graph
from dumpdiff.service.differ.profiles import graph_kernel_structure
from dumpdiff.service.differ.similarity import best_first, overlap

COMPILATION_SUFFIX = re.compile(r"#\d+$")  # `jit_f#2`: the second graph of one name in a run


def pair_graphs(base: Sequence[Graph], head: Sequence[Graph]) -> list[tuple[Graph | None, Graph | None, str]]:
    """By name; a name compiled more than once pairs its compilations by similarity; leftovers of one format pair by
    the similarity of their kernels (`jit_step` vs `jit_step_extra`)."""
    pairs: list[tuple[Graph | None, Graph | None, str]] = []
    unpaired_base: list[Graph] = []
    unpaired_head: list[Graph] = []
    families: dict[tuple[str, str], tuple[list[Graph], list[Graph]]] = defaultdict(lambda: ([], []))
    for side, graphs in enumerate((base, head)):
        for graph in graphs:
            families[(graph.format, COMPILATION_SUFFIX.sub("", graph.name))][side].append(graph)
    for base_family, head_family in families.values():
        if len(base_family) > 1 or len(head_family) > 1:
            # The suffixes number compilations in file order, which a compilation more or less shifts.
            paired = _pair_by_similarity(base_family, head_family)
            pairs += [(b, h, "name" if b.name == h.name else "similarity") for b, h in paired]
            unpaired_base += [g for g in base_family if all(g is not b for b, _ in paired)]
            unpaired_head += [g for g in head_family if all(g is not h for _, h in paired)]
        elif base_family and head_family and base_family[0].name == head_family[0].name:
            pairs.append((base_family[0], head_family[0], "name"))
        else:
            unpaired_base += base_family
            unpaired_head += head_family
    for graph in unpaired_base:
        candidates = [h for h in unpaired_head if h.format == graph.format]
        if not candidates:
            pairs.append((graph, None, "only_base"))
            continue
        signature = _kernel_signature(graph)
        partner = max(candidates, key=lambda h: overlap(signature, _kernel_signature(h)))
        unpaired_head.remove(partner)
        pairs.append((graph, partner, "similarity"))
    pairs += [(None, graph, "only_head") for graph in unpaired_head]
    return pairs


def _pair_by_similarity(base: list[Graph], head: list[Graph]) -> list[tuple[Graph, Graph]]:
    """Most similar first (kernels, then buffer shapes: one function compiled for two batch sizes has the same
    kernels); among equals, in order."""
    base_signatures = [(_kernel_signature(g), _shape_signature(g)) for g in base]
    head_signatures = [(_kernel_signature(g), _shape_signature(g)) for g in head]
    scored = sorted(
        ((-overlap(b_kernels, h_kernels), -overlap(b_shapes, h_shapes)), i, j)
        for i, (b_kernels, b_shapes) in enumerate(base_signatures)
        for j, (h_kernels, h_shapes) in enumerate(head_signatures)
    )
    return best_first((base[i], head[j]) for _, i, j in scored)


def _kernel_signature(graph: Graph) -> Counter[Hashable]:
    return Counter(graph_kernel_structure(graph, k) for k in graph.kernels)


def _shape_signature(graph: Graph) -> Counter[Hashable]:
    return Counter((b.dtype, b.shape) for b in graph.buffers)
