//! Command-line flags of the game window (clap: `--help`, `--version`, one-line errors).

use clap::Parser;
use std::path::PathBuf;

#[derive(Parser, Clone, Debug, Default, PartialEq, Eq)]
#[command(
    name = "mists",
    version = mists_version::LONG,
    about = "Mists: the cooperative tile-laying game of ghosts and fog",
    after_help = "The headless tools (docs/cli.md): mists cli --help, or this file started as mists-cli.",
    // What starts a game at once (--autoplay needs one of them).
    group(clap::ArgGroup::new("start").args(["level", "join", "join_code", "competitive", "daily"]).multiple(false)),
    group(clap::ArgGroup::new("joining").args(["join", "join_code"]).multiple(false))
)]
pub struct Cli {
    /// Render every tile type of the tile set into OUT.png and exit (no window).
    #[arg(long, value_name = "OUT.png")]
    pub tile_sheet: Option<PathBuf>,
    /// Write the game's icon at 64, 128 and 256 px into DIR (mists-64.png …) and exit.
    #[arg(long, value_name = "DIR")]
    pub icons: Option<PathBuf>,
    /// Save the window once the first screen is drawn, then exit.
    #[arg(long, value_name = "OUT.png")]
    pub screenshot: Option<PathBuf>,
    /// Start level N at once, skipping the title page.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
    pub level: Option<u8>,
    /// The stronger bot: hints and bot seats search tile placements (up to a second each).
    #[arg(long)]
    pub search: bool,
    /// Start today's daily game (UTC) at once; --players N adds N-1 bot teammates.
    #[arg(long, conflicts_with_all = ["replay", "continue_game", "tutorial", "seed", "host", "host_code"])]
    pub daily: bool,
    /// Start the competitive game (RULES §20) at once: you in seat 1, the greedy bot in the
    /// others (--players, default 3). With --host or --host-code: host it online instead.
    #[arg(long, conflicts_with_all = ["replay", "continue_game", "tutorial", "bench_frames"])]
    pub competitive: bool,
    /// Players for --level (default 1) or --competitive (default 3).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: Option<u8>,
    /// Shuffle seed (default: random).
    #[arg(long)]
    pub seed: Option<u64>,
    /// With --level (or --host/--join): place T of your tiles with a simple policy (the first legal placement).
    #[arg(long, value_name = "T", requires = "start")]
    pub autoplay: Option<u32>,
    /// Start tutorial lesson N (the lessons of the Learn to play page, 1 first).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..), conflicts_with_all = ["level", "replay", "continue_game"])]
    pub tutorial: Option<u8>,
    /// Go on with the latest unfinished saved game.
    #[arg(long = "continue", conflicts_with_all = ["level", "replay"])]
    pub continue_game: bool,
    /// Watch a game record (docs/records.md), e.g. a saved game or a crash report.
    #[arg(long, value_name = "FILE", conflicts_with = "level")]
    pub replay: Option<PathBuf>,
    /// The language of the texts for this session: en, de, fr or ru (default: the settings, else
    /// the system's).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<crate::i18n::Lang>,
    /// Time frames of an empty table and of a full one (60 tiles, pieces, highlights) and write
    /// their means, 95th percentiles and ratio to OUT.json, then exit.
    #[arg(long, value_name = "OUT.json", conflicts_with_all = ["level", "replay", "continue_game", "tutorial", "screenshot"])]
    pub bench_frames: Option<PathBuf>,
    /// Frames timed per table for --bench-frames.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 300,
        requires = "bench_frames"
    )]
    pub bench_n: u32,
    /// No sound this session (the settings keep their volume).
    #[arg(long)]
    pub mute: bool,
    /// With --replay: start after the first K decisions.
    #[arg(long, value_name = "K", requires = "replay")]
    pub until: Option<usize>,
    /// Host the --level (or --competitive) online on PORT (docs/online.md); the title page is
    /// skipped.
    #[arg(long, value_name = "PORT", conflicts_with_all = ["join", "replay", "continue_game", "tutorial"])]
    pub host: Option<u16>,
    /// Host the --level (or --competitive) online by invite code (shown in the seats panel;
    /// docs/online.md).
    #[arg(long, conflicts_with_all = ["host", "join", "replay", "continue_game", "tutorial"])]
    pub host_code: bool,
    /// With --host: one per player, in seat order: here, remote or bot (default: here, then remote).
    #[arg(long, value_enum, value_delimiter = ',')]
    pub seats: Vec<SeatArg>,
    /// Join the online game at HOST:PORT.
    #[arg(long, value_name = "HOST:PORT", conflicts_with_all = ["level", "replay", "continue_game", "tutorial"])]
    pub join: Option<String>,
    /// Join the online game of this invite code, short (`K3QFM-2TXP7`) or long; also
    /// `mists join CODE` and a `mists://join/CODE` link (docs/online.md).
    #[arg(long, value_name = "CODE", conflicts_with_all = ["level", "replay", "continue_game", "tutorial", "host", "host_code"])]
    pub join_code: Option<String>,
    /// With --join or --join-code: the seat wanted (0 = the first player; default: the first
    /// free one).
    #[arg(long, value_name = "K", requires = "joining", value_parser = clap::value_parser!(u8).range(0..5))]
    pub seat: Option<u8>,
    /// With --join or --join-code: your name as the others see it.
    #[arg(long, requires = "joining")]
    pub name: Option<String>,
    /// Open a game by turns (a turn file, or a saved text form; docs/online.md "Play by turns")
    /// and play this player's turn; a turn that is not theirs is said on the Online page.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["host", "host_code", "join", "replay", "continue_game", "tutorial"])]
    pub turn: Option<PathBuf>,
    /// Play a list of inputs against the window (clicks on board cells, keys, waits; docs/game.md
    /// "Scripted runs"), then close it.
    #[arg(long, value_name = "FILE.ron", conflicts_with = "bench_frames")]
    pub script: Option<PathBuf>,
    /// Write what is on screen as JSON (docs/game.md): after the script's last step, else once
    /// the first screen has settled.
    #[arg(long, value_name = "OUT.json", conflicts_with = "bench_frames")]
    pub dump_view: Option<PathBuf>,
    /// The window's size in logical pixels, WIDTHxHEIGHT (default 1280x800).
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub window_size: Option<(u32, u32)>,
    /// Start in borderless fullscreen (F11 switches; the settings remember the last choice).
    #[arg(long)]
    pub fullscreen: bool,
}

