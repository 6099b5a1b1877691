//! The saved-games directory: fresh names that never replace a file, explicit overwrites only,
//! the listing the picker shows, and the shipped sample games being what they claim.

use crate::scratch::Scratch;
use gomoku::model::{Game, Outcome, Point, Rules, Stone};
use gomoku::record::games_dir::{self, SAMPLES, Source};
use gomoku::record::{LoadErrorKind, Meta, Record};

fn short_game() -> Record {
    let game =
        Game::from_moves(Rules::default(), &[Point::new(7, 7), Point::new(7, 8)]).expect("legal");
    Record::from_game(&game, Meta::default())
}

#[test]
fn save_new_picks_a_fresh_name_each_time_and_dates_the_game() {
    let dir = Scratch::new("save-new");
    let first = games_dir::save_new(dir.path(), &short_game()).expect("save");
    let second = games_dir::save_new(dir.path(), &short_game()).expect("save again");
    assert_ne!(first, second);
    assert_eq!(
        dir.names().len(),
        2,
        "no temporary files: {:?}",
        dir.names()
    );
    let name = first
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert!(
        name.starts_with("gomoku-20") && name.ends_with(".sgf"),
        "{name}"
    );
    let loaded = Record::load(&first).expect("load");
    assert_eq!(loaded.moves(), short_game().moves());
    let date = loaded.meta.date.expect("dated");
    assert_eq!(date.len(), 10, "{date}");
}

#[test]
fn save_to_refuses_an_existing_file_unless_told_to_overwrite() {
    let dir = Scratch::new("save-to");
    let path = dir.join("mine.sgf");
    std::fs::write(&path, "precious").expect("write");
    let error = games_dir::save_to(&path, &short_game(), false).expect_err("refused");
    assert!(error.to_string().contains("already exists"), "{error}");
    assert_eq!(std::fs::read_to_string(&path).expect("read"), "precious");
    games_dir::save_to(&path, &short_game(), true).expect("overwrite");
    assert_eq!(Record::load(&path).expect("load").moves().len(), 2);
    assert_eq!(dir.names(), ["mine.sgf"]);
}

#[test]
fn listing_shows_saved_games_newest_first_then_the_samples() {
    let dir = Scratch::new("list");
    std::fs::write(
        dir.join("gomoku-20240101-000000.sgf"),
        short_game().to_sgf(),
    )
    .expect("w");
    std::fs::write(
        dir.join("gomoku-20250101-000000.sgf"),
        short_game().to_sgf(),
    )
    .expect("w");
    std::fs::write(dir.join("broken.sgf"), "(;GM[4];B[hh];B[ii])").expect("w");
    std::fs::write(dir.join("notes.txt"), "not a game").expect("w");
    let entries = games_dir::list(Some(dir.path()));
    let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(
        names[..3],
        [
            "gomoku-20250101-000000.sgf",
            "gomoku-20240101-000000.sgf",
            "broken.sgf"
        ]
    );
    assert_eq!(entries.len(), 3 + SAMPLES.len());
    let summary = entries[0].summary.as_ref().expect("summary");
    assert_eq!(
        (summary.rows, summary.cols, summary.win, summary.moves),
        (15, 15, 5, 2)
    );
    assert_eq!(summary.result(), "unfinished");
    assert!(
        entries[2]
            .summary
            .as_ref()
            .is_err_and(|e| e.to_string().contains("take turns"))
    );
    assert!(matches!(entries[3].source, Source::Sample(_)));
}

#[test]
fn listing_without_a_directory_still_offers_the_samples() {
    let entries = games_dir::list(None);
    assert_eq!(entries.len(), SAMPLES.len());
    for entry in &entries {
        let record = entry.load().unwrap_or_else(|e| panic!("{e}"));
        assert!(entry.summary.is_ok(), "{}", entry.name);
        assert!(
            record.game().is_over(),
            "{} should be a finished game",
            entry.name
        );
    }
}

#[test]
fn tic_tac_toe_sample_is_a_full_board_draw() {
    let record = Record::parse_bytes(SAMPLES[0].1.as_bytes(), false).expect("parse");
    assert_eq!(record.rules().win_length(), 3);
    let game = record.game();
    assert_eq!(*game.outcome(), Outcome::Draw);
    assert!(game.board().is_full());
}

