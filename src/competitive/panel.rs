//! The competitive game's panel: every seat's score and supply, and what the seat to act must do
//! (with a button per choice); the match's end is `final_scores`.

use super::consequence::answer_words;
use super::table::{CompetitiveArt, CompetitiveTable, at_table};
use super::words::{coloured, spot_words, who};
use crate::i18n::Tr;
use crate::ui::shown_options::{ShownOptions, option_button};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};
use mists_board::{Cell, Rotation};
use mists_rules::competitive::plugin::{Choose, Undo};
use mists_rules::competitive::{Loc, Match, PieceKind, Play, Stage};

pub(super) fn plugin(app: &mut App) {
    // Drawn under the pause menu too, disabled (issue 47: Esc dims the table, as in the
    // cooperative game, instead of taking the panels away).
    let shown = || at_table().and_then(resource_exists::<CompetitiveArt>);
    app.add_systems(
        EguiPrimaryContextPass,
        (
            // The question in the bar under the board, as in the cooperative game.
            question_bar
                .in_set(crate::shared::UiPass::Docked)
                .run_if(shown()),
            // Under the help panel's Hint button (`help.rs`), at the column's top.
            side_panel
                .in_set(crate::shared::UiPass::DockedThen)
                .run_if(shown()),
        ),
    );
}

/// What the match panel shows, and where it draws it.
#[derive(SystemParam)]
struct SidePanel<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    v: Res<'w, CompetitiveTable>,
    m: Res<'w, Match>,
    art: Res<'w, CompetitiveArt>,
    tr: Res<'w, Tr>,
    choose: MessageWriter<'w, Choose>,
    undo: MessageWriter<'w, Undo>,
    dock: ResMut<'w, crate::layout::dock::Dock>,
    menu: Res<'w, State<crate::shared::Menu>>,
    shown: ResMut<'w, crate::ui::shown_options::ShownOptions>,
}

/// The seats and the drawn tile, in the right column.
fn side_panel(mut cx: SidePanel) -> Result {
    let paused = *cx.menu.get() != crate::shared::Menu::None;
    // The drawn tile, turned as the player set it.
    let face = match cx.m.stage {
        Stage::Place(copy) => Some(cx.art.0.copy_face(cx.m.tiles(), copy)),
        _ => None,
    }
    .map(|h| cx.contexts.add_image(EguiTextureHandle::Weak(h.id())));
    let (tr, v, m) = (&*cx.tr, &*cx.v, &*cx.m);
    let ctx = cx.contexts.ctx_mut()?;
    // Two thirds of the column at most: the log under it keeps the rest.
    cx.dock.show_within(
        ctx,
        crate::layout::dock::Slot::Right,
        "match panel",
        2.0 / 3.0,
        |ui| {
            if paused {
                ui.disable();
            }
            crate::layout::theme::heading(ui, tr!(tr, "competitive-title"));
            seats(ui, tr, v, m);
            if let (Some(face), true) = (face, v.person_to_act(m)) {
                ui.separator();
                place(ui, tr, face, v.rot);
                ui.small(tr!(tr, "competitive-help"));
            }
        },
    );
    Ok(())
}

/// What the seat to act must do, with a button per choice, in the bar under the board.
fn question_bar(mut cx: SidePanel) -> Result {
    let paused = *cx.menu.get() != crate::shared::Menu::None;
    let (tr, v, m) = (&*cx.tr, &*cx.v, &*cx.m);
    let shown = &mut *cx.shown;
    let ctx = cx.contexts.ctx_mut()?;
    let (_, (chosen, undo)) = cx
        .dock
        .show(ctx, crate::layout::dock::Slot::Bar, "decision", |ui| {
            if paused {
                ui.disable();
            }
            turn(ui, tr, v, m, shown)
        });
    if let Some(p) = chosen {
        cx.choose.write(Choose(p));
    } else if undo {
        cx.undo.write(Undo);
    }
    Ok(())
}

