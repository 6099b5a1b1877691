//! What the engine remembers between protocol lines: the rules, the game, its own colour and
//! the clock. Pure: it turns a `Command` into replies or a request to think, and never touches
//! stdin, stdout or a thread.

use super::clock::{Budget, Clock};
use super::command::{Command, Info, printable};
use super::refusal::{Block, Ending, Refusal, Xy};
use crate::ai::{Answer, Decision, Level, Limits, Stage, Task, legal_choice};
use crate::model::{ForbiddenPolicy, Game, MAX_SIDE, MIN_SIDE, Point, Rule, Rules, Stone};

mod blocks;

use blocks::Collecting;

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
fn engine_rules(rows: usize, cols: usize, win: usize, rule: Rule) -> Result<Rules, Refusal> {
    let win = rule.fixed_win_length().unwrap_or(win);
    Rules::new(rows, cols, win, rule)
        .map(|r| r.with_forbidden_policy(ForbiddenPolicy::Loses))
        .map_err(|e| Refusal::Rules(e.into()))
}

/// What the loop should do after a command.
#[derive(Debug)]
pub enum Step {
    /// Write these lines (possibly none).
    Say(Vec<String>),
    /// Search this position, then hand what was found to `Session::answer`.
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
    pub task: Task,
}

#[derive(Debug)]
pub struct Session {
    win: usize,
    rule: Rule,
    game: Option<Game>,
    /// The engine's colour once it is known (it moved, or was told the opponent's move).
    own: Option<Stone>,
    clock: Clock,
    collecting: Option<Collecting>,
    /// `INFO pondering 1`: think on the opponent's time.
    pondering: bool,
    /// What the last `Step::Think` asked for, until it is answered.
    asked: Option<Task>,
}

impl Default for Session {
    fn default() -> Session {
        Session {
            win: 5,
            rule: Rule::Freestyle,
            game: None,
            own: None,
            clock: Clock::default(),
            collecting: None,
            pondering: false,
            asked: None,
        }
    }
}

fn say(line: impl Into<String>) -> Step {
    Step::Say(vec![line.into()])
}

fn silent() -> Step {
    Step::Say(Vec::new())
}

fn error(refusal: Refusal) -> Step {
    say(format!("ERROR {refusal}"))
}

/// Protocol coordinates of a point: column then row, from the top left.
pub fn xy(p: Point) -> String {
    Xy(p).to_string()
}

impl Session {
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// Whether the manager asked the engine to think on the opponent's time.
    pub fn pondering(&self) -> bool {
        self.pondering
    }

    /// What a search may use: the memory the manager allows, both cores, and the time of a
    /// move in the game now.
    pub fn limits(&self) -> Limits {
        self.limits_within(&self.budget())
    }

    /// The time for a move in the game now.
    fn budget(&self) -> Budget {
        let empties = self
            .game
            .as_ref()
            .map_or(0, |g| g.board().empty_points().count());
        self.clock.budget(empties)
    }

    fn limits_within(&self, budget: &Budget) -> Limits {
        Limits {
            time: budget.search,
            memory: self.clock.memory(),
            ..Limits::default()
        }
    }

