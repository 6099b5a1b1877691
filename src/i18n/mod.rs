//! Every sentence a player reads comes from one Fluent catalogue per language
//! (`assets/i18n/<lang>/*.ftl`, built into the binary), so that the English and the Chinese
//! interface say the same things and a sentence is written once. Fluent (the reference
//! implementation, `fluent-bundle`) handles placeholders and plural forms.
//!
//! The language is chosen per thread: the screen, `analyse` and the tests each set the one they
//! speak, and a thread that sets none (engine mode, whose protocol stays English) speaks English.
//! Text is made on the thread that shows it; workers hand back typed values, never sentences.

use std::cell::Cell;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::{LanguageIdentifier, langid};

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

    /// The catalogue's files of this language, as (name, text).
    pub fn files(self) -> &'static [(&'static str, &'static str)] {
        macro_rules! files {
            ($lang:literal: $($name:literal),*) => {
                &[$(($name, include_str!(concat!("../../assets/i18n/", $lang, "/", $name)))),*]
            };
        }
        match self {
            Lang::En => files!("en": "main.ftl", "keys.ftl", "tui.ftl", "analyse.ftl", "cli.ftl",
                "files.ftl", "model.ftl", "records.ftl", "settings.ftl", "opening.ftl"),
            Lang::Zh => files!("zh": "main.ftl", "analyse.ftl", "cli.ftl", "files.ftl",
                "model.ftl", "records.ftl", "settings.ftl", "opening.ftl"),
        }
    }
}

struct Catalogue {
    en: FluentBundle<FluentResource>,
    zh: FluentBundle<FluentResource>,
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![lang.id()]);
    // Fluent wraps placeholders in Unicode bidi isolation marks by default; a terminal draws
    // them as stray cells.
    bundle.set_use_isolating(false);
    for (name, text) in lang.files() {
        // The files are part of the program and the catalogue tests parse every one of them,
        // so a syntax error cannot reach a player; what parsed is still used.
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        if let Err(errors) = bundle.add_resource(resource) {
            debug_assert!(false, "{name}: {errors:?}");
        }
    }
    bundle
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| Catalogue {
    en: bundle(Lang::En),
    zh: bundle(Lang::Zh),
});

fn of(lang: Lang) -> &'static FluentBundle<FluentResource> {
    match lang {
        Lang::En => &CATALOGUE.en,
        Lang::Zh => &CATALOGUE.zh,
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

/// Whether the catalogue of `lang` has the sentence `id` (without falling back to English).
pub fn exists(lang: Lang, id: &str) -> bool {
    of(lang)
        .get_message(id)
        .is_some_and(|m| m.value().is_some())
}

/// A value for a placeholder of a catalogue sentence.
pub type Arg = FluentValue<'static>;

/// The sentence `id` in this thread's language, its placeholders filled from `args`. A sentence
/// missing in that language falls back to English; one missing there too shows its id (the
/// catalogue tests make both impossible in a build that passed them).
pub fn text(id: &str, args: &[(&'static str, Arg)]) -> String {
    let lang = match exists(lang(), id) {
        true => lang(),
        false => Lang::En,
    };
    let bundle = of(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        debug_assert!(false, "no sentence \"{id}\" in the catalogue");
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::new();
    for (key, value) in args {
        fluent_args.set(*key, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    // A placeholder without a value shows as `{$name}`: visible, never a crash.
    debug_assert!(errors.is_empty(), "\"{id}\": {errors:?}");
    text.into_owned()
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
    fn a_sentence_missing_in_chinese_falls_back_to_english() {
        set_lang(Lang::Zh);
        assert!(!exists(Lang::Zh, "stone-black") || exists(Lang::En, "stone-black"));
        assert!(!tr!("stone-black").is_empty());
    }

    #[test]
    fn each_thread_keeps_its_own_language() {
        set_lang(Lang::Zh);
        let other = std::thread::spawn(lang).join().expect("thread");
        assert_eq!(other, Lang::En);
        assert_eq!(lang(), Lang::Zh);
    }
}
