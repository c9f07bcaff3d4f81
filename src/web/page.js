// The table page's script: draws the table the bot sends (`PageState`, the
// serde form of src/web/view.rs) and sends a seat's moves. The shapes it
// reads are declared below and checked by TypeScript (`npm run check` in
// src/web/activity/, run by CI): a field the bot renames breaks the check.
"use strict";

/**
 * @typedef {{is: "trump" | "bid" | "play" | "setDice" | "take" | "score" | "watching" | "over"}
 *   | {is: "predict", crossOut: boolean}
 *   | {is: "throw", mayStop: boolean, colour: boolean}
 *   | {is: "waiting", seats: number[]}} Asked
 * @typedef {{name: string, computer: boolean, you: boolean, figures: string, acts: boolean}} SeatShown
 * @typedef {{label: string, row: string, rowIndex: number, count: number, cross: string | null}} BoxShown
 * @typedef {{label: string, move: unknown, stay: boolean, box: BoxShown | null, second: boolean}} OfferShown
 * @typedef {{label: string, img: string, move?: unknown, legal: boolean}} CardShown
 * @typedef {{seat: number, card: CardShown, wins: boolean}} Played
 * @typedef {{plays: Played[], taken: boolean, said: string | null}} TrickOnPage
 * @typedef {{round: number, scores: number[], totals: number[]}} ScoreRow
 * @typedef {{label: string, img: string}} DieShown
 * @typedef {{dice: number[], min: number, exact: boolean, label: string, of: string}} RollShown
 * @typedef {{face: unknown, label: string}} FaceShown
 * @typedef {{faces: FaceShown[], label: string}} SetShown
 * @typedef {{round: number, seer: string, cells: string[]}} RoundShown
 * @typedef {{title: string, lines: string[], hand: CardShown[], trick: TrickOnPage | null,
 *   trumpCard: CardShown | null, scores: ScoreRow[], dice: (DieShown | null)[], roll: RollShown | null,
 *   set: SetShown | null, rounds: RoundShown[], page: string | null, pages: boolean}} Shown
 * @typedef {{seat: number, place: number, medal: string, points: string, you: boolean, won: boolean}} Standing
 * @typedef {{title: string, winner: string, standings: Standing[], back: string | null,
 *   backLabel: string, still: string}} EndShown
 * @typedef {{trump: string, lastTrick: string, hand: string, cannot: string, you: string,
 *   scores: string, round: string, chart: string, page: string, noCross: string, crossAsk: string,
 *   set: string, notSent: string, rounds: string, seer: string, pages: string}} Words
 * @typedef {{game: number, kind: "wizard" | "dice", version: number,
 *   status: "lobby" | "playing" | "over" | "cancelled", seat: number | null, lang: string,
 *   drawn: {round: number, roll: number | null}, asked: Asked, said: string, seats: SeatShown[],
 *   offers: OfferShown[], shown: Shown, end: EndShown | null, words: Words}} PageState
 * @typedef {{refused?: string, table?: PageState, ended?: boolean, standings?: string[]}} Refusal
 * @typedef {{outside: string, signingIn: string, refused: string, none: string, choose: string,
 *   seat: string, watch: string}} ActivityWords
 * @typedef {{clientId: string, words: Record<string, ActivityWords>}} ActivityConfig
 * @typedef {{tables: {token: string, seat: number | null, game: number}[]}} Session
 */

