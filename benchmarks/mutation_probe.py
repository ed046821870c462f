"""Mutation probe: each mutation below is a mistake the differ or the parsers could make that once went unnoticed by
the tests. Each is applied to a copy of the source (never to the working tree), and the tests that should notice it
run against the copy: a mutation is killed when they fail. Exits 1 if one survives.

    python -m benchmarks.mutation_probe [NAME ...]

The copy shadows the installed package: `dumpdiff.ingest`, `dumpdiff.service` and `dumpdiff.migrations` are copied
under a temporary `dumpdiff/` folder put first on PYTHONPATH, so the tests of the working tree import the mutant.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("ingest", "service", "migrations")


@dataclass(frozen=True)
class Mutation:
    name: str
    path: str  # relative to the repository
    original: str  # must occur exactly once
    mutant: str
    tests: tuple[str, ...]


MUTATIONS = (
    Mutation(
        "no absolute growth floor",
        "service/config.py",
        "return delta > self.growth_absolute_bytes and delta > self.growth_relative * base",
        "return delta > self.growth_relative * base",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "absolute floor: > becomes >=",
        "service/config.py",
        "delta > self.growth_absolute_bytes and",
        "delta >= self.growth_absolute_bytes and",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "relative floor: > becomes >=",
        "service/config.py",
        "delta > self.growth_relative * base",
        "delta >= self.growth_relative * base",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "kernels of a graph only in the head reported removed",
        "service/differ/findings.py",
        "kind = NEW_KERNEL if base is None else REMOVED_KERNEL",
        "kind = REMOVED_KERNEL",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "no total growth",
        "service/differ/growth.py",
        '("total", base.total_bytes if same_counting else None, head.total_bytes),',
        "",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "no peak growth",
        "service/differ/growth.py",
        '("peak", base.peak_bytes, head.peak_bytes),',
        "",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "Inductor replay: a del frees nothing",
        "ingest/_output_code.py",
        "current -= live.pop(step.buffer, 0)",
        "live.pop(step.buffer, 0)",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "Inductor replay: a reuse allocates again",
        "ingest/_output_code.py",
        "replay.held[step.buffer] = Held(0, old.slot, len(replay.schedule))",
        "replay.held[step.buffer] = Held(0, old.slot, len(replay.schedule)); current += live[step.buffer]; "
        "high = max(high, current)",
        ("tests/test_guards.py",),
    ),
    Mutation(
        "a launch over several lines read from its first line only",
        "ingest/_output_code.py",
        'pending = (match["kernel"], match["args"])',
        'launch(match["kernel"], match["args"])',
        ("tests/test_output_code.py",),
    ),
    Mutation(
        "kernel sources not compared",
        "service/differ/stages/content.py",
        "source_ops = kernel.source_ops if read_sources else None",
        "source_ops = None",
        ("tests/test_kernel_source.py",),
    ),
    Mutation(
        "kernel source digests keep names",
        "ingest/_kernel_source.py",
        "            if text in KEYWORDS:",
        "            if True:",
        ("tests/test_kernel_source.py",),
    ),
    Mutation(
        "the source of a CPU function packing several nodes compared",
        "service/differ/profiles.py",
        'if packed_function_prefix and (node.kernel or "").startswith(packed_function_prefix):',
        "if False:",
        ("tests/test_kernel_source.py",),
    ),
    Mutation(
        "host memory counted as device memory",
        "ingest/xla_buffers.py",
        "        total -= host\n",
        "        pass\n",
        ("tests/test_host_memory.py",),
    ),
    Mutation(
        "the C++ wrapper not read",
        "ingest/_cpp_wrapper.py",
        "self.found = START.match(line) is not None",
        "self.found = False",
        ("tests/test_output_code.py",),
    ),
    Mutation(
        "a log of output_code alone makes no graph",
        "ingest/inductor_ir.py",
        "        return scheduled + [",
        "        return scheduled + 0 * [",
        ("tests/test_output_code.py",),
    ),
    Mutation(
        "a graph break's graphs not merged",
        "service/differ/graphs.py",
        "        if base_rest and head_rest:\n            split.append((base_rest, head_rest))",
        "",
        ("tests/test_gpu_pairs.py", "tests/test_cpu_dumps.py"),
    ),
    Mutation(
        "size symbols not counted at their example values",
        "ingest/_output_code.py",
        "    hints = {symbol: examples[argument] for symbol, argument in symbols.items() if argument in examples}",
        "    hints: dict[str, int] = {}",
        ("tests/test_gpu_pairs.py", "tests/test_cpu_dumps.py"),
    ),
    Mutation(
        "a gemm adding its bias not the gemm and an add",
        "ingest/_output_code.py",
        "        ops = BIAS_FUSED.get(op, [op])",
        "        ops = [op]",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a library call's decomposition read as new kernels",
        "service/differ/stages/__init__.py",
        "    library_call_for_many,\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a padding copy computing more than the copy never pads what its op contracts",
        "service/differ/stages/calls.py",
        "or _pads_contraction(kernel, plain, padded_op, pure=pure)",
        "or (pure and _pads_contraction(kernel, plain, padded_op, pure=pure))",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel only renamed counted as no choice of the compiler",
        "service/differ/findings.py",
        'if change != "renamed":',
        "if True:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel changed beside a look-alike claimed as a piece of its lost fusion",
        "service/differ/stages/fusions.py",
        "_changed_in_place(kernel, parts, in_place) or _pieces_of_others(kernel, parts, base_in_place)",
        "_changed_in_place(kernel, parts, in_place)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel holding a changed part among much else taken for that part, changed",
        "service/differ/stages/fusions.py",
        "return mostly(rival, part) or (mostly(part, rival) and overlap(part.work, rival.work) >= closeness)",
        "return mostly(rival, part) or mostly(part, rival)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a changed part with a rival ends the fusion instead of leaving it",
        "service/differ/stages/fusions.py",
        "        changed = [part for part in changed if id(part) not in rivalled]\n",
        "        if rivalled:\n            return []\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fusion computing what its parts read is out of their place",
        "service/differ/stages/fusions.py",
        '    return reached | {key for part in parts for p in part.producers for key in place(p) if key[0] == "in"}',
        "    return reached",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "random numbers drawn in kernels read as new kernels beside removed calls",
        "service/differ/stages/__init__.py",
        "    library_fallbacks,\n    random_in_kernels,\n",
        "    library_fallbacks,\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "random-number calls added beside the kernels read as a regrouping",
        "service/differ/stages/calls.py",
        "    if len(head) <= len(base):\n        matching.regrouped.append(",
        "    if True:\n        matching.regrouped.append(",
        ("tests/test_differ_stages.py",),
    ),
    Mutation(
        "a kernel that took a dropout call in left new",
        "service/differ/stages/calls.py",
        "        and any(mostly(other, kernel) for other in beside.values())\n",
        "        and False\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "random numbers drawn in kernels said as work computed another way",
        "service/report/story.py",
        '    if details.get("random_in_kernels"):\n        return "random"\n',
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a reduction that grew read as split among new finishing kernels",
        "service/differ/stages/many.py",
        "if any(holds(k.work, kernel.work) for kernel, share in zip(group, shares, strict=True) for k in share):",
        "if False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel that lost ops paired with a look-alike elsewhere in the dataflow",
        "service/differ/stages/edits.py",
        "(score + overlap(places.of_base(source), places.of_head(target)), source, target)",
        "(score, source, target)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "work regrouped between the same neighbours read as new and removed kernels",
        "service/differ/stages/__init__.py",
        "    computed_another_way,\n    regrouped_in_place,\n",
        "    computed_another_way,\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a regrouping in place adding launches",
        "service/differ/stages/regroup.py",
        "if base_group is None or len(head_group) > len(base_group) or len(base_group) < 2:",
        "if base_group is None or len(base_group) < 2:",
        ("tests/test_differ_stages.py",),
    ),
    Mutation(
        "one kernel against one in place read as a regrouping",
        "service/differ/stages/regroup.py",
        "if base_group is None or len(head_group) > len(base_group) or len(base_group) < 2:",
        "if base_group is None or len(head_group) > len(base_group):",
        ("tests/test_differ_stages.py",),
    ),
    Mutation(
        "other work between the same neighbours read as a regrouping",
        "service/differ/stages/regroup.py",
        "if overlap(base_work, head_work) > SIMILARITY_FLOOR:",
        "if True:",
        ("tests/test_differ_stages.py",),
    ),
    Mutation(
        "a kernel whose every op one piece does read as a lost fusion",
        "service/differ/stages/fusions.py",
        "if any(holds(part.work, kernel.work) for part in parts) or _converts_lost(",
        "if _converts_lost(",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel every leaf of which changed paired with a look-alike sharing its leaves",
        "service/differ/stages/content.py",
        "    proposals = [p for p in proposals if not _itself_elsewhere(p[1], p[2], in_place)]\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "pad_mm's padding read as new kernels",
        "service/differ/stages/__init__.py",
        "    padded_operands,\n    library_fallbacks,\n",
        "    library_fallbacks,\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel that gained ops with inputs read as new",
        "service/differ/stages/edits.py",
        '    assign(matching, _gained_ops_proposals(matching, Places(matching)), "gained ops")',
        "    return",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel with no neighbour to place it by (a graph's only kernel, a backward kernel now recomputing what it"
        " read) that gained ops read as new, though the only fit",
        "service/differ/stages/edits.py",
        "        or ((id(source), id(target)) in unplaced and same_pass(source, target))\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a small new kernel read as a bigger one having lost its ops",
        "service/differ/stages/edits.py",
        "    rivals = _gained_ops_proposals(matching, places)",
        "    rivals = []",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "Inductor's renames blamed on the compiler alone",
        "service/report/story.py",
        "edited = any(traits.kernels_named_after_model_ops for traits in _traits_holding(graphs, renamed))",
        "edited = False",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "one op in its place read as another because XLA named it otherwise",
        "service/differ/stages/edits.py",
        "                elif same_place and one_op(source) and one_op(target):",
        "                elif False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a forward kernel paired with its gradient",
        "service/differ/stages/content.py",
        "            near = [t for t in near if same_pass(source, t)]",
        "            near = list(near)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a new fusion's part held by its ops only read as not held",
        "service/differ/stages/fusions.py",
        "    twins = Counter(frozenset(part.work.items()) for part in parts)\n"
        "    return all(holds(kernel.work, Counter({op: count * times for op, count in work})) for work, times in "
        "twins.items())",
        "    return all(holds(kernel.leaf_counts, part.leaf_counts) for part in parts)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "backward kernels claiming forward pieces before the forward kernels",
        "service/differ/fusion.py",
        '    for source in sorted(sources, key=lambda k: (k.autodiff == "mixed", -len(k.leaf_keys), k.position)):',
        "    for source in sorted(sources, key=lambda k: (-len(k.leaf_keys), k.position)):",
        ("tests/test_golden_facts.py",),
    ),
    Mutation(
        "a model width read as the sequence length",
        "service/report/story.py",
        "    if not in_front and innermost * 2 >= positions.total():",
        "    if False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a mask kernel feeding every attention call keeps them from their lost fusions",
        "service/differ/stages/many.py",
        "            if id(p) in leftovers and id(p) not in grouped and all(id(c) in grouped for c in p.consumers)",
        "            if False",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an empty buffer growing divides by zero",
        "service/report/groups.py",
        "    if not smallest_old or not smallest_new:",
        "    if False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an exact pair's inputs changed said nowhere",
        "service/differ/findings.py",
        '        exact = stage == "exact" and base_kernel.operands == head_kernel.operands',
        '        exact = stage == "exact"',
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a base kernel split into pieces it holds whole read as its bigger piece changed",
        "service/differ/stages/content.py",
        "        if len(pieces) >= 2 and _split_into(source, pieces):\n            continue\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a compiler-named kernel computing one op (a gemm fusion, a template) read as a library call switched",
        "service/differ/findings.py",
        '    return kernel.node.kind in LIBRARY_CALL_KINDS and "computes" in kernel.node.attributes\n',
        '    return "computes" in kernel.node.attributes\n',
        ("tests/test_reports.py",),
    ),
    Mutation(
        "a Triton gemm scaling its result by a constant read as other work than cuBLAS's dot",
        "ingest/xla_buffers.py",
        ' and not m.attributes.get("by_constant")]',
        "]",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "collectives added by a sharding change left to the largest groups",
        "service/report/story.py",
        "    causes += _collectives_changed(graphs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "the new kernels and lost fusions a cause leaves unsaid in the story",
        "service/report/story.py",
        "causes), *map(_group_said, left[:STORY_GROUPS])])\n",
        "causes)])\n",
        ("tests/test_gpu_pairs.py", "tests/test_reports.py"),
    ),
    Mutation(
        "the harness benchmark_kernel appends digested as the kernel's computation",
        "ingest/_kernel_source.py",
        "        if harness:\n            continue\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "split pieces that recompute what they shared no longer fit side by side",
        "service/differ/stages/content.py",
        "        if repeated * 2 < len(piece.leaf_keys):\n",
        "        if repeated == 0:\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "multi-kernels launched under their own names",
        "ingest/_output_code.py",
        "    if variants:\n",
        "    if not variants:\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel that only took in a convert compared with kernels of another kind",
        "service/differ/profiles.py",
        "    leaves = working if len(working) == 1 else kernel.leaves\n",
        "    leaves = kernel.leaves\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "the waits of collectives added said as new kernels no cause explains",
        "service/report/story.py",
        '        or (collectives and finding["kind"] in ("new_kernel", "removed_kernel") and _waits(finding))\n',
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "look-alikes with a twin of their structure crossed by the shapes stage",
        "service/differ/stages/content.py",
        "    twins = {_twin_key(k) for k in matching.base_left} & {_twin_key(k) for k in matching.head_left}\n",
        "    twins: set[tuple[int, str, tuple[str, ...]]] = set()\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a dimension counted without the products it is flattened into",
        "service/report/story.py",
        "family = {pair: sum(n for other, n in pure.items() if _multiple(other, pair)) for pair in pure}",
        "family = dict(pure)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an operand padded along the dimension a gemm contracts read as a new kernel",
        "service/differ/stages/calls.py",
        "return any(isinstance(d, int) and d % PADDING_ALIGNMENT == 0 for d in written.shape or ())",
        "return False",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an operand padded at one batch size and not at the other read as new kernels",
        "service/differ/stages/calls.py",
        "    if not resized:\n        return bool(rounded_up)\n",
        "    if resized:\n        return False\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a library call whose operand one side pads left unpaired (paired by its kind alone)",
        "service/differ/stages/__init__.py",
        "    fused_for_many_beside_changed,\n    padded_calls,\n",
        "    fused_for_many_beside_changed,\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "equal kernels paired across a model's stages by shapes a batch change gave them",
        "service/differ/stages/content.py",
        "(keep_alone or _without_placed_twins)(matching),\n",
        "(keep_alone or (lambda matching: None))(matching),\n",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a padding copy giving the gemm after it another neighbourhood",
        "service/differ/profiles.py",
        "    seen_ins, seen_outs, seen_inputs = _through_padding(kernels, producers, consumers, inputs)\n",
        "    seen_ins, seen_outs, seen_inputs = producers, consumers, inputs\n",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a reduction split out of its fusion left out of the split reductions",
        "service/report/story.py",
        '        if finding["kind"] in ("lost_fusion", "new_fusion") and "partial_results" in finding["details"]\n',
        "        if False\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an XLA Triton gemm's fused ops run apart beside cuBLAS read as a lost fusion",
        "service/differ/stages/fusions.py",
        "        return part_op.kind in LIBRARY_CALL_KINDS and precision in matching.triton_gemm_precisions[side]\n",
        "        return False\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "cuBLAS at another precision read as the autotuner's choice",
        "service/differ/stages/fusions.py",
        "        return part_op.kind in LIBRARY_CALL_KINDS and precision in matching.triton_gemm_precisions[side]\n",
        "        return part_op.kind in LIBRARY_CALL_KINDS and bool(matching.triton_gemm_precisions[side])\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "reductions split or joined read as a dimension scaled",
        "service/report/story.py",
        "    causes += _reductions_split(graphs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a dimension few kernels reach read as the batch size",
        "service/report/story.py",
        '    elif kernels * FEW_SCALED < graph_kernels:\n        role = "a model width or the vocabulary"\n',
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel elsewhere in the dataflow holding the same leaves taken for the kernel",
        "service/differ/stages/content.py",
        "        and placed(source, target)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "look-alikes of other shapes paired alone from other places",
        "service/differ/stages/content.py",
        "        keep_alone=_placed_and_not_resized_beside,",
        "        keep_alone=None,",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel that only moves data keeps the pass jax named it after",
        "ingest/xla_buffers.py",
        "        if self.passes and not leaf_kinds <= LAYOUT_OPCODES:",
        "        if self.passes:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fused transpose gives its gemm the pass jax named it after",
        "ingest/xla_buffers.py",
        "            if inner.opcode not in LAYOUT_OPCODES and (autodiff := self.autodiff_pass(op_name)):",
        "            if autodiff := self.autodiff_pass(op_name):",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an output's dtype keeps a kernel that lost ops from its counterpart",
        "service/differ/profiles.py",
        'return Counter(LEADING_UNIT_SIZES.sub("", output.partition("[")[2]) for output in self.outputs)',
        "return Counter(self.outputs)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a gemm through another library call read as removed and new",
        "service/differ/stages/calls.py",
        "    base_calls = [k for k in matching.base_left if _one_library_op(k)]\n",
        "    return []\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fused kernel run another way as many read as a kernel that lost ops",
        "service/differ/stages/__init__.py",
        "    fused_for_many,\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fused kernel beside other leftovers taken for their fusion",
        "service/differ/stages/many.py",
        "            if alone and {id(k) for k in _between(own, before, after, own_match)} != members:",
        "            if False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a lost fusion's look-alike pieces taken by the schedule, not by what they feed",
        "service/differ/fusion.py",
        "    placed = [t for t in placed if id(t) in beside_parts] or placed\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel whose work is partly in one piece keeps that piece from the others",
        "service/differ/fusion.py",
        "        if len(parts) == 1 and wanted:",
        "        if False:",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a remat's copy of forward work paired with the forward kernel",
        "service/differ/stages/content.py",
        '(what(k), "rematerialized" in k.node.attributes)',
        "(what(k), False)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a backward kernel taking some recomputed work in read as a copy of forward work",
        "ingest/xla_buffers.py",
        "        if self.recomputed == {True}:",
        "        if True in self.recomputed:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a remat that is a module's only forward read as a copy of it",
        "ingest/xla_buffers.py",
        "        return self.forward_outside_remat and _rematerialized(op_name)",
        "        return _rematerialized(op_name)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a graph split into more fused kernels blamed on a fusion setting",
        "service/report/story.py",
        'lost == graph["base_fused_kernels"] and graph["head_fused_kernels"] < lost',
        'lost == graph["base_fused_kernels"]',
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a remat policy's kernels left unsaid",
        "service/report/story.py",
        "    causes += _rematerialized(graphs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "copies for an op mutating its argument left unsaid",
        "service/report/story.py",
        "    causes += _copies_for_in_place(graphs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a copy back into an input not known as one",
        "service/differ/findings.py",
        "        if copied & _mutated(producer):\n",
        "        if False:\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an input of no known size said as a donation dropped",
        "service/report/story.py",
        "        if size\n    }",
        "    }",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a data-dependent result said as one the IR does not list",
        "ingest/_output_code.py",
        'return "result" if step.buffer in buffers else "unlisted result"',
        'return "unlisted result"',
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel alone takes any leftovers as its parts",
        "service/differ/stages/fusions.py",
        "    if alone and not feed_only_one_another(parts):\n        return []\n",
        "",
        ("tests/test_differ_stages.py",),
    ),
    Mutation(
        "a scatter through a library call left unsaid",
        "service/report/story.py",
        "    causes += _scatter_calls(graphs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "one reduction with a last dimension added said as split whatever came with it",
        "service/report/story.py",
        "and not (found and _some_reduction(graphs, finisher))",
        "and not found",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "loop sizes printed as lists read as other sizes",
        "ingest/inductor_ir.py",
        '        attributes["sizes"] = _sizes_as_tuples(attributes["sizes"])\n',
        "        pass\n",
        ("tests/test_grammar.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "a library call's epilogue not read",
        "ingest/xla_buffers.py",
        '            attributes["library_epilogue"] = epilogue\n',
        "            pass\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "lost fusions said after the new kernels beside a cause",
        "service/report/story.py",
        '        left.sort(key=lambda group: group["kind"] != LOST_FUSION.name)',
        "        pass",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "fusions a reduction split lost said twice",
        "service/report/story.py",
        '        or (reductions and "partial_results" in finding["details"])\n',
        "",
        ("tests/test_reports.py",),
    ),
    Mutation(
        "the GPU a graph was compiled for not read",
        "ingest/inductor_ir.py",
        '        attributes["gpu"] = gpu\n',
        "        pass\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "runs compiled for other GPUs left unsaid",
        "service/report/story.py",
        "    causes = _gpu_changed(gpus) if groups else []\n",
        "    causes = []\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "Inductor kernels recomputing forward work not known as such",
        "service/differ/findings.py",
        "    return bool(computed) and forward_work.issuperset(computed)\n",
        "    return False\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a donation dropped left unsaid",
        "service/report/story.py",
        "    causes += _in_place_lost(graphs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "inputs a release renamed read as no longer updated in place",
        "service/differ/growth.py",
        "    if len(head_updated) >= len(base_updated):\n        return {}\n",
        "",
        ("tests/test_memory.py",),
    ),
    Mutation(
        "a donation dropped outside the peak left unsaid",
        "service/differ/growth.py",
        'finding = replace(finding, details={**finding.details, "no_longer_updated_in_place": dropped})',
        "pass",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a remat's copy taken as a piece of a lost fusion",
        "service/differ/fusion.py",
        "return [t for t in candidates if pass_holds(source, t) and _recomputes(t) == recomputes]",
        "return [t for t in candidates if pass_holds(source, t)]",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "leftover graphs paired across roles",
        "service/differ/graphs.py",
        "if candidate.format == graph.format and _roles_agree(graph, candidate, backward_roles)",
        "if candidate.format == graph.format",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a user's kernel in the place of the compiler's read as new",
        "service/differ/stages/edits.py",
        "targets = matching.head_left if _user_kernel(source) else user_targets",
        "targets = user_targets if _user_kernel(source) else []",
        ("tests/test_gpu_pairs.py", "tests/test_differ_stages.py"),
    ),
    Mutation(
        "an input updated in place by another kernel read as an in-place update lost",
        "service/differ/memory.py",
        "if base_buffer.updates and not head_buffer.updates and not self._still_updated(base_buffer.updates):",
        "if base_buffer.updates and not head_buffer.updates:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a backward compiled autograd traced keeps its inference role",
        "service/differ/graphs.py",
        "backward_roles = _traced_backwards(base) | _traced_backwards(head)",
        "backward_roles: set[int] = set()",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "renames across a graph break blamed on a compiler release",
        "service/report/story.py",
        'changed = _changed([graph for graph in graphs if graph["pairing"] != "merged"])',
        "changed = _changed(graphs)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "look-alikes of one name paired by similarity from other places",
        "service/differ/stages/edits.py",
        "            if score >= SIMILARITY_FLOOR and not_elsewhere(source, target, places):",
        "            if score >= SIMILARITY_FLOOR:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "deepdiff's report kept in the order the process's hashing gives",
        "service/differ/findings.py",
        "sorted(((str(k), v) for k, v in value.items()), key=_natural_order)",
        "((str(k), v) for k, v in value.items())",
        ("tests/test_reports.py",),
    ),
    Mutation(
        "a kernel rewritten on no more inputs read as new",
        "service/differ/stages/edits.py",
        "            or not _keeps_every_op(source, target)\n",
        "",
        ("tests/test_cpu_dumps.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "a template chosen before fusion giving up its prologue or epilogue read as the autotuner's choice",
        "service/differ/stages/fusions.py",
        "    return any(op.ops[:1] == (FIXED_TEMPLATE,) for op in ops)",
        "    return False",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel written out at more length on the same inputs, its ops not doubled, read as new",
        "service/differ/stages/edits.py",
        "            or ops_share_of(target, source) >= 0.5\n        )",
        "        )",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a dot run by another of XLA's emitters said as renamed by a release",
        "service/differ/findings.py",
        "    return one_op and base.node.kind == head.node.kind and _backend(base) != _backend(head)",
        "    return False",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel whose ops exactly doubled on the same inputs (a gemm taking in its prologue) read as new",
        "service/differ/stages/edits.py",
        "            or ops_share_of(target, source) >= 0.5\n",
        "            or ops_share_of(target, source) > 0.5\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a graph's lone kernel doing the work of the other side's kernels that feed only one another read as new",
        "service/differ/stages/many.py",
        "    return (kernel, group) if all(mostly(member, kernel) for member in group) else None",
        "    return None",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a lone kernel taken for a group it does too little of the work of",
        "service/differ/stages/many.py",
        "    return (kernel, group) if all(mostly(member, kernel) for member in group) else None",
        "    return (kernel, group)",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a fork's document dropping what a changed kernel now recomputes",
        "service/report_document.py",
        "    recomputes_forward: list[Name] | None = None",
        "    forward_nodes: list[Name] | None = None",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel recomputing what it read (fewer inputs) read as new",
        "service/differ/stages/edits.py",
        "            len(target.reads) != len(source.reads)\n",
        "            len(target.reads) > len(source.reads)\n",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a changed kernel's forward work recomputed not said",
        "service/differ/findings.py",
        "    if (gained := [node for node in after if node not in before]) and in_both_forwards.issuperset(gained):",
        "    if (gained := [node for node in after if node not in before]) and not in_both_forwards:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a source node printed without a name taken as one",
        "ingest/_output_code.py",
        '    return [name for name in listed.split(", ") if name]',
        '    return listed.split(", ")',
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a dtype's digits read as a dimension scaled",
        "service/report/groups.py",
        'INTEGER = re.compile(r"\\b[0-9]{1,19}")',
        'INTEGER = re.compile(r"[0-9]{1,19}")',
        ("tests/test_cpu_dumps.py",),
    ),
    Mutation(
        "the C++ wrapper's calls of CPU kernels not read as launches",
        "ingest/_cpp_wrapper.py",
        "(?:call_|(?=cpp_fused_))",
        "(?:call_)",
        ("tests/test_cpu_dumps.py",),
    ),
    Mutation(
        "a precision change left unsaid",
        "service/report/story.py",
        "    causes += _precision_changed(graphs)\n",
        "",
        ("tests/test_cpu_dumps.py",),
    ),
    Mutation(
        "a mask's dtype read as a precision",
        "service/report/story.py",
        "and old_dtype != new_dtype and floating:",
        "and old_dtype != new_dtype:",
        ("tests/test_cpu_dumps.py",),
    ),
    Mutation(
        "a fusion with a changed part read as new and removed kernels",
        "service/differ/stages/fusions.py",
        "    if len(fused.leaves) < 2 or not (place or alone) or runs_library_call(fused):",
        "    if True:",
        ("tests/test_gpu_pairs.py", "tests/test_differ_stages.py"),
    ),
    Mutation(
        "a fusion with a changed part read as its other part changed",
        "service/differ/stages/content.py",
        "    fusions |= fusing_a_changed_part(matching, proposals, places)\n",
        "",
        ("tests/test_gpu_pairs.py", "tests/test_differ_stages.py"),
    ),
    Mutation(
        "a library call fused with its operand's slice read as no dot",
        "ingest/xla_buffers.py",
        "opcode = (_library_op(target) if target else None) or inner.opcode",
        "opcode = inner.opcode",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "the peak attributed where only the total moved",
        "service/differ/memory.py",
        "if _has_peak(base) and _has_peak(head) and not _only_total_moved(base, head, config):",
        "if _has_peak(base) and _has_peak(head):",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a reused storage's bytes on its last holder in the total",
        "service/differ/memory.py",
        "held = _held(graph, allocated, _earlier)",
        "held = _held(graph, allocated, _later)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a collective moved between graphs said as totals",
        "service/report/story.py",
        "moved = added.keys() & removed.keys()",
        "moved: set[str] = set()",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a padding copy's buffer said as unmatched",
        "service/differ/memory.py",
        "for entry in matching.padded if entry.in_head for copy",
        "for entry in matching.padded if not entry.in_head for copy",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "growth a padding makes up flagged",
        "service/differ/growth.py",
        "if padding > 0 and not config.is_growth(base_bytes, head_bytes - padding):",
        "if False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "the base's padding counted as the head's",
        "service/differ/growth.py",
        "graph, sign = (head, 1) if entry.in_head else (base, -1)",
        "graph, sign = (head, 1) if entry.in_head else (base, 1)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "renames beside padded operands said as a compiler release",
        "service/report/story.py",
        'if f["details"].get("matched_by") == "padded operands")',
        'if f["details"].get("matched_by") == "padded")',
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a padding copy that took in the ops before it read as new",
        "service/differ/profiles.py",
        "or not _masks_an_index(kernel):",
        "or not _copies_under_a_mask(kernel):",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "copies padding other ops in each run paired as one copy resized",
        "service/differ/stages/content.py",
        "lambda kernel: (kernel.structure_hash, padding_places.get(id(kernel))),",
        "lambda kernel: (kernel.structure_hash, None),",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "what padding adds to an op's output flagged as growth",
        "service/differ/growth.py",
        "math.prod(s if aligned_up(s, p) else p for s, p",
        "math.prod(p for s, p",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a fork's attribution line of any change, rendered unescaped",
        "service/report_document.py",
        "change: Annotated[str, _one_of(get_args(AttributionChange))]",
        "change: Name",
        ("tests/test_report_document.py",),
    ),
    Mutation(
        "an op run as a library call beside its lost fusion read as new",
        "service/differ/stages/calls.py",
        "if op in _loop_ops(fused) and not any(op in _loop_ops(part) for part in parts):",
        "if op in _loop_ops(fused) and any(op in _loop_ops(part) for part in parts):",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a dimension said only where its own commonest substitution is most",
        "service/report/story.py",
        "old, new = max(most or pure, key=pure.__getitem__)",
        "old, new = max(pure, key=pure.__getitem__)",
        ("tests/test_reports.py",),
    ),
    Mutation(
        "growth in a rerun beside only the autotuner's choices flagged",
        "service/differ/growth.py",
        "if grew and choices_only:",
        "if grew and choices_only and False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "the autotuner's choices excuse growth beside another change",
        "service/differ/findings.py",
        "choices_only = bool(choices) and all(choices) and not unmatched",
        "choices_only = bool(choices) and all(choices)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a reduction's input written apart read as its partial results",
        "service/differ/findings.py",
        "if (size := partial_results(kept, sizes)) is not None and _finished_apart(piece, size, kept):",
        "if (size := partial_results(kept, sizes)) is not None:",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a reduction's input read as its partial results where one kernel sums it",
        "service/differ/findings.py",
        "        if not reduces(piece):\n            continue\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "split reductions named by Inductor's settings whatever the format",
        "service/report/story.py",
        "splitting = {traits.reduction_splitting for traits in _traits_holding(graphs, [f for f, _ in everything])}",
        'splitting = {traits_of("inductor_ir").reduction_splitting}',
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "fusions regrouped only into fewer kernels (a fusion moved read as lost)",
        "service/differ/stages/regroup.py",
        "if len(head_kernels) <= len(base_kernels):",
        "if len(head_kernels) < len(base_kernels):",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "fusions regrouped into more kernels",
        "service/differ/stages/regroup.py",
        "if len(head_kernels) <= len(base_kernels):",
        "if head_kernels:",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a removed kernel a regrouping took in left out of it",
        "service/differ/stages/regroup.py",
        "                groups.join(member, kernel)\n                taken.append(kernel)\n",
        "                groups.join(member, kernel)\n",
        ("tests/test_differ_properties.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "twin kernels both fused into one doing the work of one",
        "service/differ/stages/fusions.py",
        "whole = matching.stable_ids or _holds_each(kernel, parts)",
        "whole = matching.stable_ids or all(holds(kernel.work, p.work) for p in parts)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel doing again work a new fusion took in read as new",
        "service/differ/stages/regroup.py",
        "for kernel in (*duplicating, *(head for _, head, _ in moved), *new_first_passes)]",
        "for kernel in (*(head for _, head, _ in moved), *new_first_passes)]",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "regroupings left unsaid by the story",
        "service/report/story.py",
        "    causes += _fusions_regrouped(graphs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "dots merged whatever their widths",
        "service/differ/stages/calls.py",
        "                and part_shape[1][-1] * len(dots) == shape[1][-1]\n",
        "",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "the slicing readers of a merged dot left unpaired",
        "service/differ/stages/calls.py",
        'matching.record(sliced, "merged dots")',
        'matching.record(sliced[:0], "merged dots")',
        ("tests/test_differ_properties.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "no dots merged",
        "service/differ/stages/__init__.py",
        "    merged_dots,\n    structure,",
        "    structure,",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a boundary moved between two kernels read as a new and a removed kernel",
        "service/differ/stages/regroup.py",
        "    moved = _moved_boundaries(matching, new_apart, groups)\n",
        "    moved: list[tuple[Kernel, Kernel, Kernel]] = []\n",
        ("tests/test_differ_properties.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "a regrouped pair said as a changed kernel too",
        "service/differ/stages/regroup.py",
        "    matching.pairs = [pair for pair in matching.pairs if id(pair[0]) not in regrouped]\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "no fusion regrouped",
        "service/differ/stages/__init__.py",
        "    unmatched,\n    regrouped_fusions,\n)",
        "    unmatched,\n)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "renames of fusion turned on said as a compiler version change",
        "service/report/story.py",
        "_findings_of(graph, LOST_FUSION.name, NEW_FUSION.name) for graph in graphs",
        "_findings_of(graph, LOST_FUSION.name) for graph in graphs",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "renames of Inductor's kernel-naming setting said as a compiler release",
        "service/report/story.py",
        "base != head and count * 2 > len(same_work)",
        "base != head and count > len(same_work)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a graph's code logged without its IR beside graphs with theirs read as a log of code alone",
        "ingest/inductor_ir.py",
        "output_code=code, cached=bool(scheduled))",
        "output_code=code, cached=False)",
        ("tests/test_load_edges.py",),
    ),
    Mutation(
        "an XLA module's optimized HLO alone compared with one that has its buffer assignment",
        "ingest/xla_buffers.py",
        "        if hlo_alone is not None:  # no memory facts",
        "        if hlo_alone is None:  # no memory facts",
        ("tests/test_load_edges.py",),
    ),
    Mutation(
        "an XLA module's optimized HLO alone read without its dataflow",
        "ingest/xla_buffers.py",
        "module.values = _values_of_instructions(hlo_alone)",
        "module.values = {}",
        ("tests/test_xla_buffers.py",),
    ),
    Mutation(
        "a log downloaded from a CI run read with its lines' stamps",
        "ingest/_torch.py",
        'if line[10:11] == "T" and',
        'if line[10:11] == "t" and',
        ("tests/test_load_edges.py",),
    ),
    Mutation(
        "a folder of dumps compressed one by one read as it lies",
        "ingest/load.py",
        "path.is_dir() and archives.holds_compressed_files(path)",
        "path.is_dir() and not archives.holds_compressed_files(path)",
        ("tests/test_archives.py",),
    ),
    Mutation(
        "a working folder copied for a compressed file that is no dump",
        "ingest/archives.py",
        "and _without_suffix(path.name).endswith(TEXT_DUMP_SUFFIXES)):",
        "and True):",
        ("tests/test_archives.py",),
    ),
    Mutation(
        "a debug folder's graph added or removed said without the cache that leaves it undumped",
        "service/report/story.py",
        'if graph["format"] == "inductor_ir" and not name.startswith("["):',
        'if graph["format"] == "inductor_ir" and name.startswith("["):',
        ("tests/test_reports.py",),
    ),
    Mutation(
        "a fused kernel for many not looked for again once the kernels beside it paired as changed",
        "service/differ/stages/many.py",
        "    _done_by_many(matching, _each_fused_kernel, alone=True)\n\n\ndef _isolated_for_many",
        "    return\n\n\ndef _isolated_for_many",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a dot among data moves taken for a fused kernel for many, whatever the other side's dots' widths",
        "service/differ/stages/many.py",
        " and one_dot_shape(k) is None]",
        "]",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "kernels computed another way regrouped where the head runs more of them",
        "service/differ/stages/regroup.py",
        "and 1 <= len(head_group) <= len(base_group) and",
        "and 1 <= len(head_group) and",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "kernels on another interface taken for the same computed another way",
        "service/differ/stages/regroup.py",
        " and _same_interface(base_group, head_group):",
        ":",
        ("tests/test_differ_properties.py",),
    ),
    Mutation(
        "a concatenation lowered as one masked node read as new, its pieces removed",
        "service/differ/stages/many.py",
        "    _done_by_many(matching, _each_one_node_kernel, alone=True, same_computation=True)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a one-node kernel taken for the leftovers beside it whatever it computes",
        "service/differ/stages/many.py",
        "            if same_computation and any(",
        "            if False and any(",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "the same computation in the same place, moved by masks, read as a new and a removed kernel",
        "service/differ/stages/edits.py",
        "    proposals += _same_computation_in_place(matching, places) + _alone_in_their_place(matching, places)",
        "    proposals += _alone_in_their_place(matching, places)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an op between converts at another precision read as a new and a removed kernel",
        "service/differ/stages/edits.py",
        "                elif place_likeness and source.unconverted_leaves == target.unconverted_leaves:",
        "                elif False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "library calls switched paired only after the kernels around them",
        "service/differ/stages/__init__.py",
        "    same_outputs,\n    calls_switched,\n",
        "    same_outputs,\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a call's output as rows of the same elements not that call switched",
        "service/differ/stages/calls.py",
        "or ((written := elements.get(id(source))) is not None and written == elements.get(id(target)))",
        "or False",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "collectives of as many elements paired as one call switched",
        "service/differ/stages/calls.py",
        " if not COLLECTIVE.search(work_kind(k))}",
        "}",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "kernels alike in work paired past one of the base kernel's very shapes in its place",
        "service/differ/stages/content.py",
        "        return source.outputs == target.outputs or not (",
        "        return True or not (",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel of the base kernel's shapes in its place keeping it from pairing whatever its work",
        "service/differ/stages/content.py",
        "            mostly(other, kernel) for neighbour in place",
        "            True for neighbour in place",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fused kernel writing what only its own nodes read kept from computing a graph another way",
        "service/differ/stages/regroup.py",
        "(holds(base_outputs, head_outputs) or holds(head_outputs, base_outputs))",
        "base_outputs == head_outputs",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a copy of a donated input said without its cause",
        "service/differ/findings.py",
        'if not kernel.work.keys() <= COPY_OPS | {"copy"} or not (read := kernel.reads & donated):',
        "if not kernel.work.keys() <= COPY_OPS or not (read := kernel.reads & donated):",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a dimension placed by its flattened products too",
        "service/report/story.py",
        "showing = [(changes, pair) for changes, pair in showing if pair == (old, new)] or showing",
        "showing = [(changes, pair) for changes, pair in showing if pair != (old, new)] or showing",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fallback op's source nodes not read",
        "ingest/_output_code.py",
        r"(?P<returned>buf\d+) = (?:torch\.ops\.)?aten",
        r"(?P<returned>buf\d+) = (?:torch\.ops\.)?never",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "fusions renamed by XLA's rename pass blamed on a release",
        "service/report/story.py",
        '        (_fusion_renaming, "XLA\'s fusion names made otherwise (its rename_fusions pass {} -> {})"),\n',
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "library gemm calls never merged dots",
        "service/differ/stages/calls.py",
        "DOTS = GEMM_FUSION_OPS | DOT_CALLS",
        "DOTS = GEMM_FUSION_OPS",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "dots each resized taken for their merge",
        "service/differ/stages/calls.py",
        "any(own_dots[(shape, match)] > 1 for match in inputs)",
        "any(own_dots[(shape, match)] > 2 for match in inputs)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "merged dots looked for after kernels pair by structure",
        "service/differ/stages/__init__.py",
        "    calls_switched,\n    merged_dots,\n    structure,\n",
        "    calls_switched,\n    structure,\n    merged_dots,\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an op gone from one run's forward said as a recomputation given up",
        "service/differ/findings.py",
        "in_both_forwards = forward_work[0] & forward_work[1]",
        "in_both_forwards = forward_work[0] | forward_work[1]",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a look-alike elsewhere writing a kernel's shapes paired past that kernel having lost ops in its place",
        "service/differ/stages/content.py",
        "mostly(source, other) and holds(source.output_shapes, other.output_shapes) for other",
        "mostly(source, other) and not holds(source.output_shapes, other.output_shapes) for other",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a removed kernel held whole by a regrouped kernel in its place left out of the group",
        "service/differ/stages/regroup.py",
        "if holds(head.leaf_counts, kernel.leaf_counts) and not place.keys().isdisjoint(places.of_head(head))",
        "if holds(head.leaf_counts, kernel.leaf_counts) and place.keys().isdisjoint(places.of_head(head))",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "an allocation whose sizes hold brackets skipped",
        "ingest/_output_code.py",
        "empty_strided_\\w+\\((?P<layout>\\(.*\\)), torch",
        "empty_strided_\\w+\\((?P<layout>\\([^)]*\\), \\([^)]*\\)), torch",
        ("tests/test_output_code.py",),
    ),
    Mutation(
        "a size's call split at its commas",
        "ingest/_torch.py",
        'text.split(",") if "(" not in text else top_level_items(text)',
        'text.split(",")',
        ("tests/test_output_code.py",),
    ),
    Mutation(
        "some pieces of a kernel found elsewhere taken for its lost fusion beside that kernel changed in place",
        "service/differ/stages/fusions.py",
        "if not _held_whole(kernel, parts) and (",
        "if _held_whole(kernel, parts) and (",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a view's leading sizes of 1 taken for another shape",
        "service/differ/profiles.py",
        'return Counter(LEADING_UNIT_SIZES.sub("", output.partition("[")[2]) for output in self.outputs)',
        'return Counter(output.partition("[")[2] for output in self.outputs)',
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel pairs with another block's look-alike of its shapes whose neighbourhood agrees only in part, though"
        " both have a look-alike of their structure placed like them one hop wider (a narrower model's blocks)",
        "service/differ/stages/content.py",
        "return not (source_twinned and target_twinned) if hops else not (source_twinned or target_twinned)",
        "return True if hops else not (source_twinned or target_twinned)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a forward kernel taking in a gradient op in its place is not that kernel grown (new and removed)",
        "service/differ/stages/edits.py",
        "        and (same_pass(source, target) or pass_holds(target, source))\n",
        "        and same_pass(source, target)\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a forward kernel letting go of a gradient op in its place is not that kernel having lost ops",
        "service/differ/stages/edits.py",
        "                pass_holds(source, target)\n                and overlap(",
        "                False\n                and overlap(",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel whose work was replaced in its place (GELU's tanh form for its erf form) read as a lost fusion of"
        " look-alike pieces from other layers",
        "service/differ/stages/fusions.py",
        "            if replaced and replaced(kernel, parts):",
        "            if False:",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "the one leftover of each side between the same paired neighbours, its op replaced (GELU for ReLU), read as a"
        " new kernel and a removed one",
        "service/differ/stages/edits.py",
        "    proposals += _same_computation_in_place(matching, places) + _alone_in_their_place(matching, places)",
        "    proposals += _same_computation_in_place(matching, places)",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel that kept every op and gained more in its place (tanh * sigmoid after a GELU) read as that kernel"
        " changed, not a new kernel",
        "service/differ/stages/edits.py",
        "        and not _keeps_every_op(source, target)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a library call writing a workspace of another size (the algorithm the autotuner chose) is no rerun's choice",
        "service/differ/findings.py",
        "                    or _algorithm_switched(base_kernel, head_kernel)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a library call's workspace resized by its algorithm flagged as a buffer's growth",
        "service/differ/growth.py",
        "                and not _scratch(head_kernel, head_buffer)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "dots of one input each losing a bias read as merged across the projections (q for k and v)",
        "service/differ/stages/calls.py",
        "                and not any(own_dots[(part_shape, match)] >= len(dots) for match in inputs)\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fusion with its activation replaced in its place read as a lost fusion of the other layers' look-alikes",
        "service/differ/stages/fusions.py",
        "            and not _op_kinds(other) <= kinds\n",
        "            and False\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a sum recomputing the product its producer wrote out for it (realize_acc_reads_threshold) left unpaired",
        "service/differ/stages/edits.py",
        "        and _reads_what_its_producers_read(source, target, places)\n",
        "        and False\n",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a sum paired through what its producer read before the look-alike in its own place",
        "service/differ/stages/edits.py",
        "        if id(source) not in fitted\n        and id(target) not in fitted\n        and _reads",
        "        if _reads",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a leftover sharing any neighbour taken for a fusion changed in its very place (an op replaced)",
        "service/differ/stages/fusions.py",
        "            and overlap(place, in_place.place_of_leftover(other)) >= SIMILARITY_FLOOR\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a removed first pass of a reduction not taken into its group",
        "service/differ/stages/regroup.py",
        "            first_pass = _first_pass_of(kernel, member, group_heads)\n",
        "            first_pass = False\n",
        ("tests/test_differ_stages.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "a new first pass of a reduction not taken into the new fusion's group",
        "service/differ/stages/regroup.py",
        "    new_first_passes = _new_first_passes(matching, new_apart, groups)\n",
        "    new_first_passes: list[Kernel] = []\n",
        ("tests/test_differ_stages.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "a first pass that also computes taken for one",
        "service/differ/stages/regroup.py",
        '        and all("reduc" in op.lower() for op in computation)\n',
        '        and any("reduc" in op.lower() for op in computation)\n',
        ("tests/test_differ_stages.py",),
    ),
    Mutation(
        "a first pass taken in where the other side does not reduce",
        "service/differ/stages/regroup.py",
        "        and any(reduces(other) for other in others)\n",
        "",
        ("tests/test_differ_stages.py", "tests/test_gpu_pairs.py"),
    ),
    Mutation(
        "a chain of first passes into a new fusion cut after the first",
        "service/differ/stages/regroup.py",
        "                members[id(kernel)] = members[id(member)]\n",
        "",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a kernel that lost its converts read as a fusion split into converts elsewhere",
        "service/differ/stages/fusions.py",
        " or _converts_lost(kernel, parts, places):",
        ":",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a convert in the fused kernel's place no piece of it",
        "service/differ/stages/fusions.py",
        "not part.unconverted_leaves and (elsewhere := places.of_head(part)) and place.isdisjoint(elsewhere)",
        "not part.unconverted_leaves",
        ("tests/test_gpu_pairs.py",),
    ),
    Mutation(
        "a fused kernel of no known place judged to have lost its converts",
        "service/differ/stages/fusions.py",
        "        and bool(place)\n",
        "",
        ("tests/test_golden_facts.py", "tests/test_compare_corpus.py"),
    ),
)


def _copy(into: Path) -> Path:
    package = into / "dumpdiff"
    for name in PACKAGES:
        shutil.copytree(ROOT / name, package / name, ignore=shutil.ignore_patterns("__pycache__"))
    return package


def _environment(shadow: Path) -> dict[str, str]:
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, (str(shadow), environment.get("PYTHONPATH"))))
    return environment


def _imports_the_copy(shadow: Path) -> bool:
    command = [sys.executable, "-c", "import dumpdiff.ingest, dumpdiff.service; print(dumpdiff.service.__file__)"]
    result = subprocess.run(command, cwd=ROOT, env=_environment(shadow), capture_output=True, text=True, check=False)
    return result.stdout.startswith(str(shadow))


def _pytest(tests: tuple[str, ...], shadow: Path, basetemp: Path) -> int:
    """pytest's exit status: 0 passed, 1 some test failed (2 and more: it could not run them, no verdict)."""
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", f"--basetemp={basetemp}", *tests]
    return subprocess.run(command, cwd=ROOT, env=_environment(shadow), capture_output=True, check=False).returncode


