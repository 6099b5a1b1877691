//! Completing a path typed at the open-game prompt, as a shell's Tab does: the longest name in
//! its folder that every entry starting with the typed part shares, and a `/` after a folder
//! that is the only match. Reads a folder, so the screen asks for it as work done elsewhere.

use std::path::PathBuf;

/// The most entries of one folder looked at: a huge folder completes what it can from these.
const MOST_ENTRIES: usize = 10_000;

/// `typed` completed, or `None` when no entry of its folder starts with its last part or it is
/// already as long as they all agree. `~/` is the home folder, as the prompt reads it.
pub fn complete(typed: &str) -> Option<String> {
    let (folder, part) = match typed.rfind('/') {
        Some(i) => typed.split_at(i + 1),
        None => ("", typed),
    };
    let list = match folder {
        "" => PathBuf::from("."),
        folder => expand_home(folder),
    };
    let hidden = part.starts_with('.');
    let mut matches: Vec<(String, bool)> = std::fs::read_dir(list)
        .ok()?
        .take(MOST_ENTRIES)
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let wanted = name.starts_with(part) && (hidden || !name.starts_with('.'));
            let folder = e.file_type().is_ok_and(|t| t.is_dir());
            wanted.then_some((name, folder))
        })
        .collect();
    matches.sort();
    let (first, _) = matches.first()?;
    let shared = matches.iter().fold(first.clone(), |common, (name, _)| {
        common
            .chars()
            .zip(name.chars())
            .take_while(|(a, b)| a == b)
            .map(|(a, _)| a)
            .collect()
    });
    let slash = match matches.as_slice() {
        [(_, true)] => "/",
        _ => "",
    };
    let completed = format!("{folder}{shared}{slash}");
    (completed != typed).then_some(completed)
}

/// `~/games/` as the shell would read it.
pub fn expand_home(text: &str) -> PathBuf {
    let home = directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf());
    match (text.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => home.join(rest),
        _ => PathBuf::from(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_completes_to_what_every_match_shares_and_a_lone_folder_gets_its_slash() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        for name in ["game-one.sgf", "game-two.sgf", ".hidden.sgf"] {
            std::fs::write(dir.path().join(name), "").expect("write");
        }
        std::fs::create_dir(dir.path().join("archive")).expect("a folder");
        let base = format!("{}/", dir.path().display());
        let at = |typed: &str| complete(&format!("{base}{typed}"));
        assert_eq!(at("ga"), Some(format!("{base}game-")));
        assert_eq!(at("game-t"), Some(format!("{base}game-two.sgf")));
        assert_eq!(at("ar"), Some(format!("{base}archive/")));
        assert_eq!(at("game-"), None, "the matches agree no further");
        assert_eq!(at("x"), None, "nothing starts so");
        assert_eq!(
            at(".h"),
            Some(format!("{base}.hidden.sgf")),
            "hidden when asked for"
        );
        assert_eq!(complete("/no/such/folder/a"), None);
    }
}
