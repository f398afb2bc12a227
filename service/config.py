"""Settings from environment variables, read and checked by pydantic-settings.

Two models: :class:`Settings` (the service's, read by :func:`service.app.create_app`) and
:class:`ServerSettings` (the process's, read by ``deploy/gunicorn.conf.py``).  Each field's
environment variable is its name in capitals; an empty value counts as unset.  Each field says
what it ``accepts`` (the "type" column of the table in docs/OPERATIONS.md, which a test checks
against these models), and a value it does not accept stops the start with a
:class:`SettingsError` naming the variable, the value and what it accepts.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal, Self

from pydantic import BeforeValidator, Field, ValidationError, ValidationInfo, field_validator
from pydantic.fields import FieldInfo
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

_ORIGIN = re.compile(r"^https?://[^/\s?#]+$")


class SettingsError(ValueError):
    """A setting's value is refused; the message names each variable, its value and what it accepts."""


def setting(default: Any, accepts: str, meaning: str, **constraints: Any) -> Any:
    """A field with what it accepts (for refusals and the docs table) and what it means."""
    return Field(default, description=meaning, json_schema_extra={"accepts": accepts}, **constraints)


def _comma_separated(value: Any) -> Any:
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split(",") if part.strip())
    return value


class _FromEnvironment(BaseSettings):
    model_config = SettingsConfigDict(frozen=True, extra="forbid", env_ignore_empty=True, case_sensitive=False)

    @classmethod
    def load(cls, overrides: dict[str, Any] | None = None) -> Self:
        """The settings from the environment, ``overrides`` (keys are field names) taking precedence."""
        try:
            return cls(**(overrides or {}))
        except ValidationError as exc:
            raise SettingsError(cls.explain(exc)) from None

    @classmethod
    def explain(cls, exc: ValidationError) -> str:
        lines = []
        for error in exc.errors():
            name = str(error["loc"][0]) if error["loc"] else ""
            field = cls.model_fields.get(name)
            if field is None:
                lines.append(f"unknown setting {name!r}; the settings are {', '.join(cls.variables())}")
                continue
            lines.append(f"{name.upper()}={error['input']!r} is not accepted: {accepts(field)}")
        return "invalid settings: " + "; ".join(lines)

    @classmethod
    def variables(cls) -> list[str]:
        """The environment variables these settings read."""
        return [name.upper() for name in cls.model_fields]


def accepts(field: FieldInfo) -> str:
    extra = field.json_schema_extra
    assert isinstance(extra, dict)
    return str(extra["accepts"])


