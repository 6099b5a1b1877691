//! Text laid out by display width, for the status lines and the side panel: styled parts wrapped
//! at word boundaries (textwrap's Unicode line breaking, except that a run of Chinese characters
//! stays whole, as a reader takes it for a word: it breaks at spaces and punctuation, and inside
//! only when it is longer than the row), and, when a line still has no room, its least important
//! parts left out first.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use textwrap::WordSeparator;
use textwrap::core::{Fragment, Word, break_words, display_width};
use textwrap::wrap_algorithms::wrap_first_fit;

/// One piece of a line: styled segments of text, how much it matters, and what separates it from
/// the part before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub segments: Vec<(String, Style)>,
    /// 0 matters most; when the line has no room, the highest rank goes first.
    pub rank: u8,
    /// Drawn before this part when another comes before it (" · ", " — ").
    pub joiner: &'static str,
    pub joiner_style: Style,
}

impl Part {
    pub fn new(text: impl Into<String>, style: Style, rank: u8) -> Part {
        Part {
            segments: vec![(text.into(), style)],
            rank,
            joiner: " ",
            joiner_style: Style::new(),
        }
    }

    /// The part with a glyph in its own style in front, as the coloured stone before a name.
    pub fn led_by(mut self, glyph: &str, style: Style) -> Part {
        self.segments.insert(0, (format!("{glyph} "), style));
        self
    }

    pub fn joined_by(mut self, joiner: &'static str, style: Style) -> Part {
        self.joiner = joiner;
        self.joiner_style = style;
        self
    }

    /// Terminal columns the part takes on one line.
    pub fn width(&self) -> usize {
        self.segments.iter().map(|(t, _)| display_width(t)).sum()
    }
}

/// A word (or a joiner) with the spaces after it.
#[derive(Debug)]
struct Piece<'a> {
    word: &'a str,
    space: &'a str,
    width: usize,
    style: Style,
    joiner: bool,
}

impl Fragment for Piece<'_> {
    fn width(&self) -> f64 {
        self.width as f64
    }

    fn whitespace_width(&self) -> f64 {
        display_width(self.space) as f64
    }

    fn penalty_width(&self) -> f64 {
        0.0
    }
}

fn pieces(parts: &[Part], width: usize) -> Vec<Piece<'_>> {
    let mut out: Vec<Piece> = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            let symbol = part.joiner.trim();
            let lead = &part.joiner[..part.joiner.len() - part.joiner.trim_start().len()];
            let trail = &part.joiner[part.joiner.trim_end().len()..];
            if let Some(last) = out.last_mut() {
                last.space = if symbol.is_empty() { part.joiner } else { lead };
            }
            if !symbol.is_empty() {
                out.push(Piece {
                    word: symbol,
                    space: trail,
                    width: display_width(symbol),
                    style: part.joiner_style,
                    joiner: true,
                });
            }
        }
        for (text, style) in &part.segments {
            for word in break_words(words(text), width) {
                out.push(Piece {
                    word: word.word,
                    space: word.whitespace,
                    width: word.width() as usize,
                    style: *style,
                    joiner: false,
                });
            }
        }
    }
    out
}

/// Whether `c` is a Chinese (or Japanese) character that is a word's, not punctuation.
fn ideograph(c: char) -> bool {
    matches!(c,
        '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}'
        | '\u{3040}'..='\u{30FF}' | '\u{20000}'..='\u{2FA1F}')
}

