//! What the screen is made of, each an `impl Widget for &X` drawn into the area the layout gives
//! it, reading the app and the theme and changing nothing.

pub mod board;
pub mod clocks;
pub mod dialog;
pub mod help;
pub mod judging;
pub mod net_menu;
pub mod network;
pub mod panel;
pub mod picker;
pub mod popup;
pub mod scores;
pub mod settings;
pub mod status;
pub mod study;
pub mod text;
pub mod too_small;

use crate::tr;
use crate::tui::action::Action;
pub use crate::tui::keymap::key_of;
use crate::tui::keymap::{Binding, Context, bindings};
use crate::tui::theme::Glyphs;

/// The key-hint line of a context: `arrows move · Enter place · ...`, for the bindings that have
/// a hint word and whose first action is `offered` (all of them without a list), in the key
/// map's order.
pub fn hints(context: Context, ascii: bool, offered: Option<&[Action]>) -> String {
    hints_with(context, ascii, offered, |_| None)
}

/// `hints`, with `word` giving another word for some actions ("go on" for pause, when paused).
pub fn hints_with(
    context: Context,
    ascii: bool,
    offered: Option<&[Action]>,
    word: impl Fn(Action) -> Option<String>,
) -> String {
    hint_entries(context, ascii, offered, word)
        .into_iter()
        .map(|(_, text)| text)
        .collect::<Vec<_>>()
        .join(Glyphs::separator(ascii))
}

/// The entries of the key-hint line one by one, each with its binding's first action, so that
/// a narrow line can leave some out.
pub fn hint_entries(
    context: Context,
    ascii: bool,
    offered: Option<&[Action]>,
    word: impl Fn(Action) -> Option<String>,
) -> Vec<(Action, String)> {
    bindings(context)
        .iter()
        .filter(|b| b.hint.is_some())
        .filter_map(|b| {
            let first = b.actions().next()?;
            offered
                .is_none_or(|list| list.contains(&first))
                .then(|| (first, hint(b, ascii, word(first))))
        })
        .collect()
}

fn hint(binding: &Binding, ascii: bool, word: Option<String>) -> String {
    let word = word.unwrap_or_else(|| {
        binding
            .hint
            .map_or_else(String::new, |id| crate::i18n::text(id, &[]))
    });
    let keys = binding.short_label(ascii);
    // A group of keys whose name says it all ("Home/End") has an empty word.
    match word.trim().is_empty() {
        true => keys,
        false => glued(&keys, tr!("hint-entry", keys = keys.clone(), what = word)),
    }
}

/// A space that no line breaks at: a key is never torn from what it does.
pub const GLUE: char = '\u{a0}';

/// `entry` with the spaces in `key` and the first one after it glued, so that a wrapped line
/// keeps "Esc cancel" whole.
fn glued(key: &str, entry: String) -> String {
    let Some(rest) = entry.strip_prefix(key) else {
        return entry;
    };
    let key = key.replace(' ', &GLUE.to_string());
    // The space after the key, or after the colon a list puts there ("n: new game").
    let at = rest.find(' ').filter(|&i| rest[..i].chars().count() <= 1);
    match at {
        Some(i) => format!("{key}{}{GLUE}{}", &rest[..i], &rest[i + 1..]),
        None => format!("{key}{rest}"),
    }
}

/// `n: new game, u: undo, v: review`: the key of each action, with its hint word.
pub fn key_list(context: Context, actions: &[Action], ascii: bool) -> String {
    actions
        .iter()
        .filter_map(|&action| {
            let binding = bindings(context)
                .iter()
                .find(|b| b.actions().next() == Some(action))?;
            let (key, _) = binding.keys.iter().find(|&&(_, a)| a == action)?;
            let word = crate::i18n::text(binding.hint?, &[]);
            let key = key.label(ascii);
            Some(glued(
                &key,
                tr!("key-list-entry", key = key.clone(), what = word),
            ))
        })
        .collect::<Vec<_>>()
        .join(&tr!("key-list-separator"))
}

/// `text` followed by spaces up to `width` terminal columns (wide characters count two).
pub fn pad(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(unicode_width::UnicodeWidthStr::width(text));
    format!("{text}{}", " ".repeat(fill))
}

/// `a, b or c`.
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => tr!("list-or", first = init.join(", "), last = last.clone()),
    }
}
