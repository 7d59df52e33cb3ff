//! The competitive game's panel: every seat's score and supply, what the seat to act must do
//! (with a button per choice), and at the end the breakdown per player and a chart.

use super::Versus;
use super::view::seat_colour;
use crate::i18n::Tr;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};
use egui_plot::{Legend, Line, Plot, PlotPoints};
use mists_board::{AreaKind, Cell};
use mists_rules::competitive::plugin::{Choose, TakeBack};
use mists_rules::competitive::{Category, Loc, Match, PieceKind, Play, Spot, Stage};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (side_panel, final_scores)
            .in_set(crate::shared::UiPass::Docked)
            .run_if(
                in_state(Screen::Versus)
                    // The pause menu holds the game: no choices while it is open.
                    .and_then(in_state(crate::shared::Menu::None))
                    .and_then(resource_exists::<Versus>)
                    .and_then(resource_exists::<Match>)
                    .and_then(resource_exists::<super::VersusArt>),
            ),
    );
}

/// "Player 2 (green)".
pub(super) fn who(tr: &Tr, seat: u8) -> String {
    format!(
        "{} ({})",
        tr!(tr, "versus-seat", n = seat as usize + 1),
        crate::i18n::colour(tr, seat_colour(seat))
    )
}

fn coloured(seat: u8, text: String) -> egui::RichText {
    crate::ui::coloured(seat_colour(seat), text)
}

/// A spot of the new tile in words: "the field", "the road over 3 tiles", "the cemetery".
fn spot_words(tr: &Tr, m: &Match, cell: Cell, spot: Spot) -> String {
    let Spot::Area(a) = spot else {
        return tr!(tr, "versus-keeper");
    };
    let Some(def) = m.board.def_at(cell) else {
        return String::new();
    };
    let info = m.board.feature_of(cell, a).map(|f| m.board.feature(f));
    let tiles = info.as_ref().map_or(1, |i| i.cells.len());
    match &def.area(a).kind {
        AreaKind::Road { .. } => tr!(tr, "words-road", tiles = tiles),
        AreaKind::City { .. } => tr!(
            tr,
            "words-city",
            tiles = tiles,
            arms = info.map_or(0, |i| i.arms)
        ),
        AreaKind::Castle => tr!(tr, "words-castle"),
        AreaKind::Monastery => tr!(tr, "words-monastery"),
        AreaKind::Field { .. } => tr!(tr, "words-field"),
        AreaKind::Mist => String::new(),
    }
}

