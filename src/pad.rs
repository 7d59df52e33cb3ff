//! A gamepad plays the game (issue 48), through Bevy's gamepad input (`bevy_gilrs`). A pad's
//! button stands for the key of an action as bound (`keymap`), so every place that reads the
//! keyboard also reads the pad; on a question, up/down move egui's pointer from answer to answer
//! and A clicks the one under it. The texts name the pad's
//! buttons while a pad was used last, the keys once the keyboard is used again.
//!
//! | pad | action |
//! |---|---|
//! | D-pad ◀/▶ | previous/next cell where the tile fits |
//! | A | place the tile there; on a question, the answer chosen |
//! | D-pad ▲/▼ | on a question: the previous/next answer (the pointer moves onto it) |
//! | X | turn the tile |
//! | B | undo |
//! | Y | hint |
//! | Select | no meeple |
//! | Start | menu |
//! | left stick | move the view |
//! | LT / RT | zoom out / in |
//! | right stick click | centre the board |

use crate::keymap::{Action, KeyMap, LastInput};
use crate::ui::shown_options::{OptionShown, ShownOptions};
use bevy::input::InputSystems;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastInput>();
    app.add_systems(
        PreUpdate,
        (
            pad_keys
                .after(InputSystems)
                .before(crate::settings::keys::KeyCapture),
            pad_answers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        ),
    );
    app.add_systems(
        Update,
        pad_view.in_set(crate::shared::AppSystems::RecordInput),
    );
}

/// The pad's buttons that stand for an action's key.
pub const BUTTONS: [(GamepadButton, Action); 9] = [
    (GamepadButton::DPadLeft, Action::PreviousCell),
    (GamepadButton::DPadRight, Action::NextCell),
    (GamepadButton::West, Action::Turn),
    (GamepadButton::East, Action::Undo),
    (GamepadButton::North, Action::Hint),
    (GamepadButton::Select, Action::NoMeeple),
    (GamepadButton::Start, Action::Menu),
    (GamepadButton::RightThumb, Action::Recentre),
    (GamepadButton::South, Action::Place),
];

/// Whether the drawn tile waits for its place (A places it then, not an answer): the cooperative
/// table's question says so; without one (the competitive game) a question is asked exactly when
/// the bar shows answers.
fn placing(pending: Option<&mists_rules::Pending>, shown: &[OptionShown]) -> bool {
    match pending.and_then(|p| p.0.as_ref()) {
        Some(p) => matches!(p.kind, mists_rules::DecisionKind::PlaceTile { .. }),
        None => shown.is_empty(),
    }
}

/// The cooperative table's question, unless the competitive screen is up (a cooperative game left
/// mid-turn leaves its last question behind).
fn cooperative<'a>(
    pending: Option<&'a mists_rules::Pending>,
    screen: Option<&State<crate::shared::Screen>>,
) -> Option<&'a mists_rules::Pending> {
    pending.filter(|_| screen.is_none_or(|s| *s.get() != crate::shared::Screen::Competitive))
}

/// A pad's buttons press their actions' keys for one frame (Undo with Ctrl held); the keys are let
/// go at the next frame's start.
fn pad_keys(
    pads: Query<&Gamepad>,
    map: Option<Res<KeyMap>>,
    pending: Option<Res<mists_rules::Pending>>,
    shown: Option<Res<ShownOptions>>,
    screen: Option<Res<State<crate::shared::Screen>>>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut last: ResMut<LastInput>,
    mut held: Local<Vec<KeyCode>>,
) {
    for k in held.drain(..) {
        keys.release(k);
    }
    let default_map = KeyMap::default();
    let map = map.as_deref().unwrap_or(&default_map);
    let options = shown.as_deref().map_or(&[][..], |s| s.0.as_slice());
    let placing = placing(cooperative(pending.as_deref(), screen.as_deref()), options);
    for pad in &pads {
        for (button, action) in BUTTONS {
            // On a question, A answers through egui (`pad_answers`).
            if !pad.just_pressed(button) || (action == Action::Place && !placing) {
                continue;
            }
            let Some(&key) = map.keys(action).first() else {
                continue;
            };
            if action == Action::Undo {
                keys.press(KeyCode::ControlLeft);
                held.push(KeyCode::ControlLeft);
            }
            keys.press(key);
            held.push(key);
        }
    }
    let used = pads.iter().any(|p| p.get_just_pressed().next().is_some());
    if used && *last != LastInput::Pad {
        *last = LastInput::Pad;
    } else if !used && keys.get_just_pressed().next().is_some() && held.is_empty() {
        last.set_if_neq(LastInput::Keyboard);
    }
}

