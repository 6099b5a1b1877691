//! The grid at the layout's scale: at scale `s` each intersection is `2s` columns apart and `s`
//! rows apart, joined by lines; column letters above and below, row numbers (counted from the
//! bottom) left and right, all on the board's own background when the theme has one.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::model::{Forbidden, Game, Outcome, Point};
use crate::tui::layout::{board_size, cell_in};
use crate::tui::theme::Theme;

pub struct BoardWidget<'a> {
    pub game: &'a Game,
    pub cursor: Option<Point>,
    pub hint: Option<Point>,
    /// Black's forbidden points, marked while black is to move under Renju.
    pub forbidden: Vec<(Point, Forbidden)>,
    pub theme: &'a Theme,
    /// From the layout: intersections are `2 * scale` columns and `scale` rows apart.
    pub scale: u16,
}

/// The traditional marked points: the fourth lines' crossings and the centre on boards from
/// 13x13 (D4 D12 H8 L4 L12 on 15x15, the nine hoshi on 19x19), the third lines' on boards from
/// 9x9, none on smaller boards where every point is near an edge anyway.
pub fn star_points(rows: usize, cols: usize) -> Vec<Point> {
    let inset = match rows.min(cols) {
        13.. => 3,
        9..=12 => 2,
        _ => return Vec::new(),
    };
    let mut points = Vec::new();
    let lines = |n: usize| [inset, n - 1 - inset];
    for row in lines(rows) {
        for col in lines(cols) {
            points.push(Point::new(row, col));
        }
    }
    let (mid_row, mid_col) = (rows / 2, cols / 2);
    if rows % 2 == 1 && cols % 2 == 1 {
        points.push(Point::new(mid_row, mid_col));
        // The edges' midpoints, as on a go board, once the board is that large.
        if rows.min(cols) >= 19 {
            for row in lines(rows) {
                points.push(Point::new(row, mid_col));
            }
            for col in lines(cols) {
                points.push(Point::new(mid_row, col));
            }
        }
    }
    points
}

fn put(buf: &mut Buffer, x: u16, y: u16, symbol: &str, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_symbol(symbol).set_style(style);
    }
}

impl BoardWidget<'_> {
    fn is_forbidden(&self, p: Point) -> bool {
        self.forbidden.iter().any(|&(q, _)| q == p)
    }

    fn glyph_and_style(&self, p: Point, winning: &[Point], stars: &[Point]) -> (&str, Style) {
        let t = self.theme;
        let g = &t.glyphs;
        let board = self.game.board();
        let (glyph, mut style) = match board.get(p) {
            Some(stone) => {
                let base = t.stone(stone);
                let mark = if self.game.forbidden_loss().is_some_and(|(q, _)| q == p) {
                    t.foul
                } else if winning.contains(&p) {
                    t.winning
                } else if self.game.last_move() == Some(p) {
                    t.last_move
                } else {
                    Style::new()
                };
                (g.stone(stone), base.patch(mark))
            }
            None if self.hint == Some(p) => (g.hint, t.hint),
            None if self.is_forbidden(p) => (g.forbidden, t.forbidden),
            None if stars.contains(&p) => (g.star, t.star),
            None => (g.point(p.row, p.col, board.rows(), board.cols()), t.grid),
        };
        if self.cursor == Some(p) {
            style = style.patch(t.cursor);
        }
        (glyph, style)
    }

    fn labels(&self, area: Rect, buf: &mut Buffer) {
        let (rows, cols) = (self.game.board().rows(), self.game.board().cols());
        let style = self.theme.label;
        let bottom = area.bottom() - 1;
        for col in 0..cols {
            let (x, _) = cell_in(area, self.scale, Point::new(0, col));
            let letter = ((b'A' + col as u8) as char).to_string();
            buf.set_string(x, area.y, &letter, style);
            buf.set_string(x, bottom, &letter, style);
        }
        let (right, _) = cell_in(area, self.scale, Point::new(0, cols - 1));
        for row in 0..rows {
            let (_, y) = cell_in(area, self.scale, Point::new(row, 0));
            let number = rows - row;
            buf.set_string(area.x, y, format!("{number:>2}"), style);
            buf.set_string(right + 2, y, format!("{number:<2}"), style);
        }
    }

    /// Where the cursor shows by more than its own cell: brackets where colour cannot mark it,
    /// else the cells either side on a board drawn large.
    fn cursor_sides(&self, area: Rect, buf: &mut Buffer) {
        let Some(p) = self.cursor else {
            return;
        };
        let t = self.theme;
        let (x, y) = cell_in(area, self.scale, p);
        match t.glyphs.cursor_marks {
            Some((left, right)) => {
                let style = t.board.patch(t.cursor);
                put(buf, x - 1, y, left, style);
                put(buf, x + 1, y, right, style);
            }
            None if self.scale > 1 => {
                for x in [x - 1, x + 1] {
                    if let Some(cell) = buf.cell_mut((x, y)) {
                        cell.set_style(t.cursor_side);
                    }
                }
            }
            None => {}
        }
    }
}

