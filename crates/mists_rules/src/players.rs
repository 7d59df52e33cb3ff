//! Who plays (RULES §4.1): seats and their colours.

use crate::error::SetupError;
use crate::model::Colour;
use serde::{Deserialize, Serialize};

/// Who plays (RULES §4.1). Colours default to red, green, blue, yellow, black in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    pub players: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colours: Option<Vec<Vec<Colour>>>,
    /// Level 6 (revised): the three colours whose meeples go on the track; default the first three.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring_colours: Option<Vec<Colour>>,
}

impl PlayerSetup {
    pub fn new(players: u8) -> Self {
        PlayerSetup {
            players,
            colours: None,
            scoring_colours: None,
        }
    }

    /// Colours per seat, checked against RULES §4.1.
    pub fn seat_colours(&self) -> Result<Vec<Vec<Colour>>, SetupError> {
        let n = self.players as usize;
        if !(1..=5).contains(&n) {
            return Err(SetupError::Players(n));
        }
        let per_seat = match n {
            1 => 4,
            2 => 2,
            _ => 1,
        };
        let seats = match &self.colours {
            Some(c) => c.clone(),
            None => (0..n)
                .map(|s| Colour::ALL[s * per_seat..(s + 1) * per_seat].to_vec())
                .collect(),
        };
        if seats.len() != n || seats.iter().any(|s| s.len() != per_seat) {
            return Err(SetupError::ColoursPerSeat {
                players: n,
                per_seat,
            });
        }
        let mut all: Vec<Colour> = seats.iter().flatten().copied().collect();
        all.sort();
        all.dedup();
        if all.len() != n * per_seat {
            return Err(SetupError::ColourTwice);
        }
        Ok(seats)
    }
}
