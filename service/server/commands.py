"""The service's commands: `serve`, `push` and `token`; `service/cli.py` registers them. Heavy imports stay
inside the commands, so that `dumpdiff --help` starts fast."""

from __future__ import annotations

import json
import os

import click

from dumpdiff.service.report import RENDERERS

EXIT_OK, EXIT_REGRESSION = 0, 1


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=int, default=8080, show_default=True)
@click.option("--workers", type=int, default=1, show_default=True, help="Worker processes (they share nothing).")
@click.option("--read-token-required", is_flag=True, help="Reading needs a token too (default: reads are open).")
@click.option("--max-upload-bytes", type=int, help="Largest upload, compressed [default: 512 MiB].")
@click.option("--max-extracted-bytes", type=int, help="Largest upload, unpacked [default: 4 GiB].")
@click.option("--max-upload-files", type=int, help="Most files in one upload [default: 50,000].")
@click.option("--parse-seconds", type=float, help="Time limit for parsing one upload [default: 300].")
def serve(
    host: str,
    port: int,
    workers: int,
    read_token_required: bool,
    max_upload_bytes: int | None,
    max_extracted_bytes: int | None,
    max_upload_files: int | None,
    parse_seconds: float | None,
) -> None:
    """Serve the HTTP API (/api/v1, /healthz) on the store; CI pushes runs to it with `dumpdiff push`."""
    import uvicorn

    from dumpdiff.service import db
    from dumpdiff.service.server.app import LIMIT_VARIABLES, READ_TOKEN_VARIABLE, ServiceSettings

    given = {
        "compressed_bytes": max_upload_bytes,
        "extracted_bytes": max_extracted_bytes,
        "files": max_upload_files,
        "parse_seconds": parse_seconds,
    }
    # The workers are other processes: they read their settings from the environment, as a team's gunicorn would.
    for key, value in given.items():
        if value is not None:
            os.environ[LIMIT_VARIABLES[key]] = str(value)
    if read_token_required:
        os.environ[READ_TOKEN_VARIABLE] = "1"
    ServiceSettings.from_environment()
    db.engine()  # an unusable database is one line now, not a traceback per worker
    uvicorn.run(
        "dumpdiff.service.server.app:create_app", factory=True, host=host, port=port, workers=workers, log_level="info"
    )


@click.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--server", required=True, help="The service's URL, e.g. https://dumpdiff.example.com.")
@click.option("--commit", required=True, help="The commit these dumps were produced at (full SHA).")
@click.option("--ref", help="The branch: the verdict is against its newest earlier run.")
@click.option("--label", default="", help="Several runs per commit (one per model or job) need distinct labels.")
@click.option("--base", help="Compare with this stored commit instead of the branch's newest earlier run.")
@click.option("--replace", is_flag=True, help="Overwrite a different run already stored for this commit and label.")
@click.option("--format", "fmt", type=click.Choice(list(RENDERERS)), default="text", show_default=True)
@click.option("--timeout", type=float, default=600, show_default=True, help="Seconds to wait for the verdict.")
@click.pass_context
def push(
    ctx: click.Context,
    paths: tuple[str, ...],
    server: str,
    commit: str,
    ref: str | None,
    label: str,
    base: str | None,
    replace: bool,
    fmt: str,
    timeout: float,
) -> None:
    """Upload dump files or folders as one run of COMMIT (token: $DUMPDIFF_TOKEN) and print the verdict.

    Exit status like `compare`: 0 no regression (or no baseline yet), 1 a regression flag raised, 2 trouble.
    """
    from dumpdiff.service.server.push import push as upload
    from dumpdiff.service.server.verdicts import render

    answer = upload(paths, server, commit=commit, ref=ref, label=label, base=base, replace=replace, timeout=timeout)
    said = {"stored": "stored", "unchanged": "already stored with the same content", "replaced": "replaced"}
    document = answer.get("compare")
    baseline = f"compared with {answer['baseline'][:12]}" if document else "no baseline to compare with"
    click.echo(f"{commit[:12]}{f' [{label}]' if label else ''}: {said[answer['status']]}; {baseline}", err=True)
    if document is None:
        if fmt == "json":
            click.echo(json.dumps(answer, indent=2))
        ctx.exit(EXIT_OK)
    text = render(document, fmt)
    click.echo(text, nl=not text.endswith("\n"))
    ctx.exit(EXIT_REGRESSION if document["regression"] else EXIT_OK)


@click.group()
def token() -> None:
    """API tokens of `dumpdiff serve`, in the store: `create`, `list`, `revoke`."""


@token.command()
@click.argument("name")
@click.option("--scope", type=click.Choice(["read", "write"]), required=True, help="write pushes runs; read reads.")
def create(name: str, scope: str) -> None:
    """Make a token; it is printed once, alone on the last line of stdout, and only its hash is kept."""
    from sqlalchemy.orm import Session

    from dumpdiff.service.db import engine
    from dumpdiff.service.server.tokens import create_token

    with Session(engine()) as session, session.begin():
        made = create_token(session, name, scope)
    click.echo(f"token {name!r} ({scope}): shown this once, keep it in a secret store", err=True)
    click.echo(made)


@token.command(name="list")
def list_command() -> None:
    """Token names, scopes and creation times (never the tokens)."""
    from sqlalchemy.orm import Session

    from dumpdiff.service.db import engine
    from dumpdiff.service.server.tokens import list_tokens

    with Session(engine()) as session:
        listed = list_tokens(session)
    for entry in listed:
        click.echo(f"{entry['name']:<24} {entry['scope']:<6} {entry['created'][:19]}")
    if not listed:
        click.echo("no tokens", err=True)


@token.command()
@click.argument("name")
def revoke(name: str) -> None:
    """Delete a token: requests carrying it are refused from now on."""
    from sqlalchemy.orm import Session

    from dumpdiff.service.db import engine
    from dumpdiff.service.server.tokens import revoke_token

    with Session(engine()) as session, session.begin():
        revoke_token(session, name)
    click.echo(f"token {name!r} revoked", err=True)


COMMANDS = (serve, push, token)
