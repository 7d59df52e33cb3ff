//! What a play does, before the click (issue 62, the competitive game as the cooperative one):
//! a card by the cell where the drawn tile would go — the ghosts its mist brings, what it
//! completes — and each answer's scoring beside its button. The engine says it
//! (`Match::effect`, RULES §20.3–20.4); this file only puts it in words.

use super::cursor::{KeyCell, aim};
use super::places::play_at;
use super::table::{CompetitiveTable, at_table, seat_colour};
use crate::i18n::Tr;
use crate::input::Pointer;
use crate::shared::{Menu, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use mists_rules::competitive::{Effect, Match, Play};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        by_the_cell
            .in_set(UiPass::Over)
            .run_if(at_table().and_then(in_state(Menu::None))),
    );
}

/// Where the card stands: a little inside the cell's lower right (cell widths), as the
/// cooperative game's consequence card.
const CARD_AT: Vec2 = Vec2::new(0.2, -0.2);

/// While the person to act places the tile: the placement's consequence by the cell aimed at
/// (pointer or keys), turned as it would be laid there.
fn by_the_cell(
    mut card: crate::ui::cell_card::CellCard,
    v: Res<CompetitiveTable>,
    m: Res<Match>,
    pointer: Res<Pointer>,
    key: Res<KeyCell>,
    tr: Res<Tr>,
) -> Result {
    if !v.person_to_act(&m) {
        return Ok(());
    }
    let play = aim(&key, &pointer).and_then(|w| play_at(&v, &m, w, false));
    let Some(play @ Play::Place { cell, .. }) = play else {
        return Ok(());
    };
    let Some(effect) = m.effect(play) else {
        return Ok(());
    };
    let colour = egui::Color32::from_rgb(235, 228, 205);
    card.show(
        "effect",
        cell,
        CARD_AT,
        colour,
        &placement_words(&tr, &effect).join("\n"),
    )
}

/// A placement's consequence, a line each: the ghosts its mist brings, what it completes, the
/// cemeteries it closes.
pub fn placement_words(tr: &Tr, e: &Effect) -> Vec<String> {
    let mut out = Vec::new();
    match (e.expands, e.ghost_other) {
        (_, true) => out.push(tr!(tr, "competitive-effect-ghost-other")),
        (true, false) => out.push(tr!(tr, "competitive-effect-expands-free")),
        _ => {}
    }
    match (e.limits, e.ghost_own) {
        (_, true) => out.push(tr!(tr, "competitive-effect-ghost-own")),
        (true, false) => out.push(tr!(tr, "competitive-effect-limits-free")),
        _ => {}
    }
    if !e.completes.is_empty() {
        let what: Vec<String> = (e.completes.iter())
            .map(|&k| super::log::kind(tr, k))
            .collect();
        out.push(tr!(
            tr,
            "competitive-effect-completes",
            what = what.join(", ")
        ));
    }
    for &seat in &e.closes_for {
        let who = super::words::who(tr, seat);
        out.push(tr!(tr, "competitive-effect-closes", who = who));
    }
    if out.is_empty() {
        out.push(tr!(tr, "competitive-effect-nothing"));
    }
    out
}

/// An answer's consequence, short, for beside its button: the points each seat scores as the
/// turn ends ("red +4, green −2"), a keeper's guard meeple, or the meeple a third ghost sends
/// home. None when it does nothing more.
pub fn answer_words(tr: &Tr, e: &Effect) -> Option<String> {
    if e.sends_home {
        return Some(tr!(tr, "competitive-effect-home"));
    }
    let mut seats: Vec<(u8, i32)> = Vec::new();
    let points = (e.scored.iter()).flat_map(|(_, p)| p.iter().copied());
    let keepers = e.keepers.iter().map(|&(seat, _, penalty)| (seat, penalty));
    for (seat, n) in points.chain(keepers) {
        match seats.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, sum)) => *sum += n,
            None => seats.push((seat, n)),
        }
    }
    let mut parts: Vec<String> = (seats.iter())
        .map(|&(seat, n)| {
            let colour = crate::i18n::colour(tr, seat_colour(seat));
            format!("{colour} {n:+}").replace('-', "−")
        })
        .collect();
    if e.keepers.iter().any(|&(_, guard, _)| guard) {
        parts.push(tr!(tr, "competitive-effect-guard"));
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use mists_rules::competitive::Category;

    fn english() -> Tr {
        let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        Tr::load(&assets, Lang::En).unwrap()
    }

    /// An answer's words sum each seat's points over the turn's scorings and keepers, name the
    /// guard meeple that comes back, and say when a third ghost sends the meeple home.
    #[test]
    fn an_answers_words_sum_each_seats_points_as_the_turn_ends() {
        let tr = english();
        let e = Effect {
            scored: vec![
                (Category::Road, vec![(0, 4)]),
                (Category::City, vec![(0, 6), (1, -2)]),
            ],
            keepers: vec![(1, true, -2)],
            ..Effect::default()
        };
        assert_eq!(
            answer_words(&tr, &e).as_deref(),
            Some("red +10, green −4, a guard meeple comes back")
        );
        assert_eq!(answer_words(&tr, &Effect::default()), None);
        let home = Effect {
            sends_home: true,
            ..Effect::default()
        };
        assert_eq!(
            answer_words(&tr, &home).as_deref(),
            Some("its third ghost: the meeple goes home")
        );
    }

    /// A placement's words: a ghost when one will land, the mist's meeting when none can, what it
    /// completes, and "nothing" only when nothing happens.
    #[test]
    fn a_placements_words_say_its_ghosts_and_what_it_completes() {
        let tr = english();
        let lines = |e: Effect| placement_words(&tr, &e).join(" | ");
        assert_eq!(
            lines(Effect::default()),
            tr.get("competitive-effect-nothing", None)
        );
        let both = Effect {
            expands: true,
            ghost_other: true,
            limits: true,
            completes: vec![Category::Road, Category::Castle],
            closes_for: vec![1],
            ..Effect::default()
        };
        let said = lines(both);
        assert!(
            said.contains("another player's meeple, your choice"),
            "{said}"
        );
        assert!(
            said.contains("none of your meeples can take a ghost"),
            "{said}"
        );
        assert!(said.contains("completes the road, the castle"), "{said}");
        assert!(
            said.contains("closes the cemetery of Player 2 (green)'s keeper"),
            "{said}"
        );
        assert!(!said.contains("no ghost and completes nothing"), "{said}");
    }
}
