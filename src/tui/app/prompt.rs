//! Typed moves, as in the programs this game grew from: `:` or `g` opens a one-line prompt in
//! the status line, a point typed there (`h8`, `K10`, `10k`) and Enter plays it. Here: reading
//! the point typed.

use crate::model::Point;
use crate::tr;

/// Longer than any point on a 26x26 board, with room for stray spaces.
pub(super) const MAX_TYPED: usize = 8;

/// A typed text that is no point of the board; its sentence says what a point looks like.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("prompt-not-a-point", text = .text.clone(), last = .last.to_string(), rows = *.rows))]
pub struct NotAPoint {
    pub text: String,
    /// The last column's letter.
    pub last: char,
    pub rows: usize,
}

/// Reads a point typed by the player: letter then number (`h8`, `H8`) or the other way round
/// (`8h`), which cannot be mistaken for anything else since columns are letters and rows numbers.
pub fn parse_point(text: &str, rows: usize, cols: usize) -> Result<Point, NotAPoint> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let digits_first = compact.starts_with(|c: char| c.is_ascii_digit());
    let letter_last = compact.ends_with(|c: char| c.is_ascii_alphabetic());
    let ordered = match (digits_first, letter_last) {
        (true, true) => {
            let split = compact.len() - 1;
            format!("{}{}", &compact[split..], &compact[..split])
        }
        _ => compact,
    };
    Point::parse_notation(&ordered, rows, cols).map_err(|_| NotAPoint {
        text: text.trim().to_string(),
        last: (b'A' + cols as u8 - 1) as char,
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_read_in_either_order_and_any_case() {
        let h8 = Point::new(7, 7);
        for text in ["h8", "H8", " h 8 ", "8h", "8H"] {
            assert_eq!(parse_point(text, 15, 15), Ok(h8), "{text}");
        }
        assert_eq!(parse_point("10k", 15, 15), Ok(Point::new(5, 10)));
        assert_eq!(parse_point("k10", 15, 15), Ok(Point::new(5, 10)));
    }

    #[test]
    fn a_wrong_text_says_what_a_point_looks_like() {
        for text in ["", "hh", "88", "z1", "a0", "a16", "h8!"] {
            let e = parse_point(text, 15, 15).expect_err(text).to_string();
            assert!(e.contains("A to O") && e.contains("1 to 15"), "{text}: {e}");
        }
    }
}
