//! The game's sounds, made here and nowhere else: each is synthesised with fundsp when the game
//! starts (a few hundred milliseconds of samples each), so the repository holds their recipe, not
//! recorded files, and a change here is heard at the next start. Deterministic: the same bytes on
//! every run (fundsp's noise and envelope jitter are seeded from the graph, not the clock).

use fundsp::prelude32::*;

/// Samples per second of every sound.
pub const SAMPLE_RATE: f64 = 44_100.0;

/// Every sound the game plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sound {
    /// A new turn's tile is drawn.
    Draw,
    /// A tile is laid.
    Place,
    /// A drawn tile fits nowhere and is set aside.
    Discard,
    GhostsRise,
    GhostsLeave,
    /// A mist bank is completed.
    BankClosed,
    MeeplePlaced,
    MeepleReturned,
    MeepleBuried,
    /// A feature scores points.
    Score,
    Pacify,
    /// A hound runs out (or scores, or is lost).
    Hound,
    /// A threshold is passed: the next pile comes into play.
    Threshold,
    Facedown,
    CemeteryClosed,
    /// The engine refused a decision.
    Refused,
    Win,
    Loss,
    /// The quiet ambient loop of the mist.
    MistLoop,
}

impl Sound {
    pub const ALL: [Sound; 19] = [
        Sound::Draw,
        Sound::Place,
        Sound::Discard,
        Sound::GhostsRise,
        Sound::GhostsLeave,
        Sound::BankClosed,
        Sound::MeeplePlaced,
        Sound::MeepleReturned,
        Sound::MeepleBuried,
        Sound::Score,
        Sound::Pacify,
        Sound::Hound,
        Sound::Threshold,
        Sound::Facedown,
        Sound::CemeteryClosed,
        Sound::Refused,
        Sound::Win,
        Sound::Loss,
        Sound::MistLoop,
    ];

    /// Whether the sound repeats seamlessly (played on a loop).
    pub fn is_loop(self) -> bool {
        self == Sound::MistLoop
    }
}

/// Samples of `node` for `secs` seconds (mono).
fn run(secs: f32, mut node: impl AudioUnit) -> Vec<f32> {
    let wave = Wave::render(SAMPLE_RATE, secs as f64, &mut node);
    (0..wave.len()).map(|i| wave.at(0, i)).collect()
}

/// A plucked note: a sine and its octave with a fast attack and an exponential decay.
fn pluck(f: f32, secs: f32, decay: f32) -> Vec<f32> {
    let env = move |t: f32| (t * 400.0).min(1.0) * exp(-t * decay);
    run(
        secs,
        (sine_hz(f) * 0.8 + sine_hz(2.0 * f) * 0.2) * envelope(env),
    )
}

/// A wooden knock: a sine falling fast in pitch, with a click of filtered noise.
fn knock(f: f32, secs: f32) -> Vec<f32> {
    let body = lfo(move |t: f32| f * (1.0 + 1.5 * exp(-t * 60.0))) >> sine();
    let env = move |t: f32| (t * 800.0).min(1.0) * exp(-t * 30.0);
    let click = (noise() >> lowpass_hz(2_500.0, 0.7)) * envelope(|t: f32| exp(-t * 300.0));
    run(secs, body * envelope(env) + click * 0.5)
}

/// Breath of noise through a band that sweeps from `from` to `to` Hz.
fn whoosh(from: f32, to: f32, secs: f32) -> Vec<f32> {
    let sweep = lfo(move |t: f32| (lerp(from, to, (t / secs).min(1.0)), 2.0));
    let env = move |t: f32| {
        let x = (t / secs).min(1.0);
        (x * 6.0).min(1.0) * (1.0 - x) * (1.0 - x)
    };
    run(
        secs,
        ((noise() | sweep) >> bandpass()) * envelope(env) * 1.6,
    )
}

/// `notes` (frequency, start in seconds) plucked one after another.
fn arpeggio(notes: &[(f32, f32)], secs: f32, decay: f32) -> Vec<f32> {
    let mut out = Vec::new();
    for &(f, at) in notes {
        mix(&mut out, at, &pluck(f, secs - at, decay), 0.5);
    }
    out
}

/// Add `src` into `into` from `at` seconds on, scaled by `gain`.
fn mix(into: &mut Vec<f32>, at: f32, src: &[f32], gain: f32) {
    let start = (at as f64 * SAMPLE_RATE) as usize;
    if into.len() < start + src.len() {
        into.resize(start + src.len(), 0.0);
    }
    for (o, s) in into[start..].iter_mut().zip(src) {
        *o += s * gain;
    }
}

/// The ambient mist: slow pink noise under a low pass that breathes; both ends crossfaded so the
/// loop has no seam.
fn mist_loop() -> Vec<f32> {
    const SECS: f32 = 8.0;
    let breath = lfo(|t: f32| (500.0 + 250.0 * sin_hz(0.125, t), 0.6));
    let raw = run(SECS + 1.0, ((pink() | breath) >> lowpass()) * 0.35);
    let n = (SECS as f64 * SAMPLE_RATE) as usize;
    let fade = raw.len() - n;
    let mut out = raw[..n].to_vec();
    for i in 0..fade {
        let a = i as f32 / fade as f32;
        out[i] = out[i] * a + raw[n + i] * (1.0 - a);
    }
    out
}

