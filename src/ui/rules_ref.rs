//! The rules reference (F1 from any screen, or the decision panel's "why?"): the turn and each
//! step in our own words (`assets/i18n/<lang>/rules.ftl`), searchable, with the tiles and pieces
//! that show each step drawn by the tile art.

use crate::i18n::Tr;
use crate::tile_textures::{TileArt, Tiles};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};
use mists_board::TileId;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesRef>();
    app.add_systems(Update, toggle_key);
    app.add_systems(
        EguiPrimaryContextPass,
        reference.in_set(crate::shared::UiPass::Over),
    );
}

/// A piece drawn beside a section's tiles.
#[derive(Clone, Copy, Debug)]
pub enum Pic {
    Ghosts(u8),
    /// Index into `Colour::ALL`.
    Meeple(usize),
    Hound(usize),
}

/// The sections, in reading order, with the tiles (ids of the shipped set) and pieces that
/// illustrate each.
pub const SECTIONS: [(&str, &[u16], &[Pic]); 13] = [
    ("overview", &[], &[Pic::Meeple(0), Pic::Ghosts(1)]),
    ("turn", &[], &[]),
    ("place-tile", &[12, 7], &[]),
    ("mist", &[13, 14, 5], &[Pic::Ghosts(2)]),
    ("burial", &[1, 9], &[Pic::Meeple(1)]),
    ("ghosts", &[12, 13], &[Pic::Ghosts(1), Pic::Ghosts(3)]),
    ("meeple", &[7, 23], &[Pic::Meeple(0), Pic::Meeple(2)]),
    ("scoring", &[23, 3], &[Pic::Meeple(0)]),
    (
        "hounds",
        &[],
        &[Pic::Hound(0), Pic::Hound(1), Pic::Meeple(3)],
    ),
    ("facedown", &[1], &[]),
    ("levels", &[], &[]),
    ("end", &[], &[]),
    ("glossary", &[], &[]),
];

/// A section's title and body in the current language.
pub fn section_text(tr: &Tr, id: &str) -> (String, String) {
    match id {
        "overview" => (
            tr!(tr, "rules-overview-title"),
            tr!(tr, "rules-overview-body"),
        ),
        "turn" => (tr!(tr, "rules-turn-title"), tr!(tr, "rules-turn-body")),
        "place-tile" => (
            tr!(tr, "rules-place-tile-title"),
            tr!(tr, "rules-place-tile-body"),
        ),
        "mist" => (tr!(tr, "rules-mist-title"), tr!(tr, "rules-mist-body")),
        "burial" => (tr!(tr, "rules-burial-title"), tr!(tr, "rules-burial-body")),
        "ghosts" => (tr!(tr, "rules-ghosts-title"), tr!(tr, "rules-ghosts-body")),
        "meeple" => (tr!(tr, "rules-meeple-title"), tr!(tr, "rules-meeple-body")),
        "scoring" => (
            tr!(tr, "rules-scoring-title"),
            tr!(tr, "rules-scoring-body"),
        ),
        "hounds" => (tr!(tr, "rules-hounds-title"), tr!(tr, "rules-hounds-body")),
        "facedown" => (
            tr!(tr, "rules-facedown-title"),
            tr!(tr, "rules-facedown-body"),
        ),
        "levels" => (tr!(tr, "rules-levels-title"), tr!(tr, "rules-levels-body")),
        "end" => (tr!(tr, "rules-end-title"), tr!(tr, "rules-end-body")),
        _ => (
            tr!(tr, "rules-glossary-title"),
            tr!(tr, "rules-glossary-body"),
        ),
    }
}

/// Whether the reference is open, at which section, and what is searched for.
#[derive(Resource, Debug, Default)]
pub struct RulesRef {
    pub open: bool,
    pub section: Option<&'static str>,
    pub search: String,
}

impl RulesRef {
    /// Open the reference at a section (the decision panel's "why?").
    pub fn open_at(&mut self, section: &'static str) {
        self.open = true;
        self.section = SECTIONS.iter().map(|s| s.0).find(|s| *s == section);
        self.search.clear();
    }
}

