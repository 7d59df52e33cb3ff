//! What is on screen, as JSON (`DumpView` in a script, `--dump-view`): the board's sprites read
//! back from the world (tiles, ghosts, meeples, hounds, the lit cells, clash marks), the
//! pending decision and the cells it points at, the egui windows' rectangles and every text
//! egui drew in the last frame with its rectangle, font size and colour. The cells use
//! the names and meanings of `mists-cli replay --json`'s `cells` (x, y, tile, rotation, facedown,
//! ghosts), so a dump and a replay of the same game compare field by field (docs/game.md).

use crate::board_view::clash::ClashMark;
use crate::board_view::highlight::LegalCell;
use crate::board_view::pieces::{PieceCount, PieceKey};
use crate::board_view::{BoardTile, TileKey};
use crate::grid::cell_at;
use crate::shared::Screen;
use crate::tile_textures::Tiles;
use bevy::prelude::*;
use bevy_egui::EguiContext;
use serde::Serialize;
use std::collections::BTreeMap;

/// A board cell as drawn.
#[derive(Serialize, Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct CellShown {
    pub x: i16,
    pub y: i16,
    /// The tile's id; null for a facedown tile.
    pub tile: Option<u16>,
    pub rotation: u8,
    pub facedown: bool,
    /// The count the ghost sprite on the cell shows (0: none).
    pub ghosts: u8,
}

/// A piece standing on a cell.
#[derive(Serialize, Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct PieceShown {
    /// `meeple`, `buried` or `hound`, and its id (the meeple's or hound's index).
    pub kind: &'static str,
    pub id: usize,
    pub x: i16,
    pub y: i16,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct PendingShown {
    /// The decision's kind as the engine names it (`PlaceTile`, `PlaceMeeple`, …).
    pub kind: String,
    /// The cells its options point at (the marked cells; the lit cells for a placement; the new
    /// tile for a meeple).
    pub cells: Vec<[i16; 2]>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct WindowShown {
    /// egui's id of the area (stable between runs of one build).
    pub id: String,
    /// Left, top, right, bottom in logical pixels.
    pub rect: [f32; 4],
    /// The board cells holding a tile, or lit for the drawn tile, that it covers (a cell whose
    /// centre lies under the window).
    pub covers: Vec<[i16; 2]>,
}

/// A text egui drew.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct TextShown {
    pub text: String,
    /// Left, top, right, bottom in logical pixels.
    pub rect: [f32; 4],
    /// The font size of its first run, in points.
    pub size: f32,
    /// Its colour (of the first run, or the one the widget gave it), as RGBA.
    pub colour: [u8; 4],
}

/// The texts of the last egui output, kept while a script runs (bevy_egui takes the output in
/// `PostUpdate`; this reads it just before).
#[derive(Resource, Debug, Default, Clone)]
pub struct ShownTexts(pub Vec<TextShown>);

pub(crate) fn collect_texts(
    outputs: Query<&bevy_egui::EguiFullOutput>,
    mut texts: ResMut<ShownTexts>,
    controls: Option<ResMut<ShownControls>>,
) {
    let mut controls = controls;
    for out in &outputs {
        if let Some(full) = &out.0 {
            let mut found = Vec::new();
            for clipped in &full.shapes {
                texts_in(&clipped.shape, &mut found);
            }
            texts.0 = found;
            if let (Some(c), Some(tree)) = (
                controls.as_deref_mut(),
                &full.platform_output.accesskit_update,
            ) {
                c.0 = controls_in(tree);
            }
        }
    }
}

/// A control as a screen reader meets it (issue 48): its role and the name it would read.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct ControlShown {
    pub role: String,
    pub id: u64,
    /// Its label, or that of the widget it is labelled by; None: a screen reader has no name.
    pub name: Option<String>,
}

/// The controls of the last egui frame's AccessKit tree (when AccessKit output is on).
#[derive(Resource, Debug, Default, Clone)]
pub struct ShownControls(pub Vec<ControlShown>);

