//! The classic program's board, its one-move heuristic and its protocol loop, kept apart from
//! `main` so that a test can drive the same code with in-memory input and output.

use std::io::{self, BufRead, Write};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Mine,
    Theirs,
}

/// Columns `x` from the left, rows `y` from the top, as the protocol numbers them.
pub struct Board {
    cols: usize,
    rows: usize,
    cells: Vec<Cell>,
}

impl Board {
    pub fn new(cols: usize, rows: usize) -> Board {
        Board {
            cols,
            rows,
            cells: vec![Cell::Empty; cols * rows],
        }
    }

    /// The cell at a possibly off-board point; off the board reads as `None`.
    pub fn get(&self, x: isize, y: isize) -> Option<Cell> {
        let on = (0..self.cols as isize).contains(&x) && (0..self.rows as isize).contains(&y);
        on.then(|| self.cells[y as usize * self.cols + x as usize])
    }

    pub fn set(&mut self, (x, y): (usize, usize), cell: Cell) {
        self.cells[y * self.cols + x] = cell;
    }

    pub fn is_empty_at(&self, (x, y): (usize, usize)) -> bool {
        self.get(x as isize, y as isize) == Some(Cell::Empty)
    }

    fn empty_points(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let cols = self.cols;
        (0..self.cells.len())
            .map(move |i| (i % cols, i / cols))
            .filter(|&p| self.is_empty_at(p))
    }

    /// Whether a stone lies within two points of `(x, y)`: beginner programs only look there.
    fn has_neighbour(&self, (x, y): (usize, usize)) -> bool {
        (-2..=2).any(|dy| {
            (-2..=2).any(|dx| {
                matches!(
                    self.get(x as isize + dx, y as isize + dy),
                    Some(Cell::Mine | Cell::Theirs)
                )
            })
        })
    }
}

/// The usual table: a five outweighs everything, an open four everything short of a five, and
/// each step down (one stone fewer, or one end closed) is worth about a tenth. A run with both
/// ends closed can never grow into a five and is worth nothing.
fn run_score(stones: usize, open_ends: usize) -> i64 {
    match (stones.min(5), open_ends) {
        (5, _) => 100_000,
        (_, 0) => 0,
        (4, 2) => 10_000,
        (4, _) | (3, 2) => 1_000,
        (3, _) | (2, 2) => 100,
        (2, _) | (1, 2) => 10,
        _ => 1,
    }
}

/// What a stone of `who` at `(x, y)` would make in the four directions: runs of touching stones
/// only, gaps end a run, exactly as the beginner programs counted.
fn point_score(board: &Board, (x, y): (usize, usize), who: Cell) -> i64 {
    let (x, y) = (x as isize, y as isize);
    let reach = |dx: isize, dy: isize| {
        let mut n = 1;
        while board.get(x + n * dx, y + n * dy) == Some(who) {
            n += 1;
        }
        let open = board.get(x + n * dx, y + n * dy) == Some(Cell::Empty);
        (n as usize - 1, usize::from(open))
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)]
        .into_iter()
        .map(|(dx, dy)| {
            let (ahead, open_ahead) = reach(dx, dy);
            let (behind, open_behind) = reach(-dx, -dy);
            run_score(1 + ahead + behind, open_ahead + open_behind)
        })
        .sum()
}

/// The highest-scoring empty point near the stones, at random among equals; the centre on an
/// empty board. Attack counts 11/10 of defence, so a five of its own beats blocking one and an
/// open four of its own beats blocking an open three. `None` only when the board is full.
pub fn choose(board: &Board, rng: &mut impl Rng) -> Option<(usize, usize)> {
    let centre = (board.cols / 2, board.rows / 2);
    if board.cells.iter().all(|&c| c == Cell::Empty) {
        return Some(centre);
    }
    let near: Vec<_> = board
        .empty_points()
        .filter(|&p| board.has_neighbour(p))
        .collect();
    let candidates = if near.is_empty() {
        board.empty_points().collect()
    } else {
        near
    };
    let score =
        |p| 11 * point_score(board, p, Cell::Mine) + 10 * point_score(board, p, Cell::Theirs);
    let scored: Vec<_> = candidates.into_iter().map(|p| (score(p), p)).collect();
    let top = scored.iter().map(|&(s, _)| s).max()?;
    let best: Vec<_> = scored
        .into_iter()
        .filter(|&(s, _)| s == top)
        .map(|(_, p)| p)
        .collect();
    best.get(rng.random_range(0..best.len())).copied()
}

/// Exactly `fields` comma-separated whole numbers (`"7"`, `"3,4"`).
fn numbers(text: &str, fields: usize) -> Option<Vec<usize>> {
    let parts: Vec<usize> = text
        .split(',')
        .map(|s| s.trim().parse().ok())
        .collect::<Option<_>>()?;
    (parts.len() == fields).then_some(parts)
}

pub struct Session {
    board: Option<Board>,
    /// Between `BOARD` and `DONE`.
    in_board: bool,
    /// Asked for by our match tool's `INFO win_length`; anything but five is refused at `START`.
    win_length: usize,
    rng: StdRng,
}

impl Session {
    pub fn new(seed: u64) -> Session {
        Session {
            board: None,
            in_board: false,
            win_length: 5,
            rng: StdRng::seed_from_u64(seed),
        }
    }

