//! The competitive screen's input, headless: a person plays a whole 3-seat match against two
//! bots with clicks and keys only, and a click on the new tile picks the spot nearest to it.

use super::places::{piece_positions, play_at, spot_anchor};
use super::table::*;
use super::*;
use crate::grid::cell_centre;
use crate::i18n::Lang;
use crate::input::BoardClick;
use crate::shared::Screen;
use crate::testing::each_language;
use bevy::state::app::StatesPlugin;
use bevy::window::RequestRedraw;
use mists_board::{Cell, Rotation};
use mists_rules::competitive::CompetitiveSetup;
use mists_rules::competitive::file::WholeCompetitive;
use mists_rules::competitive::file::load_preset;
use mists_rules::competitive::plugin::{Choose, CompetitivePlugin};
use mists_rules::competitive::{Match, PieceKind, Play, Spot, Stage};

fn preset_path() -> std::path::PathBuf {
    concat!(env!("CARGO_MANIFEST_DIR"), "/assets/levels/competitive.ron").into()
}

fn tiles() -> std::sync::Arc<mists_board::TileSet> {
    let (_, tiles) = load_preset(&preset_path()).unwrap();
    tiles
}

/// The competitive input systems on a match of 3 (seat 0 a person, bots without delay).
fn app(seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::input::InputPlugin, StatesPlugin));
    crate::shared::configure_app_systems(&mut app);
    app.add_message::<RequestRedraw>();
    app.init_state::<Screen>();
    app.init_state::<crate::shared::Menu>();
    app.add_plugins((crate::input::plugin, CompetitivePlugin));
    app.init_resource::<cursor::KeyCell>();
    // As the game orders them: input, then the engine's step, then the turn notes.
    app.add_systems(
        Update,
        (input::turn_input(), bots::bot_seats())
            .chain()
            .before(mists_rules::RulesSet::Intake),
    );
    app.add_systems(Update, note_turns.after(mists_rules::RulesSet::Step));
    let m = Match::new(tiles(), CompetitiveSetup::players(3), seed).unwrap();
    app.insert_resource(CompetitiveTable {
        history: vec![m.scores.clone()],
        bots: vec![false, true, true],
        strong: vec![false; 3],
        rot: Rotation(0),
        bot_clock: 0.0,
        bot_delay: 0.0,
        preset: preset_path(),
        whole: Some(std::sync::Arc::new(
            WholeCompetitive::load(&preset_path()).unwrap(),
        )),
        seed,
        noted: 0,
        replaying: false,
        elsewhere: Vec::new(),
    });
    app.insert_resource(m);
    crate::testing::one_thread(&mut app);
    app
}

fn click(app: &mut App, world: Vec2) {
    app.world_mut().write_message(BoardClick {
        button: MouseButton::Left,
        world,
    });
    app.update();
}

/// A key pressed for one frame and released, as the keyboard would send it.
fn press(app: &mut App, key: KeyCode) {
    crate::testing::tap(app, key);
}

#[test]
fn a_person_plays_a_three_seat_match_to_its_end_by_mouse_and_keys() {
    let mut app = app(3);
    let (mut farmers, mut steps) = (0, 0);
    while !app.world().resource::<Match>().is_over() {
        steps += 1;
        assert!(steps < 5000, "the match does not end");
        let v = app.world().resource::<CompetitiveTable>();
        let m = app.world().resource::<Match>();
        if !v.person_to_act(m) {
            app.update();
            continue;
        }
        let before = m.happenings.len();
        match m.stage {
            Stage::Place(_) => place_by_keys_and_click(&mut app),
            Stage::Deploy => {
                if deploy_by_click_or_pass(&mut app) {
                    farmers += 1;
                }
            }
            Stage::GhostOther | Stage::GhostOwn => ghost_by_click_or_digit(&mut app),
            Stage::Over => {}
        }
        let m = app.world().resource::<Match>();
        assert!(
            m.happenings.len() > before,
            "the person's input played nothing at {:?}",
            m.stage
        );
    }
    let v = app.world().resource::<CompetitiveTable>();
    let m = app.world().resource::<Match>();
    assert!(farmers > 0, "no farmer was placed by a click");
    assert!(v.history.len() > 100, "scores noted after every turn");
    assert!(matches!(
        m.happenings.last(),
        Some(mists_rules::competitive::Happening::GameOver { .. })
    ));
    // The record of the match replays to the same final scores.
    let again = v
        .record(m)
        .replay(std::path::Path::new("/"), "test", None)
        .unwrap();
    assert_eq!(again.scores, m.scores);
}

