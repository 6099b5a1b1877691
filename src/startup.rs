//! What the program starts with: the saved settings with this run's flags laid over them (never
//! written back), the settings file's warning for the status line, and the game `--load` names.

use std::path::PathBuf;

use crate::cli::GameArgs;
use crate::record::{Record, SettingsStore};
use crate::settings::Settings;

/// Everything a front end needs to begin.
#[derive(Debug)]
pub struct Startup {
    /// The settings for this run: the file's, then the flags.
    pub settings: Settings,
    /// The settings as saved, without the flags: what a settings screen edits and saves.
    pub saved: Settings,
    /// One sentence for the status line when the settings file had a problem.
    pub warning: Option<String>,
    /// Where settings are saved; `None` when the platform has no home directory.
    pub store: Option<SettingsStore>,
    /// The game `--load` named, already checked.
    pub loaded: Option<(PathBuf, Record)>,
}

/// Reads the settings file (`GOMOKU_CONFIG` or the platform's) and applies `args`. An `Err` is one
/// sentence about a flag, meant for a usage error (exit status 2).
pub fn prepare(args: &GameArgs) -> Result<Startup, String> {
    prepare_with(SettingsStore::open_default(), args)
}

/// `prepare` with an explicit settings store (`None`: no file, defaults only).
pub fn prepare_with(store: Option<SettingsStore>, args: &GameArgs) -> Result<Startup, String> {
    let (saved, warning) = match &store {
        Some(store) => store.load(),
        None => (
            Settings::default(),
            Some("no home directory: settings will not be saved".to_string()),
        ),
    };
    let mut settings = saved.clone().with_args(args)?;
    let loaded = match &args.load {
        Some(path) => {
            let record = Record::load(path).map_err(|e| format!("--load: {e}"))?;
            settings = settings_for(settings, &record, args)?;
            Some((path.clone(), record))
        }
        None => None,
    };
    Ok(Startup {
        settings,
        saved,
        warning,
        store,
        loaded,
    })
}

/// The loaded game decides the board; board flags that disagree with it are a usage error.
fn settings_for(
    mut settings: Settings,
    record: &Record,
    args: &GameArgs,
) -> Result<Settings, String> {
    let rules = record.rules();
    let (rows, cols, win, rule) = (rules.rows(), rules.cols(), rules.win_length(), rules.rule());
    if args.size.is_some_and(|size| size != (cols, rows)) {
        return Err(format!(
            "--size does not match the loaded game, which is played on {cols}x{rows}"
        ));
    }
    if args.win.is_some_and(|w| w != win) {
        return Err(format!(
            "--win does not match the loaded game, which is won with {win} in a row"
        ));
    }
    if args.rule.is_some_and(|r| r != rule) {
        return Err(format!(
            "--rule does not match the loaded game, which is played under {}",
            rule.key()
        ));
    }
    settings.rows = rows;
    settings.cols = cols;
    settings.win = win;
    settings.rule = rule;
    Ok(settings)
}
