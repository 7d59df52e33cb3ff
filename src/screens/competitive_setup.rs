//! The Competitive page: the competitive game (RULES §20) for 2–5 seats, each a person or the
//! bot, and a saved match to continue.

use crate::shared::{Page, Screen};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        competitive_page
            .in_set(crate::shared::UiPass::Docked)
            .run_if(in_state(Screen::Title).and_then(in_state(Page::Competitive))),
    );
}

fn competitive_page(
    mut contexts: EguiContexts,
    tr: Res<crate::i18n::Tr>,
    mut choices: ResMut<crate::competitive::CompetitiveChoices>,
    saved: Res<crate::competitive::autosave::SavedMatch>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut page: ResMut<NextState<Page>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut asked = None;
    let body = |ui: &mut egui::Ui| asked = competitive(ui, &tr, &mut choices, &saved);
    let title = tr!(tr, "competitive-section");
    if crate::layout::page::show(
        ctx,
        "competitive",
        &title,
        &tr!(tr, "page-back"),
        body,
        None,
    ) {
        page.set(Page::Title);
    }
    match asked {
        Some(CompetitiveAsk::Start) => {
            choices.seed = None;
            next.set(Screen::Competitive);
        }
        Some(CompetitiveAsk::Continue) => {
            if let crate::competitive::autosave::SavedMatch::Found(r) = &*saved {
                // As the match was set up: a restart from the pause menu starts the same seats.
                choices.players = r.record.players;
                choices.bots = r.bots.clone();
                choices.seed = Some(r.record.seed);
                commands.insert_resource(r.clone());
                next.set(Screen::Competitive);
            }
        }
        None => {}
    }
    Ok(())
}

/// What the competitive section asks for.
enum CompetitiveAsk {
    Start,
    Continue,
}

/// The competitive game (RULES §20): 2–5 seats, each a person or the bot; a saved match to
/// continue.
fn competitive(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    v: &mut crate::competitive::CompetitiveChoices,
    saved: &crate::competitive::autosave::SavedMatch,
) -> Option<CompetitiveAsk> {
    use crate::competitive::autosave::SavedMatch;
    ui.label(egui::RichText::new(tr!(tr, "competitive-title")).strong());
    ui.label(tr!(tr, "competitive-blurb"));
    match saved {
        SavedMatch::Found(r) => {
            let placed = r
                .record
                .plays
                .iter()
                .filter(|p| matches!(p, mists_rules::competitive::Play::Place { .. }))
                .count();
            let label = tr!(
                tr,
                "competitive-continue",
                players = r.record.players,
                tiles = placed
            );
            if ui.button(label).clicked() {
                return Some(CompetitiveAsk::Continue);
            }
        }
        SavedMatch::Damaged { error, aside } => {
            let text = match aside {
                Some(p) => tr!(
                    tr,
                    "competitive-save-damaged",
                    file = p.display().to_string(),
                    reason = error.as_str()
                ),
                None => tr!(tr, "competitive-save-unreadable", reason = error.as_str()),
            };
            ui.colored_label(egui::Color32::from_rgb(230, 150, 90), text);
        }
        SavedMatch::None => {}
    }
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "title-players"));
        for n in 2..=5u8 {
            if ui
                .add(egui::Button::selectable(v.players == n, n.to_string()))
                .clicked()
            {
                v.set_players(n);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        let strong = &mut v.strong;
        for (seat, bot) in v.bots.iter_mut().enumerate() {
            let c = crate::competitive::seat_colour(seat as u8);
            ui.label(crate::ui::coloured(
                c,
                tr!(tr, "title-player-n", n = seat + 1),
            ));
            ui.checkbox(bot, tr!(tr, "title-bot"));
            // A bot seat plays easy (greedy) or strong (search, up to a second a decision).
            if *bot && let Some(s) = strong.get_mut(seat) {
                ui.selectable_value(s, false, tr!(tr, "competitive-easy"));
                ui.selectable_value(s, true, tr!(tr, "competitive-strong"));
            }
            ui.add_space(8.0);
        }
    });
    ui.horizontal(|ui| {
        let speed = tr!(tr, "title-bot-speed");
        ui.label(&speed);
        let per = tr!(tr, "title-seconds-per-decision");
        crate::layout::slider(ui, &mut v.bot_delay, 0.0..=2.0, 0.05, &speed, &per);
    });
    // At least the title page's button size; longer words widen it (Russian wrapped).
    ui.add(
        egui::Button::new(egui::RichText::new(tr!(tr, "competitive-start")).size(18.0))
            .min_size(egui::vec2(180.0, 34.0)),
    )
    .clicked()
    .then_some(CompetitiveAsk::Start)
}
