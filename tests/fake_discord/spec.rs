//! Request bodies checked against Discord's OpenAPI description
//! (vendored in `tests/discord-api-spec/openapi.json`, or `DISCORD_API_SPEC`): the
//! operation is found from method and path, a union is narrowed by the body's
//! `type` (so errors stay readable), and the body is validated as JSON Schema
//! 2020-12 with the spec's `components` beside it, so `$ref`s resolve.

use serde_json::{Value, json};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

pub struct DiscordSpec {
    doc: Value,
    validators: Mutex<HashMap<String, Arc<jsonschema::Validator>>>,
}

/// Where the spec is read from.
pub fn spec_path() -> PathBuf {
    match std::env::var_os("DISCORD_API_SPEC") {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/discord-api-spec/openapi.json"),
    }
}

impl DiscordSpec {
    pub fn load() -> Result<DiscordSpec, String> {
        DiscordSpec::load_from(&spec_path())
    }

    pub fn load_from(path: &std::path::Path) -> Result<DiscordSpec, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read Discord's API spec at {}: {e}", path.display()))?;
        let doc: Value = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        if doc.get("paths").is_none() || doc.get("components").is_none() {
            return Err(format!("{} is not an OpenAPI description", path.display()));
        }
        Ok(DiscordSpec {
            doc,
            validators: Mutex::new(HashMap::new()),
        })
    }

    /// The path template and operation for a request (`/api/v10/...` or a bare path).
    pub fn operation(&self, method: &str, path: &str) -> Option<(String, &Value)> {
        let path = path.split('?').next().unwrap_or(path);
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let method = method.to_ascii_lowercase();
        let mut best: Option<(usize, &String, &Value)> = None;
        for (template, item) in self.doc["paths"].as_object()? {
            let parts: Vec<&str> = template.trim_matches('/').split('/').collect();
            if parts.len() != segments.len() {
                continue;
            }
            let mut literal = 0;
            let fits = parts.iter().zip(&segments).all(|(p, s)| {
                if p.starts_with('{') {
                    !s.is_empty()
                } else {
                    literal += 1;
                    p == s
                }
            });
            if let (true, Some(op)) = (fits, item.get(&method))
                && best.is_none_or(|(l, _, _)| literal > l)
            {
                best = Some((literal, template, op));
            }
        }
        best.map(|(_, t, op)| (t.clone(), op))
    }

    fn validator(&self, key: &str, schema: &Value) -> Result<Arc<jsonschema::Validator>, String> {
        let mut cache = self.validators.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(v) = cache.get(key) {
            return Ok(v.clone());
        }
        let mut root = schema.clone();
        if let Value::Object(map) = &mut root {
            map.insert("components".into(), self.doc["components"].clone());
            map.insert("$schema".into(), json!("https://json-schema.org/draft/2020-12/schema"));
        }
        let v = Arc::new(
            jsonschema::options()
                .with_draft(jsonschema::Draft::Draft202012)
                .build(&root)
                .map_err(|e| format!("spec schema for {key} does not compile: {e}"))?,
        );
        cache.insert(key.to_string(), v.clone());
        Ok(v)
    }

    /// Resolves a local `$ref` one level.
    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        match schema.get("$ref").and_then(Value::as_str) {
            Some(r) => r
                .strip_prefix("#/")
                .map(|p| p.split('/').fold(&self.doc, |v, k| &v[k]))
                .unwrap_or(schema),
            None => schema,
        }
    }

    /// Validates a JSON request body; `Err` reads like Discord's 50035 "Invalid Form Body".
    pub fn validate(&self, method: &str, path: &str, body: &Value) -> Result<(), String> {
        let (template, op) = self
            .operation(method, path)
            .ok_or_else(|| format!("{method} {path} is not an operation of the Discord API"))?;
        let Some(schema) = op.pointer("/requestBody/content/application~1json/schema") else {
            return Ok(()); // the operation takes no JSON body
        };
        let branches: Vec<&Value> = match schema.get("anyOf").and_then(Value::as_array) {
            Some(list) => {
                // Narrow a union by the body's `type`, as Discord does; errors then name one branch.
                let all: Vec<&Value> = list.iter().collect();
                let kind = body.get("type").and_then(Value::as_i64);
                let narrowed: Vec<&Value> = all
                    .iter()
                    .copied()
                    .filter(|b| {
                        let allowed = self
                            .resolve(b)
                            .pointer("/properties/type/enum")
                            .and_then(Value::as_array);
                        match (kind, allowed) {
                            (Some(k), Some(values)) => values.iter().any(|v| v.as_i64() == Some(k)),
                            _ => true,
                        }
                    })
                    .collect();
                if narrowed.is_empty() { all } else { narrowed }
            }
            None => vec![schema],
        };
        let body = &known_spec_gaps(body);
        let mut errors = Vec::new();
        for (i, branch) in branches.iter().enumerate() {
            let key = format!("{method} {template} #{i} {}", branch);
            let v = self.validator(&key, branch)?;
            let found: Vec<String> = v
                .iter_errors(body)
                .map(|e| format!("{}: {}", e.instance_path(), e))
                .take(5)
                .collect();
            if found.is_empty() {
                return Ok(());
            }
            if errors.is_empty() {
                errors = found;
            }
        }
        Err(format!(
            "50035 Invalid Form Body ({method} {template}): {}",
            errors.join("; ")
        ))
    }
}

/// Where the description is stricter than Discord, the body is read as Discord
/// reads it. Two cases so far: a command's `default_member_permissions` is a
/// permission bit set that Discord documents, returns and accepts as a string
/// of digits ("32"; serenity sends it so), while the request schemas say
/// integer; and an attachment's `id` in a message with files is the index of
/// its upload, which Discord's own documentation writes as a number
/// (`"attachments": [{"id": 0, …}]`, as serenity sends it) where the schema
/// says a snowflake string. Anything else stays as sent and is checked.
fn known_spec_gaps(body: &Value) -> Value {
    let mut body = body.clone();
    let message = match body.get_mut("data") {
        Some(data) => data,
        None => &mut body,
    };
    for a in message
        .get_mut("attachments")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        if let Some(n) = a.get("id").and_then(Value::as_u64) {
            a["id"] = json!(n.to_string());
        }
    }
    let commands: Vec<&mut Value> = match &mut body {
        Value::Array(list) => list.iter_mut().collect(),
        one @ Value::Object(_) => vec![one],
        _ => Vec::new(),
    };
    for c in commands {
        if let Some(bits) = c
            .get("default_member_permissions")
            .and_then(Value::as_str)
            .and_then(|s| s.parse::<u64>().ok())
        {
            c["default_member_permissions"] = json!(bits);
        }
    }
    body
}
