//! End of turn: the next player clockwise (RULES §7).

use crate::machine::{Cx, Step};

pub(crate) fn run(cx: &mut Cx) -> Step {
    let n = cx.t.players.colours.len().max(1);
    cx.t.players.current = (cx.t.players.current + 1) % n;
    cx.t.turn += 1;
    Step::Done
}
