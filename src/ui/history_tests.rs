//! The history and charts of a game (issues 49, 64), tested.

use super::*;
use crate::play::answer::Teammate;
use crate::play::start::Resume;
use crate::testing::{begin, rules_app};

#[test]
fn one_row_per_turn_with_its_last_state() {
    let mut h = History::default();
    h.note(1, &[0], 3);
    h.note(1, &[2], 4);
    h.note(2, &[5], 2);
    assert_eq!(h.rows, vec![(1, vec![2], 4), (2, vec![5], 2)]);
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// A game of `level` played in the window to the game-over screen: first legal placements,
/// the teammate answering the rest. Its history and its record.
fn straight_game(level: u8, seed: u64) -> (History, Record) {
    let mut app = rules_app(level, seed);
    app.add_plugins(plugin);
    crate::testing::play_to_game_over(&mut app);
    let w = app.world();
    let (table, flow) = (w.resource::<Table>(), w.resource::<Flow>());
    let record = record_of(table, flow, dealt_players(w.resource::<GameSetup>(), table));
    (w.resource::<History>().clone(), record)
}

/// The same game continued from a save of its first `k` decisions, the rest answered from
/// its record, to the game-over screen.
fn continued_game(level: u8, seed: u64, record: &Record, k: usize) -> History {
    let mut app = rules_app(level, seed);
    app.add_plugins(plugin);
    app.world_mut().resource_mut::<Teammate>().auto = false;
    let mut first = record.clone();
    first.decisions.truncate(k);
    app.world_mut().insert_resource(Resume {
        record: first,
        path: std::env::temp_dir().join("mists-history-continued.ron"),
        until: None,
        keep: false,
    });
    begin(&mut app);
    let mut next = k;
    for _ in 0..20_000 {
        if screen(&app) == Screen::GameOver {
            break;
        }
        let f = app.world().resource::<Flow>();
        if f.pending.is_some() && f.inbox.is_empty() && next < record.decisions.len() {
            let d = record.decisions[next];
            next += 1;
            app.world_mut().write_message(mists_rules::Decide(d));
        }
        app.update();
    }
    assert_eq!(
        screen(&app),
        Screen::GameOver,
        "the continued game did not end"
    );
    app.world().resource::<History>().clone()
}

#[test]
fn the_charts_show_the_whole_game_whether_played_straight_or_continued() {
    let (straight, record) = straight_game(3, 21);
    let turns: Vec<u32> = straight.rows.iter().map(|r| r.0).collect();
    assert_eq!(turns[0], 1, "the history starts at the first turn");
    assert!(
        turns.windows(2).all(|w| w[1] == w[0] + 1),
        "a turn is missing: {turns:?}"
    );
    // The ending's breakdown adds up to the last totals (issue 49).
    let last = &straight.rows.last().expect("rows").1;
    assert_eq!(
        &straight.breakdown.as_ref().expect("a breakdown").by_index,
        last
    );
    let continued = continued_game(3, 21, &record, record.decisions.len() / 2);
    assert_eq!(continued, straight);
    // Level 1 too, where the game starts without hounds or piles.
    let (straight, record) = straight_game(1, 8);
    assert_eq!(continued_game(1, 8, &record, 7), straight);
}

fn english() -> crate::i18n::Tr {
    let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    crate::i18n::Tr::load(assets, crate::i18n::Lang::En).unwrap()
}

/// Issue 64: the goal, the thresholds and "all 15 ghosts" are named inside their plots, whole
/// (the ghosts' limit lay on the plot's border, where neither it nor its name could be seen).
#[test]
fn the_levels_lines_are_named_inside_the_plots() {
    use bevy_egui::egui::epaint::Shape;
    let tr = english();
    let app = rules_app(3, 3);
    let table = app.world().resource::<Table>();
    let cfg = table.cfg();
    let mut history = History::default();
    for t in 1..20 {
        history.note(t, &[5 * t], t.min(u32::from(cfg.ghosts)));
    }
    let ctx = crate::testing::headless::egui_context();
    let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
        charts(ui, &tr, &history, cfg, &table.score);
    });
    out.textures_delta.clear();
    let drawn: Vec<(String, egui::Rect, egui::Rect)> = out
        .shapes
        .iter()
        .filter_map(|c| match &c.shape {
            Shape::Text(t) => Some((
                t.galley.text().to_string(),
                t.visual_bounding_rect(),
                c.clip_rect,
            )),
            _ => None,
        })
        .collect();
    let goal = *cfg.thresholds.last().unwrap();
    let mut names = vec![
        tr!(tr, "chart-goal", n = goal),
        tr!(tr, "chart-all-ghosts", n = cfg.ghosts),
    ];
    names.extend(
        cfg.thresholds
            .iter()
            .filter(|&&t| t != goal)
            .map(|t| tr!(tr, "chart-threshold", n = *t)),
    );
    for name in names {
        // Drawn in a plot (clipped to it, unlike the legend's words) and whole inside it.
        let inside = drawn.iter().any(|(text, rect, clip)| {
            *text == name && clip.width() < 10_000.0 && clip.contains_rect(*rect)
        });
        assert!(inside, "{name:?} is not named inside its plot: {drawn:?}");
    }
}

