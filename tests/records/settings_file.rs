//! The settings file: the shipped default, round trips, corruption reported at start and kept as
//! `.bad` when settings are saved over it, bad values falling back key by key, unknown keys
//! kept, and atomic writes.

use std::fs;

use crate::scratch::Scratch;
use gomoku::ai::Level;
use gomoku::model::{ForbiddenPolicy, Opening, Rule, Stone};
use gomoku::settings::file::DEFAULT_FILE;
use gomoku::settings::{
    BoardSettings, BoardStyle, ComputerSettings, Language, LookSettings, Mode, PlayerSettings,
    Settings, SettingsStore, ThemeName,
};

fn custom() -> Settings {
    Settings {
        board: BoardSettings {
            rows: 12,
            cols: 10,
            win: 4,
            rule: Rule::Caro,
            forbidden: ForbiddenPolicy::Loses,
            opening: Opening::Center,
            clock: "5+30x3".parse().expect("a time control"),
        },
        players: PlayerSettings {
            mode: Mode::Cvc,
            human: Stone::White,
        },
        computer: ComputerSettings {
            level_black: Level::Hard,
            level_white: Level::Random,
            time_ms: 250,
            ponder: true,
        },
        looks: LookSettings {
            theme: ThemeName::Dark,
            lang: Language::Zh,
            bell: true,
            move_numbers: true,
            board_style: BoardStyle::Cells,
        },
    }
}

#[test]
fn shipped_file_parses_to_the_default_settings() {
    let parsed: Settings = toml::from_str(DEFAULT_FILE).expect("shipped settings parse");
    assert_eq!(parsed, Settings::default());
}

#[test]
fn shipped_file_documents_every_key() {
    let keys = toml::Table::try_from(Settings::default()).expect("serialise defaults");
    let shipped: toml::Table = toml::from_str(DEFAULT_FILE).expect("shipped settings parse");
    for key in keys.keys() {
        assert!(
            shipped.contains_key(key),
            "assets/settings.toml lacks {key}"
        );
    }
}

#[test]
fn missing_file_gives_defaults_without_warning() {
    let dir = Scratch::new("missing");
    let store = SettingsStore::open(dir.join("settings.toml"));
    assert_eq!(store.load(), (Settings::default(), None));
    assert!(dir.names().is_empty(), "loading must not create files");
}

#[test]
fn saved_settings_load_back_and_keep_the_comments() {
    let dir = Scratch::new("roundtrip");
    let store = SettingsStore::open(dir.join("sub").join("settings.toml"));
    store.save(&custom()).expect("save");
    assert_eq!(store.load(), (custom(), None));
    let text = fs::read_to_string(store.path()).expect("read back");
    assert!(text.contains("# Which lines win"), "comments kept:\n{text}");
    assert!(text.contains("rule = \"caro\""), "{text}");
}

#[test]
fn corrupt_file_gives_defaults_a_warning_with_the_line_and_is_kept_as_bad() {
    let dir = Scratch::new("corrupt");
    let path = dir.join("settings.toml");
    let broken = "rows = 19\ncols = 19\nwin = = 5\n";
    fs::write(&path, broken).expect("write");
    let store = SettingsStore::open(&path);
    let (settings, warning) = store.load();
    assert_eq!(settings, Settings::default());
    let warning = warning.expect("a warning").to_string();
    assert!(warning.contains("line 3"), "{warning}");
    assert!(warning.contains("settings.toml.bad"), "{warning}");
    // Kept aside when settings are saved over it, not at start.
    assert_eq!(dir.names(), ["settings.toml"]);
    store.save(&Settings::default()).expect("save");
    assert_eq!(dir.names(), ["settings.toml", "settings.toml.bad"]);
    assert_eq!(
        fs::read_to_string(dir.join("settings.toml.bad")).expect("bad"),
        broken
    );

    // A second broken file does not replace the first one kept.
    fs::write(&path, "[[[").expect("write");
    let (_, warning) = store.load();
    assert!(
        warning
            .expect("warning")
            .to_string()
            .contains("settings.toml.bad.2")
    );
    store.save(&Settings::default()).expect("save");
    assert_eq!(
        dir.names(),
        ["settings.toml", "settings.toml.bad", "settings.toml.bad.2"]
    );
    assert_eq!(
        fs::read_to_string(dir.join("settings.toml.bad")).expect("bad"),
        broken
    );
}

