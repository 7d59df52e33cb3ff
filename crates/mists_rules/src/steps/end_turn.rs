//! End of turn: the next player clockwise (RULES §7).

use crate::flow::{Cx, Step};

pub(crate) fn run(cx: &mut Cx) -> Step {
    let players = std::sync::Arc::make_mut(&mut cx.t.players);
    players.current = (players.current + 1) % players.colours.len().max(1);
    cx.t.turn += 1;
    Step::Done
}
