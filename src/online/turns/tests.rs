//! Play by turns in the window, headless: the window starts a game by turns, plays its seat,
//! signs and saves the turn, waits at the other seat; a friend plays theirs with the file; the
//! window opens the pasted text and plays on; a turn that is not this player's is refused.

use super::*;
use crate::testing::rules_app;
use bevy::ecs::system::RunSystemOnce;
use mists_rules::{Decide, DecisionKind};

fn app_with(data: &Path) -> App {
    let mut app = rules_app(3, 5);
    app.add_plugins(plugin);
    crate::online::observe_start(&mut app);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let world = app.world_mut();
    world.insert_resource(crate::i18n::Tr::load(&root, crate::i18n::Lang::En).unwrap());
    world.insert_resource(crate::storage::DataDir(Some(data.to_path_buf())));
    let mut setup = world.resource_mut::<GameSetup>();
    setup.players = 2;
    setup.assign_default_colours();
    app
}

/// Press a button of the section, as the title page would, and begin the table it opens.
fn press(app: &mut App, action: TurnAction) -> Option<String> {
    let world = app.world_mut();
    world.insert_resource(action);
    act(world);
    let status = world.resource::<TurnForm>().status.clone();
    if status.is_none() {
        crate::testing::begin(app);
        for _ in 0..5 {
            app.update();
        }
    }
    status
}

/// Place tiles where the window's player is asked (the teammate answers the rest) until the
/// turn is saved; returns the decisions made at this table.
fn play_my_turn(app: &mut App) -> usize {
    let start = app.world().resource::<Flow>().applied;
    for _ in 0..3000 {
        if app.world().resource::<TurnForm>().sent.is_some() {
            return (app.world().resource::<Flow>().applied - start) as usize;
        }
        app.update();
        let flow = app.world().resource::<Flow>();
        if let Some(p) = flow.pending.clone()
            && flow.inbox.is_empty()
            && matches!(p.kind, DecisionKind::PlaceTile { .. })
            && app.world().resource::<Table>().players.current == 0
        {
            app.world_mut().write_message(Decide(p.options[0]));
        }
    }
    panic!("the turn never ended");
}

fn saved(app: &App) -> TurnFile {
    let sent = app.world().resource::<TurnForm>().sent.clone().unwrap();
    let text = std::fs::read_to_string(&sent.path).unwrap();
    TurnFile::from_ron(&text, "saved").unwrap()
}

#[test]
fn a_window_plays_its_turns_of_a_game_by_turns_and_only_its_own() {
    let data = std::env::temp_dir().join(format!("mists-window-turns-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let mut app = app_with(&data);
    assert_eq!(press(&mut app, TurnAction::New), None);
    let made = play_my_turn(&mut app);
    assert!(made > 1, "a whole turn: {made} decisions");
    // Signed, saved, its text ready: the file replays to seat 2's turn.
    let file = saved(&app);
    assert_eq!(file.turns.len(), 1);
    assert_eq!(file.turns[0].decisions.len(), made);
    let game = file.replay().unwrap();
    assert_eq!(game.active_seat(), Some(1));
    let sent = app.world().resource::<TurnForm>().sent.clone().unwrap();
    assert_eq!(sent.next, Some(1));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let shipped = mists_net::turn_text::shipped(&root);
    assert_eq!(TurnFile::from_text(&sent.text, &shipped).unwrap(), file);
    // Nobody here answers seat 2: the table waits.
    let applied = app.world().resource::<Flow>().applied;
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(app.world().resource::<Flow>().applied, applied);
    let who = app
        .world_mut()
        .run_system_once(|w: crate::play::answer::WhoAnswers| w.get())
        .unwrap();
    assert_eq!(who, Some(crate::play::answer::Answerer::Elsewhere));
    assert_eq!(
        app.world().resource::<Flow>().applied as usize,
        game.applied() as usize
    );

    // Opening it again here: seat 2 is another player's.
    app.world_mut().resource_mut::<TurnForm>().input = sent.text.clone();
    let refused = press(&mut app, TurnAction::Open).expect("refused");
    assert!(refused.contains("seat 2"), "{refused}");

    // A friend plays seat 2 with their own key and sends the text back.
    let friend = mists_net::turns::load_or_create_key(&data.join("friend.key")).unwrap();
    let mut theirs = file.clone();
    let mut bot = mists_bot::by_name("greedy", 2).unwrap();
    theirs.play(&friend, bot.as_mut()).unwrap();
    app.world_mut().resource_mut::<TurnForm>().input = theirs.to_text(&shipped);
    assert_eq!(press(&mut app, TurnAction::Open), None);
    let on_table = app.world().resource::<Flow>().applied as usize;
    assert_eq!(on_table, theirs.replay().unwrap().applied() as usize);
    play_my_turn(&mut app);
    let file = saved(&app);
    assert_eq!(file.turns.len(), 3, "mine, theirs, mine");
    assert_eq!(file.replay().unwrap().active_seat(), Some(1));
    let _ = std::fs::remove_dir_all(&data);
}
