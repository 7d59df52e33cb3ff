//! Short codes (issue 50): ten characters a friend can read out on a voice call, `K3QFM-2TXP7`.
//! The first five find the game, the next four prove the holder was invited, the last is a check
//! so that a mistyped code is refused before anything is dialled. The two parts are drawn
//! independently from the system's random source: the part that finds the game says nothing
//! about the part that opens it (docs/online.md, "Short codes", has the threat model).
//!
//! The finding part names a door: an iroh endpoint whose key is derived from those five
//! characters, reachable through discovery or one's own relay. The opening part is a password for
//! a SPAKE2 exchange behind that door (`door.rs`), so a wrong guess learns nothing and costs a try.

use iroh::SecretKey;

/// Characters that survive being read aloud: no 0/O, no 1/I/L (31 of them).
pub const ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Characters that find the door.
pub const FIND_LEN: usize = 5;
/// Characters of the password.
pub const OPEN_LEN: usize = 4;
/// All characters of a code, with its check.
pub const CODE_LEN: usize = FIND_LEN + OPEN_LEN + 1;

/// A game's short code: indices into [`ALPHABET`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShortCode {
    find: [u8; FIND_LEN],
    open: [u8; OPEN_LEN],
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShortCodeError {
    #[error("a short code has no {0:?}: its letters are A–Z without I, L and O, and digits 2–9")]
    Letter(char),
    #[error("a short code has {CODE_LEN} letters and digits (found {0})")]
    Length(usize),
    #[error("this short code is mistyped (its last character does not match the others)")]
    Check,
}

impl ShortCode {
    /// A fresh code from the system's random source; each part drawn on its own.
    pub fn random() -> Result<ShortCode, super::P2pError> {
        let mut find = [0u8; FIND_LEN];
        let mut open = [0u8; OPEN_LEN];
        fill(&mut find)?;
        fill(&mut open)?;
        Ok(ShortCode { find, open })
    }

    /// The code to show and read out: two groups of five.
    pub fn text(&self) -> String {
        let chars = self.chars();
        let s: String = chars
            .iter()
            .map(|&i| ALPHABET[i as usize] as char)
            .collect();
        format!("{}-{}", &s[..5], &s[5..])
    }

    /// Read a code as typed: case, spaces and dashes do not matter.
    pub fn parse(text: &str) -> Result<ShortCode, ShortCodeError> {
        let mut idx = Vec::with_capacity(CODE_LEN);
        for c in text.chars() {
            if matches!(c, '-' | ' ' | '\t' | '\n' | '\r') {
                continue;
            }
            let up = c.to_ascii_uppercase();
            match ALPHABET.iter().position(|&a| a as char == up) {
                Some(i) => idx.push(i as u8),
                None => return Err(ShortCodeError::Letter(c)),
            }
        }
        if idx.len() != CODE_LEN {
            return Err(ShortCodeError::Length(idx.len()));
        }
        if check(&idx[..CODE_LEN - 1]) != idx[CODE_LEN - 1] {
            return Err(ShortCodeError::Check);
        }
        let mut code = ShortCode {
            find: [0; FIND_LEN],
            open: [0; OPEN_LEN],
        };
        code.find.copy_from_slice(&idx[..FIND_LEN]);
        code.open
            .copy_from_slice(&idx[FIND_LEN..FIND_LEN + OPEN_LEN]);
        Ok(code)
    }

    /// Whether `text` is meant as a short code rather than a long one (by its length).
    pub fn looks_short(text: &str) -> bool {
        let n = text
            .chars()
            .filter(|c| !matches!(c, '-' | ' ' | '\t' | '\n' | '\r'))
            .count();
        n <= CODE_LEN + 2
    }

    /// The door's key: from the finding part alone (anyone holding the code can compute it; it
    /// finds the door, it does not open it).
    pub fn door_key(&self) -> SecretKey {
        SecretKey::from_bytes(&blake3::derive_key(
            "mists 2026 short code: the door's key",
            &self.find,
        ))
    }

