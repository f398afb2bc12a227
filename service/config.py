"""Settings from environment variables, with defaults (docs/OPERATIONS.md lists them)."""

from __future__ import annotations

import os
from dataclasses import dataclass, fields
from typing import Any


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return default if value in (None, "") else int(value)


def _env_float(name: str, default: float) -> float:
    value = os.environ.get(name)
    return default if value in (None, "") else float(value)


@dataclass(frozen=True)
class Settings:
    redis_url: str | None = None
    session_ttl_seconds: int = 86400
    max_body_bytes: int = 256 * 1024
    max_actions: int = 1000
    allow_test_seeds: bool = False
    rate_limit: str | None = None
    redis_key_prefix: str = "arbitro"
    redis_socket_timeout: float = 1.0
    redis_retries: int = 2
    idempotency_ttl_seconds: int = 86400
    session_retry_after_seconds: int = 2
    session_recent_versions: int = 1024

    @classmethod
    def from_env(cls) -> Settings:
        return cls(
            redis_url=os.environ.get("REDIS_URL") or None,
            session_ttl_seconds=_env_int("SESSION_TTL_SECONDS", cls.session_ttl_seconds),
            max_body_bytes=_env_int("MAX_BODY_BYTES", cls.max_body_bytes),
            max_actions=_env_int("MAX_ACTIONS", cls.max_actions),
            allow_test_seeds=os.environ.get("ALLOW_TEST_SEEDS", "").lower() in ("1", "true", "yes"),
            rate_limit=os.environ.get("RATE_LIMIT") or None,
            redis_key_prefix=os.environ.get("REDIS_KEY_PREFIX") or cls.redis_key_prefix,
            redis_socket_timeout=_env_float("REDIS_SOCKET_TIMEOUT", cls.redis_socket_timeout),
            redis_retries=_env_int("REDIS_RETRIES", cls.redis_retries),
            idempotency_ttl_seconds=_env_int("IDEMPOTENCY_TTL_SECONDS", cls.idempotency_ttl_seconds),
            session_retry_after_seconds=_env_int("SESSION_RETRY_AFTER_SECONDS", cls.session_retry_after_seconds),
            session_recent_versions=_env_int("SESSION_RECENT_VERSIONS", cls.session_recent_versions),
        )

    def override(self, values: dict[str, Any] | None) -> Settings:
        """These settings with ``values`` (keys are field names) taking precedence."""
        if not values:
            return self
        known = {f.name for f in fields(self)}
        unknown = set(values) - known
        if unknown:
            raise ValueError(f"unknown settings: {', '.join(sorted(unknown))}")
        return Settings(**{**{f.name: getattr(self, f.name) for f in fields(self)}, **values})
