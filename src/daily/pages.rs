//! The daily page (today's game, bot teammates, the history with its streak, sharing, watching a
//! shared game) and the statistics page, both reached from the title page.

use super::{Results, kept_path, set_up_daily};
use crate::i18n::Tr;
use crate::setup::GameSetup;
use crate::shared::{AssetRoot, Page, Screen};
use crate::storage::DataDir;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::daily::{DailyRecord, Day};
use mists_rules::results::Stats;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DailyForm>();
    app.add_systems(
        EguiPrimaryContextPass,
        (
            daily_page.run_if(in_state(Page::Daily)),
            stats_page.run_if(in_state(Page::Stats)),
        )
            .in_set(crate::shared::UiPass::Docked)
            .run_if(in_state(Screen::Title)),
    );
    app.add_systems(Update, act.run_if(resource_exists::<DailyAct>));
}

/// What the daily page's fields hold between frames.
#[derive(Resource, Debug, Default)]
struct DailyForm {
    bots: u8,
    /// The shared file to open.
    open: String,
    /// The last share or open, in words (true: went wrong).
    said: Option<(String, bool)>,
}

/// A daily page action, carried out with the whole world.
#[derive(Resource, Debug, Clone)]
enum DailyAct {
    Play,
    Replay(std::path::PathBuf),
}

/// The title page's button for the day's game.
pub fn title_label(tr: &Tr, results: &Results) -> String {
    tr!(
        tr,
        "daily-button",
        date = results.today.day.to_string(),
        level = results.today.level as usize
    )
}

fn daily_page(
    mut contexts: EguiContexts,
    results: Res<Results>,
    progress: Option<Res<crate::progress::Progress>>,
    mut form: ResMut<DailyForm>,
    data: Option<Res<DataDir>>,
    tr: Res<Tr>,
    mut commands: Commands,
    mut page: ResMut<NextState<Page>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let data = data.and_then(|d| d.0.clone());
    let body = |ui: &mut egui::Ui| {
        today(ui, &tr, &results, &mut form, &mut commands);
        if let Some(line) = harder(&tr, &results, progress.as_deref()) {
            ui.label(egui::RichText::new(line).color(egui::Color32::from_rgb(240, 190, 110)));
        }
        ui.separator();
        history(ui, &tr, &results, data.as_deref(), &mut form);
        ui.separator();
        open_shared(ui, &tr, &mut form, &mut commands);
    };
    let title = tr!(tr, "daily-title");
    if crate::layout::page::show(ctx, "daily", &title, &tr!(tr, "page-back"), body, None) {
        page.set(Page::Title);
    }
    Ok(())
}

fn today(
    ui: &mut egui::Ui,
    tr: &Tr,
    results: &Results,
    form: &mut DailyForm,
    commands: &mut Commands,
) {
    let g = results.today;
    ui.strong(tr!(
        tr,
        "daily-today",
        date = g.day.to_string(),
        level = g.level as usize
    ));
    ui.label(tr!(tr, "daily-intro"));
    let played = results.stats.daily.iter().find(|d| d.day == g.day);
    if let Some(d) = played {
        ui.label(verdict(tr, d.won, &d.totals));
    }
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "daily-bots"));
        for n in 0..=4u8 {
            ui.selectable_value(&mut form.bots, n, n.to_string());
        }
    });
    let label = if played.is_some() {
        tr!(tr, "daily-play-again")
    } else {
        tr!(tr, "daily-play")
    };
    if ui.button(label).clicked() {
        commands.insert_resource(DailyAct::Play);
    }
    ui.label(tr!(
        tr,
        "daily-streak",
        n = results.stats.daily_streak as usize
    ));
}

/// Issue 49: when the day's level is past those the player has opened, a word that it is a
/// harder one (the game is still theirs to try).
fn harder(
    tr: &Tr,
    results: &Results,
    progress: Option<&crate::progress::Progress>,
) -> Option<String> {
    let level = results.today.level;
    let p = progress?;
    (!p.is_open(level)).then(|| {
        tr!(
            tr,
            "daily-harder",
            level = level as usize,
            open = p.highest_open as usize
        )
    })
}

fn verdict(tr: &Tr, won: bool, totals: &[u32]) -> String {
    let totals = totals
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" / ");
    match won {
        true => tr!(tr, "daily-won", totals = totals),
        false => tr!(tr, "daily-lost", totals = totals),
    }
}

