//! Help at the competitive table, as the cooperative table has it: a hint (H, or the button) that
//! asks the easy bot for the person's decision and shows it — the cell marked on the board for a
//! placement, the numbered choice otherwise — and "why not here": the rule a hovered cell breaks
//! for the drawn tile as it is turned. The reasons are the engine's (`Match::why_not`); this file
//! only says them.

use super::table::{CompetitiveTable, at_table};
use crate::board_view::Z_PREVIEW;
use crate::grid::{CELL_SIZE, cell_at, cell_centre};
use crate::i18n::Tr;
use crate::input::Pointer;
use crate::play::hint::AskHint;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::PlacementError;
use mists_rules::competitive::{Match, PieceKind, Play, Stage};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CompetitiveHint>();
    // The one request both tables' hints answer (`crate::play::hint` answers the cooperative one).
    app.add_message::<AskHint>();
    // Without a match too: the hint's mark leaves with it.
    let asking = in_state(Screen::Competitive)
        .and_then(in_state(crate::shared::Menu::None))
        .and_then(resource_exists::<CompetitiveTable>);
    app.add_systems(
        Update,
        (hint_key, take_ask.run_if(on_message::<AskHint>), mark_hint)
            .chain()
            .run_if(asking),
    );
    // Under the pause menu too (dimmed, its clicks held by the menu), as the other panels.
    app.add_systems(
        EguiPrimaryContextPass,
        (
            help_panel
                .in_set(crate::shared::UiPass::Docked)
                .run_if(at_table()),
            hint_card
                .in_set(crate::shared::UiPass::Over)
                .run_if(at_table().and_then(in_state(crate::shared::Menu::None))),
        ),
    );
}

/// A placement hint's words also stand beside its cell, in the cooperative hint's card.
fn hint_card(
    mut card: crate::ui::cell_card::CellCard,
    m: Res<Match>,
    hint: Res<CompetitiveHint>,
    tr: Res<Tr>,
) -> Result {
    let Some(play @ Play::Place { cell, .. }) = now(&hint, &m) else {
        return Ok(());
    };
    let words = hint_words(&tr, &m, play);
    // Beside the fewest tiles, as the cooperative hint's card.
    let corners = crate::ui::decisions::emptiest_corners(cell, |c| !m.board.is_empty(c));
    card.show_by(
        "match hint",
        cell,
        &corners,
        crate::ui::decisions::HINT_BLUE,
        &words,
    )
}

/// The competitive table's hint: the shared hint type (`crate::play::hint::Hint`) for the match
/// after this many plays (a stale one is not shown), answered with a `Play`; written here only,
/// asked for with the shared request ([`AskHint`]).
pub type CompetitiveHint = crate::play::hint::Hint<usize, Play>;

/// The cell a placement hint points at.
#[derive(Component)]
struct HintMark;

/// The hint while it answers the match as it stands.
fn now(hint: &CompetitiveHint, m: &Match) -> Option<Play> {
    hint.answer_to(&m.plays.len())
}

/// Ask the easy bot for the person's decision; a placement hint also turns the drawn tile.
fn ask(m: &Match, v: &mut CompetitiveTable, hint: &mut CompetitiveHint) {
    if !v.person_to_act(m) {
        return;
    }
    let Some(play) = mists_bot::competitive::choose(m) else {
        return;
    };
    if let Play::Place { rot, .. } = play {
        v.rot = rot;
    }
    hint.for_pending = Some(m.plays.len());
    hint.decision = Some(play);
}

/// `H` asks for a hint, as the panel's Hint button does.
fn hint_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    mut ask: MessageWriter<AskHint>,
) {
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Hint) {
        ask.write(AskHint);
    }
}

/// The hint asked for (by key or button), answered here only.
fn take_ask(
    mut asks: MessageReader<AskHint>,
    m: Option<Res<Match>>,
    mut v: ResMut<CompetitiveTable>,
    mut hint: ResMut<CompetitiveHint>,
) {
    asks.clear();
    if let Some(m) = m {
        ask(&m, &mut v, &mut hint);
    }
}

/// The cooperative hint's blue square on the cell a placement hint names, while that hint holds.
fn mark_hint(
    mut commands: Commands,
    m: Option<Res<Match>>,
    hint: Res<CompetitiveHint>,
    marks: Query<(Entity, &Transform), With<HintMark>>,
) {
    let want = m.and_then(|m| match now(&hint, &m) {
        Some(Play::Place { cell, .. }) => Some(cell_centre(cell)),
        _ => None,
    });
    let have = marks.iter().next().map(|(_, t)| t.translation.truncate());
    if have == want {
        return;
    }
    for (e, _) in &marks {
        commands.entity(e).despawn();
    }
    if let Some(at) = want {
        commands.spawn((
            Name::new("Hint mark"),
            HintMark,
            Sprite::from_color(crate::ui::decisions::HINT_CELL, Vec2::splat(CELL_SIZE)),
            Transform::from_translation(at.extend(Z_PREVIEW - 0.5)),
            DespawnOnExit(Screen::Competitive),
        ));
    }
}

