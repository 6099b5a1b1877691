//! The Network box (`m`): drawn in English and Chinese with the line being typed in
//! highlighted; hosting from it and joining from it with the address and code typed in the
//! app, over real sockets on the loopback; what it asks first and what it refuses.

use std::net::TcpListener;
use std::time::{Duration, Instant};

use gomoku::i18n::{Lang, set_lang};
use gomoku::settings::{Mode, PlayerSettings, Settings};
use gomoku::tui::app::{NetRow, Overlay, Question};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};
use ratatui::style::Modifier;

use crate::fit::{buffer, lines};

/// A port nobody listens on now.
pub(crate) fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    listener.local_addr().expect("its address").port()
}

pub(crate) fn app() -> Driver {
    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..PlayerSettings::default()
        },
        ..Settings::default()
    };
    Driver::new(App::new(settings).expect("valid settings"))
}

/// Lets the network events of every app in `apps` arrive until `done` holds of them.
pub(crate) fn until(apps: &mut [&mut Driver], what: &str, done: impl Fn(&[&mut Driver]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done(apps) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        for app in apps.iter_mut() {
            app.wait_for_any_answer(Duration::from_millis(5));
            app.tick(Instant::now());
        }
    }
}

#[test]
fn the_box_shows_host_and_join_with_the_line_typed_in_highlighted_in_both_languages() {
    for (lang, title, words) in [
        (
            Lang::En,
            "Network",
            ["Host a game", "Port", "Host's address", "Code"],
        ),
        (
            Lang::Zh,
            "联网对战",
            ["在本机开局", "端口", "对方地址", "邀请码"],
        ),
    ] {
        set_lang(lang);
        let mut app = app();
        app.update(Action::Network);
        assert!(matches!(app.overlay, Overlay::Network(_)));
        let shown = buffer(&mut app, (80, 24));
        let rows = lines(&shown);
        let text = rows.join("\n");
        assert!(text.contains(title), "{text}");
        for word in words {
            assert!(text.contains(word), "{word} not in\n{text}");
        }
        // The port line, chosen first, is drawn reversed with its caret; the address is not.
        let row_of = |needle: &str| rows.iter().position(|r| r.contains(needle)).expect(needle);
        let port = row_of("7575_") as u16;
        let x = rows[port as usize].find("7575_").expect("the port") as u16;
        let x = rows[port as usize][..x as usize].chars().count() as u16;
        assert!(shown[(x, port)].modifier.contains(Modifier::REVERSED));
        let address = row_of(words[2]) as u16;
        assert!(!shown[(x, address)].modifier.contains(Modifier::REVERSED));
    }
    set_lang(Lang::En);
}

#[test]
fn hosting_and_joining_from_the_box_play_over_real_sockets() {
    set_lang(Lang::En);
    let port = free_port();
    let mut host = app();
    host.host_from_box(port);
    assert_eq!(
        host.overlay,
        Overlay::None,
        "no game in progress: no question"
    );
    assert!(host.network.as_ref().is_some_and(|n| n.is_host()));
    until(&mut [&mut host], "the host to listen", |a| {
        a[0].network.as_ref().is_some_and(|n| n.port == Some(port))
    });
    let code = host
        .network
        .as_ref()
        .map(|n| n.code.clone())
        .expect("a code");
    let mut joiner = app();
    // Typed as someone reading it aloud might: capitals and spaces.
    let spoken = code.replace('-', " ").to_uppercase();
    joiner.join_from_box(&format!("127.0.0.1:{port}"), &spoken);
    assert!(joiner.network.as_ref().is_some_and(|n| !n.is_host()));
    until(&mut [&mut host, &mut joiner], "both to connect", |a| {
        a.iter()
            .all(|app| app.network.as_ref().is_some_and(|n| n.connected()))
    });
    let host_first = host
        .network
        .as_ref()
        .is_some_and(|n| n.my_turn(&host.play.game));
    let (first, second) = match host_first {
        true => (&mut host, &mut joiner),
        false => (&mut joiner, &mut host),
    };
    first.play(&["H8"]);
    until(&mut [first, second], "the move on the other side", |a| {
        a.iter().all(|app| app.play.game.history().len() == 1)
    });
}

#[test]
fn a_wrong_port_or_code_is_refused_in_the_box_and_nothing_starts() {
    set_lang(Lang::En);
    let mut app = app();
    app.update(Action::Network);
    app.type_text("0");
    app.update(Action::Select);
    let Overlay::Network(menu) = &app.overlay else {
        panic!("the box closed: {:?}", app.overlay);
    };
    assert_eq!(
        menu.error.as_deref(),
        Some("a port is a number from 1 to 65535")
    );
    app.update(Action::Down);
    app.type_text("localhost");
    app.update(Action::Select);
    app.type_text("crossbow");
    app.update(Action::Select);
    let Overlay::Network(menu) = &app.overlay else {
        panic!("the box closed: {:?}", app.overlay);
    };
    assert_eq!(menu.row, NetRow::Code);
    assert!(
        menu.error
            .as_deref()
            .is_some_and(|e| e.contains("7-crossbow-orbit"))
    );
    assert!(app.network.is_none());
    app.update(Action::Close);
    assert_eq!(app.overlay, Overlay::None);
}

#[test]
fn a_game_in_progress_is_asked_about_first_and_no_keeps_it() {
    set_lang(Lang::En);
    let mut app = app();
    app.play(&["H8", "I9"]);
    app.update(Action::Network);
    app.update(Action::Select);
    assert!(matches!(
        app.overlay,
        Overlay::Question(Question::Network(_))
    ));
    let text = lines(&buffer(&mut app, (80, 24))).join("\n");
    assert!(text.contains("ends the game in progress"), "{text}");
    app.update(Action::No);
    assert!(app.network.is_none());
    assert_eq!(app.play.game.history().len(), 2);
}

#[test]
fn in_a_network_game_the_key_says_so_instead_of_opening_the_box() {
    set_lang(Lang::En);
    let mut app = app();
    app.host_from_box(free_port());
    assert!(app.network.is_some());
    app.update(Action::Network);
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(
        app.message.as_deref(),
        Some("already playing over the network; q leaves the game")
    );
}
