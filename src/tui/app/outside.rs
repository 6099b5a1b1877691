//! What reaches beyond the game in play: the overlays' requests (questions, settings, the
//! picker, the typed move, the scores list), new settings applied and saved, games saved and
//! opened, and the scores read and written. The file work is asked for as effects.

use std::path::PathBuf;

use super::network::NetReply;
use super::overlay::{Request, help_key, prompt_key, scores_key};
use super::picker::PickerRequest;
use super::settings_panel::PanelRequest;
use super::{App, Files, NetRequest, Network, Overlay, Picker, Question, SettingsPanel, files};
use crate::model::{Game, RulesError};
use crate::record::fsio::WriteError;
use crate::record::games_dir::{Entry, Source};
use crate::record::samples::in_language;
use crate::record::{LoadError, Record, Review};
use crate::settings::file::{SaveError, SettingsChange};
use crate::settings::scores::{Change, Kind};
use crate::settings::startup::Startup;
use crate::settings::{Mode, PlayerSettings, Settings};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::effects::Effect;

impl App {
    /// The app as the program starts it: settings, the settings file's warning in the status
    /// line, and the game `--load` named open in review mode at its end.
    pub fn start(start: Startup, games_dir: Option<PathBuf>) -> Result<App, RulesError> {
        let mut app = App::new(start.settings)?;
        app.locale = start.locale;
        // The scores are asked for first; games finished before they arrive are added to them.
        app.set_files(Files {
            store: start.store,
            saved: start.saved,
            games_dir,
        });
        if let Some((path, record)) = start.loaded {
            app.open_record(path.display().to_string(), record);
        }
        if let Some(net) = start.network {
            app.start_network(net);
        }
        if let Some(warning) = start.warning {
            app.message = Some(warning.to_string());
        }
        Ok(app)
    }

    /// Uses `files` for settings and games from now on.
    pub fn set_files(&mut self, files: Files) {
        let effect = self.scoreboard.keep_in(files.scores_store());
        self.effects.extend(effect);
        self.files = files;
    }

    /// A key while an overlay is open: the overlay changes itself and says what else to do.
    pub(super) fn overlay_action(&mut self, action: Action) {
        let rules = *self.shown().rules();
        let request = match &mut self.overlay {
            Overlay::None => Request::Nothing,
            Overlay::Help(scroll) => help_key(scroll, action),
            Overlay::Prompt(text) => prompt_key(text, action, &rules),
            Overlay::Scores(selected) => scores_key(selected, action, &self.scoreboard.scores),
            Overlay::Question(question) => match action {
                Action::Yes => Request::Yes(question.clone()),
                _ => Request::No(question.clone()),
            },
            Overlay::Settings(panel) => match panel.update(action) {
                PanelRequest::Nothing => Request::Nothing,
                PanelRequest::Close => Request::Close,
                PanelRequest::Apply(settings) => {
                    let panel = Box::new(panel.clone());
                    return self.apply_asked(*settings, panel);
                }
                // The panel shows the reason; the message repeats it after the panel closes.
                PanelRequest::Refused(reason) => {
                    self.message = Some(reason);
                    Request::Nothing
                }
            },
            Overlay::Network(menu) => match menu.update(action) {
                NetRequest::Nothing => Request::Nothing,
                NetRequest::Close => Request::Close,
                NetRequest::Start(start) => Request::Network(start),
            },
            Overlay::Picker(picker) => match picker.update(action) {
                PickerRequest::Nothing => Request::Nothing,
                PickerRequest::Close => Request::Close,
                PickerRequest::Read(name, source) => Request::Read(name, source),
                PickerRequest::Complete(typed) => {
                    self.effect(Effect::CompletePath(typed));
                    Request::Nothing
                }
            },
        };
        match request {
            Request::Nothing => {}
            Request::Close => self.overlay = Overlay::None,
            Request::Yes(question) => {
                self.overlay = Overlay::None;
                self.answer_yes(question);
            }
            // Back where the question was asked from, as it was.
            Request::No(question) => {
                self.overlay = match question {
                    Question::Apply(panel) => Overlay::Settings(*panel),
                    Question::ResetTally(_, selected) => Overlay::Scores(selected),
                    Question::Peer(ask, _) => {
                        self.net(|n, play, timing, now| n.answer(ask, false, play, timing, now));
                        Overlay::None
                    }
                    _ => Overlay::None,
                };
            }
            Request::Play(p) if self.learning.reviewing() => {
                self.overlay = Overlay::None;
                self.message = self.learning.play_here(p);
            }
            Request::Play(p) => {
                self.overlay = Overlay::None;
                self.play.cursor = p;
                self.place(p);
            }
            Request::NotAPoint(e) => {
                self.overlay = Overlay::None;
                self.message = Some(e.to_string());
            }
            Request::Reset(kind, selected) => {
                let question = Question::ResetTally(kind.map(Box::new), selected);
                self.overlay = Overlay::Question(question);
            }
            Request::Network(start) => {
                self.overlay = Overlay::None;
                self.unless_in_progress(Question::Network(Box::new(start)));
            }
            Request::Read(name, source) => {
                // A sample opens in the player's language.
                let source = match source {
                    Source::Sample(text) => Source::Sample(in_language(text, crate::i18n::lang())),
                    file => file,
                };
                let id = self.new_id();
                if let Overlay::Picker(picker) = &mut self.overlay {
                    picker.reading = Some(id);
                }
                self.effect(Effect::ReadRecord { id, name, source });
            }
        }
    }