/** The element with `id` (the page's own markup has every one the script names). */
function byId(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

/** JSON from a script element of the page (`null` when it holds none). */
function embedded(id) {
  return JSON.parse(byId(id).textContent || "null");
}

// The table as the bot sends it for this link; every change arrives on the live stream.
// As an Activity the page opens with no table: the person signs in Discord's way first.
/** @type {ActivityConfig | null} */
const activityConfig = embedded("activity");
let token = location.pathname.split("/").filter(Boolean).pop() || "";
const base = location.pathname.replace(/\/(t\/[^/]*|activity\/?)?$/, "");
let api = base + "/api/" + token;
/** @type {PageState | null} */
let now = null;
/** @type {string | null} */
let shownData = null;
// The dice the Seer means to throw, and a prediction waiting for its cross-out.
/** @type {Set<number> | null} */
let throwing = null;
/** @type {OfferShown[] | null} */
let crossing = null;

/**
 * @param {string} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {any}
 */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// A picture of the bot's own (a card, a die face): the same drawing as its emoji.
/** @param {string} name */
function img(name) {
  const i = el("img");
  i.src = base + "/img/" + name + ".png";
  i.alt = "";
  return i;
}

// A card as its picture (its colour with its shape and rank); its words for a screen reader.
/**
 * @param {CardShown} c
 * @param {string} [tag]
 */
function cardEl(c, tag) {
  const e = el(tag || "span", "card");
  e.setAttribute(tag === "button" ? "aria-label" : "title", c.label);
  if (tag !== "button") e.setAttribute("role", "img"), e.setAttribute("aria-label", c.label);
  e.append(img(c.img));
  return e;
}

// A person's name: isolated, so a name written right to left (or with
// direction marks in it) cannot turn the words around it.
/** @param {string} text */
function bdi(text) { return el("bdi", "", text); }

/**
 * @param {string} label
 * @param {() => void} onclick
 * @param {string} [cls]
 */
function button(label, onclick, cls) {
  const b = el("button", cls || "", label);
  b.type = "button";
  b.onclick = onclick;
  b.dataset.key = "b:" + label;
  return b;
}

// A redraw replaces the buttons; the one that had the keyboard's focus gets it back.
/** @param {PageState} s */
function render(s) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const focused = active && active.dataset.key;
  draw(s);
  const again = focused && /** @type {HTMLElement[]} */ ([...document.querySelectorAll("[data-key]")]).find(e => e.dataset.key === focused);
  if (again) again.focus();
}

/** @param {PageState} s */
function draw(s) {
  if (!now || s.version !== now.version) { throwing = null; crossing = null; }
  now = s;
  document.documentElement.lang = s.lang;
  byId("title").textContent = s.shown.title || "Wizard";
  const mine = s.asked.is !== "waiting" && s.asked.is !== "watching" && s.asked.is !== "over" && s.status === "playing";
  document.title = (mine ? "▶ " : "") + (s.shown.title || "Wizard");
  const status = byId("status");
  status.className = mine ? "turn" : "";
  status.textContent = s.said;
  drawEnd(s);

  const seats = byId("seats");
  seats.replaceChildren();
  s.seats.forEach(seat => {
    const d = el("div", "seat" + (seat.acts ? " acts" : ""));
    const b = el("b", "", seat.acts ? "▶ " : "");
    if (seat.you) b.append(el("span", "you", s.words.you), " ");
    b.append(bdi(seat.name));
    d.append(b, el("span", "", seat.figures));
    seats.append(d);
  });

  byId("lines").replaceChildren(...s.shown.lines.map(l => el("div", "", l)));
  const trick = byId("trick");
  trick.replaceChildren();
  const said = byId("said");
  said.textContent = "";
  if (s.shown.trumpCard) {
    const d = el("div", "played");
    d.append(cardEl(s.shown.trumpCard), el("span", "who", s.words.trump));
    trick.append(d);
  }
  const shownTrick = s.shown.trick;
  if (shownTrick) {
    shownTrick.plays.forEach(p => {
      const d = el("div", "played" + (p.wins ? " wins" : ""));
      const who = el("span", "who", p.wins ? "★ " : "");
      who.append(bdi(s.seats[p.seat].name));
      d.append(cardEl(p.card), who);
      trick.append(d);
    });
    if (shownTrick.taken) said.textContent = s.words.lastTrick + ": " + (shownTrick.said || "");
  }

  drawDice(s);
  drawMoves(s);
  drawSet(s);

  const hand = byId("hand");
  hand.replaceChildren();
  const playing = s.asked.is === "play";
  s.shown.hand.forEach(c => {
    // While cards are played: the legal ones lit, the others dimmed, saying why on a tap.
    const b = cardEl(c, "button");
    b.type = "button";
    b.dataset.key = "c:" + c.label;
    const dim = playing && !c.legal;
    if (playing) b.classList.add(c.legal ? "yes" : "no");
    b.setAttribute("aria-disabled", String(!c.legal));
    b.onclick = () => c.legal ? send({ move: c.move }) : (dim ? say(s.words.cannot) : null);
    hand.append(b);
  });
  hand.setAttribute("aria-label", s.words.hand);

  drawMore(s);
}

