//! The network game's words on screen: the connection line (the opponent, the latency, or how
//! long they have been away; the host's address and code while it waits), the chat, and the
//! opponent's questions.

use std::time::Instant;

use crate::tr;
use crate::tui::app::{App, LinkState, Network, PeerAsk};

/// The title and the question of a dialog asking what the opponent asks.
pub fn question(ask: PeerAsk, name: &str) -> (String, String) {
    let name = name.to_string();
    let text = match ask {
        PeerAsk::Undo => tr!("question-peer-undo", name = name),
        PeerAsk::Draw => tr!("question-peer-draw", name = name),
        PeerAsk::Rematch => tr!("question-peer-rematch", name = name),
    };
    (tr!("title-peer"), text)
}

/// The connection as one line for the side panel.
pub fn connection_line(network: &Network, now: Instant) -> String {
    let name = network.peer();
    match &network.state {
        LinkState::Connected if network.session.peer.is_some() => match network.latency {
            Some(rtt) => tr!("net-connected", name = name, ms = rtt.as_millis() as u64),
            None => tr!("net-connected-no-latency", name = name),
        },
        LinkState::Connected | LinkState::Connecting => tr!("net-connecting"),
        LinkState::Waiting { since: None } => hosting(network),
        LinkState::Waiting { since: Some(since) } | LinkState::Lost { since } => {
            let seconds = now.saturating_duration_since(*since).as_secs();
            match network.may_claim(now) {
                true => tr!("net-away-claim", name = name, seconds = seconds),
                false => tr!("net-away", name = name, seconds = seconds),
            }
        }
        LinkState::Failed => tr!("net-failed"),
    }
}

/// The side panel's lines of a network game: the clocks, the connection, the code and port
/// while the host waits, the chat.
pub fn panel_lines(app: &App) -> Vec<String> {
    let now = app.now();
    let mut lines: Vec<String> = super::clocks::clock_line(app).into_iter().collect();
    let Some(network) = &app.network else {
        return lines;
    };
    lines.push(connection_line(network, now));
    if network.is_host() && network.session.peer.is_none() {
        lines.push(tr!("net-code", code = network.code.clone()));
        if let Some(port) = network.port {
            let addresses = network.addresses.join(" ");
            lines.push(tr!("net-port", port = port, addresses = addresses));
        }
    }
    lines.extend(network.chat.iter().cloned());
    lines
}

/// What the joiner types, while the host waits for it.
pub fn hosting(network: &Network) -> String {
    let Some(port) = network.port else {
        return tr!("net-waiting");
    };
    let code = network.code.clone();
    match network.addresses.first() {
        Some(address) => {
            let address = match address.contains(':') {
                true => format!("[{address}]:{port}"),
                false => format!("{address}:{port}"),
            };
            tr!("net-hosting", port = port, address = address, code = code)
        }
        None => tr!("net-hosting-no-address", port = port, code = code),
    }
}
