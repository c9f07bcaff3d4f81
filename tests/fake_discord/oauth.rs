//! What Discord's OAuth2 and Activity endpoints do, for the Activity's tests
//! (#64): a code the Discord client gives an Activity's page (`authorize`)
//! is good once and for ten minutes, and only with the application's client
//! id and secret; the access token it buys says whose it is at `/users/@me`;
//! the bot (with its own token) may look an Activity's instance up: where it
//! runs and who is in it. Sources are in `docs/FAKE-DISCORD.md`.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::server::APP_ID;

/// The fake application's OAuth2 client secret.
pub const CLIENT_SECRET: &str = "fake-client-secret-7f3a";
/// A code is good for ten minutes (Discord's authorization codes are short-lived).
const CODE_LIFETIME: Duration = Duration::from_secs(10 * 60);

#[derive(Default)]
pub struct OAuth {
    /// Codes not used yet: whose, and when given.
    codes: HashMap<String, (u64, Instant)>,
    /// Access tokens and whose they are.
    tokens: HashMap<String, u64>,
    instances: HashMap<String, Instance>,
    next: u64,
    /// What was refused, in order (a test checks its refusals happened).
    pub refused: Vec<String>,
}

struct Instance {
    channel: u64,
    guild: Option<u64>,
    users: Vec<u64>,
}

impl OAuth {
    /// What the Discord client hands an Activity's page when `user`
    /// authorizes it: a fresh code.
    pub fn authorize(&mut self, user: u64) -> String {
        self.next += 1;
        let code = format!("code{}x{:x}", self.next, user.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        self.codes.insert(code.clone(), (user, Instant::now()));
        code
    }

    /// An Activity's instance running in `channel` with `users` in it.
    pub fn open(&mut self, instance: &str, channel: u64, guild: Option<u64>, users: &[u64]) {
        let instance_data = Instance {
            channel,
            guild,
            users: users.to_vec(),
        };
        self.instances.insert(instance.to_string(), instance_data);
    }

    /// Every access token given out.
    pub fn tokens(&self) -> Vec<String> {
        self.tokens.keys().cloned().collect()
    }

    /// Makes every code given so far older than its lifetime.
    pub fn age_codes(&mut self) {
        for (_, given) in self.codes.values_mut() {
            *given -= CODE_LIFETIME + Duration::from_secs(1);
        }
    }
}

/// The fields of a form-encoded body (`a=b&c=d`, `+` and `%XX` decoded).
fn form(body: &[u8]) -> HashMap<String, String> {
    let decode = |s: &str| {
        let s = s.replace('+', " ");
        let bytes = s.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'%'
                && let Some(b) = s.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(h, 16).ok())
            {
                out.push(b);
                i += 3;
                continue;
            }
            out.push(bytes[i]);
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    String::from_utf8_lossy(body)
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (decode(k), decode(v)))
        .collect()
}

fn answer(status: StatusCode, body: Value) -> Response {
    (status, axum::Json(body)).into_response()
}

/// The answer to an OAuth2 or Activity request, or `None` for any other.
pub fn serve(
    oauth: &Mutex<OAuth>,
    method: &str,
    segments: &[&str],
    headers: &HeaderMap,
    body: &[u8],
) -> Option<Response> {
    let auth = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let mut o = oauth.lock().unwrap_or_else(|p| p.into_inner());
    match (method, segments) {
        ("POST", ["oauth2", "token"]) => {
            let f = form(body);
            let field = |k: &str| f.get(k).map(String::as_str).unwrap_or_default();
            if field("grant_type") != "authorization_code" {
                o.refused.push("unsupported grant type".into());
                return Some(answer(
                    StatusCode::BAD_REQUEST,
                    json!({"error": "unsupported_grant_type"}),
                ));
            }
            if field("client_id") != APP_ID.to_string() || field("client_secret") != CLIENT_SECRET {
                o.refused.push("wrong client id or secret".into());
                return Some(answer(StatusCode::UNAUTHORIZED, json!({"error": "invalid_client"})));
            }
            // A code is used up when it is tried, whether or not it was still good.
            match o.codes.remove(field("code")) {
                Some((user, given)) if given.elapsed() <= CODE_LIFETIME => {
                    o.next += 1;
                    let token = format!("access{}x{:x}", o.next, user.rotate_left(17));
                    o.tokens.insert(token.clone(), user);
                    Some(answer(
                        StatusCode::OK,
                        json!({"access_token": token, "token_type": "Bearer", "expires_in": 604_800,
                               "refresh_token": format!("refresh{}", o.next), "scope": "identify"}),
                    ))
                }
                _ => {
                    o.refused.push("a code used, expired or never given".into());
                    Some(answer(
                        StatusCode::BAD_REQUEST,
                        json!({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."}),
                    ))
                }
            }
        }
        // With a person's access token: that person. (The bot's own token is the server's.)
        ("GET", ["users", "@me"]) if auth.starts_with("Bearer ") => {
            match o.tokens.get(auth.trim_start_matches("Bearer ")).copied() {
                Some(user) => Some(answer(
                    StatusCode::OK,
                    json!({"id": user.to_string(), "username": format!("player{user}"), "discriminator": "0",
                           "global_name": format!("player{user}"), "avatar": null}),
                )),
                None => {
                    o.refused.push("an access token never given".into());
                    Some(answer(
                        StatusCode::UNAUTHORIZED,
                        json!({"message": "401: Unauthorized", "code": 0}),
                    ))
                }
            }
        }
        ("GET", ["applications", app, "activity-instances", instance]) => {
            if !auth.starts_with("Bot ") || *app != APP_ID.to_string() {
                o.refused.push("an instance asked without the bot's token".into());
                return Some(answer(
                    StatusCode::UNAUTHORIZED,
                    json!({"message": "401: Unauthorized", "code": 0}),
                ));
            }
            match o.instances.get(*instance) {
                Some(i) => Some(answer(
                    StatusCode::OK,
                    json!({
                        "application_id": APP_ID.to_string(),
                        "instance_id": instance,
                        "launch_id": "1300000000000000000",
                        "location": {
                            "id": format!("gc-{}-{}", i.guild.unwrap_or(0), i.channel),
                            "kind": if i.guild.is_some() { "gc" } else { "pc" },
                            "channel_id": i.channel.to_string(),
                            "guild_id": i.guild.map(|g| g.to_string()),
                        },
                        "users": i.users.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
                    }),
                )),
                None => {
                    o.refused.push("an instance that does not run".into());
                    Some(answer(
                        StatusCode::NOT_FOUND,
                        json!({"message": "Unknown Activity Instance", "code": 0}),
                    ))
                }
            }
        }
        _ => None,
    }
}
