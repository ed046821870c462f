"""the service: API tokens and stored compare documents

Revision ID: 0003_service
Revises: 0001
Create Date: 2026-11-23 19:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0003_service"
down_revision = "0002_memory_timeline"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "api_tokens",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("key", sa.String(length=32), nullable=False),
        sa.Column("secret_sha256", sa.String(length=64), nullable=False),
        sa.Column("scope", sa.String(length=8), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_api_tokens")),
        sa.UniqueConstraint("key", name=op.f("uq_api_tokens_key")),
        sa.UniqueConstraint("name", name=op.f("uq_api_tokens_name")),
    )
    op.create_table(
        "comparisons",
        sa.Column("base_run_id", sa.BigInteger(), nullable=False),
        sa.Column("head_run_id", sa.BigInteger(), nullable=False),
        sa.Column("differ_version", sa.String(length=128), nullable=False),
        sa.Column("document", postgresql.JSON(astext_type=sa.Text()), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.ForeignKeyConstraint(
            ["base_run_id"], ["runs.id"], name=op.f("fk_comparisons_base_run_id_runs"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["head_run_id"], ["runs.id"], name=op.f("fk_comparisons_head_run_id_runs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("base_run_id", "head_run_id", "differ_version", name=op.f("pk_comparisons")),
    )
    op.create_index(op.f("ix_comparisons_head_run_id"), "comparisons", ["head_run_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_comparisons_head_run_id"), table_name="comparisons")
    op.drop_table("comparisons")
    op.drop_table("api_tokens")
