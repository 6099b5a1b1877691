//! The main screens in Chinese: snapshots at 80x24 and 120x40 (a game, the settings, the help,
//! a question, Renju with a forbidden point under the cursor, a game over), every line within
//! the terminal at 80x24 and 60x20 with no wide character cut, no English word outside the
//! board's coordinates and the key names, and 19x19 fitting 80x24 with its status line.

use gomoku::i18n::{Lang, set_lang};
use gomoku::model::{ForbiddenPolicy, Rule};
use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings, ThemeName};
use gomoku::tui::driver::Driver;
use gomoku::tui::theme::Theme;
use gomoku::tui::{Action, App, draw_with};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use unicode_width::UnicodeWidthStr;

fn app(settings: Settings) -> Driver {
    set_lang(Lang::Zh);
    Driver::new(App::new(settings).expect("valid settings"))
}

fn pvp(settings: Settings) -> Driver {
    app(Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..settings.players
        },
        ..settings
    })
}

fn buffer(app: &mut Driver, (width, height): (u16, u16)) -> Buffer {
    app.update(Action::Resize(width, height));
    let theme = Theme::new(ThemeName::Wood, false);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| draw_with(frame, app, &theme))
        .expect("drawing into memory");
    terminal.backend().buffer().clone()
}

/// The rows as a player reads them: a wide character's second cell is not a character.
fn lines(buffer: &Buffer) -> Vec<String> {
    let area = buffer.area;
    (0..area.height)
        .map(|y| {
            let mut row = String::new();
            let mut skip = 0;
            for x in 0..area.width {
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                let symbol = buffer[(x, y)].symbol();
                skip = symbol.width().saturating_sub(1);
                row.push_str(symbol);
            }
            row.trim_end().to_string()
        })
        .collect()
}

fn in_game() -> Driver {
    let mut app = pvp(Settings::default());
    app.play(&["H8", "I9", "H9", "H7", "G8"]);
    app
}

fn settings() -> Driver {
    let mut app = in_game();
    app.update(Action::Settings);
    app
}

fn help() -> Driver {
    let mut app = in_game();
    app.update(Action::Help);
    app
}

/// A new game asked for in the middle of one: the question whether to leave it.
fn question() -> Driver {
    let mut app = in_game();
    app.update(Action::NewGame);
    app
}

/// Black to move under Renju with the cursor on H8, a double-three.
fn forbidden() -> Driver {
    let mut app = pvp(Settings {
        board: BoardSettings {
            rule: Rule::Renju,
            forbidden: ForbiddenPolicy::Refuse,
            ..Default::default()
        },
        ..Settings::default()
    });
    app.play(&["F8", "A1", "G8", "C1", "H6", "E1", "H7", "A15"]);
    // Moved onto, as a player does: the status line says why the point is forbidden.
    app.play.cursor = app.point("I8");
    app.update(Action::Left);
    app
}

fn game_over() -> Driver {
    let mut app = pvp(Settings::default());
    app.play(&["H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "L8"]);
    app
}

type Screen = (&'static str, fn() -> Driver);

const SCREENS: [Screen; 6] = [
    ("game", in_game),
    ("settings", settings),
    ("help", help),
    ("question", question),
    ("renju_forbidden", forbidden),
    ("game_over", game_over),
];

#[test]
fn the_main_screens_in_chinese_at_80x24_and_120x40() {
    for (name, make) in SCREENS {
        for size in [(80, 24), (120, 40)] {
            let mut app = make();
            let shown = buffer(&mut app, size);
            insta::assert_debug_snapshot!(format!("zh_{name}_{}x{}", size.0, size.1), shown);
        }
    }
}

/// Words a Chinese screen may show in Latin letters: key names, the board's coordinates, the
/// size and the settings' own names for things that have no Chinese (Caro, NO_COLOR, ASCII).
fn allowed_latin(word: &str) -> bool {
    const KEYS: [&str; 11] = [
        "Enter",
        "Esc",
        "Tab",
        "Space",
        "Ctrl",
        "Backspace",
        "Home",
        "End",
        "PgUp",
        "PgDn",
        "Del",
    ];
    const NAMES: [&str; 6] = ["Caro", "NO_COLOR", "ASCII", "Language", "locale", "fg"];
    KEYS.contains(&word)
        || NAMES.contains(&word)
        || word.len() == 1
        || is_point(word)
        || word.chars().all(|c| c.is_ascii_digit() || c == 'x')
}

/// A point as a player may type it: letter then number or number then letter (h8, K10, 10k).
fn is_point(word: &str) -> bool {
    let letters = word.chars().filter(|c| c.is_ascii_alphabetic()).count();
    let split = |w: &str| {
        let (a, b) = w.split_at(letters.min(w.len()));
        a.chars().all(|c| c.is_ascii_alphabetic()) && b.chars().all(|c| c.is_ascii_digit())
    };
    let reversed: String = word.chars().rev().collect();
    letters == 1 && word.len() > 1 && (split(word) || split(&reversed))
}

#[test]
fn no_chinese_screen_is_wider_than_the_terminal_or_speaks_english() {
    let mut faults = Vec::new();
    for (name, make) in SCREENS {
        for (width, height) in [(80, 24), (60, 20)] {
            let mut app = make();
            for line in lines(&buffer(&mut app, (width, height))) {
                if line.width() > width as usize {
                    faults.push(format!("{name} {width}x{height}: wider: {line:?}"));
                }
                let english: Vec<&str> = line
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
                    .filter(|w| !allowed_latin(w))
                    .collect();
                if !english.is_empty() {
                    faults.push(format!("{name} {width}x{height}: {english:?} in {line:?}"));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn nineteen_by_nineteen_fits_80x24_in_chinese_with_its_status_line() {
    let mut app = pvp(Settings {
        board: BoardSettings {
            rows: 19,
            cols: 19,
            ..Default::default()
        },
        ..Settings::default()
    });
    app.play(&["K10", "L11"]);
    let shown = lines(&buffer(&mut app, (80, 24)));
    let all = shown.join("\n");
    assert!(all.contains("19 ┏"), "the whole board is drawn:\n{all}");
    assert!(all.contains(" 1 ┗"), "the whole board is drawn:\n{all}");
    assert!(
        all.contains("轮到黑方落子"),
        "the status line is shown:\n{all}"
    );
    assert!(all.contains("上一手 L11"), "{all}");
}
