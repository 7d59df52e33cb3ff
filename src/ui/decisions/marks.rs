//! Letters on the board for the tiles a question is about: the panel names a tile by what is on it
//! and by its letter ("a tile with 2 ghosts · B"), never by coordinates. The hint's other
//! placements get letters the same way. The letters are painted by egui over the board, in its
//! background layer (they take no clicks), and only inside the board's part of the window.

use crate::input::BoardCamera;
use crate::play::hint::{HINT_LINES, Hint};
use crate::shared::{BoardArea, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::Cell;
use mists_rules::{Decision, DecisionKind, Meeples, Pending, PendingDecision, Table};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Marks>();
    app.add_systems(
        EguiPrimaryContextPass,
        paint.in_set(UiPass::Docked).run_if(
            in_state(crate::shared::Screen::Playing)
                .and_then(resource_exists::<Table>)
                // A replay asks nothing: letters there would name no question.
                .and_then(not(resource_exists::<crate::play::answer::FromRecord>)),
        ),
    );
}

/// The lettered cells of the question asked now, in letter order.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Marks(pub Vec<(Cell, char)>);

impl Marks {
    /// Letters for the cells `p`'s options point at, in the board's order (west to east, then
    /// south to north), or for the hint's other placements while a tile is to be placed.
    pub fn of(p: &PendingDecision, meeples: &Meeples, hint: &Hint) -> Self {
        let mut cells: Vec<Cell> = match p.kind {
            DecisionKind::PlaceTile { .. } if hint.for_pending.as_ref() == Some(p) => hint
                .lines
                .iter()
                .take(HINT_LINES)
                .filter_map(|l| match l.decision {
                    Decision::PlaceTile { cell, .. } => Some(cell),
                    _ => None,
                })
                .collect(),
            _ => p
                .options
                .iter()
                .filter_map(|d| d.points_at(meeples))
                .collect(),
        };
        cells.sort();
        cells.dedup();
        Marks(cells.into_iter().zip('A'..='Z').collect())
    }

    pub fn letter(&self, cell: Cell) -> Option<char> {
        self.0.iter().find(|(c, _)| *c == cell).map(|(_, l)| *l)
    }
}

/// Keep the marks in step with the question (called where the board's targets are rebuilt).
pub fn refresh(marks: &mut Marks, pending: &Pending, table: &Table, hint: &Hint) {
    let fresh = pending
        .0
        .as_ref()
        .map(|p| Marks::of(p, &table.meeples, hint))
        .unwrap_or_default();
    if *marks != fresh {
        *marks = fresh;
    }
}

/// Where a mark may stand on its cell, in cell widths from the centre: the corners first, then
/// the edges' middles.
const MARK_PLACES: [Vec2; 8] = [
    Vec2::new(-0.36, 0.36),
    Vec2::new(0.36, 0.36),
    Vec2::new(-0.36, -0.36),
    Vec2::new(0.36, -0.36),
    Vec2::new(0.0, 0.4),
    Vec2::new(0.4, 0.0),
    Vec2::new(0.0, -0.4),
    Vec2::new(-0.4, 0.0),
];

/// Where the disc (radius `r`, world units) of `cell`'s mark stands: the first of
/// [`MARK_PLACES`] clear of every piece (`pieces`: centre and radius), else the one that keeps
/// farthest from them (issue 47: a letter never covers a ghost or a meeple).
pub fn mark_spot(cell: Cell, r: f32, pieces: &[(Vec2, f32)]) -> Vec2 {
    let centre = crate::grid::cell_centre(cell);
    let clearance = |at: Vec2| {
        pieces
            .iter()
            .map(|&(p, pr)| at.distance(p) - pr - r)
            .fold(f32::INFINITY, f32::min)
    };
    let places = MARK_PLACES.map(|o| centre + o * crate::grid::CELL_SIZE);
    places
        .iter()
        .copied()
        .find(|&at| clearance(at) >= 0.0)
        .unwrap_or_else(|| {
            places
                .into_iter()
                .max_by(|a, b| clearance(*a).total_cmp(&clearance(*b)))
                .unwrap_or(centre)
        })
}

