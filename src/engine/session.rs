//! What the engine remembers between protocol lines: the rules, the game, its own colour and
//! the clock. Pure: it turns a `Command` into replies or a request to think, and never touches
//! stdin, stdout or a thread.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::clock::{Budget, Clock};
use super::command::{Command, Info};
use crate::ai::{Level, Limits, legal_choice};
use crate::model::{ForbiddenPolicy, Game, Point, Rule, Rules, Stone};

/// The Gomocup `rule` bitmask as our rule, plus a note for the manager when we cannot follow it.
/// Bit 2 (continuous game) only concerns the manager.
pub fn rule_from_bits(bits: u32) -> (Rule, Option<&'static str>) {
    if bits & 4 != 0 {
        (Rule::Renju, None)
    } else if bits & 8 != 0 {
        (Rule::Caro, None)
    } else if bits & 1 != 0 {
        (Rule::Exact, None)
    } else {
        (Rule::Freestyle, None)
    }
}

/// Rules as tournaments play them: Renju is always five in a row, and a forbidden move by black
/// loses rather than being refused (the manager, not the engine, decides what to do with it).
fn engine_rules(rows: usize, cols: usize, win: usize, rule: Rule) -> Result<Rules, String> {
    let win = rule.fixed_win_length().unwrap_or(win);
    Rules::new(rows, cols, win, rule)
        .map(|r| r.with_forbidden_policy(ForbiddenPolicy::Loses))
        .map_err(|e| e.to_string())
}

/// What the loop should do after a command.
#[derive(Debug)]
pub enum Step {
    /// Write these lines (possibly none).
    Say(Vec<String>),
    /// Search this position, then hand the move to `Session::answer`.
    Think(Box<Search>),
    /// Exit at once.
    Quit,
}

#[derive(Debug)]
pub struct Search {
    pub game: Game,
    pub level: Level,
    pub limits: Limits,
    pub budget: Budget,
}

#[derive(Debug)]
pub struct Session {
    win: usize,
    rule: Rule,
    game: Option<Game>,
    /// The engine's colour once it is known (it moved, or was told the opponent's move).
    own: Option<Stone>,
    clock: Clock,
    /// Stones collected between `BOARD` and `DONE`.
    board_lines: Option<Vec<(Point, u8)>>,
}

impl Default for Session {
    fn default() -> Session {
        Session {
            win: 5,
            rule: Rule::Freestyle,
            game: None,
            own: None,
            clock: Clock::default(),
            board_lines: None,
        }
    }
}

fn say(line: impl Into<String>) -> Step {
    Step::Say(vec![line.into()])
}

fn error(text: impl AsRef<str>) -> Step {
    say(format!("ERROR {}", text.as_ref()))
}

/// Protocol coordinates of a point: column then row, from the top left.
pub fn xy(p: Point) -> String {
    format!("{},{}", p.col, p.row)
}

impl Session {
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    pub fn handle(&mut self, command: Command) -> Step {
        if self.board_lines.is_some() {
            match command {
                Command::Stone(..) | Command::Done | Command::End | Command::Info(_) => {}
                Command::Empty => return Step::Say(Vec::new()),
                _ => return error("expected x,y,f or DONE after BOARD"),
            }
        }
        match command {
            Command::Start(n) => self.start(n, n),
            Command::RectStart(w, h) => self.start(w, h),
            Command::End => Step::Quit,
            Command::About => say(format!(
                "name=\"gomoku\", version=\"{}\", author=\"gomoku developers\", country=\"International\"",
                env!("CARGO_PKG_VERSION")
            )),
            Command::Info(info) => self.info(info),
            Command::Empty => Step::Say(Vec::new()),
            Command::Unknown(text) => say(format!("UNKNOWN {text}")),
            Command::Malformed(text) => error(text),
            Command::Stone(x, y, f) => match self.board_lines.as_mut() {
                Some(lines) => {
                    lines.push((Point::new(y, x), f));
                    Step::Say(Vec::new())
                }
                None => error("a stone line x,y,f only belongs between BOARD and DONE"),
            },
            Command::Restart
            | Command::Begin
            | Command::Turn(..)
            | Command::Board
            | Command::Done
            | Command::Takeback(..)
                if self.game.is_none() =>
            {
                error("no game yet: send START first")
            }
            Command::Restart => {
                self.game = self.game.as_ref().map(Game::restarted);
                self.own = None;
                say("OK")
            }
            Command::Begin => self.think(),
            Command::Turn(x, y) => self.turn(Point::new(y, x)),
            Command::Board => {
                self.board_lines = Some(Vec::new());
                Step::Say(Vec::new())
            }
            Command::Done => self.done(),
            Command::Takeback(x, y) => self.takeback(Point::new(y, x)),
        }
    }

