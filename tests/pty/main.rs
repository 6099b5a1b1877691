//! The real binary in a pseudo-terminal: keys in, a parsed screen out.

#[path = "../support/scratch.rs"]
mod scratch;

mod exits;
mod game;
mod latency;
mod play_flow;
mod scenarios;
mod support;
mod swap;
