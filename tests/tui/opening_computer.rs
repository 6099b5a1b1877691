//! The swap and swap2 openings against the computer and between computers: it acts when its
//! seat acts, its choices are legal and follow its evaluation, the colours, levels and score
//! follow the seats, and undo takes back its step with the player's.

use crate::opening::{WAIT, app, message, play, status};
use crate::records::screen_text;
use gomoku::ai::Level;
use gomoku::model::{Choice, Opening, Point, Seat, Step, Stone};
use gomoku::settings::{BoardSettings, ComputerSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

/// Plays until the game ends: the human's moves from `junk` (scattered points far from the
/// centre), the computer's from its own thinking.
fn play_out(app: &mut Driver, junk: &[&str]) {
    let mut junk = junk.iter();
    while !app.play.game.is_over() {
        if app.humans_turn() {
            let p = junk
                .by_ref()
                .map(|m| Point::parse_notation(m, 15, 15).expect("a point"))
                .find(|&p| app.play.game.board().get(p).is_none())
                .expect("junk moves left");
            app.play.cursor = p;
            app.update(Action::Select);
        } else {
            assert!(app.wait_for_computer(WAIT), "the computer answers");
        }
    }
}

const JUNK: [&str; 16] = [
    "A1", "O1", "O15", "A13", "D1", "L15", "O5", "A5", "H1", "O11", "A9", "E15", "L1", "O8", "A3",
    "C15",
];

#[test]
fn against_a_strong_black_the_computer_takes_black_and_the_win_counts_for_it() {
    // The player opens with two touching black stones in the centre and white's in a corner.
    let mut app = app(Opening::Swap2, Mode::Pvc, Stone::Black);
    assert!(app.humans_turn(), "you open");
    assert!(status(&app).starts_with("swap2 · You: place black, white, black"));
    play(&mut app, &["H8"]);
    assert!(
        screen_text(&mut app).contains("White (you) to move"),
        "you place white's stone of the opening too"
    );
    play(&mut app, &["A15", "J8"]);
    assert!(
        !app.humans_turn(),
        "the second player, the computer, chooses"
    );
    assert!(
        status(&app).contains("Computer chooses a colour"),
        "{}",
        status(&app)
    );
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(app.play.game.choices(), &[(3, Choice::Swap)]);
    assert_eq!(message(&app), "The computer takes black; white moves next");
    assert!(
        app.seated().plays_by_computer(app.shown(), Stone::Black)
            && !app.seated().plays_by_computer(app.shown(), Stone::White)
    );
    assert!(app.humans_turn(), "you have white and move");
    assert!(screen_text(&mut app).contains("White (you) to move"));
    play_out(&mut app, &JUNK);
    assert_eq!(app.play.game.outcome().winner(), Some(Stone::Black));
    let tally = app.tally();
    assert_eq!(
        (tally.first, tally.second),
        (0, 1),
        "a black win, the computer's"
    );
    assert!(screen_text(&mut app).contains("Black (computer) won"));
}

#[test]
fn against_a_weak_black_the_computer_takes_white_with_a_legal_move() {
    // Black's stones in two corners, white's in the centre with the move.
    let mut app = app(Opening::Swap, Mode::Pvc, Stone::Black);
    play(&mut app, &["A15", "H8", "O1"]);
    assert!(app.wait_for_computer(WAIT));
    assert!(
        app.play.game.choices().is_empty(),
        "white is taken by a move"
    );
    assert_eq!(app.play.game.history().len(), 4);
    assert_eq!(message(&app), "The computer takes white with that stone");
    assert!(app.seated().plays_by_computer(app.shown(), Stone::White) && app.humans_turn());
    assert_eq!(app.play.game.to_move(), Stone::Black);
}

#[test]
fn the_computer_opens_when_its_seat_opens_and_the_player_then_chooses() {
    // You play "white": in a swap opening, the second player's seat.
    let mut app = app(Opening::Swap2, Mode::Pvc, Stone::White);
    assert!(!app.humans_turn());
    assert!(
        status(&app).contains("Computer places its stones"),
        "{}",
        status(&app)
    );
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(app.play.game.history().len(), 3, "three stones at once");
    assert!(app.humans_turn());
    assert!(
        status(&app).starts_with("swap2 · You choose: b black, play white, or 2 two more"),
        "{}",
        status(&app)
    );
    app.update(Action::TakeBlack);
    assert_eq!(message(&app), "You take black; white moves next");
    assert!(!app.humans_turn(), "the computer has white and moves");
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(app.play.game.history().len(), 4);
    assert!(app.humans_turn() && app.play.game.to_move() == Stone::Black);
    // Undo takes back the computer's move and your choice: you choose again.
    app.update(Action::Undo);
    assert_eq!(app.play.game.history().len(), 3);
    assert!(app.play.game.choices().is_empty());
    assert!(app.humans_turn());
    // Two more stones from you, then the computer, the first player, chooses.
    app.update(Action::PlaceTwo);
    let empty: Vec<Point> = app
        .play
        .game
        .legal_moves()
        .filter(|p| p.row.abs_diff(7) <= 3 && p.col.abs_diff(7) <= 3)
        .take(2)
        .collect();
    for p in empty {
        app.play.cursor = p;
        app.update(Action::Select);
    }
    assert_eq!(app.play.game.history().len(), 5);
    assert!(!app.humans_turn(), "the first player chooses");
    assert!(app.wait_for_computer(WAIT));
    let black = app.shown().progress().black;
    match app.play.game.choices() {
        [(3, Choice::Add), (5, Choice::Swap)] => assert_eq!(black, Seat::First),
        [(3, Choice::Add)] => {
            assert_eq!(app.play.game.history().len(), 6, "white taken by a move");
            assert_eq!(black, Seat::Second);
        }
        other => panic!("not a choice the opening allows: {other:?}"),
    }
    assert!(
        app.humans_turn(),
        "after its choice it is your turn either way"
    );
    assert_eq!(
        app.seated().plays_by_computer(app.shown(), Stone::Black),
        black == Seat::First
    );
}

#[test]
fn between_computers_each_seat_keeps_its_level_and_the_score_counts_the_seats() {
    let settings = Settings {
        board: BoardSettings {
            opening: Opening::Swap2,
            ..Default::default()
        },
        players: PlayerSettings {
            mode: Mode::Cvc,
            ..Default::default()
        },
        // The first player's level, then the second's, whatever colours they take.
        computer: ComputerSettings {
            level_black: Level::Hard,
            level_white: Level::Random,
            time_ms: 100,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.set_seed(Some(5));
    assert!(screen_text(&mut app).contains("Opening: swap2"));
    while !app.play.game.is_over() {
        assert!(app.wait_for_computer(WAIT), "the computer answers");
        assert!(app.play.game.history().len() < 225, "the game ends");
    }
    let progress = app.shown().progress();
    assert_eq!(progress.step, Step::Play, "the opening was played through");
    assert!(
        !message(&app).contains("takes"),
        "the choice is not news at the end: {}",
        message(&app)
    );
    let expected = |seat| match seat {
        Seat::First => Level::Hard,
        Seat::Second => Level::Random,
    };
    for stone in [Stone::Black, Stone::White] {
        assert_eq!(
            app.seated().level_in(app.shown(), stone),
            expected(progress.seat_of(stone))
        );
    }
    let shown = crate::looks::status(&mut app, 160, 40);
    let levels = format!(
        "computer: black {} vs white {}",
        app.seated().level_in(app.shown(), Stone::Black),
        app.seated().level_in(app.shown(), Stone::White)
    );
    assert!(shown.contains(&levels), "{shown}");
    let tally = app.tally();
    match app
        .play
        .game
        .outcome()
        .winner()
        .map(|w| progress.seat_of(w))
    {
        Some(Seat::First) => assert_eq!((tally.first, tally.second), (1, 0)),
        Some(Seat::Second) => assert_eq!((tally.first, tally.second), (0, 1)),
        None => assert_eq!(tally.draws, 1),
    }
}

#[test]
fn a_hint_in_the_opening_is_the_step_the_computer_would_take() {
    let mut app = app(Opening::Swap2, Mode::Pvp, Stone::Black);
    app.update(Action::Hint);
    assert!(app.wait_for_computer(WAIT));
    let said = message(&app);
    assert!(
        said.starts_with("Hint: an even opening, for example "),
        "{said}"
    );
    let first = app.play.hint.expect("the first stone is marked");
    assert_eq!(app.play.cursor, first);
    assert!(app.play.game.board().get(first).is_none());
    // Two touching black stones in the centre, white's in a corner: take black.
    play(&mut app, &["H8", "A15", "J8"]);
    app.update(Action::Hint);
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(message(&app), "Hint: take black (b)");
    assert_eq!(app.play.game.history().len(), 3, "a hint plays nothing");
    assert!(app.play.game.choices().is_empty(), "nor chooses");
}

#[test]
fn a_saved_swap2_game_reopened_keeps_the_player_in_the_seat_the_file_gives_them() {
    use clap::Parser;
    // The player (the second, who chooses) placed two more; the computer took white with the
    // sixth stone, so the player has black and is to move.
    let sgf = "(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[freestyle]XO[swap2]XC[3:add]\
               PB[Human]PW[gomoku (medium)];B[hh];W[ih];B[jf];W[gh];B[gf];W[gi])";
    let dir = crate::scratch::Scratch::new("swap2-seat");
    let path = dir.join("game.sgf");
    std::fs::write(&path, sgf).expect("write the game");
    // Opened with the settings' default seats: the player opens (first seat).
    let flags = ["gomoku", "--load", path.to_str().expect("a text path")];
    let cli = gomoku::cli::Cli::try_parse_from(flags).expect("flags");
    let store = gomoku::settings::SettingsStore::open(dir.join("settings.toml"));
    let start =
        gomoku::settings::startup::prepare_with(Some(store), &cli.game, gomoku::i18n::lang())
            .expect("valid start");
    let mut app = Driver::new(App::start(start, None).expect("app"));
    app.update(Action::Close);
    assert_eq!(
        app.shown().progress().black,
        Seat::Second,
        "the second player has black"
    );
    assert!(app.humans_turn(), "black is the player's, as the file says");
    assert!(!app.computer_acts());
    assert!(screen_text(&mut app).contains("Black (Human) to move"));
    play(&mut app, &["F6"]);
    assert!(app.wait_for_computer(WAIT), "the computer answers as white");
    assert_eq!(app.play.game.history().len(), 8);
    assert_eq!(app.play.game.to_move(), Stone::Black);
}
