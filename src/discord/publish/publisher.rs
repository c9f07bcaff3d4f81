//! The publisher: told of every durable change of every table, it keeps each
//! game's public messages current — opens the game's thread at the start,
//! posts a fresh table message each round (Discord throttles edits of old
//! messages), edits it as the round goes on, closes it with the round's scores,
//! posts the final standings — and redraws the open private hands of the
//! players who must act now. Per game, one worker keeps its public messages
//! in order and another its hands; a worker that falls behind skips to the
//! newest state.

use serenity::all::{AutoArchiveDuration, ChannelId, CreateThread, Http, MessageId, Permissions};
use serenity::builder::Builder;
use std::future::Future;
use std::sync::Arc;
use tokio::sync::mpsc;

use crate::discord::bot::Workers;
use crate::discord::cards::table::{round_table, scored_round};
use crate::discord::dice::table::{dice_table, scored_dice_round};
use crate::discord::end::{FinalPlace, dice_pages, final_standings};
use crate::discord::keep::permissions;
use crate::discord::keep::places::Place;
use crate::discord::lobby::screen::{self as lobby, lobby_after};
use crate::discord::pings;
use crate::discord::screen::{Screen, Seats};
use crate::discord::transport::budget::Permit;
use crate::discord::transport::rest;
use crate::discord::transport::retry::{self, retry};
use crate::discord::{Bot, Storage, hand_screen, lock, public_lang, table_info};
use crate::engine::Viewer;
use crate::league::Scope;
use crate::pictures::Picture;
use crate::t;
use crate::table::GameStatus;
use crate::table::{SeatOwner, Snapshot, View};
use crate::text::options::game_name;

/// Hands each change to its game's workers (started on first need).
pub async fn dispatch<S: Storage>(bot: Arc<Bot<S>>, mut changes: mpsc::UnboundedReceiver<Snapshot>) {
    while let Some(s) = changes.recv().await {
        if s.status == GameStatus::Lobby {
            continue; // Lobby messages are redrawn by the clicks themselves.
        }
        if s.options.daily.is_some() {
            // A daily try is private: nothing of it is posted in its channel.
            // One the autopilot finished as its day closed: the panel its
            // player left open becomes its result (while Discord lets it be edited).
            if s.is_over()
                && let Some(http) = bot.http().cloned()
            {
                let bot = bot.clone();
                tokio::spawn(async move { redraw_hands(&bot, &http, &s).await });
            }
            continue;
        }
        // Whose turn began: noted here, from every state in order as it is
        // stored, not by the hands' worker, which skips states while it
        // redraws (and waits for clicks being answered): a turn that began
        // and a turn that ended in a state it skipped are still told apart,
        // and no redraw delays a ping.
        turns_of(&bot, &s);
        let id = s.id;
        let mut workers = lock(&bot.workers);
        let w = workers.entry(id).or_insert_with(|| start_workers(&bot, id));
        if let Some(s) = w.send(s) {
            // The workers ended (their game was over); a late change gets new ones.
            let fresh = start_workers(&bot, id);
            let _ = fresh.send(s);
            workers.insert(id, fresh);
        }
    }
}

/// Notes whose turns began and ended at `s`: a ping later for each turn
/// that began, and the pings of turns that ended deleted.
fn turns_of<S: Storage>(bot: &Arc<Bot<S>>, s: &Snapshot) {
    let (began, done) = bot.pings.began(s);
    // A turn-based table's turns find their people by `turns` (a DM, once).
    crate::discord::turns::seen(bot, s);
    let live = s.options.per_move_ms().is_none();
    for user in began.into_iter().filter(|_| live) {
        tokio::spawn(pings::later(bot.clone(), s.id, user, s.version));
    }
    for ping in done {
        // Its person acted: "it is your turn" would mislead now. (Spawned:
        // it waits for the budget.)
        let bot = bot.clone();
        tokio::spawn(async move { pings::delete(&bot, ping).await });
    }
}

