//! What one frame costs: a full 19x19 board late in a game (many stones, the last move, a
//! winning line), the side panel and an overlay, drawn into an in-memory terminal in the wood
//! theme: at 120x40, and at the largest scale the board is ever drawn at (beside an empty frame
//! of that size, the terminal's own cost); and a 60-move game in review with and without the
//! engine review's graph.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use gomoku::ai::Analysis;
use gomoku::ai::review::Judgement;
use gomoku::ai::verdict::Outlook;
use gomoku::record::Review;
use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings, ThemeName};
use gomoku::tui::app::Judging;
use gomoku::tui::driver::Driver;
use gomoku::tui::layout::{MAX_SCALE, PANEL_MIN, board_size};
use gomoku::tui::theme::Theme;
use gomoku::tui::{Action, App, draw_with};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A 19x19 game played at random to its end: a hundred and more stones and a winning line.
fn finished_game() -> Driver {
    let settings = Settings {
        board: BoardSettings {
            rows: 19,
            cols: 19,
            ..Default::default()
        },
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("19x19 is possible"));
    let mut rng = StdRng::seed_from_u64(19);
    while !app.play.game.is_over() {
        let empty: Vec<_> = app.play.game.board().empty_points().collect();
        let Some(&p) = empty.choose(&mut rng) else {
            break;
        };
        app.play
            .game
            .play(p)
            .expect("an empty point in an ongoing game");
    }
    app
}

fn frames(c: &mut Criterion) {
    let wood = Theme::new(ThemeName::Wood, false);
    let mut app = finished_game();
    app.update(Action::Resize(120, 40));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    let mut group = c.benchmark_group("frame_19x19_120x40");
    group.bench_function("board_and_panel", |b| {
        b.iter(|| {
            terminal
                .draw(|frame| draw_with(frame, &app, &wood))
                .map(|_| ())
        })
    });
    app.update(Action::Help);
    group.bench_function("with_help_overlay", |b| {
        b.iter(|| {
            terminal
                .draw(|frame| draw_with(frame, &app, &wood))
                .map(|_| ())
        })
    });
    app.update(Action::Close);
    app.update(Action::Settings);
    group.bench_function("with_settings_overlay", |b| {
        b.iter(|| {
            terminal
                .draw(|frame| draw_with(frame, &app, &wood))
                .map(|_| ())
        })
    });
    group.finish();

    // The smallest terminal in which 19x19 is drawn at the largest scale, beside the panel.
    let (board_w, board_h) = board_size(19, 19, MAX_SCALE);
    let (width, height) = (board_w + 1 + PANEL_MIN, board_h + 2);
    let mut app = finished_game();
    app.update(Action::Resize(width, height));
    assert_eq!(app.screen().map(|s| s.scale), Some(MAX_SCALE));
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    let mut group = c.benchmark_group(format!("frame_19x19_{width}x{height}"));
    group.bench_function("largest_scale_board_and_panel", |b| {
        b.iter(|| {
            terminal
                .draw(|frame| draw_with(frame, &app, &wood))
                .map(|_| ())
        })
    });
    // What the terminal's bookkeeping alone costs at this size (clearing and comparing every
    // cell), drawing nothing: the floor under any frame.
    group.bench_function("empty_frame", |b| {
        b.iter(|| terminal.draw(|_| {}).map(|_| ()))
    });
    group.finish();
}

/// A 60-move game in review with the engine's review of every move done (made-up values that
/// swing from side to side, so the graph has a line to draw), the move shown in the middle.
fn reviewed_game() -> Driver {
    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("the default board is possible"));
    let mut rng = StdRng::seed_from_u64(60);
    while app.play.game.history().len() < 60 && !app.play.game.is_over() {
        let empty: Vec<_> = app.play.game.board().empty_points().collect();
        let Some(&p) = empty.choose(&mut rng) else {
            break;
        };
        app.play.game.play(p).expect("an empty point");
    }
    let review = Review::from_game(&app.play.game);
    let (mut judging, _search_not_run) = Judging::start(1, &review, Duration::from_millis(1));
    for i in 0..=review.len() {
        let position = review.game_at(i);
        let score = ((i as f64 * 0.7).sin() * 3000.0) as i32;
        let best = position.board().empty_points().next().map(|p| Analysis {
            best: p,
            score,
            depth: 10,
            nodes: 1,
            pv: vec![p],
            exact: false,
        });
        let outlook = Outlook::of(position.to_move(), score);
        judging.judged(1, i, Judgement { best, outlook });
    }
    let mut review = review;
    review.go_to(30);
    app.learning.review(review);
    app.learning.judging = Some(judging);
    app
}

/// The review with its graph against the same review without: the graph's own cost.
fn graph(c: &mut Criterion) {
    let wood = Theme::new(ThemeName::Wood, false);
    let mut app = reviewed_game();
    app.update(Action::Resize(120, 40));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    let mut group = c.benchmark_group("review_60_moves_120x40");
    group.bench_function("with_graph", |b| {
        b.iter(|| {
            terminal
                .draw(|frame| draw_with(frame, &app, &wood))
                .map(|_| ())
        })
    });
    let judging = app.learning.judging.take();
    group.bench_function("without_graph", |b| {
        b.iter(|| {
            terminal
                .draw(|frame| draw_with(frame, &app, &wood))
                .map(|_| ())
        })
    });
    app.learning.judging = judging;
    group.finish();
}

criterion_group!(benches, frames, graph);
criterion_main!(benches);