/// The smallest and largest window side, in logical pixels.
pub const MIN_WINDOW: u32 = 320;
pub const MAX_WINDOW: u32 = 8192;

/// `--window-size 1024x640`: both at least 320 and at most 8192.
fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("'{s}' is not WIDTHxHEIGHT, e.g. 1024x640"))?;
    let n = |v: &str| {
        v.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (MIN_WINDOW..=MAX_WINDOW).contains(n))
            .ok_or_else(|| format!("'{v}' is not a size from 320 to 8192 pixels"))
    };
    Ok((n(w)?, n(h)?))
}

/// A seat as `--seats` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SeatArg {
    /// A person at this window.
    Here,
    /// A person at another computer.
    Remote,
    /// A bot at this computer.
    Bot,
}

impl From<SeatArg> for mists_net::SeatKind {
    fn from(s: SeatArg) -> Self {
        match s {
            SeatArg::Here => mists_net::SeatKind::Host,
            SeatArg::Remote => mists_net::SeatKind::Remote,
            SeatArg::Bot => mists_net::SeatKind::Bot,
        }
    }
}

/// A `--lang` that names none of the game's languages.
#[derive(Debug, thiserror::Error)]
#[error("{0:?}: one of en, de, fr, ru")]
pub struct UnknownLang(String);