fn toggle_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    mut r: ResMut<RulesRef>,
) {
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Rules) {
        r.open = !r.open;
    }
}

/// The sections whose title or body holds every word of `query` (any case).
pub fn matching(tr: &Tr, query: &str) -> Vec<&'static str> {
    let words: Vec<String> = query.split_whitespace().map(|w| w.to_lowercase()).collect();
    SECTIONS
        .iter()
        .map(|s| s.0)
        .filter(|id| {
            let (t, b) = section_text(tr, id);
            let text = format!("{t} {b}").to_lowercase();
            words.iter().all(|w| text.contains(w.as_str()))
        })
        .collect()
}

/// What the reference reads and changes.
#[derive(SystemParam)]
struct Reference<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    state: ResMut<'w, RulesRef>,
    tr: Res<'w, Tr>,
    tiles: Option<Res<'w, Tiles>>,
    art: Option<Res<'w, TileArt>>,
    pieces: Option<Res<'w, crate::board_view::pieces::PieceArt>>,
}

fn reference(mut cx: Reference) -> Result {
    if !cx.state.open {
        return Ok(());
    }
    let found = matching(&cx.tr, &cx.state.search);
    let current = shown_section(&found, cx.state.section.unwrap_or("overview"));
    let pictures = current.map_or_else(Vec::new, |c| {
        illustrations(
            &mut cx.contexts,
            c,
            cx.tiles.as_deref(),
            cx.art.as_deref(),
            cx.pieces.as_deref(),
        )
    });
    let ctx = cx.contexts.ctx_mut()?;
    let tr = &*cx.tr;
    let state = &mut *cx.state;
    let mut open = state.open;
    // A modal of a fixed size (90% of a small window): it never moves as sections change.
    let room = ctx.content_rect().size() * 0.9 - egui::vec2(24.0, 24.0);
    let size = egui::vec2(760.0, 520.0).min(room);
    let shown = egui::Modal::new(egui::Id::new("rules reference")).show(ctx, |ui| {
        ui.set_min_size(size);
        ui.set_max_size(size);
        header(ui, tr, &mut open, &mut state.search);
        ui.separator();
        ui.columns(2, |cols| {
            section_list(&mut cols[0], tr, &found, current, &mut state.section);
            if let Some(c) = current {
                section_view(&mut cols[1], tr, c, &pictures);
            }
        });
    });
    if shown.should_close() {
        open = false;
    }
    state.open = open;
    Ok(())
}

