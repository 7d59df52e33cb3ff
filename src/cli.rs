//! Command-line flags (no parser dependency: a handful of flags).

use std::path::PathBuf;

pub const USAGE: &str = "\
usage: mists [FLAGS]
  --tile-sheet OUT.png   render every tile type of the tile set into OUT.png and exit (no window)
  --screenshot OUT.png   save the window once the first screen is drawn, then exit
  --level N              start level N (1-6) at once, skipping the level select
  --players N            players for --level (1-5, default 1)
  --seed S               shuffle seed (default: random)
  --autoplay T           with --level: place T tiles with a simple policy (first legal placement)
  -h, --help             this text";

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cli {
    pub tile_sheet: Option<PathBuf>,
    pub screenshot: Option<PathBuf>,
    pub level: Option<u8>,
    pub players: Option<u8>,
    pub seed: Option<u64>,
    pub autoplay: Option<u32>,
    pub help: bool,
}

impl Cli {
    pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<Cli, String> {
        let mut cli = Cli::default();
        let mut args = args.into_iter();
        while let Some(flag) = args.next() {
            let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
            match flag.as_str() {
                "--tile-sheet" => cli.tile_sheet = Some(value("--tile-sheet")?.into()),
                "--screenshot" => cli.screenshot = Some(value("--screenshot")?.into()),
                "--level" => {
                    let n = number::<u8>("--level", &value("--level")?)?;
                    if !(1..=6).contains(&n) {
                        return Err(format!("--level {n}: levels are 1 to 6"));
                    }
                    cli.level = Some(n);
                }
                "--players" => {
                    let n = number::<u8>("--players", &value("--players")?)?;
                    if !(1..=5).contains(&n) {
                        return Err(format!("--players {n}: 1 to 5 players"));
                    }
                    cli.players = Some(n);
                }
                "--seed" => cli.seed = Some(number("--seed", &value("--seed")?)?),
                "--autoplay" => cli.autoplay = Some(number("--autoplay", &value("--autoplay")?)?),
                "-h" | "--help" => cli.help = true,
                other => return Err(format!("unknown flag {other:?}")),
            }
        }
        if cli.autoplay.is_some() && cli.level.is_none() {
            return Err("--autoplay needs --level".into());
        }
        Ok(cli)
    }
}

fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{flag} {text:?}: not a number"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Cli, String> {
        Cli::parse(s.split_whitespace().map(String::from))
    }

    #[test]
    fn flags_parse_and_bad_ones_say_why() {
        let c = parse("--level 3 --seed 42 --autoplay 10 --screenshot /tmp/a.png").unwrap();
        assert_eq!(c.level, Some(3));
        assert_eq!(c.seed, Some(42));
        assert_eq!(c.autoplay, Some(10));
        assert_eq!(c.screenshot, Some(PathBuf::from("/tmp/a.png")));
        assert_eq!(parse("").unwrap(), Cli::default());
        assert!(parse("--level 7").unwrap_err().contains("1 to 6"));
        assert!(parse("--autoplay 3").unwrap_err().contains("--level"));
        assert!(parse("--seed x").unwrap_err().contains("not a number"));
        assert!(parse("--tile-sheet").unwrap_err().contains("needs a value"));
        assert!(parse("--frobnicate").is_err());
    }
}
