//! A yes/no question in a small box: one widget for every question the game asks.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::hints;
use super::text::{Part, flow, margined};
use crate::tr;
use crate::tui::app::Question;
use crate::tui::keymap::Context;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;

pub struct Dialog<'a> {
    pub question: &'a Question,
    pub theme: &'a Theme,
}

impl Dialog<'_> {
    fn title_and_text(&self) -> (String, String) {
        match self.question {
            Question::Quit => (tr!("title-quit"), tr!("question-quit")),
            Question::Branch(n) => (tr!("title-play-on"), tr!("question-branch", number = *n)),
            Question::NewGame => (tr!("title-new-game"), tr!("question-new-game")),
            Question::Apply(_) => (tr!("title-settings"), tr!("question-apply")),
            Question::Open(name, _) => {
                (tr!("title-open"), tr!("question-open", name = name.clone()))
            }
            Question::ResetTally(Some(kind), _) => (
                tr!("title-scores"),
                tr!("question-reset-one", kind = kind.describe()),
            ),
            Question::ResetTally(None, _) => (tr!("title-scores"), tr!("question-reset-all")),
            Question::Peer(ask, name) => super::network::question(*ask, name),
            Question::Resign(None) => (tr!("title-resign"), tr!("question-resign")),
            Question::Resign(Some(name)) => (
                tr!("title-resign"),
                tr!("question-claim", name = name.clone()),
            ),
            Question::Network(_) => (tr!("title-network"), tr!("question-network")),
        }
    }
}

impl Widget for &Dialog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (title, question) = self.title_and_text();
        let keys = hints(Context::Question, self.theme.glyphs.ascii, None);
        // Laid out by display width (a Chinese question is twice as wide as its characters)
        // and wrapped when the screen is narrower than the question.
        let parts = [
            Part::new(question, Style::new(), 0),
            Part::new(keys, Style::new(), 1).joined_by("  ", Style::new()),
        ];
        let room = usize::from(area.width.saturating_sub(4)).max(1);
        let lines = flow(
            &parts,
            room,
            usize::from(area.height.saturating_sub(2)),
            "…",
        );
        let widest = lines.iter().map(Line::width).max().unwrap_or(0);
        let rect = centered(area, widest as u16 + 4, lines.len() as u16 + 2);
        super::popup::clear_box(rect, buf);
        Paragraph::new(margined(lines))
            .block(self.theme.block(title))
            .render(rect, buf);
    }
}
