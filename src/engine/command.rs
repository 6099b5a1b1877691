//! The Gomocup (Piskvork) protocol's input lines, parsed without any state: one line in, one
//! `Command` out. Whether a command makes sense now is the session's business.

/// A value sent with `INFO`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Info {
    /// Milliseconds per move; 0 means "as fast as possible".
    TimeoutTurn(u64),
    /// Milliseconds for the whole match; 0 means no limit.
    TimeoutMatch(u64),
    /// Milliseconds left for the match (negative values read as 0).
    TimeLeft(u64),
    /// Bytes of memory; 0 means no limit.
    MaxMemory(u64),
    GameType(u32),
    /// Bitmask: 1 exactly five, 2 continuous game, 4 renju, 8 caro.
    Rule(u32),
    /// Our extension: stones in a row that win.
    WinLength(usize),
    /// Whether to think on the opponent's time (1) or not (0, the default).
    Pondering(bool),
    /// A key we do not use (`folder`, `evaluate`, ...).
    Other(String),
}

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Start(usize),
    /// Width (columns), height (rows).
    RectStart(usize, usize),
    Restart,
    Begin,
    /// The opponent's move, x (column) then y (row).
    Turn(usize, usize),
    Board,
    /// A `x,y,f` line between `BOARD` and `DONE`; f is 1 (own), 2 (opponent) or 3 (marker).
    Stone(usize, usize, u8),
    /// A `x,y` line between `SWAP2BOARD` and `DONE`: the opening's stones in the order played.
    Point(usize, usize),
    Done,
    /// The swap2 opening: stones follow as `x,y` lines up to `DONE`.
    Swap2Board,
    Takeback(usize, usize),
    End,
    About,
    Info(Info),
    /// A blank line, which says nothing.
    Empty,
    /// A command word we do not know; the text (cut to `ECHO` characters) is echoed in the
    /// `UNKNOWN` reply.
    Unknown(String),
    /// A known command with bad arguments, or a line that is not text we can read.
    Malformed(String),
}

/// The most characters of a bad line that a reply repeats: enough to recognise it in a log.
pub const ECHO: usize = 80;

/// `text` cut to `ECHO` characters, marked with `...` when cut.
fn excerpt(text: &str) -> String {
    match text.char_indices().nth(ECHO) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_string(),
    }
}

/// `text` as it may be written to a manager: printable ASCII as it is, every other character
/// (NUL, ESC, CR, DEL, anything beyond ASCII) as a `\u{..}` escape, so that a log or terminal
/// reading the replies never receives a control byte it would act on.
pub fn printable(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ' ' || c.is_ascii_graphic() {
            shown.push(c);
        } else {
            shown.extend(c.escape_unicode());
        }
    }
    shown
}

/// Reads one line (without its line ending; a trailing CR is tolerated).
pub fn parse(line: &str) -> Command {
    let line = line.trim();
    if line.is_empty() {
        return Command::Empty;
    }
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let quoted = excerpt(rest);
    let word_upper = word.to_ascii_uppercase();
    let no_args = |cmd: Command| {
        if rest.is_empty() {
            cmd
        } else {
            Command::Malformed(format!("{word_upper} takes no arguments"))
        }
    };
    match word_upper.as_str() {
        "START" => match rest.parse() {
            Ok(n) => Command::Start(n),
            Err(_) => Command::Malformed(format!("START needs a board size, not \"{quoted}\"")),
        },
        "RECTSTART" => match numbers(rest, 2).as_deref() {
            Some(&[w, h]) => Command::RectStart(w, h),
            _ => Command::Malformed(format!("RECTSTART needs width,height, not \"{quoted}\"")),
        },
        "RESTART" => no_args(Command::Restart),
        "BEGIN" => no_args(Command::Begin),
        "BOARD" => no_args(Command::Board),
        "SWAP2BOARD" => no_args(Command::Swap2Board),
        "DONE" => no_args(Command::Done),
        "END" => no_args(Command::End),
        "ABOUT" => no_args(Command::About),
        "TURN" | "TAKEBACK" => match numbers(rest, 2).as_deref() {
            Some(&[x, y]) if word_upper == "TURN" => Command::Turn(x, y),
            Some(&[x, y]) => Command::Takeback(x, y),
            _ => Command::Malformed(format!("{word_upper} needs x,y, not \"{quoted}\"")),
        },
        "INFO" => parse_info(rest),
        _ if word.starts_with(|c: char| c.is_ascii_digit()) => parse_stone(line),
        _ if word.starts_with(|c: char| c.is_ascii_alphabetic())
            && word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') =>
        {
            Command::Unknown(excerpt(line))
        }
        _ => Command::Malformed(format!("\"{}\" is not a command", excerpt(line))),
    }
}

