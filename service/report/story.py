"""The story of a comparison: the common causes of many findings, recognised and said in words a reviewer
understands, and one summary line that puts the memory change, the causes and what did not happen together:
"peak +89 % (196.98 MiB -> 371.46 MiB), total +91 %: 109 kernels changed only in one dimension (512 -> 1024,
likely the sequence length); no new kernels, no lost fusions".

Each cause is a guess from the findings' shapes, names and counts, so it says "likely": a batch size, a sequence
length and a model width are all one dimension of the same kernels, told apart only by how many kernels it reaches
(the batch or the sequence: most, through every activation) and where it usually sits (first: the batch; last, in
shapes of two dimensions or more, or second in shapes of four or more, a convolution's channels: a width)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from dumpdiff.ingest.traits import FormatTraits, traits_of
from dumpdiff.service.differ.findings import RECOMPUTATION_SAID
from dumpdiff.service.differ.graphs import frame_and_role
from dumpdiff.service.differ.memory import NOT_OVERWRITTEN
from dumpdiff.service.differ.profiles import COLLECTIVE, partial_results
from dumpdiff.service.finding_kinds import COMPILER_CHOICE, KIND_BY_NAME, LOST_FUSION, NEW_FUSION, NEW_KERNEL
from dumpdiff.service.report.groups import (
    RENAMED,
    TENSOR_SHAPE,
    only_renamed,
    scaling,
    shape_changes,
    switched_implementation,
)
from dumpdiff.service.units import human_bytes

if TYPE_CHECKING:
    from dumpdiff.service.report.document import (
        CauseDocument,
        FindingDocument,
        GraphDocument,
        GroupDocument,
        StoryDocument,
    )

STORY_GROUPS = 2  # the groups the summary names when no cause is recognised (or beside the causes, those left)
KERNEL_REGRESSIONS = (NEW_KERNEL.name, LOST_FUSION.name)
STORY_NAMES = 2  # the names a cause lists (calls switched, buffers)
# New or removed kernels repeating the work of kernels both runs have: a layer is a few of them at least (a norm, a
# gemm, an activation), where a lone kernel alike another is a model's own edit.
REPEATED_LAYER_KERNELS = 4
# A batch size or sequence length runs through the activations most kernels write: one dimension scaling fewer than a
# fifth of the kernels is one of the model's own (a layer's width, the vocabulary), wherever it sits in the shapes.
FEW_SCALED = 5
WAIT = re.compile(r"\bwait_tensor\b")  # torch's functional collectives: the wait each collective's result takes
UNDUMPED_GRAPH = "Inductor writes no folder for a graph it loads from its FX graph cache"
# An Inductor kernel's name-free name: `triton_per_fused_add_native_layer_norm`, `cpp_fused_mul`, `triton_poi_`.
INDUCTOR_KERNEL = re.compile(r"(?:triton|cpp)_[a-z]+_(?:fused_)?(?P<named>\w*)")
FX_NODE_NUMBER = re.compile(r"[a-z]_[0-9]+(?:_|$)")  # `add_14_mul_17`: FX nodes are numbered, aten ops are not
XLA_RENAMED_FUSION = re.compile(r"(?:loop|input|output)_\w+_fusion")  # a fusion's kind, then its ops
# A floating-point dtype as torch and XLA name it (`float32`, `bfloat16`, `float8_e4m3fn`; `f32`, `bf16`, `f8e4m3fn`):
# what a precision change moves between (a mask's `bool` or an index's `int64` is another tensor, not a precision).
FLOATING_DTYPE = re.compile(r"^b?f(?:loat)?\d")
# A size as the parsers print a symbol (`s`: a dynamic size; `u`: an unbacked one, decided by the data).
SYMBOLIC_SIZE = re.compile(r"[a-z]")
# What makes a size a symbol, by the letter Inductor's symbol starts with.
SYMBOLS_LIKELY = {
    "s": "dynamic shapes (dynamic=True, a size marked dynamic, or a recompile after a size changed)",
    "u": "a size the data decides (.item(), nonzero: an unbacked symbol, which the compiler cannot bound)",
}
# An accumulating scatter run through ATen (`aten.index_put_`, `aten.scatter_add_`): Inductor's fallback where it does
# not generate the scatter itself (deterministic algorithms, a dtype Triton cannot add atomically, boolean indices).
SCATTER_CALL = re.compile(
    r"^(?:torch\.ops\.)?aten\.(?:index_put|scatter|scatter_add|scatter_reduce|index_add|index_reduce)_?\b"
)
# A kernel of the compiler's own named after a scatter it runs (`triton_poi_fused__unsafe_index_put_mul_7`).
GENERATED_SCATTER = re.compile(r"_(?:index_put|index_add|index_reduce|scatter(?:_add|_reduce)?)_")
# A gemm the compiler generates (XLA's Triton gemm fusions, older `triton_gemm`s; Inductor's Triton templates), and a
# library call running one instead (cuBLAS custom calls; Inductor's extern gemms), by the names findings print.
GENERATED_GEMM = re.compile(
    r"^(?:gemm_fusion_dot|triton_gemm|triton_tem_fused_(?:\w*?_)?(?:mm|addmm|bmm|baddbmm)(?:_|$))"
)
LIBRARY_GEMM = re.compile(r"^(?:__cublas|extern_kernels\.(?:mm|addmm|bmm|baddbmm|bias_addmm|_int_mm|_scaled_mm)\b)")
# Where a gemm moved, as said of one and of several, and of those of them that were fusions (their pieces apart).
GEMM_MOVES = {
    "library": (
        "a library call (cuBLAS) instead of a generated Triton gemm",
        "library calls (cuBLAS) instead of generated Triton gemms",
        "the ops {} of them fused now run apart",
    ),
    "generated": (
        "a generated Triton gemm instead of a library call",
        "generated Triton gemms instead of library calls",
        "{} of them taking in ops that ran apart",
    ),
}


def tell(
    graphs: list[GraphDocument],
    groups: list[GroupDocument],
    totals: dict[str, int | None],
    gpus: tuple[str | None, str | None] = (None, None),
) -> StoryDocument:
    """The causes recognised, and the summary line; without a cause, the largest groups (regressions first) say
    what happened. `gpus`: what the two runs were compiled for, where their dumps say."""
    causes = _gpu_changed(gpus) if groups else []
    causes += [*_graph_breaks(graphs), *_graphs_added_or_removed(graphs), *_fusion_setting(graphs)]
    causes += _gemm_backend(graphs)
    causes += _fusions_regrouped(graphs)
    causes += _computed_another_way(graphs)
    causes += _random_in_kernels(graphs)
    causes += _reductions_split(graphs)
    causes += _scaled_dimension(graphs)
    causes += _collectives_changed(graphs)
    causes += _rematerialized(graphs)
    causes += _layers_repeated(graphs)
    causes += _padding_followed(graphs)
    causes += _padding_copies(graphs)
    causes += _copies_for_in_place(graphs)
    causes += _copies_of_donated_inputs(graphs)
    causes += _scatter_calls(graphs)
    causes += _library_epilogues(graphs)
    causes += _in_place_lost(graphs)
    causes += _reuse_lost(graphs)
    causes += _precision_changed(graphs)
    causes += _sizes_symbolic(graphs)
    causes += _implementations_switched(graphs)
    causes += _compiler_version(graphs)
    if causes:
        # A cause need not explain every new kernel or lost fusion: those it leaves are said too (the memory change
        # is said first, and the pieces of a lost fusion go with it).
        explained = _explained(causes, graphs)
        left = [g for g in groups if g["kind"] in KERNEL_REGRESSIONS and g["id"] not in explained]
        left.sort(key=lambda group: group["kind"] != LOST_FUSION.name)  # they say the pieces `explained` leaves out
        said = "; ".join([*(cause["summary"] for cause in causes), *map(_group_said, left[:STORY_GROUPS])])
    else:
        said = "; ".join(map(_group_said, groups[:STORY_GROUPS]))
    absent = [f"no {kind.heading.lower()}" for kind in (NEW_KERNEL, LOST_FUSION) if not totals[kind.totals_key]]
    if said and absent:
        said += "; " + ", ".join(absent)
    memory = _memory(totals)
    summary = f"{memory}: {said}" if memory and said else memory or said
    return {"summary": summary or "no findings", "causes": causes}


def _gpu_changed(gpus: tuple[str | None, str | None]) -> list[CauseDocument]:
    """Runs compiled for other GPUs: the compiler fits its choices to the GPU (Inductor splits a reduction by the
    multiprocessors it has, the autotuners time each kernel on it), so some findings may be that alone."""
    base, head = gpus
    if base is None or head is None or base == head:
        return []
    return [
        {
            "cause": "gpu_changed",
            "summary": f"the runs were compiled for other GPUs ({base} -> {head}): likely some changes are the "
            "compiler's choices for the GPU (reduction splits, block sizes, autotuned kernels)",
            "group": None,
            "facts": {"base": base, "head": head},
        }
    ]


def _group_said(group: GroupDocument) -> str:
    return group["summary"] if group["count"] > 1 else f"{KIND_BY_NAME[group['kind']].singular} {group['summary']}"


def _explained(causes: list[CauseDocument], graphs: list[GraphDocument]) -> set[str | None]:
    """The groups the causes say: each cause's own, every lost fusion of the graphs a fusion setting split, the
    fusions a reduction split lost or made, the new kernels that are pieces of a lost fusion, and the new or removed
    kernels a cause told names (`KERNELS_NAMED`)."""
    split = {name for cause in causes if cause["cause"] == "fusion_setting" for name in cause["facts"]["graphs"]}
    reductions = any(cause["cause"] in ("reductions_split", "reductions_joined") for cause in causes)
    collectives = any(cause["cause"] == "collectives_changed" for cause in causes)
    gemms = _groups_of_gemm_moves(graphs) if any(cause["cause"] == "gemm_backend" for cause in causes) else {}
    named = [KERNELS_NAMED[cause["cause"]] for cause in causes if cause["cause"] in KERNELS_NAMED]
    return {cause["group"] for cause in causes} | {
        finding["group"]
        for graph in graphs
        for finding in graph["findings"]
        if finding["details"].get("split_from") is not None
        or finding["group"] in gemms
        or (finding["kind"] == LOST_FUSION.name and (graph["head"] or "") in split)
        or (reductions and "partial_results" in finding["details"])
        or (collectives and finding["kind"] in ("new_kernel", "removed_kernel") and _waits(finding))
        or (finding["kind"] in ("new_kernel", "removed_kernel") and any(names(finding) for names in named))
    }


def _memory(totals: dict[str, int | None]) -> str:
    parts: list[str] = []
    for label, key in (("peak", "peak_bytes"), ("total", "bytes")):
        base, head = totals[f"base_{key}"], totals[f"head_{key}"]
        if base and head is not None and round((head - base) / base * 100):
            detail = f" ({human_bytes(base)} -> {human_bytes(head)})" if label == "peak" or not parts else ""
            parts.append(f"{label} {(head - base) / base * 100:+.0f} %{detail}")
    return ", ".join(parts)


def _renaming(finding: FindingDocument) -> dict[str, str] | None:
    """A changed kernel's new name-free name beside its old one (`old_value`, `new_value`), where it changed."""
    renaming: dict[str, str] | None = (finding["details"].get("changes") or {}).get("values_changed", {}).get(RENAMED)
    return renaming


