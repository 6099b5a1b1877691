//! The character set of a record's text: what its SGF root node's `CA[...]` declares (GBK,
//! GB 2312 ... as Chinese programs write), else UTF-8. It has to be found before the text can be
//! decoded: property names and brackets are ASCII in every encoding a record may use, so the
//! root node is read as bytes, its values skipped whole, and only a `CA` property counts: text
//! inside a comment (`C[set CA[GBK]`) is never taken for one.

use std::borrow::Cow;

use super::error::ParseError;

/// The text of a record in the character set it declares. Bytes that are not text in that
/// encoding show as replacement characters, never as other letters.
pub fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, ParseError> {
    let Some(label) = declared_charset(bytes) else {
        return Ok(String::from_utf8_lossy(bytes));
    };
    let encoding = encoding_rs::Encoding::for_label(label).ok_or_else(|| ParseError::Charset {
        charset: String::from_utf8_lossy(label).into_owned(),
    })?;
    Ok(encoding.decode_without_bom_handling(bytes).0)
}

/// The first value of the root node's `CA` property, if the text is SGF and has one.
fn declared_charset(bytes: &[u8]) -> Option<&[u8]> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut at = Bytes { bytes, at: 0 };
    at.expect(b'(')?;
    at.expect(b';')?;
    loop {
        at.skip_space();
        // Identifiers may have lower-case letters in between (`CharSet` is `CS`); only the
        // capitals count, as in the parser.
        let mut ident = Vec::new();
        while let Some(&c) = at.peek().filter(|c| c.is_ascii_alphabetic()) {
            if c.is_ascii_uppercase() {
                ident.push(c);
            }
            at.at += 1;
        }
        // The root node ends at the next node or branch, or where the text stops being SGF.
        if ident.is_empty() {
            return None;
        }
        let mut first = None;
        while at.expect(b'[').is_some() {
            let value = at.value()?;
            first.get_or_insert(value);
        }
        if ident == b"CA" {
            return first;
        }
    }
}

/// A cursor over the bytes of the root node.
struct Bytes<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    fn peek(&self) -> Option<&u8> {
        self.bytes.get(self.at)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    /// Steps over `byte` after any white space; `None` when something else comes.
    fn expect(&mut self, byte: u8) -> Option<()> {
        self.skip_space();
        (self.peek() == Some(&byte)).then(|| self.at += 1)
    }

    /// The bytes of a value up to its closing `]` (a `\` escapes the byte after it), and steps
    /// past it; `None` when it is never closed.
    fn value(&mut self) -> Option<&'a [u8]> {
        let start = self.at;
        while let Some(&c) = self.peek() {
            self.at += 1;
            match c {
                b']' => return Some(&self.bytes[start..self.at - 1]),
                b'\\' => self.at += 1,
                _ => {}
            }
        }
        None
    }
}
