//! The sentences of the swap and swap2 openings: what the opening asks for now and of whom,
//! with the keys that choose; who took which colour; and the computer's advice for the
//! player's step. The opening's state is the game's own (`Game::progress`), who sits in which
//! seat the settings' (`Settings::acting_seat` and the like).

use crate::ai::{Decision, legal_choice};
use crate::model::{Choice, Game, Opening, Point, Seat, Step};
use crate::settings::{Mode, Settings};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::keymap::{Context, key_of};

/// How the opening sentences name a seat's player: `you`, `computer`, `first`, `second`.
pub fn who(settings: &Settings, seat: Seat) -> &'static str {
    match (settings.players.mode, settings.seat_is_computer(seat), seat) {
        (Mode::Pvc, true, _) => "computer",
        (Mode::Pvc, false, _) => "you",
        (_, _, Seat::First) => "first",
        (_, _, Seat::Second) => "second",
    }
}

/// A board key's name, as the key map and the theme write it.
fn key(settings: &Settings, action: Action) -> String {
    key_of(Context::Board, action, settings.looks.theme.is_ascii())
}

/// What `seat` did by choosing `choice`, when it needs saying: taking black. Two more stones
/// keep the opening going, and the status line already says what comes next.
pub fn chose(settings: &Settings, seat: Seat, choice: Choice) -> Option<String> {
    match choice {
        Choice::Swap => Some(tr!("opening-took-black", who = who(settings, seat))),
        Choice::Add => None,
    }
}

/// What `seat` did by playing a stone that took white.
pub fn took_white(settings: &Settings, seat: Seat) -> String {
    tr!("opening-took-white", who = who(settings, seat))
}

/// The computer's advice for the player's step of the opening in `game`: the point to show
/// (the move that takes white, or the first stone to place), if it may be played, and the
/// sentence that says it.
pub fn advice(settings: &Settings, game: &Game, decision: &Decision) -> (Option<Point>, String) {
    let rows = game.rules().rows();
    let points = |stones: &[Point]| {
        let names: Vec<String> = stones.iter().map(|p| p.notation(rows)).collect();
        names.join(" ")
    };
    let (point, message) = match decision {
        Decision::Swap => (
            None,
            tr!("opening-hint-black", key = key(settings, Action::TakeBlack)),
        ),
        Decision::Play(p) => (
            Some(*p),
            tr!("opening-hint-white", point = p.notation(rows)),
        ),
        Decision::Place(stones) if stones.len() == 2 => (
            stones.first().copied(),
            tr!(
                "opening-hint-two",
                key = key(settings, Action::PlaceTwo),
                points = points(stones)
            ),
        ),
        Decision::Place(stones) => (
            stones.first().copied(),
            tr!("opening-hint-three", points = points(stones)),
        ),
    };
    let point = point.filter(|&p| legal_choice(game, p).is_some());
    (point, message)
}

/// What the opening of `game` asks for now, and of whom, with the keys that choose: for the
/// status line while the opening is on.
pub fn status(settings: &Settings, game: &Game) -> Option<String> {
    if game.is_over() {
        return None;
    }
    let opening = game.rules().opening().name();
    let progress = game.progress();
    let seat = progress.acting(game.to_move());
    let who = who(settings, seat);
    let computer = settings.seat_is_computer(seat);
    Some(match progress.step {
        Step::Play => return None,
        Step::Place { .. } if computer => {
            tr!("opening-computer-places", opening = opening, who = who)
        }
        Step::Choose { .. } if computer => {
            tr!("opening-computer-chooses", opening = opening, who = who)
        }
        Step::Place { n, of, .. } => tr!(
            match of {
                3 => "opening-place-three",
                _ => "opening-place-two",
            },
            opening = opening,
            who = who,
            stone = game.to_move().key(),
            n = n
        ),
        Step::Choose { add: false, .. } => tr!(
            match game.rules().opening() {
                Opening::Swap2 => "opening-choose-after-two",
                _ => "opening-choose",
            },
            opening = opening,
            who = who,
            black = key(settings, Action::TakeBlack)
        ),
        Step::Choose { add: true, .. } => tr!(
            "opening-choose-or-add",
            opening = opening,
            who = who,
            black = key(settings, Action::TakeBlack),
            add = key(settings, Action::PlaceTwo)
        ),
    })
}

/// `side`, the name of a colour, as the status line gives it between humans: with the seat of
/// its player in a swap opening ("White (second player)"), where either may have it.
pub fn between_humans(
    settings: &Settings,
    game: &Game,
    stone: crate::model::Stone,
    side: String,
) -> String {
    if !game.rules().opening().is_swap() {
        return side;
    }
    let seat = match settings.player_of(game, stone) {
        Seat::First => "first",
        Seat::Second => "second",
    };
    tr!("player-seat", side = side, seat = seat)
}
