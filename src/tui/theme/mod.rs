//! The look of the screen: one `Theme` value holding every style and the glyphs the board and the
//! boxes are drawn with, built from one of the named themes in the form the terminal can show
//! (16 colours, 256, RGB, none). No colour is chosen anywhere else.
//!
//! What every theme promises, checked on the drawn screen by the tests: each stone, mark and
//! cursor state reads at 3:1 or better (WCAG 2 contrast) against what is under it, and text at
//! 4.5:1, on xterm's palette.

pub mod contrast;
mod glyphs;
mod palettes;
mod terminal_env;

use ratatui::style::{Color, Style};
use ratatui::text::Span;
use ratatui::widgets::Block;

use crate::model::Stone;
use crate::settings::ThemeName;

pub use glyphs::Glyphs;
use glyphs::{ASCII, BOX, PRINTED};
pub use terminal_env::{Depth, TerminalEnv};

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
    /// A stone drawn as a filled cell, its colour the background: the body of a stone drawn
    /// several cells wide, and under its move number (in the foreground colour).
    pub black_body: Style,
    pub white_body: Style,
    /// Whether stones grow into discs of several cells where each point has room.
    pub big_stones: bool,
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
    /// The theme `name` stands for on a 256-colour terminal; `no_color` as when `NO_COLOR` is
    /// set.
    pub fn new(name: ThemeName, no_color: bool) -> Theme {
        let env = TerminalEnv {
            no_color,
            ..TerminalEnv::default()
        };
        Theme::for_terminal(name, env)
    }

    /// The theme `name` stands for, in the form this terminal shows: its 16-colour form where
    /// only the standard colours are known, the exact RGB where any is, no colour where none
    /// is (or `auto` under `NO_COLOR`), and ASCII glyphs on the Linux console.
    pub fn for_terminal(name: ThemeName, env: TerminalEnv) -> Theme {
        let colourless = env.depth == Depth::None;
        let basic = env.depth == Depth::Basic;
        let mut theme = match name.resolve(env.no_color) {
            ThemeName::Ascii if colourless || env.no_color => Theme {
                name: ThemeName::Ascii,
                glyphs: Glyphs {
                    cursor_marks: Some(("[", "]")),
                    ..ASCII
                },
                ..palettes::mono()
            },
            ThemeName::Ascii => palettes::ascii(),
            _ if colourless => palettes::mono(),
            ThemeName::Wood | ThemeName::Auto if basic => palettes::wood_16(),
            ThemeName::Wood | ThemeName::Auto => palettes::wood(),
            ThemeName::Dark if basic => palettes::dark_16(),
            ThemeName::Dark => palettes::dark(),
            ThemeName::Light if basic => palettes::light_16(),
            ThemeName::Light => palettes::light(),
            ThemeName::Mono => palettes::mono(),
        };
        if env.depth == Depth::True {
            theme = theme.map_colours(exact);
        }
        if env.console && !theme.glyphs.ascii {
            let cursor_marks = theme.glyphs.cursor_marks.map(|_| ("[", "]"));
            theme.glyphs = Glyphs {
                cursor_marks,
                ..ASCII
            };
            theme.big_stones = false;
        }
        theme
    }

    /// Text outside the board: the terminal's own colours, so it reads on any background.
    fn plain(name: ThemeName, glyphs: Glyphs) -> Theme {
        use ratatui::style::Modifier;
        let bold = Style::new().add_modifier(Modifier::BOLD);
        Theme {
            name,
            glyphs,
            board: Style::new(),
            grid: Style::new(),
            star: bold,
            label: Style::new(),
            black: bold,
            white: bold,
            black_body: Style::new().add_modifier(Modifier::REVERSED),
            white_body: Style::new(),
            big_stones: false,
            last_move: Style::new(),
            winning: Style::new(),
            foul: Style::new(),
            cursor: Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            cursor_side: Style::new(),
            forbidden: bold,
            hint: bold,
            title: bold,
            selected: Style::new().add_modifier(Modifier::REVERSED),
            error: bold,
            dim: Style::new(),
            message: bold,
        }
    }

    /// Every style with each colour passed through `f`.
    fn map_colours(mut self, f: impl Fn(Color) -> Color) -> Theme {
        let map = |style: &mut Style| {
            style.fg = style.fg.map(&f);
            style.bg = style.bg.map(&f);
        };
        for style in [
            &mut self.board,
            &mut self.grid,
            &mut self.star,
            &mut self.label,
            &mut self.black,
            &mut self.white,
            &mut self.black_body,
            &mut self.white_body,
            &mut self.last_move,
            &mut self.winning,
            &mut self.foul,
            &mut self.cursor,
            &mut self.cursor_side,
            &mut self.forbidden,
            &mut self.hint,
            &mut self.title,
            &mut self.selected,
            &mut self.error,
            &mut self.dim,
            &mut self.message,
        ] {
            map(style);
        }
        self
    }

    pub fn stone(&self, stone: Stone) -> Style {
        match stone {
            Stone::Black => self.black,
            Stone::White => self.white,
        }
    }

    /// A stone as a filled cell: see `black_body`.
    pub fn body(&self, stone: Stone) -> Style {
        match stone {
            Stone::Black => self.black_body,
            Stone::White => self.white_body,
        }
    }

    /// A bordered box with a title, drawn with these glyphs.
    pub fn block(&self, title: String) -> Block<'static> {
        Block::bordered()
            .border_set(self.glyphs.border)
            .title(Span::styled(format!(" {title} "), self.title))
    }
}

/// The palette colours 16–255 as the RGB they stand for, sent as such where the terminal takes
/// any RGB: a terminal whose palette differs from xterm's still shows the tested colours. The
/// 16 standard colours stay the terminal's own.
fn exact(color: Color) -> Color {
    match color {
        Color::Indexed(i @ 16..) => {
            let (r, g, b) = contrast::indexed_rgb(i);
            Color::Rgb(r, g, b)
        }
        other => other,
    }
}

#[cfg(test)]
mod tests;
