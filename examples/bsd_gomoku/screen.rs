//! One BSD gomoku game in a pseudo-terminal: typing moves at its prompt and reading its
//! stones off the parsed screen.

use std::collections::HashSet;
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

use super::SIZE;

/// The program usually answers in a fraction of a second, but its combination search can take
/// many seconds in a tangled position; the match manager's own limit is the one that counts.
const PATIENCE: Duration = Duration::from_secs(600);
/// Column letters on BSD gomoku's board: there is no I.
const LETTERS: &[u8; 19] = b"ABCDEFGHJKLMNOPQRST";
const ROWS: u16 = 30;
const COLS: u16 = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stone {
    Black,
    White,
}

pub struct Bsd {
    screen: Arc<Mutex<vt100::Parser>>,
    keys: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    _pty: Box<dyn MasterPty + Send>,
    /// Every stone on the board as far as we know.
    known: HashSet<(usize, usize)>,
    /// The saved game handed to the program, removed when the game ends.
    file: Option<PathBuf>,
}

/// BSD gomoku's name of a point given as Gomocup `x,y` (y counted from the top row).
fn notation((x, y): (usize, usize)) -> String {
    format!("{}{}", LETTERS[x] as char, SIZE - y)
}

impl Bsd {
    /// Starts the program on a game whose first moves were `replayed`; it plays `program`.
    pub fn start(replayed: &[(usize, usize)], program: Stone) -> Result<Bsd, String> {
        let binary = std::env::var("BSD_GOMOKU").unwrap_or_else(|_| "/usr/games/gomoku".into());
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .map_err(|e| format!("no pseudo-terminal: {e}"))?;
        let mut command = CommandBuilder::new(&binary);
        command.env("TERM", "xterm");
        let file = if replayed.is_empty() {
            None
        } else {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            let path =
                std::env::temp_dir().join(format!("bsd-gomoku-{}-{nanos}.txt", std::process::id()));
            let moves: String = replayed.iter().map(|&p| notation(p) + "\n").collect();
            std::fs::write(&path, moves).map_err(|e| format!("cannot write the opening: {e}"))?;
            command.arg(&path);
            Some(path)
        };
        let child = pair
            .slave
            .spawn_command(command)
            .map_err(|e| format!("cannot start {binary}: {e}"))?;
        drop(pair.slave);
        let screen = Arc::new(Mutex::new(vt100::Parser::new(
            NonZeroU16::new(ROWS).ok_or("no rows")?,
            NonZeroU16::new(COLS).ok_or("no columns")?,
            0,
        )));
        let mut reader = pair
            .master
            .try_clone_reader()
            .map_err(|e| format!("cannot read the screen: {e}"))?;
        let feed = Arc::clone(&screen);
        thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                match feed.lock() {
                    Ok(mut parser) => parser.process(&buf[..n]),
                    Err(_) => break,
                }
            }
        });
        let keys = pair
            .master
            .take_writer()
            .map_err(|e| format!("cannot type: {e}"))?;
        let mut game = Bsd {
            screen,
            keys,
            child,
            _pty: pair.master,
            known: replayed.iter().copied().collect(),
            file,
        };
        if replayed.is_empty() {
            game.wait_for(|text, _| text.contains("black or white?"))?;
            // The question is the player's colour.
            game.type_line(match program {
                Stone::Black => "white",
                Stone::White => "black",
            })?;
        }
        let count = replayed.len();
        game.wait_for(|_, stones| stones.len() == count)?;
        Ok(game)
    }

    /// The program's opening move on an empty board.
    pub fn first_move(&mut self) -> Result<(usize, usize), String> {
        self.reply()
    }

    /// Types the opponent's move and returns the program's answer.
    pub fn play(&mut self, p: (usize, usize)) -> Result<(usize, usize), String> {
        if !self.known.insert(p) {
            return Err(format!("{} is taken", notation(p)));
        }
        self.type_line(&notation(p))?;
        self.reply()
    }

    fn type_line(&mut self, text: &str) -> Result<(), String> {
        self.keys
            .write_all(format!("{text}\r").as_bytes())
            .and_then(|()| self.keys.flush())
            .map_err(|_| "the program stopped reading".to_string())
    }

    /// Waits for the one stone the program adds to what we know.
    fn reply(&mut self) -> Result<(usize, usize), String> {
        let known = self.known.clone();
        let stones = self.wait_for(|_, stones| {
            stones.len() == known.len() + 1 && known.iter().all(|p| stones.contains(p))
        })?;
        let new = stones
            .difference(&self.known)
            .next()
            .copied()
            .ok_or("no new stone")?;
        self.known.insert(new);
        Ok(new)
    }

    /// Polls the screen until `done(text, stones)` holds; returns the stones then shown.
    fn wait_for(
        &mut self,
        done: impl Fn(&str, &HashSet<(usize, usize)>) -> bool,
    ) -> Result<HashSet<(usize, usize)>, String> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let text = self
                .screen
                .lock()
                .map_err(|_| "the screen reader failed")?
                .screen()
                .contents();
            let stones = stones(&text);
            if done(&text, &stones) {
                return Ok(stones);
            }
            if let Ok(Some(_)) = self.child.try_wait() {
                return Err("the program exited".to_string());
            }
            if Instant::now() >= deadline {
                let last = text.lines().rev().find(|l| !l.trim().is_empty());
                return Err(format!(
                    "no answer within {} s (screen ends \"{}\")",
                    PATIENCE.as_secs(),
                    last.unwrap_or("").trim()
                ));
            }
            thread::sleep(Duration::from_millis(5));
        }
    }
}

/// The occupied points of the board drawn on screen lines 1 to 19 (row 19 first), a point
/// every two columns from column 3.
fn stones(text: &str) -> HashSet<(usize, usize)> {
    let mut found = HashSet::new();
    for (y, line) in text.lines().skip(1).take(SIZE).enumerate() {
        let cells: Vec<char> = line.chars().collect();
        for x in 0..SIZE {
            if let Some(&c) = cells.get(3 + 2 * x)
                && c != '.'
                && c != ' '
            {
                found.insert((x, y));
            }
        }
    }
    found
}

impl Drop for Bsd {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(file) = &self.file {
            let _ = std::fs::remove_file(file);
        }
    }
}