/// The controls a player acts on, with their names, from an AccessKit tree update.
fn controls_in(tree: &bevy_egui::egui::accesskit::TreeUpdate) -> Vec<ControlShown> {
    use bevy_egui::egui::accesskit::Role;
    let label_of = |id: bevy_egui::egui::accesskit::NodeId| {
        tree.nodes
            .iter()
            .find(|(n, _)| *n == id)
            .and_then(|(_, node)| node.label().or(node.value()).map(str::to_owned))
    };
    tree.nodes
        .iter()
        .filter(|(_, n)| {
            matches!(
                n.role(),
                Role::Button
                    | Role::CheckBox
                    | Role::RadioButton
                    | Role::ComboBox
                    | Role::Slider
                    | Role::SpinButton
                    | Role::Link
                    | Role::TextInput
                    | Role::Tab
                    | Role::ListBoxOption
                    | Role::MenuItem
            )
        })
        .map(|(id, n)| ControlShown {
            role: format!("{:?}", n.role()),
            id: id.0,
            name: n
                .label()
                .filter(|l| !l.trim().is_empty())
                .map(str::to_owned)
                .or_else(|| n.labelled_by().iter().find_map(|l| label_of(*l))),
        })
        .collect()
}

fn texts_in(shape: &bevy_egui::egui::Shape, out: &mut Vec<TextShown>) {
    use bevy_egui::egui::Shape;
    match shape {
        Shape::Text(t) => {
            let job = &t.galley.job;
            if job.text.trim().is_empty() {
                return;
            }
            let first = job.sections.first().map(|s| &s.format);
            let colour = t
                .override_text_color
                .or(first
                    .map(|f| f.color)
                    .filter(|c| *c != bevy_egui::egui::Color32::PLACEHOLDER))
                .unwrap_or(t.fallback_color);
            let r = t.galley.rect.translate(t.pos.to_vec2());
            out.push(TextShown {
                text: job.text.clone(),
                rect: [r.left(), r.top(), r.right(), r.bottom()],
                size: first.map_or(0.0, |f| f.font_id.size),
                colour: colour.to_array(),
            });
        }
        Shape::Vec(shapes) => shapes.iter().for_each(|s| texts_in(s, out)),
        _ => {}
    }
}

/// A cell where the drawn tile fits, and what laying it there does (issue 62), as the board
/// marks it: `losing` when every turn that fits loses the game at once.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct LegalShown {
    pub x: i16,
    pub y: i16,
    pub losing: bool,
    /// Each turn that fits: clockwise quarter turns and the engine's consequence (ghosts 2a
    /// needs against the supply then, banks closed and the ghosts they gave back).
    pub turns: Vec<(u8, mists_rules::consequence::PlacementNeed)>,
    /// The competitive game's instead: each turn that fits and what it does (`Match::effect`:
    /// the ghosts its mist brings, what it completes).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<(u8, mists_rules::competitive::Effect)>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct ViewDump {
    /// The screen state's name (`Playing`, `GameOver`, `Competitive`, …).
    pub screen: String,
    pub cells: Vec<CellShown>,
    pub pieces: Vec<PieceShown>,
    pub highlighted: Vec<[i16; 2]>,
    /// The cells where the drawn tile fits, with their consequences (issue 62).
    pub legal: Vec<LegalShown>,
    /// Clash marks: the cell and the side (`N`, `E`, `S`, `W`).
    pub clashes: Vec<(i16, i16, String)>,
    pub pending: Option<PendingShown>,
    pub windows: Vec<WindowShown>,
    pub texts: Vec<TextShown>,
    /// The board's free part of the window (left, top, right, bottom in logical pixels: not under
    /// any panel), and its share of the window (issue 47); the whole window when nothing is docked.
    pub board_rect: [f32; 4],
    pub board_share: f32,
    /// The pending question's answers as drawn (issue 47: none clipped or scrolled away).
    pub options: Vec<crate::ui::shown_options::OptionShown>,
}

/// The drawn tile's cells and consequences, from the driver the board's marks read.
fn legal_shown(world: &World) -> Vec<LegalShown> {
    let Some(d) = world.get_resource::<crate::play::driver::Driver>() else {
        return world
            .get_resource::<mists_rules::competitive::Match>()
            .map(competitive_legal)
            .unwrap_or_default();
    };
    (d.legal().iter())
        .map(|&(cell, rots)| LegalShown {
            x: cell.x,
            y: cell.y,
            losing: d.losing_cell(cell),
            turns: (rots.iter())
                .filter_map(|r| Some((r.0, d.need(cell, r)?)))
                .collect(),
            effects: Vec::new(),
        })
        .collect()
}

