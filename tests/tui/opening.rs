//! The swap and swap2 openings in the game: every branch of both rules between humans, the
//! computer's choices against a human, undo and redo through the choices, the score by player,
//! and a saved swap2 game that loads back with its choices.

use std::time::Duration;

use crate::records::screen_text;
use crate::scratch::Scratch;
use clap::Parser;
use gomoku::ai::Level;
use gomoku::cli::Cli;
use gomoku::model::{Choice, Opening, Point, Seat, Step, Stone};
use gomoku::record::Record;
use gomoku::settings::{Mode, Settings, SettingsStore};
use gomoku::startup::prepare_with;
use gomoku::tui::app::{Field, Files, Overlay, SettingsPanel};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

const WAIT: Duration = Duration::from_secs(60);

fn app(opening: Opening, mode: Mode, human: Stone) -> Driver {
    let settings = Settings {
        opening,
        mode,
        human,
        level_black: Level::Hard,
        level_white: Level::Hard,
        time_ms: 300,
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.set_seed(Some(11));
    app
}

fn pvp(opening: Opening) -> Driver {
    app(opening, Mode::Pvp, Stone::Black)
}

fn play(app: &mut Driver, moves: &[&str]) {
    for m in moves {
        let p = Point::parse_notation(m, 15, 15).expect("a point");
        app.play.cursor = p;
        let before = app.play.game.history().len();
        app.update(Action::Select);
        assert_eq!(
            app.play.game.history().len(),
            before + 1,
            "{m} was not played: {:?}",
            app.message
        );
    }
}

fn status(app: &Driver) -> String {
    app.opening_status().unwrap_or_default()
}

fn message(app: &Driver) -> String {
    app.message.clone().unwrap_or_default()
}

/// The first three stones between humans, with what the status line says before each.
fn open_three(app: &mut Driver) {
    for (n, (point, stone)) in [("H8", "black"), ("H9", "white"), ("J10", "black")]
        .into_iter()
        .enumerate()
    {
        let said = status(app);
        assert!(
            said.contains("First player: place black, white, black")
                && said.contains(&format!("now {stone} ({} of 3)", n + 1)),
            "{said}"
        );
        play(app, &[point]);
    }
}

fn black_seat(app: &Driver) -> Seat {
    app.progress().black
}

#[test]
fn swap_the_second_player_takes_black_and_the_first_plays_white() {
    let mut app = pvp(Opening::Swap);
    open_three(&mut app);
    let said = status(&app);
    assert!(
        said.starts_with("swap · Second player chooses: b black, or play white"),
        "{said}"
    );
    assert!(!said.contains("two more"), "swap has no two more: {said}");
    app.update(Action::TakeBlack);
    assert_eq!(black_seat(&app), Seat::Second);
    assert_eq!(app.progress().step, Step::Play);
    assert_eq!(app.play.game.to_move(), Stone::White);
    assert_eq!(app.acting_seat(), Seat::First, "the first player has white");
    assert_eq!(
        message(&app),
        "The second player takes black; white moves next"
    );
    assert_eq!(app.opening_status(), None, "the opening is over");
    assert!(
        screen_text(&mut app).contains("White (first player) to move"),
        "{}",
        screen_text(&mut app)
    );
    play(&mut app, &["G7"]);
    assert_eq!(app.acting_seat(), Seat::Second);
    assert_eq!(app.message, None, "the next move answers what was said");
    assert!(screen_text(&mut app).contains("Black (second player) to move"));
}

#[test]
fn swap_the_second_player_takes_white_by_playing_it() {
    let mut app = pvp(Opening::Swap);
    open_three(&mut app);
    play(&mut app, &["G7"]);
    assert_eq!(
        message(&app),
        "The second player takes white with that stone"
    );
    assert_eq!(black_seat(&app), Seat::First);
    assert_eq!(
        app.acting_seat(),
        Seat::First,
        "black moves, the first player"
    );
    assert_eq!(app.play.game.board().stone_count(), 4);
}

#[test]
fn swap_has_no_two_more_and_nothing_is_chosen_outside_the_choice() {
    let mut app = pvp(Opening::Swap);
    app.update(Action::TakeBlack);
    assert!(
        message(&app).starts_with("Nothing to choose now"),
        "{}",
        message(&app)
    );
    open_three(&mut app);
    app.update(Action::PlaceTwo);
    assert_eq!(
        message(&app),
        "Two more stones are placed only in swap2, by the second player after the first three"
    );
    assert!(app.play.choices.made().is_empty());
    let mut free = pvp(Opening::Free);
    free.update(Action::TakeBlack);
    assert_eq!(
        message(&free),
        "Colours are chosen only in the swap and swap2 openings (settings: Opening)"
    );
}

#[test]
fn swap2_the_second_player_takes_black_or_white_after_three() {
    let mut black = pvp(Opening::Swap2);
    open_three(&mut black);
    let said = status(&black);
    assert!(
        said == "swap2 · Second player chooses: b black, play white, or 2 two more",
        "{said}"
    );
    black.update(Action::TakeBlack);
    assert_eq!(black_seat(&black), Seat::Second);
    assert_eq!(black.acting_seat(), Seat::First);

    let mut white = pvp(Opening::Swap2);
    open_three(&mut white);
    play(&mut white, &["G7"]);
    assert_eq!(black_seat(&white), Seat::First);
    assert_eq!(white.progress().step, Step::Play);
}

/// Three stones, two more by the second player: the first player is to choose.
fn two_more(app: &mut Driver) {
    open_three(app);
    app.update(Action::PlaceTwo);
    assert_eq!(
        app.message, None,
        "the opening's sentence says what comes next"
    );
    assert!(
        status(app)
            .contains("Second player: place two more, white then black — now white (1 of 2)"),
        "{}",
        status(app)
    );
    assert_eq!(app.acting_seat(), Seat::Second);
    play(app, &["G7"]);
    assert!(
        status(app).contains("now black (2 of 2)"),
        "{}",
        status(app)
    );
    assert_eq!(
        app.acting_seat(),
        Seat::Second,
        "the second player places black's stone too"
    );
    play(app, &["K11"]);
    assert_eq!(
        status(app),
        "swap2 · two more placed · First player chooses: b black, or play white"
    );
}

#[test]
fn swap2_after_two_more_the_first_player_takes_black() {
    let mut app = pvp(Opening::Swap2);
    two_more(&mut app);
    app.update(Action::PlaceTwo);
    assert!(
        message(&app).starts_with("Two more stones are placed only"),
        "only once"
    );
    app.update(Action::TakeBlack);
    assert_eq!(
        message(&app),
        "The first player takes black; white moves next"
    );
    assert_eq!(black_seat(&app), Seat::First);
    assert_eq!(
        app.acting_seat(),
        Seat::Second,
        "the second player has white and moves"
    );
    assert_eq!(
        app.play.choices.made(),
        &[(3, Choice::Add), (5, Choice::Swap)]
    );
}

#[test]
fn swap2_after_two_more_the_first_player_takes_white_by_playing_it() {
    let mut app = pvp(Opening::Swap2);
    two_more(&mut app);
    play(&mut app, &["F6"]);
    assert_eq!(
        message(&app),
        "The first player takes white with that stone"
    );
    assert_eq!(black_seat(&app), Seat::Second);
    assert_eq!(
        app.acting_seat(),
        Seat::Second,
        "black, the second player, moves"
    );
}

#[test]
fn undo_and_redo_step_through_the_choices_as_through_moves() {
    let mut app = pvp(Opening::Swap2);
    two_more(&mut app);
    app.update(Action::TakeBlack);
    play(&mut app, &["L12"]);
    let end = (app.play.game.history().to_vec(), app.play.choices.clone());
    app.update(Action::Undo);
    assert_eq!(app.play.game.history().len(), 5);
    assert_eq!(black_seat(&app), Seat::First, "the choice still stands");
    app.update(Action::Undo);
    assert_eq!(
        app.play.game.history().len(),
        5,
        "the choice is taken back first"
    );
    assert!(matches!(
        app.progress().step,
        Step::Choose {
            seat: Seat::First,
            ..
        }
    ));
    for _ in 0..3 {
        app.update(Action::Undo);
    }
    assert_eq!(app.play.game.history().len(), 3);
    assert!(
        matches!(
            app.progress().step,
            Step::Choose {
                seat: Seat::Second,
                add: true
            }
        ),
        "two more taken back: {:?}",
        app.progress()
    );
    for _ in 0..5 {
        app.update(Action::Redo);
    }
    assert_eq!(
        (app.play.game.history().to_vec(), app.play.choices.clone()),
        end
    );
    // A new choice after an undo drops the moves and choices ahead of it.
    for _ in 0..5 {
        app.update(Action::Undo);
    }
    assert_eq!(app.play.game.history().len(), 3);
    assert!(app.play.choices.made().is_empty());
    app.update(Action::TakeBlack);
    app.update(Action::Redo);
    assert_eq!(message(&app), "Nothing to redo");
    assert_eq!(app.play.choices.made(), &[(3, Choice::Swap)]);
}

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
    assert_eq!(app.play.choices.made(), &[(3, Choice::Swap)]);
    assert_eq!(message(&app), "The computer takes black; white moves next");
    assert!(app.is_computer(Stone::Black) && !app.is_computer(Stone::White));
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
        app.play.choices.made().is_empty(),
        "white is taken by a move"
    );
    assert_eq!(app.play.game.history().len(), 4);
    assert_eq!(message(&app), "The computer takes white with that stone");
    assert!(app.is_computer(Stone::White) && app.humans_turn());
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
    assert!(app.play.choices.made().is_empty());
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
    let black = app.progress().black;
    match app.play.choices.made() {
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
    assert_eq!(app.is_computer(Stone::Black), black == Seat::First);
}

