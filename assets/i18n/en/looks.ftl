## How the screen looks: themes, the side panel's lines, the status line's parts.

end-forbidden-reason = Black played a forbidden point ({ $why }) at { $point }

panel-search = { $point }, looked { $depth } { $depth ->
    [one] move
   *[other] moves
} ahead

field-theme = Theme
theme-name = { $theme ->
    [auto] wood (mono with NO_COLOR)
    [wood] wood
    [dark] for a dark terminal
    [light] for a light terminal
    [mono] no colour
   *[ascii] ASCII only
}

field-board-style = Board
board-style-name = { $style ->
    [auto] by board size
    [grid] grid
   *[cells] cells
}
field-move-numbers = Move numbers
