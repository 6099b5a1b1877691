//! The review cursor: stepping, jumping, the position at any index, and branching off.

use gomoku::model::{Choice, Game, Opening, Point, Rules, Seat, Step};
use gomoku::record::{Meta, Record, Review};

fn moves() -> Vec<Point> {
    [(7, 7), (7, 8), (8, 8), (6, 6), (9, 9), (5, 5)]
        .map(|(r, c)| Point::new(r, c))
        .to_vec()
}

fn review() -> Review {
    let game = Game::from_moves(Rules::default(), &moves()).expect("legal");
    Review::new(Record::from_game(&game, Meta::default()))
}

#[test]
fn review_starts_at_the_end_and_steps_back_and_forth() {
    let mut r = review();
    assert_eq!((r.index(), r.len()), (6, 6));
    assert!(r.at_end() && !r.forward(), "no step past the end");
    assert!(r.back());
    assert_eq!(r.index(), 5);
    assert_eq!(r.game().history(), &moves()[..5]);
    assert_eq!(r.current_move(), Some(moves()[4]));
    assert!(r.forward());
    assert_eq!(r.game().history(), &moves()[..]);
}

#[test]
fn home_and_end_jump_to_either_side() {
    let mut r = review();
    r.home();
    assert!(r.at_start() && !r.back());
    assert!(r.game().board().is_empty());
    assert_eq!(r.current_move(), None);
    r.end();
    assert_eq!(r.game().history().len(), 6);
    r.go_to(99);
    assert!(r.at_end());
}

#[test]
fn every_index_shows_the_same_position_however_it_is_reached() {
    let mut stepped = review();
    stepped.home();
    for i in 0..=6 {
        let mut jumped = review();
        jumped.go_to(i);
        assert_eq!(stepped.index(), i);
        assert_eq!(stepped.game().board(), jumped.game().board(), "index {i}");
        assert_eq!(
            stepped.game_at(i).board(),
            jumped.game().board(),
            "index {i}"
        );
        assert_eq!(stepped.game().to_move(), jumped.game().to_move());
        stepped.forward();
    }
}

#[test]
fn branch_here_drops_the_later_moves() {
    let mut r = review();
    r.go_to(3);
    assert!(r.branch_discards_moves());
    let mut game = r.branch_here();
    assert_eq!(game.history(), &moves()[..3]);
    assert!(game.redo_acts().is_empty(), "later moves are gone");
    assert_eq!(game.redo(), None);
    assert!(
        game.play(Point::new(0, 0)).is_ok(),
        "play goes on from there"
    );
    assert_eq!(r.len(), 6, "the review itself keeps the whole game");
}

#[test]
fn review_of_a_game_with_moves_taken_back_can_step_into_them() {
    let mut game = Game::from_moves(Rules::default(), &moves()).expect("legal");
    game.undo();
    game.undo();
    let mut r = Review::from_game(&game);
    assert_eq!((r.index(), r.len()), (4, 6));
    r.end();
    assert_eq!(r.game().history(), &moves()[..]);
}

#[test]
fn a_review_shows_the_opening_as_it_stood_at_each_move() {
    let mut game = Game::new(Rules::default().with_opening(Opening::Swap2));
    let [a, b, c, d, e, f] = moves()[..] else {
        unreachable!("six moves")
    };
    for p in [a, b, c] {
        game.play(p).expect("legal");
    }
    game.choose(Choice::Add).expect("two more");
    for p in [d, e] {
        game.play(p).expect("legal");
    }
    game.choose(Choice::Swap)
        .expect("the first player takes black");
    game.play(f).expect("legal");
    // Two things taken back: the last move and the choice before it.
    game.undo();
    game.undo();
    let mut r = Review::from_game(&game);
    assert_eq!((r.index(), r.len()), (5, 6));
    // A position shows the choices made at it, also one taken back: it lies ahead in review.
    assert_eq!(r.game().progress().step, Step::Play);
    assert_eq!(r.game().progress().black, Seat::First);
    r.home();
    r.go_to(3);
    let adding = Step::Place {
        seat: Seat::Second,
        n: 1,
        of: 2,
    };
    assert_eq!(r.game().progress().step, adding);
    r.back();
    assert_eq!(
        r.game().progress().step,
        Step::Place {
            seat: Seat::First,
            n: 3,
            of: 3
        }
    );
    r.forward();
    assert_eq!(r.game().choices(), &[(3, Choice::Add)]);
    r.end();
    assert_eq!(r.game().history(), &moves()[..]);
    assert_eq!(r.game().choices(), &[(3, Choice::Add), (5, Choice::Swap)]);
}
