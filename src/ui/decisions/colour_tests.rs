//! Issue 64: the meeple colour a ring click places where the colour does not matter now, and
//! the colour each player placed last.

use super::LastColour;
use super::board::{quick_colour, remember_colour};
use bevy::prelude::*;
use mists_rules::{Decision, Table};

/// Issue 64: a solo player's ring click places a meeple at once outside Level 6: in the
/// colour placed last while it has meeples, else the one with the most left; Level 6 (each
/// colour scores apart) and Shift ask.
#[test]
fn a_ring_click_places_in_the_colour_that_does_not_matter_and_asks_where_it_does() {
    use mists_rules::Colour::{Blue, Green, Red};
    let app = crate::testing::rules_app(1, 3);
    let mut table = app.world().resource::<Table>().clone();
    let area = mists_board::AreaIdx(0);
    let at = |colour| Decision::PlaceMeeple { area, colour };
    let spot = [at(Red), at(Green), at(Blue)];
    // Every colour full: the first; the last colour placed while it has meeples.
    assert_eq!(quick_colour(&spot, &table, None, false), Some(at(Red)));
    assert_eq!(
        quick_colour(&spot, &table, Some(Blue), false),
        Some(at(Blue))
    );
    // Red has fewer meeples left: green, the first of the fullest.
    let red = table.meeples.in_supply(Red).expect("a red meeple");
    let cell = mists_board::Cell::new(0, 0);
    table.meeples.0[red.0 as usize].loc = mists_rules::MeepleLoc::Buried { cell };
    assert!(table.meeples.supply_count(Red) < table.meeples.supply_count(Green));
    assert_eq!(quick_colour(&spot, &table, None, false), Some(at(Green)));
    // A colour placed last that cannot go here is not asked for.
    let yellow = Some(mists_rules::Colour::Yellow);
    assert_eq!(
        quick_colour(&spot[..2], &table, yellow, false),
        Some(at(Green))
    );
    assert_eq!(quick_colour(&spot, &table, None, true), None, "Shift asks");
    let level6 = crate::testing::rules_app(6, 3);
    let table6 = level6.world().resource::<Table>();
    assert_eq!(quick_colour(&spot, table6, Some(Red), false), None);
}

/// The colour remembered is the one the rules placed, for the player who holds it: each seat
/// its own (a two-player table, two colours each).
#[test]
fn each_player_is_remembered_their_own_last_colour() {
    let mut app = crate::testing::rules_app_with(1, 3, |app| {
        let mut setup = app.world_mut().resource_mut::<crate::setup::GameSetup>();
        setup.players = 2;
        setup.assign_default_colours();
    });
    app.init_resource::<LastColour>();
    app.add_systems(Update, remember_colour);
    let table = app.world().resource::<Table>().clone();
    let seats = &table.players.colours;
    assert_eq!(seats.len(), 2, "{seats:?}");
    let meeple = |colour| table.meeples.in_supply(colour).expect("a meeple");
    for (seat, colours) in seats.iter().enumerate() {
        let colour = *colours.last().expect("a colour");
        let cell = mists_board::Cell::new(0, 0);
        app.world_mut()
            .write_message(mists_rules::RuleEvent::MeeplePlaced {
                meeple: meeple(colour),
                cell,
            });
        app.update();
        assert_eq!(
            app.world().resource::<LastColour>().0.get(&seat),
            Some(&colour)
        );
    }
    // A request the rules did not carry out (held back, refused) is not remembered.
    let before = app.world().resource::<LastColour>().clone();
    let d = Decision::PlaceMeeple {
        area: mists_board::AreaIdx(0),
        colour: seats[0][0],
    };
    app.world_mut().write_message(mists_rules::Decide(d));
    app.update();
    assert_eq!(*app.world().resource::<LastColour>(), before);
}