    fn start(&mut self, cols: usize, rows: usize) -> Step {
        match engine_rules(rows, cols, self.win, self.rule) {
            Ok(rules) => {
                self.game = Some(Game::new(rules));
                self.own = None;
                say("OK")
            }
            Err(e) => error(format!("cannot play {cols}x{rows}: {e}")),
        }
    }

    fn info(&mut self, info: Info) -> Step {
        match info {
            Info::TimeoutTurn(ms) => self.clock.timeout_turn = ms,
            Info::TimeoutMatch(ms) => self.clock.timeout_match = ms,
            Info::TimeLeft(ms) => self.clock.time_left = ms,
            Info::MaxMemory(bytes) => self.clock.max_memory = bytes,
            Info::GameType(_) | Info::Other(_) => {}
            Info::Rule(bits) => {
                let (rule, note) = rule_from_bits(bits);
                let changed = self.change_rules(self.win, rule);
                return match (changed, note) {
                    (Err(e), _) => error(e),
                    (Ok(()), Some(note)) => say(format!("MESSAGE {note}")),
                    (Ok(()), None) => Step::Say(Vec::new()),
                };
            }
            Info::WinLength(k) => {
                if let Err(e) = self.change_rules(k, self.rule) {
                    return error(e);
                }
            }
        }
        Step::Say(Vec::new())
    }

    /// New rules apply to the game in progress, with its stones kept.
    fn change_rules(&mut self, win: usize, rule: Rule) -> Result<(), String> {
        if let Some(game) = &self.game {
            let board = game.board();
            let rules = engine_rules(board.rows(), board.cols(), win, rule)?;
            let replayed = (game.history().len() == board.stone_count())
                .then(|| Game::from_moves(rules, game.history()).ok())
                .flatten();
            let game = match replayed {
                Some(g) => g,
                None => set_up(rules, &stones(game), game.to_move())?,
            };
            self.game = Some(game);
        } else if !(3..=26).contains(&win) {
            return Err(format!("win length must be from 3 to 26, not {win}"));
        }
        self.win = win;
        self.rule = rule;
        Ok(())
    }

    fn turn(&mut self, p: Point) -> Step {
        let Some(game) = self.game.as_mut() else {
            return error("no game yet: send START first");
        };
        if let Err(e) = checked(game, p) {
            return error(e);
        }
        let own = *self.own.get_or_insert(game.to_move().opponent());
        let placed = if game.to_move() == own.opponent() {
            game.play(p).map(|_| ()).map_err(|e| e.to_string())
        } else {
            // The opponent moves out of turn (after a takeback, say): set the stone down.
            let mut all = stones(game);
            all.push((p, own.opponent()));
            set_up(*game.rules(), &all, own).map(|g| *game = g)
        };
        if let Err(e) = placed {
            return error(e);
        }
        self.think()
    }

    fn think(&mut self) -> Step {
        let Some(game) = &self.game else {
            return error("no game yet: send START first");
        };
        if game.is_over() {
            return error(format!("the game is over ({})", describe(game)));
        }
        self.own = Some(game.to_move());
        let budget = self.clock.budget(game.board().empty_points().count());
        let limits = Limits {
            time: budget.search,
            seed: None,
            cancel: Arc::new(AtomicBool::new(false)),
            memory: self.clock.memory(),
            ..Limits::default()
        };
        Step::Think(Box::new(Search {
            game: game.clone(),
            level: Level::Master,
            limits,
            budget,
        }))
    }

