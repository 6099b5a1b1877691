//! Engine protocol lines of any bytes, parsed and handed to a session, as `gomoku engine` does:
//! no panic, only the replies the protocol allows, and every move it is asked for is answered
//! with a legal point (the search itself is replaced by the first legal point, to stay fast).
#![no_main]

use gomoku::engine::{Session, Step, parse, xy};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut session = Session::default();
    for raw in data.split(|&b| b == b'\n') {
        let line = String::from_utf8_lossy(raw);
        match session.handle(parse(&line)) {
            Step::Quit => return,
            Step::Say(replies) => {
                for reply in replies {
                    assert!(
                        ["OK", "ERROR ", "UNKNOWN ", "MESSAGE ", "name="]
                            .iter()
                            .any(|start| reply.starts_with(start)),
                        "{line:?} -> {reply}"
                    );
                }
            }
            Step::Think(search) => {
                let legal = search.game.legal_moves().next();
                let reply = session.answer_move(legal);
                if let Some(p) = legal {
                    assert_eq!(reply, xy(p));
                }
            }
        }
    }
});
