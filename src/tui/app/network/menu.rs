//! The Network box: host a game on this machine (on a port), or join one (the host's address
//! and the code its screen shows), all typed in the app. Here its state and its keys; what the
//! player finally asks for comes back as a `NetStart`, the same as the command line's.

use crate::net::code::{looks_like_a_code, normalise};
use crate::net::{DEFAULT_PORT, HostSeat, NetStart};
use crate::tr;
use crate::tui::action::Action;

/// Longer than any host name or address a player types; a paste of a page stops here.
const MAX_ADDRESS: usize = 100;
/// A code is a number and up to four words.
const MAX_CODE: usize = 48;

/// The lines of the box that take typing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetRow {
    /// Host here, on this port.
    Port,
    /// Join: the host's address (with `:port` when not the default).
    Address,
    /// Join: the code.
    Code,
}

impl NetRow {
    pub const ALL: [NetRow; 3] = [NetRow::Port, NetRow::Address, NetRow::Code];
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetMenu {
    pub row: NetRow,
    pub port: String,
    pub address: String,
    pub code: String,
    /// Why Enter did nothing, until the next key.
    pub error: Option<String>,
}

/// What a key in the box asks of the app.
#[derive(Debug, PartialEq, Eq)]
pub enum NetRequest {
    Nothing,
    Close,
    Start(NetStart),
}

impl Default for NetMenu {
    fn default() -> NetMenu {
        NetMenu {
            row: NetRow::Port,
            port: DEFAULT_PORT.to_string(),
            address: String::new(),
            code: String::new(),
            error: None,
        }
    }
}

impl NetMenu {
    /// The text of `row`.
    pub fn value(&self, row: NetRow) -> &str {
        match row {
            NetRow::Port => &self.port,
            NetRow::Address => &self.address,
            NetRow::Code => &self.code,
        }
    }

    pub fn update(&mut self, action: Action) -> NetRequest {
        self.error = None;
        let at = NetRow::ALL.iter().position(|&r| r == self.row).unwrap_or(0);
        let n = NetRow::ALL.len();
        match action {
            Action::Close => return NetRequest::Close,
            Action::Up => self.row = NetRow::ALL[(at + n - 1) % n],
            Action::Down => self.row = NetRow::ALL[(at + 1) % n],
            Action::Backspace => drop(self.field().pop()),
            Action::Type(c) => self.type_char(c),
            Action::Select => return self.enter(),
            _ => {}
        }
        NetRequest::Nothing
    }

    fn field(&mut self) -> &mut String {
        match self.row {
            NetRow::Port => &mut self.port,
            NetRow::Address => &mut self.address,
            NetRow::Code => &mut self.code,
        }
    }

    fn type_char(&mut self, c: char) {
        let (room, fits) = match self.row {
            NetRow::Port => (5, c.is_ascii_digit()),
            NetRow::Address => (MAX_ADDRESS, !c.is_control() && !c.is_whitespace()),
            NetRow::Code => (MAX_CODE, !c.is_control()),
        };
        let field = self.field();
        if fits && field.chars().count() < room {
            field.push(c);
        }
    }

    /// Enter: host on the port, go on from the address to the code, or join.
    fn enter(&mut self) -> NetRequest {
        let name = crate::net::default_name();
        match self.row {
            NetRow::Port => match self.port.parse::<u16>() {
                Ok(port) if port > 0 => NetRequest::Start(NetStart::Host {
                    port,
                    seat: HostSeat::Random,
                    name,
                }),
                _ => self.refuse(tr!("net-menu-bad-port")),
            },
            NetRow::Address if self.address.trim().is_empty() => {
                self.refuse(tr!("net-menu-no-address"))
            }
            NetRow::Address => {
                self.row = NetRow::Code;
                NetRequest::Nothing
            }
            NetRow::Code if self.address.trim().is_empty() => {
                self.row = NetRow::Address;
                self.refuse(tr!("net-menu-no-address"))
            }
            NetRow::Code if !looks_like_a_code(&self.code) => self.refuse(tr!("net-menu-bad-code")),
            NetRow::Code => NetRequest::Start(NetStart::Join {
                address: self.address.trim().to_string(),
                code: normalise(&self.code),
                name,
            }),
        }
    }

    fn refuse(&mut self, why: String) -> NetRequest {
        self.error = Some(why);
        NetRequest::Nothing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(menu: &mut NetMenu, text: &str) {
        for c in text.chars() {
            menu.update(Action::Type(c));
        }
    }

    #[test]
    fn enter_on_the_port_hosts_there() {
        let mut menu = NetMenu::default();
        for _ in 0..4 {
            menu.update(Action::Backspace);
        }
        typed(&mut menu, "90x00");
        assert_eq!(menu.port, "9000", "only digits");
        match menu.update(Action::Select) {
            NetRequest::Start(NetStart::Host { port, .. }) => assert_eq!(port, 9000),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_port_out_of_range_is_refused_with_a_sentence() {
        let mut menu = NetMenu {
            port: "70000".to_string(),
            ..NetMenu::default()
        };
        assert_eq!(menu.update(Action::Select), NetRequest::Nothing);
        assert!(menu.error.is_some());
        menu.port.clear();
        assert_eq!(menu.update(Action::Select), NetRequest::Nothing);
        assert!(menu.error.is_some());
    }

    #[test]
    fn join_takes_the_address_then_the_code_as_typed_in_any_case() {
        let mut menu = NetMenu::default();
        menu.update(Action::Down);
        assert_eq!(menu.update(Action::Select), NetRequest::Nothing);
        assert!(menu.error.is_some(), "no address yet");
        typed(&mut menu, "192.168.1.20:9000");
        menu.update(Action::Select);
        assert_eq!(menu.row, NetRow::Code);
        typed(&mut menu, "Crossbow");
        assert_eq!(menu.update(Action::Select), NetRequest::Nothing);
        assert!(menu.error.is_some(), "a code starts with its number");
        menu.code.clear();
        typed(&mut menu, "7 Crossbow ORBIT");
        match menu.update(Action::Select) {
            NetRequest::Start(NetStart::Join { address, code, .. }) => {
                assert_eq!(address, "192.168.1.20:9000");
                assert_eq!(code, "7-crossbow-orbit");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_rows_go_round_and_esc_closes() {
        let mut menu = NetMenu::default();
        menu.update(Action::Up);
        assert_eq!(menu.row, NetRow::Code);
        menu.update(Action::Down);
        assert_eq!(menu.row, NetRow::Port);
        assert_eq!(menu.update(Action::Close), NetRequest::Close);
    }
}
