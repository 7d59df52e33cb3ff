//! Raw mouse and keyboard → game intents (Messages): clicks on the board, camera pan and zoom,
//! rotate, re-centre. A press that moves more than a few pixels is a drag (pans the camera with any
//! button); a press released in place is a click. Input over egui never reaches the board.

use crate::shared::AppSystems;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointer>()
        .init_resource::<crate::shared::BoardArea>()
        .init_resource::<Gesture>()
        .add_message::<BoardClick>()
        .add_message::<PanBy>()
        .add_message::<ZoomAt>()
        .add_message::<RotateDrawn>()
        .add_message::<Recentre>()
        .add_message::<KeyPlacement>()
        .add_systems(
            Update,
            (track_pointer, read_buttons, read_wheel, read_keys)
                .chain()
                .in_set(ReadInput)
                .in_set(AppSystems::RecordInput),
        );
}

/// The systems that read the mouse and keyboard into intents (a script's inputs go in after).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReadInput;

/// Pixels a press may move and still count as a click.
pub const DRAG_THRESHOLD: f32 = 5.0;

/// Where the cursor is. Filled from the window and camera each frame; tests set it directly.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Pointer {
    /// Logical window pixels, origin top-left.
    pub screen: Option<Vec2>,
    /// World units (the board's frame).
    pub world: Option<Vec2>,
    /// Over an egui area or in use by egui: the board ignores the pointer.
    pub over_ui: bool,
}

impl Pointer {
    /// The board cell under the pointer, when it is over the board and not a panel.
    pub fn board_cell(&self) -> Option<mists_board::Cell> {
        self.world
            .filter(|_| !self.over_ui)
            .map(crate::grid::cell_at)
    }
}

/// The board camera (the one that also hosts egui).
#[derive(Component)]
pub struct BoardCamera;

/// A click (press and release without dragging) on the board.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct BoardClick {
    pub button: MouseButton,
    pub world: Vec2,
}

/// Move the view by a screen delta (logical pixels, y down), as if dragging the board.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct PanBy(pub Vec2);

/// Zoom by wheel `steps` (positive = in) keeping the world point under `screen` fixed.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct ZoomAt {
    pub screen: Vec2,
    pub steps: f32,
}

/// Turn the drawn tile to its next fitting rotation (R key; right-click arrives as a `BoardClick`).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RotateDrawn;

/// Centre the view on the board (Home or C).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recentre;

/// Placing without the mouse: ←/→ pick the previous/next cell where the tile fits, Space places;
/// Enter lays a tile held by a first click (the "confirm placement" setting).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyPlacement {
    NextCell,
    PreviousCell,
    Place,
    Confirm,
}

/// The press being tracked, if any: pure state, unit-tested below.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Gesture {
    press: Option<Press>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct Press {
    button: MouseButton,
    start: Vec2,
    last: Vec2,
    dragging: bool,
}

impl Gesture {
    /// A button went down at `pos`; ignored while another press is tracked.
    pub fn press(&mut self, button: MouseButton, pos: Vec2) {
        if self.press.is_none() {
            self.press = Some(Press {
                button,
                start: pos,
                last: pos,
                dragging: false,
            });
        }
    }

    /// The cursor moved to `pos`: the pan delta if this press is (now) a drag.
    pub fn moved(&mut self, pos: Vec2) -> Option<Vec2> {
        let p = self.press.as_mut()?;
        if !p.dragging && pos.distance(p.start) > DRAG_THRESHOLD {
            p.dragging = true;
            // Catch up with the movement made before the threshold was crossed.
            p.last = p.start;
        }
        let delta = pos - p.last;
        p.last = pos;
        (p.dragging && delta != Vec2::ZERO).then_some(delta)
    }

    /// `button` went up: `Some(button)` if that press was a click.
    pub fn release(&mut self, button: MouseButton) -> Option<MouseButton> {
        let p = self.press.filter(|p| p.button == button)?;
        self.press = None;
        (!p.dragging).then_some(button)
    }

    pub fn is_dragging(&self) -> bool {
        self.press.is_some_and(|p| p.dragging)
    }
}

