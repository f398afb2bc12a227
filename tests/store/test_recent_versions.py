"""What a process keeps of the sessions it used last (service.store.recent): an LRU bounded by count or by bytes."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.store.recent import RecentVersions


def test_recent_versions_keep_the_latest_of_at_most_capacity_sessions():
    recent: RecentVersions[bytes] = RecentVersions(2)
    recent.put("a", 1, b"a1")
    recent.put("b", 4, b"b4")
    assert recent.get("a", 1) == b"a1" and recent.get("a", 2) is None
    recent.put("c", 1, b"c1")  # "b" is the least recently used
    assert recent.get("b", 4) is None and recent.get("a", 1) == b"a1" and recent.get("c", 1) == b"c1"
    recent.put("a", 2, b"a2")
    assert recent.get("a", 1) is None and recent.get("a", 2) == b"a2"
    recent.discard("a")
    assert recent.get("a", 2) is None
    off: RecentVersions[bytes] = RecentVersions(0)
    off.put("a", 1, b"a1")
    assert off.get("a", 1) is None


def test_weighed_by_length_the_capacity_is_bytes():
    recent: RecentVersions[bytes] = RecentVersions(10, len)
    recent.put("a", 1, b"aaaa")
    recent.put("b", 1, b"bbbb")
    recent.put("c", 1, b"cccc")  # 12 bytes: "a", the least recently used, goes
    assert recent.get("a", 1) is None and recent.get("b", 1) == b"bbbb" and recent.get("c", 1) == b"cccc"
    recent.put("b", 2, b"bb")  # replaced: its old bytes no longer count
    recent.put("d", 1, b"dddd")
    assert recent.get("b", 2) == b"bb" and recent.get("c", 1) == b"cccc" and recent.get("d", 1) == b"dddd"
    recent.put("e", 1, b"e" * 11)  # heavier than the whole capacity: not kept, and pushes nothing out
    assert recent.get("e", 1) is None and recent.get("d", 1) == b"dddd"


_SESSIONS = st.sampled_from("abcde")
_OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("put"), _SESSIONS, st.integers(1, 3), st.binary(max_size=12)),
        st.tuples(st.just("get"), _SESSIONS, st.integers(1, 3)),
        st.tuples(st.just("take_latest"), _SESSIONS),
        st.tuples(st.just("discard"), _SESSIONS),
    ),
    max_size=60,
)


@given(capacity=st.integers(0, 30), operations=_OPERATIONS)
def test_recent_versions_answer_as_a_byte_bounded_lru(capacity, operations):
    """Against a plain model: every answer, and what is held after each step (the most recently used that fit);
    the order of use shows in what later puts push out."""
    recent: RecentVersions[bytes] = RecentVersions(capacity, len)
    held: dict[str, tuple[int, bytes]] = {}  # in order of use, the least recent first
    for operation in operations:
        name, session = operation[0], operation[1]
        if name == "put":
            version, value = operation[2], operation[3]
            recent.put(session, version, value)
            held.pop(session, None)
            if len(value) <= capacity:
                held[session] = (version, value)
                while sum(len(v) for _, v in held.values()) > capacity:
                    del held[next(iter(held))]
        elif name == "get":
            version = operation[2]
            entry = held.get(session)
            expected = entry[1] if entry is not None and entry[0] == version else None
            assert recent.get(session, version) == expected
            if expected is not None:
                held[session] = held.pop(session)
        elif name == "take_latest":
            assert recent.take_latest(session) == held.pop(session, None)
        else:
            recent.discard(session)
            held.pop(session, None)
        for other in "abcde":
            if other not in held:
                assert all(recent.get(other, version) is None for version in (1, 2, 3))
        for other, (version, value) in held.items():  # the least recent first: touching each keeps their order
            assert recent.get(other, version) == value
