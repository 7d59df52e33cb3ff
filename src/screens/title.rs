//! The level select (egui over the start tile): level with its goal and thresholds (RULES §5),
//! players and colours (RULES §4.1), seed, and the rule switches of RULES §18.

use super::Screen;
use crate::board_view::spawn_tile;
use crate::setup::{
    CopyGhostCounts, GameSetup, JointScoring, Level6Setup, Levels, MeepleColour, Vicinity,
    colours_per_player, meeples_per_colour,
};
use crate::tile_textures::{TileArt, Tiles};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::Board;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_backdrop);
    app.add_systems(
        EguiPrimaryContextPass,
        level_select.run_if(in_state(Screen::Title)),
    );
}

use crate::progress::{CustomPresets, Progress};

/// The start tile behind the menu.
fn spawn_backdrop(mut commands: Commands, tiles: Res<Tiles>, art: Res<TileArt>) {
    let board = Board::with_start(tiles.0.clone());
    for p in board.placed() {
        let e = spawn_tile(&mut commands, &art, &tiles.0, p);
        commands.entity(e).insert(DespawnOnExit(Screen::Title));
    }
}

fn colour32(c: MeepleColour) -> egui::Color32 {
    let [r, g, b] = crate::setup::colour_rgb(c);
    egui::Color32::from_rgb(r, g, b)
}

fn swatch(c: MeepleColour) -> egui::RichText {
    let text = egui::RichText::new(format!(" ■ {} ", c.name()));
    if c == MeepleColour::Black {
        // Black on the dark theme: light text on a black chip.
        text.color(egui::Color32::from_gray(220))
            .background_color(colour32(c))
    } else {
        text.color(colour32(c))
    }
}

