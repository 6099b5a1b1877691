//! What is kept between runs: SGF and .psq records, the games folder, review, the settings
//! file, start-up from file and flags, and the command line.

#[path = "../support/scratch.rs"]
mod scratch;

mod abuse;
mod cli_args;
mod env_paths;
mod fuzz;
mod games;
mod psq;
mod review;
mod scores_file;
mod settings_file;
mod settings_startup;
mod sgf;
mod sgf_time;
mod variations;