// A finished game: who won, everyone from first place to last with their
// points (medals as in Discord), and the way back to the game in Discord.
/** @param {PageState} s */
function drawEnd(s) {
  const end = byId("end");
  end.replaceChildren();
  if (!s.end) return;
  const title = el("h2", "", s.end.title);
  title.id = "end-title";
  const list = el("ol");
  s.end.standings.forEach(p => {
    const li = el("li", p.you ? "you" : "");
    const who = el("span", "who");
    who.append(bdi(s.seats[p.seat] ? s.seats[p.seat].name : ""));
    if (p.you) who.append(" ", el("span", "you", s.words.you));
    li.append(el("span", "place", (p.medal ? p.medal + " " : "") + p.place + "."), who, el("span", "", p.points));
    list.append(li);
  });
  end.append(title, el("div", "winner", s.end.winner), list, el("div", "still", s.end.still));
  if (s.end.back) {
    const a = el("a", "back", s.end.backLabel);
    a.href = s.end.back;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    end.append(a);
  }
}

// The dice: each face's picture (its colour with its shape) and words; the
// Seer taps the dice to throw (marked ↻) and rolls.
/** @param {PageState} s */
function drawDice(s) {
  const dice = byId("dice");
  dice.replaceChildren();
  const roll = s.shown.roll;
  if (roll && throwing === null) throwing = new Set(roll.dice);
  s.shown.dice.forEach((f, i) => {
    const may = roll && roll.dice.includes(i) && !roll.exact;
    const d = el(may ? "button" : "span", "die" + (f ? "" : " blank"));
    if (f) d.append(img(f.img));
    const words = (i + 1) + ": " + (f ? f.label : "–");
    d.setAttribute("aria-label", words);
    d.title = words;
    if (may && throwing) {
      const picked = throwing;
      d.type = "button";
      d.dataset.key = "d:" + i;
      d.setAttribute("aria-pressed", String(picked.has(i)));
      d.onclick = () => { picked.has(i) ? picked.delete(i) : picked.add(i); if (now) render(now); };
    } else d.setAttribute("role", "img");
    dice.append(d);
  });
}

/** @param {PageState} s */
function drawMoves(s) {
  const moves = byId("moves");
  const ask = byId("ask");
  moves.replaceChildren();
  ask.textContent = "";
  const roll = s.shown.roll;
  if (roll && throwing) {
    ask.textContent = roll.exact ? "" : roll.of;
    const picked = [...throwing].sort((a, b) => a - b);
    const b = button(roll.label + " (" + picked.length + ")", () => send({ move: { Dice: { Roll: picked } } }));
    b.disabled = picked.length < roll.min;
    moves.append(b);
  }
  if (crossing) {
    // Magic Card 7: the box is chosen; now the box to cross out, or none.
    const box = crossing[0].box;
    ask.textContent = (box ? box.label : "") + " — " + s.words.crossAsk;
    crossing.forEach(m => {
      const cross = m.box && m.box.cross;
      moves.append(button(cross || s.words.noCross, () => send({ move: m.move }), cross ? "" : "second"));
    });
    return;
  }
  /** @type {Map<string, OfferShown[]>} */
  const boxes = new Map();
  s.offers.forEach(m => {
    if (m.box) {
      const same = boxes.get(m.box.label) || [];
      same.push(m);
      boxes.set(m.box.label, same);
      return;
    }
    moves.append(button(m.label, () => send(m.stay ? { stay: true } : { move: m.move }), m.second ? "second" : ""));
  });
  if (boxes.size) moves.append(predictions(boxes));
}

// The boxes one may predict, laid out as the Page is: a row per colour
// (its name, never its colour alone), the counts 1 to 5 across.
/** @param {Map<string, OfferShown[]>} boxes */
function predictions(boxes) {
  const grid = el("div", "grid");
  grid.setAttribute("role", "group");
  /** @type {Map<number, {name: string, cells: Map<number, OfferShown[]>}>} */
  const rows = new Map();
  boxes.forEach(variants => {
    const box = /** @type {BoxShown} */ (variants[0].box);
    const row = rows.get(box.rowIndex) || { name: box.row, cells: new Map() };
    row.cells.set(box.count, variants);
    rows.set(box.rowIndex, row);
  });
  [...rows.keys()].sort((a, b) => a - b).forEach(k => {
    const row = /** @type {{name: string, cells: Map<number, OfferShown[]>}} */ (rows.get(k));
    grid.append(el("span", "colour", row.name));
    for (let n = 1; n <= 5; n++) {
      const variants = row.cells.get(n);
      if (!variants) { grid.append(el("span")); continue; }
      const label = /** @type {BoxShown} */ (variants[0].box).label;
      const b = button(String(n), () => {
        if (variants.length === 1 && !(variants[0].box && variants[0].box.cross)) send({ move: variants[0].move });
        else { crossing = variants; if (now) render(now); }
      });
      b.setAttribute("aria-label", label);
      b.dataset.key = "p:" + label;
      b.title = label;
      grid.append(b);
    }
  });
  return grid;
}

