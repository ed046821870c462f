"""What a command tells the user while it works, on stderr: which stage runs when one takes over a second (on a
terminal only), each stage's time with `-v`, and warnings about skipped input unless `-q`. The application functions
take a :class:`Progress` and stay silent without one."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TextIO

from dumpdiff.service.terminal import terminal_safe

PROGRESS_DELAY_SECONDS = 1.0
CLEAR_LINE = "\r\x1b[K"


@dataclass(frozen=True, slots=True, kw_only=True)
class Progress:
    show_progress: bool = False  # a status line for a stage running longer than `delay_seconds`
    show_timings: bool = False  # one line per finished stage with its duration
    show_warnings: bool = False
    delay_seconds: float = PROGRESS_DELAY_SECONDS
    stream: TextIO | None = None  # None: sys.stderr when written (tests swap sys.stderr)

    @contextmanager
    def stage(self, what: str) -> Iterator[None]:
        shown = terminal_safe(what)
        started = time.perf_counter()
        ticker = _Ticker(shown, started, self) if self.show_progress else None
        try:
            yield
        finally:
            if ticker is not None:
                ticker.stop()
            if self.show_timings:
                self._write(f"dumpdiff: {shown}: {time.perf_counter() - started:.2f} s\n")

    def warn(self, message: str) -> None:
        if self.show_warnings:
            self._write(terminal_safe(message) + "\n")

    def _write(self, text: str) -> None:
        stream = self.stream or sys.stderr
        stream.write(text)
        stream.flush()


SILENT = Progress()


class _Ticker:
    """Rewrites one status line each second from the delay on, and erases it when the stage ends."""

    def __init__(self, what: str, started: float, progress: Progress) -> None:
        self.what, self.started, self.progress = what, started, progress
        self.done = threading.Event()
        self.shown = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        waited = self.progress.delay_seconds
        while not self.done.wait(waited):
            self.shown = True
            self.progress._write(f"{CLEAR_LINE}dumpdiff: {self.what}... {time.perf_counter() - self.started:.0f} s")
            waited = 1.0

    def stop(self) -> None:
        self.done.set()
        self.thread.join()
        if self.shown:
            self.progress._write(CLEAR_LINE)