#[test]
fn a_saved_swap2_game_records_the_opening_and_loads_back_with_its_choices() {
    let dir = Scratch::new("swap2-saved");
    let mut app = pvp(Opening::Swap2);
    let settings = app.settings.clone();
    app.set_files(Files {
        store: None,
        saved: settings,
        games_dir: Some(dir.path().to_path_buf()),
    });
    two_more(&mut app);
    app.update(Action::TakeBlack);
    play(&mut app, &["L12", "F6"]);
    app.update(Action::Save);
    let saved = message(&app);
    let path = saved.trim_start_matches("Saved to ").to_string();
    let text = std::fs::read_to_string(&path).expect("the saved game");
    assert!(text.contains("XO[swap2]XC[3:add][5:swap]"), "{text}");
    let record = Record::load(path.as_ref()).expect("it loads");
    assert_eq!(record.rules().opening(), Opening::Swap2);
    assert_eq!(record.choices(), &[(3, Choice::Add), (5, Choice::Swap)]);

    let store = SettingsStore::open(dir.join("settings.toml"));
    let cli = Cli::try_parse_from(["gomoku", "--mode", "pvp", "--load", &path]).expect("flags");
    let start = prepare_with(Some(store), &cli.game).expect("valid start");
    let mut loaded = Driver::new(App::start(start, None).expect("app"));
    assert_eq!(
        loaded.progress().black,
        Seat::First,
        "the first player took black"
    );
    loaded.update(Action::First);
    for _ in 0..3 {
        loaded.update(Action::Right);
    }
    assert!(matches!(
        loaded.progress().step,
        Step::Place {
            seat: Seat::Second,
            ..
        }
    ));
    // Playing on from the fifth stone, the choice made there stands; an undo takes it back.
    loaded.update(Action::Right);
    loaded.update(Action::Right);
    assert_eq!(loaded.progress().black, Seat::First);
    loaded.update(Action::Continue);
    loaded.update(Action::Yes);
    assert_eq!(loaded.play.game.history().len(), 5);
    assert_eq!(
        loaded.play.choices.made(),
        &[(3, Choice::Add), (5, Choice::Swap)]
    );
    loaded.update(Action::Undo);
    assert_eq!(loaded.play.choices.made(), &[(3, Choice::Add)]);
    assert_eq!(
        status(&loaded),
        "swap2 · two more placed · First player chooses: b black, or play white"
    );
}

