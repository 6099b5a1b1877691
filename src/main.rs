use clap::Parser;

use gomoku::cli::{Cli, Command};

fn main() {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Some(Command::Engine) => Err("the engine mode is not built yet".to_string()),
        None => Err("the terminal game is not built yet".to_string()),
    };
    if let Err(message) = result {
        eprintln!("gomoku: {message}");
        std::process::exit(1);
    }
}
