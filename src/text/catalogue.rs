//! The message catalogue: every user-facing text of the bot, in Fluent files
//! (`locales/<lang>.ftl`, compiled into the binary), looked up by message id
//! with named arguments. English is the fallback for anything missing.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    De,
    Fr,
    Nl,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Fr, Lang::Nl];

    /// The language for a Discord locale (`en-US`, `de`, `fr`, `nl` …); English when we have none.
    pub fn from_locale(locale: &str) -> Lang {
        let primary = locale.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        match primary.as_str() {
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "nl" => Lang::Nl,
            _ => Lang::En,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
        }
    }

    /// The catalogue's text (public: the tests compare the catalogues).
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en.ftl"),
            Lang::De => include_str!("../../locales/de.ftl"),
            Lang::Fr => include_str!("../../locales/fr.ftl"),
            Lang::Nl => include_str!("../../locales/nl.ftl"),
        }
    }
}

struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| Catalogue {
    bundles: Lang::ALL.iter().map(|&l| (l, bundle(l))).collect(),
});

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a valid language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows Unicode isolation marks around arguments as stray boxes on some clients.
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(lang.source().to_string())
        .unwrap_or_else(|(_, errors)| panic!("locales/{}.ftl does not parse: {errors:?}", lang.code()));
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("locales/{}.ftl has duplicate ids: {errors:?}", lang.code()));
    bundle
}

/// Parses every catalogue (at start-up, so a broken translation stops the bot with a clear message).
pub fn check() -> Result<(), String> {
    for lang in Lang::ALL {
        let resource = FluentResource::try_new(lang.source().to_string())
            .map_err(|(_, errors)| format!("locales/{}.ftl does not parse: {errors:?}", lang.code()))?;
        let id: unic_langid::LanguageIdentifier = lang.code().parse().map_err(|e| format!("{e}"))?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle
            .add_resource(resource)
            .map_err(|errors| format!("locales/{}.ftl has duplicate ids: {errors:?}", lang.code()))?;
    }
    Ok(())
}

/// An argument value: text or a number (numbers pick plural forms).
#[derive(Clone, Debug)]
pub enum Arg {
    Text(String),
    Num(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
num_arg!(u8, u32, i32, f64);

/// The largest integer an f64 (Fluent's numbers) holds exactly.
const EXACT: u64 = 1 << 53;

/// A wide integer is a number (for plural forms) while an f64 holds it
/// exactly, else its digits as text: a Discord id (a snowflake, above 2^53)
/// as a Fluent number would come out rounded to another id.
macro_rules! wide_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                if (n as i128).unsigned_abs() <= u128::from(EXACT) {
                    Arg::Num(n as f64)
                } else {
                    Arg::Text(n.to_string())
                }
            }
        }
    )*};
}
wide_arg!(u64, i64, usize);

/// The text of message `id` in `lang` with `args`; English when the language lacks it,
/// and the id itself (logged) when no catalogue has it.
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(s) => fargs.set(*name, FluentValue::from(s.clone())),
            Arg::Num(n) => fargs.set(*name, FluentValue::from(*n)),
        }
    }
    for l in [lang, Lang::En] {
        let Some((_, bundle)) = CATALOGUE.bundles.iter().find(|(b, _)| *b == l) else {
            continue;
        };
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id, lang = l.code(), ?errors, "catalogue message formatted with errors");
        }
        return out.into_owned();
    }
    tracing::warn!(id, "message id missing from every catalogue");
    id.to_string()
}

/// Whether `lang`'s own catalogue has message `id` (tests).
pub fn has(lang: Lang, id: &str) -> bool {
    CATALOGUE
        .bundles
        .iter()
        .any(|(l, b)| *l == lang && b.get_message(id).and_then(|m| m.value()).is_some())
}

/// `t!(lang, "id", name = value, …)`: a catalogue text.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr) => {
        $crate::text::catalogue::text($lang, $id, &[])
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::text::catalogue::text(
            $lang,
            $id,
            &[$((stringify!($name), $crate::text::catalogue::Arg::from($value))),+],
        )
    };
}
