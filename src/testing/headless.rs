//! A headless window for layout tests: egui runs without a renderer, on a screen rectangle and UI
//! scale the test sets each frame, and the view dump (`script_view`) reads back its panels and
//! texts. Used by the screens' and the competitive screen's layout tests.

use crate::script_view::{ShownTexts, collect_texts};
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, egui};

/// The window sizes (logical px) and UI scales every screen must lay out at (issue 32).
pub const SIZES: [(f32, f32); 4] = [
    (1024.0, 640.0),
    (1280.0, 800.0),
    (1920.0, 1080.0),
    (2560.0, 1440.0),
];
pub const SCALES: [f32; 2] = [1.0, 1.5];

/// The egui screen (points) and zoom each frame uses.
#[derive(Resource, Clone, Copy)]
pub struct Screen(pub egui::Rect, pub f32);

/// egui events for the next frame (a key press in the panels).
#[derive(Resource, Default)]
pub struct Inject(pub Vec<egui::Event>);

fn set_screen(
    screen: Res<Screen>,
    mut inject: ResMut<Inject>,
    mut inputs: Query<(&mut EguiInput, &mut bevy_egui::EguiContext)>,
    mut windows: Query<&mut Window>,
) {
    for (mut input, mut ctx) in &mut inputs {
        input.screen_rect = Some(screen.0);
        input.events.append(&mut inject.0);
        let ctx = ctx.get_mut();
        // The tree a screen reader reads (issue 48): built on every frame here, so tests can
        // check that every control has a name (`unnamed_controls`).
        ctx.enable_accesskit();
        if ctx.zoom_factor() != screen.1 {
            ctx.set_zoom_factor(screen.1);
        }
    }
    for mut w in &mut windows {
        let size = screen.0.size() * screen.1;
        if w.resolution.width() != size.x || w.resolution.height() != size.y {
            w.resolution.set(size.x, size.y);
        }
    }
}

/// A window, the assets egui needs and egui itself on `app`, with the screen of [`Screen`]
/// applied each frame, injected events, frames of 1/60 s and the texts read back.
/// A bare egui context with the game's fonts (egui has none of its own in this build).
pub fn egui_context() -> egui::Context {
    let ctx = egui::Context::default();
    ctx.set_fonts(
        crate::fonts::fonts()
            .expect("assets/fonts")
            .definitions
            .clone(),
    );
    ctx
}

pub fn add_egui(app: &mut App) {
    app.add_plugins((
        bevy::window::WindowPlugin {
            primary_window: Some(Window::default()),
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        bevy::asset::AssetPlugin::default(),
    ));
    app.init_asset::<Image>();
    app.init_asset::<bevy::shader::Shader>();
    app.add_plugins(bevy_egui::EguiPlugin::default());
    app.insert_resource(Screen(
        egui::Rect::from_min_size(Default::default(), [1280.0, 800.0].into()),
        1.0,
    ));
    app.init_resource::<ShownTexts>();
    app.init_resource::<crate::script_view::ShownControls>();
    app.init_resource::<Inject>();
    // Frames of 1/60 s, as on screen: the camera's glide takes a quarter of a second.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(16),
    ));
    app.add_systems(
        PreUpdate,
        set_screen
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
    );
    // Read before bevy_egui takes the output (in `ProcessOutput`), as the script's reader does.
    app.add_systems(
        PostUpdate,
        collect_texts
            .after(EguiPostUpdateSet::EndPass)
            .before(EguiPostUpdateSet::ProcessOutput),
    );
}

/// The screen rectangle in egui points for a window of `w` × `h` at UI scale `scale`, set for the
/// next frames.
pub fn set_size(app: &mut App, w: f32, h: f32, scale: f32) -> egui::Rect {
    let rect = egui::Rect::from_min_size(Default::default(), [w / scale, h / scale].into());
    app.insert_resource(Screen(rect, scale));
    rect
}

