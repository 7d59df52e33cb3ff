//! What a player of an online match sees: the setup, each tile as it is drawn and every play,
//! never the seed or the pile order (issue 34: hidden stays hidden). A peer rebuilds the match
//! from it with [`Match::for_peer`] and follows it with [`Match::apply_seen`]; its own face-down
//! pile holds the tiles not yet drawn in a sorted order, so nothing on the peer can depend on the
//! real order. The host keeps the whole match (and its seed) and is the only one that can save
//! the match to go on with later.

use super::{CompetitiveSetup, Match, Play, SetupError};
use mists_board::{CopyIdx, TileSet};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// An online match as its players see it: enough to rebuild the table, nothing hidden.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seen {
    /// The preset's name, for the window's title.
    pub name: String,
    pub setup: Option<CompetitiveSetup>,
    /// Tiles drawn when the match began (set-aside ones, then the first player's).
    pub first: Vec<u16>,
    /// Every play, and the tiles it drew (when it ended a turn).
    pub plays: Vec<SeenPlay>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenPlay {
    pub play: Play,
    #[serde(default)]
    pub drawn: Vec<u16>,
}

/// Why a peer could not follow what the host sent (it then asks for the match again).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeenError {
    #[error("no setup was sent")]
    NoSetup,
    #[error("a match from a scenario is not played online (its peers would need the scenario)")]
    Scenario,
    #[error("cannot start: {0}")]
    Setup(#[from] SetupError),
    #[error("tile {0} was drawn twice, or is not in the pile")]
    NotInPile(u16),
    #[error("play #{index}: {source}")]
    Illegal {
        index: usize,
        #[source]
        source: super::PlayError,
    },
    #[error("the host said {said} tiles were drawn, the rules drew {drew}")]
    Drawn { said: usize, drew: usize },
}

impl Seen {
    /// What the players of `m` have seen so far (`name` for the title).
    pub fn of(m: &Match, name: &str) -> Result<Seen, SeenError> {
        let seed = m.seed.ok_or(SeenError::NoSetup)?;
        if m.from_scenario() {
            return Err(SeenError::Scenario);
        }
        let mut replay = Match::new(m.tiles().clone(), m.setup.clone(), seed)?;
        let mut seen = Seen {
            name: name.to_string(),
            setup: Some(m.setup.clone()),
            first: ids(replay.drawn()),
            plays: Vec::with_capacity(m.plays.len()),
        };
        for (index, &play) in m.plays.iter().enumerate() {
            let before = replay.drawn.len();
            replay
                .apply(play)
                .map_err(|source| SeenError::Illegal { index, source })?;
            seen.plays.push(SeenPlay {
                play,
                drawn: ids(&replay.drawn[before..]),
            });
        }
        Ok(seen)
    }

    /// The match these plays lead to, on `tiles` (the peer's copy: no seed, pile sorted).
    pub fn rebuild(&self, tiles: Arc<TileSet>) -> Result<Match, SeenError> {
        let setup = self.setup.clone().ok_or(SeenError::NoSetup)?;
        let mut m = Match::for_peer(tiles, setup, &self.first)?;
        for (index, p) in self.plays.iter().enumerate() {
            m.apply_seen(p.play, &p.drawn).map_err(|e| match e {
                SeenError::Illegal { source, .. } => SeenError::Illegal { index, source },
                other => other,
            })?;
        }
        Ok(m)
    }
}

fn ids(copies: &[CopyIdx]) -> Vec<u16> {
    copies.iter().map(|c| c.0).collect()
}

impl Match {
    /// A peer's copy of a match whose first draws were `first`: the pile is every other tile in a
    /// sorted order (which tiles are left is public; their order is not).
    pub fn for_peer(
        tiles: Arc<TileSet>,
        setup: CompetitiveSetup,
        first: &[u16],
    ) -> Result<Match, SeenError> {
        let mut pile: Vec<CopyIdx> = tiles.copy_indices().collect();
        stack(&mut pile, first)?;
        let m = Match::with_pile(tiles, setup, pile, None)?;
        check_drawn(first.len(), m.drawn.len())?;
        Ok(m)
    }

    /// Apply a play the host announced, with the tiles it drew: they go on top of this copy's
    /// pile first, so the rules draw exactly them (and say so, or the copy is out of step).
    /// Refused changes nothing.
    pub fn apply_seen(&mut self, play: Play, drawn: &[u16]) -> Result<(), SeenError> {
        let mut next = self.clone();
        stack(&mut next.pile, drawn)?;
        let before = next.drawn.len();
        next.apply(play)
            .map_err(|source| SeenError::Illegal { index: 0, source })?;
        check_drawn(drawn.len(), next.drawn.len() - before)?;
        *self = next;
        Ok(())
    }
}