// Magic Card 4: the Seer sets two dice to faces of their choosing.
/** @param {PageState} s */
function drawSet(s) {
  const set = byId("set");
  set.replaceChildren();
  const shown = s.shown.set;
  if (!shown) return;
  /** @param {number} n */
  const pick = n => {
    const sel = el("select");
    sel.setAttribute("aria-label", shown.label + " " + n);
    shown.faces.forEach(f => { const o = el("option", "", f.label); o.value = JSON.stringify(f.face); sel.append(o); });
    return sel;
  };
  const a = pick(1), b = pick(2);
  set.append(el("span", "", shown.label), a, b,
    button(s.words.set, () => send({ move: { Dice: { Set: { dice: [0, 1], faces: [JSON.parse(a.value), JSON.parse(b.value)] } } } }), "go"));
}

// The round scores and the chart (card game), the seat's Page (dice): the
// bot's own pictures of them.
/** @param {PageState} s */
function drawMore(s) {
  const more = byId("more");
  const open = [...more.querySelectorAll("details")].map(d => d.open);
  more.replaceChildren();
  const rows = s.shown.scores;
  if (s.kind === "wizard" && rows.length) {
    const d = el("details");
    d.append(el("summary", "", s.words.scores));
    const t = el("table"), head = el("tr");
    head.append(el("th", "", s.words.round), ...s.seats.map(x => el("th", "", x.name)));
    t.append(head);
    rows.forEach(r => {
      const tr = el("tr");
      tr.append(el("td", "", String(r.round)), ...r.scores.map((p, i) => el("td", "", (p > 0 ? "+" : "") + p + " (" + r.totals[i] + ")")));
      t.append(tr);
    });
    const chart = el("img", "picture");
    chart.alt = s.words.chart;
    chart.src = api + "/picture/chart?r=" + rows.length;
    chart.loading = "lazy";
    const wide = el("div", "scroll");
    wide.append(t);
    d.append(wide, chart);
    more.append(d);
  }
  const rounds = s.shown.rounds;
  if (s.kind === "dice" && rounds.length) {
    // Each round as it ended, newest first: the Seer, then what everyone
    // predicted and wrote, a line each (columns would not fit a phone).
    const d = el("details");
    d.append(el("summary", "", s.words.rounds));
    const list = el("div", "rounds");
    rounds.slice().reverse().forEach(r => {
      const block = el("div", "r");
      const title = el("b", "", s.words.round + " " + r.round + " · " + s.words.seer + ": ");
      title.append(bdi(r.seer));
      block.append(title);
      r.cells.forEach((c, i) => {
        const line = el("div");
        const who = el("span", "n");
        who.append(bdi(s.seats[i] ? s.seats[i].name : ""));
        line.append(who, el("span", "", c));
        block.append(line);
      });
      list.append(block);
    });
    d.append(list);
    more.append(d);
  }
  if (s.kind === "dice" && s.shown.pages) {
    // The final Pages, everyone's, as Discord shows them at the end.
    const d = el("details");
    d.append(el("summary", "", s.words.pages));
    const pages = el("div", "pages");
    s.seats.forEach((seat, i) => {
      const page = el("img", "picture");
      page.alt = s.words.pages + ": " + seat.name;
      page.src = api + "/picture/page-" + i + "?v=" + s.version;
      page.loading = "lazy";
      pages.append(page);
    });
    d.append(pages);
    more.append(d);
  } else if (s.kind === "dice" && s.shown.page) {
    const d = el("details");
    d.append(el("summary", "", s.words.page));
    const page = el("img", "picture");
    page.alt = s.words.page;
    page.src = api + "/picture/page?p=" + encodeURIComponent(s.shown.page);
    page.loading = "lazy";
    d.append(page);
    more.append(d);
  }
  // At the end the figures are what a person looks for: open.
  more.querySelectorAll("details").forEach((d, i) => { if (open[i] || s.end) d.open = true; });
}

