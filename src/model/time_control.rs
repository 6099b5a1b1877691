//! A time control (none, Fischer `10+5`, byo-yomi `5+30x3`) with its words: read from the
//! settings file and the command line, written back, shown to the player, and carried in SGF.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::tr;

/// The longest main time a control may give: a day.
const MAX_MAIN: Duration = Duration::from_secs(24 * 3600);
/// The longest increment or byo-yomi period: an hour.
const MAX_PERIOD: Duration = Duration::from_secs(3600);
/// The most byo-yomi periods.
const MAX_PERIODS: u32 = 99;

/// How much time each side has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum TimeControl {
    /// No clock.
    #[default]
    Untimed,
    /// `main` for the game, and `increment` added after each move.
    Fischer { main: Duration, increment: Duration },
    /// `main` for the game, then `periods` periods of `period` each: a move made within a
    /// period keeps it, a period used up is lost.
    ByoYomi {
        main: Duration,
        period: Duration,
        periods: u32,
    },
}

/// Why a time control was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("clock-bad", text = .0.clone()))]
pub struct ClockError(pub String);

impl FromStr for TimeControl {
    type Err = ClockError;

    /// `none`, `M+S` (minutes, which may have a fraction, plus seconds added per move) or
    /// `M+SxN` (minutes, then N periods of S seconds).
    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        let bad = || ClockError(text.chars().take(40).collect());
        let text = text.trim().to_ascii_lowercase();
        if text == "none" || text == "off" || text.is_empty() {
            return Ok(TimeControl::Untimed);
        }
        let (minutes, rest) = text.split_once('+').unwrap_or((&text, "0"));
        let main = minutes
            .parse::<f64>()
            .ok()
            .filter(|m| m.is_finite() && *m >= 0.0 && *m * 60.0 <= MAX_MAIN.as_secs_f64())
            .map(|m| Duration::from_millis((m * 60_000.0).round() as u64))
            .ok_or_else(bad)?;
        let seconds = |s: &str| {
            s.parse::<u64>()
                .ok()
                .map(Duration::from_secs)
                .filter(|d| *d <= MAX_PERIOD)
        };
        let control = match rest.split_once('x') {
            None => TimeControl::Fischer {
                main,
                increment: seconds(rest).ok_or_else(bad)?,
            },
            Some((period, periods)) => TimeControl::ByoYomi {
                main,
                period: seconds(period).filter(|p| !p.is_zero()).ok_or_else(bad)?,
                periods: periods
                    .parse()
                    .ok()
                    .filter(|n| (1..=MAX_PERIODS).contains(n))
                    .ok_or_else(bad)?,
            },
        };
        match control.main().is_zero() && control.is_sudden_death() {
            true => Err(bad()),
            false => Ok(control),
        }
    }
}

impl TryFrom<String> for TimeControl {
    type Error = ClockError;

    fn try_from(text: String) -> Result<TimeControl, ClockError> {
        text.parse()
    }
}

impl From<TimeControl> for String {
    fn from(control: TimeControl) -> String {
        control.to_string()
    }
}

/// Minutes as typed: `10`, `0.5`.
fn minutes(d: Duration) -> String {
    let tenths_of_seconds = d.as_millis() / 100;
    match tenths_of_seconds % 600 {
        0 => format!("{}", tenths_of_seconds / 600),
        _ => format!("{}", (d.as_secs_f64() / 60.0 * 1000.0).round() / 1000.0),
    }
}

/// The words the command line and the settings file use: `none`, `10+5`, `5+30x3`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Untimed => f.write_str("none"),
            TimeControl::Fischer { main, increment } => {
                write!(f, "{}+{}", minutes(main), increment.as_secs())
            }
            TimeControl::ByoYomi {
                main,
                period,
                periods,
            } => write!(f, "{}+{}x{periods}", minutes(main), period.as_secs()),
        }
    }
}

impl TimeControl {
    pub fn is_timed(self) -> bool {
        self != TimeControl::Untimed
    }

    pub fn main(self) -> Duration {
        match self {
            TimeControl::Untimed => Duration::ZERO,
            TimeControl::Fischer { main, .. } | TimeControl::ByoYomi { main, .. } => main,
        }
    }

    /// Whether the main time is all there is: no increment, no byo-yomi.
    fn is_sudden_death(self) -> bool {
        matches!(self, TimeControl::Fischer { increment, .. } if increment.is_zero())
    }

    /// The control for the player, in the interface's language.
    pub fn name(self) -> String {
        match self {
            TimeControl::Untimed => tr!("clock-none"),
            TimeControl::Fischer { main, increment } => tr!(
                "clock-fischer",
                main = minutes(main),
                increment = increment.as_secs()
            ),
            TimeControl::ByoYomi {
                main,
                period,
                periods,
            } => tr!(
                "clock-byoyomi",
                main = minutes(main),
                period = period.as_secs(),
                periods = periods
            ),
        }
    }

    /// SGF's `TM` (main time in seconds) and `OT` (what comes after it).
    pub fn sgf(self) -> Option<(u64, String)> {
        match self {
            TimeControl::Untimed => None,
            TimeControl::Fischer { main, increment } => {
                Some((main.as_secs(), format!("{} fischer", increment.as_secs())))
            }
            TimeControl::ByoYomi {
                main,
                period,
                periods,
            } => Some((
                main.as_secs(),
                format!("{periods}x{} byo-yomi", period.as_secs()),
            )),
        }
    }

    /// The control SGF's `TM` and `OT` describe, as `sgf` writes them.
    pub fn from_sgf(tm: &str, ot: Option<&str>) -> Option<TimeControl> {
        let main = Duration::from_secs(tm.trim().parse::<f64>().ok()?.max(0.0) as u64);
        let ot = ot.unwrap_or("").trim().to_ascii_lowercase();
        let words: Vec<&str> = ot.split_whitespace().collect();
        let control = match words.as_slice() {
            [] => TimeControl::Fischer {
                main,
                increment: Duration::ZERO,
            },
            [increment, "fischer"] => TimeControl::Fischer {
                main,
                increment: Duration::from_secs(increment.parse().ok()?),
            },
            [spec, "byo-yomi"] => {
                let (periods, period) = spec.split_once('x')?;
                TimeControl::ByoYomi {
                    main,
                    period: Duration::from_secs(period.parse().ok()?),
                    periods: periods.parse().ok()?,
                }
            }
            _ => return None,
        };
        Some(control)
    }
}
