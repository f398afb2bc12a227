"""A gateway in front of the service that answers 503 or 429 as told: a real HTTP server on a free loopback port.

Each request takes the next of the gateway's ``script`` (then forwards once the script is spent):

- ``"refuse"``: answers 503 (``Retry-After`` when ``retry_after`` is set) without forwarding;
- ``"lose"``: forwards the request, then answers 503 instead of the service's answer, as a gateway
  that gave up waiting does after the service did the work;
- ``"limit"``: answers 429 (``Retry-After`` when ``retry_after`` is set) without forwarding, as a rate
  limit in front of the service does.

``seen`` lists each request's method, path and ``Idempotency-Key`` as it arrived.
"""

from __future__ import annotations

import http
import http.client
import json
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "content-length"}


@dataclass
class Gateway:
    upstream: str
    base_url: str = ""
    script: deque[str] = field(default_factory=deque)
    retry_after: str | None = None
    seen: list[tuple[str, str, str | None]] = field(default_factory=list)

    def _forward(self, method: str, path: str, headers: dict[str, str], body: bytes) -> tuple[int, list, bytes]:
        target = urlsplit(self.upstream)
        connection = http.client.HTTPConnection(target.hostname, target.port, timeout=60)
        try:
            connection.request(method, path, body=body or None, headers=headers)
            answer = connection.getresponse()
            return answer.status, answer.getheaders(), answer.read()
        finally:
            connection.close()

    def answer(self, method: str, path: str, headers: dict[str, str], body: bytes) -> tuple[int, list, bytes]:
        self.seen.append((method, path, headers.get("Idempotency-Key")))
        step = self.script.popleft() if self.script else "forward"
        if step == "lose":
            self._forward(method, path, headers, body)
        if step in ("refuse", "lose", "limit"):
            status = 429 if step == "limit" else 503
            problem = {"type": "about:blank", "title": http.HTTPStatus(status).phrase, "status": status}
            extra = [("Retry-After", self.retry_after)] if self.retry_after is not None else []
            return status, [("Content-Type", "application/problem+json"), *extra], json.dumps(problem).encode()
        return self._forward(method, path, headers, body)


def _handler(gateway: Gateway) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _relay(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP_BY_HOP}
            status, answer_headers, content = gateway.answer(self.command, self.path, headers, body)
            self.send_response(status)
            for name, value in answer_headers:
                if name.lower() not in HOP_BY_HOP:
                    self.send_header(name, value)
            self.send_header("Content-Length", str(len(content)))
            self.end_headers()
            self.wfile.write(content)

        do_GET = do_POST = do_DELETE = _relay

        def log_message(self, format: str, *args: object) -> None:
            pass  # the service logs; the gateway's own lines would only flood the test output

    return Handler


@contextmanager
def gateway_to(upstream: str) -> Iterator[Gateway]:
    gateway = Gateway(upstream)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(gateway))
    gateway.base_url = f"http://127.0.0.1:{server.server_port}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield gateway
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
