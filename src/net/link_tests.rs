//! Real sockets on the loopback: two links in one process.

use std::io::{Read, Write};
use std::sync::mpsc::{Receiver, channel};

use super::*;

const WAIT: Duration = Duration::from_secs(10);

fn link() -> (Link, Receiver<Event>) {
    let (send, receive) = channel();
    let send = Mutex::new(send);
    let link = Link::new(move |event| {
        let _ = send.lock().expect("events").send(event);
    });
    (link, receive)
}

/// The next event that `wanted` picks, skipping latencies and the like.
fn next<T>(events: &Receiver<Event>, wanted: impl Fn(Event) -> Option<T>) -> T {
    let end = Instant::now() + WAIT;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        let event = events.recv_timeout(left).expect("an event in time");
        if let Some(found) = wanted(event) {
            return found;
        }
    }
}

fn hosted(code: &str) -> (Link, Receiver<Event>, u16) {
    let (mut host, events) = link();
    host.command(Command::Host {
        port: 0,
        code: code.into(),
    });
    let port = next(&events, |e| match e {
        Event::Listening { port, .. } => Some(port),
        _ => None,
    });
    (host, events, port)
}

#[test]
fn a_joiner_with_the_code_talks_to_the_host_over_ipv4_and_ipv6() {
    let (mut host, host_events, port) = hosted("5-amber-orbit");
    for address in [format!("127.0.0.1:{port}"), format!("[::1]:{port}")] {
        let (mut joiner, joiner_events) = link();
        joiner.command(Command::Join {
            address,
            code: "5 amber ORBIT".into(),
        });
        next(&joiner_events, |e| {
            matches!(e, Event::Connected { .. }).then_some(())
        });
        next(&host_events, |e| {
            matches!(e, Event::Connected { .. }).then_some(())
        });
        joiner.command(Command::Send(Message::Hello { name: "Bo".into() }));
        let said = next(&host_events, |e| match e {
            Event::Message { message, .. } => Some(message),
            _ => None,
        });
        assert_eq!(said, Message::Hello { name: "Bo".into() });
        host.command(Command::Send(Message::Rematch));
        let said = next(&joiner_events, |e| match e {
            Event::Message { message, .. } => Some(message),
            _ => None,
        });
        assert_eq!(said, Message::Rematch);
        next(&joiner_events, |e| {
            matches!(e, Event::Latency { .. }).then_some(())
        });
    }
}

#[test]
fn a_wrong_code_is_turned_away_and_the_host_stays_up() {
    let (_host, host_events, port) = hosted("5-amber-orbit");
    let (mut stranger, stranger_events) = link();
    stranger.command(Command::Join {
        address: format!("127.0.0.1:{port}"),
        code: "5-amber-orbiter".into(),
    });
    let why = next(&host_events, |e| match e {
        Event::Refused { why } => Some(why),
        _ => None,
    });
    assert_eq!(why, NetError::WrongCode);
    let why = next(&stranger_events, |e| match e {
        Event::Failed { why } => Some(why),
        _ => None,
    });
    assert_eq!(why, NetError::WrongCode);
    let (mut joiner, joiner_events) = link();
    joiner.command(Command::Join {
        address: format!("localhost:{port}"),
        code: "5-amber-orbit".into(),
    });
    next(&joiner_events, |e| {
        matches!(e, Event::Connected { .. }).then_some(())
    });
}

#[test]
fn garbage_a_huge_frame_and_a_silent_connection_are_turned_away() {
    let (_host, host_events, port) = hosted("9-cedar-mango");
    let mut garbage = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    garbage
        .write_all(&[
            0x00, 0x00, 0x00, 0x20, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
            19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
        ])
        .expect("written");
    let why = next(&host_events, |e| match e {
        Event::Refused { why } => Some(why),
        _ => None,
    });
    assert_eq!(why, NetError::NotAPeer);
    let mut huge = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    let _ = huge.write_all(&vec![b'a'; 1 << 20]);
    let why = next(&host_events, |e| match e {
        Event::Refused { why } => Some(why),
        _ => None,
    });
    assert_eq!(why, NetError::NotAPeer);
    let mut silent = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    let why = next(&host_events, |e| match e {
        Event::Refused { why } => Some(why),
        _ => None,
    });
    assert_eq!(why, NetError::Silent);
    // The host's opening frame came, then the connection was closed.
    let mut rest = Vec::new();
    let _ = silent.read_to_end(&mut rest);
    assert!(rest.len() > 4);
}
