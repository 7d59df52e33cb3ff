//! Every decision of the rules engine by mouse: a panel names what is being decided and offers
//! each legal option as a button; options that concern a cell are also highlighted on the board,
//! and clicking such a cell picks its option (the largest ghost count where there are several).
//! The answer is the same `Decide` Message the bot and record replays send. A "teammate decides"
//! switch hands these decisions to the greedy bot (autoplay turns it on).

mod board;
pub(crate) mod words;

pub use words::label;

use crate::play::answer::{Answerer, answerer, players_answer};
use crate::play::rules::Teammate;
use crate::shared::AppSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use board::{click_cell, no_meeple_key, show_targets};
use mists_rules::{Decide, Decision, DecisionKind, Pending, Table};
use words::title;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChosenSpot>();
    app.add_systems(
        Update,
        (
            hint_key.run_if(players_answer),
            (click_cell, no_meeple_key).run_if(resource_exists::<Table>.and_then(players_answer)),
        )
            .in_set(AppSystems::Update)
            .in_set(crate::shared::PausableSystems)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        compute_hint
            .in_set(AppSystems::Publish)
            .run_if(in_state(Screen::Playing).and_then(|h: Res<Hint>| h.requested)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        decision_panel.run_if(
            in_state(Screen::Playing)
                .and_then(in_state(crate::shared::Menu::None))
                .and_then(resource_exists::<Table>)
                .and_then(not(resource_exists::<crate::replay::ReplayMode>)),
        ),
    );
    app.add_systems(
        Update,
        show_targets
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>)),
    );
}

/// The meeple spot clicked on the new tile while several colours could go there: the panel then
/// offers just those colours (the colour picker).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenSpot(pub Option<mists_board::AreaIdx>);

use crate::play::think::Hint;

fn hint_key(
    keys: Res<ButtonInput<KeyCode>>,
    setup: Res<crate::setup::GameSetup>,
    lesson: Option<Res<crate::tutorial::Tutorial>>,
    mut hint: ResMut<Hint>,
) {
    // As the panel's Hint button: not while a lesson leads (its mark shows the move).
    let in_lesson = lesson.is_some_and(|t| !t.finished());
    if setup.aids && !in_lesson && keys.just_pressed(KeyCode::KeyH) {
        hint.requested = true;
    }
}

pub(crate) fn compute_hint(world: &mut World) {
    world.resource_mut::<Hint>().requested = false;
    let Some(p) = world.resource::<Pending>().0.clone() else {
        return;
    };
    if crate::play::think::searched(world.resource::<crate::setup::GameSetup>(), &p) {
        // The answer comes from a background task (`play::think::finish`).
        let mut hint = world.resource_mut::<Hint>();
        hint.for_pending = None;
        hint.decision = None;
        hint.lines.clear();
        hint.meeple = None;
        // A new search replaces the last one's win chances (dropping them stops their task).
        world.remove_resource::<crate::play::think::PlayingOut>();
        crate::play::think::start(world, &p, crate::play::think::Purpose::Hint);
        return;
    }
    let d = crate::play::rules::suggest(world, &p);
    let mut hint = world.resource_mut::<Hint>();
    hint.for_pending = Some(p);
    hint.decision = Some(d);
    hint.lines.clear();
    hint.meeple = None;
}