/// One wrapping row per seat, then the tiles and the ghosts left.
fn seats(ui: &mut egui::Ui, tr: &Tr, v: &CompetitiveTable, m: &Match) {
    for seat in 0..m.setup.players {
        seat_row(ui, tr, v, m, seat);
    }
    ui.small(tr!(tr, "competitive-tiles-left", n = m.tiles_left()));
    ui.small(tr!(
        tr,
        "competitive-ghost-supply",
        n = m.ghost_supply as usize
    ));
}

/// A seat's row: name, score, then role and supply (a narrow column wraps).
fn seat_row(ui: &mut egui::Ui, tr: &Tr, v: &CompetitiveTable, m: &Match, seat: u8) {
    ui.horizontal_wrapped(|ui| {
        let mut name = who(tr, seat);
        if seat == m.current && !m.is_over() {
            name = format!("▶ {name}");
        }
        ui.label(coloured(seat, name));
        ui.label(egui::RichText::new(m.scores[seat as usize].to_string()).strong());
        let supply = supply(tr, m, seat);
        ui.small(match role(tr, v, seat) {
            Some(role) => format!("{role} · {supply}"),
            None => supply,
        });
    });
}

/// A seat's meeples and guard meeples in supply, in words.
fn supply(tr: &Tr, m: &Match, seat: u8) -> String {
    let count = |k| {
        m.pieces
            .iter()
            .filter(|p| p.owner == seat && p.kind == k && p.loc == Loc::Supply)
            .count()
    };
    tr!(
        tr,
        "competitive-supply",
        meeples = count(PieceKind::Meeple),
        guards = count(PieceKind::Guard)
    )
}

/// Who plays a seat: a bot (which one), a person here, or online someone elsewhere.
fn role(tr: &Tr, v: &CompetitiveTable, seat: u8) -> Option<String> {
    // In a record being watched every seat is the record's.
    // Online, a seat answered elsewhere (its player's computer, the host's bot;
    // the seats panel says which).
    match (v.replaying, v.bots[seat as usize]) {
        (true, _) => None,
        (false, true) if v.strong.get(seat as usize) == Some(&true) => Some(format!(
            "{} ({})",
            tr!(tr, "competitive-bot"),
            tr!(tr, "competitive-strong")
        )),
        (false, true) => Some(tr!(tr, "competitive-bot")),
        _ if v.is_elsewhere(seat) => Some(tr!(tr, "competitive-online")),
        (false, false) => Some(tr!(tr, "competitive-person")),
    }
}

/// What the seat to act must do, with a button per choice; the play chosen, and whether the
/// turn's last play is undone.
fn turn(
    ui: &mut egui::Ui,
    tr: &Tr,
    v: &CompetitiveTable,
    m: &Match,
    shown: &mut ShownOptions,
) -> (Option<Play>, bool) {
    if m.is_over() {
        ui.label(tr!(tr, "competitive-over"));
        return (None, false);
    }
    if !v.person_to_act(m) {
        waiting(ui, tr, v, m);
        return (None, false);
    }
    let what = match m.stage {
        Stage::Place(_) => tr!(tr, "competitive-place"),
        Stage::GhostOther => tr!(tr, "competitive-ghost-other"),
        Stage::GhostOwn => tr!(tr, "competitive-ghost-own"),
        Stage::Deploy => tr!(tr, "competitive-deploy"),
        Stage::Over => String::new(),
    };
    ui.horizontal_wrapped(|ui| {
        let turn = tr!(tr, "competitive-turn", who = who(tr, m.current));
        ui.label(coloured(m.current, turn).strong().size(17.0));
        ui.label(egui::RichText::new(what).size(17.0));
    });
    let chosen = match m.stage {
        Stage::GhostOther | Stage::GhostOwn => ghost_choices(ui, tr, m, shown),
        Stage::Deploy => deploy_choices(ui, tr, m, shown),
        Stage::Place(_) | Stage::Over => None,
    };
    // Until the turn ends (the next tile is drawn), its plays can be undone.
    let undo = m.plays_this_turn() > 0 && ui.button(tr!(tr, "panel-undo")).clicked();
    (chosen, undo)
}

