//! What a play does before it is made (issue 62, the competitive game): the engine's own steps
//! on a copy of the match, so the window can say a placement's or an answer's consequence
//! without judging a rule itself.

use super::*;

/// The consequence of one play, as far as it is settled when the play is made.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Effect {
    /// The placement's mist joins mist (expands it, RULES §20.3), a ghost or not.
    pub expands: bool,
    /// The placement's mist meets clear land (limits it, RULES §20.3), a ghost or not.
    pub limits: bool,
    /// The placement expands the mist: a ghost goes onto another player's meeple, the placer
    /// choosing which (RULES §20.3; none when no such meeple stands or the supply is empty).
    pub ghost_other: bool,
    /// The placement limits the mist: a ghost goes onto one of the placer's own meeples
    /// (RULES §20.3), when one stands and the supply still holds a ghost for it.
    pub ghost_own: bool,
    /// What the placement completes, by kind: scored when the turn ends (RULES §20.4), by
    /// whoever then holds the majority — a piece set on the new tile may still change it.
    pub completes: Vec<Category>,
    /// The scorings as the turn ends (an answer that ends it: a piece set, or none): each seat's
    /// points after ghost penalties (RULES §20.4). Empty for a placement or a ghost.
    pub scored: Vec<(Category, Vec<(Seat, i32)>)>,
    /// The keepers' owners whose cemetery the placement closes: each keeper goes home as the
    /// turn ends, its owner taking a guard meeple if one is left (RULES §20.4).
    pub closes_for: Vec<Seat>,
    /// Cemeteries closed as the turn ends: the keeper's owner, whether a guard meeple comes
    /// with it, and its ghosts' penalty (RULES §20.4).
    pub keepers: Vec<(Seat, bool, i32)>,
    /// This ghost is the meeple's third: it goes home with its ghosts (RULES §20.3).
    pub sends_home: bool,
}

