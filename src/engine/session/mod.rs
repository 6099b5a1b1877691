//! What the engine remembers between protocol lines: the rules, the game, its own colour and
//! the clock. Pure: it turns a `Command` into replies or a request to think, and never touches
//! stdin, stdout or a thread.

use super::clock::{Budget, Clock};
use super::command::{Command, Info, printable};
use super::refusal::{Block, Ending, Refusal, Xy};
use crate::ai::{GameTable, Level, Limits, Task};
use crate::model::{ForbiddenPolicy, Game, MAX_SIDE, MIN_SIDE, Point, Rule, Rules, Stone};

mod answer;
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
pub enum Reaction {
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
    /// What the last `Reaction::Think` asked for, until it is answered.
    asked: Option<Task>,
    /// The search's table, kept across the moves of one game (and the pondering between
    /// them); a new game, or a new memory limit, starts a new one.
    table: Option<GameTable>,
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
            table: None,
        }
    }
}

fn say(line: impl Into<String>) -> Reaction {
    Reaction::Say(vec![line.into()])
}

fn silent() -> Reaction {
    Reaction::Say(Vec::new())
}

fn error(refusal: Refusal) -> Reaction {
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
            table: self.table.clone(),
            ..Limits::default()
        }
    }

    pub fn handle(&mut self, command: Command) -> Reaction {
        if let Some(block) = self.collecting.as_ref().map(|c| c.block) {
            match (&command, block) {
                (Command::Stone(..), Block::Board)
                // Managers write the opening's stones as `x,y` (the protocol's document) or as
                // `x,y,field` (as in BOARD, as Rapfi reads them): both are taken.
                | (Command::Point(..) | Command::Stone(..), Block::Swap2)
                | (Command::Done | Command::End | Command::Info(_), _) => {}
                (Command::Empty, _) => return silent(),
                _ => return error(Refusal::InBlock(block)),
            }
        }
        match command {
            Command::Start(n) => self.start(n, n),
            Command::RectStart(w, h) => self.start(w, h),
            Command::End => Reaction::Quit,
            Command::About => say(format!(
                "name=\"gomoku\", version=\"{}\", author=\"gomoku developers\", country=\"International\"",
                env!("CARGO_PKG_VERSION")
            )),
            Command::Info(info) => self.info(info),
            Command::Empty => silent(),
            Command::Unknown(text) => say(format!("UNKNOWN {}", printable(&text))),
            Command::Malformed(text) => error(Refusal::Malformed(printable(&text))),
            Command::Stone(x, y, f) => {
                let block = self.collecting.as_ref().map_or(Block::Board, |c| c.block);
                self.collect(block, Point::new(y, x), f)
            }
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
                self.new_table();
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

    fn start(&mut self, cols: usize, rows: usize) -> Reaction {
        match engine_rules(rows, cols, self.win, self.rule) {
            Ok(rules) => {
                self.game = Some(Game::new(rules));
                self.own = None;
                self.new_table();
                say("OK")
            }
            Err(Refusal::Rules(reason)) => error(Refusal::Size { cols, rows, reason }),
            Err(refusal) => error(refusal),
        }
    }

    fn info(&mut self, info: Info) -> Reaction {
        match info {
            Info::TimeoutTurn(ms) => self.clock.timeout_turn = ms,
            Info::TimeoutMatch(ms) => self.clock.timeout_match = ms,
            Info::TimeLeft(ms) => self.clock.time_left = ms,
            Info::MaxMemory(bytes) => {
                let before = self.clock.memory();
                self.clock.max_memory = bytes;
                // A move may follow at once, on its clock: a table of the new size is left for
                // the search to take as it goes.
                if self.clock.memory() != before {
                    self.table = None;
                }
            }
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

    fn turn(&mut self, p: Point) -> Reaction {
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

    /// A new game's table, its memory taken now (`GameTable::warm`): `START` and `RESTART`
    /// are answered before the game's clock runs. The old one goes first.
    fn new_table(&mut self) {
        self.table = None;
        self.table = Some(GameTable::warmed(self.table_bytes()));
    }

    /// The memory the game's table may take (`GameTable::bytes_for_board`).
    fn table_bytes(&self) -> usize {
        let cells = self
            .game
            .as_ref()
            .map_or(usize::MAX, |g| g.rules().rows() * g.rules().cols());
        GameTable::bytes_for_board(self.clock.memory(), cells)
    }

    fn ask(&mut self, task: Task) -> Reaction {
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
        let bytes = self.table_bytes();
        self.table.get_or_insert_with(|| GameTable::new(bytes));
        let budget = self.budget();
        let limits = self.limits_within(&budget);
        self.asked = Some(task);
        Reaction::Think(Box::new(Search {
            game,
            level: Level::Master,
            limits,
            budget,
            task,
        }))
    }

    fn takeback(&mut self, p: Point) -> Reaction {
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

#[cfg(test)]
mod tests;
