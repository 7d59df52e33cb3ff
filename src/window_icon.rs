//! The window's icon: the game's icon (`tile_art::icon`, a misty tile of the set with a ghost
//! rising over it), drawn at start-up by the tile art like the title's key art, so it needs no
//! image file and follows a custom tile set.

use crate::tile_textures::Tiles;
use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

/// Pixels of the icon given to the window manager (it scales it for the title bar and task bar).
const PX: u32 = 64;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_icon.run_if(resource_exists::<Tiles>));
}

/// Give the primary window its icon once winit has made it (a few frames after start).
fn set_icon(
    tiles: Res<Tiles>,
    primary: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    // winit's windows may only be touched on the main thread.
    _main: NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = primary.single() else {
        return;
    };
    WINIT_WINDOWS.with_borrow(|windows| {
        let Some(window) = windows.get_window(entity) else {
            return;
        };
        let pm = crate::tile_art::icon::render_icon(&tiles.0, PX);
        match winit::window::Icon::from_rgba(rgba(&pm), PX, PX) {
            Ok(icon) => window.set_window_icon(Some(icon)),
            Err(e) => warn!("the window icon was not set: {e}"),
        }
        *done = true;
    });
}

/// Straight (not premultiplied) RGBA bytes of a tiny-skia pixmap, as winit wants them.
fn rgba(pm: &tiny_skia::Pixmap) -> Vec<u8> {
    pm.pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_bytes_are_straight_rgba_of_the_drawn_icon() {
        let tiles = crate::testing::tiles();
        let pm = crate::tile_art::icon::render_icon(&tiles, PX);
        let bytes = rgba(&pm);
        assert_eq!(bytes.len(), (PX * PX * 4) as usize);
        // winit accepts it, and it is a picture, not one colour.
        assert!(winit::window::Icon::from_rgba(bytes.clone(), PX, PX).is_ok());
        let first = &bytes[..4];
        assert!(bytes.chunks(4).any(|p| p != first));
        // A half-transparent pixel keeps its colour (not darkened by premultiplying).
        let mut half = tiny_skia::Pixmap::new(1, 1).unwrap();
        half.fill(tiny_skia::Color::from_rgba8(200, 100, 50, 128));
        let px = rgba(&half);
        assert!(px[0].abs_diff(200) <= 2 && px[3] == 128, "{px:?}");
    }
}