fn track_pointer(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    egui: Option<Res<EguiWantsInput>>,
    gesture: Res<Gesture>,
    area: Res<crate::shared::BoardArea>,
    mut pointer: ResMut<Pointer>,
) {
    let (camera, cam_tf) = *camera;
    let screen = window.cursor_position();
    pointer.screen = screen;
    pointer.world = screen.and_then(|s| camera.viewport_to_world_2d(cam_tf, s).ok());
    // A drag that started on the board keeps the board even when it crosses a panel.
    // Outside the board's part of the window (under a docked column or the bar) counts as UI.
    let off_board = matches!((area.0, screen), (Some(r), Some(s)) if !r.contains(s));
    pointer.over_ui = !gesture.is_dragging()
        && (off_board || egui.is_some_and(|e| e.is_pointer_over_area() || e.wants_pointer_input()));
}

fn read_buttons(
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: Res<Pointer>,
    mut gesture: ResMut<Gesture>,
    mut pan: MessageWriter<PanBy>,
    mut clicks: MessageWriter<BoardClick>,
) {
    let Some(pos) = pointer.screen else {
        gesture.press = None;
        return;
    };
    for button in [MouseButton::Left, MouseButton::Right, MouseButton::Middle] {
        if buttons.just_pressed(button) && !pointer.over_ui {
            gesture.press(button, pos);
        }
    }
    if let Some(delta) = gesture.moved(pos) {
        pan.write(PanBy(delta));
    }
    for button in [MouseButton::Left, MouseButton::Right, MouseButton::Middle] {
        if buttons.just_released(button)
            && let Some(b) = gesture.release(button)
            && let Some(world) = pointer.world
            && !pointer.over_ui
        {
            clicks.write(BoardClick { button: b, world });
        }
    }
}

fn read_wheel(
    mut wheel: MessageReader<MouseWheel>,
    pointer: Res<Pointer>,
    mut zoom: MessageWriter<ZoomAt>,
) {
    let steps = wheel_steps(wheel.read());
    if steps != 0.0
        && !pointer.over_ui
        && let Some(screen) = pointer.screen
    {
        zoom.write(ZoomAt { screen, steps });
    }
}

/// A frame's wheel events as zoom steps: lines (pixels at 40 a line), one line a frame at most,
/// whatever the wheel sent (some send two or three lines a notch): a notch zooms by at most
/// `camera::ZOOM_STEP` (issue 47).
fn wheel_steps<'a>(events: impl Iterator<Item = &'a MouseWheel>) -> f32 {
    let lines: f32 = events
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y,
            MouseScrollUnit::Pixel => w.y / 40.0,
        })
        .sum();
    lines.clamp(-1.0, 1.0)
}

