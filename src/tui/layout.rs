//! Where things go on the screen. Shared by the view that draws and by the app that maps a
//! mouse click to an intersection, so the two always agree.

use ratatui::layout::{Constraint, Rect};

use crate::model::Point;

/// Columns left of the grid: a row number of up to two digits and a space.
const LEFT_LABELS: u16 = 3;
/// Columns right of the grid for the row number.
const RIGHT_LABELS: u16 = 2;
/// Lines under the board for the status and the message line.
pub const STATUS_LINES: u16 = 2;
/// Width of the side panel (move list, score, evaluation).
pub const PANEL_WIDTH: u16 = 32;
/// The side panel is at least this tall when the screen allows, even beside a small board.
const PANEL_MIN_HEIGHT: u16 = 16;

/// The board with its coordinate labels: two columns per intersection, letters above and
/// below, numbers left and right.
pub fn board_size(rows: usize, cols: usize) -> (u16, u16) {
    (
        LEFT_LABELS + 2 * cols as u16 + RIGHT_LABELS,
        rows as u16 + 2,
    )
}

/// The smallest terminal the board and status line fit in.
pub fn min_size(rows: usize, cols: usize) -> (u16, u16) {
    let (w, h) = board_size(rows, cols);
    (w, h + STATUS_LINES)
}

/// The regions of one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub board: Rect,
    pub panel: Option<Rect>,
    pub status: Rect,
}

impl Screen {
    /// `None` when the terminal is too small for the board.
    pub fn new(area: Rect, rows: usize, cols: usize) -> Option<Screen> {
        let (min_w, min_h) = min_size(rows, cols);
        if area.width < min_w || area.height < min_h {
            return None;
        }
        let (board_w, board_h) = board_size(rows, cols);
        let main_h = area.height - STATUS_LINES;
        let with_panel = area.width >= board_w + 2 + PANEL_WIDTH;
        let block_w = if with_panel {
            board_w + 2 + PANEL_WIDTH
        } else {
            board_w
        };
        let x = area.x + (area.width - block_w) / 2;
        let y = area.y + (main_h - board_h) / 2;
        let board = Rect::new(x, y, board_w, board_h);
        let panel_h = board_h.max(PANEL_MIN_HEIGHT.min(main_h));
        let panel_y = area.y + (main_h - panel_h) / 2;
        let panel = with_panel.then(|| Rect::new(x + board_w + 2, panel_y, PANEL_WIDTH, panel_h));
        let status = Rect::new(area.x, area.y + main_h, area.width, STATUS_LINES);
        Some(Screen {
            board,
            panel,
            status,
        })
    }

    /// The terminal cell of an intersection's stone.
    pub fn cell_of(&self, p: Point) -> (u16, u16) {
        cell_in(self.board, p)
    }

    /// The intersection at a terminal cell; the line right of a point belongs to it.
    pub fn point_at(&self, x: u16, y: u16, rows: usize, cols: usize) -> Option<Point> {
        let gx = x.checked_sub(self.board.x + LEFT_LABELS)?;
        let gy = y.checked_sub(self.board.y + 1)?;
        let (row, col) = (gy as usize, gx as usize / 2);
        (row < rows && col < cols).then_some(Point::new(row, col))
    }
}

/// The terminal cell of an intersection's stone on a board drawn in `board`.
pub fn cell_in(board: Rect, p: Point) -> (u16, u16) {
    (
        board.x + LEFT_LABELS + 2 * p.col as u16,
        board.y + 1 + p.row as u16,
    )
}

/// A box of at most `width` x `height` in the middle of `area`, for overlays.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    area.centered(Constraint::Length(width), Constraint::Length(height))
}
