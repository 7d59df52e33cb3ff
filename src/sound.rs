//! Sound: every rule event has a sound (`sound_for`, an exhaustive match, so a new event must pick
//! one), played through Bevy's audio; a quiet mist loop while a game is on the table. The sounds
//! are synthesised by `mists_sound` on a background task at start-up (nothing waits for them).
//! The effects' and the ambience's volumes and mute come from the settings, applied live (issue
//! 48); `--mute` silences one session. Without an audio
//! device Bevy's audio plays nothing and says so once in the log: nothing else changes.

use crate::settings::UserSettings;
use crate::shared::Screen;
use bevy::audio::{
    AudioPlayer, AudioSink, AudioSinkPlayback, AudioSource, PlaybackSettings, Volume,
};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use mists_rules::RuleEvent;
use mists_sound::Sound;
use std::collections::{BTreeSet, HashMap};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Mute>();
    app.add_systems(Startup, render_sounds);
    app.add_systems(
        Update,
        (
            receive_sounds.run_if(resource_exists::<SoundsInFlight>),
            apply_volume.run_if(resource_changed::<UserSettings>.or_else(resource_changed::<Mute>)),
            play_events.run_if(resource_exists::<SoundBank>),
            play_competitive.run_if(resource_exists::<SoundBank>),
        ),
    );
    app.add_systems(
        Update,
        mist_loop.run_if(in_state(Screen::Playing).and_then(resource_exists::<SoundBank>)),
    );
}

/// `--mute`: no sound this session, whatever the settings say.
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct Mute(pub bool);

/// The rendered sounds.
#[derive(Resource, Debug, Default)]
pub struct SoundBank(pub HashMap<Sound, Handle<AudioSource>>);

#[derive(Resource)]
struct SoundsInFlight(Task<Vec<(Sound, Vec<u8>)>>);

/// The sound of a happening of the competitive game (RULES §20).
pub fn sound_for_happening(h: &mists_rules::competitive::Happening) -> Sound {
    use mists_rules::competitive::Happening as H;
    match h {
        H::SetAside(_) => Sound::Discard,
        H::Placed { .. } => Sound::Place,
        H::Ghost { .. } => Sound::GhostsRise,
        H::Haunted { .. } => Sound::MeepleReturned,
        H::Deployed { .. } => Sound::MeeplePlaced,
        H::Scored { .. } => Sound::Score,
        H::Keeper { .. } => Sound::CemeteryClosed,
        H::GameOver { .. } => Sound::Win,
    }
}

/// The competitive game's sounds: what happened this frame, once each kind.
fn play_competitive(
    mut commands: Commands,
    mut happened: MessageReader<mists_rules::competitive::plugin::Happened>,
    bank: Res<SoundBank>,
    settings: Res<UserSettings>,
    mute: Res<Mute>,
) {
    let sounds: BTreeSet<Sound> = happened.read().map(|h| sound_for_happening(&h.0)).collect();
    spawn_sounds(&mut commands, &bank, sounds, volume(&settings, *mute));
}

/// One player per sound; none at all when silent (no sink, no decoding).
fn spawn_sounds(commands: &mut Commands, bank: &SoundBank, sounds: BTreeSet<Sound>, volume: f32) {
    if volume == 0.0 {
        return;
    }
    for s in sounds {
        if let Some(h) = bank.0.get(&s) {
            commands.spawn((
                Name::new(format!("Sound {s:?}")),
                AudioPlayer(h.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
            ));
        }
    }
}

/// The sound of a rule event.
pub fn sound_for(e: &RuleEvent) -> Sound {
    match e {
        RuleEvent::TurnStarted { .. } | RuleEvent::TileDrawn { .. } => Sound::Draw,
        RuleEvent::TileDiscarded { .. } => Sound::Discard,
        RuleEvent::TilePlaced { .. } => Sound::Place,
        RuleEvent::BankCompleted { .. } => Sound::BankClosed,
        RuleEvent::GhostsPlaced { .. } => Sound::GhostsRise,
        RuleEvent::GhostsRemoved { .. } => Sound::GhostsLeave,
        RuleEvent::MeeplePlaced { .. } => Sound::MeeplePlaced,
        RuleEvent::MeepleReturned { .. } => Sound::MeepleReturned,
        RuleEvent::MeepleBuried { .. } => Sound::MeepleBuried,
        RuleEvent::FeatureScored { .. }
        | RuleEvent::PointsAwarded { .. }
        | RuleEvent::HoundScored { .. } => Sound::Score,
        RuleEvent::Pacified { .. } => Sound::Pacify,
        RuleEvent::HoundDeployed { .. } | RuleEvent::HoundLost { .. } => Sound::Hound,
        RuleEvent::PileAdvanced { .. } => Sound::Threshold,
        RuleEvent::FacedownPlaced { .. } => Sound::Facedown,
        RuleEvent::CemeteryClosed { .. } => Sound::CemeteryClosed,
        RuleEvent::Rejected { .. } => Sound::Refused,
        RuleEvent::GameWon => Sound::Win,
        RuleEvent::GameLost { .. } => Sound::Loss,
    }
}

/// The sounds of one frame's events: each at most once (a pacify removing three ghosts is one
/// breath, not three).
pub fn sounds_of<'a>(events: impl IntoIterator<Item = &'a RuleEvent>) -> BTreeSet<Sound> {
    events.into_iter().map(sound_for).collect()
}

