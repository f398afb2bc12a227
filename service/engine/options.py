"""Variants and options as data.

A game declares each option once, as a typed attribute of its :class:`Rules` subclass with its default and
meaning beside it (``players: Annotated[Literal[3, 4], Declared(4, "Seats at the table")]``), and its named
:class:`Variant` presets; :meth:`RuleBook.of` reads the :class:`Option` list from that class - the JSON type,
the choices (a ``Literal``'s values) and whether null is allowed from the annotation, the rest from
:class:`Declared`.  A request's ``rules`` object (``{"variant": ..., **options}``) resolves into a frozen
value of that class: the variant's values over the defaults, then the request's own over those;
``rules.option_name`` is typed, and a misspelt option is a type error.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Generic, Literal, Union, get_args, get_origin, get_type_hints

from typing_extensions import TypeVar

from ..cards import CardError
from ..messages import fault
from .errors import FieldMessage, InvalidInput, WrongValue

Validator = Callable[[Any], Any]


@dataclass(frozen=True)
class Option:
    """One rule option: its JSON type, default and meaning.

    ``type`` is one of ``boolean``, ``integer``, ``number``, ``string`` or ``array``;
    ``choices`` restricts a value to a set, ``nullable`` admits null, ``minimum``/``maximum``
    bound numbers, and ``check`` (optional) validates further, raising ValueError.  A number
    option without ``choices`` must declare its ``maximum`` (docs/API.md §5: every integer option
    has one, so that no value makes an endless match or an unbounded score).
    """

    name: str
    type: str
    default: Any
    meaning: str
    choices: tuple[Any, ...] | None = None
    nullable: bool = False
    minimum: float | None = None
    maximum: float | None = None
    check: Validator | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.type in ("integer", "number") and self.choices is None and self.maximum is None:
            raise TypeError(f"option {self.name!r}: a number option declares its maximum (or its choices)")

    def coerce(self, value: Any) -> Any:
        if value is None:
            if self.nullable:
                return None
            raise WrongValue(fault("null_option"))
        if not _has_type(value, self.type):
            raise WrongValue(fault("option_type", type=self.type))
        if self.choices is not None and value not in self.choices:
            raise WrongValue(fault("not_choice", choices=list(map(str, self.choices))))
        if self.minimum is not None and value < self.minimum:
            raise WrongValue(fault("below_minimum", minimum=self.minimum))
        if self.maximum is not None and value > self.maximum:
            raise WrongValue(fault("above_maximum", maximum=self.maximum))
        if self.check is not None:
            value = self.check(value)
        return tuple(value) if isinstance(value, list) else value

    def bounds(self) -> tuple[Any, Any]:
        """The smallest and largest value a number option takes (its choices, else minimum and maximum)."""
        if self.choices is not None:
            return min(self.choices), max(self.choices)
        return self.minimum, self.maximum

    def describe(self) -> dict[str, Any]:
        described: dict[str, Any] = {
            "name": self.name,
            "type": self.type,
            "default": list(self.default) if isinstance(self.default, tuple) else self.default,
            "meaning": self.meaning,
            "nullable": self.nullable,
        }
        if self.choices is not None:
            described["choices"] = list(self.choices)
        if self.minimum is not None:
            described["minimum"] = self.minimum
        if self.maximum is not None:
            described["maximum"] = self.maximum
        return described


def _has_type(value: Any, json_type: str) -> bool:
    if json_type == "boolean":
        return isinstance(value, bool)
    if json_type == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if json_type == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if json_type == "string":
        return isinstance(value, str)
    if json_type == "array":
        return isinstance(value, (list, tuple))
    raise AssertionError(f"unknown option type {json_type}")


@dataclass(frozen=True)
class Variant:
    """A named preset: a sentence and the option values that differ from the defaults."""

    name: str
    meaning: str
    values: Mapping[str, Any] = field(default_factory=dict)


class Rules(Mapping[str, Any]):
    """Resolved rules: immutable, attribute access (``rules.points_to_win``), JSON-ready.

    A game subclasses it to declare its options' types (see the module's docstring); only the
    declared names are attributes to a type checker, every option is one at run time: an
    instance attribute (the engines read options on every action, and ``__getattr__`` costs a
    Python call), except a name the class itself has (``keys``...), read by ``__getattr__``.
    """

    __slots__ = ("_values", "__dict__")
    _values: dict[str, Any]
    variant: str

    def __init__(self, values: Mapping[str, Any]):
        object.__setattr__(self, "_values", dict(values))
        kind = type(self)
        self.__dict__.update((name, value) for name, value in self._values.items() if not hasattr(kind, name))

    if not TYPE_CHECKING:  # hidden from mypy, so that an undeclared name is an error, not Any

        def __getattr__(self, name: str) -> Any:
            try:
                return self._values[name]
            except KeyError:
                raise AttributeError(name) from None

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Rules are immutable")

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, _hashable(v)) for k, v in self._values.items())))

    def __reduce__(self) -> tuple[type[Rules], tuple[dict[str, Any]]]:
        """Copied and pickled through the constructor, as made: the default protocol would rebuild the
        instance empty and then ask it for ``__setstate__``, which ``__getattr__`` reads from the
        ``_values`` not yet set (endless recursion), and set its state, which ``__setattr__`` refuses."""
        return type(self), (self._values,)

    def __repr__(self) -> str:
        return f"Rules({self._values!r})"

    def as_json(self) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self._values.items()}


def _hashable(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


@dataclass(frozen=True)
class Declared:
    """An option as its :class:`Rules` class declares it, in the attribute's ``Annotated`` type: its default and
    meaning, the bounds of a number, the ``choices`` where the type cannot list them (a number's), and a further
    ``check``; its name, JSON type, choices and nullability are the attribute's (:func:`options_of`)."""

    default: Any
    meaning: str
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[Any, ...] | None = None
    check: Validator | None = field(default=None, compare=False)


_JSON_TYPES: dict[type, str] = {bool: "boolean", int: "integer", float: "number", str: "string", tuple: "array"}


def _json_type(hint: Any) -> tuple[str, tuple[Any, ...] | None, bool]:
    """The JSON type of an option's annotation, its choices (a ``Literal``'s values) and whether it admits null.

    >>> _json_type(Literal["off", "any"] | None)
    ('string', ('off', 'any'), True)
    >>> _json_type(int | float)
    ('number', None, False)
    """
    nullable = False
    if get_origin(hint) in (Union, types.UnionType):
        members = get_args(hint)
        nullable = type(None) in members
        members = tuple(m for m in members if m is not type(None))
        hint = members[0] if len(members) == 1 else float if set(members) == {int, float} else hint
    if get_origin(hint) is Literal:
        choices = get_args(hint)
        return _JSON_TYPES[type(choices[0])], choices, nullable
    return _JSON_TYPES[get_origin(hint) or hint], None, nullable


def options_of(rules_type: type[Rules]) -> tuple[Option, ...]:
    """The options a :class:`Rules` class declares (``name: Annotated[type, Declared(...)]``), in their order."""
    hints = get_type_hints(rules_type, include_extras=True)
    options = []
    for name in _declared_names(rules_type):
        hint = hints[name]
        declared = next((extra for extra in get_args(hint)[1:] if isinstance(extra, Declared)), None)
        if get_origin(hint) is not Annotated or declared is None:
            raise TypeError(f"{rules_type.__name__}.{name}: an option is declared as Annotated[type, Declared(...)]")
        kind, choices, nullable = _json_type(get_args(hint)[0])
        options.append(
            Option(
                name,
                kind,
                declared.default,
                declared.meaning,
                choices=declared.choices or choices,
                nullable=nullable,
                minimum=declared.minimum,
                maximum=declared.maximum,
                check=declared.check,
            )
        )
    return tuple(options)


def _declared_names(rules_type: type[Rules]) -> list[str]:
    """The attributes a :class:`Rules` subclass annotates (its bases' below Rules first), in their order."""
    names: list[str] = []
    for cls in reversed(rules_type.__mro__[: rules_type.__mro__.index(Rules)]):
        names.extend(name for name in cls.__dict__.get("__annotations__", {}) if not name.startswith("_"))
    return names


def declared_options(rules_type: type[Rules]) -> set[str]:
    """The options a :class:`Rules` subclass declares (its annotations and its bases', below Rules)."""
    return set(_declared_names(rules_type))


R = TypeVar("R", bound=Rules, default=Rules)
"""A game's typed rules: the :class:`Rules` subclass its :class:`RuleBook` resolves into."""


@dataclass(frozen=True)
class RuleBook(Generic[R]):
    """A game's options and presets, and the resolution of a request's ``rules`` into ``rules_type``.

    ``rules_type`` must declare exactly the options (checked here); the bare :class:`Rules`,
    the default, declares none and gives untyped access.
    """

    options: tuple[Option, ...]
    variants: tuple[Variant, ...]
    rules_type: type[R] = Rules  # type: ignore[assignment]  # a default for the default R only
    _by_name: dict[str, Option] = field(init=False, repr=False, compare=False)
    _variants: dict[str, Variant] = field(init=False, repr=False, compare=False)
    _cache: dict[tuple[Any, ...], R] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_name", {o.name: o for o in self.options})
        object.__setattr__(self, "_variants", {v.name: v for v in self.variants})
        object.__setattr__(self, "_cache", {})
        declared = declared_options(self.rules_type)
        if self.rules_type is not Rules and declared != set(self._by_name):
            raise TypeError(
                f"{self.rules_type.__name__} must declare exactly the options: "
                f"undeclared {sorted(set(self._by_name) - declared)}, unknown {sorted(declared - set(self._by_name))}"
            )

    @classmethod
    def of(cls, rules_type: type[R], variants: tuple[Variant, ...]) -> RuleBook[R]:
        """The rule book of a game whose options ``rules_type`` declares (:class:`Declared`), and its presets."""
        return cls(options_of(rules_type), variants, rules_type)

    def option(self, name: str) -> Option:
        return self._by_name[name]

    @property
    def default_variant(self) -> str:
        return self.variants[0].name

    def resolve(self, raw: Any, path: str = "rules") -> R:
        """Rules from a request's ``rules`` (None = the default variant), or InvalidInput."""
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise InvalidInput.at(path, fault("not_rules", example='{"variant": "..."}'))
        key = _cache_key(raw)
        cached = self._cache.get(key) if key is not None else None
        if cached is not None:
            return cached
        errors: dict[str, list[FieldMessage]] = {}
        variant_name = raw.get("variant", self.default_variant)
        variant = self._variants.get(variant_name) if isinstance(variant_name, str) else None
        if variant is None:
            errors[f"{path}.variant"] = [fault("unknown_variant", variants=list(self._variants))]
            raise InvalidInput(errors)
        values: dict[str, Any] = {"variant": variant.name}
        values.update({o.name: o.default for o in self.options})
        values.update(variant.values)
        for name, value in raw.items():
            if name == "variant":
                continue
            option = self._by_name.get(name)
            if option is None:
                errors[f"{path}.{name}"] = [fault("unknown_option")]
                continue
            try:
                values[name] = option.coerce(value)
            except (WrongValue, CardError) as exc:
                errors[f"{path}.{name}"] = [exc.phrase]
        if errors:
            raise InvalidInput(errors)
        rules = self.rules_type(values)
        if key is not None and len(self._cache) < 256:
            self._cache[key] = rules
        return rules

    def describe(self) -> dict[str, Any]:
        return {
            "default_variant": self.default_variant,
            "variants": [
                {"name": v.name, "meaning": v.meaning, "values": _jsonable(dict(v.values))} for v in self.variants
            ],
            "options": [o.describe() for o in self.options],
        }


def _jsonable(values: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in values.items()}


def _cache_key(raw: dict[str, Any]) -> tuple[Any, ...] | None:
    """A hashable key for a small, flat rules object; None when it is not one."""
    if len(raw) > 32:
        return None
    try:
        items = tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in raw.items()))
        hash(items)
    except TypeError:
        return None
    # bool and int compare equal in Python: keep the type in the key so 1 never stands for true
    return tuple((k, type(v).__name__, v) for k, v in items)
