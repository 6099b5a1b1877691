//! The sentences of the records, settings, command line, analyse and model catalogues exist in
//! English and Chinese alike, with the same placeholders: a missing or extra one fails here.

use std::collections::{BTreeMap, BTreeSet};

/// Message id -> its placeholders, from a Fluent file (ids start a line; `{ $name }` inside).
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        let starts_message = line.starts_with(|c: char| c.is_ascii_lowercase());
        if starts_message {
            if let Some((id, _)) = line.split_once(" =") {
                current = Some(id.trim().to_string());
                out.entry(id.trim().to_string()).or_default();
            }
        } else if line.starts_with('#') || line.trim().is_empty() {
            current = None;
        }
        if let Some(id) = &current {
            let names = line.split("{ $").skip(1).filter_map(|rest| {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                (!name.is_empty()).then_some(name)
            });
            out.entry(id.clone()).or_default().extend(names);
        }
    }
    out
}

macro_rules! pair {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../../assets/i18n/en/", $name)),
            include_str!(concat!("../../assets/i18n/zh/", $name)),
        )
    };
}

#[test]
fn every_sentence_exists_in_both_languages_with_the_same_placeholders() {
    for (name, en, zh) in [
        pair!("analyse.ftl"),
        pair!("cli.ftl"),
        pair!("files.ftl"),
        pair!("model.ftl"),
        pair!("records.ftl"),
        pair!("settings.ftl"),
    ] {
        let (en, zh) = (messages(en), messages(zh));
        assert!(!en.is_empty(), "{name} has no messages");
        let ids = |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<Vec<_>>();
        assert_eq!(ids(&en), ids(&zh), "{name}: ids differ");
        for (id, placeholders) in &en {
            assert_eq!(Some(placeholders), zh.get(id), "{name}: {id}");
        }
    }
}
