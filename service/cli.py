"""The `dumpdiff` command: a thin click group. Each command parses its arguments, calls into the app, renders
and exits; messages go to stderr so that stdout carries only the product.

Exit statuses are decided here and nowhere else: 0 fine (no regression), 1 a regression flag raised, 2 trouble
(bad input, bad configuration); never a traceback unless ``-v``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any, TextIO, TypeVar

import click

from dumpdiff.ingest.errors import DumpError
from dumpdiff.service.errors import ServiceError
from dumpdiff.service.finding_kinds import FAIL_ON_CHOICES
from dumpdiff.service.report import RENDERERS, RenderOptions, compare_document
from dumpdiff.service.server.commands import COMMANDS as SERVICE_COMMANDS

EXIT_OK, EXIT_REGRESSION, EXIT_TROUBLE = 0, 1, 2

F = TypeVar("F", bound=Callable[..., Any])


class UserError(click.ClickException):
    """A problem the user can fix (configuration, missing run, ...): one line on stderr, exit 2."""

    exit_code = EXIT_TROUBLE


def output_option(function: F) -> F:
    return click.option(
        "-o",
        "--output",
        type=click.Path(dir_okay=False, writable=True, allow_dash=True),
        default="-",
        show_default=True,
        help="Write the report here instead of stdout.",
    )(function)


def emit(text: str, output: str) -> None:
    if output == "-":
        click.echo(text, nl=not text.endswith("\n"))
    else:
        with open(output, "w", encoding="utf-8") as stream:
            stream.write(text if text.endswith("\n") else text + "\n")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="dumpdiff")
@click.option("-v", "--verbose", is_flag=True, help="Show tracebacks and progress details.")
@click.option("-q", "--quiet", is_flag=True, help="Say nothing on stderr but errors.")
@click.option(
    "--color/--no-color", default=None, help="Colour the terminal report (default: on a terminal, unless NO_COLOR)."
)
@click.pass_context
def cli(ctx: click.Context, verbose: bool, quiet: bool, color: bool | None) -> None:
    """Find regressions in ML compiler dumps: new kernels, lost fusions, allocation growth."""
    if color is None:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    ctx.obj = {"verbose": verbose, "quiet": quiet, "color": color}


@cli.command()
@click.argument("path", type=click.Path(exists=False))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@output_option
def inspect(path: str, fmt: str, output: str) -> None:
    """Summarize one dump file or folder: kernels, fusions, buffers, bytes, per graph."""
    from dumpdiff.ingest.load import load_run
    from dumpdiff.service.summary import render_inspect

    emit(render_inspect(load_run(path), fmt), output)


@cli.command()
@click.argument("base")
@click.argument("head")
@click.option("--format", "fmt", type=click.Choice(list(RENDERERS)), default="text", show_default=True)
@click.option("--label", help="Run label when BASE/HEAD are commits in the store.")
@click.option("--growth-relative", type=float, help="Growth below this fraction of the base is noise [config: 0.05].")
@click.option("--growth-absolute", type=int, help="Growth below this many bytes is noise [config: 262144].")
@output_option
@click.pass_context
def compare(
    ctx: click.Context,
    base: str,
    head: str,
    fmt: str,
    label: str | None,
    growth_relative: float | None,
    growth_absolute: int | None,
    output: str,
) -> None:
    """Compare two runs (dump files, dump folders or ingested commits) and flag regressions.

    Exit status: 0 no regression, 1 new kernels / lost fusions / allocation growth, 2 trouble.
    """
    from dumpdiff.service.compare import compare_sources

    comparison = compare_sources(
        base, head, label=label, growth_relative=growth_relative, growth_absolute=growth_absolute
    )
    document = compare_document(comparison)
    emit(RENDERERS[fmt](document, RenderOptions(color=ctx.obj["color"] and output == "-")), output)
    ctx.exit(EXIT_REGRESSION if document["regression"] else EXIT_OK)


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--commit", required=True, help="The commit these dumps were produced at (full SHA).")
@click.option("--ref", help="The branch, for `runs --ref` and the `auto` baseline.")
@click.option("--label", default="", help="Several runs per commit (one per model or job) need distinct labels.")
@click.option("--replace", is_flag=True, help="Overwrite a different run already stored for this commit and label.")
@click.pass_context
def ingest(ctx: click.Context, paths: tuple[str, ...], commit: str, ref: str | None, label: str, replace: bool) -> None:
    """Parse dump files or folders and store them as one run of COMMIT, in one transaction."""
    from dumpdiff.service.intake import store_paths

    run, result = store_paths(paths, commit=commit, label=label, ref=ref, replace=replace)
    if not ctx.obj["quiet"]:
        said = {
            "unchanged": "already stored with the same content: nothing to do",
            "stored": f"stored {len(run.graphs)} graph(s), {result.rows} rows",
            "replaced": f"replaced the previous run: {len(run.graphs)} graph(s), {result.rows} rows",
        }
        click.echo(f"{commit[:12]}{f' [{label}]' if label else ''}: {said[result.status]}", err=True)


@cli.command()
@click.option("--ref", help="Only runs of this branch.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@output_option
def runs(ref: str | None, fmt: str, output: str) -> None:
    """List stored runs, newest first."""
    import json

    from sqlalchemy.orm import Session

    from dumpdiff.service.db import engine
    from dumpdiff.service.store import list_runs

    with Session(engine()) as session:
        listed = list_runs(session, ref)
    if fmt == "json":
        emit(json.dumps({"schema": "dumpdiff.runs/1", "runs": listed}, indent=2), output)
    else:
        lines = [
            f"{r['commit'][:12]}  {r['created'][:19]}  {r['ref'] or '-':<16} {r['label'] or '-':<12} "
            f"{r['kernels']:>6} kernels  {r['source']}"
            for r in listed
        ]
        emit("\n".join(lines) if lines else "no runs stored", output)


@cli.command()
@click.argument("commit")
@click.option("--label", help="The run's label, if it has one.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@output_option
def show(commit: str, label: str | None, fmt: str, output: str) -> None:
    """Per graph of a stored run: kernels, fusions, bytes, peak."""
    from dumpdiff.service.store import load_stored_runs
    from dumpdiff.service.summary import render_inspect

    emit(render_inspect(load_stored_runs([commit], label)[0], fmt), output)


@cli.group()
def db() -> None:
    """The store: `upgrade` a team's database, see the `current` revision and the `url`, `stop` the embedded one."""