/// Issue 49: the score chart's legend shows exactly the colours of its lines (one swatch per
/// scoring meeple's line, drawn above the chart, not over it).
#[test]
fn the_legend_has_the_colours_of_the_lines() {
    use bevy_egui::egui::epaint::{ColorMode, Shape};
    let tr = english();
    let app = rules_app(6, 3);
    let table = app.world().resource::<Table>();
    let mut history = History::default();
    for t in 1..6 {
        history.note(t, &[t, 2 * t, 3 * t], 4);
    }
    let ctx = crate::testing::headless::egui_context();
    let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
        charts(ui, &tr, &history, table.cfg(), &table.score);
    });
    out.textures_delta.clear();
    let (mut swatches, mut lines) = (Vec::new(), Vec::new());
    for c in &out.shapes {
        match &c.shape {
            Shape::Rect(r) if (r.rect.size() - crate::layout::SWATCH).length() < 0.5 => {
                swatches.push(r.fill)
            }
            Shape::Path(p) if p.points.len() >= 5 => {
                if let ColorMode::Solid(c) = p.stroke.color {
                    lines.push(c)
                }
            }
            _ => {}
        }
    }
    // The score chart's swatches come first (the ghosts chart's follow).
    let n = table.score.holders.len();
    assert!(swatches.len() >= n, "{swatches:?}");
    let mut want: Vec<_> = lines.iter().take(n).copied().collect();
    let mut got: Vec<_> = swatches[..n].to_vec();
    want.sort_by_key(|c| c.to_array());
    got.sort_by_key(|c| c.to_array());
    assert_eq!(got, want, "legend {swatches:?}, lines {lines:?}");
}

#[test]
fn each_line_is_named_and_coloured_for_its_scoring_meeple() {
    let tr = english();
    let app = rules_app(6, 3);
    let table = app.world().resource::<Table>();
    assert_eq!(table.score.holders.len(), 3);
    let mut names = Vec::new();
    for &holder in &table.score.holders {
        let (name, colour) = line_style(&tr, table.cfg(), holder);
        let [r, g, b] = crate::setup::colour_rgb(holder);
        assert_eq!(colour, egui::Color32::from_rgb(r, g, b), "{holder:?}");
        assert!(name.contains(&crate::i18n::colour(&tr, holder)), "{name}");
        names.push(name);
    }
    names.dedup();
    assert_eq!(names.len(), 3);
    // One shared total: the team's, in a light grey that reads on the dark panel.
    let app = rules_app(1, 3);
    let table = app.world().resource::<Table>();
    let (name, colour) = line_style(&tr, table.cfg(), table.score.holders[0]);
    assert_eq!(name, "team total");
    assert!(
        colour.r() > 120 && colour.g() > 120 && colour.b() > 120,
        "{colour:?}"
    );
}
