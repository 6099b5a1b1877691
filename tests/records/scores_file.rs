//! The scores file under abuse: earlier `.bad` files (or a folder by that name) are never lost,
//! counts stop at their largest value, and temporary files a killed save left behind are
//! removed by the next save into the same folder. Each test fails on the program as it was
//! before its fix.

use std::fs;

use crate::scratch::Scratch;
use gomoku::model::Rules;
use gomoku::record::Record;
use gomoku::record::games_dir;
use gomoku::settings::scores::{Change, Kind, ScoresStore, Slot};
use gomoku::settings::{Settings, SettingsStore};

fn kind() -> Kind {
    Kind::of(&Rules::default(), &Settings::default())
}

fn win() -> Vec<Change> {
    vec![Change::Count(kind(), Slot::First)]
}

#[test]
fn an_unusable_scores_file_is_kept_beside_an_earlier_bad_file_not_over_it() {
    let dir = Scratch::new("scores-bad-numbered");
    fs::write(dir.join("scores.toml.bad"), "the first broken file").expect("write");
    fs::write(dir.join("scores.toml"), "the second [broken file").expect("write");
    let store = ScoresStore::in_folder(dir.path());
    store.change(&win()).expect("saved");
    let read = |name: &str| fs::read_to_string(dir.join(name)).expect("read");
    assert_eq!(read("scores.toml.bad"), "the first broken file");
    assert_eq!(read("scores.toml.bad.2"), "the second [broken file");
    assert_eq!(store.load().0.get(&kind()).first, 1);
}

#[test]
fn a_folder_named_like_the_bad_file_is_passed_over_and_the_unusable_file_kept() {
    let dir = Scratch::new("scores-bad-folder");
    fs::create_dir(dir.join("scores.toml.bad")).expect("mkdir");
    fs::write(dir.join("scores.toml.bad").join("inside"), "kept").expect("write");
    fs::write(dir.join("scores.toml"), "not [scores").expect("write");
    let store = ScoresStore::in_folder(dir.path());
    store.change(&win()).expect("saved");
    assert_eq!(
        fs::read_to_string(dir.join("scores.toml.bad.2")).expect("read"),
        "not [scores",
        "the unusable file is kept, not replaced"
    );
    assert!(dir.join("scores.toml.bad").join("inside").is_file());
}

#[test]
fn a_count_at_its_largest_value_stays_there_instead_of_wrapping_to_zero() {
    let dir = Scratch::new("scores-saturate");
    let store = ScoresStore::in_folder(dir.path());
    store.change(&win()).expect("saved");
    let text = fs::read_to_string(store.path()).expect("read");
    fs::write(
        store.path(),
        text.replace("first = 1", "first = 4294967295"),
    )
    .expect("write");
    let scores = store.change(&win()).expect("saved");
    assert_eq!(scores.get(&kind()).first, u32::MAX);
    assert_eq!(store.load().0.get(&kind()).first, u32::MAX);
}

/// A temporary file as a save killed before its rename leaves it.
fn plant_temp(dir: &std::path::Path, name: &str) {
    fs::write(dir.join(name), "half a file").expect("write");
}

#[test]
fn temporary_files_left_by_a_killed_save_are_removed_by_the_next_save_there() {
    let dir = Scratch::new("stale-temps");
    let (games, config) = (dir.join("games"), dir.join("config"));
    fs::create_dir_all(&games).expect("mkdir");
    fs::create_dir_all(&config).expect("mkdir");
    plant_temp(&games, ".gomoku-a1B2c3.tmp");
    plant_temp(&config, ".gomoku-d4E5f6.tmp");
    // Files of the player's that only look alike stay.
    plant_temp(&games, "notes.tmp");
    plant_temp(&games, ".gomoku-notes.txt");

    ScoresStore::in_folder(&games)
        .change(&win())
        .expect("scores saved");
    SettingsStore::open(config.join("settings.toml"))
        .save(&Settings::default())
        .expect("settings saved");
    let names = |d: &std::path::Path| {
        let mut names: Vec<String> = fs::read_dir(d)
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    assert_eq!(
        names(&games),
        [".gomoku-notes.txt", "notes.tmp", "scores.toml"]
    );
    assert_eq!(names(&config), ["settings.toml"]);

    plant_temp(&games, ".gomoku-g7H8i9.tmp");
    let record = Record::from_game(
        &gomoku::model::Game::new(Rules::default()),
        Default::default(),
    );
    games_dir::save_named(&games, "game", &record).expect("game saved");
    assert!(
        !games.join(".gomoku-g7H8i9.tmp").exists(),
        "a game's save too"
    );
}

#[test]
fn an_opponents_tally_is_kept_apart_and_its_name_from_the_file_is_shown_cleaned() {
    let dir = Scratch::new("scores-opponent");
    let store = ScoresStore::in_folder(dir.path());
    let ann = kind().against("Ann");
    store
        .change(&[
            Change::Count(ann.clone(), Slot::Second),
            Change::Count(kind(), Slot::First),
        ])
        .expect("saved");
    let (scores, _) = store.load();
    assert_eq!(scores.get(&ann).second, 1);
    assert_eq!(scores.get(&kind()).first, 1);
    assert_eq!(
        scores.get(&kind().against("Bo")).second,
        0,
        "another opponent"
    );
    // A name put in the file by hand with a terminal escape is shown without it.
    let text = fs::read_to_string(dir.join("scores.toml")).expect("read");
    fs::write(
        dir.join("scores.toml"),
        text.replace("Ann", "Ann\\u001b[2J"),
    )
    .expect("write");
    let (scores, warning) = store.load();
    assert_eq!(warning, None);
    let (kind, tally) = scores
        .kinds()
        .find(|(k, _)| k.opponent.is_some())
        .expect("the opponent's tally");
    for shown in [kind.describe(), tally.describe(kind)] {
        assert!(
            shown.contains("Ann") && !shown.contains('\u{1b}'),
            "{shown:?}"
        );
    }
}
