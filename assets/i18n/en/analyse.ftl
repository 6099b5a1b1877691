# `gomoku analyse`: the verdict under the board, and why a position cannot be read.

analyse-rules = Rules: { $rules }
analyse-moves = Moves: { $count } { $moves }
analyse-won = Outcome: { $winner } wins with { $line }
analyse-draw = Outcome: draw, the board is full
analyse-to-move = To move: { $stone }
analyse-best = Best move: { $point } (* on the board)  { $verdict }  depth { $depth }  nodes { $nodes }
analyse-pv = Principal variation: { $moves }
analyse-lines = Candidates:

analyse-move = move { $n }: { $reason }
analyse-after-end = the game ended at move { $ended } ({ $winner ->
    [black] Black won
    [white] White won
   *[draw] it was drawn
}), so move { $n } ({ $point }) cannot be played
analyse-json = cannot write JSON: { $reason }
