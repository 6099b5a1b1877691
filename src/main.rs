use clap::Parser;

use gomoku::cli::{Cli, Command};
use gomoku::settings::Settings;

fn main() {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Some(Command::Engine) => Err("the engine mode is not built yet".to_string()),
        None => Settings::default()
            .with_args(&cli.game)
            .and_then(gomoku::tui::run),
    };
    if let Err(message) = result {
        eprintln!("gomoku: {message}");
        std::process::exit(1);
    }
}
