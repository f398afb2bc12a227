"""What a finished deal scores (§8, §9.3, §10.2, §16.4)."""

from __future__ import annotations

from ...engine.scoring import PointRange, Score
from .rules import EuchreRules
from .table import Table


def partnership_points(
    makers: int, makers_tricks: int, maker_alone: bool, defender_alone: bool, rules: EuchreRules
) -> tuple[list[int], str]:
    """Points per team and the reason, four-handed: one team scores (§8)."""
    points = [0, 0]
    if makers_tricks == 5:
        points[makers] = 4 if maker_alone else 2
        return points, "march"
    if makers_tricks >= 3:
        points[makers] = 1
        return points, "point"
    if defender_alone:
        points[1 - makers] = 4
    else:
        points[1 - makers] = rules.euchred_loner_points if maker_alone else 2
    return points, "euchred"


def blind_loner_points(makers: int, makers_tricks: int) -> tuple[list[int], str]:
    """§15.6 (robson_rules): the dealer's blind lone hand scores 5 for a march; short of one, the defenders 1."""
    points = [0, 0]
    if makers_tricks == 5:
        points[makers] = 5
        return points, "march"
    points[1 - makers] = 1
    return points, "blind_loner_short"


def march_deduction(maker_alone: bool) -> int:
    """§15.6 (robson_rules): what a march takes off the opponents instead - «rispettivamente di due o quattro»,
    two with a partner, four alone (a blind lone march too); a point on partner (§15.2) adds to a score, not
    to the deduction."""
    return 4 if maker_alone else 2


def three_handed_points(maker: int, tricks_won: list[int]) -> tuple[list[int], str]:
    """Points per seat and the reason, three-handed (§10.2)."""
    points = [0, 0, 0]
    made = tricks_won[maker]
    if made >= 4:
        points[maker] = {7: 4, 6: 2}.get(made, 1)
        return points, "march" if made == 7 else "point"
    first, second = ((maker + 1) % 3, (maker + 2) % 3)
    if tricks_won[first] == tricks_won[second]:
        points[first] = points[second] = 1
    else:
        points[max(first, second, key=tricks_won.__getitem__)] = 2
    return points, "euchred"


MAKERS_TRICKS = 3
"""The tricks of five a maker must take not to be euchred (§8), set-back's maker too (§17.2)."""


def auction_points(
    makers: int, contract: int, tricks: list[int], active: list[bool], rules: EuchreRules
) -> tuple[list[int], str]:
    """Points per side after an auction (§16.4) and the reason, ``made`` or ``set`` by the makers' tricks.

    Partnerships count up: each side scores its tricks, except makers short of their bid, who lose it.
    Individual, counting down: each trick takes a point off its taker's score; the maker short of his
    bid, and a player who stayed in and took no trick, are set back :data:`SET_BACK`; a player who
    dropped out scores nothing.
    """
    made = tricks[makers] >= contract
    reason = "made" if made else "set"
    if rules.count_down_from is None:
        return [taken if made or side != makers else -contract for side, taken in enumerate(tricks)], reason
    return count_down_points(makers, made, tricks, active, rules), reason


def count_down_points(maker: int, made: bool, tricks: list[int], active: list[bool], rules: EuchreRules) -> list[int]:
    """Each for himself, counting down (§16.4, §17.2): a trick takes a point off its taker's score; a maker who
    fell short is set back ``maker_set_back``, a player who stayed in and took no trick ``no_trick_set_back``,
    and (set-back) a euchre takes ``euchre_deducts`` off each defender who stayed in; one who dropped out
    or threw his hand in scores nothing."""
    points = []
    for seat, taken in enumerate(tricks):
        if not active[seat]:
            points.append(0)
        elif seat == maker and not made:
            points.append(rules.maker_set_back)
        else:
            points.append(-taken if taken else rules.no_trick_set_back)
            if not made:
                points[-1] -= rules.euchre_deducts
    return points


def set_back_points(
    maker: int, tricks: list[int], active: list[bool], rules: EuchreRules
) -> tuple[list[int], str, list[int]]:
    """Set-back (§17.2): the points, the reason and the stakes paid into the pool - the euchred maker's one."""
    made, marched = tricks[maker] >= MAKERS_TRICKS, tricks[maker] == sum(tricks)
    stakes = [int(seat == maker and not made) for seat in range(len(tricks))]
    reason = "march" if marched else "point" if made else "euchred"
    return count_down_points(maker, made, tricks, active, rules), reason, stakes


def unopposed_points(maker: int, undertaken: int, every_trick: int, sides: int, rules: EuchreRules) -> list[int]:
    """Counting down, every other player threw his hand in (§16.3, §17.1, ``unopposed_maker``): no card is
    played; the maker is credited with the ``undertaken`` tricks (``made``) or ``every_trick`` (``march``),
    each coming off his score, or nobody scores (``void``)."""
    credited = {"made": undertaken, "march": every_trick, "void": 0}
    return [-credited[rules.unopposed_maker] if side == maker else 0 for side in range(sides)]