fn read_keys(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    egui: Option<Res<EguiWantsInput>>,
    mut rotate: MessageWriter<RotateDrawn>,
    mut recentre: MessageWriter<Recentre>,
    mut placement: MessageWriter<KeyPlacement>,
) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    use crate::keymap::{Action, pressed};
    let map = map.as_deref();
    if pressed(map, &keys, Action::Turn) {
        rotate.write(RotateDrawn);
    }
    if pressed(map, &keys, Action::Recentre) {
        recentre.write(Recentre);
    }
    for (action, intent) in [
        (Action::NextCell, KeyPlacement::NextCell),
        (Action::PreviousCell, KeyPlacement::PreviousCell),
        (Action::Place, KeyPlacement::Place),
        (Action::Confirm, KeyPlacement::Confirm),
    ] {
        if pressed(map, &keys, action) {
            placement.write(intent);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 48: a key the player bound drives the game; the old one no longer does.
    #[test]
    fn a_rebound_key_turns_the_tile_and_the_default_no_longer_does() {
        use crate::keymap::{Action, KeyMap};
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin));
        app.add_message::<RotateDrawn>()
            .add_message::<Recentre>()
            .add_message::<KeyPlacement>();
        let mut map = KeyMap::default();
        map.bind(Action::Turn, KeyCode::KeyT).unwrap();
        app.insert_resource(map);
        app.add_systems(Update, read_keys);
        let turns = |app: &mut App, key: KeyCode| {
            crate::testing::key_event(app, key, true);
            app.update();
            let n = app.world().resource::<Messages<RotateDrawn>>().len();
            app.world_mut()
                .resource_mut::<Messages<RotateDrawn>>()
                .clear();
            n
        };
        assert_eq!(turns(&mut app, KeyCode::KeyT), 1);
        assert_eq!(turns(&mut app, KeyCode::KeyR), 0);
    }

    #[test]
    fn a_notch_zooms_one_line_at_most_whatever_the_wheel_sends() {
        let wheel = |unit, y| MouseWheel {
            unit,
            x: 0.0,
            y,
            window: Entity::PLACEHOLDER,
            phase: bevy::input::touch::TouchPhase::Moved,
        };
        let three = [wheel(MouseScrollUnit::Line, 3.0)];
        assert_eq!(wheel_steps(three.iter()), 1.0);
        let two = [
            wheel(MouseScrollUnit::Line, -1.0),
            wheel(MouseScrollUnit::Line, -1.0),
        ];
        assert_eq!(wheel_steps(two.iter()), -1.0);
        // A touchpad's pixels: 40 to a line, fractions kept.
        let px = [wheel(MouseScrollUnit::Pixel, 20.0)];
        assert_eq!(wheel_steps(px.iter()), 0.5);
        // So a notch changes the scale by at most 1.25×.
        const { assert!(1.0 / crate::camera::ZOOM_STEP <= 1.25) };
    }

    #[test]
    fn press_release_in_place_is_a_click() {
        let mut g = Gesture::default();
        g.press(MouseButton::Left, Vec2::new(10.0, 10.0));
        assert_eq!(g.moved(Vec2::new(12.0, 11.0)), None);
        assert_eq!(g.release(MouseButton::Left), Some(MouseButton::Left));
        assert_eq!(g, Gesture::default());
    }

    #[test]
    fn moving_past_the_threshold_is_a_drag_that_pans_and_does_not_click() {
        let mut g = Gesture::default();
        g.press(MouseButton::Right, Vec2::new(10.0, 10.0));
        assert_eq!(g.moved(Vec2::new(13.0, 10.0)), None);
        // The whole way from the press point is panned once the drag starts.
        assert_eq!(g.moved(Vec2::new(20.0, 10.0)), Some(Vec2::new(10.0, 0.0)));
        assert_eq!(g.moved(Vec2::new(20.0, 15.0)), Some(Vec2::new(0.0, 5.0)));
        assert!(g.is_dragging());
        // Another button's release is not this press's.
        assert_eq!(g.release(MouseButton::Left), None);
        assert_eq!(g.release(MouseButton::Right), None);
        assert!(!g.is_dragging());
    }

    /// Issue 64: a click on a menu's button (Resume) never reaches the board, though the menu is
    /// gone when the button is let go: the press was over egui, so its release is no click. A
    /// press and release on the board still is one.
    #[test]
    fn a_press_over_a_menu_released_after_the_menu_closed_is_no_board_click() {
        use bevy::input::ButtonState;
        use bevy::input::mouse::MouseButtonInput;
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin));
        app.add_message::<PanBy>().add_message::<BoardClick>();
        app.init_resource::<Gesture>();
        app.add_systems(Update, read_buttons);
        let clicks = |app: &mut App, over_menu: [bool; 2]| {
            for (state, over_ui) in [ButtonState::Pressed, ButtonState::Released]
                .into_iter()
                .zip(over_menu)
            {
                app.insert_resource(Pointer {
                    screen: Some(Vec2::new(640.0, 359.0)),
                    world: Some(Vec2::ZERO),
                    over_ui,
                });
                app.world_mut().write_message(MouseButtonInput {
                    button: MouseButton::Left,
                    state,
                    window: Entity::PLACEHOLDER,
                });
                app.update();
            }
            let n = app.world().resource::<Messages<BoardClick>>().len();
            app.world_mut()
                .resource_mut::<Messages<BoardClick>>()
                .clear();
            n
        };
        assert_eq!(clicks(&mut app, [true, false]), 0, "Resume clicked");
        assert_eq!(clicks(&mut app, [false, false]), 1, "a click on the board");
    }
}
