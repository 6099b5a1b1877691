//! The board at the layout's scale and drawing: on the grid each intersection is `2s` columns
//! and `s` rows apart, joined by lines; in cells each point is a square `4s` by `2s` with the
//! stone in its middle. Column letters above and below, row numbers (counted from the bottom)
//! left and right, all on the board's own background when the theme has one. Where a point has
//! room, a stone grows into a disc a few cells wide; with move numbers on, each stone shows the
//! number of the move that placed it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::model::{Forbidden, Game, Outcome, Point, Stone};
use crate::tui::layout::{Drawing, Geometry, drawn_size};
use crate::tui::theme::Theme;

/// The marks of analysis mode's candidates, by rank.
const RANKS: [&str; 9] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

pub struct BoardWidget<'a> {
    pub game: &'a Game,
    pub cursor: Option<Point>,
    pub hint: Option<Point>,
    /// Analysis mode's best moves, best first: each is marked with its rank.
    pub candidates: Vec<Point>,
    /// Black's forbidden points, marked while black is to move under Renju.
    pub forbidden: Vec<(Point, Forbidden)>,
    pub theme: &'a Theme,
    /// From the layout: where the lines and the points go.
    pub geometry: Geometry,
    /// Each stone shows the number of the move that placed it.
    pub numbers: bool,
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

/// How large a stone is drawn: one glyph, three cells across, or a disc over three rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Size {
    Glyph,
    Wide,
    Disc,
}

impl Size {
    /// Columns the stone reaches left and right of its middle.
    fn reach(self) -> u16 {
        match self {
            Size::Glyph => 0,
            Size::Wide => 1,
            Size::Disc => 2,
        }
    }
}

