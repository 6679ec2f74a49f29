"""Search nodes counted as a depth-first search makes them: against a node cap, and charged to the
work budget in force (:mod:`.budget`) now and then, so a search that runs too long gives up."""

from __future__ import annotations

from . import budget as _budget


class Tally:
    """The nodes of one search.  :meth:`add` for each node that branches, :meth:`close` at the end."""

    __slots__ = ("nodes", "cap", "cost", "spend", "charged", "checkpoint")

    def __init__(self, cost: int, cap: int | None, spend: _budget.Budget | None = None) -> None:
        """``spend``: the budget charged (None: the one in force, if any)."""
        self.nodes = self.charged = 0
        self.cap, self.cost = cap, cost
        self.spend = _budget.current() if spend is None else spend
        self.checkpoint = self.spend.checkpoint(0, cost) if self.spend is not None else -1

    def add(self) -> bool:
        """One node more; True once past the cap (the search stops).  Raises
        :class:`~.errors.GaveUp` when the budget is spent."""
        self.nodes += 1
        if self.cap is not None and self.nodes > self.cap:
            return True
        if self.nodes == self.checkpoint:
            spend = self.spend
            assert spend is not None
            spend.charge_nodes(self.nodes - self.charged, self.cost)
            self.charged, self.checkpoint = self.nodes, spend.checkpoint(self.nodes, self.cost)
        return False

    def close(self) -> bool:
        """Charge the nodes not charged yet; whether the search passed the cap."""
        if self.spend is not None:
            self.spend.charge_nodes(self.nodes - self.charged, self.cost)
        return self.cap is not None and self.nodes > self.cap
