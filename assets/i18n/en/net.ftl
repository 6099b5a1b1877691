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

field-clock = Clock

net-turned-away = someone was turned away ({ $reason }); still waiting for the invited
net-lost = connection lost: { $reason }
net-joined = { $name } joined
net-playing = playing { $name }
net-opponent = opponent
net-chat-line = { $name }: { $text }
net-said-yes = they said yes
net-said-no = they said no
net-not-connected = the other side is not connected
net-asked = asked { $name }; waiting for the answer
net-not-your-turn = it is { $name }'s turn
net-hosting = hosting on port { $port }: the other side types  gomoku join { $address } { $code }
net-hosting-no-address = hosting on port { $port } with code { $code }
net-waiting = waiting for the other side
net-connecting = connecting…
net-connected = { $name } · { $ms } ms
net-connected-no-latency = { $name }
net-away = { $name } away { $seconds } s
net-away-claim = { $name } away { $seconds } s: x claims the game, Ctrl-S saves it
net-failed = not connected
net-line = Network
net-chat-prompt = Say:
net-only = only in a game over the network
pause-clocks = clocks paused
resume-clocks = clocks running

help-chat = network game: say something to the other side
help-offer-draw = network game: offer a draw
help-resign = network game: resign (asks first); or claim the game once the other side is long gone

title-peer = The other side asks
question-peer-undo = { $name } asks to take back a move. Allow it?
question-peer-draw = { $name } offers a draw. Accept?
question-peer-rematch = { $name } asks for a rematch with the colours swapped. Play?
title-resign = Resign
question-resign = Resign this game?
question-claim = { $name } has been away a long time. Claim the game?
net-code = code: { $code }
net-port = port { $port }: { $addresses }
net-not-now = not during a game over the network

help-network = the Network box: host a game on this machine, or join one
help-net-menu-choose = go to the port, the address or the code
help-net-menu-enter = on the port: host; on the address: go to the code; on the code: join
help-net-menu-close = close the box, nothing started
hint-net-menu-enter = host / join
title-network = Network
net-menu-host = Host a game on this machine
net-menu-join = Join a game hosted elsewhere
net-menu-port = Port
net-menu-address = Host's address
net-menu-code = Code
net-menu-about-port = Enter hosts on this port; the code to read to the other player then shows in the side panel.
net-menu-about-address = As the host's screen shows it, with :port when it is not 7575 (192.168.1.20, host.local:9000).
net-menu-about-code = The code the host's screen shows, such as 7-crossbow-orbit; Enter joins.
net-menu-bad-port = a port is a number from 1 to 65535
net-menu-no-address = type the host's address first
net-menu-bad-code = a code is a number and words, such as 7-crossbow-orbit
net-menu-already = already playing over the network; q leaves the game
question-network = Playing over the network ends the game in progress. Go on?
kind-network = you vs { $name } over the network
tally-network = You { $first } · { $name } { $second } · draws { $draws }
net-rematch-after-end = a rematch can be asked once this game is over: { $resign } resigns, { $draw } offers a draw
