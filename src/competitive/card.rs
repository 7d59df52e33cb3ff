//! Hover tells in the competitive game (issue 47: one shape for both games): while the pointer
//! rests on a laid tile, the cooperative table's card (`ui::cell_card`, the same wait and place)
//! says what is on it — its roads, cities, castles, monasteries and fields with their size, and
//! each piece standing there: whose, which kind, where, and the ghosts it carries. The words are
//! the ones the bar's questions use; nothing here judges a rule.

use super::words::{spot_words, who};
use crate::i18n::Tr;
use crate::input::Pointer;
use crate::shared::{Menu, Screen, UiPass};
use crate::ui::tile_card::{CARD_AT, Resting, capital};
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use mists_board::{AreaIdx, Cell};
use mists_rules::competitive::{Loc, Match, PieceKind, Spot};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resting>();
    app.add_systems(
        EguiPrimaryContextPass,
        (rest, show).chain().in_set(UiPass::Over).run_if(
            in_state(Screen::Competitive)
                .and_then(in_state(Menu::None))
                .and_then(resource_exists::<Match>),
        ),
    );
}

/// Follow the pointer over the match's laid tiles.
fn rest(
    pointer: Res<Pointer>,
    m: Res<Match>,
    time: Res<Time>,
    mut resting: ResMut<Resting>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let under = pointer
        .board_cell()
        .filter(|c| m.board.def_at(*c).is_some());
    resting.follow(under, time.elapsed_secs(), &mut redraw);
}

fn show(
    mut card: crate::ui::cell_card::CellCard,
    resting: Res<Resting>,
    m: Res<Match>,
    time: Res<Time>,
    tr: Res<Tr>,
) -> Result {
    let Some(cell) = resting.rested(time.elapsed_secs()) else {
        return Ok(());
    };
    let words = lines(&tr, &m, cell).join("\n");
    card.show("tile", cell, CARD_AT, egui::Color32::from_gray(235), &words)
}

/// What is on the tile at `cell`: its features, then its pieces, one line each.
pub fn lines(tr: &Tr, m: &Match, cell: Cell) -> Vec<String> {
    let Some(def) = m.board.def_at(cell) else {
        return Vec::new();
    };
    let mut features: Vec<String> = Vec::new();
    for a in 0..def.areas.len() {
        let words = spot_words(tr, m, cell, Spot::Area(AreaIdx(a as u8)));
        if !words.is_empty() && !features.contains(&words) {
            features.push(words);
        }
    }
    let mut out = vec![capital(&tr!(tr, "card-here", what = features.join(", ")))];
    for id in m.piece_ids() {
        let p = m.piece(id);
        let Loc::Board { cell: at, spot } = p.loc else {
            continue;
        };
        if at != cell {
            continue;
        }
        let kind = match p.kind {
            PieceKind::Meeple => tr!(tr, "competitive-meeple"),
            PieceKind::Guard => tr!(tr, "competitive-guard"),
        };
        out.push(tr!(
            tr,
            "card-piece",
            who = who(tr, p.owner),
            kind = kind,
            what = spot_words(tr, m, cell, spot),
            ghosts = p.ghosts as usize
        ));
    }
    out
}
