"""``SCHEMA_LOAD``: a request body loaded by its marshmallow schema, without the schema's per-load bookkeeping.

``Schema.load`` wraps each field's ``deserialize`` (which reads the field's default, checks its
type and runs its validators) in an error store, a closure and a call per field, and looks for
hooks of five kinds; for the game endpoints' five-field envelope that bookkeeping cost about as
much as the fields themselves.  :func:`body_loader` gives, for a schema with no hooks, a loader
that calls the same ``deserialize`` of the same fields, in the schema's order, with the same
arguments - but for a field the body leaves out that is not required, which takes its
``load_default`` as ``deserialize`` would give it, without the call; the rules stay the schema's,
written once; a schema that includes the keys it does not name (``unknown = INCLUDE``) gets them as given, as
``load`` gives them.  Anything it would have to decide itself - a body that is not a JSON object, a key the
schema does not name (and does not include), a field that refuses its value -
goes to ``schema.load``, which answers it (the result, or the ``ValidationError`` with every
message), so a body is loaded or refused exactly as the schema loads or refuses it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import INCLUDE, Schema, ValidationError, missing
from marshmallow.fields import Field

from . import FastPath, taken


def schema_loader(schema: Schema) -> Callable[[Any], Any]:
    """How the app being built loads a body by ``schema``: :func:`body_loader`'s load where it takes
    ``SCHEMA_LOAD``, else ``schema.load``."""
    return body_loader(schema) if taken(FastPath.SCHEMA_LOAD) else schema.load


def body_loader(schema: Schema) -> Callable[[Any], Any]:
    """``schema.load``, or the same load at less cost where the schema has no hooks (module docstring)."""
    if not _plain(schema):
        return schema.load
    named = tuple(
        (name if field.data_key is None else field.data_key, name, field, _defaulted(field), field.load_default)
        for name, field in schema.load_fields.items()
    )
    keys = frozenset(key for key, *_ in named)
    include = schema.unknown == INCLUDE
    make = schema.dict_class
    partial = {} if schema.partial is None else {"partial": schema.partial}

    def load(data: Any) -> Any:
        if type(data) is dict and (include or keys.issuperset(data)):
            loaded = make()
            try:
                for key, name, field, defaulted, default in named:
                    given = data.get(key, missing)
                    if given is missing and defaulted:  # what deserialize gives a field left out
                        value = default() if callable(default) else default
                    else:
                        value = field.deserialize(given, key, data, **partial)
                    if value is not missing:
                        loaded[name] = value
            except ValidationError:
                pass  # the schema's own load gathers every message
            else:
                if include:
                    loaded.update((key, value) for key, value in data.items() if key not in keys)
                return loaded
        return schema.load(data)

    return load


def _defaulted(field: Field) -> bool:
    """Whether ``field.deserialize`` of a missing value is marshmallow's: its ``load_default`` (called if
    callable), as the field is not required."""
    return not field.required and type(field).deserialize is Field.deserialize


def _plain(schema: Schema) -> bool:
    """Whether ``schema.load`` is marshmallow's, one object at a time, fields only: no hooks (pre- and post-load,
    field and schema validators), no partial set of fields, each field loaded under its own name.  The hooks
    are read from marshmallow's registry of them (``_hooks``, not a public name): should a later marshmallow
    keep them elsewhere, every schema counts as hooked and goes through ``schema.load``."""
    hooks = getattr(schema, "_hooks", None)
    return (
        type(schema).load is Schema.load
        and not schema.many
        and schema.partial in (None, False)
        and isinstance(hooks, dict)
        and not any(hooks.values())
        and all(field.attribute in (None, name) and "." not in name for name, field in schema.load_fields.items())
    )
