//! Who plays what in a game under these settings. The settings say who sits in each seat (a
//! human or the computer, and at which level); the game's opening says which seat has which
//! colour, and which one acts now. Every front end that seats players asks here.

use super::Settings;
use crate::ai::Level;
use crate::model::{Game, Seat, Stone};
use crate::record::Meta;

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
