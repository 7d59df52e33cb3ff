//! The title page, the first thing shown: the game's name and one large button per way in
//! (Continue, the daily game, New game, Learn to play, Competitive, Online, Saved games,
//! Statistics, Settings, About, Quit).
//! It sits in a column on the left; the right of the window is left to the board's start tile
//! (and to key art later). Nothing here waits for art.

use crate::shared::{Page, Screen, UiPass};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Page>();
    app.add_systems(
        EguiPrimaryContextPass,
        title
            .in_set(UiPass::Docked)
            .run_if(in_state(Screen::Title).and_then(in_state(Page::Title))),
    );
}

/// Width of the title column and of its buttons, in egui points.
const COLUMN: f32 = 340.0;

/// What the title page's buttons read and change.
#[derive(SystemParam)]
struct Ways<'w, 's> {
    commands: Commands<'w, 's>,
    page: ResMut<'w, NextState<Page>>,
    saves: Res<'w, crate::saves::Saves>,
    kept_online: Res<'w, crate::online::keep::KeptOnline>,
    daily: Res<'w, crate::daily::Results>,
    settings: ResMut<'w, crate::settings::SettingsOpen>,
    exit: MessageWriter<'w, AppExit>,
}

fn title(
    mut contexts: EguiContexts,
    tr: Res<crate::i18n::Tr>,
    mut ways: Ways,
    mut shown: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*shown {
        *shown = true;
        if let Some(t) = crate::shared::STARTED.get() {
            info!("title drawn {} ms after launch", t.elapsed().as_millis());
        }
    }
    let rect = ctx.content_rect();
    let width = COLUMN.min(rect.width() - 32.0);
    egui::Area::new(egui::Id::new("title page"))
        .fixed_pos(rect.min)
        .constrain(false)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            let fill = ui.style().visuals.panel_fill.gamma_multiply(0.92);
            egui::Frame::new()
                .fill(fill)
                .inner_margin(24.0)
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.set_height(rect.height() - 48.0);
                    name(ui, &tr);
                    egui::ScrollArea::vertical()
                        .auto_shrink([false, true])
                        .show(ui, |ui| buttons(ui, &tr, width, &mut ways));
                });
        });
    Ok(())
}

/// The game's name and its tagline.
fn name(ui: &mut egui::Ui, tr: &crate::i18n::Tr) {
    ui.label(
        egui::RichText::new("Mists")
            .font(egui::FontId::new(52.0, crate::layout::theme::display()))
            .color(egui::Color32::from_rgb(240, 226, 190)),
    );
    ui.label(tr!(tr, "title-tagline"));
    ui.add_space(18.0);
}

/// One large button per way in, `width` wide.
fn buttons(ui: &mut egui::Ui, tr: &crate::i18n::Tr, width: f32, w: &mut Ways) {
    let big = |ui: &mut egui::Ui, text: String| {
        ui.add_sized(
            [width, 34.0],
            egui::Button::new(egui::RichText::new(text).size(18.0)),
        )
        .clicked()
    };
    if let Some(label) = super::saved::continue_label(tr, &w.saves)
        && big(ui, label)
    {
        super::saved::continue_latest(&mut w.commands, &w.saves);
    }
    if let Some(label) = crate::online::keep::continue_label(tr, &w.kept_online)
        && big(ui, label)
    {
        crate::online::keep::continue_online(&mut w.commands);
    }
    for (text, to) in [
        (crate::daily::title_label(tr, &w.daily), Page::Daily),
        (tr!(tr, "title-new-game"), Page::Levels),
        (tr!(tr, "title-learn"), Page::Lessons),
        (tr!(tr, "competitive-section"), Page::Competitive),
        (tr!(tr, "online-title"), Page::Online),
        (tr!(tr, "saves-title"), Page::Saves),
        (tr!(tr, "stats-title"), Page::Stats),
    ] {
        if big(ui, text) {
            w.page.set(to);
        }
    }
    if big(ui, tr!(tr, "settings-button")) {
        w.settings.0 = true;
    }
    if big(ui, tr!(tr, "about-button")) {
        w.page.set(Page::About);
    }
    if big(ui, tr!(tr, "menu-quit")) {
        w.exit.write(AppExit::Success);
    }
}
