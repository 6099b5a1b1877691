//! Who plays what in a game under these settings. The settings say who sits in each seat (a
//! human or the computer, and at which level); the game's opening says which seat has which
//! colour, and which one acts now. Every front end that seats players asks here.

use super::{Mode, PlayerSettings, Settings};
use crate::ai::Level;
use crate::i18n::{Lang, text_in};
use crate::model::{Game, Seat, Stone};
use crate::record::Meta;

impl PlayerSettings {
    /// These players seated as the record of `game` says they sat: against the computer, the
    /// human takes the seat that played the colour the file names a human for (a swap opening
    /// may have given it either), when the file names one human and one computer as this
    /// program writes them. Otherwise, and between humans or computers, as they are.
    pub fn as_recorded(&self, meta: &Meta, game: &Game) -> PlayerSettings {
        let human = |name: &Option<String>| name.as_deref().and_then(recorded_as_human);
        let colour = match (human(&meta.black), human(&meta.white)) {
            (Some(true), Some(false)) => Stone::Black,
            (Some(false), Some(true)) => Stone::White,
            _ => return self.clone(),
        };
        if self.mode != Mode::Pvc {
            return self.clone();
        }
        let seat = game.progress().seat_of(colour);
        PlayerSettings {
            human: seat.home(),
            ..self.clone()
        }
    }
}

/// Whether `name` is how this program writes a human (`Some(true)`) or itself (`Some(false)`)
/// in a record, in any of its languages; `None` for any other name.
fn recorded_as_human(name: &str) -> Option<bool> {
    let name = name.trim();
    let langs = [Lang::En, Lang::Zh];
    if langs
        .iter()
        .any(|&l| text_in(l, "record-player-human", &[]) == name)
    {
        return Some(true);
    }
    let computer = ["gomoku (", "gomoku（"];
    computer
        .iter()
        .any(|p| name.starts_with(p))
        .then_some(false)
}

impl Settings {
    /// Whether the computer sits in `seat`: the settings say who plays which colour when no
    /// swap changes it ("you play black" is "you open" in a swap opening).
    pub fn seat_is_computer(&self, seat: Seat) -> bool {
        self.is_computer(seat.home())
    }

    /// The computer's level in `seat`.
    pub fn seat_level(&self, seat: Seat) -> Level {
        self.level(seat.home())
    }

    /// The seat that acts now in `game`: places a stone of the opening, chooses, or moves.
    pub fn acting_seat(&self, game: &Game) -> Seat {
        game.progress().acting(game.to_move())
    }

    /// Whether it is the computer's turn to act in `game`.
    pub fn computer_acts(&self, game: &Game) -> bool {
        !game.is_over() && self.seat_is_computer(self.acting_seat(game))
    }

    /// The seat that plays `stone` in `game` (before the colours are chosen, the one placing
    /// the opening's stones).
    pub fn player_of(&self, game: &Game, stone: Stone) -> Seat {
        game.progress().player_of(stone, game.to_move())
    }

    /// Whether the computer plays `stone` in `game`.
    pub fn plays_by_computer(&self, game: &Game, stone: Stone) -> bool {
        self.seat_is_computer(self.player_of(game, stone))
    }

    /// The computer's level playing `stone` in `game`: the level of the seat that took the
    /// colour (before the choice, of the seat whose colour it is unless a swap changes it).
    pub fn level_in(&self, game: &Game, stone: Stone) -> Level {
        self.seat_level(game.progress().seat_of(stone))
    }

    /// The players' names for a record of `game`, by the colours they played.
    pub fn names_in(&self, game: &Game) -> Meta {
        let mut meta = self.player_names();
        if game.progress().black == Seat::Second {
            std::mem::swap(&mut meta.black, &mut meta.white);
        }
        meta
    }
}
