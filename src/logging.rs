//! A log for developers, off unless `GOMOKU_LOG` names a level (`error`, `warn`, `info`,
//! `debug`, `trace`). It goes to a file — `GOMOKU_LOG_FILE`, else `gomoku.log` in the platform's
//! data directory — and never to stdout or stderr: in engine mode stdout is the protocol, and
//! in the game the terminal belongs to the board. The file is opened without waiting: a FIFO
//! named as the log never holds the program up.

use std::fs::{self, OpenOptions};
use std::path::PathBuf;
use std::sync::Mutex;

/// The environment variable that switches the log on, with its level.
pub const LOG_ENV: &str = "GOMOKU_LOG";

/// The environment variable that names the log file.
pub const LOG_FILE_ENV: &str = "GOMOKU_LOG_FILE";

/// Starts logging when the environment asks for it; a log that cannot be opened is no reason
/// to stop the game, so then there is none.
pub fn init_from_env() {
    let Some(level) = std::env::var(LOG_ENV)
        .ok()
        .and_then(|v| v.trim().parse::<tracing::Level>().ok())
    else {
        return;
    };
    let path = std::env::var_os(LOG_FILE_ENV)
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            let dirs = directories::ProjectDirs::from("", "", "gomoku")?;
            Some(dirs.data_dir().join("gomoku.log"))
        });
    let Some(path) = path else { return };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        let _ = fs::create_dir_all(dir);
    }
    let mut options = OpenOptions::new();
    options.create(true).append(true);
    // A FIFO with no reader would block the open, and a slow reader every write, before the
    // game or the engine could start: the log waits for no one, and drops what no one takes.
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let Ok(file) = options.open(&path) else {
        return;
    };
    let _ = tracing_subscriber::fmt()
        .with_max_level(level)
        .with_ansi(false)
        .with_writer(Mutex::new(file))
        .try_init();
    tracing::info!(version = env!("CARGO_PKG_VERSION"), "gomoku started");
}
