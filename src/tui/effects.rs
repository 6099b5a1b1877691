//! What `App::update` asks for but must not do itself: reading and writing files and thinking.
//! The loop hands each effect to a `Runner`, which does it on a thread of its own, and gives
//! the result back to the app as `Done`. The screen's thread never waits for a file (a FIFO
//! typed as a path would freeze it) or a search.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::Duration;

use super::computer::{self, Answer, Request};
use crate::fsio::WriteError;
use crate::record::games_dir::{self, Entry, Source};
use crate::record::{LoadError, Record};
use crate::scores::{Scores, ScoresSaveError, ScoresStore, ScoresWarning};
use crate::settings::file::SaveError;
use crate::settings::{Settings, SettingsStore};

/// Work for the loop.
#[derive(Debug)]
pub enum Effect {
    /// Think about a move or a hint.
    Think(Request),
    /// List the saved games of a folder (none without one) and the samples.
    ListGames(Option<PathBuf>),
    /// Read a game record; `id` is the request's number, `name` how to call it.
    ReadRecord {
        id: u64,
        name: String,
        source: Source,
    },
    /// Save a game under a new name in a folder.
    SaveGame { dir: PathBuf, record: Record },
    /// Write the settings file.
    SaveSettings {
        store: SettingsStore,
        settings: Settings,
    },
    /// Read the scores kept from earlier runs.
    ReadScores(ScoresStore),
    /// Write the scores.
    SaveScores { store: ScoresStore, scores: Scores },
}

/// The result of an effect, for `App::complete`.
#[derive(Debug)]
pub enum Done {
    Answer(Answer),
    Games(Vec<Entry>),
    Record {
        id: u64,
        name: String,
        // Boxed: a record is far larger than the other results.
        result: Result<Box<Record>, LoadError>,
    },
    // Errors come back as values: their sentences are made on the screen's thread, in its
    // language.
    GameSaved(Result<PathBuf, WriteError>),
    SettingsSaved(Result<(), SaveError>),
    ScoresRead(Scores, Option<ScoresWarning>),
    ScoresSaved(Result<(), ScoresSaveError>),
}

/// Does an effect here and now: what a runner's thread runs.
pub fn perform(effect: Effect) -> Done {
    match effect {
        Effect::Think(request) => Done::Answer(computer::think(request)),
        Effect::ListGames(dir) => Done::Games(games_dir::list(dir.as_deref())),
        Effect::ReadRecord { id, name, source } => Done::Record {
            id,
            result: source.load(&name).map(Box::new),
            name,
        },
        Effect::SaveGame { dir, record } => Done::GameSaved(games_dir::save_new(&dir, &record)),
        Effect::SaveSettings { store, settings } => Done::SettingsSaved(store.save(&settings)),
        Effect::ReadScores(store) => {
            let (scores, warning) = store.load();
            Done::ScoresRead(scores, warning)
        }
        Effect::SaveScores { store, scores } => Done::ScoresSaved(store.save(&scores)),
    }
}

/// Runs effects on threads and collects their results.
pub struct Runner {
    sender: Sender<Done>,
    receiver: Receiver<Done>,
}

impl Default for Runner {
    fn default() -> Runner {
        let (sender, receiver) = channel();
        Runner { sender, receiver }
    }
}

impl Runner {
    /// Starts each effect on a thread of its own: a file that never answers holds up only itself.
    pub fn run(&self, effects: Vec<Effect>) {
        for effect in effects {
            let sender = self.sender.clone();
            thread::spawn(move || {
                // The app may have quit meanwhile; then nobody needs the result.
                let _ = sender.send(perform(effect));
            });
        }
    }

    /// A result that has arrived, if any.
    pub fn try_next(&self) -> Option<Done> {
        self.receiver.try_recv().ok()
    }

    /// Waits up to `timeout` for a result.
    pub fn next_within(&self, timeout: Duration) -> Option<Done> {
        self.receiver.recv_timeout(timeout).ok()
    }
}
