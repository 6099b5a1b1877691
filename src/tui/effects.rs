//! What `App::update` asks for but must not do itself: reading and writing files and thinking.
//! The loop hands each effect to a `Runner`, which does it on a thread of its own, and gives
//! the result back to the app as `Done`. The screen's thread never waits for a file (a FIFO
//! typed as a path would freeze it) or a search.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Weak};
use std::thread;
use std::time::{Duration, Instant};

use super::computer::{ComputerReply, ComputerRequest, JudgeRequest, Purpose, work_out};
use crate::ai::review::{Judgement, judge_positions};
use crate::net::Link;
use crate::record::fsio::WriteError;
use crate::record::games_dir::{self, Entry, Source};
use crate::record::{LoadError, Record, paths};
use crate::settings::file::{SaveError, SettingsChange};
use crate::settings::scores::{Change, Scores, ScoresSaveError, ScoresStore, ScoresWarning};
use crate::settings::{Settings, SettingsStore};

/// Work for the loop.
#[derive(Debug)]
pub enum Effect {
    /// Think about a move or a hint.
    Think(Box<ComputerRequest>),
    /// Search every position of a game for its review.
    Judge(Box<JudgeRequest>),
    /// List the saved games of a folder (none without one) and the samples, for request `id`;
    /// given up at the next file once `wanted` is gone (the picker that asked has closed).
    ListGames {
        id: u64,
        dir: Option<PathBuf>,
        wanted: Weak<()>,
    },
    /// Read a game record; `id` is the request's number, `name` how to call it.
    ReadRecord {
        id: u64,
        name: String,
        source: Source,
    },
    /// Save a game under a new name in a folder.
    SaveGame { dir: PathBuf, record: Box<Record> },
    /// Save the settings the player changed.
    SaveSettings {
        store: SettingsStore,
        change: SettingsChange,
    },
    /// Read the scores kept from earlier runs; `id` is the request's number.
    ReadScores { id: u64, store: ScoresStore },
    /// Make changes to the scores file as it is then.
    ChangeScores {
        id: u64,
        store: ScoresStore,
        changes: Vec<Change>,
    },
    /// Complete a path typed at the open-game prompt.
    CompletePath(String),
    /// Host, join, send or hang up: the runner's link carries it out.
    Net(crate::net::Command),
}

/// The result of an effect, for `App::complete`.
#[derive(Debug)]
pub enum Done {
    Reply(ComputerReply),
    /// Positions of the review numbered `id` searched, by their number of moves.
    Judged {
        id: u64,
        judged: Vec<(usize, Judgement)>,
    },
    /// Better lines from the search numbered `id`, which goes on: an analysis's lines, or
    /// the best move so far of the computer's move or hint.
    Lines {
        id: u64,
        purpose: Purpose,
        lines: Vec<crate::ai::Analysis>,
    },
    /// The list for request `id`; empty when it was given up.
    Games {
        id: u64,
        entries: Vec<Entry>,
    },
    Record {
        id: u64,
        name: String,
        // Boxed: a record is far larger than the other results.
        result: Result<Box<Record>, LoadError>,
    },
    // Errors come back as values: their sentences are made on the screen's thread, in its
    // language.
    GameSaved(Result<PathBuf, WriteError>),
    /// The settings the file holds after the save.
    SettingsSaved(Result<Settings, SaveError>),
    ScoresRead {
        id: u64,
        scores: Scores,
        warning: Option<ScoresWarning>,
    },
    /// The scores the file holds after the change.
    ScoresSaved {
        id: u64,
        result: Result<Scores, ScoresSaveError>,
    },
    /// The path as typed, and completed (`None`: nothing to add).
    PathCompleted {
        typed: String,
        completed: Option<String>,
    },
    /// What happened on the network.
    Net(crate::net::Event),
    /// A key, a click or a resize read from the terminal (or why reading failed): the loop's
    /// own, handled there and never given to the app.
    Terminal(std::io::Result<ratatui::crossterm::event::Event>),
}

/// Does an effect here and now: what a runner's thread runs.
pub fn perform(effect: Effect) -> Done {
    match effect {
        Effect::Think(request) => Done::Reply(work_out(*request)),
        Effect::Judge(request) => {
            let judged = std::sync::Mutex::new(Vec::new());
            judge(&request, &|index, judgement| {
                if let Ok(mut judged) = judged.lock() {
                    judged.push((index, judgement));
                }
            });
            Done::Judged {
                id: request.id,
                judged: judged.into_inner().unwrap_or_else(|e| e.into_inner()),
            }
        }
        Effect::ListGames { id, dir, wanted } => {
            let gone = || wanted.strong_count() == 0;
            let entries = games_dir::list_until(dir.as_deref(), gone).unwrap_or_default();
            Done::Games { id, entries }
        }
        Effect::ReadRecord { id, name, source } => Done::Record {
            id,
            result: source.load(&name).map(Box::new),
            name,
        },
        Effect::SaveGame { dir, record } => Done::GameSaved(games_dir::save_new(&dir, &record)),
        Effect::SaveSettings { store, change } => Done::SettingsSaved(store.save_change(&change)),
        Effect::ReadScores { id, store } => {
            let (scores, warning) = store.load();
            Done::ScoresRead {
                id,
                scores,
                warning,
            }
        }
        Effect::ChangeScores { id, store, changes } => Done::ScoresSaved {
            id,
            result: store.change(&changes),
        },
        Effect::CompletePath(typed) => Done::PathCompleted {
            completed: paths::complete(&typed),
            typed,
        },
        // Only a runner keeps a connection; without one there is nobody at the other end.
        Effect::Net(_) => Done::Net(crate::net::Event::Failed {
            why: crate::net::NetError::Closed,
        }),
    }
}