#[test]
fn binary_garbage_is_kept_as_bad_and_defaults_are_used() {
    let dir = Scratch::new("binary");
    let path = dir.join("settings.toml");
    fs::write(&path, [0xff, 0xfe, 0x00, 0x81, 0x07]).expect("write");
    let (settings, warning) = SettingsStore::open(&path).load();
    assert_eq!(settings, Settings::default());
    assert!(warning.expect("warning").to_string().contains("not text"));
    assert_eq!(dir.names(), ["settings.toml"]);
    SettingsStore::open(&path)
        .save(&Settings::default())
        .expect("save");
    assert_eq!(dir.names(), ["settings.toml", "settings.toml.bad"]);
}

#[test]
fn an_older_files_ascii_key_reads_as_the_ascii_theme_until_a_theme_is_saved() {
    let dir = Scratch::new("legacy-ascii");
    let path = dir.join("settings.toml");
    fs::write(&path, "rows = 9\ncols = 9\nascii = true\n").expect("write");
    let store = SettingsStore::open(&path);
    let (mut settings, warning) = store.load();
    assert!(warning.is_none(), "ascii is known, not an unknown key");
    assert_eq!(
        (settings.board.rows, settings.looks.theme),
        (9, ThemeName::Ascii)
    );
    store.save(&settings).expect("save");
    let text = fs::read_to_string(&path).expect("read");
    assert!(text.contains("theme = \"ascii\""), "{text}");
    // The theme saved wins over the older key left in place.
    settings.looks.theme = ThemeName::Wood;
    store.save(&settings).expect("save");
    assert_eq!(store.load(), (settings, None));
    // Off, it says nothing a theme would not.
    fs::write(&path, "ascii = false\n").expect("write");
    let (settings, warning) = store.load();
    assert_eq!(settings, Settings::default());
    assert!(warning.is_none());
}

#[test]
fn bad_values_fall_back_key_by_key_and_name_the_key_and_line() {
    let dir = Scratch::new("values");
    let path = dir.join("settings.toml");
    fs::write(
        &path,
        "rows = 19\ncols = 19\nwin = 99\nrule = \"chess\"\ntime_ms = 5\ntheme = \"mono\"\n",
    )
    .expect("write");
    let (settings, warning) = SettingsStore::open(&path).load();
    let warning = warning.expect("warning").to_string();
    assert_eq!(
        (
            settings.board.rows,
            settings.board.cols,
            settings.looks.theme
        ),
        (19, 19, ThemeName::Mono)
    );
    assert_eq!(settings.board.win, 5);
    assert_eq!(settings.board.rule, Rule::Freestyle);
    assert_eq!(
        settings.computer.time_ms,
        Settings::default().computer.time_ms
    );
    for part in ["win (line 3", "rule (line 4", "chess", "time_ms (line 5"] {
        assert!(warning.contains(part), "{part} missing from: {warning}");
    }
    assert_eq!(
        dir.names(),
        ["settings.toml"],
        "a readable file stays in place"
    );
}

#[test]
fn small_board_without_win_length_gets_one_that_fits() {
    let dir = Scratch::new("small");
    let path = dir.join("settings.toml");
    fs::write(&path, "rows = 3\ncols = 3\n").expect("write");
    let (settings, warning) = SettingsStore::open(&path).load();
    assert_eq!(
        (settings.board.rows, settings.board.win, warning),
        (3, 3, None)
    );
}

