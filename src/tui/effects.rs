//! What `App::update` asks for but must not do itself: reading and writing files and thinking.
//! The loop hands each effect to a `Runner`, which does it on a thread of its own, and gives
//! the result back to the app as `Done`. The screen's thread never waits for a file (a FIFO
//! typed as a path would freeze it) or a search.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

use super::computer::{ComputerReply, ComputerRequest, work_out};
use crate::record::fsio::WriteError;
use crate::record::games_dir::{self, Entry, Source};
use crate::record::{LoadError, Record};
use crate::settings::file::SaveError;
use crate::settings::scores::{Scores, ScoresSaveError, ScoresStore, ScoresWarning};
use crate::settings::{Settings, SettingsStore};

/// Work for the loop.
#[derive(Debug)]
pub enum Effect {
    /// Think about a move or a hint.
    Think(Box<ComputerRequest>),
    /// List the saved games of a folder (none without one) and the samples.
    ListGames(Option<PathBuf>),
    /// Read a game record; `id` is the request's number, `name` how to call it.
    ReadRecord {
        id: u64,
        name: String,
        source: Source,
    },
    /// Save a game under a new name in a folder.
    SaveGame { dir: PathBuf, record: Box<Record> },
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
    Reply(ComputerReply),
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
        Effect::Think(request) => Done::Reply(work_out(*request)),
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

impl Effect {
    /// Whether it writes a file, which the program must not leave half done when it ends.
    fn writes(&self) -> bool {
        matches!(
            self,
            Effect::SaveGame { .. } | Effect::SaveSettings { .. } | Effect::SaveScores { .. }
        )
    }
}

/// Runs effects on threads and collects their results.
pub struct Runner {
    sender: Sender<Done>,
    receiver: Receiver<Done>,
    /// Writes started and not yet done.
    writing: Arc<AtomicUsize>,
}

impl Default for Runner {
    fn default() -> Runner {
        let (sender, receiver) = channel();
        Runner {
            sender,
            receiver,
            writing: Arc::default(),
        }
    }
}

impl Runner {
    /// Starts each effect on a thread of its own: a file that never answers holds up only itself.
    pub fn run(&self, effects: Vec<Effect>) {
        for effect in effects {
            let sender = self.sender.clone();
            let writing = effect.writes().then(|| Arc::clone(&self.writing));
            if let Some(count) = &writing {
                count.fetch_add(1, Ordering::SeqCst);
            }
            thread::spawn(move || {
                let done = perform(effect);
                if let Some(count) = writing {
                    count.fetch_sub(1, Ordering::SeqCst);
                }
                // The app may have quit meanwhile; then nobody needs the result.
                let _ = sender.send(done);
            });
        }
    }

    /// Waits, up to `limit`, for the writes under way: a game ended and quit at once still has
    /// its score saved. A write stuck on a file that never answers is left behind.
    pub fn finish_writes(&self, limit: Duration) -> bool {
        let end = Instant::now() + limit;
        while self.writing.load(Ordering::SeqCst) > 0 {
            if Instant::now() >= end {
                return false;
            }
            thread::sleep(Duration::from_millis(5));
        }
        true
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_started_before_quitting_is_finished_before_leaving() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let path = dir.path().join("settings.toml");
        let runner = Runner::default();
        runner.run(vec![Effect::SaveSettings {
            store: SettingsStore::open(&path),
            settings: Settings::default(),
        }]);
        assert!(runner.finish_writes(Duration::from_secs(10)));
        assert!(path.is_file(), "written by the time the runner says so");
        // Reading is no write: nothing to wait for.
        runner.run(vec![Effect::ListGames(None)]);
        assert!(runner.finish_writes(Duration::ZERO));
    }
}