fn level_select(
    mut contexts: EguiContexts,
    mut setup: ResMut<GameSetup>,
    mut progress: ResMut<Progress>,
    mut seed_text: Local<String>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    start_error: Option<Res<crate::play::rules::StartError>>,
    presets: Res<CustomPresets>,
    levels: Res<Levels>,
    mut shown: Local<bool>,
    resume: Option<Res<crate::saves::Resume>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*shown {
        *shown = true;
        if let Some(t) = crate::STARTED.get() {
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
    egui::Window::new("Mists over Carcassonne")
        .anchor(egui::Align2::LEFT_CENTER, [40.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .default_width(620.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .min_scrolled_height(max_height)
                .max_height(max_height)
                .show(ui, |ui| {
                    ui.heading("Choose a level");
                    if let Some(e) = &start_error {
                        ui.colored_label(
                            egui::Color32::LIGHT_RED,
                            format!("Could not start: {}", e.0),
                        );
                    }
                    egui::Grid::new("levels")
                        .num_columns(3)
                        .spacing([12.0, 6.0])
                        .striped(true)
                        .show(ui, |ui| {
                            for info in &levels.0 {
                                let open = progress.is_open(info.number);
                                let label = format!("Level {}", info.number);
                                let chosen = setup.level == info.number;
                                if ui
                                    .add_enabled(open, egui::Button::selectable(chosen, label))
                                    .clicked()
                                {
                                    setup.level = info.number;
                                    setup.preset = None;
                                }
                                let mut goal = format!("goal {}{}", info.goal, info.goal_note);
                                if let (Some(a), Some(b)) = (info.rufus, info.ronja) {
                                    goal.push_str(&format!(
                                        " · Rufus {a}{n} · Ronja {b}{n}",
                                        n = info.goal_note
                                    ));
                                }
                                ui.label(goal);
                                ui.vertical(|ui| {
                                    ui.label(&info.new);
                                    ui.small(format!(
                                        "{} tiles, {}, {} ghosts",
                                        info.tiles, info.piles, info.ghosts
                                    ));
                                });
                                ui.end_row();
                            }
                        });
                    ui.checkbox(&mut progress.unlock_all, "Unlock all levels");
                    if !presets.0.is_empty() {
                        ui.separator();
                        ui.label("Your level presets (data folder, levels/):");
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
                                    ui.colored_label(egui::Color32::LIGHT_RED, e);
                                }
                            }
                        }
                    }
                    ui.separator();

                    ui.horizontal(|ui| {
                        ui.label("Players:");
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
                            ui.label(format!("Player {}:", p + 1));
                            if let Some(bot) = bot_seats.get_mut(p) {
                                ui.checkbox(bot, "bot");
                            }
                            for (slot, &c) in colours.iter().enumerate() {
                                egui::ComboBox::from_id_salt(("colour", p, slot))
                                    .selected_text(swatch(c))
                                    .width(90.0)
                                    .show_ui(ui, |ui| {
                                        for other in MeepleColour::ALL {
                                            if ui
                                                .selectable_label(other == c, swatch(other))
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
                        ui.label("Bot speed:");
                        ui.add(
                            egui::Slider::new(&mut setup.bot_delay, 0.0..=2.0)
                                .suffix(" s per decision"),
                        );
                        ui.checkbox(
                            &mut setup.aids,
                            "Player aids (hints, legal spots, ghost warning)",
                        );
                    });
                    ui.horizontal(|ui| {
                        let per = colours_per_player(setup.players);
                        ui.small(format!(
                            "{per} colour{} per player, {} meeples each (RULES §4.1).",
                            if per > 1 { "s" } else { "" },
                            meeples_per_colour(setup.players)
                        ));
                        if setup.level < 6
                            && let Some(c) = setup.scoring_colour()
                        {
                            ui.small("Scoring meeple:");
                            ui.small(swatch(c));
                        }
                    });
                    ui.separator();

                    ui.horizontal(|ui| {
                        ui.label("Seed:");
                        ui.add(
                            egui::TextEdit::singleline(&mut *seed_text)
                                .hint_text("random")
                                .desired_width(140.0),
                        );
                        seed_text.retain(|c| c.is_ascii_digit());
                    });

                    egui::CollapsingHeader::new("Advanced: rule switches (RULES §18)")
                        .default_open(false)
                        .show(ui, |ui| advanced(ui, &mut setup));
                });
            // Outside the scroll area: always in view.
            ui.separator();
            ui.horizontal(|ui| {
                let start = ui.add_sized(
                    [140.0, 32.0],
                    egui::Button::new(egui::RichText::new("Start").heading()),
                );
                if start.clicked() {
                    setup.seed = seed_text.parse().ok();
                    next.set(Screen::Playing);
                }
                if ui.button("Quit").clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}

fn advanced(ui: &mut egui::Ui, setup: &mut GameSetup) {
    let r = &mut setup.rules;
    egui::Grid::new("rules").num_columns(2).show(ui, |ui| {
        ui.label("Joint scoring (A-1)");
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.joint_scoring,
                JointScoring::ColorsMultiply,
                "colours multiply",
            );
            ui.radio_value(&mut r.joint_scoring, JointScoring::Majority, "majority");
        });
        ui.end_row();
        ui.label("Level 6 setup (§15.1)");
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.level6_setup,
                Level6Setup::Revised2023,
                "revised 2023",
            );
            ui.radio_value(
                &mut r.level6_setup,
                Level6Setup::Original2022,
                "original 2022",
            );
        });
        ui.end_row();
        ui.label("Pacify unoccupied features (A-2)");
        ui.checkbox(&mut r.pacify_on_unoccupied, "");
        ui.end_row();
        for (label, v) in [
            ("Hound vicinity (A-4)", &mut r.hound_vicinity),
            ("Haunted ghost cells (A-17)", &mut r.haunted_ghost_cells),
            ("Facedown cells (A-10)", &mut r.facedown_cells),
        ] {
            ui.label(label);
            ui.horizontal(|ui| {
                ui.radio_value(v, Vicinity::N8, "8 around");
                ui.radio_value(v, Vicinity::N4, "4 sides");
            });
            ui.end_row();
        }
        ui.label("Ghost symbols on tile 58 (A-34)");
        ui.horizontal(|ui| {
            ui.radio_value(&mut r.tile58_ghosts, 1, "1");
            ui.radio_value(&mut r.tile58_ghosts, 2, "2");
        });
        ui.end_row();
        ui.label("Symbol counts (§2.3)");
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.copy_ghost_counts,
                CopyGhostCounts::PerCopy,
                "per copy (75)",
            );
            ui.radio_value(
                &mut r.copy_ghost_counts,
                CopyGhostCounts::Uniform003,
                "uniform (78)",
            );
        });
        ui.end_row();
    });
    if ui.button("Defaults").clicked() {
        *r = Default::default();
    }
}
