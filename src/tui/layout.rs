//! Where things go on the screen. Shared by the view that draws and by the app that maps a
//! mouse click to an intersection, so the two always agree.
//!
//! The board is drawn at the largest scale that fits beside the side panel: at scale `s` an
//! intersection takes `2s` columns and `s` rows (a terminal cell is about twice as tall as it is
//! wide, so the board stays square), or drawn as cells, each square `4s` columns and `2s` rows
//! with the stone inside; the status lines go right under the board, and the panel takes the
//! width left over, up to what its text needs.

use ratatui::layout::{Constraint, Rect};

use crate::model::{Point, Rules};
use crate::settings::BoardStyle;

/// Columns left of the grid: a row number of up to two digits and a space.
const LEFT_LABELS: u16 = 3;
/// Columns right of the grid: a space and the row number.
const RIGHT_LABELS: u16 = 3;
/// Rows under the board for the status line and the message line, each of which may take a
/// second row when there is room, so that a long message wraps instead of being cut.
pub const STATUS_LINES: u16 = 2;
const STATUS_MAX: u16 = 4;
/// The side panel's width: the least worth showing, and the most its text can use.
pub const PANEL_MIN: u16 = 22;
pub const PANEL_MAX: u16 = 42;
/// Columns between the board and the panel.
const GAP: u16 = 1;
/// The side panel is at least this tall when the screen allows, even beside a small board.
const PANEL_MIN_HEIGHT: u16 = 12;
/// Beyond this a stone, one character, is lost in its square.
pub const MAX_SCALE: u16 = 8;

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// The grid of intersections, the stones on the crossings: go and gomoku.
    Grid,
    /// Squares with the stones inside, as tic-tac-toe is drawn.
    Cells,
}

impl Drawing {
    /// Columns and rows from one point to the next at `scale`.
    pub fn pitch(self, scale: u16) -> (u16, u16) {
        match self {
            Drawing::Grid => (2 * scale, scale),
            Drawing::Cells => (4 * scale, 2 * scale),
        }
    }

    /// The lines drawn across and down: one through each point, or one either side of each
    /// cell.
    pub fn lines(self, rows: usize, cols: usize) -> (usize, usize) {
        match self {
            Drawing::Grid => (rows, cols),
            Drawing::Cells => (rows + 1, cols + 1),
        }
    }
}

impl Drawing {
    /// How a board of these rules is drawn in this style.
    pub fn chosen(style: BoardStyle, rules: &Rules) -> Drawing {
        match style.cells(rules.rows(), rules.cols(), rules.win_length()) {
            true => Drawing::Cells,
            false => Drawing::Grid,
        }
    }
}

/// The board with its coordinate labels at `scale`: letters above and below, numbers left and
/// right.
pub fn board_size(rows: usize, cols: usize, scale: u16) -> (u16, u16) {
    drawn_size(Drawing::Grid, rows, cols, scale)
}

/// The board drawn as `drawing` at `scale`, with its labels.
pub fn drawn_size(drawing: Drawing, rows: usize, cols: usize, scale: u16) -> (u16, u16) {
    let (lines_down, lines_across) = drawing.lines(rows, cols);
    let (px, py) = drawing.pitch(scale);
    (
        LEFT_LABELS + (lines_across as u16 - 1) * px + 1 + RIGHT_LABELS,
        (lines_down as u16 - 1) * py + 1 + 2,
    )
}

/// The smallest terminal the board and status line fit in.
pub fn min_size(rows: usize, cols: usize) -> (u16, u16) {
    let (w, h) = board_size(rows, cols, 1);
    (w, h + STATUS_LINES)
}

/// The regions of one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub board: Rect,
    /// Columns per intersection are twice this, rows per intersection this (cells twice that).
    pub scale: u16,
    pub drawing: Drawing,
    pub panel: Option<Rect>,
    pub status: Rect,
}

impl Screen {
    /// The board drawn as the grid; `None` when the terminal is too small for it.
    pub fn new(area: Rect, rows: usize, cols: usize) -> Option<Screen> {
        Screen::laid_out(area, rows, cols, Drawing::Grid)
    }

