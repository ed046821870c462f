"""API tokens: `dd_<key>_<secret>`. The key is public and finds the row; only the secret's SHA-256 is stored, and
it is compared in constant time. The secrets are random (256 bits), so a plain hash is enough: nobody can guess
one, hashed or not, and a stolen table reveals none."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from dumpdiff.service.errors import ServiceError
from dumpdiff.service.store import TokenRow

SCOPES = ("read", "write")
TOKEN_PATTERN = re.compile(r"dd_([0-9a-f]{16})_([A-Za-z0-9_-]{43})")
NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@-]{0,99}")


class TokenError(ServiceError):
    """A token name that is taken, unknown or malformed: one line for the user, exit 2."""


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def create_token(session: Session, name: str, scope: str) -> str:
    """Stores a new token and returns it: the only time its secret exists outside the client."""
    if not NAME_PATTERN.fullmatch(name):
        raise TokenError(f"{name!r}: expected a token name of letters, digits, '.', '_', '@' or '-' (100 at most)")
    if scope not in SCOPES:
        raise TokenError(f"{scope!r}: expected a scope among {', '.join(SCOPES)}")
    key, secret = secrets.token_hex(8), secrets.token_urlsafe(32)
    session.add(TokenRow(name=name, key=key, secret_sha256=_digest(secret), scope=scope))
    try:
        session.flush()
    except IntegrityError:
        raise TokenError(f"{name}: a token of that name exists; revoke it first") from None
    return f"dd_{key}_{secret}"


def token_scope(session: Session, token: str) -> str | None:
    """The scope of a valid token, None for anything else."""
    parts = TOKEN_PATTERN.fullmatch(token)
    if parts is None:
        return None
    key, secret = parts.groups()
    row = session.scalars(select(TokenRow).where(TokenRow.key == key)).one_or_none()
    # Unknown keys are compared too, so that a wrong key and a wrong secret take the same time.
    stored = row.secret_sha256 if row is not None else _digest(secrets.token_urlsafe(32))
    if hmac.compare_digest(stored, _digest(secret)) and row is not None:
        return row.scope
    return None


def list_tokens(session: Session) -> list[dict[str, Any]]:
    rows = session.scalars(select(TokenRow).order_by(TokenRow.name)).all()
    return [{"name": r.name, "scope": r.scope, "created": r.created.isoformat()} for r in rows]


def revoke_token(session: Session, name: str) -> None:
    if not session.execute(delete(TokenRow).where(TokenRow.name == name)).rowcount:  # type: ignore[attr-defined]
        raise TokenError(f"{name}: expected the name of a token, found none (see `dumpdiff token list`)")