/// Starts game `id`'s two workers (`Workers`).
fn start_workers<S: Storage>(bot: &Arc<Bot<S>>, id: i64) -> Workers {
    let (table, rx) = mpsc::unbounded_channel();
    tokio::spawn(worker(bot.clone(), id, rx));
    let (hands, rx) = mpsc::unbounded_channel();
    tokio::spawn(hands_worker(bot.clone(), rx));
    Workers { table, hands }
}

/// Redraws the owed private hands of a game at its newest state, as soon as
/// each change comes.
async fn hands_worker<S: Storage>(bot: Arc<Bot<S>>, mut rx: mpsc::UnboundedReceiver<Snapshot>) {
    while let Some(mut s) = rx.recv().await {
        while let Ok(newer) = rx.try_recv() {
            s = newer;
        }
        if bot.is_stopped() {
            return;
        }
        if let Some(http) = bot.http().cloned() {
            redraw_hands(&bot, &http, &s).await;
        }
        if matches!(s.status, GameStatus::Finished | GameStatus::Cancelled) {
            for ping in bot.pings.forget_game(s.id) {
                pings::delete(&bot, ping).await;
            }
            return;
        }
    }
}

async fn worker<S: Storage>(bot: Arc<Bot<S>>, id: i64, mut rx: mpsc::UnboundedReceiver<Snapshot>) {
    while let Some(mut s) = rx.recv().await {
        // Until the newest state is shown: a failed post or edit is tried
        // again (a 429 or 5xx passes), always with the newest state, so a
        // game's edits coalesce while Discord is slow or failing.
        let mut tries = 0;
        loop {
            // The place in the request budget first, then the newest state:
            // while this table waits for its turn, the states that come
            // replace the one it would have shown.
            let reserved = bot.budget.reserve().await;
            while let Ok(newer) = rx.try_recv() {
                s = newer;
            }
            if bot.is_stopped() {
                return;
            }
            let Some(http) = bot.http().cloned() else {
                tracing::warn!(game = id, "no REST client yet; the game's messages wait for it");
                tokio::time::sleep(retry::backoff(std::time::Duration::ZERO, tries)).await;
                tries += 1;
                continue;
            };
            let Err(e) = publish(&bot, &http, &s, Some(reserved)).await else {
                // The states that arrive meanwhile wait and are coalesced:
                // the table shows the newest one after the gap.
                if !bot.edit_gap.is_zero() && !s.is_over() {
                    tokio::time::sleep(bot.edit_gap).await;
                }
                break;
            };
            let Some(hint) = retry::passing(&e) else {
                // A missing permission was learned (and logged once): the
                // next try goes without what needed it.
                if permissions::refused_for_permission(&e) && tries < 3 {
                    tries += 1;
                    continue;
                }
                // One of the bot's emoji was deleted by someone else: the
                // next try draws the table in words while the set is mended.
                if crate::discord::emoji::refused_emoji(&e) && tries < 3 {
                    bot.emoji.refused();
                    tries += 1;
                    continue;
                }
                tracing::error!(game = id, version = s.version, error = %e, "Discord refused the game's message");
                break;
            };
            let wait = retry::backoff(hint, tries);
            let retry_in_ms = wait.as_millis() as u64;
            tracing::warn!(game = id, version = s.version, error = %e, retry_in_ms, "could not update the game's messages; trying again");
            tokio::time::sleep(wait).await;
            tries += 1;
        }
        if matches!(s.status, GameStatus::Finished | GameStatus::Cancelled) {
            lock(&bot.workers).remove(&id);
            bot.places.forget(id);
            bot.sessions.forget_game(id);
            return;
        }
    }
}

/// What a state shows in its channel, per game kind.
struct TableShown {
    /// The round now.
    round: u32,
    /// Whether the game is over.
    over: bool,
    /// The message that closes the round the channel shows (once it is over).
    closing: Option<Screen>,
    /// The rounds that ended after the one the channel shows, oldest first,
    /// each with its result: moves came faster than the channel was
    /// redrawn (a page's moves, computers, a slow Discord), and the
    /// channel's history must still tell every round.
    unshown: Vec<(u32, Screen)>,
    /// The table now, and its picture.
    table: Screen,
    picture: Option<Picture>,
}

