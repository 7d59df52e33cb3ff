//! Colours as people with a colour vision deficiency see them (issue 48): the simulation of
//! Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color Vision
//! Deficiency", IEEE TVCG 15(6), 2009 — its matrices for severity 1.0 (the paper's Table 1,
//! applied to linear RGB) — and the CIE 1976 colour difference (ΔE*ab) in CIELAB (D65), to check
//! that the colours the game tells apart stay apart.

/// The three dichromacies the paper simulates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deficiency {
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Deficiency {
    pub const ALL: [Deficiency; 3] = [
        Deficiency::Protanopia,
        Deficiency::Deuteranopia,
        Deficiency::Tritanopia,
    ];

    /// Machado et al. (2009), Table 1, severity 1.0.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Deficiency::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Deficiency::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }
}

fn to_linear(c: u8) -> f32 {
    let c = c as f32 / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// `rgb` (sRGB) as seen with `d`, in linear RGB clamped to the displayable range.
fn seen_linear(rgb: [u8; 3], d: Option<Deficiency>) -> [f32; 3] {
    let lin = rgb.map(to_linear);
    let Some(d) = d else { return lin };
    let m = d.matrix();
    [0, 1, 2].map(|i| (m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2]).clamp(0.0, 1.0))
}

/// Linear RGB to CIELAB (sRGB primaries, D65 white).
fn lab([r, g, b]: [f32; 3]) -> [f32; 3] {
    let x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
    let f = |t: f32| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIE 1976 difference between `a` and `b` as seen with `d` (None: typical colour vision).
pub fn delta_e(a: [u8; 3], b: [u8; 3], d: Option<Deficiency>) -> f32 {
    let (p, q) = (lab(seen_linear(a, d)), lab(seen_linear(b, d)));
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
}

/// The closest pair of `colours` under any of the three simulations (and typical vision): its
/// difference, and which pair and deficiency.
pub fn closest(colours: &[(&str, [u8; 3])]) -> (f32, String) {
    let mut worst = (f32::INFINITY, String::new());
    for (i, (na, a)) in colours.iter().enumerate() {
        for (nb, b) in &colours[i + 1..] {
            for d in std::iter::once(None).chain(Deficiency::ALL.map(Some)) {
                let e = delta_e(*a, *b, d);
                if e < worst.0 {
                    worst = (e, format!("{na}/{nb} under {d:?}"));
                }
            }
        }
    }
    worst
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_simulation_keeps_grey_and_merges_red_and_green_for_deuteranopes() {
        // Greys stay grey (each matrix's rows sum to 1).
        for d in Deficiency::ALL {
            assert!(delta_e([128, 128, 128], [128, 128, 128], Some(d)) < 1e-3);
            let g = seen_linear([100, 100, 100], Some(d));
            assert!(
                (g[0] - g[1]).abs() < 1e-3 && (g[1] - g[2]).abs() < 1e-3,
                "{d:?}"
            );
        }
        // A classic confusion pair: far apart to typical eyes, close to a deuteranope.
        let (red, green) = ([200, 80, 60], [120, 120, 40]);
        assert!(delta_e(red, green, None) > 40.0);
        assert!(delta_e(red, green, Some(Deficiency::Deuteranopia)) < 15.0);
        // Black to white is 100.
        assert!((delta_e([0, 0, 0], [255, 255, 255], None) - 100.0).abs() < 0.5);
    }
}
