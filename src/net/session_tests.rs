use super::*;
use crate::model::{ForbiddenPolicy, Opening, Rule, TimeControl};

fn p(row: usize, col: usize) -> Point {
    Point { row, col }
}

fn act(game: u64, n: usize, point: Point) -> Message {
    Message::Act {
        game,
        n,
        act: WireAct::point(point),
    }
}

fn host() -> Session {
    Session::new(Role::Host, Seat::First)
}

#[test]
fn the_peers_move_on_its_turn_is_played() {
    let mut session = host();
    let mut game = Game::default();
    game.play(p(7, 7)).expect("black");
    let step = session.receive(act(0, 1, p(8, 8)), &game, Instant::now());
    assert_eq!(step, Ok(Step::Play(p(8, 8))));
}

#[test]
fn a_move_out_of_turn_or_refused_by_the_rules_ends_the_connection_and_leaves_the_game() {
    let mut session = host();
    let mut game = Game::default();
    let now = Instant::now();
    assert_eq!(
        session.receive(act(0, 0, p(7, 7)), &game, now),
        Err(NetError::OutOfTurn),
        "black is the host's"
    );
    game.play(p(7, 7)).expect("black");
    let before = game.clone();
    assert_eq!(
        session.receive(act(0, 0, p(8, 8)), &game, now),
        Err(NetError::OutOfTurn),
        "an old act number"
    );
    assert!(matches!(
        session.receive(act(0, 1, p(7, 7)), &game, now),
        Err(NetError::RefusedMove(_))
    ));
    assert!(matches!(
        session.receive(act(0, 1, p(40, 2)), &game, now),
        Err(NetError::RefusedMove(_))
    ));
    assert_eq!(game, before);
}

#[test]
fn a_flood_of_messages_ends_the_connection() {
    let mut session = host();
    let game = Game::default();
    let now = Instant::now();
    let chat = || Message::Chat { text: "hi".into() };
    let results: Vec<_> = (0..100)
        .map(|_| session.receive(chat(), &game, now))
        .collect();
    assert!(results[..30].iter().all(Result::is_ok));
    assert_eq!(results[99], Err(NetError::Flood));
    // Talk at a human pace is never a flood.
    let mut session = host();
    for i in 0..200 {
        let at = now + Duration::from_millis(200 * i);
        assert!(session.receive(chat(), &game, at).is_ok());
    }
}

#[test]
fn only_the_host_sets_the_game_and_keeps_the_clock() {
    let mut session = host();
    let game = Game::default();
    let setup = Message::Rematch;
    assert_eq!(
        session.receive(setup, &game, Instant::now()),
        Ok(Step::Nothing),
        "no rematch before the end"
    );
    let times = Message::Clock(Times {
        black: crate::model::clock::SideTime {
            main: Duration::ZERO,
            periods: 0,
        },
        white: crate::model::clock::SideTime {
            main: Duration::ZERO,
            periods: 0,
        },
        running: None,
    });
    assert_eq!(
        session.receive(times, &game, Instant::now()),
        Err(NetError::Malformed)
    );
}

fn setup_of(game: &Game, host_first: bool) -> Setup {
    let rules = game.rules();
    Setup {
        game: 7,
        host: "Ann\u{1b}[2J".into(),
        rows: rules.rows() as u8,
        cols: rules.cols() as u8,
        win: rules.win_length() as u8,
        rule: rules.rule(),
        forbidden: ForbiddenPolicy::Refuse,
        opening: rules.opening(),
        clock: TimeControl::Untimed,
        host_first,
        acts: wire_acts(game),
        times: None,
        ending: None,
    }
}

#[test]
fn a_joiner_finds_the_hosts_game_with_its_choices_and_its_seat() {
    let rules = Rules::new(15, 15, 5, Rule::Freestyle)
        .expect("rules")
        .with_opening(Opening::Swap2);
    let mut game = Game::new(rules);
    for point in [p(7, 7), p(7, 8), p(8, 8)] {
        game.play(point).expect("opening stone");
    }
    game.choose(Choice::Add).expect("two more");
    game.play(p(9, 9)).expect("fourth");
    let mut joiner = Session::new(Role::Joiner, Seat::First);
    let step = joiner.receive(
        Message::Setup(Box::new(setup_of(&game, true))),
        &Game::default(),
        Instant::now(),
    );
    let Ok(Step::Start(started)) = step else {
        panic!("{step:?}");
    };
    assert_eq!(started.game, game);
    assert_eq!(started.seat, Seat::Second);
    assert_eq!(joiner.peer.as_deref(), Some("Ann [2J"), "no escape shown");
    assert_eq!(joiner.game, 7);
}

#[test]
fn an_undo_takes_back_to_the_askers_turn() {
    let mut game = Game::default();
    for point in [p(7, 7), p(8, 8), p(6, 6)] {
        game.play(point).expect("move");
    }
    // White (second) asks with black to move: its own move and black's after it.
    assert_eq!(undo_count(&game, Seat::Second), 2);
    assert_eq!(undo_count(&game, Seat::First), 1);
}

#[test]
fn an_answer_counts_only_for_the_question_asked_about_this_position() {
    let mut session = host();
    let mut game = Game::default();
    game.play(p(7, 7)).expect("move");
    let now = Instant::now();
    let answer = |n| Message::UndoAnswer { n, yes: true };
    assert_eq!(session.receive(answer(1), &game, now), Ok(Step::Nothing));
    session.asked_undo = Some(1);
    assert_eq!(
        session.receive(answer(1), &game, now),
        Ok(Step::UndoAnswered(true))
    );
    assert_eq!(session.asked_undo, None);
}
