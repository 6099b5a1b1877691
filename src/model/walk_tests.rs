//! Walking a tree: the line followed, variations made by playing, switched, left and removed.

use super::*;
use crate::model::Rules;

fn pt(row: usize, col: usize) -> Point {
    Point::new(row, col)
}

/// H8 I9 J10 G7 K11 F6, rows from the top.
fn game_moves() -> Vec<Point> {
    [(7, 7), (6, 8), (5, 9), (8, 6), (4, 10), (9, 5)]
        .map(|(r, c)| pt(r, c))
        .to_vec()
}

fn walk() -> Walk {
    let start = Game::new(Rules::default());
    Walk::new(GameTree::from_line(start, &game_moves(), &[]))
}

/// The game with a variation of two moves (K5 L4) from move 3, shown at its end.
fn in_variation() -> Walk {
    let mut w = walk();
    w.go_to(2);
    w.play(pt(10, 10)).expect("legal");
    w.play(pt(11, 11)).expect("legal");
    w
}

#[test]
fn the_games_next_move_steps_on() {
    let mut w = walk();
    w.go_to(2);
    assert_eq!(w.play(game_moves()[2]), Ok(Played::Followed));
    assert_eq!((w.index(), w.len()), (3, 6));
    assert_eq!(w.moves(), game_moves());
}

#[test]
fn another_move_makes_a_variation_and_the_line_follows_it() {
    let mut w = walk();
    w.go_to(2);
    assert_eq!(w.play(pt(10, 10)), Ok(Played::Added));
    assert_eq!((w.index(), w.len()), (3, 3));
    let mut expected = game_moves()[..2].to_vec();
    expected.push(pt(10, 10));
    assert_eq!(w.moves(), expected);
    assert_eq!(w.game().history(), &expected[..]);
    assert_eq!(
        w.tree().moves(&w.tree().main_line()),
        game_moves(),
        "the game stays"
    );
    assert_eq!(w.branches_at(3), 2, "two continuations at the third move");
    assert!(w.off_main_line(3) && !w.off_main_line(2));
    assert_eq!(w.variation_from(), Some(3));
    w.back();
    w.back();
    assert_eq!(w.variation_from(), None, "before the variation");
}

#[test]
fn the_same_other_move_again_goes_into_the_variation_it_made() {
    let mut w = in_variation();
    w.go_to(2);
    assert_eq!(w.len(), 4, "the line still runs through the variation");
    assert_eq!(w.play(pt(10, 10)), Ok(Played::Followed));
    assert!(w.leave_variation());
    assert_eq!(w.len(), 6, "back on the game's line");
    assert_eq!(w.play(pt(10, 10)), Ok(Played::Entered));
    assert_eq!(w.len(), 4, "and goes on as far as the variation did");
    assert_eq!(w.tree().children(w.line()[2]).len(), 2);
}

#[test]
fn a_move_after_the_lines_last_one_extends_it() {
    let mut w = in_variation();
    assert_eq!(w.play(pt(12, 12)), Ok(Played::Extended));
    assert_eq!(w.len(), 5);
    assert!(w.leave_variation());
    w.go_to(6);
    assert_eq!(w.play(pt(13, 13)), Ok(Played::Extended));
    let main = w.tree().main_line();
    assert_eq!(w.tree().moves(&main).len(), 7, "the main line goes on");
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut w = walk();
    w.go_to(3);
    assert_eq!(w.play(pt(7, 7)), Err(MoveError::Occupied(pt(7, 7))));
    assert_eq!((w.index(), w.len()), (3, 6));
    assert!(!w.tree().has_variations());
}

