//! The door behind a short code (issue 50; docs/online.md, "Short codes"). The host opens a second
//! iroh endpoint whose key comes from the code's finding part; a friend with the code dials it and
//! both run SPAKE2 with the code's password. Only when the friend proves the same key does the
//! door hand over the long invite code, sealed with that key (a relay or a stranger holding the
//! door's key in the middle cannot read it). Every exchange that reaches the password costs a try;
//! after [`MAX_WRONG`] wrong ones the code is retired: the door answers "retired" and nothing else.
//!
//! The exchange, one bidirectional stream of frames (`frame.rs`):
//! friend → door `HELLO` (SPAKE2 side A) · door → friend `HELLO` (side B) or `RETIRED` ·
//! friend → door `PROOF` (a fixed text sealed with the key) · door → friend `INVITE` (the long
//! code sealed) or `WRONG` (tries left).
//!
//! A door is its own (issue 63): before a host takes a drawn code it asks at that code's door
//! whether someone is there (`WHO`, answered `HERE`, no try spent); if another game answers, it
//! draws another code. Two games never share a door, so a friend never spends another game's try.

use super::frame::{read_frame, write_frame};
use super::short_code::ShortCode;
use super::{Invite, P2pConfig, P2pError, Relays};
use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use iroh::Endpoint;
use spake2::{Ed25519Group, Identity, Password, Spake2};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// The door's protocol: another program (or the game's own protocol) is refused by iroh.
pub const DOOR_ALPN: &[u8] = b"mists-door/1";
/// Wrong passwords a code survives.
pub const MAX_WRONG: u32 = 5;
/// How long one exchange may take.
const EXCHANGE_WITHIN: Duration = Duration::from_secs(10);
/// How long a friend waits for the door to answer (discovery and the relay included).
pub const KNOCK_WITHIN: Duration = Duration::from_secs(30);

const HELLO: u8 = 1;
const PROOF: u8 = 2;
const INVITE: u8 = 3;
const WRONG: u8 = 4;
const RETIRED: u8 = 5;
/// "Is anyone at this door?" (a host about to take the code); answered `HERE`, no try spent.
const WHO: u8 = 6;
const HERE: u8 = 7;
/// Every seat is held: the door is shut (no try spent) until one is free again.
const FULL: u8 = 8;
/// How long a host listens for another game at a drawn code's door before taking the code.
const PROBE_WITHIN: Duration = Duration::from_secs(3);
/// Codes drawn before giving up: a clash is one in millions, so five in a row means the lookup
/// answers for every door (broken), and the long code is left.
const DRAWS: u32 = 5;
const PROOF_TEXT: &[u8] = b"mists: the friend holds the short code";

/// What the door tells the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DoorNotice {
    /// A friend proved the code and was handed the invitation.
    Opened,
    /// A wrong password; tries left.
    Wrong(u32),
    /// The last try was used: the code no longer opens anything.
    Retired,
    /// Every seat is held: the door turns friends away (spending nothing) until one is free.
    Shut,
    /// A seat is free again: the door opens.
    Reopened,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KnockError {
    #[error("{0}")]
    Code(#[from] super::short_code::ShortCodeError),
    #[error(
        "a short code needs iroh's address lookup or your own relay (--relay); join by the long code"
    )]
    NoLookup,
    #[error("no game answers this short code (its host may have stopped): {0}")]
    NoAnswer(String),
    #[error("this short code is wrong ({0} tries left before it stops working)")]
    Wrong(u32),
    #[error(
        "this short code no longer works (too many wrong tries): ask the host for a new game or the long code"
    )]
    Retired,
    #[error(
        "every seat in this game is taken (its door is shut until one is free); a player who had a seat rejoins by the long code"
    )]
    Full,
    #[error("the game's door broke off the exchange: {0}")]
    Broken(String),
    #[error("{0}")]
    Local(String),
}

/// The host's door: open while the host hosts (closed when dropped with the server). Its code
/// and endpoint come once the code is known to be this game's alone (a few seconds).
pub struct Door {
    opened: Arc<Mutex<Option<(Endpoint, ShortCode)>>>,
    invite: Arc<Mutex<Invite>>,
    notices: Mutex<mpsc::UnboundedReceiver<DoorNotice>>,
    tries: Arc<AtomicU32>,
    /// Codes drawn again because another game was at their door.
    redrawn: Arc<AtomicU32>,
    failed: Arc<Mutex<Option<String>>>,
    /// Shut while every seat is held (issue 63: a full game is no door to guess at).
    shut: Arc<AtomicBool>,
    notify: mpsc::UnboundedSender<DoorNotice>,
    task: tokio::task::JoinHandle<()>,
}

