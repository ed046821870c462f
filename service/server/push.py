"""`dumpdiff push`: packs dump folders into a .tar.gz, uploads it to a `dumpdiff serve` and returns its answer."""

from __future__ import annotations

import os
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from dumpdiff.service.errors import ServiceError

if TYPE_CHECKING:
    from dumpdiff.service.report import CompareDocument

TOKEN_VARIABLE = "DUMPDIFF_TOKEN"


class PushError(ServiceError):
    """The server refused the run or could not be reached: one line, exit 2."""


def pack(paths: Sequence[str], archive: Path) -> None:
    """Each path under its own name at the top of the archive; links are followed (a dump folder may link its
    graphs' folders) and arrive as the files they point at, which is all the server accepts."""
    names: set[str] = set()
    with tarfile.open(archive, "w:gz", dereference=True) as packed:
        for path in map(Path, paths):
            if not path.exists():
                raise PushError(f"{path}: expected a dump file or folder, found nothing there")
            name = path.resolve().name
            while name in names:
                name = f"{name}_"
            names.add(name)
            packed.add(path, arcname=name)


def push(
    paths: Sequence[str],
    server: str,
    *,
    commit: str,
    ref: str | None,
    label: str,
    base: str | None,
    replace: bool,
    timeout: float,
) -> dict[str, Any]:
    """Uploads the dumps as one run; returns the server's `dumpdiff.push/1` answer."""
    import httpx

    token = os.environ.get(TOKEN_VARIABLE)
    if not token:
        raise PushError(f"{TOKEN_VARIABLE} is not set: expected a token of scope write (`dumpdiff token create`)")
    with tempfile.TemporaryDirectory(prefix="dumpdiff-push-") as folder:
        archive = Path(folder) / "run.tar.gz"
        if len(paths) == 1 and Path(paths[0]).is_file():
            archive = Path(paths[0])  # one dump file (or an archive made already) goes as it is
        else:
            pack(paths, archive)
        query = {"commit": commit, "label": label, "replace": str(replace).lower()}
        query.update({key: value for key, value in (("ref", ref), ("base", base)) if value})
        try:
            with archive.open("rb") as body:
                response = httpx.post(
                    f"{server.rstrip('/')}/api/v1/runs",
                    params=query,
                    content=body,
                    headers={"Authorization": f"Bearer {token}", "Content-Type": "application/octet-stream"},
                    timeout=timeout,
                )
        except httpx.HTTPError as failure:
            raise PushError(f"{server}: cannot push the run ({type(failure).__name__}: {failure})") from None
    return answer(response)


def fetch_verdict(server: str, base: str, head: str, label: str) -> tuple[CompareDocument, str]:
    """The service's compare document of two stored commits, and its compare page (the link a comment gives).
    A token in `DUMPDIFF_TOKEN` is sent along, for servers that need one to read."""
    import httpx

    token = os.environ.get(TOKEN_VARIABLE)
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    query = {"base": base, "head": head, **({"label": label} if label else {})}
    try:
        response = httpx.get(f"{server.rstrip('/')}/api/v1/compare", params=query, headers=headers, timeout=600)
    except httpx.HTTPError as failure:
        raise PushError(f"{server}: cannot read the verdict ({type(failure).__name__}: {failure})") from None
    page = httpx.URL(f"{server.rstrip('/')}/compare/{base}...{head}", params={"label": label} if label else None)
    return cast("CompareDocument", answer(response)), str(page)


def answer(response: Any) -> dict[str, Any]:
    """The JSON of a successful response; the server's one-line message otherwise."""
    try:
        payload = response.json()
    except ValueError:
        payload = None
    if response.is_success and isinstance(payload, dict):
        return payload
    message = payload.get("error") if isinstance(payload, dict) else None
    raise PushError(f"{response.url.copy_with(query=None)}: {response.status_code} {message or response.reason_phrase}")
