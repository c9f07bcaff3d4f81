//! The message catalogue parses, and arguments fill its placeholders (plural
//! forms included). `tests/architecture.rs` checks that every id the code names exists.

use wizard_bot::discord::catalogue::{Lang, check, text};

#[test]
fn the_catalogues_parse() {
    check().unwrap();
}

#[test]
fn arguments_fill_their_placeholders() {
    let s = text(
        Lang::En,
        "table-bids-total",
        &[("bids", 3u8.into()), ("tricks", 1u8.into())],
    );
    assert_eq!(s, "Bids: 3 for 1 trick");
    let s = text(
        Lang::En,
        "table-bids-total",
        &[("bids", 3u8.into()), ("tricks", 4u8.into())],
    );
    assert_eq!(s, "Bids: 3 for 4 tricks");
    // An unknown id comes back as itself rather than failing.
    assert_eq!(text(Lang::En, "no-such-message", &[]), "no-such-message");
}
