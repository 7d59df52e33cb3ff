//! The level select (egui over the start tile): level with its goal and thresholds (RULES §5),
//! players and colours (RULES §4.1), seed, and the rule switches of RULES §18.

use crate::board_view::spawn_tile;
use crate::setup::{
    CopyGhostCounts, GameSetup, JointScoring, Level6Setup, Levels, MeepleColour, Vicinity,
    colours_per_player, meeples_per_colour,
};
use crate::shared::Screen;
use crate::tile_textures::{TileArt, Tiles};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::Board;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::LevelSelect), spawn_backdrop);
    app.add_systems(
        EguiPrimaryContextPass,
        level_select.run_if(in_state(Screen::LevelSelect)),
    );
}

use crate::progress::{CustomPresets, Progress};

/// The start tile behind the menu.
fn spawn_backdrop(mut commands: Commands, tiles: Res<Tiles>, art: Res<TileArt>) {
    let board = Board::with_start(tiles.0.clone());
    for p in board.placed() {
        let e = spawn_tile(&mut commands, &art, &tiles.0, p);
        commands
            .entity(e)
            .insert(DespawnOnExit(Screen::LevelSelect));
    }
}

fn swatch(tr: &crate::i18n::Tr, c: MeepleColour) -> egui::RichText {
    crate::ui::coloured(c, format!(" ■ {} ", crate::i18n::colour(tr, c)))
}

