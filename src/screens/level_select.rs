//! The New game page: a card per level with its goal and thresholds (RULES §5), won ✓ and the
//! best result; players and colours (RULES §4.1), seed, and the rule switches of RULES §18.

use crate::board_view::spawn_tile;
use crate::setup::{GameSetup, Levels, colours_per_player, meeples_per_colour};
use crate::shared::{Page, Screen};
use crate::tile_textures::{TileArt, Tiles};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::Board;
use mists_rules::Colour;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_backdrop);
    forget_seeds_after_games(app);
    app.add_systems(
        EguiPrimaryContextPass,
        levels_page
            .in_set(crate::shared::UiPass::Docked)
            .run_if(in_state(Screen::Title).and_then(in_state(Page::Levels))),
    );
}

use crate::progress::{CustomPresets, Progress};

/// A lesson's or a daily game's deal is theirs: back at the title page from a game, the next
/// game (here or hosted online) is a fresh shuffle unless the player types a seed (issue 50:
/// after a lesson every hosted game dealt the lesson's "shuffle 0"). The daily mark stays: a
/// daily game continued from the title page still counts (its result checks the deal itself).
/// Only back from a game: a seed given at launch (`--host --seed N` passes the title page
/// first) is kept.
pub(crate) fn forget_seeds_after_games(app: &mut App) {
    for from in [Screen::Playing, Screen::GameOver, Screen::Competitive] {
        app.add_systems(
            OnTransition {
                exited: from,
                entered: Screen::Title,
            },
            forget_dealt_seed,
        );
    }
}

fn forget_dealt_seed(mut setup: ResMut<GameSetup>) {
    if setup.seed.is_some() {
        setup.seed = None;
    }
}

/// The title's key art, drawn with the game's own code: the start tile with a few tiles laid
/// round it (castles, cemeteries, villages and misty tiles first) and the two hounds.
fn spawn_backdrop(
    mut commands: Commands,
    tiles: Res<Tiles>,
    mut art: ResMut<TileArt>,
    // Absent in headless tests: the unturned faces are then turned whole.
    mut images: Option<ResMut<Assets<Image>>>,
    pieces: Option<Res<crate::board_view::pieces::PieceArt>>,
) {
    let board = key_art_board(&tiles.0);
    for p in board.placed() {
        let key = crate::board_view::TileKey::of(&board, p);
        if let Some(images) = images.as_deref_mut() {
            art.ensure(&tiles.0, p, 0, images);
        }
        let e = spawn_tile(&mut commands, &art, &tiles.0, p, key);
        commands.entity(e).insert(DespawnOnExit(Screen::Title));
    }
    if let Some(pieces) = pieces {
        for (h, at) in [(0, Vec2::new(1.6, 1.3)), (1, Vec2::new(-0.55, -0.35))] {
            commands.spawn((
                Name::new("title hound"),
                Sprite {
                    image: pieces.hound(h).clone(),
                    custom_size: Some(Vec2::splat(0.45 * crate::grid::CELL_SIZE)),
                    ..default()
                },
                Transform::from_translation(
                    (at * crate::grid::CELL_SIZE).extend(crate::board_view::Z_PREVIEW),
                ),
                DespawnOnExit(Screen::Title),
            ));
        }
    }
}

/// The start tile and up to eight tiles laid legally round it, the most telling first
/// (deterministic: the same picture every launch).
pub fn key_art_board(set: &std::sync::Arc<mists_board::TileSet>) -> Board {
    let mut board = Board::with_start(set.clone());
    let telling = |c: &mists_board::CopyIdx| {
        let def = set.copy_def(*c);
        let special = def.special != mists_board::Special::None;
        (!special, !def.misty())
    };
    let mut copies: Vec<mists_board::CopyIdx> = set.copy_indices().collect();
    copies.sort_by_key(|c| (telling(c), c.0));
    let centre = Vec2::splat(0.5);
    for copy in copies {
        if board.placed().len() >= 4 + 8 {
            break;
        }
        let ty = set.copy(copy).ty;
        let best = board
            .legal_placements(ty)
            .into_iter()
            .filter_map(|(cell, rots)| rots.iter().next().map(|r| (cell, r)))
            .min_by(|a, b| {
                let d = |c: mists_board::Cell| Vec2::new(c.x as f32, c.y as f32).distance(centre);
                d(a.0).total_cmp(&d(b.0))
            });
        if let Some((cell, rot)) = best
            && Vec2::new(cell.x as f32, cell.y as f32).distance(centre) < 2.2
        {
            let _ = board.place(cell, ty, Some(copy), rot);
        }
    }
    board
}

