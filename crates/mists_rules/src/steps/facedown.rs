//! Step 3c (Levels 5–6): while a cemetery is open, draw one tile unseen from the active pile and lay
//! it facedown next to an open cemetery; bury for each cemetery it closes
//! (RULES §13.3; ).

use crate::decision::{Decision, DecisionKind};
use crate::event::{LossReason, RuleEvent};
use crate::flow::{Cx, Outcome, Step};
use crate::turn::FacedownStep;

/// Enter 3c: None when no cell can take a facedown tile (the step does nothing) or the draw
/// failed (A-14, A-35: drawn from the active pile; an empty pile loses the game).
pub(crate) fn enter(cx: &mut Cx) -> Option<FacedownStep> {
    if cx.t.facedown_cells().is_empty() {
        return None;
    }
    match std::sync::Arc::make_mut(&mut cx.t.piles).draw() {
        Some(drawn) => {
            cx.f.drawn_at = cx.f.applied;
            Some(FacedownStep::Place { drawn })
        }
        None => {
            cx.finish(Outcome::Lost(LossReason::TilesExhausted));
            None
        }
    }
}

pub(crate) fn run(cx: &mut Cx, step: &mut FacedownStep) -> Step {
    if let FacedownStep::Place { drawn } = *step {
        let options: Vec<Decision> =
            cx.t.facedown_cells()
                .into_iter()
                .map(|cell| Decision::Facedown { cell })
                .collect();
        let Some(d) = cx.decide(DecisionKind::Facedown, options, |_, _| {
            "A-10: an empty cell among the 8 around an open cemetery".into()
        }) else {
            return Step::Wait;
        };
        let Decision::Facedown { cell } = d else {
            return Step::Wait; // only cells are offered
        };
        std::sync::Arc::make_mut(&mut cx.t.board).place_facedown(cell);
        std::sync::Arc::make_mut(&mut cx.t.piles)
            .facedown
            .push((cell, drawn));
        cx.emit(RuleEvent::FacedownPlaced { cell });
        *step = FacedownStep::Bury(cx.close_cemeteries());
    }
    match step {
        FacedownStep::Bury(queue) => cx.run_burials(queue).into(),
        FacedownStep::Place { .. } => Step::Wait,
    }
}
