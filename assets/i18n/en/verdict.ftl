## The engine's opinion of a position, from a named side: the side panel, the analysis, the
## review and `gomoku analyse`. $side is "Black" or "White" (stone-black, stone-white);
## $chance is that side's chance of winning in percent, "73".

verdict-slightly = { $side } is slightly better ({ $chance }%)
verdict-better = { $side } is better ({ $chance }%)
verdict-winning = { $side } is winning ({ $chance }%)
verdict-even = even
verdict-draw = a draw with best play
verdict-wins-in = { $side } wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}

## Analysis mode (e): the panel's lines while the engine studies the position shown.
analysis-stats = Analysis · depth { $depth } · { $speed } · { $seconds } s
analysis-speed = { $speed } positions/s
analysis-waiting = thinking…
analysis-over = The game is over in this position.
analysis-not-now = Analysis is for reviews, games between two players and finished games: during a game against the computer it would play for you.

## The engine's review of a game (g in review).
judge-progress = Engine review: { $done } of { $total } positions { $bar }
judge-summary = { $side }: { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
judge-move = { $number } { $point }{ $mark }
judge-best-was = { $judged }: best was { $point } · { $line }
judge-best-was-alone = { $judged }: best was { $point }
judge-graph-title = Black's chance
judge-annotation = { $mark } best was { $point } ({ $line }); { $verdict }
