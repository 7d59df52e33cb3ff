//! The rule switches (RULES §18) and players' colours (§4.1) of a game, as `host` and `turn new`
//! take them: what the window's New game page sets, for headless games.

use crate::error::CliError;
use mists_rules::level::{LevelConfig, Settings};
use mists_rules::{Colour, PlayerSetup};

#[derive(clap::Args, Clone, Debug, Default)]
pub struct TableArgs {
    /// A rule switch of RULES §18, as NAME=VALUE in the preset file's own words (repeatable),
    /// e.g. `houndVicinity=N4`, `pacifyOnUnoccupied=true`, `jointScoring=Majority`.
    #[arg(long = "set", value_name = "NAME=VALUE")]
    pub set: Vec<String>,
    /// Each seat's colours, seats separated by commas and a seat's colours by `+`
    /// (`red+green,blue+yellow`); RULES §4.1 says how many each seat has.
    #[arg(long)]
    pub colours: Option<String>,
}

impl TableArgs {
    /// `cfg` with the switches set (an unknown name or a bad value is an error naming it).
    pub fn apply(&self, cfg: &mut LevelConfig) -> Result<(), CliError> {
        for s in &self.set {
            cfg.settings = set(&cfg.settings, s)?;
        }
        Ok(())
    }

    /// The players' setup: `players` seats, coloured as given (checked by the rules at setup).
    pub fn players(&self, players: u8) -> Result<PlayerSetup, CliError> {
        let mut setup = PlayerSetup::new(players);
        if let Some(text) = &self.colours {
            setup.colours = Some(colours(text)?);
            setup
                .seat_colours()
                .map_err(|e| CliError::Args(format!("--colours {text}: {e}")))?;
        }
        Ok(setup)
    }
}

/// `settings` with one switch `NAME=VALUE` changed, through the preset's own RON: names and
/// values are the preset file's, and the engine's reader checks them. The settings are a flat
/// struct of plain values (`(houndVicinity:N8,pacifyOnUnoccupied:false,…)`).
fn set(settings: &Settings, arg: &str) -> Result<Settings, CliError> {
    let bad = |why: String| CliError::Args(format!("--set {arg}: {why}"));
    let (name, value) = arg
        .split_once('=')
        .ok_or_else(|| bad("write it as NAME=VALUE".into()))?;
    let (name, value) = (name.trim(), value.trim());
    let text = ron::to_string(settings).map_err(|e| bad(e.to_string()))?;
    let mut fields: Vec<(String, String)> = text
        .trim_matches(|c| c == '(' || c == ')')
        .split(',')
        .filter_map(|f| f.split_once(':'))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let Some(field) = fields.iter_mut().find(|(k, _)| k == name) else {
        let names: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
        return Err(bad(format!(
            "no rule switch {name:?}; they are {}",
            names.join(", ")
        )));
    };
    if value.is_empty() || value.contains([',', '(', ')', ':']) {
        return Err(bad("the value is one word or number".into()));
    }
    field.1 = value.to_string();
    let text: Vec<String> = fields.iter().map(|(k, v)| format!("{k}:{v}")).collect();
    ron::from_str(&format!("({})", text.join(","))).map_err(|e| bad(e.to_string()))
}

fn colours(text: &str) -> Result<Vec<Vec<Colour>>, CliError> {
    text.split(',')
        .map(|seat| {
            seat.split('+')
                .map(|c| {
                    let c = c.trim().to_lowercase();
                    Colour::ALL.into_iter().find(|k| k.name() == c).ok_or_else(|| {
                        CliError::Args(format!(
                            "--colours: {c:?} is not a colour (red, green, blue, yellow, black, pink)"
                        ))
                    })
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_board::Neighbourhood;

    #[test]
    fn a_switch_is_set_by_its_presets_name_and_a_bad_one_is_named() {
        let s = set(&Settings::default(), "houndVicinity=N4").unwrap();
        assert_eq!(s.hound_vicinity, Neighbourhood::N4);
        let s = set(&s, "pacifyOnUnoccupied = true").unwrap();
        assert!(s.pacify_on_unoccupied);
        assert_eq!(s.hound_vicinity, Neighbourhood::N4, "the first one stays");
        let e = set(&s, "houndVicnity=N4").unwrap_err().to_string();
        assert!(e.contains("no rule switch \"houndVicnity\""), "{e}");
        assert!(e.contains("houndVicinity"), "lists the names: {e}");
        let e = set(&s, "houndVicinity=N5").unwrap_err().to_string();
        assert!(e.starts_with("--set houndVicinity=N5"), "{e}");
        assert!(set(&s, "houndVicinity").is_err());
        assert!(set(&s, "houndVicinity=(N4)").is_err());
    }

    #[test]
    fn colours_per_seat_are_read_and_checked_by_the_rules() {
        let a = TableArgs {
            colours: Some("Red+pink,blue+yellow".into()),
            ..Default::default()
        };
        let p = a.players(2).unwrap();
        assert_eq!(
            p.colours.unwrap(),
            [
                vec![Colour::Red, Colour::Pink],
                vec![Colour::Blue, Colour::Yellow]
            ]
        );
        let twice = TableArgs {
            colours: Some("red+red,blue+yellow".into()),
            ..Default::default()
        };
        assert!(twice.players(2).is_err());
        let unknown = TableArgs {
            colours: Some("red+teal,blue+yellow".into()),
            ..Default::default()
        };
        let e = unknown.players(2).unwrap_err().to_string();
        assert!(e.contains("\"teal\" is not a colour"), "{e}");
    }
}
