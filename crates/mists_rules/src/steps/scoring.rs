//! Step 3a: every completed feature with a meeple is scored or pacified, in the team's order
//! (RULES §12, A-2, A-8, A-22, A-25, A-29); its meeples return and its hounds score (§14.5).
//! The goal is tested after every single award (§12.5).

use crate::decision::{Decision, DecisionKind};
use crate::event::{GhostCause, RuleEvent};
use crate::flow::{Cx, Step};
use crate::model::{HoundState, MeepleLoc};
use crate::table::AwardTo;
use crate::turn::{Award, FeatureKey, PlacedTile, Resolving, ScoringState};
use std::collections::VecDeque;

/// Enter 3a: the features completed this turn that are occupied (RULES §12.1, A-2), or all of them
/// with the pacifyOnUnoccupied switch.
pub(crate) fn enter(cx: &mut Cx, tile: &PlacedTile) -> ScoringState {
    let any = cx.t.cfg().settings.pacify_on_unoccupied;
    let queue = tile
        .outcome
        .completed
        .iter()
        .filter(|&&f| any || cx.t.occupied(f))
        .map(|&f| cx.t.board.members(f)[0])
        .collect();
    ScoringState {
        queue,
        now: Resolving::Choose,
    }
}

pub(crate) fn run(cx: &mut Cx, st: &mut ScoringState) -> Step {
    loop {
        match &mut st.now {
            Resolving::Choose => {
                if st.queue.is_empty() {
                    return Step::Done;
                }
                // the active player orders the scorings; any area of a queued feature
                // names it (the option lists one area per feature).
                if let Some(&Decision::ScoreNext { cell, area }) = cx.f.inbox.front()
                    && let Some(f) = cx.t.board.feature_of(cell, area)
                    && let Some(&(kc, ka)) = st
                        .queue
                        .iter()
                        .find(|k| cx.t.board.feature_of(k.0, k.1) == Some(f))
                {
                    cx.f.inbox[0] = Decision::ScoreNext { cell: kc, area: ka };
                }
                let options: Vec<Decision> = st
                    .queue
                    .iter()
                    .map(|&(cell, area)| Decision::ScoreNext { cell, area })
                    .collect();
                let Some(d) = cx.decide(DecisionKind::ScoringOrder, options, |_, _| {
                    "A-29: choose one of the completed features still to be scored".into()
                }) else {
                    return Step::Wait;
                };
                if let Decision::ScoreNext { cell, area } = d {
                    st.queue.retain(|k| *k != (cell, area));
                    st.now = Resolving::Decide((cell, area));
                }
            }
            Resolving::Decide(key) => {
                let key = *key;
                let Some(awards) = score_or_pacify(cx, key) else {
                    return Step::Wait;
                };
                st.now = Resolving::Awards(awards);
            }
            Resolving::Awards(awards) => {
                if !make_awards(cx, awards) {
                    return Step::Wait; // waiting for A-25, or won (A-3: nothing after it)
                }
                st.now = Resolving::Choose;
            }
        }
    }
}

/// Score or pacify the feature named by `key` (RULES §12.4); its meeples return (§11.2) and the
/// hounds on them are queued to score right after, in marker order (§14.5). None: waiting.
fn score_or_pacify(cx: &mut Cx, key: FeatureKey) -> Option<VecDeque<Award>> {
    let f = cx.t.board.feature_of(key.0, key.1)?;
    let value = cx.t.board.value(f);
    let colours = cx.t.scoring_colours(f);
    let kind = DecisionKind::ScoreOrPacify {
        cell: key.0,
        area: key.1,
        value,
        colours: colours.clone(),
    };
    let options = cx.t.score_or_pacify_options();
    let d = cx.decide(kind, options, |_, _| {
        "RULES §12.4: score, or pacify up to 3 ghosts (at most those present) from one tile".into()
    })?;
    let mut awards = VecDeque::new();
    match d {
        Decision::Pacify { cell, count } => {
            let removed = cell.map_or(0, |c| cx.t.ghosts.take_from_cell(c, count));
            cx.emit(RuleEvent::Pacified {
                cell,
                count: removed,
            });
            if let Some(c) = cell.filter(|_| removed > 0) {
                cx.emit(RuleEvent::GhostsRemoved {
                    cell: c,
                    count: removed,
                    cause: GhostCause::Pacified,
                });
            }
        }
        _ => {
            let kind = cx.t.board.feature_head(f).kind;
            cx.emit(RuleEvent::FeatureScored {
                kind,
                value,
                colours: colours.clone(),
            });
            awards.extend(colours.iter().map(|&colour| Award::Points {
                colour,
                points: value,
            }));
        }
    }
    for m in cx.t.meeples_on(f) {
        let colour = cx.t.meeples.get(m).colour;
        for h in 0..cx.t.hounds.0.len() {
            if cx.t.hounds.0[h] == HoundState::Attached(m) {
                awards.push_back(Award::Hound {
                    hound: h as u8,
                    colour,
                });
            }
        }
        cx.t.meeples.0[m.0 as usize].loc = MeepleLoc::Supply;
        cx.emit(RuleEvent::MeepleReturned { meeple: m });
    }
    Some(awards)
}

/// Make the awards one by one, testing the goal after each (RULES §12.5). True when all are made;
/// false while the team picks a receiver or once the game is won.
fn make_awards(cx: &mut Cx, awards: &mut VecDeque<Award>) -> bool {
    while let Some(award) = awards.front().cloned() {
        let (colour, points) = match award {
            Award::Points { colour, points } => (colour, points),
            Award::Hound { colour, .. } => (colour, cx.t.ghosts.on_board()),
        };
        let index = match cx.t.award_to(colour) {
            AwardTo::Index(i) => i,
            AwardTo::TeamChooses => {
                let options: Vec<Decision> = (0..cx.t.score.totals.len() as u8)
                    .map(|index| Decision::AssignPoints { index })
                    .collect();
                let kind = DecisionKind::AssignPoints { colour, points };
                let Some(d) = cx.decide(kind, options, |_, _| {
                    "A-25: choose one of the scoring meeples".into()
                }) else {
                    return false;
                };
                match d {
                    Decision::AssignPoints { index } => index,
                    _ => return false,
                }
            }
        };
        awards.pop_front();
        if let Award::Hound { hound, .. } = award {
            cx.t.hounds.0[hound as usize] = HoundState::Scored;
            cx.emit(RuleEvent::HoundScored { hound, points });
        }
        if cx.award(index, points) {
            return false; // won: nothing after this is performed
        }
    }
    true
}
