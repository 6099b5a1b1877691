//! The grid: two terminal columns per intersection (the point and the line to its right),
//! column letters above and below, row numbers (counted from the bottom) left and right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::layout::Screen;
use super::theme::{self, Glyphs};
use crate::model::{Forbidden, Game, Outcome, Point};

pub struct BoardView<'a> {
    pub game: &'a Game,
    pub cursor: Option<Point>,
    pub hint: Option<Point>,
    /// Black's forbidden points, marked while black is to move under Renju.
    pub forbidden: Vec<(Point, Forbidden)>,
    pub glyphs: Glyphs,
    pub screen: &'a Screen,
}

impl BoardView<'_> {
    fn is_forbidden(&self, p: Point) -> bool {
        self.forbidden.iter().any(|&(q, _)| q == p)
    }

    fn style_of(&self, p: Point, winning: &[Point]) -> Style {
        let board = self.game.board();
        let mut style = match board.get(p) {
            // Black lost by playing a forbidden point: that stone is the "line".
            Some(_) if self.game.forbidden_loss().is_some_and(|(q, _)| q == p) => {
                theme::forbidden()
            }
            Some(_) if winning.contains(&p) => theme::winning(),
            Some(_) if self.game.last_move() == Some(p) => theme::last_move(),
            Some(_) => theme::stone(),
            None if self.hint == Some(p) => theme::hint(),
            None if self.is_forbidden(p) => theme::forbidden(),
            None => theme::grid(),
        };
        if self.cursor == Some(p) {
            style = style.patch(theme::cursor());
        }
        style
    }
}

impl BoardView<'_> {
    pub fn render(&self, buf: &mut Buffer) {
        let board = self.game.board();
        let (rows, cols) = (board.rows(), board.cols());
        let area: Rect = self.screen.board;
        let winning: &[Point] = match self.game.outcome() {
            Outcome::Win { line, .. } => line,
            _ => &[],
        };
        let (grid_x, _) = self.screen.cell_of(Point::new(0, 0));
        for col in 0..cols {
            let letter = ((b'A' + col as u8) as char).to_string();
            let x = grid_x + 2 * col as u16;
            buf.set_string(x, area.y, &letter, theme::label());
            buf.set_string(x, area.y + area.height - 1, &letter, theme::label());
        }
        for row in 0..rows {
            let (_, y) = self.screen.cell_of(Point::new(row, 0));
            let number = rows - row;
            buf.set_string(area.x, y, format!("{number:>2}"), theme::label());
            buf.set_string(
                grid_x + 2 * cols as u16,
                y,
                format!("{number:<2}"),
                theme::label(),
            );
            for col in 0..cols {
                let p = Point::new(row, col);
                let (x, y) = self.screen.cell_of(p);
                let glyph = match board.get(p) {
                    Some(stone) => self.glyphs.stone(stone),
                    None if self.is_forbidden(p) => self.glyphs.forbidden,
                    None => self.glyphs.point(row, col, rows, cols),
                };
                buf.set_string(x, y, glyph, self.style_of(p, winning));
                if col + 1 < cols {
                    buf.set_string(x + 1, y, self.glyphs.line(row, rows), theme::grid());
                }
            }
        }
    }
}
