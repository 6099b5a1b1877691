//! The sockets, each on threads of its own: the host's listeners (IPv6 and IPv4), each
//! connection's key exchange, its reader, writer and pinger; the joiner's connection. What
//! happens comes back to the app as `Event`s through the callback it gave; what the app wants
//! sent goes in as `Command`s, which never wait for the network.
//!
//! A connection is only the game's once it proves it knows the code. Until then it has a few
//! seconds to speak (a half-open connection is dropped), and anything it sends that is not the
//! opening of the exchange ends it; the listener stays up throughout. An authenticated
//! connection replaces the one before it: a joiner that comes back finds its seat.

use std::io::Write;
use std::net::{Ipv4Addr, Ipv6Addr, Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::message::{Message, PING_EVERY, SILENCE, read_frame, write_frame};
use super::secure::{Channel, Handshake, Role};
use super::{DEFAULT_PORT, NetError};

/// How long a new connection may take to prove it knows the code.
const HANDSHAKE: Duration = Duration::from_secs(5);
/// Connections proving themselves at once; more are closed at once.
const MAX_PENDING: usize = 8;

/// What happened on the network, for the app.
#[derive(Debug)]
pub enum Event {
    /// The host listens on `port`; `addresses` are this machine's, to tell the joiner.
    Listening {
        port: u16,
        addresses: Vec<String>,
    },
    /// A connection proved it knows the code; `id` numbers it.
    Connected {
        id: u64,
    },
    Message {
        id: u64,
        message: Message,
    },
    /// A ping came back after `rtt`.
    Latency {
        id: u64,
        rtt: Duration,
    },
    /// The game's connection ended.
    Dropped {
        id: u64,
        why: NetError,
    },
    /// A connection was turned away (a wrong code, not this program); the host stays up.
    Refused {
        why: NetError,
    },
    /// Hosting or joining could not start.
    Failed {
        why: NetError,
    },
}

/// What the app asks of the network.
#[derive(Debug)]
pub enum Command {
    Host {
        port: u16,
        code: String,
    },
    Join {
        address: String,
        code: String,
    },
    Send(Message),
    /// Ends the game's connection (the peer broke the rules); a host goes on listening.
    Drop,
    /// Ends everything: listeners and the connection.
    Stop,
}

type Events = Arc<dyn Fn(Event) + Send + Sync>;

/// The game's connection: where to send, and the socket to shut.
struct Current {
    out: Sender<Message>,
    stream: TcpStream,
}

/// The network side of one window.
pub struct Link {
    events: Events,
    current: Arc<Mutex<Option<Current>>>,
    /// Set to stop the listeners.
    stopped: Arc<AtomicBool>,
    ids: Arc<AtomicU64>,
}

impl Link {
    pub fn new(events: impl Fn(Event) + Send + Sync + 'static) -> Link {
        Link {
            events: Arc::new(events),
            current: Arc::default(),
            stopped: Arc::new(AtomicBool::new(false)),
            ids: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Carries out `command` without waiting for the network.
    pub fn command(&mut self, command: Command) {
        match command {
            Command::Host { port, code } => {
                self.stop();
                self.stopped = Arc::new(AtomicBool::new(false));
                if let Err(why) = self.host(port, code) {
                    (self.events)(Event::Failed { why });
                }
            }
            Command::Join { address, code } => {
                self.drop_current();
                let (events, current, ids) = self.shared();
                thread::spawn(move || {
                    match connect(&address).and_then(|stream| prove(stream, Role::Joiner, &code)) {
                        Ok((stream, channel)) => adopt(stream, channel, &events, &current, &ids),
                        Err(why) => events(Event::Failed { why }),
                    }
                });
            }
            Command::Send(message) => {
                let current = self.current.lock().unwrap_or_else(PoisonError::into_inner);
                if let Some(current) = current.as_ref() {
                    // A writer that ended has reported the connection dropped.
                    let _ = current.out.send(message);
                }
            }
            Command::Drop => self.drop_current(),
            Command::Stop => self.stop(),
        }
    }

    fn shared(&self) -> (Events, Arc<Mutex<Option<Current>>>, Arc<AtomicU64>) {
        (
            Arc::clone(&self.events),
            Arc::clone(&self.current),
            Arc::clone(&self.ids),
        )
    }

    fn drop_current(&self) {
        let mut current = self.current.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(old) = current.take() {
            let _ = old.stream.shutdown(Shutdown::Both);
        }
    }

    fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        self.drop_current();
    }

    /// Listens on `port` over IPv6 and IPv4 (port 0: one the system picks).
    fn host(&self, port: u16, code: String) -> Result<(), NetError> {
        let six = TcpListener::bind((Ipv6Addr::UNSPECIFIED, port));
        let port = match &six {
            Ok(listener) => listener.local_addr().map_or(port, |a| a.port()),
            Err(_) => port,
        };
        // Where the IPv6 socket takes IPv4 too (Linux), this bind fails and is not needed.
        let four = TcpListener::bind((Ipv4Addr::UNSPECIFIED, port));
        let listeners: Vec<TcpListener> = [six, four].into_iter().filter_map(Result::ok).collect();
        if listeners.is_empty() {
            let e = TcpListener::bind((Ipv4Addr::UNSPECIFIED, port))
                .err()
                .map_or_else(|| "?".to_string(), |e| e.to_string());
            return Err(NetError::Io(e));
        }
        let pending = Arc::new(AtomicUsize::new(0));
        for listener in listeners {
            let (events, current, ids) = self.shared();
            let (stopped, pending, code) = (
                Arc::clone(&self.stopped),
                Arc::clone(&pending),
                code.clone(),
            );
            thread::spawn(move || {
                listen(
                    &listener, &stopped, &pending, &code, &events, &current, &ids,
                );
            });
        }
        (self.events)(Event::Listening {
            port,
            addresses: addresses(),
        });
        Ok(())
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Accepts connections until stopped, each proving itself on a thread of its own.
fn listen(
    listener: &TcpListener,
    stopped: &Arc<AtomicBool>,
    pending: &Arc<AtomicUsize>,
    code: &str,
    events: &Events,
    current: &Arc<Mutex<Option<Current>>>,
    ids: &Arc<AtomicU64>,
) {
    // Non-blocking with a short sleep, so that a stop is noticed without a connection.
    if listener.set_nonblocking(true).is_err() {
        return;
    }
    while !stopped.load(Ordering::SeqCst) {
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(_) => {
                thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        if pending.fetch_add(1, Ordering::SeqCst) >= MAX_PENDING
            || stream.set_nonblocking(false).is_err()
        {
            pending.fetch_sub(1, Ordering::SeqCst);
            let _ = stream.shutdown(Shutdown::Both);
            continue;
        }
        let (events, current, ids, pending) = (
            Arc::clone(events),
            Arc::clone(current),
            Arc::clone(ids),
            Arc::clone(pending),
        );
        let code = code.to_string();
        thread::spawn(move || {
            let proved = prove(stream, Role::Host, &code);
            pending.fetch_sub(1, Ordering::SeqCst);
            match proved {
                Ok((stream, channel)) => adopt(stream, channel, &events, &current, &ids),
                Err(why) => events(Event::Refused { why }),
            }
        });
    }
}

/// Connects to `address` (`host`, `host:port`, `[v6]:port`), trying each address it names.
fn connect(address: &str) -> Result<TcpStream, NetError> {
    let address = address.trim();
    let bad = || NetError::Address(super::message::clean(address, 60));
    let bare_v6 = address.parse::<Ipv6Addr>().ok();
    let with_port = match bare_v6 {
        Some(ip) => format!("[{ip}]:{DEFAULT_PORT}"),
        None if address
            .rsplit_once(':')
            .is_some_and(|(_, p)| p.parse::<u16>().is_ok()) =>
        {
            address.to_string()
        }
        None => format!("{address}:{DEFAULT_PORT}"),
    };
    let targets: Vec<SocketAddr> = with_port.to_socket_addrs().map_err(|_| bad())?.collect();
    let mut last = bad();
    for target in targets {
        match TcpStream::connect_timeout(&target, HANDSHAKE) {
            Ok(stream) => return Ok(stream),
            Err(e) => last = NetError::from_io(e),
        }
    }
    Err(last)
}

/// The key exchange on a fresh connection: both opening frames, both confirmations.
fn prove(mut stream: TcpStream, role: Role, code: &str) -> Result<(TcpStream, Channel), NetError> {
    let _ = stream.set_nodelay(true);
    stream
        .set_read_timeout(Some(HANDSHAKE))
        .and_then(|()| stream.set_write_timeout(Some(HANDSHAKE)))
        .map_err(NetError::from_io)?;
    let (handshake, hello) = Handshake::start(role, code);
    write_frame(&mut stream, &hello).map_err(NetError::from_io)?;
    let theirs = read_frame(&mut stream).map_err(|e| match e {
        NetError::TooLong => NetError::NotAPeer,
        e => e,
    })?;
    let (mut channel, confirm) = handshake.finish(&theirs)?;
    write_frame(&mut stream, &confirm).map_err(NetError::from_io)?;
    let sealed = read_frame(&mut stream)?;
    channel.open(&sealed)?;
    Ok((stream, channel))
}

/// Makes a proven connection the game's: its writer, pinger and reader start, and the one
/// before it ends.
fn adopt(
    stream: TcpStream,
    channel: Channel,
    events: &Events,
    current: &Arc<Mutex<Option<Current>>>,
    ids: &Arc<AtomicU64>,
) {
    let (Ok(reader), Ok(writer), Ok(shut)) =
        (stream.try_clone(), stream.try_clone(), stream.try_clone())
    else {
        events(Event::Failed {
            why: NetError::Closed,
        });
        return;
    };
    let _ = stream.set_read_timeout(Some(SILENCE));
    let id = ids.fetch_add(1, Ordering::SeqCst) + 1;
    let channel = Arc::new(Mutex::new(channel));
    let (out, queue) = channel_pair();
    {
        let mut current = current.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(old) = current.replace(Current {
            out: out.clone(),
            stream: shut,
        }) {
            let _ = old.stream.shutdown(Shutdown::Both);
        }
    }
    events(Event::Connected { id });
    let sealer = Arc::clone(&channel);
    thread::spawn(move || write_loop(writer, &sealer, &queue));
    let pinger = out.clone();
    thread::spawn(move || ping_loop(&pinger));
    let events = Arc::clone(events);
    thread::spawn(move || {
        let why = read_loop(reader, &channel, &out, id, &events);
        events(Event::Dropped { id, why });
    });
}

fn channel_pair() -> (Sender<Message>, Receiver<Message>) {
    channel()
}

fn write_loop(mut stream: TcpStream, channel: &Mutex<Channel>, queue: &Receiver<Message>) {
    for message in queue {
        let sealed = channel
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .seal(&message.encode());
        let written = sealed.map(|frame| write_frame(&mut stream, &frame));
        if !matches!(written, Ok(Ok(()))) {
            let _ = stream.shutdown(Shutdown::Both);
            return;
        }
    }
}

/// Pings every second while the connection's writer takes messages.
fn ping_loop(out: &Sender<Message>) {
    let start = Instant::now();
    loop {
        let t = start.elapsed().as_millis() as u64;
        if out.send(Message::Ping { t }).is_err() {
            return;
        }
        thread::sleep(PING_EVERY);
    }
}

fn read_loop(
    mut stream: TcpStream,
    channel: &Mutex<Channel>,
    out: &Sender<Message>,
    id: u64,
    events: &Events,
) -> NetError {
    let started = Instant::now();
    let why = loop {
        let sealed = match read_frame(&mut stream) {
            Ok(sealed) => sealed,
            Err(why) => break why,
        };
        let plain = channel
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .open(&sealed);
        let message = match plain.and_then(|plain| Message::decode(&plain)) {
            Ok(message) => message,
            Err(why) => break why,
        };
        match message {
            Message::Ping { t } => {
                let _ = out.send(Message::Pong { t });
            }
            Message::Pong { t } => {
                let rtt = started.elapsed().saturating_sub(Duration::from_millis(t));
                events(Event::Latency { id, rtt });
            }
            message => events(Event::Message { id, message }),
        }
    };
    let _ = stream.shutdown(Shutdown::Both);
    let _ = stream.flush();
    why
}

/// This machine's addresses a joiner may use: every interface's but the loopback and
/// link-local ones (none when the system will not list them).
fn addresses() -> Vec<String> {
    let interfaces = if_addrs::get_if_addrs().unwrap_or_default();
    let mut found: Vec<String> = interfaces
        .iter()
        .filter(|i| !i.is_loopback() && !i.is_link_local())
        .map(|i| i.ip().to_string())
        .collect();
    found.sort();
    found.dedup();
    found
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