def _changed(graphs: list[GraphDocument]) -> list[FindingDocument]:
    return [f for graph in graphs for f in graph["findings"] if f["kind"] == "changed_kernel"]


def _graphs_added_or_removed(graphs: list[GraphDocument]) -> list[CauseDocument]:
    causes: list[CauseDocument] = []
    for graph in graphs:
        added = graph["pairing"] == "only_head"
        kernels = graph["head_kernels"] if added else graph["base_kernels"]
        if graph["pairing"] not in ("only_base", "only_head") or not kernels:
            continue  # a graph without kernels (AOT graphs beside the IR) is context
        name = (graph["head"] if added else graph["base"]) or ""  # the side holding it is named
        said = f"graph {name} {'added' if added else 'removed'} ({_count(kernels, 'kernel')})"
        if graph["format"] == "inductor_ir" and not name.startswith("["):  # a debug folder's graph, not a log's
            # A log says a graph loaded from the FX graph cache (its code without IR); a folder cannot.
            said += f", or not dumped in the {'base' if added else 'head'} ({UNDUMPED_GRAPH})"
        causes.append(
            {
                "cause": "graph_added" if added else "graph_removed",
                "summary": said,
                "group": graph["findings"][0]["group"] if graph["findings"] else None,
                "facts": {"graph": name, "kernels": kernels},
            }
        )
    return causes


