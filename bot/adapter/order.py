"""Posts of one match go out in the order its actions were committed.

Pictures are drawn concurrently (``bot.workers.render_pool``), so the board of a
later move can be ready before the board of an earlier one.  Each outcome
takes a ``PostTurn`` right after its commit, before any ``await`` (so turns
are taken in commit order); it may draw its pictures at once, but posts only
when every earlier turn of its match is over.  Matches never wait for each
other, and nothing waits to acknowledge an interaction.
"""

from __future__ import annotations

import asyncio


class PostOrder:
    """One line of posts per match: ``with order.reserve(match_id) as turn: … await turn.wait()``.

    Nothing is kept for a match with no post under way; ``len(order)`` is the
    number of matches with one.
    """

    def __init__(self) -> None:
        #: The newest turn's "done" future per match with posts under way.
        self._last: dict[int, asyncio.Future] = {}

    def __len__(self) -> int:
        return len(self._last)

    def reserve(self, match_id: int) -> PostTurn:
        """The next place in ``match_id``'s line (call it in an event loop, right after the
        commit whose news it will post)."""
        mine = asyncio.get_running_loop().create_future()
        before = self._last.get(match_id)
        self._last[match_id] = mine
        return PostTurn(self, match_id, before, mine)


class PostTurn:
    """A place in a match's line of posts; leaving the ``with`` block (posted, refused,
    failed or cancelled alike) lets the next place go, so one failed post never stops a match."""

    def __init__(self, order: PostOrder, match_id: int, before: asyncio.Future | None,
                 mine: asyncio.Future) -> None:
        self._order, self._match_id, self._before, self._mine = order, match_id, before, mine

    @property
    def ready(self) -> bool:
        """Whether every earlier place of the match is done (posting now keeps the order)."""
        return self._before is None or self._before.done()

    async def wait(self) -> None:
        """Return once every earlier place of the match is done."""
        before = self._before
        if before is not None and not before.done():
            # ``asyncio.wait``: a cancelled waiter leaves the earlier place untouched.
            await asyncio.wait((before,))

    def done(self) -> None:
        """This place is over (called on leaving the ``with`` block; twice is harmless).

        The next place still waits for the earlier ones: a turn that ends early
        (nothing to post) never lets a later post overtake an earlier one.
        """
        before = self._before
        if before is None or before.done():
            self._release()
        else:
            before.add_done_callback(lambda _: self._release())

    def _release(self) -> None:
        if not self._mine.done():
            self._mine.set_result(None)
        if self._order._last.get(self._match_id) is self._mine:
            del self._order._last[self._match_id]

    def __enter__(self) -> PostTurn:
        return self

    def __exit__(self, *exc) -> None:
        self.done()
