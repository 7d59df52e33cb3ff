//! The window's side of an online game, headless: the engine follows the host's game, this
//! window's own answers go through the host, and seats played elsewhere wait.

use super::*;
use crate::play::answer::{Answerer, Teammate, WhoAnswers};
use crate::play::start::StartRequest;
use crate::testing::rules_app;
use bevy::ecs::system::RunSystemOnce;
use mists_net::SeatKind;
use mists_rules::{Decide, Table};

fn level3() -> std::path::PathBuf {
    mists_rules::LevelConfig::builtin_path(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")),
        3,
    )
}

/// A window hosting Level 3 for two: seat 1 here, seat 2 elsewhere.
fn hosting_window() -> App {
    let mut app = rules_app(3, 5);
    observe_start(&mut app);
    app.add_systems(
        Update,
        (answer_again, route, follow)
            .chain()
            .in_set(AppSystems::Gate)
            .run_if(resource_exists::<Fed>),
    );
    let bot = mists_bot::by_name("greedy", 5).unwrap();
    let host =
        Host::for_preset(&level3(), 2, 5, vec![SeatKind::Host, SeatKind::Remote], bot).unwrap();
    let sim = host.game.coop().unwrap().sim.clone();
    let tiles = (**sim.table.board.tiles()).clone();
    let world = app.world_mut();
    world.insert_resource(host);
    world.resource_mut::<Teammate>().auto = false;
    world.insert_resource(StartRequest);
    start_table(world, sim, tiles);
    for _ in 0..5 {
        app.update();
    }
    app
}

/// What both tables must agree on.
fn table_of(t: &Table) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {} {}",
        t.board.placed(),
        t.ghosts,
        t.meeples,
        t.score,
        t.hounds,
        t.players.current,
        t.turn
    )
}

fn who(app: &mut App) -> Option<Answerer> {
    app.world_mut()
        .run_system_once(|w: WhoAnswers| w.get())
        .unwrap()
}

#[test]
fn a_hosting_window_plays_its_seat_through_the_host_and_waits_for_the_other() {
    let mut app = hosting_window();
    let mut mine = 0;
    let mut theirs = 0;
    for _ in 0..3000 {
        if mine + theirs >= 40 || app.world().resource::<Host>().game.is_over() {
            break;
        }
        app.update();
        let flow = app.world().resource::<Flow>();
        let fed = app.world().resource::<Fed>();
        let (Some(p), true) = (
            flow.pending.clone(),
            flow.inbox.is_empty() && fed.count == flow.applied,
        ) else {
            continue;
        };
        let seat = app.world().resource::<Table>().players.current;
        if seat == 0 {
            assert_eq!(who(&mut app), Some(Answerer::Players));
            // The mouse's answer: a Decide, as the decision panel sends it.
            app.world_mut().write_message(Decide(p.options[0]));
            mine += 1;
        } else {
            assert_eq!(
                who(&mut app),
                Some(Answerer::Elsewhere),
                "seat 2 is played elsewhere"
            );
            // A stray answer from this window for seat 2 changes nothing …
            let before = app.world().resource::<Host>().game.applied();
            app.world_mut().write_message(Decide(p.options[0]));
            app.update();
            assert_eq!(app.world().resource::<Host>().game.applied(), before);
            // … the remote player's answer, applied at the host, reaches this table.
            let mut host = app.world_mut().resource_mut::<Host>();
            let d = host.game.coop().unwrap().sim.pending().unwrap().options[0];
            host.game.coop_mut().unwrap().apply(d).unwrap();
            theirs += 1;
        }
    }
    assert!(mine >= 5 && theirs >= 5, "{mine} here, {theirs} elsewhere");
    // Let the last decision reach the table.
    for _ in 0..20 {
        app.update();
    }
    let host = app.world().resource::<Host>();
    assert_eq!(
        app.world().resource::<Flow>().applied,
        host.game.applied(),
        "every applied decision is on the window's table"
    );
    assert_eq!(
        table_of(app.world().resource::<Table>()),
        table_of(&host.game.coop().unwrap().sim.table),
        "the window's table is the host's"
    );
    assert_eq!(
        app.world().resource::<Flow>().over,
        host.game.coop().unwrap().sim.outcome()
    );
}