fn side_panel(
    mut contexts: EguiContexts,
    v: Res<Versus>,
    m: Res<Match>,
    art: Res<super::VersusArt>,
    tr: Res<Tr>,
    mut choose: MessageWriter<Choose>,
    mut take_back: MessageWriter<TakeBack>,
    mut dock: ResMut<crate::layout::dock::Dock>,
    menu: Res<State<crate::shared::Menu>>,
) -> Result {
    let paused = *menu.get() != crate::shared::Menu::None;
    // The drawn tile, turned as the player set it.
    let face = match m.stage {
        Stage::Place(copy) => Some(art.0.copy_face(m.tiles(), copy)),
        _ => None,
    }
    .map(|h| contexts.add_image(EguiTextureHandle::Weak(h.id())));
    let ctx = contexts.ctx_mut()?;
    let (mut chosen, mut undo) = (None, false);
    // Two thirds of the column at most: the log under it keeps the rest.
    dock.show_within(
        ctx,
        crate::layout::dock::Slot::Right,
        "versus",
        2.0 / 3.0,
        |ui| {
            if paused {
                ui.disable();
            }
            ui.heading(tr!(tr, "versus-title"));
            let m = &*m;
            // One wrapping row per seat: name, score, then role and supply (a narrow column wraps).
            for seat in 0..m.setup.players {
                ui.horizontal_wrapped(|ui| {
                    let mut name = who(&tr, seat);
                    if seat == m.current && !m.is_over() {
                        name = format!("▶ {name}");
                    }
                    ui.label(coloured(seat, name));
                    ui.label(egui::RichText::new(m.scores[seat as usize].to_string()).strong());
                    let count = |k| {
                        m.pieces
                            .iter()
                            .filter(|p| p.owner == seat && p.kind == k && p.loc == Loc::Supply)
                            .count()
                    };
                    let supply = tr!(
                        tr,
                        "versus-supply",
                        meeples = count(PieceKind::Meeple),
                        guards = count(PieceKind::Guard)
                    );
                    // In a record being watched every seat is the record's.
                    // Online, a seat answered elsewhere (its player's computer, the host's bot;
                    // the seats panel says which).
                    let role = match (v.watching, v.bots[seat as usize]) {
                        (true, _) => None,
                        (false, true) if v.strong.get(seat as usize) == Some(&true) => Some(
                            format!("{} ({})", tr!(tr, "versus-bot"), tr!(tr, "versus-strong")),
                        ),
                        (false, true) => Some(tr!(tr, "versus-bot")),
                        _ if v.is_elsewhere(seat) => Some(tr!(tr, "versus-online")),
                        (false, false) => Some(tr!(tr, "versus-person")),
                    };
                    ui.small(match role {
                        Some(role) => format!("{role} · {supply}"),
                        None => supply,
                    });
                });
            }
            ui.small(tr!(tr, "versus-tiles-left", n = m.tiles_left()));
            ui.small(tr!(tr, "versus-ghost-supply", n = m.ghost_supply as usize));
            ui.separator();
            if m.is_over() {
                ui.label(tr!(tr, "versus-over"));
                return;
            }
            if !v.person_to_act(m) {
                // A record being watched: the replay's controls say where it stands.
                if v.is_elsewhere(m.current) {
                    ui.label(tr!(tr, "versus-waiting-for", who = who(&tr, m.current)));
                } else if !v.watching {
                    ui.label(tr!(tr, "versus-bot-thinking", who = who(&tr, m.current)));
                }
                return;
            }
            ui.label(coloured(
                m.current,
                tr!(tr, "versus-turn", who = who(&tr, m.current)),
            ));
            match m.stage {
                Stage::Place(_) => {
                    ui.horizontal_wrapped(|ui| {
                        if let Some(id) = face {
                            // Egui turns clockwise, as the board's quarter turns do.
                            let angle = v.rot.0 as f32 * std::f32::consts::FRAC_PI_2;
                            ui.add(
                                egui::Image::new(egui::load::SizedTexture::new(id, [72.0, 72.0]))
                                    .rotate(angle, egui::Vec2::splat(0.5)),
                            );
                        }
                        ui.label(tr!(tr, "versus-place"));
                    });
                }
                Stage::GhostOther | Stage::GhostOwn => {
                    ui.label(if m.stage == Stage::GhostOther {
                        tr!(tr, "versus-ghost-other")
                    } else {
                        tr!(tr, "versus-ghost-own")
                    });
                    for (i, play) in m.legal().into_iter().enumerate() {
                        let Play::Ghost(id) = play else { continue };
                        let p = m.piece(id);
                        let Loc::Board { cell, spot } = p.loc else {
                            continue;
                        };
                        let text = tr!(
                            tr,
                            "versus-ghost-on",
                            n = i + 1,
                            who = who(&tr, p.owner),
                            what = spot_words(&tr, m, cell, spot),
                            ghosts = p.ghosts as usize
                        );
                        if ui.button(text).clicked() {
                            chosen = Some(play);
                        }
                    }
                }
                Stage::Deploy => {
                    ui.label(tr!(tr, "versus-deploy"));
                    let cell = m.placed_cell().unwrap_or(Cell::new(0, 0));
                    for (i, spot) in m.free_spots().into_iter().enumerate() {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(format!("{}. {}", i + 1, spot_words(&tr, m, cell, spot)));
                            for (kind, label) in [
                                (PieceKind::Meeple, tr!(tr, "versus-meeple")),
                                (PieceKind::Guard, tr!(tr, "versus-guard")),
                            ] {
                                let have = m.in_supply(m.current, kind).is_some();
                                if ui.add_enabled(have, egui::Button::new(label)).clicked() {
                                    chosen = Some(Play::Deploy { kind, spot });
                                }
                            }
                        });
                    }
                    if ui.button(tr!(tr, "versus-pass")).clicked() {
                        chosen = Some(Play::Pass);
                    }
                }
                Stage::Over => {}
            }
            // Until the turn ends (the next tile is drawn), its plays can be taken back.
            if m.plays_this_turn() > 0 && ui.button(tr!(tr, "panel-undo")).clicked() {
                undo = true;
            }
            ui.separator();
            ui.small(tr!(tr, "versus-help"));
        },
    );
    if let Some(p) = chosen {
        choose.write(Choose(p));
    } else if undo {
        take_back.write(TakeBack);
    }
    Ok(())
}

