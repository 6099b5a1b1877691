//! The language through a real terminal: the locale decides (`LANG=zh_CN.UTF-8` Chinese,
//! `LANG=C` English) and `--lang` beats it.

use crate::support::Session;

/// The locale variables a run sees; `LC_ALL` and `LC_MESSAGES` empty, as unset, so `LANG` decides
/// whatever the environment of the tests says.
fn locale(lang: &'static str) -> [(&'static str, &'static str); 3] {
    [("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", lang)]
}

fn first_screen(args: &[&str], lang: &'static str) -> String {
    let game = Session::start_with_env(args, 80, 24, &locale(lang));
    game.wait_for("the board and its hints", |s| s.contents().contains("q "));
    let shown = game.contents();
    game.send(b"q");
    game.expect_clean_exit();
    shown
}

#[test]
fn a_chinese_locale_speaks_chinese() {
    let shown = first_screen(&["--mode", "pvp"], "zh_CN.UTF-8");
    assert!(shown.contains("轮到黑方落子"), "{shown}");
    assert!(shown.contains("q 退出"), "{shown}");
    assert!(!shown.contains("to move"), "{shown}");
}

#[test]
fn the_c_locale_speaks_english() {
    let shown = first_screen(&["--mode", "pvp"], "C");
    assert!(shown.contains("Black to move"), "{shown}");
    assert!(shown.contains("q quit"), "{shown}");
    assert!(!shown.contains("轮到"), "{shown}");
}

#[test]
fn the_lang_flag_beats_the_locale() {
    let english = first_screen(&["--mode", "pvp", "--lang", "en"], "zh_CN.UTF-8");
    assert!(english.contains("Black to move"), "{english}");
    let chinese = first_screen(&["--mode", "pvp", "--lang", "zh"], "C");
    assert!(chinese.contains("轮到黑方落子"), "{chinese}");
}
