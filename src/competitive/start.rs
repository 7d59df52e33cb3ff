//! Setting the competitive screen's match up on entering it, as the cooperative start does
//! (`play::start`): one request per source, looked at in this order: followed online
//! ([`Followed`]: the table was set up from the network's), a position handed over
//! ([`StartFrom`], a lesson's), a record watched ([`replay::ReplayMatch`]), a save continued
//! ([`autosave::ResumeMatch`]); without any, a new match of the Competitive page's setup. A match
//! set up is told with [`MatchBegan`]; one that cannot be sends the player back to the title
//! page with the reason.

use super::table::{CompetitiveArt, CompetitiveChoices, CompetitiveTable, MatchBegan};
use super::{autosave, replay};
use crate::shared::{AssetRoot, CompetitiveStart, Screen, StartFrom};
use crate::tile_textures::TileArt;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use mists_board::Rotation;
use mists_rules::competitive::Match;
use mists_rules::competitive::file::{FileError, WholeCompetitive};
use mists_rules::competitive::plugin::Followed;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Competitive), start.in_set(CompetitiveStart));
}

/// Why a match could not be set up: what was tried, and the error.
type Failed = (String, String);

/// The start's requests, and what a match on the table is made with.
#[derive(SystemParam)]
struct Start<'w, 's> {
    commands: Commands<'w, 's>,
    status: ResMut<'w, NextState<mists_rules::Status>>,
    next: ResMut<'w, NextState<Screen>>,
    recentre: MessageWriter<'w, crate::input::Recentre>,
    setup: Res<'w, CompetitiveChoices>,
    root: Res<'w, AssetRoot>,
    art: Res<'w, TileArt>,
    images: ResMut<'w, Assets<Image>>,
    followed: Option<Res<'w, Followed>>,
    from: Option<Res<'w, StartFrom>>,
    watch: Option<Res<'w, replay::ReplayMatch>>,
    resume: Option<Res<'w, autosave::ResumeMatch>>,
}

fn start(mut s: Start) {
    // A cooperative game left through the menu stops advancing (its bot seats, autosave).
    s.status.set(mists_rules::Status::Setup);
    // An online match: the table was set up from the network's (`online::competitive::begin`).
    if s.followed.is_some() {
        return;
    }
    let (commands, art, images) = (&mut s.commands, &*s.art, &mut s.images);
    let began = if let Some(f) = s.from.as_deref() {
        Ok(handed(commands, art, images, f))
    } else if let Some(w) = s.watch.as_deref() {
        watched(commands, art, images, w)
    } else if let Some(r) = s.resume.as_deref() {
        resumed(commands, art, images, r, s.setup.bot_delay)
    } else {
        fresh(commands, art, images, &s.setup, &s.root)
    };
    match began {
        Ok(began) => {
            s.recentre.write(crate::input::Recentre);
            commands.trigger(began);
        }
        Err((what, e)) => {
            error!("{what}: {e}");
            commands.insert_resource(crate::play::start::StartError(e));
            s.next.set(Screen::Title);
        }
    }
}

/// A position handed over (a lesson's): played as it is, every seat a person here, nothing
/// saved.
fn handed(
    commands: &mut Commands,
    art: &TileArt,
    images: &mut ResMut<Assets<Image>>,
    f: &StartFrom,
) -> MatchBegan {
    commands.remove_resource::<StartFrom>();
    info!("competitive match from {}", f.from.display());
    commands.insert_resource(CompetitiveArt(art.extended(f.m.tiles(), images)));
    let mut v = CompetitiveTable::online(&f.m, Vec::new());
    v.preset = f.from.clone();
    commands.insert_resource(v);
    commands.insert_resource(f.m.clone());
    MatchBegan::Handed
}

/// Replay a record: its match after the first plays asked for, every seat the record's.
fn watched(
    commands: &mut Commands,
    art: &TileArt,
    images: &mut ResMut<Assets<Image>>,
    w: &replay::ReplayMatch,
) -> Result<MatchBegan, Failed> {
    match replay::begin(commands, w, art, images) {
        Ok(()) => {
            info!("replaying {} from play {}", w.path.display(), w.until);
            Ok(MatchBegan::Replayed)
        }
        Err(e) => Err((format!("cannot watch {}", w.path.display()), e.to_string())),
    }
}

/// Continue a saved match (the Competitive page's button).
fn resumed(
    commands: &mut Commands,
    art: &TileArt,
    images: &mut ResMut<Assets<Image>>,
    r: &autosave::ResumeMatch,
    bot_delay: f32,
) -> Result<MatchBegan, Failed> {
    commands.remove_resource::<autosave::ResumeMatch>();
    match autosave::resume(commands, r, art, images, bot_delay) {
        Ok(()) => {
            let plays = r.record.plays.len();
            info!("competitive game continued at play {plays}");
            Ok(MatchBegan::Resumed {
                path: r.path.clone(),
            })
        }
        Err(e) => Err((
            "cannot continue the competitive game".to_string(),
            e.to_string(),
        )),
    }
}

/// A new match of the Competitive page's setup (the autosave gives it a file of its own).
fn fresh(
    commands: &mut Commands,
    art: &TileArt,
    images: &mut ResMut<Assets<Image>>,
    setup: &CompetitiveChoices,
    root: &AssetRoot,
) -> Result<MatchBegan, Failed> {
    let preset = root.0.join("levels/competitive.ron");
    let seed = setup.seed.unwrap_or_else(crate::play::random_seed);
    // Read once and carried whole: the match is played on what its records carry (issue 61).
    let file = preset.display().to_string();
    let (m, whole) = WholeCompetitive::load(&preset)
        .and_then(|w| {
            let p = &w.preset;
            let m = Match::start(
                w.tiles(&file)?,
                p.setup(setup.players),
                seed,
                p.scenario.as_ref(),
            )
            .map_err(|source| FileError::Setup { file, source })?;
            Ok((m, w))
        })
        .map_err(|e| {
            (
                "cannot start the competitive game".to_string(),
                e.to_string(),
            )
        })?;
    info!("competitive game, {} players, seed {seed}", setup.players);
    commands.insert_resource(CompetitiveArt(art.extended(m.tiles(), images)));
    let mut table = fresh_table(setup, &m, preset, seed);
    table.whole = Some(std::sync::Arc::new(whole));
    commands.insert_resource(table);
    commands.insert_resource(m);
    Ok(MatchBegan::Fresh { seed })
}

/// How the window plays a new match: the chosen seats (the rest bots, the easy kind).
fn fresh_table(
    setup: &CompetitiveChoices,
    m: &Match,
    preset: std::path::PathBuf,
    seed: u64,
) -> CompetitiveTable {
    let mut bots = setup.bots.clone();
    bots.resize(setup.players as usize, true);
    let mut strong = setup.strong.clone();
    strong.resize(setup.players as usize, false);
    CompetitiveTable {
        history: vec![m.scores.clone()],
        bots,
        strong,
        rot: Rotation(0),
        bot_clock: 0.0,
        bot_delay: setup.bot_delay,
        preset,
        whole: None,
        seed,
        noted: 0,
        replaying: false,
        elsewhere: Vec::new(),
    }
}