    /// The reply to one line, if it has one.
    pub fn handle(&mut self, line: &str) -> Option<String> {
        let line = line.trim();
        if line.is_empty() {
            return None;
        }
        if self.in_board {
            return self.board_line(line);
        }
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word.to_ascii_uppercase().as_str() {
            "START" => match numbers(rest, 1).as_deref() {
                Some(&[n]) => Some(self.start(n, n)),
                _ => Some(format!("ERROR START wants a board size, not \"{rest}\"")),
            },
            "RECTSTART" => match numbers(rest, 2).as_deref() {
                Some(&[w, h]) => Some(self.start(w, h)),
                _ => Some(format!("ERROR RECTSTART wants width,height, not \"{rest}\"")),
            },
            "RESTART" => match &self.board {
                Some(b) => Some(self.start(b.cols, b.rows)),
                None => Some(no_game()),
            },
            "BEGIN" => Some(self.reply_move()),
            "TURN" => Some(self.turn(rest)),
            "BOARD" => match self.board.as_mut() {
                Some(board) => {
                    *board = Board::new(board.cols, board.rows);
                    self.in_board = true;
                    None
                }
                None => Some(no_game()),
            },
            "TAKEBACK" => Some(self.take_back(rest)),
            "INFO" => {
                let mut words = rest.split_whitespace();
                if words.next().is_some_and(|k| k.eq_ignore_ascii_case("win_length")) {
                    self.win_length = words.next().and_then(|v| v.parse().ok()).unwrap_or(5);
                }
                None
            }
            "ABOUT" => Some(
                r#"name="classic", version="1.0", author="gomoku developers", country="International""#
                    .to_string(),
            ),
            _ => Some(format!("UNKNOWN command \"{word}\"")),
        }
    }

    fn start(&mut self, cols: usize, rows: usize) -> String {
        if self.win_length != 5 {
            return "ERROR this program plays five in a row only".to_string();
        }
        if !(5..=100).contains(&cols) || !(5..=100).contains(&rows) {
            return format!("ERROR cannot play on {cols}x{rows}: sides from 5 to 100 only");
        }
        self.board = Some(Board::new(cols, rows));
        "OK".to_string()
    }

    /// The point `text` names and what lies there, or the error reply if it is no point here.
    fn point(&self, text: &str) -> Result<((usize, usize), Cell), String> {
        let board = self.board.as_ref().ok_or_else(no_game)?;
        let Some(&[x, y]) = numbers(text, 2).as_deref() else {
            return Err(format!("ERROR \"{text}\" is not a point x,y"));
        };
        match board.get(x as isize, y as isize) {
            Some(cell) => Ok(((x, y), cell)),
            None => Err(format!("ERROR {x},{y} is off the board")),
        }
    }

    /// Puts `cell` on the empty point `text` names, or says why not.
    fn place(&mut self, text: &str, cell: Cell) -> Result<(), String> {
        match self.point(text)? {
            (p, Cell::Empty) => {
                self.board.as_mut().ok_or_else(no_game)?.set(p, cell);
                Ok(())
            }
            ((x, y), _) => Err(format!("ERROR {x},{y} is already taken")),
        }
    }

    fn turn(&mut self, text: &str) -> String {
        match self.place(text, Cell::Theirs) {
            Ok(()) => self.reply_move(),
            Err(e) => e,
        }
    }

    fn take_back(&mut self, text: &str) -> String {
        match self.point(text) {
            Ok((_, Cell::Empty)) => format!("ERROR {text} holds no stone"),
            Ok((p, _)) => {
                if let Some(board) = self.board.as_mut() {
                    board.set(p, Cell::Empty);
                }
                "OK".to_string()
            }
            Err(e) => e,
        }
    }

    fn board_line(&mut self, line: &str) -> Option<String> {
        if line.eq_ignore_ascii_case("DONE") {
            self.in_board = false;
            return Some(self.reply_move());
        }
        let bad = || Some(format!("ERROR \"{line}\" is not a line x,y,field"));
        let Some((point, field)) = line.rsplit_once(',') else {
            return bad();
        };
        let cell = match field.trim() {
            "1" => Cell::Mine,
            "2" => Cell::Theirs,
            // Field 3 marks a winning or forbidden point, not a stone.
            "3" => return None,
            _ => return bad(),
        };
        self.place(point, cell).err()
    }

    fn reply_move(&mut self) -> String {
        let Some(board) = self.board.as_mut() else {
            return no_game();
        };
        match choose(board, &mut self.rng) {
            Some(p) => {
                board.set(p, Cell::Mine);
                format!("{},{}", p.0, p.1)
            }
            None => "ERROR the board is full".to_string(),
        }
    }
}

fn no_game() -> String {
    "ERROR no game: send START first".to_string()
}

/// Answers `input` line by line until `END` or its end; every reply is flushed at once, as the
/// managers wait for it.
pub fn run(mut input: impl BufRead, mut output: impl Write, seed: u64) -> io::Result<()> {
    let mut session = Session::new(seed);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(());
        }
        let line = String::from_utf8_lossy(&bytes);
        if !session.in_board && line.trim().eq_ignore_ascii_case("END") {
            return Ok(());
        }
        if let Some(reply) = session.handle(&line) {
            writeln!(output, "{reply}")?;
            output.flush()?;
        }
    }
}