fn render_sounds(mut commands: Commands) {
    let task = AsyncComputeTaskPool::get().spawn(async move {
        Sound::ALL
            .into_iter()
            .map(|s| (s, mists_sound::wav(s)))
            .collect()
    });
    commands.insert_resource(SoundsInFlight(task));
}

fn receive_sounds(
    mut commands: Commands,
    mut task: ResMut<SoundsInFlight>,
    mut sources: ResMut<Assets<AudioSource>>,
) {
    let Some(done) = block_on(poll_once(&mut task.0)) else {
        return;
    };
    let bank = done
        .into_iter()
        .map(|(s, bytes)| {
            let h = sources.add(AudioSource {
                bytes: bytes.into(),
            });
            (s, h)
        })
        .collect();
    commands.insert_resource(SoundBank(bank));
    commands.remove_resource::<SoundsInFlight>();
}

/// The effects' volume the player hears (0 when muted by the settings or `--mute`).
pub fn volume(settings: &UserSettings, mute: Mute) -> f32 {
    if mute.0 || settings.mute {
        0.0
    } else {
        settings.volume.clamp(0.0, 1.0)
    }
}

/// The mist loop's volume: quietly under the effects, scaled by the ambience setting.
pub fn ambience(settings: &UserSettings, mute: Mute) -> f32 {
    if mute.0 || settings.mute {
        0.0
    } else {
        0.5 * settings.ambience.clamp(0.0, 1.0)
    }
}

/// The mist loop already playing follows the ambience setting at once; silenced, it stops
/// (`mist_loop` starts it again once it is audible).
fn apply_volume(
    mut commands: Commands,
    settings: Res<UserSettings>,
    mute: Res<Mute>,
    mut loops: Query<(Entity, Option<&mut AudioSink>), With<MistLoop>>,
) {
    let v = ambience(&settings, *mute);
    for (e, sink) in &mut loops {
        match sink {
            _ if v == 0.0 => commands.entity(e).despawn(),
            Some(mut sink) => sink.set_volume(Volume::Linear(v)),
            None => {}
        }
    }
}

fn play_events(
    mut commands: Commands,
    mut events: MessageReader<RuleEvent>,
    bank: Res<SoundBank>,
    settings: Res<UserSettings>,
    mute: Res<Mute>,
) {
    let sounds = sounds_of(events.read());
    spawn_sounds(&mut commands, &bank, sounds, volume(&settings, *mute));
}

/// The mist loop while a game is on the table, quietly under the effects.
#[derive(Component)]
struct MistLoop;

