//! What one frame costs: a full 19x19 board late in a game (many stones, the last move, a
//! winning line), the side panel and an overlay, drawn into a 120x40 in-memory terminal.

use criterion::{Criterion, criterion_group, criterion_main};
use gomoku::settings::{Mode, Settings};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App, draw};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A 19x19 game played at random to its end: a hundred and more stones and a winning line.
fn finished_game() -> Driver {
    let settings = Settings {
        rows: 19,
        cols: 19,
        mode: Mode::Pvp,
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
    app.update(Action::Resize(120, 40));
    app
}

fn frames(c: &mut Criterion) {
    let mut app = finished_game();
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    let mut group = c.benchmark_group("frame_19x19_120x40");
    group.bench_function("board_and_panel", |b| {
        b.iter(|| terminal.draw(|frame| draw(frame, &app)).map(|_| ()))
    });
    app.update(Action::Help);
    group.bench_function("with_help_overlay", |b| {
        b.iter(|| terminal.draw(|frame| draw(frame, &app)).map(|_| ()))
    });
    app.update(Action::Close);
    app.update(Action::Settings);
    group.bench_function("with_settings_overlay", |b| {
        b.iter(|| terminal.draw(|frame| draw(frame, &app)).map(|_| ()))
    });
    group.finish();
}

criterion_group!(benches, frames);
criterion_main!(benches);
