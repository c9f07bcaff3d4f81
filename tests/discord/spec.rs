//! The fake Discord's request checks: bodies against Discord's OpenAPI
//! description, and the platform limits it does not encode.

use crate::fake_discord::limits::check_message;
use crate::fake_discord::spec::DiscordSpec;
use serde_json::json;

fn spec() -> DiscordSpec {
    DiscordSpec::load().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn requests_find_their_operations() {
    let s = spec();
    let cases = [
        (
            "POST",
            "/api/v10/interactions/123/tok/callback",
            "/interactions/{interaction_id}/{interaction_token}/callback",
        ),
        (
            "POST",
            "/api/v10/webhooks/42/tok",
            "/webhooks/{webhook_id}/{webhook_token}",
        ),
        (
            "PATCH",
            "/api/v10/webhooks/42/tok/messages/@original",
            "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
        ),
        (
            "PUT",
            "/api/v10/applications/42/commands",
            "/applications/{application_id}/commands",
        ),
        (
            "POST",
            "/api/v10/channels/9/messages",
            "/channels/{channel_id}/messages",
        ),
        ("GET", "/api/v10/gateway", "/gateway"),
    ];
    for (method, path, template) in cases {
        assert_eq!(
            s.operation(method, path).map(|o| o.0),
            Some(template.to_string()),
            "{method} {path}"
        );
    }
    assert!(s.operation("POST", "/api/v10/nonsense/1").is_none());
}

#[test]
fn a_well_formed_interaction_reply_passes() {
    let s = spec();
    let reply = json!({
        "type": 4,
        "data": {
            "content": "Round 3 of 15",
            "flags": 64,
            "embeds": [{"title": "Wizard", "description": "Trump: red", "color": 3447003,
                        "fields": [{"name": "Bids", "value": "ana 1 · ben 0", "inline": true}]}],
            "components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "B13", "custom_id": "g:1:v:7:play:B13"},
                {"type": 2, "style": 2, "label": "Z", "custom_id": "g:1:v:7:play:Z", "disabled": true}
            ]}]
        }
    });
    s.validate("POST", "/api/v10/interactions/1/t/callback", &reply)
        .unwrap();
    s.validate("POST", "/api/v10/interactions/1/t/callback", &json!({"type": 6}))
        .unwrap();
    s.validate(
        "POST",
        "/api/v10/interactions/1/t/callback",
        &json!({"type": 5, "data": {"flags": 64}}),
    )
    .unwrap();
    assert!(check_message(&reply["data"]).is_empty());
}

#[test]
fn malformed_bodies_are_refused_as_invalid_form_body() {
    let s = spec();
    let bad = [
        json!({"type": 4, "data": {"embeds": "not a list"}}),
        json!({"type": 4, "data": {"components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": 5, "custom_id": "x"}]}]}}),
        json!({"data": {"content": "no type"}}),
        json!({"type": "four"}),
    ];
    for body in bad {
        let e = s
            .validate("POST", "/api/v10/interactions/1/t/callback", &body)
            .expect_err(&body.to_string());
        assert!(e.starts_with("50035 Invalid Form Body"), "{e}");
    }
    assert!(
        s.validate("POST", "/api/v10/webhooks/1/t", &json!({"embeds": 7}))
            .is_err()
    );
    assert!(s.validate("POST", "/api/v10/nowhere", &json!({})).is_err());
}

