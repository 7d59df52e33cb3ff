//! `mists --bench-frames OUT.json [--bench-n N]`: the frame budget, measured in the real window.
//! Two tables are shown one after the other in the same run: (a) the start tile alone, (b) a
//! 60-tile board with ghosts, ten meeples, both hounds out and the drawn tile's legal cells
//! highlighted. Each is warmed up, then N frames are timed (wall clock between frames, vsync off),
//! and the means and 95th percentiles go to OUT.json with their ratio.

use crate::play::start::Resume;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mists_board::{Board, Cell};
use mists_rules::level::{LevelConfig, Scenario, ScenarioGhosts, ScenarioMeeple, ScenarioTile};
use mists_rules::record::{PresetRef, Record};
use mists_rules::{Colour, PlayerSetup};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, run.run_if(resource_exists::<Bench>));
}

/// Frames shown before timing starts on each table (faces drawn, pieces spawned, caches warm).
const WARM_UP: u32 = 90;

#[derive(Resource, Debug)]
pub struct Bench {
    out: PathBuf,
    frames: u32,
    stage: Stage,
    seen: u32,
    last: Option<Instant>,
    samples: Vec<f32>,
    empty: Vec<f32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Start,
    Empty,
    Full,
}

impl Bench {
    pub fn new(out: PathBuf, frames: u32) -> Bench {
        Bench {
            out,
            frames: frames.max(10),
            stage: Stage::Start,
            seen: 0,
            last: None,
            samples: Vec::new(),
            empty: Vec::new(),
        }
    }
}

/// Mean and 95th percentile of frame times (ms).
pub fn stats(ms: &[f32]) -> (f32, f32) {
    if ms.is_empty() {
        return (0.0, 0.0);
    }
    let mean = ms.iter().sum::<f32>() / ms.len() as f32;
    let mut sorted = ms.to_vec();
    sorted.sort_by(f32::total_cmp);
    // Nearest rank: the smallest sample with at least 95 % of the samples at or below it.
    let rank = (sorted.len() as f32 * 0.95).ceil() as usize;
    let p95 = sorted[rank.clamp(1, sorted.len()) - 1];
    (mean, p95)
}

