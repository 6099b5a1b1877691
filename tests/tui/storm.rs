//! A storm of a million random terminal events (keys, mouse, resizes) through the same input
//! mapping the terminal loop uses, into the app, with the computer answering as it does in
//! play. After every event the app's state must still make sense; every few hundred events a
//! frame is drawn into memory to catch drawing panics.

use std::time::{Duration, Instant};

use gomoku::ai::Level;
use gomoku::model::Stone;
use gomoku::settings::{ComputerSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::app::Overlay;
use gomoku::tui::app::Question;
use gomoku::tui::computer::Purpose;
use gomoku::tui::driver::Driver;
use gomoku::tui::{App, draw, input};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

const EVENTS: usize = 1_000_000;
const DRAW_EVERY: usize = 500;

/// Keys worth pressing often: every binding, plus some that mean nothing.
const KEYS: &[KeyCode] = &[
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Tab,
    KeyCode::Backspace,
    KeyCode::F(1),
    KeyCode::Home,
];
const CHARS: &[u8] = b"hjklwasdWASD   ur?yYycxz0\xe9";

fn key(rng: &mut StdRng) -> KeyEvent {
    let code = if rng.random_bool(0.3) {
        KEYS[rng.random_range(0..KEYS.len())]
    } else if rng.random_ratio(1, 400) {
        // A hint asks the strongest level; rarely, so the storm stays quick.
        KeyCode::Char('t')
    } else if rng.random_ratio(1, 600) {
        // Quit, new game and settings (whose Enter starts a new game) rarely, so that games
        // grow long enough to end.
        KeyCode::Char(['q', 'n', 's'][rng.random_range(0..3)])
    } else {
        KeyCode::Char(char::from(CHARS[rng.random_range(0..CHARS.len())]))
    };
    let modifiers = match rng.random_range(0..100) {
        0 => KeyModifiers::CONTROL,
        1 => KeyModifiers::ALT,
        2 => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    let kind = match rng.random_range(0..20) {
        0 => KeyEventKind::Release,
        1 => KeyEventKind::Repeat,
        _ => KeyEventKind::Press,
    };
    KeyEvent::new_with_kind(code, modifiers, kind)
}

fn mouse(rng: &mut StdRng) -> MouseEvent {
    let kind = match rng.random_range(0..6) {
        0 | 1 => MouseEventKind::Down(MouseButton::Left),
        2 => MouseEventKind::Up(MouseButton::Left),
        3 => MouseEventKind::Down(MouseButton::Right),
        4 => MouseEventKind::Drag(MouseButton::Left),
        _ => MouseEventKind::ScrollUp,
    };
    MouseEvent {
        kind,
        column: rng.random_range(0..140),
        row: rng.random_range(0..50),
        modifiers: KeyModifiers::NONE,
    }
}

fn event(rng: &mut StdRng) -> Event {
    match rng.random_range(0..100) {
        0..70 => Event::Key(key(rng)),
        70..97 => Event::Mouse(mouse(rng)),
        97 => Event::FocusLost,
        // Mostly sizes that fit a board, sometimes absurd ones.
        _ if rng.random_bool(0.8) => {
            Event::Resize(rng.random_range(40..200), rng.random_range(15..60))
        }
        _ => Event::Resize(rng.random_range(0..u16::MAX), rng.random_range(0..400)),
    }
}

fn fast_app() -> Driver {
    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvc,
            ..Default::default()
        },
        computer: ComputerSettings {
            level_black: Level::Random,
            level_white: Level::Random,
            time_ms: 10,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("the default board is possible"));
    app.set_seed(Some(7));
    app
}

/// What must hold between any two events.
fn check(app: &Driver, step: usize) {
    let game = &app.play.game;
    let rules = game.rules();
    let at = || format!("after event {step}");
    assert!(
        app.play.cursor.row < rules.rows() && app.play.cursor.col < rules.cols(),
        "cursor off the board {}",
        at()
    );
    assert_eq!(
        game.history().len(),
        game.board().stone_count(),
        "history and stones disagree {}",
        at()
    );
    for (i, &p) in game.history().iter().enumerate() {
        let stone = if i % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        assert_eq!(game.board().get(p), Some(stone), "move {i} {}", at());
    }
    assert!(
        game.history().len() + taken_back_moves(game) <= rules.rows() * rules.cols(),
        "more moves than points {}",
        at()
    );
    match &app.overlay {
        Overlay::Settings(panel) => assert!(panel.selected < panel.fields().len(), "{}", at()),
        // Only asked while a game is in progress (the computer may end it meanwhile).
        Overlay::Question(Question::Quit | Question::NewGame | Question::Apply(_)) => {
            assert!(!game.history().is_empty(), "{}", at())
        }
        Overlay::Question(Question::Open(..) | Question::ResetTally(..)) => {}
        // Only over the network, which the storm does not play (it never presses `m`).
        Overlay::Question(Question::Peer(..) | Question::Resign(_) | Question::Network(_))
        | Overlay::Network(_) => {
            panic!("a network question or box in the storm {}", at())
        }
        Overlay::Question(Question::Branch(_)) => {
            assert!(app.learning.review.is_some(), "{}", at())
        }
        Overlay::None | Overlay::Help(_) | Overlay::Picker(_) | Overlay::Prompt(_) => {}
        Overlay::Scores(selected) => {
            assert!(
                *selected < app.scoreboard.scores.kinds().count().max(1),
                "{}",
                at()
            )
        }
    }
    match app.thinking() {
        Some((Purpose::Move | Purpose::Opening(_), _)) => assert!(
            !game.is_over() && app.computer_acts(),
            "the computer thinks out of turn {}",
            at()
        ),
        Some((Purpose::Hint | Purpose::OpeningHint(_), _)) => {
            assert!(app.humans_turn(), "a hint out of turn {}", at())
        }
        Some((Purpose::Analysis, _)) => panic!("analysis mode thinks on its own {}", at()),
        None => {}
    }
    let games: u32 = app
        .scoreboard
        .scores
        .kinds()
        .map(|(_, t)| t.first + t.second + t.draws)
        .sum();
    assert!(games as usize <= step + 1, "{}", at());
}

#[test]
fn a_million_random_terminal_events_keep_the_app_consistent() {
    let start = Instant::now();
    let mut rng = StdRng::seed_from_u64(20_261_129);
    let mut app = fast_app();
    let (mut quits, mut frames, mut longest) = (0, 0, 0);
    for step in 0..EVENTS {
        if let Some(action) = input::event_action(&event(&mut rng), app.context()) {
            app.update(action);
        }
        app.tick(Instant::now());
        if app.quit {
            quits += 1;
            app = fast_app();
        }
        longest = longest.max(app.play.game.history().len());
        check(&app, step);
        if step % DRAW_EVERY == 0 {
            let (w, h) = (app.size.0.min(400), app.size.1.min(200));
            let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test backend");
            terminal
                .draw(|frame| draw(frame, &app))
                .expect("drawing into memory");
            frames += 1;
        }
    }
    // Let the last answer land, then check once more.
    app.wait_for_computer(Duration::from_secs(5));
    check(&app, EVENTS);
    assert!(quits > 0, "the storm never quit the app");
    eprintln!(
        "{EVENTS} events, {frames} frames, {quits} quits, longest game {longest} moves, {:?}",
        start.elapsed()
    );
}

#[test]
fn a_frame_smaller_than_the_last_resize_event_draws_without_panic() {
    // The terminal shrank after the last resize event was read: the frame is smaller than
    // the app's idea of the screen.
    let mut app = fast_app();
    app.update(gomoku::tui::Action::Resize(120, 40));
    for (w, h) in [(60, 20), (36, 19), (20, 5), (0, 0)] {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test backend");
        terminal
            .draw(|frame| draw(frame, &app))
            .expect("drawing into memory");
    }
}

/// The moves (not the choices of an opening) taken back and ready to play again.
fn taken_back_moves(game: &gomoku::model::Game) -> usize {
    let moves = game.redo_acts().iter();
    moves
        .filter(|a| matches!(a, gomoku::model::Act::Move(_)))
        .count()
}
