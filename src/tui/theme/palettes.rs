//! The named themes' colours, each in the forms a terminal may need: the 256-colour palette
//! (sent as RGB where the terminal takes it) and the 16 standard colours.
//!
//! The rule behind the numbers: a stone or a mark reads at 3:1 or more against what is under
//! it, text at 4.5:1 (WCAG 2). Where black and white stones both lie on a colour (the board,
//! the marks, the cursor), that colour is a mid-tone: on the wood and dark boards and under the
//! marks and the cursor both stones read at 4.5:1 or more (29, 63, 131 and 196 on xterm's
//! palette), on the boards at 3:1 or more. What lies on the terminal's own background is
//! checked against what each theme assumes that to be: dark for `dark`, light for `light`,
//! either (black or white) for the others, whose text outside the board is left in the
//! terminal's own colours.
//!
//! The 16 standard colours are the terminal's to choose: their forms are checked against
//! xterm's defaults and use the pairs that hold on most schemes (black on a light colour; no
//! bold with the dark eight, which xterm brightens), and backgrounds from the first eight only,
//! which the Linux console has.

use ratatui::style::{Color, Modifier, Style};

use super::{BOX, PRINTED, Theme, glyphs::Glyphs};
use crate::settings::ThemeName;

/// A colour of the 256-colour palette, which nearly every terminal has.
const fn ix(index: u8) -> Color {
    Color::Indexed(index)
}

const BOLD: Modifier = Modifier::BOLD;

/// The marks of the colour themes: mid-tones on which black and white both read at 4.5:1.
const CURSOR: Color = ix(63);
const LAST_MOVE: Color = ix(131);
const WINNING: Color = ix(29);
const FOUL: Color = ix(196);

fn on(bg: Color) -> Style {
    Style::new().bg(bg)
}

/// A board with black and white stones on it: mid-tone marks, stones that grow, bodies of
/// black and white.
fn board_of_stones(theme: Theme) -> Theme {
    let theme = Theme {
        big_stones: true,
        last_move: on(LAST_MOVE),
        winning: on(WINNING),
        foul: on(FOUL),
        cursor: on(CURSOR).add_modifier(BOLD),
        cursor_side: on(CURSOR),
        ..theme
    };
    bodies(theme, ix(16), ix(231))
}

/// The stones' bodies for move numbers and big stones: black with white digits, white with
/// black.
fn bodies(theme: Theme, black: Color, white: Color) -> Theme {
    Theme {
        black_body: Style::new().fg(white).bg(black),
        white_body: Style::new().fg(black).bg(white),
        ..theme
    }
}

/// A tan board with dark lines: black stones black and white stones white, on any terminal
/// background.
pub fn wood() -> Theme {
    let wood = on(ix(137));
    let theme = Theme {
        board: wood,
        grid: wood.fg(ix(234)),
        star: wood.fg(ix(16)).add_modifier(BOLD),
        label: wood.fg(ix(16)),
        black: wood.fg(ix(16)).add_modifier(BOLD),
        white: wood.fg(ix(231)).add_modifier(BOLD),
        forbidden: wood.fg(ix(52)).add_modifier(BOLD),
        hint: wood.fg(ix(17)).add_modifier(BOLD),
        // A badge: white on red reads on a dark and a light terminal alike.
        error: Style::new().fg(ix(231)).bg(ix(124)).add_modifier(BOLD),
        ..Theme::plain(ThemeName::Wood, BOX)
    };
    board_of_stones(theme)
}

/// Wood in the 16 standard colours: a yellow board where no mid-tone is sure, so both stones
/// are dark (white as rings, as in printed diagrams) and the marks light.
pub fn wood_16() -> Theme {
    let wood = on(Color::Yellow);
    let ink = wood.fg(Color::Black);
    let theme = Theme {
        board: wood,
        grid: ink,
        star: ink,
        label: ink,
        black: ink,
        white: ink,
        last_move: on(Color::Cyan),
        winning: on(Color::Green),
        foul: on(Color::Red),
        cursor: on(Color::Gray),
        cursor_side: on(Color::Gray),
        forbidden: wood.fg(Color::Red),
        hint: wood.fg(Color::Blue),
        error: Style::new().fg(Color::White).bg(Color::Red),
        ..Theme::plain(ThemeName::Wood, PRINTED)
    };
    bodies(theme, Color::Black, Color::Gray)
}

/// For a dark terminal: a dark grey board, black stones black and white ones white, light
/// coordinates.
pub fn dark() -> Theme {
    let board = on(ix(241));
    let theme = Theme {
        board,
        grid: board.fg(ix(16)),
        star: board.fg(ix(16)).add_modifier(BOLD),
        label: board.fg(ix(255)),
        black: board.fg(ix(16)).add_modifier(BOLD),
        white: board.fg(ix(231)).add_modifier(BOLD),
        forbidden: board.fg(ix(224)).add_modifier(BOLD),
        hint: board.fg(ix(229)).add_modifier(BOLD),
        error: Style::new().fg(ix(203)).add_modifier(BOLD),
        dim: Style::new().fg(ix(245)),
        ..Theme::plain(ThemeName::Dark, BOX)
    };
    board_of_stones(theme)
}