/// What state `s` shows in a channel whose messages are at `place`; `None` before the game starts.
async fn shown<S: Storage>(
    bot: &Bot<S>,
    s: &Snapshot,
    place: &Place,
    lang: crate::text::catalogue::Lang,
) -> Option<TableShown> {
    let mut info = table_info(s, None);
    info.emoji = bot.emojis();
    bot.recall_seated(s).await;
    let names = bot.names.of_seats(&info.seats, lang);
    // A picture needs both: its upload, and the embed that shows it.
    let pictures = place.may(Permissions::ATTACH_FILES | Permissions::EMBED_LINKS);
    Some(match s.view(Viewer::Spectator)? {
        View::Wizard(v) => {
            let closing = v
                .history
                .iter()
                .find(|r| u32::from(r.round) == place.round)
                .map(|r| scored_round(r, v.rounds, crate::present::trick::closing(&v, r.round), &info, lang));
            let unshown = v
                .history
                .iter()
                .filter(|r| u32::from(r.round) > place.round)
                .map(|r| {
                    (
                        u32::from(r.round),
                        scored_round(r, v.rounds, crate::present::trick::closing(&v, r.round), &info, lang),
                    )
                })
                .collect();
            let seen = info.seen.clone();
            let picture = match pictures {
                true => drawn(bot, move || crate::pictures::card_table(&seen, &names, lang)).await,
                false => None,
            };
            info.pictured = picture.is_some();
            TableShown {
                round: u32::from(v.round),
                over: s.is_over(),
                closing,
                unshown,
                table: with_watch_link(bot, s, round_table(&v, &info, lang), lang),
                picture,
            }
        }
        View::Dice(v) => {
            let closing = v
                .reports
                .iter()
                .find(|r| r.round == place.round)
                .map(|r| scored_dice_round(r, v.players, &info, lang));
            let unshown = v
                .reports
                .iter()
                .filter(|r| r.round > place.round)
                .map(|r| (r.round, scored_dice_round(r, v.players, &info, lang)))
                .collect();
            // Seven empty dice before the first roll say nothing a phone should scroll past.
            let picture = match pictures && v.dice.iter().any(Option::is_some) {
                true => {
                    let seen = v.clone();
                    drawn(bot, move || crate::pictures::dice(&seen, &names, lang)).await
                }
                false => None,
            };
            info.pictured = picture.is_some();
            TableShown {
                round: v.round,
                over: s.is_over(),
                closing,
                unshown,
                table: with_watch_link(bot, s, dice_table(&v, &info, lang), lang),
                picture,
            }
        }
    })
}

/// "Watch in the browser": the watcher's link to the web page on a running
/// table's message, when the page is served (the public view, no hand).
fn with_watch_link<S: Storage>(
    bot: &Bot<S>,
    s: &Snapshot,
    mut table: Screen,
    lang: crate::text::catalogue::Lang,
) -> Screen {
    let Some(page) = bot.page.as_ref().filter(|_| !s.is_over()) else {
        return table;
    };
    let mut buttons = vec![
        crate::discord::parts::Button::new_link(page.address(s.id, None, lang))
            .label(crate::t!(lang, "web-watch"))
            .emoji('👀'),
    ];
    // The Activity: everyone in the channel may open it (a watcher watches there).
    if bot.activity {
        buttons.insert(0, crate::discord::activity::launch_button(s.id, lang));
    }
    let rows = table.components.len();
    match table.components.first_mut() {
        Some(crate::discord::parts::Row::Buttons(row)) if row.len() + buttons.len() <= 5 => row.extend(buttons),
        _ if rows < 5 => table.components.push(crate::discord::parts::Row::Buttons(buttons)),
        _ => {}
    }
    table
}