impl Match {
    /// What `play` does, if it is legal now (None otherwise, or once the match is over).
    pub fn effect(&self, play: Play) -> Option<Effect> {
        if !self.legal().contains(&play) {
            return None;
        }
        let mut copy = self.clone();
        let before = self.happenings.len();
        copy.apply(play).ok()?;
        let mut out = Effect::default();
        match play {
            Play::Place { .. } => {
                let facts = copy.turn.as_ref()?;
                // Mist banks close too but score nothing in this game (RULES §20).
                out.completes = (facts.outcome.completed.iter())
                    .map(|&f| copy.feature_kind(f))
                    .filter(|k| !matches!(k, FeatureKind::MistBank | FeatureKind::Field))
                    .map(Category::of)
                    .collect();
                out.ghost_other = copy.stage == Stage::GhostOther;
                out.closes_for = (copy.keepers_closed_by(facts.cell).iter())
                    .map(|&(p, _)| copy.piece(p).owner)
                    .collect();
                (out.expands, out.limits) = (facts.outcome.expanded, facts.own_ghost_due);
                // The own ghost needs one of the placer's meeples and a ghost left after the
                // other player's (a third ghost sent home could refill it: not counted).
                let own = copy.ghost_targets(|owner| owner == self.current);
                out.ghost_own = facts.own_ghost_due
                    && !own.is_empty()
                    && copy.ghost_supply > u8::from(out.ghost_other);
            }
            Play::Ghost(p) => out.sends_home = self.piece(p).ghosts + 1 >= 3,
            Play::Deploy { .. } | Play::Pass => {
                for h in &copy.happenings[before..] {
                    match h {
                        Happening::Scored {
                            kind,
                            points,
                            final_scoring: false,
                            ..
                        } => out.scored.push((*kind, points.clone())),
                        Happening::Keeper {
                            seat,
                            guard,
                            penalty,
                            ..
                        } => out.keepers.push((*seat, *guard, *penalty)),
                        _ => {}
                    }
                }
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// The scorings and keepers that `m`'s happenings from `from` on hold, as an `Effect` says them.
    fn scored_since(
        m: &Match,
        from: usize,
    ) -> (Vec<(Category, Vec<(Seat, i32)>)>, Vec<(Seat, bool, i32)>) {
        let mut e = Effect::default();
        for h in &m.happenings[from..] {
            match h {
                Happening::Scored {
                    kind,
                    points,
                    final_scoring: false,
                    ..
                } => e.scored.push((*kind, points.clone())),
                Happening::Keeper {
                    seat,
                    guard,
                    penalty,
                    ..
                } => e.keepers.push((*seat, *guard, *penalty)),
                _ => {}
            }
        }
        (e.scored, e.keepers)
    }

    /// Over whole random matches, what `effect` said before each play is what the play then did:
    /// the ghosts it brought (RULES §20.3), the meeple sent home, the scorings and keepers as the
    /// turn ended (§20.4), and every scoring of a road, city, monastery or castle was announced
    /// by its placement. Each kind of consequence occurs.
    #[test]
    fn a_plays_effect_is_what_the_play_then_does() {
        let set = super::super::tests::tiles();
        let mut seen = [0usize; 4];
        for game in 0..24u64 {
            let players = 2 + (game % 3) as u8;
            let mut m = Match::new(set.clone(), CompetitiveSetup::players(players), game).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(game);
            let mut announced: Vec<Category> = Vec::new();
            let mut closing: Vec<Seat> = Vec::new();
            while !m.is_over() {
                let legal = m.legal();
                let play = legal[(rng.next_u64() % legal.len() as u64) as usize];
                let e = m.effect(play).expect("a legal play has an effect");
                let (before, from, seat) = (m.clone(), m.happenings.len(), m.current);
                m.apply(play).unwrap();
                match play {
                    Play::Place { .. } => {
                        assert_eq!(e.ghost_other, m.stage == Stage::GhostOther);
                        assert!(
                            e.expands || !e.ghost_other,
                            "a ghost for another only by expanding"
                        );
                        assert!(
                            e.limits || !e.ghost_own,
                            "a ghost for oneself only by limiting"
                        );
                        announced = e.completes.clone();
                        closing = e.closes_for.clone();
                        // The own ghost: after the other player's (the first meeple, unless
                        // that one went home and refilled the supply).
                        let mut own = m.clone();
                        if own.stage == Stage::GhostOther {
                            own.apply(own.legal()[0]).unwrap();
                        }
                        let refilled = own
                            .happenings
                            .iter()
                            .skip(from)
                            .any(|h| matches!(h, Happening::Haunted { .. }));
                        if !refilled {
                            assert_eq!(
                                e.ghost_own,
                                own.stage == Stage::GhostOwn && own.current == seat
                            );
                        }
                        seen[0] += usize::from(e.ghost_other);
                        seen[1] += usize::from(e.ghost_own);
                    }
                    Play::Ghost(_) => {
                        let home = m.happenings[from..]
                            .iter()
                            .any(|h| matches!(h, Happening::Haunted { .. }));
                        assert_eq!(e.sends_home, home);
                        seen[2] += usize::from(home);
                    }
                    Play::Deploy { .. } | Play::Pass => {
                        let (scored, keepers) = scored_since(&m, from);
                        assert_eq!((&e.scored, &e.keepers), (&scored, &keepers));
                        let owners: Vec<Seat> = keepers.iter().map(|k| k.0).collect();
                        assert_eq!(owners, closing, "the keepers the placement announced");
                        for (kind, _) in &scored {
                            if !matches!(kind, Category::Field | Category::Cemetery) {
                                assert!(announced.contains(kind), "{kind:?} scored unannounced");
                            }
                        }
                        seen[3] += scored.len() + announced.len();
                    }
                }
                assert!(before.effect(Play::Pass).is_none() || before.stage == Stage::Deploy);
            }
        }
        assert!(
            seen.iter().all(|&n| n > 0),
            "each kind of consequence occurs: {seen:?}"
        );
    }

    /// The competitive lesson that closes a keeper's cemetery (RULES §20.4): its placement says
    /// so before it is made — the keeper of seat 0 — and passing then says the keeper's
    /// penalty and guard meeple, as the turn's end then gives them.
    #[test]
    fn a_placement_that_closes_a_keepers_cemetery_says_so() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../assets/tutorial/competitive");
        let file = dir.join("02-keepers-and-penalties.ron");
        let lesson = super::super::lesson::CompetitiveLesson::load(&file).unwrap();
        let mut m = lesson.start(&dir, "02-keepers-and-penalties.ron").unwrap();
        let place = Play::Place {
            cell: Cell::new(-1, 3),
            rot: Rotation(2),
        };
        let e = m.effect(place).expect("the lesson's placement is legal");
        assert_eq!(e.closes_for, vec![0], "{e:?}");
        let elsewhere = m
            .legal()
            .into_iter()
            .find(|p| *p != place && matches!(p, Play::Place { .. }));
        if let Some(other) = elsewhere {
            assert!(m.effect(other).unwrap().closes_for.is_empty(), "{other:?}");
        }
        m.apply(place).unwrap();
        m.apply(Play::Ghost(PieceId(2))).unwrap();
        let pass = m.effect(Play::Pass).unwrap();
        let from = m.happenings.len();
        m.apply(Play::Pass).unwrap();
        assert_eq!(pass.keepers, scored_since(&m, from).1);
        assert_eq!(pass.keepers.len(), 1, "{pass:?}");
        assert_eq!(pass.keepers[0].0, 0);
    }
}
