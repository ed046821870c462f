"""The `dumpdiff` command: a thin click group. Each command parses its arguments, calls into the app, renders
and exits; messages go to stderr so that stdout carries only the product.

Exit statuses are decided here and nowhere else: 0 fine (no regression), 1 a regression flag raised, 2 trouble
(bad input, bad configuration, and any failure at all: `main` turns every exception into one line and 2, so that no
crash reads as a regression to a CI gate); a traceback only with ``-v``, and still 2.
"""

from __future__ import annotations

import gc
import os
import sys
import traceback
from collections.abc import Callable
from typing import Any, BinaryIO, TypeVar

import click

from dumpdiff.ingest.errors import DumpError
from dumpdiff.service import validate
from dumpdiff.service.errors import ServiceError
from dumpdiff.service.finding_kinds import FAIL_ON_CHOICES, KIND_BY_NAME
from dumpdiff.service.progress import Progress
from dumpdiff.service.report import RENDERERS, RenderOptions, compare_document
from dumpdiff.service.server.commands import COMMANDS as SERVICE_COMMANDS
from dumpdiff.service.terminal import terminal_safe

EXIT_OK, EXIT_REGRESSION, EXIT_TROUBLE = 0, 1, 2

F = TypeVar("F", bound=Callable[..., Any])


class UserError(click.ClickException):
    """A problem the user can fix (configuration, missing run, ...): one line on stderr, exit 2."""

    exit_code = EXIT_TROUBLE


def checked(check: Callable[[Any, str], Any]) -> Callable[[click.Context, click.Parameter, Any], Any]:
    """A click callback applying a `validate` check to what was given (each value of a repeated argument); a value
    left out stays None."""

    def callback(ctx: click.Context, parameter: click.Parameter, value: Any) -> Any:
        where = parameter.opts[-1] if parameter.param_type_name == "option" else parameter.human_readable_name
        if value is None:
            return None
        if isinstance(value, tuple):
            return tuple(check(item, where) for item in value)
        return check(value, where)

    return callback


def output_option(function: F) -> F:
    return click.option(
        "-o",
        "--output",
        type=click.Path(dir_okay=False, allow_dash=True),
        default="-",
        show_default=True,
        callback=_output_folder_exists,
        help="Write the report to this file (in a folder that exists) instead of stdout.",
    )(function)


def _output_folder_exists(ctx: click.Context, parameter: click.Parameter, value: str) -> str:
    # Checked before the work, not when writing its result.
    if not value:
        raise validate.InvalidArgument("-o: expected a file to write the report to, got an empty argument")
    folder = os.path.dirname(value) or "."
    if value != "-" and not os.path.isdir(folder):
        raise validate.InvalidArgument(f"-o {terminal_safe(value)}: expected an existing folder, found no {folder}")
    return value


def color_option(function: F) -> F:
    """`--color/--no-color`, taken before the subcommand and after it alike."""
    return click.option(
        "--color/--no-color",
        default=None,
        expose_value=False,
        is_eager=True,
        callback=_set_color,
        help="Colour the terminal report, even when piped (default: on a terminal, unless NO_COLOR).",
    )(function)


def _set_color(ctx: click.Context, parameter: click.Parameter, value: bool | None) -> None:
    if value is not None:
        ctx.ensure_object(dict)["color"] = value


def progress_of(ctx: click.Context) -> Progress:
    settings = ctx.obj
    return Progress(
        show_progress=sys.stderr.isatty() and not settings["quiet"],
        show_timings=settings["verbose"],
        show_warnings=not settings["quiet"],
    )


def say(ctx: click.Context, message: str) -> None:
    if not ctx.obj["quiet"]:
        click.echo(message, err=True)