fn history(
    ui: &mut egui::Ui,
    tr: &Tr,
    results: &Results,
    data: Option<&std::path::Path>,
    form: &mut DailyForm,
) {
    ui.strong(tr!(tr, "daily-history"));
    if results.stats.daily.is_empty() {
        ui.label(tr!(tr, "daily-none"));
    }
    egui::Grid::new("daily history")
        .striped(true)
        .show(ui, |ui| {
            for d in results.stats.daily.iter().rev().take(30) {
                ui.label(d.day.to_string());
                ui.label(tr!(tr, "daily-level", n = d.level as usize));
                ui.label(verdict(tr, d.won, &d.totals));
                let kept = data.map(|dir| kept_path(dir, d.day)).filter(|p| p.exists());
                if let (Some(kept), Some(dir)) = (kept, data)
                    && ui.button(tr!(tr, "daily-share")).clicked()
                {
                    form.said = Some(share(tr, &kept, dir, d.day));
                }
                ui.end_row();
            }
        });
    if let Some((text, bad)) = &form.said {
        let colour = if *bad {
            egui::Color32::from_rgb(240, 150, 90)
        } else {
            ui.visuals().text_color()
        };
        ui.colored_label(colour, text);
    }
}

/// Write the day's kept record out to `<data>/shared/mists-daily-DATE.ron`; what to tell.
fn share(tr: &Tr, kept: &std::path::Path, dir: &std::path::Path, day: Day) -> (String, bool) {
    let out = dir.join("shared").join(format!("mists-daily-{day}.ron"));
    let done = std::fs::create_dir_all(dir.join("shared"))
        .and_then(|()| std::fs::copy(kept, &out).map(|_| ()));
    match done {
        Ok(()) => (
            tr!(tr, "daily-shared", file = out.display().to_string()),
            false,
        ),
        Err(e) => (e.to_string(), true),
    }
}

fn open_shared(ui: &mut egui::Ui, tr: &Tr, form: &mut DailyForm, commands: &mut Commands) {
    ui.strong(tr!(tr, "daily-open"));
    ui.horizontal(|ui| {
        let file =
            ui.add(egui::TextEdit::singleline(&mut form.open).hint_text("mists-daily-….ron"));
        crate::layout::named(file, tr!(tr, "daily-open"));
        if ui.button(tr!(tr, "daily-replay")).clicked() && !form.open.trim().is_empty() {
            commands.insert_resource(DailyAct::Replay(form.open.trim().into()));
        }
    });
}

/// Play the day's game, or check a shared one and watch it (a refused one says why).
fn act(world: &mut World) {
    let Some(a) = world.remove_resource::<DailyAct>() else {
        return;
    };
    match a {
        DailyAct::Play => {
            let game = world.resource::<Results>().today;
            let bots = world.resource::<DailyForm>().bots;
            set_up_daily(&mut world.resource_mut::<GameSetup>(), &game, bots);
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
        }
        DailyAct::Replay(path) => {
            let assets = world.resource::<AssetRoot>().0.clone();
            let file = path.display().to_string();
            let checked = DailyRecord::load(&path)
                .and_then(|r| r.verify(&assets, Some(Day::today()), &file))
                .map_err(|e| e.to_string())
                .and_then(|rec| {
                    crate::replay::ReplayMode::new(rec, path.clone()).map_err(|e| e.to_string())
                });
            match checked {
                Ok(mode) => crate::replay::watch(world, mode, 0),
                Err(why) => {
                    let text = tr!(world.resource::<Tr>(), "daily-refused", why = why);
                    world.resource_mut::<DailyForm>().said = Some((text, true));
                }
            }
        }
    }
}

fn stats_page(
    mut contexts: EguiContexts,
    results: Res<Results>,
    tr: Res<Tr>,
    mut page: ResMut<NextState<Page>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let body = |ui: &mut egui::Ui| {
        stats_table(ui, &tr, &results.stats);
        accuracy(ui, &tr, &results.reviews);
        results_chart(ui, &tr, &results.games);
        if !results.skipped.is_empty() {
            ui.colored_label(
                egui::Color32::from_rgb(240, 150, 90),
                tr!(tr, "stats-skipped", n = results.skipped.len()),
            )
            .on_hover_text(results.skipped.join("\n"));
        }
    };
    let (title, back) = (tr!(tr, "stats-title"), tr!(tr, "page-back"));
    let sheet = crate::layout::page::Sheet {
        id: "stats",
        title: &title,
        back: &back,
        width: crate::layout::page::Width::Wide,
    };
    if crate::layout::page::show_sheet(ctx, &sheet, body, None) {
        page.set(Page::Title);
    }
    Ok(())
}

