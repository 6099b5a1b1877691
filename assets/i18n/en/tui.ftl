## The terminal game: status lines, side panel, panels, questions and messages.

stone-black = Black
stone-white = White
player-you = { $side } (you)
player-computer = { $side } (computer)
player-named = { $side } ({ $name })

mode-pvp-short = human vs human
mode-network-short = vs { $name } over the network
mode-pvc-short = vs computer ({ $level })
mode-cvc-short = computer: black { $black } vs white { $white }

rule-short-freestyle = { $k } in a row
rule-short-exact = exactly { $k }

turn-to-move = { $player } to move
turn-won = { $player } won
turn-won-after = { $player } won after { $moves } { $moves ->
    [one] move
   *[other] moves
}
end-draw-after = Draw after { $moves } { $moves ->
    [one] move
   *[other] moves
}
status-move = move { $number }
status-paused = paused
status-wait = { $seconds } s between moves
status-review = Review
status-review-move = move { $number } of { $total }
status-variation = variation from move { $number }
status-last = last { $point }

end-wins = { $winner } wins
end-draw = Draw

thinking-move = Computer is thinking
thinking-hint = Looking for a hint
thinking-for = { $seconds } s
thinking-depth = {" "}· depth { $depth } · best { $point }

msg-new-game = New game
msg-new-game-under = New game: { $rules }
msg-settings-applied = Settings applied to this game
msg-computers-turn = Wait: it is the computer's turn
msg-watch-only = That key is for computer against computer
msg-step-when-paused = Pause first ({ $pause }), then { $step } plays one move
msg-wait = { $seconds } s between moves
msg-nothing-to-undo = Nothing to undo
msg-nothing-to-redo = Nothing to redo
msg-forbidden-point = { $point } is forbidden for black: { $why }
msg-hint = Hint: { $point }
msg-no-legal-move = The computer found no legal move
note-in-brackets = {" "}({ $note })

review-nothing-yet = No moves to review yet
review-playing-on = Playing on from move { $number }
review-variation-added = A variation from move { $number }: the game stays as it was
review-variation-entered = Into the variation of move { $number }
review-line-extended = Move { $number } goes on after the end of the line
review-no-variation = No variation here
review-on-main-line = This is the main line: there is no variation to leave or remove
review-variation-removed = The variation is removed
review-made-main-line = The line followed is now the main line
review-no-line = No line { $rank } of the analysis for this position yet (e starts the analysis)
review-line-played = { $count ->
    [one] One move of the analysis's line played from move { $number }
   *[other] { $count } moves of the analysis's line played from move { $number }
}

panel-forbidden-policy = Black's forbidden: { $policy }
panel-center-opening = First move in the centre
panel-moves = Moves
panel-game-name = “{ $name }”
panel-players = Black { $black } · White { $white }
panel-date = Played { $date }
panel-result = Result: { $result }
panel-comment = Comment: { $text }

title-game = Game
title-review = Review
title-help = Help
title-settings = Settings
title-open = Open a game
title-quit = Quit
title-play-on = Play on
title-new-game = New game

question-quit = Quit this game?
question-branch = Play on from move { $number } and drop the moves after it?
question-new-game = Start a new game and drop this one?
question-apply = These settings start a new game. Drop this one?
question-open = Open { $name } and drop this game?

too-small-title = Terminal too small
too-small-needs = This { $cols }x{ $rows } board needs at least { $width }x{ $height }; the terminal is { $term_width }x{ $term_height }.
too-small-what-to-do = Enlarge the window, or press { $settings } for a smaller board, { $quit } to quit.

settings-cannot-apply = cannot apply: { $reason }
settings-saved = settings saved
settings-not-saved = settings not saved: { $reason }
settings-not-saved-no-file = settings not saved: there is no settings file

save-nothing-yet = Nothing to save yet: play a move first
save-no-folder = Not saved: there is no folder for saved games
save-done = Saved to { $path }
save-failed = Not saved: { $reason }

opened = Opened { $name }
opened-with-notes = Opened { $name } ({ $notes })

picker-column-game = Game
picker-column-size = size
picker-column-k = k
picker-column-rule = rule
picker-column-result = result
picker-column-moves = mv
picker-rule = { $rule ->
    [freestyle] free-style
    [standard] standard
    [caro] caro
   *[renju] renju
}
picker-sample-entry = { $name } (sample)
picker-sample-name = the sample { $name }
picker-listing = Reading the games folder…
picker-no-games = No saved games yet
picker-reading = Reading…
picker-path-label = Path:
picker-path-offer = { $keys }: type the path of a file
picker-type-a-path-first = type the path of an SGF or .psq file first
picker-nothing-to-open = there are no games to open

field-preset = Preset
field-size = Board size
field-cols = Columns (rectangles)
field-win = In a row to win
field-rule = Rule
field-forbidden = Black's forbidden move
field-opening = Opening
field-mode = Players
field-human = You play
field-level = Computer level
field-level-black = Black computer level
field-level-white = White computer level
field-time = Time per move
field-bell = Bell
field-ponder = Think on your time
field-lang = Language / 语言
field-apply = Apply (new game)

preset-tic-tac-toe = tic-tac-toe 3x3, 3 to win
preset-5x5 = 5x5, 3 to win
preset-10x10 = 10x10, 5 to win
preset-gomoku = gomoku 15x15, 5 to win
preset-19x19 = 19x19, 5 to win
preset-custom = custom

value-forbidden-refuse = refused, black plays again
value-forbidden-loses = loses the game
value-human-black = black (moves first)
value-human-white = white
value-time-seconds = { $seconds } s
value-size = { $cols } x { $rows }
settings-too-small = needs { $need_w }x{ $need_h } — this terminal is { $have_w }x{ $have_h }
rule-about-freestyle = Free-style: k or more in a row wins, for either side.
rule-about-exact = Standard: exactly k in a row wins; six or more wins for nobody.
rule-about-caro = Caro: exactly k, not blocked by the other side at both ends.
rule-about-renju = Renju: five; black may not make 3-3, 4-4 or six (forbidden points).
value-on = on
value-off = off

prompt-label = Move:
prompt-not-a-point = "{ $text }" is not a point: type a column letter A to { $last } and a row number 1 to { $rows }, like H8
why-overline-standard = { $run } in a row — under the standard rule an overline does not win
why-overline-caro = { $run } in a row — under Caro an overline does not win
why-blocked = Blocked at both ends — under Caro this { $k } does not win

kind = { $cols }x{ $rows }, { $win } in a row, { $rule }, { $players }
kind-pvp = human vs human
kind-pvc = vs computer ({ $level })
kind-cvc = computer { $black } vs { $white }
tally-pvc = You { $first } · Computer { $second } · draws { $draws }
tally-colours = Black { $first } · White { $second } · draws { $draws }
scores-unusable = { $path } is not a scores file: it is kept, and set aside as .bad (or .bad.2 …) when new scores are saved
scores-unreadable = { $path } cannot be read ({ $reason }): scores are not kept
scores-not-regular = it is not a regular file
scores-too-large = it is too large
scores-not-saved = Scores not saved: { $reason }
scores-not-set-aside = { $path } is not a scores file and could not be kept aside ({ $reason }), so it was not replaced
title-scores = Scores
scores-none = No finished games yet.
question-reset-one = Reset the tally of { $kind }?
question-reset-all = Reset every tally?
