# The game's own words: sides, rules, rule options, forbidden points, points and moves.

# The words themselves are `stone-black` and `stone-white`, shared with the screen.
stone-name = { $stone ->
    [black] { stone-black }
   *[white] { stone-white }
}

rule-name = { $rule ->
    [freestyle] free-style
    [standard] standard (exactly k)
    [caro] caro
   *[renju] renju
}

opening-name = { $opening ->
    [free] free
    [center] first move in the centre
    [swap] swap
   *[swap2] swap2
}

forbidden-policy-name = { $policy ->
    [refuse] refused
   *[loses] loses
}

forbidden-name = { $kind ->
    [double-three] double-three
    [double-four] double-four
   *[overline] overline
}

rules-summary = { $cols }x{ $rows }, { $win } in a row, { $rule }
rules-side = { $side ->
    [rows] rows
   *[columns] columns
} must be from { $min } to { $max }, not { $n }
rules-renju-five = renju is played with five in a row, not { $win }
rules-renju-board = renju needs a board of at least 5x5 (15x15 is standard), not { $cols }x{ $rows }
rules-win = win length must be from 3 to { $longest } on a { $cols }x{ $rows } board, not { $win }

notation-not-a-point = "{ $text }" is not a point like H8
notation-off-board = { $text } is off the { $rows }x{ $cols } board (columns A-{ $last }, rows 1-{ $rows })

point-row-col = row { $row } column { $col }
move-off-board = row { $row } column { $col } is off the board
move-taken = { $point } is taken
move-game-over = the game is over
move-forbidden = { $point } is forbidden for black ({ $kind })
move-centre = the first move must be in the centre, { $point }

word-unknown = "{ $text }" is not one of: { $expected }