fn swatch(tr: &crate::i18n::Tr, c: Colour) -> egui::RichText {
    crate::ui::coloured(c, format!(" ■ {} ", crate::i18n::colour(tr, c)))
}

#[derive(bevy::ecs::system::SystemParam)]
struct LevelsPage<'w, 's> {
    setup: ResMut<'w, GameSetup>,
    progress: ResMut<'w, Progress>,
    seed_text: Local<'s, String>,
    next: ResMut<'w, NextState<Screen>>,
    page: ResMut<'w, NextState<Page>>,
    start_error: Option<Res<'w, crate::play::start::StartError>>,
    presets: Res<'w, CustomPresets>,
    levels: Res<'w, Levels>,
    pictures: Option<Res<'w, super::level_pictures::LevelPictures>>,
    tr: Res<'w, crate::i18n::Tr>,
    resume: Option<Res<'w, crate::play::start::Resume>>,
}

fn levels_page(mut contexts: EguiContexts, mut cx: LevelsPage) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A continued game or a replay plays its own level, open or not.
    if !cx.progress.is_open(cx.setup.level) && cx.resume.is_none() {
        cx.setup.level = 1;
    }
    let width = ctx.content_rect().width();
    let tr = &*cx.tr;
    let level = cx.setup.level;
    let mut start = false;
    // How many play stands by Start, in view at every window size (issue 64: at 1024×640 it
    // was below the fold, under the level cards); the players' colours stay in the page.
    let mut count = cx.setup.players;
    let body = |ui: &mut egui::Ui| {
        if let Some(e) = &cx.start_error {
            ui.colored_label(
                egui::Color32::from_rgb(255, 150, 140),
                tr!(tr, "title-could-not-start", error = e.0.clone()),
            );
        }
        let pictures = cx.pictures.as_deref();
        cards(
            ui,
            tr,
            (&cx.levels, pictures),
            &cx.progress,
            &mut cx.setup,
            width,
        );
        ui.checkbox(&mut cx.progress.unlock_all, tr!(tr, "title-unlock-all"));
        presets(ui, tr, &cx.presets, &mut cx.setup);
        ui.separator();
        players(ui, tr, &mut cx.setup);
        ui.separator();
        seed_row(ui, tr, &mut cx.seed_text, &mut cx.setup);
        egui::CollapsingHeader::new(tr!(tr, "title-advanced"))
            .default_open(false)
            .show(ui, |ui| {
                crate::layout::switches::rule_switches(ui, tr, &mut cx.setup.rules)
            });
    };
    let mut footer = |ui: &mut egui::Ui| {
        let text = egui::RichText::new(tr!(tr, "title-start"))
            .size(20.0)
            .strong();
        start = ui
            .add_sized([180.0, 34.0], egui::Button::new(text))
            .clicked();
        ui.label(tr!(tr, "level-n", n = level));
        ui.separator();
        player_count(ui, tr, &mut count);
    };
    let title = tr!(tr, "title-choose-level");
    let back_word = tr!(tr, "page-back");
    let sheet = crate::layout::page::Sheet {
        id: "levels",
        title: &title,
        back: &back_word,
        width: crate::layout::page::Width::Wide,
    };
    let back = crate::layout::page::show_sheet(ctx, &sheet, body, Some(&mut footer));
    if count != cx.setup.players {
        cx.setup.players = count;
        cx.setup.assign_default_colours();
    }
    if start {
        cx.setup.seed = cx.seed_text.parse().ok();
        cx.setup.daily = None;
        cx.next.set(Screen::Playing);
    }
    if back {
        cx.page.set(Page::Title);
    }
    Ok(())
}

/// One card per level: its goal, what is new, the tiles; won ✓ with the best result; a locked
/// level says what opens it. Cards sit in as many columns as fit.
fn cards(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    (levels, pictures): (&Levels, Option<&super::level_pictures::LevelPictures>),
    progress: &Progress,
    setup: &mut GameSetup,
    width: f32,
) {
    const GAP: f32 = 12.0;
    // The frame's margin and stroke on both sides of a card.
    const FRAME: f32 = 2.0 * 10.0 + 2.0 * 2.5;
    let room = ui.available_width().min(width) - 14.0;
    let cols = (room / 300.0).floor().clamp(1.0, 3.0) as usize;
    let card_width = (room - GAP * (cols - 1) as f32) / cols as f32 - FRAME;
    egui::Grid::new("level cards")
        .num_columns(cols)
        .spacing([GAP, GAP])
        .show(ui, |ui| {
            for (k, info) in levels.0.iter().enumerate() {
                card(ui, tr, (info, pictures), progress, setup, card_width);
                if (k + 1) % cols == 0 {
                    ui.end_row();
                }
            }
        });
}

