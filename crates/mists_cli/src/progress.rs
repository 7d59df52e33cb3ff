//! The reviews' progress bar (a file of its own: both reviews use it, and `review.rs` hands a
//! competitive record to `review_match.rs`).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// A progress bar on stderr when it is a terminal (hidden otherwise: a pipe gets no escapes).
pub(crate) fn bar(len: usize, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(len as u64);
    if !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    } else if let Ok(style) =
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what}, eta {{eta}}"))
    {
        bar.set_style(style);
    }
    bar
}
