//! A walk over a game tree under random keys: after every step the position shown is the one
//! the tree gives for the node shown, the line holds the moves played to reach it, and nothing
//! but promotion or a move after its end changes the main line.

use gomoku::model::{Game, GameTree, Point, Rule, Rules, Walk};
use proptest::prelude::*;

/// One thing done to the walk, with a number that picks its target.
#[derive(Clone, Copy, Debug)]
enum Op {
    GoTo(usize),
    Back,
    Forward,
    Play(usize),
    Next,
    Leave,
    Remove,
    Promote,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        any::<usize>().prop_map(Op::GoTo),
        Just(Op::Back),
        Just(Op::Forward),
        any::<usize>().prop_map(Op::Play),
        Just(Op::Next),
        Just(Op::Leave),
        Just(Op::Remove),
        Just(Op::Promote),
    ]
}

fn main_moves(walk: &Walk) -> Vec<Point> {
    walk.tree().moves(&walk.tree().main_line())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_position_shown_always_is_the_trees_for_the_node_shown(
        ops in prop::collection::vec(op(), 0..60),
    ) {
        let rules = Rules::new(6, 6, 4, Rule::Freestyle).expect("6x6");
        let mut walk = Walk::new(GameTree::new(Game::new(rules)));
        for op in ops {
            let main_before = main_moves(&walk);
            let at_line_end = walk.index() == walk.len();
            match op {
                Op::GoTo(i) => walk.go_to(i % (walk.len() + 1)),
                Op::Back => {
                    walk.back();
                }
                Op::Forward => {
                    walk.forward();
                }
                Op::Play(pick) => {
                    let free: Vec<Point> = walk.game().legal_moves().collect();
                    if let Some(&p) = free.get(pick % free.len().max(1)) {
                        prop_assert!(walk.play(p).is_ok());
                        prop_assert_eq!(walk.game().last_move(), Some(p));
                    }
                }
                Op::Next => {
                    walk.next_variation();
                }
                Op::Leave => {
                    walk.leave_variation();
                }
                Op::Remove => {
                    walk.remove_variation();
                    prop_assert_eq!(main_moves(&walk), main_before.clone(), "the main line stays");
                }
                Op::Promote => walk.promote(),
            }
            let expected = walk.tree().game_at(walk.node());
            prop_assert_eq!(walk.game().board(), expected.board(), "{:?}", op);
            prop_assert_eq!(walk.game().to_move(), expected.to_move());
            prop_assert_eq!(walk.game().history(), &walk.moves()[..walk.index()]);
            prop_assert!(walk.index() <= walk.len());
            let may_change = matches!(op, Op::Promote) || matches!(op, Op::Play(_)) && at_line_end;
            if !may_change {
                prop_assert_eq!(main_moves(&walk), main_before, "{:?}", op);
            }
        }
    }
}
