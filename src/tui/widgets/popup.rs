//! What every box drawn over the board needs: a clean place to stand (a wide character just
//! left of it would otherwise cover its left border on the terminal), text cut to a column by
//! display width with an ellipsis, and a window of a long list that keeps the chosen line in
//! view.

use std::ops::Range;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Widget};
use unicode_width::UnicodeWidthStr;

/// Clears `rect` for a box. A wide character that starts just left of it would spill into its
/// first column, where the terminal draws it over the border: it is blanked too.
pub fn clear_box(rect: Rect, buf: &mut Buffer) {
    Clear.render(rect, buf);
    let Some(left) = rect.x.checked_sub(1) else {
        return;
    };
    for y in rect.top()..rect.bottom() {
        if let Some(cell) = buf.cell_mut((left, y))
            && cell.symbol().width() > 1
        {
            cell.set_symbol(" ");
        }
    }
}

/// `text` in exactly `width` terminal columns: padded with spaces, or cut after the last
/// character that fits with `ellipsis` at the end (wide characters count two).
pub fn fit(text: &str, width: usize, ellipsis: &str) -> String {
    if text.width() <= width {
        return format!("{text}{}", " ".repeat(width - text.width()));
    }
    let room = width.saturating_sub(ellipsis.width());
    let mut out = String::new();
    for c in text.chars() {
        let next = out.width() + c.to_string().width();
        if next > room {
            break;
        }
        out.push(c);
    }
    out.push_str(if width >= ellipsis.width() {
        ellipsis
    } else {
        ""
    });
    let used = out.width();
    out + &" ".repeat(width.saturating_sub(used))
}

/// The items of a list of `len` to show in `room` rows so that `selected` is among them, as
/// near the middle as the ends allow.
pub fn window(len: usize, selected: usize, room: usize) -> Range<usize> {
    let room = room.max(1);
    let start = selected
        .saturating_sub(room / 2)
        .min(len.saturating_sub(room));
    start..(start + room).min(len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_cut_by_display_width_with_an_ellipsis_and_padded() {
        assert_eq!(fit("abc", 5, "…"), "abc  ");
        assert_eq!(fit("abcdef", 5, "…"), "abcd…");
        assert_eq!(fit("未下完的棋局", 7, "…"), "未下完…");
        assert_eq!(
            fit("未下完的棋局", 8, "…"),
            "未下完… ",
            "a wide character never half shown"
        );
        assert_eq!(fit("abcdef", 5, "..."), "ab...");
    }

    #[test]
    fn the_window_keeps_the_chosen_line_in_view() {
        assert_eq!(window(20, 0, 5), 0..5);
        assert_eq!(window(20, 10, 5), 8..13);
        assert_eq!(window(20, 19, 5), 15..20);
        assert_eq!(window(3, 2, 5), 0..3);
    }

    #[test]
    fn a_wide_character_left_of_a_box_is_blanked() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 6, 2));
        buf.set_string(0, 0, "黑方", ratatui::style::Style::new());
        buf.set_string(1, 1, "白", ratatui::style::Style::new());
        clear_box(Rect::new(2, 0, 4, 2), &mut buf);
        assert_eq!(buf[(0, 0)].symbol(), "黑", "ends before the box");
        assert_eq!(buf[(1, 1)].symbol(), " ", "spilled into the box");
    }
}
