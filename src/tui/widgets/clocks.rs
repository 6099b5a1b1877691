//! Both clocks as one line, counting down live: `▸● 4:58  ○ 5:00`, the side to move marked,
//! byo-yomi periods in brackets, a fallen flag named.

use crate::model::Stone;
use crate::model::clock::clock_text;
use crate::tr;
use crate::tui::app::App;

/// The clocks of the game in play, when it has any.
pub fn clock_line(app: &App) -> Option<String> {
    let timing = &app.timing;
    if !timing.is_timed() {
        return None;
    }
    let now = app.now();
    let ascii = app.settings.looks.theme.is_ascii();
    let side = |stone: Stone| {
        let shown = timing.clocks.shown(stone, now);
        let mark = match (timing.clocks.running() == Some(stone), ascii) {
            (true, false) => "▸",
            (true, true) => ">",
            (false, _) => " ",
        };
        let glyph = match (stone, ascii) {
            (Stone::Black, false) => "●",
            (Stone::White, false) => "○",
            (Stone::Black, true) => "X",
            (Stone::White, true) => "O",
        };
        let time = match shown.flagged {
            true => tr!("clock-flag"),
            false => clock_text(shown.left),
        };
        let periods = shown
            .periods
            .map(|n| format!(" {}", tr!("clock-periods", periods = n)))
            .unwrap_or_default();
        format!("{mark}{glyph} {time}{periods}")
    };
    let paused = match timing.paused {
        true => format!("  {}", tr!("pause-clocks")),
        false => String::new(),
    };
    Some(format!(
        "{}  {}{paused}",
        side(Stone::Black),
        side(Stone::White)
    ))
}
