"""Bulk work on large dumps: the cyclic collector paused while it runs, and work shared out over the cores."""

from __future__ import annotations

import gc
import os
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from contextlib import contextmanager
from multiprocessing import current_process
from typing import Any, TypeVar

Task = TypeVar("Task")
Outcome = TypeVar("Outcome")


@contextmanager
def collector_paused() -> Iterator[None]:
    """Parsing and matching build many long-lived objects and no garbage cycles: the cyclic collector would only
    rescan the growing heap, again and again (a fifth of the parse time on a 40 MB dump; matching 100,000 kernels
    turned superlinear)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def usable_cores() -> int:
    """The cores this process may run on (a container or `taskset` may allow fewer than the machine has); one in a
    daemonic process (a pool's worker), which may not start processes of its own."""
    if current_process().daemon:
        return 1
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def in_parallel(
    tasks: Sequence[Task],
    work: Callable[[Task], Outcome],
    size: Callable[[Task], int],
    *,
    cores: int,
    done: Callable[[Task], None] | None = None,
) -> list[Future[Outcome]]:
    """`work` done on every task, its outcome (a result or an error) in the order of `tasks`; `done` is told of each
    task as it ends. With `cores` above one, `cores - 1` forked worker processes share the work with this process:
    they inherit `work` and `tasks` (only a task's index is sent, and its outcome pickled back), taking the biggest
    tasks first, each a task ahead, while this process takes the smallest, whose outcomes need no pickling."""
    outcomes: dict[int, Future[Outcome]] = {}

    def finished(index: int, outcome: Future[Outcome]) -> None:
        outcomes[index] = outcome
        if done is not None:
            done(tasks[index])

    workers = min(cores, len(tasks)) - 1
    if workers < 1:
        for index, task in enumerate(tasks):
            finished(index, _here(work, task))
        return [outcomes[index] for index in range(len(tasks))]
    import multiprocessing  # here: most commands never start a worker, and would pay for the import
    from concurrent.futures import ProcessPoolExecutor, as_completed

    pending = deque(sorted(range(len(tasks)), key=lambda index: -size(tasks[index])))
    in_flight: dict[Future[Outcome], int] = {}
    # fork: no interpreter to start and no main module to re-import, and what the workers need is already in their
    # memory. The work runs in single-threaded processes (the server parses uploads in a child of its own), so
    # forking cannot copy a lock another thread holds.
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_inherit, initargs=(work, tasks)) as pool:
        try:
            while pending:
                # Each worker a task ahead, so that none waits while this process works; the last task stays here.
                while len(pending) > 1 and len(in_flight) < 2 * workers:
                    index = pending.popleft()
                    in_flight[pool.submit(_run_inherited, index)] = index
                index = pending.pop()
                finished(index, _here(work, tasks[index]))
                for future in [future for future in in_flight if future.done()]:
                    finished(in_flight.pop(future), future)
            for future in as_completed(in_flight):
                finished(in_flight[future], future)
        except BaseException:
            pool.shutdown(cancel_futures=True)
            raise
    return [outcomes[index] for index in range(len(tasks))]


# What a worker inherits when it is forked: the work, and the tasks it is asked for by index.
_inherited: tuple[Callable[[Any], Any], Sequence[Any]] | None = None


def _inherit(work: Callable[[Any], Any], tasks: Sequence[Any]) -> None:
    global _inherited
    _inherited = (work, tasks)


def _run_inherited(index: int) -> Any:
    assert _inherited is not None
    work, tasks = _inherited
    with collector_paused():
        return work(tasks[index])


def _here(work: Callable[[Task], Outcome], task: Task) -> Future[Outcome]:
    """A task worked in this process, its result or its error kept as a worker's would be."""
    outcome: Future[Outcome] = Future()
    try:
        outcome.set_result(work(task))
    except Exception as error:  # raised in the order of the tasks, with the workers' errors
        outcome.set_exception(error)
    return outcome