/// The final breakdown per player and the scores turn by turn.
fn final_scores(
    mut commands: Commands,
    mut contexts: EguiContexts,
    v: Res<Versus>,
    m: Res<Match>,
    tr: Res<Tr>,
    mut next: ResMut<NextState<Screen>>,
    data: Option<Res<crate::storage::DataDir>>,
    mut saved: Local<Option<String>>,
    mut dock: ResMut<crate::layout::dock::Dock>,
    menu: Res<State<crate::shared::Menu>>,
) -> Result {
    let paused = *menu.get() != crate::shared::Menu::None;
    if !m.is_over() {
        // The next match's end starts without the last one's saved path.
        *saved = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let m = &*m;
    let best = m.scores.iter().copied().max().unwrap_or(0);
    let winners: Vec<String> = (0..m.setup.players)
        .filter(|&s| m.scores[s as usize] == best)
        .map(|s| who(&tr, s))
        .collect();
    dock.show(ctx, crate::layout::dock::Slot::Bar, "versus over", |ui| {
        if paused {
            ui.disable();
        }
        ui.strong(tr!(tr, "versus-over"));
        ui.heading(tr!(
            tr,
            "versus-winners",
            who = winners.join(", "),
            points = best as usize
        ));
        let cols = [
            (tr!(tr, "versus-col-roads"), Some(Category::Road)),
            (tr!(tr, "versus-col-cities"), Some(Category::City)),
            (tr!(tr, "versus-col-monasteries"), Some(Category::Monastery)),
            (tr!(tr, "versus-col-fields"), Some(Category::Field)),
            (tr!(tr, "versus-col-castles"), Some(Category::Castle)),
            (tr!(tr, "versus-col-ghosts"), None),
        ];
        // A narrow window scrolls the table sideways rather than cutting its totals off.
        egui::ScrollArea::horizontal().show(ui, |ui| {
            egui::Grid::new("breakdown").striped(true).show(ui, |ui| {
                // The total first: on a narrow window the categories scroll, the total stays.
                ui.label("");
                ui.label(egui::RichText::new(tr!(tr, "versus-col-total")).strong());
                for (label, _) in &cols {
                    ui.label(label.as_str());
                }
                ui.end_row();
                for seat in 0..m.setup.players {
                    let b = &m.breakdown[seat as usize];
                    ui.label(coloured(seat, who(&tr, seat)));
                    ui.label(egui::RichText::new(m.scores[seat as usize].to_string()).strong());
                    for (_, cat) in &cols {
                        let n = cat.map_or(b.ghost_penalty, |c| b.points[c as usize]);
                        ui.label(n.to_string());
                    }
                    ui.end_row();
                }
            });
        });
        ui.horizontal_wrapped(|ui| {
            // A record being watched is not a game to play again.
            if !v.watching && ui.button(tr!(tr, "versus-again")).clicked() {
                next.set(Screen::Versus);
            }
            // The match just played, from its first play, with the replay's controls.
            let recordable = !v.watching && v.recordable(m);
            if recordable && ui.button(tr!(tr, "over-watch")).clicked() {
                let rec = v.record(m);
                let name = std::path::PathBuf::from(format!("competitive-{}.ron", rec.seed));
                match super::watch::WatchMatch::of_record(rec, &name, 0) {
                    Ok(w) => {
                        commands.insert_resource(w);
                        next.set(Screen::Versus);
                    }
                    Err(e) => error!("cannot watch the match: {e}"),
                }
            }
            if ui.button(tr!(tr, "menu-level-select")).clicked() {
                next.set(Screen::LevelSelect);
            }
            // The record replays with `mists-cli replay` (docs/competitive.md).
            if v.recordable(m) && ui.button(tr!(tr, "versus-save-record")).clicked() {
                let dir = data
                    .as_ref()
                    .and_then(|d| d.0.clone())
                    .unwrap_or_else(std::env::temp_dir);
                let rec = v.record(m);
                let path = dir
                    .join("records")
                    .join(format!("competitive-{}.ron", rec.seed));
                *saved = Some(
                    crate::storage::write_atomic(&path, &rec.to_ron())
                        .map(|()| format!("✔ {}", path.display()))
                        .unwrap_or_else(|e| format!("⚠ {}: {e}", path.display())),
                );
            }
        });
        if let Some(s) = saved.as_ref() {
            ui.small(s.as_str());
        }
        // The chart takes the room left under the buttons (none on a short window).
        let height = (ui.available_height() - 24.0).min(170.0);
        if height < 60.0 {
            return;
        }
        ui.label(tr!(tr, "versus-chart"));
        Plot::new("versus-scores")
            .height(height)
            .legend(Legend::default())
            .allow_scroll(false)
            .show(ui, |plot| {
                for seat in 0..m.setup.players {
                    let points: PlotPoints = v
                        .history
                        .iter()
                        .enumerate()
                        .map(|(t, row)| [t as f64, row[seat as usize] as f64])
                        .collect();
                    let [r, g, b] = crate::setup::colour_rgb(seat_colour(seat));
                    plot.line(
                        Line::new(who(&tr, seat), points).color(egui::Color32::from_rgb(r, g, b)),
                    );
                }
            });
    });
    Ok(())
}
