"""What a generated kernel computes, read from its source in Inductor's ``output_code.py``, without its names.

Inductor compiles each kernel from a source string: ``name = async_compile.triton('name', '''...''', ...)`` (Triton,
templates too) or ``name = async_compile.cpp_pybinding([...arg types], '''...''')`` (C++). The IR prints a loop body
per node but not what a template inlines (flex attention's ``score_mod``/``mask_mod``, an epilogue), so two runs
with byte-identical IR can run different code. The digest of a source is the multiset of what it does: Triton
calls into imported modules (``tl.load``, ``libdevice.tanh``), method calls (``.to``), operators and control-flow
keywords; C++ calls and operators. Identifiers, numbers and strings are left out, and so are decorators and imports,
which carry the autotuner's configurations and paths (a rerun, a renumbering or another block size digests the same),
and the harness `benchmark_kernel=True` appends to time the kernel.
"""

from __future__ import annotations

import keyword
import re
from collections import Counter
from collections.abc import Iterator, Mapping

SOURCE_CHARACTERS = 1 << 20  # a kernel's source read at most; a template is some 30 KB
DISTINCT_OPS = 512  # entries a digest keeps (the commonest): a source has a few dozen kinds of operation
OP_CHARACTERS = 80  # of one entry (`libdevice.tanh`): names in a dump are untrusted

KERNEL_DEFINITION = re.compile(r"^(?P<kernel>[A-Za-z_]\w*) = async_compile\.(?P<language>triton|cpp_pybinding)\(")
TRITON_SIGNATURE = re.compile(r"^def (?P<kernel>\w+)\((?P<parameters>[^)]*)\)", re.MULTILINE)
TRITON_POINTERS = re.compile(r"'signature': \{(?P<entries>[^}]*)\}")  # in `triton_meta`, over the definition
POINTER_DTYPE = re.compile(r"'(?P<parameter>\w+)': '\*(?P<dtype>\w+)'")
SOURCE_START = "'''"
# Python's operators minus what only punctuates (`=`, `,`, `:`, brackets, `.`, `->`, `;`).
PUNCTUATION = frozenset({"=", ",", ":", "(", ")", "[", "]", "{", "}", ".", "->", ";", ":="})
IMPORT = re.compile(r"^\s*(?:from (?P<module>[\w.]+) )?import (?P<clauses>.+)$")
PYTHON_TOKEN = re.compile(
    r'(?P<skip>#[^\n]*|"""[\s\S]*?"""|\'(?:\\.|[^\'\\\n])*\'|"(?:\\.|[^"\\\n])*")'
    r"|(?P<name>[A-Za-z_]\w*)|(?P<number>\d[\w.]*|\.\d\w*)"
    r"|(?P<operator>\*\*=?|//=?|>>=?|<<=?|[-+*/%&|^<>!=:]=|->|[-+*/%&|^~<>@=().,:;\[\]{}])"
)
KEYWORDS = frozenset(keyword.kwlist) - {"True", "False", "None", "def", "import", "from", "as", "pass"}

C_COMMENT_OR_STRING = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', re.DOTALL)
C_TOKEN = re.compile(
    r"(?P<call>(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)\s*(?=\()"
    r"|(?P<word>[A-Za-z_]\w*)"
    r"|(?P<operator><<=|>>=|<<|>>|&&|\|\||[-+*/%&|^<>!=]=|\+\+|--|[-+*/%&|^~!<>?])"
)
C_KEYWORDS = frozenset({"for", "if", "else", "while", "return", "switch", "break", "continue"})


