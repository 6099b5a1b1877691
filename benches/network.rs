//! How long a move takes to cross to the other side and back over localhost: two apps, one
//! hosting and one joining through their Network boxes, connected by the real link (TCP, the
//! SPAKE2 exchange done once, every frame sealed). One round trip is: the side to move plays,
//! the other side's app takes the message off its channel, plays it and draws a frame; then
//! it answers with a move of its own, which comes back the same way and is drawn. The apps
//! wait on their channels as the terminal loop does, so the figure is the network, the
//! encryption, the rules' checks and one frame each way.

use std::net::TcpListener;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use gomoku::model::Point;
use gomoku::settings::{Mode, PlayerSettings, Settings};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// Round trips on one connection: the receiving side takes 40 messages at once and then 20 a
/// second (more is a flood, which ends the connection), so a fresh pair is set up, outside
/// the time measured, well before that.
const TRIPS_PER_PAIR: usize = 30;

/// Longer than any round trip on a working loopback: a slower one is a failure, not a figure.
const PATIENCE: Duration = Duration::from_secs(5);

fn app() -> Driver {
    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..PlayerSettings::default()
        },
        ..Settings::default()
    };
    Driver::new(App::new(settings).expect("the default game"))
}

/// Lets events reach `app` until `done` holds of it.
fn until(app: &mut Driver, done: impl Fn(&Driver) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done(app) {
        assert!(Instant::now() < deadline, "nothing arrived in {PATIENCE:?}");
        app.wait_for_any_answer(Duration::from_millis(50));
    }
}

/// Points no line of five can be made of, in the order they are played: black's where
/// `(col + 2 row) mod 4` is 0 or 1, white's where it is 2 or 3 (no colour has more than two in a
/// row in any direction), taken in turn.
fn points() -> Vec<Point> {
    let all: Vec<Point> = (0..15)
        .flat_map(|row| (0..15).map(move |col| Point::new(row, col)))
        .collect();
    let colour = |p: &Point| (p.col + 2 * p.row) % 4 < 2;
    let black: Vec<Point> = all.iter().copied().filter(colour).collect();
    let white: Vec<Point> = all.iter().copied().filter(|p| !colour(p)).collect();
    black
        .into_iter()
        .zip(white)
        .flat_map(|(b, w)| [b, w])
        .collect()
}

/// Two connected apps and the moves left to play.
struct Pair {
    /// The side to move first, and the other.
    first: Driver,
    second: Driver,
    moves: std::vec::IntoIter<Point>,
    trips: usize,
    terminal: Terminal<TestBackend>,
}

impl Pair {
    fn new() -> Pair {
        let port = {
            let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
            listener.local_addr().expect("its address").port()
        };
        let mut host = app();
        host.host_from_box(port);
        until(&mut host, |a| {
            a.network.as_ref().is_some_and(|n| n.port.is_some())
        });
        let code = host
            .network
            .as_ref()
            .map(|n| n.code.clone())
            .expect("a code");
        let mut joiner = app();
        joiner.join_from_box(&format!("127.0.0.1:{port}"), &code);
        let ready = |a: &Driver| a.network.as_ref().is_some_and(|n| n.connected());
        let deadline = Instant::now() + PATIENCE;
        // Each side answers the other during the greeting: both take their events in turn.
        while !(ready(&host) && ready(&joiner)) {
            assert!(Instant::now() < deadline, "no connection in {PATIENCE:?}");
            host.wait_for_any_answer(Duration::from_millis(5));
            joiner.wait_for_any_answer(Duration::from_millis(5));
        }
        let host_first = host
            .network
            .as_ref()
            .is_some_and(|n| n.my_turn(&host.play.game));
        let (first, second) = match host_first {
            true => (host, joiner),
            false => (joiner, host),
        };
        Pair {
            first,
            second,
            moves: points().into_iter(),
            trips: 0,
            terminal: Terminal::new(TestBackend::new(100, 30)).expect("test backend"),
        }
    }

    /// A move from the first side shown on the second, and the answer shown on the first;
    /// `None` once the board has no room for both or the connection has carried its share.
    fn round_trip(&mut self) -> Option<Duration> {
        if self.trips == TRIPS_PER_PAIR {
            return None;
        }
        self.trips += 1;
        let (out, back) = (self.moves.next()?, self.moves.next()?);
        let start = Instant::now();
        self.pass(true, out);
        self.pass(false, back);
        Some(start.elapsed())
    }

    /// `p` played by the first side (`out`) or the second, until the other has drawn it.
    fn pass(&mut self, out: bool, p: Point) {
        let (mover, other) = match out {
            true => (&mut self.first, &mut self.second),
            false => (&mut self.second, &mut self.first),
        };
        let n = mover.play.game.history().len() + 1;
        mover.play.cursor = p;
        mover.update(Action::Select);
        until(other, |a| a.play.game.history().len() == n);
        let shown: &Driver = other;
        self.terminal
            .draw(|frame| draw(frame, shown))
            .expect("drawing into memory");
    }
}

fn round_trip(c: &mut Criterion) {
    let mut group = c.benchmark_group("network");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("move round trip over localhost, drawn each way", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            let mut pair = Pair::new();
            for _ in 0..iters {
                let took = match pair.round_trip() {
                    Some(took) => took,
                    None => {
                        // A fresh pair, set up outside the time measured.
                        pair = Pair::new();
                        pair.round_trip().expect("an empty board has room")
                    }
                };
                total += took;
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, round_trip);
criterion_main!(benches);
