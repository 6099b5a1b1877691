use clap::{CommandFactory, Parser};

use gomoku::cli::{Cli, Command};
use gomoku::startup;

fn main() {
    // Gomocup managers start engines as a bare `pbrain-*` executable with no arguments.
    if started_as_pbrain() {
        finish(gomoku::engine::run_stdio().map_err(|e| e.to_string()));
    }
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Some(Command::Engine) => gomoku::engine::run_stdio().map_err(|e| e.to_string()),
        Some(Command::Analyse(args)) => match gomoku::analyse::run(&args) {
            Ok(text) => {
                println!("{text}");
                Ok(())
            }
            // Bad input, like clap's own usage errors.
            Err(message) => {
                eprintln!("gomoku: {message}");
                std::process::exit(2);
            }
        },
        Some(Command::Match(args)) => gomoku::matchplay::run(&args)
            .map(|report| print!("{report}"))
            .map_err(|e| e.to_string()),
        None => {
            // A flag that does not fit (the file's or the other flags') is a usage error: exit 2.
            let start = startup::prepare(&cli.game).unwrap_or_else(|message| {
                Cli::command()
                    .error(clap::error::ErrorKind::ValueValidation, message)
                    .exit()
            });
            gomoku::tui::run(start)
        }
    };
    finish(result);
}

fn started_as_pbrain() -> bool {
    std::env::args_os()
        .next()
        .as_deref()
        .map(std::path::Path::new)
        .and_then(|path| path.file_name())
        .is_some_and(|name| {
            name.to_string_lossy()
                .to_ascii_lowercase()
                .starts_with("pbrain-")
        })
}

fn finish(result: Result<(), String>) -> ! {
    if let Err(message) = result {
        eprintln!("gomoku: {message}");
        std::process::exit(1);
    }
    std::process::exit(0);
}