fn decision_panel(
    mut contexts: EguiContexts,
    pending: Res<Pending>,
    table: Res<Table>,
    mut mate: ResMut<Teammate>,
    mut chosen: ResMut<ChosenSpot>,
    mut hint: ResMut<Hint>,
    setup: Res<crate::setup::GameSetup>,
    flow: Res<mists_rules::Flow>,
    replay: Option<Res<crate::replay::ReplayMode>>,
    mut undo: MessageWriter<crate::undo::UndoRequest>,
    mut decide: MessageWriter<Decide>,
    mut rules: ResMut<crate::ui::rules_ref::RulesRef>,
    tr: Res<crate::i18n::Tr>,
    lesson: Option<Res<crate::tutorial::Tutorial>>,
    elsewhere: Option<Res<crate::play::answer::Elsewhere>>,
    // The search's tasks: the hint's choice, then its win chances.
    (thinking, playing_out, turn): (
        Option<Res<crate::play::think::Thinking>>,
        Option<Res<crate::play::think::PlayingOut>>,
        Res<mists_rules::Turn>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A lesson marks the option it expects; the teammate and undo would step outside it.
    let expected = lesson.as_ref().and_then(|t| t.expected());
    let in_lesson = lesson.as_ref().is_some_and(|t| !t.finished());
    if pending.is_changed() && chosen.0.is_some() {
        chosen.0 = None;
    }
    egui::Window::new("Decision")
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -10.0])
        .resizable(false)
        .collapsible(false)
        .title_bar(false)
        .show(ctx, |ui| {
            if !in_lesson {
                ui.checkbox(&mut mate.auto, tr!(tr, "panel-teammate"))
                    .on_hover_text(tr!(tr, "panel-teammate-tip"));
            }
            let Some(p) = pending.0.as_ref() else {
                ui.small("…");
                return;
            };
            // Online, the host's table is the record: nothing is taken back.
            // Undo is off for the whole lesson, even after its last step (undo.rs).
            if crate::undo::can_undo(&flow, &setup, &table)
                && replay.is_none()
                && elsewhere.is_none()
                && lesson.is_none()
                && ui.button(tr!(tr, "panel-undo")).clicked()
            {
                undo.write(crate::undo::UndoRequest);
            }
            if setup.aids && !in_lesson {
                ui.horizontal(|ui| {
                    if ui.button(tr!(tr, "panel-hint")).clicked() {
                        hint.requested = true;
                    }
                    if thinking.as_ref().is_some_and(|t| &t.for_pending == p) {
                        ui.label(tr!(tr, "panel-thinking"));
                    } else if let (Some(for_p), Some(d)) = (&hint.for_pending, hint.decision)
                        && for_p == p
                    {
                        // A placement: the preview shows its turn on the marked cell.
                        let option = match d {
                            Decision::PlaceTile { .. } => tr!(tr, "hint-place"),
                            _ => label(&tr, &d, &table),
                        };
                        ui.label(if hint.lines.is_empty() {
                            tr!(tr, "panel-suggests", option = option)
                        } else {
                            tr!(tr, "panel-search-suggests", option = option)
                        });
                    }
                });
                // Why: what the suggested placement does, played on the engine.
                if hint.for_pending.as_ref() == Some(p)
                    && let Some((d, e)) = hint.effects
                    && Some(d) == hint.decision
                {
                    ui.label(words::hint_why(&tr, &e));
                }
                // Level 6: the meeple searched with the placement, on the drawn tile laid there.
                if hint.for_pending.as_ref() == Some(p)
                    && let (Some(d), Some(m)) = (hint.decision, hint.meeple)
                {
                    let m = words::meeple_after(&tr, &table, &d, &m, turn.drawn());
                    ui.label(tr!(tr, "panel-then", option = m));
                }
                // The search's alternatives with their ratings, then their win chances.
                if hint.for_pending.as_ref() == Some(p) {
                    for line in hint.lines.iter().take(crate::play::think::HINT_LINES) {
                        // Only the best is marked on the board: the others say where they are.
                        let d = &line.decision;
                        let mut option = match d {
                            Decision::PlaceTile { cell, rot } => tr!(
                                tr,
                                "panel-placement-at",
                                place = words::position(&tr, *cell),
                                degrees = 90 * rot.0 as u32
                            ),
                            _ => label(&tr, d, &table),
                        };
                        if let Some(m) = &line.meeple {
                            let meeple = words::meeple_after(&tr, &table, d, m, turn.drawn());
                            option = tr!(tr, "panel-with-meeple", option = option, meeple = meeple);
                        }
                        let Some(c) = line.rating else {
                            continue;
                        };
                        let rating = (100.0 * c).round() as u32;
                        let turns = mists_bot::mc::HORIZON;
                        // Level 6 playouts near a pile's end play on to it (mists_bot::mc).
                        let mut text = if mists_bot::mc::plays_on_to_pile_end(&table) {
                            tr!(
                                tr,
                                "panel-rating-pile",
                                option = option,
                                rating = rating,
                                turns = turns
                            )
                        } else {
                            tr!(
                                tr,
                                "panel-rating",
                                option = option,
                                rating = rating,
                                turns = turns
                            )
                        };
                        if let Some((won, games)) = line.chance.filter(|c| c.1 > 0) {
                            let percent = (100.0 * won as f64 / games as f64).round() as u32;
                            let chance = tr!(tr, "panel-chance", percent = percent, games = games);
                            text = format!("{text} · {chance}");
                        }
                        ui.small(text);
                    }
                    if playing_out.as_ref().is_some_and(|po| &po.for_pending == p) {
                        ui.small(tr!(tr, "panel-playing-out"));
                    }
                }
            }
            let seat_bot = crate::play::answer::bot_seat(&setup, &table);
            if elsewhere
                .as_ref()
                .is_some_and(|e| e.has(table.players.current))
            {
                return;
            }
            if matches!(p.kind, DecisionKind::PlaceTile { .. })
                || answerer(&p.kind, seat_bot, mate.auto) != Answerer::Players
            {
                return;
            }
            let (question, section) = title(&tr, &p.kind, &table);
            ui.horizontal(|ui| {
                ui.strong(question);
                if ui.small_button(tr!(tr, "panel-why")).clicked() {
                    rules.open_at(section);
                }
            });
            if p.options
                .iter()
                .any(|d| d.points_at(&table.meeples).is_some())
            {
                ui.small(tr!(tr, "panel-click-tiles"));
            }
            if matches!(p.kind, DecisionKind::PlaceMeeple { .. }) {
                ui.small(tr!(tr, "panel-click-spot"));
            }
            if let Some(area) = chosen.0 {
                let new_cell = table.board.placed().last().map(|t| t.cell);
                let what =
                    new_cell.map_or_else(String::new, |c| words::feature(&tr, &table, c, area));
                ui.label(tr!(tr, "panel-which-colour", feature = what));
                if ui.button(tr!(tr, "panel-back")).clicked() {
                    chosen.0 = None;
                }
            }
            let shown = p.options.iter().filter(|d| match (chosen.0, d) {
                (Some(a), Decision::PlaceMeeple { area, .. }) => *area == a,
                (Some(_), _) => false,
                _ => true,
            });
            egui::ScrollArea::vertical()
                .max_height(220.0)
                .show(ui, |ui| {
                    // Digits 1–9 answer with the options in the order shown (every action has a key).
                    const DIGITS: [egui::Key; 9] = [
                        egui::Key::Num1,
                        egui::Key::Num2,
                        egui::Key::Num3,
                        egui::Key::Num4,
                        egui::Key::Num5,
                        egui::Key::Num6,
                        egui::Key::Num7,
                        egui::Key::Num8,
                        egui::Key::Num9,
                    ];
                    let typing = ui.ctx().egui_wants_keyboard_input();
                    for (i, d) in shown.enumerate() {
                        let key = DIGITS.get(i).copied();
                        let text = match key {
                            Some(_) => format!("{}  {}", i + 1, label(&tr, d, &table)),
                            None => label(&tr, d, &table),
                        };
                        let pressed =
                            !typing && key.is_some_and(|k| ui.input(|inp| inp.key_pressed(k)));
                        let button = match d {
                            Decision::PlaceMeeple { colour, .. } => {
                                egui::Button::new(crate::ui::coloured(*colour, text))
                            }
                            _ => egui::Button::new(text),
                        };
                        let button = if expected == Some(*d) {
                            button.stroke(egui::Stroke::new(
                                2.5,
                                egui::Color32::from_rgb(255, 200, 50),
                            ))
                        } else {
                            button
                        };
                        if ui.add(button).clicked() || pressed {
                            decide.write(Decide(*d));
                        }
                    }
                });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::tests::rules_app;

    #[test]
    fn with_the_teammate_off_the_engine_waits_for_the_players_answer() {
        let mut app = rules_app(1, 3);
        app.world_mut().resource_mut::<Teammate>().auto = false;
        // Place tiles until a decision other than a placement is asked (a meeple, usually).
        let mut asked = None;
        for _ in 0..30 {
            let mut d = app
                .world_mut()
                .resource_mut::<crate::play::driver::Driver>();
            let (cell, rot) = crate::play::autoplay::first_legal(&d).unwrap();
            d.submit(cell, rot).unwrap();
            for _ in 0..20 {
                app.update();
            }
            let p = app
                .world()
                .resource::<Pending>()
                .0
                .clone()
                .expect("a decision is awaited");
            if !matches!(p.kind, DecisionKind::PlaceTile { .. }) {
                asked = Some(p);
                break;
            }
        }
        let p = asked.expect("some turn asks the players");
        // Nothing answers for the players: many frames later the same decision still waits.
        for _ in 0..20 {
            app.update();
        }
        assert_eq!(app.world().resource::<Pending>().0.as_ref(), Some(&p));
        // The panel's answer (its last button) is applied by the engine.
        let before = app.world().resource::<mists_rules::Flow>().applied;
        app.world_mut()
            .write_message(Decide(*p.options.last().unwrap()));
        for _ in 0..5 {
            app.update();
        }
        assert_ne!(app.world().resource::<Pending>().0.as_ref(), Some(&p));
        assert_eq!(
            app.world().resource::<mists_rules::Flow>().applied,
            before + 1
        );
    }
}
