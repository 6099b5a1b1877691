# Clocks, endings off the board, and play over the network.

clock-bad = "{ $text }" is no time control: write none, minutes+seconds such as 10+5, or minutes+secondsxperiods such as 5+30x3
clock-none = none
clock-fischer = { $main } min + { $increment } s a move
clock-byoyomi = { $main } min, then { $periods } × { $period } s
clock-periods = ({ $periods })
clock-flag = flag

end-reason-time = { $loser ->
    [black] Black's
   *[white] White's
} time ran out
end-reason-resign = { $loser ->
    [black] Black
   *[white] White
} resigned
end-reason-forfeit = { $loser ->
    [black] Black
   *[white] White
} left the game
end-reason-agreement = drawn by agreement

net-wrong-code = the other side used another code
net-not-a-peer = that was not a gomoku game at the other end
net-version = the other side speaks version { $version } of the network game; both need the same version of gomoku
net-garbled = a message did not decrypt: the connection is closed
net-malformed = the other side sent something that is not a message of this game: the connection is closed
net-too-long = the other side sent a message far too long: the connection is closed
net-flood = the other side sent too many messages at once: the connection is closed
net-out-of-turn = the other side played out of turn: the connection is closed
net-refused-move = the other side played a move the rules refuse ({ $reason }): the connection is closed
net-closed = the connection was closed
net-silent = the other side went silent
net-busy = the other side is busy
net-io = the network failed: { $reason }
net-address = cannot find the address { $address }
