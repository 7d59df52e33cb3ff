//! The sections of the Online page (`lobby::lobby`): hosting, joining and what to tell the
//! player, drawn from plain data.

use super::joining::Joining;
use super::lobby::{Action, Form};
use crate::i18n::Tr;
use crate::setup::GameSetup;
use bevy_egui::egui;
use mists_net::SeatKind;

/// What the page's sections read (plain data, built before drawing).
pub(super) struct View<'a> {
    pub(super) tr: &'a Tr,
    pub(super) setup: &'a GameSetup,
    pub(super) choices: &'a crate::competitive::CompetitiveChoices,
    pub(super) joining: Option<&'a Joining>,
    /// A short code's door is being asked for its game.
    pub(super) knocking: bool,
    /// A copy of the last online game this window took part in is kept (its host went away).
    pub(super) kept: bool,
}

/// Which game to host: the level chosen on the New game page, or the competitive game.
fn game_choice(ui: &mut egui::Ui, form: &mut Form, v: &View) {
    let tr = v.tr;
    ui.strong(tr!(tr, "online-host-heading"));
    // The level and players are chosen on the New game page, the competitive game's players
    // on the Competitive page.
    ui.horizontal_wrapped(|ui| {
        let coop = tr!(
            tr,
            "online-hosts-level",
            level = v.setup.level,
            players = v.setup.players
        );
        ui.selectable_value(&mut form.competitive, false, coop);
        let competitive = tr!(tr, "online-hosts-competitive", players = v.choices.players);
        ui.selectable_value(&mut form.competitive, true, competitive);
    });
    // The players, here (the New game and Competitive pages set them too): at least two, so
    // someone else can join.
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "title-players"));
        let now = players(form, v) as u8;
        for n in 2..=5u8 {
            if ui
                .add(egui::Button::selectable(now == n, n.to_string()))
                .clicked()
                && now != n
            {
                form.players_wanted = Some(n);
            }
        }
    });
}

/// The hosted game's number of seats.
fn players(form: &Form, v: &View) -> usize {
    let n = if form.competitive {
        v.choices.players
    } else {
        v.setup.players
    };
    n as usize
}

/// Whether anyone else can join: a seat of the game is played at another computer (issue 50: a
/// game with none — a 1-player game, or every seat here or a bot — was offered for hosting).
pub(super) fn joinable(seats: &[SeatKind], players: usize) -> bool {
    seats.iter().take(players).any(|k| *k == SeatKind::Remote)
}

/// Who plays each seat of the hosted game.
fn seat_rows(ui: &mut egui::Ui, form: &mut Form, v: &View) {
    let tr = v.tr;
    let players = players(form, v);
    ui.small(tr!(tr, "online-host-tip"));
    for (i, kind) in form.seats.iter_mut().take(players).enumerate() {
        ui.horizontal(|ui| {
            ui.label(tr!(tr, "online-seat", n = i + 1));
            for (k, text) in [
                (SeatKind::Host, tr!(tr, "online-seat-here")),
                (SeatKind::Remote, tr!(tr, "online-seat-remote")),
                (SeatKind::Bot, tr!(tr, "online-seat-bot")),
            ] {
                ui.selectable_value(kind, k, text);
            }
        });
    }
}

