//! What the app keeps on disk: the settings file (Apply saves what the player changed), saved
//! games (Ctrl-S) and the picker that opens them (Ctrl-O). The app only asks; the loop does the
//! file work elsewhere and hands the result back (`App::complete`).

use std::path::PathBuf;

use super::{App, Overlay, Picker, Question};
use crate::model::{ForbiddenPolicy, Game, RulesError};
use crate::record::fsio::WriteError;
use crate::record::games_dir::Entry;
use crate::record::{LoadError, Record, Review};
use crate::settings::file::{SaveError, carry_changes};
use crate::settings::startup::Startup;
use crate::settings::{Settings, SettingsStore};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::effects::Effect;

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
fn playable(record: &Record, n: usize, policy: ForbiddenPolicy) -> Game {
    let rules = record.rules().with_forbidden_policy(policy);
    record.replay(rules, n).unwrap_or_else(|| record.game_at(n))
}

impl App {
    /// The app as the program starts it: settings, the settings file's warning in the status
    /// line, and the game `--load` named open in review mode at its end.
    pub fn start(start: Startup, games_dir: Option<PathBuf>) -> Result<App, RulesError> {
        let mut app = App::new(start.settings)?;
        app.locale = start.locale;
        app.files = Files {
            store: start.store,
            saved: start.saved,
            games_dir,
        };
        if let Some((path, record)) = start.loaded {
            app.open_record(path.display().to_string(), record);
        }
        if let Some(warning) = start.warning {
            app.message = Some(warning.to_string());
        }
        app.read_scores();
        Ok(app)
    }

    /// Uses `files` for settings and games from now on.
    pub fn set_files(&mut self, files: Files) {
        self.files = files;
        self.read_scores();
    }

    /// Applies the panel's settings and asks for the ones the player changed to be saved.
    pub(super) fn apply_and_save(&mut self, settings: Settings) {
        let saved = carry_changes(&self.files.saved, &self.settings, &settings);
        match self.settings.changes_game(&settings) {
            true => self.apply(settings),
            false => self.adopt(settings),
        }
        match self.files.store.clone() {
            None => self.add_note(tr!("settings-not-saved-no-file")),
            Some(store) => {
                // Counted as saved from now on: a second apply before the write finishes
                // carries its changes over this one's.
                self.files.saved = saved.clone();
                self.effect(Effect::SaveSettings {
                    store,
                    settings: saved,
                });
            }
        }
    }

    /// Adds a remark in brackets to the current message.
    fn add_note(&mut self, note: String) {
        if let Some(message) = &mut self.message {
            message.push_str(&tr!("note-in-brackets", note = note));
        } else {
            self.message = Some(note);
        }
    }

    pub(super) fn settings_saved(&mut self, result: Result<(), SaveError>) {
        self.add_note(match result {
            Ok(()) => tr!("settings-saved"),
            Err(e) => tr!("settings-not-saved", reason = e.to_string()),
        });
    }

    /// Saves the game shown (the reviewed one in review mode) as a new SGF file.
    pub(super) fn save_game(&mut self) {
        let record = match &self.play.review {
            Some(review) => review.record().clone(),
            None => Record::from_game(&self.play.game, self.players()),
        };
        if record.moves().is_empty() {
            self.message = Some(tr!("save-nothing-yet"));
            return;
        }
        match self.files.games_dir.clone() {
            None => self.message = Some(tr!("save-no-folder")),
            Some(dir) => self.effect(Effect::SaveGame {
                dir,
                record: Box::new(record),
            }),
        }
    }

    pub(super) fn game_saved(&mut self, result: Result<PathBuf, WriteError>) {
        self.message = Some(match result {
            Ok(path) => tr!("save-done", path = path.display().to_string()),
            Err(e) => tr!("save-failed", reason = e.to_string()),
        });
    }

    pub(super) fn open_picker(&mut self) {
        self.overlay = Overlay::Picker(Picker::new());
        self.effect(Effect::ListGames(self.files.games_dir.clone()));
    }

    pub(super) fn listed(&mut self, entries: Vec<Entry>) {
        if let Overlay::Picker(picker) = &mut self.overlay {
            picker.entries = Some(entries);
        }
    }

    pub(super) fn picker_action(&mut self, action: Action) {
        let Overlay::Picker(picker) = &mut self.overlay else {
            return;
        };
        match (&mut picker.path, action) {
            (Some(text), Action::Type(c)) => text.push(c),
            (Some(text), Action::Backspace) => {
                text.pop();
            }
            (Some(_), Action::Close) => picker.path = None,
            (None, Action::Path) => picker.path = Some(String::new()),
            (None, Action::Up) => picker.select(-1),
            (None, Action::Down) => picker.select(1),
            (None, Action::Close | Action::Open) => self.overlay = Overlay::None,
            (_, Action::Select) => match picker.choice() {
                Ok((name, source)) => {
                    picker.error = None;
                    let id = self.new_id();
                    if let Overlay::Picker(picker) = &mut self.overlay {
                        picker.reading = Some(id);
                    }
                    self.effect(Effect::ReadRecord { id, name, source });
                }
                // The picker stays open with the reason; nothing else changes.
                Err(e) => picker.error = Some(e.to_string()),
            },
            _ => {}
        }
    }

    /// A record the picker asked for; dropped when the picker was closed or asked again since.
    pub(super) fn record_read(
        &mut self,
        id: u64,
        name: String,
        result: Result<Box<Record>, LoadError>,
    ) {
        let Overlay::Picker(picker) = &mut self.overlay else {
            return;
        };
        if picker.reading != Some(id) {
            return;
        }
        picker.reading = None;
        match result {
            Ok(record) => self.unless_in_progress(Question::Open(name, record)),
            Err(e) => picker.error = Some(e.to_string()),
        }
    }

    /// Opens `record` in review mode at its end; the game behind the review (what Esc returns
    /// to) is the whole record, ready to play on. The record brings its own rules and player
    /// names; the settings of the games after it stay the player's.
    pub(super) fn open_record(&mut self, name: String, record: Record) {
        let game = playable(&record, record.moves().len(), self.settings.board.forbidden);
        self.overlay = Overlay::None;
        self.replace_play(game);
        self.play.meta = Some(record.meta.clone());
        let notes: Vec<String> = record.meta.notes.iter().map(ToString::to_string).collect();
        let notes = notes.join("; ");
        self.play.review = Some(Review::new(record));
        self.message = Some(match notes.is_empty() {
            true => tr!("opened", name = name),
            false => tr!("opened-with-notes", name = name, notes = notes),
        });
    }

    /// The game to play on from the reviewed position after `n` moves.
    pub(super) fn playable_at(&self, record: &Record, n: usize) -> Game {
        playable(record, n, self.settings.board.forbidden)
    }
}