/// `x,y,f` inside a `BOARD` block, `x,y` inside a `SWAP2BOARD` block.
fn parse_stone(line: &str) -> Command {
    if let Some(&[x, y]) = numbers(line, 2).as_deref() {
        return Command::Point(x, y);
    }
    match numbers(line, 3).as_deref() {
        Some(&[x, y, f]) if (1..=3).contains(&f) => Command::Stone(x, y, f as u8),
        _ => Command::Malformed(format!(
            "\"{}\" is not a point x,y or a stone line x,y,f with f 1 to 3",
            excerpt(line)
        )),
    }
}

fn parse_info(rest: &str) -> Command {
    let (key, value) = match rest.split_once(char::is_whitespace) {
        Some((k, v)) => (k.to_ascii_lowercase(), v.trim()),
        None => (rest.to_ascii_lowercase(), ""),
    };
    let bad = || {
        Command::Malformed(format!(
            "INFO {} needs a number, not \"{}\"",
            excerpt(&key),
            excerpt(value)
        ))
    };
    // Managers may send a negative time_left once a player has overspent; it means no time
    // left. A whole number too large for any clock is as long as the largest: the limits then
    // cap it (ten minutes a move), as they do every large value.
    let millis = |v: &str| match v.parse::<i64>() {
        Ok(n) => Some(n.max(0) as u64),
        Err(e) => match e.kind() {
            std::num::IntErrorKind::PosOverflow => Some(u64::MAX),
            std::num::IntErrorKind::NegOverflow => Some(0),
            _ => None,
        },
    };
    let info = match key.as_str() {
        "" => return Command::Malformed("INFO needs a key and a value".to_string()),
        "timeout_turn" => millis(value).map(Info::TimeoutTurn),
        "timeout_match" => millis(value).map(Info::TimeoutMatch),
        "time_left" => millis(value).map(Info::TimeLeft),
        "max_memory" => millis(value).map(Info::MaxMemory),
        "game_type" => value.parse().ok().map(Info::GameType),
        "rule" => value.parse().ok().map(Info::Rule),
        "win_length" => value.parse().ok().map(Info::WinLength),
        "pondering" => value.parse::<u32>().ok().map(|v| Info::Pondering(v != 0)),
        _ => Some(Info::Other(excerpt(&key))),
    };
    info.map_or_else(bad, Command::Info)
}