/// Shows `s`; the first bot-token request goes with `reserved`, the others
/// wait in the budget's queue.
async fn publish<S: Storage>(
    bot: &Bot<S>,
    http: &Http,
    s: &Snapshot,
    reserved: Option<Permit<'_>>,
) -> Result<(), serenity::Error> {
    let mut reserved = reserved;
    let mut place = bot.places.get(bot.tables.persist(), s.id).await.unwrap_or_default();
    let lang = public_lang(place.locale.as_deref());
    if place.channel.is_none() {
        open_channel(bot, http, s, &mut place, &mut reserved).await?;
        place.end_posted = Some(false);
        // Known at once, before anything is posted there: the thread belongs
        // to this game (`/wizard new` in it is refused from now on).
        bot.places.save(bot.tables.persist(), s.id, place.clone()).await;
    }
    let before = place.clone();
    let channel = ChannelId::new(place.channel.unwrap_or(place.lobby_channel));
    let Some(TableShown {
        round,
        over,
        closing,
        unshown,
        table,
        picture,
    }) = shown(bot, s, &place, lang).await
    else {
        if place != before {
            bot.places.save(bot.tables.persist(), s.id, place).await;
        }
        return Ok(());
    };
    // Without Embed Links Discord would drop the embeds: the table in words.
    let here = place.here();
    let over = over || s.status == GameStatus::Finished;
    let cancelled = s.status == GameStatus::Cancelled;
    let post = match place.thread {
        true => Permissions::SEND_MESSAGES_IN_THREADS,
        false => Permissions::SEND_MESSAGES,
    };
    let mut showing = Showing {
        bot,
        http,
        s,
        channel,
        lang,
        place: &mut place,
        reserved: &mut reserved,
        here,
        post,
    };
    let result = async {
        if !showing.place.may(Permissions::VIEW_CHANNEL) {
            return Ok(()); // The bot may not even see the channel any more.
        }
        // The round moved on (or ended): close the old message with the round as it ended.
        if let Some(msg) = showing.place.table_message
            && (showing.place.round != round || over || cancelled)
        {
            let closing = match (closing, cancelled) {
                (Some(c), _) => Some(here.fit(c)),
                (None, true) => Some(Screen::text(t!(lang, "cancelled-title"))),
                // No result for the round it shows (it never ended): left as it is.
                (None, false) => None,
            };
            showing.close_round(msg, closing).await?;
        }
        if cancelled {
            Ok(())
        } else if !showing.place.may(post) {
            // Refused before: nothing can be posted here until an interaction
            // says it may again (the lobby tells the host).
            Ok(())
        } else if over && showing.place.end_posted == Some(true) {
            // Exactly once, also when this state is published again after a restart.
            Ok(())
        } else {
            // Every round that ended since the one the channel showed, in order.
            showing.post_unshown(unshown).await?;
            match over {
                true => showing.post_end().await,
                false => showing.show_table(here.fit(table), &picture, round).await,
            }
        }
    }
    .await;
    let learned_now = place.refused != before.refused;
    if place != before {
        bot.places.save(bot.tables.persist(), s.id, place.clone()).await;
    }
    if learned_now && !over {
        // The host learns on the lobby what the table now goes without.
        tell_lobby(bot, http, s, &place, &mut reserved, false).await;
    }
    result?;
    bot.tables.shown(s.id, s.version).await;
    Ok(())
}

/// One showing of a state in its game's channel, in three steps: the round
/// that ended closed, the end posted once, the table shown. What they share:
/// where the messages are (and what sending them taught), the worker's
/// place in the request budget, and what posting here needs.
struct Showing<'a, 'p, S: Storage> {
    bot: &'a Bot<S>,
    http: &'a Http,
    s: &'a Snapshot,
    channel: ChannelId,
    lang: crate::text::catalogue::Lang,
    place: &'a mut Place,
    reserved: &'a mut Option<Permit<'p>>,
    /// What the bot may do here (without Embed Links: screens in words).
    here: permissions::Here,
    /// Send Messages (in Threads, in a thread).
    post: Permissions,
}

impl<S: Storage> Showing<'_, '_, S> {
    /// Closes table message `msg` with the round as it ended (`closing`;
    /// a cancelled game's says so; `None`: left as it is).
    async fn close_round(&mut self, msg: u64, closing: Option<Screen>) -> Result<(), serenity::Error> {
        if let Some(closing) = closing {
            let edit = rest::edit_message(self.http, self.channel, MessageId::new(msg), closing.outgoing_edit());
            // Deleted (by a moderator, say): there is nothing to close.
            if let Err(e) = in_budget(self.bot, self.reserved, edit).await
                && !unknown_message(&e)
            {
                return Err(learned(self.s.id, self.place, e, Permissions::VIEW_CHANNEL));
            }
        }
        lock(&self.bot.shown_pictures).remove(&msg);
        self.place.table_message = None;
        Ok(())
    }

