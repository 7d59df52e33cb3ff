//! Every decision of the rules engine by mouse: a panel names what is being decided and offers
//! each legal option as a button; options that concern a cell are also highlighted on the board,
//! and clicking such a cell picks its option (the largest ghost count where there are several).
//! The answer is the same `Decide` Message the bot and record replays send. A "teammate decides"
//! switch hands these decisions to the greedy bot (autoplay turns it on).

use crate::AppSystems;
use crate::grid::{CELL_SIZE, cell_at, cell_centre};
use crate::input::BoardClick;
use crate::play::answer::{Answerer, WhoAnswers, answerer, players_answer};
use crate::play::rules::Teammate;
use crate::screens::Screen;
use crate::setup::colour_rgb;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::{Cell, FeatureKind};
use mists_rules::{Decide, Decision, DecisionKind, MeepleLoc, Meeples, Pending, Table};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChosenSpot>();
    app.init_resource::<Hint>();
    app.add_systems(
        Update,
        (
            hint_key.run_if(players_answer),
            (click_cell, no_meeple_key).run_if(resource_exists::<Table>.and_then(players_answer)),
        )
            .in_set(AppSystems::Update)
            .in_set(crate::PausableSystems)
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
                .and_then(in_state(crate::menus::Menu::None))
                .and_then(resource_exists::<Table>),
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

/// The meeple options whose spot is nearest to `world` on the new tile `cell` (within a fifth of
/// a cell), all colours of that spot.
pub fn meeple_options_at(
    options: &[Decision],
    board: &mists_board::Board,
    cell: Cell,
    world: Vec2,
) -> Vec<Decision> {
    let spot = options
        .iter()
        .filter_map(|d| match d {
            Decision::PlaceMeeple { area, .. } => Some(*area),
            _ => None,
        })
        .map(|a| {
            (
                a,
                (cell_centre(cell) + crate::board_view::pieces::area_anchor(board, cell, a))
                    .distance(world),
            )
        })
        .filter(|(_, dist)| *dist < 0.2 * CELL_SIZE)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(a, _)| a);
    options
        .iter()
        .filter(|d| matches!(d, Decision::PlaceMeeple { area, .. } if Some(*area) == spot))
        .copied()
        .collect()
}

/// The planner's suggestion for the pending decision (player aid; `H` or the Hint button).
#[derive(Resource, Default, Debug, Clone)]
pub struct Hint {
    pub requested: bool,
    pub for_pending: Option<mists_rules::PendingDecision>,
    pub decision: Option<Decision>,
}

fn hint_key(
    keys: Res<ButtonInput<KeyCode>>,
    setup: Res<crate::setup::GameSetup>,
    mut hint: ResMut<Hint>,
) {
    if setup.aids && keys.just_pressed(KeyCode::KeyH) {
        hint.requested = true;
    }
}

fn compute_hint(world: &mut World) {
    world.resource_mut::<Hint>().requested = false;
    let Some(p) = world.resource::<Pending>().0.clone() else {
        return;
    };
    let d = crate::play::rules::suggest(world, &p);
    let mut hint = world.resource_mut::<Hint>();
    hint.for_pending = Some(p);
    hint.decision = Some(d);
}

