//! The page as an Activity inside Discord: its page, Discord's SDK, and the
//! person's sign-in (limited per address and in all).

use super::*;

/// The page as Discord opens it for the Activity: no table yet; its script
/// signs the person in Discord's way and then shows their table.
pub(super) async fn activity_page<P: TableStore>(State(shared): State<Arc<Shared<P>>>) -> Response {
    let Some(activity) = &shared.web.activity else {
        let lang = Lang::En;
        return refused(
            To::Person,
            StatusCode::NOT_FOUND,
            lang,
            &crate::t!(lang, "err-activity-off"),
        );
    };
    // The page's first words, before it knows its person's language: all four.
    let config = crate::web::activity::Config {
        client_id: activity.client_id.clone(),
        words: Lang::ALL
            .iter()
            .map(|&lang| (lang.code(), crate::web::activity::Words::of(lang)))
            .collect(),
    };
    let config = script_safe(&serde_json::to_string(&config).unwrap_or_default());
    the_page(Some("activity/sdk.js"), &config, "null", DISCORD_FRAMES)
}

/// The page, whole: with the SDK's script (`sdk`, the Activity's), its
/// configuration (`activity`, JSON) and table (`table`, JSON), both already
/// made safe to stand in a script; framed only by `framed_by`; its scripts
/// allowed by a nonce of its own.
pub(super) fn the_page(sdk: Option<&str>, activity: &str, table: &str, framed_by: &str) -> Response {
    let nonce = nonce();
    let sdk = sdk.map_or(String::new(), |src| {
        format!("<script src=\"{src}\" nonce=\"{nonce}\"></script>")
    });
    let page = PAGE
        .replace("{{SCRIPT}}", SCRIPT)
        .replace("{{SDK}}", &sdk)
        .replace("{{ACTIVITY}}", activity)
        .replace("{{NONCE}}", &nonce)
        .replace("{{TABLE}}", table);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()),
            (header::CACHE_CONTROL, "no-store".to_string()),
            (header::CONTENT_SECURITY_POLICY, policy(&nonce, framed_by)),
        ],
        page,
    )
        .into_response()
}

pub(super) async fn activity_sdk() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        SDK,
    )
        .into_response()
}

/// Sign-ins one address may make in `SIGN_IN_WINDOW` (a person signs in a
/// few times a day), and all addresses together: each is a call to
/// Discord's `/oauth2/token`, and Discord shuts out an address that sends it
/// too many invalid requests (10,000 in 10 minutes: all of ours together
/// stay under a third of that), the bot's own requests with it. Only
/// well-formed sign-ins count (junk is refused before), and an address
/// past its own limit spends nothing of everyone's.
pub(super) const SIGN_INS_PER_ADDRESS: u32 = 10;
pub(super) const SIGN_INS_IN_ALL: u32 = 300;
pub(super) const SIGN_IN_WINDOW: Duration = Duration::from_secs(60);

/// The sign-ins of the current window, per address (an IPv6 address by its
/// /64, what one household or machine is given) and in all.
#[derive(Default)]
pub(super) struct SignIns {
    since: Option<Instant>,
    all: u32,
    per_address: HashMap<IpAddr, u32>,
}

/// Whose sign-ins `ip`'s are: an IPv4 address itself, an IPv6 one's /64.
pub(super) fn sign_in_holder(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(std::net::Ipv6Addr::from(v6.to_bits() & !((1u128 << 64) - 1))),
        v4 => v4,
    }
}

impl SignIns {
    /// Whether `from` may sign in now (counted when it may).
    fn may(&mut self, from: IpAddr) -> bool {
        let now = Instant::now();
        if self
            .since
            .is_none_or(|since| now.duration_since(since) >= SIGN_IN_WINDOW)
        {
            *self = SignIns {
                since: Some(now),
                ..SignIns::default()
            };
        }
        let mine = self.per_address.entry(sign_in_holder(from)).or_default();
        if *mine >= SIGN_INS_PER_ADDRESS || self.all >= SIGN_INS_IN_ALL {
            return false;
        }
        *mine += 1;
        self.all += 1;
        true
    }
}

/// A page's code and instance made into the person's tables (`activity.rs`).
pub(super) async fn activity_session<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let Some(activity) = &shared.web.activity else {
        let lang = Lang::En;
        return refused(
            To::Script,
            StatusCode::NOT_FOUND,
            lang,
            &crate::t!(lang, "err-activity-off"),
        );
    };
    // Refused before anything is asked of Discord: what is no sign-in at
    // all first (counted against no one), then an address past its limit.
    let asked = serde_json::from_slice::<crate::web::activity::Asked>(&body)
        .ok()
        .filter(crate::web::activity::Asked::well_formed);
    let Some(asked) = asked else {
        let lang = guessed_lang("", &headers);
        return Refusal::why(crate::t!(lang, "web-not-a-sign-in")).answer(StatusCode::BAD_REQUEST);
    };
    let from = client(&headers, peer.map(|p| p.0));
    if !shared.sign_ins.lock().unwrap_or_else(|p| p.into_inner()).may(from) {
        let lang = guessed_lang("", &headers);
        return refused(
            To::Script,
            StatusCode::TOO_MANY_REQUESTS,
            lang,
            &crate::t!(lang, "web-activity-busy"),
        );
    }
    let lang = asked
        .locale
        .as_deref()
        .map(Lang::from_locale)
        .unwrap_or_else(|| guessed_lang("", &headers));
    match crate::web::activity::session(&shared.web, activity, asked).await {
        Ok(found) => Json(found).into_response(),
        Err(r) => {
            Refusal::why(crate::t!(lang, r.why)).answer(StatusCode::from_u16(r.status).unwrap_or(StatusCode::FORBIDDEN))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ten sign-ins an address, an IPv6 address counted by its /64 and an
    /// IPv4 one written as IPv6 as itself; an address past its own limit
    /// spends nothing of everyone's, so a 30th address still signs in after
    /// 29 have used theirs and kept asking.
    #[test]
    fn sign_ins_are_limited_per_address_before_in_all() {
        let mut s = SignIns::default();
        let v4: IpAddr = "203.0.113.9".parse().unwrap();
        let mapped: IpAddr = "::ffff:203.0.113.9".parse().unwrap();
        for i in 0..SIGN_INS_PER_ADDRESS {
            let from = if i % 2 == 0 { v4 } else { mapped };
            assert!(s.may(from), "sign-in {i}");
        }
        assert!(!s.may(v4) && !s.may(mapped));
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        for _ in 0..SIGN_INS_PER_ADDRESS / 2 {
            assert!(s.may(a) && s.may(b));
        }
        assert!(!s.may(a) && !s.may(b), "one /64, one limit");
        assert!(s.may(other));
        // 29 addresses spend their own limit, and ask a hundred times more each.
        let mut s = SignIns::default();
        for n in 0..29u8 {
            let ip = IpAddr::from([198, 51, 100, n]);
            let given = (0..SIGN_INS_PER_ADDRESS + 100).filter(|_| s.may(ip)).count();
            assert_eq!(given as u32, SIGN_INS_PER_ADDRESS);
        }
        assert_eq!(s.all, 29 * SIGN_INS_PER_ADDRESS);
        assert!(s.may(IpAddr::from([192, 0, 2, 1])), "the 30th address");
    }
}