    /// Posts the result of each round in `unshown` after the one the
    /// channel shows, in order, each once (its own nonce; the place
    /// remembers each as it is posted, so a retry goes on from the next).
    async fn post_unshown(&mut self, unshown: Vec<(u32, Screen)>) -> Result<(), serenity::Error> {
        for (round, screen) in unshown {
            if round <= self.place.round {
                continue;
            }
            let screen = self.here.fit(screen);
            let once = Some(format!("s{}.{round}", self.s.id));
            let posting = rest::post_message(self.http, self.channel, screen.outgoing_message(once));
            in_budget(self.bot, self.reserved, posting)
                .await
                .map_err(|e| learned(self.s.id, self.place, e, self.post))?;
            self.place.round = round;
        }
        Ok(())
    }

    /// The final standings, posted once, and the lobby told who won.
    async fn post_end(&mut self) -> Result<(), serenity::Error> {
        let (bot, http, s, channel, post) = (self.bot, self.http, self.s, self.channel, self.post);
        let pictures = self.place.may(Permissions::ATTACH_FILES | Permissions::EMBED_LINKS);
        let screen = self.here.fit(end_screen(bot, s, self.lang, pictures).await);
        let needs = needed(post, &screen);
        let once = Some(format!("e{}", s.id));
        let posted = in_budget(
            bot,
            self.reserved,
            rest::post_message(http, channel, screen.outgoing_message(once)),
        )
        .await
        .map_err(|e| learned(s.id, self.place, e, needs))?;
        self.place.end_posted = Some(true);
        // The page of a finished game links back to it (its Rematch is there).
        self.place.end_message = Some(posted.id.get());
        tell_lobby(bot, http, s, self.place, self.reserved, true).await;
        Ok(())
    }

    /// The table of `round` with its picture: its message edited, or a new
    /// one posted (the round's first, or in place of one deleted).
    async fn show_table(
        &mut self,
        table: Screen,
        picture: &Option<Picture>,
        round: u32,
    ) -> Result<(), serenity::Error> {
        let (bot, http, s, channel, post) = (self.bot, self.http, self.s, self.channel, self.post);
        if let Some(msg) = self.place.table_message {
            let screen = with_picture(bot, Some(msg), &table, picture);
            let needs = needed(Permissions::VIEW_CHANNEL, &screen);
            let edit = rest::edit_message(http, channel, MessageId::new(msg), screen.outgoing_edit());
            match in_budget(bot, self.reserved, edit).await {
                Ok(_) => {
                    bot.pictures_shown(msg, picture);
                    return Ok(());
                }
                // Deleted: a new table message takes its place (below).
                Err(e) if unknown_message(&e) => {}
                Err(e) => return Err(learned(s.id, self.place, e, needs)),
            }
        }
        let once = Some(format!("t{}.{}", s.id, self.place.unconfirmed.unwrap_or(round)));
        // A new message notifies whom it mentions: only those who want pings.
        let mut table = table;
        table.ping = pings::wanted(bot, s.guild, &table.ping).await;
        let screen = with_picture(bot, None, &table, picture);
        let needs = needed(post, &screen);
        let posting = rest::post_message(http, channel, screen.outgoing_message(once));
        let posted = match in_budget(bot, self.reserved, posting).await {
            Ok(posted) => posted,
            Err(e) => {
                // Kept also when the round moves on before the next try:
                // a message this post made is found again, not left behind.
                self.place.unconfirmed = Some(self.place.unconfirmed.unwrap_or(round));
                return Err(learned(s.id, self.place, e, needs));
            }
        };
        self.place.unconfirmed = None;
        // A new message mentioning them: they were told (edits tell no one).
        bot.pings.told(s.id, &table.ping, s.version);
        let m = posted.id;
        if !posted.as_sent {
            // An earlier try's message (its answer was lost) shows that
            // try's state: bring it to this one, picture included.
            let screen = with_picture(bot, None, &table, picture);
            let needs = needed(Permissions::VIEW_CHANNEL, &screen);
            let edit = screen.outgoing_edit();
            in_budget(bot, self.reserved, rest::edit_message(http, channel, m, edit))
                .await
                .map_err(|e| learned(s.id, self.place, e, needs))?;
        }
        bot.pictures_shown(m.get(), picture);
        self.place.table_message = Some(m.get());
        self.place.round = round;
        Ok(())
    }
}