/// A colour per level, readable on the dark page and apart from each other.
const LEVEL_COLOURS: [[u8; 3]; 6] = [
    [150, 205, 120],
    [110, 190, 205],
    [140, 150, 235],
    [205, 150, 225],
    [235, 175, 90],
    [235, 110, 95],
];

/// Each level's results game after game (x: the game's number among all finished games, y: its
/// result), oldest first.
fn series(games: &[mists_rules::results::GameResult]) -> Vec<(u8, Vec<[f64; 2]>, Vec<[f64; 2]>)> {
    let mut out: Vec<(u8, Vec<[f64; 2]>, Vec<[f64; 2]>)> = Vec::new();
    for (i, g) in games.iter().enumerate() {
        let at = [i as f64 + 1.0, g.result as f64];
        let k = match out.iter().position(|(l, ..)| *l == g.level) {
            Some(k) => k,
            None => {
                out.push((g.level, Vec::new(), Vec::new()));
                out.len() - 1
            }
        };
        out[k].1.push(at);
        if g.won {
            out[k].2.push(at);
        }
    }
    out.sort_by_key(|(l, ..)| *l);
    out
}

/// Issue 49: the results over time, a line per level in its colour (its legend above), won
/// games marked with a dot.
fn results_chart(ui: &mut egui::Ui, tr: &Tr, games: &[mists_rules::results::GameResult]) {
    let lines = series(games);
    if lines.is_empty() {
        return;
    }
    let colour = |level: u8| {
        let [r, g, b] = LEVEL_COLOURS[(level.clamp(1, 6) - 1) as usize];
        egui::Color32::from_rgb(r, g, b)
    };
    ui.add_space(8.0);
    ui.strong(tr!(tr, "stats-chart"));
    let legend: Vec<(String, egui::Color32)> = lines
        .iter()
        .map(|(l, ..)| (tr!(tr, "level-n", n = *l as usize), colour(*l)))
        .collect();
    crate::layout::legend(ui, &legend);
    egui_plot::Plot::new("results over time")
        .height(170.0)
        .allow_scroll(false)
        // Games are counted: whole numbers on their axis, from the first game on.
        .x_grid_spacer(crate::layout::count_marks)
        .x_axis_formatter(|mark, _| crate::layout::count_label(mark.value))
        .include_x(0.5)
        .include_y(0.0)
        .show(ui, |plot| {
            for (level, points, wins) in &lines {
                let name = tr!(tr, "level-n", n = *level as usize);
                let c = colour(*level);
                plot.line(egui_plot::Line::new(name.clone(), points.clone()).color(c));
                plot.points(
                    egui_plot::Points::new(name, wins.clone())
                        .color(c)
                        .radius(3.5),
                );
            }
        });
    ui.small(tr!(tr, "stats-chart-note"));
}

/// Issue 65: the reviewed games' accuracy (the share of the best option's chance the choices
/// kept), on average and the last one's.
fn accuracy(ui: &mut egui::Ui, tr: &Tr, reviews: &[mists_rules::results::Reviewed]) {
    let Some(last) = reviews.last() else {
        return;
    };
    let mean = reviews.iter().map(|r| r.accuracy).sum::<f64>() / reviews.len() as f64;
    let pct = |x: f64| (100.0 * x).round() as i64;
    ui.add_space(6.0);
    ui.label(tr!(
        tr,
        "stats-accuracy",
        n = reviews.len(),
        mean = pct(mean),
        last = pct(last.accuracy)
    ))
    .on_hover_text(tr!(tr, "review-accuracy-note"));
}

