"""Alembic's environment for the clubs' database: run on the connection :meth:`Database.upgrade` gives, or on
``sqlalchemy.url`` (``alembic revision --autogenerate`` against a scratch database, see docs/CLUBS.md)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from service.clubs.models import Base

config = context.config
connection = config.attributes.get("connection")
if connection is not None:
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "sqlite://")
    with engine.begin() as own:
        context.configure(connection=own, target_metadata=Base.metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