/// The disc's radius in egui points for a cell `cell_points` wide: a ninth of the cell, kept
/// between readable and small.
fn mark_radius(cell_points: f32) -> f32 {
    (cell_points / 9.0).clamp(10.0, 14.0)
}

/// Each letter in a disc on its cell, beside the pieces and the letters before it, sized with
/// the zoom.
/// The rim of `cell`'s letter: the alarm of its least dangerous answer (None while calm or not
/// yet estimated), red when every answer there loses at once.
fn rim(
    odds: &crate::play::answer_odds::AnswerOdds,
    p: &PendingDecision,
    (options, meeples): (&[Decision], &Meeples),
    cell: Cell,
) -> Option<egui::Color32> {
    use mists_bot::odds::Alarm;
    let here: Vec<Decision> = options
        .iter()
        .filter(|d| d.points_at(meeples) == Some(cell))
        .copied()
        .collect();
    if !here.is_empty() && here.iter().all(|d| odds.loses(p, *d).is_some()) {
        return Some(super::answer_mark::LOSES);
    }
    let best = here
        .iter()
        .filter_map(|d| odds.danger(p, *d))
        .map(|d| crate::play::answer_odds::answer_alarm(&d).0)
        .min()?;
    match best {
        Alarm::Calm => None,
        Alarm::Amber => Some(egui::Color32::from_rgb(240, 185, 90)),
        Alarm::Red => Some(super::answer_mark::LOSES),
    }
}

/// The question, its table and its answers' dangers.
#[derive(bevy::ecs::system::SystemParam)]
struct Asked<'w> {
    odds: Res<'w, crate::play::answer_odds::AnswerOdds>,
    pending: Res<'w, Pending>,
    table: Res<'w, Table>,
}

