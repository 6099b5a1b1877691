//! Reading protocol lines from bytes: LF or CRLF endings, invalid UTF-8 decoded lossily, and a
//! cap on length so that a runaway manager cannot make the engine hoard memory.

use std::io::{self, BufRead};

/// The longest line kept; the protocol's longest real line is a few dozen bytes.
pub const MAX_LINE: usize = 4096;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// A line longer than `MAX_LINE`, dropped.
    TooLong,
}

/// The next line, or `None` at the end of input.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut seen_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            if !seen_any {
                return Ok(None);
            }
            break;
        }
        seen_any = true;
        let (chunk, used, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..i], i + 1, true),
            None => (available, available.len(), false),
        };
        let room = MAX_LINE.saturating_sub(bytes.len());
        if chunk.len() > room {
            too_long = true;
        }
        bytes.extend_from_slice(&chunk[..chunk.len().min(room)]);
        input.consume(used);
        if ended {
            break;
        }
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(Line::Text(
        String::from_utf8_lossy(&bytes).into_owned(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Cursor};

    fn all_lines(input: &[u8]) -> Vec<Line> {
        // A tiny buffer makes lines straddle refills.
        let mut reader = BufReader::with_capacity(3, Cursor::new(input.to_vec()));
        std::iter::from_fn(|| read_line(&mut reader).ok().flatten()).collect()
    }

    fn text(s: &str) -> Line {
        Line::Text(s.to_string())
    }

    #[test]
    fn lf_and_crlf_lines_read_the_same() {
        assert_eq!(
            all_lines(b"START 15\r\nBEGIN\nTURN 1,2\r\n"),
            vec![text("START 15"), text("BEGIN"), text("TURN 1,2")]
        );
    }

    #[test]
    fn a_last_line_without_newline_still_counts() {
        assert_eq!(all_lines(b"ABOUT\nEND"), vec![text("ABOUT"), text("END")]);
        assert_eq!(all_lines(b""), Vec::<Line>::new());
        assert_eq!(all_lines(b"\n"), vec![text("")]);
    }

    #[test]
    fn invalid_utf8_is_replaced_not_fatal() {
        assert_eq!(
            all_lines(b"AB\xff\xfeC\nEND\n"),
            vec![text("AB\u{fffd}\u{fffd}C"), text("END")]
        );
    }

    #[test]
    fn an_overlong_line_is_dropped_and_the_next_one_read() {
        let mut input = vec![b'x'; MAX_LINE * 3];
        input.extend_from_slice(b"\nABOUT\n");
        assert_eq!(all_lines(&input), vec![Line::TooLong, text("ABOUT")]);
        let exact = vec![b'y'; MAX_LINE];
        assert_eq!(
            all_lines(&exact),
            vec![text(&String::from_utf8_lossy(&exact))]
        );
    }
}
