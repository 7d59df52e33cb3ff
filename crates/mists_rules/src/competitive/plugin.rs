//! The competitive game in an App, like the cooperative engine (`crate::plugin`): [`Choose`]
//! Messages in, gathered into the [`Inbox`] (RulesSet::Intake, where a lesson may hold some back
//! before the step), one `step` system playing them on the [`Match`] resource (RulesSet::Step),
//! [`Happened`] Messages out (and [`Refused`] for a play the rules do not allow). The window and
//! the tests drive the match only through these messages.

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

/// Undo the last play of the turn in progress ([`Match::undone`]); nothing happens
/// when there is none. The window sends it for a person's own turn only.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo;

/// The match follows another's (an online host's): plays go there, and the [`Match`] resource
/// is replaced as the host applies them, so neither [`Choose`] nor [`Undo`] is played here.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Followed;

/// The plays that came in and wait for the step, in order: between RulesSet::Intake and
/// RulesSet::Step a lesson keeps only the one it expects.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Inbox(pub std::collections::VecDeque<Play>);

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
            .add_message::<Undo>()
            .init_resource::<Inbox>()
            .configure_sets(Update, (RulesSet::Intake, RulesSet::Step).chain())
            .add_systems(
                Update,
                intake
                    .in_set(RulesSet::Intake)
                    .run_if(resource_exists::<Match>.and_then(not(resource_exists::<Followed>))),
            )
            .add_systems(
                Update,
                (undo, step)
                    .chain()
                    .in_set(RulesSet::Step)
                    .run_if(resource_exists::<Match>.and_then(not(resource_exists::<Followed>))),
            );
    }
}

fn undo(mut m: ResMut<Match>, mut requests: MessageReader<Undo>) {
    for _ in requests.read() {
        if let Some(before) = m.undone() {
            *m = before;
        }
    }
}

fn intake(mut inbox: ResMut<Inbox>, mut chosen: MessageReader<Choose>) {
    inbox.0.extend(chosen.read().map(|c| c.0));
}

/// Play the plays that came in, in order; publish what they made happen.
fn step(
    mut m: ResMut<Match>,
    mut inbox: ResMut<Inbox>,
    mut happened: MessageWriter<Happened>,
    mut refused: MessageWriter<Refused>,
) {
    if inbox.0.is_empty() {
        return;
    }
    for play in std::mem::take(&mut inbox.0) {
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
    use crate::competitive::{CompetitiveSetup, Stage};
    use rand::{Rng, SeedableRng};

    fn tiles() -> std::sync::Arc<mists_board::TileSet> {
        let (_, tiles) = crate::competitive::file::load_preset(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../assets/levels/competitive.ron"
        )))
        .unwrap();
        tiles
    }

    /// What a player sees of a match, in a fixed order (pieces, scores, supplies, the waiting
    /// decision), with its stage and plays.
    fn seen(m: &Match) -> String {
        let snap = ron::ser::to_string(&m.snapshot()).unwrap();
        format!("{snap} {:?} {:?}", m.stage, m.plays)
    }

    #[test]
    fn an_undo_returns_to_the_table_before_the_play_and_never_crosses_a_draw() {
        for seed in 0..3 {
            let mut m = Match::new(tiles(), CompetitiveSetup::players(3), seed).unwrap();
            assert!(m.undone().is_none(), "nothing played yet");
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let (mut back, mut ended) = (0, 0);
            while !m.is_over() {
                let before = seen(&m);
                let legal = m.legal();
                let play = legal[(rng.next_u64() % legal.len() as u64) as usize];
                m.apply(play).unwrap();
                match m.undone() {
                    // The play belongs to the turn in progress: the same table as before it.
                    Some(prev) => {
                        assert!(!matches!(m.stage, Stage::Place(_)), "{play:?}");
                        assert_eq!(seen(&prev), before, "{play:?}");
                        back += 1;
                    }
                    // The turn ended and the next tile was drawn (or the match is over).
                    None => {
                        assert!(matches!(m.stage, Stage::Place(_) | Stage::Over));
                        assert_eq!(m.plays_this_turn(), 0);
                        ended += 1;
                    }
                }
            }
            assert!(
                back > 50 && ended > 50,
                "seed {seed}: {back} back, {ended} ended"
            );
        }
    }

    #[test]
    fn an_undo_on_a_bots_view_keeps_the_pile_order_hidden() {
        let mut m = Match::new(tiles(), CompetitiveSetup::players(2), 5).unwrap();
        m.apply(m.legal()[0]).unwrap();
        let mut view = m.clone();
        view.forget_order();
        assert_ne!(view.pile, m.pile, "the view's pile is in another order");
        let back = view.undone().unwrap();
        assert_eq!(back.pile, view.pile, "the real order must not come back");
        assert_eq!(back.plays.len(), 0);
    }

    #[test]
    fn an_undo_message_undoes_the_placement_and_is_ignored_after_the_turn() {
        let mut app = App::new();
        app.add_plugins(CompetitivePlugin);
        app.insert_resource(Match::new(tiles(), CompetitiveSetup::players(2), 3).unwrap());
        let start = seen(app.world().resource::<Match>());
        let first = app.world().resource::<Match>().legal()[0];
        app.world_mut().write_message(Choose(first));
        app.update();
        assert_eq!(app.world().resource::<Match>().plays_this_turn(), 1);
        app.world_mut().write_message(Undo);
        app.update();
        assert_eq!(seen(app.world().resource::<Match>()), start);
        // Placed again and the turn played to its end (the next tile drawn): an undo
        // changes nothing.
        let mut play = first;
        loop {
            app.world_mut().write_message(Choose(play));
            app.update();
            let m = app.world().resource::<Match>();
            if m.plays_this_turn() == 0 {
                break;
            }
            play = m.legal()[0];
        }
        let ended = seen(app.world().resource::<Match>());
        app.world_mut().write_message(Undo);
        app.update();
        assert_eq!(seen(app.world().resource::<Match>()), ended);
    }

    #[test]
    fn a_followed_match_plays_nothing_itself() {
        let mut app = App::new();
        app.add_plugins(CompetitivePlugin);
        app.insert_resource(Match::new(tiles(), CompetitiveSetup::players(2), 3).unwrap());
        app.insert_resource(Followed);
        let first = app.world().resource::<Match>().legal()[0];
        app.world_mut().write_message(Choose(first));
        app.update();
        assert!(app.world().resource::<Match>().plays.is_empty());
        app.world_mut().remove_resource::<Followed>();
        app.world_mut().write_message(Choose(first));
        app.update();
        assert_eq!(app.world().resource::<Match>().plays, vec![first]);
    }

    #[test]
    fn plays_go_in_as_messages_and_happenings_come_out() {
        let tiles = tiles();
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