impl Door {
    /// Open a door for `invite` behind a fresh short code that no other game holds.
    pub fn open(cfg: &P2pConfig, invite: &Invite) -> Result<Door, P2pError> {
        Door::open_own(cfg, invite, ShortCode::random()?)
    }

    /// Open a door behind `first`, or behind a fresh code if another game is at `first`'s door
    /// (tests force the clash).
    pub fn open_own(cfg: &P2pConfig, invite: &Invite, first: ShortCode) -> Result<Door, P2pError> {
        Door::start(cfg, invite, first, true)
    }

    /// Open the door of exactly `code`, asking nobody (tests: two games whose codes are mixed, or
    /// a game already at a door).
    pub fn open_with(cfg: &P2pConfig, invite: &Invite, code: ShortCode) -> Result<Door, P2pError> {
        Door::start(cfg, invite, code, false)
    }

    fn start(
        cfg: &P2pConfig,
        invite: &Invite,
        first: ShortCode,
        ask: bool,
    ) -> Result<Door, P2pError> {
        let rt = super::runtime()?;
        let (tx, rx) = mpsc::unbounded_channel();
        let settle = Settle {
            cfg: cfg.clone(),
            opened: Arc::new(Mutex::new(None)),
            invite: Arc::new(Mutex::new(invite.clone())),
            tries: Arc::new(AtomicU32::new(0)),
            redrawn: Arc::new(AtomicU32::new(0)),
            failed: Arc::new(Mutex::new(None)),
            shut: Arc::new(AtomicBool::new(false)),
            notices: tx.clone(),
        };
        Ok(Door {
            shut: settle.shut.clone(),
            notify: tx,
            opened: settle.opened.clone(),
            invite: settle.invite.clone(),
            notices: Mutex::new(rx),
            tries: settle.tries.clone(),
            redrawn: settle.redrawn.clone(),
            failed: settle.failed.clone(),
            task: rt.spawn(settle.run(first, ask)),
        })
    }

    /// The short code, once the door is this game's (None while it is being made sure of).
    pub fn code(&self) -> Option<ShortCode> {
        self.opened.lock().ok()?.as_ref().map(|(_, c)| *c)
    }

    /// The door's endpoint, once open.
    pub fn endpoint(&self) -> Option<Endpoint> {
        self.opened.lock().ok()?.as_ref().map(|(e, _)| e.clone())
    }

    /// Codes drawn again because another game was at their door.
    pub fn redrawn(&self) -> u32 {
        self.redrawn.load(Ordering::SeqCst)
    }

    /// Why the door could not be opened, if so.
    pub fn failed(&self) -> Option<String> {
        self.failed.lock().ok()?.clone()
    }

    /// Tries left before the code retires.
    pub fn tries_left(&self) -> u32 {
        MAX_WRONG.saturating_sub(self.tries.load(Ordering::SeqCst))
    }

    /// Hand out this invitation from now on (the host learnt a better address).
    pub fn set_invite(&self, invite: &Invite) {
        if let Ok(mut i) = self.invite.lock() {
            *i = invite.clone();
        }
    }

    /// Shut the door (every seat is held) or open it; the host is told when it changes.
    pub fn set_open(&self, open: bool) {
        if self.shut.swap(!open, Ordering::SeqCst) == open {
            let _ = self.notify.send(if open {
                DoorNotice::Reopened
            } else {
                DoorNotice::Shut
            });
        }
    }

    /// Whether friends are let in (not shut).
    pub fn is_open(&self) -> bool {
        !self.shut.load(Ordering::SeqCst)
    }

    /// What happened at the door since the last call.
    pub fn notices(&self) -> Vec<DoorNotice> {
        let mut out = Vec::new();
        if let Ok(mut rx) = self.notices.lock() {
            while let Ok(n) = rx.try_recv() {
                out.push(n);
            }
        }
        out
    }
}

impl Drop for Door {
    fn drop(&mut self) {
        // A door still being made sure of never opens after its game is gone.
        self.task.abort();
        if let (Some(ep), Ok(rt)) = (self.endpoint(), super::runtime()) {
            rt.spawn(async move { ep.close().await });
        }
    }
}

/// What the door's task needs: find a code no other game holds, open its door, serve it.
struct Settle {
    cfg: P2pConfig,
    opened: Arc<Mutex<Option<(Endpoint, ShortCode)>>>,
    invite: Arc<Mutex<Invite>>,
    tries: Arc<AtomicU32>,
    redrawn: Arc<AtomicU32>,
    failed: Arc<Mutex<Option<String>>>,
    shut: Arc<AtomicBool>,
    notices: mpsc::UnboundedSender<DoorNotice>,
}