/// Move `drawn` to the top of `pile` so they are popped in the order given.
fn stack(pile: &mut Vec<CopyIdx>, drawn: &[u16]) -> Result<(), SeenError> {
    for &d in drawn {
        let at = pile
            .iter()
            .position(|c| c.0 == d)
            .ok_or(SeenError::NotInPile(d))?;
        pile.remove(at);
    }
    pile.sort();
    pile.extend(drawn.iter().rev().map(|&d| CopyIdx(d)));
    Ok(())
}

fn check_drawn(said: usize, drew: usize) -> Result<(), SeenError> {
    if said == drew {
        Ok(())
    } else {
        Err(SeenError::Drawn { said, drew })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competitive::file::load_preset;
    use std::path::Path;

    fn preset() -> (Arc<TileSet>, CompetitiveSetup) {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels");
        let (p, tiles) = load_preset(&root.join("competitive.ron")).unwrap();
        (tiles, p.setup(3))
    }

    /// A greedy-enough match: the first legal play each time.
    fn played(tiles: &Arc<TileSet>, setup: &CompetitiveSetup, seed: u64, n: usize) -> Match {
        let mut m = Match::new(tiles.clone(), setup.clone(), seed).unwrap();
        for _ in 0..n {
            let Some(&p) = m.legal().last() else { break };
            m.apply(p).unwrap();
        }
        m
    }

    #[test]
    fn a_peer_rebuilt_from_what_it_saw_has_the_hosts_table() {
        let (tiles, setup) = preset();
        let m = played(&tiles, &setup, 7, 400);
        assert!(m.is_over(), "a whole match");
        let seen = Seen::of(&m, "x").unwrap();
        let peer = seen.rebuild(tiles.clone()).unwrap();
        assert_eq!(peer.scores, m.scores);
        assert_eq!(peer.pieces, m.pieces);
        assert_eq!(peer.board.placed(), m.board.placed());
        assert_eq!(peer.drawn(), m.drawn());
        assert_eq!(peer.set_aside, m.set_aside);
    }

    #[test]
    fn what_a_peer_sees_holds_no_seed_nor_the_order_of_the_pile() {
        let (tiles, setup) = preset();
        // Two matches alike so far but with other piles below: the same Seen, and its text names
        // no seed.
        let m = played(&tiles, &setup, 11, 30);
        let seen = Seen::of(&m, "x").unwrap();
        let text = ron::to_string(&seen).unwrap();
        assert!(!text.contains("seed"), "{text}");
        // The peer's pile (not yet drawn) is sorted: it says nothing about the real order.
        let peer = seen.rebuild(tiles.clone()).unwrap();
        assert!(peer.pile.is_sorted());
        assert_eq!(peer.tiles_left(), m.tiles_left());
        assert_eq!(peer.seed, None);
        assert_eq!(peer.undone().map(|_| ()), None, "no seed, no undo");
        // A reshuffled host pile leaves what was seen unchanged (Seen depends on draws only).
        let mut other = m.clone();
        other.shuffle_pile_for_test(99);
        assert_eq!(ids(other.drawn()), ids(m.drawn()));
    }

    #[test]
    fn a_tile_not_in_the_pile_or_a_wrong_count_is_refused_and_changes_nothing() {
        let (tiles, setup) = preset();
        let m = played(&tiles, &setup, 3, 12);
        let seen = Seen::of(&m, "x").unwrap();
        let mut peer = seen.rebuild(tiles.clone()).unwrap();
        let before = (peer.plays.clone(), peer.drawn().to_vec(), peer.tiles_left());
        let play = m.legal()[0];
        // A tile already drawn cannot be drawn again.
        let again = m.drawn()[0].0;
        let mut host = m.clone();
        host.apply(play).unwrap();
        if host.drawn().len() > m.drawn().len() {
            assert_eq!(
                peer.apply_seen(play, &[again]),
                Err(SeenError::NotInPile(again))
            );
        }
        // Announcing draws for a play that ends no turn (or none for one that does) is out of step.
        let said: Vec<u16> = if host.drawn().len() > m.drawn().len() {
            vec![]
        } else {
            vec![peer.pile[0].0]
        };
        assert!(matches!(
            peer.apply_seen(play, &said),
            Err(SeenError::Drawn { .. })
        ));
        assert_eq!(
            (peer.plays.clone(), peer.drawn().to_vec(), peer.tiles_left()),
            before
        );
    }
}
