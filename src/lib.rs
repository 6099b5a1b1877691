//! Five in a row, and every m,n,k game, in the terminal.

pub mod ai;
pub mod analyse;
pub mod args;
pub mod cli;
pub mod engine;
pub mod fsio;
pub mod i18n;
pub mod logging;
pub mod matchplay;
pub mod model;
pub mod record;
pub mod scores;
pub mod settings;
pub mod startup;
pub mod tui;
pub mod verdict;
