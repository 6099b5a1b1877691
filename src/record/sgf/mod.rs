//! Smart Game Format (FF[4]) for gomoku (GM[4]).
//!
//! Written: `FF[4] GM[4] CA[UTF-8] AP[gomoku:VERSION]`, `SZ[15]` for a square board or
//! `SZ[COLS:ROWS]`, `RU[freestyle|standard|caro|...]` (the `--rule` words), `XK[k]` when the win
//! length `k` is not 5 (a private property: no SGF property holds it), `XO[center|swap|swap2]`
//! for an opening other than the free one and `XC[3:add][5:swap]` for the choices of a swap
//! opening (private properties too: the `--opening` word, and each choice as the number of
//! moves it was made after and `swap`, taking black, or `add`, placing two more stones; taking
//! white is the next move itself), `PB`/`PW`, `DT`, `RE[B+]`,
//! `RE[W+]` or `RE[0]` (a draw) once the game is over (`B+T`, `W+R`, `B+F` for time,
//! resignation and a game claimed from a player who left; `0` also for a draw agreed; `Draw`
//! is read as well), a timed game's
//! control as `TM[600]OT[5 fischer]` or `TM[300]OT[3x30 byo-yomi]`, set-up stones as `AB`/`AW`
//! with `PL`, then one node per move, `;B[hh];W[ii]`, with the mover's time left after it in
//! seconds (`BL[583.4]`, `WL`) and in byo-yomi its periods left (`OB[3]`, `OW`).
//!
//! Points are two letters, column then row, both counted from `a` at the TOP-left corner: on
//! 15x15, `aa` is A15 and `ao` is A1, `hh` is the centre H8.
//!
//! Text (`PB`, `PW`, `GN`, `C`) is written as UTF-8 and read as the file's `CA` declares: UTF-8
//! when it says nothing, GBK or GB 2312 (as Chinese programs write) and the other encodings
//! the WHATWG standard names, decoded with encoding_rs; a character set no one knows is
//! refused rather than shown garbled. `C` on the root node comments on the start, on a move's
//! node on the position after that move.
//!
//! Read: a result naming an ending off the board ends the game so after its last move; the
//! first game of a collection (a note says on which line the file goes on after it) and its main
//! line (the first branch of every variation) as the record, the other branches as its
//! variations (`tree.rs`), the comments of every node kept; unknown properties are skipped;
//! several moves in one node (as some
//! programs write them) are taken in order; missing `SZ` means 15x15, missing `XK` means 5 (or
//! the longer side of a smaller board), a missing or unknown `RU` means free-style, a missing or
//! unknown `XO` the free opening (an unknown one adds a note to `Meta::notes`, as does a choice
//! in `XC` that the opening and the moves do not allow, which is left out with the ones after
//! it).

use std::time::Duration;

use crate::model::clock::SideTime;
use crate::model::{Choice, Chosen, Opening, Point, Rule, Rules, Stone, TimeControl};

mod annotate;
mod tree;
mod write;

use super::error::{Note, ParseError, Place, PropertyProblem};
use super::{Meta, Placed, Record};
pub use annotate::{Annotation, write_annotated};
pub use write::write;

/// The win length when the file gives none (`XK` is absent from most files).
const DEFAULT_WIN: usize = 5;

/// Deeper nesting of variations than this is refused rather than risking the stack.
const MAX_DEPTH: usize = 500;

#[derive(Clone)]
struct Prop {
    ident: String,
    values: Vec<String>,
    line: usize,
}

type Node = Vec<Prop>;

/// One `( nodes subtrees )` of the file: a sequence of nodes and the variations after it, the
/// first of which goes on with the main line.
#[derive(Default)]
struct Branch {
    nodes: Vec<Node>,
    variations: Vec<Branch>,
}

impl Branch {
    /// The nodes of the main line: this sequence, then each first variation's.
    fn main_line(&self) -> Vec<Node> {
        let mut nodes = self.nodes.clone();
        let mut branch = self;
        while let Some(first) = branch.variations.first() {
            nodes.extend(first.nodes.iter().cloned());
            branch = first;
        }
        nodes
    }
}

pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut parser = Parser::new(text);
    let game = parser.game()?;
    let mut record = interpret(&game.main_line())?;
    record = tree::with_variations(record, &game)?;
    // More games of a collection, or anything else: only the first game is read, and said so.
    parser.skip_space();
    if parser.chars.peek().is_some() {
        let line = parser.line;
        record.meta.notes.push(Note::AfterFirstGame { line });
    }
    Ok(record)
}