class KernelSources:
    """Collects the kernels' sources as `output_code.py` goes by, line by line: `feed` takes each line and says
    whether it belonged to a source."""

    def __init__(self) -> None:
        self.digests: dict[str, Mapping[str, int]] = {}
        # Each Triton kernel's parameters by name: `in_out_ptr0` is a buffer it updates in place.
        self.parameters: dict[str, tuple[str, ...]] = {}
        # Each Triton kernel's pointer parameters' dtypes, as Triton names them (`bf16`).
        self.pointer_dtypes: dict[str, dict[str, str]] = {}
        self._kernel: str | None = None
        self._language = ""
        self._lines: list[str] = []
        self._size = 0

    def feed(self, line: str) -> bool:
        if self._kernel is None:
            definition = KERNEL_DEFINITION.match(line)
            if definition is None or SOURCE_START not in line:
                return False
            self._kernel, self._language = definition["kernel"], definition["language"]
            self._lines, self._size = [line.partition(SOURCE_START)[2]], 0
            return True
        if line.startswith(SOURCE_START):
            source = "".join(self._lines)
            if self._language == "triton":
                self.digests[self._kernel] = triton_digest(source)
                self._read_signature(self._kernel, source)
            else:
                self.digests[self._kernel] = cpp_digest(source)
            self._kernel = None
        elif self._size < SOURCE_CHARACTERS:
            self._lines.append(line)
            self._size += len(line)
        return True

    def _read_signature(self, kernel: str, source: str) -> None:
        if pointers := TRITON_POINTERS.search(source):
            entries = POINTER_DTYPE.finditer(pointers["entries"])
            self.pointer_dtypes[kernel] = {entry["parameter"]: entry["dtype"] for entry in entries}
        if (signature := TRITON_SIGNATURE.search(source)) and signature["kernel"] == kernel:
            self.parameters[kernel] = tuple(
                parameter.partition(":")[0].strip() for parameter in signature["parameters"].split(",")
            )


def triton_digest(source: str) -> dict[str, int]:
    """The digest of a Triton module's source."""
    modules: set[str] = set()
    body: list[str] = []
    decorator_depth = 0  # a decorator's arguments run over several lines until its brackets close
    decorated = harness = False
    for line in source.splitlines():
        stripped = line.strip()
        if decorator_depth > 0 or stripped.startswith("@"):
            decorator_depth += stripped.count("(") - stripped.count(")")
            decorated = True
            continue
        if line[:1].isalpha() or line[:1] == "_":
            # Kernels are decorated functions; `benchmark_kernel=True` appends a harness that times them
            # (`def get_args():`, `def call(args):`, `if __name__ == '__main__':`), which computes nothing of theirs.
            harness = not decorated and line.startswith(("def ", "if "))
            decorated = False
        if harness:
            continue
        if imported := IMPORT.match(line):
            modules.update(_imported_names(imported["clauses"], from_import=bool(imported["module"])))
            continue
        body.append(line)
    ops: Counter[str] = Counter()
    tokens = list(_python_tokens("\n".join(body)))
    for index, (kind, text) in enumerate(tokens):
        before = tokens[index - 1][1] if index else ""
        if kind == "name":
            if text in KEYWORDS:
                ops[text] += 1
            elif before == "." and index >= 2 and tokens[index - 2][1] in modules:
                ops[f"{tokens[index - 2][1]}.{text}"] += 1
            elif before == "." and index + 1 < len(tokens) and tokens[index + 1][1] == "(":
                ops[f".{text}"] += 1  # a method: `tmp0.to(tl.float32)`
        elif kind == "operator" and text not in PUNCTUATION:
            ops[text] += 1
    return _bounded(ops)


def cpp_digest(source: str) -> dict[str, int]:
    """The digest of a C++ kernel's source: the functions it calls (digits dropped: `in_ptr0` is a name), its
    control flow and operators."""
    ops: Counter[str] = Counter()
    for match in C_TOKEN.finditer(C_COMMENT_OR_STRING.sub(" ", source)):
        if match["call"]:
            ops[re.sub(r"\d+", "", match["call"]) + "()"] += 1
        elif match["word"] in C_KEYWORDS:
            ops[match["word"]] += 1
        elif match["operator"]:
            ops[match["operator"]] += 1
    return _bounded(ops)


def _bounded(ops: Counter[str]) -> dict[str, int]:
    kept: Counter[str] = Counter()
    for op, count in ops.most_common(DISTINCT_OPS):
        kept[op[:OP_CHARACTERS]] += count
    return dict(sorted(kept.items()))


def _python_tokens(text: str) -> Iterator[tuple[str, str]]:
    """Names and operators of Python source, in order, without strings, comments and numbers."""
    for match in PYTHON_TOKEN.finditer(text):
        if match.lastgroup in ("name", "operator"):
            yield match.lastgroup, match[match.lastgroup]


def _imported_names(clauses: str, *, from_import: bool) -> Iterator[str]:
    """The names an import binds: `import a.b as c` -> c, `import a.b` -> a, `from m import x, y as z` -> x, z."""
    for clause in clauses.strip("() ").split(","):
        if parts := clause.split():
            yield parts[-1] if from_import or "as" in parts else parts[0].split(".")[0]
