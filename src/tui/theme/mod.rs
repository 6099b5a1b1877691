//! The look of the screen: one `Theme` value holding every style and the glyphs the board and the
//! boxes are drawn with, built from one of the named themes. No colour is chosen anywhere else.

use std::sync::LazyLock;

use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::Span;
use ratatui::widgets::Block;

use crate::model::Stone;
use crate::settings::ThemeName;

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

const BOX: Glyphs = Glyphs {
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
const ASCII: Glyphs = Glyphs {
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
const PRINTED: Glyphs = Glyphs {
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

/// Every style of the screen, with the glyphs it is drawn with: the one value widgets read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub name: ThemeName,
    pub glyphs: Glyphs,
    /// The board's rectangle, labels included: its background, if it has one.
    pub board: Style,
    /// Empty intersections and the lines between them.
    pub grid: Style,
    pub star: Style,
    /// Column letters and row numbers.
    pub label: Style,
    pub black: Style,
    pub white: Style,
    /// Laid over the stone played last.
    pub last_move: Style,
    /// Laid over the stones of the winning line.
    pub winning: Style,
    /// Laid over the stone black lost by, playing a forbidden point.
    pub foul: Style,
    /// Laid over whatever is under the cursor.
    pub cursor: Style,
    /// Laid over the cells left and right of the cursor on a board drawn large.
    pub cursor_side: Style,
    /// Black's forbidden points.
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

/// A colour of the 256-colour palette, which nearly every terminal has; the 16 basic colours
/// are left to the terminal's own scheme and are unknown.
const fn ix(index: u8) -> Color {
    Color::Indexed(index)
}

const BOLD: Modifier = Modifier::BOLD;

/// Whether the environment asks for no colour (`NO_COLOR` set and not empty; no-color.org).
pub fn no_color_requested() -> bool {
    static NO_COLOR: LazyLock<bool> =
        LazyLock::new(|| std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()));
    *NO_COLOR
}

impl ThemeName {
    /// The theme drawn for this choice: `Auto` is wood, or mono when colour is unwanted; ASCII
    /// drops its colours too then. A colour theme chosen by name keeps its colours.
    pub fn resolve(self, no_color: bool) -> ThemeName {
        match self {
            ThemeName::Auto if no_color => ThemeName::Mono,
            ThemeName::Auto => ThemeName::Wood,
            other => other,
        }
    }
}

impl Theme {
    /// The theme for a player's choice in this environment.
    pub fn chosen(name: ThemeName) -> Theme {
        Theme::new(name, no_color_requested())
    }

    /// The theme `name` stands for; `no_color` as when `NO_COLOR` is set.
    pub fn new(name: ThemeName, no_color: bool) -> Theme {
        match name.resolve(no_color) {
            ThemeName::Wood | ThemeName::Auto => Theme::wood(),
            ThemeName::Dark => Theme::dark(),
            ThemeName::Light => Theme::light(),
            ThemeName::Mono => Theme::mono(),
            ThemeName::Ascii if no_color => Theme {
                name: ThemeName::Ascii,
                glyphs: Glyphs {
                    cursor_marks: Some(("[", "]")),
                    ..ASCII
                },
                ..Theme::mono()
            },
            ThemeName::Ascii => Theme::ascii(),
        }
    }

    /// Text outside the board: the terminal's own colours, so it reads on any background.
    fn plain(name: ThemeName, glyphs: Glyphs) -> Theme {
        let bold = Style::new().add_modifier(BOLD);
        Theme {
            name,
            glyphs,
            board: Style::new(),
            grid: Style::new(),
            star: bold,
            label: Style::new(),
            black: bold,
            white: bold,
            last_move: Style::new(),
            winning: Style::new(),
            foul: Style::new(),
            cursor: Style::new().add_modifier(Modifier::REVERSED | BOLD),
            cursor_side: Style::new(),
            forbidden: bold,
            hint: bold,
            title: bold,
            selected: Style::new().add_modifier(Modifier::REVERSED),
            error: Style::new().fg(Color::Red).add_modifier(BOLD),
            dim: Style::new().fg(Color::DarkGray),
            message: bold,
        }
    }

    /// A board-coloured rectangle with dark lines: black stones black and white stones white
    /// read right whatever the terminal's background.
    fn wood() -> Theme {
        let wood = Style::new().bg(ix(179));
        Theme {
            board: wood,
            grid: wood.fg(ix(236)),
            star: wood.fg(ix(16)).add_modifier(BOLD),
            label: wood.fg(ix(94)),
            black: wood.fg(ix(16)).add_modifier(BOLD),
            white: wood.fg(ix(231)).add_modifier(BOLD),
            last_move: Style::new().bg(ix(131)),
            winning: Style::new().bg(ix(71)),
            foul: Style::new().bg(ix(160)),
            cursor: Style::new().bg(ix(33)).add_modifier(BOLD),
            cursor_side: Style::new().bg(ix(33)),
            forbidden: wood.fg(ix(124)).add_modifier(BOLD),
            hint: wood.fg(ix(19)).add_modifier(BOLD),
            ..Theme::plain(ThemeName::Wood, BOX)
        }
    }

    /// For a dark terminal: light lines in grey, the black stones a dark grey disc and the
    /// white ones bright.
    fn dark() -> Theme {
        Theme {
            grid: Style::new().fg(ix(240)),
            star: Style::new().fg(ix(248)).add_modifier(BOLD),
            label: Style::new().fg(ix(245)),
            black: Style::new().fg(ix(243)).add_modifier(BOLD),
            white: Style::new().fg(ix(231)).add_modifier(BOLD),
            last_move: Style::new().bg(ix(88)),
            winning: Style::new().bg(ix(28)),
            foul: Style::new().bg(ix(124)),
            cursor: Style::new().bg(ix(25)).add_modifier(BOLD),
            cursor_side: Style::new().bg(ix(25)),
            forbidden: Style::new().fg(ix(203)).add_modifier(BOLD),
            hint: Style::new().fg(ix(81)).add_modifier(BOLD),
            ..Theme::plain(ThemeName::Dark, BOX)
        }
    }

    /// For a light terminal: dark ink as in a printed diagram, white stones as rings.
    fn light() -> Theme {
        Theme {
            grid: Style::new().fg(ix(247)),
            star: Style::new().fg(ix(238)).add_modifier(BOLD),
            label: Style::new().fg(ix(242)),
            black: Style::new().fg(ix(16)).add_modifier(BOLD),
            white: Style::new().fg(ix(235)).add_modifier(BOLD),
            last_move: Style::new().bg(ix(217)),
            winning: Style::new().bg(ix(150)),
            foul: Style::new().bg(ix(210)),
            cursor: Style::new().bg(ix(117)).add_modifier(BOLD),
            cursor_side: Style::new().bg(ix(117)),
            forbidden: Style::new().fg(ix(160)).add_modifier(BOLD),
            hint: Style::new().fg(ix(26)).add_modifier(BOLD),
            ..Theme::plain(ThemeName::Light, PRINTED)
        }
    }

    /// No colour at all: the marks differ by shape, weight, underline and reverse video.
    fn mono() -> Theme {
        Theme {
            glyphs: Glyphs {
                cursor_marks: Some(("[", "]")),
                ..PRINTED
            },
            label: Style::new().add_modifier(Modifier::DIM),
            white: Style::new(),
            last_move: Style::new().add_modifier(Modifier::UNDERLINED | BOLD),
            winning: Style::new().add_modifier(Modifier::REVERSED | BOLD),
            foul: Style::new().add_modifier(Modifier::REVERSED | BOLD),
            cursor: Style::new().add_modifier(Modifier::REVERSED | BOLD),
            error: Style::new().add_modifier(BOLD),
            dim: Style::new().add_modifier(Modifier::DIM),
            ..Theme::plain(ThemeName::Mono, PRINTED)
        }
    }

    /// ASCII glyphs with the 16 basic colours, which any colour terminal has.
    fn ascii() -> Theme {
        Theme {
            label: Style::new().fg(Color::DarkGray),
            last_move: Style::new().fg(Color::Red),
            winning: Style::new().fg(Color::Black).bg(Color::Green),
            foul: Style::new().fg(Color::Black).bg(Color::Red),
            forbidden: Style::new().fg(Color::Red).add_modifier(BOLD),
            hint: Style::new()
                .fg(Color::Black)
                .bg(Color::Cyan)
                .add_modifier(BOLD),
            ..Theme::plain(ThemeName::Ascii, ASCII)
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

#[cfg(test)]
mod tests;
