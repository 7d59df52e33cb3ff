//! Hover tells (issue 47): while the pointer rests on a laid tile, a card beside it says what is
//! on it in plain words — its mist banks and whether each is complete, its ghosts and ghost
//! symbols, a cemetery's ghosts, the meeples and whose they are, a hound beside one. The facts
//! come from the engine's table and the board's feature graph; nothing here judges a rule.

use crate::i18n::Tr;
use crate::input::Pointer;
use crate::shared::{Menu, Screen, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use mists_board::{Cell, FeatureKind};
use mists_rules::{HoundState, MeepleLoc, Table};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resting>();
    app.add_systems(
        EguiPrimaryContextPass,
        (rest, show).chain().in_set(UiPass::Over).run_if(
            in_state(Screen::Playing)
                .and_then(in_state(Menu::None))
                .and_then(resource_exists::<Table>),
        ),
    );
}

/// How long the pointer rests on a tile before its card shows: passing over the board to reach
/// a cell shows nothing.
const REST: f32 = 0.35;

/// Where the card stands: its top left just past the tile's top right corner (cell widths), so
/// the tile itself stays in sight.
pub const CARD_AT: Vec2 = Vec2::new(0.56, 0.5);

/// The laid tile under the resting pointer and since when it rests there (seconds).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Resting(Option<(Cell, f32)>);

/// Follow the pointer over the cooperative table's laid tiles.
fn rest(
    pointer: Res<Pointer>,
    table: Res<Table>,
    time: Res<Time>,
    mut resting: ResMut<Resting>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let under = pointer.board_cell().filter(|c| table.board.is_face_up(*c));
    resting.follow(under, time.elapsed_secs(), &mut redraw);
}

impl Resting {
    /// Follow the laid tile `under` the pointer (both games): a new tile starts the wait; while
    /// waiting the window keeps drawing (a sleeping window would never show the card).
    pub fn follow(
        &mut self,
        under: Option<Cell>,
        now: f32,
        redraw: &mut MessageWriter<bevy::window::RequestRedraw>,
    ) {
        let fresh = match (under, self.0) {
            (Some(c), Some((was, since))) if c == was => Some((c, since)),
            (Some(c), _) => Some((c, now)),
            (None, _) => None,
        };
        if self.0 != fresh {
            self.0 = fresh;
        }
        if fresh.is_some_and(|(_, since)| now - since < REST) {
            redraw.write(bevy::window::RequestRedraw);
        }
    }

    /// The tile the pointer has rested on long enough for its card.
    pub fn rested(&self, now: f32) -> Option<Cell> {
        self.0
            .filter(|(_, since)| now - since >= REST)
            .map(|(c, _)| c)
    }
}

/// A colour or tile chooser is open: the player is choosing there (issue 64: the tile's card
/// stood over the colour chooser and hid its first answers).
#[derive(bevy::ecs::system::SystemParam)]
struct Choosing<'w> {
    spot: Option<Res<'w, super::decisions::ChosenSpot>>,
    tile: Option<Res<'w, super::decisions::ChosenTile>>,
}

impl Choosing<'_> {
    fn open(&self) -> bool {
        self.spot.as_ref().is_some_and(|s| s.0.is_some())
            || self.tile.as_ref().is_some_and(|t| t.0.is_some())
    }
}

/// The card, once the pointer has rested long enough (not where a refusal's card stands, nor
/// while a chooser is open).
fn show(
    mut card: super::cell_card::CellCard,
    resting: Res<Resting>,
    time: Res<Time>,
    table: Res<Table>,
    refusal: Option<Res<crate::play::placement::Refusal>>,
    choosing: Choosing,
    tr: Res<Tr>,
) -> Result {
    let Some(cell) = resting.rested(time.elapsed_secs()) else {
        return Ok(());
    };
    if choosing.open() {
        return Ok(());
    }
    let refused_here = refusal.is_some_and(|r| r.0.as_ref().is_some_and(|(c, _)| *c == cell));
    if refused_here {
        return Ok(());
    }
    let words = lines(&tr, &table, cell).join("\n");
    card.show("tile", cell, CARD_AT, egui::Color32::from_gray(235), &words)
}

/// What is on the tile at `cell`, one line each, in the players' words.
pub fn lines(tr: &Tr, table: &Table, cell: Cell) -> Vec<String> {
    let board = &table.board;
    let mut out = vec![capital(&super::decisions::words::tile(tr, table, cell))];
    let Some(def) = board.def_at(cell) else {
        return out;
    };
    // Each mist bank once (two mists of a tile may belong to one bank).
    let mut banks = Vec::new();
    for area in def.mist_areas() {
        if let Some(f) = board.feature_of(cell, area)
            && !banks.contains(&f)
        {
            banks.push(f);
            let info = board.feature(f);
            debug_assert_eq!(info.kind, FeatureKind::MistBank);
            let state = if info.never_completable() {
                tr!(tr, "card-mist-blocked")
            } else if info.complete() {
                tr!(tr, "card-mist-complete")
            } else {
                tr!(tr, "card-mist-open")
            };
            let bank = super::decisions::words::feature(tr, table, cell, area);
            out.push(tr!(tr, "card-mist", bank = capital(&bank), state = state));
        }
    }
    let symbols: u32 = board.symbols_at(cell).iter().map(|&n| u32::from(n)).sum();
    let in_mist: u32 = table
        .ghosts
        .mist
        .range((cell, mists_board::AreaIdx(0))..=(cell, mists_board::AreaIdx(u8::MAX)))
        .map(|(_, &n)| u32::from(n))
        .sum();
    if symbols > 0 || in_mist > 0 {
        out.push(tr!(tr, "card-ghosts", n = in_mist, symbols = symbols));
    }
    if let Some(&n) = table.ghosts.cemetery.get(&cell) {
        out.push(tr!(tr, "card-cemetery", n = n));
    }
    meeple_lines(tr, table, cell, &mut out);
    out
}

