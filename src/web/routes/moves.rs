//! A move from the page (each applied once, by its nonce) and Rematch.

use super::*;

/// A move from the page: the screen it was chosen on and the move (or,
/// in Wizard Dice, staying in after a roll, or the Seer's choice that the
/// bot writes as the move). Declared for the page's script
/// (`view-types.d.ts`, as `MoveSent`): a field renamed here fails its check.
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "MoveSent"))]
pub(crate) struct Played {
    version: u64,
    round: u32,
    roll: Option<u8>,
    /// A move the bot sent the page (an offer's, a card's, a bid's).
    #[serde(rename = "move")]
    #[cfg_attr(test, ts(type = "unknown"))]
    mv: Option<Move>,
    #[serde(default)]
    stay: bool,
    /// The Seer's throw: the dice picked (by their place, 0 to 6), which
    /// the bot writes as the move (the page writes no move itself).
    #[serde(default)]
    throw: Option<Vec<u8>>,
    /// Magic Card 4: the faces the two dice are set to, by their place in
    /// the list the page was sent (`SetShown::faces`).
    #[serde(default)]
    set: Option<[u8; 2]>,
    /// The move is left for later (turn-based tables); with no move, the
    /// one left is taken back.
    #[serde(default)]
    later: bool,
    /// The page's name for this move: sent again after a lost answer, it is
    /// not applied again (`Applied`).
    #[serde(default)]
    nonce: Option<String>,
}

/// The Seer's choice the page names (the dice to throw, Magic Card 4's two
/// faces), written as the engine's move; `None` when it names none, or a
/// die or face that is not there.
fn seer_move(p: &Played) -> Option<Move> {
    use crate::engine::dice::{Action, DiceSet, Face};
    if p.mv.is_some() {
        return None;
    }
    if let Some(dice) = &p.throw {
        let mut set = DiceSet::EMPTY;
        for &die in dice {
            (usize::from(die) < crate::engine::dice::DICE).then_some(())?;
            set.insert(usize::from(die));
        }
        return Some(Move::Dice(Action::Roll(set)));
    }
    let [a, b] = p.set?;
    let face = |i: u8| Face::ALL.get(usize::from(i)).copied();
    Some(Move::Dice(Action::Set {
        dice: [0, 1],
        faces: [face(a)?, face(b)?],
    }))
}

/// The moves applied lately by their page's nonce, so a move sent again
/// (its answer was lost in a network drop) is answered, not played twice.
#[derive(Default)]
pub(super) struct Applied {
    by_nonce: HashMap<(String, String), Instant>,
}

/// How long a move's nonce is remembered, and how many at most.
pub(super) const APPLIED_FOR: Duration = Duration::from_secs(10 * 60);
pub(super) const APPLIED_MOST: usize = 20_000;

impl Applied {
    fn seen(&self, token: &str, nonce: &str) -> bool {
        self.by_nonce
            .get(&(token.to_string(), nonce.to_string()))
            .is_some_and(|at| at.elapsed() < APPLIED_FOR)
    }

    fn note(&mut self, token: &str, nonce: &str) {
        if self.by_nonce.len() >= APPLIED_MOST {
            self.by_nonce.retain(|_, at| at.elapsed() < APPLIED_FOR);
            if self.by_nonce.len() >= APPLIED_MOST {
                self.by_nonce.clear();
            }
        }
        self.by_nonce
            .insert((token.to_string(), nonce.to_string()), Instant::now());
    }
}

/// Whether `token` may make another move now (a few a second).
pub(super) fn may_move<P: TableStore>(shared: &Shared<P>, token: &str) -> bool {
    let mut moves = shared.moves.lock().unwrap_or_else(|p| p.into_inner());
    let now = Instant::now();
    if moves.len() > 10_000 {
        moves.retain(|_, (since, _)| now.duration_since(*since) < Duration::from_secs(1));
    }
    let (since, count) = moves.entry(token.to_string()).or_insert((now, 0));
    if now.duration_since(*since) >= Duration::from_secs(1) {
        *since = now;
        *count = 0;
    }
    *count += 1;
    *count <= MOVES_PER_SECOND
}

pub(super) fn said(status: StatusCode, lang: Lang, e: &TableError) -> Response {
    Refusal::why(table_error(e, lang)).answer(status)
}

