"""initial schema: runs, graphs, nodes, buffers, deps

Revision ID: 0001
Revises:
Create Date: 2026-11-23 04:00:57.484697
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "runs",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("commit", sa.String(length=64), nullable=False),
        sa.Column("label", sa.Text(), server_default="", nullable=False),
        sa.Column("ref", sa.Text(), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.Column("metadata", postgresql.JSONB(astext_type=sa.Text()), server_default="{}", nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_runs")),
        sa.UniqueConstraint("commit", "label", name=op.f("uq_runs_commit_label")),
    )
    op.create_index(
        "ix_runs_commit_pattern", "runs", ["commit"], unique=False, postgresql_ops={"commit": "text_pattern_ops"}
    )
    op.create_index("ix_runs_ref_created", "runs", ["ref", "created"], unique=False)
    op.create_table(
        "graphs",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("run_id", sa.BigInteger(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("format", sa.Text(), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.Column("total_bytes", sa.BigInteger(), nullable=True),
        sa.Column("peak_bytes", sa.BigInteger(), nullable=True),
        sa.Column("kernels", sa.Integer(), nullable=False),
        sa.Column("fused_kernels", sa.Integer(), nullable=False),
        sa.Column("attributes", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.ForeignKeyConstraint(["run_id"], ["runs.id"], name=op.f("fk_graphs_run_id_runs"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_graphs")),
        sa.UniqueConstraint("run_id", "position", name=op.f("uq_graphs_run_id_position")),
    )
    op.create_index(op.f("ix_graphs_run_id"), "graphs", ["run_id"], unique=False)
    op.create_table(
        "buffers",
        sa.Column("graph_id", sa.BigInteger(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=True),
        sa.Column("dtype", sa.Text(), nullable=True),
        sa.Column("shape", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column("stride", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column("nbytes", sa.BigInteger(), nullable=True),
        sa.Column("device", sa.Text(), nullable=True),
        sa.Column("producer", sa.Text(), nullable=True),
        sa.Column("users", postgresql.ARRAY(sa.Text()), nullable=False),
        sa.Column("aliases", postgresql.ARRAY(sa.Text()), nullable=False),
        sa.Column("mutations", postgresql.ARRAY(sa.Text()), nullable=False),
        sa.Column("allocation", sa.Integer(), nullable=True),
        sa.Column("offset", sa.BigInteger(), nullable=True),
        sa.Column("live_start", sa.Integer(), nullable=True),
        sa.Column("live_end", sa.Integer(), nullable=True),
        sa.Column("attributes", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.ForeignKeyConstraint(
            ["graph_id"], ["graphs.id"], name=op.f("fk_buffers_graph_id_graphs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("graph_id", "position", name=op.f("pk_buffers")),
    )
    op.create_table(
        "deps",
        sa.Column("graph_id", sa.BigInteger(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("node", sa.Text(), nullable=False),
        sa.Column("buffer", sa.Text(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("weak", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["graph_id"], ["graphs.id"], name=op.f("fk_deps_graph_id_graphs"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("graph_id", "position", name=op.f("pk_deps")),
    )
    op.create_table(
        "nodes",
        sa.Column("graph_id", sa.BigInteger(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("order", sa.Integer(), nullable=False),
        sa.Column("is_kernel", sa.Boolean(), nullable=False),
        sa.Column("kernel", sa.Text(), nullable=True),
        sa.Column("parent", sa.Text(), nullable=True),
        sa.Column("members", postgresql.ARRAY(sa.Text()), nullable=False),
        sa.Column("device", sa.Text(), nullable=True),
        sa.Column("ops", postgresql.ARRAY(sa.Text()), nullable=False),
        sa.Column("attributes", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.ForeignKeyConstraint(["graph_id"], ["graphs.id"], name=op.f("fk_nodes_graph_id_graphs"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("graph_id", "position", name=op.f("pk_nodes")),
    )


def downgrade() -> None:
    op.drop_table("nodes")
    op.drop_table("deps")
    op.drop_table("buffers")
    op.drop_index(op.f("ix_graphs_run_id"), table_name="graphs")
    op.drop_table("graphs")
    op.drop_index("ix_runs_ref_created", table_name="runs")
    op.drop_index("ix_runs_commit_pattern", table_name="runs", postgresql_ops={"commit": "text_pattern_ops"})
    op.drop_table("runs")
