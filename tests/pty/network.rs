//! Two real programs in two pseudo-terminals playing over the loopback: a whole game over IPv4
//! and IPv6, a joiner killed and back, a wrong code and garbage turned away, a flag falling.

use std::io::Write;
use std::net::{TcpListener, TcpStream};

use crate::support::{Session, intersection, stone_at};
use gomoku::model::Stone;

/// A port nobody listens on now.
pub(crate) fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    listener.local_addr().expect("its address").port()
}

/// The host of a 9x9 game for two people, holding the first seat, and its code.
fn host(port: u16) -> (Session, String) {
    let port = port.to_string();
    let args = [
        "--size", "9", "host", "--port", &port, "--seat", "first", "--name", "Ann",
    ];
    let host = Session::start_sized(&args, 100, 30);
    let code = shown_code(&host, "code: ");
    (host, code)
}

/// The join code `host` shows after `label`, once it shows it.
pub(crate) fn shown_code(host: &Session, label: &str) -> String {
    host.wait_text(label);
    host.screen(|s| {
        let text = s.contents();
        let at = text.find(label).expect("the code") + label.len();
        text[at..]
            .split_whitespace()
            .next()
            .expect("a code")
            .to_string()
    })
}

pub(crate) fn join(address: &str, code: &str) -> Session {
    Session::start_sized(&["join", address, code, "--name", "Bo"], 100, 30)
}

/// Types `point` on `player`'s keyboard and waits until `other` shows `stone` there.
fn play(player: &Session, other: &Session, point: &str, stone: Stone) {
    player.send(format!(":{point}\r").as_bytes());
    let col = usize::from(point.as_bytes()[0] - b'a');
    let row = 9 - point[1..].parse::<usize>().expect("a row");
    other.wait_for(&format!("{point} on the other screen"), |s| {
        intersection(s, row, col).is_some_and(|(y, x)| stone_at(s, y, x) == Some(stone))
    });
}

fn whole_game(address: impl Fn(u16) -> String) {
    let port = free_port();
    let (host, code) = host(port);
    let joiner = join(&address(port), &code);
    joiner.wait_text("Ann");
    host.wait_text("Bo");
    for (i, (black, white)) in [("a1", "a2"), ("b1", "b2"), ("c1", "c2"), ("d1", "d2")]
        .into_iter()
        .enumerate()
    {
        play(&host, &joiner, black, Stone::Black);
        play(&joiner, &host, white, Stone::White);
        assert!(i < 4);
    }
    play(&host, &joiner, "e1", Stone::Black);
    joiner.wait_text("won after 9 moves");
    host.wait_text("won after 9 moves");
}

#[test]
fn two_programs_play_a_whole_game_over_ipv4() {
    whole_game(|port| format!("127.0.0.1:{port}"));
}

#[test]
fn two_programs_play_a_whole_game_over_ipv6() {
    whole_game(|port| format!("[::1]:{port}"));
}

#[test]
fn a_joiner_killed_mid_game_comes_back_with_the_same_code_and_finds_every_stone() {
    let port = free_port();
    let (host, code) = host(port);
    let address = format!("127.0.0.1:{port}");
    let joiner = join(&address, &code);
    joiner.wait_text("Ann");
    play(&host, &joiner, "e5", Stone::Black);
    play(&joiner, &host, "d4", Stone::White);
    play(&host, &joiner, "f6", Stone::Black);
    drop(joiner);
    host.wait_text("away");
    let back = join(&address, &code);
    for (point, stone) in [
        ("e5", Stone::Black),
        ("d4", Stone::White),
        ("f6", Stone::Black),
    ] {
        let col = usize::from(point.as_bytes()[0] - b'a');
        let row = 9 - point[1..].parse::<usize>().expect("a row");
        back.wait_for(&format!("{point} again"), |s| {
            intersection(s, row, col).is_some_and(|(y, x)| stone_at(s, y, x) == Some(stone))
        });
    }
    play(&back, &host, "c3", Stone::White);
}

#[test]
fn a_wrong_code_and_garbage_are_turned_away_and_the_host_plays_on() {
    let port = free_port();
    let (host, code) = host(port);
    let address = format!("127.0.0.1:{port}");
    let stranger = join(&address, "1-wrong-guess");
    stranger.wait_text("another code");
    host.wait_text("turned away");
    let mut garbage = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    let _ = garbage.write_all(&[0x7f; 4096]);
    let mut huge = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    let _ = huge.write_all(&vec![b'x'; 10 << 20]);
    let _half_open = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    let joiner = join(&address, &code);
    joiner.wait_text("Ann");
    play(&host, &joiner, "e5", Stone::Black);
    play(&joiner, &host, "e4", Stone::White);
}

#[test]
fn a_clock_that_runs_out_loses_the_game() {
    let game = Session::start(&["--size", "9", "--mode", "pvp", "--clock", "0.05+0"]);
    game.wait_text("○ 3.0");
    game.send(b":e5\r");
    game.wait_text("White's time ran out");
    game.wait_text("won after 1");
}

/// A host started from the Network box (`m`) of a plain game in Chinese, and a joiner in
/// English typing the address and the code in its own box: they play a move either way.
#[test]
fn the_network_box_hosts_and_joins_in_two_real_programs() {
    let port = free_port().to_string();
    let host = Session::start_with_env(
        &["--size", "9", "--lang", "zh"],
        100,
        30,
        &[("USER", "Ann")],
    );
    host.wait_text("轮到");
    host.send(b"m");
    host.wait_text("联网对战");
    // Backspace over the default port, the free one typed instead.
    host.send(b"\x7f\x7f\x7f\x7f");
    host.send(port.as_bytes());
    host.send(b"\r");
    let code = shown_code(&host, "邀请码：");
    let joiner = Session::start_with_env(&["--size", "9"], 100, 30, &[("USER", "Bo")]);
    joiner.wait_text("to move");
    joiner.send(b"m");
    joiner.wait_text("Join a game");
    joiner.send(b"\x1b[B");
    joiner.send(format!("127.0.0.1:{port}\r").as_bytes());
    joiner.send(code.as_bytes());
    joiner.send(b"\r");
    joiner.wait_text("Ann");
    host.wait_text("Bo");
    // The seat was drawn: the host tries first, and the joiner plays if it was its turn.
    host.send(b":e5\r");
    host.wait_for("the move or the word that it is Bo's turn", |s| {
        s.contents().contains("轮到 Bo 走棋")
            || intersection(s, 4, 4).is_some_and(|(y, x)| stone_at(s, y, x).is_some())
    });
    match host.contents().contains("轮到 Bo 走棋") {
        // The joiner has black: its move, then the host's.
        true => {
            play(&joiner, &host, "e5", Stone::Black);
            play(&host, &joiner, "d4", Stone::White);
        }
        false => play(&joiner, &host, "d4", Stone::White),
    }
}
