use std::error::Error;
use std::io::{self, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser};

use gomoku::cli::{Cli, Command};
use gomoku::settings::{locale_lang, startup};
use gomoku::{i18n, tr};

/// How a run ended, mapped to the exit status in one place.
enum Exit {
    Done,
    /// Something went wrong while running: status 1.
    Failed(Box<dyn Error>),
    /// The input or the flags were at fault: status 2.
    Usage(Box<dyn Error>),
    /// The game ended for a signal, the terminal restored: 128 + the signal's number.
    Signal(gomoku::tui::Ended),
    /// clap's answer: help or the version (status 0), or a usage error in clap's format.
    Clap(clap::Error),
}

fn main() -> ExitCode {
    gomoku::logging::init_from_env();
    let ending = run();
    match ending {
        Exit::Done => ExitCode::SUCCESS,
        Exit::Failed(error) => {
            tracing::error!(%error, "failed");
            say(error.as_ref());
            ExitCode::from(1)
        }
        Exit::Usage(error) => {
            tracing::info!(%error, "refused");
            say(error.as_ref());
            ExitCode::from(2)
        }
        Exit::Signal(ended) => {
            tracing::info!(?ended, "ended by a signal");
            ExitCode::from(ended.status())
        }
        Exit::Clap(error) => {
            let _ = error.print();
            match error.use_stderr() {
                true => ExitCode::from(2),
                false => ExitCode::SUCCESS,
            }
        }
    }
}

fn run() -> Exit {
    // Gomocup managers start engines as a bare `pbrain-*` executable with no arguments.
    if started_as_pbrain() {
        return written(gomoku::engine::run_stdio());
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return Exit::Clap(e),
    };
    // The engine protocol stays English whatever the locale: a manager reads it.
    if let Some(Command::Engine) = cli.command {
        return written(gomoku::engine::run_stdio());
    }
    // The locale, read once; the flag or the locale speaks, and the game also reads the
    // settings file's choice below.
    let locale = locale_lang(|key| std::env::var_os(key));
    i18n::set_lang(cli.game.lang.unwrap_or_default().resolve(locale));
    match cli.command {
        Some(Command::Engine) => written(gomoku::engine::run_stdio()),
        Some(Command::Analyse(args)) => match gomoku::engine::analyse::run(&args) {
            Ok(text) => print(&format!("{text}\n")),
            Err(e) if e.is_usage() => Exit::Usage(e.into()),
            Err(e) => Exit::Failed(e.into()),
        },
        Some(Command::Match(args)) => match gomoku::matchplay::run(&args) {
            Ok(report) => print(&report),
            // A match stopped midway still reports the games it played.
            Err(e) => match e.report().map(print) {
                Some(Exit::Failed(output)) => Exit::Failed(output),
                _ => Exit::Failed(e.into()),
            },
        },
        Some(Command::Host(args)) => play(&cli.game, locale, Some(args.start())),
        Some(Command::Join(args)) => play(&cli.game, locale, Some(args.start())),
        None => play(&cli.game, locale, None),
    }
}

/// The game in the terminal, alone or over the network.
fn play(
    game: &startup::GameArgs,
    locale: gomoku::i18n::Lang,
    network: Option<gomoku::net::NetStart>,
) -> Exit {
    match startup::prepare(game, locale) {
        // A flag that does not fit: clap's own format, with the usage line below.
        Err(e) => {
            tracing::info!(error = %e, "refused");
            Exit::Clap(Cli::command().error(clap::error::ErrorKind::ValueValidation, e))
        }
        Ok(start) => {
            i18n::set_lang(start.lang());
            let start = startup::Startup { network, ..start };
            match gomoku::tui::run(start) {
                Ok(gomoku::tui::Ended::Quit) => Exit::Done,
                Ok(ended) => Exit::Signal(ended),
                Err(e) => Exit::Failed(e.into()),
            }
        }
    }
}

/// One sentence on stderr; a stderr that cannot take it changes nothing.
fn say(error: &dyn Error) {
    let _ = writeln!(
        io::stderr(),
        "{}",
        tr!("exit-error", reason = error.to_string())
    );
}

/// Writes the result to stdout. A reader that went away (`| head`) ends the run quietly, as
/// Unix tools do; any other failure (a full disk) is one sentence and status 1.
fn print(text: &str) -> Exit {
    let mut out = io::stdout().lock();
    written(out.write_all(text.as_bytes()).and_then(|()| out.flush()))
}

/// How a run that writes to stdout ends: the engine's replies and every printed result alike.
fn written(result: io::Result<()>) -> Exit {
    match result {
        Ok(()) => Exit::Done,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Exit::Done,
        Err(e) => Exit::Failed(Box::new(OutputError(e.kind()))),
    }
}

/// The result could not be written.
#[derive(Debug, thiserror::Error)]
#[error("{}", tr!("exit-output", reason = gomoku::record::fsio::io_reason(self.0)))]
struct OutputError(io::ErrorKind);

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