/// On a question, the D-pad's up and down move egui's pointer from answer to answer (in the order
/// the bar shows them, `ui::shown_options`; the answer under it lights up as under a mouse) and A
/// clicks it.
fn pad_answers(
    pads: Query<&Gamepad>,
    pending: Option<Res<mists_rules::Pending>>,
    shown: Option<Res<ShownOptions>>,
    screen: Option<Res<State<crate::shared::Screen>>>,
    mut inputs: Query<&mut EguiInput>,
    mut at: Local<Option<usize>>,
) {
    let options = shown.as_deref().map_or(&[][..], |s| s.0.as_slice());
    let pending = cooperative(pending.as_deref(), screen.as_deref());
    if placing(pending, options) || options.is_empty() {
        *at = None;
        return;
    }
    let n = options.len();
    let mut events = Vec::new();
    for pad in &pads {
        let step = pad.just_pressed(GamepadButton::DPadDown) as i32
            - pad.just_pressed(GamepadButton::DPadUp) as i32;
        if step != 0 {
            let i = at.map_or(if step > 0 { 0 } else { n - 1 }, |i| {
                (i as i32 + step).rem_euclid(n as i32) as usize
            });
            *at = Some(i);
        }
        let Some(i) = at.filter(|i| *i < n) else {
            continue;
        };
        let [l, t, r, b] = options[i].rect;
        let pos = egui::pos2((l + r) / 2.0, (t + b) / 2.0);
        if step != 0 {
            events.push(egui::Event::PointerMoved(pos));
        }
        if pad.just_pressed(GamepadButton::South) {
            events.push(egui::Event::PointerMoved(pos));
            for pressed in [true, false] {
                events.push(egui::Event::PointerButton {
                    pos,
                    button: egui::PointerButton::Primary,
                    pressed,
                    modifiers: Default::default(),
                });
            }
        }
    }
    if events.is_empty() {
        return;
    }
    for mut input in &mut inputs {
        input.events.extend(events.iter().cloned());
    }
}

