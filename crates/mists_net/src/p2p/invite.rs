//! Invite codes: what a host shows and a friend types or pastes. A code names the host's iroh
//! endpoint (its public key, and where it can be reached: its relay and its direct addresses, so
//! no lookup service is needed) and carries the game's secret: without the secret a connection
//! is closed before anything is read from it. Base32 in groups of five, case and dashes ignored,
//! with a checksum so a typo is an error naming it, not a connection to nowhere.

use data_encoding::BASE32_NOPAD;
use iroh::EndpointAddr;
use serde::{Deserialize, Serialize};

/// Bytes of a game's secret.
pub const SECRET_LEN: usize = 16;
/// The code format's version (its first byte).
const CODE_VERSION: u8 = 1;
/// The longest code accepted (a code with many addresses is a few hundred characters).
const MAX_CODE: usize = 2048;

/// A game's invitation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invite {
    pub addr: EndpointAddr,
    pub secret: [u8; SECRET_LEN],
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("an invite code is letters A–Z and digits 2–7 (found {0:?})")]
    Letters(char),
    #[error("this invite code is too long")]
    TooLong,
    #[error("this invite code is incomplete or mistyped (its check does not match)")]
    Checksum,
    #[error("this invite code is from another version of Mists (code format {0})")]
    Version(u8),
    #[error("this invite code is damaged: {0}")]
    Damaged(String),
}

impl Invite {
    /// The code to show: groups of five letters and digits.
    pub fn code(&self) -> String {
        let mut bytes = vec![CODE_VERSION];
        bytes.extend(postcard::to_allocvec(self).expect("an invite always serialises"));
        let check = blake3::hash(&bytes);
        bytes.extend_from_slice(&check.as_bytes()[..3]);
        let text = BASE32_NOPAD.encode(&bytes);
        text.as_bytes()
            .chunks(5)
            .map(|c| std::str::from_utf8(c).expect("base32 is ASCII"))
            .collect::<Vec<_>>()
            .join("-")
    }

    /// Read a code as typed or pasted: spaces, dashes and case do not matter.
    pub fn parse(code: &str) -> Result<Invite, CodeError> {
        if code.len() > MAX_CODE {
            return Err(CodeError::TooLong);
        }
        let mut clean = String::with_capacity(code.len());
        for c in code.chars() {
            match c {
                '-' | ' ' | '\t' | '\n' | '\r' => {}
                'a'..='z' | 'A'..='Z' | '2'..='7' => clean.push(c.to_ascii_uppercase()),
                // Letters people confuse with digits in a read-out code.
                '0' => clean.push('O'),
                '1' => clean.push('I'),
                '8' => clean.push('B'),
                other => return Err(CodeError::Letters(other)),
            }
        }
        let bytes = BASE32_NOPAD
            .decode(clean.as_bytes())
            .map_err(|_| CodeError::Checksum)?;
        if bytes.len() < 4 {
            return Err(CodeError::Checksum);
        }
        let (body, check) = bytes.split_at(bytes.len() - 3);
        if blake3::hash(body).as_bytes()[..3] != *check {
            return Err(CodeError::Checksum);
        }
        if body[0] != CODE_VERSION {
            return Err(CodeError::Version(body[0]));
        }
        postcard::from_bytes(&body[1..]).map_err(|e| CodeError::Damaged(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iroh::{SecretKey, TransportAddr};

    fn invite() -> Invite {
        let key = SecretKey::from_bytes(&[9; 32]);
        let addr = EndpointAddr::from_parts(
            key.public(),
            [
                TransportAddr::Ip("192.168.1.20:5555".parse().unwrap()),
                TransportAddr::Relay("http://10.0.3.1:3340".parse().unwrap()),
            ],
        );
        Invite {
            addr,
            secret: [7; SECRET_LEN],
        }
    }

    #[test]
    fn a_code_reads_back_whatever_its_case_and_spacing() {
        let i = invite();
        let code = i.code();
        assert!(code.split('-').all(|g| g.len() <= 5), "{code}");
        assert_eq!(Invite::parse(&code), Ok(i.clone()));
        assert_eq!(Invite::parse(&code.to_lowercase()), Ok(i.clone()));
        assert_eq!(Invite::parse(&code.replace('-', " ")), Ok(i));
    }

    #[test]
    fn a_mistyped_foreign_or_damaged_code_is_refused_by_name() {
        let code = invite().code();
        // One letter changed anywhere: the check catches it.
        for at in [0, code.len() / 2, code.len() - 1] {
            let mut b: Vec<char> = code.chars().collect();
            if b[at] == '-' {
                continue;
            }
            b[at] = if b[at] == 'A' { 'B' } else { 'A' };
            let typo: String = b.into_iter().collect();
            assert_eq!(Invite::parse(&typo), Err(CodeError::Checksum), "{typo}");
        }
        assert_eq!(Invite::parse(&code[..20]), Err(CodeError::Checksum));
        assert_eq!(Invite::parse("ab#cd"), Err(CodeError::Letters('#')));
        assert_eq!(Invite::parse(&"A".repeat(5000)), Err(CodeError::TooLong));
        assert_eq!(Invite::parse(""), Err(CodeError::Checksum));
        // Another version's code, with a valid check.
        let mut bytes = vec![9u8, 1, 2, 3];
        let check = blake3::hash(&bytes);
        bytes.extend_from_slice(&check.as_bytes()[..3]);
        let other = BASE32_NOPAD.encode(&bytes);
        assert_eq!(Invite::parse(&other), Err(CodeError::Version(9)));
        // A valid check over bytes that are not an invite.
        let mut bytes = vec![CODE_VERSION, 200, 200, 200];
        let check = blake3::hash(&bytes);
        bytes.extend_from_slice(&check.as_bytes()[..3]);
        let junk = BASE32_NOPAD.encode(&bytes);
        assert!(matches!(Invite::parse(&junk), Err(CodeError::Damaged(_))));
    }
}
