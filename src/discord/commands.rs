//! What the slash commands are built from: a command, option and choice with
//! its name and description from the catalogue (localised through Discord's
//! localisation fields), reading their options, and registering them only
//! when they changed since the last start. Each feature defines its own
//! commands from these; `router::definitions` lists them.

use serenity::all::{
    Command, CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand, CreateCommandOption, GuildId,
    Http, InstallationContext, InteractionContext,
};

use crate::discord::DiscordStore;
use crate::engine::wizard::{Clairvoyance, SetupError, Variant, Variants};
use crate::table::GameKind;
use crate::table::PersistError;
use crate::table::TableOptions;
use crate::text::catalogue::{Lang, has, text};

/// The locale Discord uses for each of our non-English languages.
fn discord_locale(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => None,
        Lang::De => Some("de"),
        Lang::Fr => Some("fr"),
        Lang::Nl => Some("nl"),
    }
}

/// A command with its name and description in every language (names from
/// `name-<name>`: what a German server types is `/zauberer neu`).
pub(in crate::discord) fn command(name: &str, id: &str) -> CreateCommand {
    let mut c = CreateCommand::new(name).description(text(Lang::En, id, &[]));
    for lang in Lang::ALL {
        let Some(locale) = discord_locale(lang) else { continue };
        if has(lang, id) {
            c = c.description_localized(locale, text(lang, id, &[]));
        }
        let local = format!("name-{name}");
        if has(lang, &local) {
            c = c.name_localized(locale, text(lang, &local, &[]));
        }
    }
    c
}

pub(in crate::discord) fn option(kind: CommandOptionType, name: &str, id: &str) -> CreateCommandOption {
    let mut o = CreateCommandOption::new(kind, name, text(Lang::En, id, &[]));
    for lang in Lang::ALL {
        let Some(locale) = discord_locale(lang) else { continue };
        if has(lang, id) {
            o = o.description_localized(locale, text(lang, id, &[]));
        }
        let local = format!("name-{name}");
        if has(lang, &local) {
            o = o.name_localized(locale, text(lang, &local, &[]));
        }
    }
    o
}

pub(in crate::discord) fn choice(o: CreateCommandOption, value: &str, id: &str) -> CreateCommandOption {
    let locales: Vec<(&str, String)> = Lang::ALL
        .iter()
        .filter_map(|&l| {
            discord_locale(l)
                .filter(|_| has(l, id))
                .map(|loc| (loc, text(l, id, &[])))
        })
        .collect();
    o.add_string_choice_localized(text(Lang::En, id, &[]), value, locales)
}

/// An option's choices: (value, catalogue id of its name), in order.
pub(in crate::discord) fn choices(o: CreateCommandOption, values: &[(&str, &str)]) -> CreateCommandOption {
    values.iter().fold(o, |o, (value, id)| choice(o, value, id))
}

pub(in crate::discord) fn game_option(required: bool) -> CreateCommandOption {
    let o = option(CommandOptionType::String, "game", "opt-game").required(required);
    choices(o, &[("wizard", "game-wizard"), ("dice", "game-dice")])
}

pub use crate::table::TURN_SECS;

pub(in crate::discord) fn turn_time_option() -> CreateCommandOption {
    option(CommandOptionType::Integer, "turn_time", "opt-turn-time")
        .min_int_value(*TURN_SECS.start() as u64)
        .max_int_value(*TURN_SECS.end() as u64)
}

/// Live (a decision's seconds) or turn-based (hours a move adds to a clock).
pub(in crate::discord) fn pace_option() -> CreateCommandOption {
    let o = option(CommandOptionType::String, "pace", "opt-pace");
    choices(
        o,
        &[
            ("live", "choice-pace-live"),
            ("1", "choice-pace-1"),
            ("12", "choice-pace-12"),
            ("24", "choice-pace-24"),
            ("72", "choice-pace-72"),
        ],
    )
}

