//! The app without a terminal: keys as actions, records and Renju on screen, random key
//! sequences and a million-event storm, and frames drawn into `TestBackend` buffers.

#[path = "../support/scratch.rs"]
mod scratch;

mod analysis;
mod bell;
mod catalogue;
mod chinese;
mod clocks;
mod contrast;
mod drawing;
mod fit;
mod fuzz;
mod judging;
mod keys;
mod loaded_game;
mod looks;
mod network_menu;
mod network_play;
mod opening;
mod opening_computer;
mod overlays;
mod pondering;
mod records;
mod render;
mod renju;
mod scoring;
mod settings_panel;
mod storm;
mod two_windows;
mod variations;
