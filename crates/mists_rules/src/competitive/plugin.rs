//! The competitive game in an App, like the cooperative engine (`crate::plugin`): [`Choose`]
//! Messages in, one `step` system playing them on the [`Match`] resource, [`Happened`] Messages
//! out (and [`Refused`] for a play the rules do not allow). The window and the tests drive the
//! match only through these messages.

use super::{Happening, Match, Play, PlayError};
use crate::plugin::RulesSet;
use bevy_app::{App, Plugin, Update};
use bevy_ecs::prelude::*;

/// Adds the competitive engine; a match starts when a [`Match`] resource is inserted.
pub struct CompetitivePlugin;

/// A play of the seat to act (from a click, a key or a bot).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choose(pub Play);

/// Something that happened on the table, in order.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Happened(pub Happening);

/// A play the rules refused, and why (the match is unchanged).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub play: Play,
    pub error: PlayError,
}

impl Plugin for CompetitivePlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<Choose>()
            .add_message::<Happened>()
            .add_message::<Refused>()
            .configure_sets(Update, (RulesSet::Intake, RulesSet::Step).chain())
            .add_systems(
                Update,
                step.in_set(RulesSet::Step).run_if(resource_exists::<Match>),
            );
    }
}

/// Play the plays that came in, in order; publish what they made happen.
fn step(
    mut m: ResMut<Match>,
    mut inbox: MessageReader<Choose>,
    mut happened: MessageWriter<Happened>,
    mut refused: MessageWriter<Refused>,
) {
    for &Choose(play) in inbox.read() {
        let before = m.happenings.len();
        match m.apply(play) {
            Ok(()) => {
                for h in &m.happenings[before..] {
                    happened.write(Happened(h.clone()));
                }
            }
            Err(error) => {
                refused.write(Refused { play, error });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competitive::CompetitiveSetup;

    #[test]
    fn plays_go_in_as_messages_and_happenings_come_out() {
        let (_, tiles) = crate::competitive::file::load_preset(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../assets/levels/competitive.ron"
        )))
        .unwrap();
        let mut app = App::new();
        app.add_plugins(CompetitivePlugin);
        app.insert_resource(Match::new(tiles, CompetitiveSetup::players(2), 3).unwrap());
        // A refused play changes nothing and says why.
        let bad = Play::Place {
            cell: mists_board::Cell::new(40, 40),
            rot: mists_board::Rotation(0),
        };
        app.world_mut().write_message(Choose(bad));
        app.update();
        let refused: Vec<Refused> = app
            .world_mut()
            .resource_mut::<Messages<Refused>>()
            .drain()
            .collect();
        assert_eq!(refused.len(), 1);
        assert!(refused[0].error.to_string().contains("RULES §8.2"));
        // The first legal placement: a Placed happening comes out, and the match moved on.
        let first = app.world().resource::<Match>().legal()[0];
        app.world_mut().write_message(Choose(first));
        app.update();
        let out: Vec<Happened> = app
            .world_mut()
            .resource_mut::<Messages<Happened>>()
            .drain()
            .collect();
        assert!(matches!(
            out.first(),
            Some(Happened(Happening::Placed { seat: 0, .. }))
        ));
        assert_eq!(app.world().resource::<Match>().plays, vec![first]);
    }
}
