"""Pieces of PyTorch's printing that several parsers share: log-line prefixes, dtype names and sizes, layouts."""

from __future__ import annotations

import ast
import operator
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import NamedTuple

from dumpdiff.ingest._text import top_level_items
from dumpdiff.ingest.model import Dim

# A higher-order wrapper names the op it runs among its arguments (`graphsafe_run_with_rng_state(torch.ops.aten.
# _scaled_dot_product_cudnn_attention.default, ...)`; `run_with_rng_state` takes the rng state first): a reference to
# an op, not a call of one.
# ASCII digits (`str.isdigit` also takes `²`, which `int` refuses), at most 19: no tensor has more elements than an
# int64 counts, and longer runs stay text (as symbolic sizes do) instead of reaching `int`'s limit on digits.
INTEGER = re.compile(r"-?[0-9]{1,19}")
OP_REFERENCE = re.compile(r"\btorch\.ops\.(?P<op>\w+\.\w+(?:\.\w+)?)(?![\w.(])")
# TORCH_LOGS' glog form prefixes every line; the Python-logging form only a record's first line
# (`torch/_logging/_internal.py`, TorchLogsFormatter).
GLOG_PREFIX = re.compile(
    r"^(?:\[rank\d+\]:)?[VDIWEC]\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ [^:\]]+:\d+\]"
    r"(?: \[(?P<compile_id>[!\d/_]+)\])?(?: \[__(?P<artifact>\w+)\])? ?"
)
# Python logging names the artifact in the logger (`torch._inductor.codecache.__output_code`).
PYTHON_LOG_PREFIX = re.compile(r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]*?(?:\.__(?P<logger_artifact>\w+))?:")
RANK_PREFIX = re.compile(r"\[rank([0-9]+)\]:")  # what a distributed job's ranks prefix their lines with
# GitHub Actions stamps every line of a job's log it keeps (`2026-11-27T08:04:20.5929870Z `): a log downloaded from a
# CI run.
CI_TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?Z ")
LOG_LINE = re.compile(
    "|".join(
        f"^(?:{CI_TIMESTAMP.pattern})?{prefix.pattern.removeprefix('^')}" for prefix in (GLOG_PREFIX, PYTHON_LOG_PREFIX)
    ),
    re.MULTILINE,
)


class LogLine(NamedTuple):
    number: int
    text: str  # without the prefix
    artifact: str | None
    compile_id: str | None  # `0/0_1` (frame/recompile, attempt) in glog prefixes: one id per compiled graph


def log_lines(lines: Iterable[str]) -> Iterator[LogLine]:
    """The lines of a TORCH_LOGS log. The artifact is the record's tag (`aot_graphs`, `output_code`, ...), "" for an
    untagged glog record, None where unknown (a Python-logging record of a logger without one, as older torch
    releases print, or text before any record). Python logging prefixes only a record's first line, so a line
    without a prefix belongs to the record before it.

    The ranks of a distributed job write one log together (torchrun passes their lines on as they come, each prefixed
    `[rankN]:`), their records interleaved: it reads rank by rank, the first rank's lines as they come and each other
    rank's after them, in rank order, their compile ids marked (`rank1:0/0`) so that no graph of one rank is taken
    for another's. A log downloaded from a CI run has every line stamped by the CI system (`CI_TIMESTAMP`): the stamp
    goes before anything else is read."""
    first: int | None = None
    others: dict[int, list[LogLine]] = defaultdict(list)
    for line, rank in _records(lines):
        first = rank if first is None else first
        if rank is None or rank == first:
            yield line
        else:
            others[rank].append(line._replace(compile_id=f"rank{rank}:{line.compile_id or ''}"))
    for later in sorted(others):
        yield from others[later]


def _records(lines: Iterable[str]) -> Iterator[tuple[LogLine, int | None]]:
    """`log_lines` as the log orders them, each with the rank whose line it is (None where none is said): a rank's
    line without a record's prefix (a warning it printed) belongs to that rank's record before it."""
    record: str | None = None
    compile_id: str | None = None
    rank: int | None = None
    others: dict[int | None, tuple[str | None, str | None]] = {}  # the other ranks' records: artifact, compile id
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip("\r\n")
        if line[10:11] == "T" and (stamp := CI_TIMESTAMP.match(line)):
            line = line[stamp.end() :]
        if line.startswith("[rank") and (prefix := RANK_PREFIX.match(line)):
            line = line[prefix.end() :]
            if (line_rank := int(prefix[1])) != rank:
                others[rank] = (record, compile_id)
                rank, (record, compile_id) = line_rank, others.pop(line_rank, (None, None))
        if line[:1] in "VDIWEC" and (match := GLOG_PREFIX.match(line)):
            record, compile_id = match["artifact"] or "", match["compile_id"]
            line = line[match.end() :]
        elif line[:1] in "DIWEC" and (match := PYTHON_LOG_PREFIX.match(line)):
            record, compile_id = match["logger_artifact"], None
            line = line[match.end() :]
        yield LogLine(number, line, record, compile_id), rank