/// The left stick moves the view, the triggers zoom (at the window's middle).
fn pad_view(
    pads: Query<&Gamepad>,
    time: Res<Time>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut pan: MessageWriter<crate::input::PanBy>,
    mut zoom: MessageWriter<crate::input::ZoomAt>,
) {
    let dt = time.delta_secs().min(0.1);
    let middle = window.single().map_or(Vec2::ZERO, |w| w.size() / 2.0);
    for pad in &pads {
        let stick = pad.left_stick();
        if stick.length() > 0.2 {
            // About 600 points a second at full tilt; the stick's y is up, the screen's down.
            pan.write(crate::input::PanBy(
                Vec2::new(-stick.x, stick.y) * 600.0 * dt,
            ));
        }
        let steps = pad.pressed(GamepadButton::RightTrigger2) as i8
            - pad.pressed(GamepadButton::LeftTrigger2) as i8;
        if steps != 0
            && (pad.just_pressed(GamepadButton::RightTrigger2)
                || pad.just_pressed(GamepadButton::LeftTrigger2))
        {
            zoom.write(crate::input::ZoomAt {
                screen: middle,
                steps: steps as f32,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 48: a whole Level 1 game with the gamepad alone placing every tile (the teammate
    /// answers the rest, as the switch does for a player): ▶ moves the cursor to the cell the
    /// player has in mind, X turns the tile, A places it. The texts name the pad's buttons once
    /// it was used.
    #[test]
    fn a_whole_level_1_game_is_placed_with_the_gamepad() {
        use crate::play::driver::Driver;
        let mut app = crate::testing::rules_app_with(1, 556699, |app| {
            app.add_plugins(plugin);
        });
        let pad = crate::testing::connect_pad(&mut app);
        assert!(
            app.world().get::<Gamepad>(pad).is_some(),
            "the pad connected"
        );
        let placed = |app: &App| app.world().resource::<Driver>().placed_count();
        let mut planner = mists_bot::by_name("planner", 1).expect("the planner");
        let mut by_pad = 0;
        for _ in 0..200 {
            if app.world().resource::<mists_rules::GameOver>().0.is_some() {
                break;
            }
            if app.world().resource::<Driver>().current().is_some() {
                let before = placed(&app);
                // The player has a cell in mind (the planner's): ▶ until the cursor is there, X
                // until the tile is turned so, then A.
                let want = {
                    let w = app.world();
                    let p = w
                        .resource::<mists_rules::Pending>()
                        .0
                        .clone()
                        .expect("asked");
                    mists_bot::ask(planner.as_mut(), mists_bot::Seat::of_world(w), &p)
                };
                let mists_rules::Decision::PlaceTile { cell, rot } = want else {
                    panic!("not a placement: {want:?}")
                };
                let cursor = |app: &App| {
                    let c = app
                        .world()
                        .resource::<crate::play::placement::PlacementCursor>();
                    (c.hovered, c.rot)
                };
                for _ in 0..80 {
                    if cursor(&app).0 == Some(cell) {
                        break;
                    }
                    crate::testing::push_pad(&mut app, pad, GamepadButton::DPadRight);
                }
                for _ in 0..4 {
                    if cursor(&app).1 == rot {
                        break;
                    }
                    crate::testing::push_pad(&mut app, pad, GamepadButton::West);
                }
                assert_eq!(cursor(&app), (Some(cell), rot), "the pad reached the cell");
                crate::testing::push_pad(&mut app, pad, GamepadButton::South);
                assert_eq!(placed(&app), before + 1, "A placed the tile");
                by_pad += 1;
            }
            crate::testing::settle(&mut app);
        }
        assert!(
            app.world().resource::<mists_rules::GameOver>().0.is_some(),
            "the game ended"
        );
        assert_eq!(placed(&app), by_pad, "every tile laid by the pad");
        assert!(by_pad > 20, "{by_pad} tiles");
        assert_eq!(*app.world().resource::<LastInput>(), LastInput::Pad);
    }

    /// Issue 48: the competitive game by the pad alone: ▶ puts the cursor on a cell the tile
    /// fits (turned to fit), A places it; each further question of the turn (a piece, a ghost)
    /// is answered in the bar with ▼ A, as in the cooperative game.
    #[test]
    fn the_competitive_game_is_played_with_the_gamepad() {
        use crate::competitive::CompetitiveTable;
        use mists_rules::competitive::{Match, Stage};
        let mut app = crate::competitive::tests::table_app(crate::i18n::Lang::En);
        app.add_plugins(plugin);
        // A cooperative game left mid-turn leaves its question behind: the competitive screen
        // must not take it for its own.
        app.insert_resource(mists_rules::Pending(Some(mists_rules::PendingDecision {
            kind: mists_rules::DecisionKind::PlaceTile {
                tile: mists_board::TileId(7),
            },
            options: Vec::new(),
        })));
        let pad = crate::testing::connect_pad(&mut app);
        let (mut placed, mut answered, mut pieces) = (0, 0, 0);
        for _ in 0..3000 {
            if placed >= 4 {
                break;
            }
            let (to_act, stage, before) = {
                let m = app.world().resource::<Match>();
                let v = app.world().resource::<CompetitiveTable>();
                (v.person_to_act(m), m.stage, m.happenings.len())
            };
            if !to_act {
                app.update();
                continue;
            }
            if matches!(stage, Stage::Place(_)) {
                crate::testing::push_pad(&mut app, pad, GamepadButton::DPadRight);
                crate::testing::push_pad(&mut app, pad, GamepadButton::South);
                placed += 1;
            } else {
                crate::testing::push_pad(&mut app, pad, GamepadButton::DPadDown);
                crate::testing::push_pad(&mut app, pad, GamepadButton::South);
                answered += 1;
            }
            for _ in 0..3 {
                app.update();
            }
            let m = app.world().resource::<Match>();
            assert!(
                m.happenings.len() > before,
                "the pad played nothing at {stage:?}"
            );
            // ▼ A takes the bar's first answer: a piece on a spot, not a pass.
            if stage == Stage::Deploy
                && matches!(
                    m.plays.last(),
                    Some(mists_rules::competitive::Play::Deploy { .. })
                )
            {
                pieces += 1;
            }
        }
        assert_eq!(placed, 4, "four of the person's tiles placed by the pad");
        assert!(pieces > 0, "no piece placed from the bar by the pad");
        assert!(answered >= 4, "a question after each placement: {answered}");
    }
}
