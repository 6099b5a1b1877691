## How the screen looks: themes, the side panel's lines, the status line's parts.

end-forbidden-reason = Black played a forbidden point ({ $why }) at { $point }

panel-score-label = Score
panel-score-draws = draws { $draws }
panel-search = { $point }, looked { $depth } moves ahead

field-theme = Theme
theme-auto = wood (mono with NO_COLOR)
theme-wood = wood
theme-dark = dark terminal
theme-light = light terminal
theme-mono = no colour
theme-ascii = ASCII
