//! The `wizard-bot` binary: parses the command line and hands over to the library.

use clap::Parser;

fn main() -> std::process::ExitCode {
    wizard_bot::cli::run(wizard_bot::cli::Cli::parse())
}
