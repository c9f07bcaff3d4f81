//! `wizard-bot draw`: the pictures of a game state from a record (RECORDS.md),
//! so anyone can look at any position — the public pictures from the
//! spectator's view, or one seat's Page from that seat's view.

use serde_json::Value;
use std::path::{Path, PathBuf};

use crate::engine::Viewer;
use crate::pictures::Picture;
use crate::record::{dice, wizard};
use crate::text::catalogue::Lang;

/// What to draw.
pub struct Request<'a> {
    pub record: &'a str,
    /// The state after this many events (all of them when `None`).
    pub at: Option<usize>,
    /// A seat's private picture (the dice Page) instead of the public ones.
    pub seat: Option<usize>,
    pub lang: Lang,
}

/// Draws the pictures and writes them into `out`; returns the files written.
pub fn draw_record(req: &Request, out: &Path) -> Result<Vec<PathBuf>, String> {
    let mut doc: Value = serde_json::from_str(req.record).map_err(|e| format!("not JSON: {e}"))?;
    if let Some(at) = req.at {
        let events = doc
            .get_mut("events")
            .and_then(Value::as_array_mut)
            .ok_or("a record needs \"events\" (a list)")?;
        if at > events.len() {
            return Err(format!("--at {at}: the record has {} events", events.len()));
        }
        events.truncate(at);
    }
    let pictures: Vec<Picture> = match doc.get("game").and_then(Value::as_str) {
        Some("wizard") => {
            let (names, _) = wizard::parse_setup(&doc).map_err(|e| e.to_json().to_string())?;
            let state = wizard::replay_state(&doc).map_err(|e| e.to_json().to_string())?;
            if req.seat.is_some() {
                return Err("--seat draws a seat's Page; a card game's pictures are all public".into());
            }
            let v = state.view(Viewer::Spectator);
            [
                crate::pictures::card_table_of(&v, &names, req.lang),
                crate::pictures::chart(&v.history, v.players, &names, req.lang),
            ]
            .into_iter()
            .flatten()
            .collect()
        }
        Some("dice") => {
            let (names, _) = dice::parse_setup(&doc).map_err(|e| e.to_json().to_string())?;
            let state = dice::replay_state(&doc).map_err(|e| e.to_json().to_string())?;
            match req.seat {
                Some(seat) if seat >= names.len() => {
                    return Err(format!("--seat {seat}: the game has seats 0–{}", names.len() - 1));
                }
                Some(seat) => crate::pictures::page(&state.view(Viewer::Seat(seat)), seat, &names, req.lang)
                    .into_iter()
                    .collect(),
                None => {
                    let v = state.view(Viewer::Spectator);
                    let mut pictures: Vec<Picture> = crate::pictures::dice(&v, &names, req.lang).into_iter().collect();
                    pictures.extend(crate::pictures::pages(&v, &names, req.lang));
                    pictures
                }
            }
        }
        _ => return Err("a record needs \"game\": \"wizard\" or \"dice\"".into()),
    };
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let mut written = Vec::new();
    for Picture { name, png, .. } in pictures {
        let path = out.join(name);
        std::fs::write(&path, png).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}