/// The person's placement: the last one offered, turned with R and placed by a click.
fn place_by_keys_and_click(app: &mut App) {
    let m = app.world().resource::<Match>();
    let Some(Play::Place { cell, rot }) = m.legal().last().copied() else {
        panic!("no placement offered")
    };
    // Turn the tile with R until it shows the rotation wanted (R skips the
    // rotations that do not fit under the cursor), then click the cell.
    app.world_mut()
        .resource_mut::<crate::input::Pointer>()
        .world = Some(cell_centre(cell));
    for _ in 0..4 {
        if app.world().resource::<CompetitiveTable>().rot == rot {
            break;
        }
        press(app, KeyCode::KeyR);
    }
    assert_eq!(
        app.world().resource::<CompetitiveTable>().rot,
        rot,
        "R turns to each fitting rotation"
    );
    click(app, cell_centre(cell));
}

/// The person's deployment: a farmer where there is a field, by a click on its ring; otherwise
/// pass. True when a farmer was clicked.
fn deploy_by_click_or_pass(app: &mut App) -> bool {
    let m = app.world().resource::<Match>();
    let cell = m.placed_cell().unwrap();
    let spots = m.free_spots();
    // A farmer where there is a field, by a click on its ring; otherwise pass.
    let field = spots
        .iter()
        .copied()
        .find(|&s| matches!(s, Spot::Area(a) if m.is_field(cell, a)));
    match field {
        Some(s) if m.in_supply(0, PieceKind::Meeple).is_some() => {
            let at = cell_centre(cell) + spot_anchor(m, cell, s);
            let unique = spots.iter().all(|&o| {
                o == s || spot_anchor(m, cell, o).distance(spot_anchor(m, cell, s)) > 8.0
            });
            if unique {
                click(app, at);
                return true;
            }
            press(app, KeyCode::Space);
        }
        _ => press(app, KeyCode::Space),
    }
    false
}

/// The person's ghost: the first target offered, by a click on it, or by its digit when pieces
/// crowd there.
fn ghost_by_click_or_digit(app: &mut App) {
    let m = app.world().resource::<Match>();
    let Some(Play::Ghost(id)) = m.legal().first().copied() else {
        panic!("no ghost target offered")
    };
    let at = piece_positions(m)
        .into_iter()
        .find(|(p, _)| *p == id)
        .unwrap()
        .1;
    let crowded = piece_positions(m)
        .iter()
        .filter(|(_, q)| q.distance(at) < 1.0)
        .count()
        > 1;
    if crowded {
        press(app, KeyCode::Digit1);
    } else {
        click(app, at);
    }
}

/// Ctrl+Z as the keyboard sends it: Ctrl held while Z goes down, then both released.
fn ctrl_z(app: &mut App) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
    let key = |key_code, state| KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    };
    app.world_mut()
        .write_message(key(KeyCode::ControlLeft, ButtonState::Pressed));
    app.update();
    app.world_mut()
        .write_message(key(KeyCode::KeyZ, ButtonState::Pressed));
    app.update();
    for k in [KeyCode::KeyZ, KeyCode::ControlLeft] {
        app.world_mut().write_message(key(k, ButtonState::Released));
    }
    app.update();
}

#[test]
fn ctrl_z_takes_back_the_persons_placement_until_the_turn_ends() {
    let mut app = app(4);
    let start = app.world().resource::<Match>().clone();
    let Play::Place { cell, rot } = start.legal()[0] else {
        panic!("the first decision places a tile")
    };
    app.world_mut().resource_mut::<CompetitiveTable>().rot = rot;
    click(&mut app, cell_centre(cell));
    assert_eq!(app.world().resource::<Match>().plays.len(), 1, "placed");
    ctrl_z(&mut app);
    let m = app.world().resource::<Match>();
    assert!(m.plays.is_empty(), "undone: {:?}", m.plays);
    assert_eq!(m.stage, start.stage, "the same tile waits to be placed");
    assert!(m.board.placed().len() == start.board.placed().len());
    // Placed again and the turn ended (Space passes, or the only move is a ghost's): the bots
    // play on, and Ctrl+Z takes nothing back.
    click(&mut app, cell_centre(cell));
    while app.world().resource::<Match>().plays_this_turn() > 0 {
        let first = app.world().resource::<Match>().legal()[0];
        match first {
            Play::Ghost(_) => press(&mut app, KeyCode::Digit1),
            _ => press(&mut app, KeyCode::Space),
        }
    }
    for _ in 0..20 {
        app.update();
        if app
            .world()
            .resource::<CompetitiveTable>()
            .person_to_act(app.world().resource::<Match>())
        {
            break;
        }
    }
    let before = app.world().resource::<Match>().plays.clone();
    assert!(before.len() >= 4, "the bots played: {before:?}");
    ctrl_z(&mut app);
    assert_eq!(app.world().resource::<Match>().plays, before);
}

