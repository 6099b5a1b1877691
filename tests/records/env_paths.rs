//! The environment overrides of where files go, and the one-call save the game screen uses.
//! The environment is passed in as a lookup, never set: other tests run on other threads.

use crate::scratch::Scratch;
use gomoku::ai::Level;
use gomoku::model::{Game, Point, Rules};
use gomoku::record::Record;
use gomoku::record::games_dir::{self, DATA_ENV};
use gomoku::settings::file::CONFIG_ENV;
use gomoku::settings::{ComputerSettings, Mode, PlayerSettings, Settings, SettingsStore};

#[test]
fn environment_chooses_the_files_and_a_saved_game_names_the_players() {
    let dir = Scratch::new("env");
    let config = dir.join("conf.toml");
    let games = dir.join("saved");
    let env = |key: &str| match key {
        k if k == CONFIG_ENV => Some(config.clone().into_os_string()),
        k if k == DATA_ENV => Some(games.clone().into_os_string()),
        _ => None,
    };
    let store = SettingsStore::open_from_env(env).expect("store");
    assert_eq!(store.path(), config);
    assert_eq!(games_dir::dir_from_env(env), Some(games.clone()));

    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvc,
            ..Default::default()
        },
        computer: ComputerSettings {
            level_white: Level::Hard,
            ..Default::default()
        },
        ..Settings::default()
    };
    let game = Game::from_moves(Rules::default(), &[Point::new(7, 7)]).expect("legal");
    let record = Record::from_game(&game, settings.player_names());
    let path = games_dir::save_new(&games, &record).expect("save");
    assert!(path.starts_with(&games), "{}", path.display());
    let record = Record::load(&path).expect("load");
    assert_eq!(record.meta.black.as_deref(), Some("Human"));
    assert_eq!(record.meta.white.as_deref(), Some("gomoku (hard)"));
    let listed = games_dir::list(Some(&games));
    assert_eq!(listed[0].source, games_dir::Source::File(path));
}
