//! Thinking on the opponent's time in engine mode, once the manager sends `INFO pondering 1`.
//! After each move the engine answers, the reply its search expects is played in thought and
//! the position it leaves is searched on background threads. When the opponent's `TURN` is
//! that reply, the move's search carries on from there (a ponder hit: the answer has had the
//! opponent's thinking time on top of its own); otherwise it is stopped and the move searched
//! as usual. Any command but `INFO` and `TURN` stops it, as does `INFO pondering 0`; it never
//! starts while pondering is off or once the game is over, so no core stays busy then.

use super::command::{Command, Info};
use super::session::Session;
use crate::ai::{Level, Ponder};
use crate::model::Point;

#[derive(Default)]
pub struct Pondering {
    ponder: Option<Ponder>,
}

impl Pondering {
    /// After the engine's move: ponders the reply `expected` (or, without one, the reply a
    /// quick search guesses) if the manager asked for pondering and the game goes on.
    pub fn start(&mut self, session: &Session, expected: Option<Point>) {
        self.stop();
        if !session.pondering() {
            return;
        }
        if let Some(game) = session.game() {
            self.ponder = Ponder::start(game, expected, Level::Master, &session.limits());
        }
    }

    /// Before `command` is handled: only `INFO` (but `INFO pondering 0`) and `TURN` let the
    /// pondering go on.
    pub fn before(&mut self, command: &Command) {
        let goes_on = match command {
            Command::Info(Info::Pondering(on)) => *on,
            Command::Info(_) | Command::Turn(..) => true,
            _ => false,
        };
        if !goes_on {
            self.stop();
        }
    }

    /// The pondering under way, handed to the move's search, which finishes it
    /// (`Ponder::finish`: the pondered search on a hit, nothing on a miss).
    pub fn take(&mut self) -> Option<Ponder> {
        self.ponder.take()
    }

    /// Whether a search runs on the opponent's time.
    #[cfg(test)]
    pub fn active(&self) -> bool {
        self.ponder.is_some()
    }

    fn stop(&mut self) {
        if let Some(ponder) = self.ponder.take() {
            ponder.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command::parse;
    use crate::engine::session::Step;
    use crate::model::Game;

    /// A game in which the engine, asked to ponder, has made the first move.
    const ON: [&str; 4] = [
        "START 15",
        "INFO pondering 1",
        "INFO timeout_turn 200",
        "BEGIN",
    ];

    /// A session after `lines`, with the engine's last move played in it.
    fn session(lines: &[&str]) -> Session {
        let mut session = Session::default();
        for line in lines {
            match session.handle(parse(line)) {
                Step::Think(search) => {
                    let best = crate::ai::best_move(&search.game, Level::Hard, &search.limits);
                    session.answer_move(best);
                }
                Step::Say(_) | Step::Quit => {}
            }
        }
        session
    }

    #[test]
    fn pondering_starts_after_a_move_only_when_the_manager_asked_for_it() {
        let lines = ["START 15", "INFO timeout_turn 200", "BEGIN"];
        let mut pondering = Pondering::default();
        pondering.start(&session(&lines), None);
        assert!(!pondering.active(), "off by default");
        pondering.start(&session(&ON), None);
        assert!(pondering.active());
        let off_again = [&ON[..], &["INFO pondering 0", "TURN 7,8"]].concat();
        pondering.start(&session(&off_again), None);
        assert!(!pondering.active(), "switched off again");
    }

    #[test]
    fn only_info_and_turn_let_the_pondering_go_on() {
        let session = session(&ON);
        for (line, goes_on) in [
            ("INFO time_left 10000", true),
            ("TURN 7,8", true),
            ("INFO pondering 0", false),
            ("BOARD", false),
            ("RESTART", false),
            ("TAKEBACK 7,7", false),
            ("END", false),
            ("ABOUT", false),
        ] {
            let mut pondering = Pondering::default();
            pondering.start(&session, None);
            pondering.before(&parse(line));
            assert_eq!(pondering.active(), goes_on, "{line}");
        }
    }

    #[test]
    fn no_pondering_once_the_engine_has_won() {
        // Black (the engine) has four in a row and plays the fifth.
        let lines = [
            "START 15",
            "INFO pondering 1",
            "BOARD",
            "0,0,1",
            "1,0,1",
            "2,0,1",
            "3,0,1",
            "0,5,2",
            "1,5,2",
            "2,5,2",
            "3,5,2",
            "DONE",
        ];
        let session = session(&lines);
        assert!(session.game().is_some_and(Game::is_over));
        let mut pondering = Pondering::default();
        pondering.start(&session, None);
        assert!(!pondering.active());
    }

    #[test]
    fn a_hit_answers_from_the_pondered_search_and_a_miss_gives_nothing() {
        let session = session(&ON);
        let game = session.game().cloned().expect("a game");
        let (guess, other) = (Point::new(6, 6), Point::new(8, 8));
        let quick = std::time::Duration::from_millis(50);

        let mut pondering = Pondering::default();
        pondering.start(&session, Some(guess));
        let mut hit = game.clone();
        hit.play(guess).expect("legal");
        let found = pondering.take().expect("pondering").finish(&hit, quick);
        let found = found.expect("a hit answers");
        assert!(hit.check(found.best).is_ok(), "a legal move: {found:?}");

        pondering.start(&session, Some(guess));
        let mut miss = game;
        miss.play(other).expect("legal");
        let found = pondering.take().expect("pondering").finish(&miss, quick);
        assert!(found.is_none());
    }
}
