"""Flask serves each view without flask-smorest's documentation wrappers, keeping the runtime ones."""

from __future__ import annotations

import flask_smorest
import pytest
from flask.views import MethodView

from service.api.blueprint import ArbitroBlueprint
from service.app import create_app
from service.fast_paths.views import runtime_decorator, serve_without_doc_wrappers, without_doc_wrappers

SMOREST = flask_smorest.__file__.rsplit("/", 1)[0]


def _chain(view):
    while view is not None:
        yield view
        view = getattr(view, "__wrapped__", None)


@pytest.fixture(scope="module")
def app():
    return create_app()


def _served(app, endpoint: str, method: str):
    view = app.view_functions[endpoint]
    view_class = getattr(view, "view_class", None)
    return getattr(view_class, method) if view_class is not None else view


@pytest.mark.parametrize(
    ("endpoint", "method", "runtime_wrappers"),
    [
        ("games.euchre_adjudicate", "post", 1),  # the body loader
        ("sessions.Actions", "post", 1),  # the body loader (the session problems are the move's, as it is served lean)
        ("sessions.Session", "get", 1),  # the session problems
        ("games.GameList", "get", 0),
    ],
)
def test_no_flask_smorest_code_runs_between_flask_and_the_view(app, endpoint, method, runtime_wrappers):
    chain = list(_chain(_served(app, endpoint, method)))
    assert not [f for f in chain if f.__code__.co_filename.startswith(SMOREST)]
    assert len(chain) == runtime_wrappers + 1


def test_the_documentation_is_still_complete(app):
    operation = app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()["paths"][
        "/v1/sessions/{session_id}/actions"
    ]["post"]
    assert {"200", "400", "401", "403", "404", "409", "412", "422", "428", "503"} <= set(operation["responses"])


def test_runtime_wrappers_keep_their_order_and_unknown_wrappers_stop_the_unwrapping():
    calls = []

    def tracing(label):
        @runtime_decorator
        def decorator(view):
            def wrapper(*args):
                calls.append(label)
                return view(*args)

            wrapper.__wrapped__ = view
            return wrapper

        return decorator

    blp = ArbitroBlueprint("t", __name__)

    def view():
        calls.append("view")
        return "done"

    decorated = blp.doc(summary="x")(tracing("first")(blp.doc(summary="y")(tracing("second")(view))))
    served = without_doc_wrappers(decorated)
    assert served() == "done" and calls == ["first", "second", "view"]

    def foreign(view):
        def wrapper(*args):
            return view(*args)

        wrapper.__wrapped__ = view
        return wrapper

    kept = foreign(blp.doc(summary="z")(view))
    assert without_doc_wrappers(blp.doc(summary="w")(kept)) is kept


def test_a_method_view_serves_its_methods_unwrapped():
    app = create_app()
    blp = ArbitroBlueprint("extra", __name__, url_prefix="/extra")

    @blp.route("")
    class Extra(MethodView):
        @blp.doc(summary="documented")
        def get(self):
            return "plain"

    assert Extra.get.__code__.co_filename.startswith(SMOREST)
    app.extensions["flask-smorest"]["apis"][""]["ext_obj"].register_blueprint(blp)
    serve_without_doc_wrappers(app)
    assert not Extra.get.__code__.co_filename.startswith(SMOREST)
    assert app.test_client().get("/extra").get_data(as_text=True) == "plain"

