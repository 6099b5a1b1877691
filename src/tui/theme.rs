//! The look of the screen: one `Theme` value holding every style, and the glyph sets the board
//! and the boxes are drawn with.

use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::Span;
use ratatui::widgets::Block;

use crate::model::Stone;

/// The characters the board is drawn with.
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
    pub black: &'static str,
    pub white: &'static str,
    /// A point black may not play under Renju.
    pub forbidden: &'static str,
    pub spinner: &'static [&'static str],
    /// Borders of the panels and overlays.
    pub border: border::Set<'static>,
    /// Around a value that ←/→ change.
    pub choice: (&'static str, &'static str),
}

pub const BOX: Glyphs = Glyphs {
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
    black: "●",
    white: "○",
    forbidden: "×",
    spinner: &["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
    border: border::PLAIN,
    choice: ("‹", "›"),
};

/// For terminals that draw the box characters two columns wide.
pub const ASCII: Glyphs = Glyphs {
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
    black: "X",
    white: "O",
    forbidden: "x",
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
};

impl Glyphs {
    pub fn new(ascii: bool) -> Glyphs {
        if ascii { ASCII } else { BOX }
    }

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
        if row == 0 || row + 1 == rows {
            self.edge_line
        } else {
            self.inner_line
        }
    }
}

/// Every style of the screen, with the glyphs it is drawn with: the one value widgets read, so
/// no colour is chosen anywhere else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub glyphs: Glyphs,
    /// Empty intersections and the lines between them.
    pub grid: Style,
    /// Column letters and row numbers.
    pub label: Style,
    pub black: Style,
    pub white: Style,
    /// The stone played last.
    pub last_move: Style,
    /// The stones of the winning line.
    pub winning: Style,
    /// Laid over whatever is under the cursor.
    pub cursor: Style,
    /// Black's forbidden points, and the stone black lost by.
    pub forbidden: Style,
    /// The point the hint suggests.
    pub hint: Style,
    pub title: Style,
    /// The chosen line of a list.
    pub selected: Style,
    pub error: Style,
    /// Key hints and other quiet text.
    pub dim: Style,
    /// A message to the player in the status line.
    pub message: Style,
}

impl Theme {
    /// Colours stay within the 16 basic ones and the cursor is drawn reversed, so it shows on
    /// dark and light terminals alike.
    pub fn new(ascii: bool) -> Theme {
        let stone = Style::new().add_modifier(Modifier::BOLD);
        Theme {
            glyphs: Glyphs::new(ascii),
            grid: Style::new(),
            label: Style::new().fg(Color::DarkGray),
            black: stone,
            white: stone,
            last_move: Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            winning: Style::new()
                .fg(Color::Black)
                .bg(Color::Green)
                .add_modifier(Modifier::BOLD),
            // Reversed video shows on any background in any palette.
            cursor: Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            forbidden: Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            hint: Style::new()
                .fg(Color::Black)
                .bg(Color::Cyan)
                .add_modifier(Modifier::BOLD),
            title: Style::new().add_modifier(Modifier::BOLD),
            selected: Style::new().add_modifier(Modifier::REVERSED),
            error: Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            dim: Style::new().fg(Color::DarkGray),
            message: Style::new().add_modifier(Modifier::BOLD),
        }
    }

    pub fn stone(&self, stone: Stone) -> Style {
        match stone {
            Stone::Black => self.black,
            Stone::White => self.white,
        }
    }

    /// A bordered box with a title, drawn with these glyphs.
    pub fn block(&self, title: String) -> Block<'static> {
        Block::bordered()
            .border_set(self.glyphs.border)
            .title(Span::styled(format!(" {title} "), self.title))
    }
}