def _graph_breaks(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Graphs of one role compared as one (`merged` pairing) because their number or their frames' work changed: a
    graph break added, removed or moved, the kernels matched across it. One cause for all roles (a break splits the
    forward and the backward)."""
    merged = [graph for graph in graphs if graph["pairing"] == "merged"]
    if not merged:
        return []
    counts = [tuple(len((graph[side] or "").split("+")) for side in ("base", "head")) for graph in merged]
    places = [frame_and_role((graph["head"] or "").split("+")[0]) for graph in merged]
    # A log's graphs do not say their role (forward, backward): only their place among one compile id's graphs.
    roles = sorted((place[2] for place in places if place and not place[2].isdigit()), key=_running_order)
    before, after = (sum(count[side] for count in counts) for side in (0, 1))
    named = f"{' and '.join(roles)} graphs" if len(roles) == len(merged) else "graphs"
    return [
        {
            "cause": "graph_break",
            "summary": f"{named} {before} -> {after}: likely a graph break {_break_change(before, after)}"
            " (their kernels matched across it)",
            "group": next((g["findings"][0]["group"] for g in merged if g["findings"]), None),
            "facts": {"base_graphs": before, "head_graphs": after, "roles": roles},
        }
    ]


def _break_change(before: int, after: int) -> str:
    return "added" if after > before else "removed" if after < before else "moved"


def _running_order(role: str) -> int:
    return ("forward", "backward").index(role) if role in ("forward", "backward") else 2


def _findings_of(graph: GraphDocument, *kinds: str) -> int:
    """How many of the graph's findings are of `kinds`."""
    return sum(finding["kind"] in kinds for finding in graph["findings"])


def _fusion_setting(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Fusion gone from whole graphs (every fused kernel split into fewer fused kernels, or none fused any more): what
    a fusion switch (Inductor's `max_fusion_size=1`, XLA's fusion passes off) does, and hardly anything else. A graph
    whose every fused kernel split into more fused kernels still fuses: the program changed (a normalization's
    reduction axis moved off the minor dimension, which XLA's Triton normalization fusion does not take), and so does
    one where most graphs that fuse still do."""
    split = [
        graph
        for graph in graphs
        if (lost := _findings_of(graph, LOST_FUSION.name))
        and (
            (lost == graph["base_fused_kernels"] and graph["head_fused_kernels"] < lost)
            or graph["head_fused_kernels"] == 0
        )
    ]
    lost = sum(_findings_of(graph, LOST_FUSION.name) for graph in split)
    # A setting reaches every graph it compiles: one small graph split where most graphs that fuse still do is a
    # change of that graph (reductions over 4 elements unrolled into pointwise kernels, which fuse otherwise).
    fusing = sum(1 for graph in graphs if graph["base_fused_kernels"] and graph["head"])
    if lost < 2 or len(split) * 2 < fusing:
        return []
    fused = sum(graph["base_fused_kernels"] for graph in split)
    names = [graph["head"] or "" for graph in split]
    where = f"graph {names[0]}" if len(names) == 1 else f"{len(names)} graphs"
    return [
        {
            "cause": "fusion_setting",
            "summary": f"fusion gone from {where} ({lost} of {fused} fused kernels split): likely a fusion setting",
            "group": next(f["group"] for f in split[0]["findings"] if f["kind"] == LOST_FUSION.name),
            "facts": {"graphs": names, "lost_fusions": lost, "base_fused_kernels": fused},
        }
    ]


DONE_AGAIN = "a fusion's work done again in another kernel"


def _fusions_regrouped(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Base fusions split with each piece fused with other work, or a fusion's work done again in another kernel,
    and no launch added: the compiler's fusion passes group the same work another way (XLA's priority fusion against
    its older passes, which a jax release or `--xla_disable_hlo_passes` switches; the autotuner choosing Triton
    gemms that take their neighbours in at a smaller batch)."""
    regrouped = [f for graph in graphs for f in graph["findings"] if _regrouped_how(f) == "fused"]
    if not regrouped:
        return []
    base = sum(len(f["details"]["base_kernels"]) for f in regrouped)
    head = sum(len(f["details"]["head_kernels"]) for f in regrouped)
    split = sum(len(f["details"]["regrouped"]) for f in regrouped)
    passes = sum(len(f["details"].get("first_passes", ())) for f in regrouped)
    how = [f"{_count(split, 'base fusion')} split, each piece fused with other work"] if split else []
    if passes:
        how.append(f"{_count(passes, 'kernel')} running a reduction's first pass on one side, whole on the other")
    facts = {"base_kernels": base, "head_kernels": head, "split": split} | ({"first_passes": passes} if passes else {})
    return [
        {
            "cause": "fusions_regrouped",
            "summary": f"{_count(base, 'base kernel')} regrouped as {head} "
            f"({'; '.join(how or [DONE_AGAIN])}): the compiler fuses the same work another way (likely a release, a "
            "fusion setting or other sizes)",
            "group": regrouped[0]["group"],
            "facts": facts,
        }
    ]


def _computed_another_way(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Kernels computing the graph's outputs from the same inputs, none alike, no more of them in the head: the
    program, or how the compiler lowers it, computes the same another way (a scan written as `associative_scan`
    against `cumsum`; a softmax's short reductions unrolled into a kernel of their own against one persistent
    kernel)."""
    return _regrouping_cause(
        graphs,
        "rewritten",
        "computed_another_way",
        lambda base, head: (
            f"{_count(base, 'base kernel')} replaced by {head} computing the same inputs into the same "
            "outputs another way, no launch added: the program rewritten, or lowered otherwise by the compiler"
        ),
    )


def _random_in_kernels(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """The base's random numbers drawn by library calls (`aten.native_dropout`), the head's in its kernels from one
    draw of seeds a graph: Inductor's `fallback_random` on in the base only."""
    return _regrouping_cause(
        graphs,
        "random",
        "random_in_kernels",
        lambda base, head: (
            f"random numbers drawn in the kernels, not by library calls ({base} -> {head} kernels): "
            "likely Inductor's fallback_random off"
        ),
    )


def _regrouping_cause(
    graphs: list[GraphDocument], how: str, cause: str, summary: Callable[[int, int], str]
) -> list[CauseDocument]:
    """The regroupings that came about `how` (`_regrouped_how`) as one cause, `summary` saying it from the base and
    head kernels they count."""
    found = [f for graph in graphs for f in graph["findings"] if _regrouped_how(f) == how]
    if not found:
        return []
    base = sum(len(f["details"]["base_kernels"]) for f in found)
    head = sum(len(f["details"]["head_kernels"]) for f in found)
    return [
        {
            "cause": cause,
            "summary": summary(base, head),
            "group": found[0]["group"],
            "facts": {"base_kernels": base, "head_kernels": head},
        }
    ]


def _regrouped_how(finding: FindingDocument) -> str | None:
    """How a new fusion of regrouped kernels came about: `random` (random numbers drawn in kernels, not by library
    calls), `fused` (base fusions split and their pieces fused with other work, or a fusion's work done again
    elsewhere), `rewritten` (neither: kernels doing other ops); None for another finding."""
    details = finding["details"]
    if finding["kind"] != NEW_FUSION.name or "regrouped" not in details:
        return None
    if details.get("random_in_kernels"):
        return "random"
    return "fused" if details["regrouped"] or details.get("repeated_by") or details.get("first_passes") else "rewritten"


def _scaled_dimension(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Most changed kernels scaled by one substitution: one dimension of the program changed size. Failing that,
    most changed kernels sharing one substitution among other changes (a compiler picks other kernels, splits and
    layouts at another size, XLA above all)."""
    # A reduction split or joined changes its iteration sizes too (512 as 4 x 128), and a tensor written whole or in
    # pieces its outputs' shapes: no dimension of the program.
    changed = [f for f in _changed(graphs) if _split_axis(f) is None and not f["details"].get("outputs_rejoined")]
    scaled = {id(f): (s.old, s.new) for f in changed if (s := scaling(f)) is not None}
    pure = Counter(scaled.values())
    if pure:
        # A dimension shows as itself and as the products it is flattened into (batch x sequence): kernels scaled in
        # the same ratio on a multiple of a substitution's size count with it. The commonest substitution whose
        # kernels so counted are most of those changed is the dimension: the sequence's 128 -> 512, where its
        # products with the batch, 256 -> 1024, are commoner but not most alone.
        family = {pair: sum(n for other, n in pure.items() if _multiple(other, pair)) for pair in pure}
        most = [pair for pair in pure if family[pair] >= 2 and family[pair] * 2 >= len(changed)]
        old, new = max(most or pure, key=pure.__getitem__)
        pure[old, new] = family[old, new]
    shared = Counter(pair for f in changed for pair in shape_changes(f).pairs)
    candidates = ((only, counts.most_common(1)[0]) for only, counts in ((True, pure), (False, shared)) if counts)
    chosen = next(((only, top) for only, top in candidates if top[1] >= 2 and top[1] * 2 >= len(changed)), None)
    if chosen is None:
        return []
    only_dimension, ((old, new), kernels) = chosen
    members = [
        f
        for f in changed
        if (id(f) in scaled and _multiple(scaled[id(f)], (old, new)))
        or (not only_dimension and (old, new) in shape_changes(f).pairs)
    ]
    # Where each member shows the change: its own substitution (a multiple of the one chosen, for some). Where it
    # sits is read from the members showing the chosen substitution itself where there are any: a flattened product
    # (batch x sequence rows) is in front whichever of the two changed.
    own = [scaled.get(id(f), (old, new)) if only_dimension else (old, new) for f in members]
    showing = list(zip((shape_changes(f) for f in members), own, strict=True))
    showing = [(changes, pair) for changes, pair in showing if pair == (old, new)] or showing
    # A loop's buffer stacking what another member writes (a scan's saved activations) has the dimension where that
    # member has it, one size further back.
    shapes = {sizes for changes, _ in showing for _, sizes, _, _ in changes.dimensions}
    showing = [(changes.unstacked(shapes), pair) for changes, pair in showing]
    positions = Counter(p for changes, pair in showing for p in changes.positions(*pair))
    innermost = sum(changes.innermost(*pair) for changes, pair in showing)
    # Only the graphs the dimension shows in count: a whole process's dump holds other programs beside the step
    # (jax's random-key and set-up modules) that no batch size runs through.
    member_ids = {id(f) for f in members}
    reached = [g for g in graphs if any(id(f) in member_ids for f in g["findings"])]
    graph_kernels = max(sum(g[side] for g in reached) for side in ("base_kernels", "head_kernels"))
    in_front = positions[0] * 2 >= positions.total()
    # The channels of a convolution's NCHW (or NCDHW) tensors: second of four or more, where a transformer keeps its
    # heads ([batch, heads, sequence, head size]); its sequence sits second of three.
    channels = sum(changes.channels(*pair) for changes, pair in showing)
    if not in_front and max(innermost, channels) * 2 >= positions.total():
        role = "a model width"
    elif kernels * FEW_SCALED < graph_kernels:
        role = "a model width or the vocabulary"
    elif in_front:
        role = "the batch size"
    else:
        role = "the sequence length"
    dimension = f" in dim {next(iter(positions))}" if len(positions) == 1 else ""
    summary = (
        f"{kernels} kernels changed only in one dimension ({old} -> {new}{dimension}, likely {role})"
        if only_dimension
        else f"{kernels} of {len(changed)} changed kernels scaled {old} -> {new}{dimension} (likely {role}), "
        "with other changes too"
    )
    return [
        {
            "cause": "dimension_scaled",
            "summary": summary,
            "group": members[0]["group"],
            "facts": {
                "old": old,
                "new": new,
                "kernels": kernels,
                "only_dimension": only_dimension,
                "dimensions": sorted(positions),
                "role": role,
            },
        }
    ]


def _multiple(pair: tuple[int, int], of: tuple[int, int]) -> bool:
    """`pair` substitutes a multiple of `of`'s size in the same ratio (`512 -> 1024` of `256 -> 512`)."""
    return pair[0] % of[0] == 0 and pair[0] * of[1] == pair[1] * of[0]


def _reductions_split(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Reductions split over partial results (a kernel writing them and one finishing each), or no longer: the
    compiler's choice of how to spread a reduction over the GPU, not the model's. A reduction fused with the kernel
    before it loses that fusion when it is split (its first pass runs apart), and makes it again when it is not."""
    axes = [(finding, axis) for finding in _changed(graphs) if (axis := _split_axis(finding)) is not None]
    fusions = [
        (finding, (finding["details"]["partial_results"], finding["kind"] == "lost_fusion"))
        for graph in graphs
        for finding in graph["findings"]
        if finding["kind"] in ("lost_fusion", "new_fusion") and "partial_results" in finding["details"]
    ]
    # First passes come or go on their own where the whole reduction pairs with the kernel finishing them.
    passes = [
        (finding, (finding["details"]["partial_results"], finding["kind"] == "new_kernel"))
        for graph in graphs
        for finding in graph["findings"]
        if finding["kind"] in ("new_kernel", "removed_kernel") and "partial_results" in finding["details"]
    ]
    # A first pass new and one gone over as many partial results are one reduction split on both sides, its first
    # pass computing otherwise (Mamba's scan unrolled to another length fuses an activation's gradient into it).
    new, gone = (Counter(size for _, (size, split) in passes if split == in_head) for in_head in (True, False))
    both = new & gone
    causes: list[CauseDocument] = []
    for in_head in (True, False):
        found = [(finding, size) for finding, (size, split) in axes if split == in_head]
        fused = [(finding, size) for finding, (size, split) in fusions if split == in_head]
        apart = _beyond([(finding, size) for finding, (size, split) in passes if split == in_head], both)
        # One reduction alone is said where a reduction that may finish it came or went with it (a program of one
        # reduction, as a bug report's repro is): a last dimension gained or lost on its own is the model's.
        finisher = "new_kernel" if in_head else "removed_kernel"
        if not apart and not fused and len(found) < 2 and not (found and _some_reduction(graphs, finisher)):
            continue
        everything = found + fused + apart
        # Named as the compiler's users know it: Inductor's settings, XLA's pass.
        splitting = {traits.reduction_splitting for traits in _traits_holding(graphs, [f for f, _ in everything])}
        by_whom = "; ".join(sorted(named for named in splitting if named))
        sizes = ", ".join(str(size) for size in sorted({size for _finding, size in everything}))
        one = len(everything) == 1
        gone_with = "kernel that finished it" if one else "kernels that finished them"
        if len(apart) == len(everything):  # the first passes themselves are gone
            gone_with = f"kernel{'' if one else 's'} that wrote them"
        said = (
            f"now split over partial results (a last dimension of {sizes}), {'' if one else 'each '}finished by a "
            "kernel of its own"
            if in_head
            else f"no longer split ({'its' if one else 'their'} partial results' last dimension of {sizes} gone, "
            f"with the {gone_with})"
        )
        if fused and one:
            said += (
                "; no longer fused with the kernel before it (a fusion lost)"
                if in_head
                else "; fused again with the kernel before it"
            )
        elif fused:
            said += (
                f"; {len(fused)} of them no longer fused with the kernel before them (a fusion lost each)"
                if in_head
                else f"; {len(fused)} of them fused again with the kernel before them"
            )
        causes.append(
            {
                "cause": "reductions_split" if in_head else "reductions_joined",
                "summary": f"{_count(len(everything), 'reduction')} {said}: likely the compiler's reduction splitting"
                + (f" ({by_whom})" if by_whom else ""),
                "group": everything[0][0]["group"],
                "facts": {
                    "reductions": len(everything),
                    "partial_results": sorted({size for _finding, size in everything}),
                    "fusions": len(fused),
                },
            }
        )
    return causes


def _some_reduction(graphs: list[GraphDocument], kind: str) -> bool:
    """Some finding of `kind` (a new or removed kernel) reduces."""
    return any(
        finding["kind"] == kind and any("reduc" in op for op in _kind_and_ops(finding))
        for graph in graphs
        for finding in graph["findings"]
    )


def _traits_holding(graphs: list[GraphDocument], findings: list[FindingDocument]) -> list[FormatTraits]:
    """The format traits of the graphs holding any of `findings`."""
    ids = {id(finding) for finding in findings}
    return [traits_of(graph["format"]) for graph in graphs if any(id(f) in ids for f in graph["findings"])]


def _beyond(passes: list[tuple[FindingDocument, int]], cancelled: Counter[int]) -> list[tuple[FindingDocument, int]]:
    """`passes` but the first `cancelled[size]` of each size."""
    left, skip = [], Counter(cancelled)
    for finding, size in passes:
        if skip[size]:
            skip[size] -= 1
        else:
            left.append((finding, size))
    return left


def _split_axis(finding: FindingDocument) -> tuple[int, bool] | None:
    """(N, split in head) where a changed kernel's output gained (or lost) a last dimension of N, the others kept
    (`partial_results`)."""
    for path, change in (finding["details"].get("changes") or {}).get("values_changed", {}).items():
        old, new = TENSOR_SHAPE.match(str(change["old_value"])), TENSOR_SHAPE.match(str(change["new_value"]))
        if not path.startswith("root['shapes']") or old is None or new is None:
            continue
        if (size := partial_results(old[1], new[1])) is not None:
            return size, True
        if (size := partial_results(new[1], old[1])) is not None:
            return size, False
    return None


def _compiler_version(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Kernels renamed while doing the same work: a compiler release names its fusions and ops its own way. Fusion
    turned off or on renames kernels too (XLA wraps a lone op as `wrapped_*`, and names a fusion after the ops it
    takes in), so renames must outnumber the fusions lost and gained. The
    graphs a graph break split are the break's (`merged`): a kernel at its edge fuses other ops of the model, and
    Inductor names it after them."""
    changed = _changed([graph for graph in graphs if graph["pairing"] != "merged"])
    renamed = [f for f in changed if _renaming(f) is not None and not switched_implementation(f)]
    same_work = [f for f in renamed if only_renamed(f)]
    # A kernel absorbing an op is renamed too (Inductor names kernels by their ops): one or two say little, and
    # renames of which none kept its work (cuBLAS instead of Triton gemms, slices now apart) are the work changing.
    if len(same_work) < 3 and (len(renamed) < 5 or len(renamed) * 2 < len(changed) or not same_work):
        return []
    if len(renamed) <= sum(_findings_of(graph, LOST_FUSION.name, NEW_FUSION.name) for graph in graphs):
        return []
    summary = f"{len(renamed)} kernels renamed ({len(same_work)} doing the same work)"
    facts = {"renamed": len(renamed), "same_work": len(same_work)}
    group = (same_work or renamed)[0]["group"]
    if naming := _naming_setting(same_work):
        return [{"cause": "kernel_naming", "summary": f"{summary}: {naming}", "group": group, "facts": facts}]
    # Inductor names kernels after the model's ops: an edit of the model renames the kernels around it too.
    edited = any(traits.kernels_named_after_model_ops for traits in _traits_holding(graphs, renamed))
    reasons = ["a compiler version change", *(["the model's ops edited"] if edited else [])]
    # A copy padding a gemm's operand fuses with the ops before it, which Inductor's kernel names then name: where one
    # run pads and the other does not (pad_mm times both ways per run), reruns rename kernels too.
    if padded := sum(1 for f in _changed(graphs) if f["details"].get("matched_by") == "padded operands"):
        reasons.insert(0, f"pad_mm padding the operands of {_count(padded, 'op')} on one side only")
    likely = f"{', '.join(reasons[:-1])}, or {reasons[-1]}" if len(reasons) > 1 else reasons[0]
    return [{"cause": "compiler_version", "summary": f"{summary}: likely {likely}", "group": group, "facts": facts}]


def _naming_setting(same_work: list[FindingDocument]) -> str | None:
    """The naming setting each side's kernels were named by, where most kernels renamed with their work kept were
    named by another one, the same two settings for most: Inductor names a kernel after what it fuses, as its
    `triton.descriptive_names` says; XLA's `rename_fusions` pass names a fusion after its kind and ops, and without
    it a fusion is `fusion`."""
    renames = [finding["details"]["changes"]["values_changed"][RENAMED] for finding in same_work]
    for setting_of, said in (
        (_descriptive_names, "Inductor's kernel names made otherwise (triton.descriptive_names {} -> {})"),
        (_fusion_renaming, "XLA's fusion names made otherwise (its rename_fusions pass {} -> {})"),
    ):
        settings = Counter((setting_of(change["old_value"]), setting_of(change["new_value"])) for change in renames)
        (base, head), count = settings.most_common(1)[0]
        if base and head and base != head and count * 2 > len(same_work):
            return said.format(base, head)
    return None


def _fusion_renaming(kernel: str) -> str | None:
    """Whether XLA's `rename_fusions` pass named a fusion (`loop_add_fusion`, `input_reduce_fusion`: on) or left it
    `fusion` (off)."""
    if kernel == "fusion":
        return "off"
    return "on" if XLA_RENAMED_FUSION.fullmatch(kernel) else None


def _descriptive_names(kernel: str) -> str | None:
    """The `triton.descriptive_names` an Inductor kernel's name-free name was made with: after the aten ops it fuses
    (`original_aten`, the default), the model's module classes (`torch`), the FX nodes (`inductor_node`, numbered), or
    nothing (False)."""
    match = INDUCTOR_KERNEL.fullmatch(kernel)
    if match is None:
        return None
    named = match["named"].strip("_")
    if not named:
        return "False"
    if any(part[:1].isupper() for part in named.split("_")):
        return '"torch"'
    return '"inductor_node"' if FX_NODE_NUMBER.search(named) else '"original_aten"'


def _implementations_switched(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Ops run through another library call or backend, the work the same: a setting chose it (deterministic
    algorithms, an SDPA backend, the autotuner), or a library or the hardware did. The calls are named: which backend
    ran is what a reviewer asks."""
    switched = [f for f in _changed(graphs) if switched_implementation(f)]
    if not switched:
        return []
    calls = Counter((change["old_value"], change["new_value"]) for f in switched if (change := _renaming(f)))
    named = _first_names([f"{_call(old)} -> {_call(new)}" for (old, new), _count in calls.most_common()])
    return [
        {
            "cause": "implementation_switched",
            "summary": f"{_ops(len(switched))} through another call ({named}): likely a backend choice (a "
            "setting, the autotuner, a library or a wrapper around the op)",
            "group": switched[0]["group"],
            "facts": {
                "kernels": len(switched),
                "calls": [{"old": a, "new": b, "kernels": n} for (a, b), n in calls.items()],
            },
        }
    ]


def _kernels(phrase: str, count: int) -> str:
    """`phrase` with its `{}` as `N kernels`, or `kernel` alone for one (`new kernel recomputing ...`)."""
    said = phrase.format("kernel" if count == 1 else "kernels")
    return said if count == 1 else f"{count} {said}"


def _ops(count: int) -> str:
    return "1 op runs" if count == 1 else f"{count} ops run"


def _call(name: str) -> str:
    """A call's name as a person reads it: torch's `.default` overload says nothing."""
    return name.removesuffix(".default")


def _collectives_changed(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Collectives new or removed (XLA's all-gathers, torch's functional collectives): communication added or
    dropped, which a sharding or parallelism change does and hardly anything else."""
    counts: dict[str, Counter[tuple[str, str]]] = {"new_kernel": Counter(), "removed_kernel": Counter()}
    found: list[FindingDocument] = []
    for graph in graphs:
        for finding in graph["findings"]:
            if finding["kind"] in counts and (collective := _collective(finding)):
                counts[finding["kind"]][collective, graph["head"] or graph["base"] or ""] += 1
                found.append(finding)
    if not found:
        return []
    added: Counter[str] = Counter()
    removed: Counter[str] = Counter()
    for totals, kind in ((added, "new_kernel"), (removed, "removed_kernel")):
        for (name, _graph), count in counts[kind].items():
            totals[name] += count
    # A kind both added and removed moved between graphs (a tensor-parallel plan's all-reduce from the forward to the
    # backward): said with its graphs, not as "+1 all-reduce, -1 all-reduce".
    moved = added.keys() & removed.keys()
    changes = []
    for sign, kind, totals in (("+", "new_kernel", added), ("-", "removed_kernel", removed)):
        for name, count in sorted(totals.items()):
            if name not in moved:
                changes.append(f"{sign}{count} {name}")
                continue
            changes += [
                f"{sign}{n} {name} in {graph}" for (other, graph), n in sorted(counts[kind].items()) if other == name
            ]
    return [
        {
            "cause": "collectives_changed",
            "summary": f"collectives {', '.join(changes)}: likely a sharding or parallelism change",
            "group": found[0]["group"],
            "facts": {"added": dict(added), "removed": dict(removed)},
        }
    ]


def _new_or_removed(graphs: list[GraphDocument], cause: str) -> dict[str, list[FindingDocument]]:
    """The new and the removed kernels' findings that `cause` names (`KERNELS_NAMED`), by kind (`new_kernel`,
    `removed_kernel`)."""
    keep = KERNELS_NAMED[cause]
    found: dict[str, list[FindingDocument]] = {"new_kernel": [], "removed_kernel": []}
    for graph in graphs:
        for finding in graph["findings"]:
            if finding["kind"] in found and keep(finding):
                found[finding["kind"]].append(finding)
    return found


def _rematerialized(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """New or removed kernels that recompute forward work in the backward, where the dump says so (jax's
    `rematted_computation`), and changed backward kernels now computing forward work again or no longer
    (`recomputes_forward`, `recomputed_forward`): the rematerialisation policy changed, memory traded for compute or
    back."""
    found = _new_or_removed(graphs, "rematerialized")
    for key in RECOMPUTATION_SAID:
        found[key] = [finding for finding in _changed(graphs) if finding["details"].get(key)]
    said = {
        "new_kernel": "new {} recomputing forward work in the backward",
        "removed_kernel": "{} that recomputed forward work in the backward removed",
        "recomputes_forward": "{} now recomputing forward work in the backward",
        "recomputed_forward": "{} no longer recomputing forward work in the backward",
    }
    causes: list[CauseDocument] = []
    for kind, findings in found.items():
        if not findings:
            continue
        # In the order the kernels compute them (`pow_1, mean, add, rsqrt`), each once.
        nodes = list(dict.fromkeys(node for finding in findings for node in finding["details"].get(kind) or ()))
        named = f" ({_first_names(nodes)})" if nodes else ""
        causes.append(
            {
                "cause": "rematerialized",
                "summary": f"{_kernels(said[kind], len(findings))}{named}: likely a rematerialisation (checkpoint) "
                "policy",
                "group": findings[0]["group"],
                "facts": {"kind": kind, "kernels": len(findings), **({"nodes": nodes} if nodes else {})},
            }
        )
    return causes


def _layers_repeated(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """New (or removed) kernels, most of those not pieces of a lost fusion, each doing the work of a kernel both
    runs have at its shapes (`repeats`), in graphs whose fusions did not change and where fewer than half as many
    kernels went the other way (kernels replaced are a rewrite: attention through SDPA's math backend for its eager
    form): the model runs a layer, a block or a branch alike another more (or fewer: a SwiGLU's gate beside its up
    projection, a mixture's expert), compiled as the others are."""
    said = {
        "new_kernel": ("new {}", "more", "removed_kernel"),
        "removed_kernel": ("removed {}", "fewer", "new_kernel"),
    }
    causes: list[CauseDocument] = []
    for kind, findings in _new_or_removed(graphs, "layers_repeated").items():
        said_of = {id(finding) for finding in findings}
        reached = [g for g in graphs if any(id(f) in said_of for f in g["findings"])]
        alone = [f for g in reached for f in g["findings"] if f["kind"] == kind and "split_from" not in f["details"]]
        fusions_changed = any(f["kind"] in (LOST_FUSION.name, NEW_FUSION.name) for g in reached for f in g["findings"])
        kernels, more, other_way = said[kind]
        replaced = sum(1 for g in reached for f in g["findings"] if f["kind"] == other_way)
        unlike_a_layer = (
            len(findings) < REPEATED_LAYER_KERNELS or len(findings) * 2 < len(alone) or replaced * 2 >= len(findings)
        )
        if unlike_a_layer or fusions_changed:
            continue
        causes.append(
            {
                "cause": "layers_repeated",
                "summary": f"{_kernels(kernels, len(findings))} doing what kernels of both runs do, at their shapes: "
                f"likely a layer, block or branch {more}",
                "group": findings[0]["group"],
                "facts": {"kind": kind, "kernels": len(findings)},
            }
        )
    return causes


def _padding_followed(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Backward kernels now recomputing forward work, or no longer, where the forward pads a gemm's operand on one side
    only (`compiler_choice`): pad_mm times the padded gemm against the plain one in every run, and the partitioner,
    whose cost model sees the padded product, then saves other tensors for the backward. A rerun can do that."""
    found = [finding for finding in _compiler_choices(graphs) if finding["details"].get("after_choice")]
    if not found:
        return []
    added = sum(1 for finding in found if finding["details"].get("added"))
    said = [
        _kernels(template, count)
        for template, count in (
            ("{} now recomputing forward work in the backward", added),
            ("{} no longer recomputing forward work in the backward", len(found) - added),
        )
        if count
    ]
    nodes = list(
        dict.fromkeys(node for finding in found for node in finding["details"].get("recomputes_forward") or ())
    )
    gemms = list(dict.fromkeys(str(finding["details"].get("after_choice")) for finding in found))
    return [
        {
            "cause": "padding_followed",
            "summary": f"{' and '.join(said)} ({_first_names(nodes)}), the forward padding {_count(len(gemms), 'gemm')}"
            " on one side only: likely pad_mm's choice, timed in every run (a rerun), the partitioner saving other "
            "tensors after it",
            "group": found[0]["group"],
            "facts": {"kernels": len(found), "added": added, "nodes": nodes, "gemms": gemms},
        }
    ]


def _padding_copies(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Kernels of one side only copying operands into padded, aligned buffers (`compiler_choice` with `pads`): pad_mm
    times each padded op against the plain one in every run, so a rerun pads elsewhere, fuses two copies of one tensor
    or pads in the forward what another run pads in the backward."""
    found = [finding for finding in _compiler_choices(graphs) if finding["details"].get("pads")]
    if not found:
        return []
    details = [finding["details"] for finding in found]
    besides_copies = ("reduces_apart", "unpadded", "split_by_padding", "product_sliced", "input_laid_out")
    copying = [detail for detail in details if not any(detail.get(key) for key in besides_copies)]
    added = sum(1 for detail in copying if detail.get("added"))
    said = [
        f"{_count(count, 'kernel')} {doing}"
        for doing, count in (("now copying", added), ("no longer copying", len(copying) - added))
        if count
    ]
    # A graph input laid out for the calls reading it is no operand padded: those calls are named apart.
    ops = list(dict.fromkeys(op for d in details if not d.get("input_laid_out") for op in d.get("pads") or ()))
    apart = sum(1 for detail in details if detail.get("reduces_apart"))
    unpadded = sum(1 for detail in details if detail.get("unpadded"))
    split = sum(1 for detail in details if detail.get("split_by_padding"))
    computed = sum(1 for detail in details if detail.get("computed_unpadded_by"))
    sliced = sum(1 for detail in details if detail.get("product_sliced"))
    laid_out = sum(1 for detail in details if detail.get("input_laid_out"))
    besides = [
        f"{_count(count, noun)} {doing}"
        for count, noun, doing in (
            (apart, "reduction", "run apart from copies that took in the ops after them"),
            (unpadded, "kernel", "laying operands out unpadded"),
            (split, "fusion", "split beside the copies"),
            (sliced, "kernel", "copying padded products out"),
            (laid_out, "kernel", "laying inputs out for library calls"),
        )
        if count
    ]
    if not copying and not ops:
        calls = list(dict.fromkeys(op for detail in details for op in detail.get("pads") or ()))
        summary = f"{', '.join(besides)} ({_first_names(calls)}), beside operands padded on one side"
    elif not copying:
        padding = "where the other side pads" if unpadded and not (apart or sliced or laid_out) else "padding"
        summary = f"{', '.join(besides)}, {padding} the operands of {_count(len(ops), 'op')} ({_first_names(ops)})"
    else:
        summary = f"{' and '.join(said)} operands of {_count(len(ops), 'op')} into padded, aligned buffers"
        summary += f", {computed} of them computing what they copy" if computed else ""
        summary += "".join(f", {part}" for part in besides)
        summary += f" ({_first_names(ops)})"
    return [
        {
            "cause": "padding_copies",
            "summary": f"{summary}: likely pad_mm's choice, timed in every run (a rerun)",
            "group": found[0]["group"],
            "facts": {
                "kernels": len(found),
                "added": added,
                "ops": ops,
                "reducing_apart": apart,
                "unpadded": unpadded,
                "computing": computed,
                "split_fusions": split,
                "products_sliced": sliced,
                "inputs_laid_out": laid_out,
            },
        }
    ]


def _compiler_choices(graphs: list[GraphDocument]) -> list[FindingDocument]:
    return [finding for graph in graphs for finding in graph["findings"] if finding["kind"] == COMPILER_CHOICE.name]


def _gemm_backend(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Gemms a generated Triton gemm ran that a library call (cuBLAS) runs now, or the other way: the gemm backend
    (XLA's Triton gemms on or off, the matmul precision, deterministic ops, the autotuner's timing). A library call
    takes no op in but its epilogue, so the ops a Triton gemm fused run in kernels of their own (its lost fusion),
    or are taken into one again."""
    moves: Counter[str] = Counter()
    fusions: Counter[str] = Counter()
    found: list[FindingDocument] = []
    for graph in graphs:
        for finding in graph["findings"]:
            if (moved := _gemm_moved(finding)) is not None:
                moves[moved] += 1
                fusions[moved] += finding["kind"] != "changed_kernel"
                found.append(finding)
    if not found:
        return []
    said = [
        f"{_count(count, 'gemm')} now {one if count == 1 else several}"
        + (f", {fused.format(fusions[to])}" if fusions[to] else "")
        for to, (one, several, fused) in GEMM_MOVES.items()
        if (count := moves[to])
    ]
    return [
        {
            "cause": "gemm_backend",
            "summary": f"{' and '.join(said)}: likely the gemm backend (Triton gemms on or off, the matmul "
            "precision, deterministic ops, or the autotuner's timing)",
            # A group of gemm moves alone, which the cause says whole: not one it says a part of.
            "group": next(iter(_groups_of_gemm_moves(graphs)), found[0]["group"]),
            "facts": {
                "to_library": moves["library"],
                "to_generated": moves["generated"],
                "fusions": sum(fusions.values()),
            },
        }
    ]


def _groups_of_gemm_moves(graphs: list[GraphDocument]) -> dict[str, None]:
    """The groups each of whose findings moves a gemm (`_gemm_moved`), in the findings' order."""
    moved: dict[str, bool] = {}
    for graph in graphs:
        for finding in graph["findings"]:
            moved[finding["group"]] = moved.get(finding["group"], True) and _gemm_moved(finding) is not None
    return {group: None for group, whole in moved.items() if whole}


def _gemm_moved(finding: FindingDocument) -> str | None:
    """Where a finding moved a gemm: "library" (from a generated Triton gemm to a library call), "generated" (back),
    None for neither: a changed kernel renamed from one to the other, a Triton gemm's lost fusion whose pieces hold a
    library call, a new fusion into a Triton gemm of pieces holding one."""
    base, head = finding["base"]["kernels"], finding["head"]["kernels"]
    if finding["kind"] == "changed_kernel":
        renamed = _renaming(finding)
        base, head = ([renamed["old_value"]], [renamed["new_value"]]) if renamed else ([], [])
    elif finding["kind"] not in (LOST_FUSION.name, NEW_FUSION.name):
        return None
    if any(map(GENERATED_GEMM.match, base)) and any(map(LIBRARY_GEMM.match, head)):
        return "library" if finding["kind"] != NEW_FUSION.name else None
    if any(map(LIBRARY_GEMM.match, base)) and any(map(GENERATED_GEMM.match, head)):
        return "generated" if finding["kind"] != LOST_FUSION.name else None
    return None


def _library_epilogues(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Changed library calls applying another epilogue to their result in the same call (cuBLASLt's `BIAS_GELU`):
    the bias and activation a loop fusion of their own ran before, or will now; the gemm backend's choice."""
    transitions: Counter[str] = Counter()
    found: list[FindingDocument] = []
    for finding in _changed(graphs):
        changes = finding["details"].get("changes") or {}
        for kind in ("values_changed", "type_changes"):
            if (change := (changes.get(kind) or {}).get("root['epilogue']")) is not None:
                transitions[f"{change['old_value'] or 'none'} -> {change['new_value'] or 'none'}"] += 1
                found.append(finding)
    if not found:
        return []
    said = ", ".join(transition for transition, _ in transitions.most_common())
    return [
        {
            "cause": "library_epilogue",
            "summary": f"{_count(len(found), 'library call')} applying another epilogue to the product ({said}): "
            "likely the gemm backend (Triton gemms or cuBLASLt, the autotuner), the bias and activation run in the "
            "call or in a kernel of their own",
            "group": found[0]["group"],
            "facts": {"calls": len(found), "epilogues": dict(transitions)},
        }
    ]


def _scatter_calls(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """New (or removed) library calls that scatter (`SCATTER_CALL`): a scatter the compiler generated (atomic adds in a
    kernel of its own) now run through ATen, as Inductor does under torch's deterministic algorithms."""
    said = {  # the kernels, then the guess
        "new_kernel": (
            "new {} scattering through a library call",
            "likely torch's deterministic algorithms (or a dtype the generated kernels cannot add atomically)",
        ),
        "removed_kernel": (
            "{} scattering through a library call removed",
            "the compiler scatters in kernels of its own again (likely deterministic algorithms off)",
        ),
    }
    # Where kernels of the compiler's that scatter come or go with the calls, the model's scatter did: no switch.
    switched = [graph for graph in graphs if not any(map(_scatters_in_a_kernel, graph["findings"]))]
    return _causes_by_kind(
        "scatter_calls",
        switched,
        ("calls", lambda finding: str(finding["details"]["ops"][0])),
        lambda kind, count, calls: f"{_kernels(said[kind][0], count)} ({calls}): {said[kind][1]}",
    )


def _scatters_in_a_kernel(finding: FindingDocument) -> bool:
    """A new or removed kernel of the compiler's own named after a scatter it runs."""
    if finding["kind"] not in ("new_kernel", "removed_kernel"):
        return False
    side = finding["head"] if finding["kind"] == "new_kernel" else finding["base"]
    return any(GENERATED_SCATTER.search(str(kernel)) for kernel in side["kernels"])


def _scatters_through_a_call(finding: FindingDocument) -> bool:
    ops = finding["details"].get("ops") or []
    return len(ops) == 1 and SCATTER_CALL.match(str(ops[0])) is not None


# The new or removed kernels each cause names, by what their findings say: the cause keeps those, and where it is
# told, they are explained (`_explained`).
KERNELS_NAMED: dict[str, Callable[[FindingDocument], bool]] = {
    "rematerialized": lambda finding: finding["details"].get("rematerialized") is True,
    "layers_repeated": lambda finding: (
        finding["details"].get("repeats") is not None and finding["details"].get("rematerialized") is not True
    ),
    "copied_for_in_place": lambda finding: finding["details"].get("copy_for_in_place") is not None,
    "donation_copies": lambda finding: finding["details"].get("copy_of_donated") is not None,
    "scatter_calls": _scatters_through_a_call,
}


def _copies_for_in_place(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """New (or removed) kernels that only copy what another kernel updates in place, or its result back
    (`details.copy_for_in_place`): an op mutating its argument now run on a copy, which Inductor makes of a custom
    op's mutated argument (`auto_functionalized`) where it cannot reinplace the op: the argument is a view, or its old
    value is read after."""
    said = {  # the kernels, the kernels updating in place, then the guess
        "new_kernel": (
            "new {} copying what",
            "updates in place: likely an op mutating its argument run on a copy (not reinplaced: the argument a "
            "view, its old value read after, or a setting)",
        ),
        "removed_kernel": (
            "{} copying what",
            "updated in place removed: likely an op mutating its argument run on the tensor itself again (reinplaced)",
        ),
    }
    return _causes_by_kind(
        "copied_for_in_place",
        graphs,
        ("updated_by", lambda finding: str(finding["details"]["copy_for_in_place"])),
        lambda kind, count, updating: f"{_kernels(said[kind][0], count)} {updating} {said[kind][1]}",
    )


def _copies_of_donated_inputs(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """New (or removed) kernels that only copy a donated input (`details.copy_of_donated`): XLA's copy insertion
    copies a donated parameter that is still read after the output overwriting it is written."""
    said = {
        "new_kernel": ("new {} copying donated inputs", "XLA copies a donated input still read after its update"),
        "removed_kernel": (
            "{} copying donated inputs removed",
            "no longer donated, or no longer read after their update",
        ),
    }
    return _causes_by_kind(
        "donation_copies",
        graphs,
        ("inputs", lambda finding: str(finding["details"]["copy_of_donated"])),
        lambda kind, count, inputs: f"{_kernels(said[kind][0], count)} ({inputs}): {said[kind][1]}",
    )


def _causes_by_kind(
    cause: str,
    graphs: list[GraphDocument],
    named: tuple[str, Callable[[FindingDocument], str]],
    say: Callable[[str, int, str], str],
) -> list[CauseDocument]:
    """One cause for the new kernels it names (`KERNELS_NAMED`) and one for the removed: `named`, the fact listing
    what each finding names (a call, the kernel it copies for) and how to read it; `say(kind, kernels, first names)`,
    the summary."""
    fact, name_of = named
    causes: list[CauseDocument] = []
    for kind, findings in _new_or_removed(graphs, cause).items():
        if findings:
            names = sorted({name_of(finding) for finding in findings})
            causes.append(
                {
                    "cause": cause,
                    "summary": say(kind, len(findings), _first_names(names)),
                    "group": findings[0]["group"],
                    "facts": {"kind": kind, "kernels": len(findings), fact: names},
                }
            )
    return causes


def _in_place_lost(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Memory the attribution puts on buffers no longer updated in place: an input that an output overwrote lives on
    beside its new value, or an output updating one in place is written apart; where it puts none there (the peak held
    still while the total moved), the inputs the graph's growth finding says lost their update, with what their new
    values take. A donation dropped (jax's `donate_argnums`, a jit without it) or an in-place op made out of place."""
    lines = [
        line
        for graph in graphs
        for line in graph.get("peak_attribution") or graph.get("total_attribution") or []
        if line["bytes"] > 0 and (line["change"] == "copy" or NOT_OVERWRITTEN in line["why"])
    ]
    growths = _growths(graphs)
    # An input of no known size (Inductor's IR does not size graph inputs) is no memory this cause can explain.
    dropped = {
        name: size
        for growth in growths
        for name, size in (growth["details"].get("no_longer_updated_in_place") or {}).items()
        if size
    }
    if lines:
        names = sorted({line["head"]["name"] for line in lines if line["head"]})
        grown = sum(line["bytes"] for line in lines)
        buffers = _count(len(lines), "buffer")
        said = f"+{human_bytes(grown)} on {buffers} no longer updated in place ({_first_names(names)})"
    elif dropped:
        names = sorted(dropped, key=lambda name: (-dropped[name], name))  # the largest first
        grown = sum(dropped.values())
        said = (
            f"{_count(len(names), 'input')} no longer updated in place ({_first_names(names)}; "
            f"their new values take {human_bytes(grown)} of their own)"
        )
    else:
        return []
    return [
        {
            "cause": "in_place_lost",
            "summary": f"{said}: likely a donation dropped or an in-place op made out of place",
            "group": growths[0]["group"] if growths else None,
            "facts": {"bytes": grown, "buffers": names},
        }
    ]


def _reuse_lost(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Memory the attribution puts on buffers that took over a freed buffer's storage and now allocate their own (an
    Inductor `# reuse` gone): the total grows while the peak may hold still. The schedule frees what they reused later
    (`reorder_for_peak_memory`), their size changed so that no freed storage fits (a vocabulary of 2001), or buffer
    reuse is off (`allow_buffer_reuse`)."""
    lines, growths = [], []
    for graph in graphs:
        totals = [f for f in _growths([graph]) if f["details"].get("scope") == "total"]
        unshared = [line for line in graph.get("total_attribution") or [] if line["change"] == "unshared"]
        if not unshared or not totals:
            continue
        # Only where reuses lost are most of what the total grew by: a few KiB beside other changes are no cause. (A
        # fork's checked document may leave out what the growth was.)
        if 2 * sum(line["bytes"] for line in unshared) >= (totals[0]["details"].get("delta_bytes") or 0):
            lines += unshared
            growths += totals
    if not lines:
        return []
    names = sorted({line["head"]["name"] for line in lines if line["head"]})
    grown = sum(line["bytes"] for line in lines)
    return [
        {
            "cause": "reuse_lost",
            "summary": f"+{human_bytes(grown)} on {_count(len(lines), 'buffer')} no longer reusing a freed buffer's "
            f"storage ({_first_names(names)}): likely a schedule that frees what they reused later, a size that no "
            "freed storage fits any more, or buffer reuse turned off",
            "group": growths[0]["group"],
            "facts": {"bytes": grown, "buffers": names},
        }
    ]


def _growths(graphs: list[GraphDocument]) -> list[FindingDocument]:
    return [f for graph in graphs for f in graph["findings"] if f["kind"] == "allocation_growth"]


def _precision_changed(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Changed kernels writing a tensor of the same sizes in another dtype: the program's precision changed (the
    model's dtype, autocast, a promotion such as jax's float32 scalar in a bfloat16 step), which moves every byte
    those tensors hold."""
    found, dtypes = _changed_counting(graphs, _dtypes_switched)
    if not found:
        return []
    named = _first_names([switch for switch, _count in dtypes.most_common()])
    return [
        {
            "cause": "precision_changed",
            "summary": f"{_kernels('{} writing the same sizes in another dtype', len(found))} ({named}): likely a "
            "precision change (the model's dtype, autocast or a type promotion)",
            "group": found[0]["group"],
            "facts": {"kernels": len(found), "dtypes": dict(dtypes)},
        }
    ]


def _sizes_symbolic(graphs: list[GraphDocument]) -> list[CauseDocument]:
    """Changed kernels writing tensors whose sizes became symbols (or numbers again): the program compiled for sizes
    it does not fix (`s`: dynamic shapes, a size marked dynamic or a recompile after it changed; `u`: a size the data
    decides, `.item()` or `nonzero`, which Inductor cannot bound)."""
    found, sizes = _changed_counting(graphs, _symbolic_substitutions)
    if not found:
        return []
    said = [size for size, _count in sizes.most_common()]
    old, new = said[0].split(" -> ")
    if SYMBOLIC_SIZE.fullmatch(new):
        what, symbol = "{} compiled for sizes now symbolic", new
        likely = SYMBOLS_LIKELY.get(symbol, SYMBOLS_LIKELY["s"])
    else:
        what, symbol = "{} compiled for sizes now fixed", old
        likely = "static shapes (dynamic=False, or a size no longer marked dynamic or data-dependent)"
    return [
        {
            "cause": "sizes_symbolic",
            "summary": f"{_kernels(what, len(found))} ({_first_names(said)}): likely {likely}",
            "group": found[0]["group"],
            "facts": {"kernels": len(found), "sizes": dict(sizes), "symbol": symbol},
        }
    ]


def _changed_counting(
    graphs: list[GraphDocument], read: Callable[[FindingDocument], set[str]]
) -> tuple[list[FindingDocument], Counter[str]]:
    """The changed kernels in which `read` finds something, and in how many kernels it finds each thing."""
    found: list[FindingDocument] = []
    counted: Counter[str] = Counter()
    for finding in _changed(graphs):
        if things := read(finding):
            found.append(finding)
            counted.update(sorted(things))  # a set's order is the process's hash seed's: ties said in one order
    return found, counted


def _symbolic_substitutions(finding: FindingDocument) -> set[str]:
    """`1000 -> u` for each size of a changed kernel's outputs that is a number on one side and a symbol on the
    other, the tensor's dtype and rank kept."""
    substituted: set[str] = set()
    for (old_dtype, before), (new_dtype, after) in _outputs_reshaped(finding):
        if old_dtype == new_dtype and len(before) == len(after):
            substituted.update(
                f"{a} -> {b}"
                for a, b in zip(before, after, strict=True)
                if bool(SYMBOLIC_SIZE.fullmatch(a)) != bool(SYMBOLIC_SIZE.fullmatch(b))
            )
    return substituted


def _dtypes_switched(finding: FindingDocument) -> set[str]:
    """`bfloat16 -> float32` for each output of a changed kernel whose sizes stayed and floating-point dtype did
    not."""
    return {
        f"{old_dtype} -> {new_dtype}"
        for (old_dtype, before), (new_dtype, after) in _outputs_reshaped(finding)
        if before == after
        and old_dtype != new_dtype
        and FLOATING_DTYPE.match(old_dtype)
        and FLOATING_DTYPE.match(new_dtype)
    }


def _outputs_reshaped(finding: FindingDocument) -> Iterator[tuple[tuple[str, list[str]], tuple[str, list[str]]]]:
    """Each output of a changed kernel whose tensor type changed, as its dtype and sizes before and after
    (`bfloat16[64, 1024]`: `("bfloat16", ["64", "1024"])`)."""
    for path, change in (finding["details"].get("changes") or {}).get("values_changed", {}).items():
        old, new = str(change["old_value"]), str(change["new_value"])
        if path.startswith("root['shapes']") and TENSOR_SHAPE.match(old) and TENSOR_SHAPE.match(new):
            yield _dtype_and_sizes(old), _dtype_and_sizes(new)


def _dtype_and_sizes(tensor: str) -> tuple[str, list[str]]:
    dtype, sizes = tensor.split("[", 1)
    return dtype, sizes.removesuffix("]").split(", ")


def _first_names(names: list[str]) -> str:
    """The first STORY_NAMES names, then how many more: a summary line stays one line whatever the run's size."""
    others = f", +{len(names) - STORY_NAMES} more" if len(names) > STORY_NAMES else ""
    return ", ".join(names[:STORY_NAMES]) + others


def _count(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _waits(finding: FindingDocument) -> bool:
    """A new or removed kernel that waits for a collective to finish (torch's `wait_tensor`): it goes with it."""
    return any(WAIT.search(text) for text in _kind_and_ops(finding))


def _collective(finding: FindingDocument) -> str | None:
    """The collective a new or removed kernel runs (`all-gather`, `reduce-scatter`), named as XLA names it."""
    for text in _kind_and_ops(finding):
        if match := COLLECTIVE.search(text):
            return match[1].replace("_", "-")
    return None


def _kind_and_ops(finding: FindingDocument) -> list[str]:
    """What a new or removed kernel's details say it is and runs."""
    details = finding["details"]
    return [str(text) for text in (details.get("kind") or "", *details.get("ops", ()))]
