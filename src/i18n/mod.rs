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

/// A catalogue's files as (name, text).
type Files = &'static [(&'static str, &'static str)];

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

    /// The catalogue's files of this language, as (name, text). Both languages have the same
    /// files: a file missing in one of them does not compile.
    pub fn files(self) -> Files {
        macro_rules! catalogue {
            ($($name:literal),*) => {
                (
                    &[$(($name, include_str!(concat!("../../assets/i18n/en/", $name)))),*],
                    &[$(($name, include_str!(concat!("../../assets/i18n/zh/", $name)))),*],
                )
            };
        }
        const FILES: (Files, Files) = catalogue!(
            "main.ftl",
            "keys.ftl",
            "tui.ftl",
            "analyse.ftl",
            "cli.ftl",
            "files.ftl",
            "model.ftl",
            "records.ftl",
            "settings.ftl",
            "verdict.ftl",
            "looks.ftl",
            "opening.ftl",
            "net.ftl"
        );
        match self {
            Lang::En => FILES.0,
            Lang::Zh => FILES.1,
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
    text_in(lang(), id, args)
}

/// The sentence `id` in `lang`, whatever this thread speaks (falling back to English as `text`
/// does): for reading back what an earlier run wrote in its language.
pub fn text_in(lang: Lang, id: &str, args: &[(&'static str, Arg)]) -> String {
    let lang = match exists(lang, id) {
        true => lang,
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

#[cfg(test)]
mod catalogue_tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    use super::Lang;

    /// The placeholders (`$name`) a pattern uses, in selectors and variants too.
    fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for variant in variants {
                    variables(&variant.value, out);
                }
            }
            ast::Expression::Inline(inline) => inline_variables(inline, out),
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, out)
            }
            _ => {}
        }
    }

    /// Message id -> its placeholders, for every file of a language; a syntax error fails.
    fn catalogue(lang: Lang) -> BTreeMap<String, (String, BTreeSet<String>)> {
        let mut out = BTreeMap::new();
        for (name, text) in lang.files() {
            let resource = fluent_syntax::parser::parse(*text)
                .unwrap_or_else(|(_, errors)| panic!("{lang:?} {name}: {errors:?}"));
            for entry in resource.body {
                if let ast::Entry::Message(message) = entry {
                    let mut names = BTreeSet::new();
                    if let Some(value) = &message.value {
                        variables(value, &mut names);
                    }
                    let id = message.id.name.to_string();
                    let earlier = out.insert(id.clone(), (name.to_string(), names));
                    assert!(earlier.is_none(), "{lang:?}: {id} twice");
                }
            }
        }
        out
    }

    #[test]
    fn every_sentence_exists_in_both_languages_with_the_same_placeholders() {
        let (en, zh) = (catalogue(Lang::En), catalogue(Lang::Zh));
        assert!(en.len() > 300, "only {} sentences", en.len());
        let missing: Vec<&String> = en.keys().filter(|id| !zh.contains_key(*id)).collect();
        let extra: Vec<&String> = zh.keys().filter(|id| !en.contains_key(*id)).collect();
        assert!(missing.is_empty(), "not in Chinese: {missing:?}");
        assert!(extra.is_empty(), "only in Chinese: {extra:?}");
        for (id, (file, names)) in &en {
            let (zh_file, zh_names) = &zh[id];
            assert_eq!(file, zh_file, "{id} in another file");
            assert_eq!(names, zh_names, "{id}: placeholders differ");
        }
    }
}
