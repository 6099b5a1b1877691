//! The real binary in a pseudo-terminal: keys in, a parsed screen out.

#[path = "../support/scratch.rs"]
mod scratch;

mod analysis;
mod exits;
mod game;
mod language;
mod latency;
mod looks;
mod network;
mod play_flow;
mod scenarios;
// Job control, read from the system's process table.
#[cfg(target_os = "linux")]
mod shell;
mod special_files;
mod support;
#[cfg(target_os = "linux")]
mod suspend;
mod swap;
