//! Two windows with the same files: each saves its own changes to the file as it is on disk at
//! that moment, so neither loses the other's games or settings; and one window's saves of a
//! file land in the order it made them.

use std::path::Path;
use std::sync::{Arc, Barrier};
use std::time::Duration;

use crate::scratch::Scratch;
use gomoku::model::Rules;
use gomoku::settings::scores::{Change, Kind, ScoresStore, Slot};
use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings, SettingsStore, ThemeName};
use gomoku::tui::app::{Files, Overlay};
use gomoku::tui::driver::Driver;
use gomoku::tui::effects::{Done, Effect, Runner};
use gomoku::tui::{Action, App};

/// Tic-tac-toe between two humans.
fn tic_tac_toe() -> Settings {
    Settings {
        board: BoardSettings {
            rows: 3,
            cols: 3,
            win: 3,
            ..BoardSettings::default()
        },
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..PlayerSettings::default()
        },
        ..Settings::default()
    }
}

/// A window with `games` as its games folder and `settings` as its settings file.
fn window(games: &Path, settings: &Path) -> Driver {
    let store = SettingsStore::open(settings);
    let (saved, _) = store.load();
    let mut app = Driver::new(App::new(tic_tac_toe()).expect("valid settings"));
    app.set_files(Files {
        store: Some(store),
        saved,
        games_dir: Some(games.to_path_buf()),
    });
    // The first update carries out the read of the scores, as a window does when it opens.
    app.update(Action::Resize(80, 24));
    app
}

/// Black wins a game of tic-tac-toe on the left column, then a new game starts.
fn black_wins(app: &mut Driver) {
    app.play(&["A1", "B1", "A2", "B2", "A3"]);
    assert!(app.play.game.is_over());
    app.update(Action::NewGame);
}

fn first_count(games: &Path) -> u32 {
    let (scores, warning) = ScoresStore::in_folder(games).load();
    assert_eq!(warning, None);
    let kind = Kind::of(
        &Rules::new(3, 3, 3, Default::default()).expect("rules"),
        &tic_tac_toe(),
    );
    scores.get(&kind).first
}

#[test]
fn two_windows_winning_at_the_same_time_count_every_game() {
    let home = Scratch::new("two-windows-scores");
    let (games, settings) = (home.join("games"), home.join("settings.toml"));
    // Both windows have read the scores before either wins, as two windows left open do.
    let started = Arc::new(Barrier::new(2));
    let windows: Vec<_> = (0..2)
        .map(|_| {
            let (games, settings, started) = (games.clone(), settings.clone(), started.clone());
            std::thread::spawn(move || {
                let mut app = window(&games, &settings);
                started.wait();
                for _ in 0..5 {
                    black_wins(&mut app);
                }
                app.tally().first
            })
        })
        .collect();
    for window in windows {
        let shown = window.join().expect("the window ran");
        assert!(shown >= 5, "a window shows at least its own wins: {shown}");
    }
    assert_eq!(first_count(&games), 10, "every win of both windows is kept");
}

#[test]
fn a_window_shows_the_games_another_window_counted_once_it_saves() {
    let home = Scratch::new("two-windows-shown");
    let (games, settings) = (home.join("games"), home.join("settings.toml"));
    let mut a = window(&games, &settings);
    let mut b = window(&games, &settings);
    black_wins(&mut a);
    black_wins(&mut b);
    assert_eq!(b.tally().first, 2, "b's save brought a's win in");
    assert_eq!(first_count(&games), 2);
}

/// Applies the settings panel after `change` has been made to its draft.
fn apply(app: &mut Driver, change: impl FnOnce(&mut Settings)) {
    app.update(Action::Settings);
    let Overlay::Settings(panel) = &mut app.overlay else {
        panic!("the settings panel is open");
    };
    change(&mut panel.draft);
    app.update(Action::Select);
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("settings saved"), "{message}");
}

#[test]
fn a_second_window_saving_its_settings_keeps_what_the_first_saved() {
    let home = Scratch::new("two-windows-settings");
    let (games, settings) = (home.join("games"), home.join("settings.toml"));
    let mut a = window(&games, &settings);
    let mut b = window(&games, &settings);
    apply(&mut a, |s| s.looks.theme = ThemeName::Dark);
    apply(&mut b, |s| s.looks.bell = true);
    let (saved, warning) = SettingsStore::open(&settings).load();
    assert_eq!(warning, None);
    assert_eq!(saved.looks.theme, ThemeName::Dark, "a's theme stays");
    assert!(saved.looks.bell, "b's bell is saved");
}

#[test]
fn a_windows_saves_of_one_file_land_in_the_order_they_were_made() {
    let home = Scratch::new("saves-in-order");
    let games = home.join("games");
    let store = ScoresStore::in_folder(&games);
    let kind = Kind::of(
        &Rules::new(3, 3, 3, Default::default()).expect("rules"),
        &tic_tac_toe(),
    );
    // A win, then undo and redo 32 times as fast as keys come: each a save of its own.
    let runner = Runner::default();
    let mut changes = vec![Change::Count(kind.clone(), Slot::First)];
    for _ in 0..32 {
        changes.push(Change::TakeBack(kind.clone(), Slot::First));
        changes.push(Change::Count(kind.clone(), Slot::First));
    }
    let asked = changes.len();
    for (id, change) in changes.into_iter().enumerate() {
        runner.run(vec![Effect::ChangeScores {
            id: id as u64,
            store: store.clone(),
            changes: vec![change],
        }]);
    }
    let mut answered = Vec::new();
    while answered.len() < asked {
        match runner.next_within(Duration::from_secs(30)) {
            Some(Done::ScoresSaved { id, result }) => {
                let scores = result.expect("saved");
                answered.push((id, scores.get(&kind).first));
            }
            other => panic!("a save's answer, not {other:?}"),
        }
    }
    let ids: Vec<u64> = answered.iter().map(|&(id, _)| id).collect();
    assert!(ids.is_sorted(), "answered in the order asked: {ids:?}");
    for &(id, first) in &answered {
        assert_eq!(first, u32::from(id % 2 == 0), "after save {id}");
    }
    assert_eq!(first_count(&games), 1, "the file holds the last save");
}