/// A window that joined Level 3 for two at seat 1 (the host's game is made here; no network).
fn joined_window() -> App {
    let mut app = rules_app(3, 5);
    observe_start(&mut app);
    app.add_systems(
        Update,
        (answer_again, route, follow)
            .chain()
            .in_set(AppSystems::Gate)
            .run_if(resource_exists::<Fed>),
    );
    let bot = mists_bot::by_name("greedy", 5).unwrap();
    let host = Host::for_preset(
        &level3(),
        2,
        5,
        vec![SeatKind::Remote, SeatKind::Remote],
        bot,
    )
    .unwrap();
    let mut client = Client::new("Ada", Some(0), mists_net::SeatToken([1; 16]), None);
    client.game = Some(host.game);
    client.seat = Some(0);
    client.seats = host_seats(2);
    let g = client.game.as_ref().unwrap().coop().unwrap();
    let (sim, tiles) = (g.sim.clone(), (**g.sim.table.board.tiles()).clone());
    let world = app.world_mut();
    world.insert_resource(client);
    world.resource_mut::<Teammate>().auto = false;
    world.insert_resource(StartRequest);
    start_table(world, sim, tiles);
    for _ in 0..5 {
        app.update();
    }
    app
}

#[test]
fn a_window_welcomed_back_after_a_redial_answers_the_question_again() {
    // Issue 63: the answer proposed while the connection was down was lost with it; once the
    // host welcomes the window back, the question is answered again (it hung before).
    let mut app = joined_window();
    let p = app.world().resource::<Flow>().pending.clone().unwrap();
    app.world_mut().write_message(Decide(p.options[0]));
    app.update();
    let propose = |d| mists_net::wire::ClientMsg::Propose { at: 0, decision: d };
    assert_eq!(
        app.world().resource::<Client>().queued().to_vec(),
        vec![propose(p.options[0])]
    );
    // Still the first welcome: one answer per question.
    app.world_mut().write_message(Decide(p.options[1]));
    app.update();
    assert_eq!(app.world().resource::<Client>().queued().len(), 1);
    // Welcomed back: the same question takes an answer again.
    app.world_mut().resource_mut::<Client>().welcomed_back = 1;
    app.update();
    app.world_mut().write_message(Decide(p.options[1]));
    app.update();
    assert_eq!(
        app.world().resource::<Client>().queued().to_vec(),
        vec![propose(p.options[0]), propose(p.options[1])]
    );
}

fn host_seats(n: usize) -> Vec<mists_net::SeatInfo> {
    (0..n)
        .map(|_| mists_net::SeatInfo {
            kind: SeatKind::Remote,
            held_by: None,
            owner: None,
            stand_in: false,
        })
        .collect()
}

#[test]
fn a_joined_window_proposes_one_answer_per_question_and_waits_for_the_host() {
    let mut app = joined_window();
    assert_eq!(
        who(&mut app),
        Some(Answerer::Players),
        "seat 1 is this window's"
    );
    let p = app.world().resource::<Flow>().pending.clone().unwrap();
    assert!(p.options.len() >= 2);
    // Two answers in one frame, and another click the next frame (a double click, impatience):
    // one proposal goes to the host, and nothing reaches the table before the host applies it.
    app.world_mut().write_message(Decide(p.options[0]));
    app.world_mut().write_message(Decide(p.options[1]));
    app.update();
    app.world_mut().write_message(Decide(p.options[1]));
    app.update();
    let queued = app.world().resource::<Client>().queued().to_vec();
    assert_eq!(
        queued,
        vec![mists_net::wire::ClientMsg::Propose {
            at: 0,
            decision: p.options[0]
        }]
    );
    assert_eq!(
        app.world().resource::<Flow>().applied,
        0,
        "the table waits for the host"
    );
    // The host applies it: the table follows.
    let mut client = app.world_mut().resource_mut::<Client>();
    client
        .game
        .as_mut()
        .unwrap()
        .coop_mut()
        .unwrap()
        .apply(p.options[0])
        .unwrap();
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(app.world().resource::<Flow>().applied, 1);
    assert_eq!(app.world().resource::<Flow>().record, vec![p.options[0]]);
}

#[test]
fn seats_elsewhere_follow_the_host_seat_kinds() {
    let mut app = hosting_window();
    app.add_systems(Update, mark_elsewhere);
    app.update();
    assert_eq!(app.world().resource::<Elsewhere>().0, vec![false, true]);
    // The host's own seat given to its bot: this window answers nothing any more.
    app.world_mut().resource_mut::<Host>().hand_to_bot(0);
    app.update();
    assert_eq!(app.world().resource::<Elsewhere>().0, vec![true, true]);
}

#[test]
fn a_hosted_game_keeps_the_level_selects_rule_switches_and_colours() {
    // RULES §18 switches and §4.1 colours chosen on the New game page reach the hosted game (and
    // so every window joining it: they replay the host's record).
    let mut setup = crate::setup::GameSetup {
        level: 3,
        players: 2,
        ..Default::default()
    };
    setup.assign_default_colours();
    setup.rules.pacify_on_unoccupied = !setup.rules.pacify_on_unoccupied;
    setup.rules.hound_vicinity = mists_board::Neighbourhood::N4;
    let (first, second) = (setup.colours[0][0], setup.colours[1][0]);
    setup.set_colour(0, 0, second);
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    let kinds = vec![SeatKind::Host, SeatKind::Remote];
    let (host, path) = lobby::host_for(&setup, root, kinds, 9).unwrap();
    assert_eq!(path, level3());
    let table = &host.game.coop().unwrap().sim.table;
    assert_eq!(table.cfg().settings, setup.rules);
    assert_eq!(table.players.colours[0][0], second);
    assert_eq!(table.players.colours[1][0], first);
}

