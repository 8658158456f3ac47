"""Autocomplete: /move suggests the caller's legal moves; /play options checks what was typed."""

from __future__ import annotations


from tests.e2e.conftest import start_lobby_match


async def test_move_suggestions_are_the_callers_legal_moves(world):
    w = world
    # 40 random letters and no first-round limit: many legal chunks, more than 25
    match = await start_lobby_match(w, "length=40 non_incremental seed=3")
    legal = w.host.legal_moves(match, w.alice.id)
    assert len(legal) > 25

    everything = await w.alice.autocomplete(w.games, "move", "move", "")
    assert len(everything) == 25
    assert all(c["name"] == c["value"] for c in everything)
    assert {c["value"] for c in everything} <= set(legal)

    typed = legal[0][:2].lower()                   # what they typed, in any case
    narrowed = await w.alice.autocomplete(w.games, "move", "move", typed)
    values = [c["value"] for c in narrowed]
    assert values and len(values) <= 25
    matching = {m for m in legal if typed.upper() in m}
    assert set(values) <= matching and len(values) == min(25, len(matching))
    prefixed = [v.startswith(typed.upper()) for v in values]
    assert prefixed == sorted(prefixed, reverse=True)           # prefix matches come first

    exact = await w.alice.autocomplete(w.games, "move", "move", legal[-1])
    assert exact[0]["value"] == legal[-1]
    # Nothing listed matches: the typed text is judged as it stands.
    (judged,) = await w.alice.autocomplete(w.games, "move", "move", "XYZ")
    assert judged["value"] == "XYZ" and judged["name"].startswith("✗ ")


async def test_a_move_longer_than_the_list_is_judged_as_typed(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-icehouse", options="seed=3 clock=off", opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    turn = "place R1 c4; score; capture G3; mutate d4 Y"
    (ok,) = await w.alice.autocomplete(w.games, "move", "move", turn)
    assert ok == {"name": f"✓ {turn}", "value": turn}
    (bad,) = await w.alice.autocomplete(w.games, "move", "move", "place R1 c4; score; capture Y3")
    assert bad["name"].startswith("✗ ") and "neutral" in bad["name"]


async def test_no_move_suggestions_for_others(world):
    w = world
    await start_lobby_match(w, "seed=3")
    assert await w.bob.autocomplete(w.games, "move", "move", "") == []      # not bob's turn
    assert await w.carol.autocomplete(w.games, "move", "move", "") == []    # not a player
    empty = w.guild.create_text_channel("quiet")
    assert await w.alice.autocomplete(empty, "move", "move", "") == []      # no match there


async def test_play_options_flags_bad_options_and_offers_names(world):
    w = world
    bad = await w.alice.autocomplete(w.games, "play", "options", "base=5", game="dna-sequence")
    assert bad[0]["name"].startswith("✗") and "base" in bad[0]["name"]
    assert bad[0]["value"] == "base=5"
    offered = [c["value"] for c in bad[1:]]
    assert "base=5 manual" in offered and "base=5 length=36" in offered
    assert not any(v.startswith("base=5 base") for v in offered)             # given names are not offered again
    assert len(bad) <= 25

    unknown = await w.alice.autocomplete(w.games, "play", "options", "lenght=9", game="dna-sequence")
    assert unknown[0]["name"].startswith("✗") and "lenght" in unknown[0]["name"]

    good = await w.alice.autocomplete(w.games, "play", "options", "manual length=24", game="dna-sequence")
    assert good[0] == {"name": "✓ manual length=24", "value": "manual length=24"}
    assert all(not c["value"].endswith((" manual", " length=36")) for c in good[1:])

    blank = await w.alice.autocomplete(w.games, "play", "options", "", game="dna-sequence")
    names = {c["value"].split("=")[0] for c in blank}
    assert {"length", "chunk", "base", "manual", "non_incremental"} <= names

    nogame = await w.alice.autocomplete(w.games, "play", "options", "manual")
    assert nogame == [{"name": "pick a game first", "value": "manual"}]


async def test_play_options_autocomplete_agrees_with_play_about_the_seed(world):
    w = world
    played = await w.alice.slash(w.games, "play", game="dna-sequence", options="seed=abc")
    assert played.ephemeral and "seed must be a whole number" in played.response.content
    checked = await w.alice.autocomplete(w.games, "play", "options", "seed=abc", game="dna-sequence")
    assert checked[0]["name"].startswith("✗"), checked[0]


async def test_genetess_suggests_an_order_from_its_first_letter_and_keeps_hints_short(world):
    """Typing "C" suggested nothing and a refusal was cut at Discord's 100 characters
    mid-word; the orders' shapes come from the first letter, every hint fits, whole words."""
    from tests.e2e.test_genetess_play import OPTIONS

    w = world
    r = await w.alice.slash(w.games, "play", game="genetess", options=OPTIONS, opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    (bid, *_) = await w.alice.user.autocomplete("move", "move", "b")
    assert bid["name"].startswith("BID start <E> <squares>") and bid["value"].startswith("BID")
    await w.alice.user.slash("move", move="BID start 2 K1")
    await w.bob.user.slash("move", move="BID")
    for typed, form in (("C", "CREATE <square> <codes> — "), ("m", "MOVE <square> <steps> — "),
                        ("p", "PASS — ")):
        found = await w.alice.autocomplete(w.games, "move", "move", typed)
        assert found[0]["name"].startswith(form), (typed, found[:2])
        assert found[0]["value"].strip() == form.split()[0]
    long = "MOVE C3 " + "-".join(["NORTHWEST"] * 12)
    everything = [*await w.alice.autocomplete(w.games, "move", "move", long),
                  *await w.alice.autocomplete(w.games, "move", "move", "CREATE Z99 " + "Q" * 80)]
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in everything)
    assert all(c["name"].startswith("✗ ") for c in everything)
    cut = [c["name"] for c in everything if c["name"].endswith("…")]
    assert all(not n[:-1].endswith((" ", ";", ",")) for n in cut)


async def test_a_hint_is_cut_between_words():
    from bot.adapter.quick import hint

    text = "orders are PASS, MOVE <square> <steps> (e.g. MOVE D5 N-N-E; directions N S E W NE NW SE SW)"
    assert hint(text) == text and len(hint(text + " and more words")) <= 100
    shortened = hint(text + " and more words here")
    assert shortened.endswith("…") and (shortened[:-1] + " ") in (text + " and more words here ")
