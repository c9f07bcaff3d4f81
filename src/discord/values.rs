//! Every kind of click answered as a value (#65), without Discord: each
//! feature's answer (`router::answer_click`) for real tables, boards, a
//! daily try, a replay and a game night in storage, read as what it shows.
//! The fake Discord tests (`tests/discord`) show the same answers sent.

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};
    use serenity::all::{ComponentInteraction, Http};
    use std::sync::Arc;
    use std::time::Duration;

    use crate::discord::context::{Answer, Clicked, Result, SeatPanel};
    use crate::discord::custom_id::{
        Analyse, BoardAsk, CardMove, Click, DailyClick, DiceMove, Export, HistoryPage, Launch, LobbyClick, MyHand,
        NightClick, PingsSwitch, Rematch, ReplaySeat, ReplayStop, Suggest,
    };
    use crate::discord::daily::ask::DailyAsk;
    use crate::discord::dice::choice::{CrossOut, DiceChoice};
    use crate::discord::lobby::verb::LobbyVerb;
    use crate::discord::nights::verb::NightVerb;
    use crate::discord::parts::{AnyClick, Row};
    use crate::discord::replay::step::ReplayStep;
    use crate::discord::router::answer_click;
    use crate::discord::screen::Screen;
    use crate::discord::{Bot, BotOptions, DiscordStore};
    use crate::engine::Viewer;
    use crate::engine::dice::{BoxId, Colour};
    use crate::league::night::{Fill, Format, Night, NightPlan, RankBy};
    use crate::league::season::Season;
    use crate::league::{LeagueStore, SortBy};
    use crate::store::Store;
    use crate::t;
    use crate::table::{
        Ask, Game, GameKind, GameStatus, Level, Move, SeatOwner, TableOptions, Tables, TablesConfig, Verb, View,
        day_of, now_ms,
    };
    use crate::text::catalogue::Lang;

    const GUILD: i64 = 800;
    const CHANNEL: i64 = 700;
    const ANA: i64 = 11;
    const BEN: i64 = 12;

    /// A bot on its own database, with no Discord behind it.
    struct World {
        bot: Arc<Bot<Store>>,
        http: Arc<Http>,
        _dir: tempfile::TempDir,
    }

    async fn world(activity: bool) -> World {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("values.db").display());
        let store = Store::open(&url).await.unwrap();
        let tables = Tables::with(
            store.clone(),
            TablesConfig {
                seed: Some(7),
                computer_pace: Duration::ZERO,
                hold_deadlines_until_shown: false,
                shards: None,
                daily_secret: Some(Arc::from(&b"values"[..])),
            },
        );
        let options = BotOptions {
            activity,
            ..BotOptions::default()
        };
        World {
            bot: Arc::new(Bot::new(tables, store, options)),
            http: Arc::new(Http::new("")),
            _dir: dir,
        }
    }

    /// What a click on a message of the bot is, as Discord sends it: by `user`,
    /// on a message carrying `on` (its clicks), private or not, with a select's
    /// `values`.
    fn interaction(user: i64, click: &Click, on: &[Click], private: bool, values: &[&str]) -> ComponentInteraction {
        let ids: Vec<Value> = on
            .iter()
            .map(|c| json!({"type": 2, "style": 1, "label": "b", "custom_id": c.encode()}))
            .collect();
        let data = match values.is_empty() {
            true => json!({"custom_id": click.encode(), "component_type": 2}),
            false => json!({"custom_id": click.encode(), "component_type": 3, "values": values}),
        };
        let who = json!({"id": user.to_string(), "username": format!("p{user}"), "discriminator": "0", "global_name": null, "avatar": null});
        serde_json::from_value(json!({
            "id": "5", "application_id": "6", "type": 3, "data": data,
            "guild_id": GUILD.to_string(), "channel_id": CHANNEL.to_string(),
            "member": {"user": who, "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00",
                       "deaf": false, "mute": false, "flags": 0, "permissions": "0"},
            "message": {"id": "9", "channel_id": CHANNEL.to_string(),
                        "author": {"id": "6", "username": "bot", "discriminator": "0", "bot": true, "avatar": null},
                        "content": "", "timestamp": "2026-11-21T00:00:00.000000+00:00", "edited_timestamp": null,
                        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
                        "attachments": [], "embeds": [], "components": [{"type": 1, "components": ids}],
                        "pinned": false, "type": 0, "flags": if private { 64 } else { 0 }},
            "token": "tok", "version": 1, "app_permissions": "2248473465835073",
            "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD.to_string()}, "context": 0,
            "attachment_size_limit": 26214400
        }))
        .expect("an interaction as Discord sends it")
    }

    /// The answer to `user`'s click on a message carrying `on`.
    async fn answer(
        w: &World,
        user: i64,
        click: Click,
        on: &[Click],
        private: bool,
        values: &[&str],
    ) -> Result<Answer> {
        let c = interaction(user, &click, on, private, values);
        let k = Clicked {
            http: w.http.clone(),
            c: &c,
            user,
            lang: Lang::En,
            public: Lang::En,
            guild: Some(GUILD),
            on_panel: private,
            shown: None,
            panel: None,
            sessions: &w.bot.sessions,
            on_message: on.iter().map(Click::any).collect(),
        };
        answer_click(&w.bot, &k, click).await
    }

    /// The clicks a screen's buttons and selects carry.
    fn clicks(screen: &Screen) -> Vec<AnyClick> {
        screen.components.iter().flat_map(Row::clicks).cloned().collect()
    }

    fn text(screen: &Screen) -> String {
        let mut all = screen.content.clone();
        for e in &screen.embeds {
            all.extend(e.title.iter().chain(&e.description).cloned());
            for f in &e.fields {
                all.push_str(&f.name);
                all.push_str(&f.value);
            }
        }
        all
    }

    fn refusal(answer: Result<Answer>) -> String {
        match answer {
            Err(crate::discord::answer::Failure::Refused(crate::discord::answer::Refusal::Say(id))) => id.to_string(),
            Err(other) => format!("{other:?}"),
            Ok(_) => "answered".to_string(),
        }
    }

    /// A lobby of Ana's with one Easy computer player.
    async fn lobby(w: &World, kind: GameKind) -> i64 {
        let t = &w.bot.tables;
        let s = t
            .create(kind, Some(GUILD), CHANNEL, ANA, TableOptions::defaults(kind))
            .await
            .unwrap();
        t.command(s.id, ANA, Verb::AddComputer(Level::Easy)).await.unwrap();
        s.id
    }

    /// A running game of Ana's, Ben's and an Easy computer player's.
    async fn running(w: &World, kind: GameKind) -> i64 {
        let game = lobby(w, kind).await;
        w.bot.tables.command(game, BEN, Verb::Join).await.unwrap();
        w.bot.tables.command(game, ANA, Verb::Start).await.unwrap();
        game
    }

    /// A game Ana played to its end (at random), Ben having left it to a
    /// computer player.
    async fn finished(w: &World) -> i64 {
        use rand::SeedableRng;
        let game = running(w, GameKind::Wizard).await;
        w.bot.tables.command(game, BEN, Verb::LeaveGame).await.unwrap();
        let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
        for _ in 0..20_000 {
            // An ended game leaves the open tables.
            let Ok(s) = w.bot.tables.snapshot(game).await else {
                break;
            };
            let seat = s.seat_of(ANA).unwrap();
            let Some(state) = s.full_state() else { break };
            let Game::Wizard(g) = state else { break };
            if !state.owed().contains(seat) {
                tokio::time::sleep(Duration::from_millis(2)).await;
                continue;
            }
            let mv = crate::simulate::wizard::random_action(g, seat, &mut rng).expect("a move of Ana's");
            let ask = Ask::Move(Move::Wizard(mv));
            let _ = w
                .bot
                .tables
                .command(game, ANA, Verb::Decide { drawn: s.drawn(), ask })
                .await;
        }
        let row = w.bot.tables.stored(game).await.unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        game
    }

    impl std::fmt::Debug for Answer {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            match self {
                Answer::Update { screen, private } => write!(f, "Update({private}, {screen:?})"),
                Answer::New { screen, private } => write!(f, "New({private}, {screen:?})"),
                Answer::Private(screen) => write!(f, "Private({screen:?})"),
                Answer::Panel(p) => write!(f, "Panel(seat {}, {:?}, version {})", p.seat, p.notice, p.now.version),
                Answer::Acknowledge => write!(f, "Acknowledge"),
                Answer::Launch => write!(f, "Launch"),
                Answer::File { name, .. } => write!(f, "File({name})"),
                Answer::Later(_) => write!(f, "Later"),
                Answer::Then(first, _) => write!(f, "Then({first:?})"),
            }
        }
    }

    fn panel(answer: Result<Answer>) -> SeatPanel {
        match answer {
            Ok(Answer::Panel(p)) => *p,
            Ok(_) => panic!("not a seat's panel"),
            Err(e) => panic!("refused: {e:?}"),
        }
    }

    #[tokio::test]
    async fn a_lobby_click_redraws_the_lobby_and_my_hand_opens_a_new_panel() {
        let w = world(false).await;
        let game = lobby(&w, GameKind::Wizard).await;
        let join = Click::Lobby(LobbyClick {
            game,
            verb: LobbyVerb::Join,
        });
        let Ok(Answer::Update { screen, private }) = answer(&w, BEN, join, &[join], false, &[]).await else {
            panic!("a lobby's click redraws it");
        };
        assert!(!private, "the lobby is public");
        let now = w.bot.tables.snapshot(game).await.unwrap();
        assert!(now.seats.contains(&SeatOwner::Human(BEN)));
        assert_eq!(screen, crate::discord::lobby::screen::lobby(&now, Lang::En));
        // Started: "My hand" is a new panel of the clicker's seat, drawn at the edge.
        w.bot.tables.command(game, ANA, Verb::Start).await.unwrap();
        let hand = Click::Hand(MyHand { game, version: 0 });
        let p = panel(answer(&w, BEN, hand, &[hand], false, &[]).await);
        assert!(p.fresh && p.notice.is_none());
        assert_eq!((p.now.id, p.now.seats[p.seat]), (game, SeatOwner::Human(BEN)));
        // Someone without a seat is told so, and nothing is drawn.
        assert_eq!(
            refusal(answer(&w, 99, hand, &[hand], false, &[]).await),
            "err-not-seated"
        );
    }

    #[tokio::test]
    async fn a_bid_is_made_and_answered_with_the_panel_and_a_hint_on_top_of_it() {
        let w = world(false).await;
        let game = running(&w, GameKind::Wizard).await;
        // The first to bid among the people, and a bid they may make.
        let now = w.bot.tables.snapshot(game).await.unwrap();
        let (user, seat, bid) = [ANA, BEN]
            .into_iter()
            .find_map(|u| {
                let seat = now.seat_of(u)?;
                let Some(View::Wizard(v)) = now.view(Viewer::Seat(seat)) else {
                    return None;
                };
                v.legal.iter().find_map(|a| match a {
                    crate::engine::wizard::Action::Bid(n) => Some((u, seat, *n)),
                    _ => None,
                })
            })
            .expect("someone bids first");
        let hint = Click::Suggest(Suggest {
            game,
            version: now.version,
        });
        let p = panel(answer(&w, user, hint, &[hint], true, &[]).await);
        assert!(
            p.notice.as_deref().is_some_and(|n| n.starts_with("💡")),
            "{:?}",
            p.notice
        );
        let bid_click = Click::Act(CardMove {
            game,
            version: now.version,
            round: 1,
            choice: crate::discord::cards::choice::HandChoice::Bid(bid),
        });
        let p = panel(answer(&w, user, bid_click, &[bid_click], true, &[]).await);
        assert_eq!((p.seat, p.notice), (seat, None));
        assert!(p.now.version > now.version, "the bid is made");
        // The same click again (a double click) acts once.
        let again = panel(answer(&w, user, bid_click, &[bid_click], true, &[]).await);
        assert_eq!(again.now.version, p.now.version, "no second bid");
    }

    #[tokio::test]
    async fn a_dice_click_from_an_older_page_shows_the_page_as_it_is_now() {
        let w = world(false).await;
        let game = running(&w, GameKind::Dice).await;
        let now = w.bot.tables.snapshot(game).await.unwrap();
        // Drawn at another version, during a round that is over.
        let old = Click::Dice(DiceMove {
            game,
            version: now.version + 7,
            round: 9,
            choice: DiceChoice::Predict {
                cell: BoxId {
                    colour: Colour::Blue,
                    count: 1,
                },
                cross: CrossOut::No,
            },
        });
        let p = panel(answer(&w, ANA, old, &[old], true, &[]).await);
        assert_eq!(p.now.seats[p.seat], SeatOwner::Human(ANA));
        assert_eq!(p.notice, Some(t!(Lang::En, "dice-err-round-over", round = 9)));
    }

    #[tokio::test]
    async fn a_finished_game_answers_with_its_rematch_history_record_replay_and_analysis() {
        let w = world(false).await;
        let game = finished(&w).await;
        // Rematch: a new lobby with the same seats, in the channel.
        let rematch = Click::Rematch(Rematch { game });
        let got = answer(&w, ANA, rematch, &[rematch], false, &[]).await;
        let Ok(Answer::New { screen, private: false }) = got else {
            panic!("a rematch opens a public lobby: {got:?}");
        };
        assert!(screen.content.contains(&t!(Lang::En, "rematch-opened")));
        assert!(
            clicks(&screen)
                .iter()
                .any(|c| c.get::<LobbyClick>().is_some_and(|l| l.game != game)),
            "the new lobby's buttons"
        );
        // History: Ana's page lists the game, with its record's export.
        let history = Click::History(HistoryPage {
            user: ANA,
            kind: GameKind::Wizard,
            page: 0,
        });
        let Ok(Answer::Update { screen, private: true }) = answer(&w, ANA, history, &[history], true, &[]).await else {
            panic!("a history page replaces the private one");
        };
        assert!(
            clicks(&screen)
                .iter()
                .any(|c| c.get::<Export>() == Some(&Export { game }))
        );
        // Export: the record as a file, the format `wizard-bot replay` reads.
        let export = Click::Export(Export { game });
        let Ok(Answer::File { line, name, bytes }) = answer(&w, ANA, export, &[export], true, &[]).await else {
            panic!("a record is a file");
        };
        assert_eq!(line, t!(Lang::En, "export-ready", game = game));
        assert_eq!(name, format!("wizard-bot-game-{game}.json"));
        let record: Value = serde_json::from_slice(&bytes).unwrap();
        assert!(record.is_object() && !record.as_object().unwrap().is_empty());
        // Replay: its first stop, privately, seen by everyone or by a seat.
        let open = Click::Replay(ReplayStop {
            game,
            stop: 0,
            seat: None,
            step: ReplayStep::Open,
        });
        let Ok(Answer::Private(first)) = answer(&w, ANA, open, &[open], false, &[]).await else {
            panic!("a replay is private");
        };
        let see_as = Click::ReplaySeat(ReplaySeat { game, stop: 0 });
        assert!(clicks(&first).contains(&see_as.any()), "the replay's \"see it as\"");
        let Ok(Answer::Private(as_seat)) = answer(&w, ANA, see_as, &[see_as], true, &["0"]).await else {
            panic!("a seat's eyes, in place");
        };
        assert_ne!(as_seat, first, "through a seat's eyes it is another screen");
        // Analysis: deferred, then filled with the game's analysis and its replay.
        let analyse = Click::Analyse(Analyse { game });
        let Ok(Answer::Later(work)) = answer(&w, ANA, analyse, &[analyse], false, &[]).await else {
            panic!("an analysis takes longer than Discord waits");
        };
        let analysis = work.await;
        assert!(
            clicks(&analysis)
                .iter()
                .any(|c| c.get::<ReplayStop>().is_some_and(|r| r.game == game)),
            "{}",
            text(&analysis)
        );
    }

    #[tokio::test]
    async fn a_board_page_is_the_board_and_pings_and_the_activity_answer_the_clicker() {
        let w = world(false).await;
        let ask = BoardAsk {
            kind: GameKind::Wizard,
            global: false,
            sort: SortBy::Rating,
            season: Season::AllTime,
            page: 0,
        };
        let board = Click::Board(ask);
        let Ok(Answer::Update { screen, private: false }) = answer(&w, ANA, board, &[board], false, &[]).await else {
            panic!("a board's page replaces the board");
        };
        assert!(!screen.embeds.is_empty(), "{}", text(&screen));
        // Pings off: said privately, with the button that undoes it.
        let off = Click::Pings(PingsSwitch { on: false });
        let Ok(Answer::Private(said)) = answer(&w, ANA, off, &[off], false, &[]).await else {
            panic!("pings are the clicker's own");
        };
        assert_eq!(said.content, t!(Lang::En, "pings-off-done"));
        assert_eq!(clicks(&said), [Click::Pings(PingsSwitch { on: true }).any()]);
        assert_eq!(w.bot.league.person_pings(ANA).await.unwrap(), Some(false));
        // How one's turns find one: kept for every server, said with `/turns` as it is now.
        let way = Click::Turns(crate::discord::turns::TurnsClick::Way(
            crate::discord::turns::Way::Mention,
        ));
        let Ok(Answer::Private(said)) = answer(&w, ANA, way, &[way], false, &[]).await else {
            panic!("how turns find one is the clicker's own");
        };
        assert!(
            text(&said).contains(&t!(Lang::En, "turns-way-mention")),
            "{}",
            text(&said)
        );
        assert_eq!(
            w.bot.league.person_choice(ANA, "turns").await.unwrap().as_deref(),
            Some("mention")
        );
        // "Play at the table": refused while the Activity is not set up, opened when it is.
        let launch = Click::Launch(Launch { game: 1 });
        assert_eq!(
            refusal(answer(&w, ANA, launch, &[launch], false, &[]).await),
            "err-activity-off"
        );
        let with = world(true).await;
        assert!(matches!(
            answer(&with, ANA, launch, &[launch], false, &[]).await,
            Ok(Answer::Launch)
        ));
    }

    #[tokio::test]
    async fn the_daily_clicks_open_the_try_its_boards_and_refuse_what_is_not_there() {
        let w = world(false).await;
        let today = day_of(now_ms());
        // Play (from a recap): today's try, privately, kept for its redraws.
        let play = Click::Daily(DailyClick::Play { kind: GameKind::Dice });
        let Ok(Answer::Then(first, keep)) = answer(&w, ANA, play, &[play], false, &[]).await else {
            panic!("a try's panel, then kept");
        };
        let Answer::Private(try_panel) = *first else {
            panic!("a try is private");
        };
        keep.await;
        let game = w
            .bot
            .league
            .daily_try(ANA, GameKind::Dice, today)
            .await
            .unwrap()
            .expect("begun");
        assert!(
            w.bot.sessions.get(game, ANA).is_some(),
            "the panel is kept for its redraws"
        );
        // Back from a board: the try's panel, in place.
        let back = Click::Daily(DailyClick::Result { game });
        let Ok(Answer::Update { screen, private: true }) = answer(&w, ANA, back, &[back], true, &[]).await else {
            panic!("back to the try, in place");
        };
        assert_eq!(text(&screen), text(&try_panel));
        // Today's board and the daily rating's, privately from a public message.
        let day = DailyAsk {
            kind: GameKind::Dice,
            day: today,
            week: false,
            global: false,
            page: 0,
        };
        for click in [
            Click::Daily(DailyClick::Board(day)),
            Click::Daily(DailyClick::Rating {
                kind: GameKind::Dice,
                page: 0,
            }),
        ] {
            let Ok(Answer::New { screen, private: true }) = answer(&w, ANA, click, &[click], false, &[]).await else {
                panic!("a board's page to the clicker alone");
            };
            assert!(!screen.embeds.is_empty(), "{}", text(&screen));
        }
        // An unfinished try is not shared; a day not played has no try to show.
        let share = Click::Daily(DailyClick::Share { game });
        assert_eq!(
            refusal(answer(&w, ANA, share, &[share], true, &[]).await),
            "err-daily-share"
        );
        let mine = Click::Daily(DailyClick::Mine {
            kind: GameKind::Dice,
            day: today - 1,
        });
        assert_eq!(
            refusal(answer(&w, BEN, mine, &[mine], false, &[]).await),
            "err-daily-not-played"
        );
    }

    #[tokio::test]
    async fn joining_a_game_night_redraws_its_sign_up() {
        let w = world(false).await;
        let plan = NightPlan {
            kind: GameKind::Wizard,
            options: TableOptions::defaults(GameKind::Wizard),
            starts_at: None,
            rounds: 2,
            per_table: 4,
            rank_by: RankBy::Places,
            fill: Fill::Computers,
            rated: true,
            format: Format::Swiss,
        };
        let night = Night::new(GUILD, CHANNEL as u64, ANA, "Friday".into(), plan, "en-US".into());
        let id = w.bot.league.create_night(&night).await.unwrap();
        let join = Click::Night(NightClick {
            night: id,
            verb: NightVerb::Join,
        });
        let Ok(Answer::Then(first, _drive)) = answer(&w, BEN, join, &[join], false, &[]).await else {
            panic!("the sign-up redrawn, then the night driven");
        };
        let Answer::Update { screen, private: false } = *first else {
            panic!("the public sign-up, in place");
        };
        let stored = w.bot.league.night(id).await.unwrap().unwrap();
        assert!(stored.players.contains(&BEN));
        assert_eq!(screen, crate::discord::nights::screen::signup(&stored, Lang::En));
    }
}
