//! Start-up: the settings file first, the flags over it for this run only, and `--load`.

use crate::scratch::Scratch;
use clap::Parser;
use gomoku::ai::Level;
use gomoku::cli::Cli;
use gomoku::model::{ForbiddenPolicy, Opening};
use gomoku::settings::startup::{Startup, prepare_with};
use gomoku::settings::{SettingsStore, ThemeName};

const SAVED: &str =
    "rows = 19\ncols = 19\nwin = 5\nlevel_black = \"hard\"\nlevel_white = \"hard\"\n";

fn start(store: &SettingsStore, flags: &[&str]) -> Result<Startup, String> {
    start_in(store, flags, gomoku::i18n::Lang::En)
}

/// `start` under a locale of `locale`'s language.
fn start_in(
    store: &SettingsStore,
    flags: &[&str],
    locale: gomoku::i18n::Lang,
) -> Result<Startup, String> {
    let cli = Cli::try_parse_from(std::iter::once("gomoku").chain(flags.iter().copied()))
        .map_err(|e| e.to_string())?;
    prepare_with(Some(store.clone()), &cli.game, locale).map_err(|e| e.to_string())
}

fn saved_store(dir: &Scratch) -> SettingsStore {
    let path = dir.join("settings.toml");
    std::fs::write(&path, SAVED).expect("write");
    SettingsStore::open(path)
}

#[test]
fn flags_override_the_file_for_this_run_and_leave_it_unchanged() {
    let dir = Scratch::new("precedence");
    let store = saved_store(&dir);
    let start = start(&store, &["--size", "15", "--level", "easy"]).expect("start");
    assert_eq!(
        (start.settings.board.rows, start.settings.board.cols),
        (15, 15)
    );
    assert_eq!(start.settings.computer.level_black, Level::Easy);
    assert_eq!(
        (start.saved.board.rows, start.saved.computer.level_black),
        (19, Level::Hard)
    );
    assert_eq!(start.warning, None);
    assert_eq!(std::fs::read_to_string(store.path()).expect("read"), SAVED);
    assert_eq!(dir.names(), ["settings.toml"]);
}

#[test]
fn renju_policy_and_opening_flags_override_the_file() {
    let dir = Scratch::new("renju-flags");
    let path = dir.join("settings.toml");
    std::fs::write(&path, "forbidden = \"refuse\"\nopening = \"free\"\n").expect("write");
    let store = SettingsStore::open(path);
    let flags = [
        "--rule",
        "renju",
        "--forbidden",
        "loses",
        "--opening",
        "center",
    ];
    let start = start(&store, &flags).expect("start");
    assert_eq!(start.settings.board.forbidden, ForbiddenPolicy::Loses);
    assert_eq!(start.settings.board.opening, Opening::Center);
    assert_eq!(
        (start.saved.board.forbidden, start.saved.board.opening),
        (ForbiddenPolicy::Refuse, Opening::Free)
    );
    let error = start_error(&store, &["--forbidden", "maybe"]);
    assert!(
        error.contains("--forbidden") && error.contains("loses"),
        "{error}"
    );
}

#[test]
fn the_file_counts_where_no_flag_is_given() {
    let dir = Scratch::new("file-only");
    let store = saved_store(&dir);
    let start = start(&store, &["--ascii"]).expect("start");
    assert_eq!(
        (
            start.settings.board.rows,
            start.settings.computer.level_white
        ),
        (19, Level::Hard)
    );
    assert_eq!(start.settings.looks.theme, ThemeName::Ascii);
    assert_eq!(start.saved.looks.theme, ThemeName::Auto);
}

#[test]
fn the_theme_flag_names_a_theme_and_ascii_is_another_name_for_one() {
    let dir = Scratch::new("theme-flag");
    let store = saved_store(&dir);
    let theme = |args: &[&str]| start(&store, args).map(|s| s.settings.looks.theme);
    assert_eq!(theme(&["--theme", "dark"]), Ok(ThemeName::Dark));
    assert_eq!(theme(&["--theme", "ASCII"]), Ok(ThemeName::Ascii));
    assert_eq!(theme(&[]), Ok(ThemeName::Auto));
    assert!(theme(&["--theme", "ocean"]).is_err());
    assert!(theme(&["--theme", "wood", "--ascii"]).is_err());
}