/// Dark in the 16 standard colours: no board colour (the terminal's black), black stones grey
/// discs, white ones white; the marks in reverse video and underline, which read on any
/// colour.
pub fn dark_16() -> Theme {
    let grey = Style::new().fg(Color::DarkGray);
    let reversed = Style::new().add_modifier(Modifier::REVERSED);
    let theme = Theme {
        grid: grey,
        star: grey.add_modifier(BOLD),
        label: grey,
        black: grey.add_modifier(BOLD),
        white: Style::new().fg(Color::White).add_modifier(BOLD),
        last_move: Style::new().add_modifier(Modifier::UNDERLINED | BOLD),
        winning: reversed.add_modifier(BOLD),
        foul: reversed.fg(Color::LightRed),
        cursor_side: reversed,
        forbidden: Style::new().fg(Color::LightRed).add_modifier(BOLD),
        hint: Style::new().fg(Color::LightCyan).add_modifier(BOLD),
        error: Style::new().fg(Color::LightRed).add_modifier(BOLD),
        dim: grey,
        ..Theme::plain(ThemeName::Dark, BOX)
    };
    Theme {
        black_body: grey.bg(Color::Black),
        white_body: Style::new().fg(Color::Black).bg(Color::Gray),
        ..theme
    }
}

/// For a light terminal: dark ink as in a printed diagram, white stones as rings, light marks.
pub fn light() -> Theme {
    let theme = Theme {
        grid: Style::new().fg(ix(242)),
        star: Style::new().fg(ix(238)).add_modifier(BOLD),
        label: Style::new().fg(ix(242)),
        black: Style::new().fg(ix(16)).add_modifier(BOLD),
        white: Style::new().fg(ix(235)).add_modifier(BOLD),
        last_move: on(ix(217)),
        winning: on(ix(150)),
        foul: on(ix(210)),
        cursor: on(ix(117)).add_modifier(BOLD),
        cursor_side: on(ix(117)),
        forbidden: Style::new().fg(ix(160)).add_modifier(BOLD),
        hint: Style::new().fg(ix(26)).add_modifier(BOLD),
        error: Style::new().fg(ix(124)).add_modifier(BOLD),
        dim: Style::new().fg(ix(240)),
        ..Theme::plain(ThemeName::Light, PRINTED)
    };
    bodies(theme, ix(16), ix(255))
}

/// Light in the 16 standard colours: black ink, light marks.
pub fn light_16() -> Theme {
    let ink = Style::new().fg(Color::Black);
    let theme = Theme {
        grid: ink,
        star: ink,
        black: ink,
        white: ink,
        last_move: on(Color::Cyan),
        winning: on(Color::Green),
        foul: on(Color::Red),
        cursor: on(Color::Yellow),
        cursor_side: on(Color::Yellow),
        forbidden: Style::new().fg(Color::Red),
        hint: Style::new().fg(Color::Blue),
        error: Style::new().fg(Color::Red),
        ..Theme::plain(ThemeName::Light, PRINTED)
    };
    bodies(theme, Color::Black, Color::Gray)
}

/// No colour at all: the marks differ by shape, weight, underline and reverse video.
pub fn mono() -> Theme {
    let reversed = Style::new().add_modifier(Modifier::REVERSED | BOLD);
    Theme {
        glyphs: Glyphs {
            cursor_marks: Some(("[", "]")),
            ..PRINTED
        },
        white: Style::new(),
        last_move: Style::new().add_modifier(Modifier::UNDERLINED | BOLD),
        winning: reversed,
        foul: reversed,
        cursor: reversed,
        ..Theme::plain(ThemeName::Mono, PRINTED)
    }
}

/// ASCII glyphs with the 16 standard colours, which any colour terminal has. Bold is taken off
/// black text, which xterm would draw grey.
pub fn ascii() -> Theme {
    let unbold = |style: Style| style.remove_modifier(BOLD);
    Theme {
        last_move: Style::new().fg(Color::Red),
        winning: unbold(Style::new().fg(Color::Black).bg(Color::Green)),
        foul: unbold(Style::new().fg(Color::Black).bg(Color::Red)),
        forbidden: Style::new().fg(Color::Red).add_modifier(BOLD),
        hint: unbold(Style::new().fg(Color::Black).bg(Color::Cyan)),
        cursor: Style::new().add_modifier(Modifier::REVERSED),
        error: Style::new()
            .fg(Color::White)
            .bg(Color::Red)
            .add_modifier(BOLD),
        ..Theme::plain(ThemeName::Ascii, super::ASCII)
    }
}
