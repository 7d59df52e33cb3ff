//! Issue 62, questions on the board: the two positions laid out headless at 1024×640 and
//! 1280×800 — a 14-answer score-or-pacify question (Level 5 for two, the planner's game, seed 2,
//! after 59 decisions) and the deciding draw of a lost game (Level 5 for two, the random policy,
//! seed 3, after 32 decisions). The board keeps at least 60 % and 70 % of the window, every
//! answer is in sight without scrolling, a tile's chooser stands beside its tile, never on it.

use super::layout_tests::ui_app;
use crate::i18n::Lang;
use crate::testing::headless::{apart, camera, set_size, still_view};
use bevy::prelude::*;
use mists_rules::record::Record;
use std::path::Path;

const SIZES: [(f32, f32, f32); 2] = [(1024.0, 640.0, 0.60), (1280.0, 800.0, 0.70)];

/// The window on a fixture record of `mists_bot` after `until` decisions, the players answering.
fn at(file: &str, until: usize) -> App {
    let mut app = ui_app(Lang::En);
    app.world_mut()
        .resource_mut::<crate::play::answer::Teammate>()
        .auto = false;
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/mists_bot/tests/fixtures")
        .join(file);
    let record = Record::load(&path).expect("the fixture");
    app.world_mut().insert_resource(crate::play::start::Resume {
        record,
        path: std::env::temp_dir().join("question-layout.ron"),
        until: Some(until),
        keep: false,
    });
    crate::testing::begin(&mut app);
    for _ in 0..30 {
        app.update();
    }
    app
}

#[test]
fn a_fourteen_answer_question_leaves_the_board_most_of_the_window() {
    let mut app = at("level5-seed2.ron", 59);
    let p = app.world().resource::<mists_rules::Pending>().0.clone();
    let p = p.expect("a question");
    assert!(matches!(
        p.kind,
        mists_rules::DecisionKind::ScoreOrPacify { .. }
    ));
    let table = app.world().resource::<mists_rules::Table>().clone();
    assert_eq!(table.distinct_options(&p).len(), 14);
    let places = super::layout_tests::distinct_answers(&app);
    for (w, h, share) in SIZES {
        let rect = set_size(&mut app, w, h, 1.0);
        let v = still_view(&mut app, 8);
        let what = format!("{w}x{h}");
        apart(&v, &what, rect);
        assert!(v.board_share >= share, "{what}: share {}", v.board_share);
        assert_eq!(v.options.len(), places, "{what}: {:?}", v.options);
        let hidden: Vec<_> = v.options.iter().filter(|o| !o.visible).collect();
        assert!(hidden.is_empty(), "{what}: out of sight: {hidden:?}");
        // A tile with several answers opens its chooser beside it: every answer of the tile in
        // sight, the tile itself uncovered.
        let (cell, group) =
            crate::ui::decisions::by_tile(&table.distinct_options(&p), &table.meeples)
                .into_iter()
                .find(|(c, g)| c.is_some() && g.len() > 1)
                .expect("a tile with several answers");
        let cell = cell.unwrap();
        app.world_mut()
            .resource_mut::<crate::ui::decisions::ChosenTile>()
            .0 = Some(cell);
        let v = still_view(&mut app, 8);
        let chooser = v
            .windows
            .iter()
            .find(|w| w.id.starts_with("foreg"))
            .unwrap_or_else(|| panic!("{what}: no chooser: {:?}", v.windows));
        let shown = v.options.len() - places;
        assert_eq!(shown, group.len(), "{what}: {:?}", v.options);
        assert!(
            v.options.iter().all(|o| o.visible),
            "{what}: {:?}",
            v.options
        );
        let (cam, scale) = camera(&mut app);
        let to_screen =
            |world: Vec2| crate::camera::world_to_screen(cam, scale, Vec2::new(w, h), world);
        let centre = crate::grid::cell_centre(cell);
        let half = crate::grid::CELL_SIZE / 2.0;
        let [l, t, r, b] = chooser.rect;
        for dx in [-half, 0.0, half] {
            for dy in [-half, 0.0, half] {
                let q = to_screen(centre + Vec2::new(dx, dy) * 0.9);
                let inside = q.x > l && q.x < r && q.y > t && q.y < b;
                assert!(
                    !inside,
                    "{what}: the chooser {:?} covers its tile at {q:?}",
                    chooser.rect
                );
            }
        }
        app.world_mut()
            .resource_mut::<crate::ui::decisions::ChosenTile>()
            .0 = None;
    }
}