/// The competitive game's cells where the drawn tile fits, each turn with its effect.
fn competitive_legal(m: &mists_rules::competitive::Match) -> Vec<LegalShown> {
    use mists_rules::competitive::Play;
    let mut out: Vec<LegalShown> = Vec::new();
    for play in m.legal() {
        let (Play::Place { cell, rot }, Some(e)) = (play, m.effect(play)) else {
            continue;
        };
        if out.last().is_none_or(|l| (l.x, l.y) != (cell.x, cell.y)) {
            out.push(LegalShown {
                x: cell.x,
                y: cell.y,
                losing: false,
                turns: Vec::new(),
                effects: Vec::new(),
            });
        }
        if let Some(l) = out.last_mut() {
            l.effects.push((rot.0, e));
        }
    }
    out
}

/// Read the view back from the world.
pub fn dump(world: &mut World) -> ViewDump {
    let state = *world.resource::<State<Screen>>().get();
    let screen = format!("{state:?}");
    let cells = cells_shown(world, state);
    let pieces = pieces_shown(world);
    let mut highlighted: Vec<[i16; 2]> = world
        .query::<&LegalCell>()
        .iter(world)
        .map(|l| [l.cell.x, l.cell.y])
        .collect();
    highlighted.sort();
    let legal = legal_shown(world);
    let mut clashes: Vec<(i16, i16, String)> = world
        .query::<&ClashMark>()
        .iter(world)
        .map(|m| (m.0.x, m.0.y, format!("{:?}", m.1)))
        .collect();
    clashes.sort();
    // The cells a window may hide: tiles on the board and lit cells.
    let mut board_cells: Vec<[i16; 2]> = cells.iter().map(|c| [c.x, c.y]).collect();
    board_cells.extend(highlighted.iter().copied());
    board_cells.sort();
    board_cells.dedup();
    let (board_rect, board_share) = board_part(world);
    ViewDump {
        board_rect,
        board_share,
        screen,
        cells,
        pieces,
        highlighted,
        legal,
        clashes,
        pending: pending(world),
        options: world
            .get_resource::<crate::ui::shown_options::ShownOptions>()
            .map(|o| o.0.clone())
            .unwrap_or_default(),
        windows: windows(world, &board_cells),
        texts: world
            .get_resource::<ShownTexts>()
            .map(|t| t.0.clone())
            .unwrap_or_default(),
    }
}

/// The board's free part of the primary window and its share of the window's area.
fn board_part(world: &mut World) -> ([f32; 4], f32) {
    let size = world
        .query_filtered::<&Window, With<bevy::window::PrimaryWindow>>()
        .iter(world)
        .next()
        .map(|w| w.size())
        .unwrap_or(Vec2::ONE);
    let whole = Rect::from_corners(Vec2::ZERO, size);
    let r = world
        .get_resource::<crate::shared::BoardArea>()
        .and_then(|a| a.0)
        .unwrap_or(whole);
    let share = r.width() * r.height() / (size.x * size.y).max(1.0);
    ([r.min.x, r.min.y, r.max.x, r.max.y], share)
}

/// The board's tiles as drawn, with the ghosts on them, in order.
fn cells_shown(world: &mut World, state: Screen) -> Vec<CellShown> {
    let ghosts: BTreeMap<(i16, i16), u8> = world
        .query::<(&PieceKey, &PieceCount)>()
        .iter(world)
        .filter_map(|(k, n)| match k {
            PieceKey::Ghosts(c) => Some(((c.x, c.y), n.0)),
            _ => None,
        })
        .collect();
    // The competitive screen's tiles come from its own (base game) set.
    let tiles = match world.get_resource::<mists_rules::competitive::Match>() {
        Some(m) if state == Screen::Competitive => Some(m.tiles().clone()),
        _ => world.get_resource::<Tiles>().map(|t| t.0.clone()),
    };
    let mut cells: Vec<CellShown> = world
        .query::<&BoardTile>()
        .iter(world)
        .map(|t| {
            let (tile, rotation, facedown) = match t.1 {
                TileKey::Face { ty, rot, .. } => {
                    let id = tiles
                        .as_ref()
                        .and_then(|s| s.types.get(ty.0 as usize))
                        .map(|d| d.id.0);
                    (id, rot.0, false)
                }
                TileKey::Back => (None, 0, true),
            };
            CellShown {
                x: t.0.x,
                y: t.0.y,
                tile,
                rotation,
                facedown,
                ghosts: ghosts.get(&(t.0.x, t.0.y)).copied().unwrap_or(0),
            }
        })
        .collect();
    cells.sort();
    cells
}

