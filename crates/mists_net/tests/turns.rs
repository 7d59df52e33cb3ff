//! Play by turns: three friends pass a turn file round; a changed file, a turn signed by another
//! seat's key and turns out of order are refused with their reasons.

use mists_net::turns::{SecretKey, TurnError, TurnFile, load_or_create_key};
use mists_rules::record::{PresetRef, Record};
use std::path::Path;

fn start() -> TurnFile {
    let path = mists_rules::LevelConfig::builtin_path(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets")),
        3,
    );
    let cfg = mists_rules::level::LevelConfig::load(&path).unwrap();
    let dir = path.parent().unwrap();
    let (_, tiles) = mists_rules::level::load_tiles_and_text_for(&cfg, dir).unwrap();
    let record = Record {
        preset: PresetRef::Inline(Box::new(cfg)),
        players: mists_rules::PlayerSetup::new(3),
        seed: 21,
        decisions: Vec::new(),
        tiles_version: None,
    };
    TurnFile::new(&record, tiles).unwrap()
}

#[test]
fn three_friends_finish_a_game_by_turn_files_and_tampering_is_refused() {
    let dir = std::env::temp_dir().join(format!("mists-turns-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let keys: Vec<_> = (0..3)
        .map(|i| load_or_create_key(&dir.join(format!("seat{i}.key"))).unwrap())
        .collect();
    assert_eq!(
        load_or_create_key(&dir.join("seat0.key"))
            .unwrap()
            .to_bytes(),
        keys[0].to_bytes(),
        "a key is made once and read back"
    );
    let mut bots: Vec<_> = (0..3)
        .map(|i| mists_bot::by_name("greedy", i).unwrap())
        .collect();
    let file = dir.join("game.turn");
    std::fs::write(&file, start().to_ron()).unwrap();
    // One key, one seat: seat 1's player cannot also take seat 2's first turn.
    let mut one = start();
    one.play(&keys[0], bots[0].as_mut()).unwrap();
    let e = one.play(&keys[0], bots[0].as_mut()).unwrap_err();
    assert!(matches!(e, TurnError::NotYourSeat { active: 2 }), "{e}");
    let t = pass_the_file_round(&file, &keys, &mut bots);
    assert!(t.replay().unwrap().is_over());
    assert!(t.turns.len() > 9, "{} turns", t.turns.len());
    tampered_files_are_refused(&t, &dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The friends (seat i: `keys[i]`, played by `bots[i]`) pass `file` round until the game ends;
/// the last file.
fn pass_the_file_round(
    file: &Path,
    keys: &[SecretKey],
    bots: &mut [Box<dyn mists_bot::Bot + Send + Sync>],
) -> TurnFile {
    let mut passed = 0;
    loop {
        // Each friend opens the file they were sent, checks it, plays their turn, sends it on.
        let text = std::fs::read_to_string(file).unwrap();
        let mut t = TurnFile::from_ron(&text, "game.turn").unwrap();
        let game = t.replay().unwrap();
        let Some(seat) = game.active_seat() else {
            break;
        };
        // Another friend cannot play this seat's turn.
        let other = (seat + 1) % 3;
        if passed > 3 {
            let mut copy = t.clone();
            let e = copy.play(&keys[other], bots[other].as_mut()).unwrap_err();
            assert!(matches!(e, TurnError::NotYourSeat { .. }), "{e}");
        }
        t.play(&keys[seat], bots[seat].as_mut()).unwrap();
        std::fs::write(file, t.to_ron()).unwrap();
        passed += 1;
        assert!(passed < 500, "the game ends");
    }
    TurnFile::from_ron(&std::fs::read_to_string(file).unwrap(), "game.turn").unwrap()
}

/// The finished game `t`, changed in each way a friend (or an intruder, whose key is made in
/// `dir`) might: every change is refused, with its reason.
fn tampered_files_are_refused(t: &TurnFile, dir: &Path) {
    // A changed decision in an early turn: its signature no longer holds.
    let mut changed = t.clone();
    let (i, d) = (1..changed.turns.len())
        .find_map(|i| (changed.turns[i].decisions.len() > 1).then_some((i, 1)))
        .unwrap();
    changed.turns[i].decisions.swap(0, d);
    let e = changed.replay().err().expect("refused");
    assert!(
        matches!(e, TurnError::Signature { turn, .. } if turn == i + 1),
        "{e}"
    );
    // Seat 1's key swapped for an intruder's: its turns are not signed by the seat's key.
    let mut forged = t.clone();
    let seat0 = forged.turns[0].seat as usize;
    let intruder = load_or_create_key(&dir.join("intruder.key")).unwrap();
    forged.keys[seat0] = Some(
        intruder
            .public()
            .as_bytes()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
    );
    let e = forged.replay().err().expect("refused");
    assert!(matches!(e, TurnError::Signature { turn: 1, .. }), "{e}");
    // Two seats claiming one key: refused.
    let mut twice = t.clone();
    twice.keys[seat0] = twice.keys[(seat0 + 1) % 3].clone();
    assert!(matches!(twice.replay(), Err(TurnError::Malformed { .. })));
    // Two turns swapped: out of order.
    let mut swapped = t.clone();
    swapped.turns.swap(0, 1);
    let e = swapped.replay().err().expect("refused");
    assert!(matches!(e, TurnError::OutOfOrder { turn: 1, .. }), "{e}");
    // A turn cut short.
    let mut cut = t.clone();
    let long = cut
        .turns
        .iter()
        .position(|x| x.decisions.len() > 1)
        .unwrap();
    cut.turns[long].decisions.pop();
    assert!(cut.replay().is_err());
    // Another format version is refused by name.
    let mut other = t.clone();
    other.version = 9;
    let e = TurnFile::from_ron(&other.to_ron(), "x.turn")
        .unwrap_err()
        .to_string();
    assert!(e.contains("another version"), "{e}");
    let mut newer = t.clone();
    newer.game = "9.9.9".into();
    let e = TurnFile::from_ron(&newer.to_ron(), "x.turn")
        .unwrap_err()
        .to_string();
    assert!(e.contains("Mists 9.9.9"), "{e}");
}

/// The window plays a turn itself and hands the decisions over: a whole legal turn is signed
/// and added; a turn cut short, or one of a key that may not play the seat, is refused and the
/// file stays as it was.
#[test]
fn a_turn_played_elsewhere_is_added_only_whole_and_by_its_seat() {
    let dir = std::env::temp_dir().join(format!("mists-turns-add-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let keys: Vec<_> = (0..2)
        .map(|i| load_or_create_key(&dir.join(format!("seat{i}.key"))).unwrap())
        .collect();
    let mut t = start();
    let (seat, mut game) = t.claim(&keys[0]).unwrap();
    assert_eq!(seat, 0);
    let mut bot = mists_bot::by_name("greedy", 3).unwrap();
    let mut decisions = Vec::new();
    while game.active_seat() == Some(seat) {
        let p = game.sim.pending().cloned().unwrap();
        let d = mists_bot::ask(bot.as_mut(), mists_bot::Seat::of_sim(&game.sim), &p);
        game.apply(d).unwrap();
        decisions.push(d);
    }
    assert!(decisions.len() > 1, "a turn of several decisions");
    let before = t.clone();
    let mut short = decisions.clone();
    short.pop();
    let e = t.add_turn(&keys[0], short).unwrap_err();
    assert!(matches!(e, TurnError::Malformed { turn: 1, .. }), "{e}");
    assert_eq!(t, before, "a refused turn leaves the file as it was");
    t.add_turn(&keys[0], decisions.clone()).unwrap();
    assert_eq!(t.turns.len(), 1);
    assert_eq!(t.replay().unwrap().active_seat(), Some(1));
    // Seat 1's key cannot play seat 2 as well.
    let e = t.add_turn(&keys[0], decisions).unwrap_err();
    assert!(matches!(e, TurnError::NotYourSeat { active: 2 }), "{e}");
    assert_eq!(t.turns.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}
