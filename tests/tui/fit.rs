//! Every screen fits every terminal it is drawn on: at 80x24, 60x20 and 40x15, in English and
//! in Chinese, the boxes drawn over the board keep their borders (also where they cross a wide
//! character), no Chinese screen speaks English, the selected line of a list is on screen, and
//! a key hint is never torn from its key.

use gomoku::i18n::{Lang, set_lang};
use gomoku::model::{ForbiddenPolicy, Rule};
use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings, ThemeName};
use gomoku::tui::app::{Files, Overlay};
use gomoku::tui::driver::Driver;
use gomoku::tui::keymap::Context;
use gomoku::tui::theme::Theme;
use gomoku::tui::widgets::hint_entries;
use gomoku::tui::{Action, App, draw_with};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use unicode_width::UnicodeWidthStr;

use crate::scratch::Scratch;

pub(crate) fn buffer(app: &mut Driver, (width, height): (u16, u16)) -> Buffer {
    app.update(Action::Resize(width, height));
    let theme = Theme::new(ThemeName::Wood, false);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| draw_with(frame, app, &theme))
        .expect("drawing into memory");
    terminal.backend().buffer().clone()
}

/// The rows as a player reads them: a wide character's second cell is not a character.
pub(crate) fn lines(buffer: &Buffer) -> Vec<String> {
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

/// The symbol the terminal shows at each column of a row: a wide character covers the next.
fn columns(buffer: &Buffer, y: u16) -> Vec<String> {
    let mut out = Vec::new();
    let mut x = 0;
    while x < buffer.area.width {
        let symbol = buffer[(x, y)].symbol().to_string();
        let width = symbol.width().max(1);
        out.push(symbol.clone());
        for _ in 1..width {
            out.push(symbol.clone());
        }
        x += width as u16;
    }
    out
}

fn pvp(lang: Lang, settings: Settings) -> Driver {
    set_lang(lang);
    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..settings.players
        },
        ..settings
    };
    Driver::new(App::new(settings).expect("valid settings"))
}

fn in_game(lang: Lang) -> Driver {
    let mut app = pvp(lang, Settings::default());
    app.play(&["H8", "I9", "H9", "H7", "G8"]);
    app
}

fn with(lang: Lang, actions: &[Action]) -> Driver {
    let mut app = in_game(lang);
    for &action in actions {
        app.update(action);
    }
    app
}

fn settings(lang: Lang) -> Driver {
    with(lang, &[Action::Settings])
}

/// The settings' last line chosen (the panel's list scrolls on a short terminal).
fn settings_bottom(lang: Lang) -> Driver {
    with(lang, &[Action::Settings, Action::Up])
}

/// A new board asked for while a game is in progress: the question before applying.
fn settings_question(lang: Lang) -> Driver {
    let down = [Action::Down; 1];
    let mut app = with(lang, &[Action::Settings]);
    for action in down
        .into_iter()
        .chain([Action::Right, Action::Up, Action::Select])
    {
        app.update(action);
    }
    app
}

fn help(lang: Lang) -> Driver {
    with(lang, &[Action::Help])
}

fn quit(lang: Lang) -> Driver {
    with(lang, &[Action::Quit])
}

fn review(lang: Lang) -> Driver {
    with(lang, &[Action::Review, Action::Left])
}

/// Analysis mode with its three lines in.
fn analysis(lang: Lang) -> Driver {
    let mut app = with(lang, &[Action::Analyse]);
    let three = |a: &App| {
        a.learning
            .study
            .as_ref()
            .is_some_and(|s| s.lines.len() >= 3)
    };
    assert!(
        app.wait_until(std::time::Duration::from_secs(30), three),
        "no analysis lines"
    );
    app
}

/// The engine's review done, with its marks, summary and graph, a move back from the end.
fn judged(lang: Lang) -> Driver {
    let mut app = in_game(lang);
    app.settings.computer.time_ms = 100;
    app.update(Action::Review);
    app.update(Action::Judge);
    let done = |a: &App| a.learning.judging.as_ref().is_some_and(|j| j.finished);
    assert!(
        app.wait_until(std::time::Duration::from_secs(30), done),
        "the review did not end"
    );
    app.update(Action::Left);
    app
}

fn prompt(lang: Lang) -> Driver {
    with(
        lang,
        &[Action::Prompt, Action::Type('k'), Action::Type('1')],
    )
}

/// The games of a folder with long names, and the samples.
fn picker(lang: Lang) -> Driver {
    let mut app = in_game(lang);
    let dir = Scratch::new("fit-picker");
    for name in [
        "a-game-with-a-rather-long-name-indeed-2026.sgf",
        "short.sgf",
    ] {
        let game = "(;FF[4]GM[4]SZ[15];B[hh];W[ii];B[hi])";
        std::fs::write(dir.join(name), game).expect("write a game");
    }
    // The folder outlives the test's use of it: the listing has been read by then.
    let games_dir = Some(dir.path().to_path_buf());
    std::mem::forget(dir);
    let files = Files {
        games_dir,
        ..Files::none(&app.settings)
    };
    app.set_files(files);
    app.update(Action::Open);
    app
}