/// The hint in words (placements are shown on the board).
fn hint_words(tr: &Tr, m: &Match, play: Play) -> String {
    let option = |n: usize| tr!(tr, "competitive-hint-option", n = n + 1);
    match play {
        Play::Place { .. } => tr!(tr, "competitive-hint-place"),
        Play::Ghost(_) => {
            let n = m.legal().iter().position(|&p| p == play).unwrap_or(0);
            option(n)
        }
        Play::Deploy { kind, spot } => {
            let n = m.free_spots().iter().position(|&s| s == spot).unwrap_or(0);
            let kind = match kind {
                PieceKind::Meeple => tr!(tr, "competitive-meeple"),
                PieceKind::Guard => tr!(tr, "competitive-guard"),
            };
            format!("{} ({kind})", option(n))
        }
        Play::Pass => tr!(tr, "competitive-hint-pass"),
    }
}

/// Why the hovered cell does not take the drawn tile (only where its sides clash every way it
/// turns: an empty cell away from the board or a taken one needs no words, and where another
/// turn fits the preview already shows it so and a click lays it so, `places::play_at`).
fn why_not_here(tr: &Tr, m: &Match, v: &CompetitiveTable, pointer: &Pointer) -> Option<String> {
    if !matches!(m.stage, Stage::Place(_)) || pointer.over_ui || !v.person_to_act(m) {
        return None;
    }
    let cell = cell_at(pointer.world?);
    let error = m.why_not(cell, v.rot)?;
    if !matches!(error, PlacementError::Mismatch { .. }) {
        return None;
    }
    if !m.rotations_at(cell).is_empty() {
        return None;
    }
    let why = crate::play::placement::Why::Board {
        error,
        turns: false,
    };
    Some(crate::ui::refusal::words(tr, &why))
}

fn help_panel(
    mut contexts: EguiContexts,
    m: Res<Match>,
    v: Res<CompetitiveTable>,
    hint: Res<CompetitiveHint>,
    mut asks: MessageWriter<AskHint>,
    pointer: Res<Pointer>,
    tr: Res<Tr>,
    mut dock: ResMut<crate::layout::dock::Dock>,
) -> Result {
    if !v.person_to_act(&m) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let why = why_not_here(&tr, &m, &v, &pointer);
    let shown = now(&hint, &m);
    let mut asked = false;
    dock.show(
        ctx,
        crate::layout::dock::Slot::RightTop,
        "match help",
        |ui| {
            asked = ui.button(tr!(tr, "panel-hint")).clicked();
            if let Some(play) = shown {
                ui.label(hint_words(&tr, &m, play));
            }
            if let Some(why) = &why {
                ui.colored_label(egui::Color32::from_rgb(230, 120, 90), why);
            }
        },
    );
    if asked {
        asks.write(AskHint);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;
    use mists_rules::competitive::CompetitiveSetup;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin, StatesPlugin));
        app.init_state::<Screen>();
        app.init_state::<crate::shared::Menu>();
        app.add_plugins(plugin);
        let (p, tiles) = mists_rules::competitive::file::load_preset(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/levels/competitive.ron"),
        )
        .unwrap();
        let m = Match::new(tiles, CompetitiveSetup::players(2), 5).unwrap();
        assert_eq!(p.players, 2);
        // Seat 1 is a person here; seat 2 is answered elsewhere.
        app.insert_resource(CompetitiveTable::online(&m, vec![false, true]));
        app.insert_resource(m);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Competitive);
        app.update();
        app
    }

    #[test]
    fn h_asks_for_a_legal_play_turns_the_tile_and_marks_its_cell() {
        let mut app = app();
        // H pressed as the keyboard sends it.
        crate::testing::key_event(&mut app, KeyCode::KeyH, true);
        app.update();
        let m = app.world().resource::<Match>().clone();
        let hint = app
            .world()
            .resource::<CompetitiveHint>()
            .answer_to(&m.plays.len())
            .expect("a hint");
        assert!(m.legal().contains(&hint));
        let Play::Place { cell, rot } = hint else {
            panic!("a tile waits: {hint:?}")
        };
        assert_eq!(app.world().resource::<CompetitiveTable>().rot, rot);
        app.update();
        let marks: Vec<Vec2> = app
            .world_mut()
            .query_filtered::<&Transform, With<HintMark>>()
            .iter(app.world())
            .map(|t| t.translation.truncate())
            .collect();
        assert_eq!(marks, vec![cell_centre(cell)]);
        // Once the play is made, the hint and its mark go.
        app.world_mut().resource_mut::<Match>().apply(hint).unwrap();
        app.update();
        let left = app
            .world_mut()
            .query_filtered::<(), With<HintMark>>()
            .iter(app.world())
            .count();
        assert_eq!(left, 0);
    }
}
