//! The game and its rules, pure: no terminal, no randomness of its own, and clocks that are
//! told the time rather than reading it.

/// The words of an enum whose strum derives (`IntoStaticStr`, `VariantArray`) give its keys:
/// `ALL`, `key()` (the word files and the command line use), `name()` (the player's word, from
/// the catalogue message `$id`, which selects on `$arg = key`) and `Display` as that name.
macro_rules! named_words {
    ($ty:ty, $id:literal, $arg:ident) => {
        impl $ty {
            /// Every value, in the order they are offered.
            pub const ALL: &'static [$ty] = <$ty as strum::VariantArray>::VARIANTS;

            /// The word used on the command line and in files.
            pub fn key(self) -> &'static str {
                self.into()
            }

            /// The name for the player, in the interface's language.
            pub fn name(self) -> String {
                $crate::tr!($id, $arg = self.key())
            }
        }

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.name())
            }
        }
    };
}
pub(crate) use named_words;

mod board;
pub mod clock;
mod ending;
mod game;
pub mod renju;
mod rules;
pub mod swap;
mod time_control;
mod tree;
mod walk;

pub use board::{Board, DIRECTIONS, MAX_SIDE, MIN_SIDE, NotationError, Point, Stone};
pub use clock::{Clocks, TimeControl};
pub use ending::Ending;
pub use game::{Act, ChoiceError, Game, MoveError, Outcome};
pub use renju::Forbidden;
pub(crate) use rules::parse_word;
pub use rules::{
    ForbiddenPolicy, Opening, Rule, Rules, RulesError, SIDE_RANGE, Side, TIME_MS_RANGE,
    UnknownWord, WIN_RANGE,
};
pub use swap::{Choice, Chosen, Progress, Seat, Step};
pub use tree::{GameTree, NodeId};
pub use walk::{Played, Walk};