/// A path typed that cannot be opened: the picker says why.
fn picker_error(lang: Lang) -> Driver {
    let mut app = picker(lang);
    app.update(Action::Path);
    for c in "/no/such/folder/and-a-long-file-name.sgf".chars() {
        app.update(Action::Type(c));
    }
    app.update(Action::Select);
    app
}

/// A finished tic-tac-toe game counted, and the scores open.
fn scores(lang: Lang) -> Driver {
    let mut app = pvp(
        lang,
        Settings {
            board: BoardSettings {
                rows: 3,
                cols: 3,
                win: 3,
                ..Default::default()
            },
            ..Settings::default()
        },
    );
    app.play(&["A1", "A2", "B1", "B2", "C1"]);
    app.update(Action::Scores);
    app
}

fn scores_question(lang: Lang) -> Driver {
    let mut app = scores(lang);
    app.update(Action::Reset);
    app
}

fn forbidden(lang: Lang) -> Driver {
    let mut app = pvp(
        lang,
        Settings {
            board: BoardSettings {
                rule: Rule::Renju,
                forbidden: ForbiddenPolicy::Refuse,
                ..Default::default()
            },
            ..Settings::default()
        },
    );
    app.play(&["F8", "A1", "G8", "C1", "H6", "E1", "H7", "A15"]);
    app.play.cursor = app.point("I8");
    app.update(Action::Left);
    app
}

