//! Two edits of one panel racing (#66): a click on a private panel answered
//! while the table redraws the same panel. The fake Discord applies each edit
//! of a message whole, against what the edits before it left, and holds back
//! every update of a clicked panel (as a slow Discord would), so the table's
//! own redraws land in the middle of clicks' answers: whichever lands last,
//! a panel shows exactly the pictures its embeds show, never an old one
//! beside them.

use std::time::Duration;

use serde_json::json;

use crate::e2e::dice::dice_state;
use crate::e2e::{E2e, is_page_picture};

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

/// Every answer that updates a clicked panel (`"type":7`) is held back this
/// long: long enough for a computer's move and the redraw it brings to land
/// first, well inside Discord's 3 s.
const HELD_BACK: Duration = Duration::from_millis(300);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_clicked_while_the_table_redraws_it_keeps_no_old_picture() {
    let e = E2e::start().await;
    e.fake
        .delay_next("POST", "/callback", Some("\"type\":7"), HELD_BACK, usize::MAX);
    e.fake
        .delay_next("PATCH", "/messages/@original", None, HELD_BACK, usize::MAX);
    let options = json!([{"name": "magic_cards", "type": 5, "value": true}]);
    // One game is enough for the race: every answer and edit is held back,
    // so its ~40 redraws and ~25 kept Pages take half a minute of waiting.
    let game = e.start_dice(ALICE, &[BOB, 0], options, None).await;
    e.play_dice_randomly(game, &[ALICE, BOB], 66).await;
    assert!(dice_state(&e, game).await.is_over());
    // The race ran: Pages were redrawn by the table while clicks on them were
    // answered, and some clicks' answers kept the Page they showed.
    let requests = e.fake.requests();
    let redraws = requests
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.ends_with("/messages/@original"))
        .filter(|r| r.files.iter().any(|f| is_page_picture(&f.filename)))
        .count();
    let kept = crate::e2e::pages_kept(&e.fake);
    println!("{redraws} Page redraws by the table, {kept} clicks' answers kept their Page");
    assert!(redraws > 5, "{redraws} Page redraws");
    assert!(kept > 0, "no click's answer kept its Page");
    // The bot never had two edits of one panel under way at once (each
    // started from what the one before it left), and no panel ever held a
    // picture that none of its embeds shows, nor showed one it did not have.
    e.assert_clean();
    e.stop().await;
}
