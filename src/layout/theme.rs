//! Text a player can read: egui's sizes raised so the smallest text is 12 logical px at UI scale 1
//! (egui's own default for `small` is 9), and coloured labels lightened until they meet 4.5:1
//! contrast (WCAG AA) on the panels' dark grey.

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        install_fonts
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        apply.in_set(crate::shared::UiPass::Style),
    );
}

/// A new egui context gets the game's fonts before its first pass (egui takes new fonts at a
/// pass's start): the first frame's text is drawn, and the headings' family exists when the
/// style names it.
pub(crate) fn install_fonts(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    let Ok(fonts) = crate::fonts::fonts() else {
        return;
    };
    for mut c in &mut contexts {
        c.get_mut().set_fonts(fonts.definitions.clone());
    }
}

/// The smallest text size anywhere in the window, in logical px at UI scale 1.
pub const MIN_TEXT: f32 = 12.0;

/// The text styles: small, body, button, heading, monospace.
pub fn sizes() -> [(egui::TextStyle, f32); 5] {
    use egui::TextStyle::*;
    [
        (Small, MIN_TEXT),
        (Body, 15.0),
        (Button, 15.0),
        (Heading, 22.0),
        (Monospace, 14.0),
    ]
}

/// Set the sizes once per context (egui keeps them; a new context starts from its defaults).
pub(super) fn apply(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    if ctx
        .global_style()
        .text_styles
        .get(&egui::TextStyle::Small)
        .map(|f| f.size)
        == Some(MIN_TEXT)
    {
        return Ok(());
    }
    style(ctx);
    Ok(())
}

/// Our text sizes and colours on `ctx` (also used by the headless layout test).
pub fn style(ctx: &egui::Context) {
    ctx.all_styles_mut(|s| {
        for (style, size) in sizes() {
            if let Some(f) = s.text_styles.get_mut(&style) {
                f.size = size;
            }
        }
        // A touch more air between rows once the text is larger.
        s.spacing.item_spacing = egui::vec2(8.0, 5.0);
        s.spacing.button_padding = egui::vec2(8.0, 3.0);
        if let Some(f) = s.text_styles.get_mut(&egui::TextStyle::Heading) {
            f.family = display();
        }
        look(&mut s.visuals);
    });
}

/// The titles' and headings' family: EB Garamond (`crate::fonts`).
pub fn display() -> egui::FontFamily {
    egui::FontFamily::Name(crate::fonts::DISPLAY.into())
}

/// `text` in the display face at `size` and `colour`, its figures in the text face: EB Garamond's
/// figures are old-style, and its "1" reads as an "ı" ("Level ı"; issue 64).
pub fn display_job(text: &str, size: f32, colour: egui::Color32) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let digits = c.is_ascii_digit();
        let end = rest
            .find(|ch: char| ch.is_ascii_digit() != digits)
            .unwrap_or(rest.len());
        let family = if digits {
            egui::FontFamily::Proportional
        } else {
            display()
        };
        let format = egui::TextFormat::simple(egui::FontId::new(size, family), colour);
        job.append(&rest[..end], 0.0, format);
        rest = &rest[end..];
    }
    job
}

/// A heading as `ui.heading` draws it (the heading's size and the text's colour), its figures
/// in the text face ([`display_job`]).
pub fn heading(ui: &mut egui::Ui, text: impl Into<String>) -> egui::Response {
    let size = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Heading)
        .map_or(22.0, |f| f.size);
    let colour = ui.visuals().text_color();
    ui.label(display_job(&text.into(), size, colour))
}

/// The table's look on every screen (issue 49: one theme, defined here): slate panels with a
/// thin brass rim, buttons of dark wood framed in brass that warm when hovered and turn gold
/// when pressed or focused from the keyboard, the selection in the ghosts' gold.
fn look(v: &mut egui::Visuals) {
    let rgb = |[r, g, b]: [u8; 3]| egui::Color32::from_rgb(r, g, b);
    v.panel_fill = rgb(PANEL);
    v.window_fill = rgb(PANEL);
    v.window_stroke = egui::Stroke::new(1.0, rgb(RIM));
    v.window_corner_radius = egui::CornerRadius::same(6);
    let states = [
        (&mut v.widgets.inactive, WOOD, RIM, 1.0),
        (&mut v.widgets.hovered, WOOD_LIT, BRASS, 1.5),
        (&mut v.widgets.active, WOOD_PRESSED, GOLD, 2.0),
        (&mut v.widgets.open, WOOD_LIT, BRASS, 1.5),
    ];
    for (w, fill, rim, width) in states {
        w.bg_fill = rgb(fill);
        w.weak_bg_fill = rgb(fill);
        w.bg_stroke = egui::Stroke::new(width, rgb(rim));
        w.fg_stroke.color = rgb(TEXT_ON_WOOD);
        w.corner_radius = egui::CornerRadius::same(4);
    }
    v.widgets.noninteractive.bg_stroke.color = rgb(RULE);
    v.selection.bg_fill = rgb(SELECTED);
    v.selection.stroke = egui::Stroke::new(1.5, rgb(GOLD));
}

