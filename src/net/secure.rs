//! The key exchange and the encrypted frames, as byte-in byte-out steps without a socket.
//!
//! Both sides run SPAKE2 (the `spake2` crate, Ed25519 group, as magic-wormhole does) with the
//! join code as the password: a side that does not know the code learns nothing it could test
//! guesses against offline. Each direction gets its own key from the shared secret (HKDF-SHA256)
//! and every frame is sealed with ChaCha20-Poly1305 under a counter nonce that both sides keep,
//! so a frame replayed, dropped or reordered fails to open. The first sealed frame each side
//! sends confirms the key: a wrong code shows there, before anything else is read.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use hkdf::Hkdf;
use sha2::Sha256;
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::NetError;
use super::code::normalise;

/// What every opening frame starts with: the protocol and its version. A peer of another
/// version is told apart from a wrong code.
pub const GREETING: &[u8] = b"gomoku-net/1 ";

/// The confirmation each side seals first.
const CONFIRM: &[u8] = b"gomoku-net/1 key confirmed";

/// Which side of the exchange this is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Host,
    Joiner,
}

/// The exchange under way: our message is sent, the peer's awaited.
pub struct Handshake {
    role: Role,
    state: Spake2<Ed25519Group>,
}

impl Handshake {
    /// Starts the exchange for `code`; returns the opening frame to send.
    pub fn start(role: Role, code: &str) -> (Handshake, Vec<u8>) {
        let password = Password::new(normalise(code).as_bytes());
        let (a, b) = (
            Identity::new(b"gomoku host"),
            Identity::new(b"gomoku joiner"),
        );
        let (state, message) = match role {
            Role::Host => Spake2::<Ed25519Group>::start_a(&password, &a, &b),
            Role::Joiner => Spake2::<Ed25519Group>::start_b(&password, &a, &b),
        };
        let mut frame = GREETING.to_vec();
        frame.extend_from_slice(&message);
        (Handshake { role, state }, frame)
    }

    /// Takes the peer's opening frame; returns the channel and the confirmation to send.
    pub fn finish(self, frame: &[u8]) -> Result<(Channel, Vec<u8>), NetError> {
        let message = frame.strip_prefix(GREETING).ok_or(NetError::NotAPeer)?;
        let secret = self.state.finish(message).map_err(|_| NetError::NotAPeer)?;
        let keys = Hkdf::<Sha256>::new(Some(GREETING), &secret);
        let key = |info: &[u8]| {
            let mut key = [0u8; 32];
            // 32 bytes is far below HKDF-SHA256's limit, so expanding cannot fail.
            let _ = keys.expand(info, &mut key);
            ChaCha20Poly1305::new(Key::from_slice(&key))
        };
        let (host_to_joiner, joiner_to_host) = (key(b"host to joiner"), key(b"joiner to host"));
        let (send, receive) = match self.role {
            Role::Host => (host_to_joiner, joiner_to_host),
            Role::Joiner => (joiner_to_host, host_to_joiner),
        };
        let mut channel = Channel {
            send,
            receive,
            sent: 0,
            received: 0,
            confirmed: false,
        };
        let confirm = channel.seal(CONFIRM)?;
        Ok((channel, confirm))
    }
}

/// Sealing and opening frames in both directions, each with its own key and counter.
pub struct Channel {
    send: ChaCha20Poly1305,
    receive: ChaCha20Poly1305,
    sent: u64,
    received: u64,
    confirmed: bool,
}

fn nonce(counter: u64) -> Nonce {
    let mut bytes = [0u8; 12];
    bytes[4..].copy_from_slice(&counter.to_be_bytes());
    *Nonce::from_slice(&bytes)
}

impl Channel {
    /// Encrypts the next frame to send.
    pub fn seal(&mut self, plain: &[u8]) -> Result<Vec<u8>, NetError> {
        let sealed = self
            .send
            .encrypt(&nonce(self.sent), plain)
            .map_err(|_| NetError::Garbled)?;
        self.sent += 1;
        Ok(sealed)
    }

    /// Decrypts the next frame received. The first must be the peer's confirmation: one that
    /// does not open means the peer used another code.
    pub fn open(&mut self, sealed: &[u8]) -> Result<Vec<u8>, NetError> {
        let plain = self.receive.decrypt(&nonce(self.received), sealed);
        self.received += 1;
        match (self.confirmed, plain) {
            (false, Ok(plain)) if plain == CONFIRM => {
                self.confirmed = true;
                Ok(Vec::new())
            }
            (false, _) => Err(NetError::WrongCode),
            (true, Ok(plain)) => Ok(plain),
            (true, Err(_)) => Err(NetError::Garbled),
        }
    }

    /// Whether the peer has shown it knows the code.
    pub fn confirmed(&self) -> bool {
        self.confirmed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(host_code: &str, joiner_code: &str) -> Result<(Channel, Channel), NetError> {
        let (host, host_hello) = Handshake::start(Role::Host, host_code);
        let (joiner, joiner_hello) = Handshake::start(Role::Joiner, joiner_code);
        let (mut h, h_confirm) = host.finish(&joiner_hello)?;
        let (mut j, j_confirm) = joiner.finish(&host_hello)?;
        h.open(&j_confirm)?;
        j.open(&h_confirm)?;
        Ok((h, j))
    }

    #[test]
    fn the_same_code_gives_both_sides_one_channel_each_way() {
        let (mut host, mut joiner) = pair("7-crossbow-orbit", "7 Crossbow Orbit").expect("paired");
        let sealed = host.seal(b"H8").expect("sealed");
        assert!(!sealed.windows(2).any(|w| w == b"H8"), "not in the clear");
        assert_eq!(joiner.open(&sealed).expect("opened"), b"H8");
        let back = joiner.seal(b"I9").expect("sealed");
        assert_eq!(host.open(&back).expect("opened"), b"I9");
    }

    #[test]
    fn a_wrong_code_is_found_at_the_first_frame() {
        assert!(matches!(
            pair("7-crossbow-orbit", "7-crossbow-orbiter"),
            Err(NetError::WrongCode)
        ));
    }

    #[test]
    fn a_frame_replayed_or_altered_does_not_open() {
        let (mut host, mut joiner) = pair("1-acid-acorn", "1-acid-acorn").expect("paired");
        let first = host.seal(b"one").expect("sealed");
        joiner.open(&first).expect("opened");
        assert!(joiner.open(&first).is_err(), "a replay");
        let mut altered = host.seal(b"two").expect("sealed");
        altered[0] ^= 1;
        assert!(joiner.open(&altered).is_err());
    }

    #[test]
    fn an_opening_frame_of_another_program_is_no_peer() {
        let (host, _) = Handshake::start(Role::Host, "1-acid-acorn");
        assert!(matches!(
            host.finish(b"GET / HTTP/1.1"),
            Err(NetError::NotAPeer)
        ));
    }
}
