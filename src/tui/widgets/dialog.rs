//! A yes/no question in a small box: one widget for every question the game asks.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::hints;
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
            Question::ResetTally(Some(kind)) => (
                tr!("title-scores"),
                tr!("question-reset-one", kind = kind.describe()),
            ),
            Question::ResetTally(None) => (tr!("title-scores"), tr!("question-reset-all")),
        }
    }
}

impl Widget for &Dialog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (title, question) = self.title_and_text();
        let keys = hints(Context::Question, self.theme.glyphs.ascii, None);
        let text = format!(" {question} {keys}");
        let rect = centered(area, text.chars().count() as u16 + 4, 3);
        Clear.render(rect, buf);
        Paragraph::new(text)
            .block(self.theme.block(title))
            .render(rect, buf);
    }
}