/// The words of `text` where a line may break: Unicode's line breaking, with the breaks inside a
/// run of Chinese characters taken out ("获胜" is one word to its reader, not two).
fn words(text: &str) -> Vec<Word<'_>> {
    let found: Vec<Word> = WordSeparator::UnicodeBreakProperties
        .find_words(text)
        .collect();
    let offset = |w: &Word| w.word.as_ptr() as usize - text.as_ptr() as usize;
    let mut out: Vec<Word> = Vec::with_capacity(found.len());
    let mut start: Option<usize> = None;
    for (i, word) in found.iter().enumerate() {
        let begin = *start.get_or_insert(offset(word));
        let joins_next = found.get(i + 1).is_some_and(|next| {
            word.whitespace.is_empty()
                && word.word.chars().next_back().is_some_and(ideograph)
                && next.word.chars().next().is_some_and(ideograph)
        });
        if !joins_next {
            let end = offset(word) + word.word.len() + word.whitespace.len();
            out.push(Word::from(&text[begin..end]));
            start = None;
        }
    }
    out
}

/// The rows `parts` take at `width`, without a joiner at the start or the end of a row.
fn rows<'a>(pieces: &'a [Piece<'a>], width: usize) -> Vec<&'a [Piece<'a>]> {
    wrap_first_fit(pieces, &[width as f64])
        .into_iter()
        .map(|row| {
            let start = row.iter().position(|p| !p.joiner).unwrap_or(row.len());
            let end = row.iter().rposition(|p| !p.joiner).map_or(start, |i| i + 1);
            &row[start..end.max(start)]
        })
        .filter(|row| !row.is_empty())
        .collect()
}

fn line(row: &[Piece]) -> Line<'static> {
    let mut spans = Vec::with_capacity(2 * row.len());
    for (i, piece) in row.iter().enumerate() {
        spans.push(Span::styled(piece.word.to_string(), piece.style));
        if let Some(next) = row.get(i + 1) {
            // A space inside one style keeps it (a highlight stays unbroken), else it is plain.
            let style = match next.style == piece.style {
                true => piece.style,
                false => Style::new(),
            };
            spans.push(Span::styled(piece.space.to_string(), style));
        }
    }
    Line::from(spans)
}

/// `parts` wrapped at `width` into at most `max_rows` rows; when they need more, the last row
/// ends in `ellipsis` after its last whole word.
pub fn flow(parts: &[Part], width: usize, max_rows: usize, ellipsis: &str) -> Vec<Line<'static>> {
    let width = width.max(1);
    let all = pieces(parts, width);
    let rows = rows(&all, width);
    let cut = rows.len() > max_rows;
    let mut lines: Vec<Line> = rows.iter().take(max_rows).map(|r| line(r)).collect();
    let last = rows.get(max_rows.saturating_sub(1)).filter(|_| cut);
    if let Some(last) = last {
        let room = width.saturating_sub(display_width(ellipsis));
        let mut kept: &[Piece] = last;
        let used = |row: &[Piece]| {
            let spaces: usize = row
                .iter()
                .rev()
                .skip(1)
                .map(|p| display_width(p.space))
                .sum();
            row.iter().map(|p| p.width).sum::<usize>() + spaces
        };
        while kept.len() > 1 && used(kept) > room {
            kept = &kept[..kept.len() - 1];
        }
        let mut cut_line = line(kept);
        cut_line.push_span(Span::raw(ellipsis.to_string()));
        if let Some(slot) = lines.last_mut() {
            *slot = cut_line;
        }
    }
    lines
}

/// Parts ranked above this (key hints, say) never make a line take another row.
const WRAPS: u8 = 2;

/// `parts` in at most `max_rows` rows of `width`: all of them if they fit, else without the
/// least important ones (the highest rank, the later of equals) until the rest fit; the most
/// important part alone is wrapped and, if it must be, cut after a whole word. Only the parts
/// ranked up to `WRAPS` may take more than one row.
pub fn arrange(
    mut parts: Vec<Part>,
    width: usize,
    max_rows: usize,
    ellipsis: &str,
) -> Vec<Line<'static>> {
    let width = width.max(1);
    let needed = |parts: &[Part]| rows(&pieces(parts, width), width).len();
    let wrapping: Vec<Part> = parts.iter().filter(|p| p.rank <= WRAPS).cloned().collect();
    let budget = needed(&wrapping).clamp(1, max_rows.max(1));
    while parts.len() > 1 && needed(&parts) > budget {
        // The last of the highest rank.
        let least = (0..parts.len())
            .max_by_key(|&i| parts[i].rank)
            .unwrap_or(parts.len() - 1);
        parts.remove(least);
    }
    flow(&parts, width, max_rows, ellipsis)
}