pub(in crate::discord) fn clairvoyance_option() -> CreateCommandOption {
    let o = option(CommandOptionType::String, "clairvoyance", "opt-clairvoyance");
    choices(
        o,
        &[
            ("off", "choice-clairvoyance-off"),
            ("first", "choice-clairvoyance-first"),
            ("every", "choice-clairvoyance-every"),
        ],
    )
}

/// The card game's variants as options: each on/off one, and Clairvoyance's
/// when among them (where the rulebook lists it).
pub(in crate::discord) fn variant_options() -> Vec<CreateCommandOption> {
    let mut all: Vec<CreateCommandOption> = Variant::ALL
        .iter()
        .map(|v| option(CommandOptionType::Boolean, v.name(), &format!("variant-{}", v.name())))
        .collect();
    all.insert(3, clairvoyance_option());
    all
}

/// A command that needs no table and no channel post of the bot's own, so
/// it also works from a person's own installation, in DMs and group DMs,
/// where the bot may only answer interactions. Table games stay on servers.
pub(in crate::discord) fn anywhere(c: CreateCommand) -> CreateCommand {
    c.integration_types(vec![InstallationContext::Guild, InstallationContext::User])
        .contexts(vec![
            InteractionContext::Guild,
            InteractionContext::BotDm,
            InteractionContext::PrivateChannel,
        ])
}

/// An on/off option.
pub(in crate::discord) fn flag(name: &str, id: &str) -> CreateCommandOption {
    option(CommandOptionType::Boolean, name, id)
}

/// A command used on servers only.
pub(in crate::discord) fn on_servers(c: CreateCommand) -> CreateCommand {
    c.contexts(vec![InteractionContext::Guild])
}

/// Registers the commands (globally, or in the development server) unless
/// exactly these were registered last time: Discord allows 200 creations a
/// day per server, and a bulk overwrite at every start would spend them.
/// Returns whether it registered.
pub async fn register(
    http: &Http,
    league: &impl DiscordStore,
    app_id: u64,
    dev_guild: Option<u64>,
    commands: Vec<CreateCommand>,
) -> Result<bool, RegisterError> {
    let value = serde_json::to_value(&commands).map_err(|e| RegisterError::Json(e.to_string()))?;
    let json = canonical(value).to_string();
    let key = match dev_guild {
        Some(g) => format!("commands:{app_id}:guild:{g}"),
        None => format!("commands:{app_id}:global"),
    };
    if league.registered_commands(&key).await?.as_deref() == Some(json.as_str()) {
        return Ok(false);
    }
    match dev_guild {
        Some(g) => {
            GuildId::new(g).set_commands(http, commands).await?;
        }
        None => {
            Command::set_global_commands(http, commands).await?;
        }
    }
    league.set_registered_commands(&key, &json).await?;
    Ok(true)
}

/// The JSON with every object's keys sorted: the localisations are hash maps,
/// whose order changes from one start to the next, and the stored copy must
/// compare equal when nothing changed.
fn canonical(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::Object(map) => {
            let mut entries: Vec<(String, Value)> = map.into_iter().collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            Value::Object(entries.into_iter().map(|(k, v)| (k, canonical(v))).collect())
        }
        Value::Array(items) => Value::Array(items.into_iter().map(canonical).collect()),
        other => other,
    }
}

#[derive(Debug, thiserror::Error)]
pub enum RegisterError {
    #[error("registering slash commands: {0}")]
    Discord(#[from] serenity::Error),
    #[error("registering slash commands: {0}")]
    Storage(#[from] PersistError),
    #[error("registering slash commands: {0}")]
    Json(String),
}

/// The options of a subcommand or command, flattened.
pub fn options_of(options: &[CommandDataOption]) -> (Option<&str>, &[CommandDataOption]) {
    match options.first() {
        Some(o) => match &o.value {
            CommandDataOptionValue::SubCommand(inner) => (Some(o.name.as_str()), inner.as_slice()),
            _ => (None, options),
        },
        None => (None, options),
    }
}

pub fn string_opt<'a>(options: &'a [CommandDataOption], name: &str) -> Option<&'a str> {
    options.iter().find(|o| o.name == name).and_then(|o| o.value.as_str())
}