impl Settle {
    async fn run(self, first: ShortCode, ask: bool) {
        let mut code = first;
        let mut draws = 1;
        while ask && taken(&self.cfg, &code).await {
            if draws == DRAWS {
                return self.fail(format!("{DRAWS} short codes in a row were another game's"));
            }
            self.redrawn.fetch_add(1, Ordering::SeqCst);
            code = match ShortCode::random() {
                Ok(c) => c,
                Err(e) => return self.fail(e.to_string()),
            };
            draws += 1;
        }
        let endpoint = match super::bind_as(&self.cfg, Some(DOOR_ALPN), Some(code.door_key())).await
        {
            Ok(e) => e,
            Err(e) => return self.fail(e.to_string()),
        };
        if let Ok(mut o) = self.opened.lock() {
            *o = Some((endpoint.clone(), code));
        }
        let at = At {
            code,
            invite: self.invite,
            tries: self.tries,
            shut: self.shut,
            notices: self.notices,
        };
        serve(endpoint, Arc::new(at)).await;
    }

    fn fail(&self, why: String) {
        if let Ok(mut f) = self.failed.lock() {
            *f = Some(why);
        }
    }
}

/// Whether another game is at `code`'s door: anything that answers there within
/// [`PROBE_WITHIN`] (a door of an older version, which does not know `WHO`, by connecting at all).
async fn taken(cfg: &P2pConfig, code: &ShortCode) -> bool {
    let Ok(addr) = door_addr(code, cfg) else {
        return false;
    };
    let Ok(endpoint) = super::bind_as(cfg, None, None).await else {
        return false;
    };
    let found = tokio::time::timeout(PROBE_WITHIN, async {
        let conn = endpoint.connect(addr, DOOR_ALPN).await.ok()?;
        if let Ok((mut send, mut recv)) = conn.open_bi().await {
            let _ = write_frame(&mut send, WHO, &[]).await;
            let _ = read_frame(&mut recv).await;
        }
        conn.close(0u32.into(), b"taken");
        Some(())
    })
    .await;
    tokio::spawn(async move { endpoint.close().await });
    matches!(found, Ok(Some(())))
}

fn ids() -> (Identity, Identity) {
    (Identity::new(b"mists friend"), Identity::new(b"mists host"))
}

fn cipher(key: &[u8]) -> Result<ChaCha20Poly1305, String> {
    // SPAKE2's key is 32 bytes (SHA-256); each exchange has its own.
    (key.len() == 32)
        .then(|| ChaCha20Poly1305::new(Key::from_slice(key)))
        .ok_or_else(|| format!("a key of {} bytes", key.len()))
}

fn nonce(n: u8) -> Nonce {
    let mut b = [0u8; 12];
    b[0] = n;
    *Nonce::from_slice(&b)
}

fn csprng() -> Result<rand_chacha::ChaCha20Rng, String> {
    use rand::{SeedableRng, TryRng};
    let mut seed = [0u8; 32];
    rand::rngs::SysRng
        .try_fill_bytes(&mut seed)
        .map_err(|e| e.to_string())?;
    Ok(rand_chacha::ChaCha20Rng::from_seed(seed))
}

/// What one door's exchanges share.
struct At {
    code: ShortCode,
    invite: Arc<Mutex<Invite>>,
    tries: Arc<AtomicU32>,
    shut: Arc<AtomicBool>,
    notices: mpsc::UnboundedSender<DoorNotice>,
}

async fn serve(endpoint: Endpoint, at: Arc<At>) {
    while let Some(incoming) = endpoint.accept().await {
        let at = at.clone();
        tokio::spawn(async move {
            let Ok(conn) = incoming.await else { return };
            if conn.alpn() != DOOR_ALPN {
                conn.close(2u32.into(), b"another protocol");
                return;
            }
            let outcome = tokio::time::timeout(EXCHANGE_WITHIN, answer(&conn, &at)).await;
            if outcome.is_err() {
                conn.close(1u32.into(), b"too slow");
                return;
            }
            // The friend closes once it has read the last frame (at most a few seconds).
            let _ = tokio::time::timeout(Duration::from_secs(5), conn.closed()).await;
        });
    }
}