struct Parser<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            chars: text.chars().peekable(),
            line: 1,
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.chars.peek().is_some_and(|c| c.is_whitespace()) {
            self.bump();
        }
    }

    /// The first game of the file, with its variations.
    fn game(&mut self) -> Result<Branch, ParseError> {
        self.skip_space();
        if self.chars.peek() != Some(&'(') {
            return Err(ParseError::NotSgf);
        }
        self.tree(0)
    }

    /// One `( nodes subtrees )`.
    fn tree(&mut self, depth: usize) -> Result<Branch, ParseError> {
        if depth > MAX_DEPTH {
            return Err(ParseError::NestedTooDeeply { line: self.line });
        }
        let open = self.line;
        self.bump(); // '('
        let mut branch = Branch::default();
        loop {
            self.skip_space();
            match self.chars.peek() {
                Some(';') => {
                    self.bump();
                    let node = self.node()?;
                    // Nodes after a variation (not SGF, though written) belong to no line.
                    if branch.variations.is_empty() {
                        branch.nodes.push(node);
                    }
                }
                Some('(') => branch.variations.push(self.tree(depth + 1)?),
                Some(')') => {
                    self.bump();
                    return Ok(branch);
                }
                Some(&found) => {
                    return Err(ParseError::Unexpected {
                        line: self.line,
                        found,
                    });
                }
                None => return Err(ParseError::UnclosedGame { line: open }),
            }
        }
    }

    fn node(&mut self) -> Result<Node, ParseError> {
        let mut props = Vec::new();
        loop {
            self.skip_space();
            match self.chars.peek() {
                Some(c) if c.is_ascii_alphabetic() => props.push(self.prop()?),
                _ => return Ok(props),
            }
        }
    }

    fn prop(&mut self) -> Result<Prop, ParseError> {
        let line = self.line;
        let mut ident = String::new();
        while let Some(&c) = self.chars.peek().filter(|c| c.is_ascii_alphabetic()) {
            // Old files spell identifiers with lower-case letters in between (`AddBlack`).
            if c.is_ascii_uppercase() {
                ident.push(c);
            }
            self.bump();
        }
        let mut values = Vec::new();
        loop {
            self.skip_space();
            if self.chars.peek() != Some(&'[') {
                break;
            }
            self.bump();
            values.push(self.value()?);
        }
        if values.is_empty() {
            return Err(ParseError::NoValue { line, ident });
        }
        Ok(Prop {
            ident,
            values,
            line,
        })
    }

    fn value(&mut self) -> Result<String, ParseError> {
        let start = self.line;
        let mut value = String::new();
        loop {
            match self.bump() {
                Some(']') => return Ok(value),
                Some('\\') => match self.bump() {
                    // An escaped line break joins the lines.
                    Some('\n') => {}
                    Some(c) => value.push(c),
                    None => break,
                },
                Some(c) => value.push(c),
                None => break,
            }
        }
        Err(ParseError::UnclosedValue { line: start })
    }
}