/// Exactly `count` non-negative integers separated by commas (spaces around them allowed).
fn numbers(text: &str, count: usize) -> Option<Vec<usize>> {
    let values: Vec<usize> = text
        .split(',')
        .map(|part| part.trim().parse().ok())
        .collect::<Option<_>>()?;
    (values.len() == count).then_some(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_word_is_read_in_any_case() {
        assert_eq!(parse("START 15"), Command::Start(15));
        assert_eq!(parse("start 20"), Command::Start(20));
        assert_eq!(parse("RECTSTART 10,12"), Command::RectStart(10, 12));
        assert_eq!(parse("Restart"), Command::Restart);
        assert_eq!(parse("BEGIN"), Command::Begin);
        assert_eq!(parse("turn 3, 4"), Command::Turn(3, 4));
        assert_eq!(parse("BOARD"), Command::Board);
        assert_eq!(parse("7,8,2"), Command::Stone(7, 8, 2));
        assert_eq!(parse("swap2board"), Command::Swap2Board);
        assert_eq!(parse("7, 8"), Command::Point(7, 8));
        assert_eq!(parse("done"), Command::Done);
        assert_eq!(parse("TAKEBACK 0,14"), Command::Takeback(0, 14));
        assert_eq!(parse("END"), Command::End);
        assert_eq!(parse("about"), Command::About);
        assert_eq!(parse(""), Command::Empty);
    }

    #[test]
    fn crlf_and_surrounding_spaces_are_ignored() {
        assert_eq!(parse("TURN 1,2\r"), Command::Turn(1, 2));
        assert_eq!(parse("  BEGIN \r"), Command::Begin);
        assert_eq!(parse("\r"), Command::Empty);
        assert_eq!(parse("1,2,1\r"), Command::Stone(1, 2, 1));
    }

    #[test]
    fn info_keys_are_parsed_and_unknown_keys_kept_aside() {
        assert_eq!(
            parse("INFO timeout_turn 100"),
            Command::Info(Info::TimeoutTurn(100))
        );
        assert_eq!(
            parse("INFO timeout_match 0"),
            Command::Info(Info::TimeoutMatch(0))
        );
        assert_eq!(parse("INFO time_left -5"), Command::Info(Info::TimeLeft(0)));
        assert_eq!(
            parse("INFO max_memory 83886080"),
            Command::Info(Info::MaxMemory(83_886_080))
        );
        assert_eq!(parse("INFO game_type 1"), Command::Info(Info::GameType(1)));
        assert_eq!(parse("info RULE 9"), Command::Info(Info::Rule(9)));
        assert_eq!(
            parse("INFO win_length 4"),
            Command::Info(Info::WinLength(4))
        );
        assert_eq!(
            parse("INFO pondering 1"),
            Command::Info(Info::Pondering(true))
        );
        assert_eq!(
            parse("INFO pondering 0"),
            Command::Info(Info::Pondering(false))
        );
        assert_eq!(
            parse("INFO folder /tmp/x"),
            Command::Info(Info::Other("folder".to_string()))
        );
    }

    #[test]
    fn bad_arguments_are_malformed_not_unknown() {
        for line in [
            "START",
            "START fifteen",
            "START -3",
            "TURN 3",
            "TURN 3,4,5",
            "TURN a,b",
            "TAKEBACK",
            "RECTSTART 10",
            "BEGIN now",
            "INFO timeout_turn soon",
            "INFO",
            "1,2,4",
            "1,2,3,4",
            "1",
            "SWAP2BOARD 3",
            "3x",
        ] {
            assert!(
                matches!(parse(line), Command::Malformed(_)),
                "{line:?} gave {:?}",
                parse(line)
            );
        }
    }

    #[test]
    fn unknown_words_are_reported_with_their_text() {
        assert_eq!(
            parse("YXNBEST 3"),
            Command::Unknown("YXNBEST 3".to_string())
        );
        assert_eq!(
            parse("hello world"),
            Command::Unknown("hello world".to_string())
        );
    }

    #[test]
    fn echoed_text_is_cut_to_a_readable_length() {
        let long = format!("HELLO {}", "x".repeat(1000));
        let Command::Unknown(text) = parse(&long) else {
            panic!("{:?}", parse(&long));
        };
        assert_eq!(text.chars().count(), ECHO + 3);
        assert!(text.ends_with("..."));
        let Command::Malformed(text) = parse(&format!("TURN {}", "9".repeat(1000))) else {
            panic!("a bad TURN is malformed");
        };
        assert!(text.len() < 2 * ECHO, "{text}");
    }

    #[test]
    fn printable_keeps_ascii_text_and_escapes_everything_else() {
        assert_eq!(printable("TURN 1,2 \"ok\" ~"), "TURN 1,2 \"ok\" ~");
        let shown = printable("A\0B\x1b[31mC\rD\x7f\u{fffd}\u{202e}");
        assert!(
            shown.chars().all(|c| c == ' ' || c.is_ascii_graphic()),
            "{shown}"
        );
        assert!(shown.starts_with("A\\u{0}B\\u{1b}[31mC\\u{d}D"), "{shown}");
    }

    #[test]
    fn lines_that_are_not_words_are_malformed() {
        for line in ["\u{fffd}\u{fffd}", "#$%", "-1,2,1", "TURN\u{fffd} 1,2"] {
            assert!(matches!(parse(line), Command::Malformed(_)), "{line:?}");
        }
    }
}