def emit(text: str, output: str, *, color: bool = False) -> None:
    if output != "-":
        try:
            with open(output, "w", encoding="utf-8") as stream:
                stream.write(text if text.endswith("\n") else text + "\n")
        except OSError as error:
            raise ServiceError(f"{output}: cannot write the report: {error.strerror or error}") from None
        return
    if sys.stdout is None:
        raise ServiceError("standard output: cannot write the report: it is closed (give -o FILE)")
    try:
        # click drops colours on a pipe unless told: `--color` asks for them there.
        click.echo(text, nl=not text.endswith("\n"), color=color)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader (head, less) went away: not an error of ours, and the exit status stays the verdict.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except OSError as error:  # a full disk, a closed descriptor
        raise ServiceError(f"standard output: cannot write the report: {error.strerror or error}") from None


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="dumpdiff")
@click.option(
    "-v", "--verbose", is_flag=True, help="List every finding; show stage timings, and a traceback with an error."
)
@click.option("-q", "--quiet", is_flag=True, help="Say nothing on stderr but errors.")
@color_option
@click.pass_context
def cli(ctx: click.Context, verbose: bool, quiet: bool) -> None:
    """Find regressions in ML compiler dumps: new kernels, lost fusions, allocation growth."""
    settings = ctx.ensure_object(dict)
    settings.update(verbose=verbose, quiet=quiet)
    # Standard output may be closed (`>&-`): no terminal, and the report's write then fails with one line.
    terminal = sys.stdout is not None and sys.stdout.isatty()
    settings.setdefault("color", terminal and not os.environ.get("NO_COLOR"))


@cli.command()
@click.argument("path", callback=checked(validate.path_argument))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@output_option
@click.pass_context
def inspect(ctx: click.Context, path: str, fmt: str, output: str) -> None:
    """Summarize one dump file or folder: kernels, fusions, buffers, bytes, per graph."""
    from dumpdiff.service.sources import parsed_runs
    from dumpdiff.service.summary import render_inspect

    emit(render_inspect(parsed_runs([path], progress_of(ctx))[0], fmt), output)


@cli.command()
@click.argument("base", callback=checked(validate.path_argument))
@click.argument("head", callback=checked(validate.path_argument))
@click.option("--format", "fmt", type=click.Choice(list(RENDERERS)), default="text", show_default=True)
@click.option("--label", callback=checked(validate.label), help="Run label when BASE/HEAD are commits in the store.")
@click.option(
    "--growth-relative",
    type=float,
    callback=checked(validate.growth_relative),
    help="Growth below this fraction of the base is noise [config: 0.05].",
)
@click.option(
    "--growth-absolute",
    type=int,
    callback=checked(validate.growth_absolute),
    help="Growth below this many bytes is noise [config: 262144].",
)
@output_option
@color_option
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
    from dumpdiff.ingest.bulk import collector_paused
    from dumpdiff.service.compare import compare_sources

    progress = progress_of(ctx)
    # What the command makes lives until it ends, and holds no garbage cycles: the collector would only look through
    # it as each step ends (2.3 s of two 100 MB dumps), and again as it ages. Frozen before it resumes, it never does.
    with collector_paused():
        comparison = compare_sources(
            base, head, label=label, growth_relative=growth_relative, growth_absolute=growth_absolute, progress=progress
        )
        with progress.stage("rendering"):
            document = compare_document(comparison)
            color = ctx.obj["color"] and output == "-"
            report = RENDERERS[fmt](document, RenderOptions(color=color, verbose=ctx.obj["verbose"]))
        gc.freeze()
    emit(report, output, color=color)
    ctx.exit(EXIT_REGRESSION if document["regression"] else EXIT_OK)


@cli.command()
@click.argument("paths", nargs=-1, required=True, callback=checked(validate.path_argument))
@click.option(
    "--commit",
    required=True,
    callback=checked(validate.commit),
    help="The commit these dumps were produced at (4 to 64 hex digits; the full SHA is best).",
)
@click.option("--ref", callback=checked(validate.ref), help="The branch, for `runs --ref` and the `auto` baseline.")
@click.option(
    "--label",
    callback=checked(validate.label),
    help="Several runs per commit (one per model or job) need distinct labels.",
)
@click.option("--replace", is_flag=True, help="Overwrite a different run already stored for this commit and label.")
@click.pass_context
def ingest(
    ctx: click.Context, paths: tuple[str, ...], commit: str, ref: str | None, label: str | None, replace: bool
) -> None:
    """Parse dump files or folders and store them as one run of COMMIT, in one transaction."""
    from dumpdiff.service.intake import store_paths

    run, result = store_paths(
        paths, commit=commit, label=label or "", ref=ref, replace=replace, progress=progress_of(ctx)
    )
    said = {
        "unchanged": "already stored with the same content: nothing to do",
        "stored": f"stored {len(run.graphs)} graph(s), {result.rows} rows",
        "replaced": f"replaced the previous run: {len(run.graphs)} graph(s), {result.rows} rows",
    }
    say(ctx, f"{commit[:12]}{f' [{label}]' if label else ''}: {said[result.status]}")


