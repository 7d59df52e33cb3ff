//! Step 3a: every completed feature with a meeple is scored or pacified, in the team's order
//! (RULES §12, A-2, A-8, A-22, A-25, A-29); its meeples return and its hounds score (§14.5).
//! The goal is tested after every single award (§12.5).

use crate::decision::{Decision, DecisionKind};
use crate::event::{GhostCause, RuleEvent};
use crate::game::Game;
use crate::level::JointScoring;
use crate::model::{Colour, HoundState, MeepleId, MeepleLoc};
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;
use mists_board::{AreaIdx, Cell, FeatureId};
use std::collections::VecDeque;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        score
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::Scoring)),
    );
}

/// A feature named by one of its areas (stable while step 3a runs).
pub type FeatureKey = (Cell, AreaIdx);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Award {
    /// Feature points for a colour.
    Points { colour: Colour, points: u32 },
    /// A hound on a returned meeple of `colour` scores the ghosts on the board (§14.5).
    Hound { hound: u8, colour: Colour },
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoringState {
    pub queue: Vec<FeatureKey>,
    pub current: Option<FeatureKey>,
    /// Awards of the current feature still to be made (after score-or-pacify was decided).
    pub awards: Option<VecDeque<Award>>,
}

/// Meeples standing on feature `f`.
pub fn meeples_on(g: &Game, f: FeatureId) -> Vec<MeepleId> {
    g.t.meeples
        .on_board()
        .filter(|(_, c, a)| g.t.board.0.feature_of(*c, *a) == Some(f))
        .map(|(m, _, _)| m)
        .collect()
}

/// Colours that score feature `f` (RULES §12.3: mode A every colour present; mode B majority).
pub fn scoring_colours(g: &Game, f: FeatureId) -> Vec<Colour> {
    let mut counts: Vec<(Colour, usize)> = Vec::new();
    for m in meeples_on(g, f) {
        let c = g.t.meeples.get(m).colour;
        match counts.iter_mut().find(|(k, _)| *k == c) {
            Some((_, n)) => *n += 1,
            None => counts.push((c, 1)),
        }
    }
    counts.sort();
    match g.cfg().settings.joint_scoring {
        JointScoring::ColorsMultiply => counts.into_iter().map(|(c, _)| c).collect(),
        JointScoring::Majority => {
            let max = counts.iter().map(|(_, n)| *n).max().unwrap_or(0);
            counts
                .into_iter()
                .filter(|(_, n)| *n == max)
                .map(|(c, _)| c)
                .collect()
        }
    }
}

fn key_of(g: &Game, f: FeatureId) -> FeatureKey {
    g.t.board.0.members(f)[0]
}

fn feature(g: &Game, k: FeatureKey) -> FeatureId {
    g.t.board
        .0
        .feature_of(k.0, k.1)
        .expect("feature keys name placed areas")
}

fn score(mut g: Game) {
    if g.is_over() {
        return;
    }
    if g.f.turn.scoring.is_none() {
        // RULES §12.1 / A-2: completed this turn and occupied (or any, with pacifyOnUnoccupied).
        let completed = g.f.turn.outcome.completed.clone();
        let any = g.cfg().settings.pacify_on_unoccupied;
        let queue: Vec<FeatureKey> = completed
            .into_iter()
            .filter(|&f| any || !meeples_on(&g, f).is_empty())
            .map(|f| key_of(&g, f))
            .collect();
        g.f.turn.scoring = Some(ScoringState {
            queue,
            current: None,
            awards: None,
        });
    }
    loop {
        let mut st = g.f.turn.scoring.clone().unwrap();
        if st.current.is_none() {
            if st.queue.is_empty() {
                break;
            }
            // the active player orders the scorings.
            let options: Vec<Decision> = st
                .queue
                .iter()
                .map(|&(cell, area)| Decision::ScoreNext { cell, area })
                .collect();
            let Some(d) = g.decide(DecisionKind::ScoringOrder, options, |_, _| {
                "A-29: choose one of the completed features still to be scored".into()
            }) else {
                return;
            };
            let Decision::ScoreNext { cell, area } = d else {
                unreachable!()
            };
            st.queue.retain(|k| *k != (cell, area));
            st.current = Some((cell, area));
            g.f.turn.scoring = Some(st.clone());
        }
        let key = st.current.unwrap();
        let f = feature(&g, key);
        if st.awards.is_none() {
            let value = g.t.board.0.value(f);
            let colours = scoring_colours(&g, f);
            let mut options = vec![
                Decision::Score,
                Decision::Pacify {
                    cell: None,
                    count: 0,
                },
            ];
            for cell in g.t.ghosts.cells() {
                for count in 1..=g.t.ghosts.on_cell(cell).min(3) {
                    options.push(Decision::Pacify {
                        cell: Some(cell),
                        count,
                    });
                }
            }
            let kind = DecisionKind::ScoreOrPacify {
                cell: key.0,
                area: key.1,
                value,
                colours: colours.clone(),
            };
            let Some(d) = g.decide(kind, options, |_, _| {
                "RULES §12.4: score, or pacify up to 3 ghosts (at most those present) from one tile".into()
            }) else {
                return;
            };
            let mut awards = VecDeque::new();
            match d {
                Decision::Score => {
                    let kind = g.t.board.0.feature(f).kind;
                    g.emit(RuleEvent::FeatureScored {
                        kind,
                        value,
                        colours: colours.clone(),
                    });
                    awards.extend(colours.iter().map(|&colour| Award::Points {
                        colour,
                        points: value,
                    }));
                }
                Decision::Pacify { cell, count } => {
                    let removed = cell
                        .map(|c| g.t.ghosts.take_from_cell(c, count))
                        .unwrap_or(0);
                    g.emit(RuleEvent::Pacified {
                        cell,
                        count: removed,
                    });
                    if let Some(c) = cell.filter(|_| removed > 0) {
                        g.emit(RuleEvent::GhostsRemoved {
                            cell: c,
                            count: removed,
                            cause: GhostCause::Pacified,
                        });
                    }
                }
                _ => unreachable!(),
            }
            // RULES §11.2: meeples return; §14.5: their hounds score right after, in marker order.
            for m in meeples_on(&g, f) {
                let colour = g.t.meeples.get(m).colour;
                for h in 0..g.t.hounds.0.len() {
                    if g.t.hounds.0[h] == HoundState::Attached(m) {
                        awards.push_back(Award::Hound {
                            hound: h as u8,
                            colour,
                        });
                    }
                }
                g.t.meeples.0[m.0 as usize].loc = MeepleLoc::Supply;
                g.emit(RuleEvent::MeepleReturned { meeple: m });
            }
            st.awards = Some(awards);
            g.f.turn.scoring = Some(st.clone());
        }
        // Make the awards one by one; the goal is tested after each (RULES §12.5).
        while let Some(award) = st.awards.as_ref().unwrap().front().cloned() {
            let (colour, points) = match award {
                Award::Points { colour, points } => (colour, points),
                Award::Hound { colour, .. } => (colour, g.t.ghosts.on_board()),
            };
            let index = match g.t.score.holders.iter().position(|&h| h == colour) {
                Some(i) if g.cfg().individual_scoring => i as u8,
                _ if !g.cfg().individual_scoring => 0,
                _ => {
                    // a colour without a scoring meeple: the team picks the receiver.
                    let options: Vec<Decision> = (0..g.t.score.totals.len() as u8)
                        .map(|index| Decision::AssignPoints { index })
                        .collect();
                    let Some(d) = g.decide(
                        DecisionKind::AssignPoints { colour, points },
                        options,
                        |_, _| "A-25: choose one of the scoring meeples".into(),
                    ) else {
                        return;
                    };
                    let Decision::AssignPoints { index } = d else {
                        unreachable!()
                    };
                    index
                }
            };
            st.awards.as_mut().unwrap().pop_front();
            g.f.turn.scoring = Some(st.clone());
            if let Award::Hound { hound, .. } = award {
                g.t.hounds.0[hound as usize] = HoundState::Scored;
                g.emit(RuleEvent::HoundScored { hound, points });
            }
            if g.award(index, points) {
                return; // won: nothing after this is performed
            }
        }
        st.current = None;
        st.awards = None;
        g.f.turn.scoring = Some(st);
    }
    g.done(Phase::Scoring);
}
