//! The Ctrl-O picker's state: saved games and the shipped samples (listed off the screen's
//! thread), with a field to type any file's path. It only chooses; the app reads the choice.

use std::sync::{Arc, Weak};

use crate::record::games_dir::{Entry, Source};
use crate::tr;
use crate::tui::action::Action;

/// Why the picker has nothing to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoChoice {
    /// The path field is open and empty.
    #[error("{}", tr!("picker-type-a-path-first"))]
    EmptyPath,
    /// The list is empty (or not read yet).
    #[error("{}", tr!("picker-nothing-to-open"))]
    NoEntry,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker {
    /// The games to choose from; `None` until the folder has been read.
    pub entries: Option<Vec<Entry>>,
    pub selected: usize,
    /// The path being typed, while the path field has the focus.
    pub path: Option<String>,
    /// Why the last choice could not be opened.
    pub error: Option<String>,
    /// The read asked for and not answered yet: its number.
    pub reading: Option<u64>,
    /// The number of the listing that fills `entries`.
    pub listing: Option<u64>,
    /// Kept while the picker is open: the listing gives up once every copy of it is gone, so
    /// a picker opened and closed in a hurry leaves no reading behind it.
    wanted: Arc<()>,
    /// Yes was typed while the read was under way: the question whether to drop the game in
    /// progress is answered already.
    pub confirmed: bool,
}

impl Picker {
    pub fn new() -> Picker {
        Picker {
            entries: None,
            selected: 0,
            path: None,
            error: None,
            reading: None,
            confirmed: false,
            listing: None,
            wanted: Arc::new(()),
        }
    }

    /// What a listing for this picker watches to know whether it is still wanted.
    pub fn wanted(&self) -> Weak<()> {
        Arc::downgrade(&self.wanted)
    }

    /// The listing numbered `id`, if it is the one this picker asked for.
    pub fn listed(&mut self, id: u64, entries: Vec<Entry>) {
        if self.listing == Some(id) {
            self.entries = Some(entries);
        }
    }

    pub fn select(&mut self, delta: isize) {
        let n = self.entries.as_ref().map_or(0, Vec::len).max(1) as isize;
        self.selected = (self.selected as isize + delta).rem_euclid(n) as usize;
    }

    /// What to read for the choice, named for the player: the typed path while typing, else the
    /// selected entry. `Err` says why there is nothing to read.
    pub fn choice(&self) -> Result<(String, Source), NoChoice> {
        if let Some(text) = &self.path {
            let text = text.trim();
            if text.is_empty() {
                return Err(NoChoice::EmptyPath);
            }
            let path = crate::record::paths::expand_home(text);
            return Ok((path.display().to_string(), Source::File(path)));
        }
        let entry = self
            .entries
            .as_ref()
            .and_then(|entries| entries.get(self.selected))
            .ok_or(NoChoice::NoEntry)?;
        let name = match &entry.source {
            Source::File(path) => path.display().to_string(),
            Source::Sample(_) => tr!("picker-sample-name", name = entry.name.clone()),
        };
        Ok((name, entry.source.clone()))
    }
}

/// What a key in the picker asks of the app.
#[derive(Debug, PartialEq, Eq)]
pub enum PickerRequest {
    Nothing,
    Close,
    /// Read this game (how to call it, where it is).
    Read(String, Source),
    /// Complete the path typed so far.
    Complete(String),
}

impl Picker {
    /// The picker's keys: choose, type a path, open, close.
    pub fn update(&mut self, action: Action) -> PickerRequest {
        match (&mut self.path, action) {
            (Some(text), Action::Type(c)) => text.push(c),
            (Some(text), Action::Backspace) => {
                text.pop();
            }
            (Some(_), Action::Close) => self.path = None,
            (Some(text), Action::Complete) => return PickerRequest::Complete(text.clone()),
            (None, Action::Path) => self.path = Some(String::new()),
            (None, Action::Up) => self.select(-1),
            (None, Action::Down) => self.select(1),
            (None, Action::Close | Action::Open) => return PickerRequest::Close,
            (None, Action::Yes) => self.confirmed = self.reading.is_some(),
            (_, Action::Select) => match self.choice() {
                Ok((name, source)) => {
                    self.error = None;
                    self.confirmed = false;
                    return PickerRequest::Read(name, source);
                }
                // The picker stays open with the reason; nothing else changes.
                Err(e) => self.error = Some(e.to_string()),
            },
            _ => {}
        }
        PickerRequest::Nothing
    }

    /// The path typed, completed while it was still what was typed.
    pub fn completed(&mut self, typed: &str, completed: String) {
        if self.path.as_deref() == Some(typed) {
            self.path = Some(completed);
        }
    }

    /// A record that was read, if it is the one asked for last (`id`): the picker stops
    /// waiting for it. One read since, or none asked, is not this one.
    pub fn take_reading(&mut self, id: u64) -> bool {
        let current = self.reading == Some(id);
        if current {
            self.reading = None;
        }
        current
    }
}

impl Default for Picker {
    fn default() -> Picker {
        Picker::new()
    }
}
