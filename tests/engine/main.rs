//! The binary's subcommands over pipes: the Gomocup engine protocol (also under abuse),
//! `gomoku analyse` and `gomoku match`.

#[path = "../support/scratch.rs"]
mod scratch;

mod abuse;
mod analyse_cli;
mod match_abuse;
mod match_cli;
mod match_fakes;
mod pondering;
mod protocol;
mod support;
mod swap2;
