# Game records (SGF and Piskvork .psq): why one cannot be read, and what it says.

load-error = { $path }: { $reason }
load-not-found = no such file
load-folder = this is a folder, not a game
load-not-regular = this is not a regular file (a device, a pipe or a socket), so it was not opened
load-too-large = too large to be a game record (more than { $limit } bytes)
load-not-listed = { $size }: too large to list, Enter opens it
load-unreadable = cannot be read: { $reason }

record-place = { $text } on line { $line }
parse-binary = this is a binary file, not a game record
sgf-not-sgf = this is not an SGF game record (it should start with "(;")
sgf-nested = line { $line }: variations are nested too deeply
sgf-unexpected = line { $line }: unexpected "{ $found }" between nodes
sgf-unclosed-game = the file ends before the game that opens on line { $line } is closed (a ")" is missing)
sgf-no-value = line { $line }: the property { $ident } has no value in [brackets]
sgf-unclosed-value = the file ends inside the value that starts on line { $line } (a "]" is missing)
sgf-no-nodes = the game record has no nodes
sgf-property = { $place }: { $problem ->
    [not-gomoku] this is not a gomoku record (gomoku is GM[4])
    [size] the board size must be a number or COLUMNS:ROWS
    [win] the win length must be a number
   *[to-play] the side to play must be B or W
}
sgf-remove = line { $line }: removing stones (AE) is not gomoku
sgf-setup-after-moves = line { $line }: set-up stones ({ $ident }) after the first move are not supported
sgf-not-a-point = { $place } is not a point like hh
sgf-charset = the file declares the character set CA[{ $charset }], which is not one this program reads
psq-header = line 1: a Piskvork record starts with "Piskvorky WIDTHxHEIGHT", not "{ $header }"
psq-not-a-move = { $place } is not a move: a Piskvork move is "column,row,time" in whole numbers, column and row counted from 1
psq-rules = line 1: { $error }

record-pass = move { $n } ({ $place }) is a pass, which gomoku does not have
record-setup-off-board = the set-up stone { $place } is off the { $cols }x{ $rows } board
record-setup-twice = the set-up stone { $place } is on a point already set up
record-setup-impossible = the set-up stones are impossible: { $error }
record-black-first = move 1 ({ $place }) is White's, but Black moves first
record-not-their-turn = move { $n } ({ $place }) is { $stone }'s again: the sides must take turns
record-after-end = move { $n } ({ $place }) comes after the end of the game ({ $outcome })
record-off-board = move { $n } ({ $place }) is off the { $cols }x{ $rows } board
record-taken = move { $n } ({ $place }) is on { $point }, which is already taken

note-unknown-rule = { $place }: the rule is not one this program knows, so the game is replayed as free-style
note-after-first-game = the file goes on after its first game, on line { $line }: only the first game is read

outcome-text = { $outcome ->
    [black] Black won
    [white] White won
    [draw] a draw
   *[ongoing] unfinished
}
result-text = { $side ->
    [black] Black won
   *[white] White won
}{ $how ->
    [resign] {" "}by resignation
    [time] {" "}on time
    [forfeit] {" "}by forfeit
   *[none] {""}
}
result-draw = a draw
result-void = no result
result-unknown = unknown

# Names written into saved games for the players.
record-player-human = Human
record-player-computer = gomoku ({ $level })
