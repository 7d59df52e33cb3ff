//! What every layer of the window reads and nothing of the game: the screen and menu states, the
//! ordered phases of `Update`, the pausable set, where the assets are and how the app was launched.
//! It imports no module of the game (README "Layers"), so any module may import it.

use bevy::prelude::*;
use std::path::PathBuf;

/// When the process started (the start-up time to the title page is logged, README "Release").
pub static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();

#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Screen {
    #[default]
    Loading,
    /// The title page and the pages it leads to ([`Page`]: the levels, lessons, saved games…).
    Title,
    Playing,
    GameOver,
    /// The competitive game (RULES §20), its own screen from first tile to final scores.
    Competitive,
}

/// The pages of the title screen, one at a time: the title page and the full-window pages
/// it leads to (`screens::title`, `layout::page`).
#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Page {
    #[default]
    Title,
    Levels,
    Lessons,
    Competitive,
    Online,
    Saves,
    About,
    Daily,
    Stats,
}

/// Menus that overlay a screen without tearing it down (a second state machine).
#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Menu {
    #[default]
    None,
    Pause,
}

/// The `assets/` folder in use (see `asset_root`).
#[derive(Resource, Debug, Clone)]
pub struct AssetRoot(pub PathBuf);

/// How the app was launched.
#[derive(Resource, Debug, Clone, Default)]
pub struct Launch {
    /// `--level N`: skip the title page.
    pub start_at_once: bool,
    /// `--competitive`: start the competitive game at once.
    pub competitive: bool,
}

/// The phases of `Update`, in order. If you add a variant, place it in the chain below.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
pub enum AppSystems {
    /// Turn raw input into intents (Messages).
    RecordInput,
    /// Everything else: placement, camera, board view.
    Update,
    /// Hand the players' decisions to the rules engine (`Decide` Messages).
    Decide,
    /// Between the engine's intake and its step: a lesson holds back all but its expected decision.
    Gate,
    /// After the engine's step: mirror its state for the view, answer automatic decisions.
    Publish,
}

/// The phases of the egui pass, in order: the text style, then the docked panels (the dock's
/// slots, `layout::dock`: the first of each column, those stacked under them, those at the
/// column's foot, then the table's long panels that take what is left), then what is shown over
/// them (choosers, menus and dialogs, which dim the table).
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash)]
pub enum UiPass {
    Style,
    Docked,
    DockedThen,
    DockedBelow,
    DockedLast,
    Over,
}

/// The part of the window that shows the board while panels are docked round it (logical window
/// px, origin top-left); None when nothing is docked. The camera frames inside it and the board
/// takes no pointer input outside it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct BoardArea(pub Option<Rect>);

/// Everything that advances the game (rule steps, bot seats, the teammate, autoplay, clicks and
/// keys that decide): it stops while a menu is open.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash)]
pub struct PausableSystems;

pub(crate) fn configure_app_systems(app: &mut App) {
    use mists_rules::RulesSet;
    app.init_resource::<BoardArea>();
    app.configure_sets(
        Update,
        (
            AppSystems::RecordInput,
            AppSystems::Update,
            AppSystems::Decide,
            RulesSet::Intake,
            AppSystems::Gate,
            RulesSet::Step,
            AppSystems::Publish,
        )
            .chain(),
    );
    app.configure_sets(
        bevy_egui::EguiPrimaryContextPass,
        (
            UiPass::Style,
            UiPass::Docked,
            UiPass::DockedThen,
            UiPass::DockedBelow,
            UiPass::DockedLast,
            UiPass::Over,
        )
            .chain(),
    );
    app.configure_sets(Update, PausableSystems.run_if(in_state(Menu::None)));
    app.configure_sets(Update, RulesSet::Step.in_set(PausableSystems));
}

/// The competitive screen's start (what sets a match up for it runs before).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompetitiveStart;

/// A match set up elsewhere (a lesson's position): the next start plays it as it is, every seat
/// a person here, nothing saved.
#[derive(Resource, Clone)]
pub struct StartFrom {
    pub m: mists_rules::competitive::Match,
    /// What it was set up from (named in the log).
    pub from: std::path::PathBuf,
}
