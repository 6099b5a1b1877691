//! The environment overrides of where files go, and the one-call save the game screen uses.
//! One test only: it sets environment variables, which must not race with other threads.

mod record_support;

use gomoku::ai::Level;
use gomoku::model::{Game, Point, Rules};
use gomoku::record::games_dir::{self, DATA_ENV};
use gomoku::record::settings_file::CONFIG_ENV;
use gomoku::record::{Record, SettingsStore};
use gomoku::settings::{Mode, Settings};
use record_support::Scratch;

#[test]
fn environment_chooses_the_files_and_save_game_names_the_players() {
    let dir = Scratch::new("env");
    let config = dir.join("conf.toml");
    let games = dir.join("saved");
    // SAFETY: this test binary runs this single test, so no other thread reads the environment.
    unsafe {
        std::env::set_var(CONFIG_ENV, &config);
        std::env::set_var(DATA_ENV, &games);
    }
    let store = SettingsStore::open_default().expect("store");
    assert_eq!(store.path(), config);
    assert_eq!(games_dir::default_dir(), Some(games.clone()));

    let settings = Settings {
        mode: Mode::Pvc,
        level_white: Level::Hard,
        ..Settings::default()
    };
    let game = Game::from_moves(Rules::default(), &[Point::new(7, 7)]).expect("legal");
    let path = games_dir::save_game(&game, &settings).expect("save");
    assert!(path.starts_with(&games), "{}", path.display());
    let record = Record::load(&path).expect("load");
    assert_eq!(record.meta.black.as_deref(), Some("Human"));
    assert_eq!(record.meta.white.as_deref(), Some("gomoku (hard)"));
    let listed = games_dir::list(games_dir::default_dir().as_deref());
    assert_eq!(listed[0].source, games_dir::Source::File(path));
}
