//! The pictures a page shows: its table's own (the public parts, from the
//! link's view) and the bot's card and dice images.

use super::*;

/// A picture of the link's game, drawn by the code that draws the bot's
/// pictures: `page` the link's seat's Page of Prediction (a watcher's:
/// none), `page-N` seat N's once the game is over (the final Pages, as
/// Discord shows them), `chart` the card game's score chart. Public parts
/// only, from the link's own view.
pub(super) async fn picture<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path((token, which)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let path = format!("/api/{token}/picture/{which}");
    let (link, s) = match open(&shared, &token, asked(&headers, path)).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let me = super::super::view::seat_shown(&s, &link);
    let names = shared.web.names_of(&s, link.lang).await;
    let lang = link.lang;
    let players = s.seats.len();
    // Everyone's Page once the game is over (public then, as Discord shows
    // them at the end), drawn from the spectator's view.
    let whose = match which.strip_prefix("page-").map(str::parse::<usize>) {
        Some(Ok(seat)) if ended(&s) && seat < players => Some(seat),
        _ => None,
    };
    let viewer = match (whose, me) {
        (None, Some(seat)) => crate::engine::Viewer::Seat(seat),
        _ => crate::engine::Viewer::Spectator,
    };
    let view = s.view(viewer);
    let drawn = tokio::task::spawn_blocking(move || match (which.as_str(), view) {
        ("page", Some(View::Dice(v))) => me.and_then(|seat| crate::pictures::page(&v, seat, &names, lang)),
        (_, Some(View::Dice(v))) if whose.is_some() => {
            whose.and_then(|seat| crate::pictures::page(&v, seat, &names, lang))
        }
        ("chart", Some(View::Wizard(v))) => crate::pictures::chart(&v.history, v.players, &names, lang),
        _ => None,
    })
    .await
    .ok()
    .flatten();
    match drawn {
        Some(p) => png(p.png),
        None => refused(
            To::Script,
            StatusCode::NOT_FOUND,
            lang,
            &crate::t!(lang, "web-no-picture"),
        ),
    }
}

pub(super) fn png(bytes: Vec<u8>) -> Response {
    (
        [(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "no-store")],
        bytes,
    )
        .into_response()
}

/// The cards' and dice faces' pictures: the bot's own emoji (`wz_b7.png`),
/// drawn once, the same for every game (nothing of any game in them).
pub(super) async fn image(Path(name): Path<String>, headers: HeaderMap) -> Response {
    static SET: std::sync::OnceLock<HashMap<String, Vec<u8>>> = std::sync::OnceLock::new();
    let set = match SET.get() {
        Some(set) => set,
        None => {
            let drawn = tokio::task::spawn_blocking(|| {
                crate::pictures::emoji::set()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|e| (format!("{}.png", e.base), e.png))
                    .collect::<HashMap<_, _>>()
            })
            .await
            .unwrap_or_default();
            SET.get_or_init(|| drawn)
        }
    };
    match set.get(&name) {
        Some(bytes) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            bytes.clone(),
        )
            .into_response(),
        None => {
            let lang = guessed_lang("", &headers);
            refused(
                To::Person,
                StatusCode::NOT_FOUND,
                lang,
                &crate::t!(lang, "web-no-picture"),
            )
        }
    }
}