#[test]
fn platform_limits_are_checked() {
    let long_id = "x".repeat(101);
    let six: Vec<_> = (0..6)
        .map(|i| json!({"type": 2, "style": 1, "label": "b", "custom_id": format!("b{i}")}))
        .collect();
    let options: Vec<_> = (0..26)
        .map(|i| json!({"label": format!("{i}"), "value": format!("{i}")}))
        .collect();
    let cases = [
        (json!({"content": "x".repeat(2001)}), "content"),
        (
            json!({"components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "a", "custom_id": long_id}]}]}),
            "custom_id of 101",
        ),
        (
            json!({"components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "a", "custom_id": "same"},
            {"type": 2, "style": 1, "label": "b", "custom_id": "same"}]}]}),
            "used twice",
        ),
        (json!({"components": [{"type": 1, "components": six}]}), "max 5"),
        (
            json!({"components": [{"type": 1, "components": [{"type": 3, "custom_id": "s", "options": options}]}]}),
            "max 25",
        ),
        (
            json!({"components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "l".repeat(81), "custom_id": "a"}]}]}),
            "label",
        ),
        (
            json!({"embeds": [{"description": "d".repeat(4000)}, {"description": "d".repeat(2500)}]}),
            "total",
        ),
        (
            json!({"embeds": (0..11).map(|_| json!({"title": "t"})).collect::<Vec<_>>()}),
            "11 embeds",
        ),
        (
            json!({"components": (0..6).map(|i| json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "a", "custom_id": format!("r{i}")}]})).collect::<Vec<_>>()}),
            "6 action rows",
        ),
    ];
    let button = |emoji: serde_json::Value| json!({"components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "a", "custom_id": "a", "emoji": emoji}]}]});
    let select = |option: serde_json::Value, extra: serde_json::Value| {
        let mut s = json!({"type": 3, "custom_id": "s", "options": [option]});
        for (k, v) in extra.as_object().cloned().unwrap_or_default() {
            s[k] = v;
        }
        json!({"components": [{"type": 1, "components": [s]}]})
    };
    let rules = [
        // U+1F0A0 PLAYING CARD BACK is a symbol, not an emoji: Discord refuses it.
        (button(json!({"name": "\u{1F0A0}"})), "BUTTON_COMPONENT_INVALID_EMOJI"),
        (button(json!({"name": ":hand:"})), "Invalid emoji"),
        (
            select(json!({"label": "a", "value": "a", "emoji": {"name": "X"}}), json!({})),
            "SELECT_COMPONENT_INVALID_EMOJI",
        ),
        (
            json!({"components": [{"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "a"}]}]}),
            "neither label nor emoji",
        ),
        (
            select(
                json!({"label": "a", "value": "a"}),
                json!({"placeholder": "p".repeat(151)}),
            ),
            "placeholder",
        ),
        (
            select(
                json!({"label": "a", "value": "a", "description": "d".repeat(101)}),
                json!({}),
            ),
            "description",
        ),
        (select(json!({"label": "", "value": "a"}), json!({})), "label of 0"),
        (
            select(json!({"label": "a", "value": "v".repeat(101)}), json!({})),
            "value of 101",
        ),
        (
            select(json!({"label": "a", "value": "a"}), json!({"max_values": 2})),
            "above the 1 options",
        ),
        (json!({"content": "<@someone> hi"}), "malformed mention"),
        (json!({"content": "ends <t:1700000000:X>"}), "malformed timestamp"),
        (json!({"embeds": [{"title": "<@42> to play"}]}), "raw text"),
        (
            json!({"embeds": [{"footer": {"text": "until <t:1700000000:R>"}}]}),
            "raw text",
        ),
        (select(json!({"label": "<@42>", "value": "a"}), json!({})), "raw text"),
        (
            json!({"embeds": [{"fields": [{"name": "x", "value": ""}]}]}),
            "empty name or value",
        ),
        (json!({"content": "well played :tada:"}), ":tada: shows as text"),
    ];
    for (msg, needle) in rules {
        let broken = check_message(&msg);
        assert!(
            broken.iter().any(|b| b.contains(needle)),
            "{needle:?} not in {broken:?} for {msg}"
        );
    }
    // What Discord accepts stays accepted: emoji with and without VS16, mentions and
    // timestamps where they render, a custom emoji by id.
    let fine = [
        button(json!({"name": "\u{1F3B4}"})),
        button(json!({"name": "\u{2714}"})),
        button(json!({"name": "\u{2714}\u{FE0F}"})),
        button(json!({"name": "x", "id": "123"})),
        json!({"content": "<@42> <@!42> <@&7> <#9> <t:1700000000> <t:1700000000:R> 3:2 a:b"}),
        json!({"embeds": [{"title": "Round 3", "description": "<@42> to play, <t:1700000000:R>",
               "fields": [{"name": "Players", "value": "<@42>: bid 2"}]}]}),
        select(
            json!({"label": "a", "value": "a", "description": "d", "emoji": {"name": "\u{1F7E9}"}}),
            json!({}),
        ),
    ];
    for msg in fine {
        assert_eq!(check_message(&msg), Vec::<String>::new(), "{msg}");
    }
    for (msg, needle) in cases {
        let broken = check_message(&msg);
        assert!(
            broken.iter().any(|b| b.contains(needle)),
            "{needle:?} not in {broken:?}"
        );
    }
}

#[test]
fn a_missing_or_wrong_spec_is_a_clear_error() {
    let e = DiscordSpec::load_from(std::path::Path::new("/nonexistent/openapi.json"))
        .err()
        .unwrap();
    assert!(e.contains("cannot read Discord's API spec"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    let not_openapi = dir.path().join("x.json");
    std::fs::write(&not_openapi, "{}").unwrap();
    let e = DiscordSpec::load_from(&not_openapi).err().unwrap();
    assert!(e.contains("not an OpenAPI description"), "{e}");
}

/// A command's `default_member_permissions` is a bit set Discord takes as a
/// string of digits (as serenity sends it), though the request schema says
/// integer; anything else stays refused.
#[test]
fn default_member_permissions_are_read_as_discord_reads_them() {
    let s = spec();
    let path = "/api/v10/applications/1/guilds/2/commands";
    let command = |perms: serde_json::Value| json!([{"name": "settings", "description": "Server settings", "type": 1, "default_member_permissions": perms}]);
    assert!(s.validate("PUT", path, &command(json!("32"))).is_ok());
    assert!(s.validate("PUT", path, &command(json!(32))).is_ok());
    assert!(s.validate("PUT", path, &command(json!("manage"))).is_err());
}