def declaration_points(declarer: int, marched: bool, scores: list[Score]) -> tuple[list[int], str, list[int]]:
    """Set-back's "I declare" (§17.3): a march takes the declarer's whole score off (to zero: he wins), a
    failure adds as much again (his score doubled) and pays a stake; nobody else scores."""
    points, stakes = [0] * len(scores), [0] * len(scores)
    held = int(scores[declarer])
    if marched:
        points[declarer] = -held
        return points, "declared_march", stakes
    points[declarer], stakes[declarer] = held, 1
    return points, "declaration_failed", stakes


def revoke_penalty(offender: int, sides: int, someone_alone: bool, rules: EuchreRules) -> list[int]:
    """What one offending side's proven revoke(s) change, per side (§9.3, §10.3): ``revoke_points``,
    lone hands included, unless ``revoke_points_loner`` sets another amount for those. Where scores count
    down (§16.4) the offender is set back that many, whatever ``revoke_scoring`` says."""
    loner_penalty = rules.revoke_points_loner if someone_alone and sides == 2 else None
    penalty = rules.revoke_points if loner_penalty is None else loner_penalty
    if rules.count_down_from is not None:
        return [penalty if side == offender else 0 for side in range(sides)]
    if rules.revoke_scoring == "deduct":
        return [-penalty if side == offender else 0 for side in range(sides)]
    return [0 if side == offender else penalty for side in range(sides)]


def revoke_points(offenders: set[int], sides: int, someone_alone: bool, rules: EuchreRules) -> list[int]:
    """The deal's points when revokes are proven: each offending side's penalty, once per side."""
    points = [0] * sides
    for offender in offenders:
        for side, change in enumerate(revoke_penalty(offender, sides, someone_alone, rules)):
            points[side] += change
    return points


LONE_MARCH, ROBSON_BLIND_MARCH, DEFENDER_ALONE_EUCHRE, THREE_HANDED_MARCH = 4, 5, 4, 4
"""The most a deal scores one side by the tricks: a lone march (§8), Robson's blind lone march (§15.6), a
lone defender's euchre (§8), a three-handed march of 7 (§10.2)."""


def deal_point_range(rules: EuchreRules, table: Table) -> PointRange:
    """The points one side may take from one deal under ``rules`` (§8-§10, §15.2, §15.6, §16.4, §17).

    Counting up, order-up: 0 to the most the tricks score (4, 5 under Robson rules, the option's euchred lone
    hand; one more for a point on partner), below 0 only when a march may be taken off the others (Robson) or a
    revoke deducted.  Bid euchre counting up: a side's tricks, or minus its bid when short.  Counting down: a
    trick takes a point off, a set-back adds; set-back's declaration (§17.3) takes or doubles the declarer's
    own score, which no rule bounds.  A revoke (§9.3) gives ``revoke_points`` (or the loner amount) to each
    other side for each offending side, or takes it off the offender.
    """
    revoke = max(rules.revoke_points, rules.revoke_points_loner or 0)
    if rules.count_down_from is not None:
        if rules.declare_march:
            return PointRange(None, None)
        return PointRange(
            -table.hand_size - rules.euchre_deducts, max(rules.maker_set_back, rules.no_trick_set_back, revoke)
        )
    if table.auction:
        low, high = -table.hand_size, table.hand_size
    elif table.partnerships:
        high = max(LONE_MARCH, DEFENDER_ALONE_EUCHRE, rules.euchred_loner_points)
        if rules.robson_rules:
            high = max(high, ROBSON_BLIND_MARCH)
        if rules.point_on_partner:
            high += 1
        low = -high if rules.robson_rules else 0  # §15.6: the march taken off each other side instead
    else:
        low, high = 0, THREE_HANDED_MARCH
    if rules.revoke_scoring == "deduct":
        return PointRange(min(low, -revoke), high)
    return PointRange(low, max(high, revoke * (table.sides - 1)))


def match_score_range(rules: EuchreRules, deal: PointRange) -> PointRange:
    """The score a side may hold when the match is over (§8, §16.4): counting up, below ``points_to_win``
    before its last deal; counting down, above 0 before it (set-backs bound no score from above)."""
    if rules.count_down_from is not None:
        return PointRange(None if deal.minimum is None else min(0, 1 + deal.minimum), None)
    assert deal.maximum is not None  # every deal counting up is bounded
    low = 0 if deal.minimum is not None and deal.minimum >= 0 else None
    return PointRange(low, rules.points_to_win - 1 + deal.maximum)
