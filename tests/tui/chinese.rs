//! The main screens in Chinese: snapshots at 80x24 and 120x40 (a game, the settings, the help,
//! a question, Renju with a forbidden point under the cursor, a game over), and 19x19 fitting
//! 80x24 with its status line. That every screen fits and speaks no English: `fit.rs`.

use gomoku::i18n::{Lang, set_lang};
use gomoku::model::{ForbiddenPolicy, Rule};
use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

use crate::fit::{buffer, lines};

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
