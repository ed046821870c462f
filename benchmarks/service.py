"""`dumpdiff serve` under load, on the embedded Postgres (or DUMPDIFF_DATABASE_URL) in a throwaway DUMPDIFF_HOME:

1. `dumpdiff push gpt_base`, then `dumpdiff push gpt_nofusion` against it: wall time of each command, packing,
   upload, parsing, storing and the verdict included (target < 3 s each);
2. 16 concurrent clients for 30 s, each in turn listing runs, reading a run and reading the stored compare of the
   two pushes (target: p95 < 150 ms, zero errors).

    python -m benchmarks.service [--workers 2] [--clients 16] [--seconds 30]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from benchmarks import shared_corpus

BASE, HEAD = "a" * 40, "b" * 40


def dumpdiff(*args: str, **environment: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "dumpdiff.service.cli", *args]
    return subprocess.run(command, capture_output=True, text=True, env={**os.environ, **environment})


def start_server(workers: int) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-m", "dumpdiff.service.cli", "serve", "--port", str(port), "--workers", str(workers)]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if httpx.get(f"{url}/healthz").status_code == 200:
                return server, url
        except httpx.TransportError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("the server did not start")


def cpu_seconds(pid: int) -> float:
    """CPU time of a process and its descendants (the server and its workers): a measure of the server's cost per
    request that the shared machine's load does not change as much as it changes latencies."""
    ticks = os.sysconf("SC_CLK_TCK")
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / ticks + sum(cpu_seconds(int(child)) for child in children)


async def read_for(url: str, clients: int, seconds: float) -> tuple[list[float], int]:
    paths = ["/api/v1/runs", f"/api/v1/runs/{HEAD}", f"/api/v1/compare?base={BASE}&head={HEAD}"]
    latencies: list[float] = []
    errors = 0
    deadline = time.monotonic() + seconds

    async def client(number: int) -> None:
        nonlocal errors
        limits = httpx.Limits(max_connections=1)
        async with httpx.AsyncClient(base_url=url, timeout=30, limits=limits) as session:
            step = number
            while time.monotonic() < deadline:
                started = time.perf_counter()
                try:
                    answer = await session.get(paths[step % len(paths)])
                    answer.read()
                    errors += not answer.is_success
                except httpx.HTTPError:
                    errors += 1
                latencies.append(time.perf_counter() - started)
                step += 1

    await asyncio.gather(*(client(number) for number in range(clients)))
    return latencies, errors


def main() -> None:
    corpus = shared_corpus()
    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=30)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("DUMPDIFF_HOME", home)
        token = dumpdiff("token", "create", f"bench-{os.getpid()}", "--scope", "write").stdout.strip()
        server, url = start_server(options.workers)
        try:
            for commit, scenario in ((BASE, "gpt_base"), (HEAD, "gpt_nofusion")):
                started = time.perf_counter()
                pushed = dumpdiff(
                    "push", str(corpus / "inductor-cuda" / scenario), "--server", url, "--commit", commit,
                    "--ref", "bench", "--replace", DUMPDIFF_TOKEN=token,
                )  # fmt: skip
                elapsed = time.perf_counter() - started
                print(f"push {scenario}: {elapsed:.2f} s (exit {pushed.returncode}) {pushed.stderr.strip()}")
            spent = cpu_seconds(server.pid)
            latencies, errors = asyncio.run(read_for(url, options.clients, options.seconds))
            spent = cpu_seconds(server.pid) - spent
            latencies.sort()
            p50, p95 = latencies[len(latencies) // 2], latencies[int(len(latencies) * 0.95)]
            print(
                f"{options.clients} clients, {options.seconds:g} s, {options.workers} worker(s): {len(latencies)} "
                f"requests ({len(latencies) / options.seconds:.0f}/s), p50 {p50 * 1000:.0f} ms, "
                f"p95 {p95 * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms, {errors} errors; "
                f"server CPU {spent / len(latencies) * 1000:.1f} ms per request"
            )
        finally:
            server.terminate()
            server.wait()
            dumpdiff("token", "revoke", f"bench-{os.getpid()}")
            if "DUMPDIFF_DATABASE_URL" not in os.environ and os.environ["DUMPDIFF_HOME"] == home:
                dumpdiff("db", "stop")


if __name__ == "__main__":
    main()