/// Nobody here acts: whom the match waits for.
fn waiting(ui: &mut egui::Ui, tr: &Tr, v: &CompetitiveTable, m: &Match) {
    // A record being watched: the replay's controls say where it stands.
    if v.is_elsewhere(m.current) {
        ui.label(tr!(tr, "competitive-waiting-for", who = who(tr, m.current)));
    } else if !v.replaying {
        ui.label(tr!(
            tr,
            "competitive-bot-thinking",
            who = who(tr, m.current)
        ));
    }
}

/// The drawn tile (`face`), turned by `rot`, as the cooperative game shows it.
fn place(ui: &mut egui::Ui, tr: &Tr, face: egui::TextureId, rot: Rotation) {
    ui.horizontal_wrapped(|ui| {
        // Egui turns clockwise, as the board's quarter turns do.
        let angle = rot.0 as f32 * std::f32::consts::FRAC_PI_2;
        ui.add(
            egui::Image::new(egui::load::SizedTexture::new(face, [72.0, 72.0]))
                .rotate(angle, egui::Vec2::splat(0.5)),
        );
        ui.label(tr!(tr, "hud-drawn"));
    });
}

/// A ghost step: a button per meeple a ghost may land on.
fn ghost_choices(ui: &mut egui::Ui, tr: &Tr, m: &Match, shown: &mut ShownOptions) -> Option<Play> {
    let mut chosen = None;
    for (i, play) in m.legal().into_iter().enumerate() {
        let Play::Ghost(id) = play else { continue };
        let p = m.piece(id);
        let Loc::Board { cell, spot } = p.loc else {
            continue;
        };
        let mut text = tr!(
            tr,
            "competitive-ghost-on",
            n = i + 1,
            who = who(tr, p.owner),
            what = spot_words(tr, m, cell, spot),
            ghosts = p.ghosts as usize
        );
        // Issue 62: what the answer does, before the click.
        if let Some(e) = m.effect(play).and_then(|e| answer_words(tr, &e)) {
            text = format!("{text} · {e}");
        }
        if option_button(ui, shown, egui::Button::new(&text), &text).clicked() {
            chosen = Some(play);
        }
    }
    chosen
}

/// The new tile's free spots, each with a button per kind of piece, and passing.
fn deploy_choices(ui: &mut egui::Ui, tr: &Tr, m: &Match, shown: &mut ShownOptions) -> Option<Play> {
    let cell = m.placed_cell().unwrap_or(Cell::new(0, 0));
    let mut chosen = None;
    for (i, spot) in m.free_spots().into_iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let place = spot_words(tr, m, cell, spot);
            ui.label(format!("{}. {place}", i + 1));
            for (kind, label) in [
                (PieceKind::Meeple, tr!(tr, "competitive-meeple")),
                (PieceKind::Guard, tr!(tr, "competitive-guard")),
            ] {
                // A piece the seat has none of left is not an answer.
                if m.in_supply(m.current, kind).is_none() {
                    continue;
                }
                let play = Play::Deploy { kind, spot };
                let label = with_effect(tr, m, play, label);
                let b = egui::Button::new(&label);
                if option_button(ui, shown, b, &format!("{place}: {label}")).clicked() {
                    chosen = Some(play);
                }
            }
        });
    }
    let pass = with_effect(tr, m, Play::Pass, tr!(tr, "competitive-pass"));
    if option_button(ui, shown, egui::Button::new(&pass), &pass).clicked() {
        chosen = Some(Play::Pass);
    }
    chosen
}

/// An answer's label with what it does as the turn ends (issue 62): "meeple · red +4".
fn with_effect(tr: &Tr, m: &Match, play: Play, label: String) -> String {
    match m.effect(play).and_then(|e| answer_words(tr, &e)) {
        Some(e) => format!("{label} · {e}"),
        None => label,
    }
}
