//! Scores that mean something: by player against the computer, by kind of game, kept across
//! runs in the games folder, a corrupt file set aside only when new scores are written, and a
//! view where a tally can be reset.

use crate::scratch::Scratch;
use gomoku::model::{Opening, Rule, Rules, Seat, Stone};
use gomoku::settings::scores::{Kind, Scores, ScoresStore, ScoresWarning, Slot};
use gomoku::settings::{BoardSettings, ComputerSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::app::{Files, Overlay, Question};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

fn pvc(human: Stone) -> Settings {
    Settings {
        players: PlayerSettings {
            mode: Mode::Pvc,
            human,
        },
        ..Settings::default()
    }
}

#[test]
fn against_the_computer_wins_count_for_the_player_whatever_the_colour() {
    let rules = Rules::default();
    let as_black = pvc(Stone::Black);
    let as_white = pvc(Stone::White);
    assert_eq!(Kind::of(&rules, &as_black), Kind::of(&rules, &as_white));
    assert_eq!(
        Slot::of(Some(Seat::at_home(Stone::Black)), &as_black),
        Slot::First
    );
    assert_eq!(
        Slot::of(Some(Seat::at_home(Stone::White)), &as_white),
        Slot::First
    );
    assert_eq!(
        Slot::of(Some(Seat::at_home(Stone::Black)), &as_white),
        Slot::Second
    );
    let pvp = Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    assert_eq!(
        Slot::of(Some(Seat::at_home(Stone::White)), &pvp),
        Slot::Second
    );
    assert_eq!(Slot::of(None, &pvp), Slot::Draw);
}

#[test]
fn each_kind_of_game_has_its_own_tally() {
    let settings = pvc(Stone::Black);
    let gomoku = Kind::of(&Rules::default(), &settings);
    let tic_tac_toe = Kind::of(
        &Rules::new(3, 3, 3, Rule::Freestyle).expect("rules"),
        &settings,
    );
    let harder = Kind::of(
        &Rules::default(),
        &Settings {
            computer: ComputerSettings {
                level_white: gomoku::ai::Level::Hard,
                level_black: gomoku::ai::Level::Hard,
                ..settings.computer
            },
            ..settings
        },
    );
    let mut scores = Scores::default();
    scores.add(&gomoku, Slot::First);
    scores.add(&tic_tac_toe, Slot::Draw);
    assert_eq!(scores.get(&gomoku).first, 1);
    assert_eq!(scores.get(&tic_tac_toe).draws, 1);
    assert_eq!(
        scores.get(&harder).first,
        0,
        "another level is another kind"
    );
    assert_eq!(
        scores.get(&gomoku).describe(&gomoku),
        "You 1 · Computer 0 · draws 0"
    );
}

/// Black wins 3x3 tic-tac-toe along the top row between two humans, saving into `dir`.
fn win_tic_tac_toe(dir: &Scratch) -> Driver {
    let settings = Settings {
        board: BoardSettings {
            rows: 3,
            cols: 3,
            win: 3,
            ..Default::default()
        },
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings.clone()).expect("settings"));
    app.set_files(Files {
        store: None,
        saved: settings,
        games_dir: Some(dir.path().to_path_buf()),
    });
    app.update(Action::Resize(80, 24));
    for point in ["a3", "a2", "b3", "b2", "c3"] {
        app.update(Action::Prompt);
        for c in point.chars() {
            app.update(Action::Type(c));
        }
        app.update(Action::Select);
    }
    assert!(app.play.game.is_over());
    app
}

#[test]
fn scores_are_kept_across_runs_in_the_games_folder() {
    let dir = Scratch::new("scores-kept");
    let first = win_tic_tac_toe(&dir);
    assert_eq!(first.tally().first, 1);
    let (scores, warning) = ScoresStore::in_folder(dir.path()).load();
    assert_eq!(warning, None);
    assert_eq!(
        scores.get(&first.kind()).first,
        1,
        "written as it was counted"
    );
    // The next run reads it back and counts on.
    let second = win_tic_tac_toe(&dir);
    assert_eq!(second.tally().first, 2);
}

#[test]
fn a_corrupt_scores_file_is_reported_and_set_aside_only_when_saving() {
    let dir = Scratch::new("scores-corrupt");
    std::fs::write(dir.join("scores.toml"), "this is [not scores").expect("write");
    let store = ScoresStore::in_folder(dir.path());
    let (_, warning) = store.load();
    assert!(matches!(warning, Some(ScoresWarning::Unusable { .. })));
    assert!(
        !dir.join("scores.toml.bad").exists(),
        "reading renames nothing"
    );
    let app = win_tic_tac_toe(&dir);
    assert!(dir.join("scores.toml.bad").exists(), "kept aside");
    assert_eq!(
        std::fs::read_to_string(dir.join("scores.toml.bad")).expect("read"),
        "this is [not scores"
    );
    assert_eq!(store.load().0.get(&app.kind()).first, 1);
}

#[test]
fn the_scores_view_lists_the_tallies_and_resets_one_after_asking() {
    let dir = Scratch::new("scores-view");
    let mut app = win_tic_tac_toe(&dir);
    app.update(Action::Scores);
    assert_eq!(app.overlay, Overlay::Scores(0));
    app.update(Action::Reset);
    assert!(matches!(
        app.overlay,
        Overlay::Question(Question::ResetTally(Some(_), 0))
    ));
    app.update(Action::No);
    assert_eq!(app.tally().first, 1, "no keeps it");
    assert_eq!(app.overlay, Overlay::Scores(0), "and goes back to the list");
    app.update(Action::Reset);
    app.update(Action::Yes);
    assert_eq!(app.tally().first, 0);
    assert!(ScoresStore::in_folder(dir.path()).load().0.is_empty());
}

#[test]
fn a_swap_opening_has_its_own_tally_by_seat_and_the_centre_opening_shares_the_free_one() {
    let pvp = Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    let free = Kind::of(&Rules::default(), &pvp);
    let center = Kind::of(&Rules::default().with_opening(Opening::Center), &pvp);
    let swap2 = Kind::of(&Rules::default().with_opening(Opening::Swap2), &pvp);
    assert_eq!(
        center, free,
        "where the first stone goes changes no one's chances"
    );
    assert_ne!(swap2, free);
    let mut scores = Scores::default();
    scores.add(&swap2, Slot::First);
    assert_eq!(scores.get(&free).first, 0);
    assert_eq!(
        scores.get(&swap2).describe(&swap2),
        "First player 1 · Second player 0 · draws 0"
    );
    assert!(
        swap2.describe().contains("free-style, swap2"),
        "{}",
        swap2.describe()
    );
}