class Settings(_FromEnvironment):
    """The service's settings (docs/OPERATIONS.md, "Configuration reference")."""

    redis_url: str | None = setting(
        None,
        "a `redis://`, `rediss://` or `unix://` URL; unset: in-process store",
        "Where sessions live, e.g. `redis://host:6379/0` or `rediss://:password@host:6380/0` (TLS). If unset, an "
        "in-process store is used (one process only; the service says so at start). The stateless endpoints never "
        "use Redis.",
    )
    database_url: str | None = setting(
        None,
        "an SQLAlchemy database URL: `postgresql://user:password@host:5432/arbitro` (or `postgres://`), "
        "`sqlite:////path/arbitro.db`; unset: SQLite, `arbitro.db` in the instance folder",
        "Where clubs keep their players, seasons, archived results and ratings (docs/CLUBS.md). Unset, an SQLite "
        "file in the app's instance folder, its schema brought up at start. PostgreSQL's schema is brought up by "
        "`arbitro db upgrade` (compose and the k8s Job run it). While it is unreachable the club endpoints answer "
        "503 and everything else serves as before.",
    )
    database_timeout: float = setting(
        2.0,
        "number > 0 (seconds)",
        "Seconds a connection to `DATABASE_URL` may take before a club endpoint answers 503.",
        gt=0,
    )
    session_ttl_seconds: int = setting(
        86400,
        "integer >= 1",
        "How long an idle session lives. Every write refreshes the TTL (sliding expiry), never past "
        "`SESSION_LIFETIME_SECONDS`.",
        ge=1,
    )
    session_lifetime_seconds: int = setting(
        7 * 86400,
        "integer >= 1",
        "The longest a session lives from its creation, however active: past it the session is gone (404), as if "
        "idle. Its view's `limits.lifetime_ends_at` says when.",
        ge=1,
    )
    tournament_ttl_seconds: int = setting(
        90 * 86400,
        "integer >= 1",
        "How long an untouched tournament is kept: from its creation or its last change (each result, "
        "player added or withdrawn, round closed or session opened starts the time again); past it the "
        "tournament is gone (404 `tournament_not_found`), as if its director had deleted it.",
        ge=1,
    )
    tournament_history_kept: int = setting(
        10,
        "integer 0-100",
        "How many replaced results a tournament's table keeps (its `history`, oldest first): a correction past "
        "them folds the oldest into the table's `history_folded` count, so a table's record stays the same size "
        "however often its result is corrected.",
        ge=0,
        le=100,
    )
    session_max_actions: int = setting(
        3000,
        "integer >= 1",
        "The most actions one session takes over its whole match. The action that reaches it is applied, and the "
        'session stops: its view says `limits.stopped: "max_actions"`, nobody is to act, and any further action is '
        "a 409 problem `session_limit_reached`. The match goes on in a new session created with its `scores`.",
        ge=1,
    )
    session_max_deals: int = setting(
        200,
        "integer >= 1",
        "The most deals one session deals. When that deal ends and the match is not over, no further deal is dealt "
        'and the session stops as at `SESSION_MAX_ACTIONS` (`limits.stopped: "max_deals"`).',
        ge=1,
    )
    redis_cluster: bool = setting(
        False,
        "boolean (as `ALLOW_TEST_SEEDS`), true only with a `redis://` or `rediss://` `REDIS_URL`",
        "Whether `REDIS_URL` names a node of a Redis Cluster (`redis://host:6379`, no database number): the "
        "store then uses redis-py's cluster client, which finds the node serving each session (a session's keys "
        "share one hash slot) and follows a failover. See [Redis beyond one node](#redis-beyond-one-node).",
    )
    redis_wait_replicas: int = setting(
        0,
        "integer >= 0",
        "How many replicas must have a session write before the move (or the new session) is acknowledged "
        "(Redis `WAIT`, for at most half of `REDIS_SOCKET_TIMEOUT`; when fewer have it by then, the answer is a "
        "503 and the write stays unacknowledged). `0`: no wait; a failover may then lose the last moves "
        "acknowledged (see [Backups and failover](#backups-and-failover-what-sessions-lose)).",
        ge=0,
    )
    redis_key_prefix: str = setting(
        "arbitro",
        "non-empty text",
        "The prefix of every key the service writes - sessions (`<prefix>:{<session id>}`), tournaments "
        "(`<prefix>:tournament:...`), the rate limits' counters (`<prefix>:limits:...`) - so several deployments or "
        "test runs can share one Redis, and a Redis user allowed only the keys `<prefix>:*` is enough.",
        min_length=1,
    )
    redis_socket_timeout: float = setting(
        1.0,
        "number > 0 (seconds)",
        "Seconds a Redis connect or command may take before it counts as a failure (and is retried).",
        gt=0,
    )
    redis_retries: int = setting(
        2,
        "integer >= 0",
        "How many times a failed Redis call is retried, with exponential backoff, before the session endpoint "
        "answers 503.",
        ge=0,
    )
    session_recent_versions: int = setting(
        1024,
        "integer >= 0",
        "How many sessions each worker keeps the current deal of, replayed, at their latest version, with the record "
        "as parsed, so that a move naming that version (`If-Match`) replays nothing and parses nothing (else the "
        "deal's actions are replayed from its record). "
        "`0` turns it off. Memory: a deal state of 6-8 KB per session per worker (measured for Euchre and Ramino), "
        "all of it walked by Python's garbage collector: a larger figure lengthens its pauses.",
        ge=0,
    )
    session_recent_record_bytes: int = setting(
        32 * 1024 * 1024,
        "integer >= 0 (bytes)",
        "With Redis: how many bytes of session records each worker keeps at their latest version, so that a move "
        "naming that version (`If-Match`) skips its read and costs one Redis round trip instead of two. The "
        "compare-and-set still decides; a stale record only costs a second try. A record is 2-5 KB, so the default "
        "holds about 10,000 sessions; tournaments' records get as many bytes of their own. `0` turns it off.",
        ge=0,
    )
    session_shared_records_dir: str | None = setting(
        None,
        "a directory on a memory file system",
        "With Redis: where the workers of one host share the records of `SESSION_RECENT_RECORD_BYTES` (an LMDB map), "
        "so that a move skips its read whichever worker it reaches: every acknowledged move is then one Redis round "
        "trip. gunicorn's master (`deploy/gunicorn.conf.py`) makes one under `/dev/shm` when it is unset, and removes "
        "it at exit; unset outside gunicorn: each process keeps its own records.",
    )
    idempotency_ttl_seconds: int = setting(
        86400,
        "integer >= 1",
        "How long the answer to an action posted with an `Idempotency-Key` is kept for replay.",
        ge=1,
    )
    session_retry_after_seconds: int = setting(
        2,
        "integer >= 0",
        "The `Retry-After` of every 503: a session endpoint's while Redis is unreachable, and any other.",
        ge=0,
    )
    session_events_heartbeat_seconds: float = setting(
        15.0,
        "number > 0 (seconds)",
        "How long an event stream - a session's (`GET /v1/sessions/{id}/events`) or a tournament's "
        "(`GET /v1/tournaments/{id}/events`) - goes without a byte before it sends a comment line, so that proxies "
        "and load balancers keep it open (set it below their idle timeout); also how often a followed session or "
        "tournament without writes is looked for in the store, so a stream ends this long after what it follows "
        "expired.",
        gt=0,
    )
    max_body_bytes: int = setting(
        256 * 1024,
        "integer >= 1 (bytes)",
        "The largest request body accepted. A larger one gets a 413 problem that states the limit (`max_body_bytes`).",
        ge=1,
    )
    max_actions: int = setting(
        1000,
        "integer >= 1",
        "The most actions one stateless request may replay, and one deal of a match record may hold. More than that "
        "is a 400. A session's deal that reaches it stops the session as at `SESSION_MAX_ACTIONS` "
        '(`limits.stopped: "max_deal_actions"`): every deal a session plays can be replayed, and its record validated.',
        ge=1,
    )
    max_match_deals: int = setting(
        500,
        "integer >= 1, and at least `SESSION_MAX_DEALS` (a session's record is a match record)",
        "The most deals one match record may hold (`POST /v1/matches/validate`); each deal holds at most "
        "`MAX_ACTIONS` actions, and the whole body at most `MAX_BODY_BYTES`. More deals than that is a 400.",
        ge=1,
        validate_default=True,
    )
    allow_test_seeds: bool = setting(
        False,
        "boolean: `true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`",
        "Whether `POST /v1/sessions` accepts a client `seed` for a reproducible shuffle. Keep it off in production: "
        "a known seed reveals every hand.",
    )
    rate_limit: str | None = setting(
        None,
        "a rate in flask-limiter's notation (`200/second`, `6000/minute`, several joined by `;`); unset: off",
        "One budget per client address for every request, whatever the endpoint (the stateless ones' limit). Past "
        "it a client gets a 429 problem with `Retry-After`. With `REDIS_URL` set, the counters live in Redis, so "
        "every worker and replica shares one budget; without it each process counts alone. `/healthz`, `/readyz`, "
        "`/metrics` and CORS preflights (`OPTIONS`) are exempt. While the counters' storage is unreachable, each "
        "process counts alone. Behind a proxy, set `TRUSTED_PROXY_HOPS` so that the client address is the real one. "
        "Set, every request takes Flask's whole request path: session moves and the stateless game routes are no "
        "longer answered by the lean dispatch (`service/fast_paths/lean_dispatch.py`), which costs them about half "
        'as much again in CPU (docs/PERFORMANCE.md, "The speed paths"); a proxy\'s rate limit spares them that.',
    )
    session_create_limit: str = setting(
        "20/minute;200/hour",
        "a rate in flask-limiter's notation, as `RATE_LIMIT`",
        "How many sessions one client address may create (`POST /v1/sessions`). Past it the client gets a 429 "
        "problem with `Retry-After`. Only a session created spends it: a refused request (400, 403, 422, 503) is "
        "checked against it but spends nothing. It counts on top of `RATE_LIMIT`, in the same storage (Redis with "
        "`REDIS_URL`, shared by every worker and replica; else each process alone). A backend that hosts many "
        "tables from one address needs a larger rate. The sessions a tournament's director opens for duplicate "
        "tables (`POST /v1/tournaments/{id}/rounds/{r}/tables/{t}/session`) spend the same budget of the "
        "director's address.",
    )
    tournament_create_limit: str = setting(
        "20/minute;200/hour",
        "a rate in flask-limiter's notation, as `RATE_LIMIT`",
        "How many tournaments one client address may create (`POST /v1/tournaments`). Past it the client gets a "
        "429 problem with `Retry-After`. It counts as `SESSION_CREATE_LIMIT` does (only a tournament created "
        "spends it), on its own budget.",
    )
    tournament_bytes_limit: str = setting(
        "4000000/hour;20000000/day",
        "a rate in flask-limiter's notation, counting bytes",
        "How many bytes of tournaments one client address may create (`POST /v1/tournaments`): each tournament "
        "created spends the size of its record (the largest, 40 players of Duplicate Euchre with 19 boards, about "
        "262,000 bytes). Past it the client gets a 429 problem with `Retry-After`; a tournament larger than the "
        "whole budget is refused so too. It counts beside `TOURNAMENT_CREATE_LIMIT`.",
    )
    tournament_result_limit: str = setting(
        "120/minute;2000/hour",
        "a rate in flask-limiter's notation, as `RATE_LIMIT`",
        "How many results and corrections one client address may post to tournaments' tables (`POST "
        "/v1/tournaments/{id}/rounds/{r}/tables/{t}/result`). Past it the client gets a 429 problem with "
        "`Retry-After`. Only a result kept spends it, as `SESSION_CREATE_LIMIT` counts.",
    )
    trusted_proxy_hops: int = setting(
        0,
        "integer 0-5",
        "How many proxies in front of the service append to `X-Forwarded-For` (an ingress: 1). The client address "
        "that the limits count by is then the one the outermost of them saw. `0`: the peer's address, and "
        "`X-Forwarded-For` is ignored. Set it exactly: too high, and a client picks its own address.",
        ge=0,
        le=5,
    )
    redis_memory_headroom: float = setting(
        0.2,
        "number 0-0.9 (a fraction of Redis's `maxmemory`)",
        "With Redis: the share of `maxmemory` kept for the matches already running. Once Redis's `used_memory`, "
        "with what a new thing costs added, reaches the rest, every new thing - a session, a tournament, a "
        "table's session, a result or a correction - gets a 503 problem (`store_full`) while the running "
        "matches keep playing. On a Redis Cluster each shard counts alone: a full shard refuses what is keyed to it "
        "while the others admit theirs. Needs `maxmemory` set on Redis (each primary of a cluster), with "
        "`maxmemory-policy noeviction`. `0` keeps no room: every new thing is admitted until Redis refuses a write "
        "(`store_out_of_memory`), as the log says at start.",
        ge=0,
        le=0.9,
    )
    memory_store_max_sessions: int = setting(
        10000,
        "integer >= 1",
        "Without Redis: the most live sessions the in-process store holds. Past it new sessions get a 503 problem "
        "(`store_full`) while the running ones keep playing.",
        ge=1,
    )
    store_full_retry_after_seconds: int = setting(
        60,
        "integer >= 1",
        "The `Retry-After` of a 503 `store_full` or `store_out_of_memory`: room comes back as matches end, "
        "are deleted or expire.",
        ge=1,
    )
    metrics_port: int | None = setting(
        None,
        "integer 1-65535, other than `PORT`; needs `PROMETHEUS_MULTIPROC_DIR`; unset: `/metrics` on the API's port",
        "The port on which gunicorn's master serves the Prometheus metrics (`GET /metrics`, every worker's summed), "
        "apart from the API: the API's port then answers `/metrics` with 404, so metrics never leave through the "
        "ingress, and a NetworkPolicy can let only the scraper reach them. It listens on `HOST`. The image and "
        "`deploy/` set 9100. Unset, `/metrics` is served on the API's port (a laptop's). See [metrics](#metrics).",
        ge=1,
        le=65535,
    )
    cors_origins: Annotated[tuple[str, ...], NoDecode, BeforeValidator(_comma_separated)] = setting(
        (),
        "comma-separated origins (`https://app.example.com`), or `*`; unset: none",
        "The browser origins allowed to call the API cross-origin (CORS). Unset, no origin is: browsers refuse "
        "cross-origin calls (same-origin pages and non-browser clients are unaffected). `*` allows any origin; "
        "the tokens travel in `Authorization` headers, never cookies, so no credentials mode is needed. Set, every "
        "request takes Flask's whole request path (flask-cors works there), as with `RATE_LIMIT`.",
    )

    @field_validator("redis_url")
    @classmethod
    def _redis_scheme(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("redis://", "rediss://", "unix://")):
            raise ValueError("not a Redis URL")
        return value

    @field_validator("database_url")
    @classmethod
    def _database_scheme(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("postgresql", "postgres://", "sqlite:")):
            raise ValueError("not a PostgreSQL or SQLite URL")
        return value

    @field_validator("redis_cluster")
    @classmethod
    def _cluster_over_tcp(cls, value: bool, info: ValidationInfo) -> bool:
        if value and str(info.data.get("redis_url") or "").startswith("unix://"):
            raise ValueError("a cluster's nodes are reached over TCP, not a Unix socket")
        return value

    @field_validator("max_match_deals")
    @classmethod
    def _holds_a_sessions_deals(cls, value: int, info: ValidationInfo) -> int:
        if value < info.data.get("session_max_deals", 0):
            raise ValueError("a session's record would hold more deals than a match record may")
        return value

    @field_validator(
        "rate_limit",
        "session_create_limit",
        "tournament_create_limit",
        "tournament_bytes_limit",
        "tournament_result_limit",
    )
    @classmethod
    def _rate(cls, value: str | None) -> str | None:
        if value is not None:
            import limits  # here, not at the top: the command line reads the settings and never counts a rate

            limits.parse_many(value)  # ValueError when flask-limiter could not read it
        return value

    @field_validator("cors_origins")
    @classmethod
    def _origins(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for origin in value:
            if origin != "*" and not _ORIGIN.match(origin):
                raise ValueError(f"{origin!r} is not an origin")
        if "*" in value and len(value) > 1:
            raise ValueError("'*' stands alone")
        return value


class ServerSettings(_FromEnvironment):
    """The process's settings, read by ``deploy/gunicorn.conf.py``."""

    bind: str | None = setting(
        None,
        "a gunicorn bind address (`HOST:PORT`, `unix:PATH`)",
        "The full gunicorn bind address (`0.0.0.0:8080`, `unix:/run/arbitro.sock`). It takes precedence over "
        "`HOST`/`PORT`.",
    )
    host: str = setting("127.0.0.1", "an interface address", "The interface to listen on. The image sets `0.0.0.0`.")
    port: int = setting(8080, "integer 1-65535", "The port to listen on.", ge=1, le=65535)
    web_concurrency: int | None = setting(
        None,
        "integer >= 1",
        "The number of worker processes; unset: `GUNICORN_WORKERS`, else 1 without `REDIS_URL` and 2 with it. On "
        "Kubernetes, make it the pod's CPU limit and let the HPA add pods.",
        ge=1,
    )
    gunicorn_workers: int | None = setting(
        None, "integer >= 1", "The same setting; used when `WEB_CONCURRENCY` is unset.", ge=1
    )
    gunicorn_threads: int = setting(
        2,
        "integer >= 1",
        "Threads per worker (the `gthread` worker). Two, by measurement: with one a worker idles while its move "
        "waits on Redis (12-24% fewer moves a second); with four it takes as many moves as with two but their p99 "
        'is higher (docs/OPERATIONS.md, "How many threads").',
        ge=1,
    )
    gc_young_threshold: int = setting(
        50_000,
        "integer >= 1",
        "Each worker's threshold for a young collection of Python's garbage collector (`gc.set_threshold`'s first "
        "value: objects made and not yet freed since the last one). 50,000, by measurement: against Python's 700 a "
        "session move's p99 fell by 27-38% and its moves a second rose 2-4% "
        '(docs/OPERATIONS.md, "The garbage collector").',
        ge=1,
    )
    gunicorn_worker_class: Literal["gthread", "gevent"] = setting(
        "gthread",
        "`gthread` or `gevent`",
        "The gunicorn worker. `gthread` serves the API; `gevent` serves the events server, where each event "
        "stream (a session's `GET /v1/sessions/{id}/events`, a tournament's `GET /v1/tournaments/{id}/events`) "
        "holds a connection for as long as it is followed: a greenlet, not a thread, per stream "
        '(docs/OPERATIONS.md, "The event stream").',
    )
    gunicorn_worker_connections: int = setting(
        2000,
        "integer >= 1",
        "With `GUNICORN_WORKER_CLASS=gevent`: the most connections (event streams) a worker holds at once.",
        ge=1,
    )
    gunicorn_timeout: int = setting(
        30, "integer >= 0 (seconds)", "Seconds a worker may stay silent before the master kills and replaces it.", ge=0
    )
    gunicorn_graceful_timeout: int = setting(
        25,
        "integer >= 0 (seconds)",
        "How long requests in flight get to finish after SIGTERM. Keep preStop plus this below Kubernetes' "
        "`terminationGracePeriodSeconds` (40 in `deploy/k8s`).",
        ge=0,
    )
    gunicorn_keepalive: int = setting(
        5,
        "integer >= 0 (seconds)",
        "Seconds an idle keep-alive connection stays open. Behind a load balancer, set it above the balancer's "
        "idle timeout (the k8s ConfigMap uses 75), so the balancer never reuses a connection that gunicorn has "
        "just closed (that shows up as sporadic 502s).",
        ge=0,
    )
    gunicorn_max_requests: int = setting(
        0,
        "integer >= 0",
        "Recycle a worker after this many requests; `0` turns it off. Off by default: a recycled worker rebuilds "
        "the app (~0.4 s of CPU) and drops its keep-alive connections, which at 4,000 requests/s meant a recycle "
        "every few seconds and half the throughput at 64 connections (docs/performance-history.md). Use it only "
        "against a memory leak.",
        ge=0,
    )
    gunicorn_max_requests_jitter: int = setting(
        0,
        "integer >= 0",
        "A random extra 0..N requests per worker, so that workers don't all recycle at the same moment.",
        ge=0,
    )
    gunicorn_backlog: int = setting(2048, "integer >= 1", "The listen queue length.", ge=1)
    gunicorn_control_socket: bool = setting(
        False,
        "boolean (as `ALLOW_TEST_SEEDS`)",
        "Whether to open gunicorn's (>= 25.1) control socket under `$HOME`. It is off by default, since containers "
        "run with no writable home.",
    )
    forwarded_allow_ips: str = setting(
        "127.0.0.1,::1",
        "comma-separated addresses, or `*`",
        "Which peers' `X-Forwarded-*` headers gunicorn trusts for the scheme (`X-Forwarded-Proto`). Behind an "
        "ingress, set it to the ingress's addresses (or `*` if only the ingress can reach the pods). The client "
        "address the limits count by is `TRUSTED_PROXY_HOPS`'s business.",
    )
    log_level: Literal["debug", "info", "warning", "error", "critical"] = setting(
        "info",
        "`debug`, `info`, `warning`, `error` or `critical`",
        "The level for the app's and gunicorn's logs.",
    )
    access_log: bool = setting(
        True, "boolean (as `ALLOW_TEST_SEEDS`)", "Whether to write one JSON access-log line per request."
    )
    access_log_sample: int = setting(
        1,
        "integer >= 1",
        "Write the access-log line of one request in this many of those answered below 400 (each such line then "
        'says `"sample": N`); every answer of 400 or more is written. A line costs a worker 8-10 µs in process, '
        "more under load (see [Logs and request ids](#logs-and-request-ids)).",
        ge=1,
    )
    prometheus_multiproc_dir: str | None = setting(
        None,
        "a writable directory",
        "Where every worker writes its metric samples, so `/metrics` can sum them all. Set it in the environment "
        "before gunicorn starts. See [metrics](#metrics).",
    )

    @field_validator("log_level", mode="before")
    @classmethod
    def _lower(cls, value: Any) -> Any:
        return value.strip().lower() if isinstance(value, str) else value
