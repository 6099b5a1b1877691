//! The grid: two terminal columns per intersection (the point and the line to its right),
//! column letters above and below, row numbers (counted from the bottom) left and right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::model::{Forbidden, Game, Outcome, Point};
use crate::tui::layout::cell_in;
use crate::tui::theme::Theme;

pub struct BoardWidget<'a> {
    pub game: &'a Game,
    pub cursor: Option<Point>,
    pub hint: Option<Point>,
    /// Black's forbidden points, marked while black is to move under Renju.
    pub forbidden: Vec<(Point, Forbidden)>,
    pub theme: &'a Theme,
}

impl BoardWidget<'_> {
    fn is_forbidden(&self, p: Point) -> bool {
        self.forbidden.iter().any(|&(q, _)| q == p)
    }

    fn style_of(&self, p: Point, winning: &[Point]) -> Style {
        let t = self.theme;
        let mut style = match self.game.board().get(p) {
            // Black lost by playing a forbidden point: that stone is the "line".
            Some(_) if self.game.forbidden_loss().is_some_and(|(q, _)| q == p) => t.forbidden,
            Some(_) if winning.contains(&p) => t.winning,
            Some(_) if self.game.last_move() == Some(p) => t.last_move,
            Some(stone) => t.stone(stone),
            None if self.hint == Some(p) => t.hint,
            None if self.is_forbidden(p) => t.forbidden,
            None => t.grid,
        };
        if self.cursor == Some(p) {
            style = style.patch(t.cursor);
        }
        style
    }
}

impl Widget for &BoardWidget<'_> {
    /// Draws the board with its labels from the top left corner of `area`, which the layout
    /// made large enough for it.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let board = self.game.board();
        let (rows, cols) = (board.rows(), board.cols());
        let (glyphs, theme) = (&self.theme.glyphs, self.theme);
        let winning: &[Point] = match self.game.outcome() {
            Outcome::Win { line, .. } => line,
            _ => &[],
        };
        let (grid_x, _) = cell_in(area, Point::new(0, 0));
        for col in 0..cols {
            let letter = ((b'A' + col as u8) as char).to_string();
            let x = grid_x + 2 * col as u16;
            buf.set_string(x, area.y, &letter, theme.label);
            buf.set_string(x, area.y + area.height - 1, &letter, theme.label);
        }
        for row in 0..rows {
            let (_, y) = cell_in(area, Point::new(row, 0));
            let number = rows - row;
            buf.set_string(area.x, y, format!("{number:>2}"), theme.label);
            buf.set_string(
                grid_x + 2 * cols as u16,
                y,
                format!("{number:<2}"),
                theme.label,
            );
            for col in 0..cols {
                let p = Point::new(row, col);
                let (x, y) = cell_in(area, p);
                let glyph = match board.get(p) {
                    Some(stone) => glyphs.stone(stone),
                    None if self.is_forbidden(p) => glyphs.forbidden,
                    None => glyphs.point(row, col, rows, cols),
                };
                buf.set_string(x, y, glyph, self.style_of(p, winning));
                if col + 1 < cols {
                    buf.set_string(x + 1, y, glyphs.line(row, rows), theme.grid);
                }
            }
        }
    }
}