/// The samples of `sound` (mono, [`SAMPLE_RATE`], peak at most 0.9).
pub fn samples(sound: Sound) -> Vec<f32> {
    const C5: f32 = 523.25;
    const E5: f32 = 659.25;
    const G5: f32 = 783.99;
    const C6: f32 = 1046.5;
    let mut s = match sound {
        Sound::Draw => whoosh(1_500.0, 3_000.0, 0.18),
        Sound::Place => knock(160.0, 0.25),
        Sound::Discard => arpeggio(&[(392.0, 0.0), (330.0, 0.12)], 0.45, 10.0),
        Sound::GhostsRise => {
            let mut w = whoosh(300.0, 1_400.0, 0.5);
            mix(
                &mut w,
                0.05,
                &run(
                    0.45,
                    sine_hz(880.0) * envelope(|t: f32| 0.15 * exp(-t * 6.0)),
                ),
                1.0,
            );
            w
        }
        Sound::GhostsLeave => whoosh(1_400.0, 250.0, 0.5),
        Sound::BankClosed => arpeggio(&[(C5, 0.0), (E5, 0.08), (G5, 0.16)], 0.6, 7.0),
        Sound::MeeplePlaced => knock(320.0, 0.15),
        Sound::MeepleReturned => {
            let mut w = knock(300.0, 0.12);
            mix(&mut w, 0.09, &knock(360.0, 0.12), 1.0);
            w
        }
        Sound::MeepleBuried => knock(90.0, 0.4),
        Sound::Score => arpeggio(&[(G5, 0.0), (C6, 0.07)], 0.4, 12.0),
        Sound::Pacify => arpeggio(&[(E5, 0.0), (C5, 0.1)], 0.55, 6.0),
        Sound::Hound => {
            // Two short barks: noise through a resonant band, pitched down a little.
            let bark = |f: f32| {
                let env = |t: f32| (t * 300.0).min(1.0) * exp(-t * 25.0);
                run(0.15, (noise() >> bandpass_hz(f, 4.0)) * envelope(env) * 3.0)
            };
            let mut w = bark(700.0);
            mix(&mut w, 0.16, &bark(560.0), 1.0);
            w
        }
        Sound::Threshold => arpeggio(&[(C5, 0.0), (G5, 0.0), (C6, 0.0)], 0.6, 4.0),
        Sound::Facedown => knock(120.0, 0.3),
        Sound::CemeteryClosed => pluck(196.0, 0.6, 4.0),
        Sound::Refused => run(
            0.18,
            square_hz(110.0) * envelope(|t: f32| 0.25 * exp(-t * 12.0)),
        ),
        Sound::Win => arpeggio(&[(C5, 0.0), (E5, 0.1), (G5, 0.2), (C6, 0.3)], 0.8, 5.0),
        Sound::Loss => arpeggio(&[(G5 / 2.0, 0.0), (311.1, 0.14), (261.6, 0.28)], 0.8, 4.0),
        Sound::MistLoop => mist_loop(),
    };
    let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
    let target = if sound.is_loop() { 0.3 } else { 0.9 };
    if peak > target {
        s.iter_mut().for_each(|x| *x *= target / peak);
    }
    s
}

/// `sound` as a 16-bit mono WAV file in memory (what the game hands to its audio player).
pub fn wav(sound: Sound) -> Vec<u8> {
    let wave = Wave::from_samples(SAMPLE_RATE, &samples(sound));
    let mut out = Vec::new();
    wave.write_wav16(&mut out)
        .expect("writing into a Vec cannot fail");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_audible_short_and_within_range() {
        for s in Sound::ALL {
            let x = samples(s);
            let secs = x.len() as f64 / SAMPLE_RATE;
            let peak = x.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            let rms = (x.iter().map(|v| v * v).sum::<f32>() / x.len() as f32).sqrt();
            assert!(peak <= 0.9 + 1e-6 && peak > 0.05, "{s:?} peak {peak}");
            assert!(rms > 0.005, "{s:?} is nearly silent (rms {rms})");
            assert!(x.iter().all(|v| v.is_finite()), "{s:?}");
            if s.is_loop() {
                assert!((7.9..8.1).contains(&secs), "{s:?} {secs} s");
            } else {
                assert!(secs <= 1.0, "{s:?} lasts {secs} s: effects stay short");
            }
        }
    }

    #[test]
    fn sounds_are_the_same_on_every_run_and_differ_from_each_other() {
        assert_eq!(wav(Sound::Hound), wav(Sound::Hound));
        assert_ne!(wav(Sound::GhostsRise), wav(Sound::GhostsLeave));
        let w = wav(Sound::Place);
        assert_eq!(&w[..4], b"RIFF");
        assert_eq!(&w[8..12], b"WAVE");
    }

    #[test]
    fn the_mist_loop_has_no_seam() {
        let x = samples(Sound::MistLoop);
        let jump = (x[0] - x[x.len() - 1]).abs();
        let typical = x.windows(2).map(|w| (w[1] - w[0]).abs()).sum::<f32>() / x.len() as f32;
        assert!(
            jump < typical * 8.0,
            "end-to-start jump {jump}, typical step {typical}"
        );
    }
}