fn stats_table(ui: &mut egui::Ui, tr: &Tr, stats: &Stats) {
    if stats.cells.is_empty() {
        ui.label(tr!(tr, "stats-none"));
        return;
    }
    egui::Grid::new("statistics").striped(true).show(ui, |ui| {
        for h in [
            "stats-level",
            "stats-players",
            "stats-games",
            "stats-wins",
            "stats-best",
            "stats-streak",
        ] {
            ui.strong(tr.get(h, None));
        }
        ui.end_row();
        for level in 1..=6u8 {
            for players in 1..=5u8 {
                let Some(c) = stats.cell(level, players) else {
                    continue;
                };
                ui.label(level.to_string());
                ui.label(players.to_string());
                ui.label(c.games.to_string());
                ui.label(format!(
                    "{} ({} %)",
                    c.wins,
                    (100 * c.wins).checked_div(c.games).unwrap_or(0)
                ));
                ui.label(c.best.map_or("–".into(), |b| b.to_string()));
                ui.label(format!("{} ({})", c.streak, c.best_streak));
                ui.end_row();
            }
        }
    });
    ui.add_space(6.0);
    ui.label(tr!(tr, "stats-streak-note"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;

    /// Issue 49: the chart's lines: a line per level played, in level order, each game at its
    /// place among all the games, the won ones marked.
    #[test]
    fn the_results_chart_has_a_line_per_level_in_the_order_played() {
        let g = |level, won, result| mists_rules::results::GameResult {
            day: Day::from_days(20_000),
            level,
            players: 1,
            won,
            totals: vec![result],
            result,
            daily: None,
        };
        let games = [
            g(2, false, 30),
            g(1, true, 50),
            g(2, true, 75),
            g(1, false, 20),
        ];
        let s = series(&games);
        assert_eq!(s.len(), 2);
        assert_eq!(s[0], (1, vec![[2.0, 50.0], [4.0, 20.0]], vec![[2.0, 50.0]]));
        assert_eq!(s[1], (2, vec![[1.0, 30.0], [3.0, 75.0]], vec![[3.0, 75.0]]));
        assert!(series(&[]).is_empty());
    }

    /// Issue 49: a daily game of a level the player has not opened says it is a harder one;
    /// an opened level says nothing more.
    #[test]
    fn a_daily_level_not_yet_opened_is_called_harder() {
        let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let tr = Tr::load(assets, crate::i18n::Lang::En).expect("texts");
        let results = Results {
            today: mists_rules::daily::DailyGame {
                day: Day::from_days(20_000),
                level: 5,
                seed: 1,
            },
            stats: Stats::default(),
            games: Vec::new(),
            skipped: Vec::new(),
            reviews: Vec::new(),
            tiles_version: 2,
        };
        let mut p = crate::progress::Progress::default();
        let line = harder(&tr, &results, Some(&p)).expect("level 5 is not open at first");
        assert!(
            line.contains("Level 5") && line.contains("Level 1"),
            "{line}"
        );
        p.highest_open = 5;
        assert_eq!(harder(&tr, &results, Some(&p)), None);
        assert_eq!(harder(&tr, &results, None), None);
    }

    fn app() -> App {
        let assets: std::path::PathBuf = concat!(env!("CARGO_MANIFEST_DIR"), "/assets").into();
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin));
        app.init_state::<Screen>();
        app.insert_resource(Tr::load(&assets, crate::i18n::Lang::En).unwrap());
        app.insert_resource(AssetRoot(assets));
        app.insert_resource(DataDir(None));
        app.init_resource::<GameSetup>();
        app.add_plugins(super::super::plugin);
        app
    }

    /// A shared daily file that does not check out is not shown and the page says why; today's
    /// (written as the game keeps it) opens the replay.
    #[test]
    fn watching_a_shared_daily_game_checks_it_first() {
        let dir = std::env::temp_dir().join(format!("mists-daily-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.ron");
        std::fs::write(&bad, "(day: \"2026-12-03\")").unwrap();
        let mut app = app();
        app.insert_resource(DailyAct::Replay(bad));
        app.update();
        let said = app.world().resource::<DailyForm>().said.clone();
        assert!(
            matches!(&said, Some((t, true)) if t.starts_with("Not shown") && t.contains("bad.ron")),
            "{said:?}"
        );
        assert!(!app.world().contains_resource::<crate::replay::ReplayMode>());
        // Play the day's game setup to see it is what the page starts.
        app.insert_resource(DailyAct::Play);
        app.update();
        let today = app.world().resource::<Results>().today;
        let setup = app.world().resource::<GameSetup>();
        assert_eq!(
            (setup.level, setup.seed, setup.daily, setup.players),
            (today.level, Some(today.seed), Some(today.day), 1)
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
