//! Five in a row, and every m,n,k game, in the terminal.

pub mod ai;
pub mod analyse;
pub mod cli;
pub mod engine;
pub mod i18n;
pub mod matchplay;
pub mod model;
pub mod record;
pub mod settings;
pub mod startup;
pub mod tui;
pub mod verdict;
