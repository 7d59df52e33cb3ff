//! The CLI's errors (each prints as one line naming its file) and its output: a closed stdout
//! (`mists-cli … | head`) ends the command quietly instead of panicking in `println!`.

use std::io::Write;
use std::process::ExitCode;

#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Knock(mists_net::p2p::door::KnockError),
    #[error(transparent)]
    Tiles(#[from] mists_board::TileSetError),
    #[error(transparent)]
    Read(#[from] mists_board::input::ReadError),
    #[error(transparent)]
    Level(#[from] mists_rules::level::LevelError),
    #[error(transparent)]
    Record(#[from] mists_rules::record::RecordError),
    #[error(transparent)]
    Review(#[from] mists_bot::review::ReviewError),
    #[error(transparent)]
    Lesson(#[from] mists_rules::lesson::LessonError),
    #[error(transparent)]
    Daily(#[from] mists_rules::daily::DailyError),
    #[error("no data folder: set MISTS_DATA_DIR or pass --data")]
    NoDataDir,
    #[error("{file}: cannot start the game: {source}")]
    Setup {
        file: String,
        #[source]
        source: mists_rules::SetupError,
    },
    #[error("{file}: cannot read: {source}")]
    ReadFile {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}: cannot write: {source}")]
    Write {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("the engine refused its own option: {0}")]
    Refused(mists_rules::Rejected),
    #[error(transparent)]
    Competitive(#[from] mists_rules::competitive::file::FileError),
    #[error("the competitive game is played by `greedy`, `search` or `random`, not {0:?}")]
    CompetitiveBot(String),
    #[error("the competitive engine refused its own option: {0}")]
    CompetitiveRefused(mists_rules::competitive::PlayError),
    #[error("online: {0}")]
    Net(#[from] mists_net::NetError),
    #[error(transparent)]
    Token(#[from] mists_net::seats::TokenError),
    #[error(transparent)]
    Turn(#[from] mists_net::turns::TurnError),
    #[error("the engine stopped without a decision")]
    Stuck,
    /// An argument clap cannot check itself (a rule switch, a colour).
    #[error("{0}")]
    Args(String),
    #[error("seed {seed}: {source}")]
    Bot {
        seed: u64,
        #[source]
        source: mists_bot::PlayError,
    },
    #[error("unknown bot {0:?}: choose one of {bots}, {search} (or the diagnostic {diag})", bots = mists_bot::BOT_NAMES.join(", "), search = mists_bot::SEARCH, diag = mists_bot::DIAGNOSTIC_BOTS.join(", "))]
    UnknownBot(String),
    #[error("{0}")]
    Json(#[from] serde_json::Error),
    #[error("{0}")]
    Output(std::io::Error),
    #[error("fuzz: {failures} failure(s) (panics or wrong answers) in {runs} runs")]
    Fuzz { failures: u64, runs: u64 },
    /// `relay` in a build without the relay server (the shipped game file, `mists cli relay`).
    #[cfg(not(feature = "relay-server"))]
    #[error(
        "this build has no relay server (the shipped game leaves it out); build the tools with it: \
         cargo build --release -p mists_cli, then target/release/mists-cli relay (docs/online.md)"
    )]
    NoRelayServer,
    /// Standard output was closed by the reader: not an error for the user.
    #[error("output closed")]
    ClosedOutput,
}

/// Write one line to standard output.
pub fn out(line: &str) -> Result<(), CliError> {
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "{line}").map_err(|e| match e.kind() {
        std::io::ErrorKind::BrokenPipe => CliError::ClosedOutput,
        _ => CliError::Output(e),
    })
}

/// clap's verdict on the arguments: help and version as clap prints them; an error as one line
/// (its first), exit 2.
pub fn clap_exit(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let text = e.render().to_string();
        let code = if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
            2
        } else {
            0
        };
        let _ = if code == 0 {
            write!(std::io::stdout(), "{text}")
        } else {
            write!(std::io::stderr(), "{text}")
        };
        return ExitCode::from(code);
    }
    let text = e.render().to_string();
    let first = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("bad arguments")
        .trim_start_matches("error: ");
    let _ = writeln!(
        std::io::stderr(),
        "error: {first} (mists-cli --help lists the commands)"
    );
    ExitCode::from(2)
}