/// The section the reference shows: the chosen one while the search keeps it, else the first
/// the search found, else none (issue 64: a section filtered out no longer stays on show).
pub fn shown_section(found: &[&'static str], chosen: &str) -> Option<&'static str> {
    found
        .iter()
        .find(|id| **id == chosen)
        .or(found.first())
        .copied()
}

/// The illustrations of section `current`: its tile faces, then its pieces (textures registered
/// with egui).
fn illustrations(
    contexts: &mut EguiContexts,
    current: &str,
    tiles: Option<&Tiles>,
    art: Option<&TileArt>,
    pieces: Option<&crate::board_view::pieces::PieceArt>,
) -> Vec<egui::TextureId> {
    let section = SECTIONS.iter().find(|s| s.0 == current);
    let mut pictures: Vec<egui::TextureId> = match (tiles, art) {
        (Some(t), Some(a)) => section
            .map_or(&[][..], |s| s.1)
            .iter()
            .filter_map(|&id| t.0.by_id(TileId(id)))
            .filter_map(|ty| t.0.copies.iter().position(|c| c.ty == ty))
            .map(|i| a.copy_face(&t.0, mists_board::CopyIdx(i as u16)))
            .map(|h| contexts.add_image(EguiTextureHandle::Weak(h.id())))
            .collect(),
        _ => Vec::new(),
    };
    if let Some(p) = pieces {
        for pic in section.map_or(&[][..], |s| s.2) {
            let h = match *pic {
                Pic::Ghosts(n) => p.ghosts(n),
                Pic::Meeple(i) => p.meeple(i),
                Pic::Hound(i) => p.hound(i),
            };
            pictures.push(contexts.add_image(EguiTextureHandle::Weak(h.id())));
        }
    }
    pictures
}

/// The title with Close, and the search field.
fn header(ui: &mut egui::Ui, tr: &Tr, open: &mut bool, search: &mut String) {
    ui.horizontal(|ui| {
        crate::layout::theme::heading(ui, tr!(tr, "rules-window"));
        if ui.button(tr!(tr, "panel-close")).clicked() {
            *open = false;
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "rules-search"));
        let field = ui.text_edit_singleline(search);
        crate::layout::named(field, tr!(tr, "rules-search"));
    });
}

/// The sections found, the current one selected; a click opens one.
fn section_list(
    ui: &mut egui::Ui,
    tr: &Tr,
    found: &[&'static str],
    current: Option<&str>,
    section: &mut Option<&'static str>,
) {
    egui::ScrollArea::vertical()
        .id_salt("sections")
        .show(ui, |ui| {
            if found.is_empty() {
                ui.small(tr!(tr, "rules-nothing-found"));
            }
            for id in found {
                let (title, _) = section_text(tr, id);
                if ui.selectable_label(Some(*id) == current, title).clicked() {
                    *section = Some(*id);
                }
            }
        });
}

/// The current section: its title, its pictures and its text.
fn section_view(ui: &mut egui::Ui, tr: &Tr, current: &str, pictures: &[egui::TextureId]) {
    let (title, body) = section_text(tr, current);
    crate::layout::theme::heading(ui, title);
    if !pictures.is_empty() {
        ui.horizontal(|ui| {
            for id in pictures {
                ui.add(egui::Image::new(egui::load::SizedTexture::new(
                    *id,
                    [72.0, 72.0],
                )));
            }
        });
    }
    // A solid scroll bar with its own room: a floating one ran over the text's line ends at
    // 1024x640 (issue 64).
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::vertical()
        .id_salt("body")
        .show(ui, |ui| ui.label(body));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_section_has_text_in_every_language_and_search_finds_it() {
        let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        for lang in crate::i18n::Lang::ALL {
            let tr = Tr::load(assets, lang).unwrap();
            for (id, _, _) in SECTIONS {
                let (t, b) = section_text(&tr, id);
                assert!(!t.starts_with("rules-") && b.len() > 200, "{lang:?} {id}");
            }
        }
        let en = Tr::load(assets, crate::i18n::Lang::En).unwrap();
        assert_eq!(matching(&en, "").len(), SECTIONS.len());
        let hound = matching(&en, "HOUND");
        assert!(
            hound.contains(&"hounds") && hound.len() < SECTIONS.len(),
            "{hound:?}"
        );
        assert!(matching(&en, "zzzz qqqq").is_empty());
    }

    /// Issue 64: a section the search filters out is no longer shown; the first found is, and
    /// nothing when nothing is found. With the search cleared the chosen section comes back.
    #[test]
    fn the_reference_shows_only_a_section_the_search_kept() {
        let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let en = Tr::load(assets, crate::i18n::Lang::En).unwrap();
        // A search that keeps some sections but not the overview.
        let kept = ["facedown", "Ronja", "threshold", "cemetery", "swallow"]
            .iter()
            .map(|q| matching(&en, q))
            .find(|f| !f.is_empty() && !f.contains(&"overview"))
            .expect("a word the overview does not hold");
        assert_eq!(shown_section(&kept, "overview"), Some(kept[0]));
        assert_eq!(
            shown_section(&kept, kept[kept.len() - 1]),
            Some(kept[kept.len() - 1])
        );
        assert_eq!(shown_section(&matching(&en, "zzzz qqqq"), "overview"), None);
        assert_eq!(
            shown_section(&matching(&en, ""), "overview"),
            Some("overview")
        );
    }
}