/// The pieces standing on cells, in order.
fn pieces_shown(world: &mut World) -> Vec<PieceShown> {
    let mut pieces: Vec<PieceShown> = world
        .query::<(&PieceKey, &Transform)>()
        .iter(world)
        .filter_map(|(k, tf)| {
            let c = cell_at(tf.translation.truncate());
            let (kind, id) = match k {
                PieceKey::Meeple(i) => ("meeple", *i as usize),
                PieceKey::Buried(i) => ("buried", *i as usize),
                PieceKey::Hound(h) => ("hound", *h),
                PieceKey::Ghosts(_) => return None,
            };
            Some(PieceShown {
                kind,
                id,
                x: c.x,
                y: c.y,
            })
        })
        .collect();
    pieces.sort();
    pieces
}

fn pending(world: &World) -> Option<PendingShown> {
    let p = world.get_resource::<mists_rules::Pending>()?.0.clone()?;
    let table = world.get_resource::<mists_rules::Table>()?;
    let kind = format!("{:?}", p.kind);
    let kind = kind
        .split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string();
    let mut cells: Vec<[i16; 2]> = p
        .options
        .iter()
        .filter_map(|d| match d {
            mists_rules::Decision::PlaceTile { cell, .. } => Some(*cell),
            d => d.points_at(&table.meeples),
        })
        .map(|c| [c.x, c.y])
        .collect();
    // A meeple question is about the tile just placed.
    if let mists_rules::DecisionKind::PlaceMeeple { cell } = p.kind {
        cells.push([cell.x, cell.y]);
    }
    cells.sort();
    cells.dedup();
    Some(PendingShown { kind, cells })
}

fn windows(world: &mut World, board: &[[i16; 2]]) -> Vec<WindowShown> {
    let camera = world
        .query_filtered::<(&Camera, &GlobalTransform), With<crate::input::BoardCamera>>()
        .iter(world)
        .next()
        .map(|(c, t)| (c.clone(), *t));
    let mut q = world.query::<&mut EguiContext>();
    let Some(mut ctx) = q.iter_mut(world).next() else {
        return Vec::new();
    };
    let ctx = ctx.get_mut();
    let under = |r: &[f32; 4]| -> Vec<[i16; 2]> {
        let Some((cam, tf)) = &camera else {
            return Vec::new();
        };
        board
            .iter()
            .copied()
            .filter(|&[x, y]| {
                let centre = crate::grid::cell_centre(mists_board::Cell::new(x, y));
                cam.world_to_viewport(tf, centre.extend(0.0))
                    .is_ok_and(|p| p.x >= r[0] && p.x <= r[2] && p.y >= r[1] && p.y <= r[3])
            })
            .collect()
    };
    ctx.memory(|m| {
        let visible = m.areas().visible_layer_ids();
        let mut out: Vec<WindowShown> = m
            .layer_ids()
            .filter(|l| visible.contains(l) && l.order != bevy_egui::egui::Order::Background)
            .filter_map(|l| {
                let r = m.area_rect(l.id)?;
                let rect = [r.left(), r.top(), r.right(), r.bottom()];
                Some(WindowShown {
                    id: l.short_debug_format(),
                    covers: under(&rect),
                    rect,
                })
            })
            .collect();
        out.sort_by(|a, b| a.id.cmp(&b.id));
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui;

    #[test]
    fn the_texts_egui_draws_are_read_back_with_size_and_colour() {
        let ctx = crate::testing::headless::egui_context();
        let red = egui::Color32::from_rgb(200, 30, 30);
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            ui.label("plain words");
            ui.colored_label(red, "red words");
            ui.small("small words");
        });
        let mut found = Vec::new();
        for c in &out.shapes {
            texts_in(&c.shape, &mut found);
        }
        let get = |s: &str| {
            found
                .iter()
                .find(|t| t.text == s)
                .unwrap_or_else(|| panic!("{s}: {found:?}"))
        };
        assert_eq!(get("red words").colour, red.to_array());
        assert!(get("small words").size < get("plain words").size);
        let r = get("plain words").rect;
        assert!(r[2] > r[0] && r[3] > r[1], "{r:?}");
        // egui asks that the font texture it made be taken, even by a test.
        out.textures_delta.clear();
    }
}
