//! The computer players: tactics with known answers, the solver, levels, Renju play, legality
//! under every rule, and the classic opponent of `examples/classic`.

#[path = "../../examples/classic/engine.rs"]
mod classic_engine;

mod classic_opponent;
mod eval;
mod kept_table;
mod levels;
mod lines;
mod match_stats;
mod ponder;
mod props;
mod renju;
mod solver;
mod support;
mod tactics;