#[test]
fn a_mistyped_invite_code_is_refused_by_name_and_opens_nothing() {
    let mut world = World::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    world.insert_resource(crate::i18n::Tr::load(&root, crate::i18n::Lang::En).unwrap());
    world.insert_resource(lobby::Form {
        code: "AGVXM-GKSXT-MSAHX".into(),
        ..Default::default()
    });
    world.insert_resource(lobby::Action::Join);
    lobby::act(&mut world);
    let status = world
        .resource::<lobby::Form>()
        .status
        .clone()
        .unwrap_or_default();
    assert!(status.contains("mistyped"), "{status}");
    assert!(
        world.get_resource::<Client>().is_none(),
        "no connection was opened"
    );
    assert!(
        world
            .get_resource::<mists_net::p2p::client::P2pClient>()
            .is_none()
    );
}

#[test]
fn a_window_hosts_on_from_its_kept_copy_with_its_own_seat_here() {
    // The copy a joined window kept of a game whose host went away: seat 2 was this player's.
    let data = std::env::temp_dir().join(format!("mists-host-on-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let token = mists_net::SeatToken::load_or_create(&data.join("seat-token")).unwrap();
    let bot = mists_bot::by_name("greedy", 5).unwrap();
    let mut old =
        Host::for_preset(&level3(), 2, 5, vec![SeatKind::Host, SeatKind::Remote], bot).unwrap();
    let p = old.game.coop().unwrap().sim.pending().cloned().unwrap();
    old.propose_local(0, p.options[0]).unwrap();
    let mut copy = old.copy();
    // Seat 2 bound to this player's token, as the old host's seat list said.
    let mut seats = copy.seats.clone();
    seats[1].owner = Some(token.owner());
    copy.seats = seats;
    let dir = crate::storage::DataDir(Some(data.clone()));
    copy.save(&super::keep::copy_path(&dir).unwrap()).unwrap();

    let mut app = rules_app(3, 5);
    observe_start(&mut app);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let world = app.world_mut();
    world.insert_resource(crate::i18n::Tr::load(&root, crate::i18n::Lang::En).unwrap());
    world.insert_resource(dir);
    world.insert_resource(lobby::Form::default());
    world.insert_resource(bevy::winit::WinitSettings::default());
    world.insert_resource(lobby::Action::HostOn);
    lobby::act(world);
    let status = world.resource::<lobby::Form>().status.clone();
    assert_eq!(status, None, "hosting on went through");
    let host = world.resource::<Host>();
    assert_eq!(host.game.applied(), 1, "the copy's decision is kept");
    assert_eq!(
        host.kinds(),
        [SeatKind::Remote, SeatKind::Host],
        "my seat is played here"
    );
    assert!(matches!(
        world.resource::<super::seats::Sharing>(),
        super::seats::Sharing::Code(_)
    ));
    mists_net::stop(world);
    let _ = std::fs::remove_dir_all(&data);
}

/// Issue 50's repro: after a lesson every game hosted from this window dealt the lesson's tiles
/// ("shuffle 0": the lesson's seed stayed in the setup). Open lesson 1, leave it, host: a fresh
/// shuffle; a seed typed on purpose still deals its game.
#[test]
fn a_game_hosted_after_a_lesson_is_a_fresh_shuffle() {
    let mut app = rules_app(3, 5);
    crate::screens::level_select::forget_seeds_after_games(&mut app);
    app.init_resource::<crate::tutorial::Lessons>();
    let go = |app: &mut App, to: Screen| {
        app.world_mut().resource_mut::<NextState<Screen>>().set(to);
        app.update();
    };
    go(&mut app, Screen::Title);
    crate::tutorial::start_lesson(app.world_mut(), 1).unwrap();
    let lesson = app.world().resource::<crate::setup::GameSetup>().seed;
    assert!(lesson.is_some(), "a lesson deals its own shuffle");
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    go(&mut app, Screen::Title);
    let setup = app.world().resource::<crate::setup::GameSetup>().clone();
    let dealt: Vec<u64> = (0..4).map(|_| lobby::deal_seed(&setup)).collect();
    assert!(
        !dealt.contains(&lesson.unwrap()),
        "{dealt:?} against the lesson's {lesson:?}"
    );
    assert!(
        dealt.windows(2).any(|w| w[0] != w[1]),
        "fresh shuffles: {dealt:?}"
    );
    let typed = crate::setup::GameSetup {
        seed: Some(42),
        ..setup
    };
    assert_eq!(lobby::deal_seed(&typed), 42);
}