/// What a channel request sending `screen` needs besides `base`: Attach
/// Files when it uploads a picture.
fn needed(base: Permissions, screen: &Screen) -> Permissions {
    match screen.pictures.is_empty() {
        true => base,
        false => base | Permissions::ATTACH_FILES,
    }
}

/// A refusal for a missing permission is learned where the table plays: what
/// needed it is not tried again there (the next try goes without it), and it
/// is logged once, as a WARN. Of `needs`, the permission the request added
/// (a picture's Attach Files) is taken as the one missing, else the base.
fn learned(game: i64, place: &mut Place, e: serenity::Error, needs: Permissions) -> serenity::Error {
    if !permissions::refused_for_permission(&e) {
        return e;
    }
    let missing = match needs.contains(Permissions::ATTACH_FILES) {
        true => Permissions::ATTACH_FILES,
        false => needs,
    };
    let mut here = place.here();
    if here.refuse(missing) {
        tracing::warn!(
            game,
            channel = place.channel.unwrap_or(place.lobby_channel),
            permission = %permissions::name(missing),
            "Discord refused the bot a permission here; going on without it (the lobby tells the host)"
        );
    }
    place.set_here(here);
    e
}

/// Sends a bot-token request with the worker's reserved place while it
/// still holds it; a later request of the same update goes ahead of the
/// budget's queue (it waits only for room in the window).
async fn in_budget<S: Storage, T>(
    bot: &Bot<S>,
    reserved: &mut Option<Permit<'_>>,
    request: impl Future<Output = T>,
) -> T {
    let permit = match reserved.take() {
        Some(permit) => permit,
        None => bot.budget.reserve_ahead().await,
    };
    permit.send(request).await
}

/// A picture drawn on the blocking pool (a few milliseconds of CPU that
/// would otherwise hold up a runtime thread answering clicks), when pictures are on.
async fn drawn<S: Storage>(bot: &Bot<S>, draw: impl FnOnce() -> Option<Picture> + Send + 'static) -> Option<Picture> {
    if !bot.pictures_on {
        return None;
    }
    tokio::task::spawn_blocking(draw).await.ok().flatten()
}

/// The table screen with its picture: uploaded, unless the message being
/// edited shows that very picture already (then kept, nothing sent again).
fn with_picture<S: Storage>(bot: &Bot<S>, editing: Option<u64>, table: &Screen, picture: &Option<Picture>) -> Screen {
    let screen = table.clone();
    let Some(p) = picture else { return screen };
    match editing {
        Some(msg) if lock(&bot.shown_pictures).get(&msg) == Some(&p.hash()) => screen.keeping(&p.name),
        _ => screen.with_picture(p.clone()),
    }
}

impl<S: Storage> Bot<S> {
    /// Remembers the picture message `msg` shows now.
    fn pictures_shown(&self, msg: u64, picture: &Option<Picture>) {
        let mut shown = lock(&self.shown_pictures);
        match picture {
            Some(p) => shown.insert(msg, p.hash()),
            None => shown.remove(&msg),
        };
    }
}

