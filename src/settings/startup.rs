//! What the program starts with: the saved settings with this run's flags laid over them (never
//! written back), the settings file's warning for the status line, and the game `--load` names.

use std::path::PathBuf;

use clap::Args;

use crate::ai::Level;
use crate::engine::args::{parse_size, parse_win, value_enum};
use crate::i18n::Lang;
use crate::model::{
    ForbiddenPolicy, Opening, Rule, Rules, RulesError, Stone, TIME_MS_RANGE, TimeControl,
};
use crate::record::{LoadError, Record};
use crate::settings::{Language, Mode, Settings, SettingsStore, SettingsWarning, ThemeName};
use crate::tr;

value_enum!(Mode, Language, ThemeName);

/// Flags describing a game; they override the saved settings for this run only.
#[derive(Args, Debug, Default, Clone)]
pub struct GameArgs {
    /// Board size: `15` for 15x15, or `COLSxROWS` such as `10x12` (3 to 26)
    #[arg(long, value_parser = parse_size)]
    pub size: Option<(usize, usize)>,
    /// Stones in a row that win (3 up to the longer board side)
    #[arg(long = "win", value_name = "K", value_parser = parse_win)]
    pub win: Option<usize>,
    /// Rule: freestyle, standard (exactly K), renju (15x15 five, black restricted), caro
    #[arg(long, ignore_case = true)]
    pub rule: Option<Rule>,
    /// Who plays: pvp (two humans), pvc (human against the computer), cvc (computer against computer)
    #[arg(long)]
    pub mode: Option<Mode>,
    /// The colour the human plays against the computer: black or white (in a swap opening,
    /// black opens and white chooses)
    #[arg(long)]
    pub color: Option<Stone>,
    /// Under renju, a forbidden move by black: refuse (not taken) or loses (as in tournaments)
    #[arg(long)]
    pub forbidden: Option<ForbiddenPolicy>,
    /// How the game opens: free (anywhere), center (the centre point), swap or swap2 (the
    /// first player places three stones and the players choose colours)
    #[arg(long)]
    pub opening: Option<Opening>,
    /// Clocks: none, MINUTES+SECONDS (Fischer: 10+5 adds 5 s a move) or MINUTES+SECONDSxN
    /// (byo-yomi: 5+30x3 is 5 minutes, then three periods of 30 s)
    #[arg(long, value_name = "CONTROL")]
    pub clock: Option<TimeControl>,
    /// Computer strength: random, easy, medium, hard, master
    #[arg(long, ignore_case = true)]
    pub level: Option<Level>,
    /// Thinking time per computer move in milliseconds (Master uses all of it)
    #[arg(long = "time-ms", value_name = "T", value_parser = clap::value_parser!(u64).range(TIME_MS_RANGE))]
    pub time_ms: Option<u64>,
    /// Looks: auto (wood, or mono when NO_COLOR is set), wood, dark, light, mono (no colour), ascii
    #[arg(long, value_name = "NAME", ignore_case = true)]
    pub theme: Option<ThemeName>,
    /// The same as --theme ascii: only ASCII characters, for terminals that draw box characters wide
    #[arg(long, conflicts_with = "theme")]
    pub ascii: bool,
    /// Open a saved game (SGF or Piskvork .psq)
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Language: en (English), zh (Chinese), or auto (the locale's: LC_ALL, LC_MESSAGES, LANG)
    #[arg(long, global = true)]
    pub lang: Option<Language>,
}

/// Flags that do not fit together, with the file's settings, or with the game `--load` names.
#[derive(Debug, thiserror::Error)]
pub enum UsageError {
    #[error("{}", tr!("usage-win", win = *win, cols = *cols, rows = *rows, longest = *rows.max(cols)))]
    WinDoesNotFit {
        win: usize,
        rows: usize,
        cols: usize,
    },
    #[error("{}", tr!("usage-flag", flag = "--rule", reason = .0.to_string()))]
    Rule(RulesError),
    #[error("{}", tr!("usage-flag", flag = "--size", reason = .0.to_string()))]
    Size(RulesError),
    #[error("{}", tr!("usage-flag", flag = "--load", reason = .0.to_string()))]
    Load(LoadError),
    #[error("{}", tr!("usage-loaded-size", cols = *cols, rows = *rows))]
    LoadedSize { rows: usize, cols: usize },
    #[error("{}", tr!("usage-loaded-win", win = *.0))]
    LoadedWin(usize),
    #[error("{}", tr!("usage-loaded-rule", rule = .0.key()))]
    LoadedRule(Rule),
    #[error("{}", tr!("usage-forbidden-not-renju"))]
    ForbiddenNotRenju,
}

/// Everything a front end needs to begin.
#[derive(Debug)]
pub struct Startup {
    /// The settings for this run: the file's, then the flags.
    pub settings: Settings,
    /// The settings as saved, without the flags: what a settings screen edits and saves.
    pub saved: Settings,
    /// What was wrong with the settings file, for the status line.
    pub warning: Option<SettingsWarning>,
    /// Where settings are saved; `None` when the platform has no home directory.
    pub store: Option<SettingsStore>,
    /// The game `--load` named, already checked.
    pub loaded: Option<(PathBuf, Record)>,
    /// The locale's language, read from the environment once: what `auto` speaks.
    pub locale: Lang,
    /// Hosting or joining a game over the network (`gomoku host`, `gomoku join`).
    pub network: Option<crate::net::NetStart>,
}

impl Startup {
    /// The language to speak: `--lang`, else the file's `lang`, else the locale's.
    pub fn lang(&self) -> Lang {
        self.settings.lang(self.locale)
    }
}

/// Reads the settings file (`GOMOKU_CONFIG` or the platform's) and applies `args`; `locale` is
/// the language of the locale, for the `auto` language.
pub fn prepare(args: &GameArgs, locale: Lang) -> Result<Startup, UsageError> {
    prepare_with(SettingsStore::open_default(), args, locale)
}

/// `prepare` with an explicit settings store (`None`: no file, defaults only).
pub fn prepare_with(
    store: Option<SettingsStore>,
    args: &GameArgs,
    locale: Lang,
) -> Result<Startup, UsageError> {
    let (saved, warning) = match &store {
        Some(store) => store.load(),
        None => (Settings::default(), Some(SettingsWarning::NoHome)),
    };
    let mut settings = with_flags(saved.clone(), args)?;
    let loaded = match &args.load {
        Some(path) => {
            let record = Record::load(path).map_err(UsageError::Load)?;
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
        locale,
        network: None,
    })
}

/// `settings` with the command-line flags laid over them, checked as a whole.
pub fn with_flags(mut s: Settings, args: &GameArgs) -> Result<Settings, UsageError> {
    if let Some((cols, rows)) = args.size {
        (s.board.rows, s.board.cols) = (rows, cols);
    }
    if let Some(rule) = args.rule {
        s.board.rule = rule;
    }
    match args.win {
        Some(win) => s.board.win = win,
        // A new board or rule without --win keeps the win length only where it still fits.
        None if args.size.is_some() || args.rule.is_some() => {
            s.board.win = Rules::fitting_win(s.board.rows, s.board.cols, s.board.rule, s.board.win);
        }
        None => {}
    }
    s.players.mode = args.mode.unwrap_or(s.players.mode);
    s.players.human = args.color.unwrap_or(s.players.human);
    s.board.forbidden = args.forbidden.unwrap_or(s.board.forbidden);
    s.board.opening = args.opening.unwrap_or(s.board.opening);
    s.board.clock = args.clock.unwrap_or(s.board.clock);
    if let Some(level) = args.level {
        (s.computer.level_black, s.computer.level_white) = (level, level);
    }
    s.computer.time_ms = args.time_ms.unwrap_or(s.computer.time_ms);
    if args.ascii {
        s.looks.theme = ThemeName::Ascii;
    }
    s.looks.theme = args.theme.unwrap_or(s.looks.theme);
    s.looks.lang = args.lang.unwrap_or(s.looks.lang);
    // The policy means something only under Renju: asked for elsewhere, it is a mistake.
    if args.forbidden.is_some() && s.board.rule != Rule::Renju {
        return Err(UsageError::ForbiddenNotRenju);
    }
    if let Err(e) = s.rules() {
        let (rows, cols) = (s.board.rows, s.board.cols);
        return Err(match args.win {
            Some(win) if win > rows.max(cols) => UsageError::WinDoesNotFit { win, rows, cols },
            _ if args.rule.is_some() => UsageError::Rule(e),
            _ => UsageError::Size(e),
        });
    }
    Ok(s)
}

/// The loaded game decides the board; board flags that disagree with it are a usage error.
fn settings_for(
    mut settings: Settings,
    record: &Record,
    args: &GameArgs,
) -> Result<Settings, UsageError> {
    let rules = record.rules();
    let (rows, cols, win, rule) = (rules.rows(), rules.cols(), rules.win_length(), rules.rule());
    if args.size.is_some_and(|size| size != (cols, rows)) {
        return Err(UsageError::LoadedSize { rows, cols });
    }
    if args.win.is_some_and(|w| w != win) {
        return Err(UsageError::LoadedWin(win));
    }
    if args.rule.is_some_and(|r| r != rule) {
        return Err(UsageError::LoadedRule(rule));
    }
    (
        settings.board.rows,
        settings.board.cols,
        settings.board.win,
        settings.board.rule,
    ) = (rows, cols, win, rule);
    Ok(settings)
}
