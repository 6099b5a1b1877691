//! The settings panel drawn over the board: each field with its value, the selected one
//! highlighted, and the keys or, when the draft describes no possible game, why.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::hints;
use super::popup::{clear_box, fit, window};
use super::text::indented;
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
        let width = WIDTH.min(area.width);
        let inner = usize::from(width.saturating_sub(2));
        // Under the fields: what the rule (or the swap opening) means, then the keys or, when
        // the draft describes no possible game, why; each wrapped to at most two rows.
        let selected = panel.field();
        let about = match (selected, panel.draft.board.opening) {
            (Field::Opening, Opening::Swap) => tr!("opening-about-swap"),
            (Field::Opening, Opening::Swap2) => tr!("opening-about-swap2"),
            _ => rule_description(panel.draft.board.rule),
        };
        let mut footer = indented(&about, inner, 2, theme.dim);
        footer.extend(match panel.validate() {
            Ok(_) => indented(
                &hints(Context::Settings, glyphs.ascii, None),
                inner,
                2,
                theme.dim,
            ),
            Err(e) => indented(&e.to_string(), inner, 2, theme.error),
        });
        // The fields in the rows left, scrolled to keep the chosen one in view.
        let most = usize::from(area.height.saturating_sub(2)).saturating_sub(footer.len());
        let room = fields.len().min(most.max(1));
        let chosen = fields.iter().position(|&f| f == selected).unwrap_or(0);
        // The names' column, narrower on a narrow terminal so that the values keep room.
        let labels = LABELS.min(inner / 2);
        let value_room = inner.saturating_sub(labels + 2);
        let mut lines: Vec<Line> = fields[window(fields.len(), chosen, room)]
            .iter()
            .map(|&field| {
                let text = match field {
                    Field::Apply => format!(" {}", field.label()),
                    _ => {
                        let value = format!(
                            "{} {} {}",
                            glyphs.choice.0,
                            panel.value(field),
                            glyphs.choice.1
                        );
                        format!(
                            " {} {}",
                            fit(&field.label(), labels, glyphs.ellipsis),
                            fit(&value, value_room, glyphs.ellipsis)
                        )
                    }
                };
                let style = match field == selected {
                    true => theme.selected,
                    false => Style::new(),
                };
                Line::styled(fit(&text, inner, glyphs.ellipsis), style)
            })
            .collect();
        lines.extend(footer);
        let rect = centered(area, width, lines.len() as u16 + 2);
        clear_box(rect, buf);
        Paragraph::new(lines)
            .block(theme.block(tr!("title-settings")))
            .render(rect, buf);
    }
}