fn level_select(
    mut contexts: EguiContexts,
    mut setup: ResMut<GameSetup>,
    mut progress: ResMut<Progress>,
    mut seed_text: Local<String>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    start_error: Option<Res<crate::play::start::StartError>>,
    presets: Res<CustomPresets>,
    levels: Res<Levels>,
    tr: Res<crate::i18n::Tr>,
    mut shown: Local<bool>,
    resume: Option<Res<crate::play::start::Resume>>,
    mut versus: ResMut<crate::competitive::VersusSetup>,
    (mut commands, saved): (Commands, Res<crate::competitive::autosave::SavedMatch>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*shown {
        *shown = true;
        if let Some(t) = crate::shared::STARTED.get() {
            info!(
                "level select drawn {} ms after launch",
                t.elapsed().as_millis()
            );
        }
    }
    // A continued game or a replay plays its own level, open or not.
    if !progress.is_open(setup.level) && resume.is_none() {
        setup.level = 1;
    }
    // Scroll rather than overflow on short windows (5 players with the rule switches open).
    let max_height = ctx.content_rect().height() - 160.0;
    egui::Window::new(tr!(tr, "app-title"))
        .anchor(egui::Align2::LEFT_CENTER, [40.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .default_width(620.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .min_scrolled_height(max_height)
                .max_height(max_height)
                .show(ui, |ui| {
                    ui.heading(tr!(tr, "title-choose-level"));
                    if let Some(e) = &start_error {
                        ui.colored_label(
                            egui::Color32::LIGHT_RED,
                            tr!(tr, "title-could-not-start", error = e.0.clone()),
                        );
                    }
                    egui::Grid::new("levels")
                        .num_columns(3)
                        .spacing([12.0, 6.0])
                        .striped(true)
                        .show(ui, |ui| {
                            for info in &levels.0 {
                                let open = progress.is_open(info.number);
                                let label = tr!(tr, "level-n", n = info.number);
                                let chosen = setup.level == info.number;
                                if ui
                                    .add_enabled(open, egui::Button::selectable(chosen, label))
                                    .clicked()
                                {
                                    setup.level = info.number;
                                    setup.preset = None;
                                }
                                let each = if info.each { "each" } else { "total" };
                                let mut goal = tr!(tr, "title-goal", goal = info.goal, each = each);
                                if let (Some(a), Some(b)) = (info.rufus, info.ronja) {
                                    goal.push_str(&tr!(
                                        tr,
                                        "title-markers",
                                        rufus = a,
                                        ronja = b,
                                        each = each
                                    ));
                                }
                                ui.label(goal);
                                ui.vertical(|ui| {
                                    ui.label(crate::i18n::level_blurb(&tr, info.number));
                                    ui.small(tr!(
                                        tr,
                                        "title-level-stock",
                                        tiles = info.tiles,
                                        piles = info.piles,
                                        per_pile = info.per_pile,
                                        ghosts = info.ghosts
                                    ));
                                });
                                ui.end_row();
                            }
                        });
                    ui.checkbox(&mut progress.unlock_all, tr!(tr, "title-unlock-all"));
                    if !presets.0.is_empty() {
                        ui.separator();
                        ui.label(tr!(tr, "title-your-presets"));
                        for (path, cfg) in &presets.0 {
                            let name = path
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default();
                            match cfg {
                                Ok(cfg) => {
                                    let chosen = setup.preset.as_deref() == Some(path.as_path());
                                    if ui
                                        .add(egui::Button::selectable(
                                            chosen,
                                            format!("{name}: {}", cfg.name),
                                        ))
                                        .clicked()
                                    {
                                        setup.preset =
                                            if chosen { None } else { Some(path.clone()) };
                                        setup.level = cfg.level;
                                    }
                                }
                                Err(e) => {
                                    ui.colored_label(egui::Color32::LIGHT_RED, e.to_string());
                                }
                            }
                        }
                    }
                    ui.separator();

                    ui.horizontal(|ui| {
                        ui.label(tr!(tr, "title-players"));
                        for n in 1..=5u8 {
                            if ui
                                .add(egui::Button::selectable(setup.players == n, n.to_string()))
                                .clicked()
                                && setup.players != n
                            {
                                setup.players = n;
                                setup.assign_default_colours();
                            }
                        }
                    });
                    let mut change = None;
                    let mut bot_seats = setup.bots.clone();
                    for (p, colours) in setup.colours.iter().enumerate() {
                        ui.horizontal(|ui| {
                            ui.label(tr!(tr, "title-player-n", n = p + 1));
                            if let Some(bot) = bot_seats.get_mut(p) {
                                ui.checkbox(bot, tr!(tr, "title-bot"));
                            }
                            for (slot, &c) in colours.iter().enumerate() {
                                egui::ComboBox::from_id_salt(("colour", p, slot))
                                    .selected_text(swatch(&tr, c))
                                    .width(90.0)
                                    .show_ui(ui, |ui| {
                                        for other in MeepleColour::ALL {
                                            if ui
                                                .selectable_label(other == c, swatch(&tr, other))
                                                .clicked()
                                            {
                                                change = Some((p, slot, other));
                                            }
                                        }
                                    });
                            }
                        });
                    }
                    if let Some((p, slot, c)) = change {
                        setup.set_colour(p, slot, c);
                    }
                    setup.bots = bot_seats;
                    ui.horizontal(|ui| {
                        ui.label(tr!(tr, "title-bot-speed"));
                        ui.add(
                            egui::Slider::new(&mut setup.bot_delay, 0.0..=2.0)
                                .suffix(tr!(tr, "title-seconds-per-decision")),
                        );
                        ui.checkbox(&mut setup.aids, tr!(tr, "title-player-aids"));
                        ui.checkbox(&mut setup.search, tr!(tr, "title-search"))
                            .on_hover_text(tr!(tr, "title-search-tip"));
                    });
                    ui.horizontal(|ui| {
                        let per = colours_per_player(setup.players);
                        ui.small(tr!(
                            tr,
                            "title-colours-per-player",
                            colours = per,
                            meeples = meeples_per_colour(setup.players)
                        ));
                        if setup.level < 6
                            && let Some(c) = setup.scoring_colour()
                        {
                            ui.small(tr!(tr, "title-scoring-meeple"));
                            ui.small(swatch(&tr, c));
                        }
                    });
                    ui.separator();

                    ui.horizontal(|ui| {
                        ui.label(tr!(tr, "title-seed"));
                        ui.add(
                            egui::TextEdit::singleline(&mut *seed_text)
                                .hint_text(tr!(tr, "title-seed-random"))
                                .desired_width(140.0),
                        );
                        seed_text.retain(|c| c.is_ascii_digit());
                    });

                    egui::CollapsingHeader::new(tr!(tr, "title-advanced"))
                        .default_open(false)
                        .show(ui, |ui| advanced(ui, &tr, &mut setup));
                    ui.separator();
                    match competitive(ui, &tr, &mut versus, &saved) {
                        Some(Versus::Start) => {
                            versus.seed = seed_text.parse().ok();
                            next.set(Screen::Versus);
                        }
                        Some(Versus::Continue) => {
                            if let crate::competitive::autosave::SavedMatch::Found(r) = &*saved {
                                // As the match was set up: a restart from the pause menu
                                // starts the same seats again.
                                versus.players = r.record.players;
                                versus.bots = r.bots.clone();
                                versus.seed = Some(r.record.seed);
                                commands.insert_resource(r.clone());
                                next.set(Screen::Versus);
                            }
                        }
                        None => {}
                    }
                });
            // Outside the scroll area: always in view.
            ui.separator();
            ui.horizontal(|ui| {
                let start = ui.add_sized(
                    [140.0, 32.0],
                    egui::Button::new(egui::RichText::new(tr!(tr, "title-start")).heading()),
                );
                if start.clicked() {
                    setup.seed = seed_text.parse().ok();
                    next.set(Screen::Playing);
                }
                if ui.button(tr!(tr, "menu-quit")).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}

/// What the competitive section asks for.
enum Versus {
    Start,
    Continue,
}

/// The competitive game (RULES §20): 2–5 seats, each a person or the bot; a saved match to
/// continue.
fn competitive(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    v: &mut crate::competitive::VersusSetup,
    saved: &crate::competitive::autosave::SavedMatch,
) -> Option<Versus> {
    use crate::competitive::autosave::SavedMatch;
    ui.heading(tr!(tr, "versus-section"));
    ui.label(egui::RichText::new(tr!(tr, "versus-title")).strong());
    ui.small(tr!(tr, "versus-blurb"));
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
                "versus-continue",
                players = r.record.players,
                tiles = placed
            );
            if ui.button(label).clicked() {
                return Some(Versus::Continue);
            }
        }
        SavedMatch::Damaged { error, aside } => {
            let text = match aside {
                Some(p) => tr!(
                    tr,
                    "versus-save-damaged",
                    file = p.display().to_string(),
                    reason = error.as_str()
                ),
                None => tr!(tr, "versus-save-unreadable", reason = error.as_str()),
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
        for (seat, bot) in v.bots.iter_mut().enumerate() {
            let c = crate::competitive::seat_colour(seat as u8);
            ui.label(crate::ui::coloured(
                c,
                tr!(tr, "title-player-n", n = seat + 1),
            ));
            ui.checkbox(bot, tr!(tr, "title-bot"));
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "title-bot-speed"));
        ui.add(
            egui::Slider::new(&mut v.bot_delay, 0.0..=2.0)
                .suffix(tr!(tr, "title-seconds-per-decision")),
        );
    });
    ui.button(tr!(tr, "versus-start"))
        .clicked()
        .then_some(Versus::Start)
}

fn advanced(ui: &mut egui::Ui, tr: &crate::i18n::Tr, setup: &mut GameSetup) {
    let r = &mut setup.rules;
    egui::Grid::new("rules").num_columns(2).show(ui, |ui| {
        ui.label(tr!(tr, "switch-joint-scoring"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.joint_scoring,
                JointScoring::ColorsMultiply,
                tr!(tr, "switch-colours-multiply"),
            );
            ui.radio_value(
                &mut r.joint_scoring,
                JointScoring::Majority,
                tr!(tr, "switch-majority"),
            );
        });
        ui.end_row();
        ui.label(tr!(tr, "switch-level6-setup"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.level6_setup,
                Level6Setup::Revised2023,
                tr!(tr, "switch-revised-2023"),
            );
            ui.radio_value(
                &mut r.level6_setup,
                Level6Setup::Original2022,
                tr!(tr, "switch-original-2022"),
            );
        });
        ui.end_row();
        ui.label(tr!(tr, "switch-pacify-unoccupied"));
        ui.checkbox(&mut r.pacify_on_unoccupied, "");
        ui.end_row();
        for (label, v) in [
            (tr!(tr, "switch-hound-vicinity"), &mut r.hound_vicinity),
            (tr!(tr, "switch-haunted-cells"), &mut r.haunted_ghost_cells),
            (tr!(tr, "switch-facedown-cells"), &mut r.facedown_cells),
        ] {
            ui.label(label);
            ui.horizontal(|ui| {
                ui.radio_value(v, Vicinity::N8, tr!(tr, "switch-8-around"));
                ui.radio_value(v, Vicinity::N4, tr!(tr, "switch-4-sides"));
            });
            ui.end_row();
        }
        ui.label(tr!(tr, "switch-tile58"));
        ui.horizontal(|ui| {
            ui.radio_value(&mut r.tile58_ghosts, 1, "1");
            ui.radio_value(&mut r.tile58_ghosts, 2, "2");
        });
        ui.end_row();
        ui.label(tr!(tr, "switch-symbol-counts"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.copy_ghost_counts,
                CopyGhostCounts::PerCopy,
                tr!(tr, "switch-per-copy"),
            );
            ui.radio_value(
                &mut r.copy_ghost_counts,
                CopyGhostCounts::Uniform003,
                tr!(tr, "switch-uniform"),
            );
        });
        ui.end_row();
    });
    if ui.button(tr!(tr, "switch-defaults")).clicked() {
        *r = Default::default();
    }
}
