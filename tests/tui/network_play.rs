//! A game over the network as both sides keep it, over real sockets on the loopback: each
//! counts it in a tally of its own for the opponent's name (this side first), saves it with
//! both players' names, and says what `n` does while the game is still on.

use std::path::Path;

use crate::clocks::the_saved_game;
use crate::network_menu::{app, free_port, until};
use crate::scratch::Scratch;
use gomoku::settings::scores::{ScoresStore, Tally};
use gomoku::tui::Action;
use gomoku::tui::app::Files;
use gomoku::tui::driver::Driver;

/// A window saving into `games`, hosting (or joining) from its Network box as `name`.
fn window(games: &Path) -> Driver {
    let mut app = app();
    let saved = app.settings.clone();
    app.set_files(Files {
        store: None,
        saved,
        games_dir: Some(games.to_path_buf()),
    });
    app.update(Action::Resize(100, 30));
    app
}

fn named(app: &mut Driver, name: &str) {
    app.network.as_mut().expect("a network game").name = name.to_string();
}

/// Ann hosts, Bo joins; both connected.
fn ann_and_bo(ann_games: &Path, bo_games: &Path) -> (Driver, Driver) {
    let port = free_port();
    let mut ann = window(ann_games);
    ann.host_from_box(port);
    named(&mut ann, "Ann");
    until(&mut [&mut ann], "Ann to listen", |a| {
        a[0].network.as_ref().is_some_and(|n| n.port.is_some())
    });
    let code = ann
        .network
        .as_ref()
        .map(|n| n.code.clone())
        .expect("a code");
    let mut bo = window(bo_games);
    bo.join_from_box(&format!("127.0.0.1:{port}"), &code);
    named(&mut bo, "Bo");
    until(&mut [&mut ann, &mut bo], "both to connect", |a| {
        a.iter().all(|app| {
            app.network
                .as_ref()
                .is_some_and(|n| n.connected() && n.session.peer.is_some())
        })
    });
    (ann, bo)
}

/// Plays `moves` in turn, each by the side to move, waiting for the other to see it.
fn play(ann: &mut Driver, bo: &mut Driver, moves: &[&str]) {
    for (i, point) in moves.iter().enumerate() {
        let ann_moves = ann
            .network
            .as_ref()
            .is_some_and(|n| n.my_turn(&ann.play.game));
        let (mover, other) = match ann_moves {
            true => (&mut *ann, &mut *bo),
            false => (&mut *bo, &mut *ann),
        };
        mover.play(&[point]);
        until(&mut [mover, other], point, |a| {
            a.iter().all(|app| app.play.game.history().len() == i + 1)
        });
    }
}

#[test]
fn each_side_counts_the_game_for_the_opponents_name_and_saves_both_names() {
    let (ann_games, bo_games) = (Scratch::new("net-ann"), Scratch::new("net-bo"));
    let (mut ann, mut bo) = ann_and_bo(ann_games.path(), bo_games.path());
    // Black plays the H row and wins on the ninth move.
    play(
        &mut ann,
        &mut bo,
        &["D8", "D9", "E8", "E9", "F8", "F9", "G8", "G9", "H8"],
    );
    let black_is_ann = the_saved_game(ann_games.path()).meta.black.as_deref() == Some("Ann");
    for (app, me, them, games) in [
        (&mut ann, "Ann", "Bo", ann_games.path()),
        (&mut bo, "Bo", "Ann", bo_games.path()),
    ] {
        until(&mut [&mut *app], "the game saved", |a| {
            a[0].play.game.is_over()
        });
        assert_eq!(app.kind().opponent.as_deref(), Some(them));
        let won = (me == "Ann") == black_is_ann;
        let expected = Tally {
            first: u32::from(won),
            second: u32::from(!won),
            draws: 0,
        };
        assert_eq!(app.tally(), expected, "{me}'s tally");
        let tally = expected.describe(&app.kind());
        assert!(tally.starts_with("You ") && tally.contains(them), "{tally}");
        let record = the_saved_game(games);
        let (black, white) = match black_is_ann {
            true => ("Ann", "Bo"),
            false => ("Bo", "Ann"),
        };
        assert_eq!(record.meta.black.as_deref(), Some(black));
        assert_eq!(record.meta.white.as_deref(), Some(white));
        // The scores file keeps the opponent's tally apart from the games at one keyboard.
        let (scores, warning) = ScoresStore::in_folder(games).load();
        assert_eq!(warning, None);
        let kinds: Vec<_> = scores
            .kinds()
            .map(|(k, t)| (k.opponent.clone(), *t))
            .collect();
        assert_eq!(kinds, vec![(Some(them.to_string()), expected)]);
    }
}

#[test]
fn n_during_the_game_says_a_rematch_comes_after_its_end() {
    let (ann_games, bo_games) = (Scratch::new("net-n-ann"), Scratch::new("net-n-bo"));
    let (mut ann, mut bo) = ann_and_bo(ann_games.path(), bo_games.path());
    play(&mut ann, &mut bo, &["H8"]);
    ann.update(Action::NewGame);
    assert_eq!(
        ann.message.as_deref(),
        Some("a rematch can be asked once this game is over: x resigns, o offers a draw")
    );
    assert_eq!(ann.play.game.history().len(), 1, "the game goes on");
}

#[test]
fn the_status_line_names_this_side_you_and_the_other_by_its_name() {
    let (ann_games, bo_games) = (Scratch::new("net-you-ann"), Scratch::new("net-you-bo"));
    let (mut ann, mut bo) = ann_and_bo(ann_games.path(), bo_games.path());
    let ann_to_move = ann
        .network
        .as_ref()
        .is_some_and(|n| n.my_turn(&ann.play.game));
    let status =
        |app: &mut Driver| crate::fit::lines(&crate::fit::buffer(app, (100, 30))).join("\n");
    let (on_ann, on_bo) = (status(&mut ann), status(&mut bo));
    let (ann_sees, bo_sees) = match ann_to_move {
        true => ("Black (you) to move", "Black (Ann) to move"),
        false => ("Black (Bo) to move", "Black (you) to move"),
    };
    assert!(on_ann.contains(ann_sees), "{on_ann}");
    assert!(on_bo.contains(bo_sees), "{on_bo}");
}

#[test]
fn a_network_game_names_the_opponent_and_offers_its_keys_not_a_hint_or_the_settings() {
    let (ann_games, bo_games) = (Scratch::new("net-keys-ann"), Scratch::new("net-keys-bo"));
    let (mut ann, mut bo) = ann_and_bo(ann_games.path(), bo_games.path());
    for app in [&mut ann, &mut bo] {
        // A key answers whatever was said on connecting, and the hints come back.
        app.update(Action::Left);
        let screen = crate::fit::lines(&crate::fit::buffer(app, (100, 30))).join("\n");
        for offered in ["c say", "o offer a draw", "x resign", "u undo"] {
            assert!(screen.contains(offered), "{offered:?} missing:\n{screen}");
        }
        let them = match app.network.as_ref().map(|n| n.name.as_str()) {
            Some("Ann") => "Bo",
            _ => "Ann",
        };
        let mode = format!("vs {them} over the network");
        assert!(screen.contains(&mode), "{mode:?} missing:\n{screen}");
        for refused in ["t hint", "s settings", "human vs human"] {
            assert!(!screen.contains(refused), "{refused:?} offered:\n{screen}");
        }
    }
}