#[test]
fn the_deciding_draw_marks_its_losing_cells_and_leaves_the_board_most_of_the_window() {
    let mut app = at("level5-seed3-random.ron", 32);
    for (w, h, share) in SIZES {
        let rect = set_size(&mut app, w, h, 1.0);
        let v = still_view(&mut app, 8);
        let what = format!("{w}x{h}");
        apart(&v, &what, rect);
        assert_eq!(
            v.pending.as_ref().map(|p| p.kind.as_str()),
            Some("PlaceTile")
        );
        assert!(v.board_share >= share, "{what}: share {}", v.board_share);
        let losing = v.legal.iter().filter(|c| c.losing).count();
        assert!(
            losing > 0 && losing < v.legal.len(),
            "{what}: {:?}",
            v.legal
        );
    }
}

/// Frames until the next question is asked (or the game is over) and the camera stands still
/// (a glide takes about a quarter of a second; the test frames are 16 ms of game time each).
fn camera_settles(app: &mut App) {
    // Three frames in a row: the camera sees a question on the frame after it is asked.
    let mut still = 0;
    for _ in 0..200 {
        app.update();
        let asked = app.world().resource::<mists_rules::Pending>().0.is_some()
            || *app.world().resource::<State<crate::shared::Screen>>().get()
                != crate::shared::Screen::Playing;
        let gliding = app.world().resource::<crate::camera::Glide>().0.is_some();
        still = if asked && !gliding { still + 1 } else { 0 };
        if still == 3 {
            return;
        }
    }
    panic!("no question, or the camera never stood still");
}

/// Issue 62: Home is never needed. A Level 1 game played to its end at a zoom chosen at the start
/// (the mouse wheel, out), every decision the planner's (as the hint gives it) and one undo: after
/// every decision, once the camera stands, every laid tile is in the board's part of the window.
#[test]
fn a_level_1_game_to_its_end_never_needs_home() {
    use mists_rules::{Decide, DecisionKind, Pending};
    let mut app = ui_app(Lang::En);
    app.world_mut()
        .resource_mut::<crate::play::answer::Teammate>()
        .auto = false;
    let (w, h) = (1280.0, 800.0);
    set_size(&mut app, w, h, 1.0);
    camera_settles(&mut app);
    app.world_mut().write_message(crate::input::ZoomAt {
        screen: Vec2::new(w / 3.0, h / 2.0),
        steps: 3.0,
    });
    camera_settles(&mut app);
    let chosen = camera(&mut app).1;
    let (mut decisions, mut undone, mut fitted) = (0, false, 0);
    while *app.world().resource::<State<crate::shared::Screen>>().get()
        == crate::shared::Screen::Playing
    {
        let Some(p) = app.world().resource::<Pending>().0.clone() else {
            app.update();
            continue;
        };
        if !undone && decisions > 10 && !matches!(p.kind, DecisionKind::PlaceTile { .. }) {
            app.world_mut().write_message(crate::undo::UndoRequest);
            undone = true;
        } else {
            // The planner's answer, as the hint would give it: a game that goes the distance.
            let d = crate::play::answer::suggest(app.world_mut(), &p);
            app.world_mut().write_message(Decide(d));
        }
        decisions += 1;
        assert!(decisions < 400, "the game did not end");
        camera_settles(&mut app);
        if *app.world().resource::<State<crate::shared::Screen>>().get()
            != crate::shared::Screen::Playing
        {
            break;
        }
        let (cam, scale) = camera(&mut app);
        let window = {
            let mut q = app.world_mut().query::<&Window>();
            q.single(app.world()).expect("the window").size()
        };
        let area = app.world().resource::<crate::shared::BoardArea>().0;
        let area = area.expect("the board's part of the window");
        let laid: Vec<_> = app
            .world()
            .resource::<mists_rules::Table>()
            .board
            .placed()
            .iter()
            .map(|t| t.cell)
            .collect();
        // Where the board fits at this zoom it is wholly in view.
        let (lo, hi) = laid.iter().fold((IVec2::MAX, IVec2::MIN), |(lo, hi), c| {
            let v = IVec2::new(c.x.into(), c.y.into());
            (lo.min(v), hi.max(v))
        });
        let extent = (hi - lo + IVec2::ONE).as_vec2() * crate::grid::CELL_SIZE / scale;
        let fits = extent.x <= area.width() && extent.y <= area.height();
        fitted += fits as u32;
        assert!(
            !fits || crate::camera::all_in_view(&laid, cam, scale, window, area),
            "decision {decisions}: the board left the view (scale {scale}, chosen {chosen})"
        );
        assert!(
            (scale - chosen).abs() < 1e-4,
            "decision {decisions}: the zoom moved by itself ({chosen} -> {scale})"
        );
    }
    assert!(undone, "the game asked no question to undo");
    assert!(decisions > 30, "a short game: {decisions} decisions");
    assert!(
        fitted > 10,
        "the board fitted the view at only {fitted} decisions"
    );
}
