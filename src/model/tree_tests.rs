//! The game tree on hand-made positions: variations beside the main line, the rules in every
//! line, removal, promotion and the canonical numbering.

use super::*;
use crate::model::{ForbiddenPolicy, Opening, Rule, Rules, Stone};

fn pt(row: usize, col: usize) -> Point {
    Point::new(row, col)
}

/// A tree with the main line H8 I9 J10 (rows from the top) and nothing else.
fn three_moves() -> (GameTree, Vec<NodeId>) {
    let moves = [pt(7, 7), pt(6, 8), pt(5, 9)];
    let tree = GameTree::from_line(Game::default(), &moves, &[]);
    let line = tree.main_line();
    (tree, line)
}

#[test]
fn another_move_is_a_variation_beside_the_main_line() {
    let (mut tree, line) = three_moves();
    let mut game = tree.game_at(line[1]);
    let other = tree.play(line[1], &mut game, pt(8, 8)).expect("legal");
    assert_eq!(tree.children(line[1]), &[line[2], other]);
    assert_eq!(tree.main_line(), line, "the main line stays first");
    assert!(!tree.is_first(other) && tree.has_variations());
    assert_eq!(game.history(), &[pt(7, 7), pt(8, 8)]);
    assert_eq!(tree.game_at(other).board(), game.board());
}

#[test]
fn playing_a_move_already_there_goes_into_it_without_a_copy() {
    let (mut tree, line) = three_moves();
    let mut game = tree.game_at(line[1]);
    assert_eq!(tree.play(line[1], &mut game, pt(6, 8)), Ok(line[2]));
    assert_eq!(tree.children(line[1]).len(), 1);
    assert!(!tree.has_variations());
}

#[test]
fn a_variation_refuses_what_the_rules_refuse() {
    let (mut tree, line) = three_moves();
    let mut game = tree.game_at(line[2]);
    let taken = tree.play(line[2], &mut game, pt(7, 7));
    assert_eq!(taken, Err(MoveError::Occupied(pt(7, 7))));
    assert_eq!(tree.children(line[2]), &[line[3]], "nothing added");
    assert_eq!(game.history().len(), 2, "the position did not move");
}

#[test]
fn no_move_follows_a_five_in_a_variation() {
    // Black builds a five along row 7 in a variation; white answers on row 0.
    let mut tree = GameTree::new(Game::default());
    let mut game = tree.start().clone();
    let mut at = tree.root();
    for c in 0..4 {
        at = tree.play(at, &mut game, pt(7, c)).expect("black");
        at = tree.play(at, &mut game, pt(0, c)).expect("white");
    }
    at = tree.play(at, &mut game, pt(7, 4)).expect("the five");
    assert_eq!(game.outcome().winner(), Some(Stone::Black));
    let after = tree.play(at, &mut game, pt(1, 1));
    assert_eq!(after, Err(MoveError::GameOver));
    assert!(tree.children(at).is_empty());
}

#[test]
fn a_forbidden_double_three_is_refused_in_a_variation_under_renju() {
    let rules = Rules::new(15, 15, 5, Rule::Renju)
        .expect("renju")
        .with_forbidden_policy(ForbiddenPolicy::Refuse);
    // Two black pairs meeting at H8 (7, 7): playing there makes two open threes.
    let stones = [
        (pt(7, 5), Stone::Black),
        (pt(7, 6), Stone::Black),
        (pt(5, 7), Stone::Black),
        (pt(6, 7), Stone::Black),
        (pt(0, 0), Stone::White),
        (pt(0, 14), Stone::White),
        (pt(14, 0), Stone::White),
        (pt(14, 14), Stone::White),
    ];
    let start = Game::from_position(rules, &stones, Stone::Black).expect("position");
    let mut tree = GameTree::new(start);
    let mut game = tree.start().clone();
    let root = tree.root();
    let refused = tree.play(root, &mut game, pt(7, 7));
    assert!(matches!(refused, Err(MoveError::Forbidden(p, _)) if p == pt(7, 7)));
    assert!(tree.children(root).is_empty());
    assert!(
        tree.play(root, &mut game, pt(3, 3)).is_ok(),
        "elsewhere is fine"
    );
}

#[test]
fn removing_a_variation_keeps_the_main_line() {
    let (mut tree, line) = three_moves();
    let mut game = tree.game_at(line[1]);
    let other = tree.play(line[1], &mut game, pt(8, 8)).expect("legal");
    let deeper = tree.play(other, &mut game, pt(9, 9)).expect("legal");
    assert_eq!(tree.remove(other), Some(line[1]));
    assert_eq!(tree.children(line[1]), &[line[2]]);
    assert!(!tree.has_variations());
    assert_eq!(
        tree.path(deeper)[..2],
        [tree.root(), line[1]],
        "ids stay valid"
    );
    assert_eq!(
        tree.compacted().nodes.len(),
        4,
        "compacting drops what was removed"
    );
    assert_eq!(tree.remove(tree.root()), None, "the root stays");
}

#[test]
fn promoting_a_variation_makes_it_the_main_line() {
    let (mut tree, line) = three_moves();
    let mut game = tree.game_at(line[1]);
    let other = tree.play(line[1], &mut game, pt(8, 8)).expect("legal");
    let deeper = tree.play(other, &mut game, pt(9, 9)).expect("legal");
    tree.promote(deeper);
    assert_eq!(tree.main_line(), vec![line[0], line[1], other, deeper]);
    assert_eq!(
        tree.children(line[1]),
        &[other, line[2]],
        "the old line is a variation"
    );
}

#[test]
fn the_same_game_compacts_to_equal_trees_whatever_the_order_it_was_built_in() {
    let (mut first, line) = three_moves();
    let mut game = first.game_at(line[1]);
    first.play(line[1], &mut game, pt(8, 8)).expect("legal");

    // The variation before the rest of the main line.
    let mut second = GameTree::new(Game::default());
    let mut game = second.start().clone();
    let h8 = second
        .play(second.root(), &mut game, pt(7, 7))
        .expect("legal");
    let i9 = second.play(h8, &mut game.clone(), pt(6, 8)).expect("legal");
    second.play(h8, &mut game, pt(8, 8)).expect("legal");
    let mut game = second.game_at(i9);
    second.play(i9, &mut game, pt(5, 9)).expect("legal");

    assert_ne!(first, second, "numbered in the order they were built");
    assert_eq!(first.compacted(), second.compacted());
}

#[test]
fn choices_of_a_swap_opening_are_made_again_at_their_node() {
    let rules = Rules::default().with_opening(Opening::Swap);
    let moves = [pt(7, 7), pt(6, 8), pt(5, 9), pt(8, 8)];
    let tree = GameTree::from_line(Game::new(rules), &moves, &[(3, Choice::Swap)]);
    let line = tree.main_line();
    assert_eq!(line.len(), 5);
    assert_eq!(tree.choices(line[3]), &[Choice::Swap]);
    assert_eq!(tree.game_at(line[3]).choices(), &[(3, Choice::Swap)]);
    assert_eq!(tree.game_at(line[4]).history(), &moves);
}

#[test]
fn comments_belong_to_their_node() {
    let (mut tree, line) = three_moves();
    tree.set_comment(line[2], Some("a good move".into()));
    assert_eq!(tree.comment(line[2]), Some("a good move"));
    assert_eq!(tree.comment(line[1]), None);
}