fn parse_lang(s: &str) -> Result<crate::i18n::Lang, UnknownLang> {
    crate::i18n::Lang::from_code(s).ok_or_else(|| UnknownLang(s.to_string()))
}

/// The flags, or clap's verdict: help and version printed (exit 0), an error as one line (exit 2).
/// The headless tools' arguments (program name first) when this process was asked for them:
/// started as `mists-cli` (by a link, a wrapper's `exec -a` or a copy of the file) or as
/// `mists cli ARGS…`; None for the game.
pub fn tools_args(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Option<Vec<std::ffi::OsString>> {
    let mut args: Vec<std::ffi::OsString> = args.into_iter().collect();
    let name = args.first().map(std::path::Path::new)?.file_stem()?;
    if name == "mists-cli" {
        return Some(args);
    }
    if args.get(1).is_some_and(|a| a == "cli") {
        args.splice(0..2, [std::ffi::OsString::from("mists-cli")]);
        return Some(args);
    }
    None
}

/// Join links (issue 50): `mists join CODE` and `mists mists://join/CODE` (what a desktop opens
/// a link with) become `--join-code CODE`; a `mists://` link of another kind is an error.
pub fn link_args(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Result<Vec<std::ffi::OsString>, String> {
    let mut args: Vec<std::ffi::OsString> = args.into_iter().collect();
    if args.get(1).is_some_and(|a| a == "join") && args.len() >= 3 {
        args[1] = "--join-code".into();
        return Ok(args);
    }
    for i in 1..args.len() {
        let Some(text) = args[i].to_str() else {
            continue;
        };
        let Some(rest) = text.strip_prefix("mists://") else {
            continue;
        };
        let code = rest
            .strip_prefix("join/")
            .map(|c| c.trim_matches('/').replace("%20", " ").replace("%2D", "-"))
            .filter(|c| !c.is_empty())
            .ok_or_else(|| format!("{text}: not a join link (mists://join/CODE)"))?;
        args.splice(i..=i, ["--join-code".into(), code.into()]);
        return Ok(args);
    }
    Ok(args)
}

pub fn parse() -> Result<Cli, std::process::ExitCode> {
    let args = link_args(std::env::args_os()).map_err(|e| {
        eprintln!("mists: {e}");
        std::process::ExitCode::from(2)
    })?;
    Cli::try_parse_from(args).map_err(|e| {
        use clap::error::ErrorKind;
        if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
            let _ = e.print();
            return std::process::ExitCode::SUCCESS;
        }
        let first = first_paragraph(&e);
        eprintln!("mists: {first} (mists --help lists the flags)");
        std::process::ExitCode::from(2)
    })
}

/// clap's message as one line: its first paragraph, so a list of missing or conflicting arguments
/// (clap puts it on the lines after "…were not provided:") is named, and the usage is not.
fn first_paragraph(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let lines: Vec<&str> = text
        .lines()
        .skip_while(|l| l.trim().is_empty())
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    let joined = lines.join(" ");
    let line = joined.trim_start_matches("error: ");
    if line.is_empty() {
        "bad arguments".to_string()
    } else {
        line.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("mists").chain(s.split_whitespace()))
    }

    fn os(args: &[&str]) -> Vec<std::ffi::OsString> {
        args.iter().map(Into::into).collect()
    }

    /// Issue 50: `mists join CODE` and a `mists://join/CODE` link open the join.
    #[test]
    fn join_links_open_the_join_by_code() {
        let parsed = |a: &[&str]| Cli::try_parse_from(link_args(os(a)).unwrap()).unwrap();
        let c = parsed(&["mists", "join", "K3QFM-2TXP7"]);
        assert_eq!(c.join_code.as_deref(), Some("K3QFM-2TXP7"));
        let c = parsed(&["mists", "mists://join/K3QFM-2TXP7/", "--seat", "1"]);
        assert_eq!(
            (c.join_code.as_deref(), c.seat),
            (Some("K3QFM-2TXP7"), Some(1))
        );
        assert!(link_args(os(&["mists", "mists://host/x"])).is_err());
        assert!(link_args(os(&["mists", "mists://join/"])).is_err());
        // A join link starts nothing else.
        assert!(
            Cli::try_parse_from(link_args(os(&["mists", "join", "X", "--level", "2"])).unwrap())
                .is_err()
        );
        assert!(parse("--seat 1").is_err(), "a seat without a join");
    }

    #[test]
    fn the_tools_answer_to_their_name_and_to_cli() {
        // Started under the tools' name, by path or as a Windows file: every argument is theirs.
        let by_name = os(&["/opt/mists/mists-cli", "check", "x.ron"]);
        assert_eq!(tools_args(by_name.clone()), Some(by_name));
        assert!(tools_args(os(&["mists-cli.exe", "--version"])).is_some());
        // `mists cli …`: the word is taken off and the tools' name put first.
        assert_eq!(
            tools_args(os(&["/usr/bin/mists", "cli", "tiles", "t.ron"])),
            Some(os(&["mists-cli", "tiles", "t.ron"]))
        );
        // The game's own flags, and `cli` anywhere but first, stay the game's.
        assert_eq!(tools_args(os(&["mists", "--level", "3"])), None);
        assert_eq!(tools_args(os(&["mists", "--lang", "cli"])), None);
        assert_eq!(tools_args(os(&["mists"])), None);
    }

    #[test]
    fn flags_parse_and_bad_ones_say_why() {
        let c = parse("--level 3 --seed 42 --autoplay 10 --screenshot /tmp/a.png").unwrap();
        assert_eq!(c.level, Some(3));
        assert_eq!(c.seed, Some(42));
        assert_eq!(c.autoplay, Some(10));
        assert_eq!(c.screenshot, Some(PathBuf::from("/tmp/a.png")));
        assert_eq!(parse("").unwrap().level, None);
        assert_eq!(parse("").unwrap().bench_n, 300);
        assert!(
            parse("--bench-n 5").is_err(),
            "--bench-n needs --bench-frames"
        );
        assert!(
            parse("--level 7")
                .unwrap_err()
                .to_string()
                .contains("1..=6")
        );
        assert!(
            parse("--autoplay 3")
                .unwrap_err()
                .to_string()
                .contains("--level")
        );
        assert!(parse("--seed x").is_err());
        assert_eq!(
            parse("--window-size 1024x640").unwrap().window_size,
            Some((1024, 640))
        );
        let small = parse("--window-size 100x640").unwrap_err().to_string();
        assert!(small.contains("'100'"), "{small}");
        assert!(parse("--window-size 1024").is_err());
        assert!(parse("--tile-sheet").is_err());
        assert!(parse("--frobnicate").is_err());
        assert_eq!(parse("--tutorial 2 --lang de").unwrap().tutorial, Some(2));
        assert!(parse("--tutorial 0").is_err());
        assert!(parse("--tutorial 1 --level 2").is_err());
        assert_eq!(
            parse("--lang ru").unwrap().lang,
            Some(crate::i18n::Lang::Ru)
        );
        assert!(
            parse("--lang xx")
                .unwrap_err()
                .to_string()
                .contains("en, de, fr, ru")
        );
        // The one line printed names what is missing or in conflict (not just "…not provided:").
        let missing = first_paragraph(&parse("--autoplay 5").unwrap_err());
        assert!(
            missing.contains("were not provided") && missing.contains("--level"),
            "{missing}"
        );
        let clash = first_paragraph(&parse("--level 2 --replay r.ron").unwrap_err());
        assert!(
            clash.contains("--level") && clash.contains("--replay"),
            "{clash}"
        );
        assert!(!clash.contains("Usage"), "{clash}");
        let v = parse("--version").unwrap_err();
        assert_eq!(v.kind(), clap::error::ErrorKind::DisplayVersion);
        assert!(v.to_string().contains(mists_version::COMMIT), "{v}");
    }
}
