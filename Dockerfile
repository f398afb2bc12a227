# syntax=docker/dockerfile:1
# Arbitro: gunicorn serving service.app:create_app(), as a non-root user, configured from the
# environment (docs/OPERATIONS.md). Build from the repository root:
#   docker build -t arbitro .
#   docker run --rm -p 8080:8080 -e REDIS_URL=redis://host:6379/0 arbitro

ARG PYTHON_IMAGE=python:3.11-slim-bookworm

# ---- build: install the package and its dependencies into a virtualenv, the rules engines
# compiled to C by mypyc (setup.py), which needs a C compiler here and nothing at run time
FROM ${PYTHON_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    ARBITRO_COMPILE=1
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
RUN python -m venv /opt/venv
COPY pyproject.toml setup.py README.md LICENSE constraints.txt ./
COPY service ./service
RUN /opt/venv/bin/pip install --no-cache-dir -c constraints.txt . \
    && /opt/venv/bin/python -m compileall -q /opt/venv/lib

# ---- runtime: the virtualenv, the gunicorn config, nothing else
FROM ${PYTHON_IMAGE} AS runtime
RUN groupadd --system --gid 10001 arbitro \
    && useradd --system --uid 10001 --gid arbitro --no-create-home --home-dir /nonexistent \
       --shell /usr/sbin/nologin arbitro
COPY --from=build /opt/venv /opt/venv
WORKDIR /app
COPY deploy/gunicorn.conf.py /app/gunicorn.conf.py
# DATABASE_URL: the clubs' database; the image's own default is an SQLite file in /tmp (lost with the container:
# compose and deploy/k8s set a PostgreSQL, and `docker run` should name one, or a file on a volume)
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    HOST=0.0.0.0 \
    PORT=8080 \
    PROMETHEUS_MULTIPROC_DIR=/tmp/arbitro-metrics \
    METRICS_PORT=9100 \
    DATABASE_URL=sqlite:////tmp/arbitro-clubs.db
USER 10001:10001
EXPOSE 8080 9100
# liveness only (never Redis): the process answers /healthz on $PORT
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('PORT', '8080'), timeout=2)"]
# gunicorn stops gracefully on SIGTERM (graceful_timeout, GUNICORN_GRACEFUL_TIMEOUT)
STOPSIGNAL SIGTERM
CMD ["gunicorn", "--config", "/app/gunicorn.conf.py", "service.app:create_app()"]
