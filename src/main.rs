//! Mists: the game window. The app's shape can be read from this file and the `mod.rs` files:
//! one plugin per module, screens as states, one ordered set of Update phases.

// Bevy systems take their queries and resources as parameters (issue 46: only the crates
// with systems allow it).
#![allow(clippy::too_many_arguments)]

// First: its `tr!` macro is used by the modules below.
#[macro_use]
mod i18n;

mod asset_root;
mod bench;
mod board_view;
mod camera;
mod cli;
mod competitive;
mod crash;
mod daily;
mod egui_idle;
mod fonts;
mod grid;
mod input;
mod keymap;
mod layout;
mod menus;
mod online;
mod pad;
mod play;
mod progress;
mod replay;
mod review;
mod saves;
mod screens;
mod screenshot;
mod script;
mod script_keys;
#[cfg(test)]
mod script_tests;
mod script_view;
mod settings;
mod setup;
mod shared;
mod sound;
mod storage;
#[cfg(test)]
mod testing;
mod tile_art;
mod tile_textures;
mod tutorial;
mod ui;
mod undo;
mod window_icon;

use bevy::asset::AssetPlugin;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy::winit::WinitSettings;
use bevy_egui::EguiPlugin;
use shared::AssetRoot;
use std::path::PathBuf;

#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    // One shipped file is both the game and the headless tools (issue 45): `mists cli …`, or this
    // file started under the name `mists-cli` (a link or a copy), runs `mists-cli`.
    if let Some(args) = cli::tools_args(std::env::args_os()) {
        return mists_cli::main_with(args);
    }
    shared::STARTED.get_or_init(std::time::Instant::now);
    let cli = match cli::parse() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let root = asset_root::asset_root();
    let tiles = root.join("tiles/mists.ron");
    // The window's text and the numbers on pieces need the font files beside the game.
    if let Err(e) = fonts::fonts() {
        eprintln!("mists: {e}");
        return std::process::ExitCode::from(2);
    }
    let script = match script::Script::for_cli(&cli) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("mists: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let done = if let Some(out) = &cli.tile_sheet {
        Some(
            tile_art::sheet::write_sheet(&tiles, out)
                .map(|(w, h)| format!("{}: {w}×{h}", out.display())),
        )
    } else {
        cli.icons.as_ref().map(|dir| {
            tile_art::icon::write_icons(&tiles, dir).map(|files| {
                let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
                names.join("\n")
            })
        })
    };
    match done {
        Some(Ok(text)) => {
            println!("{text}");
            std::process::ExitCode::SUCCESS
        }
        Some(Err(e)) => {
            eprintln!("mists: {e}");
            std::process::ExitCode::from(2)
        }
        None => match App::new()
            .add_plugins(AppPlugin { cli, root, script })
            .run()
        {
            AppExit::Success => std::process::ExitCode::SUCCESS,
            AppExit::Error(code) => std::process::ExitCode::from(code.get()),
        },
    }
}

struct AppPlugin {
    cli: cli::Cli,
    root: PathBuf,
    /// `--script` / `--dump-view`, read before the window opens.
    script: Option<script::Script>,
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        let (settings, problem) = storage::data_dir()
            .as_deref()
            .map(settings::UserSettings::load)
            .unwrap_or_default();
        app.add_plugins(
            DefaultPlugins
                .set(AssetPlugin {
                    file_path: self.root.display().to_string(),
                    ..default()
                })
                .set(WindowPlugin {
                    primary_window: Some(self.window(&settings)),
                    ..default()
                }),
        );
        app.add_plugins((EguiPlugin::default(), egui_idle::plugin));

        // Sleep until input unless something animates (systems send `RequestRedraw` then);
        // screenshot runs need frames to flow without input.
        app.insert_resource(
            if self.cli.screenshot.is_some()
                || self.cli.bench_frames.is_some()
                || self.cli.script.is_some()
                || self.cli.dump_view.is_some()
            {
                WinitSettings::continuous()
            } else {
                WinitSettings::desktop_app()
            },
        );
        app.insert_resource(ClearColor(Color::srgb(0.13, 0.15, 0.19)));
        app.insert_resource(AssetRoot(self.root.clone()));
        app.insert_resource(settings::display::WindowMemory(self.remembers_window()));
        self.texts(app, settings, problem);
        self.launch(app);

        shared::configure_app_systems(app);
        app.add_plugins((
            screens::plugin,
            menus::plugin,
            camera::plugin,
            input::plugin,
            play::plugin,
            progress::plugin,
            crash::plugin,
            saves::plugin,
            undo::plugin,
            replay::plugin,
            ui::plugin,
            board_view::plugin,
            screenshot::plugin,
            tile_textures::plugin,
            settings::plugin,
        ));
        app.add_plugins((
            layout::plugin,
            review::plugin,
            tutorial::plugin,
            daily::plugin,
            script::plugin,
            sound::plugin,
            bench::plugin,
            online::plugin,
            pad::plugin,
            competitive::plugin,
            window_icon::plugin,
        ));
    }
}

