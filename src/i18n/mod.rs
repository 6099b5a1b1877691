//! Every sentence a player reads comes from one Fluent catalogue per language
//! (`assets/i18n/<lang>/*.ftl`, built into the binary), so that the English and the Chinese
//! interface say the same things and a sentence is written once.
//!
//! The language is chosen per thread: the screen, `analyse` and the tests each set the one they
//! speak, and a thread that sets none (engine mode, whose protocol stays English) speaks English.
//! Text is made on the thread that shows it; workers hand back typed values, never sentences.

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid, static_loader};

static_loader! {
    static LOCALES = {
        locales: "./assets/i18n",
        fallback_language: "en",
        // Fluent wraps placeholders in Unicode bidi isolation marks by default; a terminal
        // draws them as stray cells.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Zh => langid!("zh"),
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language this thread speaks.
pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// Makes this thread speak `lang` from now on.
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// A value for a placeholder of a catalogue sentence.
pub type Arg = FluentValue<'static>;

/// The sentence `id` in this thread's language, its placeholders filled from `args`. A missing
/// sentence falls back to English, and a sentence missing there too shows its id (the catalogue
/// tests make both impossible in a build that passed them).
pub fn text(id: &str, args: &[(&'static str, Arg)]) -> String {
    let lang = lang().id();
    if args.is_empty() {
        return LOCALES.lookup(&lang, id);
    }
    let args: HashMap<Cow<'static, str>, Arg> = args
        .iter()
        .map(|(k, v)| (Cow::Borrowed(*k), v.clone()))
        .collect();
    LOCALES.lookup_with_args(&lang, id, &args)
}

/// `tr!("id")` or `tr!("id", name = value, count = n)`: the catalogue sentence `id` in this
/// thread's language. Values are anything Fluent takes: strings, numbers.
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::i18n::text($id, &[])
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $id,
            &[$((stringify!($key), $crate::i18n::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_without_isolation_marks() {
        set_lang(Lang::En);
        let s = tr!("i18n-self-test", name = "H8", count = 2);
        assert_eq!(s, "H8 and 2 moves");
        assert!(!s.contains('\u{2068}') && !s.contains('\u{2069}'));
    }

    #[test]
    fn plural_forms_follow_the_language() {
        set_lang(Lang::En);
        assert_eq!(
            tr!("i18n-self-test", name = "A1", count = 1),
            "A1 and 1 move"
        );
        set_lang(Lang::Zh);
        assert_eq!(tr!("i18n-self-test", name = "A1", count = 1), "A1 和 1 手");
    }

    #[test]
    fn each_thread_keeps_its_own_language() {
        set_lang(Lang::Zh);
        let other = std::thread::spawn(lang).join().expect("thread");
        assert_eq!(other, Lang::En);
        assert_eq!(lang(), Lang::Zh);
    }
}