    pub fn handle(&mut self, command: Command) -> Step {
        if let Some(block) = self.collecting.as_ref().map(|c| c.block) {
            match (&command, block) {
                (Command::Stone(..), Block::Board)
                | (Command::Point(..), Block::Swap2)
                | (Command::Done | Command::End | Command::Info(_), _) => {}
                (Command::Empty, _) => return silent(),
                _ => return error(Refusal::InBlock(block)),
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
            Command::Empty => silent(),
            Command::Unknown(text) => say(format!("UNKNOWN {}", printable(&text))),
            Command::Malformed(text) => error(Refusal::Malformed(printable(&text))),
            Command::Stone(x, y, f) => self.collect(Block::Board, Point::new(y, x), f),
            Command::Point(x, y) => self.collect(Block::Swap2, Point::new(y, x), 0),
            Command::Done if self.collecting.is_none() => error(Refusal::DoneAlone),
            Command::Restart
            | Command::Begin
            | Command::Turn(..)
            | Command::Board
            | Command::Swap2Board
            | Command::Done
            | Command::Takeback(..)
                if self.game.is_none() =>
            {
                error(Refusal::NoGame)
            }
            Command::Restart => {
                self.game = self.game.as_ref().map(Game::restarted);
                self.own = None;
                say("OK")
            }
            Command::Begin => self.ask(Task::Move),
            Command::Turn(x, y) => self.turn(Point::new(y, x)),
            Command::Board => self.open_block(Block::Board),
            Command::Swap2Board => self.open_block(Block::Swap2),
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
            Err(Refusal::Rules(reason)) => error(Refusal::Size { cols, rows, reason }),
            Err(refusal) => error(refusal),
        }
    }

    fn info(&mut self, info: Info) -> Step {
        match info {
            Info::TimeoutTurn(ms) => self.clock.timeout_turn = ms,
            Info::TimeoutMatch(ms) => self.clock.timeout_match = ms,
            Info::TimeLeft(ms) => self.clock.time_left = ms,
            Info::MaxMemory(bytes) => self.clock.max_memory = bytes,
            Info::Pondering(on) => self.pondering = on,
            Info::GameType(_) | Info::Other(_) => {}
            Info::Rule(bits) => {
                let (rule, note) = rule_from_bits(bits);
                let changed = self.change_rules(self.win, rule);
                return match (changed, note) {
                    (Err(e), _) => error(e),
                    (Ok(()), Some(note)) => say(format!("MESSAGE {note}")),
                    (Ok(()), None) => silent(),
                };
            }
            Info::WinLength(k) => {
                if let Err(e) = self.change_rules(k, self.rule) {
                    return error(e);
                }
            }
        }
        silent()
    }

    /// New rules apply to the game in progress, with its stones kept.
    fn change_rules(&mut self, win: usize, rule: Rule) -> Result<(), Refusal> {
        if let Some(game) = &self.game {
            let board = game.board();
            let rules = engine_rules(board.rows(), board.cols(), win, rule)?;
            let replayed = (game.history().len() == board.stone_count())
                .then(|| Game::from_moves(rules, game.history()).ok())
                .flatten();
            let game = match replayed {
                Some(g) => g,
                None => Game::from_position(rules, &stones(game), game.to_move())?,
            };
            self.game = Some(game);
        } else if !(MIN_SIDE..=MAX_SIDE).contains(&win) {
            return Err(Refusal::WinLength(win));
        }
        self.win = win;
        self.rule = rule;
        Ok(())
    }

    fn turn(&mut self, p: Point) -> Step {
        let Some(game) = self.game.as_mut() else {
            return error(Refusal::NoGame);
        };
        if let Err(e) = checked(game, p) {
            return error(e);
        }
        let own = *self.own.get_or_insert(game.to_move().opponent());
        let placed = if game.to_move() == own.opponent() {
            game.play(p).map(|_| ()).map_err(Refusal::from)
        } else {
            // The opponent moves out of turn (after a takeback, say): set the stone down.
            let mut all = stones(game);
            all.push((p, own.opponent()));
            Game::from_position(*game.rules(), &all, own)
                .map(|g| *game = g)
                .map_err(Refusal::from)
        };
        if let Err(e) = placed {
            return error(e);
        }
        self.ask(Task::Move)
    }

    fn ask(&mut self, task: Task) -> Step {
        let Some(game) = &self.game else {
            return error(Refusal::NoGame);
        };
        if game.is_over() {
            return error(Refusal::Over(ending(game)));
        }
        if task == Task::Move {
            self.own = Some(game.to_move());
        }
        let game = game.clone();
        let budget = self.budget();
        let limits = self.limits_within(&budget);
        self.asked = Some(task);
        Step::Think(Box::new(Search {
            game,
            level: Level::Master,
            limits,
            budget,
            task,
        }))
    }

    /// Plays the computer's answer to the last `Step::Think` (or a legal stand-in when it found
    /// nothing usable) and returns the reply line.
    pub fn answer(&mut self, answer: Answer) -> String {
        match (self.asked.take(), answer) {
            (Some(Task::Opening(stage)), Answer::Opening(decision)) => {
                self.answer_swap2(stage, Some(decision))
            }
            (Some(Task::Opening(stage)), Answer::Nothing) => self.answer_swap2(stage, None),
            (_, answer) => self.answer_move(answer.point()),
        }
    }

    /// Plays `found` (or, when there is none or it may not be played, the playable point
    /// nearest it) and returns the reply line: a move's answer when the caller searched itself.
    pub fn answer_move(&mut self, found: Option<Point>) -> String {
        let Some(game) = self.game.as_mut() else {
            return format!("ERROR {}", Refusal::NoGame);
        };
        // No answer in time, or one we may not play: the playable point nearest it (or the last
        // move, or the centre of an empty board). Never one of black's forbidden points, which
        // the rules here (tournament Renju) would let black play and lose by.
        let wanted = found
            .or_else(|| game.last_move())
            .unwrap_or_else(|| game.board().center());
        let Some(p) = legal_choice(game, wanted) else {
            return format!("ERROR {}", Refusal::Over(ending(game)));
        };
        match game.play(p) {
            Ok(_) => xy(p),
            Err(e) => format!("ERROR {}", Refusal::Move(e)),
        }
    }

    /// The reply to `SWAP2BOARD`: stones (`x,y x,y ...`), `SWAP`, or one move. Whatever the
    /// search gave is checked; a missing or unplayable answer becomes a legal one.
    fn answer_swap2(&mut self, stage: Stage, decision: Option<Decision>) -> String {
        let Some(game) = self.game.as_mut() else {
            return format!("ERROR {}", Refusal::NoGame);
        };
        let wanted = match stage {
            Stage::PlaceThree => 3,
            Stage::ChooseOrAdd => 2,
            Stage::Choose => 0,
        };
        let decision = match decision {
            Some(Decision::Place(stones)) if stones.len() == wanted && wanted > 0 => {
                let mut after = game.clone();
                let fits = stones
                    .iter()
                    .all(|&p| legal_choice(&after, p) == Some(p) && after.play(p).is_ok());
                if fits && !after.is_over() {
                    Decision::Place(stones)
                } else {
                    Decision::Swap
                }
            }
            Some(Decision::Play(p)) if wanted != 3 => Decision::Play(p),
            Some(Decision::Swap) if wanted != 3 => Decision::Swap,
            _ if wanted == 3 => Decision::Place(fallback_three(game)),
            _ => Decision::Swap,
        };
        match decision {
            Decision::Swap => {
                // White is to move: we take black and the opponent plays next.
                self.own = Some(game.to_move().opponent());
                "SWAP".to_string()
            }
            Decision::Play(p) => self.answer_move(Some(p)),
            Decision::Place(stones) => {
                for &p in &stones {
                    if let Err(e) = game.play(p) {
                        return format!("ERROR {}", Refusal::Move(e));
                    }
                }
                self.own = None;
                let shown: Vec<String> = stones.into_iter().map(xy).collect();
                shown.join(" ")
            }
        }
    }

    fn takeback(&mut self, p: Point) -> Step {
        let Some(game) = self.game.as_mut() else {
            return error(Refusal::NoGame);
        };
        let Some(stone) = game.board().get(p) else {
            return error(Refusal::NoStone(Xy(p)));
        };
        if game.last_move() == Some(p) {
            game.undo();
        } else {
            let rest: Vec<(Point, Stone)> = stones(game).into_iter().filter(|s| s.0 != p).collect();
            match Game::from_position(*game.rules(), &rest, stone) {
                Ok(g) => *game = g,
                Err(e) => return error(e.into()),
            }
        }
        say("OK")
    }
}

/// Why `p` cannot be played now, in protocol coordinates.
fn checked(game: &Game, p: Point) -> Result<(), Refusal> {
    let b = game.board();
    if game.is_over() {
        Err(Refusal::Over(ending(game)))
    } else if !b.contains(p) {
        Err(Refusal::OffBoard {
            point: Xy(p),
            cols: b.cols(),
            rows: b.rows(),
        })
    } else if b.get(p).is_some() {
        Err(Refusal::Taken(Xy(p)))
    } else {
        Ok(())
    }
}

fn ending(game: &Game) -> Ending {
    Ending(game.outcome().winner())
}

/// Every stone on `game`'s board with its colour.
fn stones(game: &Game) -> Vec<(Point, Stone)> {
    let board = game.board();
    board
        .points()
        .filter_map(|p| board.get(p).map(|s| (p, s)))
        .collect()
}

/// Three legal opening stones when the search gave none: the centre and its nearest points.
fn fallback_three(game: &Game) -> Vec<Point> {
    let mut after = game.clone();
    let mut stones = Vec::new();
    for _ in 0..3 {
        let wanted = after.last_move().unwrap_or_else(|| after.board().center());
        let Some(p) = legal_choice(&after, wanted) else {
            break;
        };
        if after.play(p).is_err() {
            break;
        }
        stones.push(p);
    }
    stones
}

#[cfg(test)]
mod tests;
