//! The table panel's log: rule events in the players' words.

use crate::i18n::{Tr, colour};
use mists_rules::{GhostCause, RuleEvent, Table};

/// A rule event in the players' words (the table panel's log).
pub fn describe(tr: &Tr, table: &Table, e: &RuleEvent) -> Option<String> {
    use crate::ui::decisions::words::tile;
    let hound = |h: u8| crate::i18n::hound(tr, h as usize);
    Some(match e {
        RuleEvent::TurnStarted { turn, player } => {
            tr!(tr, "log-turn", turn = *turn, player = player + 1)
        }
        RuleEvent::TilePlaced { .. } => tr!(tr, "log-placed"),
        RuleEvent::TileDiscarded { .. } => tr!(tr, "log-discarded"),
        RuleEvent::BankCompleted { cells } => tr!(tr, "log-bank-closed", tiles = cells.len()),
        RuleEvent::GhostsPlaced { cell, count } => {
            tr!(
                tr,
                "log-ghosts-rise",
                n = *count,
                tile = tile(tr, table, *cell)
            )
        }
        RuleEvent::GhostsRemoved { count, cause, .. } => {
            let why = match cause {
                GhostCause::BankCompleted => tr!(tr, "log-why-bank"),
                GhostCause::Pacified => tr!(tr, "log-why-pacified"),
                GhostCause::CemeteryClosed => tr!(tr, "log-why-cemetery"),
                GhostCause::Hound => tr!(tr, "log-why-hound"),
            };
            tr!(tr, "log-ghosts-leave", n = *count, why = why)
        }
        RuleEvent::MeeplePlaced { meeple, .. } => tr!(
            tr,
            "log-meeple-placed",
            colour = colour(tr, table.meeples.get(*meeple).colour)
        ),
        RuleEvent::MeepleReturned { meeple } => tr!(
            tr,
            "log-meeple-returns",
            colour = colour(tr, table.meeples.get(*meeple).colour)
        ),
        RuleEvent::MeepleBuried { meeple, .. } => tr!(
            tr,
            "log-meeple-buried",
            colour = colour(tr, table.meeples.get(*meeple).colour)
        ),
        RuleEvent::FeatureScored {
            kind,
            value,
            colours,
        } => {
            let what = match kind {
                mists_board::FeatureKind::Road => tr!(tr, "log-road"),
                mists_board::FeatureKind::City => tr!(tr, "log-city"),
                mists_board::FeatureKind::Castle => tr!(tr, "log-castle"),
                mists_board::FeatureKind::MistBank => tr!(tr, "log-mist"),
                mists_board::FeatureKind::Monastery => tr!(tr, "log-monastery"),
                mists_board::FeatureKind::Field => tr!(tr, "log-field"),
            };
            let who: Vec<String> = colours.iter().map(|c| colour(tr, *c)).collect();
            tr!(
                tr,
                "log-scored",
                what = what,
                points = *value,
                who = who.join(", ")
            )
        }
        RuleEvent::Pacified { count, .. } => tr!(tr, "log-pacified", n = *count),
        RuleEvent::PointsAwarded { points, total, .. } => {
            tr!(tr, "log-points", points = *points, total = *total)
        }
        RuleEvent::HoundDeployed { hound: h, .. } => tr!(tr, "log-hound-out", hound = hound(*h)),
        RuleEvent::HoundLost { hound: h } => tr!(tr, "log-hound-lost", hound = hound(*h)),
        RuleEvent::HoundScored { hound: h, points } => {
            tr!(tr, "log-hound-scores", hound = hound(*h), points = *points)
        }
        RuleEvent::PileAdvanced { active } => tr!(tr, "log-pile", pile = active + 1),
        RuleEvent::FacedownPlaced { .. } => tr!(tr, "log-facedown"),
        RuleEvent::CemeteryClosed { .. } => tr!(tr, "log-cemetery-closed"),
        RuleEvent::Rejected { reason, .. } => tr!(tr, "log-refused", reason = reason.clone()),
        RuleEvent::GameWon => tr!(tr, "log-won"),
        RuleEvent::GameLost { .. } => tr!(tr, "log-lost"),
        RuleEvent::TileDrawn { .. } => return None,
    })
}
