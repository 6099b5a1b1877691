//! The settings panel drawn over the board: each field with its value, the selected one
//! highlighted, and the keys or, when the draft describes no possible game, why.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::{hints, pad};
use crate::model::{Opening, Rule};
use crate::tr;
use crate::tui::app::{Field, SettingsPanel};
use crate::tui::keymap::Context;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;

const WIDTH: u16 = 60;
/// Width of the field names' column.
const LABELS: usize = 22;

/// One line on what the rule means.
fn rule_description(rule: Rule) -> String {
    tr!(match rule {
        Rule::Freestyle => "rule-about-freestyle",
        Rule::Exact => "rule-about-exact",
        Rule::Caro => "rule-about-caro",
        Rule::Renju => "rule-about-renju",
    })
}

pub struct SettingsView<'a> {
    pub panel: &'a SettingsPanel,
    pub theme: &'a Theme,
}

impl Widget for &SettingsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (panel, theme) = (self.panel, self.theme);
        let glyphs = &theme.glyphs;
        let fields = panel.fields();
        // Two lines under the fields for the keys or, wrapped, the reason the draft is impossible.
        let rect = centered(area, WIDTH, fields.len() as u16 + 5);
        Clear.render(rect, buf);
        let selected = panel.field();
        let inner = WIDTH as usize - 2;
        let mut lines: Vec<Line> = fields
            .iter()
            .map(|&field| {
                let text = match field {
                    Field::Apply => format!(" {}", field.label()),
                    _ => format!(
                        " {} {} {} {}",
                        pad(&field.label(), LABELS),
                        glyphs.choice.0,
                        panel.value(field),
                        glyphs.choice.1
                    ),
                };
                let style = match field == selected {
                    true => theme.selected,
                    false => Style::new(),
                };
                Line::styled(pad(&text, inner), style)
            })
            .collect();
        // On the opening's line, a swap opening is the thing to explain; elsewhere the rule.
        let about = match (selected, panel.draft.board.opening) {
            (Field::Opening, Opening::Swap) => tr!("opening-about-swap"),
            (Field::Opening, Opening::Swap2) => tr!("opening-about-swap2"),
            _ => rule_description(panel.draft.board.rule),
        };
        lines.push(Line::styled(format!(" {about}"), theme.dim));
        lines.push(match panel.validate() {
            Ok(_) => Line::styled(
                format!(" {}", hints(Context::Settings, glyphs.ascii, None)),
                theme.dim,
            ),
            Err(e) => Line::from(Span::styled(format!(" {e}"), theme.error)),
        });
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(theme.block(tr!("title-settings")))
            .render(rect, buf);
    }
}