/// Why the full table could not be made.
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    #[error(transparent)]
    Level(#[from] mists_rules::level::LevelError),
    #[error("the full table cannot be laid: {0}")]
    Place(#[from] mists_board::PlacementError),
    #[error("{}: {source}", path.display())]
    Tiles {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// The level 3 preset with a full table: 56 tiles laid around the start tile (each copy in the
/// box order, at its legal cell nearest the middle), a ghost on 15 misty tiles, ten meeples on
/// free roads and cities, both hounds out with a meeple each.
pub fn full_preset(root: &Path) -> Result<LevelConfig, BenchError> {
    let path = LevelConfig::builtin_path(root, 3);
    let (mut cfg, tiles) = mists_rules::level::load_preset(&path)?;
    let set = Arc::new(tiles);
    let mut board = Board::with_start(set.clone());
    let mut laid = Vec::new();
    let mut left = Vec::new();
    for (i, copy) in set.copies.iter().enumerate() {
        let best = (laid.len() < 56)
            .then(|| board.legal_placements(copy.ty))
            .and_then(|l| {
                l.into_iter()
                    .min_by_key(|(c, _)| (c.x.abs() + c.y.abs(), c.x, c.y))
            });
        let Some((cell, rots)) = best else {
            left.push(set.def(copy.ty).id);
            continue;
        };
        let rot = rots.iter().next().unwrap_or_default();
        board.place(cell, copy.ty, Some(mists_board::CopyIdx(i as u16)), rot)?;
        laid.push(ScenarioTile {
            cell: (cell.x, cell.y),
            tile: set.def(copy.ty).id,
            rot: rot.0,
            facedown: false,
        });
    }
    let cells: Vec<Cell> = laid.iter().map(|t| Cell::new(t.cell.0, t.cell.1)).collect();
    let ghosts = cells
        .iter()
        .filter(|&&c| board.is_misty(c))
        .take(15)
        .map(|c| ScenarioGhosts {
            cell: (c.x, c.y),
            count: 1,
        })
        .collect();
    let colours = [Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow];
    let mut used = Vec::new();
    let mut meeples: Vec<ScenarioMeeple> = Vec::new();
    for &c in &cells {
        if meeples.len() == 10 {
            break;
        }
        if let Some((area, f)) = board
            .meeple_spots(c)
            .into_iter()
            .find(|(_, f)| !used.contains(f))
        {
            used.push(f);
            let hounds = match meeples.len() {
                0 => vec![0],
                1 => vec![1],
                _ => Vec::new(),
            };
            meeples.push(ScenarioMeeple {
                colour: colours[meeples.len() / 3],
                cell: (c.x, c.y),
                area: area.0,
                hounds,
            });
        }
    }
    cfg.scenario = Some(Scenario {
        piles: Some(vec![Vec::new(), Vec::new(), left]),
        board: laid,
        ghosts: Some(ghosts),
        meeples,
        totals: Some(vec![60]),
        markers_resolved: 2,
        active_pile: 2,
        ..Default::default()
    });
    let tiles_path = path.parent().unwrap_or(Path::new(".")).join(&cfg.tiles);
    cfg.tiles = std::fs::canonicalize(&tiles_path).map_err(|source| BenchError::Tiles {
        path: tiles_path,
        source,
    })?;
    Ok(cfg)
}

fn record(cfg: LevelConfig) -> Record {
    Record {
        preset: PresetRef::Inline(Box::new(cfg)),
        players: PlayerSetup::new(1),
        seed: 1,
        decisions: Vec::new(),
        tiles_version: None,
    }
}

/// Put a table on the screen (as a resumed game: nobody decides, nothing is saved but a temporary).
fn show(world: &mut World, cfg: LevelConfig) {
    world.insert_resource(Resume {
        record: record(cfg),
        path: std::env::temp_dir().join(format!("mists-bench-{}.ron", std::process::id())),
        until: None,
        keep: true,
    });
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

fn run(world: &mut World) {
    world.write_message(RequestRedraw);
    let screen = *world.resource::<State<Screen>>().get();
    let ready = screen == Screen::Playing
        && world.contains_resource::<crate::play::driver::Driver>()
        && !world.contains_resource::<crate::tile_textures::FacesInFlight>();
    let now = Instant::now();
    let mut b = world.remove_resource::<Bench>().expect("run_if");
    let dt = b.last.map(|l| (now - l).as_secs_f32() * 1000.0);
    b.last = Some(now);
    match b.stage {
        Stage::Start if screen == Screen::Title => {
            let root = world.resource::<crate::shared::AssetRoot>().0.clone();
            match mists_rules::level::load_preset(&LevelConfig::builtin_path(&root, 3)) {
                Ok((mut cfg, _)) => {
                    cfg.tiles = root.join("tiles/mists.ron");
                    show(world, cfg);
                    b.stage = Stage::Empty;
                }
                Err(e) => return fail(world, &e.to_string()),
            }
        }
        Stage::Empty | Stage::Full if ready => {
            b.seen += 1;
            if b.seen > WARM_UP
                && let Some(dt) = dt
            {
                b.samples.push(dt);
            }
            if b.samples.len() as u32 >= b.frames {
                if b.stage == Stage::Empty {
                    b.empty = std::mem::take(&mut b.samples);
                    b.seen = 0;
                    b.stage = Stage::Full;
                    let root = world.resource::<crate::shared::AssetRoot>().0.clone();
                    match full_preset(&root) {
                        Ok(cfg) => show(world, cfg),
                        Err(e) => return fail(world, &e.to_string()),
                    }
                } else {
                    return finish(world, &b);
                }
            }
        }
        _ => {}
    }
    world.insert_resource(b);
}

fn finish(world: &mut World, b: &Bench) {
    let (empty_ms, empty_p95) = stats(&b.empty);
    let (full_ms, full_p95) = stats(&b.samples);
    let json = format!(
        "{{\"empty_ms\": {empty_ms:.3}, \"empty_p95_ms\": {empty_p95:.3}, \"full_ms\": {full_ms:.3}, \
         \"full_p95_ms\": {full_p95:.3}, \"ratio\": {:.3}, \"frames\": {}}}\n",
        full_ms / empty_ms.max(1e-6),
        b.frames
    );
    match std::fs::write(&b.out, &json) {
        Ok(()) => {
            info!("frame bench: {json}");
            world.write_message(AppExit::Success);
        }
        Err(e) => fail(world, &format!("{}: {e}", b.out.display())),
    }
}

fn fail(world: &mut World, why: &str) {
    error!("frame bench: {why}");
    world.write_message(AppExit::error());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_full_table_starts_with_sixty_tiles_ghosts_meeples_and_hounds() {
        let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let cfg = full_preset(root).unwrap();
        let tiles = mists_rules::level::load_tiles_for(&cfg, root).unwrap();
        let sim = mists_rules::Sim::new(cfg, &tiles, &PlayerSetup::new(1), 1).unwrap();
        let t = &sim.table;
        assert_eq!(
            t.board.placed().len(),
            60,
            "56 tiles and the start tile's 4 quarters"
        );
        assert!(t.ghosts.cells().len() >= 12, "ghosts on the board");
        let on_board = t
            .meeples
            .0
            .iter()
            .filter(|m| matches!(m.loc, mists_rules::MeepleLoc::Board { .. }))
            .count();
        assert_eq!(on_board, 10);
        assert!(
            t.hounds
                .0
                .iter()
                .all(|h| matches!(h, mists_rules::HoundState::Attached(_)))
        );
        let p = sim
            .pending()
            .expect("the drawn tile waits for its placement");
        assert!(
            p.options.len() >= 4,
            "highlighted cells: {}",
            p.options.len()
        );
    }

    #[test]
    fn stats_are_the_mean_and_the_95th_percentile() {
        let ms: Vec<f32> = (1..=100).map(|i| i as f32).collect();
        assert_eq!(stats(&ms), (50.5, 95.0));
        assert_eq!(stats(&[3.0]), (3.0, 3.0));
        assert_eq!(stats(&[]), (0.0, 0.0));
    }
}
