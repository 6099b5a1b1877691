//! Writing SGF, the main line and every variation as nested `(...)`: the format and the points
//! are described in the parent module.

use std::collections::HashMap;
use std::time::Duration;

use crate::model::{GameTree, NodeId, Opening, Point, Stone, TimeControl};

use super::DEFAULT_WIN;
use crate::record::Record;

/// `B` or `W`.
pub(super) fn letter(stone: Stone) -> char {
    match stone {
        Stone::Black => 'B',
        Stone::White => 'W',
    }
}

pub(super) fn letters(p: Point) -> String {
    // Boards are at most 26 wide, so both letters stay within a..z.
    [p.col, p.row]
        .map(|n| char::from(b'a' + n as u8))
        .iter()
        .collect()
}

pub(super) fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

/// Seconds as SGF's real numbers: `600`, `583.4`, to the millisecond.
fn seconds(time: Duration) -> String {
    let ms = time.as_millis();
    let text = format!("{}.{:03}", ms / 1000, ms % 1000);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

pub fn write(record: &Record) -> String {
    let rules = record.rules();
    let (rows, cols) = (rules.rows(), rules.cols());
    let mut out = format!(
        "(;FF[4]GM[4]CA[UTF-8]AP[gomoku:{}]",
        env!("CARGO_PKG_VERSION")
    );
    match rows == cols {
        true => out.push_str(&format!("SZ[{cols}]")),
        false => out.push_str(&format!("SZ[{cols}:{rows}]")),
    }
    out.push_str(&format!("RU[{}]", rules.rule().key()));
    if rules.win_length() != DEFAULT_WIN {
        out.push_str(&format!("XK[{}]", rules.win_length()));
    }
    if rules.opening() != Opening::Free {
        out.push_str(&format!("XO[{}]", rules.opening().key()));
    }
    if !record.choices().is_empty() {
        out.push_str("XC");
        for (n, choice) in record.choices() {
            out.push_str(&format!("[{n}:{}]", choice.key()));
        }
    }
    let meta = &record.meta;
    let names = [("PB", &meta.black), ("PW", &meta.white), ("GN", &meta.name)];
    for (ident, value) in names.into_iter().chain([("DT", &meta.date)]) {
        if let Some(v) = value {
            out.push_str(&format!("{ident}[{}]", escape(v)));
        }
    }
    let game = record.game();
    let result = match (game.ending(), game.outcome().winner()) {
        (Some(ending), _) => Some(ending.sgf()),
        (None, Some(Stone::Black)) => Some("B+".to_string()),
        (None, Some(Stone::White)) => Some("W+".to_string()),
        (None, None) if game.is_over() => Some("0".to_string()),
        (None, None) => meta.result.clone(),
    };
    if let Some(result) = result {
        out.push_str(&format!("RE[{}]", escape(&result)));
    }
    if let Some((main, overtime)) = meta.clock.and_then(TimeControl::sgf) {
        out.push_str(&format!("TM[{main}]OT[{overtime}]"));
    }
    for (ident, stone) in [("AB", Stone::Black), ("AW", Stone::White)] {
        let points: Vec<String> = record
            .setup()
            .iter()
            .filter(|(_, s)| *s == stone)
            .map(|(p, _)| format!("[{}]", letters(*p)))
            .collect();
        if !points.is_empty() {
            out.push_str(&format!("\n{ident}{}", points.concat()));
        }
    }
    if !record.setup().is_empty() {
        out.push_str(&format!("PL[{}]", letter(record.first())));
    }
    let comment = |out: &mut String, n: usize| {
        if let Some(text) = meta.comments.get(&n) {
            out.push_str(&format!("C[{}]", escape(text)));
        }
    };
    comment(&mut out, 0);
    if let Some(tree) = record.variations() {
        write_moves(&mut out, record, tree);
        out.push_str(")\n");
        return out;
    }
    let mut stone = record.first();
    for (i, &p) in record.moves().iter().enumerate() {
        if i % 10 == 0 {
            out.push('\n');
        }
        out.push_str(&format!(";{}[{}]", letter(stone), letters(p)));
        out.push_str(&time_left(meta, i + 1, stone));
        comment(&mut out, i + 1);
        stone = stone.opponent();
    }
    out.push_str(")\n");
    out
}

/// The time `stone` had left after move `n`, as SGF says it: `BL[583.4]` (and `OB[3]`, its
/// byo-yomi periods), or nothing when the game kept no clock.
pub(super) fn time_left(meta: &crate::record::Meta, n: usize, stone: Stone) -> String {
    let Some(time) = meta.times.get(&n) else {
        return String::new();
    };
    let side = letter(stone);
    let mut props = format!("{side}L[{}]", seconds(time.main));
    if matches!(meta.clock, Some(TimeControl::ByoYomi { .. })) {
        props.push_str(&format!("O{side}[{}]", time.periods));
    }
    props
}

/// Writes the moves of `record`'s tree after the root node: one node per move, ten to a line,
/// and a `(...)` for each continuation where there are several, the main one first. The main
/// line's comments are the record's (which may have been added to since the tree was made), the
/// variations' their nodes'.
pub(super) fn write_moves(out: &mut String, record: &Record, tree: &GameTree) {
    let main: HashMap<NodeId, usize> = tree.main_line().into_iter().zip(0..).collect();
    // The main line's comments and clock are the record's (a review may have added to them).
    let comment = |id: NodeId| match main.get(&id) {
        Some(n) => record.meta.comments.get(n).map(String::as_str),
        None => tree.comment(id),
    };
    let times = |id: NodeId, stone: Stone| match main.get(&id) {
        Some(&n) => time_left(&record.meta, n, stone),
        None => String::new(),
    };
    let comment = Props {
        comment: &comment,
        times: &times,
    };
    let mut written = 0;
    sequence(out, tree, tree.root(), &comment, &mut written);
}

/// What a node writes after its move: its clock and its comment.
struct Props<'a> {
    comment: &'a dyn Fn(NodeId) -> Option<&'a str>,
    times: &'a dyn Fn(NodeId, Stone) -> String,
}

fn sequence(
    out: &mut String,
    tree: &GameTree,
    mut at: NodeId,
    comment: &Props<'_>,
    written: &mut usize,
) {
    loop {
        match tree.children(at) {
            [] => return,
            &[only] => {
                node(out, tree, only, comment, written);
                at = only;
            }
            several => {
                for &child in several {
                    out.push_str("\n(");
                    *written = 0;
                    node(out, tree, child, comment, written);
                    sequence(out, tree, child, comment, written);
                    out.push(')');
                }
                return;
            }
        }
    }
}

fn node(out: &mut String, tree: &GameTree, id: NodeId, comment: &Props<'_>, written: &mut usize) {
    let Some(p) = tree.point(id) else { return };
    if *written > 0 && *written % 10 == 0 {
        out.push('\n');
    }
    *written += 1;
    // The side that played it: the one to move before it.
    let stone = tree
        .parent(id)
        .map_or(Stone::Black, |parent| side_to_move(tree, parent));
    out.push_str(&format!(";{}[{}]", letter(stone), letters(p)));
    out.push_str(&(comment.times)(id, stone));
    if let Some(text) = (comment.comment)(id) {
        out.push_str(&format!("C[{}]", escape(text)));
    }
}

/// The side to move at `id`: the start's, then turn about with each move.
fn side_to_move(tree: &GameTree, id: NodeId) -> Stone {
    let moves = tree.path(id).len() - 1;
    let first = tree.start().to_move();
    match moves % 2 {
        0 => first,
        _ => first.opponent(),
    }
}