    fn answer_yes(&mut self, question: Question) {
        match question {
            Question::Quit => self.quit = true,
            Question::Branch(_) => self.branch(),
            Question::NewGame => self.new_game(),
            Question::Apply(panel) => self.apply_and_save(panel.draft),
            Question::Open(name, record) => self.open_record(name, *record),
            Question::ResetTally(kind, _) => self.reset_tally(kind.as_deref()),
            Question::Peer(ask, _) => {
                self.net(|n, play, timing, now| n.answer(ask, true, play, timing, now))
            }
            Question::Resign(claim) => {
                self.net(|n, play, _, _| n.resign(claim.is_some(), &mut play.game))
            }
            Question::Network(start) => self.start_network(*start),
        }
    }

    /// A new game under the player's settings (a game opened from a file brought its own
    /// rules; they stay with it).
    pub(super) fn new_game(&mut self) {
        let game = match self.settings.rules() {
            Ok(rules) => Game::new(rules),
            Err(_) => self.play.game.restarted(),
        };
        self.replace_play(game, self.settings.players.clone());
        self.message = Some(tr!("msg-new-game"));
    }

    /// Hosts or joins as `start` says; the game is between two people, one at each end.
    pub(super) fn start_network(&mut self, start: crate::net::NetStart) {
        let (network, commands) = Network::new(start);
        self.network = Some(network);
        let players = PlayerSettings {
            mode: Mode::Pvp,
            ..self.settings.players.clone()
        };
        self.replace_play(self.play.game.restarted(), players);
        self.net_reply(NetReply::sending(commands));
    }

    /// Asks `question` first when the game in progress would be lost, else answers yes at once.
    pub(super) fn unless_in_progress(&mut self, question: Question) {
        match self.play.in_progress() {
            true => self.overlay = Overlay::Question(question),
            false => self.answer_yes(question),
        }
    }

    /// The panel's settings, asked first when they make a new game in place of one in progress
    /// (`panel` is where a no goes back to).
    fn apply_asked(&mut self, settings: Settings, panel: Box<SettingsPanel>) {
        match self.settings.changes_game(&settings) {
            true => self.unless_in_progress(Question::Apply(panel)),
            false => self.apply_and_save(settings),
        }
    }

    /// Applies the panel's settings and asks for the ones the player changed to be saved: only
    /// those, made to the file as it is when written, so another window's changes stay.
    fn apply_and_save(&mut self, settings: Settings) {
        let change = SettingsChange::between(&self.settings, &settings);
        match self.settings.changes_game(&settings) {
            true => self.apply(settings),
            false => self.adopt(settings),
        }
        match self.files.store.clone() {
            None => self.add_note(tr!("settings-not-saved-no-file")),
            Some(store) => self.effect(Effect::SaveSettings { store, change }),
        }
    }

    /// Takes settings that leave the game as it is (the looks, the time, the levels): the game
    /// on the board goes on under them, the computer's next move with the new level.
    pub fn adopt(&mut self, settings: Settings) {
        self.settings = settings;
        self.speak();
        self.overlay = Overlay::None;
        self.message = Some(tr!("msg-settings-applied"));
        // A move being thought about with the old level or time is asked again; thinking on
        // the player's time under the old settings (or with the setting now off) stops.
        self.computer.pondering = None;
        if self.thinking().is_some() {
            self.computer.cancel();
            self.schedule();
        }
    }

    /// Takes new settings and starts a new game under them.
    pub fn apply(&mut self, settings: Settings) {
        let Ok(rules) = settings.rules() else {
            return;
        };
        self.settings = settings;
        self.speak();
        self.overlay = Overlay::None;
        self.replace_play(Game::new(rules), self.settings.players.clone());
        self.message = Some(tr!(
            "msg-new-game-under",
            rules = self.play.game.rules().to_string()
        ));
    }