/// One exchange at the door. A try is taken as soon as a friend's first message arrives (so
/// many parallel guesses cannot slip past the count); it is given back when the proof holds, or
/// when the friend goes before proving anything (nothing was learnt: the door sends nothing that
/// depends on the key before the proof).
async fn answer(conn: &iroh::endpoint::Connection, at: &At) -> Option<()> {
    let (mut send, mut recv) = conn.accept_bi().await.ok()?;
    let (ch, hello) = read_frame(&mut recv).await.ok()?;
    // Another host about to take this code: it is ours. A shut door: every seat is held.
    // Neither spends a try.
    let short = match ch {
        WHO => Some(HERE),
        HELLO if at.shut.load(Ordering::SeqCst) => Some(FULL),
        HELLO => None,
        _ => return None,
    };
    if let Some(frame) = short {
        write_frame(&mut send, frame, &[]).await.ok()?;
        send.finish().ok()?;
        return Some(());
    }
    let tries = &*at.tries;
    let Some(mut taken) = Taken::take(tries) else {
        write_frame(&mut send, RETIRED, &[]).await.ok()?;
        send.finish().ok()?;
        return Some(());
    };
    // From here every way out but a wrong proof gives the try back (the guard's drop), a
    // future dropped by the timeout or a cut connection included (issue 63).
    let (proven, key) = prove(&mut send, &mut recv, &at.code, &hello).await?;
    if !proven {
        taken.spend();
        let left = MAX_WRONG.saturating_sub(tries.load(Ordering::SeqCst));
        let _ = at.notices.send(if left == 0 {
            DoorNotice::Retired
        } else {
            DoorNotice::Wrong(left)
        });
        write_frame(&mut send, WRONG, &[left as u8]).await.ok()?;
        send.finish().ok()?;
        return Some(());
    }
    drop(taken);
    let text = at.invite.lock().ok()?.code();
    let sealed = cipher(&key)
        .ok()?
        .encrypt(&nonce(2), text.as_bytes())
        .ok()?;
    write_frame(&mut send, INVITE, &sealed).await.ok()?;
    send.finish().ok()?;
    let _ = at.notices.send(DoorNotice::Opened);
    Some(())
}

/// A try taken at the door for one exchange. Dropped, it is given back, unless a wrong proof
/// spent it: an exchange cut short by an early return, a broken connection or the timeout that
/// drops its future costs the friend nothing (issue 63: a slow link must not retire the code).
struct Taken<'a> {
    tries: &'a AtomicU32,
    spent: bool,
}

