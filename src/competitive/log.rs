//! The competitive game's log: every seat's plays and scorings in words, newest first ("Player 2
//! (blue) scored the city over 4 tiles: +8"), read from the match's happenings (RULES §20), so
//! the scores never change without saying why.

use crate::i18n::Tr;
use crate::layout::dock::{Dock, Slot};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use mists_rules::competitive::{Category, Happening, Match};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        log_panel
            .in_set(crate::shared::UiPass::DockedLast)
            .run_if(super::table::at_table()),
    );
}

/// The log in the right column, under the seats' panel (for players, bots and a watched record).
fn log_panel(
    mut contexts: EguiContexts,
    m: Res<Match>,
    tr: Res<Tr>,
    mut dock: ResMut<Dock>,
) -> Result {
    let lines = latest(&tr, &m, SHOWN);
    if lines.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    dock.show(ctx, Slot::Right, "match log", |ui| {
        for line in lines {
            ui.label(line);
        }
    });
    Ok(())
}

/// How many lines the panel shows.
pub const SHOWN: usize = 8;

/// The latest happenings in words, newest first (at most `n`).
pub fn latest(tr: &Tr, m: &Match, n: usize) -> Vec<String> {
    m.happenings
        .iter()
        .rev()
        .flat_map(|h| words(tr, m, h).into_iter().rev())
        .take(n)
        .collect()
}

pub(super) fn kind(tr: &Tr, k: Category) -> String {
    match k {
        Category::Road => tr!(tr, "competitive-log-road"),
        Category::City => tr!(tr, "competitive-log-city"),
        Category::Monastery => tr!(tr, "competitive-log-monastery"),
        Category::Field => tr!(tr, "competitive-log-field"),
        Category::Castle => tr!(tr, "competitive-log-castle"),
        Category::Cemetery => tr!(tr, "competitive-log-cemetery"),
    }
}

/// One happening as lines (a scoring gives one per seat that scored).
pub fn words(tr: &Tr, m: &Match, h: &Happening) -> Vec<String> {
    let who = |seat| super::words::who(tr, seat);
    let owner = |p: mists_rules::competitive::PieceId| who(m.pieces[p.0 as usize].owner);
    match h {
        Happening::SetAside(_) => vec![tr!(tr, "competitive-log-set-aside")],
        Happening::Placed { seat, .. } => vec![tr!(tr, "competitive-log-placed", who = who(*seat))],
        Happening::Deployed { piece, .. } => {
            let guard =
                m.pieces[piece.0 as usize].kind == mists_rules::competitive::PieceKind::Guard;
            let piece_word = if guard {
                tr!(tr, "competitive-guard")
            } else {
                tr!(tr, "competitive-meeple")
            };
            vec![tr!(
                tr,
                "competitive-log-deployed",
                who = owner(*piece),
                piece = piece_word
            )]
        }
        Happening::Ghost { piece, ghosts } => {
            vec![tr!(
                tr,
                "competitive-log-ghost",
                who = owner(*piece),
                n = *ghosts
            )]
        }
        Happening::Haunted { piece } => {
            vec![tr!(tr, "competitive-log-haunted", who = owner(*piece))]
        }
        Happening::Scored {
            kind: k,
            cells,
            points,
            ..
        } => points
            .iter()
            .filter(|(_, p)| *p != 0)
            .map(|(seat, p)| {
                tr!(
                    tr,
                    "competitive-log-scored",
                    who = who(*seat),
                    what = kind(tr, *k),
                    tiles = cells.len(),
                    points = format!("{p:+}")
                )
            })
            .collect(),
        Happening::Keeper { seat, .. } => vec![tr!(tr, "competitive-log-keeper", who = who(*seat))],
        Happening::GameOver { .. } => vec![tr!(tr, "competitive-over")],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::competitive::CompetitiveSetup;

    #[test]
    fn the_log_says_who_scored_what_and_how_much() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/levels/competitive.ron");
        let (_, tiles) =
            mists_rules::competitive::file::load_preset(std::path::Path::new(path)).unwrap();
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let tr = Tr::load(root, crate::i18n::Lang::En).unwrap();
        let mut m = Match::new(tiles, CompetitiveSetup::players(3), 7).unwrap();
        // The greedy bot plays every seat until some feature scores.
        let scored = |m: &Match| {
            m.happenings.iter().any(
                |h| matches!(h, Happening::Scored { points, .. } if points.iter().any(|p| p.1 > 0)),
            )
        };
        while !scored(&m) {
            let play = mists_bot::competitive::choose(&m).expect("a play while the game runs");
            m.apply(play).unwrap();
        }
        let Some(Happening::Scored {
            kind: k,
            cells,
            points,
            ..
        }) = m
            .happenings
            .iter()
            .rev()
            .find(|h| matches!(h, Happening::Scored { .. }))
            .cloned()
        else {
            panic!("a scoring");
        };
        let lines = latest(&tr, &m, SHOWN);
        let (seat, p) = points.iter().find(|p| p.1 > 0).copied().unwrap();
        let line = lines
            .iter()
            .find(|l| l.contains(&format!("+{p}")))
            .unwrap_or_else(|| panic!("no +{p} in {lines:?}"));
        assert!(
            line.contains(&super::super::words::who(&tr, seat)),
            "{line}"
        );
        assert!(
            line.contains(&kind(&tr, k)) && line.contains(&cells.len().to_string()),
            "{line}"
        );
        assert!(lines.len() <= SHOWN && lines.iter().any(|l| l.contains("laid a tile")));
    }
}
