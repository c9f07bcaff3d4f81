//! Lean frames (#88): after the first, a page's live frames say only what
//! changed since the table this connection last carried — a JSON Patch
//! (RFC 6902), `{"version", "from", "patch"}` — whenever that is shorter
//! than the whole table. The words, the hand and the score sheet that stay
//! as they were are sent once per page, not with every move. Each
//! connection keeps what it last sent, so a page that skipped tables (the
//! newest-only channel) still gets a patch from what it holds; the page
//! applies it to what it last heard on that connection, and follows anew
//! (a whole table first) if it cannot.

use serde_json::Value;

use super::live::Frame;

/// What one connection last carried: the table it was, as sent.
#[derive(Default)]
pub(super) struct Lean {
    last: Option<(u64, Value)>,
}

#[derive(serde::Serialize)]
struct Patched<'a> {
    version: u64,
    from: u64,
    patch: &'a json_patch::Patch,
}

impl Lean {
    /// `frame` as this connection sends it: a table as a patch from the
    /// last when shorter; anything else as it is.
    pub(super) fn frame(&mut self, frame: Frame) -> Frame {
        if frame.event != "table" {
            return frame;
        }
        let Ok(next) = serde_json::from_str::<Value>(frame.json.as_str()) else {
            self.last = None;
            return frame;
        };
        let Some(version) = next.get("version").and_then(Value::as_u64) else {
            self.last = None;
            return frame;
        };
        let out = match &self.last {
            Some((from, last)) => {
                let mut ops = Vec::new();
                diff(&mut String::new(), last, &next, &mut ops);
                let patch = json_patch::Patch(ops);
                let json = serde_json::to_string(&Patched {
                    version,
                    from: *from,
                    patch: &patch,
                })
                .unwrap_or_default();
                match !json.is_empty() && json.len() < frame.json.len() {
                    true => Frame {
                        json: json.into(),
                        ended: frame.ended,
                        event: "patch",
                    },
                    false => frame,
                }
            }
            None => frame,
        };
        self.last = Some((version, next));
        out
    }
}

/// `path` one key deeper (a JSON Pointer's token, `~` and `/` escaped).
fn step(path: &mut String, key: &str) {
    path.push('/');
    path.push_str(&key.replace('~', "~0").replace('/', "~1"));
}

/// The pointer `path` spells (built by `step`, so always well formed).
fn at(path: &str) -> jsonptr::PointerBuf {
    jsonptr::PointerBuf::parse(path).unwrap_or_default()
}

/// A member `b` at `path`: its changes from `a` where there was one, else added.
fn member(path: &mut String, a: Option<&Value>, b: &Value, ops: &mut Vec<json_patch::PatchOperation>) {
    match a {
        Some(old) => diff(path, old, b, ops),
        None => ops.push(json_patch::PatchOperation::Add(json_patch::AddOperation {
            path: at(path),
            value: b.clone(),
        })),
    }
}

/// The operations that make `b` of `a` at `path`: at each object or array
/// the shorter of its members' changes and one `replace` of it whole (a
/// list that lost its first of twenty entries is one replace, not twenty
/// removes and shifts).
fn diff(path: &mut String, a: &Value, b: &Value, ops: &mut Vec<json_patch::PatchOperation>) {
    use json_patch::{PatchOperation, RemoveOperation, ReplaceOperation};
    if a == b {
        return;
    }
    let whole = |path: &str| {
        PatchOperation::Replace(ReplaceOperation {
            path: at(path),
            value: b.clone(),
        })
    };
    let mut members = Vec::new();
    let len = path.len();
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in y {
                step(path, k);
                member(path, x.get(k), v, &mut members);
                path.truncate(len);
            }
            for k in x.keys().filter(|k| !y.contains_key(*k)) {
                step(path, k);
                members.push(PatchOperation::Remove(RemoveOperation { path: at(path) }));
                path.truncate(len);
            }
        }
        (Value::Array(x), Value::Array(y)) => {
            for (i, v) in y.iter().enumerate() {
                path.push_str(&format!("/{i}"));
                member(path, x.get(i), v, &mut members);
                path.truncate(len);
            }
            // The ones past the new end, from the last (each removal shifts those after it).
            for i in (y.len()..x.len()).rev() {
                members.push(PatchOperation::Remove(RemoveOperation {
                    path: at(&format!("{path}/{i}")),
                }));
            }
        }
        _ => {
            ops.push(whole(path));
            return;
        }
    }
    let size = |ops: &[PatchOperation]| serde_json::to_string(ops).map_or(usize::MAX, |s| s.len());
    let one = [whole(path)];
    match path.is_empty() || size(&members) <= size(&one) {
        true => ops.extend(members),
        false => ops.extend(one),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn table(json: Value) -> Frame {
        Frame::table(json.to_string(), false)
    }

    /// A patch applied to what the connection last carried gives the table
    /// whole again, and is sent only when it is the shorter.
    #[test]
    fn a_frame_after_the_first_is_what_changed() {
        let mut lean = Lean::default();
        let words: Vec<String> = (0..50).map(|i| format!("word {i}")).collect();
        let first = json!({"version": 1, "words": words, "hand": [1, 2, 3], "said": "Anna's turn"});
        let sent = lean.frame(table(first.clone()));
        assert_eq!(sent.event, "table", "the first whole");
        let second = json!({"version": 2, "words": words, "hand": [1, 3], "said": "Your turn"});
        let sent = lean.frame(table(second.clone()));
        assert_eq!(sent.event, "patch");
        let said: Value = serde_json::from_str(sent.json.as_str()).unwrap();
        assert_eq!((said["version"].as_u64(), said["from"].as_u64()), (Some(2), Some(1)));
        assert!(
            sent.json.len() * 2 < second.to_string().len(),
            "{} bytes",
            sent.json.len()
        );
        let patch: json_patch::Patch = serde_json::from_value(said["patch"].clone()).unwrap();
        let mut again = first;
        json_patch::patch(&mut again, &patch).unwrap();
        assert_eq!(again, second);
        // A list that lost its first entry: one replace of it, and right.
        let fourth = json!({"version": 4, "words": words, "hand": (1..20).collect::<Vec<_>>()});
        let fifth = json!({"version": 5, "words": words, "hand": (2..20).collect::<Vec<_>>()});
        lean.frame(table(json!({"version": 3})));
        lean.frame(table(fourth.clone()));
        let sent = lean.frame(table(fifth.clone()));
        let said: Value = serde_json::from_str(sent.json.as_str()).unwrap();
        let patch: json_patch::Patch = serde_json::from_value(said["patch"].clone()).unwrap();
        assert_eq!(patch.0.len(), 2, "the version and the hand: {patch:?}");
        let mut again = fourth;
        json_patch::patch(&mut again, &patch).unwrap();
        assert_eq!(again, fifth);
        // All new: the whole is shorter, and sent as it is.
        let third = json!({"version": 3});
        assert_eq!(lean.frame(table(third)).event, "table");
        // Who watches passes as it is.
        let watching = Frame {
            json: "{\"watching\":2}".to_string().into(),
            ended: false,
            event: "watching",
        };
        assert_eq!(lean.frame(watching).event, "watching");
    }
}
