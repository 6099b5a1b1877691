//! Files that are not what they should be: special files named as games or settings, endless
//! and huge inputs, impossible settings, links, and a user's own edits to the settings file.
//! Each test fails on the program as it was before its fix.

use std::fs;
use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};
use std::path::Path;
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

use crate::scratch::Scratch;
use gomoku::i18n::Lang;
use gomoku::model::{Game, Point, Rule, Rules};
use gomoku::record::{LoadErrorKind, Meta, Record, games_dir};
use gomoku::settings::file::SaveError;
use gomoku::settings::startup::{GameArgs, prepare_with};
use gomoku::settings::{Settings, SettingsStore, SettingsWarning};

/// `f()`, or a failure when it takes longer than a few seconds (a read that blocks or never
/// ends), instead of a test that hangs.
fn within<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(10))
        .unwrap_or_else(|_| panic!("{what} did not return"))
}

fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo {}", path.display());
}

fn is_fifo(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

#[test]
fn a_fifo_named_as_a_game_is_refused_without_opening_it() {
    let dir = Scratch::new("fifo-game");
    let path = dir.join("f.sgf");
    mkfifo(&path);
    let error = within("loading a FIFO", move || Record::load(&path)).expect_err("refused");
    assert_eq!(error.kind, LoadErrorKind::NotRegular);
    assert!(error.to_string().contains("not a regular file"), "{error}");
}

#[test]
fn an_endless_device_as_a_game_is_refused_at_once() {
    let dir = Scratch::new("zero-game");
    // A link, so that the test never names the device itself as a game.
    let path = dir.join("zero.sgf");
    symlink("/dev/zero", &path).expect("link");
    let error = within("loading /dev/zero", move || Record::load(&path)).expect_err("refused");
    assert_eq!(error.kind, LoadErrorKind::NotRegular);
}

#[test]
fn reads_stop_at_the_limit_whatever_size_the_file_claims() {
    let dir = Scratch::new("big-game");
    let path = dir.join("big.sgf");
    fs::write(&path, vec![b' '; 5 << 20]).expect("write");
    let error = Record::load(&path).expect_err("too large");
    assert!(
        matches!(error.kind, LoadErrorKind::TooLarge { .. }),
        "{error}"
    );
    let read = gomoku::record::fsio::read_regular(&path, 1000);
    assert_eq!(
        read,
        Err(gomoku::record::fsio::ReadError::TooLarge { limit: 1000 })
    );
}

#[test]
fn a_settings_file_that_is_a_fifo_is_reported_and_never_replaced() {
    let dir = Scratch::new("fifo-settings");
    let path = dir.join("settings.toml");
    mkfifo(&path);
    let store = SettingsStore::open(&path);
    let loaded = store.clone();
    let (settings, warning) = within("loading FIFO settings", move || loaded.load());
    assert_eq!(settings, Settings::default());
    let warning = warning.expect("a warning");
    assert!(
        matches!(warning, SettingsWarning::NotRegular { .. }),
        "{warning}"
    );
    let error = store.save(&Settings::default()).expect_err("not saved");
    assert!(matches!(error, SaveError::NotRegular { .. }), "{error}");
    assert!(
        error.to_string().ends_with("is not a regular file"),
        "{error}"
    );
    assert!(is_fifo(&path), "the FIFO must stay a FIFO");
    assert_eq!(dir.names(), ["settings.toml"]);
}

#[test]
fn an_endless_device_as_the_settings_file_is_never_read_whole() {
    let dir = Scratch::new("zero-settings");
    let path = dir.join("settings.toml");
    symlink("/dev/zero", &path).expect("link");
    let store = SettingsStore::open(&path);
    let (settings, warning) = within("loading /dev/zero settings", move || store.load());
    assert_eq!(settings, Settings::default());
    assert!(matches!(warning, Some(SettingsWarning::NotRegular { .. })));
    assert_eq!(dir.names(), ["settings.toml"], "nothing renamed");
}

#[test]
fn a_huge_settings_file_is_reported_unread_and_kept_aside_only_on_save() {
    let dir = Scratch::new("huge-settings");
    let path = dir.join("settings.toml");
    let huge: String = (0..200_000).map(|i| format!("key{i} = {i}\n")).collect();
    fs::write(&path, &huge).expect("write");
    let store = SettingsStore::open(&path);
    let (settings, warning) = store.load();
    assert_eq!(settings, Settings::default());
    let warning = warning.expect("a warning").to_string();
    assert!(warning.contains("larger than"), "{warning}");
    assert_eq!(fs::read_to_string(&path).expect("read"), huge, "untouched");
    store.save(&Settings::default()).expect("save");
    assert_eq!(dir.names(), ["settings.toml", "settings.toml.bad"]);
    assert_eq!(
        fs::read_to_string(dir.join("settings.toml.bad")).expect("bad"),
        huge
    );
}

#[test]
fn an_impossible_rule_in_the_file_falls_back_and_the_game_starts() {
    let dir = Scratch::new("renju-four");
    let path = dir.join("settings.toml");
    fs::write(&path, "rows = 15\ncols = 15\nwin = 4\nrule = \"renju\"\n").expect("write");
    let start = prepare_with(
        Some(SettingsStore::open(&path)),
        &GameArgs::default(),
        Lang::En,
    )
    .expect("the game starts");
    assert_eq!(
        (start.settings.board.rule, start.settings.board.win),
        (Rule::Freestyle, 4)
    );
    let warning = start.warning.expect("a warning").to_string();
    assert!(warning.contains("rule (line 4"), "{warning}");
    assert!(!warning.contains("--"), "no flag to blame: {warning}");

    fs::write(&path, "rows = 4\ncols = 4\nwin = 4\nrule = \"renju\"\n").expect("write");
    let start = prepare_with(
        Some(SettingsStore::open(&path)),
        &GameArgs::default(),
        Lang::En,
    )
    .expect("the game starts on 4x4");
    assert_eq!(start.settings.board.rule, Rule::Freestyle);

    // Renju on a board too small for it, with no win length or with five: the board stays,
    // the rule falls back, the win length fits the board.
    for (file, wanted) in [
        ("rows = 4\ncols = 4\nrule = \"renju\"\n", 4),
        ("rows = 4\ncols = 4\nwin = 5\nrule = \"renju\"\n", 4),
        ("rows = 3\ncols = 3\nrule = \"renju\"\n", 3),
    ] {
        fs::write(&path, file).expect("write");
        let start = prepare_with(
            Some(SettingsStore::open(&path)),
            &GameArgs::default(),
            Lang::En,
        )
        .unwrap_or_else(|e| panic!("the game starts with {file:?}: {e}"));
        let s = &start.settings;
        assert_eq!(
            (s.board.rows, s.board.rule, s.board.win),
            (wanted, Rule::Freestyle, wanted),
            "{file}"
        );
        let warning = start.warning.expect("a warning").to_string();
        assert!(warning.contains("rule (line"), "{warning}");
        assert!(!warning.contains("--"), "no flag to blame: {warning}");
    }
}

#[test]
fn an_unusable_settings_file_is_not_moved_at_start() {
    let dir = Scratch::new("bashrc");
    let path = dir.join(".bashrc");
    let text = "export PATH=$HOME/bin:$PATH\nalias ll='ls -l'\n";
    fs::write(&path, text).expect("write");
    let store = SettingsStore::open(&path);
    let (_, warning) = store.load();
    let warning = warning.expect("a warning").to_string();
    assert!(warning.contains(".bashrc.bad"), "{warning}");
    assert_eq!(dir.names(), [".bashrc"], "nothing moved at start");
    assert_eq!(fs::read_to_string(&path).expect("read"), text);
}

#[test]
fn saving_keeps_the_players_comments_order_and_permissions() {
    let dir = Scratch::new("comments");
    let path = dir.join("settings.toml");
    let mine =
        "# my own settings\nascii = true # I like it plain\n\n# big boards\nrows = 19\ncols = 19\n";
    fs::write(&path, mine).expect("write");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("chmod");
    let store = SettingsStore::open(&path);
    let (mut settings, _) = store.load();
    settings.computer.time_ms = 3000;
    store.save(&settings).expect("save");
    let text = fs::read_to_string(&path).expect("read");
    assert!(
        text.starts_with("# my own settings\nascii = true"),
        "{text}"
    );
    assert!(text.contains("# big boards\nrows = 19"), "{text}");
    assert!(text.contains("time_ms = 3000"), "{text}");
    assert!(
        !text.contains("level_black"),
        "a default is not added: {text}"
    );
    let mode = fs::metadata(&path).expect("stat").permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    assert_eq!(store.load(), (settings, None));
}

#[test]
fn root_saving_a_players_settings_leaves_them_the_players() {
    use std::os::unix::fs::MetadataExt;
    let dir = Scratch::new("owner");
    let path = dir.join("settings.toml");
    fs::write(&path, "rows = 9\n").expect("write");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).expect("chmod");
    // Only root can give a file to someone else: elsewhere the file is already its owner's.
    if std::os::unix::fs::chown(&path, Some(65534), Some(65534)).is_err() {
        return;
    }
    let store = SettingsStore::open(&path);
    let (mut settings, _) = store.load();
    settings.computer.time_ms = 2000;
    store.save(&settings).expect("save");
    let meta = fs::metadata(&path).expect("stat");
    assert_eq!((meta.uid(), meta.gid()), (65534, 65534));
    assert_eq!(meta.permissions().mode() & 0o777, 0o640);
}