/// `text` wrapped to `width` with one column of margin, in at most `max_rows` rows.
pub fn indented(text: &str, width: usize, max_rows: usize, style: Style) -> Vec<Line<'static>> {
    let room = width.saturating_sub(1).max(1);
    margined(flow(&[Part::new(text, style, 0)], room, max_rows, "…"))
}

/// `lines` with one column of margin before each, as inside a box's border.
pub fn margined(lines: Vec<Line<'static>>) -> Vec<Line<'static>> {
    lines
        .into_iter()
        .map(|mut line| {
            line.spans.insert(0, Span::raw(" "));
            line
        })
        .collect()
}

/// The text of laid-out lines, for tests.
pub fn plain(lines: &[Line]) -> Vec<String> {
    lines
        .iter()
        .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(texts: &[(&str, u8)]) -> Vec<Part> {
        texts
            .iter()
            .map(|&(t, rank)| Part::new(t, Style::new(), rank).joined_by(" · ", Style::new()))
            .collect()
    }

    #[test]
    fn parts_that_fit_are_joined_in_their_order() {
        let lines = arrange(parts(&[("a b", 0), ("c", 2), ("d", 1)]), 40, 1, "…");
        assert_eq!(plain(&lines), ["a b · c · d"]);
    }

    #[test]
    fn the_least_important_parts_go_first_and_the_order_stays() {
        let p = parts(&[
            ("Black to move", 0),
            ("move 7", 2),
            ("vs computer (medium)", 4),
            ("5 in a row", 3),
            ("last G7", 1),
        ]);
        assert_eq!(
            plain(&arrange(p.clone(), 40, 1, "…")),
            ["Black to move · move 7 · last G7"]
        );
        assert_eq!(
            plain(&arrange(p.clone(), 25, 1, "…")),
            ["Black to move · last G7"]
        );
        assert_eq!(plain(&arrange(p, 12, 1, "…")), ["Black to…"]);
    }

    #[test]
    fn long_text_wraps_at_words_and_never_starts_a_row_with_a_joiner() {
        let p = parts(&[("White wins", 0), ("n: new game, u: undo", 2)]);
        let lines = arrange(p, 14, 3, "…");
        assert_eq!(plain(&lines), ["White wins", "n: new game,", "u: undo"]);
        // Key hints take the room the message leaves, never a row of their own.
        let p = parts(&[("Hint: H8", 1), ("u undo", 3), ("q quit", 4)]);
        assert_eq!(plain(&arrange(p, 20, 3, "…")), ["Hint: H8 · u undo"]);
    }

    #[test]
    fn a_word_longer_than_the_row_is_broken_and_wide_characters_count_two() {
        let lines = flow(&parts(&[("abcdefghij", 0)]), 4, 5, "…");
        assert_eq!(plain(&lines), ["abcd", "efgh", "ij"]);
        let lines = flow(&parts(&[("黑方落子", 0)]), 4, 5, "…");
        assert_eq!(plain(&lines), ["黑方", "落子"]);
    }

    #[test]
    fn chinese_words_break_at_spaces_and_punctuation_not_inside() {
        let lines = flow(&parts(&[("15x15，连成 5 子获胜，自由", 0)]), 16, 5, "…");
        assert_eq!(plain(&lines), ["15x15，连成 5", "子获胜，自由"]);
        let lines = flow(&parts(&[("平局 0", 0)]), 4, 5, "…");
        assert_eq!(plain(&lines), ["平局", "0"]);
        // Longer than the row: broken where it must be.
        let lines = flow(&parts(&[("连成五子获胜", 0)]), 4, 5, "…");
        assert_eq!(plain(&lines), ["连成", "五子", "获胜"]);
    }
}
