//! Setting the competitive screen's match up on entering it: followed online, a record
//! watched, a save continued, a position handed over ([`StartFrom`], a lesson's), or a new match
//! of the level select's setup.

use super::*;
use crate::shared::AssetRoot;

pub(super) fn start(
    mut commands: Commands,
    mut status: ResMut<NextState<mists_rules::Status>>,
    setup: Res<VersusSetup>,
    root: Res<AssetRoot>,
    art: Res<TileArt>,
    mut images: ResMut<Assets<Image>>,
    mut next: ResMut<NextState<Screen>>,
    mut recentre: MessageWriter<crate::input::Recentre>,
    (resume, data, watch, followed, from): (
        Option<Res<autosave::ResumeMatch>>,
        Option<Res<crate::storage::DataDir>>,
        Option<Res<watch::WatchMatch>>,
        Option<Res<mists_rules::competitive::plugin::Followed>>,
        Option<Res<StartFrom>>,
    ),
) {
    let followed = followed.is_some();
    // A cooperative game left through the menu stops advancing (its bot seats, autosave).
    status.set(mists_rules::Status::Setup);
    // An online match: the table was set up from the network's (`online::versus::begin`).
    if followed {
        return;
    }
    if let Some(f) = from {
        commands.remove_resource::<StartFrom>();
        info!("competitive match from {}", f.from.display());
        commands.remove_resource::<autosave::MatchFile>();
        commands.insert_resource(VersusArt(art.extended(f.m.tiles(), &mut images)));
        let mut v = Versus::online(&f.m, Vec::new());
        v.preset = f.from.clone();
        commands.insert_resource(v);
        commands.insert_resource(f.m.clone());
        recentre.write(crate::input::Recentre);
        return;
    }
    // Watch a record: its match after the first plays asked for, every seat the record's.
    if let Some(w) = watch {
        match watch::begin(&mut commands, &w, &art, &mut images) {
            Ok(()) => {
                info!("watching {} from play {}", w.path.display(), w.until);
                recentre.write(crate::input::Recentre);
            }
            Err(e) => {
                error!("cannot watch {}: {e}", w.path.display());
                commands.insert_resource(crate::play::start::StartError(e.to_string()));
                next.set(Screen::LevelSelect);
            }
        }
        return;
    }
    // Continue a saved match (the level select's button).
    if let Some(r) = resume {
        commands.remove_resource::<autosave::ResumeMatch>();
        match autosave::resume(&mut commands, &r, &art, &mut images, setup.bot_delay) {
            Ok(()) => {
                info!(
                    "competitive game continued at play {}",
                    r.record.plays.len()
                );
                recentre.write(crate::input::Recentre);
            }
            Err(e) => {
                error!("cannot continue the competitive game: {e}");
                commands.insert_resource(crate::play::start::StartError(e.to_string()));
                next.set(Screen::LevelSelect);
            }
        }
        return;
    }
    let preset = root.0.join("levels/competitive.ron");
    let seed = setup.seed.unwrap_or_else(crate::play::random_seed);
    let started = load_preset(&preset)
        .map_err(|e| e.to_string())
        .and_then(|(p, tiles)| {
            Match::start(tiles, p.setup(setup.players), seed, p.scenario.as_ref())
                .map_err(|e| e.to_string())
        });
    match started {
        Ok(m) => {
            info!("competitive game, {} players, seed {seed}", setup.players);
            match data.as_deref().and_then(autosave::save_dir) {
                Some(dir) => {
                    let file = autosave::new_save_path(&dir, seed);
                    commands.insert_resource(autosave::MatchFile(file));
                }
                None => commands.remove_resource::<autosave::MatchFile>(),
            }
            commands.insert_resource(VersusArt(art.extended(m.tiles(), &mut images)));
            let mut bots = setup.bots.clone();
            bots.resize(setup.players as usize, true);
            let mut strong = setup.strong.clone();
            strong.resize(setup.players as usize, false);
            commands.insert_resource(Versus {
                history: vec![m.scores.clone()],
                bots,
                strong,
                rot: Rotation(0),
                bot_clock: 0.0,
                bot_delay: setup.bot_delay,
                preset,
                seed,
                noted: 0,
                watching: false,
                elsewhere: Vec::new(),
            });
            commands.insert_resource(m);
            recentre.write(crate::input::Recentre);
        }
        Err(e) => {
            error!("cannot start the competitive game: {e}");
            commands.insert_resource(crate::play::start::StartError(e));
            next.set(Screen::LevelSelect);
        }
    }
}