#[test]
fn a_settings_file_behind_a_link_is_written_through_to_its_target() {
    let dir = Scratch::new("link-settings");
    let real = dir.join("real.toml");
    fs::write(&real, "rows = 9\n").expect("write");
    let link = dir.join("settings.toml");
    symlink(&real, &link).expect("link");
    let store = SettingsStore::open(&link);
    let (mut settings, _) = store.load();
    settings.board.cols = 11;
    store.save(&settings).expect("save");
    assert!(
        fs::symlink_metadata(&link)
            .expect("stat")
            .file_type()
            .is_symlink(),
        "the link stays a link"
    );
    assert_eq!(SettingsStore::open(&real).load().0, settings);

    let dangling = dir.join("dangling.toml");
    symlink(dir.join("nowhere.toml"), &dangling).expect("link");
    let error = SettingsStore::open(&dangling)
        .save(&settings)
        .expect_err("refused");
    assert!(error.to_string().contains("link to nothing"), "{error}");
}

#[test]
fn a_dangling_link_on_the_generated_name_is_passed_over() {
    let dir = Scratch::new("dangling-game");
    symlink(dir.join("gone.sgf"), dir.join("game.sgf")).expect("link");
    let game = Game::from_moves(Rules::default(), &[Point::new(7, 7)]).expect("legal");
    let record = Record::from_game(&game, Meta::default());
    let path = games_dir::save_named(dir.path(), "game", &record).expect("saved");
    assert_eq!(path, dir.join("game-2.sgf"));
    assert!(
        !dir.join("gone.sgf").exists(),
        "nothing written through the link"
    );
}

#[test]
fn a_character_device_as_the_settings_file_stays_a_device() {
    let dir = Scratch::new("device-settings");
    let path = dir.join("null");
    // A node of its own, as `mknod c 1 3` makes /dev/null; only root may make one.
    let made = Command::new("mknod")
        .arg(&path)
        .args(["c", "1", "3"])
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("skipped: this user cannot make device nodes");
        return;
    }
    let store = SettingsStore::open(&path);
    let (_, warning) = store.load();
    assert!(matches!(warning, Some(SettingsWarning::NotRegular { .. })));
    let error = store.save(&Settings::default()).expect_err("not saved");
    assert!(matches!(error, SaveError::NotRegular { .. }), "{error}");
    let kind = fs::symlink_metadata(&path).expect("stat").file_type();
    assert!(kind.is_char_device(), "the device must stay a device");
}