/// No text past the window's edge, under 12 px or under 4.5:1 on the panels' grey.
pub fn readable(v: &crate::script_view::ViewDump, what: &str, screen: egui::Rect) {
    let wide: Vec<_> = v
        .texts
        .iter()
        .filter(|t| t.rect[2] > screen.max.x + 0.5)
        .map(|t| (&t.text, t.rect))
        .collect();
    assert!(
        wide.is_empty(),
        "{what}: texts past the window's edge: {wide:?}"
    );
    // Labels against the panels' grey (a disabled or faded text is drawn translucent: skipped).
    let panel = crate::layout::theme::PANEL;
    let faint: Vec<_> = v
        .texts
        .iter()
        .filter(|t| t.colour[3] == 255)
        .filter(|t| {
            let [r, g, b, _] = t.colour;
            crate::layout::theme::contrast([r, g, b], panel) < 4.5
        })
        .map(|t| (&t.text, t.colour))
        .collect();
    assert!(
        faint.is_empty(),
        "{what}: texts under 4.5:1 contrast: {faint:?}"
    );
    let small: Vec<_> = v.texts.iter().filter(|t| t.size < 12.0).collect();
    assert!(small.is_empty(), "{what}: texts under 12 px: {small:?}");
}

/// No two panels overlap and none leaves the window.
pub fn apart(v: &crate::script_view::ViewDump, what: &str, screen: egui::Rect) {
    for (i, a) in v.windows.iter().enumerate() {
        let r = a.rect;
        assert!(
            r[0] >= -0.5
                && r[1] >= -0.5
                && r[2] <= screen.max.x + 0.5
                && r[3] <= screen.max.y + 0.5,
            "{what}: {} leaves the window: {r:?}",
            a.id
        );
        for b in &v.windows[i + 1..] {
            let o = b.rect;
            let apart = r[2] <= o[0] + 0.5
                || o[2] <= r[0] + 0.5
                || r[3] <= o[1] + 0.5
                || o[3] <= r[1] + 0.5;
            assert!(apart, "{what}: {} and {} overlap: {r:?} {o:?}", a.id, b.id);
        }
    }
}

/// Every answer of the pending question drawn, whole and in sight (issue 47: none clipped or
/// scrolled away): `want` buttons at least; of more than eight, the first eight (the rest may
/// scroll: they are also answered on the board).
pub fn answers_in_sight(v: &crate::script_view::ViewDump, what: &str, want: usize) {
    assert!(
        v.options.len() >= want,
        "{what}: {} answers drawn of {want}: {:?}",
        v.options.len(),
        v.options
    );
    let hidden: Vec<_> = v.options.iter().take(8).filter(|o| !o.visible).collect();
    assert!(
        hidden.is_empty(),
        "{what}: answers out of sight: {hidden:?}"
    );
}

/// Whether a layout test holds a window to [`answers_in_sight`]: 640 points high or more, so
/// every size at scale 1 and 1920×1080 magnified 1.5 times. Smaller (1280×800 magnified: 853×533
/// points) a lesson's column, the table and seven answers, some in two lines, cannot all stand:
/// the bar scrolls there.
pub fn holds_every_answer(screen: egui::Rect) -> bool {
    screen.height() >= 639.5
}

/// The controls of the last frame a screen reader could not name: buttons, check boxes, sliders
/// and the like with neither a label nor a label pointed at (`labelled_by`).
pub fn unnamed_controls(app: &App) -> Vec<String> {
    app.world()
        .resource::<crate::script_view::ShownControls>()
        .0
        .iter()
        .filter(|c| c.name.is_none())
        .map(|c| format!("{} #{}", c.role, c.id))
        .collect()
}

/// The board camera's position and scale.
pub fn camera(app: &mut App) -> (Vec2, f32) {
    let (tf, projection) = app
        .world_mut()
        .query_filtered::<(&Transform, &Projection), With<crate::input::BoardCamera>>()
        .single(app.world())
        .expect("the board camera");
    let Projection::Orthographic(o) = projection else {
        panic!("a 2D camera");
    };
    (tf.translation.truncate(), o.scale)
}

/// Frames until the view stops changing (two frames in a row dump the same view), at most `most`;
/// the last view. A page or size change takes egui one or two frames to lay out (a window's
/// sizing pass); waiting for a still view instead of a fixed count keeps the layout tests short.
pub fn still_view(app: &mut App, most: usize) -> crate::script_view::ViewDump {
    app.update();
    let mut last = crate::script_view::dump(app.world_mut());
    for _ in 1..most {
        app.update();
        let now = crate::script_view::dump(app.world_mut());
        if now == last {
            return now;
        }
        last = now;
    }
    last
}
