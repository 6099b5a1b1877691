//! Games under Renju: forbidden points refused or lost by the rules' policy, who wins with five
//! and with an overline, the centre opening, and the settings that build these rules.

use gomoku::model::{
    Act, Forbidden, ForbiddenPolicy, Game, MoveError, Opening, Outcome, Point, Rule, Rules, Stone,
};
use gomoku::settings::startup::{GameArgs, with_flags};
use gomoku::settings::{BoardSettings, Settings};

use crate::renju_support::{DOUBLE_THREE, FIVE_AND_DOUBLE_FOUR, diagram, stones};

fn renju() -> Rules {
    Rules::new(15, 15, 5, Rule::Renju).expect("15x15 renju")
}

fn at(text: &str) -> Point {
    Point::parse_notation(text, 15, 15).expect("a point on 15x15")
}

fn position(rules: Rules, text: &str, to_move: Stone) -> (Game, Point) {
    let (board, p) = diagram(text);
    let game = Game::from_position(rules, &stones(&board), to_move).expect("legal position");
    (game, p)
}

#[test]
fn a_refused_forbidden_point_leaves_the_game_unchanged() {
    let (mut game, p) = position(renju(), DOUBLE_THREE, Stone::Black);
    let before = game.clone();
    let error = game.play(p).expect_err("double-three is refused");
    assert_eq!(error, MoveError::Forbidden(p, Forbidden::DoubleThree));
    assert_eq!(
        error.describe(15),
        "E11 is forbidden for black (double-three)"
    );
    assert_eq!(game, before);
    assert_eq!(game.check(p), Err(error));
}

#[test]
fn a_forbidden_point_loses_at_once_when_the_policy_says_so() {
    let rules = renju().with_forbidden_policy(ForbiddenPolicy::Loses);
    let (mut game, p) = position(rules, DOUBLE_THREE, Stone::Black);
    assert_eq!(game.check(p), Ok(()));
    let outcome = game.play(p).expect("the move stands").clone();
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Stone::White,
            line: vec![p]
        }
    );
    assert_eq!(outcome.winner(), Some(Stone::White));
    assert_eq!(game.forbidden_loss(), Some((p, Forbidden::DoubleThree)));
    assert_eq!(game.board().get(p), Some(Stone::Black));

    assert_eq!(game.undo(), Some(Act::Move(p)));
    assert_eq!(game.outcome(), &Outcome::Ongoing);
    assert_eq!(game.forbidden_loss(), None);
    assert_eq!(game.redo(), Some(Act::Move(p)));
    assert_eq!(game.forbidden_loss(), Some((p, Forbidden::DoubleThree)));
}

#[test]
fn black_overline_is_forbidden_and_never_wins() {
    let overline = "
        . . . . . . . . . .
        . X X ? X X X . . .";
    let (mut refused, p) = position(renju(), overline, Stone::Black);
    assert_eq!(
        refused.play(p),
        Err(MoveError::Forbidden(p, Forbidden::Overline))
    );
    let rules = renju().with_forbidden_policy(ForbiddenPolicy::Loses);
    let (mut lost, p) = position(rules, overline, Stone::Black);
    assert_eq!(lost.play(p).map(Outcome::winner), Ok(Some(Stone::White)));
    assert_eq!(lost.forbidden_loss(), Some((p, Forbidden::Overline)));
}

#[test]
fn black_five_wins_even_when_it_also_makes_a_double_four() {
    let (mut game, p) = position(renju(), FIVE_AND_DOUBLE_FOUR, Stone::Black);
    let Ok(Outcome::Win { winner, line }) = game.play(p).cloned() else {
        panic!("a five wins")
    };
    assert_eq!(winner, Stone::Black);
    assert_eq!(line.len(), 5);
    assert_eq!(game.forbidden_loss(), None);
}

#[test]
fn white_wins_with_an_overline_under_renju_only() {
    let white_six = "
        . . . . . . . . . .
        . O O ? O O O . . .
        . . . . . . . . . .";
    let (mut game, p) = position(renju(), white_six, Stone::White);
    let Ok(Outcome::Win { winner, line }) = game.play(p).cloned() else {
        panic!("white's overline wins")
    };
    assert_eq!((winner, line.len()), (Stone::White, 6));

    let exact = Rules::new(15, 15, 5, Rule::Exact).expect("valid rules");
    let (mut game, p) = position(exact, white_six, Stone::White);
    assert_eq!(game.play(p), Ok(&Outcome::Ongoing));
}

#[test]
fn white_may_play_what_would_be_forbidden_for_black() {
    let white_double_three = DOUBLE_THREE.replace('X', "O");
    let (mut game, p) = position(renju(), &white_double_three, Stone::White);
    assert!(game.forbidden_points().is_empty());
    assert_eq!(game.forbidden_at(p), None);
    assert_eq!(game.play(p), Ok(&Outcome::Ongoing));
}

#[test]
fn forbidden_points_are_shown_only_to_black_under_renju() {
    let (game, p) = position(renju(), DOUBLE_THREE, Stone::Black);
    assert!(
        game.forbidden_points()
            .contains(&(p, Forbidden::DoubleThree))
    );
    assert_eq!(game.forbidden_at(p), Some(Forbidden::DoubleThree));

    let (white_to_move, p) = position(renju(), DOUBLE_THREE, Stone::White);
    assert!(white_to_move.forbidden_points().is_empty());
    assert_eq!(white_to_move.forbidden_at(p), None);

    let (freestyle, p) = position(Rules::default(), DOUBLE_THREE, Stone::Black);
    assert!(freestyle.forbidden_points().is_empty());
    assert_eq!(freestyle.forbidden_at(p), None);
}

