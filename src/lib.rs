//! Five in a row, and every m,n,k game, in the terminal.
//!
//! The layers, each using only those below it (no module imports one above):
//!
//! ```text
//! main.rs, cli      the command line: parse it, run one front end, map its error to a status
//! tui/              the only part that knows the terminal: App (update -> effects), widgets
//! settings/         what the player chose and keeps: settings, the settings file, scores,
//!                   and start-up (flags + settings file -> the first game)
//! engine/           programs' front ends over ai: the Gomocup protocol, `gomoku analyse`,
//! matchplay/        `gomoku match` (players in-process or external, Elo, SPRT),
//! record/           and the files of games: SGF, psq, the games folder, safe writes;
//! net/              two terminals' play: join codes, key exchange, encrypted versioned messages
//! ai/               computer players: search, evaluation, swap2 decisions, pondering;
//!                   one entry point for every caller
//! model/            the game and its rules, pure: board, rules, Renju, openings, history
//! i18n/, logging    every sentence in English and Chinese; the developer log
//! ```

pub mod cli;
pub mod tui;

pub mod settings;

pub mod engine;
pub mod matchplay;
pub mod net;
pub mod record;

pub mod ai;

pub mod model;

pub mod i18n;
pub mod logging;
