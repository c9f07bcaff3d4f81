//! A turn-based turn's messages in storage, on both backends: claimed once
//! before they are sent, marked sent after; a claim whose send never finished
//! (a stop, Discord not answering) is taken over once stale, a few times, and
//! one marked sent never again.

use wizard_bot::discord::storage::Claim;
use wizard_bot::store::Store;

on_both_backends! {
    #[tokio::test]
    async fn a_turns_message_is_claimed_once_and_tried_again_only_until_sent(db) {
        let store = Store::open(&db.url).await.unwrap();
        let (game, ana, since) = (7, 11, 1_000_000);
        let claim = |what: &'static str, stale: i64| store.claim_notice(game, ana, since, what, stale);
        assert_eq!(claim("turn", 60_000).await.unwrap(), Claim::Ours);
        assert_eq!(claim("turn", 60_000).await.unwrap(), Claim::Pending, "being sent");
        assert_eq!(claim("reminder", 60_000).await.unwrap(), Claim::Ours, "another message of the turn");
        assert_eq!(
            store.claim_notice(game, ana, since + 1, "turn", 60_000).await.unwrap(),
            Claim::Ours,
            "the next turn's"
        );
        // Its send never finished: taken over once stale, by one caller at a time.
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        assert_eq!(claim("turn", 1).await.unwrap(), Claim::Ours, "stale: tried again");
        assert_eq!(claim("turn", 60_000).await.unwrap(), Claim::Pending, "the new try is fresh");
        // Sent: never again, stale or not.
        store.notice_sent(game, ana, since, "turn").await.unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        assert_eq!(claim("turn", 1).await.unwrap(), Claim::Done);
        // A message that never gets through is given up after five tries.
        let mut tries = 1;
        while claim("reminder", -1).await.unwrap() == Claim::Ours {
            tries += 1;
            assert!(tries <= 5, "tried {tries} times");
        }
        assert_eq!(tries, 5);
        assert_eq!(claim("reminder", -1).await.unwrap(), Claim::Done, "given up");
    }
}
