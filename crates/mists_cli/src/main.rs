//! `mists-cli`: the headless tools (docs/cli.md); everything is in the library.

// The bots' look-ahead clones small tables millions of times: a faster allocator than glibc's
// (measured in docs/balance.md, "Speed").
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    mists_cli::main_with(std::env::args_os())
}