def main(names: list[str]) -> int:
    chosen = [m for m in MUTATIONS if not names or m.name in names]
    survivors = []
    with tempfile.TemporaryDirectory(prefix="dumpdiff-mutants-") as scratch:
        work = Path(scratch)
        all_tests = tuple(sorted({test for m in chosen for test in m.tests}))
        clean = work / "clean"
        _copy(clean)
        if not _imports_the_copy(clean):
            print("the copy does not shadow the installed package", file=sys.stderr)
            return 2
        if _pytest(all_tests, clean, work / "pytest-clean") != 0:
            print(f"the tests fail without any mutation: {' '.join(all_tests)}", file=sys.stderr)
            return 2
        for index, mutation in enumerate(chosen):
            shadow = work / f"mutant{index}"
            package = _copy(shadow)
            target = package / mutation.path
            source = target.read_text()
            if source.count(mutation.original) != 1:
                print(f"{mutation.name}: {mutation.path} no longer holds the original once", file=sys.stderr)
                return 2
            target.write_text(source.replace(mutation.original, mutation.mutant))
            started = time.perf_counter()
            status = _pytest(mutation.tests, shadow, work / f"pytest{index}")
            killed = status == 1
            verdict = "killed" if killed else "SURVIVED" if status == 0 else f"ERROR {status}"
            print(
                f"{verdict:<8} {time.perf_counter() - started:5.1f} s  {mutation.name}  ({', '.join(mutation.tests)})"
            )
            if not killed:
                survivors.append(mutation.name)
    print(f"{len(chosen) - len(survivors)}/{len(chosen)} mutations killed")
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