#[test]
fn between_computers_each_seat_keeps_its_level_and_the_score_counts_the_seats() {
    let settings = Settings {
        opening: Opening::Swap2,
        mode: Mode::Cvc,
        // The first player's level, then the second's, whatever colours they take.
        level_black: Level::Hard,
        level_white: Level::Random,
        time_ms: 100,
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.set_seed(Some(5));
    assert!(screen_text(&mut app).contains("Opening: swap2"));
    while !app.play.game.is_over() {
        assert!(app.wait_for_computer(WAIT), "the computer answers");
        assert!(app.play.game.history().len() < 225, "the game ends");
    }
    let progress = app.progress();
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
        assert_eq!(app.level_of(stone), expected(progress.seat_of(stone)));
    }
    let shown = crate::looks::status(&mut app, 160, 40);
    let levels = format!(
        "computer {} vs {}",
        app.level_of(Stone::Black),
        app.level_of(Stone::White)
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
fn the_settings_panel_explains_a_swap_opening_and_who_opens() {
    let mut app = app(Opening::Free, Mode::Pvc, Stone::Black);
    app.update(Action::Settings);
    let Overlay::Settings(panel) = &mut app.overlay else {
        panic!("the settings are open");
    };
    let at = |panel: &SettingsPanel, field| panel.fields().iter().position(|&f| f == field);
    let (to, from) = (at(panel, Field::Opening), at(panel, panel.field()));
    panel.select(to.expect("shown") as isize - from.expect("shown") as isize);
    while panel.draft.opening != Opening::Swap2 {
        panel.change(1);
    }
    assert_eq!(panel.value(Field::Human), "first player (opens)");
    let shown = screen_text(&mut app);
    assert!(
        shown.contains("Swap2: as swap, or 2 more stones and the first picks."),
        "{shown}"
    );
}
