"""What a generated kernel computes, read from its source in Inductor's ``output_code.py``, without its names.

Inductor compiles each kernel from a source string: ``name = async_compile.triton('name', '''...''', ...)`` (Triton,
templates too) or ``name = async_compile.cpp_pybinding([...arg types], '''...''')`` (C++). The IR prints a loop body
per node but not what a template inlines (flex attention's ``score_mod``/``mask_mod``, an epilogue), so two runs
with byte-identical IR can run different code. The digest of a source is the multiset of what it does: Triton
calls into imported modules (``tl.load``, ``libdevice.tanh``), method calls (``.to``), operators and control-flow
keywords; C++ calls and operators. Identifiers, numbers and strings are left out, and so are decorators and imports,
which carry the autotuner's configurations and paths: a rerun, a renumbering or another block size digests the same.
"""

from __future__ import annotations

import io
import keyword
import re
import token
import tokenize
from collections import Counter
from collections.abc import Iterator, Mapping

SOURCE_CHARACTERS = 1 << 20  # a kernel's source read at most; a template is some 30 KB
DISTINCT_OPS = 512  # entries a digest keeps (the commonest): a source has a few dozen kinds of operation

KERNEL_DEFINITION = re.compile(r"^(?P<kernel>[A-Za-z_]\w*) = async_compile\.(?P<language>triton|cpp_pybinding)\(")
SOURCE_START = "'''"
# Python's operators minus what only punctuates (`=`, `,`, `:`, brackets, `.`, `->`, `;`).
PUNCTUATION = frozenset({"=", ",", ":", "(", ")", "[", "]", "{", "}", ".", "->", ";", "...", ":="})
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
            digest = triton_digest(source) if self._language == "triton" else cpp_digest(source)
            if digest is not None:
                self.digests[self._kernel] = digest
            self._kernel = None
        elif self._size < SOURCE_CHARACTERS:
            self._lines.append(line)
            self._size += len(line)
        return True


def triton_digest(source: str) -> dict[str, int] | None:
    """The digest of a Triton module's source; None where it does not tokenize (cut short, not Python)."""
    statements = _logical_lines(source)
    if statements is None:
        return None
    modules = {name for tokens in statements for name in _imported_names(tokens)}
    ops: Counter[str] = Counter()
    for tokens in statements:
        if tokens[0].string in ("@", "import", "from"):
            continue  # decorators hold the autotuner's configurations; imports only name the modules
        for index, current in enumerate(tokens):
            before = tokens[index - 1].string if index else ""
            after = tokens[index + 1].string if index + 1 < len(tokens) else ""
            if current.type == token.NAME:
                if current.string in KEYWORDS:
                    ops[current.string] += 1
                elif before == "." and tokens[index - 2].string in modules:
                    ops[f"{tokens[index - 2].string}.{current.string}"] += 1
                elif before == "." and after == "(":
                    ops[f".{current.string}"] += 1  # a method: `tmp0.to(tl.float32)`
            elif current.type == token.OP and current.string not in PUNCTUATION:
                ops[current.string] += 1
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
    return dict(sorted(ops.most_common(DISTINCT_OPS)))


def _logical_lines(source: str) -> list[list[tokenize.TokenInfo]] | None:
    """The statements of a source, each as its tokens without layout; None where it does not tokenize."""
    layout = {token.NEWLINE, token.NL, token.INDENT, token.DEDENT, token.COMMENT, token.ENDMARKER}
    statements: list[list[tokenize.TokenInfo]] = []
    statement: list[tokenize.TokenInfo] = []
    try:
        for item in tokenize.generate_tokens(io.StringIO(source).readline):
            if item.type == token.NEWLINE and statement:
                statements.append(statement)
                statement = []
            elif item.type not in layout:
                statement.append(item)
    except (tokenize.TokenError, SyntaxError):
        return None
    return statements


def _imported_names(tokens: list[tokenize.TokenInfo]) -> Iterator[str]:
    """The names an import statement binds: `import a.b as c` -> c, `from m import x, y as z` -> x, z."""
    words = [t.string for t in tokens]
    if words[0] == "import":
        for clause in " ".join(words[1:]).split(","):
            parts = clause.split()
            yield parts[-1] if "as" in parts else parts[0]
    elif words[0] == "from" and "import" in words:
        for clause in " ".join(words[words.index("import") + 1 :]).strip("( )").split(","):
            if parts := clause.split():
                yield parts[-1]