fn card(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    (info, pictures): (
        &crate::setup::LevelInfo,
        Option<&super::level_pictures::LevelPictures>,
    ),
    progress: &Progress,
    setup: &mut GameSetup,
    width: f32,
) {
    let open = progress.is_open(info.number);
    let chosen = setup.level == info.number && setup.preset.is_none();
    let stroke = if chosen {
        egui::Stroke::new(2.5, egui::Color32::from_rgb(250, 210, 90))
    } else {
        ui.visuals().widgets.noninteractive.bg_stroke
    };
    let frame = egui::Frame::group(ui.style())
        .stroke(stroke)
        .inner_margin(10.0);
    let shown = frame.show(ui, |ui| {
        ui.set_width(width);
        ui.set_min_height(150.0);
        ui.vertical(|ui| {
            card_text(ui, tr, info, progress, open);
            if let Some(p) = pictures {
                p.show(ui, info.number, 40.0, open);
            }
        });
    });
    let r = shown.response.interact(egui::Sense::click());
    if open && r.clicked() {
        setup.level = info.number;
        setup.preset = None;
    }
}

/// A card's words: the level, won ✓, its goal, what is new, its tiles, the best result.
fn card_text(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    info: &crate::setup::LevelInfo,
    progress: &Progress,
    open: bool,
) {
    ui.add_enabled_ui(open, |ui| {
        ui.horizontal(|ui| {
            crate::layout::theme::heading(ui, tr!(tr, "level-n", n = info.number));
            if progress.is_won(info.number) {
                ui.label(
                    egui::RichText::new("✔")
                        .size(20.0)
                        .color(egui::Color32::from_rgb(140, 220, 140)),
                )
                .on_hover_text(tr!(tr, "title-won-tip"));
            }
        });
        let each = if info.each { "each" } else { "total" };
        let mut goal = tr!(tr, "title-goal", goal = info.goal, each = each);
        if let (Some(a), Some(b)) = (info.rufus, info.ronja) {
            goal.push_str(&tr!(tr, "title-markers", rufus = a, ronja = b, each = each));
        }
        ui.label(goal);
        ui.label(crate::i18n::level_blurb(tr, info.number));
        ui.small(tr!(
            tr,
            "title-level-stock",
            tiles = info.tiles,
            piles = info.piles,
            per_pile = info.per_pile,
            ghosts = info.ghosts
        ));
        if let Some(best) = progress.best(info.number) {
            ui.small(tr!(tr, "title-best", points = best));
        }
    });
    if !open {
        ui.label(tr!(
            tr,
            "title-locked",
            level = info.number.saturating_sub(1)
        ));
    }
}

/// The user's own level presets, each with its error if it does not load.
fn presets(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    presets: &CustomPresets,
    setup: &mut GameSetup,
) {
    if presets.0.is_empty() {
        return;
    }
    ui.separator();
    ui.label(tr!(tr, "title-your-presets"));
    for (path, cfg) in &presets.0 {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        match cfg {
            Ok(cfg) => {
                let chosen = setup.preset.as_deref() == Some(path.as_path());
                if ui
                    .add(egui::Button::selectable(
                        chosen,
                        format!("{name}: {}", cfg.name),
                    ))
                    .clicked()
                {
                    setup.preset = if chosen { None } else { Some(path.clone()) };
                    setup.level = cfg.level;
                }
            }
            Err(e) => {
                ui.colored_label(egui::Color32::from_rgb(255, 150, 140), e.to_string());
            }
        }
    }
}

/// The shuffle's number: digits only; one typed on purpose deals the next game, also one hosted
/// online.
fn seed_row(ui: &mut egui::Ui, tr: &crate::i18n::Tr, text: &mut String, setup: &mut GameSetup) {
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "title-seed"));
        let seed = ui.add(
            egui::TextEdit::singleline(text)
                .hint_text(tr!(tr, "title-seed-random"))
                .desired_width(140.0),
        );
        let typed = seed.changed();
        crate::layout::named(seed, tr!(tr, "title-seed"));
        text.retain(|c| c.is_ascii_digit());
        if typed {
            setup.seed = text.parse().ok();
        }
    });
}

/// "Players: 1 2 3 4 5", the count chosen lit.
fn player_count(ui: &mut egui::Ui, tr: &crate::i18n::Tr, count: &mut u8) {
    ui.label(tr!(tr, "title-players"));
    for n in 1..=5u8 {
        if ui
            .add(egui::Button::selectable(*count == n, n.to_string()))
            .clicked()
        {
            *count = n;
        }
    }
}