/// Opens the game's thread from its lobby message, or uses the lobby's
/// channel. Discord gives a message at most one thread, whose id is the
/// message's: when the thread exists already (a restart after it was opened
/// but before that was stored), it is used. A passing failure is returned,
/// so the thread is tried again rather than the game moving to the channel.
async fn open_channel<S: Storage>(
    bot: &Bot<S>,
    http: &Http,
    s: &Snapshot,
    place: &mut Place,
    reserved: &mut Option<Permit<'_>>,
) -> Result<(), serenity::Error> {
    let mut channel = place.lobby_channel;
    if place.may_thread
        && place.may(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS)
        && let Some(msg) = place.lobby_message
    {
        let lang = public_lang(place.locale.as_deref());
        let name = t!(lang, "lobby-thread-name", game = game_name(s.kind, lang), id = s.id);
        let builder = CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneDay);
        let thread = ChannelId::new(place.lobby_channel).create_thread_from_message(http, MessageId::new(msg), builder);
        match in_budget(bot, reserved, thread).await {
            Ok(thread) => {
                channel = thread.id.get();
                place.thread = true;
            }
            Err(e) if crate::discord::transport::rest::thread_exists(&e) => {
                channel = msg;
                place.thread = true;
            }
            Err(e) if retry::passing(&e).is_some() => return Err(e),
            Err(e) if permissions::refused_for_permission(&e) => {
                // Learned (and logged once): the game plays in the channel.
                let _ = learned(s.id, place, e, Permissions::CREATE_PUBLIC_THREADS);
            }
            Err(e) => tracing::warn!(game = s.id, error = %e, "could not open a thread; playing in the channel"),
        }
    }
    place.channel = Some(channel);
    // The Start click was only acknowledged: the lobby says here that the
    // game started, and where.
    tell_lobby(bot, http, s, place, reserved, false).await;
    Ok(())
}

/// Redraws the game's lobby, left behind in the channel it was opened in:
/// where the game plays and, once it `ended`, who won. Not tried again when
/// it fails: Discord shows the thread under the lobby anyway, and the result
/// is in the game's own channel.
async fn tell_lobby<S: Storage>(
    bot: &Bot<S>,
    http: &Http,
    s: &Snapshot,
    place: &Place,
    reserved: &mut Option<Permit<'_>>,
    ended: bool,
) {
    let Some(msg) = place.lobby_message else { return };
    let lang = public_lang(place.locale.as_deref());
    let winners = match s.view(Viewer::Spectator) {
        Some(View::Wizard(v)) if ended => v.winners,
        Some(View::Dice(v)) if ended => v.winners,
        _ => Vec::new(),
    };
    let seats = Seats::at_the_end(s);
    let names = (!winners.is_empty()).then(|| seats.names(&winners, lang));
    let thread = place.channel.filter(|_| place.thread);
    let screen = place.here().fit(lobby::noting(
        lobby_after(s, lang, thread, names.as_deref()),
        &place.notes(lang),
    ));
    let edit = rest::edit_message(
        http,
        ChannelId::new(place.lobby_channel),
        MessageId::new(msg),
        screen.outgoing_edit(),
    );
    if let Err(e) = in_budget(bot, reserved, edit).await {
        tracing::debug!(game = s.id, error = %e, "could not redraw the lobby");
    }
}

/// Discord's "Unknown Message" (10008): the message was deleted.
fn unknown_message(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) if r.error.code == 10008)
}

async fn end_screen<S: Storage>(
    bot: &Bot<S>,
    s: &Snapshot,
    lang: crate::text::catalogue::Lang,
    pictures: bool,
) -> Screen {
    let (Some((places, totals)), Some(view)) = (s.standings(), s.view(Viewer::Spectator)) else {
        return Screen::default();
    };
    let standings = FinalPlace::ordered(&places, &totals);
    let winners = match &view {
        View::Wizard(v) => v.winners.clone(),
        View::Dice(v) => v.winners.clone(),
    };
    let mut lifetime = Vec::new();
    for (seat, owner) in s.seats.iter().enumerate() {
        if let SeatOwner::Human(u) = owner {
            let scope = s.guild.map(Scope::Guild).unwrap_or(Scope::Global);
            if let Ok(Some(st)) = bot.league.stats(*u, s.kind, scope, None).await {
                lifetime.push((seat, st));
            }
        }
    }
    let seats = Seats::at_the_end(s);
    let mut screen = final_standings(s.kind, s.id, &standings, &winners, &seats, &lifetime, lang);
    let names = bot.names.of_seats(&seats, lang);
    match view {
        View::Wizard(_) if !pictures => screen,
        View::Wizard(v) => {
            match drawn(bot, move || crate::pictures::chart(&v.history, v.players, &names, lang)).await {
                Some(p) => screen.with_picture(p),
                None => screen,
            }
        }
        View::Dice(v) => {
            let seen = v.clone();
            let pages = match bot.pictures_on && pictures {
                true => tokio::task::spawn_blocking(move || crate::pictures::pages(&seen, &names, lang))
                    .await
                    .unwrap_or_default(),
                false => Vec::new(),
            };
            // The Pages in words only when they are not pictures.
            screen
                .embeds
                .push(dice_pages(&v, &standings, &seats, lang, !pages.is_empty()));
            // Each Page in an embed of its own (at most 5 seats: 7 embeds of Discord's 10).
            pages.into_iter().fold(screen, Screen::with_picture_embed)
        }
    }
}

