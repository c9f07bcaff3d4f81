//! The table as a Discord Activity (#64). Discord opens the page inside its
//! own window; the page's Embedded App SDK asks the person to authorize the
//! application and hands the page a code. The bot, never the page, makes the
//! code into a person: it exchanges the code at Discord's `/oauth2/token`
//! with the application's client secret (never sent to a page, never
//! logged), asks Discord whose the token is (`/users/@me`), and asks Discord
//! with its own token where the Activity's instance runs and who is in it.
//! Nothing the page claims is trusted: a page that names another channel or
//! an instance its person is not in is refused. The person then gets, for
//! each table in that channel, their seat's link (a watcher's where they
//! have no seat), and the page is the table page from there on.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::links::Link;
use crate::table::TableStore;
use crate::text::catalogue::Lang;
use crate::web::Web;

/// The application as Discord knows it, and how to reach Discord.
#[derive(Clone)]
pub struct Activity {
    pub client_id: String,
    client_secret: String,
    /// Discord's API, `…/api/v10`.
    api: String,
    bot_token: String,
    /// The open tables of a channel, every process's (an Activity launched
    /// in a game's thread finds that game; in a channel, its tables and
    /// the threads of those).
    find: Finder,
}

/// An open table where an Activity runs (or the one its deep link names):
/// its game, who sits where (`None`: a computer), whether it is a daily try
/// (its player's alone).
pub struct Found {
    pub game: i64,
    pub people: Vec<Option<i64>>,
    pub daily: bool,
    /// In the Activity's channel (else only the deep link's game).
    pub here: bool,
}

/// The open tables of a channel or thread, and the open game a deep link
/// names wherever it is (the store and the Discord side know them; the page
/// must know neither, so it is handed this).
pub type Finder = std::sync::Arc<
    dyn Fn(i64, Option<i64>) -> std::pin::Pin<Box<dyn std::future::Future<Output = Vec<Found>> + Send>> + Send + Sync,
>;

impl std::fmt::Debug for Activity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Activity")
            .field("client_id", &self.client_id)
            .field("api", &self.api)
            .finish_non_exhaustive()
    }
}

impl Activity {
    /// `api_base`: Discord's address (`https://discord.com`), or the tests' fake.
    pub fn new(client_id: String, client_secret: String, api_base: &str, bot_token: String, find: Finder) -> Activity {
        Activity {
            client_id,
            client_secret,
            api: format!("{}/api/v10", api_base.trim_end_matches('/')),
            bot_token,
            find,
        }
    }
}

/// What the page sends: the code its SDK was given, and where the SDK says
/// it runs (checked with Discord, never believed).
#[derive(Deserialize)]
pub struct Asked {
    code: String,
    instance_id: String,
    channel_id: String,
    #[serde(default)]
    pub locale: Option<String>,
    /// The `custom_id` of the link that launched the Activity (Discord's
    /// turn-based deep link: `game-<id>`, from a turn's message), if any.
    #[serde(default)]
    pub custom_id: Option<String>,
}

impl Asked {
    /// Whether it could be a sign-in at all: a code and ids of the shapes
    /// Discord gives (letters, digits, `-` and `_`, not too long). Anything
    /// else is refused without being counted against anyone's sign-ins.
    pub fn well_formed(&self) -> bool {
        let token = |s: &str, most: usize| {
            !s.is_empty() && s.len() <= most && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        token(&self.code, 128) && token(&self.instance_id, 128) && token(&self.channel_id, 24)
    }

    /// The game a deep link names.
    fn linked_game(&self) -> Option<i64> {
        self.custom_id.as_deref()?.strip_prefix("game-")?.parse().ok()
    }
}

/// Why a page was refused: a status, and the catalogue's words for the
/// person (said in their language where it is answered).
#[derive(Debug)]
pub struct Refused {
    pub status: u16,
    pub why: &'static str,
}

const NOT_SIGNED_IN: Refused = Refused {
    status: 401,
    why: "web-activity-refused",
};
const ELSEWHERE: Refused = Refused {
    status: 403,
    why: "web-activity-elsewhere",
};
const UNREACHABLE: Refused = Refused {
    status: 502,
    why: "web-discord-unreachable",
};

/// The Activity's page as it opens: the application's client id and its
/// first words in every language (it does not know its person's yet).
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Config {
    pub client_id: String,
    pub words: std::collections::BTreeMap<&'static str, Words>,
}

/// The words the page says before the person is signed in.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Words {
    pub outside: String,
    pub signing_in: String,
    pub refused: String,
    pub none: String,
    pub choose: String,
    /// With `{game}` where the table's number goes.
    pub seat: String,
    pub watch: String,
}

impl Words {
    pub fn of(lang: Lang) -> Words {
        Words {
            outside: crate::t!(lang, "web-activity-outside"),
            signing_in: crate::t!(lang, "web-activity-signing-in"),
            refused: crate::t!(lang, "web-activity-refused"),
            none: crate::t!(lang, "web-activity-none"),
            choose: crate::t!(lang, "web-activity-choose"),
            seat: crate::t!(lang, "web-activity-seat", game = "{game}"),
            watch: crate::t!(lang, "web-activity-watch", game = "{game}"),
        }
    }
}

