## The engine's opinion of a position, from a named side: the side panel and `gomoku analyse`.
## $side is "Black" or "White" (stone-black, stone-white); $score is signed, "+332".

verdict-better = { $side } is better ({ $score })
verdict-even = even
verdict-wins-in = { $side } wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
