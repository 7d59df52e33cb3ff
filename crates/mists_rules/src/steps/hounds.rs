//! Step 3b: for every marker now reached, advance the pile and deploy its hound
//! (RULES §14.2, §14.4; ).

use crate::decision::{Decision, DecisionKind};
use crate::event::{GhostCause, RuleEvent};
use crate::game::Game;
use crate::model::{HoundState, MeepleId};
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;
use mists_board::{Cell, Neighbourhood};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        deploy
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::Hounds)),
    );
}

/// A hound being deployed this turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deploy {
    pub hound: u8,
    pub meeple: Option<MeepleId>,
    /// Tiles it already cleared (at most 2, all different: RULES §14.4, C-10).
    pub cleared: Vec<Cell>,
}

/// The hound's vicinity: its meeple's tile and N8, or N4 with the switch.
pub fn vicinity(cell: Cell, hood: Neighbourhood) -> Vec<Cell> {
    let mut v = vec![cell];
    v.extend(hood.cells(cell));
    v
}

fn deploy(mut g: Game) {
    if g.is_over() {
        return;
    }
    loop {
        let Some(mut d) = g.f.turn.hound.clone() else {
            // resolve reached markers in order; A-36: Level 6 compares the lowest total.
            let k = g.t.score.markers_resolved;
            let markers = g.cfg().thresholds.len() - 1;
            if k >= markers || g.t.score.measure() < g.cfg().thresholds[k] {
                break;
            }
            g.t.score.markers_resolved += 1;
            g.t.piles.advance();
            let active = g.t.piles.active;
            g.emit(RuleEvent::PileAdvanced { active });
            g.f.turn.hound = Some(Deploy {
                hound: k as u8,
                meeple: None,
                cleared: Vec::new(),
            });
            continue;
        };
        if d.meeple.is_none() {
            // any non-buried meeple now on the board.
            let options: Vec<Decision> =
                g.t.meeples
                    .on_board()
                    .map(|(m, _, _)| Decision::AttachHound { meeple: m })
                    .collect();
            if options.is_empty() {
                // no meeple: the hound is lost, the pile has advanced all the same.
                g.t.hounds.0[d.hound as usize] = HoundState::Lost;
                g.emit(RuleEvent::HoundLost { hound: d.hound });
                g.f.turn.hound = None;
                continue;
            }
            let Some(dec) = g.decide(
                DecisionKind::AttachHound { hound: d.hound },
                options,
                |_, _| "RULES §14.4: the hound joins a meeple that is on the board".into(),
            ) else {
                return;
            };
            let Decision::AttachHound { meeple } = dec else {
                unreachable!()
            };
            g.t.hounds.0[d.hound as usize] = HoundState::Attached(meeple);
            d.meeple = Some(meeple);
            g.emit(RuleEvent::HoundDeployed {
                hound: d.hound,
                meeple,
            });
            g.f.turn.hound = Some(d.clone());
        }
        let meeple = d.meeple.unwrap();
        let crate::model::MeepleLoc::Board { cell, .. } = g.t.meeples.get(meeple).loc else {
            unreachable!()
        };
        let mut options = vec![Decision::HoundDone];
        if d.cleared.len() < 2 {
            for c in vicinity(cell, g.cfg().settings.hound_vicinity) {
                if d.cleared.contains(&c) {
                    continue;
                }
                for count in 1..=g.t.ghosts.on_cell(c).min(3) {
                    options.push(Decision::HoundClear { cell: c, count });
                }
            }
        }
        let Some(dec) = g.decide(DecisionKind::HoundClear { hound: d.hound, meeple }, options, |_, _| {
            "RULES §14.4: up to 3 ghosts from each of up to 2 different tiles in the hound's vicinity".into()
        }) else {
            return;
        };
        match dec {
            Decision::HoundClear { cell: c, count } => {
                let n = g.t.ghosts.take_from_cell(c, count);
                g.emit(RuleEvent::GhostsRemoved {
                    cell: c,
                    count: n,
                    cause: GhostCause::Hound,
                });
                d.cleared.push(c);
                g.f.turn.hound = Some(d);
            }
            _ => g.f.turn.hound = None,
        }
    }
    g.done(Phase::Hounds);
}