impl BoardWidget<'_> {
    fn is_forbidden(&self, p: Point) -> bool {
        self.forbidden.iter().any(|&(q, _)| q == p)
    }

    /// The size stones are drawn at: as large as the room between points allows, where the
    /// theme has the colours (and the glyphs) for it.
    fn stone_size(&self) -> Size {
        let (px, py) = self.geometry.pitch();
        match (self.theme.big_stones, px, py) {
            (false, ..) => Size::Glyph,
            (true, 6.., 3..) => Size::Disc,
            (true, 4.., _) => Size::Wide,
            _ => Size::Glyph,
        }
    }

    /// The mark on a stone: the foul, the winning line or the last move, if any.
    fn mark(&self, p: Point, winning: &[Point]) -> Option<Style> {
        let t = self.theme;
        if self.game.forbidden_loss().is_some_and(|(q, _)| q == p) {
            Some(t.foul)
        } else if winning.contains(&p) {
            Some(t.winning)
        } else if self.game.last_move() == Some(p) {
            Some(t.last_move)
        } else {
            None
        }
    }

    /// An empty point's glyph and style.
    fn empty(&self, p: Point, stars: &[Point]) -> (&'static str, Style) {
        let t = self.theme;
        let g = &t.glyphs;
        let board = self.game.board();
        let rank = self.candidates.iter().position(|&c| c == p);
        match self.geometry.drawing {
            _ if let Some(r) = rank.filter(|&r| r < RANKS.len()) => (RANKS[r], t.hint),
            _ if self.hint == Some(p) => (g.hint, t.hint),
            _ if self.is_forbidden(p) => (g.forbidden, t.forbidden),
            Drawing::Grid if stars.contains(&p) => (g.star, t.star),
            Drawing::Grid => (g.point(p.row, p.col, board.rows(), board.cols()), t.grid),
            // A cell is empty inside.
            Drawing::Cells => (" ", t.board),
        }
    }

    /// A stone's move number over it: two columns at the smallest scale (the last two digits
    /// past 99), up to three where the point has room.
    fn number(&self, buf: &mut Buffer, (x, y): (u16, u16), number: usize, style: Style) {
        let wide = self.geometry.pitch().0 >= 4;
        let text = match (wide, number) {
            (false, 100..) => format!("{:02}", number % 100),
            _ => number.to_string(),
        };
        let start = if text.len() == 3 { x - 1 } else { x };
        buf.set_string(start, y, &text, style);
    }

    /// A stone grown over several cells: its body in the stone's colour, rounded with half
    /// blocks; in its middle its number, or a dot in its mark's colour.
    fn big_stone(&self, buf: &mut Buffer, (x, y): (u16, u16), stone: Stone, size: Size) {
        let t = self.theme;
        let body = t.body(stone);
        let colour = body.bg.unwrap_or_default();
        let under = buf.cell((x, y)).map_or(t.board, |cell| cell.style());
        let edge = Style::new().fg(colour).bg(under.bg.unwrap_or_default());
        let reach = size.reach();
        for dx in 0..=2 * reach {
            put(buf, x - reach + dx, y, " ", body);
        }
        match size {
            Size::Wide if !self.numbers => {
                put(buf, x - 1, y, "▐", edge);
                put(buf, x + 1, y, "▌", edge);
            }
            Size::Disc => {
                // Rounded above and below, inside the lines: the coordinates stay clear.
                let (_, top) = self.geometry.lines_origin();
                let board = self.game.board();
                let (bottom_row, _) = self.geometry.drawing.lines(board.rows(), board.cols());
                let bottom = top + (bottom_row as u16 - 1) * self.geometry.pitch().1;
                for dx in 0..3 {
                    if y > top {
                        put(buf, x - 1 + dx, y - 1, "▄", edge);
                    }
                    if y < bottom {
                        put(buf, x - 1 + dx, y + 1, "▀", edge);
                    }
                }
            }
            _ => {}
        }
    }

    /// What marks a big stone: the mark's colour as a dot in its middle.
    fn big_mark(&self, buf: &mut Buffer, (x, y): (u16, u16), stone: Stone, mark: Style) {
        let dot = self.theme.body(stone).fg(mark.bg.unwrap_or_default());
        put(buf, x, y, "●", dot);
    }

    fn labels(&self, area: Rect, buf: &mut Buffer) {
        let (rows, cols) = (self.game.board().rows(), self.game.board().cols());
        let style = self.theme.label;
        let bottom = area.bottom() - 1;
        let g = self.geometry;
        for col in 0..cols {
            let (x, _) = g.cell_of(Point::new(0, col));
            let letter = ((b'A' + col as u8) as char).to_string();
            buf.set_string(x, area.y, &letter, style);
            buf.set_string(x, bottom, &letter, style);
        }
        let right = area.right() - 2;
        for row in 0..rows {
            let (_, y) = g.cell_of(Point::new(row, 0));
            let number = rows - row;
            buf.set_string(area.x, y, format!("{number:>2}"), style);
            buf.set_string(right, y, format!("{number:<2}"), style);
        }
    }

    /// Where the cursor shows by more than its own cell: brackets where colour cannot mark it,
    /// else the cells either side of what is on the point, on a board drawn large.
    fn cursor_sides(&self, buf: &mut Buffer, reach: u16) {
        let Some(p) = self.cursor else {
            return;
        };
        let t = self.theme;
        let (x, y) = self.geometry.cell_of(p);
        let (left, right) = (x - reach - 1, x + reach + 1);
        // Never over the coordinates: at most the blank column between them and the lines.
        let board = self.game.board();
        let (_, down) = self.geometry.drawing.lines(board.rows(), board.cols());
        let (gx, _) = self.geometry.lines_origin();
        let last = gx + (down as u16 - 1) * self.geometry.pitch().0;
        let inside = |x: u16| x + 1 >= gx && x <= last + 1;
        let sides = [left, right].into_iter().filter(|&x| inside(x));
        match t.glyphs.cursor_marks {
            Some((open, close)) => {
                let style = t.board.patch(t.cursor);
                for (x, mark) in [(left, open), (right, close)] {
                    if inside(x) {
                        put(buf, x, y, mark, style);
                    }
                }
            }
            None if self.geometry.pitch().0 > 2 => {
                for x in sides {
                    if let Some(cell) = buf.cell_mut((x, y)) {
                        cell.set_style(t.cursor_side);
                    }
                }
            }
            None => {}
        }
    }

    /// The bare board in one pass over its cells, each written once (at the largest scale that
    /// is tens of thousands): the background, the lines across and the lines down. Points,
    /// stones and labels are drawn over it.
    fn lines(&self, area: Rect, buf: &mut Buffer) {
        let board = self.game.board();
        let (glyphs, theme) = (&self.theme.glyphs, self.theme);
        let g = self.geometry;
        let (across, down) = g.drawing.lines(board.rows(), board.cols());
        let (px, py) = g.pitch();
        let (gx, gy) = g.lines_origin();
        let (last_x, last_y) = (gx + (down as u16 - 1) * px, gy + (across as u16 - 1) * py);
        let width = buf.area.width as usize;
        for y in area.top()..area.bottom() {
            let start = (y - buf.area.y) as usize * width;
            let in_rows = (gy..=last_y).contains(&y);
            let line_row = y.saturating_sub(gy) / py;
            let on_row = in_rows && (y - gy) % py == 0;
            let line = glyphs.line(line_row as usize, across);
            for x in area.left()..area.right() {
                let in_grid = in_rows && (gx..=last_x).contains(&x);
                let on_col = in_grid && (x - gx) % px == 0;
                let cell = &mut buf.content[start + (x - buf.area.x) as usize];
                let col = ((x.saturating_sub(gx)) / px) as usize;
                match (in_grid, on_row, on_col) {
                    // Crossings of cell borders; on the grid the points are drawn over them.
                    (true, true, true) => cell
                        .set_symbol(glyphs.point(line_row as usize, col, across, down))
                        .set_style(theme.grid),
                    (true, true, false) => cell.set_symbol(line).set_style(theme.grid),
                    (true, false, true) => {
                        let rule = glyphs.rule(col, down);
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
    /// made large enough for it.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let board = self.game.board();
        let (rows, cols) = (board.rows(), board.cols());
        let g = self.geometry;
        let (need_w, need_h) = drawn_size(g.drawing, rows, cols, g.scale.max(1));
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
        let size = self.stone_size();
        let t = self.theme;
        for row in 0..rows {
            for col in 0..cols {
                let p = Point::new(row, col);
                let at = g.cell_of(p);
                if board.get(p).is_none() {
                    let (glyph, style) = self.empty(p, &stars);
                    put(buf, at.0, at.1, glyph, style);
                }
            }
        }
        let mut cursor_reach = Some(0);
        for (i, &p) in self.game.history().iter().enumerate() {
            let Some(stone) = board.get(p) else {
                continue;
            };
            let at = g.cell_of(p);
            let mark = self.mark(p, winning);
            let here = self.cursor == Some(p);
            if size != Size::Glyph {
                self.big_stone(buf, at, stone, size);
            }
            // Marked, a stone keeps its own colour over the mark's: on a number, the digits.
            let mut style = t.stone(stone).patch(mark.unwrap_or_default());
            if here && size == Size::Glyph {
                style = style.patch(t.cursor);
            }
            let plain = mark.is_none() && !(here && size == Size::Glyph);
            match (self.numbers, size) {
                (true, _) if plain => self.number(buf, at, i + 1, t.body(stone)),
                (true, _) => self.number(buf, at, i + 1, style),
                (false, Size::Glyph) => put(buf, at.0, at.1, t.glyphs.stone(stone), style),
                (false, _) => {
                    if let Some(mark) = mark {
                        self.big_mark(buf, at, stone, mark);
                    }
                }
            }
            if here {
                // Beside a number on the smallest grid there is no room for more.
                let crowded = self.numbers && size == Size::Glyph && g.pitch().0 < 4;
                cursor_reach = (!crowded).then_some(size.reach());
            }
        }
        if let Some(p) = self.cursor.filter(|&p| board.get(p).is_none()) {
            let at = g.cell_of(p);
            if let Some(cell) = buf.cell_mut(at) {
                let style = cell.style().patch(t.cursor);
                cell.set_style(style);
            }
        }
        if let Some(reach) = cursor_reach {
            self.cursor_sides(buf, reach);
        }
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