/// The players' colours and bot seats, the bots' speed and the aids.
fn players(ui: &mut egui::Ui, tr: &crate::i18n::Tr, setup: &mut GameSetup) {
    let mut change = None;
    let mut bot_seats = setup.bots.clone();
    for (p, colours) in setup.colours.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(tr!(tr, "title-player-n", n = p + 1));
            if let Some(bot) = bot_seats.get_mut(p) {
                ui.checkbox(bot, tr!(tr, "title-bot"));
            }
            for (slot, &c) in colours.iter().enumerate() {
                let player = tr!(tr, "title-player-n", n = p + 1);
                let combo = egui::ComboBox::from_id_salt(("colour", p, slot))
                    .selected_text(swatch(tr, c))
                    .width(110.0)
                    .show_ui(ui, |ui| {
                        for other in Colour::ALL {
                            if ui.selectable_label(other == c, swatch(tr, other)).clicked() {
                                change = Some((p, slot, other));
                            }
                        }
                    });
                crate::layout::named(
                    combo.response,
                    format!("{player}: {}", crate::i18n::colour(tr, c)),
                );
            }
        });
    }
    if let Some((p, slot, c)) = change {
        setup.set_colour(p, slot, c);
    }
    setup.bots = bot_seats;
    ui.horizontal_wrapped(|ui| {
        let speed = tr!(tr, "title-bot-speed");
        ui.label(&speed);
        let per = tr!(tr, "title-seconds-per-decision");
        crate::layout::slider(ui, &mut setup.bot_delay, 0.0..=2.0, 0.05, &speed, &per);
        ui.checkbox(&mut setup.aids, tr!(tr, "title-player-aids"));
        ui.checkbox(&mut setup.search, tr!(tr, "title-search"))
            .on_hover_text(tr!(tr, "title-search-tip"));
    });
    ui.horizontal_wrapped(|ui| {
        let per = colours_per_player(setup.players);
        ui.label(tr!(
            tr,
            "title-colours-per-player",
            colours = per,
            meeples = meeples_per_colour(setup.players)
        ));
        if setup.level < 6
            && let Some(c) = setup.scoring_colour()
        {
            ui.label(tr!(tr, "title-scoring-meeple"));
            ui.label(swatch(tr, c));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_art_is_the_same_every_launch_and_shows_specials_and_mist() {
        let set = crate::testing::tiles();
        let a = key_art_board(&set);
        let b = key_art_board(&set);
        let cells = |b: &Board| {
            b.placed()
                .iter()
                .map(|p| (p.cell, p.ty, p.rot))
                .collect::<Vec<_>>()
        };
        assert_eq!(cells(&a), cells(&b));
        let laid = &a.placed()[set.start.len()..];
        assert!(laid.len() >= 6, "{} tiles round the start", laid.len());
        assert!(
            laid.iter()
                .any(|p| set.def(p.ty).special != mists_board::Special::None)
        );
        assert!(laid.iter().any(|p| set.def(p.ty).misty()));
    }
}

#[cfg(test)]
mod seed_tests {
    use super::*;
    use bevy::state::app::StatesPlugin;

    /// Issue 50's repro: a lesson deals its own shuffle (seed 0 here); back at the level select
    /// from the game the next one, hosted or not, deals a fresh one (no seed kept), and so after a
    /// daily game (whose mark stays); a seed given at launch is kept.
    #[test]
    fn a_games_seed_is_forgotten_back_at_the_level_select() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin));
        app.init_state::<Screen>();
        app.insert_resource(GameSetup::default());
        forget_seeds_after_games(&mut app);
        let go = |app: &mut App, to: Screen| {
            app.world_mut().resource_mut::<NextState<Screen>>().set(to);
            app.update();
        };
        let mut back_after = |seed: Option<u64>, daily: Option<mists_rules::daily::Day>| {
            {
                let mut setup = app.world_mut().resource_mut::<GameSetup>();
                setup.seed = seed;
                setup.daily = daily;
            }
            go(&mut app, Screen::Playing);
            go(&mut app, Screen::Title);
            let setup = app.world().resource::<GameSetup>();
            (setup.seed, setup.daily)
        };
        assert_eq!(back_after(Some(0), None), (None, None));
        let day = mists_rules::daily::Day::from_days(20_000);
        assert_eq!(back_after(Some(77), Some(day)), (None, Some(day)));
        // At launch (`--host --seed N` reaches the level select first) the seed stays.
        app.world_mut().resource_mut::<GameSetup>().seed = Some(5);
        go(&mut app, Screen::Loading);
        go(&mut app, Screen::Title);
        assert_eq!(app.world().resource::<GameSetup>().seed, Some(5));
    }
}
