//! The engine's multi-line blocks: `BOARD`, `YXBOARD` and `SWAP2BOARD` collect their lines
//! (never more than the board has points) until `DONE` sets the position they describe.

use super::{Session, Step, error, silent};
use crate::ai::{Stage, Task};
use crate::engine::refusal::{Block, Refusal, Xy};
use crate::model::{Game, Point, Rules, Stone};

/// Lines collected between `BOARD` or `SWAP2BOARD` and `DONE`, at most one per point of the
/// board: a manager that sends more is refused at `DONE` without the engine hoarding them.
#[derive(Debug)]
pub(super) struct Collecting {
    pub(super) block: Block,
    pub(super) lines: Vec<(Point, u8)>,
    overflow: bool,
}

impl Session {
    pub(super) fn open_block(&mut self, block: Block) -> Step {
        self.collecting = Some(Collecting {
            block,
            lines: Vec::new(),
            overflow: false,
        });
        silent()
    }

    pub(super) fn collect(&mut self, block: Block, p: Point, field: u8) -> Step {
        let points = self
            .game
            .as_ref()
            .map_or(0, |g| g.board().rows() * g.board().cols());
        match self.collecting.as_mut() {
            Some(c) if c.block == block => {
                if c.lines.len() < points {
                    c.lines.push((p, field));
                } else {
                    c.overflow = true;
                }
                silent()
            }
            _ => error(Refusal::Stray(block)),
        }
    }

    pub(super) fn done(&mut self) -> Step {
        let (Some(collected), Some(game)) = (self.collecting.take(), self.game.as_ref()) else {
            return error(Refusal::DoneAlone);
        };
        let rules = *game.rules();
        if collected.overflow {
            return error(Refusal::TooManyLines {
                block: collected.block,
                points: rules.rows() * rules.cols(),
            });
        }
        for (i, &(p, _)) in collected.lines.iter().enumerate() {
            if p.row >= rules.rows() || p.col >= rules.cols() {
                return error(Refusal::OffBoard {
                    point: Xy(p),
                    cols: rules.cols(),
                    rows: rules.rows(),
                });
            }
            if collected.lines[..i].iter().any(|&(q, _)| q == p) {
                return error(Refusal::Twice(Xy(p)));
            }
        }
        match collected.block {
            Block::Board => self.board_done(rules, &collected.lines),
            Block::Swap2 => self.swap2_done(rules, &collected.lines),
        }
    }

    pub(super) fn board_done(&mut self, rules: Rules, lines: &[(Point, u8)]) -> Step {
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
            None => match Game::from_position(rules, &coloured, own) {
                Ok(g) => g,
                Err(e) => return error(e.into()),
            },
        };
        self.game = Some(game);
        self.own = Some(own);
        self.ask(Task::Move)
    }

    /// The opening's stones are the game's first moves, black first.
    pub(super) fn swap2_done(&mut self, rules: Rules, lines: &[(Point, u8)]) -> Step {
        let Some(stage) = Stage::of_swap2(lines.len()) else {
            return error(Refusal::Swap2Stones(lines.len()));
        };
        let points: Vec<Point> = lines.iter().map(|&(p, _)| p).collect();
        match Game::from_moves(rules, &points) {
            Ok(game) => {
                self.game = Some(game);
                self.own = None;
                self.ask(Task::Opening(stage))
            }
            Err((_, e)) => error(e.into()),
        }
    }
}