/// The points where black, to move on this board, would make a winning line at once.
fn black_wins_at(game: &Game) -> Vec<Point> {
    let board = game.board();
    let stones: Vec<(Point, Stone)> = board
        .points()
        .filter_map(|p| Some((p, board.get(p)?)))
        .collect();
    board
        .empty_points()
        .filter(|&p| {
            let mut trial =
                Game::from_position(*game.rules(), &stones, Stone::Black).expect("position");
            trial.play(p).is_ok() && trial.outcome().winner() == Some(Stone::Black)
        })
        .collect()
}

#[test]
fn vcf_sample_wins_by_continuous_fours_ending_in_a_double_four() {
    let record = Record::parse_bytes(SAMPLES[1].1.as_bytes(), false).expect("parse");
    let moves = record.moves();
    assert_eq!(record.game().outcome().winner(), Some(Stone::Black));
    assert!(
        black_wins_at(&record.game_at(20)).is_empty(),
        "no four before the VCF"
    );
    // Moves 21, 23 and 25 each make a four, and White's answer is the only block.
    for black in [21, 23] {
        let threats = black_wins_at(&record.game_at(black));
        assert_eq!(threats, [moves[black]], "move {black} makes one four");
    }
    let threats = black_wins_at(&record.game_at(25));
    assert_eq!(threats.len(), 2, "move 25 makes a double four: {threats:?}");
    assert!(threats.contains(&moves[25]) && threats.contains(&moves[26]));
    assert_eq!(moves.len(), 27);
}

#[test]
fn file_names_and_dates_follow_the_calendar_in_utc() {
    use std::time::{Duration, UNIX_EPOCH};
    let at = |secs| UNIX_EPOCH + Duration::from_secs(secs);
    assert_eq!(games_dir::timestamp(at(1_709_210_096)), "20240229-123456");
    assert_eq!(games_dir::timestamp(at(951_868_800)), "20000301-000000");
    assert_eq!(games_dir::timestamp(at(0)), "19700101-000000");
    assert_eq!(games_dir::date(at(1_798_761_599)), "2026-12-31");
}

#[test]
fn a_listing_made_on_another_thread_speaks_the_language_of_the_thread_that_shows_it() {
    use gomoku::i18n::{Lang, set_lang};
    let entries = std::thread::spawn(|| games_dir::list(None))
        .join()
        .expect("listed");
    set_lang(Lang::Zh);
    let results: Vec<String> = entries
        .iter()
        .map(|e| e.summary.as_ref().expect("summary").result())
        .collect();
    set_lang(Lang::En);
    assert_eq!(results, ["平局", "黑方胜", "黑方胜", "白方胜"]);
}

#[test]
fn a_game_too_large_to_describe_is_listed_by_its_size_and_still_opens_when_chosen() {
    let dir = Scratch::new("list-large");
    let mut record = short_game();
    let comment = "a long comment ".repeat(20_000);
    record.meta.comments.insert(1, comment);
    let text = record.to_sgf();
    assert!(text.len() as u64 > games_dir::LIST_READ_LIMIT);
    std::fs::write(dir.join("large.sgf"), &text).expect("write");
    let entries = games_dir::list(Some(dir.path()));
    let large = &entries[0];
    let error = large.summary.as_ref().expect_err("not described");
    assert_eq!(
        error.kind,
        LoadErrorKind::NotListed {
            bytes: text.len() as u64
        }
    );
    assert!(
        error
            .kind
            .to_string()
            .contains("too large to list, Enter opens it"),
        "{}",
        error.kind
    );
    assert_eq!(large.load().expect("opens when chosen").moves().len(), 2);
}

#[test]
fn a_listing_gives_up_at_the_next_file_once_nobody_wants_it() {
    let dir = Scratch::new("list-given-up");
    for n in 0..5 {
        std::fs::write(dir.join(&format!("g{n}.sgf")), short_game().to_sgf()).expect("write");
    }
    let asked = std::cell::Cell::new(0);
    let listed = games_dir::list_until(Some(dir.path()), || {
        asked.set(asked.get() + 1);
        asked.get() > 2
    });
    assert_eq!(listed, None);
    assert_eq!(asked.get(), 3, "two files read, then it stopped");
    assert_eq!(
        games_dir::list_until(Some(dir.path()), || false).map(|e| e.len()),
        Some(5 + SAMPLES.len())
    );
}