impl Effect {
    /// Whether it writes a file, which the program must not leave half done when it ends.
    fn writes(&self) -> bool {
        matches!(
            self,
            Effect::SaveGame { .. } | Effect::SaveSettings { .. } | Effect::ChangeScores { .. }
        )
    }

    /// The file whose reads and writes must be done one after the other, in the order asked.
    fn file(&self) -> Option<&Path> {
        match self {
            Effect::SaveSettings { store, .. } => Some(store.path()),
            Effect::ReadScores { store, .. } | Effect::ChangeScores { store, .. } => {
                Some(store.path())
            }
            _ => None,
        }
    }
}

/// Runs effects on threads and collects their results.
pub struct Runner {
    sender: Sender<Done>,
    receiver: Receiver<Done>,
    /// Writes started and not yet done.
    writing: Arc<AtomicUsize>,
    /// One thread for each file read and written in turn, fed in the order the app asked: a
    /// thread per save would let an older save's rename land after a newer one.
    files: RefCell<HashMap<PathBuf, Sender<Effect>>>,
    /// The network game's sockets; their events come back with the other results.
    net: RefCell<Link>,
}

impl Default for Runner {
    fn default() -> Runner {
        let (sender, receiver) = channel();
        let events = std::sync::Mutex::new(sender.clone());
        let net = Link::new(move |event| {
            let sender = events
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            // The app may have quit meanwhile; then nobody needs the event.
            let _ = sender.send(Done::Net(event));
        });
        Runner {
            sender,
            receiver,
            writing: Arc::default(),
            files: RefCell::default(),
            net: RefCell::new(net),
        }
    }
}

impl Runner {
    /// Starts each effect on a thread of its own (a file that never answers holds up only
    /// itself), or queues it behind the earlier ones on the same file.
    pub fn run(&self, effects: Vec<Effect>) {
        for effect in effects {
            let effect = match effect {
                Effect::Net(command) => {
                    self.net.borrow_mut().command(command);
                    continue;
                }
                Effect::Think(request) => Effect::Think(self.streamed(request)),
                Effect::Judge(request) => {
                    // Each position comes back as it is done, for the progress bar.
                    let sender = self.sender.clone();
                    thread::spawn(move || {
                        judge(&request, &|index, judgement| {
                            let judged = vec![(index, judgement)];
                            let _ = sender.send(Done::Judged {
                                id: request.id,
                                judged,
                            });
                        });
                    });
                    continue;
                }
                effect => effect,
            };
            if effect.writes() {
                self.writing.fetch_add(1, Ordering::SeqCst);
            }
            match effect.file().map(Path::to_path_buf) {
                Some(path) => self.queue(path, effect),
                None => {
                    let (sender, writing) = (self.sender.clone(), Arc::clone(&self.writing));
                    thread::spawn(move || carry_out(effect, &sender, &writing));
                }
            }
        }
    }

    /// A search sends its lines as they improve: they come back as `Done::Lines` while it
    /// runs, until it ends and drops the sender.
    fn streamed(&self, mut request: Box<ComputerRequest>) -> Box<ComputerRequest> {
        // A swap opening's decision is several searches of positions other than the board's:
        // their best moves would mislead.
        if !matches!(
            request.purpose,
            Purpose::Move | Purpose::Hint | Purpose::Analysis
        ) {
            return request;
        }
        let (to, from) = channel();
        request.limits.progress = Some(to);
        let (sender, id, purpose) = (self.sender.clone(), request.id, request.purpose);
        thread::spawn(move || {
            for lines in from {
                if sender.send(Done::Lines { id, purpose, lines }).is_err() {
                    break;
                }
            }
        });
        request
    }

    /// Hands `effect` to the thread of its file, starting one for a file not seen before.
    fn queue(&self, path: PathBuf, effect: Effect) {
        let mut files = self.files.borrow_mut();
        let queue = files.entry(path).or_insert_with(|| {
            let (queue, effects) = channel::<Effect>();
            let (sender, writing) = (self.sender.clone(), Arc::clone(&self.writing));
            // Ends when the runner, and with it the queue's sender, is gone.
            thread::spawn(move || {
                for effect in effects {
                    carry_out(effect, &sender, &writing);
                }
            });
            queue
        });
        // The thread only ends once the queue is dropped, so the send cannot fail.
        let _ = queue.send(effect);
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

    /// Where results are sent, for work started outside the runner.
    pub fn results(&self) -> Sender<Done> {
        self.sender.clone()
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

/// Searches the request's positions, telling `each` as each is done.
fn judge(request: &JudgeRequest, each: &(dyn Fn(usize, Judgement) + Sync)) {
    judge_positions(&request.positions, &request.limits, request.workers, each);
}

/// Does `effect`, counts its write done, and sends the result back.
fn carry_out(effect: Effect, sender: &Sender<Done>, writing: &AtomicUsize) {
    let writes = effect.writes();
    let done = perform(effect);
    if writes {
        writing.fetch_sub(1, Ordering::SeqCst);
    }
    // The app may have quit meanwhile; then nobody needs the result.
    let _ = sender.send(done);
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
            change: SettingsChange::all(&Settings::default()),
        }]);
        assert!(runner.finish_writes(Duration::from_secs(10)));
        assert!(path.is_file(), "written by the time the runner says so");
        // Reading is no write: nothing to wait for.
        runner.run(vec![Effect::ListGames {
            id: 1,
            dir: None,
            wanted: Weak::new(),
        }]);
        assert!(runner.finish_writes(Duration::ZERO));
    }
}