    /// The board drawn as `wanted` where it fits beside the panel, else as the grid, which
    /// fits wherever the board can be shown; `None` when the terminal is too small for it.
    pub fn drawn(area: Rect, rows: usize, cols: usize, wanted: Drawing) -> Option<Screen> {
        let cells = (wanted == Drawing::Cells)
            .then(|| Screen::laid_out(area, rows, cols, Drawing::Cells))
            .flatten()
            .filter(|screen| screen.panel.is_some());
        cells.or_else(|| Screen::laid_out(area, rows, cols, Drawing::Grid))
    }

    fn laid_out(area: Rect, rows: usize, cols: usize, drawing: Drawing) -> Option<Screen> {
        let (min_w, min_h) = drawn_size(drawing, rows, cols, 1);
        if area.width < min_w || area.height < min_h + STATUS_LINES {
            return None;
        }
        let fits = |scale: u16| {
            let (w, h) = drawn_size(drawing, rows, cols, scale);
            w + GAP + PANEL_MIN <= area.width && h + STATUS_LINES <= area.height
        };
        // A panel beside a smaller board is worth more than a larger board alone.
        let scale = (1..=MAX_SCALE).rev().find(|&s| fits(s));
        let with_panel = scale.is_some();
        let scale = scale.unwrap_or(1);
        let (board_w, board_h) = drawn_size(drawing, rows, cols, scale);
        // Up to what its text can use, keeping a little margin at the window's edges.
        let panel_w = match with_panel {
            true => (area.width - board_w - GAP)
                .saturating_sub(4)
                .clamp(PANEL_MIN, PANEL_MAX),
            false => 0,
        };
        let panel_h = match with_panel {
            true => board_h.max(PANEL_MIN_HEIGHT.min(area.height - STATUS_LINES)),
            false => 0,
        };
        let main_h = board_h.max(panel_h);
        // Centred with the two status lines a message usually takes; rows to spare below are
        // for a message that wraps.
        let y = area.y + (area.height - main_h - STATUS_LINES) / 2;
        let status_h = (area.bottom() - y - main_h).min(STATUS_MAX);
        let x = match with_panel {
            true => area.x + (area.width - board_w - GAP - panel_w) / 2,
            // No room to spare: board and status lines start at the left edge, together.
            false => area.x,
        };
        // The status lines start with the board and may use the width to the window's edge.
        let status_w = area.right() - x;
        Some(Screen {
            board: Rect::new(x, y, board_w, board_h),
            scale,
            drawing,
            panel: with_panel.then(|| Rect::new(x + board_w + GAP, y, panel_w, panel_h)),
            status: Rect::new(x, y + main_h, status_w, status_h),
        })
    }

    /// Where the board's lines and points are.
    pub fn geometry(&self) -> Geometry {
        Geometry {
            board: self.board,
            scale: self.scale,
            drawing: self.drawing,
        }
    }

    /// The terminal cell of a point's stone.
    pub fn cell_of(&self, p: Point) -> (u16, u16) {
        self.geometry().cell_of(p)
    }

    /// The point a click on a terminal cell means: on the grid the nearest intersection (at the
    /// smallest scale the line right of a point belongs to it), in cells the cell it is in.
    pub fn point_at(&self, x: u16, y: u16, rows: usize, cols: usize) -> Option<Point> {
        self.geometry().point_at(x, y, rows, cols)
    }
}

/// Where a board drawn in `board` puts its lines and its points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub board: Rect,
    pub scale: u16,
    pub drawing: Drawing,
}

impl Geometry {
    /// Columns and rows from one point to the next.
    pub fn pitch(&self) -> (u16, u16) {
        self.drawing.pitch(self.scale.max(1))
    }

    /// The terminal cell where the first line across meets the first line down.
    pub fn lines_origin(&self) -> (u16, u16) {
        (self.board.x + LEFT_LABELS, self.board.y + 1)
    }

