//! The daily challenge's habit in storage (#53), on both backends: the days
//! a person played (streaks; a board page's people in one read), a day's field by server or everywhere, Hard's
//! try kept once, the daily rating folded once per day whoever asks again
//! (two processes at one rollover), a recap claimed once per server and day
//! (taken over only when its post never finished), the servers that want one.

use wizard_bot::discord::DiscordStore;
use wizard_bot::discord::storage::Claim;
use wizard_bot::league::daily_store::DailyStore;
use wizard_bot::league::field::HardDay;
use wizard_bot::league::settings::{ServerSettings, Setting};
use wizard_bot::league::streak::streak;
use wizard_bot::league::{LeagueStore, Scope};
use wizard_bot::store::{GameKind, Store};
use wizard_bot::table::store_daily_try;

const DAY: i64 = 21_000;

on_both_backends! {
    #[tokio::test]
    async fn streaks_fields_hard_the_rating_and_recaps_are_each_kept_once(db) {
        let store = Store::open(&db.url).await.unwrap();
        let w = GameKind::Wizard;
        // Ana (server 1) plays five days with one missed; Ben (server 2) two; Cal (a DM) one.
        for (day, points) in [(DAY, 50), (DAY + 1, 80), (DAY + 3, 10), (DAY + 4, 90), (DAY + 5, 70)] {
            store_daily_try(&store, w, (Some(1), 11, day), (points, 5)).await.unwrap();
        }
        store_daily_try(&store, w, (Some(2), 22, DAY + 4), (120, 6)).await.unwrap();
        store_daily_try(&store, w, (Some(2), 22, DAY + 5), (-10, 2)).await.unwrap();
        store_daily_try(&store, w, (None, 33, DAY + 5), (40, 4)).await.unwrap();
        store_daily_try(&store, GameKind::Dice, (Some(1), 11, DAY + 2), (9, 3)).await.unwrap();
        let days = store.daily_days(11, w).await.unwrap();
        assert_eq!(days, vec![DAY, DAY + 1, DAY + 3, DAY + 4, DAY + 5], "the dice try is another game's");
        let s = streak(&days, DAY + 6);
        assert_eq!((s.current, s.best), (3, 3));
        // A board page's people in one read: each one's days, those of nobody absent.
        let of = store.daily_days_of(w, &[11, 22, 44]).await.unwrap();
        assert_eq!(of.get(&11), Some(&days));
        assert_eq!(of.get(&22), Some(&vec![DAY + 4, DAY + 5]));
        assert_eq!(of.len(), 2, "{of:?}");
        assert!(store.daily_days_of(w, &[]).await.unwrap().is_empty());
        // A day's field, by server or everywhere.
        let mut all = store.daily_field(w, DAY + 5, Scope::Global).await.unwrap();
        all.sort_unstable();
        assert_eq!(all, vec![(11, 70), (22, -10), (33, 40)]);
        assert_eq!(store.daily_field(w, DAY + 5, Scope::Guild(2)).await.unwrap(), vec![(22, -10)]);
        // Hard's try: the first kept stays.
        let hard = HardDay { points: 60, made: 5, rounds: 8 };
        assert_eq!(store.hard_day(w, DAY + 5).await.unwrap(), None);
        store.save_hard_day(w, DAY + 5, hard).await.unwrap();
        store.save_hard_day(w, DAY + 5, HardDay { points: 0, ..hard }).await.unwrap();
        assert_eq!(store.hard_day(w, DAY + 5).await.unwrap(), Some(hard));
        // The daily rating: each day folded once, even when two processes ask at once.
        for day in DAY..=DAY + 4 {
            let (a, b) = tokio::join!(store.fold_daily_rating(w, day), store.fold_daily_rating(w, day));
            let (a, b) = (a.unwrap(), b.unwrap());
            assert!(a.is_some() != b.is_some(), "day {day}: folded once ({a:?}, {b:?})");
        }
        assert_eq!(store.fold_daily_rating(w, DAY + 5).await.unwrap(), Some(3));
        assert_eq!(store.fold_daily_rating(w, DAY + 5).await.unwrap(), None);
        let (rows, total) = store.daily_rating_board(w, 0, 10).await.unwrap();
        assert_eq!(total, 3);
        let order: Vec<(i64, i64)> = rows.iter().map(|r| (r.user_id, r.days)).collect();
        // Each is rated on the days they played.
        assert_eq!(order.iter().find(|r| r.0 == 11), Some(&(11, 5)));
        assert_eq!(order.iter().find(|r| r.0 == 22), Some(&(22, 2)));
        assert_eq!(order.iter().find(|r| r.0 == 33), Some(&(33, 1)));
        assert!(rows.windows(2).all(|p| p[0].rating.shown() >= p[1].rating.shown()));
        // Recaps: one claim per server and day; one never posted is taken over
        // only once stale, and one posted never again.
        assert_eq!(store.claim_recap(1, DAY, 700, 60_000).await.unwrap(), Claim::Ours);
        assert_eq!(store.claim_recap(1, DAY, 700, 60_000).await.unwrap(), Claim::Pending, "claimed already");
        assert_eq!(store.claim_recap(2, DAY, 701, 60_000).await.unwrap(), Claim::Ours, "another server's");
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        assert_eq!(store.claim_recap(1, DAY, 700, 1).await.unwrap(), Claim::Ours, "its post never finished: taken over");
        store.recap_posted(1, DAY, 9_999).await.unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        assert_eq!(store.claim_recap(1, DAY, 700, 1).await.unwrap(), Claim::Done, "posted: never again");
        // The servers that want a recap, and where.
        let on = ServerSettings { daily_recap: Some(700), ..ServerSettings::default() };
        store.save_server_settings(1, 5, &on, &[Setting::DailyRecap]).await.unwrap();
        let off = ServerSettings::default();
        store.save_server_settings(2, 5, &off, &[Setting::DailyRecap]).await.unwrap();
        assert_eq!(store.recap_channels().await.unwrap(), vec![(1, 700)]);
        assert_eq!(store.tries_running(DAY).await.unwrap(), 0);
    }
}
