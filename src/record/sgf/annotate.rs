//! A game annotated by the computer's review, as SGF: each move with the evaluation and the
//! best move as comments, and the best line as a variation.

use super::write::write;
use crate::model::Point;
use crate::record::Record;
use crate::tr;

/// What the computer's review says of one move of the main line, for an annotated game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    /// The move it is about, counted from 1.
    pub number: usize,
    /// The evaluation after the move, in the words the review shows.
    pub evaluation: String,
    /// The best move in the position before it and the line that follows (empty when the
    /// review has none); said and played as a variation when it is not the move played.
    pub best: Vec<Point>,
}

/// The game as SGF with each annotated move's evaluation, and "best was H9" with its line when
/// another move was better, as its comment (after any comment it had), and each such line as a
/// variation from the position before the move (as far as the rules let it be played).
pub fn write_annotated(record: &Record, notes: &[Annotation]) -> String {
    let mut tree = record.tree();
    let line = tree.main_line();
    let rows = record.rules().rows();
    for note in notes {
        let before = note.number.checked_sub(1).and_then(|i| line.get(i));
        let (Some(&before), Some(&node)) = (before, line.get(note.number)) else {
            continue;
        };
        let mut text: Vec<String> = tree.comment(node).map(str::to_string).into_iter().collect();
        text.push(note.evaluation.clone());
        let better = note.best.first().filter(|&&b| tree.point(node) != Some(b));
        if let Some(best) = better {
            let moves: Vec<String> = note.best.iter().map(|p| p.notation(rows)).collect();
            let said = tr!(
                "sgf-best-was",
                point = best.notation(rows),
                line = moves.join(" ")
            );
            text.push(said);
            let (mut at, mut game) = (before, tree.game_at(before));
            for &p in &note.best {
                match tree.play(at, &mut game, p) {
                    Ok(next) => at = next,
                    Err(_) => break,
                }
            }
        }
        tree.set_comment(node, Some(text.join("\n")));
    }
    write(&Record::from_tree(&tree, record.meta.clone()))
}