#[test]
fn a_click_on_the_new_tile_takes_the_nearest_spot_and_shift_asks_for_a_guard() {
    // Seeds until the first tile offers two spots or more to choose between by clicking.
    let mut checked = 0;
    for seed in 0..40 {
        let app = app(seed);
        let m = app.world().resource::<Match>();
        checked += spots_by_click(m);
    }
    assert!(checked >= 10, "only {checked} spots checked");
}

/// Place the first legal placement, then click near every spot: how many were checked.
fn spots_by_click(m: &Match) -> usize {
    let Play::Place { cell, rot } = m.legal()[0] else {
        panic!("the first decision places a tile")
    };
    let v2 = CompetitiveTable {
        bots: vec![false; 3],
        strong: vec![false; 3],
        history: Vec::new(),
        rot,
        bot_clock: 0.0,
        bot_delay: 0.0,
        preset: preset_path(),
        whole: None,
        seed: 0,
        noted: 0,
        replaying: false,
        elsewhere: Vec::new(),
    };
    let mut m2 = m.clone();
    m2.apply(Play::Place { cell, rot }).unwrap();
    while matches!(m2.stage, Stage::GhostOther | Stage::GhostOwn) {
        let g = m2.legal()[0];
        m2.apply(g).unwrap();
    }
    assert_eq!(m2.stage, Stage::Deploy);
    let mut checked = 0;
    for spot in m2.free_spots() {
        let at = cell_centre(cell) + spot_anchor(&m2, cell, spot);
        let unique = m2.free_spots().iter().all(|&o| {
            o == spot || spot_anchor(&m2, cell, o).distance(spot_anchor(&m2, cell, spot)) > 8.0
        });
        if !unique {
            continue;
        }
        assert_eq!(
            play_at(&v2, &m2, at + Vec2::new(2.0, -1.0), false),
            Some(Play::Deploy {
                kind: PieceKind::Meeple,
                spot
            })
        );
        assert_eq!(
            play_at(&v2, &m2, at, true),
            Some(Play::Deploy {
                kind: PieceKind::Guard,
                spot
            })
        );
        checked += 1;
    }
    // A click off the new tile deploys nothing.
    assert_eq!(
        play_at(&v2, &m2, cell_centre(cell) + Vec2::new(500.0, 0.0), false),
        None
    );
    checked
}

/// The test app with the autosave on, its data folder in a fresh temporary directory; the
/// match's save file.
fn saving_app(seed: u64, name: &str) -> (App, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("mists-competitive-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = app(seed);
    let data = crate::storage::DataDir(Some(dir.clone()));
    let file = autosave::new_save_path(&autosave::save_dir(&data).unwrap(), seed);
    app.insert_resource(data);
    app.insert_resource(autosave::MatchFile(file.clone()));
    app.add_plugins(autosave::plugin);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Competitive);
    app.world_mut().resource_mut::<CompetitiveTable>().bots = vec![true; 3];
    (app, file)
}

