//! Every decision of the rules engine by mouse: the players' questions stand with their answers
//! in the right column (`answers.rs`; the bar under the board only names a placement or a
//! question others answer, `panel.rs`); the cells and meeple spots a question is about are
//! marked and lettered on the board (`board.rs`, `marks.rs`), and clicking one answers.
//! The answer is the same `Decide` Message the bot and record replays send. A "teammate decides"
//! switch hands these decisions to the greedy bot (autoplay turns it on).

mod answer_mark;
mod answers;
mod asked;
mod board;
mod choosers;
#[cfg(test)]
mod colour_tests;
mod hint_card;
pub mod marks;
mod panel;

#[cfg(test)]
pub use answers::by_tile;
pub(crate) mod words;

/// The hint's colours, one for both games: the hinted cell's blue on the board, and the blue of
/// its words in the card beside it.
pub const HINT_CELL: Color = Color::srgba(0.3, 0.6, 1.0, 0.45);
pub use hint_card::{HINT_BLUE, emptiest_corners};

use crate::play::answer::players_answer;
use crate::play::hint::AskHint;
use crate::shared::{AppSystems, Screen, UiPass};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use board::{click_cell, no_meeple_key, show_targets};
use mists_rules::Table;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChosenSpot>();
    app.init_resource::<ChosenTile>();
    app.init_resource::<LastColour>();
    // Each game starts with no colour placed (a lesson expects the rules' first colour).
    app.add_systems(OnEnter(Screen::Playing), |mut last: ResMut<LastColour>| {
        last.0.clear();
    });
    app.add_systems(
        Update,
        (
            hint_key.run_if(players_answer),
            (click_cell, no_meeple_key).run_if(resource_exists::<Table>.and_then(players_answer)),
            board::remember_colour,
        )
            .in_set(AppSystems::Update)
            .in_set(crate::shared::PausableSystems)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_plugins((marks::plugin, hint_card::plugin));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            panel::decision_panel.in_set(UiPass::Docked),
            // Undo and the hint under the game's heading, then the question and its answers.
            (panel::turn_panel, answers::answers_panel)
                .chain()
                .in_set(UiPass::DockedThen),
            (choosers::colour_chooser, choosers::tile_chooser).in_set(UiPass::Over),
        )
            // Shown under the pause menu too (disabled there): the board keeps its place.
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<Table>)
                    .and_then(not(resource_exists::<crate::play::answer::FromRecord>)),
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

/// The colour of the last meeple each player placed (by seat): a ring click places that player's
/// next in it where the colour does not matter ([`board::quick_colour`]).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct LastColour(pub std::collections::BTreeMap<usize, mists_rules::Colour>);

/// The lettered tile whose row was opened by its key: its options (ghost counts) are numbered
/// and the digits pick among them.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenTile(pub Option<mists_board::Cell>);

/// `H` asks for a hint, as the panel's Hint button does (`crate::play::hint` answers).
fn hint_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    setup: Res<crate::setup::GameSetup>,
    lesson: Option<Res<crate::tutorial::Tutorial>>,
    mut ask: MessageWriter<AskHint>,
) {
    // As the panel's Hint button: not while a lesson leads (its mark shows the move).
    let in_lesson = lesson.is_some_and(|t| !t.finished());
    if setup.aids
        && !in_lesson
        && crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Hint)
    {
        ask.write(AskHint);
    }
}

#[cfg(test)]
mod tests {
    use crate::play::answer::Teammate;
    use crate::testing::rules_app;
    use mists_rules::{Decide, DecisionKind, Pending};

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