impl AppPlugin {
    /// Whether this session opens the window the settings remember (and remembers it): not when
    /// the command line sets the window or runs a script, a screenshot or the frame bench.
    fn remembers_window(&self) -> bool {
        let c = &self.cli;
        c.window_size.is_none()
            && c.script.is_none()
            && c.screenshot.is_none()
            && c.dump_view.is_none()
            && c.bench_frames.is_none()
    }

    /// The first window: the command line's size, else the one the settings remember (issue 48).
    fn window(&self, settings: &settings::UserSettings) -> Window {
        let (size, at, mode) = settings::display::first_window(
            settings,
            self.cli.window_size,
            self.cli.fullscreen,
            self.remembers_window(),
        );
        let (w, h) = size.unwrap_or((1280, 800));
        Window {
            title: "Mists".into(),
            resolution: WindowResolution::new(w, h),
            position: at.map_or(bevy::window::WindowPosition::Automatic, |p| {
                bevy::window::WindowPosition::At(p)
            }),
            mode,
            // The frame bench times the work, not the wait for the display.
            present_mode: if self.cli.bench_frames.is_some() {
                bevy::window::PresentMode::AutoNoVsync
            } else {
                default()
            },
            ..default()
        }
    }

    /// The settings and the texts in their language (`--lang` wins for this session). Texts that
    /// cannot be read fall back to English, then to the message ids themselves.
    fn texts(&self, app: &mut App, settings: settings::UserSettings, problem: Option<String>) {
        if let Some(p) = &problem {
            warn!("settings were damaged and set aside: {p}");
        }
        app.insert_resource(settings::SettingsProblem(problem));
        let lang = self
            .cli
            .lang
            .or(settings.lang)
            .unwrap_or_else(i18n::Lang::from_system);
        let tr = i18n::Tr::load(&self.root, lang)
            .or_else(|e| {
                error!("{e}");
                i18n::Tr::load(&self.root, i18n::Lang::En)
            })
            .unwrap_or_else(|e| {
                error!("{e}");
                i18n::Tr::empty()
            });
        app.insert_resource(tr);
        app.insert_resource(settings);
    }

    /// Turn the command line into the first game's setup.
    fn launch(&self, app: &mut App) {
        let cli = &self.cli;
        let mut setup = setup::GameSetup {
            level: cli.level.unwrap_or(1),
            players: cli.players.unwrap_or(1),
            seed: cli.seed,
            search: cli.search,
            ..default()
        };
        setup.assign_default_colours();
        if cli.daily {
            let today = daily::load(&self.root, None, mists_rules::daily::Day::today()).today;
            daily::set_up_daily(&mut setup, &today, cli.players.unwrap_or(1) - 1);
        }
        app.insert_resource(setup);
        app.insert_resource(shared::Launch {
            start_at_once: (cli.level.is_some() || cli.daily)
                && cli.host.is_none()
                && !cli.host_code,
            // Hosted online, the match starts when the lobby has served it.
            competitive: cli.competitive && cli.host.is_none() && !cli.host_code,
        });
        if cli.competitive {
            let mut v = competitive::CompetitiveChoices {
                seed: cli.seed,
                ..default()
            };
            v.set_players(cli.players.unwrap_or(3));
            v.bots = (0..v.players).map(|s| s > 0).collect();
            // Screenshot and autoplay runs need no pause between the bots' decisions.
            if cli.screenshot.is_some() || cli.autoplay.is_some() {
                v.bot_delay = 0.0;
            }
            app.insert_resource(v);
        }
        if cli.host.is_some()
            || cli.host_code
            || cli.join.is_some()
            || cli.join_code.is_some()
            || cli.turn.is_some()
        {
            online::launch(app, cli);
        }
        if let Some(n) = cli.autoplay {
            app.insert_resource(play::autoplay::Autoplay { remaining: n });
        }
        // Autoplay and screenshot runs let the teammate answer every other decision.
        if cli.autoplay.is_some() || cli.screenshot.is_some() {
            app.insert_resource(play::answer::Teammate::auto_on());
        }
        if let Some(s) = &self.script {
            app.insert_resource(s.clone());
        }
        if let Some(path) = &cli.screenshot {
            app.insert_resource(screenshot::ScreenshotRequest::new(path.clone()));
        }
        if cli.continue_game {
            app.insert_resource(screens::saved::LaunchAction::Continue);
        }
        app.insert_resource(sound::Mute(
            cli.mute || cli.screenshot.is_some() || cli.bench_frames.is_some(),
        ));
        if let Some(out) = &cli.bench_frames {
            app.insert_resource(bench::Bench::new(out.clone(), cli.bench_n));
        }
        if let Some(n) = cli.tutorial {
            app.insert_resource(tutorial::StartLesson(n as usize));
        }
        if let Some(path) = &cli.replay {
            app.insert_resource(screens::saved::LaunchAction::Replay {
                path: path.clone(),
                until: cli.until.unwrap_or(0),
            });
        }
    }
}
