//! SGF and the clock: a timed game keeps its time control (`TM`, `OT`) and the time each
//! player had left after each move (`BL`/`WL`, `OB`/`OW`); a game that ended off the board
//! (time, resignation, a claim, an agreed draw) keeps its result and reads back ended.

use std::time::Duration;

use gomoku::model::clock::SideTime;
use gomoku::model::{Ending, Game, Point, Rules, Stone, TimeControl};
use gomoku::record::{Meta, Record};

fn parse(text: &str) -> Record {
    Record::parse_bytes(text.as_bytes(), false).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn three_moves() -> Game {
    let mut game = Game::new(Rules::default());
    for p in [Point::new(7, 7), Point::new(7, 8), Point::new(8, 8)] {
        game.play(p).expect("a legal move");
    }
    game
}

fn left(seconds: f64, periods: u32) -> SideTime {
    SideTime {
        main: Duration::from_secs_f64(seconds),
        periods,
    }
}

/// Writes three moves with `control` and `times`, checks that the text holds `written`, and
/// that the control and the times read back as they were.
fn round_trip(control: &str, times: &[(usize, SideTime)], written: &[&str]) {
    let control: TimeControl = control.parse().expect("a control");
    let meta = Meta {
        clock: Some(control),
        times: times.iter().copied().collect(),
        ..Meta::default()
    };
    let text = Record::from_game(&three_moves(), meta.clone()).to_sgf();
    for part in written {
        assert!(text.contains(part), "{part} not in {text}");
    }
    let back = parse(&text);
    assert_eq!(back.meta.clock, Some(control));
    assert_eq!(back.meta.times, meta.times);
}

#[test]
fn a_fischer_game_keeps_its_control_and_each_movers_time_left() {
    round_trip(
        "10+5",
        &[
            (1, left(603.0, 0)),
            (2, left(598.25, 0)),
            (3, left(590.5, 0)),
        ],
        &[
            "TM[600]OT[5 fischer]",
            ";B[hh]BL[603];W[ih]WL[598.25];B[ii]BL[590.5]",
        ],
    );
}

#[test]
fn a_byo_yomi_game_keeps_the_periods_left_after_each_move() {
    // The third move has no time: a move without one is written and read without one.
    round_trip(
        "5+30x3",
        &[(1, left(280.0, 3)), (2, left(0.0, 2))],
        &[
            "TM[300]OT[3x30 byo-yomi]",
            ";B[hh]BL[280]OB[3];W[ih]WL[0]OW[2];B[ii]",
        ],
    );
}

#[test]
fn an_untimed_game_writes_no_time() {
    let text = Record::from_game(&three_moves(), Meta::default()).to_sgf();
    for ident in ["TM[", "OT[", "BL[", "WL["] {
        assert!(!text.contains(ident), "{ident} in {text}");
    }
    assert_eq!(parse(&text).meta.clock, None);
}

#[test]
fn a_game_ended_off_the_board_is_saved_with_its_result_and_reads_back_ended() {
    for loser in [Stone::Black, Stone::White] {
        for (ending, result) in [
            (Ending::Time { loser }, "T"),
            (Ending::Resign { loser }, "R"),
            (Ending::Forfeit { loser }, "F"),
        ] {
            let mut game = three_moves();
            game.end(ending).expect("an unfinished game ends");
            let text = Record::from_game(&game, Meta::default()).to_sgf();
            let winner = match loser {
                Stone::Black => "W",
                Stone::White => "B",
            };
            assert!(text.contains(&format!("RE[{winner}+{result}]")), "{text}");
            let back = parse(&text).game();
            assert_eq!(back.ending(), Some(ending), "{text}");
            assert_eq!(back.outcome().winner(), Some(loser.opponent()));
            assert_eq!(back.history(), game.history());
        }
    }
    let mut game = three_moves();
    game.end(Ending::Agreement)
        .expect("an unfinished game ends");
    let text = Record::from_game(&game, Meta::default()).to_sgf();
    assert!(text.contains("RE[0]"), "{text}");
    let back = parse(&text).game();
    assert_eq!(back.ending(), Some(Ending::Agreement));
    assert!(back.is_over());
}

#[test]
fn another_programs_resignation_ends_the_game_after_its_last_move_only() {
    let record = parse("(;GM[4]SZ[15]RE[W+Resign];B[hh];W[ih];B[ii])");
    assert_eq!(
        record.game().ending(),
        Some(Ending::Resign {
            loser: Stone::Black
        })
    );
    // Earlier positions are as they were played: review and playing on from there.
    assert!(!record.game_at(2).is_over());
    // A result the board already decides stays the board's.
    let won = parse("(;GM[4]SZ[15]XK[3]RE[B+R];B[aa];W[ka];B[ab];W[kb];B[ac])");
    assert_eq!(won.game().ending(), None);
    assert_eq!(won.game().outcome().winner(), Some(Stone::Black));
}

#[test]
fn times_no_clock_could_show_are_left_out_and_the_game_is_read() {
    let record = parse(
        "(;GM[4]SZ[15]TM[600]OT[5 fischer];B[hh]BL[-3];W[ih]WL[soon];B[ii]BL[NaN];W[ij]WL[1e300])",
    );
    assert!(record.meta.times.is_empty(), "{:?}", record.meta.times);
    assert_eq!(record.moves().len(), 4);
    // A control in another program's words is no reason to refuse the game either.
    let other = parse("(;GM[4]SZ[15]TM[600]OT[25/600 Canadian];B[hh])");
    assert_eq!(other.meta.clock, None);
    assert_eq!(other.moves().len(), 1);
}

#[test]
fn a_draw_is_written_as_zero_and_read_in_either_spelling() {
    use gomoku::model::{Outcome, Rule};
    let rules = Rules::new(3, 3, 3, Rule::Freestyle).expect("rules");
    let full: Vec<Point> = [
        (0, 0),
        (1, 1),
        (2, 2),
        (0, 2),
        (2, 0),
        (1, 0),
        (1, 2),
        (2, 1),
        (0, 1),
    ]
    .into_iter()
    .map(|(x, y)| Point::new(x, y))
    .collect();
    let game = Game::from_moves(rules, &full).expect("legal");
    assert_eq!(*game.outcome(), Outcome::Draw, "the board is full, no line");
    let text = Record::from_game(&game, Meta::default()).to_sgf();
    assert!(text.contains("RE[0]"), "{text}");
    assert_eq!(*parse(&text).game().outcome(), Outcome::Draw);
    let agreed = parse("(;GM[4]SZ[15]RE[Draw];B[hh];W[ih])");
    assert_eq!(agreed.game().ending(), Some(Ending::Agreement));
}

#[test]
fn a_timed_game_with_a_variation_keeps_each_main_line_movers_time_left() {
    let text = "(;GM[4]SZ[15]TM[600]OT[5 fischer];B[hh]BL[603];W[ih]WL[598.25](;B[ii]BL[590.5])\
        (;B[gi]))";
    let record = parse(text);
    assert!(record.variations().is_some(), "a variation is read");
    let written = record.to_sgf();
    assert!(
        written.contains(";B[hh]BL[603];W[ih]WL[598.25]"),
        "{written}"
    );
    assert!(written.contains(";B[ii]BL[590.5]"), "{written}");
    // The variation's move has no time of its own: it writes none.
    assert!(written.contains(";B[gi])"), "{written}");
    let back = parse(&written);
    assert_eq!(back.meta.times, record.meta.times);
}