/// Redraws the open private hands that went stale: those of players who must
/// act now, and those still showing decisions that are gone.
async fn redraw_hands<S: Storage>(bot: &Bot<S>, http: &Http, s: &Snapshot) {
    // Dice: those who may take the roll too, so their Page shows what it would write.
    let turn = s.turn();
    let owed = turn.must.union(turn.may);
    for (user, session) in bot.sessions.of_game(s.id) {
        if session.version >= s.version {
            continue;
        }
        // A click on the panel being answered goes first; then this redraw
        // starts from what that answer left.
        let _gate = bot.sessions.gate(s.id, user).await;
        // The panel as that answer left it (its token, version and pictures):
        // one it drew at this version or later stands.
        let Some(session) = bot
            .sessions
            .get(s.id, user)
            .filter(|now| now.version < s.version && bot.sessions.live(now))
        else {
            continue;
        };
        let Some(seat) = s.seat_of(user) else { continue };
        if !(owed.contains(seat) || session.active) {
            continue;
        }
        let Some((screen, active)) = hand_screen(s, seat, session.lang, None, &bot.look()) else {
            continue;
        };
        // A redraw sends its pictures, never keeps them: the edit then leaves
        // exactly what it shows whatever the panel showed before. (A click on
        // the panel may keep what this redraw left: `Clicked::update`.)
        let pictures = screen.pictures.iter().map(|p| p.name.clone()).collect();
        let mut edited = screen.clone().edit_interaction().execute(http, &session.token).await;
        if let Err(e) = &edited
            && crate::discord::emoji::refused_emoji(e)
        {
            // One of the bot's emoji was deleted by someone else: redrawn in
            // words at once, while the set is mended.
            bot.emoji.refused();
            if let Some((words, _)) = hand_screen(s, seat, session.lang, None, &bot.look()) {
                edited = words.edit_interaction().execute(http, &session.token).await;
            }
        }
        match edited {
            Ok(_) => bot
                .sessions
                .redrawn(s.id, user, &session.token, Some((s.version, active, pictures))),
            Err(e) => {
                bot.sessions.redrawn(s.id, user, &session.token, None);
                tracing::debug!(game = s.id, error = %e, "could not redraw a private hand");
            }
        }
    }
}

/// Tells each game set aside at start-up (its log could not be replayed)
/// in its channel that it has ended, once: the flag is stored after the post.
pub async fn tell_set_aside<S: Storage>(bot: Arc<Bot<S>>) {
    let Some(http) = bot.http().cloned() else { return };
    let games = match bot.tables.persist().untold_set_aside().await {
        Ok(g) => g,
        Err(e) => {
            tracing::error!(error = %e, "could not list the games set aside");
            return;
        }
    };
    // Another process tells its own shards' channels.
    for (row, _) in games.into_iter().filter(|(row, _)| bot.tables.drives(row.guild_id)) {
        let place = Place::from_row(&row);
        let lang = public_lang(place.locale.as_deref());
        let channel = ChannelId::new(place.channel.unwrap_or(place.lobby_channel));
        let screen = Screen::text(t!(lang, "game-set-aside", game = row.id));
        let posted = retry(row.id, || async {
            bot.budget
                .spend(rest::post_message(
                    &http,
                    channel,
                    screen.clone().outgoing_message(None),
                ))
                .await
        })
        .await;
        if posted.is_ok()
            && let Err(e) = bot.tables.persist().set_aside_told(row.id).await
        {
            tracing::error!(game = row.id, error = %e, "could not record that a set-aside game's channel was told");
        }
    }
}
