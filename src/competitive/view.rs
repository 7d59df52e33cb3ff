//! The competitive board as sprites: tiles, the cells where the drawn tile fits, the drawn tile
//! under the cursor, pieces with their ghosts, and rings where a piece may go now (those marks
//! in `marks`). Rebuilt from the match when it changes (pieces are few); tiles are added, and
//! removed only when a placement is undone.

use super::cursor::{KeyCell, aim};
use super::table::{CompetitiveArt, CompetitiveTable, TableSystems};
use crate::board_view::pieces::PieceArt;
use crate::board_view::{BoardTile, Z_PREVIEW, spawn_tile, wanted_tiles};
use crate::grid::{CELL_SIZE, cell_at, cell_centre, rotation_angle};
use crate::input::Pointer;
use crate::shared::Screen;
use bevy::prelude::*;
use mists_board::Cell;
use mists_rules::competitive::{Match, Stage};
use std::collections::HashSet;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyCell>();
    app.add_systems(
        Update,
        (tiles, preview)
            .in_set(TableSystems::Board)
            .run_if(resource_exists::<PieceArt>),
    );
}

/// A tile sprite of the competitive board (its key is the `BoardTile` that `spawn_tile` gives).
#[derive(Component)]
struct CompetitiveTile;

#[derive(Component)]
struct Preview;

/// Keep the tile sprites equal to the match's board by key (cell, type, copy, rotation), as the
/// cooperative view does: an undone tile leaves, a different one there replaces it.
fn tiles(
    mut commands: Commands,
    m: Res<Match>,
    mut art: ResMut<CompetitiveArt>,
    // Absent in headless tests: cleared faces are then not drawn (the misty one shows).
    mut images: Option<ResMut<Assets<Image>>>,
    shown: Query<(Entity, &BoardTile), With<CompetitiveTile>>,
) {
    let want = wanted_tiles(&m.board);
    if shown.iter().count() == want.len() && !m.is_changed() {
        return;
    }
    let mut have: HashSet<Cell> = HashSet::new();
    for (e, t) in &shown {
        if want.get(&t.0) == Some(&t.1) && have.insert(t.0) {
            continue;
        }
        commands.entity(e).despawn();
    }
    for p in m.board.placed().iter().filter(|p| !have.contains(&p.cell)) {
        let key = want[&p.cell];
        if let crate::board_view::TileKey::Face { clear, .. } = key
            && let Some(images) = images.as_deref_mut()
        {
            art.0.ensure(m.tiles(), p, clear, images);
        }
        let e = spawn_tile(&mut commands, &art.0, m.tiles(), p, key);
        commands
            .entity(e)
            .insert((CompetitiveTile, DespawnOnExit(Screen::Competitive)));
    }
}