    /// Speaks the language the settings choose, from this change on.
    fn speak(&self) {
        crate::i18n::set_lang(self.settings.lang(self.locale));
    }

    /// Adds a remark in brackets to the current message.
    fn add_note(&mut self, note: String) {
        if let Some(message) = &mut self.message {
            message.push_str(&tr!("note-in-brackets", note = note));
        } else {
            self.message = Some(note);
        }
    }

    pub(super) fn settings_saved(&mut self, result: Result<Settings, SaveError>) {
        let note = match result {
            Ok(saved) => {
                self.files.saved = saved;
                tr!("settings-saved")
            }
            Err(e) => tr!("settings-not-saved", reason = e.to_string()),
        };
        self.add_note(note);
    }

    /// Saves the game shown (the reviewed one in review mode) as a new SGF file.
    pub(super) fn save_game(&mut self) {
        let record = match &self.learning.review {
            // A game the engine has reviewed keeps the review in its comments.
            Some(review) => {
                let mut record = review.record();
                if let Some(judging) = self.learning.judging.as_ref().filter(|j| j.finished) {
                    judging.annotate(&mut record);
                }
                record
            }
            None => {
                let game = &self.play.game;
                let mut meta = match &self.network {
                    Some(network) => network.names(game),
                    None => self.seated().names_in(game),
                };
                self.timing.stamp(&self.play.game, &mut meta);
                Record::from_game(&self.play.game, meta)
            }
        };
        if record.moves().is_empty() {
            self.message = Some(tr!("save-nothing-yet"));
            return;
        }
        match self.files.games_dir.clone() {
            None => self.message = Some(tr!("save-no-folder")),
            Some(dir) => self.effect(Effect::SaveGame {
                dir,
                record: Box::new(record),
            }),
        }
    }

    pub(super) fn game_saved(&mut self, result: Result<PathBuf, WriteError>) {
        self.message = Some(match result {
            Ok(path) => tr!("save-done", path = path.display().to_string()),
            Err(e) => tr!("save-failed", reason = e.to_string()),
        });
    }

    /// Opens the picker and asks for its list, which is given up once the picker closes.
    pub(super) fn open_picker(&mut self) {
        let id = self.new_id();
        let mut picker = Picker::new();
        picker.listing = Some(id);
        let wanted = picker.wanted();
        self.overlay = Overlay::Picker(picker);
        let dir = self.files.games_dir.clone();
        self.effect(Effect::ListGames { id, dir, wanted });
    }

    /// A list of games, for the picker that asked for it (an older one's is dropped).
    pub(super) fn listed(&mut self, id: u64, entries: Vec<Entry>) {
        if let Overlay::Picker(picker) = &mut self.overlay {
            picker.listed(id, entries);
        }
    }

    /// A record the picker asked for; dropped when the picker was closed or asked again since.
    pub(super) fn record_read(
        &mut self,
        id: u64,
        name: String,
        result: Result<Box<Record>, LoadError>,
    ) {
        let Overlay::Picker(picker) = &mut self.overlay else {
            return;
        };
        if !picker.take_reading(id) {
            return;
        }
        let confirmed = picker.confirmed;
        match result {
            Ok(record) if confirmed => self.answer_yes(Question::Open(name, record)),
            Ok(record) => self.unless_in_progress(Question::Open(name, record)),
            Err(e) => picker.error = Some(e.to_string()),
        }
    }

    /// Opens `record` in review mode at its end; the game behind the review (what Esc returns
    /// to) is the whole record, ready to play on. The record brings its own rules and player
    /// names; the settings of the games after it stay the player's.
    fn open_record(&mut self, name: String, record: Record) {
        let policy = self.settings.board.forbidden;
        let game = files::playable(&record, record.moves().len(), policy);
        self.overlay = Overlay::None;
        // Against the computer the player goes on in the seat the file gives them.
        let players = self.settings.players.as_recorded(&record.meta, &game);
        self.replace_play(game, players);
        self.play.meta = Some(record.meta.clone());
        let notes: Vec<String> = record.meta.notes.iter().map(ToString::to_string).collect();
        let notes = notes.join("; ");
        self.learning.review(Review::new(record));
        self.message = Some(match notes.is_empty() {
            true => tr!("opened", name = name),
            false => tr!("opened-with-notes", name = name, notes = notes),
        });
    }

    /// Forgets one tally (or all); the game on the board, if finished, stays uncounted.
    fn reset_tally(&mut self, kind: Option<&Kind>) {
        let change = match kind {
            Some(kind) => Change::Reset(kind.clone()),
            None => Change::ResetAll,
        };
        let effect = self.scoreboard.save(vec![change]);
        self.effects.extend(effect);
        self.overlay = Overlay::Scores(0);
    }
}