    /// The terminal cell of a point's stone: on a crossing, or in the middle of its cell.
    pub fn cell_of(&self, p: Point) -> (u16, u16) {
        let (x, y) = self.lines_origin();
        let (px, py) = self.pitch();
        let (dx, dy) = match self.drawing {
            Drawing::Grid => (0, 0),
            Drawing::Cells => (px / 2, py / 2),
        };
        (x + dx + px * p.col as u16, y + dy + py * p.row as u16)
    }

    /// See `Screen::point_at`.
    pub fn point_at(&self, x: u16, y: u16, rows: usize, cols: usize) -> Option<Point> {
        let (ox, oy) = self.lines_origin();
        let (px, py) = self.pitch();
        let (dx, dy) = (x.checked_sub(ox)?, y.checked_sub(oy)?);
        let (col, row) = match self.drawing {
            Drawing::Grid => {
                let nearest = |offset: u16, step: u16| (offset + (step - 1) / 2) / step;
                (nearest(dx, px), nearest(dy, py))
            }
            // A click on a cell's right or lower edge still picks it.
            Drawing::Cells => ((dx.max(1) - 1) / px, (dy.max(1) - 1) / py),
        };
        let (row, col) = (row as usize, col as usize);
        (row < rows && col < cols).then_some(Point::new(row, col))
    }
}

/// A box of at most `width` x `height` in the middle of `area`, for overlays.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    area.centered(Constraint::Length(width), Constraint::Length(height))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screen(w: u16, h: u16, side: usize) -> Screen {
        Screen::new(Rect::new(0, 0, w, h), side, side).expect("fits")
    }

    #[test]
    fn the_board_grows_with_the_window_and_keeps_a_panel() {
        assert_eq!(screen(80, 24, 19).scale, 1);
        assert_eq!(screen(80, 24, 15).scale, 1);
        assert_eq!(screen(100, 40, 15).scale, 2);
        assert_eq!(screen(200, 60, 15).scale, 3);
        assert_eq!(screen(200, 60, 19).scale, 3);
        assert_eq!(screen(200, 60, 3).scale, MAX_SCALE);
        assert_eq!(screen(80, 24, 7).scale, 3);
        for (w, h, side) in [(80, 24, 19), (100, 40, 15), (200, 60, 3), (60, 24, 15)] {
            let s = screen(w, h, side);
            let panel = s.panel.expect("a panel");
            assert!(panel.width >= PANEL_MIN, "{w}x{h} {side}: {panel:?}");
            assert!(panel.x > s.board.right() - 1, "beside the board");
            assert!(panel.right() <= w && s.status.bottom() <= h);
        }
    }

    #[test]
    fn status_lines_sit_right_under_the_board_and_start_with_it() {
        for (w, h, side) in [(80, 24, 19), (100, 40, 15), (120, 40, 15), (200, 60, 7)] {
            let s = screen(w, h, side);
            let under = s.board.bottom().max(s.panel.map_or(0, |p| p.bottom()));
            assert_eq!(s.status.y, under, "{w}x{h} {side}");
            assert_eq!(s.status.x, s.board.x, "{w}x{h} {side}");
            assert!(s.status.height >= STATUS_LINES);
        }
    }

    #[test]
    fn without_room_for_a_panel_the_board_keeps_the_smallest_scale() {
        let s = screen(50, 24, 19);
        assert_eq!((s.scale, s.panel), (1, None));
        assert_eq!(s.status.width, 50);
        assert!(Screen::new(Rect::new(0, 0, 42, 23), 19, 19).is_none());
    }

    #[test]
    fn a_click_finds_the_nearest_intersection_at_every_scale() {
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            let s = screen(w, h, 9);
            for row in 0..9 {
                for col in 0..9 {
                    let p = Point::new(row, col);
                    let (x, y) = s.cell_of(p);
                    assert_eq!(s.point_at(x, y, 9, 9), Some(p), "{w}x{h}");
                    // The cell right of a point (a line) still picks it.
                    assert_eq!(s.point_at(x + 1, y, 9, 9), Some(p), "{w}x{h}");
                }
            }
            assert_eq!(s.point_at(s.board.x, s.board.y, 9, 9), None);
        }
    }
}