@db.command()
def upgrade() -> None:
    """Apply every migration the database lacks."""
    from dumpdiff.service import db as database

    created = database.engine(migrate=False)
    database.upgrade(created)
    click.echo(f"database at revision {database.revisions(created)[0]}", err=True)


@db.command()
def current() -> None:
    """Print the database's migration revision and the newest one."""
    from dumpdiff.service import db as database

    current_revision, head = database.revisions(database.engine(migrate=False))
    click.echo(f"{current_revision or 'empty'} (newest: {head})")


@db.command()
def url() -> None:
    """Print the database URL (starting the embedded server if that is the one)."""
    from dumpdiff.service.db import database_url

    click.echo(database_url())


@db.command()
def stop() -> None:
    """Stop the embedded server (a team's server is left alone)."""
    from dumpdiff.service.db import is_embedded, stop_embedded

    if not is_embedded():
        raise UserError("DUMPDIFF_DATABASE_URL points at a server dumpdiff does not manage: nothing to stop")
    click.echo("stopped" if stop_embedded() else "not running", err=True)


@cli.command()
@click.argument("base", required=False)
@click.argument("head", required=False)
@click.option(
    "--body-file",
    type=click.File(encoding="utf-8"),
    help="Post this Markdown report (`compare --format markdown -o FILE`) instead of comparing BASE and HEAD.",
)
@click.option("--repo", required=True, help="OWNER/NAME on GitHub, or the project path or id on GitLab.")
@click.option("--pr", "number", type=int, required=True, help="Pull request (GitHub) or merge request IID (GitLab).")
@click.option("--label", default="", help="One comment per label: several models on one PR keep separate comments.")
@click.option(
    "--api-url", help="API root [default: $GITHUB_API_URL or https://api.github.com; GitLab: $CI_API_V4_URL]."
)
@click.option("--gitlab", "use_gitlab", is_flag=True, help="Post a merge-request note (auto when GITLAB_CI is set).")
@click.option("--target-branch", default="main", show_default=True, help="Where BASE=auto looks for the baseline.")
@click.option("--head-commit", help="HEAD's commit when HEAD is a path [default: $GITHUB_SHA or git rev-parse HEAD].")
@click.option(
    "--fail-on",
    default="",
    help=f"Comma-separated flags that fail the step after posting: {', '.join(FAIL_ON_CHOICES)} [default: none].",
)
@click.option(
    "--no-baseline-exit", type=int, default=0, show_default=True, help="Exit status when BASE=auto finds no run."
)
@click.option("--server", help="Take the verdict from this `dumpdiff serve` (BASE and HEAD: commits pushed to it).")
def comment(
    base: str | None,
    head: str | None,
    body_file: TextIO | None,
    repo: str,
    number: int,
    label: str,
    api_url: str | None,
    use_gitlab: bool,
    target_branch: str,
    head_commit: str | None,
    fail_on: str,
    no_baseline_exit: int,
    server: str | None,
) -> None:
    """Post (or update) the one report comment on a pull request; BASE may be `auto`. With --body-file, post a
    report made earlier (a fork's pull request: made without secrets, posted by a trusted workflow)."""
    from dumpdiff.service import comment as ci
    from dumpdiff.service.pull_request import PullRequest, fails, post_comment

    chosen = [flag.strip() for flag in fail_on.split(",") if flag.strip()]
    if unknown := set(chosen) - set(FAIL_ON_CHOICES):
        expected = ", ".join(FAIL_ON_CHOICES)
        raise UserError(f"--fail-on: unknown flag(s) {', '.join(sorted(unknown))}; expected {expected}")
    pull_request = PullRequest(
        repo=repo, number=number, label=label, api_url=api_url, gitlab=use_gitlab or bool(os.environ.get("GITLAB_CI"))
    )
    if body_file is not None:
        if base or head or chosen:
            raise UserError("--body-file posts a finished report: give no BASE, HEAD or --fail-on with it")
        report = body_file.read()
        marker = ci.marker(label)
        if len(report.encode("utf-8")) + len(marker) >= ci.COMMENT_BUDGET_BYTES:
            raise UserError(
                f"--body-file: the report holds more than a comment can ({ci.COMMENT_BUDGET_BYTES:,} bytes); "
                "`dumpdiff compare --format markdown` cuts its report to fit"
            )
        echo_unposted(post_comment(report if report.startswith(marker) else f"{marker}\n{report}", pull_request))
        return
    if base is None or head is None:
        raise UserError("expected BASE and HEAD (or --body-file)")
    note = None
    if base == "auto" and server is not None:
        raise UserError("--server: expected BASE as a commit pushed to the service (`auto` reads the database)")
    if base == "auto":
        from dumpdiff.service.baseline import auto_baseline

        baseline = auto_baseline(head, label, target_branch, head_commit)
        if baseline is None:
            ci.say(
                f"dumpdiff: no stored run on the merge-base with {target_branch} nor on {target_branch}: "
                "nothing to compare"
            )
            raise click.exceptions.Exit(no_baseline_exit)
        base, note = baseline.commit, baseline.note
    if server is not None:
        from dumpdiff.service.server.push import fetch_verdict

        document, link = fetch_verdict(server, base, head, label)
        note = f"verdict of [the service]({link})"
    else:
        from dumpdiff.service.compare import compare_sources

        document = compare_document(compare_sources(base, head, label=label or None))
    options = RenderOptions(budget_bytes=ci.COMMENT_BUDGET_BYTES, baseline_note=note, marker=ci.marker(label))
    body = RENDERERS["markdown"](document, options)
    echo_unposted(post_comment(body, pull_request))
    raise click.exceptions.Exit(EXIT_REGRESSION if fails(document, chosen) else EXIT_OK)


def echo_unposted(report: str | None) -> None:
    if report is not None:
        click.echo(report)


for service_command in SERVICE_COMMANDS:
    cli.add_command(service_command)


def main(argv: list[str] | None = None) -> None:
    """Entry point: turns every expected failure into one line on stderr and exit status 2."""
    args = sys.argv[1:] if argv is None else argv
    verbose = "-v" in args or "--verbose" in args
    try:
        # Without standalone mode click returns the status `ctx.exit(status)` asked for instead of exiting.
        status = cli.main(args=args, prog_name="dumpdiff", standalone_mode=False)
    except click.exceptions.Exit as done:
        sys.exit(done.exit_code)
    except click.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(EXIT_TROUBLE)
    except click.ClickException as error:
        error.show()
        sys.exit(error.exit_code)
    except (DumpError, ServiceError) as error:
        if verbose:
            raise
        click.echo(str(error), err=True)
        sys.exit(EXIT_TROUBLE)
    except BrokenPipeError:
        # The reader (head, less) went away: not an error of ours.
        sys.stderr.close()
        sys.exit(EXIT_OK)
    sys.exit(status if isinstance(status, int) else EXIT_OK)


if __name__ == "__main__":
    main()