/** @param {string} [text] */
function say(text) { byId("note").textContent = text || ""; }

/** @param {{move?: unknown, stay?: boolean}} what */
async function send(what) {
  if (!now) return;
  const body = Object.assign({ version: now.version, round: now.drawn.round, roll: now.drawn.roll }, what);
  say("");
  let r;
  try {
    r = await fetch(api + "/move", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch (e) {
    // Never reached the bot: nothing was played.
    say(now.words.notSent);
    return;
  }
  /** @type {PageState & Refusal | null} */
  const answer = await r.json().catch(() => null);
  if (!answer) { say(now.words.notSent); return; }
  if (answer.refused) { say(answer.refused); if (answer.table) render(answer.table); }
  else if (answer.version !== undefined && answer.version >= now.version) { shownData = JSON.stringify(answer); render(answer); }
}

// Live: the stream sends the table now and at every change; a page that
// wakes from sleep or changes network reconnects and gets the table as it is.
function follow() {
  const live = new EventSource(api + "/live");
  live.addEventListener("table", e => {
    // The same table again (the answer to this page's own move came first) is not redrawn: a redraw loses the focus.
    if (e.data === shownData) return;
    /** @type {PageState} */
    const s = JSON.parse(e.data);
    if (!now || s.version >= now.version) { shownData = e.data; render(s); }
  });
  // A game that ended changes no more: its stream ends, and is not opened again.
  live.onerror = () => { live.close(); if (!now || (now.status !== "over" && now.status !== "cancelled")) setTimeout(follow, 2000); };
}

// The Activity (inside Discord): the SDK asks the person to authorize the
// application; the bot makes the code into the person (never this page) and
// answers with their tables in the Activity's channel.
/** @param {ActivityConfig} cfg */
async function activity(cfg) {
  const q = new URLSearchParams(location.search);
  const w = cfg.words[(navigator.language || "en").slice(0, 2)] || cfg.words.en;
  const status = byId("status");
  /** @type {any} */
  const kit = /** @type {any} */ (window).DiscordActivitySdk;
  let sdk;
  if (q.get("frame_id") && kit) {
    sdk = new kit.DiscordSDK(cfg.clientId);
    await sdk.ready();
  } else if (q.get("mock_code") && kit) {
    // Outside Discord the SDK's mock stands in for it, as Discord's own examples test.
    sdk = new kit.DiscordSDKMock(cfg.clientId, q.get("mock_guild"), q.get("mock_channel"), null);
    sdk.instanceId = q.get("mock_instance") || sdk.instanceId;
    const code = q.get("mock_code");
    sdk._updateCommandMocks({ authorize: async () => ({ code }) });
  } else {
    status.textContent = w.outside;
    return;
  }
  status.textContent = w.signingIn;
  let code;
  try {
    ({ code } = await sdk.commands.authorize({
      client_id: cfg.clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    }));
  } catch (e) {
    status.textContent = w.refused;
    return;
  }
  const r = await fetch(base + "/activity/session", {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ code, instance_id: sdk.instanceId, channel_id: sdk.channelId, locale: navigator.language }),
  });
  /** @type {Session & Refusal} */
  const answer = await r.json().catch(() => ({ tables: [] }));
  if (!r.ok) { status.textContent = answer.refused || w.refused; return; }
  if (!answer.tables.length) { status.textContent = w.none; return; }
  if (answer.tables.length === 1) return openTable(answer.tables[0].token);
  status.textContent = w.choose;
  const moves = byId("moves");
  answer.tables.forEach(t => moves.append(button(
    (t.seat === null ? w.watch : w.seat).replace("{game}", String(t.game)), () => { moves.replaceChildren(); openTable(t.token); })));
}

/** @param {string} t */
async function openTable(t) {
  token = t;
  api = base + "/api/" + token;
  const r = await fetch(api);
  /** @type {PageState & Refusal | null} */
  const answer = await r.json().catch(() => null);
  if (r.ok && answer) { render(answer); follow(); }
  else byId("status").textContent = (answer && answer.refused) || "";
}

/** @type {PageState | null} */
const first = embedded("table");
if (first) { render(first); follow(); }
else if (activityConfig) activity(activityConfig);