pub fn int_opt(options: &[CommandDataOption], name: &str) -> Option<i64> {
    options.iter().find(|o| o.name == name).and_then(|o| o.value.as_i64())
}

pub fn user_opt(options: &[CommandDataOption], name: &str) -> Option<u64> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| o.value.as_user_id())
        .map(|u| u.get())
}

pub fn kind_opt(options: &[CommandDataOption]) -> GameKind {
    match string_opt(options, "game") {
        Some("dice") => GameKind::Dice,
        _ => GameKind::Wizard,
    }
}

/// A flag the user set, either way (`None`: not given).
pub fn flag_opt(options: &[CommandDataOption], name: &str) -> Option<bool> {
    options.iter().find(|o| o.name == name).and_then(|o| o.value.as_bool())
}

/// The options of `/dice new` over the server's defaults for new dice tables.
pub fn dice_options(options: &[CommandDataOption], base: TableOptions) -> TableOptions {
    let mut o = dice_choices(options, base);
    if let Some(on) = flag_opt(options, "hints") {
        o.hints = on;
    }
    with_turn_time(options, o)
}

/// The turn time the host gave, if any (checked against `TURN_SECS` before).
fn with_turn_time(options: &[CommandDataOption], mut o: TableOptions) -> TableOptions {
    if let Some(secs) = int_opt(options, "turn_time") {
        o.turn_secs = secs.clamp(*TURN_SECS.start(), *TURN_SECS.end()) as u32;
    }
    // Turn-based at one of the presets; anything else (or "live") is live.
    if let Some(pace) = string_opt(options, "pace") {
        o.turn_based = pace
            .parse::<u32>()
            .ok()
            .filter(|h| crate::table::PACES_HOURS.contains(h));
    }
    o
}

/// The dice options given (`/dice new`, `/settings`) over `base`.
pub fn dice_choices(options: &[CommandDataOption], mut o: TableOptions) -> TableOptions {
    if let Some(on) = flag_opt(options, "magic_cards") {
        o.magic_cards = on;
    }
    if let Some(on) = flag_opt(options, "experts") {
        o.x_target = if on { 12 } else { 9 };
    }
    o
}

/// The options of `/wizard new` over the server's defaults for new card tables.
pub fn wizard_options(options: &[CommandDataOption], base: TableOptions) -> TableOptions {
    let mut o = base.clone();
    o.variants = variant_choices(options, base.variants);
    // A variant the server turns on yields to one the host chose that cannot go with it.
    while let Err(SetupError::Incompatible(a, b)) = o.variants.validate(4) {
        let chosen = |name: &str| flag_opt(options, name).is_some();
        let yielding = match (chosen(a), chosen(b)) {
            (true, false) => b,
            (false, true) => a,
            // Both chosen (the host's own mistake, named to them) or both the server's.
            _ => break,
        };
        match Variant::from_name(yielding) {
            Some(v) => v.set(&mut o.variants, false),
            None => break,
        }
    }
    if let Some(on) = flag_opt(options, "hints") {
        o.hints = on;
    }
    let mut o = with_turn_time(options, o);
    // At a turn-based table everyone bids at once (the rulebook's covered
    // bids): a round's bids take one wait instead of one per person. The
    // host may say no, and a bidding variant chosen already stands.
    let v = &o.variants;
    if o.turn_based.is_some()
        && flag_opt(options, Variant::CoveredBids.name()).is_none()
        && !v.plus_minus_one
        && !v.secret_bids
    {
        o.variants.covered_bids = true;
    }
    o
}

/// The card-game variants given (`/wizard new`, `/settings`) over `base`.
pub fn variant_choices(options: &[CommandDataOption], mut v: Variants) -> Variants {
    for variant in Variant::ALL {
        if let Some(on) = flag_opt(options, variant.name()) {
            variant.set(&mut v, on);
        }
    }
    if let Some(c) = string_opt(options, "clairvoyance") {
        v.clairvoyance = match c {
            "first" => Clairvoyance::FirstRound,
            "every" => Clairvoyance::EveryRound,
            _ => Clairvoyance::Off,
        };
    }
    v
}
