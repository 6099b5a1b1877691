//! Renju on the screen: black's forbidden points marked, named under the cursor, refused or lost
//! by the policy; the settings panel's Renju fields; the computer never stalls on a refused move.

use std::time::Duration;

use gomoku::ai::Level;
use gomoku::ai::legal_choice;
use gomoku::model::{Forbidden, ForbiddenPolicy, Game, Opening, Point, Rule, Rules, Stone};
use gomoku::record::Record;
use gomoku::settings::{
    BoardSettings, ComputerSettings, LookSettings, Mode, PlayerSettings, Settings, ThemeName,
};
use gomoku::tui::app::Files;
use gomoku::tui::driver::Driver;
use gomoku::tui::theme::Theme;
use gomoku::tui::{Action, App, draw_with};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Style;

/// Black F8 G8 H6 H7 with white far away: H8 makes two open threes (a double-three).
const MOVES: [&str; 8] = ["F8", "A1", "G8", "C1", "H6", "E1", "H7", "A15"];

fn renju(policy: ForbiddenPolicy, theme: ThemeName) -> Driver {
    let mut app = Driver::new(
        App::new(Settings {
            board: BoardSettings {
                rule: Rule::Renju,
                forbidden: policy,
                ..Default::default()
            },
            players: PlayerSettings {
                mode: Mode::Pvp,
                ..Default::default()
            },
            looks: LookSettings {
                theme,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("renju settings"),
    );
    app.play(&MOVES);
    app
}

fn at(name: &str) -> Point {
    Point::parse_notation(name, 15, 15).expect("a point")
}

fn render(app: &mut Driver) -> Terminal<TestBackend> {
    app.update(Action::Resize(80, 24));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test backend");
    // The app's theme as chosen, whatever NO_COLOR says where the tests run.
    let theme = Theme::new(app.settings.looks.theme, false);
    terminal
        .draw(|f| draw_with(f, app, &theme))
        .expect("drawing");
    terminal
}

#[test]
fn forbidden_points_are_marked_while_black_is_to_move() {
    let mut app = renju(ForbiddenPolicy::Refuse, ThemeName::Wood);
    app.play.cursor = at("A8");
    assert!(
        app.play
            .game
            .forbidden_points()
            .contains(&(at("H8"), Forbidden::DoubleThree))
    );
    let terminal = render(&mut app);
    insta::assert_snapshot!(terminal.backend());
    let screen = app.screen().expect("fits");
    let cell = &terminal.backend().buffer()[screen.cell_of(at("H8"))];
    let theme = Theme::new(ThemeName::Wood, false);
    assert_eq!(cell.symbol(), "×");
    let style = Style::new()
        .fg(cell.fg)
        .bg(cell.bg)
        .add_modifier(cell.modifier);
    assert_eq!(style, theme.forbidden);
    // White to move: nothing is forbidden, nothing is marked.
    app.play(&["A8"]);
    let terminal = render(&mut app);
    assert_ne!(
        terminal.backend().buffer()[screen.cell_of(at("H8"))].symbol(),
        "×"
    );
}

#[test]
fn the_ascii_board_marks_forbidden_points_with_x() {
    let mut app = renju(ForbiddenPolicy::Refuse, ThemeName::Ascii);
    let terminal = render(&mut app);
    let screen = app.screen().expect("fits");
    assert_eq!(
        terminal.backend().buffer()[screen.cell_of(at("H8"))].symbol(),
        "x"
    );
}

#[test]
fn the_cursor_on_a_forbidden_point_says_why() {
    let mut app = renju(ForbiddenPolicy::Refuse, ThemeName::Wood);
    app.play.cursor = at("H9");
    app.update(Action::Down);
    assert_eq!(
        app.message.as_deref(),
        Some("H8 is forbidden for black: double-three")
    );
    app.update(Action::Down);
    assert_eq!(app.message, None);
}

#[test]
fn a_forbidden_point_is_refused_with_the_reason_under_refuse() {
    let mut app = renju(ForbiddenPolicy::Refuse, ThemeName::Wood);
    app.play(&["H8"]);
    assert_eq!(
        app.message.as_deref(),
        Some("H8 is forbidden for black (double-three)")
    );
    assert_eq!(app.play.game.board().get(at("H8")), None);
    assert_eq!(app.play.game.to_move(), Stone::Black);
}

#[test]
fn a_forbidden_point_loses_under_loses() {
    let mut app = renju(ForbiddenPolicy::Loses, ThemeName::Wood);
    app.play(&["H8"]);
    assert_eq!(app.play.game.outcome().winner(), Some(Stone::White));
    let terminal = render(&mut app);
    let buffer = terminal.backend().buffer();
    let text: String = (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        text.contains("White wins — Black played a forbidden point (double-three) at H8"),
        "{text}"
    );
    assert!(text.contains("renju"), "the rule is named");
}

/// An app on a `side`x`side` board with `win` to win, its settings panel open on the rule.
fn on_the_rule_field(side: usize, win: usize) -> Driver {
    let mut app = Driver::new(
        App::new(Settings {
            board: BoardSettings {
                rows: side,
                cols: side,
                win,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("app"),
    );
    app.update(Action::Settings);
    // Preset, rows, columns, win, then the rule.
    for _ in 0..4 {
        app.update(Action::Down);
    }
    app
}

#[test]
fn choosing_renju_in_the_settings_sets_five_and_offers_the_policy() {
    let mut app = on_the_rule_field(10, 4);
    // Free-style, standard, caro, renju.
    for _ in 0..3 {
        app.update(Action::Right);
    }
    // Then the policy (shown under Renju only) and the opening.
    app.update(Action::Down);
    app.update(Action::Right);
    app.update(Action::Down);
    app.update(Action::Right);
    app.update(Action::Select);
    assert_eq!(app.settings.board.rule, Rule::Renju);
    assert_eq!(app.settings.board.win, 5);
    assert_eq!(app.settings.board.forbidden, ForbiddenPolicy::Loses);
    assert_eq!(app.settings.board.opening, Opening::Center);
    assert_eq!(
        app.play.game.rules().forbidden_policy(),
        ForbiddenPolicy::Loses
    );
}

#[test]
fn renju_on_a_board_too_small_is_refused_with_the_reason() {
    let mut app = on_the_rule_field(3, 3);
    app.update(Action::Left);
    app.update(Action::Select);
    let message = app.message.clone().unwrap_or_default();
    assert!(
        message.contains("renju needs a board of at least 5x5"),
        "{message}"
    );
    assert_eq!(app.settings.board.rule, Rule::Freestyle);
}

#[test]
fn the_fallback_never_hands_black_a_forbidden_point_under_either_policy() {
    for &policy in ForbiddenPolicy::ALL {
        let rules = Rules::new(15, 15, 5, Rule::Renju)
            .expect("renju")
            .with_forbidden_policy(policy);
        let moves: Vec<Point> = MOVES.iter().map(|m| at(m)).collect();
        let game = Game::from_moves(rules, &moves).expect("legal moves");
        let choice = legal_choice(&game, at("H8")).expect("a point");
        assert_ne!(choice, at("H8"));
        assert!(game.check(choice).is_ok() && game.forbidden_at(choice).is_none());
        assert_eq!(
            choice.row.abs_diff(7).max(choice.col.abs_diff(7)),
            1,
            "the nearest playable point"
        );
        assert_eq!(legal_choice(&game, at("J9")), Some(at("J9")));
    }
}

#[test]
fn a_refused_computer_move_falls_back_to_a_legal_one() {
    // The random level ignores the centre opening; its refused choice must not stall the game.
    let mut app = Driver::new(
        App::new(Settings {
            board: BoardSettings {
                rule: Rule::Renju,
                opening: Opening::Center,
                ..Default::default()
            },
            players: PlayerSettings {
                human: Stone::White,
                ..Default::default()
            },
            computer: ComputerSettings {
                level_black: Level::Random,
                level_white: Level::Random,
                time_ms: 50,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("app"),
    );
    app.set_seed(Some(3));
    assert!(app.wait_for_computer(Duration::from_secs(20)));
    assert_eq!(app.play.game.history(), [at("H8")]);
    assert!(app.humans_turn());
}

#[test]
fn a_game_lost_on_a_forbidden_point_saves_and_opens_again() {
    let dir = crate::scratch::Scratch::new("renju-foul");
    let mut app = renju(ForbiddenPolicy::Loses, ThemeName::Wood);
    let saved = app.settings.clone();
    app.set_files(Files {
        store: None,
        saved,
        games_dir: Some(dir.path().to_path_buf()),
    });
    app.play(&["H8"]);
    app.update(Action::Save);
    let message = app.message.clone().unwrap_or_default();
    let path = message.trim_start_matches("Saved to ");
    let record = Record::load(std::path::Path::new(path)).expect("the saved game reads back");
    let game = record.game();
    assert_eq!(game.outcome().winner(), Some(Stone::White));
    assert_eq!(
        game.forbidden_loss(),
        Some((at("H8"), Forbidden::DoubleThree))
    );
}

#[test]
fn the_renju_sample_is_decided_by_a_forbidden_point_and_review_shows_it() {
    let mut app = Driver::new(App::new(Settings::default()).expect("app"));
    app.update(Action::Open);
    let gomoku::tui::app::Overlay::Picker(picker) = &app.overlay else {
        panic!("the picker is open");
    };
    let i = picker
        .entries
        .iter()
        .flatten()
        .position(|e| e.name == "renju-forbidden-loss.sgf")
        .expect("the Renju sample is listed");
    for _ in 0..i {
        app.update(Action::Down);
    }
    app.update(Action::Select);
    assert_eq!(app.play.game.rules().rule(), Rule::Renju);
    assert_eq!(
        app.settings.board.rule,
        Rule::Freestyle,
        "the settings stay the player's"
    );
    assert_eq!(
        app.shown().forbidden_loss(),
        Some((at("H8"), Forbidden::DoubleThree))
    );
    // One move back black is to move, and H8 is marked.
    app.update(Action::Left);
    let terminal = render(&mut app);
    let screen = app.screen().expect("fits");
    assert_eq!(
        terminal.backend().buffer()[screen.cell_of(at("H8"))].symbol(),
        "×"
    );
}