fn mist_loop(
    mut commands: Commands,
    bank: Res<SoundBank>,
    playing: Query<(), With<MistLoop>>,
    settings: Res<UserSettings>,
    mute: Res<Mute>,
) {
    let v = ambience(&settings, *mute);
    if !playing.is_empty() || v == 0.0 {
        return;
    }
    if let Some(h) = bank.0.get(&Sound::MistLoop) {
        commands.spawn((
            Name::new("Mist loop"),
            MistLoop,
            AudioPlayer(h.clone()),
            PlaybackSettings::LOOP.with_volume(Volume::Linear(v)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Events of real games on every level: each kind met maps to a sound, effects are never the
    /// loop, and the game's events use most of the sounds.
    #[test]
    fn the_competitive_games_happenings_have_their_own_sounds() {
        use mists_rules::competitive::{CompetitiveSetup, Happening, Match};
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/levels/competitive.ron");
        let (_, tiles) =
            mists_rules::competitive::file::load_preset(std::path::Path::new(path)).unwrap();
        let mut m = Match::new(tiles, CompetitiveSetup::players(3), 2).unwrap();
        let mut n = 0usize;
        while !m.is_over() {
            let legal = m.legal();
            m.apply(legal[(n * 7) % legal.len()]).unwrap();
            n += 1;
        }
        let sound =
            |f: fn(&Happening) -> bool| m.happenings.iter().find(|h| f(h)).map(sound_for_happening);
        let placed = sound(|h| matches!(h, Happening::Placed { .. })).unwrap();
        let ghost = sound(|h| matches!(h, Happening::Ghost { .. })).unwrap();
        let scored = sound(|h| matches!(h, Happening::Scored { .. })).unwrap();
        let deployed = sound(|h| matches!(h, Happening::Deployed { .. })).unwrap();
        let over = sound(|h| matches!(h, Happening::GameOver { .. })).unwrap();
        let all: BTreeSet<Sound> = [placed, ghost, scored, deployed, over].into();
        assert_eq!(all.len(), 5, "each kind of happening sounds different");
    }

    #[test]
    fn every_game_event_maps_to_a_sound() {
        use mists_rules::{PlayerSetup, Sim, level::load_preset};
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let mut used = BTreeSet::new();
        let mut kinds = std::collections::HashSet::new();
        for level in 1..=6 {
            let (cfg, tiles) =
                load_preset(&mists_rules::LevelConfig::builtin_path(root, level)).unwrap();
            for seed in 0..6 {
                let mut sim = Sim::new(cfg.clone(), &tiles, &PlayerSetup::new(2), seed).unwrap();
                let mut n = 0u64;
                while let Some(p) = sim.pending().cloned() {
                    // A fixed mix of options, so games reach hounds, burials and scoring.
                    let d = p.options[(n as usize * 7 + seed as usize) % p.options.len()];
                    sim.decide(d).unwrap();
                    n += 1;
                }
                for e in sim.take_events() {
                    kinds.insert(std::mem::discriminant(&e));
                    let s = sound_for(&e);
                    assert!(!s.is_loop(), "{e:?} would start the ambient loop");
                    used.insert(s);
                }
            }
        }
        // The lessons add what random play rarely reaches (burials, hounds, facedown tiles).
        for (path, lesson) in crate::tutorial::load_all(&root.join("tutorial")) {
            let mut sim = lesson
                .unwrap()
                .play_through(path.parent().unwrap(), &path.display().to_string())
                .unwrap();
            for e in sim.take_events() {
                kinds.insert(std::mem::discriminant(&e));
                used.insert(sound_for(&e));
            }
        }
        assert!(
            kinds.len() >= 15,
            "only {} kinds of events met",
            kinds.len()
        );
        assert!(used.len() >= 14, "only {used:?}");
        // Several ghosts leaving in one frame are one sound.
        let e = RuleEvent::GhostsRemoved {
            cell: mists_board::Cell::new(0, 0),
            count: 1,
            cause: mists_rules::GhostCause::Pacified,
        };
        assert_eq!(sounds_of([&e, &e, &RuleEvent::GameWon]).len(), 2);
    }

    #[test]
    fn mute_and_volume_settings_silence_or_scale() {
        let mut s = UserSettings::default();
        assert!(volume(&s, Mute(false)) > 0.0);
        assert_eq!(volume(&s, Mute(true)), 0.0, "--mute wins over the settings");
        s.mute = true;
        assert_eq!(volume(&s, Mute(false)), 0.0);
        s.mute = false;
        s.volume = 3.0;
        assert_eq!(volume(&s, Mute(false)), 1.0);
        // The ambience has its own level, silenced by the same mute.
        s.ambience = 0.0;
        assert_eq!(ambience(&s, Mute(false)), 0.0);
        assert_eq!(volume(&s, Mute(false)), 1.0, "the effects keep theirs");
        s.ambience = 1.0;
        assert!(ambience(&s, Mute(false)) > 0.0);
        assert_eq!(ambience(&s, Mute(true)), 0.0);
    }

    /// A changed ambience reaches the loop already playing; silenced, the loop stops.
    #[test]
    fn the_ambience_setting_applies_to_the_playing_loop() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.insert_resource(UserSettings::default());
        app.insert_resource(Mute(false));
        app.add_systems(Update, apply_volume);
        let e = app.world_mut().spawn(MistLoop).id();
        app.update();
        assert!(app.world().get_entity(e).is_ok(), "audible: it plays on");
        app.world_mut().resource_mut::<UserSettings>().ambience = 0.0;
        app.update();
        assert!(app.world().get_entity(e).is_err(), "silenced: it stops");
    }

    /// With no sound bank yet (or muted), events play nothing and nothing fails.
    #[test]
    fn events_spawn_players_only_when_audible() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.add_message::<RuleEvent>();
        app.insert_resource(UserSettings::default());
        app.insert_resource(Mute(false));
        app.insert_resource(SoundBank(
            Sound::ALL
                .into_iter()
                .map(|s| (s, Handle::default()))
                .collect(),
        ));
        app.add_systems(Update, play_events);
        let players = |app: &mut App| {
            app.world_mut()
                .query::<&AudioPlayer>()
                .iter(app.world())
                .count()
        };
        app.world_mut().write_message(RuleEvent::GameWon);
        app.update();
        assert_eq!(players(&mut app), 1);
        app.insert_resource(Mute(true));
        app.world_mut().write_message(RuleEvent::GameWon);
        app.update();
        assert_eq!(players(&mut app), 1, "muted: no new player");
    }
}
