//! Writing SGF: the format and the points are described in the parent module.

use std::time::Duration;

use crate::model::{Opening, Point, Stone, TimeControl};

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
        super::tree::write_moves(&mut out, record, tree);
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