#[test]
fn win_length_that_does_not_fit_names_the_flag_and_the_range() {
    let dir = Scratch::new("win");
    let store = saved_store(&dir);
    let error = start(&store, &["--size", "5", "--win", "9"]).expect_err("refused");
    assert_eq!(
        error,
        "--win 9 on a 5x5 board: the win length must be from 3 to 5"
    );
    // A smaller board without --win shrinks the saved win length to fit.
    let start = start(&store, &["--size", "4"]).expect("start");
    assert_eq!(start.settings.board.win, 4);
}

#[test]
fn corrupt_settings_file_still_starts_with_a_warning() {
    let dir = Scratch::new("corrupt-start");
    let path = dir.join("settings.toml");
    std::fs::write(&path, "rows = [").expect("write");
    let start = start(&SettingsStore::open(&path), &[]).expect("start");
    assert_eq!(start.settings, gomoku::settings::Settings::default());
    assert!(
        start
            .warning
            .is_some_and(|w| w.to_string().contains("line 1"))
    );
}

#[test]
fn loaded_game_decides_the_board_and_conflicting_flags_are_refused() {
    let dir = Scratch::new("load");
    let store = saved_store(&dir);
    let game = dir.join("ttt.sgf");
    std::fs::write(&game, gomoku::record::games_dir::SAMPLES[0].1).expect("write");
    let game = game.to_string_lossy().into_owned();
    let start = start(&store, &["--load", &game]).expect("start");
    assert_eq!(
        (start.settings.board.rows, start.settings.board.win),
        (3, 3)
    );
    let (_, record) = start.loaded.expect("loaded");
    assert_eq!(record.moves().len(), 9);
    let error = start_error(&store, &["--load", &game, "--size", "15"]);
    assert!(
        error.starts_with("--size") && error.contains("3x3"),
        "{error}"
    );
    let error = start_error(&store, &["--load", &dir.join("none.sgf").to_string_lossy()]);
    assert!(
        error.starts_with("--load") && error.contains("none.sgf"),
        "{error}"
    );
}

fn start_error(store: &SettingsStore, flags: &[&str]) -> String {
    start(store, flags).expect_err("refused")
}

#[test]
fn the_language_comes_from_the_flag_then_the_file_then_the_locale() {
    use gomoku::i18n::Lang;
    use gomoku::settings::{Language, locale_lang};
    use std::ffi::OsString;

    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| OsString::from(v))
        }
    };
    assert_eq!(locale_lang(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
    assert_eq!(locale_lang(env(&[("LANG", "C")])), Lang::En);
    assert_eq!(locale_lang(env(&[])), Lang::En);
    let all_first = env(&[("LC_ALL", "en_GB.UTF-8"), ("LANG", "zh_CN.UTF-8")]);
    assert_eq!(locale_lang(all_first), Lang::En);
    let messages = env(&[("LC_MESSAGES", "zh_SG"), ("LANG", "en_US.UTF-8")]);
    assert_eq!(locale_lang(messages), Lang::Zh);
    assert_eq!(Language::En.resolve(Lang::Zh), Lang::En);
    assert_eq!(Language::Auto.resolve(Lang::Zh), Lang::Zh);

    let dir = Scratch::new("lang-file");
    let path = dir.join("settings.toml");
    std::fs::write(&path, "lang = \"zh\"\n").expect("write");
    let store = SettingsStore::open(&path);
    let from_file = start(&store, &[]).expect("start");
    assert_eq!(
        (from_file.settings.looks.lang, from_file.lang()),
        (Language::Zh, Lang::Zh)
    );
    let flagged = start(&store, &["--lang", "en"]).expect("start");
    assert_eq!(
        (flagged.settings.looks.lang, flagged.lang()),
        (Language::En, Lang::En)
    );
    assert_eq!(
        flagged.saved.looks.lang,
        Language::Zh,
        "the flag is for this run only"
    );
    std::fs::write(&path, "lang = \"auto\"\n").expect("write");
    let auto = start_in(&store, &[], Lang::Zh).expect("start");
    assert_eq!(auto.lang(), Lang::Zh, "auto speaks the locale's language");
}
