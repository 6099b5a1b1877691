//! Piskvork's `.psq` game records, read only.
//!
//! ```text
//! Piskvorky 20x20, 11:11, 0      header: WIDTHxHEIGHT, then fields this reader ignores
//! 10,10,0                        one move a line: column, row (both from 1, row 1 at the top),
//! 11,11,312                      time in milliseconds; black moves first
//! pbrain-black.exe               after the moves: the players (first black, then white),
//! pbrain-white.exe               then other lines (`-1`, result codes) that are skipped
//! -1
//! ```
//! Piskvork plays free-style five in a row, so that is the rule. Until the names, every line
//! with a comma must be a move: anything else there (`-1,5,0`, `11.5,11,0`, a fourth field) is
//! refused with its line, never taken for the end of the game.

use crate::model::{Point, Rule, Rules, Stone};

use super::error::{ParseError, Place};
use super::{Meta, Placed, Record};

pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    let (_, header) = lines.next().unwrap_or((1, ""));
    let (cols, rows) = header_size(header).ok_or_else(|| ParseError::PsqHeader {
        header: header.to_string(),
    })?;
    let win = Rules::fitting_win(rows, cols, Rule::Freestyle, 5);
    let rules = Rules::new(rows, cols, win, Rule::Freestyle).map_err(ParseError::PsqRules)?;
    let mut moves = Vec::new();
    let mut names = Vec::new();
    let mut stone = Stone::Black;
    for (n, line) in lines {
        if line.is_empty() {
            continue;
        }
        // Until the names, a line with a comma is a move, and one that is not a move on this
        // board is refused rather than taken for the end of the moves.
        if names.is_empty() && line.contains(',') {
            let place = Place {
                text: line.to_string(),
                line: n,
            };
            let Some((x, y)) = move_fields(line) else {
                return Err(ParseError::PsqNotAMove { place });
            };
            if x == 0 || y == 0 {
                return Err(ParseError::OffBoard {
                    n: moves.len() + 1,
                    place,
                    rows,
                    cols,
                });
            }
            moves.push(Placed {
                point: Point::new(y - 1, x - 1),
                stone,
                place,
            });
            stone = stone.opponent();
            continue;
        }
        if names.len() < 2 && line.parse::<i64>().is_err() && !line.contains(',') {
            names.push(line.to_string());
        } else {
            break;
        }
    }
    let mut names = names.into_iter();
    let meta = Meta {
        black: names.next(),
        white: names.next(),
        ..Meta::default()
    };
    Record::checked(rules, Vec::new(), moves, None, meta)
}

/// `Piskvorky 20x20, ...` -> (20, 20).
fn header_size(header: &str) -> Option<(usize, usize)> {
    let rest = header.strip_prefix("Piskvorky")?.trim_start();
    let size = rest.split([',', ' ']).next()?;
    let (w, h) = size.split_once(['x', 'X'])?;
    Some((w.trim().parse().ok()?, h.trim().parse().ok()?))
}

/// `x,y` or `x,y,time` -> (x, y): whole numbers, none negative.
fn move_fields(line: &str) -> Option<(usize, usize)> {
    let fields: Vec<&str> = line.split(',').map(str::trim).collect();
    if !(2..=3).contains(&fields.len()) {
        return None;
    }
    let numbers: Option<Vec<usize>> = fields.iter().map(|f| f.parse().ok()).collect();
    match numbers?.as_slice() {
        [x, y, ..] => Some((*x, *y)),
        _ => None,
    }
}
