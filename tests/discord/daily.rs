//! The daily challenge through the running bot (#33, the table's part so
//! far): the bot made its daily secret at start-up, so a try can begin; a
//! try is private, so nothing of it is posted in its channel while it is
//! played (the publisher leaves it alone), and a table in the same channel
//! is still posted as usual.

use std::time::Duration;

use super::e2e::{CHANNEL, E2e};
use wizard_bot::store::GameKind;
use wizard_bot::table::{Ask, Level, Verb, day_of, now_ms};

#[tokio::test]
async fn a_daily_try_posts_nothing_in_its_channel() {
    let e = E2e::start().await;
    let since = e.fake.requests().len();
    let user = 4242;
    let today = day_of(now_ms());
    let mut snap = e
        .tables()
        .start_daily(GameKind::Wizard, Some(1), CHANNEL as i64, user, today)
        .await
        .expect("the bot made its daily secret at start-up");
    // The person bids and plays a few times; the computer players answer.
    for _ in 0..6 {
        let game = snap.full_state().cloned().unwrap();
        let mv = game.computer_move(0, Level::Easy, 0).unwrap();
        let verb = Verb::Decide {
            drawn: snap.drawn(),
            ask: Ask::Move(mv),
        };
        snap = e.tables().command(snap.id, user, verb).await.unwrap().snapshot;
    }
    assert!(snap.version > 20, "computer players moved: version {}", snap.version);
    tokio::time::sleep(Duration::from_millis(800)).await;
    let posted: Vec<String> = e.fake.requests()[since..]
        .iter()
        // What the bot did in the try's channel (start-up's own requests, such
        // as registering commands, may still be under way on a loaded machine).
        .filter(|r| r.method != "GET" && r.path.contains(&format!("/channels/{CHANNEL}/")))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(posted.is_empty(), "nothing of a try is posted: {posted:?}");
    // A table in the same channel is posted as ever.
    let (game, _) = e.new_dice(1, serde_json::json!([])).await;
    assert!(game != snap.id);
    assert!(
        e.fake.requests()[since..]
            .iter()
            .any(|r| r.method == "POST" || r.method == "PATCH"),
        "the table's lobby was answered"
    );
}
