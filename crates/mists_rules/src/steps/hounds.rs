//! Step 3b: for every marker now reached, advance the pile and deploy its hound
//! (RULES §14.2, §14.4; ).

use crate::decision::{Decision, DecisionKind};
use crate::event::{GhostCause, RuleEvent};
use crate::flow::{Cx, Step};
use crate::model::{HoundState, MeepleLoc};
use crate::turn::HoundStep;

pub(crate) fn run(cx: &mut Cx, step: &mut HoundStep) -> Step {
    loop {
        match step {
            HoundStep::Check => {
                // resolve reached markers in order; A-36: Level 6 compares the lowest total.
                if !cx.t.marker_reached() {
                    return Step::Done;
                }
                let hound = cx.t.score.markers_resolved as u8;
                cx.t.score.markers_resolved += 1;
                std::sync::Arc::make_mut(&mut cx.t.piles).advance();
                let active = cx.t.piles.active;
                cx.emit(RuleEvent::PileAdvanced { active });
                *step = HoundStep::Attach { hound };
            }
            HoundStep::Attach { hound } => {
                let hound = *hound;
                // any non-buried meeple now on the board.
                let options: Vec<Decision> =
                    cx.t.meeples
                        .on_board()
                        .map(|(m, _, _)| Decision::AttachHound { meeple: m })
                        .collect();
                if options.is_empty() {
                    // no meeple: the hound is lost, the pile has advanced all the same.
                    cx.t.hounds.0[hound as usize] = HoundState::Lost;
                    cx.emit(RuleEvent::HoundLost { hound });
                    *step = HoundStep::Check;
                    continue;
                }
                let kind = DecisionKind::AttachHound { hound };
                let Some(d) = cx.decide(kind, options, |_, _| {
                    "RULES §14.4: the hound joins a meeple that is on the board".into()
                }) else {
                    return Step::Wait;
                };
                let Decision::AttachHound { meeple } = d else {
                    return Step::Wait; // only meeples are offered
                };
                cx.t.hounds.0[hound as usize] = HoundState::Attached(meeple);
                cx.emit(RuleEvent::HoundDeployed { hound, meeple });
                *step = HoundStep::Chase {
                    hound,
                    meeple,
                    cleared: Vec::new(),
                };
            }
            HoundStep::Chase {
                hound,
                meeple,
                cleared,
            } => {
                let MeepleLoc::Board { cell, .. } = cx.t.meeples.get(*meeple).loc else {
                    *step = HoundStep::Check; // its meeple left the board: nothing to chase from
                    continue;
                };
                let options = cx.t.hound_clear_options(cell, cleared);
                let kind = DecisionKind::HoundClear {
                    hound: *hound,
                    meeple: *meeple,
                };
                let Some(d) = cx.decide(kind, options, |_, _| {
                    "RULES §14.4: up to 3 ghosts from each of up to 2 different tiles in the hound's vicinity".into()
                }) else {
                    return Step::Wait;
                };
                match d {
                    Decision::HoundClear { cell: c, count } => {
                        let n = cx.t.ghosts.take_from_cell(c, count);
                        cx.emit(RuleEvent::GhostsRemoved {
                            cell: c,
                            count: n,
                            cause: GhostCause::Hound,
                        });
                        cleared.push(c);
                    }
                    _ => *step = HoundStep::Check,
                }
            }
        }
    }
}