#[test]
fn a_competitive_match_is_saved_after_every_play_and_continues_where_it_stood() {
    let (mut app, path) = saving_app(5, "continue");
    while app.world().resource::<Match>().plays.len() < 40 {
        app.update();
    }
    let m = app.world().resource::<Match>().clone();
    let r = autosave::read(&path).expect("saved");
    assert_eq!(r.record.plays, m.plays, "the save holds every play so far");
    assert_eq!(r.bots, vec![true; 3]);
    // Continue it: the same match, its score history rebuilt turn by turn, the same file.
    let (back, v) = resumed(&r, m.tiles());
    assert_eq!(back.plays, m.plays);
    assert_eq!(back.scores, m.scores);
    assert_eq!(back.stage, m.stage);
    assert_eq!(v.history.first(), Some(&vec![0; 3]));
    assert_eq!(v.history.last(), Some(&m.scores));
    assert!(v.history.len() >= 10, "{} turns noted", v.history.len());
    assert_eq!(v.bots, vec![true; 3]);
    // Issue 61: moved to another folder, as on another machine where the game's assets lie
    // elsewhere, the save still continues to the same match: it carries its preset whole.
    let assets = std::fs::canonicalize(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let away = path.parent().unwrap().join("another/machine");
    std::fs::create_dir_all(&away).unwrap();
    let moved = away.join(path.file_name().unwrap());
    std::fs::write(&moved, text.replace(&*assets.to_string_lossy(), "/nowhere")).unwrap();
    let r = autosave::read(&moved).expect("the moved save reads");
    let (back, v) = resumed(&r, m.tiles());
    assert_eq!(
        (back.plays, back.scores),
        (m.plays.clone(), m.scores.clone())
    );
    // Continued there, its next saves carry the preset whole again.
    assert!(v.record(&m).whole.is_some());
}

#[test]
fn a_strong_bot_plays_its_seat_off_the_frame_and_its_strength_is_saved() {
    let (mut app, path) = saving_app(7, "strong");
    app.world_mut().resource_mut::<CompetitiveTable>().strong = vec![true, false, false];
    let mut frames = 0;
    // Two rounds: seat 1's search answers through the compute pool, then the greedy seats.
    while app.world().resource::<Match>().plays.len() < 12 {
        app.update();
        frames += 1;
        // The search runs on another thread: give it time (at least 60 s before giving up).
        std::thread::sleep(std::time::Duration::from_millis(3));
        assert!(frames < 20_000, "the strong bot never answered");
    }
    let m = app.world().resource::<Match>().clone();
    let r = autosave::read(&path).expect("saved");
    assert_eq!(r.strong, vec![true, false, false]);
    let (_, v) = resumed(&r, m.tiles());
    assert_eq!(
        v.strong,
        vec![true, false, false],
        "Continue keeps the strong seat"
    );
    // A save from before strengths existed continues with easy bots.
    let text = std::fs::read_to_string(&path).unwrap();
    let old: String = text
        .lines()
        .filter(|l| !l.starts_with("// strong bots"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&path, old).unwrap();
    assert_eq!(autosave::read(&path).unwrap().strong, vec![false; 3]);
}

/// A save continued as the Competitive page's button does: the match and the screen's notes.
fn resumed(r: &autosave::ResumeMatch, tiles: &mists_board::TileSet) -> (Match, CompetitiveTable) {
    let mut world = World::new();
    world.init_resource::<Assets<Image>>();
    let art = world.resource_scope(|_, mut images: Mut<Assets<Image>>| {
        crate::tile_textures::TileArt::build(tiles, &mut images)
    });
    world.resource_scope(|world, mut images: Mut<Assets<Image>>| {
        let mut queue = bevy::ecs::world::CommandQueue::default();
        let mut commands = Commands::new(&mut queue, world);
        autosave::resume(&mut commands, r, &art, &mut images, 0.0).unwrap();
        queue.apply(world);
    });
    // The start then says how the match began; the autosave keeps it in its file.
    world.add_observer(autosave::choose_file);
    world.trigger(MatchBegan::Resumed {
        path: r.path.clone(),
    });
    world.flush();
    assert_eq!(world.resource::<autosave::MatchFile>().0, r.path);
    (
        world.remove_resource::<Match>().unwrap(),
        world.remove_resource::<CompetitiveTable>().unwrap(),
    )
}

/// The person (seat 0) places the drawn tile at its first legal placement, by a click.
fn place_first(app: &mut App) {
    let Play::Place { cell, rot } = app.world().resource::<Match>().legal()[0] else {
        panic!("the person's tile waits")
    };
    app.world_mut().resource_mut::<CompetitiveTable>().rot = rot;
    click(app, cell_centre(cell));
    app.update();
}

#[test]
fn a_first_placement_undone_leaves_no_save_and_a_continued_turn_is_noted_once() {
    let (mut app, path) = saving_app(8, "undo");
    app.world_mut().resource_mut::<CompetitiveTable>().bots = vec![false, true, true];
    place_first(&mut app);
    assert!(path.exists(), "saved after the first play");
    ctrl_z(&mut app);
    assert!(app.world().resource::<Match>().plays.is_empty());
    assert!(!path.exists(), "the save of the only play, undone, is gone");
    // Placed again, then continued from the save, which stands mid-turn: an undo notes no
    // turn in the score chart, and the turn played to its end notes one.
    place_first(&mut app);
    let r = autosave::read(&path).unwrap();
    let (m, mut v) = resumed(&r, app.world().resource::<Match>().tiles());
    assert_eq!((m.plays.len(), v.history.len()), (1, 1));
    v.bot_delay = 1e9; // the bots wait: only the person's turn is noted below
    app.insert_resource(m);
    app.insert_resource(v);
    ctrl_z(&mut app);
    assert!(app.world().resource::<Match>().plays.is_empty());
    assert_eq!(app.world().resource::<CompetitiveTable>().history.len(), 1);
    place_first(&mut app);
    while app.world().resource::<Match>().plays_this_turn() > 0 {
        match app.world().resource::<Match>().legal()[0] {
            Play::Ghost(_) => press(&mut app, KeyCode::Digit1),
            _ => press(&mut app, KeyCode::Space),
        }
    }
    assert_eq!(app.world().resource::<CompetitiveTable>().history.len(), 2);
}

#[test]
fn ctrl_z_on_a_bots_turn_takes_nothing_back() {
    let mut app = app(4);
    {
        let mut v = app.world_mut().resource_mut::<CompetitiveTable>();
        v.bots = vec![true; 3];
        v.bot_delay = 1e9;
    }
    // The first bot's placement, made by hand (its clock never runs out here).
    let play = app.world().resource::<Match>().legal()[0];
    app.world_mut().resource_mut::<Match>().apply(play).unwrap();
    ctrl_z(&mut app);
    assert_eq!(app.world().resource::<Match>().plays, vec![play]);
}

#[test]
fn a_finished_match_removes_its_save_and_a_damaged_save_is_put_aside() {
    let (mut app, path) = saving_app(6, "finish");
    let mut steps = 0;
    while !app.world().resource::<Match>().is_over() {
        app.update();
        steps += 1;
        assert!(steps < 5000, "the match does not end");
        if steps == 30 {
            assert!(path.exists(), "saved during the match");
        }
    }
    app.update();
    assert!(
        !path.exists(),
        "a finished match leaves no save to continue"
    );
    // A save cut off, and one whose seat line does not match its players: the Competitive page
    // reports them and moves them aside; nothing panics, nothing is half-read.
    let dir = path.parent().unwrap();
    let cut = dir.join("cut.ron");
    std::fs::write(
        &cut,
        "// mists competitive save, bot seats: [true]\n(competitive: \"x",
    )
    .unwrap();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    let saved = app.world().resource::<autosave::SavedMatch>();
    assert!(
        matches!(saved, autosave::SavedMatch::Damaged { error, .. } if error.contains("cut.ron")),
        "{saved:?}"
    );
    assert!(!cut.exists());
    assert!(cut.with_extension("ron.damaged").exists());
}

#[test]
fn a_save_whose_seat_line_does_not_fit_its_players_is_not_continued() {
    let (mut app, path) = saving_app(7, "seats");
    while app.world().resource::<Match>().plays.len() < 5 {
        app.update();
    }
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(autosave::read(&path).is_ok());
    let two_seats = text.replacen("[true, true, true]", "[true, false]", 1);
    assert_ne!(two_seats, text);
    std::fs::write(&path, two_seats).unwrap();
    let err = autosave::read(&path).unwrap_err().to_string();
    assert!(err.contains("which seats"), "{err}");
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn no_bot_plays_while_a_record_is_watched() {
    let mut app = app(9);
    app.world_mut().resource_mut::<CompetitiveTable>().bots = vec![true; 3];
    let record = {
        let (v, m) = (
            app.world().resource::<CompetitiveTable>(),
            app.world().resource::<Match>(),
        );
        v.record(m)
    };
    let w = replay::ReplayMatch::of_record(record, std::path::Path::new("watched.ron"), 0).unwrap();
    app.world_mut().insert_resource(w);
    for _ in 0..10 {
        app.update();
    }
    assert!(app.world().resource::<Match>().plays.is_empty());
    // Without the record, the bot seats play at once.
    app.world_mut().remove_resource::<replay::ReplayMatch>();
    for _ in 0..10 {
        app.update();
    }
    assert!(!app.world().resource::<Match>().plays.is_empty());
}

// The competitive screen (seats, the drawn tile or the spot rows, the log) laid out headless at
// every size, language and scale, after some plays: panels apart and inside the window, text
// readable (issue 32).
/// The competitive screen headless, in `lang`, after the bots played a few turns (so the log has
/// lines); the person's seat to play.
pub(crate) fn table_app(lang: Lang) -> App {
    use crate::testing::headless::add_egui;
    let mut app = app(11);
    add_egui(&mut app);
    let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    app.insert_resource(crate::i18n::Tr::load(assets, lang).unwrap());
    let art = {
        let tiles = app.world().resource::<Match>().tiles().clone();
        let mut images = app.world_mut().resource_mut::<Assets<Image>>();
        crate::tile_textures::TileArt::build(&tiles, &mut images)
    };
    app.insert_resource(CompetitiveArt(art));
    app.add_plugins((
        crate::camera::plugin,
        crate::layout::plugin,
        panel::plugin,
        log::plugin,
        crate::ui::shown_options::plugin,
    ));
    crate::testing::one_thread(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Competitive);
    app.world_mut().resource_mut::<CompetitiveTable>().bots = vec![true, true, true];
    for _ in 0..120 {
        app.update();
    }
    assert!(app.world().resource::<Match>().happenings.len() > 3);
    app.world_mut().resource_mut::<CompetitiveTable>().bots = vec![false, true, true];
    app
}

// The competitive screen (seats, the drawn tile or the spot rows, the log) laid out headless at
// every size, language and scale, after some plays: panels apart and inside the window, text
// readable (issue 32).
each_language!(the_competitive_screen_lays_out_at_every_size_language_and_scale);
fn the_competitive_screen_lays_out_at_every_size_language_and_scale(lang: Lang) {
    use crate::testing::headless::{SCALES, SIZES, apart, readable, set_size};
    let mut app = table_app(lang);
    for (w, h) in SIZES {
        for scale in SCALES {
            let rect = set_size(&mut app, w, h, scale);
            for _ in 0..6 {
                app.update();
            }
            let what = format!("competitive {lang:?} {w}x{h} at {scale}");
            let v = crate::script_view::dump(app.world_mut());
            assert!(v.windows.len() >= 2, "{what}: {:?}", v.windows);
            apart(&v, &what, rect);
            readable(&v, &what, rect);
        }
    }
    // The person places; each further question of the turn (a ghost, a piece) is asked in the
    // bar, every answer in sight.
    let m = app.world().resource::<Match>();
    assert!(matches!(m.stage, Stage::Place(_)) && m.current == 0);
    let mut play = *m.legal().first().expect("a placement");
    let mut asked = Vec::new();
    loop {
        app.world_mut().write_message(Choose(play));
        for _ in 0..4 {
            app.update();
        }
        let m = app.world().resource::<Match>();
        if m.current != 0 || matches!(m.stage, Stage::Place(_) | Stage::Over) {
            break;
        }
        let stage = m.stage;
        asked.push(stage);
        play = *m.legal().first().expect("an answer");
        let want = answers_wanted(m);
        for (w, h) in SIZES {
            for scale in SCALES {
                let rect = set_size(&mut app, w, h, scale);
                if !crate::testing::headless::holds_every_answer(rect) {
                    continue;
                }
                let v = crate::testing::headless::still_view(&mut app, 8);
                let what = format!("competitive {stage:?} {lang:?} {w}x{h} at {scale}");
                apart(&v, &what, rect);
                crate::testing::headless::answers_in_sight(&v, &what, want);
            }
        }
    }
    assert!(asked.contains(&Stage::Deploy), "asked {asked:?}");
}

/// The buttons a person's question has: one per ghost target, or one per free spot and piece
/// in supply and passing.
fn answers_wanted(m: &Match) -> usize {
    if m.stage != Stage::Deploy {
        return m.legal().len();
    }
    let kinds = [PieceKind::Meeple, PieceKind::Guard]
        .into_iter()
        .filter(|&k| m.in_supply(m.current, k).is_some())
        .count();
    m.free_spots().len() * kinds + 1
}

/// Esc pauses the competitive game as the cooperative one: the table stays, dimmed under the
/// menu, every panel still drawn (issue 47: the scores and the left column vanished).
#[test]
fn esc_keeps_the_competitive_tables_panels() {
    let mut app = table_app(Lang::En);
    let ids = |app: &mut App| -> Vec<String> {
        let v = crate::script_view::dump(app.world_mut());
        v.windows.into_iter().map(|w| w.id).collect()
    };
    for _ in 0..4 {
        app.update();
    }
    let playing = ids(&mut app);
    assert!(playing.len() >= 2, "{playing:?}");
    app.world_mut()
        .resource_mut::<NextState<crate::shared::Menu>>()
        .set(crate::shared::Menu::Pause);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(ids(&mut app), playing, "the same panels under the pause");
}

/// The final window offers *Watch* and *Save record* only for a match its record replays: one of
/// a preset file, not a position set up from a scenario (a lesson's) nor an online peer's.
#[test]
fn only_a_match_of_a_preset_file_offers_its_record() {
    let app = app(3);
    let v = app.world().resource::<CompetitiveTable>();
    let m = app.world().resource::<Match>();
    assert!(v.recordable(m));
    let rec = v.record(m);
    assert!(rec.replay(std::path::Path::new("."), "x", None).is_ok());
    assert!(!CompetitiveTable::online(m, vec![false, true, true]).recordable(m));
    let (p, tiles) = load_preset(&preset_path()).unwrap();
    let sc = m.to_scenario().unwrap();
    let from_position = Match::start(tiles, p.setup(3), 0, Some(&sc)).unwrap();
    assert!(!v.recordable(&from_position));
}

#[test]
fn the_file_a_match_is_saved_in_follows_how_it_began() {
    // As the cooperative saves choose theirs on GameBegan: the start says how the match began,
    // the autosave alone decides where it is kept.
    let dir = std::env::temp_dir().join(format!("mists-competitive-{}-began", std::process::id()));
    let data = crate::storage::DataDir(Some(dir.clone()));
    let mut app = App::new();
    app.insert_resource(data.clone());
    app.add_observer(autosave::choose_file);
    let began = |app: &mut App, b: MatchBegan| {
        app.world_mut().trigger(b);
        app.world_mut().flush();
        app.world()
            .get_resource::<autosave::MatchFile>()
            .map(|f| f.0.clone())
    };
    let fresh = began(&mut app, MatchBegan::Fresh { seed: 7 }).expect("a new match is saved");
    assert_eq!(fresh.parent(), autosave::save_dir(&data).as_deref());
    assert!(
        fresh.to_string_lossy().ends_with("-7.ron"),
        "{}",
        fresh.display()
    );
    let kept = dir.join("competitive/match-1-3.ron");
    let path = kept.clone();
    assert_eq!(began(&mut app, MatchBegan::Resumed { path }), Some(kept));
    for other in [
        MatchBegan::Replayed,
        MatchBegan::Handed,
        MatchBegan::Followed,
    ] {
        assert!(began(&mut app, MatchBegan::Fresh { seed: 8 }).is_some());
        assert_eq!(
            began(&mut app, other.clone()),
            None,
            "{other:?} is not saved"
        );
    }
    // Without a data folder a new match is played but not saved.
    app.world_mut()
        .insert_resource(crate::storage::DataDir(None));
    assert_eq!(began(&mut app, MatchBegan::Fresh { seed: 9 }), None);
}

/// Where a test puts the pointer (a headless camera cannot turn the cursor into board units).
#[derive(Resource)]
struct Aim(Vec2);

fn aim(aim: Option<Res<Aim>>, mut pointer: ResMut<crate::input::Pointer>) {
    if let Some(a) = aim {
        pointer.world = Some(a.0);
        pointer.over_ui = false;
    }
}

/// The drawn tile over a cell it fits is lifted (outline and shadow) as in the cooperative game,
/// turned as a click would lay it there — also where only another turn fits (issue 62: the
/// preview, the card and the click agree); over a cell where its sides clash every way it shows
/// faintly, unlifted (issue 47: one set of pieces).
#[test]
fn the_drawn_tile_is_lifted_over_a_cell_it_fits_only() {
    let mut app = table_app(Lang::En);
    app.insert_resource(crate::board_view::pieces::PieceArt::blank());
    app.add_plugins(view::plugin);
    app.add_systems(Update, aim.after(crate::input::ReadInput));
    let mut clash = None;
    for _ in 0..2000 {
        let m = app.world().resource::<Match>();
        if m.current == 0 && matches!(m.stage, Stage::Place(_)) {
            // A cell beside the board that the drawn tile fits no way: its sides clash.
            let beside = (m.board.placed().iter()).flat_map(|p| {
                let c = p.cell;
                [(1, 0), (-1, 0), (0, 1), (0, -1)].map(|(x, y)| Cell::new(c.x + x, c.y + y))
            });
            clash = beside
                .filter(|&c| m.board.def_at(c).is_none() && m.rotations_at(c).is_empty())
                .find(|&c| m.why_not(c, Rotation(0)).is_some());
            if clash.is_some() {
                break;
            }
        }
        app.update();
    }
    let clash = clash.expect("a cell beside the board the drawn tile fits no way");
    let m = app.world().resource::<Match>();
    let Some(Play::Place { cell, rot }) = m.legal().first().copied() else {
        panic!("no placement offered")
    };
    let other = (m.legal().iter())
        .find_map(|p| match *p {
            Play::Place { cell: c, .. } if !m.rotations_at(c).contains(&rot) => Some(c),
            _ => None,
        })
        .expect("a cell the drawn tile fits only turned otherwise");
    app.world_mut().resource_mut::<CompetitiveTable>().rot = rot;
    let lifted = |app: &mut App, at: Cell| {
        app.insert_resource(Aim(cell_centre(at)));
        app.update();
        app.update();
        let mut q = app
            .world_mut()
            .query_filtered::<&Visibility, With<crate::board_view::preview::Lift>>();
        let v: Vec<Visibility> = q.iter(app.world()).copied().collect();
        assert_eq!(v.len(), 2, "an outline and a shadow");
        v.iter().all(|v| *v == Visibility::Inherited)
    };
    assert!(lifted(&mut app, cell), "over a cell it fits");
    assert!(
        lifted(&mut app, other),
        "over a cell it fits turned otherwise"
    );
    assert!(!lifted(&mut app, clash), "over a clash");
}

/// Issue 47, hover tells in both games: resting on a laid tile that holds a piece shows the
/// competitive card — the tile's features, and the piece: whose, which kind, where, its ghosts;
/// just arrived, nothing yet. (Its words are the bar's, whose languages the i18n tests check.)
#[test]
fn resting_on_a_tile_with_a_piece_tells_whose_it_is() {
    let lang = Lang::En;
    let mut app = table_app(lang);
    app.add_plugins(card::plugin);
    app.add_systems(Update, aim.after(crate::input::ReadInput));
    let tr = app.world().resource::<crate::i18n::Tr>();
    // The bots played some turns: a piece stands on the board.
    let (cell, id) = {
        let m = app.world().resource::<Match>();
        m.piece_ids()
            .find_map(|id| match m.piece(id).loc {
                mists_rules::competitive::Loc::Board { cell, .. } => Some((cell, id)),
                _ => None,
            })
            .expect("a piece on the board")
    };
    let texts = |app: &mut App, frames: usize| {
        let mut t = Vec::new();
        for _ in 0..frames {
            app.update();
            t = crate::script_view::dump(app.world_mut()).texts;
        }
        t.into_iter().map(|t| t.text).collect::<Vec<String>>()
    };
    let m = app.world().resource::<Match>();
    let want = card::lines(tr, m, cell);
    let owner = words::who(tr, m.piece(id).owner);
    assert!(want.len() >= 2, "{lang:?}: {want:?}");
    assert!(
        want[1..].iter().any(|l| l.contains(&owner)),
        "{lang:?}: {want:?}"
    );
    app.insert_resource(Aim(cell_centre(cell)));
    // Just arrived: no card yet (1/60 s frames; the card waits 0.35 s).
    let early = texts(&mut app, 3);
    assert!(
        !early
            .iter()
            .any(|t| t.contains(&owner) && t.contains(&want[0]))
    );
    let shown = texts(&mut app, 30).join("\n");
    for line in &want {
        assert!(
            shown.contains(line.as_str()),
            "{lang:?}: {line} not in {shown}"
        );
    }
}