fn interpret(nodes: &[Node]) -> Result<Record, ParseError> {
    let root = nodes.first().ok_or(ParseError::NoNodes)?;
    let mut meta = Meta::default();
    let (mut cols, mut rows, mut win, mut rule) = (15, 15, None, Rule::Freestyle);
    let mut opening = Opening::Free;
    // Each choice with where it was read, for the note when it does not fit.
    let mut choices: Vec<(Chosen, Place)> = Vec::new();
    let mut to_play = None;
    let find = |ident: &str| root.iter().find(|p| p.ident == ident);
    if let Some(tm) = find("TM") {
        let ot = find("OT").map(|p| p.values[0].as_str());
        // A time control written as another program words it is no reason to refuse the game.
        meta.clock = TimeControl::from_sgf(&tm.values[0], ot);
    }
    for prop in root {
        let v = prop.values[0].trim();
        let place = || Place {
            text: format!("{}[{v}]", prop.ident),
            line: prop.line,
        };
        let at = |problem| ParseError::Property {
            place: place(),
            problem,
        };
        match prop.ident.as_str() {
            "GM" if v != "4" => return Err(at(PropertyProblem::NotGomoku)),
            "SZ" => {
                let (c, r) = v.split_once(':').unwrap_or((v, v));
                match (c.trim().parse(), r.trim().parse()) {
                    (Ok(c), Ok(r)) => (cols, rows) = (c, r),
                    _ => return Err(at(PropertyProblem::Size)),
                }
            }
            "XK" => win = Some(v.parse().map_err(|_| at(PropertyProblem::WinLength))?),
            "RU" => match v.parse() {
                Ok(r) => rule = r,
                // Other programs write their own names (`RU[五子棋]`): play on with any five.
                Err(_) => meta.notes.push(Note::UnknownRule(place())),
            },
            "XO" => match v.parse() {
                Ok(o) => opening = o,
                Err(_) => meta.notes.push(Note::UnknownOpening(place())),
            },
            "XC" => {
                for v in &prop.values {
                    let place = Place {
                        text: format!("XC[{v}]"),
                        line: prop.line,
                    };
                    match choice(v) {
                        Some(chosen) => choices.push((chosen, place)),
                        None => meta.notes.push(Note::BadChoice(place)),
                    }
                }
            }
            "PL" => to_play = Some(color(v).ok_or_else(|| at(PropertyProblem::ToPlay))?),
            "PB" => meta.black = Some(v.to_string()),
            "PW" => meta.white = Some(v.to_string()),
            "GN" => meta.name = Some(v.to_string()),
            "DT" => meta.date = Some(v.to_string()),
            "RE" => meta.result = Some(v.to_string()),
            _ => {}
        }
    }
    let mut given = if cols == rows {
        format!("SZ[{cols}]")
    } else {
        format!("SZ[{cols}:{rows}]")
    };
    if let Some(k) = win {
        given.push_str(&format!(", XK[{k}]"));
    }
    let win = win.unwrap_or_else(|| Rules::fitting_win(rows, cols, rule, DEFAULT_WIN));
    let rules = Rules::new(rows, cols, win, rule)
        .map_err(|error| ParseError::Rules { given, error })?
        .with_opening(opening);
    let (mut setup, mut moves) = (Vec::new(), Vec::new());
    for node in nodes {
        // A node's comment is about the position after the node's moves.
        let comment = node
            .iter()
            .find(|p| p.ident == "C")
            .map(|p| p.values[0].trim());
        for prop in node {
            let stone = match prop.ident.as_str() {
                "B" | "W" | "AB" | "AW" => color(&prop.ident[prop.ident.len() - 1..]),
                "AE" if !moves.is_empty() => {
                    return Err(ParseError::RemovesStones { line: prop.line });
                }
                _ => None,
            };
            let Some(stone) = stone else { continue };
            let is_move = prop.ident.len() == 1;
            if !is_move && !moves.is_empty() {
                return Err(ParseError::SetupAfterMoves {
                    line: prop.line,
                    ident: prop.ident.clone(),
                });
            }
            for v in &prop.values {
                let place = Place {
                    text: format!("{}[{v}]", prop.ident),
                    line: prop.line,
                };
                let n = moves.len() + 1;
                let Some(point) = point(v) else {
                    return Err(match v.is_empty() && is_move {
                        true => ParseError::Pass { n, place },
                        false => ParseError::NotAPoint { place },
                    });
                };
                let placed = Placed {
                    point,
                    stone,
                    place,
                };
                if is_move {
                    moves.push(placed);
                } else {
                    setup.push(placed);
                }
            }
        }
        if let Some(text) = comment.filter(|t| !t.is_empty()) {
            meta.comments.insert(moves.len(), text.to_string());
        }
        if let Some(time) = time_left(node).filter(|_| !moves.is_empty()) {
            meta.times.insert(moves.len(), time);
        }
    }
    let read: Vec<Chosen> = choices.iter().map(|(c, _)| *c).collect();
    let mut record = Record::checked(rules, setup, moves, to_play, meta)?.with_choices(&read);
    if let Some((_, place)) = choices.get(record.choices().len()) {
        record.meta.notes.push(Note::BadChoice(place.clone()));
    }
    Ok(record)
}

/// The time left that a move's node gives its mover (`BL`/`WL` seconds, `OB`/`OW` periods).
fn time_left(node: &Node) -> Option<SideTime> {
    let value = |idents: [&str; 2]| {
        let prop = node.iter().find(|p| idents.contains(&p.ident.as_str()))?;
        Some(prop.values[0].trim())
    };
    let seconds: f64 = value(["BL", "WL"])?.parse().ok()?;
    // Negative, unbounded or not-a-number times from a broken file are no time at all.
    let main = (seconds.is_finite() && (0.0..=1e9).contains(&seconds))
        .then(|| Duration::from_millis((seconds * 1000.0).round() as u64))?;
    let periods = value(["OB", "OW"])
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    Some(SideTime { main, periods })
}

/// `3:swap` -> a choice made after three moves.
fn choice(v: &str) -> Option<Chosen> {
    let (n, word) = v.split_once(':')?;
    Some((n.trim().parse().ok()?, Choice::from_key(word)?))
}

fn color(v: &str) -> Option<Stone> {
    match v.trim() {
        "B" | "b" => Some(Stone::Black),
        "W" | "w" => Some(Stone::White),
        _ => None,
    }
}

/// `hh` -> column 7, row 7 counted from the top.
fn point(v: &str) -> Option<Point> {
    let v = v.trim().as_bytes();
    match v {
        [c, r] if c.is_ascii_lowercase() && r.is_ascii_lowercase() => {
            Some(Point::new(usize::from(r - b'a'), usize::from(c - b'a')))
        }
        _ => None,
    }
}