fn game_over(lang: Lang) -> Driver {
    let mut app = pvp(lang, Settings::default());
    app.play(&["H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "L8"]);
    app
}

type Screen = (&'static str, fn(Lang) -> Driver);

const SCREENS: [Screen; 21] = [
    ("game", in_game),
    ("settings", settings),
    ("settings_bottom", settings_bottom),
    ("settings_question", settings_question),
    ("help", help),
    ("quit", quit),
    ("review", review),
    ("analysis", analysis),
    ("judged", judged),
    ("prompt", prompt),
    ("picker", picker),
    ("picker_error", picker_error),
    ("scores", scores),
    ("scores_question", scores_question),
    ("renju_forbidden", forbidden),
    ("game_over", game_over),
    ("new_game_question", |lang| with(lang, &[Action::NewGame])),
    ("hint_line", in_game),
    ("network_box", |lang| with(lang, &[Action::Network])),
    // Enter on an empty address: why nothing happened, in the box.
    ("network_error", |lang| {
        with(lang, &[Action::Network, Action::Down, Action::Select])
    }),
    // Hosting from the box while a game is in progress asks first.
    ("network_question", |lang| {
        with(lang, &[Action::Network, Action::Select])
    }),
];

const SIZES: [(u16, u16); 3] = [(80, 24), (60, 20), (40, 15)];

/// Where a box's border is broken: a box without its bottom (taller than the screen), a wide
/// character standing on a side. Only the boxes with a corner at a cell `drawn_last` says was
/// drawn last are looked at: an overlay may cover the boxes under it.
fn broken_borders(buffer: &Buffer, drawn_last: impl Fn(usize, usize) -> bool) -> Vec<String> {
    let rows: Vec<Vec<String>> = (0..buffer.area.height)
        .map(|y| columns(buffer, y))
        .collect();
    let at = |x: usize, y: usize| rows.get(y).and_then(|r| r.get(x)).map(String::as_str);
    let mut faults = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, symbol) in row.iter().enumerate() {
            if symbol != "┌" || (x > 0 && row[x - 1] == "┌") || !drawn_last(x, y) {
                continue;
            }
            let Some(right) = (x + 1..row.len()).find(|&r| row[r] == "┐") else {
                faults.push(format!("a box at row {y} has no top right corner"));
                continue;
            };
            let bottom = (y + 1..rows.len()).find(|&b| at(x, b) == Some("└"));
            let Some(bottom) = bottom else {
                faults.push(format!("the box at row {y} has no bottom"));
                continue;
            };
            // A wide character on a side is what the terminal shows where the border was eaten.
            for side_y in y + 1..bottom {
                for side in [x, right] {
                    let shown = at(side, side_y).unwrap_or("");
                    if shown.width() > 1 {
                        faults.push(format!("row {side_y} column {side}: {shown:?} on a border"));
                    }
                }
            }
            if at(right, bottom) != Some("┘") {
                faults.push(format!("the box at row {y} has no bottom right corner"));
            }
        }
    }
    faults
}

/// Words a Chinese screen may show in Latin letters: key names, the board's coordinates, the
/// size and the settings' own names for things that have no Chinese (Caro, NO_COLOR, ASCII),
/// and file names the player chose.
fn allowed_latin(word: &str) -> bool {
    const KEYS: [&str; 12] = [
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
        "Delete",
    ];
    const NAMES: [&str; 6] = ["Caro", "NO_COLOR", "ASCII", "Language", "SGF", "psq"];
    KEYS.contains(&word)
        || NAMES.contains(&word)
        || word.len() == 1
        || is_point(word)
        || word.chars().all(|c| c.is_ascii_digit() || c == 'x')
}

/// A point as a player may type it: letter then number or number then letter (h8, K10, 10k);
/// in the prompt, followed by its cursor.
fn is_point(word: &str) -> bool {
    let word = word.trim_end_matches('_');
    let letters = word.chars().filter(|c| c.is_ascii_alphabetic()).count();
    let split = |w: &str| {
        let (a, b) = w.split_at(letters.min(w.len()));
        a.chars().all(|c| c.is_ascii_alphabetic()) && b.chars().all(|c| c.is_ascii_digit())
    };
    let reversed: String = word.chars().rev().collect();
    letters == 1 && word.len() > 1 && (split(word) || split(&reversed))
}

/// The Latin words of a Chinese row, file names and paths aside.
fn english(row: &str) -> Vec<String> {
    row.split_whitespace()
        .filter(|w| !(w.contains(".sgf") || w.contains('/') || w.contains('-')))
        .flat_map(|w| {
            w.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| !allowed_latin(w))
        .collect()
}

/// The key hints an overlay shows, each whole (a hint may be left out, never torn).
fn torn_hints(app: &Driver, shown: &str) -> Vec<String> {
    let context = app.context();
    if matches!(context, Context::Board | Context::Review | Context::Prompt) {
        return Vec::new();
    }
    let flat = shown.replace('\u{a0}', " ");
    hint_entries(context, false, None, |_| None)
        .into_iter()
        .map(|(_, text)| text.replace('\u{a0}', " "))
        .filter(|text| {
            let (key, _) = text.split_once(' ').unwrap_or((text.as_str(), ""));
            let word_start = text.len() > key.len() && !flat.contains(text.as_str());
            // Only a hint whose key shows can be torn: its key on one row, its word on the next.
            let ends = |row: &str| row.trim_end_matches(['│', ' ']).ends_with(key);
            word_start && flat.lines().any(ends)
        })
        .collect()
}

#[test]
fn every_screen_fits_every_terminal_in_english_and_chinese() {
    let mut faults = Vec::new();
    for lang in [Lang::En, Lang::Zh] {
        for (name, make) in SCREENS {
            for size in SIZES {
                let mut app = make(lang);
                let overlay = std::mem::replace(&mut app.overlay, Overlay::None);
                let under = buffer(&mut app, size);
                let covers = !matches!(overlay, Overlay::None | Overlay::Prompt(_));
                app.overlay = overlay;
                let shown = buffer(&mut app, size);
                let rows = lines(&shown);
                let at = format!("{name} {lang:?} {}x{}", size.0, size.1);
                let drawn_last = |x: usize, y: usize| {
                    let cell = (x as u16, y as u16);
                    !covers || under[cell].symbol() != shown[cell].symbol()
                };
                for fault in broken_borders(&shown, drawn_last) {
                    faults.push(format!("{at}: {fault}"));
                }
                if lang == Lang::Zh {
                    for row in &rows {
                        let words = english(row);
                        if !words.is_empty() {
                            faults.push(format!("{at}: {words:?} in {row:?}"));
                        }
                    }
                }
                if let Overlay::Settings(panel) = &app.overlay {
                    let label = panel.field().label();
                    if !rows.iter().any(|r| r.contains(label.as_str())) {
                        faults.push(format!("{at}: the chosen line {label:?} is not on screen"));
                    }
                }
                for torn in torn_hints(&app, &rows.join("\n")) {
                    faults.push(format!("{at}: the hint {torn:?} is torn"));
                }
            }
        }
    }
    set_lang(Lang::En);
    assert!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
#[ignore = "prints a screen: FIT_SCREEN=name FIT_SIZE=80x24 FIT_LANG=zh"]
fn print_a_screen() {
    let name = std::env::var("FIT_SCREEN").unwrap_or_else(|_| "game".into());
    let size = std::env::var("FIT_SIZE").unwrap_or_else(|_| "80x24".into());
    let (w, h) = size.split_once('x').expect("WxH");
    let lang = match std::env::var("FIT_LANG").as_deref() {
        Ok("zh") => Lang::Zh,
        _ => Lang::En,
    };
    let make = SCREENS.iter().find(|s| s.0 == name).expect("a screen").1;
    let mut app = make(lang);
    let size = (w.parse().expect("width"), h.parse().expect("height"));
    println!("{}", lines(&buffer(&mut app, size)).join("\n"));
}