/// The theme's colours.
const RIM: [u8; 3] = [112, 96, 70];
const BRASS: [u8; 3] = [214, 186, 130];
const GOLD: [u8; 3] = [240, 200, 90];
pub const WOOD: [u8; 3] = [62, 52, 42];
const WOOD_LIT: [u8; 3] = [84, 70, 54];
const WOOD_PRESSED: [u8; 3] = [104, 82, 54];
const TEXT_ON_WOOD: [u8; 3] = [240, 232, 214];
const RULE: [u8; 3] = [66, 62, 56];
const SELECTED: [u8; 3] = [122, 92, 40];

/// The dark panels' fill (slate): labels are measured against it.
pub const PANEL: [u8; 3] = [27, 29, 34];

/// WCAG relative luminance of an sRGB colour.
fn luminance([r, g, b]: [u8; 3]) -> f32 {
    let lin = |c: u8| {
        let c = c as f32 / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// WCAG contrast ratio between two colours (1 to 21).
pub fn contrast(a: [u8; 3], b: [u8; 3]) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `c` mixed towards white just enough to read at 4.5:1 on `bg` (unchanged if it already does):
/// the hue stays recognisable, only dark reds and blues get lighter.
pub fn readable(c: [u8; 3], bg: [u8; 3]) -> [u8; 3] {
    let mix = |t: f32| c.map(|v| (v as f32 + (255.0 - v as f32) * t).round() as u8);
    (0..=20)
        .map(|k| mix(k as f32 / 20.0))
        .find(|m| contrast(*m, bg) >= 4.5)
        .unwrap_or([255, 255, 255])
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::Colour;

    #[test]
    fn a_headings_figures_are_set_in_the_text_face() {
        let job = display_job("Level 12 of 6", 20.0, egui::Color32::WHITE);
        let runs: Vec<(&str, egui::FontFamily)> = job
            .sections
            .iter()
            .map(|s| {
                (
                    &job.text[s.byte_range.start.0..s.byte_range.end.0],
                    s.format.font_id.family.clone(),
                )
            })
            .collect();
        let text = egui::FontFamily::Proportional;
        assert_eq!(
            runs,
            [
                ("Level ", display()),
                ("12", text.clone()),
                (" of ", display()),
                ("6", text)
            ]
        );
    }

    #[test]
    fn every_meeple_colour_label_reads_at_four_and_a_half_to_one_on_the_panel() {
        for c in [
            Colour::Red,
            Colour::Green,
            Colour::Blue,
            Colour::Yellow,
            Colour::Pink,
        ] {
            let raw = crate::setup::colour_rgb(c);
            let shown = readable(raw, PANEL);
            assert!(contrast(shown, PANEL) >= 4.5, "{c:?}: {shown:?}");
            // The hue is kept: the strongest channel of the meeple colour stays the strongest.
            let top = |x: [u8; 3]| (0..3).max_by_key(|&i| x[i]).unwrap();
            assert_eq!(top(shown), top(raw), "{c:?}");
        }
        // The raw blue fails on its own (this is why labels go through `readable`).
        assert!(contrast(crate::setup::colour_rgb(Colour::Blue), PANEL) < 4.5);
    }

    /// Issue 49: the theme's buttons read in every state (text at 4.5:1 on the wood), their
    /// rims show on the panel, and headings are set in the display face.
    #[test]
    fn the_theme_reads_in_every_state_and_titles_in_the_display_face() {
        let ctx = crate::testing::headless::egui_context();
        style(&ctx);
        let st = ctx.global_style();
        let rgb = |c: egui::Color32| [c.r(), c.g(), c.b()];
        let w = &st.visuals.widgets;
        for (name, state) in [
            ("inactive", &w.inactive),
            ("hovered", &w.hovered),
            ("active", &w.active),
        ] {
            let on = contrast(rgb(state.fg_stroke.color), rgb(state.weak_bg_fill));
            assert!(on >= 4.5, "{name}: text at {on:.1}:1");
        }
        // Each state looks different from the one before it.
        assert!(w.hovered.weak_bg_fill != w.inactive.weak_bg_fill);
        assert!(w.active.bg_stroke.color != w.hovered.bg_stroke.color);
        assert_eq!(rgb(st.visuals.panel_fill), PANEL);
        assert_eq!(st.text_styles[&egui::TextStyle::Heading].family, display());
    }

    #[test]
    fn contrast_matches_the_wcag_extremes() {
        assert!((contrast([0, 0, 0], [255, 255, 255]) - 21.0).abs() < 0.01);
        assert!((contrast([90, 90, 90], [90, 90, 90]) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn the_smallest_text_style_is_twelve_px() {
        let ctx = egui::Context::default();
        style(&ctx);
        let st = ctx.global_style();
        let smallest = st
            .text_styles
            .values()
            .map(|f| f.size)
            .fold(f32::MAX, f32::min);
        assert_eq!(smallest, MIN_TEXT);
    }
}
