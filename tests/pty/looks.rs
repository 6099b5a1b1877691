//! The looks through a real terminal: under the ASCII theme every screen is ASCII; with
//! `NO_COLOR` no colour is sent and the last move still stands out; the colours follow what the
//! terminal says it shows (TERM, COLORTERM), and the Linux console gets ASCII; at 80x24 each
//! kind of message keeps the part that matters.

use crate::support::{Scratch, Session, cursor_on, intersection, row_text, stone_at};
use gomoku::model::Stone;

/// The parameters of every SGR sequence (`ESC [ ... m`) in `raw`.
fn sgr_parameters(raw: &[u8]) -> Vec<Vec<u16>> {
    let mut found = Vec::new();
    let mut i = 0;
    while i + 1 < raw.len() {
        if raw[i] == 0x1b && raw[i + 1] == b'[' {
            let start = i + 2;
            let end = (start..raw.len()).find(|&j| (0x40..=0x7e).contains(&raw[j]));
            if let Some(end) = end {
                if raw[end] == b'm' {
                    let text = String::from_utf8_lossy(&raw[start..end]);
                    let params = text.split([';', ':']).filter_map(|p| p.parse().ok());
                    found.push(params.collect());
                }
                i = end;
            }
        }
        i += 1;
    }
    found
}

/// Whether an SGR parameter list sets a colour (the defaults, 39, 49 and 59, are no colour).
fn sets_colour(params: &[u16]) -> bool {
    params
        .iter()
        .any(|&p| matches!(p, 30..=38 | 40..=48 | 58 | 90..=97 | 100..=107))
}

/// A colour as an SGR sequence sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sent {
    /// One of the 16 standard colours (30–37, 90–97 and their backgrounds, or `5;n` below 16).
    Standard(u16),
    /// The 256-colour palette above the 16.
    Palette(u16),
    Rgb(u16, u16, u16),
}

/// Every colour set in `raw`, foreground, background or underline.
fn colours_sent(raw: &[u8]) -> Vec<Sent> {
    let mut sent = Vec::new();
    for params in sgr_parameters(raw) {
        let mut i = 0;
        while i < params.len() {
            match params[i] {
                p @ (30..=37 | 40..=47) => sent.push(Sent::Standard(p % 10)),
                p @ (90..=97 | 100..=107) => sent.push(Sent::Standard(p % 10 + 8)),
                38 | 48 | 58 => match params.get(i + 1..) {
                    Some([5, n, ..]) => {
                        sent.push(match *n < 16 {
                            true => Sent::Standard(*n),
                            false => Sent::Palette(*n),
                        });
                        i += 2;
                    }
                    Some([2, r, g, b, ..]) => {
                        sent.push(Sent::Rgb(*r, *g, *b));
                        i += 4;
                    }
                    _ => {}
                },
                _ => {}
            }
            i += 1;
        }
    }
    sent
}

type Ready = Box<dyn Fn(&vt100::Screen) -> bool>;

/// Ready once the screen shows `text`.
fn opened(text: &'static str) -> Ready {
    Box::new(move |s: &vt100::Screen| s.contents().contains(text))
}

fn check_ascii(game: &Session, what: &str) {
    let shown = game.contents();
    assert!(shown.is_ascii(), "{what} is not ASCII:\n{shown}");
}

#[test]
fn under_the_ascii_theme_every_screen_is_ascii() {
    let game = Session::start(&[
        "--ascii",
        "--mode",
        "pvc",
        "--color",
        "white",
        "--level",
        "hard",
        "--time-ms",
        "1500",
    ]);
    game.wait_text("Computer is thinking");
    check_ascii(&game, "the status while the computer thinks");
    game.wait_text("(you) to move");
    game.wait_text("15 +-+");
    check_ascii(&game, "the board");
    game.key_until(b"t", "Looking for a hint");
    check_ascii(&game, "the status while looking for a hint");
    game.wait_text("Hint: ");
    let board = |s: &vt100::Screen| s.contents().contains("(you) to move");
    let closed =
        |title: &'static str| move |s: &vt100::Screen| board(s) && !s.contents().contains(title);
    for (keys, what, ready) in [
        (&b"?"[..], "the help", opened("closes this help")),
        (b"\x1b", "the board again", Box::new(closed("Help"))),
        (b"s", "the settings", opened("Apply (new game)")),
        (b"\x1b", "the board again", Box::new(closed("Apply"))),
        (&[15], "the list of games", opened("(sample)")),
        (b"/", "the path field", opened("Path:")),
        (b"\x1b", "the list again", opened("type the path of a file")),
        (b"\x1b", "the board again", Box::new(closed("Open a game"))),
        (b"q", "a question", opened("Quit this game?")),
        (b"n", "the board again", Box::new(closed("Quit this game?"))),
        (b":", "the move prompt", opened("Move:")),
        (b"\x1b", "the board again", Box::new(closed("Move:"))),
    ] {
        game.send(keys);
        game.wait_for(what, ready);
        check_ascii(&game, what);
    }
    let raw = game.raw();
    let first = raw.iter().position(|b| !b.is_ascii());
    assert_eq!(first, None, "a byte that is not ASCII was sent");
    game.send(&[3]);
    game.expect_clean_exit();
}

