//! The end-to-end harness itself: serenity's real client, built as in
//! production with only the API base swapped, connects to the fake Discord,
//! receives READY, and answers a button click with a reply the fake accepts.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::fake_discord::server::FakeDiscord;
use serenity::all::{
    ButtonStyle, ClientBuilder, Context, CreateActionRow, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, EventHandler, GatewayIntents, HttpBuilder, Interaction, Ready,
};
use serenity::async_trait;

struct Handler {
    ready: Arc<AtomicU64>,
    handled: Arc<AtomicU64>,
    /// Misbehave on purpose: 1, a custom_id over 100 characters; 2, a second acknowledgement;
    /// 3, a button whose emoji is not an emoji.
    misbehave: u8,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _ctx: Context, _ready: Ready) {
        self.ready.fetch_add(1, Ordering::SeqCst);
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        if let Interaction::Component(click) = interaction {
            let reply = CreateInteractionResponseMessage::new()
                .content(format!("clicked {} ({})", click.data.custom_id, click.locale))
                .ephemeral(true)
                .components(vec![CreateActionRow::Buttons(vec![
                    CreateButton::new(if self.misbehave == 1 {
                        "x".repeat(101)
                    } else {
                        "g:1:v:2:play:B13".into()
                    })
                    .label("B13")
                    .emoji(if self.misbehave == 3 { '\u{1F0A0}' } else { '\u{1F3B4}' })
                    .style(ButtonStyle::Primary),
                ])]);
            if click
                .create_response(&ctx.http, CreateInteractionResponse::Message(reply))
                .await
                .is_ok()
            {
                self.handled.fetch_add(1, Ordering::SeqCst);
            }
            if self.misbehave == 2 {
                let _ = click
                    .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
                    .await;
            }
        }
    }
}

/// Starts serenity's client against `fake`; returns (ready count, handled count, shard manager).
async fn connect(
    fake: &FakeDiscord,
    misbehave: u8,
) -> (Arc<AtomicU64>, Arc<AtomicU64>, Arc<serenity::gateway::ShardManager>) {
    let (ready, handled) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    // As DISCORD.md says: proxy plus a disabled rate limiter, and the Http handed to the builder.
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::empty())
        .event_handler(Handler {
            ready: ready.clone(),
            handled: handled.clone(),
            misbehave,
        })
        .await
        .expect("the client builds against the fake");
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        let _ = client.start().await;
    });
    for _ in 0..100 {
        if ready.load(Ordering::SeqCst) > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(ready.load(Ordering::SeqCst), 1, "the READY handler ran");
    assert!(
        fake.inner.gateway.connections.load(Ordering::SeqCst) >= 1,
        "the gateway used is the local fake"
    );
    fake.wait_for(5, |r| r.path == "/api/v10/gateway" || r.path == "/api/v10/gateway/bot")
        .await;
    (ready, handled, shards)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_connects_to_the_fake_and_answers_a_click() {
    let fake = FakeDiscord::start().await;
    let (_ready, handled, shards) = connect(&fake, 0).await;

    fake.click(4242, "g:1:v:1:hand", "de");
    let callback = fake.wait_for(5, |r| r.path.ends_with("/callback")).await;
    assert_eq!(callback.body["type"], 4);
    assert_eq!(callback.body["data"]["flags"], 64, "ephemeral");
    assert!(callback.body["data"]["content"].as_str().unwrap().contains("(de)"));
    for _ in 0..50 {
        if handled.load(Ordering::SeqCst) == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(handled.load(Ordering::SeqCst), 1, "the interaction handler ran");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_a_long_custom_id_as_discord_does() {
    let fake = FakeDiscord::start().await;
    let (_ready, handled, shards) = connect(&fake, 1).await;
    fake.click(4243, "g:1:v:1:hand", "en-US");
    fake.wait_for(5, |r| r.path.ends_with("/callback")).await;
    let v = fake.violations();
    assert!(
        v.iter()
            .any(|m| m.contains("50035 Invalid Form Body") && m.contains(&"x".repeat(101))),
        "{v:?}"
    );
    assert_eq!(handled.load(Ordering::SeqCst), 0, "serenity saw the 400");
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_a_symbol_that_is_not_an_emoji_as_discord_does() {
    let fake = FakeDiscord::start().await;
    let (_ready, handled, shards) = connect(&fake, 3).await;
    fake.click(4245, "g:1:v:1:hand", "en-US");
    fake.wait_for(5, |r| r.path.ends_with("/callback")).await;
    let v = fake.violations();
    assert!(v.iter().any(|m| m.contains("BUTTON_COMPONENT_INVALID_EMOJI")), "{v:?}");
    assert_eq!(handled.load(Ordering::SeqCst), 0, "serenity saw the 400");
    assert!(fake.ephemerals(4245).is_empty(), "nothing was stored");
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_catches_a_second_acknowledgement() {
    let fake = FakeDiscord::start().await;
    let (_ready, _handled, shards) = connect(&fake, 2).await;
    fake.click(4244, "g:1:v:1:hand", "en-US");
    fake.wait_for(5, |r| r.path.ends_with("/callback") && r.body["type"] == 6)
        .await;
    let v = fake.violations();
    assert!(v.iter().any(|m| m.contains("acknowledged twice")), "{v:?}");
    shards.shutdown_all().await;
}
