//! The review's verdict in words (issue 65): where a lost game turned, the accuracy, and each
//! graded decision's grade and certainty. Small `fn`s the panel calls; no systems.

use crate::i18n::Tr;
use bevy_egui::egui;
use mists_bot::review::{AnswerEffect, Certainty, Grade, Review, Step, Why};
use mists_rules::consequence::PlacementNeed;

/// Red for a certain drop, amber for a likely one (the curve's dots and the list's labels).
pub fn colour(s: &Step) -> egui::Color32 {
    match s.certainty() {
        Some(Certainty::Certain) => egui::Color32::from_rgb(230, 80, 60),
        _ => egui::Color32::from_rgb(230, 170, 60),
    }
}

fn pct(x: f64) -> i64 {
    (100.0 * x).round() as i64
}

/// "Where the game turned: turn 11, the team's chance fell from 71 % to 54 %." for a lost game,
/// a button that answers the index of its first decision when clicked.
pub fn turning_point(ui: &mut egui::Ui, tr: &Tr, r: &Review, at: usize) -> Option<usize> {
    let t = r.turning_point.as_ref()?;
    let first = *t.decisions.first()?;
    let text = tr!(
        tr,
        "review-turning-point",
        turn = t.turn,
        before = pct(t.before),
        after = pct(t.after)
    );
    let here = t.decisions.contains(&at);
    ui.selectable_label(here, egui::RichText::new(text).strong())
        .clicked()
        .then_some(first)
}

/// "Accuracy 92 % (player 1 100 %, player 2 82 %)": the share of the best option's chance kept.
pub fn accuracy(ui: &mut egui::Ui, tr: &Tr, r: &Review) {
    let Some(a) = &r.accuracy else { return };
    let players: Vec<String> = a
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, x)| {
            x.map(|x| {
                let who = tr!(tr, "table-player", n = i + 1);
                tr!(
                    tr,
                    "review-accuracy-player",
                    player = who,
                    accuracy = pct(x)
                )
            })
        })
        .collect();
    let line = tr!(
        tr,
        "review-accuracy",
        accuracy = pct(a.game),
        players = players.join(", ")
    );
    ui.small(line)
        .on_hover_text(tr!(tr, "review-accuracy-note"));
}

/// "Game-losing, certain" for a graded step (empty for an ungraded one).
pub fn grade(tr: &Tr, s: &Step) -> String {
    let (Some(g), Some(c)) = (s.grade(), s.certainty()) else {
        return String::new();
    };
    let grade = match g {
        Grade::Small => tr!(tr, "review-grade-small"),
        Grade::Clear => tr!(tr, "review-grade-clear"),
        Grade::GameLosing => tr!(tr, "review-grade-losing"),
    };
    let sure = match c {
        Certainty::Certain => tr!(tr, "review-certain"),
        Certainty::Likely => tr!(tr, "review-likely"),
    };
    tr!(tr, "review-graded", grade = grade, certainty = sure)
}

/// Why a graded decision cost, in the engine's words: what laying the tile there did against the
/// better place (None where the review has no such comparison).
pub fn why(tr: &Tr, s: &Step) -> Option<String> {
    match s.why? {
        Why::Placement { chosen, better } => Some(placement(tr, chosen, better)),
        Why::Answer { chosen, better } => Some(answer(tr, chosen, better)),
    }
}

fn placement(tr: &Tr, chosen: PlacementNeed, better: PlacementNeed) -> String {
    if chosen.loses && !better.loses {
        return tr!(
            tr,
            "review-why-loses",
            needs = chosen.needs,
            supply = chosen.supply
        );
    }
    if (chosen.banks, chosen.needs) == (better.banks, better.needs) {
        return tr!(tr, "review-why-same");
    }
    tr!(
        tr,
        "review-why-place",
        banks = chosen.banks,
        needs = chosen.needs,
        better_banks = better.banks,
        better_needs = better.needs
    )
}

fn answer(tr: &Tr, chosen: AnswerEffect, better: AnswerEffect) -> String {
    if chosen.loses && !better.loses {
        return tr!(tr, "review-why-answer-loses");
    }
    if chosen == better {
        return tr!(tr, "review-why-same-answer");
    }
    tr!(
        tr,
        "review-why-answer",
        points = chosen.points,
        ghosts = chosen.ghosts,
        better_points = better.points,
        better_ghosts = better.ghosts
    )
}
