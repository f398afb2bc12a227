"""Alembic migrations of the clubs database (service/clubs/database.py runs them)."""
