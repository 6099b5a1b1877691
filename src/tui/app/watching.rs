//! The keys of computer against computer, which belong to the computer's sub-model: pause
//! and go on, one move at a time while paused, a longer or shorter wait between moves. An undo
//! pauses first, since the computers would only play the move again.

use std::time::Instant;

use super::Computer;
use crate::settings::lines::seconds;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::keymap::{Context, key_of};

/// What a key of watching asks of the app.
#[derive(Debug, PartialEq, Eq)]
pub enum Watched {
    /// Not one of watching's keys: the board takes it.
    Ignored,
    /// Taken, and nothing more to do.
    Taken,
    Said(String),
    /// Taken: plan the next move again, saying this if anything.
    Replan(Option<String>),
    /// The side to move plays one move now.
    StepNow,
}

impl Computer {
    /// A key on the board; `watching` when both sides are the computer's, `ascii` to name
    /// keys as the ASCII theme shows them.
    pub fn watch_key(
        &mut self,
        action: Action,
        watching: bool,
        game_over: bool,
        now: Instant,
        ascii: bool,
    ) -> Watched {
        let watch_key = matches!(
            action,
            Action::Pause | Action::Step | Action::LongerWait | Action::ShorterWait
        );
        if !watching {
            return match watch_key {
                true => Watched::Said(tr!("msg-watch-only")),
                false => Watched::Ignored,
            };
        }
        match action {
            Action::Pause | Action::Select if game_over => Watched::Taken,
            Action::Pause | Action::Select => {
                // A move already being thought about is still played; the next waits.
                self.paused = !self.paused;
                Watched::Replan(None)
            }
            Action::Step if !self.paused => Watched::Said(tr!(
                "msg-step-when-paused",
                pause = key_of(Context::Board, Action::Pause, ascii),
                step = key_of(Context::Board, Action::Step, ascii)
            )),
            Action::Step if self.thinking().is_some() || game_over => Watched::Taken,
            Action::Step => {
                self.due = Some(now);
                Watched::StepNow
            }
            Action::LongerWait | Action::ShorterWait => {
                self.change_wait(match action {
                    Action::LongerWait => 1,
                    _ => -1,
                });
                Watched::Replan(Some(tr!("msg-wait", seconds = seconds(self.wait))))
            }
            Action::Undo | Action::Redo => {
                self.paused = true;
                Watched::Ignored
            }
            _ => Watched::Ignored,
        }
    }
}