/// The meeples on the tile, and a hound beside one.
fn meeple_lines(tr: &Tr, table: &Table, cell: Cell, out: &mut Vec<String>) {
    for id in table.meeples.ids() {
        let m = table.meeples.get(id);
        let MeepleLoc::Board { cell: at, area } = m.loc else {
            continue;
        };
        if at != cell {
            continue;
        }
        let colour = crate::i18n::colour(tr, m.colour);
        let feature = super::decisions::words::feature(tr, table, cell, area);
        out.push(tr!(
            tr,
            "card-meeple",
            colour = colour.clone(),
            feature = feature
        ));
        for (h, state) in table.hounds.0.iter().enumerate() {
            if *state == HoundState::Attached(id) {
                let hound = crate::i18n::hound(tr, h);
                out.push(tr!(
                    tr,
                    "card-hound",
                    hound = hound,
                    colour = colour.clone()
                ));
            }
        }
    }
}

/// `s` with its first letter in capitals (the words are made to stand inside a sentence).
pub fn capital(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game with egui headless and this card, the pointer resting on `cell` for `frames`.
    fn rested(app: &mut App, cell: Option<Cell>, frames: usize) -> Vec<String> {
        app.insert_resource(Aim(cell.map(crate::grid::cell_centre)));
        let mut texts = Vec::new();
        for _ in 0..frames {
            app.update();
            texts = app
                .world()
                .resource::<crate::script_view::ShownTexts>()
                .0
                .iter()
                .map(|t| t.text.clone())
                .collect();
        }
        texts
    }

    /// Where the test puts the pointer (a headless camera cannot turn the cursor into board
    /// units).
    #[derive(Resource)]
    struct Aim(Option<Vec2>);

    fn aim(aim: Option<Res<Aim>>, mut pointer: ResMut<Pointer>) {
        if let Some(a) = aim {
            pointer.world = a.0;
        }
    }

    fn app() -> App {
        crate::testing::rules_app_with(1, 556699, |app| {
            crate::testing::headless::add_egui(app);
            let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
            app.insert_resource(Tr::load(assets, crate::i18n::Lang::En).expect("texts"));
            app.add_plugins((crate::camera::plugin, plugin));
            app.add_systems(Update, aim.after(crate::input::ReadInput));
        })
    }

    #[test]
    fn resting_on_a_laid_tile_shows_its_ghosts_and_mist_and_passing_shows_nothing() {
        let mut app = app();
        let table = app.world().resource::<Table>().clone();
        // A start quarter with ghost symbols.
        let cell = table
            .board
            .placed()
            .iter()
            .map(|p| p.cell)
            .find(|&c| !table.board.symbols_at(c).iter().all(|&n| n == 0))
            .expect("a quarter with ghost symbols");
        let want = lines(app.world().resource::<Tr>(), &table, cell);
        assert!(want.len() >= 3, "{want:?}");
        assert!(
            want.iter()
                .any(|l| l.starts_with("The mist") && l.ends_with(": not complete yet")),
            "{want:?}"
        );
        let symbols: u32 = table
            .board
            .symbols_at(cell)
            .iter()
            .map(|&n| u32::from(n))
            .sum();
        let ghosts = format!(
            "Ghosts: {} · ghost symbols: {symbols}",
            table.ghosts.on_cell(cell)
        );
        assert!(want.contains(&ghosts), "{want:?} lacks {ghosts:?}");
        let card = want.join("\n");
        // Passing over it (a few frames) shows nothing; resting shows the card.
        let passing = rested(&mut app, Some(cell), 5);
        assert!(!passing.contains(&card), "{passing:?}");
        let resting = rested(&mut app, Some(cell), 30);
        assert!(resting.contains(&card), "{resting:?}");
        // Off the tiles, over an empty cell: no card.
        let empty = rested(&mut app, Some(Cell::new(30, 30)), 30);
        assert!(!empty.contains(&card), "{empty:?}");
        // Issue 64: while a colour chooser is open, no tile card stands over it.
        app.insert_resource(super::super::decisions::ChosenSpot(Some(
            mists_board::AreaIdx(0),
        )));
        let choosing = rested(&mut app, Some(cell), 30);
        assert!(!choosing.contains(&card), "{choosing:?}");
    }
}