/// Hosting: the game, its seats and the host buttons; the one pressed.
pub(super) fn host_section(
    ui: &mut egui::Ui,
    form: &mut Form,
    v: &View,
    rules: &mut mists_rules::Settings,
) -> Option<Action> {
    let tr = v.tr;
    let mut action = None;
    game_choice(ui, form, v);
    seat_rows(ui, form, v);
    // The cooperative game's rule switches (RULES §18), as on the New game page.
    if !form.competitive {
        egui::CollapsingHeader::new(tr!(tr, "title-advanced"))
            .id_salt("online rules")
            .show(ui, |ui| {
                crate::layout::switches::rule_switches(ui, tr, rules)
            });
    }
    ui.checkbox(&mut form.spectators, tr!(tr, "online-spectators"));
    let open = joinable(&form.seats, players(form, v));
    if !open {
        ui.colored_label(
            egui::Color32::from_rgb(240, 190, 110),
            tr!(tr, "online-host-nobody"),
        );
    }
    let host = egui::Button::new(tr!(tr, "online-host-button"));
    if ui.add_enabled(open, host).clicked() {
        action = Some(Action::Host);
    }
    ui.small(tr!(tr, "online-code-tip"));
    egui::CollapsingHeader::new(tr!(tr, "online-lan"))
        .id_salt("host lan")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(tr!(tr, "online-port"));
                let port = ui.add(egui::TextEdit::singleline(&mut form.port).desired_width(60.0));
                crate::layout::named(port, tr!(tr, "online-port"));
                let lan = egui::Button::new(tr!(tr, "online-host-lan-button"));
                if ui.add_enabled(open, lan).clicked() {
                    action = Some(Action::HostLan);
                }
            });
        });
    if v.kept {
        if ui.button(tr!(tr, "online-host-on")).clicked() {
            action = Some(Action::HostOn);
        }
        ui.small(tr!(tr, "online-host-on-tip"));
    }
    action
}

/// Joining: the code, the name, the seat wanted and the join buttons; the one pressed.
pub(super) fn join_section(ui: &mut egui::Ui, form: &mut Form, v: &View) -> Option<Action> {
    let tr = v.tr;
    let mut action = None;
    ui.strong(tr!(tr, "online-join-heading"));
    ui.label(tr!(tr, "online-code"));
    let code = ui.add(
        egui::TextEdit::multiline(&mut form.code)
            .hint_text(tr!(tr, "online-paste-code"))
            .desired_rows(2)
            .desired_width(ui.available_width().min(520.0))
            .font(egui::TextStyle::Monospace),
    );
    crate::layout::named(code, tr!(tr, "online-code"));
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "online-name"));
        let name = ui.add(
            egui::TextEdit::singleline(&mut form.name)
                .char_limit(mists_net::wire::MAX_NAME)
                .desired_width(120.0),
        );
        crate::layout::named(name, tr!(tr, "online-name"));
    });
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "online-want-seat"));
        ui.selectable_value(&mut form.seat, None, tr!(tr, "online-any-seat"));
        for s in 0..mists_net::wire::MAX_SEATS as u8 {
            ui.selectable_value(&mut form.seat, Some(s), (s + 1).to_string());
        }
    });
    let button = ui.add_enabled(
        v.joining.is_none() && !v.knocking,
        egui::Button::new(tr!(tr, "online-join-button")),
    );
    if button.clicked() {
        action = Some(Action::Join);
    }
    egui::CollapsingHeader::new(tr!(tr, "online-lan"))
        .id_salt("join lan")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(tr!(tr, "online-address"));
                let address =
                    ui.add(egui::TextEdit::singleline(&mut form.address).desired_width(160.0));
                crate::layout::named(address, tr!(tr, "online-address"));
                let lan = ui.add_enabled(
                    v.joining.is_none(),
                    egui::Button::new(tr!(tr, "online-join-lan-button")),
                );
                if lan.clicked() {
                    action = Some(Action::JoinLan);
                }
            });
        });
    action
}

/// Connecting, or the last thing to tell the player.
pub(super) fn status_line(ui: &mut egui::Ui, form: &Form, v: &View) {
    if v.knocking {
        ui.label(tr!(v.tr, "online-short-knocking"));
    } else if let Some(j) = v.joining {
        ui.label(tr!(v.tr, "online-connecting", addr = j.addr.clone()));
    } else if let Some(s) = &form.status {
        ui.colored_label(egui::Color32::from_rgb(230, 120, 90), s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 50: a game is offered for hosting only when a seat is played at another computer.
    #[test]
    fn only_a_game_someone_can_join_is_offered() {
        use SeatKind::*;
        let seats = [Host, Remote, Bot, Remote, Remote];
        assert!(!joinable(&seats, 1), "a 1-player game");
        assert!(joinable(&seats, 2));
        assert!(
            !joinable(&[Host, Bot, Bot, Remote, Remote], 3),
            "here and bots only"
        );
        assert!(joinable(&[Bot, Bot, Remote, Host, Host], 3));
    }
}
