//! A game in progress: the bridge to the rules engine, the driver the view reads, the hint, mouse
//! placement, autoplay.

pub mod answer;
pub mod answer_odds;
pub mod autoplay;
pub mod driver;
pub mod explain;
pub mod hint;
pub mod odds;
pub mod placement;
pub mod record;
pub mod rules;
pub mod start;
pub mod think;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        rules::plugin,
        placement::plugin,
        autoplay::plugin,
        hint::plugin,
        odds::plugin,
        answer_odds::plugin,
    ));
}

/// A seed for games started without one (shown in the HUD so a game can be replayed).
pub(crate) fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // Keep it short enough to type back in.
    (nanos ^ (nanos >> 29)) % 1_000_000
}

#[cfg(test)]
mod consequence_tests;

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::setup::GameSetup;
    use crate::shared::Screen;
    use crate::testing::{rules_app, settle};
    use driver::Driver;

    #[test]
    fn a_game_starts_from_the_level_select_choices_and_ends_on_the_game_over_screen() {
        let mut app = rules_app(1, 4);
        let d = app.world().resource::<Driver>();
        assert_eq!(d.seed(), 4);
        assert_eq!(d.board().placed().len(), 4, "the start tile");
        assert!(!d.legal().is_empty());
        // The same seed deals what the headless engine deals (one rules engine, RULES §6).
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let (cfg, set) =
            mists_rules::level::load_preset(&mists_rules::LevelConfig::builtin_path(root, 1))
                .unwrap();
        let e = mists_rules::Engine::new(cfg, &set, &mists_rules::PlayerSetup::new(1), 4).unwrap();
        let engine_tile = e.turn().drawn().unwrap();
        assert_eq!(
            app.world().resource::<Driver>().current().unwrap().copy,
            engine_tile
        );
        // Play first-legal placements (other decisions by the teammate) until the game ends.
        for _ in 0..200 {
            if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
                break;
            }
            let mut d = app.world_mut().resource_mut::<Driver>();
            if let Some((cell, rot)) = autoplay::first_legal(&d) {
                d.submit(cell, rot).unwrap();
            }
            settle(&mut app);
        }
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::GameOver
        );
        assert!(app.world().resource::<mists_rules::GameOver>().0.is_some());
    }

    #[test]
    fn a_bot_seat_plays_every_decision_through_the_same_messages() {
        let mut app = rules_app(1, 21);
        {
            let mut setup = app.world_mut().resource_mut::<GameSetup>();
            setup.bots = vec![true; 5];
            setup.bot_delay = 0.0;
        }
        app.world_mut().resource_mut::<answer::Teammate>().auto = false;
        for _ in 0..20_000 {
            if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
                break;
            }
            app.update();
        }
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::GameOver,
            "a bot-only demo runs to its end"
        );
        let log = &app.world().resource::<mists_rules::RuleLog>().0;
        assert!(
            log.iter()
                .filter(|e| matches!(e, mists_rules::RuleEvent::TilePlaced { .. }))
                .count()
                >= 5
        );
        assert!(
            !log.iter()
                .any(|e| matches!(e, mists_rules::RuleEvent::Rejected { .. }))
        );
    }

    /// The rules' state that moves when the game advances.
    fn progress(app: &App) -> (u32, u32, Option<mists_rules::PendingDecision>) {
        let w = app.world();
        (
            w.resource::<mists_rules::Table>().turn,
            w.resource::<mists_rules::Flow>().applied,
            w.resource::<mists_rules::Pending>().0.clone(),
        )
    }

    #[test]
    fn while_paused_nothing_advances_whoever_is_seated() {
        // Every seat a bot, then the teammate with autoplay placing, then a person clicking:
        // under the pause menu the table must not move; after resuming it must.
        for who in ["bots", "teammate+autoplay", "person"] {
            let mut app = rules_app(3, 17);
            {
                let mut setup = app.world_mut().resource_mut::<GameSetup>();
                setup.bots = vec![who == "bots"; 5];
                setup.bot_delay = 0.0;
            }
            app.world_mut().resource_mut::<answer::Teammate>().auto = who != "person";
            if who == "teammate+autoplay" {
                app.world_mut()
                    .insert_resource(autoplay::Autoplay { remaining: 50 });
            }
            app.world_mut()
                .resource_mut::<NextState<crate::shared::Menu>>()
                .set(crate::shared::Menu::Pause);
            app.update();
            let before = progress(&app);
            for _ in 0..50 {
                if who == "person" {
                    // A click or key press while paused: the player's systems must not act.
                    let mut d = app.world_mut().resource_mut::<Driver>();
                    if let Some((cell, rot)) = autoplay::first_legal(&d) {
                        let _ = d.submit(cell, rot);
                    }
                    app.world_mut()
                        .resource_mut::<ButtonInput<KeyCode>>()
                        .press(KeyCode::KeyN);
                }
                app.update();
            }
            assert_eq!(progress(&app), before, "{who}: the game moved while paused");
            app.world_mut()
                .resource_mut::<NextState<crate::shared::Menu>>()
                .set(crate::shared::Menu::None);
            for _ in 0..50 {
                app.update();
            }
            assert_ne!(
                progress(&app),
                before,
                "{who}: nothing moved after resuming"
            );
        }
    }

    #[test]
    fn who_answers_is_decided_in_one_place() {
        use answer::{Answerer, answerer};
        use mists_rules::DecisionKind;
        let place = DecisionKind::PlaceTile {
            tile: mists_board::TileId(1),
        };
        let score = DecisionKind::ScoringOrder;
        assert_eq!(answerer(&place, false, false), Answerer::Players);
        assert_eq!(answerer(&place, false, true), Answerer::Players);
        assert_eq!(answerer(&score, false, true), Answerer::Teammate);
        assert_eq!(answerer(&score, false, false), Answerer::Players);
        assert_eq!(answerer(&place, true, false), Answerer::BotSeat);
        assert_eq!(answerer(&score, true, true), Answerer::BotSeat);
    }

    #[test]
    fn the_hint_is_one_of_the_pending_options() {
        let mut app = rules_app(2, 8);
        let p = app
            .world()
            .resource::<mists_rules::Pending>()
            .0
            .clone()
            .unwrap();
        let d = answer::suggest(app.world_mut(), &p);
        assert!(p.options.contains(&d));
    }
}