    /// The password of the exchange behind the door.
    pub(crate) fn password(&self) -> Vec<u8> {
        self.open.iter().map(|&i| ALPHABET[i as usize]).collect()
    }

    /// This code with another code's password (a test of the two parts' independence).
    #[doc(hidden)]
    pub fn with_password_of(&self, other: &ShortCode) -> ShortCode {
        ShortCode {
            find: self.find,
            open: other.open,
        }
    }

    fn chars(&self) -> [u8; CODE_LEN] {
        let mut all = [0u8; CODE_LEN];
        all[..FIND_LEN].copy_from_slice(&self.find);
        all[FIND_LEN..FIND_LEN + OPEN_LEN].copy_from_slice(&self.open);
        all[CODE_LEN - 1] = check(&all[..CODE_LEN - 1]);
        all
    }
}

/// A weighted sum modulo 31 (a prime): every single changed character and every swap of two
/// neighbours changes it.
fn check(idx: &[u8]) -> u8 {
    let sum: usize = idx
        .iter()
        .enumerate()
        .map(|(i, &c)| (i + 1) * c as usize)
        .sum();
    (sum % ALPHABET.len()) as u8
}

/// Uniform indices into the alphabet (rejection sampling: 248 = 8 × 31).
fn fill(out: &mut [u8]) -> Result<(), super::P2pError> {
    use rand::TryRng;
    let mut i = 0;
    while i < out.len() {
        let mut b = [0u8; 16];
        rand::rngs::SysRng
            .try_fill_bytes(&mut b)
            .map_err(|e| super::P2pError::Random(e.to_string()))?;
        for x in b {
            if i < out.len() && x < 248 {
                out[i] = x % 31;
                i += 1;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_code_reads_back_whatever_its_case_and_spacing() {
        for _ in 0..50 {
            let c = ShortCode::random().unwrap();
            let t = c.text();
            assert_eq!(t.len(), CODE_LEN + 1, "{t}");
            assert!(
                !t.contains(['0', 'O', '1', 'I', 'L']),
                "no letters that read alike: {t}"
            );
            assert_eq!(ShortCode::parse(&t), Ok(c));
            assert_eq!(ShortCode::parse(&t.to_lowercase().replace('-', " ")), Ok(c));
            assert!(ShortCode::looks_short(&t));
        }
    }

    #[test]
    fn every_single_typo_and_neighbour_swap_is_refused_before_dialling() {
        let c = ShortCode::random().unwrap();
        let t: Vec<u8> = c.text().replace('-', "").into_bytes();
        for at in 0..CODE_LEN {
            for &other in ALPHABET.iter().filter(|&&a| a != t[at]) {
                let mut typo = t.clone();
                typo[at] = other;
                let typo = String::from_utf8(typo).unwrap();
                assert_eq!(
                    ShortCode::parse(&typo),
                    Err(ShortCodeError::Check),
                    "{typo}"
                );
            }
            if at + 1 < CODE_LEN && t[at] != t[at + 1] {
                let mut swap = t.clone();
                swap.swap(at, at + 1);
                let swap = String::from_utf8(swap).unwrap();
                assert_eq!(
                    ShortCode::parse(&swap),
                    Err(ShortCodeError::Check),
                    "{swap}"
                );
            }
        }
        assert_eq!(
            ShortCode::parse("K3QFO-2TXP7"),
            Err(ShortCodeError::Letter('O'))
        );
        assert_eq!(ShortCode::parse("K3QF"), Err(ShortCodeError::Length(4)));
    }

    #[test]
    fn the_door_depends_on_the_finding_part_only() {
        let a = ShortCode::random().unwrap();
        let b = ShortCode::random().unwrap();
        let mixed = a.with_password_of(&b);
        assert_eq!(mixed.door_key().public(), a.door_key().public());
        assert_eq!(mixed.password(), b.password());
        assert_ne!(a.door_key().public(), b.door_key().public());
        // A long code is not taken for a short one.
        assert!(!ShortCode::looks_short(&"ABCDE-".repeat(20)));
    }
}
