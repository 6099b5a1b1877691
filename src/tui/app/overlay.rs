//! What is drawn over the board and has the keys: each overlay's state, and its update, which
//! changes only that state and tells the app what the player asked of the rest (a request).

use super::picker::Picker;
use super::prompt::{NotAPoint, parse_point};
use super::settings_panel::SettingsPanel;
use crate::model::{Point, Rules};
use crate::record::Record;
use crate::record::games_dir::Source;
use crate::settings::Settings;
use crate::settings::scores::{Kind, Scores};
use crate::tui::action::Action;
use crate::tui::keymap::Context;

/// A yes/no question; anything but yes is no. Each that would drop a game in progress holds
/// what replaces it, so yes needs nothing more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Leave while a game is in progress?
    Quit,
    /// Playing on from the reviewed move drops the moves after it (the move number).
    Branch(usize),
    /// A new game drops the one in progress.
    NewGame,
    /// Settings that make a new game drop the one in progress: the panel they were made in,
    /// which no takes the player back to, the edits kept.
    Apply(Box<SettingsPanel>),
    /// Opening a saved game drops the one in progress (how to call it, the game).
    Open(String, Box<Record>),
    /// Forget the tally of one kind of game, or of every kind; no goes back to the scores,
    /// the line chosen there still chosen.
    ResetTally(Option<Box<Kind>>, usize),
    /// The opponent over the network (named) asks something of the player.
    Peer(super::network::PeerAsk, String),
    /// Resign the network game, or claim it from the opponent named, long gone.
    Resign(Option<String>),
    /// Hosting or joining from the Network box drops the game in progress.
    Network(Box<crate::net::NetStart>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    /// The help, scrolled down by so many lines (when the window is too short for all of it).
    Help(u16),
    Settings(SettingsPanel),
    Picker(Picker),
    Question(Question),
    /// A move being typed in the status line.
    Prompt(String),
    /// The tallies of every kind of game played; the selected line.
    Scores(usize),
    /// Host a game or join one.
    Network(super::NetMenu),
}

impl Overlay {
    /// The overlay a key on the board opens, if it opens one.
    pub fn opened_by(action: Action, settings: &Settings, size: (u16, u16)) -> Option<Overlay> {
        Some(match action {
            Action::Settings => Overlay::Settings(SettingsPanel::new(settings, size)),
            Action::Help => Overlay::Help(0),
            Action::Prompt => Overlay::Prompt(String::new()),
            Action::Scores => Overlay::Scores(0),
            Action::Network => Overlay::Network(Default::default()),
            _ => return None,
        })
    }

    /// Which keys apply with this overlay: with none, those of the review (`reviewing`), of
    /// the chat line (`typing`) or of the board.
    pub fn context(&self, reviewing: bool, typing: bool) -> Context {
        match self {
            Overlay::None if reviewing => Context::Review,
            Overlay::None if typing => Context::Prompt,
            Overlay::None => Context::Board,
            Overlay::Help(_) => Context::Help,
            Overlay::Settings(_) => Context::Settings,
            Overlay::Picker(p) if p.path.is_some() => Context::Path,
            Overlay::Picker(_) => Context::Picker,
            Overlay::Question(_) => Context::Question,
            Overlay::Prompt(_) => Context::Prompt,
            Overlay::Scores(_) => Context::Scores,
            Overlay::Network(_) => Context::NetMenu,
        }
    }
}

/// What a key in an overlay asks of the app.
#[derive(Debug, PartialEq, Eq)]
pub enum Request {
    /// Nothing beyond the overlay's own change.
    Nothing,
    /// Close the overlay.
    Close,
    /// The question answered yes (it is closed, whatever the answer).
    Yes(Question),
    /// The question answered no.
    No(Question),
    /// Play this point, typed in the prompt (which is closed).
    Play(Point),
    /// The prompt's text is no point (it is closed).
    NotAPoint(NotAPoint),
    /// Ask whether to forget a tally (`None`: all of them), from this line of the list.
    Reset(Option<Kind>, usize),
    /// Read the game chosen in the picker (how to call it, where it is).
    Read(String, Source),
    /// Host or join, as typed in the Network box.
    Network(crate::net::NetStart),
}

/// The help's keys: scroll, or close.
pub fn help_key(scroll: &mut u16, action: Action) -> Request {
    match action {
        Action::Close => return Request::Close,
        // The view stops the scrolling where the help ends.
        Action::Down => *scroll = scroll.saturating_add(1),
        Action::Up => *scroll = scroll.saturating_sub(1),
        _ => {}
    }
    Request::Nothing
}

/// The typed move's keys, on a board with `rules`.
pub fn prompt_key(text: &mut String, action: Action, rules: &Rules) -> Request {
    match action {
        Action::Type(c) if text.chars().count() < super::prompt::MAX_TYPED => text.push(c),
        Action::Backspace => {
            text.pop();
        }
        Action::Close => return Request::Close,
        Action::Select => {
            return match parse_point(text, rules.rows(), rules.cols()) {
                Ok(p) => Request::Play(p),
                Err(e) => Request::NotAPoint(e),
            };
        }
        _ => {}
    }
    Request::Nothing
}

/// The scores list's keys, over `scores`.
pub fn scores_key(selected: &mut usize, action: Action, scores: &Scores) -> Request {
    let n = scores.kinds().count().max(1);
    match action {
        Action::Up => *selected = (*selected + n - 1) % n,
        Action::Down => *selected = (*selected + 1) % n,
        Action::Close | Action::Scores => return Request::Close,
        Action::Reset => {
            if let Some((kind, _)) = scores.kinds().nth(*selected) {
                return Request::Reset(Some(kind.clone()), *selected);
            }
        }
        Action::ResetAll if !scores.is_empty() => return Request::Reset(None, *selected),
        _ => {}
    }
    Request::Nothing
}