/// Plays H8, I8 and J8 by keys and moves the cursor off the last move.
fn three_moves(game: &Session) {
    game.wait_text("15 ┏━");
    game.key_until(b"\r", "move 2");
    game.key_until(b"l\r", "move 3");
    game.key_until(b"l\r", "move 4");
    game.send(b"k");
    game.wait_for("the cursor off J8", |s| {
        intersection(s, 7, 9).is_some_and(|(y, x)| !cursor_on(s, y, x))
    });
}

#[test]
fn with_no_color_no_colour_is_sent_and_the_last_move_still_stands_out() {
    let game = Session::start_with_env(&["--mode", "pvp"], 80, 24, &[("NO_COLOR", "1")]);
    three_moves(&game);
    game.screen(|s| {
        let cell = |col| {
            let (y, x) = intersection(s, 7, col).expect("the board");
            s.cell(y, x).expect("a cell").clone()
        };
        let (first, last) = (cell(7), cell(9));
        assert_eq!(
            (stone_at(s, 7, 0), first.contents(), last.contents()),
            (None, "●", "●"),
            "two black stones"
        );
        // Underlined: the last move differs from the other stones by more than colour.
        assert!(last.underline() && !first.underline());
        for row in 0..24 {
            for col in 0..80 {
                let c = s.cell(row, col).expect("a cell");
                assert_eq!(
                    (c.fgcolor(), c.bgcolor()),
                    (vt100::Color::Default, vt100::Color::Default),
                    "row {row} column {col}"
                );
            }
        }
    });
    let coloured: Vec<_> = sgr_parameters(&game.raw())
        .into_iter()
        .filter(|p| sets_colour(p))
        .collect();
    assert!(coloured.is_empty(), "colour sequences sent: {coloured:?}");
    game.send(&[3]);
    game.expect_clean_exit();
}

#[test]
fn a_theme_chosen_by_name_keeps_its_colours_under_no_color() {
    let game = Session::start_with_env(
        &["--mode", "pvp", "--theme", "wood"],
        80,
        24,
        &[("NO_COLOR", "1")],
    );
    three_moves(&game);
    assert!(sgr_parameters(&game.raw()).iter().any(|p| sets_colour(p)));
    game.screen(|s| {
        let (y, x) = intersection(s, 7, 8).expect("the board");
        assert_eq!(stone_at(s, y, x), Some(Stone::White));
    });
    game.send(&[3]);
    game.expect_clean_exit();
}

/// The colours sent while the board is drawn and three stones are played in `env`'s terminal.
fn colours_in(env: &[(&str, &str)], board: &'static str) -> Vec<Sent> {
    let game = Session::start_with_env(&["--mode", "pvp"], 80, 24, env);
    game.wait_text(board);
    game.key_until(b"\r", "move 2");
    game.key_until(b"l\r", "move 3");
    let sent = colours_sent(&game.raw());
    game.send(&[3]);
    game.expect_clean_exit();
    sent
}

#[test]
fn the_colours_follow_what_the_terminal_says_it_shows() {
    // The wood board: palette colour 137 in 256 colours, its RGB in true colour, yellow in 16.
    let indexed = colours_in(&[("TERM", "xterm-256color")], "15 ┏━");
    assert!(indexed.contains(&Sent::Palette(137)), "{indexed:?}");
    assert!(!indexed.iter().any(|c| matches!(c, Sent::Rgb(..))));
    let truecolor = [("TERM", "xterm-256color"), ("COLORTERM", "truecolor")];
    let exact = colours_in(&truecolor, "15 ┏━");
    assert!(exact.contains(&Sent::Rgb(175, 135, 95)), "{exact:?}");
    assert!(
        !exact.iter().any(|c| matches!(c, Sent::Palette(_))),
        "{exact:?}"
    );
    for term in ["xterm", "screen"] {
        let basic = colours_in(&[("TERM", term)], "15 ┏━");
        assert!(basic.contains(&Sent::Standard(3)), "{term}: {basic:?}");
        let beyond: Vec<_> = basic
            .iter()
            .filter(|c| !matches!(c, Sent::Standard(_)))
            .collect();
        assert!(
            beyond.is_empty(),
            "{term}: beyond the 16 colours: {beyond:?}"
        );
    }
}