fn paint(
    mut contexts: EguiContexts,
    marks: Res<Marks>,
    area: Res<BoardArea>,
    camera: Single<(&Transform, &Projection), With<BoardCamera>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    figures: Query<(&GlobalTransform, &Sprite), With<crate::board_view::readable::Readable>>,
    asked: Asked,
) -> Result {
    let Asked {
        odds,
        pending,
        table,
    } = asked;
    if marks.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let (tf, projection) = *camera;
    let Projection::Orthographic(o) = projection else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("board marks"),
    ));
    // World units per egui point, and the disc's size at this zoom.
    let per_point = o.scale * zoom;
    let radius = mark_radius(crate::grid::CELL_SIZE / per_point);
    // Never under the 12 px every text keeps.
    let font = egui::FontId::proportional((radius * 1.3).max(13.0));
    let mut pieces: Vec<(Vec2, f32)> = figures
        .iter()
        .map(|(g, s)| {
            let size = s.custom_size.unwrap_or(Vec2::ZERO);
            (g.translation().truncate(), size.max_element() / 2.0)
        })
        .collect();
    // The question's answers, once a frame for every letter's rim.
    let options = pending
        .0
        .as_ref()
        .map(|p| table.distinct_options(p))
        .unwrap_or_default();
    for &(cell, letter) in &marks.0 {
        let r = radius * per_point;
        let at = mark_spot(cell, r, &pieces);
        // The next letters keep clear of this one too (a neighbour's corner is next to it).
        pieces.push((at, r));
        let px =
            crate::camera::world_to_screen(tf.translation.truncate(), o.scale, window.size(), at);
        if area.0.is_some_and(|r| !r.contains(px)) {
            continue;
        }
        let pos = egui::pos2(px.x / zoom, px.y / zoom);
        // Issue 62: the disc's rim says what the tile's best answer leaves (red: every answer
        // there loses at once, or most games played on were lost; amber: a quarter or more).
        let rim = pending
            .0
            .as_ref()
            .and_then(|p| rim(&odds, p, (&options, &table.meeples), cell))
            .map_or(egui::Stroke::new(1.5, egui::Color32::from_gray(30)), |c| {
                egui::Stroke::new(3.0, c)
            });
        painter.circle(pos, radius, egui::Color32::from_rgb(250, 220, 90), rim);
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            letter,
            font.clone(),
            egui::Color32::from_gray(20),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_in_question_get_letters_in_board_order_once_each() {
        let (a, b) = (Cell::new(3, 0), Cell::new(-1, 2));
        let p = PendingDecision {
            kind: DecisionKind::ScoreOrPacify {
                cell: a,
                area: mists_board::AreaIdx(0),
                value: 4,
                colours: vec![],
            },
            options: vec![
                Decision::Score,
                Decision::Pacify {
                    cell: Some(a),
                    count: 1,
                },
                Decision::Pacify {
                    cell: Some(a),
                    count: 2,
                },
                Decision::Pacify {
                    cell: Some(b),
                    count: 1,
                },
            ],
        };
        let m = Marks::of(&p, &Meeples::default(), &Hint::default());
        assert_eq!(m.0, vec![(b, 'A'), (a, 'B')]);
        assert_eq!(m.letter(a), Some('B'));
        assert_eq!(m.letter(Cell::new(9, 9)), None);
    }

    #[test]
    fn a_mark_stands_clear_of_the_pieces_on_its_cell() {
        let cell = Cell::new(2, -1);
        let c = crate::grid::cell_centre(cell);
        let size = crate::grid::CELL_SIZE;
        let r = 0.1 * size;
        // Nothing there: the north-west corner.
        assert_eq!(mark_spot(cell, r, &[]), c + MARK_PLACES[0] * size);
        // Ghosts on both northern corners: a southern corner.
        let ghosts = [
            (c + Vec2::new(-0.3, 0.3) * size, 0.15 * size),
            (c + Vec2::new(0.3, 0.3) * size, 0.15 * size),
        ];
        let at = mark_spot(cell, r, &ghosts);
        assert_eq!(at, c + MARK_PLACES[2] * size);
        for (p, pr) in ghosts {
            assert!(at.distance(p) >= pr + r, "{at} on a ghost at {p}");
        }
        // A cell full of pieces: the place farthest from them.
        let crowd: Vec<_> = MARK_PLACES
            .iter()
            .map(|o| (c + *o * size, 0.05 * size))
            .collect();
        let at = mark_spot(cell, r, &crowd);
        assert!(MARK_PLACES.iter().any(|o| c + *o * size == at));
    }

    /// Issue 62: a letter's rim is red when every answer at its tile loses at once or its best
    /// answer leaves a red danger, amber for amber, plain while calm or not yet estimated.
    #[test]
    fn a_letters_rim_says_what_its_tiles_best_answer_leaves() {
        use crate::play::answer_odds::AnswerOdds;
        use mists_bot::odds::Danger;
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("crates/mists_bot/tests/fixtures/level5-seed2.ron");
        let record = mists_rules::record::Record::load(&path).unwrap();
        let sim = record
            .replay_sim(path.parent().unwrap(), "fixture", Some(59))
            .unwrap();
        let p = sim.pending().unwrap().clone();
        let table = sim.table.clone();
        let (cell, here) =
            crate::ui::decisions::by_tile(&table.distinct_options(&p), &table.meeples)
                .into_iter()
                .find_map(|(c, g)| c.filter(|_| g.len() > 1).map(|c| (c, g)))
                .expect("a tile with two answers");
        let options = table.distinct_options(&p);
        let on = (options.as_slice(), &table.meeples);
        let with = |lost: [u32; 2]| AnswerOdds {
            for_pending: Some(p.clone()),
            loses: Vec::new(),
            danger: here
                .iter()
                .zip(lost)
                .map(|(d, n)| {
                    (
                        *d,
                        Danger {
                            ghosts: n,
                            pile: 0,
                            tried: 32,
                        },
                    )
                })
                .collect(),
        };
        assert_eq!(
            rim(&AnswerOdds::default(), &p, on, cell),
            None,
            "not estimated"
        );
        assert_eq!(rim(&with([2, 20]), &p, on, cell), None, "its best is calm");
        let amber = rim(&with([9, 20]), &p, on, cell);
        assert_eq!(amber, Some(egui::Color32::from_rgb(240, 185, 90)));
        let red = super::super::answer_mark::LOSES;
        assert_eq!(rim(&with([20, 30]), &p, on, cell), Some(red));
        let losing = AnswerOdds {
            for_pending: Some(p.clone()),
            loses: here
                .iter()
                .map(|d| (*d, mists_rules::LossReason::GhostShortage))
                .collect(),
            danger: Vec::new(),
        };
        assert_eq!(rim(&losing, &p, on, cell), Some(red));
    }
}
