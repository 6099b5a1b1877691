//! One source for each sentence: every catalogue id the code asks for exists, and the README's
//! key tables are the key map.

use gomoku::i18n::{Lang, exists, set_lang};
use gomoku::tui::keymap::{Context, markdown};

/// The ids in `tr!("id"` calls of every source file.
fn ids_in_source() -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("source folder") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("source file");
            for (i, _) in text.match_indices("tr!(") {
                // Not `include_str!(` and the like.
                let before = text[..i].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let rest = text[i + 4..].trim_start();
                let Some(rest) = rest.strip_prefix('"') else {
                    continue;
                };
                let id: String = rest.chars().take_while(|&c| c != '"').collect();
                // The macro's own documentation and tests use made-up ids.
                if !id.starts_with("i18n-") && id != "id" {
                    found.push((id, path.display().to_string()));
                }
            }
        }
    }
    found
}

#[test]
fn every_sentence_the_code_asks_for_is_in_the_english_catalogue() {
    let ids = ids_in_source();
    assert!(ids.len() > 50, "the scan found only {} ids", ids.len());
    let missing: Vec<_> = ids.iter().filter(|(id, _)| !exists(Lang::En, id)).collect();
    assert!(missing.is_empty(), "not in the catalogue: {missing:?}");
}

#[test]
fn the_readme_key_tables_are_the_key_map() {
    for (lang, readme) in [
        (Lang::En, include_str!("../../README.md")),
        (Lang::Zh, include_str!("../../README.zh-CN.md")),
    ] {
        set_lang(lang);
        readme_has_the_tables(readme);
    }
}

fn readme_has_the_tables(readme: &str) {
    for context in Context::ALL {
        let table = markdown(context);
        assert!(
            readme.contains(&table),
            "the README lacks the {context:?} key table, which reads:\n{table}\n\
             (`cargo test --test tui key_tables -- --ignored --nocapture` prints them all)"
        );
    }
}

/// Prints the README's key tables: `cargo test --test tui key_tables -- --ignored --nocapture`
/// (`GOMOKU_README_LANG=zh` for the Chinese README's).
#[test]
#[ignore = "prints the README's key tables"]
fn print_key_tables() {
    let zh = std::env::var("GOMOKU_README_LANG").is_ok_and(|l| l == "zh");
    set_lang(if zh { Lang::Zh } else { Lang::En });
    for context in Context::ALL {
        println!("{context:?}\n{}", markdown(context));
    }
}

/// A merge once left its conflict markers in the README, which every test still passed.
#[test]
fn no_document_or_source_file_holds_merge_conflict_markers() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("README.zh-CN.md")];
    let mut dirs = vec![root.join("docs"), root.join("src"), root.join("assets")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("a folder of the repository") {
            let path = entry.expect("entry").path();
            match path.is_dir() {
                true => dirs.push(path),
                false => files.push(path),
            }
        }
    }
    let marked: Vec<String> = files
        .iter()
        .filter_map(|path| Some((path, std::fs::read_to_string(path).ok()?)))
        .filter(|(_, text)| {
            text.lines()
                .any(|l| l.starts_with("<<<<<<< ") || l.starts_with(">>>>>>> ") || l == "=======")
        })
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(
        files.len() > 100,
        "the scan found only {} files",
        files.len()
    );
    assert!(marked.is_empty(), "conflict markers in {marked:?}");
}

/// The documents were split and moved more than once; a link left pointing at the old file
/// would pass every other test.
#[test]
fn every_relative_link_in_the_documents_names_a_file_that_exists() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("README.zh-CN.md")];
    for entry in std::fs::read_dir(root.join("docs")).expect("the docs folder") {
        files.push(entry.expect("entry").path());
    }
    let mut broken = Vec::new();
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "md"))
    {
        let text = std::fs::read_to_string(file).expect("a document");
        // Code (fenced blocks and inline spans) may hold `](` that is no link: SGF, say.
        let mut fenced = false;
        let prose: String = text
            .lines()
            .filter(|l| {
                fenced ^= l.trim_start().starts_with("```");
                !fenced && !l.trim_start().starts_with("```")
            })
            .flat_map(|l| l.split('`').step_by(2).chain(["\n"]))
            .collect();
        for target in prose
            .split("](")
            .skip(1)
            .filter_map(|s| s.split(')').next())
        {
            let path = target.split('#').next().unwrap_or_default();
            if path.is_empty() || path.contains("://") || path.starts_with("mailto:") {
                continue;
            }
            let dir = file.parent().expect("a document's folder");
            if !dir.join(path).exists() {
                broken.push(format!("{} -> {target}", file.display()));
            }
        }
    }
    assert!(files.len() > 5, "the scan found only {} files", files.len());
    assert!(broken.is_empty(), "links to missing files: {broken:?}");
}