/// The board cell a decision is about, if any.
pub fn option_cell(d: &Decision, meeples: &Meeples) -> Option<Cell> {
    match *d {
        Decision::CemeteryGhost { cell }
        | Decision::HauntArea { cell, .. }
        | Decision::ScoreNext { cell, .. }
        | Decision::HoundClear { cell, .. }
        | Decision::Facedown { cell } => Some(cell),
        Decision::Pacify { cell, .. } => cell,
        Decision::Bury { meeple } | Decision::AttachHound { meeple } => {
            match meeples.get(meeple).loc {
                MeepleLoc::Board { cell, .. } => Some(cell),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The option a click on `cell` picks: the one about that cell, with the most ghosts if several.
pub fn option_for_click(options: &[Decision], cell: Cell, meeples: &Meeples) -> Option<Decision> {
    options
        .iter()
        .filter(|d| option_cell(d, meeples) == Some(cell))
        .max_by_key(|d| match d {
            Decision::Pacify { count, .. } | Decision::HoundClear { count, .. } => *count,
            _ => 0,
        })
        .copied()
}

fn kind_name(k: FeatureKind) -> &'static str {
    match k {
        FeatureKind::Road => "road",
        FeatureKind::City => "city",
        FeatureKind::Castle => "castle",
        FeatureKind::MistBank => "mist",
    }
}

/// An option in the players' words.
pub fn label(d: &Decision, table: &Table) -> String {
    let (board, meeples, score) = (&table.board, &table.meeples, &table.score);
    let at = |c: Cell| format!("({}, {})", c.x, c.y);
    match *d {
        Decision::PlaceTile { cell, rot } => {
            format!("place at {} turned {}°", at(cell), rot.degrees())
        }
        Decision::LeaveEmpty { area } => format!("leave a symbol empty in mist area {}", area.0),
        Decision::CemeteryGhost { cell } => format!("extra ghost on the cemetery at {}", at(cell)),
        Decision::HauntArea { cell, area } => {
            format!("ghost into mist area {} at {}", area.0, at(cell))
        }
        Decision::PlaceMeeple { area, colour } => {
            let cell = board.placed().last().map(|p| p.cell);
            let what = cell
                .and_then(|c| board.feature_of(c, area))
                .map(|f| kind_name(board.feature(f).kind))
                .unwrap_or("area");
            format!("{} meeple on the {what} (area {})", colour.name(), area.0)
        }
        Decision::SkipMeeple => "no meeple (N)".into(),
        Decision::ScoreNext { cell, area } => {
            let what = board
                .feature_of(cell, area)
                .map(|f| kind_name(board.feature(f).kind))
                .unwrap_or("feature");
            format!("resolve the {what} at {} first", at(cell))
        }
        Decision::Score => "take the points".into(),
        Decision::Pacify { cell: None, .. } => "pacify, removing no ghost".into(),
        Decision::Pacify {
            cell: Some(c),
            count,
        } => format!("pacify: remove {count} ghost(s) from {}", at(c)),
        Decision::AssignPoints { index } => {
            let i = index as usize;
            format!(
                "to the {} scoring meeple (total {})",
                score.holders[i].name(),
                score.totals[i]
            )
        }
        Decision::Bury { meeple } => {
            let m = meeples.get(meeple);
            match m.loc {
                MeepleLoc::Board { cell, .. } => {
                    format!("bury the {} meeple at {}", m.colour.name(), at(cell))
                }
                _ => format!("bury a {} meeple from the supply", m.colour.name()),
            }
        }
        Decision::AttachHound { meeple } => {
            let m = meeples.get(meeple);
            match m.loc {
                MeepleLoc::Board { cell, .. } => format!(
                    "the hound joins the {} meeple at {}",
                    m.colour.name(),
                    at(cell)
                ),
                _ => "the hound joins a meeple".into(),
            }
        }
        Decision::HoundClear { cell, count } => {
            format!("the hound chases {count} ghost(s) from {}", at(cell))
        }
        Decision::HoundDone => "the hound chases no more ghosts".into(),
        Decision::Facedown { cell } => format!("facedown tile at {}", at(cell)),
    }
}

fn title(kind: &DecisionKind) -> String {
    match kind {
        DecisionKind::PlaceTile { tile } => format!("Place tile {tile}"),
        DecisionKind::LeaveEmpty { .. } => {
            "One ghost less: which symbol stays empty? (A-21)".into()
        }
        DecisionKind::CemeteryGhost => {
            "Which open cemetery takes the extra ghost? (RULES §13.2)".into()
        }
        DecisionKind::HauntArea { .. } => "Which mist area takes the ghost? (RULES §13.3)".into(),
        DecisionKind::PlaceMeeple { .. } => "Place a meeple on the new tile? (RULES §11.1)".into(),
        DecisionKind::ScoringOrder => "Several features are complete: which first? (A-29)".into(),
        DecisionKind::ScoreOrPacify { value, colours, .. } => {
            let names: Vec<&str> = colours.iter().map(|c| c.name()).collect();
            format!(
                "Complete! {value} points for each of: {} — or pacify up to 3 ghosts of one tile instead (RULES §12.4)",
                if names.is_empty() {
                    "nobody".to_string()
                } else {
                    names.join(", ")
                }
            )
        }
        DecisionKind::AssignPoints { colour, points } => {
            format!(
                "{points} points for {}: which scoring meeple takes them? (A-25)",
                colour.name()
            )
        }
        DecisionKind::Bury { cemetery } => {
            format!("The cemetery at {cemetery} is closed: bury a meeple (RULES §13.1)")
        }
        DecisionKind::AttachHound { hound } => {
            format!(
                "{} is deployed: which meeple does it join? (RULES §14.4)",
                mists_rules::HOUND_NAMES[*hound as usize % 2]
            )
        }
        DecisionKind::HoundClear { .. } => {
            "The hound may chase up to 3 ghosts from each of 2 tiles nearby".into()
        }
        DecisionKind::Facedown => {
            "Lay the facedown tile next to an open cemetery (RULES §13.3)".into()
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn decision_panel(
    mut contexts: EguiContexts,
    pending: Res<Pending>,
    table: Res<Table>,
    mut mate: ResMut<Teammate>,
    mut chosen: ResMut<ChosenSpot>,
    mut hint: ResMut<Hint>,
    setup: Res<crate::setup::GameSetup>,
    mut decide: MessageWriter<Decide>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if pending.is_changed() && chosen.0.is_some() {
        chosen.0 = None;
    }
    egui::Window::new("Decision")
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -10.0])
        .resizable(false)
        .collapsible(false)
        .title_bar(false)
        .show(ctx, |ui| {
            ui.checkbox(
                &mut mate.auto,
                "Teammate decides everything but the tile placement",
            );
            let Some(p) = pending.0.as_ref() else {
                ui.small("…");
                return;
            };
            if setup.aids {
                ui.horizontal(|ui| {
                    if ui.button("Hint (H)").clicked() {
                        hint.requested = true;
                    }
                    if let (Some(for_p), Some(d)) = (&hint.for_pending, hint.decision)
                        && for_p == p
                    {
                        ui.label(format!("The planner suggests: {}", label(&d, &table)));
                    }
                });
            }
            let seat_bot = crate::play::answer::bot_seat(&setup, &table);
            if matches!(p.kind, DecisionKind::PlaceTile { .. })
                || answerer(&p.kind, seat_bot, mate.auto) != Answerer::Players
            {
                return;
            }
            ui.strong(title(&p.kind));
            if p.options
                .iter()
                .any(|d| option_cell(d, &table.meeples).is_some())
            {
                ui.small("Highlighted tiles can be clicked on the board.");
            }
            if matches!(p.kind, DecisionKind::PlaceMeeple { .. }) {
                ui.small("Click a marked spot on the new tile, or a button; N: no meeple.");
            }
            if let Some(area) = chosen.0 {
                ui.label(format!("Which colour goes on area {}?", area.0));
                if ui.button("back").clicked() {
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
                    for d in shown {
                        let text = label(d, &table);
                        let button = match d {
                            Decision::PlaceMeeple { colour, .. } => {
                                let [r, g, b] = colour_rgb(*colour);
                                egui::Button::new(
                                    egui::RichText::new(text)
                                        .color(egui::Color32::from_rgb(r, g, b)),
                                )
                            }
                            _ => egui::Button::new(text),
                        };
                        if ui.add(button).clicked() {
                            decide.write(Decide(*d));
                        }
                    }
                });
        });
    Ok(())
}

/// Clicking a highlighted cell answers with that cell's option.
fn click_cell(
    mut clicks: MessageReader<BoardClick>,
    pending: Res<Pending>,
    table: Res<Table>,
    mut chosen: ResMut<ChosenSpot>,
    mut decide: MessageWriter<Decide>,
) {
    let (board, meeples) = (&table.board, &table.meeples);
    for click in clicks.read() {
        let Some(p) = pending.0.as_ref() else {
            continue;
        };
        if click.button != MouseButton::Left || matches!(p.kind, DecisionKind::PlaceTile { .. }) {
            continue;
        }
        // A meeple: the ring clicked on the new tile; one colour places it, several open the picker.
        if let DecisionKind::PlaceMeeple { cell } = p.kind {
            match meeple_options_at(&p.options, board, cell, click.world).as_slice() {
                [] => {}
                [one] => {
                    decide.write(Decide(*one));
                }
                [Decision::PlaceMeeple { area, .. }, ..] => chosen.0 = Some(*area),
                _ => {}
            }
            continue;
        }
        if let Some(d) = option_for_click(&p.options, cell_at(click.world), meeples) {
            decide.write(Decide(d));
        }
    }
}

/// `N`: no meeple this turn (when that is an option).
fn no_meeple_key(
    keys: Res<ButtonInput<KeyCode>>,
    pending: Res<Pending>,
    mut decide: MessageWriter<Decide>,
) {
    if keys.just_pressed(KeyCode::KeyN)
        && pending
            .0
            .as_ref()
            .is_some_and(|p| p.options.contains(&Decision::SkipMeeple))
    {
        decide.write(Decide(Decision::SkipMeeple));
    }
}

/// Marks on the cells the pending decision is about.
#[derive(Component)]
struct Target;

fn show_targets(
    mut commands: Commands,
    pending: Res<Pending>,
    table: Res<Table>,
    who: WhoAnswers,
    mate: Res<Teammate>,
    hint: Res<Hint>,
    shown: Query<Entity, With<Target>>,
) {
    if !pending.is_changed() && !mate.is_changed() && !hint.is_changed() {
        return;
    }
    let (board, meeples) = (&table.board, &table.meeples);
    for e in &shown {
        commands.entity(e).despawn();
    }
    let Some(p) = pending.0.as_ref() else { return };
    // The hint's cell, in blue.
    if let (Some(for_p), Some(d)) = (&hint.for_pending, hint.decision)
        && for_p == p
    {
        let cell = match d {
            Decision::PlaceTile { cell, .. } => Some(cell),
            Decision::PlaceMeeple { .. } | Decision::SkipMeeple => {
                board.placed().last().map(|t| t.cell)
            }
            other => option_cell(&other, meeples),
        };
        if let Some(c) = cell {
            commands.spawn((
                Name::new("hint"),
                Target,
                Sprite {
                    color: Color::srgba(0.3, 0.6, 1.0, 0.45),
                    custom_size: Some(Vec2::splat(CELL_SIZE)),
                    ..default()
                },
                Transform::from_translation(
                    cell_centre(c).extend(crate::board_view::Z_HIGHLIGHT + 0.1),
                ),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    if who.get() != Some(Answerer::Players) {
        return;
    }
    // Rings on the new tile's free meeple spots.
    if let DecisionKind::PlaceMeeple { cell } = p.kind {
        let mut areas: Vec<mists_board::AreaIdx> = p
            .options
            .iter()
            .filter_map(|d| match d {
                Decision::PlaceMeeple { area, .. } => Some(*area),
                _ => None,
            })
            .collect();
        areas.dedup();
        for a in areas {
            let at = cell_centre(cell) + crate::board_view::pieces::area_anchor(board, cell, a);
            commands.spawn((
                Name::new(format!("meeple spot {}", a.0)),
                Target,
                Sprite {
                    color: Color::srgba(1.0, 0.9, 0.3, 0.75),
                    custom_size: Some(Vec2::splat(0.2 * CELL_SIZE)),
                    ..default()
                },
                Transform::from_translation(at.extend(crate::board_view::Z_PREVIEW + 0.5)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    let mut cells: Vec<Cell> = p
        .options
        .iter()
        .filter_map(|d| option_cell(d, meeples))
        .collect();
    cells.sort();
    cells.dedup();
    for c in cells {
        commands.spawn((
            Name::new(format!("decision target {c}")),
            Target,
            Sprite {
                color: Color::srgba(1.0, 0.85, 0.2, 0.35),
                custom_size: Some(Vec2::splat(CELL_SIZE * 0.92)),
                ..default()
            },
            Transform::from_translation(cell_centre(c).extend(crate::board_view::Z_HIGHLIGHT)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::tests::rules_app;

    #[test]
    fn a_click_on_a_meeple_ring_offers_that_spots_colours_only() {
        let tiles = crate::play::tests::tiles();
        let mut b = mists_board::Board::with_start(tiles.clone());
        // A tile with two meeple spots (a road and a city, or two roads).
        let ty = (0..tiles.types.len() as u16)
            .map(mists_board::TypeIdx)
            .find(|t| {
                tiles
                    .def(*t)
                    .areas
                    .iter()
                    .filter(|a| a.kind.is_meeple_spot())
                    .count()
                    >= 2
            })
            .unwrap();
        let cell = Cell::new(10, 10);
        b.place_unchecked(cell, ty, None, mists_board::Rotation(0));
        let spots: Vec<_> = b.meeple_spots(cell).into_iter().map(|(a, _)| a).collect();
        let mut options = vec![Decision::SkipMeeple];
        for &a in &spots {
            for colour in [mists_rules::Colour::Red, mists_rules::Colour::Blue] {
                options.push(Decision::PlaceMeeple { area: a, colour });
            }
        }
        let at = cell_centre(cell) + crate::board_view::pieces::area_anchor(&b, cell, spots[1]);
        let got = meeple_options_at(&options, &b, cell, at + Vec2::new(3.0, -2.0));
        assert_eq!(got.len(), 2);
        assert!(
            got.iter()
                .all(|d| matches!(d, Decision::PlaceMeeple { area, .. } if *area == spots[1]))
        );
        assert!(meeple_options_at(&options, &b, cell, cell_centre(Cell::new(0, 0))).is_empty());
    }

    #[test]
    fn clicking_a_highlighted_cell_picks_its_option_with_the_most_ghosts() {
        let meeples = Meeples::default();
        let c = Cell::new(2, 3);
        let options = [
            Decision::Score,
            Decision::Pacify {
                cell: Some(c),
                count: 1,
            },
            Decision::Pacify {
                cell: Some(c),
                count: 2,
            },
            Decision::Pacify {
                cell: Some(Cell::new(0, 0)),
                count: 3,
            },
        ];
        assert_eq!(
            option_for_click(&options, c, &meeples),
            Some(Decision::Pacify {
                cell: Some(c),
                count: 2
            })
        );
        assert_eq!(option_for_click(&options, Cell::new(9, 9), &meeples), None);
    }

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
