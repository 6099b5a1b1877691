//! Command-line pieces shared by the game's flags and the subcommands: the board flags, the
//! value parsers, and the enum words clap accepts and lists in `--help`.

use clap::Args;

use crate::ai::Level;
use crate::model::{
    ForbiddenPolicy, Opening, Rule, Rules, RulesError, SIDE_RANGE, Stone, WIN_RANGE,
};
use crate::tr;

/// Lets clap read an enum by the words strum derives for it (`IntoStaticStr`, `VariantArray`),
/// so `--help` lists them and a wrong word is answered with the list.
macro_rules! value_enum {
    ($($ty:ty),+ $(,)?) => {$(
        impl clap::ValueEnum for $ty {
            fn value_variants<'a>() -> &'a [Self] {
                <$ty as strum::VariantArray>::VARIANTS
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                Some(clap::builder::PossibleValue::new(<&'static str>::from(*self)))
            }
        }
    )+};
}
pub(crate) use value_enum;

value_enum!(Rule, Opening, ForbiddenPolicy, Stone, Level);

/// The board a subcommand works on: size, win length and rule.
#[derive(Args, Debug, Clone)]
pub struct BoardArgs {
    /// Board size: `15`, or `COLSxROWS` such as `10x12` (3 to 26)
    #[arg(long, value_parser = parse_size, default_value = "15")]
    pub size: (usize, usize),
    /// Stones in a row that win [default: 5, or the longer side on smaller boards]
    #[arg(long = "win", value_name = "K")]
    pub win: Option<usize>,
    /// Rule: freestyle, standard (exactly K), renju (15x15 five, black restricted), caro
    #[arg(long, default_value = "freestyle", ignore_case = true)]
    pub rule: Rule,
}

impl BoardArgs {
    pub fn rules(&self) -> Result<Rules, RulesError> {
        let (cols, rows) = self.size;
        let five = Rules::default().win_length();
        let win = self
            .win
            .unwrap_or_else(|| Rules::fitting_win(rows, cols, self.rule, five));
        Rules::new(rows, cols, win, self.rule)
    }
}

/// A flag's value that is not what the flag takes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    #[error("{}", tr!("arg-size", text = .0.clone(), min = *SIDE_RANGE.start(), max = *SIDE_RANGE.end()))]
    Size(String),
    #[error("{}", tr!("arg-win", text = .0.clone(), min = *WIN_RANGE.start(), max = *WIN_RANGE.end()))]
    Win(String),
}

/// `15` or `COLSxROWS`.
pub fn parse_size(text: &str) -> Result<(usize, usize), ValueError> {
    let bad = || ValueError::Size(text.to_string());
    let number = |n: &str| n.trim().parse::<usize>().map_err(|_| bad());
    let (cols, rows) = match text.split_once(['x', 'X']) {
        Some((c, r)) => (number(c)?, number(r)?),
        None => {
            let n = number(text)?;
            (n, n)
        }
    };
    if !SIDE_RANGE.contains(&cols) || !SIDE_RANGE.contains(&rows) {
        return Err(bad());
    }
    Ok((cols, rows))
}

/// A win length; whether it fits the board is checked with the board.
pub fn parse_win(text: &str) -> Result<usize, ValueError> {
    text.trim()
        .parse()
        .ok()
        .filter(|k| WIN_RANGE.contains(k))
        .ok_or_else(|| ValueError::Win(text.to_string()))
}
