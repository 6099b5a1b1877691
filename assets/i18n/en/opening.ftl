# The swap and swap2 openings: what the status line says at each step, the choices, the keys.
# $opening is the opening's name; $who names the player who acts: you, computer (against a
# human), first or second (the first player opens: places the first three stones).

opening-who = { $who ->
    [you] You
    [computer] Computer
    [first] First player
   *[second] Second player
}
opening-chooses = { $who ->
    [you] You choose
    [computer] Computer chooses
    [first] First player chooses
   *[second] Second player chooses
}

opening-place-three = { $opening } · { opening-who }: place black, white, black — now { $stone ->
    [black] black
   *[white] white
} ({ $n } of 3)
opening-place-two = { $opening } · { opening-who }: place two more, white then black — now { $stone ->
    [black] black
   *[white] white
} ({ $n } of 2)
opening-choose = { $opening } · { opening-chooses }: { $black } black, or play white
opening-choose-after-two = { $opening } · two more placed · { opening-chooses }: { $black } black, or play white
opening-choose-or-add = { $opening } · { opening-chooses }: { $black } black, play white, or { $add } two more
opening-computer-places = { $opening } · { opening-who } places its stones
opening-computer-chooses = { $opening } · { opening-who } chooses a colour

opening-took-black = { $who ->
    [you] You take
    [computer] The computer takes
    [first] The first player takes
   *[second] The second player takes
} black; white moves next
opening-took-white = { $who ->
    [you] You take
    [computer] The computer takes
    [first] The first player takes
   *[second] The second player takes
} white with that stone
opening-hint-black = Hint: take black ({ $key })
opening-hint-white = Hint: take white, playing { $point }
opening-hint-two = Hint: two more ({ $key }), for example { $points }
opening-hint-three = Hint: an even opening, for example { $points }
opening-not-now = Nothing to choose now: under { $opening } the colours are chosen after the first three stones (and in swap2 after five)
opening-no-two-more = Two more stones are placed only in swap2, by the second player after the first three
opening-not-swap = Colours are chosen only in the swap and swap2 openings (settings: Opening)

help-take-black = swap openings: take black (or play white)
help-place-two = swap2, after three stones: place two more

opening-about-swap = Swap: one places 3 stones, the other picks a colour.
opening-about-swap2 = Swap2: as swap, or 2 more stones and the first picks.
value-human-first = first player (opens)
value-human-second = second player (chooses)

player-seat = { $side } ({ $seat ->
    [first] first player
   *[second] second player
})
panel-swap-opening = Opening: { $opening }
kind-rule-opening = { $rule }, { $opening }
tally-seats = First player { $first } · Second player { $second } · draws { $draws }

note-unknown-opening = { $place }: the opening is not one this program knows, so the game is replayed with a free opening
note-bad-choice = { $place }: not a choice the opening allows after these moves, so it is left out with the ones after it
