//! What the terminal can show, read from the environment once at start and handed to the
//! drawing: how many colours (none, the 16 standard ones, the 256-colour palette or any RGB),
//! whether the player asked for none (`NO_COLOR`), and whether it is the Linux console, whose
//! font has the light box characters of code page 437 but no heavy ones and no `●`.

use termprofile::{DetectorSettings, EnvVarSource, IsTerminal, TermProfile, TermVars};

/// How many colours the terminal shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Depth {
    /// None at all (`TERM=dumb`, no `TERM`): every theme is drawn without colour.
    None,
    /// The 16 standard colours, whose RGB the terminal's own scheme decides (`TERM=xterm`,
    /// `linux`, `screen`).
    Basic,
    /// The 256-colour palette (`TERM=*-256color`, tmux).
    Indexed,
    /// Any RGB (`COLORTERM=truecolor` or `24bit`, terminals known to have it).
    True,
}

/// The terminal as the themes need to know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TerminalEnv {
    pub depth: Depth,
    /// `NO_COLOR` set and not empty (no-color.org): `auto` draws without colour then; a theme
    /// chosen by name keeps its colours.
    pub no_color: bool,
    /// The Linux console (`TERM=linux`): the board and the boxes are drawn in ASCII.
    pub console: bool,
}

impl Default for TerminalEnv {
    /// A 256-colour terminal emulator, as most are: what the tests draw in unless they say.
    fn default() -> TerminalEnv {
        TerminalEnv {
            depth: Depth::Indexed,
            no_color: false,
            console: false,
        }
    }
}

/// The variables that say what the terminal shows. `NO_COLOR` is left out because it asks for
/// less colour from `auto` only, and the CI variables because they speak of a log, not of a
/// terminal in front of a player.
const VARIABLES: [&str; 7] = [
    "TERM",
    "COLORTERM",
    "TERM_PROGRAM",
    "TERM_PROGRAM_VERSION",
    "TMUX",
    "FORCE_COLOR",
    "CLICOLOR_FORCE",
];

struct Vars<F>(F);

impl<F: Fn(&str) -> Option<String>> EnvVarSource for Vars<F> {
    fn var(&self, key: &str) -> Option<String> {
        VARIABLES.contains(&key).then(|| (self.0)(key)).flatten()
    }
}

/// The game always draws on a terminal (output sent elsewhere is the player's choice).
struct Drawn;

impl IsTerminal for Drawn {
    fn is_terminal(&self) -> bool {
        true
    }
}

impl TerminalEnv {
    /// This process's terminal, from its environment.
    pub fn from_env() -> TerminalEnv {
        TerminalEnv::from_vars(|key| std::env::var(key).ok())
    }

    /// The terminal that the variables `var` describes.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> TerminalEnv {
        let no_color = var("NO_COLOR").is_some_and(|v| !v.is_empty());
        let term = var("TERM").unwrap_or_default();
        // Asking tmux for its features would start a process before the first frame; what
        // tmux says in TERM is enough (256 colours).
        let settings = DetectorSettings::new().enable_tmux_info(false);
        let forced = var("FORCE_COLOR").is_some() || var("CLICOLOR_FORCE").is_some();
        let vars = TermVars::from_source(&Vars(var), &Drawn, settings);
        let mut depth = match TermProfile::detect_with_vars(vars) {
            TermProfile::NoTty | TermProfile::NoColor => Depth::None,
            TermProfile::Ansi16 => Depth::Basic,
            TermProfile::Ansi256 => Depth::Indexed,
            TermProfile::TrueColor => Depth::True,
        };
        // Plain `screen` is described with 8 colours; a screen that shows more says so in its
        // TERM (screen-256color).
        if term == "screen" && !forced {
            depth = depth.min(Depth::Basic);
        }
        TerminalEnv {
            depth,
            no_color,
            console: term == "linux" || term.starts_with("linux-"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> TerminalEnv {
        TerminalEnv::from_vars(|key| {
            vars.iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn the_colour_depth_follows_term_and_colorterm() {
        let depth = |vars: &[(&str, &str)]| env(vars).depth;
        assert_eq!(depth(&[("TERM", "xterm")]), Depth::Basic);
        assert_eq!(depth(&[("TERM", "linux")]), Depth::Basic);
        assert_eq!(depth(&[("TERM", "screen")]), Depth::Basic);
        assert_eq!(depth(&[("TERM", "screen-256color")]), Depth::Indexed);
        assert_eq!(depth(&[("TERM", "xterm-256color")]), Depth::Indexed);
        assert_eq!(depth(&[("TERM", "tmux-256color")]), Depth::Indexed);
        let truecolor = [("TERM", "xterm-256color"), ("COLORTERM", "truecolor")];
        assert_eq!(depth(&truecolor), Depth::True);
        let in_tmux = [("TERM", "tmux-256color"), ("COLORTERM", "truecolor")];
        assert_eq!(depth(&in_tmux), Depth::Indexed, "tmux may not pass RGB on");
        assert_eq!(
            depth(&[("TERM", "xterm"), ("COLORTERM", "24bit")]),
            Depth::True
        );
        assert_eq!(depth(&[("TERM", "dumb")]), Depth::None);
        assert_eq!(depth(&[]), Depth::None);
        // Colour asked for by name, and CI variables that speak of logs, not terminals.
        assert_eq!(
            depth(&[("TERM", "dumb"), ("FORCE_COLOR", "ansi256")]),
            Depth::Indexed
        );
        assert_eq!(
            depth(&[("TERM", "xterm-256color"), ("CI", "true")]),
            Depth::Indexed
        );
    }

    #[test]
    fn no_color_and_the_console_are_read_apart_from_the_depth() {
        let quiet = env(&[("TERM", "xterm-256color"), ("NO_COLOR", "1")]);
        assert_eq!((quiet.depth, quiet.no_color), (Depth::Indexed, true));
        assert!(!env(&[("TERM", "xterm-256color"), ("NO_COLOR", "")]).no_color);
        let console = env(&[("TERM", "linux")]);
        assert!(console.console && !env(&[("TERM", "xterm")]).console);
    }
}
