//! The characters the board and the boxes are drawn with: box drawing, printed diagrams (white
//! stones as rings) and plain ASCII for terminals that draw the others wide or not at all.

use ratatui::symbols::border;

use crate::model::Stone;

/// The characters the board, the boxes and the status lines are drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyphs {
    /// Whether every glyph is plain ASCII.
    pub ascii: bool,
    pub top_left: &'static str,
    pub top: &'static str,
    pub top_right: &'static str,
    pub left: &'static str,
    pub inner: &'static str,
    pub right: &'static str,
    pub bottom_left: &'static str,
    pub bottom: &'static str,
    pub bottom_right: &'static str,
    /// The line between two intersections on the top and bottom edges, and inside.
    pub edge_line: &'static str,
    pub inner_line: &'static str,
    /// The line between two rows on the left and right edges, and inside (scaled boards).
    pub edge_rule: &'static str,
    pub inner_rule: &'static str,
    /// The traditional marked points (hoshi).
    pub star: &'static str,
    pub black: &'static str,
    pub white: &'static str,
    /// A point black may not play under Renju.
    pub forbidden: &'static str,
    /// The empty point a hint suggests.
    pub hint: &'static str,
    /// Drawn left and right of the cursor's intersection where colour cannot show it.
    pub cursor_marks: Option<(&'static str, &'static str)>,
    pub spinner: &'static [&'static str],
    /// Borders of the panels and overlays.
    pub border: border::Set<'static>,
    /// Around a value that the arrows change.
    pub choice: (&'static str, &'static str),
    /// Between the parts of a status line.
    pub separator: &'static str,
    /// Between a result or a message and what to do next.
    pub dash: &'static str,
    /// Where text had to be cut.
    pub ellipsis: &'static str,
}

pub(super) const BOX: Glyphs = Glyphs {
    ascii: false,
    top_left: "┏",
    top: "┯",
    top_right: "┓",
    left: "┠",
    inner: "┼",
    right: "┨",
    bottom_left: "┗",
    bottom: "┷",
    bottom_right: "┛",
    edge_line: "━",
    inner_line: "─",
    edge_rule: "┃",
    inner_rule: "│",
    star: "╋",
    black: "●",
    white: "●",
    forbidden: "×",
    hint: "◌",
    cursor_marks: None,
    spinner: &["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
    border: border::PLAIN,
    choice: ("‹", "›"),
    separator: " · ",
    dash: " — ",
    ellipsis: "…",
};

/// For terminals that draw the box characters two columns wide, or that have no font for them.
pub(super) const ASCII: Glyphs = Glyphs {
    ascii: true,
    top_left: "+",
    top: "+",
    top_right: "+",
    left: "+",
    inner: "+",
    right: "+",
    bottom_left: "+",
    bottom: "+",
    bottom_right: "+",
    edge_line: "-",
    inner_line: "-",
    edge_rule: "|",
    inner_rule: "|",
    star: "*",
    black: "X",
    white: "O",
    forbidden: "x",
    hint: "?",
    cursor_marks: None,
    spinner: &["|", "/", "-", "\\"],
    border: border::Set {
        top_left: "+",
        top_right: "+",
        bottom_left: "+",
        bottom_right: "+",
        vertical_left: "|",
        vertical_right: "|",
        horizontal_top: "-",
        horizontal_bottom: "-",
    },
    choice: ("<", ">"),
    separator: " | ",
    dash: " - ",
    ellipsis: "...",
};

/// Where stones cannot differ by colour they differ by shape, as in printed diagrams.
pub(super) const PRINTED: Glyphs = Glyphs {
    white: "○", ..BOX
};

impl Glyphs {
    pub fn stone(&self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.black,
            Stone::White => self.white,
        }
    }

    /// The intersection glyph at (row, col) of an empty board.
    pub fn point(&self, row: usize, col: usize, rows: usize, cols: usize) -> &'static str {
        let (top, bottom) = (row == 0, row + 1 == rows);
        let (left, right) = (col == 0, col + 1 == cols);
        match (top, bottom, left, right) {
            (true, _, true, _) => self.top_left,
            (true, _, _, true) => self.top_right,
            (true, _, _, _) => self.top,
            (_, true, true, _) => self.bottom_left,
            (_, true, _, true) => self.bottom_right,
            (_, true, _, _) => self.bottom,
            (_, _, true, _) => self.left,
            (_, _, _, true) => self.right,
            _ => self.inner,
        }
    }

    /// The line drawn right of an intersection towards the next one.
    pub fn line(&self, row: usize, rows: usize) -> &'static str {
        match row == 0 || row + 1 == rows {
            true => self.edge_line,
            false => self.inner_line,
        }
    }

    /// The line drawn below an intersection towards the next row.
    pub fn rule(&self, col: usize, cols: usize) -> &'static str {
        match col == 0 || col + 1 == cols {
            true => self.edge_rule,
            false => self.inner_rule,
        }
    }

    /// Between the parts of the key-hint line.
    pub fn separator(ascii: bool) -> &'static str {
        match ascii {
            true => ASCII.separator,
            false => BOX.separator,
        }
    }
}