#[test]
fn the_linux_console_gets_ascii_and_the_16_colours() {
    let game = Session::start_with_env(&["--mode", "pvp"], 80, 24, &[("TERM", "linux")]);
    game.wait_text("15 +-+");
    game.key_until(b"\r", "move 2");
    game.key_until(b"l\r", "move 3");
    check_ascii(&game, "the board on the console");
    game.screen(|s| {
        let (y, x) = intersection(s, 7, 7).expect("the board");
        assert_eq!(stone_at(s, y, x), Some(Stone::Black));
        let (y, x) = intersection(s, 7, 8).expect("the board");
        assert_eq!(stone_at(s, y, x), Some(Stone::White));
    });
    let sent = colours_sent(&game.raw());
    assert!(
        sent.iter().all(|c| matches!(c, Sent::Standard(_))),
        "{sent:?}"
    );
    assert!(
        sent.contains(&Sent::Standard(3)),
        "the board's colour: {sent:?}"
    );
    game.send(&[3]);
    game.expect_clean_exit();
}

/// The status rows: everything under the board's lower column letters.
fn status(game: &Session) -> String {
    game.screen(|s| {
        let rows = s.size().0.get();
        let mut letters = (0..rows).filter(|&r| row_text(s, r).contains("A B C D E"));
        let below = letters.next_back().map_or(0, |r| r + 1);
        (below..rows)
            .map(|r| row_text(s, r).trim().to_string())
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    })
}

fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Types `moves` at the move prompt, one after the other.
fn type_moves(game: &Session, moves: &[&str]) {
    for (i, m) in moves.iter().enumerate() {
        game.send(format!(":{m}\r").as_bytes());
        game.wait_for(&format!("move {} played", i + 1), |s| {
            let text = s.contents();
            text.contains(&format!("move {}", i + 2)) || text.contains(" won after ")
        });
    }
}

#[test]
fn at_80x24_each_kind_of_message_keeps_what_matters() {
    // The result first, then why.
    let game = Session::start(&["--rule", "renju", "--forbidden", "loses", "--mode", "pvp"]);
    game.wait_text("15 ┏━");
    type_moves(
        &game,
        &["f8", "a1", "g8", "c1", "h6", "e1", "h7", "a15", "h8"],
    );
    game.wait_text("White won after 9 moves");
    let shown = status(&game);
    assert!(
        words(&shown).contains("White wins — Black played a forbidden point (double-three) at H8"),
        "{shown}"
    );
    game.send(b"q");
    game.expect_clean_exit();

    // A refusal says why.
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("15 ┏━");
    game.key_until(b"\r", "move 2");
    game.key_until(b"\r", "H8 is taken");
    game.send(&[3]);
    game.expect_clean_exit();

    // A crowded status line keeps whose turn it is and the last move's point.
    let game = Session::start(&["--mode", "cvc", "--size", "19", "--time-ms", "100"]);
    game.wait_for("a move by the computer", |s| {
        row_text(s, 22).contains("last ") || row_text(s, 21).contains("last ")
    });
    let shown = status(&game);
    let first = shown.lines().next().unwrap_or_default();
    assert!(first.contains("(computer) to move"), "{shown}");
    let last = first.split("last ").nth(1).unwrap_or_default();
    assert!(
        last.starts_with(|c: char| c.is_ascii_uppercase()) && last.len() >= 2,
        "{shown}"
    );
    game.send(&[3]);
    game.expect_clean_exit();

    // A long message with a path wraps at words and is said to its end.
    let home = Scratch::new("blocked-config");
    let blocker = home.join("not-a-folder");
    std::fs::write(&blocker, "a file where a folder should be").expect("write");
    let config = blocker.join("settings.toml");
    let config = config.to_str().expect("a UTF-8 path");
    let game = Session::start_with_env(&["--mode", "pvp"], 80, 24, &[("GOMOKU_CONFIG", config)]);
    game.wait_text("15 ┏━");
    game.wait_text("cannot read the settings file");
    let shown = status(&game);
    assert!(words(&shown).contains("the defaults are used"), "{shown}");
    assert!(!shown.contains('…'), "nothing cut: {shown}");
    game.send(&[3]);
    game.expect_clean_exit();
}