impl BoardWidget<'_> {
    /// The bare board in one pass over its cells, each written once (at the largest scale that
    /// is tens of thousands): the background, the lines between the points and the rules
    /// between the rows. Points, stones and labels are drawn over it.
    fn lines(&self, area: Rect, buf: &mut Buffer) {
        let (rows, cols) = (self.game.board().rows(), self.game.board().cols());
        let (glyphs, theme) = (&self.theme.glyphs, self.theme);
        let scale = self.scale.max(1);
        let step = 2 * scale;
        let (gx, gy) = cell_in(area, scale, Point::new(0, 0));
        let (last_x, last_y) = cell_in(area, scale, Point::new(rows - 1, cols - 1));
        let width = buf.area.width as usize;
        for y in area.top()..area.bottom() {
            let start = (y - buf.area.y) as usize * width;
            let in_rows = (gy..=last_y).contains(&y);
            let on_row = in_rows && (y - gy) % scale == 0;
            let line = glyphs.line(((y.saturating_sub(gy)) / scale) as usize, rows);
            for x in area.left()..area.right() {
                let in_grid = in_rows && (gx..=last_x).contains(&x);
                let on_col = in_grid && (x - gx) % step == 0;
                let cell = &mut buf.content[start + (x - buf.area.x) as usize];
                match (in_grid, on_row, on_col) {
                    (true, true, false) => cell.set_symbol(line).set_style(theme.grid),
                    (true, false, true) => {
                        let rule = glyphs.rule(((x - gx) / step) as usize, cols);
                        cell.set_symbol(rule).set_style(theme.grid)
                    }
                    // The frame starts blank: the board's colour is all an empty cell needs.
                    _ => cell.set_style(theme.board),
                };
            }
        }
    }
}

impl Widget for &BoardWidget<'_> {
    /// Draws the board with its labels from the top left corner of `area`, which the layout
    /// made large enough for it at this scale.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let board = self.game.board();
        let (rows, cols) = (board.rows(), board.cols());
        let (need_w, need_h) = board_size(rows, cols, self.scale.max(1));
        if area.width < need_w || area.height < need_h {
            return;
        }
        self.lines(area, buf);
        self.labels(area, buf);
        let winning: &[Point] = match self.game.outcome() {
            Outcome::Win { line, .. } => line,
            _ => &[],
        };
        let stars = star_points(rows, cols);
        for row in 0..rows {
            for col in 0..cols {
                let p = Point::new(row, col);
                let (x, y) = cell_in(area, self.scale.max(1), p);
                let (glyph, style) = self.glyph_and_style(p, winning, &stars);
                put(buf, x, y, glyph, style);
            }
        }
        self.cursor_sides(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(rows: usize, cols: usize) -> Vec<String> {
        let mut names: Vec<String> = star_points(rows, cols)
            .iter()
            .map(|p| p.notation(rows))
            .collect();
        names.sort();
        names
    }

    #[test]
    fn star_points_are_the_traditional_ones() {
        assert_eq!(names(15, 15), ["D12", "D4", "H8", "L12", "L4"]);
        assert_eq!(
            names(19, 19),
            ["D10", "D16", "D4", "J10", "J16", "J4", "P10", "P16", "P4"]
        );
        assert_eq!(names(9, 9), ["C3", "C7", "E5", "G3", "G7"]);
        assert_eq!(names(13, 13), ["D10", "D4", "G7", "J10", "J4"]);
        assert_eq!(names(10, 10), ["C3", "C8", "H3", "H8"]);
        for side in 3..=8 {
            assert!(star_points(side, side).is_empty(), "{side}x{side}");
        }
    }
}
