# The command line: flags, start-up and how the program ends.

arg-size = "{ $text }" is not a board size: use 15 or COLSxROWS such as 10x12, each { $min } to { $max }
arg-win = "{ $text }" is not a win length: use a number from { $min } to { $max }

usage-win = --win { $win } on a { $cols }x{ $rows } board: the win length must be from 3 to { $longest }
usage-flag = { $flag }: { $reason }
usage-loaded-size = --size does not match the loaded game, which is played on { $cols }x{ $rows }
usage-loaded-win = --win does not match the loaded game, which is won with { $win } in a row
usage-loaded-rule = --rule does not match the loaded game, which is played under { $rule }
usage-forbidden-not-renju = --forbidden applies only under renju: add --rule renju

# How an error reaches the terminal.
exit-error = gomoku: { $reason }
exit-output = cannot write the output: { $reason }

# The terminal game could not be played.
tui-error-start = cannot start the game: { $reason }
tui-error-open = cannot open the terminal: { $reason }; the game needs one, gomoku engine and gomoku analyse do not
tui-error-redirected = the game draws on the terminal, but its output goes to a file or a pipe: run it without redirecting stdout (gomoku engine and gomoku analyse write to any output)
tui-error-terminal = the terminal failed during the game: { $reason }
