//! One frame: the board, the status lines and the side panel, and the open overlay on top, each
//! a widget given its area. Reads the app, never changes it.

use ratatui::Frame;

use super::app::{App, Overlay};
use super::layout::Screen;
use super::theme::Theme;
use super::widgets::board::BoardWidget;
use super::widgets::dialog::Dialog;
use super::widgets::help::HelpView;
use super::widgets::panel::SidePanel;
use super::widgets::picker::PickerView;
use super::widgets::scores::ScoresView;
use super::widgets::settings::SettingsView;
use super::widgets::status::StatusBar;
use super::widgets::too_small::TooSmall;

pub fn draw(frame: &mut Frame, app: &App) {
    let theme = Theme::new(app.settings.ascii);
    let theme = &theme;
    // The frame's own size, not the app's: after a shrink the terminal may be smaller than the
    // last resize event said, and drawing past the frame's edge panics.
    let area = frame.area();
    let game = app.shown();
    let rules = game.rules();
    match Screen::new(area, rules.rows(), rules.cols()) {
        Some(screen) => {
            let typing = matches!(app.overlay, Overlay::None | Overlay::Prompt(_));
            let playing = typing && app.play.review.is_none();
            let board = BoardWidget {
                game,
                cursor: playing.then_some(app.play.cursor),
                hint: app.play.hint.filter(|_| app.play.review.is_none()),
                forbidden: game.forbidden_points(),
                theme,
            };
            frame.render_widget(&board, screen.board);
            if let Some(panel) = screen.panel {
                frame.render_widget(&SidePanel { app, theme }, panel);
            }
            frame.render_widget(&StatusBar { app, theme }, screen.status);
        }
        None => frame.render_widget(&TooSmall { rules, theme }, area),
    }
    match &app.overlay {
        // The prompt is drawn in the status lines.
        Overlay::None | Overlay::Prompt(_) => {}
        Overlay::Help(scroll) => frame.render_widget(
            &HelpView {
                theme,
                scroll: *scroll,
            },
            area,
        ),
        Overlay::Settings(panel) => frame.render_widget(&SettingsView { panel, theme }, area),
        Overlay::Picker(picker) => frame.render_widget(&PickerView { picker, theme }, area),
        &Overlay::Scores(selected) => {
            let scores = &app.scores;
            frame.render_widget(
                &ScoresView {
                    scores,
                    selected,
                    theme,
                },
                area,
            )
        }
        Overlay::Question(question) => frame.render_widget(&Dialog { question, theme }, area),
    }
}
