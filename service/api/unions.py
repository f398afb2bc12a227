"""The unions of the OpenAPI 3.1 document, written as every generator reads them.

- null: JSON Schema's own ``null`` type. A schema with a ``type`` admits null by adding ``"null"``
  to its types; a reference, a composition or a set of choices (an ``enum``) by an ``anyOf`` with
  :data:`NULL` (openapi-python-client reads a type list beside an ``enum`` as one enum per type).
- one of several objects (a game's session, an action by its type): a ``oneOf`` with a
  ``discriminator`` whose ``mapping`` names the member for each value of the property, and in
  each member that property as a ``const`` or an ``enum``, so that a generator reading the
  discriminator and one trying each member in turn (openapi-python-client) read the same member.
"""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]

NULL: Json = {"type": "null"}


def nullable(schema: Json, description: str | None = None) -> Json:
    """``schema`` or null, with ``description`` if given: its types and null, or (a reference, a composition,
    a set of choices) ``anyOf`` it and null; a generator reads a type list with an ``enum`` as an enum per type."""
    if "type" in schema and not schema.keys() & {"$ref", "enum", "oneOf", "anyOf", "allOf"}:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        either = {**schema, "type": [*types, "null"] if "null" not in types else types}
    else:
        either = {"anyOf": [schema, NULL]}
    return either | ({"description": description} if description else {})


def ref(name: str) -> Json:
    return {"$ref": f"#/components/schemas/{name}"}


def one_of(property_name: str, mapping: dict[str, str], description: str | None = None) -> Json:
    """The union of the components ``mapping`` names, told apart by ``property_name``: the member for each
    value it takes."""
    members = list(dict.fromkeys(mapping.values()))
    union: Json = {
        "type": "object",  # every member is one: a generator reads a union of unions as the union of its members
        "oneOf": [ref(member) for member in members],
        "discriminator": {
            "propertyName": property_name,
            "mapping": {value: ref(member)["$ref"] for value, member in mapping.items()},
        },
    }
    return union | ({"description": description} if description else {})


def const(value: str, description: str | None = None) -> Json:
    """A string that is ``value`` and nothing else (a union member's discriminating property)."""
    return {"type": "string", "const": value} | ({"description": description} if description else {})


def nullable_choices(choices: Json) -> Json:
    """A nullable set of choices written by apispec (``type: [t, "null"]``, ``enum: [..., None]``) as
    :func:`nullable` writes it; anything else unchanged."""
    types = choices.get("type")
    if not (isinstance(types, list) and "null" in types and "enum" in choices):
        return choices
    kept = [t for t in types if t != "null"]
    rest = {key: value for key, value in choices.items() if key not in ("type", "enum")}
    one = {"type": kept[0] if len(kept) == 1 else kept, "enum": [c for c in choices["enum"] if c is not None]}
    return rest | {"anyOf": [one, NULL]}
