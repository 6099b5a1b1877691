## The engine's opinion of a position, from a named side: the side panel, the analysis, the
## review and `gomoku analyse`. $side is "Black" or "White" (stone-black, stone-white);
## $chance is that side's chance of winning in percent, "73".

verdict-slightly = { $side } is slightly better ({ $chance } %)
verdict-better = { $side } is better ({ $chance } %)
verdict-winning = { $side } is winning ({ $chance } %)
verdict-even = even
verdict-draw = a draw with best play
verdict-wins-in = { $side } wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