impl<'a> Taken<'a> {
    /// A try, or None when the code is retired (every try spent).
    fn take(tries: &'a AtomicU32) -> Option<Taken<'a>> {
        if tries.fetch_add(1, Ordering::SeqCst) >= MAX_WRONG {
            tries.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        Some(Taken {
            tries,
            spent: false,
        })
    }

    /// A wrong proof: the try stays spent.
    fn spend(&mut self) {
        self.spent = true;
    }
}

impl Drop for Taken<'_> {
    fn drop(&mut self) {
        if !self.spent {
            self.tries.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// The host's side of SPAKE2 and the friend's proof: whether it holds, and the key (None: the
/// friend went away first).
async fn prove(
    send: &mut iroh::endpoint::SendStream,
    recv: &mut iroh::endpoint::RecvStream,
    code: &ShortCode,
    hello: &[u8],
) -> Option<(bool, Vec<u8>)> {
    let (a, b) = ids();
    let mut rng = csprng().ok()?;
    let (spake, mine) =
        Spake2::<Ed25519Group>::start_b_with_rng(&Password::new(code.password()), &a, &b, &mut rng);
    write_frame(send, HELLO, &mine).await.ok()?;
    // A malformed message is a wrong try, not an abort: its sender made a guess.
    let key = spake.finish(hello).unwrap_or_default();
    let (ch, proof) = read_frame(recv).await.ok()?;
    let proven = ch == PROOF
        && cipher(&key).is_ok_and(|c| {
            c.decrypt(&nonce(1), proof.as_slice())
                .is_ok_and(|p| p == PROOF_TEXT)
        });
    Some((proven, key))
}

/// Where a friend dials the door of `code`: through one's own relay, or found by iroh's lookup.
fn door_addr(code: &ShortCode, cfg: &P2pConfig) -> Result<iroh::EndpointAddr, KnockError> {
    let id = code.door_key().public();
    match &cfg.relays {
        Relays::Custom(urls) => Ok(iroh::EndpointAddr::from_parts(
            id,
            urls.iter().cloned().map(iroh::TransportAddr::Relay),
        )),
        Relays::Default if cfg.discovery => Ok(iroh::EndpointAddr::new(id)),
        _ => Err(KnockError::NoLookup),
    }
}

/// Knock at the door of a short code: the game's long invitation when the code is right.
pub async fn knock(text: &str, cfg: &P2pConfig) -> Result<Invite, KnockError> {
    let code = ShortCode::parse(text)?;
    let addr = door_addr(&code, cfg)?;
    let endpoint = super::bind_as(cfg, None, None)
        .await
        .map_err(|e| KnockError::Local(e.to_string()))?;
    let got = tokio::time::timeout(KNOCK_WITHIN, exchange(&endpoint, addr, &code)).await;
    // A graceful close takes about a second; the answer need not wait for it.
    tokio::spawn(async move { endpoint.close().await });
    match got {
        Ok(r) => r,
        Err(_) => Err(KnockError::NoAnswer(format!(
            "no answer within {} s",
            KNOCK_WITHIN.as_secs()
        ))),
    }
}

/// [`knock`] from outside the network's runtime (the CLI, the window's worker).
pub fn knock_blocking(text: &str, cfg: &P2pConfig) -> Result<Invite, KnockError> {
    let rt = super::runtime().map_err(|e| KnockError::Local(e.to_string()))?;
    rt.block_on(knock(text, cfg))
}

async fn exchange(
    endpoint: &Endpoint,
    addr: iroh::EndpointAddr,
    code: &ShortCode,
) -> Result<Invite, KnockError> {
    let broken = |e: &dyn std::fmt::Display| KnockError::Broken(e.to_string());
    let conn = endpoint
        .connect(addr, DOOR_ALPN)
        .await
        .map_err(|e| KnockError::NoAnswer(e.to_string()))?;
    let (mut send, mut recv) = conn.open_bi().await.map_err(|e| broken(&e))?;
    let (a, b) = ids();
    let mut rng = csprng().map_err(KnockError::Local)?;
    let (spake, mine) =
        Spake2::<Ed25519Group>::start_a_with_rng(&Password::new(code.password()), &a, &b, &mut rng);
    write_frame(&mut send, HELLO, &mine)
        .await
        .map_err(|e| broken(&e))?;
    let (ch, theirs) = read_frame(&mut recv).await.map_err(|e| broken(&e))?;
    match ch {
        RETIRED => return Err(KnockError::Retired),
        FULL => return Err(KnockError::Full),
        HELLO => {}
        other => return Err(broken(&format!("an unexpected answer ({other})"))),
    }
    let key = spake.finish(&theirs).map_err(|e| broken(&e))?;
    let cipher = cipher(&key).map_err(KnockError::Broken)?;
    let proof = cipher
        .encrypt(&nonce(1), PROOF_TEXT)
        .map_err(|e| broken(&e))?;
    write_frame(&mut send, PROOF, &proof)
        .await
        .map_err(|e| broken(&e))?;
    let (ch, body) = read_frame(&mut recv).await.map_err(|e| broken(&e))?;
    conn.close(0u32.into(), b"thanks");
    match ch {
        INVITE => {
            let text = cipher
                .decrypt(&nonce(2), body.as_slice())
                .map_err(|_| broken(&"the invitation does not open with the exchanged key"))?;
            let text = String::from_utf8(text).map_err(|e| broken(&e))?;
            Invite::parse(&text).map_err(|e| broken(&e))
        }
        WRONG => Err(match body.first() {
            Some(0) | None => KnockError::Retired,
            Some(&n) => KnockError::Wrong(n as u32),
        }),
        other => Err(broken(&format!("an unexpected answer ({other})"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_try_comes_back_unless_a_wrong_proof_spent_it_even_from_a_dropped_exchange() {
        let tries = AtomicU32::new(0);
        drop(Taken::take(&tries).unwrap());
        assert_eq!(
            tries.load(Ordering::SeqCst),
            0,
            "a right proof or a friend gone"
        );
        Taken::take(&tries).unwrap().spend();
        assert_eq!(tries.load(Ordering::SeqCst), 1, "a wrong proof");
        // An exchange stalled past its time: the timeout drops the future holding the try.
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        let stalled = rt.block_on(async {
            let exchange = async {
                let _taken = Taken::take(&tries);
                std::future::pending::<()>().await
            };
            tokio::time::timeout(Duration::from_millis(20), exchange).await
        });
        assert!(stalled.is_err());
        assert_eq!(
            tries.load(Ordering::SeqCst),
            1,
            "the stalled exchange spent nothing"
        );
        while tries.load(Ordering::SeqCst) < MAX_WRONG {
            Taken::take(&tries).unwrap().spend();
        }
        assert!(Taken::take(&tries).is_none(), "retired");
        assert_eq!(tries.load(Ordering::SeqCst), MAX_WRONG);
    }
}
