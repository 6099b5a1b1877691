use clap::{CommandFactory, Parser};

use gomoku::cli::{Cli, Command};
use gomoku::startup;

fn main() {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Some(Command::Engine) => Err("the engine mode is not built yet".to_string()),
        None => {
            // A flag that does not fit (the file's or the other flags') is a usage error: exit 2.
            let start = startup::prepare(&cli.game).unwrap_or_else(|message| {
                Cli::command()
                    .error(clap::error::ErrorKind::ValueValidation, message)
                    .exit()
            });
            gomoku::tui::run(start.settings)
        }
    };
    if let Err(message) = result {
        eprintln!("gomoku: {message}");
        std::process::exit(1);
    }
}
