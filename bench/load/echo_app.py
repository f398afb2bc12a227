"""The baseline: a bare Flask JSON echo, served by the same gunicorn settings as Arbitro."""

from flask import Flask, jsonify, request


def create_app() -> Flask:
    app = Flask(__name__)

    @app.post("/echo")
    def echo():
        return jsonify(request.get_json())

    return app
