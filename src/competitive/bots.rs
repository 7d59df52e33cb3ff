//! The bot seats at the competitive table: the easy bot (greedy) answers within the frame, the
//! strong one thinks off it (`think`); with `--autoplay`, the person's seat too.

use super::table::{CompetitiveTable, TableSystems};
use super::think;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mists_rules::competitive::plugin::Choose;
use mists_rules::competitive::{Match, Play};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, bot_seats().in_set(TableSystems::Bots));
}

/// The bot seats' system as the table runs it (the plugin's, and the tests' apps): a record
/// being replayed plays every seat, so no bot plays then.
pub(super) fn bot_seats() -> bevy::ecs::schedule::ScheduleConfigs<bevy::ecs::system::ScheduleSystem>
{
    bots.run_if(not(resource_exists::<super::replay::ReplayMatch>))
}

/// Bot seats (and, with `--autoplay`, the person's seat too) play after a short wait.
fn bots(
    time: Res<Time>,
    settings: Option<Res<crate::settings::UserSettings>>,
    m: Res<Match>,
    mut v: ResMut<CompetitiveTable>,
    mut autoplay: Option<ResMut<crate::play::autoplay::Autoplay>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut choose: MessageWriter<Choose>,
    mut thinking: Local<think::Thinking>,
) {
    if m.is_over() || v.is_elsewhere(m.current) {
        return;
    }
    let auto = autoplay.as_ref().is_some_and(|a| a.remaining > 0);
    if v.person_to_act(&m) && !auto {
        return;
    }
    redraw.write(RequestRedraw);
    // The clock is not a change of the match: the sprites are not rebuilt for it.
    v.bypass_change_detection().bot_clock += time.delta_secs();
    if v.bot_clock < v.bot_delay * crate::settings::pace(settings.as_deref()) && !auto {
        return;
    }
    let play = match v.strong.get(m.current as usize).copied().unwrap_or(false) {
        // The strong bot searches off the frame; the table waits for its answer.
        true => match think::strong_play(&m, &mut thinking, v.seed) {
            Some(p) => p,
            None => return,
        },
        false => match mists_bot::competitive::choose(&m) {
            Some(p) => p,
            None => return,
        },
    };
    v.bypass_change_detection().bot_clock = 0.0;
    if let (true, Some(a)) = (v.person_to_act(&m), autoplay.as_mut())
        && matches!(play, Play::Place { .. })
    {
        a.remaining -= 1;
    }
    choose.write(Choose(play));
}
