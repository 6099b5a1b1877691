//! The sample games in the player's language: the same games, their names and comments in
//! Chinese. The list reads the English files (their moves and results are the same); the game
//! opened is the one in the language the player reads.

use super::games_dir::SAMPLES;
use crate::i18n::Lang;

/// The samples in Chinese, in the order of `SAMPLES`.
const ZH: [&str; 4] = [
    include_str!("../../assets/games/zh/tic-tac-toe-draw.sgf"),
    include_str!("../../assets/games/zh/gomoku-vcf-win.sgf"),
    include_str!("../../assets/games/zh/gomoku-missed-win.sgf"),
    include_str!("../../assets/games/zh/renju-forbidden-loss.sgf"),
];

/// The sample whose text is `text`, in `lang`; any other text as it is.
pub fn in_language(text: &'static str, lang: Lang) -> &'static str {
    let translated = match lang {
        Lang::En => None,
        Lang::Zh => SAMPLES
            .iter()
            .position(|&(_, sample)| sample == text)
            .and_then(|i| ZH.get(i)),
    };
    translated.copied().unwrap_or(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;

    #[test]
    fn each_chinese_sample_is_the_same_game_with_chinese_words() {
        for &(name, english) in &SAMPLES {
            let zh = in_language(english, Lang::Zh);
            let (en, zh) = (
                Record::parse_bytes(english.as_bytes(), false).expect(name),
                Record::parse_bytes(zh.as_bytes(), false).expect(name),
            );
            assert_eq!(en.moves(), zh.moves(), "{name}");
            assert_eq!(en.rules(), zh.rules(), "{name}");
            assert_eq!(en.meta.result, zh.meta.result, "{name}");
            assert_eq!(
                en.meta.comments.keys().collect::<Vec<_>>(),
                zh.meta.comments.keys().collect::<Vec<_>>(),
                "{name}"
            );
            let chinese = |s: &str| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            assert!(zh.meta.name.as_deref().is_some_and(chinese), "{name}");
            assert!(zh.meta.comments.values().all(|c| chinese(c)), "{name}");
            assert_eq!(in_language(english, Lang::En), english);
        }
    }
}
