"""Discord size limits are enforced before sending (bot/adapter/limits.py)."""

import io

import discord
import pytest

from bot.adapter import limits
from bot.adapter.components import ProxySelect, buttons


def test_long_content_is_shortened_with_an_ellipsis():
    kwargs = limits.fit({"content": "x" * 5000})
    assert len(kwargs["content"]) == limits.CONTENT and kwargs["content"].endswith("…")


def test_short_content_is_untouched():
    assert limits.fit({"content": "hello"})["content"] == "hello"


def test_embed_texts_are_shortened_and_the_total_respected():
    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    for i in range(10):
        embed.add_field(name="n" * 300, value="v" * 2000)
    limits.fit({"embed": embed})
    assert len(embed.title) == limits.EMBED_TITLE
    assert all(len(f.name) <= limits.FIELD_NAME and len(f.value) <= limits.FIELD_VALUE for f in embed.fields)
    assert len(embed) <= limits.EMBED_TOTAL


def test_too_many_fields_is_a_programming_error():
    embed = discord.Embed()
    for _ in range(26):
        embed.add_field(name="a", value="b")
    with pytest.raises(ValueError, match="25 fields"):
        limits.fit({"embed": embed})


async def test_match_buttons_and_the_proxy_menu_fit():
    limits.fit({"view": buttons(10**18, "join", "leave", "start", "cancel")})
    limits.fit({"view": buttons(10**18, "undo-yes", "undo-no", version=10**12)})
    view = discord.ui.View()
    view.add_item(ProxySelect(10**18, 10**12, [f"M{i}" for i in range(40)]))
    limits.fit({"view": view})  # the menu keeps the first 25 moves


async def test_a_select_with_too_many_options_is_refused():
    view = discord.ui.View()
    view.add_item(discord.ui.Select(options=[discord.SelectOption(label=str(i)) for i in range(26)]))
    with pytest.raises(ValueError, match="25 options"):
        limits.fit({"view": view})


def test_a_file_over_the_upload_limit_is_refused():
    big = discord.File(io.BytesIO(b"0" * (limits.FILE_BYTES + 1)), filename="big.png")
    with pytest.raises(ValueError, match="big.png"):
        limits.fit({"file": big})


def _typed(most: int, locale: str = "en-US"):
    """An interaction of ``/learn`` from a member whose Discord speaks ``locale``, on a bot
    whose ``[limits] max_option_length`` is ``most``."""
    from types import SimpleNamespace

    from bot.ops.config import Config

    return SimpleNamespace(client=SimpleNamespace(config=Config(max_option_length=most)),
                           command=SimpleNamespace(qualified_name="learn"), locale=locale,
                           guild_locale=None, user=SimpleNamespace(id=1), extras={})


def test_a_text_option_over_the_limit_is_refused_naming_it_in_the_callers_words():
    from bot.adapter.limits import check_text_options
    from bot.core import HostError
    from bot.adapter.words import for_interaction

    check_text_options(_typed(10), {"move": "x" * 10, "game": None, "match": 3})   # at the limit
    with pytest.raises(HostError) as refused:
        check_text_options(_typed(10), {"move": "x" * 11})
    assert str(refused.value) == ("`move` is 11 characters long; this bot takes at most 10 characters "
                                  "in one option ([limits] max_option_length)")
    with pytest.raises(HostError) as refused:
        check_text_options(_typed(10, "de"), {"move": "x" * 11})
    german = for_interaction(_typed(10, "de"), refused.value.args[0])
    assert german.startswith("`zug` ist 11 Zeichen lang; dieser Bot nimmt höchstens 10 Zeichen"), german
    check_text_options(_typed(0), {"move": "x" * 100_000})   # 0: no limit