ITEMSIZE = {
    "float64": 8, "double": 8, "float32": 4, "float": 4, "float16": 2, "half": 2, "bfloat16": 2,
    "int64": 8, "long": 8, "int32": 4, "int": 4, "int16": 2, "short": 2, "int8": 1, "uint8": 1, "bool": 1,
    "uint16": 2, "uint32": 4, "uint64": 8, "complex32": 4, "complex64": 8, "complex128": 16,
    "float8_e4m3fn": 1, "float8_e5m2": 1, "float8_e4m3fnuz": 1, "float8_e5m2fnuz": 1, "float8_e8m0fnu": 1,
    "float4_e2m1fn_x2": 1,
}  # fmt: skip

# The short names FX prints in typed values (`bf16[64, 512][512, 1]cuda:0`).
SHORT_DTYPES = {
    "f64": "float64", "f32": "float32", "f16": "float16", "bf16": "bfloat16", "i64": "int64", "i32": "int32",
    "i16": "int16", "i8": "int8", "u8": "uint8", "b8": "bool", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "c32": "complex32", "c64": "complex64", "c128": "complex128", "f8e4m3fn": "float8_e4m3fn", "f8e5m2": "float8_e5m2",
    "f8e4m3fnuz": "float8_e4m3fnuz", "f8e5m2fnuz": "float8_e5m2fnuz", "f8e8m0fnu": "float8_e8m0fnu",
}  # fmt: skip


# The names a Triton kernel's signature gives its pointers' dtypes (`'in_ptr0': '*bf16'`).
TRITON_DTYPES = {
    "fp64": "float64", "fp32": "float32", "fp16": "float16", "bf16": "bfloat16", "i64": "int64", "i32": "int32",
    "i16": "int16", "i8": "int8", "u8": "uint8", "i1": "bool", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "fp8e4nv": "float8_e4m3fn", "fp8e5": "float8_e5m2", "fp8e4b8": "float8_e4m3fnuz", "fp8e5b16": "float8_e5m2fnuz",
}  # fmt: skip


def dims(text: str) -> tuple[Dim, ...]:
    """`64, 512` -> (64, 512); symbolic entries (`s0`, `2*s1`, `Max(1, s63//s3)`) stay as printed."""
    parts = [part.strip() for part in (text.split(",") if "(" not in text else top_level_items(text))]
    return tuple(int(part) if INTEGER.fullmatch(part) else part for part in parts if part)


def storage_bytes(dtype: str | None, shape: Sequence[Dim], stride: Sequence[Dim], offset: Dim = 0) -> int | None:
    """Bytes a strided tensor spans: (1 + sum((size - 1) * stride) + offset) * itemsize; None when symbolic."""
    itemsize = ITEMSIZE.get(dtype or "")
    sizes = [v for v in shape if isinstance(v, int)]
    steps = [v for v in stride if isinstance(v, int)]
    if itemsize is None or len(sizes) < len(shape) or len(steps) < len(stride) or not isinstance(offset, int):
        return None
    if 0 in sizes:
        return 0
    extent = 1 + sum((size - 1) * step for size, step in zip(sizes, steps, strict=False)) + offset
    return extent * itemsize


def bracket_balance(text: str) -> int:
    """Brackets opened minus closed: a printed value continues on the next lines while this stays above 0."""
    return text.count("(") + text.count("[") + text.count("{") - text.count(")") - text.count("]") - text.count("}")


# What sympy prints in a size of torch's (no power: an untrusted `s0**99999999` would compute for ever).
SIZE_OPERATORS: dict[type[ast.operator], Callable[[int, int], int]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}
SIZE_FUNCTIONS: dict[str, Callable[[int, int], int]] = {  # as the IR prints them, and the Python code
    "Max": max,
    "Min": min,
    "max": max,
    "min": min,
    "CeilDiv": lambda a, b: -(-a // b),
    "FloorDiv": operator.floordiv,
}
SIZE_EXPRESSION_LIMIT = 200  # characters: a size is a short expression


def at_hints(dim: Dim, hints: Mapping[str, int]) -> int | None:
    """A size or stride printed as an expression of size symbols (`1024*s77`, `CeilDiv(s0, 128)`) at the symbols'
    example values; None where a symbol has none or the expression is not such arithmetic."""
    if isinstance(dim, int):
        return dim
    if len(dim) > SIZE_EXPRESSION_LIMIT:
        return None
    try:
        return _size_value(ast.parse(dim, mode="eval").body, hints)
    except (SyntaxError, ZeroDivisionError):
        return None


def _size_value(node: ast.expr, hints: Mapping[str, int]) -> int | None:
    match node:
        case ast.Constant(value=int() as constant) if not isinstance(constant, bool):
            return constant
        case ast.Name(id=name):
            return hints.get(name)
        case ast.UnaryOp(op=ast.USub(), operand=operand):
            negated = _size_value(operand, hints)
            return None if negated is None else -negated
        case ast.BinOp(left=left, op=op, right=right) if type(op) in SIZE_OPERATORS:
            a, b = _size_value(left, hints), _size_value(right, hints)
            return None if a is None or b is None else SIZE_OPERATORS[type(op)](a, b)
        case ast.Call(func=ast.Name(id=function), args=[first, second], keywords=[]) if function in SIZE_FUNCTIONS:
            a, b = _size_value(first, hints), _size_value(second, hints)
            return None if a is None or b is None else SIZE_FUNCTIONS[function](a, b)
    return None