    /// Plays the searched move (or a legal stand-in when the search had none) and returns the
    /// reply line.
    pub fn answer(&mut self, found: Option<Point>) -> String {
        let Some(game) = self.game.as_mut() else {
            return "ERROR no game yet: send START first".to_string();
        };
        // No answer in time, or one we may not play: the playable point nearest it (or the last
        // move, or the centre of an empty board). Never one of black's forbidden points, which
        // the rules here (tournament Renju) would let black play and lose by.
        let wanted = found
            .or_else(|| game.last_move())
            .unwrap_or_else(|| game.board().center());
        let Some(p) = legal_choice(game, wanted) else {
            return format!("ERROR the game is over ({})", describe(game));
        };
        match game.play(p) {
            Ok(_) => xy(p),
            Err(e) => format!("ERROR {e}"),
        }
    }

    fn done(&mut self) -> Step {
        let (Some(lines), Some(game)) = (self.board_lines.take(), self.game.as_ref()) else {
            return error("DONE without BOARD");
        };
        let rules = *game.rules();
        let stones: Vec<(Point, bool)> = lines
            .iter()
            .filter(|&&(_, f)| f != 3)
            .map(|&(p, f)| (p, f == 1))
            .collect();
        let mine = stones.iter().filter(|s| s.1).count();
        let own = if mine * 2 >= stones.len() {
            Stone::Black
        } else {
            Stone::White
        };
        let coloured: Vec<(Point, Stone)> = stones
            .iter()
            .map(|&(p, is_own)| (p, if is_own { own } else { own.opponent() }))
            .collect();
        for (i, &(p, _)) in coloured.iter().enumerate() {
            if p.row >= rules.rows() || p.col >= rules.cols() {
                return error(format!("{} is off the board", xy(p)));
            }
            if coloured[..i].iter().any(|&(q, _)| q == p) {
                return error(format!("{} is given twice", xy(p)));
            }
        }
        // Lines in alternating colours from black are the game's moves in order: keep them as
        // history so that TAKEBACK undoes them and rules that depend on order hold.
        let alternating = coloured
            .iter()
            .enumerate()
            .all(|(i, &(_, s))| (s == Stone::Black) == (i % 2 == 0));
        let points: Vec<Point> = coloured.iter().map(|&(p, _)| p).collect();
        let game = alternating
            .then(|| Game::from_moves(rules, &points).ok())
            .flatten()
            .filter(|g| g.to_move() == own);
        let game = match game {
            Some(g) => g,
            None => match set_up(rules, &coloured, own) {
                Ok(g) => g,
                Err(e) => return error(e),
            },
        };
        self.game = Some(game);
        self.own = Some(own);
        self.think()
    }

    fn takeback(&mut self, p: Point) -> Step {
        let Some(game) = self.game.as_mut() else {
            return error("no game yet: send START first");
        };
        let Some(stone) = game.board().get(p) else {
            return error(format!("there is no stone at {}", xy(p)));
        };
        if game.last_move() == Some(p) {
            game.undo();
        } else {
            let rest: Vec<(Point, Stone)> = stones(game).into_iter().filter(|s| s.0 != p).collect();
            match set_up(*game.rules(), &rest, stone) {
                Ok(g) => *game = g,
                Err(e) => return error(e),
            }
        }
        say("OK")
    }
}

/// Why `p` cannot be played now, in protocol coordinates.
fn checked(game: &Game, p: Point) -> Result<(), String> {
    if game.is_over() {
        Err(format!("the game is over ({})", describe(game)))
    } else if !game.board().contains(p) {
        let b = game.board();
        Err(format!(
            "{} is off the {}x{} board",
            xy(p),
            b.cols(),
            b.rows()
        ))
    } else if game.board().get(p).is_some() {
        Err(format!("{} is taken", xy(p)))
    } else {
        Ok(())
    }
}

fn describe(game: &Game) -> String {
    match game.outcome().winner() {
        Some(stone) => format!("{stone} won"),
        None => "a draw".to_string(),
    }
}

/// Every stone on `game`'s board with its colour.
fn stones(game: &Game) -> Vec<(Point, Stone)> {
    let board = game.board();
    board
        .points()
        .filter_map(|p| board.get(p).map(|s| (p, s)))
        .collect()
}

/// A game set up from `stones` (no history) with `to_move` to play.
fn set_up(rules: Rules, stones: &[(Point, Stone)], to_move: Stone) -> Result<Game, String> {
    Game::from_position(rules, stones, to_move).map_err(|e| e.to_string())
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