/// Black builds F8-G8 and H10-H9 while white plays far away; H8 then makes two threes.
const INTO_DOUBLE_THREE: [&str; 9] = ["F8", "A1", "G8", "A3", "H10", "A5", "H9", "A7", "H8"];

#[test]
fn a_whole_game_ends_on_black_s_forbidden_move_when_it_loses() {
    let moves: Vec<Point> = INTO_DOUBLE_THREE.iter().map(|m| at(m)).collect();
    let loses = renju().with_forbidden_policy(ForbiddenPolicy::Loses);
    let game = Game::from_moves(loses, &moves).expect("every move stands");
    assert_eq!(game.outcome().winner(), Some(Stone::White));
    assert_eq!(
        game.forbidden_loss(),
        Some((at("H8"), Forbidden::DoubleThree))
    );

    let refused = Game::from_moves(renju(), &moves);
    assert_eq!(
        refused.map(|_| ()),
        Err((8, MoveError::Forbidden(at("H8"), Forbidden::DoubleThree)))
    );
    // The same moves are an ordinary game under free-style.
    let free = Game::from_moves(Rules::default(), &moves).expect("legal in free-style");
    assert_eq!(free.outcome(), &Outcome::Ongoing);
}

#[test]
fn the_centre_opening_wants_the_first_stone_on_the_centre() {
    let rules = renju().with_opening(Opening::Center);
    let mut game = Game::new(rules);
    let error = game.play(at("F8")).expect_err("off-centre first move");
    assert_eq!(error, MoveError::FirstMoveInCentre(at("H8")));
    assert_eq!(
        error.describe(15),
        "the first move must be in the centre, H8"
    );
    assert!(game.history().is_empty());
    game.play(at("H8")).expect("the centre");
    game.play(at("A1")).expect("later moves go anywhere");

    let free = Game::from_moves(renju(), &[at("A1")]);
    assert!(free.is_ok(), "the default opening is free");
}

#[test]
fn renju_is_five_in_a_row_on_at_least_5x5() {
    assert!(Rules::new(15, 15, 5, Rule::Renju).is_ok());
    assert!(Rules::new(5, 5, 5, Rule::Renju).is_ok());
    let six = Rules::new(15, 15, 6, Rule::Renju).expect_err("renju is five");
    assert_eq!(six.to_string(), "renju is played with five in a row, not 6");
    let narrow = Rules::new(4, 12, 5, Rule::Renju).expect_err("too narrow");
    assert!(narrow.to_string().contains("at least 5x5"), "{narrow}");
}

#[test]
fn rule_policy_and_opening_read_their_keys() {
    assert_eq!("renju".parse::<Rule>(), Ok(Rule::Renju));
    assert_eq!(Rule::Renju.key(), "renju");
    assert!(Rule::ALL.contains(&Rule::Renju));
    assert_eq!(
        " Loses ".parse::<ForbiddenPolicy>(),
        Ok(ForbiddenPolicy::Loses)
    );
    assert_eq!(
        "refuse".parse::<ForbiddenPolicy>(),
        Ok(ForbiddenPolicy::Refuse)
    );
    assert_eq!("center".parse::<Opening>(), Ok(Opening::Center));
    let unknown = "sometimes".parse::<ForbiddenPolicy>().expect_err("unknown");
    assert!(unknown.to_string().contains("refuse, loses"), "{unknown}");
}

#[test]
fn settings_carry_the_policy_and_opening_into_the_rules() {
    let defaults = Settings::default().rules().expect("default rules");
    assert_eq!(defaults.forbidden_policy(), ForbiddenPolicy::Refuse);
    assert_eq!(defaults.opening(), Opening::Free);

    let settings = Settings {
        board: BoardSettings {
            rule: Rule::Renju,
            forbidden: ForbiddenPolicy::Loses,
            opening: Opening::Center,
            ..Default::default()
        },
        ..Settings::default()
    };
    let rules = settings.rules().expect("renju rules");
    assert_eq!(rules.rule(), Rule::Renju);
    assert_eq!(rules.forbidden_policy(), ForbiddenPolicy::Loses);
    assert_eq!(rules.opening(), Opening::Center);
}

#[test]
fn asking_for_renju_on_the_command_line_asks_for_five() {
    let four = Settings {
        board: BoardSettings {
            win: 4,
            ..Default::default()
        },
        ..Settings::default()
    };
    let args = GameArgs {
        rule: Some(Rule::Renju),
        ..GameArgs::default()
    };
    let settings = with_flags(four.clone(), &args).expect("renju on 15x15");
    assert_eq!((settings.board.rule, settings.board.win), (Rule::Renju, 5));

    let args = GameArgs {
        rule: Some(Rule::Renju),
        win: Some(4),
        ..GameArgs::default()
    };
    let error = with_flags(four, &args).expect_err("renju with four");
    assert!(error.to_string().contains("five in a row"), "{error}");
}