/// The drawn tile under the cursor, turned as a click would lay it, only where it fits (solid,
/// slightly smaller: not yet placed) or where its sides clash every way (faint, for "why not
/// here"); nowhere
/// else (issue 47, as the cooperative table's preview).
fn preview(
    mut commands: Commands,
    v: Res<CompetitiveTable>,
    m: Res<Match>,
    mut art: ResMut<CompetitiveArt>,
    // Absent in headless tests: the unturned face is then turned whole.
    mut images: Option<ResMut<Assets<Image>>>,
    pointer: Res<Pointer>,
    key: Res<KeyCell>,
    mut shown: Query<(Entity, &mut Transform, &mut Sprite), With<Preview>>,
    mut lift: Query<&mut Visibility, With<crate::board_view::preview::Lift>>,
) {
    let drawn = match m.stage {
        Stage::Place(copy) if v.person_to_act(&m) => Some(copy),
        _ => None,
    };
    let (Some(copy), Some(world)) = (drawn, aim(&key, &pointer)) else {
        for (e, ..) in &shown {
            commands.entity(e).despawn();
        }
        return;
    };
    let cell = cell_at(world);
    // Shown as a click would lay it (`play_at`): turned as set if that fits, else the first
    // turn that does; faded as set where no turn fits and its sides clash.
    let turns = m.rotations_at(cell);
    let fits = !turns.is_empty();
    let rot = if turns.contains(&v.rot) {
        v.rot
    } else {
        turns.first().copied().unwrap_or(v.rot)
    };
    let clashes = matches!(
        m.why_not(cell, rot),
        Some(mists_board::PlacementError::Mismatch { .. })
    );
    if !fits && !clashes {
        for (e, ..) in &shown {
            commands.entity(e).despawn();
        }
        return;
    }
    if let Some(images) = images.as_deref_mut() {
        art.0.ensure_copy(m.tiles(), copy, rot, images);
    }
    let (image, turn) = art.0.copy_face_at(m.tiles(), copy, rot);
    let (alpha, scale) = if fits { (0.95, 0.94) } else { (0.35, 1.0) };
    let tf = Transform::from_translation(cell_centre(cell).extend(Z_PREVIEW))
        .with_rotation(Quat::from_rotation_z(rotation_angle(turn)))
        .with_scale(Vec3::splat(scale));
    // Lifted where it fits, as in the cooperative game: clearly not yet placed.
    let lifted = if fits {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut l in &mut lift {
        l.set_if_neq(lifted);
    }
    match shown.single_mut() {
        Ok((_, mut t, mut s)) => {
            *t = tf;
            s.image = image;
            s.color = Color::srgba(1.0, 1.0, 1.0, alpha);
        }
        Err(_) => {
            let e = commands
                .spawn((
                    Preview,
                    Sprite {
                        image,
                        custom_size: Some(Vec2::splat(CELL_SIZE)),
                        color: Color::srgba(1.0, 1.0, 1.0, alpha),
                        ..default()
                    },
                    tf,
                    DespawnOnExit(Screen::Competitive),
                ))
                .id();
            crate::board_view::preview::add_lift(&mut commands, e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::competitive::CompetitiveSetup;
    use mists_rules::competitive::Play;
    use mists_rules::competitive::plugin::{Choose, CompetitivePlugin, Undo};

    fn shown(app: &mut App) -> Vec<Cell> {
        let mut q = app
            .world_mut()
            .query_filtered::<&BoardTile, With<CompetitiveTile>>();
        let mut cells: Vec<Cell> = q.iter(app.world()).map(|t| t.0).collect();
        cells.sort_by_key(|c| (c.x, c.y));
        cells
    }

    fn placed(app: &App) -> Vec<Cell> {
        let mut cells: Vec<Cell> = app
            .world()
            .resource::<Match>()
            .board
            .placed()
            .iter()
            .map(|p| p.cell)
            .collect();
        cells.sort_by_key(|c| (c.x, c.y));
        cells
    }

    /// A two-seat match (seed 3) with its tile art, the engine's plugin and nothing of the view.
    fn match_app() -> App {
        let levels = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/levels");
        let (_, set) =
            mists_rules::competitive::file::load_preset(&levels.join("competitive.ron")).unwrap();
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, CompetitivePlugin));
        app.init_resource::<Assets<Image>>();
        let art = app
            .world_mut()
            .resource_scope(|_, mut images: Mut<Assets<Image>>| {
                crate::tile_textures::TileArt::build(&set, &mut images)
            });
        app.insert_resource(CompetitiveArt(art));
        app.insert_resource(Match::new(set, CompetitiveSetup::players(2), 3).unwrap());
        app
    }

    #[test]
    fn the_drawn_tile_shows_only_where_it_fits_or_clashes() {
        let mut app = match_app();
        let m = app.world_mut().remove_resource::<Match>().unwrap();
        let mut v = CompetitiveTable::online(&m, vec![false, true]);
        let Some(Play::Place { cell, rot }) = m.legal().first().copied() else {
            panic!("a placement first")
        };
        v.rot = rot;
        app.insert_resource(v);
        app.insert_resource(m);
        app.init_resource::<Pointer>();
        app.init_resource::<crate::competitive::cursor::KeyCell>();
        app.add_systems(Update, preview);
        let at = |app: &mut App, c: Cell| {
            app.world_mut().resource_mut::<Pointer>().world = Some(cell_centre(c));
            app.update();
            app.update();
            let mut q = app
                .world_mut()
                .query_filtered::<&Transform, With<Preview>>();
            q.iter(app.world()).next().map(|t| t.translation.truncate())
        };
        assert_eq!(
            at(&mut app, cell),
            Some(cell_centre(cell)),
            "over a fitting cell"
        );
        // Far from the board, and on the start tile: nothing follows the pointer.
        assert_eq!(at(&mut app, Cell::new(40, 40)), None);
        assert_eq!(at(&mut app, Cell::new(0, 0)), None);
    }

    #[test]
    fn a_placement_undone_leaves_the_board_view() {
        let mut app = match_app();
        app.add_systems(Update, tiles.after(mists_rules::RulesSet::Step));
        app.update();
        let start = shown(&mut app);
        assert_eq!(start, placed(&app), "the start tile's quarters");
        let first = app.world().resource::<Match>().legal()[0];
        app.world_mut().write_message(Choose(first));
        app.update();
        assert_eq!(shown(&mut app), placed(&app));
        assert_eq!(shown(&mut app).len(), start.len() + 1);
        app.world_mut().write_message(Undo);
        app.update();
        assert_eq!(shown(&mut app), start, "the undone tile is gone");
        // Laid again on the same cell turned another way, undone and laid in one frame: the
        // sprite follows the turn (the view keys tiles by what they show, not by cell alone).
        let legal = app.world().resource::<Match>().legal();
        let cell_of = |p: &Play| match p {
            Play::Place { cell, .. } => Some(*cell),
            _ => None,
        };
        let (a, b) = legal
            .iter()
            .find_map(|a| {
                let b = legal
                    .iter()
                    .find(|b| cell_of(b).is_some() && cell_of(b) == cell_of(a) && *b != a)?;
                Some((*a, *b))
            })
            .expect("a cell where two turns fit");
        app.world_mut().write_message(Choose(a));
        app.update();
        app.world_mut().write_message(Undo);
        app.world_mut().write_message(Choose(b));
        app.update();
        let mut q = app.world_mut().query::<&BoardTile>();
        let keys: std::collections::HashMap<Cell, crate::board_view::TileKey> =
            q.iter(app.world()).map(|t| (t.0, t.1)).collect();
        assert_eq!(keys, wanted_tiles(&app.world().resource::<Match>().board));
    }
}
