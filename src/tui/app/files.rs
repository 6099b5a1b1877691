//! Where the app keeps things on disk: the settings file (Apply saves what the player changed),
//! the games folder (Ctrl-S, the picker of Ctrl-O, the scores beside them). The app only asks;
//! the loop does the file work elsewhere and hands the result back (`App::complete`).

use std::path::PathBuf;

use crate::model::{ForbiddenPolicy, Game};
use crate::record::Record;
use crate::settings::scores::ScoresStore;
use crate::settings::{Settings, SettingsStore};

/// Where settings and games are kept. Without a store nothing is saved; without a folder games
/// cannot be saved (the picker still lists the samples).
#[derive(Clone, Debug)]
pub struct Files {
    pub store: Option<SettingsStore>,
    /// The settings as the file has them, without this run's command-line flags.
    pub saved: Settings,
    pub games_dir: Option<PathBuf>,
}

impl Files {
    /// Where the scores are kept: next to the saved games.
    pub fn scores_store(&self) -> Option<ScoresStore> {
        self.games_dir.as_deref().map(ScoresStore::in_folder)
    }

    /// Nothing on disk: for tests and scripted play.
    pub fn none(settings: &Settings) -> Files {
        Files {
            store: None,
            saved: settings.clone(),
            games_dir: None,
        }
    }
}

/// The game to play on from a record after `n` moves, under the player's forbidden-move policy
/// (files do not store it); the record's own rules when the moves do not replay under it.
pub fn playable(record: &Record, n: usize, policy: ForbiddenPolicy) -> Game {
    let rules = record.rules().with_forbidden_policy(policy);
    record.replay(rules, n).unwrap_or_else(|| record.game_at(n))
}