pub(super) async fn play<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let passed = Asked {
        body: Some(body.clone()),
        ..asked(&headers, format!("/api/{token}/move"))
    };
    let (link, s) = match open(&shared, &token, passed).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let lang = link.lang;
    // Only the person the link was made for plays its seat, while they hold it.
    let Some(seat) = super::super::view::seat_shown(&s, &link) else {
        return said(StatusCode::FORBIDDEN, lang, &TableError::NotSeated);
    };
    // A game that ended (read from storage): refused as Discord refuses it.
    let over = match s.status {
        GameStatus::Finished => Some(TableError::GameOver),
        GameStatus::Cancelled => Some(TableError::Cancelled),
        _ => None,
    };
    if let Some(error) = over {
        return Refusal {
            table: Some(shared.web.state(&s, &link).await),
            ..Refusal::why(table_error(&error, lang))
        }
        .answer(StatusCode::CONFLICT);
    }
    if !may_move(&shared, &token) {
        let why = crate::t!(lang, "web-too-many-moves");
        return refused(To::Script, StatusCode::TOO_MANY_REQUESTS, lang, &why);
    }
    let Some((played, ask)) = serde_json::from_slice::<Played>(&body).ok().and_then(|p| {
        match (p.mv.or_else(|| seer_move(&p)), p.stay, p.later) {
            (Some(m), false, _) => Some((p, Some(Ask::Move(m)))),
            (None, true, false) => Some((p, Some(Ask::Stay))),
            (None, false, true) => Some((p, None)),
            _ => None,
        }
    }) else {
        return refused(
            To::Script,
            StatusCode::BAD_REQUEST,
            lang,
            &crate::t!(lang, "web-not-a-move"),
        );
    };
    // The seat's person plays; a seat handed to a computer is no one's to play.
    let Some(SeatOwner::Human(user)) = s.seats.get(seat).cloned() else {
        return said(StatusCode::FORBIDDEN, link.lang, &TableError::NotSeated);
    };
    // Sent again after its answer was lost: played already, so the table as it is.
    let nonce = played.nonce.as_deref().filter(|n| !n.is_empty() && n.len() <= 64);
    if let Some(n) = nonce
        && shared.applied.lock().unwrap_or_else(|p| p.into_inner()).seen(&token, n)
    {
        return Json(shared.web.state(&s, &link).await).into_response();
    }
    let drawn = Drawn {
        version: played.version,
        round: played.round,
        roll: played.roll,
    };
    let verb = match (played.later, ask) {
        (false, Some(ask)) => Verb::Decide { drawn, ask },
        (_, ask) => Verb::Later { drawn, ask },
    };
    match shared.web.tables.decide(link.game, user, verb).await {
        Ok(done) => {
            if let Some(n) = nonce {
                shared.applied.lock().unwrap_or_else(|p| p.into_inner()).note(&token, n);
            }
            Json(shared.web.state(&done.snapshot, &link).await).into_response()
        }
        Err(declined) => {
            let table = match declined.now {
                Some((now, _)) => Some(shared.web.state(&now, &link).await),
                None => None,
            };
            Refusal {
                table,
                ..Refusal::why(table_error(&declined.error, link.lang))
            }
            .answer(StatusCode::CONFLICT)
        }
    }
}

/// A finished game's Rematch opened: where its lobby is in Discord.
#[derive(serde::Serialize)]
pub(super) struct Rematched {
    opened: String,
    said: String,
}

/// Rematch from a finished game's page: its seat's person asks, as the
/// button on the final standings does; the lobby opens in Discord.
pub(super) async fn rematch<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let passed = Asked {
        body: Some(axum::body::Bytes::new()),
        ..asked(&headers, format!("/api/{token}/rematch"))
    };
    let (link, s) = match open(&shared, &token, passed).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let lang = link.lang;
    let Some(SeatOwner::Human(user)) =
        super::super::view::seat_shown(&s, &link).and_then(|seat| s.seats.get(seat).cloned())
    else {
        return said(StatusCode::FORBIDDEN, lang, &TableError::NotSeated);
    };
    if s.status == GameStatus::Cancelled || !(s.is_over() || s.status == GameStatus::Finished) {
        return refused(To::Script, StatusCode::CONFLICT, lang, &crate::t!(lang, "web-not-over"));
    }
    if !may_move(&shared, &token) {
        let why = crate::t!(lang, "web-too-many-moves");
        return refused(To::Script, StatusCode::TOO_MANY_REQUESTS, lang, &why);
    }
    let Some(rematch) = shared.web.heard.rematch.clone() else {
        return refused(
            To::Script,
            StatusCode::SERVICE_UNAVAILABLE,
            lang,
            &crate::t!(lang, "web-discord-unreachable"),
        );
    };
    match rematch(link.game, user, lang).await {
        Ok(opened) => Json(Rematched {
            opened,
            said: crate::t!(lang, "web-rematch-opened"),
        })
        .into_response(),
        Err(why) => refused(To::Script, StatusCode::CONFLICT, lang, &why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::{Action, DiceSet, Face};

    fn sent(body: &str) -> Played {
        serde_json::from_str(body).unwrap()
    }

    /// The page names the Seer's choice; the bot writes the move, and a die
    /// or face that is not there is no move (refused as one).
    #[test]
    fn the_seers_choice_is_written_as_the_move_by_the_bot() {
        let mut two = DiceSet::EMPTY;
        two.insert(0);
        two.insert(6);
        let throw = sent(r#"{"version": 3, "round": 1, "roll": 1, "throw": [6, 0]}"#);
        assert_eq!(seer_move(&throw), Some(Move::Dice(Action::Roll(two))));
        let none = sent(r#"{"version": 3, "round": 1, "roll": 1, "throw": []}"#);
        assert_eq!(seer_move(&none), Some(Move::Dice(Action::Roll(DiceSet::EMPTY))));
        let set = sent(r#"{"version": 3, "round": 1, "roll": 0, "set": [0, 5]}"#);
        assert_eq!(
            seer_move(&set),
            Some(Move::Dice(Action::Set {
                dice: [0, 1],
                faces: [Face::ALL[0], Face::ALL[5]]
            }))
        );
        for body in [
            r#"{"version": 3, "round": 1, "roll": 1, "throw": [7]}"#,
            r#"{"version": 3, "round": 1, "roll": 0, "set": [0, 6]}"#,
            r#"{"version": 3, "round": 1, "roll": 0}"#,
        ] {
            assert_eq!(seer_move(&sent(body)), None, "{body}");
        }
        // A move the bot sent is taken as it is.
        let bid = sent(r#"{"version": 3, "round": 1, "roll": null, "move": {"Wizard": {"Bid": 2}}, "throw": [1]}"#);
        assert_eq!(bid.mv, Some(Move::Wizard(crate::engine::wizard::Action::Bid(2))));
        assert_eq!(seer_move(&bid), None);
    }
}
