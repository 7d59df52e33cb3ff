//! What an answer does, said beside its button before it is given (issue 62): in red that it
//! loses the game at once, or the danger it leaves as the gauges count it (games lost of those
//! played on from the position after it). The numbers are the engine's and the estimate's
//! (`play::answer_odds`); this file only says them.

use crate::i18n::Tr;
use crate::play::answer_odds::{AnswerOdds, answer_alarm};
use bevy_egui::egui;
use mists_bot::odds::{Alarm, DANGER_HORIZON};
use mists_rules::{Decision, LossReason, PendingDecision};

/// An answer's mark: a few words after its button, their colour, and the card on hover.
#[derive(Debug, Clone, PartialEq)]
pub struct Mark {
    pub text: String,
    /// The same for a tile's chip: the count alone, or the cross.
    pub short: String,
    pub colour: egui::Color32,
    pub card: String,
    pub loses: bool,
}

/// The red of a losing answer: its outline, its mark.
pub const LOSES: egui::Color32 = egui::Color32::from_rgb(255, 110, 90);

/// The mark of answering `p` with `d`; None until something is known of it. `held`: its
/// first click holds it.
pub fn mark(
    tr: &Tr,
    odds: &AnswerOdds,
    p: &PendingDecision,
    d: Decision,
    held: bool,
) -> Option<Mark> {
    if let Some(why) = odds.loses(p, d) {
        let mut card = match why {
            LossReason::GhostShortage => tr!(tr, "answer-loses-ghosts"),
            LossReason::TilesExhausted => tr!(tr, "answer-loses-pile"),
        };
        card.push('\n');
        card.push_str(&if held {
            tr!(tr, "answer-loses-held")
        } else {
            tr!(tr, "answer-loses-ask")
        });
        return Some(Mark {
            text: tr!(tr, "answer-mark-loses"),
            short: "✖".into(),
            colour: LOSES,
            card,
            loses: true,
        });
    }
    let danger = odds.danger(p, d)?;
    let (alarm, lost, _) = answer_alarm(&danger);
    let colour = match alarm {
        Alarm::Calm => egui::Color32::from_rgb(150, 170, 190),
        Alarm::Amber => egui::Color32::from_rgb(240, 185, 90),
        Alarm::Red => LOSES,
    };
    let turns = DANGER_HORIZON.unwrap_or(0);
    Some(Mark {
        text: tr!(tr, "answer-mark", lost = lost, tried = danger.tried),
        short: format!("{lost}/{}", danger.tried),
        colour,
        card: tr!(
            tr,
            "answer-danger",
            ghosts = danger.ghosts,
            pile = danger.pile,
            tried = danger.tried,
            turns = turns
        ),
        loses: false,
    })
}