@cli.command()
@click.option("--ref", callback=checked(validate.ref), help="Only runs of this branch.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@output_option
def runs(ref: str | None, fmt: str, output: str) -> None:
    """List stored runs, newest first."""
    from sqlalchemy.orm import Session

    from dumpdiff.service.db import engine
    from dumpdiff.service.store import list_runs
    from dumpdiff.service.summary import render_runs

    with Session(engine()) as session:
        listed = list_runs(session, ref)
    emit(render_runs(listed, fmt), output)


@cli.command()
@click.argument("commit", callback=checked(validate.commit))
@click.option("--label", callback=checked(validate.label), help="The run's label, if it has one.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@output_option
@click.pass_context
def show(ctx: click.Context, commit: str, label: str | None, fmt: str, output: str) -> None:
    """Per graph of a stored run: kernels, fusions, bytes, peak."""
    from dumpdiff.service.sources import stored_runs
    from dumpdiff.service.summary import render_inspect

    emit(render_inspect(stored_runs([commit], label, progress_of(ctx))[0], fmt), output)


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
    """Stop the embedded server (a team's server is left alone; refused while another command uses it)."""
    from dumpdiff.service.db import is_embedded, stop_embedded

    if not is_embedded():
        raise UserError("DUMPDIFF_DATABASE_URL points at a server dumpdiff does not manage: nothing to stop")
    click.echo("stopped" if stop_embedded() else "not running", err=True)


def fail_on_flags(ctx: click.Context, parameter: click.Parameter, value: str) -> tuple[str, ...]:
    """`--fail-on`'s flags in their `--fail-on` spelling, each given in any spelling of its finding kind."""
    flags = []
    for given in filter(None, (part.strip() for part in value.split(","))):
        kind = KIND_BY_NAME[validate.finding_kind(given, "--fail-on")]
        if kind.fail_on is None:
            raise validate.InvalidArgument(
                f"--fail-on: {kind.name} is never a regression; expected {', '.join(FAIL_ON_CHOICES)}"
            )
        flags.append(kind.fail_on)
    return tuple(flags)


@cli.command()
@click.argument("base", required=False, callback=checked(validate.path_argument))
@click.argument("head", required=False, callback=checked(validate.path_argument))
@click.option(
    "--body-file",
    type=click.File("rb"),
    help="Post this report made earlier (`compare --format json -o FILE`: its JSON document, checked and rendered "
    "here) instead of comparing BASE and HEAD.",
)
@click.option("--repo", required=True, help="OWNER/NAME on GitHub, or the project path or id on GitLab.")
@click.option("--pr", "number", type=click.IntRange(min=1), required=True, help="Pull request or merge request IID.")
@click.option(
    "--label",
    callback=checked(validate.label),
    help="One comment per label: several models on one PR keep separate comments.",
)
@click.option(
    "--api-url", help="API root [default: $GITHUB_API_URL or https://api.github.com; GitLab: $CI_API_V4_URL]."
)
@click.option("--gitlab", "use_gitlab", is_flag=True, help="Post a merge-request note (auto when GITLAB_CI is set).")
@click.option(
    "--bot-login",
    callback=checked(validate.label),
    help="Whose comments are dumpdiff's [default: the token's user; with GitHub Actions' token github-actions[bot]].",
)
@click.option(
    "--target-branch",
    default="main",
    show_default=True,
    callback=checked(validate.ref),
    help="Where BASE=auto looks for the baseline.",
)
@click.option(
    "--head-commit",
    callback=checked(validate.commit),
    help="HEAD's commit when HEAD is a path [default: $GITHUB_SHA or git rev-parse HEAD].",
)
@click.option(
    "--fail-on",
    default="",
    callback=fail_on_flags,
    help=f"Comma-separated flags that fail the step after posting: {', '.join(FAIL_ON_CHOICES)} [default: none].",
)
@click.option(
    "--no-baseline-exit",
    type=click.IntRange(0, 255),  # what a process can exit with: -1 would read as 255
    default=EXIT_OK,
    show_default=True,
    help="Exit status when BASE=auto finds no run.",
)
@click.option("--server", help="Take the verdict from this `dumpdiff serve` (BASE and HEAD: commits pushed to it).")
@click.pass_context
def comment(
    ctx: click.Context,
    base: str | None,
    head: str | None,
    body_file: BinaryIO | None,
    repo: str,
    number: int,
    label: str | None,
    api_url: str | None,
    use_gitlab: bool,
    bot_login: str | None,
    target_branch: str,
    head_commit: str | None,
    fail_on: tuple[str, ...],
    no_baseline_exit: int,
    server: str | None,
) -> None:
    """Post (or update) the one report comment on a pull request; BASE may be `auto`. With --body-file, post a
    report made earlier (a fork's pull request: made without secrets, posted by a trusted workflow)."""
    from dumpdiff.service import comment as ci
    from dumpdiff.service.pull_request import PullRequest, fails, post_comment

    label = label or ""
    pull_request = PullRequest(
        repo=repo,
        number=number,
        label=label,
        api_url=api_url,
        gitlab=use_gitlab or bool(os.environ.get("GITLAB_CI")),
        bot_login=bot_login,
    )
    if body_file is not None:
        if base or head or fail_on:
            raise UserError("--body-file posts a finished report: give no BASE, HEAD or --fail-on with it")
        from dumpdiff.service.report_document import markdown_from_untrusted

        body = markdown_from_untrusted(
            body_file.read(), body_file.name, budget_bytes=ci.COMMENT_BUDGET_BYTES, marker=ci.marker(label)
        )
        say(ctx, f"dumpdiff: {post_comment(body, pull_request)}")
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
            say(
                ctx,
                f"dumpdiff: no stored run on the merge-base with {target_branch} nor on {target_branch}: "
                "nothing to compare",
            )
            ctx.exit(no_baseline_exit)
        base, note = baseline.commit, baseline.note
    if server is not None:
        from dumpdiff.service.server.push import fetch_verdict

        document, link = fetch_verdict(server, base, head, label or "")
        note = f"verdict of [the service]({link})"
    else:
        from dumpdiff.service.compare import compare_sources

        document = compare_document(compare_sources(base, head, label=label or None, progress=progress_of(ctx)))
    options = RenderOptions(budget_bytes=ci.COMMENT_BUDGET_BYTES, baseline_note=note, marker=ci.marker(label))
    # The report is in the job summary or on stdout before a failed post raises its one line.
    say(ctx, f"dumpdiff: {post_comment(RENDERERS['markdown'](document, options), pull_request)}")
    ctx.exit(EXIT_REGRESSION if fails(document, fail_on) else EXIT_OK)


def one_line(error: BaseException) -> str:
    """The error's message as one printable line; an exception nobody expected is named as the bug it is."""
    told = error.format_message() if isinstance(error, click.ClickException) else str(error)
    message = " ".join(told.split("\n")).strip()
    if not isinstance(error, (DumpError, ServiceError, click.ClickException)):
        message = f"dumpdiff: unexpected {type(error).__name__}{f': {message}' if message else ''}"
        message += " (a bug: `-v` shows its traceback)"
    return terminal_safe(message)


for service_command in SERVICE_COMMANDS:
    cli.add_command(service_command)


def main(argv: list[str] | None = None) -> None:
    """Entry point: every failure is one line on stderr and exit status 2, whatever raised it."""
    args = sys.argv[1:] if argv is None else argv
    verbose = "-v" in args or "--verbose" in args
    try:
        # Without standalone mode click returns the status `ctx.exit(status)` asked for instead of exiting.
        status = cli.main(args=args, prog_name="dumpdiff", standalone_mode=False)
    except click.Abort:
        click.echo("dumpdiff: interrupted", err=True)
        sys.exit(EXIT_TROUBLE)
    except click.UsageError as error:
        # click would print the usage and a hint over four lines.
        where = error.ctx.command_path if error.ctx else "dumpdiff"
        click.echo(f"{where}: {one_line(error)} (`{where} -h` tells more)", err=True)
        sys.exit(EXIT_TROUBLE)
    except click.ClickException as error:
        click.echo(one_line(error), err=True)
        sys.exit(EXIT_TROUBLE)  # a file click could not open, too: its own exit status would be 1
    except Exception as error:
        if verbose:
            traceback.print_exc()
        click.echo(one_line(error), err=True)
        sys.exit(EXIT_TROUBLE)
    sys.exit(status if isinstance(status, int) else EXIT_OK)


if __name__ == "__main__":
    main()
