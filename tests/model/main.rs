//! The rules model: hand-made positions, Renju diagrams, an independent Renju oracle and
//! property tests against a naive full-board scan.

mod props;
mod renju_games;
mod renju_oracle;
mod renju_positions;
mod renju_rules;
mod renju_support;
mod rules;
mod walk_props;
