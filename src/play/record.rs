//! The record of the game on the table (docs/records.md): what autosaves, crash reports, undo
//! and the game-over screen's "save the record" all write.

use crate::setup::GameSetup;
use mists_rules::record::Record;
use mists_rules::{Flow, PlayerSetup, Table};

/// The record of the game on the table: its preset and tile set carried whole (it loads from
/// any folder, issue 61), players, seed and the decisions applied so far.
pub fn record_of(table: &Table, flow: &Flow, players: PlayerSetup) -> Record {
    Record::whole(
        table.cfg(),
        table.board.tiles(),
        players,
        table.seed,
        flow.record.clone(),
    )
}

/// The players of the game on the table (seats and colours as dealt).
pub fn dealt_players(setup: &GameSetup, table: &Table) -> PlayerSetup {
    PlayerSetup {
        players: table.players.colours.len() as u8,
        colours: Some(table.players.colours.clone()),
        scoring_colours: table
            .cfg()
            .individual_scoring
            .then(|| table.score.holders.clone())
            .or_else(|| setup.player_setup().scoring_colours),
    }
}
