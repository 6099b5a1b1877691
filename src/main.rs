use clap::Parser;

use gomoku::cli::{Cli, Command};

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
        Some(Command::Match(args)) => {
            gomoku::matchplay::run(&args).map(|report| print!("{report}"))
        }
        None => Err("the terminal game is not built yet".to_string()),
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
