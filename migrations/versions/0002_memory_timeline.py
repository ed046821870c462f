"""memory timeline: graphs' schedule, live bytes per step, peak step and bytes source; buffers' role, slot and
in-place update

Revision ID: 0002_memory_timeline
Revises: 0001
Create Date: 2026-11-23 19:20:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0002_memory_timeline"
down_revision = "0001"
branch_labels = None
depends_on = None

GRAPH_COLUMNS = (
    sa.Column("bytes_source", sa.Text(), nullable=True),
    sa.Column("schedule", postgresql.ARRAY(sa.Text()), server_default="{}", nullable=False),
    sa.Column("timeline", postgresql.ARRAY(sa.BigInteger()), server_default="{}", nullable=False),
    sa.Column("peak_step", sa.Integer(), nullable=True),
    sa.Column("timeline_note", sa.Text(), nullable=True),
)
BUFFER_COLUMNS = (
    sa.Column("role", sa.Text(), nullable=True),
    sa.Column("slot", sa.Text(), nullable=True),
    sa.Column("updates", sa.Text(), nullable=True),
)


def upgrade() -> None:
    for column in GRAPH_COLUMNS:
        op.add_column("graphs", column)
    for column in BUFFER_COLUMNS:
        op.add_column("buffers", column)


def downgrade() -> None:
    for column in reversed(BUFFER_COLUMNS):
        op.drop_column("buffers", column.name)
    for column in reversed(GRAPH_COLUMNS):
        op.drop_column("graphs", column.name)