#[test]
fn next_variation_goes_round_the_alternatives_of_a_move() {
    let mut w = walk();
    w.go_to(2);
    w.play(pt(10, 10)).expect("legal");
    w.go_to(2);
    w.play(pt(11, 11)).expect("legal");
    // On the second variation's move: the alternatives of that move come round in turn.
    let shown = |w: &Walk| w.game().last_move();
    assert!(w.next_variation());
    assert_eq!(
        (w.index(), shown(&w)),
        (3, Some(game_moves()[2])),
        "back to the game"
    );
    assert_eq!(w.len(), 6);
    assert!(w.next_variation());
    assert_eq!(shown(&w), Some(pt(10, 10)));
    // From the position before them, one step into the next.
    w.back();
    assert!(w.next_variation());
    assert_eq!((w.index(), shown(&w)), (3, Some(pt(11, 11))));
    assert_eq!(w.game().board(), w.tree().game_at(w.node()).board());
}

#[test]
fn next_variation_is_refused_where_there_is_none() {
    let mut w = walk();
    w.go_to(4);
    assert!(!w.next_variation());
    assert_eq!(w.index(), 4);
}

#[test]
fn leaving_a_variation_returns_where_it_branched_on_the_line_it_left() {
    let mut w = in_variation();
    assert!(w.leave_variation());
    assert_eq!((w.index(), w.len()), (2, 6));
    assert_eq!(w.moves(), game_moves());
    assert_eq!(w.game().history(), &game_moves()[..2]);
    assert!(
        !w.leave_variation(),
        "the main line has nowhere to go back to"
    );
}

#[test]
fn leaving_a_variation_in_a_variation_returns_to_the_outer_one() {
    let mut w = in_variation();
    w.play(pt(12, 12)).expect("legal");
    w.go_to(4);
    w.play(pt(13, 13)).expect("inner variation");
    assert!(w.leave_variation());
    assert_eq!(w.index(), 4);
    assert_eq!(w.moves()[2..], [pt(10, 10), pt(11, 11), pt(12, 12)]);
}

#[test]
fn removing_a_variation_leaves_the_game_alone() {
    let mut w = in_variation();
    assert!(w.remove_variation());
    assert!(!w.tree().has_variations());
    assert_eq!((w.index(), w.moves()), (2, game_moves()));
    assert_eq!(w.game().history(), &game_moves()[..2]);
    assert!(!w.remove_variation(), "the main line is never removed");
    assert_eq!(w.moves(), game_moves());
}

#[test]
fn a_variation_ahead_of_the_position_shown_is_the_one_removed() {
    let mut w = walk();
    w.go_to(2);
    w.play(pt(10, 10)).expect("legal");
    w.go_to(1);
    assert!(w.remove_variation());
    assert_eq!((w.index(), w.moves()), (1, game_moves()));
}

#[test]
fn stepping_back_out_of_a_variation_and_on_again_stays_in_it() {
    let mut w = in_variation();
    w.go_to(0);
    while w.forward() {}
    assert_eq!(w.game().last_move(), Some(pt(11, 11)));
}

#[test]
fn every_position_is_the_same_stepped_or_jumped_to() {
    let mut w = walk();
    w.go_to(3);
    w.play(pt(10, 10)).expect("legal");
    w.play(pt(11, 11)).expect("legal");
    let mut stepped = w.clone();
    stepped.go_to(0);
    for i in 0..=w.len() {
        let mut jumped = w.clone();
        jumped.go_to(i);
        assert_eq!(stepped.game().board(), jumped.game().board(), "index {i}");
        assert_eq!(stepped.game().to_move(), jumped.game().to_move());
        stepped.forward();
    }
}

#[test]
fn a_line_plays_into_a_variation_up_to_a_refused_move() {
    let mut w = walk();
    w.go_to(2);
    let line = [pt(10, 10), pt(11, 11), pt(10, 10), pt(12, 12)];
    assert_eq!(w.play_line(&line), 2);
    assert_eq!(w.index(), 4);
    assert_eq!(w.tree().children(w.line()[2]).len(), 2);
}

#[test]
fn promoting_makes_the_line_followed_the_main_line() {
    let mut w = walk();
    w.go_to(2);
    w.play(pt(10, 10)).expect("legal");
    w.promote();
    let main = w.tree().main_line();
    assert_eq!(w.tree().moves(&main), w.moves());
    assert!(!w.off_main_line(3));
}