#[test]
fn unknown_keys_are_reported_and_kept_when_saving() {
    let dir = Scratch::new("unknown");
    let path = dir.join("settings.toml");
    fs::write(
        &path,
        "rows = 9\npalette = \"ocean\"\n[sound]\nvolume = 3\n",
    )
    .expect("write");
    let store = SettingsStore::open(&path);
    let (mut settings, warning) = store.load();
    let warning = warning.expect("warning").to_string();
    assert!(
        warning.contains("palette") && warning.contains("sound"),
        "{warning}"
    );
    settings.board.cols = 11;
    store.save(&settings).expect("save");
    let table: toml::Table =
        toml::from_str(&fs::read_to_string(&path).expect("read")).expect("toml");
    assert_eq!(table["palette"].as_str(), Some("ocean"));
    assert_eq!(table["sound"]["volume"].as_integer(), Some(3));
    assert_eq!(table["cols"].as_integer(), Some(11));
    assert_eq!(store.load().0, settings);
}

#[test]
fn save_leaves_no_temporary_file_behind() {
    let dir = Scratch::new("atomic");
    let store = SettingsStore::open(dir.join("settings.toml"));
    store.save(&Settings::default()).expect("first save");
    store.save(&custom()).expect("second save");
    assert_eq!(dir.names(), ["settings.toml"]);
}

#[test]
fn failed_atomic_write_reports_an_error_and_leaves_no_temporary_file() {
    let dir = Scratch::new("fail");
    // The target is taken by a directory holding a file: the final rename must fail.
    let path = dir.join("settings.toml");
    fs::create_dir(&path).expect("mkdir");
    fs::write(path.join("keep"), "precious").expect("write");
    let error =
        gomoku::record::fsio::write_atomic(&path, b"rows = 9\n", true).expect_err("must fail");
    assert!(error.to_string().contains("settings.toml"), "{error}");
    assert_eq!(dir.names(), ["settings.toml"], "no temporary file left");
    assert_eq!(
        fs::read_to_string(path.join("keep")).expect("kept"),
        "precious"
    );
}

#[test]
fn failed_save_into_a_read_only_directory_keeps_the_original() {
    use std::os::unix::fs::PermissionsExt;
    let dir = Scratch::new("readonly");
    let store = SettingsStore::open(dir.join("settings.toml"));
    store.save(&Settings::default()).expect("first save");
    let before = fs::read(store.path()).expect("read");
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o555)).expect("chmod");
    let probe = fs::write(dir.join("probe"), "x").is_ok();
    let result = store.save(&custom());
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).expect("chmod back");
    if probe {
        // Running with privileges that ignore permissions: nothing can fail here to test.
        eprintln!("skipped: this user can write into read-only directories");
        return;
    }
    assert!(result.is_err(), "the save must fail");
    assert_eq!(fs::read(store.path()).expect("read"), before);
    assert_eq!(dir.names(), ["settings.toml"]);
}

#[test]
fn saving_over_a_file_broken_since_loading_keeps_it_as_bad() {
    let dir = Scratch::new("broken-later");
    let path = dir.join("settings.toml");
    let store = SettingsStore::open(&path);
    store.save(&Settings::default()).expect("save");
    fs::write(&path, "rows = = 3").expect("break it");
    store.save(&custom()).expect("save");
    assert_eq!(dir.names(), ["settings.toml", "settings.toml.bad"]);
    assert_eq!(
        fs::read_to_string(dir.join("settings.toml.bad")).expect("bad"),
        "rows = = 3"
    );
    assert_eq!(store.load(), (custom(), None));
}

#[test]
fn unreadable_settings_path_is_left_alone_and_never_replaced() {
    let dir = Scratch::new("unreadable");
    let path = dir.join("settings.toml");
    fs::create_dir(&path).expect("a directory where the file should be");
    let store = SettingsStore::open(&path);
    let (settings, warning) = store.load();
    assert_eq!(settings, Settings::default());
    assert!(warning.is_some_and(|w| w.to_string().contains("cannot read")));
    assert!(store.save(&custom()).is_err());
    assert!(path.is_dir());
    assert_eq!(dir.names(), ["settings.toml"]);
}