/// The person's tables in the Activity's channel, each a signed link.
#[derive(Clone, Debug, Serialize)]
pub struct Session {
    pub tables: Vec<Offered>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Offered {
    pub token: String,
    pub seat: Option<u8>,
    pub game: i64,
}

/// Who the person is and where their Activity runs, as Discord says.
struct Confirmed {
    user: i64,
    channel: i64,
}

fn snowflake(v: &Value) -> Option<i64> {
    v.as_str().and_then(|s| s.parse().ok())
}

impl Activity {
    async fn confirm(&self, http: &reqwest::Client, asked: &Asked) -> Result<Confirmed, Refused> {
        let bounded = Duration::from_secs(10);
        // The code, exchanged with the application's secret.
        let token = http
            .post(format!("{}/oauth2/token", self.api))
            .form(&[
                ("client_id", self.client_id.as_str()),
                ("client_secret", self.client_secret.as_str()),
                ("grant_type", "authorization_code"),
                ("code", asked.code.as_str()),
            ])
            .timeout(bounded)
            .send()
            .await
            .map_err(|_| UNREACHABLE)?;
        if !token.status().is_success() {
            // Only the refusal is logged: never the code, the secret or Discord's words.
            tracing::info!(
                status = token.status().as_u16(),
                "an Activity's code was refused by Discord"
            );
            return Err(NOT_SIGNED_IN);
        }
        let token = json(token).await.ok_or(NOT_SIGNED_IN)?;
        let access = token["access_token"].as_str().ok_or(NOT_SIGNED_IN)?;
        // Whose the token is.
        let me = http
            .get(format!("{}/users/@me", self.api))
            .bearer_auth(access)
            .timeout(bounded)
            .send()
            .await
            .map_err(|_| UNREACHABLE)?
            .error_for_status()
            .map_err(|_| NOT_SIGNED_IN)?;
        let me = json(me).await.ok_or(NOT_SIGNED_IN)?;
        let user = snowflake(&me["id"]).ok_or(NOT_SIGNED_IN)?;
        // Where the instance runs and who is in it, asked with the bot's own token.
        let instance = http
            .get(format!(
                "{}/applications/{}/activity-instances/{}",
                self.api,
                self.client_id,
                urlencode(&asked.instance_id)
            ))
            .header("authorization", format!("Bot {}", self.bot_token))
            .timeout(bounded)
            .send()
            .await
            .map_err(|_| UNREACHABLE)?;
        if !instance.status().is_success() {
            tracing::info!(
                status = instance.status().as_u16(),
                "an Activity's page named an instance Discord does not know"
            );
            return Err(ELSEWHERE);
        }
        let instance = json(instance).await.ok_or(ELSEWHERE)?;
        let channel = snowflake(&instance["location"]["channel_id"]).ok_or(ELSEWHERE)?;
        let inside = instance["users"]
            .as_array()
            .is_some_and(|users| users.iter().any(|u| snowflake(u) == Some(user)));
        if !inside || asked.channel_id.parse::<i64>().ok() != Some(channel) {
            tracing::info!("an Activity's page was refused: its person or channel is not the instance's");
            return Err(ELSEWHERE);
        }
        Ok(Confirmed { user, channel })
    }
}

/// A JSON answer's body, if it is JSON.
async fn json(r: reqwest::Response) -> Option<Value> {
    serde_json::from_slice(&r.bytes().await.ok()?).ok()
}

/// Only digits, letters, `-` and `_` pass into a path; the rest is escaped.
fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'0'..=b'9' | b'a'..=b'z' | b'A'..=b'Z' | b'-' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The person's tables in the instance's channel: for each open table
/// there (whichever process drives it: its page is passed there), a link
/// to their seat, or to watch where they have none. Their own tables
/// first; a daily try only to its player (it is theirs alone, and today's
/// deals are no one else's to see).
pub async fn session<P: TableStore>(web: &Web<P>, activity: &Activity, asked: Asked) -> Result<Session, Refused> {
    let who = activity.confirm(&web.http, &asked).await?;
    let lang = asked.locale.as_deref().map(Lang::from_locale).unwrap_or(Lang::En);
    let until_ms = crate::table::now_ms() + crate::links::GOOD_FOR_MS;
    let mut tables = Vec::new();
    let linked = asked.linked_game();
    for found in (activity.find)(who.channel, linked).await {
        let seat = found
            .people
            .iter()
            .position(|p| *p == Some(who.user))
            .and_then(|i| u8::try_from(i).ok());
        if found.daily && seat.is_none() {
            continue;
        }
        // A deep link opens its person's own seat, wherever the Activity
        // runs; never someone else's game from another channel.
        if !found.here && seat.is_none() {
            continue;
        }
        let link = Link {
            game: found.game,
            seat,
            user: seat.map(|_| who.user),
            lang,
            until_ms,
        };
        tables.push(Offered {
            token: web.key.sign(&link),
            seat,
            game: found.game,
        });
    }
    // The linked game first, then their own tables.
    tables.sort_by_key(|t| (Some(t.game) != linked, t.seat.is_none(), t.game));
    Ok(Session { tables })
}
