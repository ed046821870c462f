"""The one error a parser raises on bad input: ``file:line: what was expected``."""

from __future__ import annotations


class DumpError(Exception):
    """Bad input. ``str()`` is the one line a user sees: ``path:line: message`` (line 0: the file as a whole)."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")
        self.path = path
        self.line = line
        self.message = message

    def __reduce__(self) -> tuple[type[DumpError], tuple[str, int, str]]:
        # Parsers run in worker processes: the error crosses back pickled, with its three parts.
        return (DumpError, (self.path, self.line, self.message))
