// The table page's script: draws the table the bot sends (`PageState`, the
// serde form of src/web/view.rs) and sends a seat's moves: a move the bot
// sent it, or the Seer's pick that the bot writes as the move (`MoveSent`,
// src/web/routes/moves.rs); it writes no engine move itself. The shapes it
// reads and sends come from view-types.d.ts, generated from those Rust types
// (a test in view.rs fails until it is written again), and TypeScript checks
// the script against them (`npm run check` in src/web/activity/, run by CI):
// a field the bot renames breaks the check.
"use strict";

/**
 * @typedef {import("./view-types").Asked} Asked
 * @typedef {import("./view-types").SeatShown} SeatShown
 * @typedef {import("./view-types").BoxShown} BoxShown
 * @typedef {import("./view-types").OfferShown} OfferShown
 * @typedef {import("./view-types").CardShown} CardShown
 * @typedef {import("./view-types").Played} Played
 * @typedef {import("./view-types").TrickOnPage} TrickOnPage
 * @typedef {import("./view-types").ScoreRow} ScoreRow
 * @typedef {import("./view-types").DieShown} DieShown
 * @typedef {import("./view-types").RollShown} RollShown
 * @typedef {import("./view-types").FaceShown} FaceShown
 * @typedef {import("./view-types").SetShown} SetShown
 * @typedef {import("./view-types").RoundShown} RoundShown
 * @typedef {import("./view-types").Shown} Shown
 * @typedef {import("./view-types").Standing} Standing
 * @typedef {import("./view-types").EndShown} EndShown
 * @typedef {import("./view-types").Words} Words
 * @typedef {import("./view-types").PageState} PageState
 * @typedef {{refused?: string, table?: PageState, ended?: boolean, standings?: string[]}} Refusal
 * @typedef {{outside: string, signingIn: string, refused: string, none: string, choose: string,
 *   seat: string, watch: string}} ActivityWords
 * @typedef {{clientId: string, words: Record<string, ActivityWords>}} ActivityConfig
 * @typedef {{tables: {token: string, seat: number | null, game: number}[]}} Session
 * @typedef {{opened?: string, said?: string, refused?: string}} Rematched
 * @typedef {{kind: "card", key: string} | {kind: "bid", n: number}} Ahead
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
  const before = now;
  if (s !== before) clockAt = Date.now();
  draw(s);
  moment(before, s);
  const again = focused && /** @type {HTMLElement[]} */ ([...document.querySelectorAll("[data-key]")]).find(e => e.dataset.key === focused);
  if (again) again.focus();
}

// "Since your last move" (a turn-based table): sent with the table when
// the page opens, kept until the person moves.
/** @type {{title: string, lines: string[]} | null} */
let recap = null;

function drawSince() {
  const box = byId("since");
  box.replaceChildren();
  box.hidden = !recap;
  if (!recap) return;
  const list = document.createElement("ul");
  recap.lines.forEach(line => list.append(el("li", "", line)));
  box.append(el("h2", "", recap.title), list);
}

/** Whether the seat is asked something now. @param {PageState} s */
function mine(s) {
  return s.turn;
}

// The round's break (#88): the round's last trick, then each seat's result,
// then the next deal, one after another and never two rounds at once. While
// it lasts the new round's title, hand and choices wait (its status is said).
/** @type {{title: string, round: number, summary: import("./view-types").SummaryShown, results: boolean, timer: number} | null} */
let pause = null;
const BREAK_MS = 2200;

/** The results' moment of a break begins, once no trick lingers. */
function pauseResults() {
  if (!pause || pause.results || lingering) return;
  const p = pause;
  p.results = true;
  p.timer = setTimeout(() => { if (pause === p) pause = null; if (now) draw(now); }, BREAK_MS);
  if (now) draw(now);
}

/** @param {PageState} s */
function draw(s) {
  if (now && s.kind === "wizard" && s.status === "playing" && s.shown.summary && s.drawn.round > now.drawn.round) {
    // A round over while the last one's break is still on (its deal played
    // out at once): that break is cut short, for this one's.
    if (pause) {
      clearTimeout(pause.timer);
      if (lingering) { clearTimeout(lingering.timer); clearTimeout(lingering.sweep); lingering = null; }
      toLinger.length = 0;
    }
    pause = { title: now.shown.title, round: now.drawn.round, summary: s.shown.summary, results: false, timer: 0 };
  }
  if (s.status !== "playing" && pause) { clearTimeout(pause.timer); pause = null; }
  if (!now || s.version !== now.version) { throwing = null; crossing = null; }
  // A pick is for this round: a new deal drops it.
  if (now && now.drawn.round !== s.drawn.round) picked = null;
  now = s;
  document.documentElement.lang = s.lang;
  const title = pause ? pause.title : s.shown.title || "Wizard";
  byId("title").textContent = title;
  byId("title").dataset.round = String(pause ? pause.round : s.drawn.round);
  document.title = (mine(s) ? "▶ " : "") + title;
  const status = byId("status");
  status.className = pause ? "pause" : mine(s) ? "turn" : "";
  byId("main").classList.toggle("between", !!pause);
  status.dataset.pause = pause ? pause.summary.title : "";
  if (s.since) recap = s.since;
  drawSince();
  drawEnd(s);
  drawLines(s);
  drawSeats(s);
  drawFelt(s);
  drawMoves(s);
  drawAhead(s);
  drawSet(s);
  drawHand(s);
  drawMore(s);
  drawClock();
  const sound = byId("sound");
  sound.title = s.words.sound;
  sound.setAttribute("aria-label", s.words.sound);
  sound.setAttribute("aria-pressed", String(soundOn()));
  sound.textContent = "♪";
}

// Beside the table: the trump card and the round's lines (trump, the suit led; the Seer, the roll).
/** @param {PageState} s */
function drawLines(s) {
  const strip = byId("lines");
  strip.replaceChildren();
  if (s.shown.trumpCard) strip.append(cardEl(s.shown.trumpCard));
  const lines = el("div", "lines");
  s.shown.lines.forEach(l => lines.append(el("span", "", l)));
  if (s.shown.led) lines.append(el("span", "", s.shown.led));
  if (lines.childElementCount) strip.append(lines);
}

// Where around the felt seat `i` sits: yours at the bottom, the others
// clockwise in the order they play. As percentages of the felt: the seat,
// and the place its card lies, nearer the middle.
/**
 * @param {PageState} s
 * @param {number} i
 */
function around(s, i) {
  const n = s.seats.length;
  const me = s.seat === null ? 0 : s.seat;
  const angle = Math.PI / 2 + ((i - me + n) % n) * 2 * Math.PI / n;
  const cos = Math.cos(angle), sin = Math.sin(angle);
  // Seats near the top or the bottom hang from the felt's edge, so a tall
  // one (long words, a narrow phone) is never cut off.
  // Those at the sides lean on the felt's side edges, leaving the middle
  // open for the trick (slots()).
  const edge = sin > 0.6 ? "bottom" : sin < -0.6 ? "top" : cos < 0 ? "left" : "right";
  const y = edge === "bottom" ? 98 : edge === "top" ? 2 : 50 + 37 * sin;
  return {
    seat: { x: edge === "left" ? 1.5 : edge === "right" ? 98.5 : 50 + 33 * cos, y, edge },
    card: { x: 50 + 11 * cos, y: 50 + 15 * sin },
  };
}

/** @param {PageState} s */
function drawSeats(s) {
  const seats = byId("seats");
  seats.replaceChildren();
  seats.dataset.n = String(s.seats.length);
  s.seats.forEach((seat, i) => {
    const at = around(s, i).seat;
    const d = el("div", "seat" + (seat.acts ? " acts" : "") + (seat.you ? " mine" : ""));
    d.style.left = at.x + "%";
    d.style.top = at.y + "%";
    d.classList.add(at.edge);
    // Alone at the top or the bottom: wide, so its words take fewer lines.
    if (Math.abs(at.x - 50) < 1) d.classList.add("alone");
    // The name gets the line to itself; the marks go with the figures.
    const b = el("b", "", seat.acts ? "▶ " : "");
    b.append(bdi(seat.name));
    const fig = el("span", "fig");
    if (seat.dealer) {
      const badge = el("span", "badge dealer", s.words.dealer.slice(0, 1));
      badge.title = s.words.dealer;
      badge.setAttribute("role", "img");
      badge.setAttribute("aria-label", s.words.dealer);
      fig.append(badge);
    }
    if (seat.you) fig.append(el("span", "badge", s.words.you));
    fig.append(seat.figures);
    d.append(b, fig);
    const ended = between(s);
    if (ended) d.append(el("span", "last", ended.seats[i] || ""));
    if (seat.pace) {
      const shape = seat.pace.startsWith("▲") ? " over" : seat.pace.startsWith("✓") ? " made" : "";
      d.append(el("span", "pace" + shape, seat.pace));
    }
    if (seat.clock && s.status === "playing") d.append(seatClock(s, seat.clock));
    seats.append(d);
  });
}

// A finished trick the page has not shown whole stays on the felt a
// moment (the round's last one too) and then goes to its winner; two
// taken at once (the last one plays by itself) one after the other.
/** @type {{trick: TrickOnPage, timer: number, sweep: number} | null} */
let lingering = null;
/** @type {TrickOnPage[]} */
const toLinger = [];
/** @type {Set<string>} */
const lingered = new Set();
const LINGER_MS = 1500;

// Between rounds (the last trick lingered): the round just ended, its
// title in the middle and each seat's bid, tricks and points at the seat.
/** @param {PageState} s */
function between(s) {
  return !lingering && pause && pause.results ? pause.summary : null;
}

/** @type {{key: string, open: {size: number, at: {x: number, y: number}[]} | null} | null} */
let slotsFor = null;
const SLOT_GAP = 4;
const SLOT_MIN = 28;

// The felt as drawn: its size, the tiles' boxes in it, whether a point lies
// inside its rounded corners, the open middle inside every tile's inner edge,
// and a key that changes when any of them moves.
/**
 * @typedef {{l: number, t: number, r: number, b: number}} Box
 * @typedef {{W: number, H: number, tiles: Box[], key: string, inside: (x: number, y: number) => boolean,
 *            top: number, bottom: number, left: number, right: number}} Space
 */
/** @param {PageState} s @returns {Space | null} */
function feltSpace(s) {
  const felt = byId("felt");
  const f = felt.getBoundingClientRect();
  const drawn = [...byId("seats").children];
  const tiles = drawn.map(d => {
    const r = d.getBoundingClientRect();
    return { l: r.left - f.left, t: r.top - f.top, r: r.right - f.left, b: r.bottom - f.top };
  });
  if (!f.width || tiles.length !== s.seats.length) return null;
  const key = [f.width, f.height, ...tiles.map(t => [t.l, t.t, t.r, t.b].map(Math.round).join(","))].join(";");
  const radius = getComputedStyle(felt).borderTopLeftRadius.split(" ").map(parseFloat);
  const rx = radius[0] || 0, ry = radius[1] || rx;
  const W = f.width, H = f.height;
  /** @param {number} x @param {number} y */
  const inside = (x, y) => {
    const dx = x < rx ? rx - x : x > W - rx ? x - (W - rx) : 0;
    const dy = y < ry ? ry - y : y > H - ry ? y - (H - ry) : 0;
    return dx === 0 || dy === 0 || (dx / rx) ** 2 + (dy / ry) ** 2 <= 1;
  };
  const sides = drawn.map(d => ["top", "bottom", "left", "right"].find(e => d.classList.contains(e)));
  const bound = (/** @type {string} */ side, /** @type {(t: Box) => number} */ edge, /** @type {number} */ none, /** @type {(a: number, b: number) => number} */ pick) =>
    tiles.filter((_, i) => sides[i] === side).map(edge).reduce((a, b) => pick(a, b), none);
  return {
    W, H, tiles, key, inside,
    top: bound("top", t => t.b, 0, Math.max), bottom: bound("bottom", t => t.t, H, Math.min),
    left: bound("left", t => t.r, 0, Math.max), right: bound("right", t => t.l, W, Math.min),
  };
}

// The free place for a box of w×h nearest `want` (its centre): off every
// box in `taken` and inside the felt's rounded edge; null when none is.
/**
 * @param {Space} sp @param {Box[]} taken @param {number} w @param {number} h @param {{x: number, y: number}} want
 * @returns {{x: number, y: number, d: number} | null}
 */
function nearestFree(sp, taken, w, h, want) {
  const hw = w / 2, hh = h / 2;
  let best = null, bestD = Infinity;
  for (let y = hh + 2; y <= sp.H - hh - 2; y += 3) {
    for (let x = hw + 2; x <= sp.W - hw - 2; x += 3) {
      const d = (x - want.x) ** 2 + (y - want.y) ** 2;
      if (d >= bestD) continue;
      const c = { l: x - hw, t: y - hh, r: x + hw, b: y + hh };
      if (taken.some(o => c.l < o.r && o.l < c.r && c.t < o.b && o.t < c.b)) continue;
      if (!sp.inside(c.l, c.t) || !sp.inside(c.r, c.t) || !sp.inside(c.l, c.b) || !sp.inside(c.r, c.b)) continue;
      best = { x, y, d };
      bestD = d;
    }
  }
  return best;
}

// Where each seat's card of a trick lies: in the open between the drawn
// tiles (long names, clocks and a narrow phone make them tall), all of one
// size. The cards form a ring in the open middle, each on the side of the
// seat that played it; a card whose place in the ring is covered goes to
// the nearest free spot. The size is the largest at which every card lies
// off the tiles, the other cards and the felt's rounded edge, near its place
// in the ring. Measured, not guessed: percentages put a quarter of a card
// under a seat in 155 of 176 tricks. Kept while the tiles keep their places.
/** @param {PageState} s */
function slots(s) {
  const sp = feltSpace(s);
  if (!sp) return null;
  if (slotsFor && slotsFor.key === sp.key) return slotsFor.open;
  const { W, H, tiles, top, bottom, left, right } = sp;
  const mid = { x: (left + right) / 2, y: (top + bottom) / 2 };
  const n = tiles.length;
  const me = s.seat === null ? 0 : s.seat;
  const order = tiles.map((_, k) => (me + k) % n);
  const biggest = Math.round(Math.min(64, Math.max(36, W / 7)));
  let open = null;
  for (let size = biggest; size >= SLOT_MIN && !open; size -= 2) {
    const h = size / 2;
    /** @type {{x: number, y: number}[]} */
    const at = [];
    const taken = tiles.map(t => ({ l: t.l - SLOT_GAP, t: t.t - SLOT_GAP, r: t.r + SLOT_GAP, b: t.b + SLOT_GAP }));
    let fits = true;
    for (const i of order) {
      const angle = Math.PI / 2 + ((i - me + n) % n) * 2 * Math.PI / n;
      const want = {
        // Close together where there is room (a desktop's felt), as a trick lies on a table.
        x: mid.x + Math.cos(angle) * Math.min(size * 1.4, Math.max(0, (right - left) / 2 - h - SLOT_GAP)),
        y: mid.y + Math.sin(angle) * Math.min(size * 1.1, Math.max(0, (bottom - top) / 2 - h - SLOT_GAP)),
      };
      const best = nearestFree(sp, taken, size, size, want);
      // Near its place in the ring, or (at the smallest size) anywhere free.
      if (!best || (size - 2 >= SLOT_MIN && best.d > (size * 0.8) ** 2)) { fits = false; break; }
      at[i] = { x: best.x / W * 100, y: best.y / H * 100 };
      taken.push({ l: best.x - h - SLOT_GAP / 2, t: best.y - h - SLOT_GAP / 2, r: best.x + h + SLOT_GAP / 2, b: best.y + h + SLOT_GAP / 2 });
    }
    if (fits) open = { size, at };
  }
  slotsFor = { key: sp.key, open };
  return open;
}

// Where the dice lie on the felt: one block of them in the open between the
// tiles, in one row if it fits, else two or three, each die as large as fits
// (48 px at most, a finger's 36 at least), as near the middle as it can be.
// Kept while the tiles keep their places.
/** @type {{key: string, spot: {x: number, y: number, size: number, across: number} | null} | null} */
let diceFor = null;
const DIE_GAP = 6;
/** @param {PageState} s @param {number} count */
function diceSpot(s, count) {
  const sp = feltSpace(s);
  if (!sp) return null;
  const key = sp.key + "/" + count;
  if (diceFor && diceFor.key === key) return diceFor.spot;
  const taken = sp.tiles.map(t => ({ l: t.l - SLOT_GAP, t: t.t - SLOT_GAP, r: t.r + SLOT_GAP, b: t.b + SLOT_GAP }));
  const want = { x: (sp.left + sp.right) / 2, y: (sp.top + sp.bottom) / 2 };
  let spot = null;
  for (let size = 48; size >= 36 && !spot; size -= 2) {
    for (let rows = 1; rows <= 3 && !spot; rows++) {
      const across = Math.ceil(count / rows);
      const w = across * size + (across - 1) * DIE_GAP, h = rows * size + (rows - 1) * DIE_GAP;
      const at = nearestFree(sp, taken, w, h, want);
      if (at) spot = { x: at.x - w / 2, y: at.y - h / 2, size, across };
    }
  }
  diceFor = { key, spot };
  return spot;
}

/** @param {PageState} s */
function drawFelt(s) {
  const trick = byId("trick");
  trick.replaceChildren();
  const centre = byId("centre");
  centre.replaceChildren();
  byId("felt").setAttribute("aria-label", s.shown.title || "Wizard");
  const summary = between(s);
  // In a round's break, only the round ended: its last trick, then its results.
  const shownTrick = lingering ? lingering.trick
    : summary || pause || !s.shown.trick || Number(s.shown.trick.key.split("-")[0]) !== s.drawn.round ? null : s.shown.trick;
  trick.dataset.round = shownTrick ? shownTrick.key.split("-")[0] : "";
  if (shownTrick) {
    const open = slots(s);
    trick.style.setProperty("--card", open ? open.size + "px" : "");
    shownTrick.plays.forEach(p => {
      const at = open ? open.at[p.seat] : around(s, p.seat).card;
      const d = el("div", "played" + (p.wins ? " wins" : ""));
      d.style.left = at.x + "%";
      d.style.top = at.y + "%";
      d.dataset.seat = String(p.seat);
      d.append(cardEl(p.card));
      if (p.wins) d.append(el("span", "star", "★"));
      trick.append(d);
    });
  }
  // Who won the trick: said beside trump above the felt, never across its cards.
  byId("lines").querySelectorAll(".said").forEach(e => e.remove());
  const strip = byId("lines").querySelector(".lines");
  if (shownTrick && shownTrick.taken && shownTrick.said && strip) strip.append(el("span", "said", shownTrick.said));
  if (summary) centre.replaceChildren(el("div", "summary", summary.title));
  const felt = byId("felt");
  felt.classList.toggle("many", s.kind !== "dice" && s.seats.length >= 5);
  if (s.kind === "dice") drawDice(s, byId("dice"));
}

// Moments between two states: a trick taken lingers; a play and whose turn
// it is are said in the status region; the turn's sound, when asked for.
/**
 * @param {PageState | null} before
 * @param {PageState} s
 */
function moment(before, s) {
  for (const t of [s.shown.before, s.shown.taken]) {
    if (!t || lingered.has(t.key)) continue;
    lingered.add(t.key);
    if (before !== null) toLinger.push(t);
  }
  if (!lingering) lingerNext();
  announce(before, s);
  if (before && !mine(before) && mine(s)) turnCame(s);
  if (mine(s) && picked) playPicked(s);
}

function lingerNext() {
  // In a round's break, only the ended round's tricks linger.
  while (pause && toLinger.length && Number(toLinger[0].key.split("-")[0]) > pause.round) toLinger.shift();
  const taken = toLinger.shift();
  const s = now;
  if (!taken || !s) { pauseResults(); return; }
  const winner = taken.plays.find(p => p.wins);
  lingering = {
    trick: taken,
    // Toward the winner's seat, unless motion is unwelcome.
    sweep: setTimeout(() => {
      if (!winner || matchMedia("(prefers-reduced-motion: reduce)").matches || !now) return;
      const to = around(now, winner.seat).seat;
      byId("trick").querySelectorAll(".played").forEach(d => {
        const e = /** @type {HTMLElement} */ (d);
        e.classList.add("sweep");
        const from = { x: parseFloat(e.style.left), y: parseFloat(e.style.top) };
        e.style.transform = "translate(calc(-50% + " + (to.x - from.x) * 3.6 + "px), calc(-50% + " + (to.y - from.y) * 2.2 + "px)) scale(.5)";
        e.style.opacity = "0";
      });
    }, LINGER_MS - 400),
    timer: setTimeout(() => {
      lingering = null;
      if (now) { drawSeats(now); drawFelt(now); }
      lingerNext();
    }, LINGER_MS),
  };
  drawSeats(s);
  drawFelt(s);
}

// What the status region says: each card played since the last state (who
// played what), then the line saying whose turn it is.
/** @type {Set<string>} */
const heard = new Set();
/**
 * @param {PageState | null} before
 * @param {PageState} s
 */
function announce(before, s) {
  const fresh = [];
  for (const t of [s.shown.before, s.shown.taken, s.shown.trick]) {
    if (!t || !t.key) continue;
    for (const p of t.plays) {
      const id = t.key + ":" + p.seat;
      if (heard.has(id)) continue;
      heard.add(id);
      if (before !== null) fresh.push((s.seats[p.seat] ? s.seats[p.seat].name : "") + ": " + p.card.label + ".");
    }
    // Who won it, once it is taken ("Anna won it.").
    if (t.taken && t.said && !heard.has(t.key + ":won")) {
      heard.add(t.key + ":won");
      if (before !== null) fresh.push(t.said);
    }
  }
  const sum = s.shown.summary;
  if (sum && before !== null && (!before.shown.summary || before.shown.summary.title !== sum.title)) {
    fresh.push(sum.title + ": " + s.seats.map((x, i) => x.name + " " + (sum.seats[i] || "")).join("; ") + ".");
  }
  const status = byId("status");
  const note = (/** @type {PageState} */ x) => [x.ranOut, x.dropped, x.later && x.later.said].join("|");
  if (!fresh.length && before && before.said === s.said && note(before) === note(s) && status.textContent) return;
  const said = el("span", "", s.said);
  status.replaceChildren();
  if (fresh.length) status.append(el("span", "sr", fresh.join(" ") + " "));
  // What the computer played for them while they were away, and a move
  // left for later that could not be made, until they move.
  if (s.ranOut) status.append(el("span", "ran-out", s.ranOut));
  if (s.dropped) status.append(el("span", "ran-out", s.dropped));
  status.append(said);
  // At a turn-based table: what is left for later (kept by the bot, made
  // when the turn comes even with this page closed), or that it may be.
  if (s.later && !mine(s)) status.append(el("span", "later", s.later.said));
}

// The sound and vibration when the turn comes: off until the person asks
// for them (remembered in this browser).
function soundOn() {
  try { return localStorage.getItem("wizard-sound") === "on"; } catch (e) { return false; }
}
byId("sound").onclick = () => {
  try { localStorage.setItem("wizard-sound", soundOn() ? "off" : "on"); } catch (e) { /* private mode: not remembered */ }
  if (now) draw(now);
  if (soundOn()) chime();
};
/** @type {AudioContext | null} */
let audio = null;
function chime() {
  try {
    audio = audio || new AudioContext();
    const o = audio.createOscillator(), g = audio.createGain();
    o.frequency.value = 880;
    g.gain.setValueAtTime(0.15, audio.currentTime);
    g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    o.connect(g).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + 0.25);
  } catch (e) { /* no sound here */ }
}
// The bell and a buzz, when the person asked for them.
function ring() {
  if (!soundOn()) return;
  chime();
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
}
// The turn came: rung, unless a pick ahead answers it at once (a pick that
// is dropped rings in `playPicked`: the person must choose again).
/** @param {PageState} s */
function turnCame(s) {
  if (!picked) ring();
}

// The clocks: counted down from what the bot says is left (whatever this
// device's clock says). The pill at the top is the first clock to run out,
// named (yours when yours runs); each seat shows its own on the seat.
let clockAt = 0;
/** Milliseconds left until `due` (the bot's time), as this page counts. @param {number} due */
function leftUntil(due) {
  const s = now;
  const bot = s && s.clock ? s.clock.now : clockAt;
  return Math.max(0, due - bot - (Date.now() - clockAt));
}
/** A duration: h:mm:ss from an hour on (a turn-based clock runs for days), else m:ss. @param {number} ms */
function duration(ms) {
  const secs = Math.ceil(ms / 1000);
  return secs >= 3600
    ? Math.floor(secs / 3600) + ":" + String(Math.floor(secs / 60) % 60).padStart(2, "0") + ":" + String(secs % 60).padStart(2, "0")
    : Math.floor(secs / 60) + ":" + String(secs % 60).padStart(2, "0");
}
/**
 * A time in the reader's own time zone and language; with its weekday when
 * it is not within the day.
 * @param {PageState} s @param {number} at
 */
function localTime(s, at) {
  const far = at - Date.now() > 20 * 3600 * 1000;
  try {
    return new Date(at).toLocaleString(s.lang, far ? { weekday: "short", hour: "2-digit", minute: "2-digit" } : { hour: "2-digit", minute: "2-digit" });
  } catch (e) {
    return new Date(at).toLocaleString();
  }
}
/**
 * A seat's clock on its seat: running (until when, in the reader's own
 * time, while an hour or more is left; then counted down), standing with
 * what is left, paused, away or resting until when.
 * @param {PageState} s @param {import("./view-types").SeatClock} c
 */
function seatClock(s, c) {
  const span = el("span", "clock " + c.state);
  if (c.state === "runs") {
    span.dataset.due = String(c.due);
    span.dataset.until = s.words.clockUntil.replace("{when}", localTime(s, c.due));
    span.textContent = leftUntil(c.due) >= 3600 * 1000 ? span.dataset.until : duration(leftUntil(c.due));
  } else if (c.state === "stands") {
    span.textContent = s.words.clockStands.replace("{left}", duration(c.left));
  } else if (c.state === "paused") {
    span.textContent = s.words.clockPaused;
  } else if (c.state === "away") {
    span.textContent = s.words.clockAway.replace("{when}", localTime(s, c.until));
  } else {
    span.textContent = s.words.clockRests.replace("{when}", localTime(s, c.until));
  }
  return span;
}
function drawClock() {
  const c = byId("clock");
  const s = now;
  document.querySelectorAll("#seats .clock[data-due]").forEach(e => {
    const span = /** @type {HTMLElement} */ (e);
    // An hour or more: until when, in the reader's own time; less: counted down.
    const left = leftUntil(Number(span.dataset.due));
    span.textContent = left >= 3600 * 1000 && span.dataset.until ? span.dataset.until : duration(left);
  });
  if (!s || !s.clock) { c.textContent = ""; return; }
  const until = s.clock.until;
  const left = leftUntil(until);
  const text = duration(left);
  // Whose clock it is: yours when yours is among the first to run out.
  const running = s.seats.filter(x => x.clock && x.clock.state === "runs" && x.clock.due === until);
  const whose = running.find(x => x.you) || running[0];
  const name = whose ? (whose.you ? s.words.you : whose.name) : "";
  c.textContent = name ? name + " " + text : text;
  c.setAttribute("aria-label", s.words.clock + " " + (name ? name + " " : "") + text);
  c.className = (left <= 10000 ? "low" : "") + (whose && whose.you ? " mine" : "");
}
// A quarter second apart, so the seconds shown change within a quarter second of the real ones.
setInterval(drawClock, 250);

// Picked ahead: a card (or a bid) chosen before the turn, played the moment
// the turn comes if it still may be, else dropped with a word.
/** @type {Ahead | null} */
let picked = null;

/** @param {CardShown} c */
function cardKey(c) { return JSON.stringify(c.move); }

/** @param {PageState} s */
function playPicked(s) {
  const p = picked;
  picked = null;
  if (!p) return;
  if (p.kind === "card" && s.asked.is === "play") {
    const c = s.shown.hand.find(c => cardKey(c) === p.key);
    if (c && c.legal) { send({ move: c.move }); return; }
  } else if (p.kind === "bid" && s.asked.is === "bid") {
    const o = s.offers.find(o => o.label === String(p.n));
    if (o) { send({ move: o.move }); return; }
  } else {
    picked = p;
    return;
  }
  draw(s);
  say(s.words.dropped);
  ring();
}

/** @param {PageState} s */
function drawHand(s) {
  const hand = byId("hand");
  hand.replaceChildren();
  const playing = s.asked.is === "play";
  const cards = s.shown.hand;
  // One row while each card keeps 46 px, else two rows (up to twenty cards):
  // an 11-card hand in two rows of 60 px cards, not one thin row of 31 px.
  const wide = hand.clientWidth || 360;
  const perRow = Math.min(12, Math.max(6, Math.floor(wide / 46)));
  const rows = cards.length > perRow ? 2 : 1;
  hand.style.setProperty("--cols", String(Math.max(Math.ceil(cards.length / rows), 1)));
  // A card may be picked ahead once the bid is in (the bot's rule, present::ahead).
  const ahead = s.status === "playing" && s.shown.ahead === "card";
  cards.forEach(c => {
    // While cards are played: the legal ones lit, the others dimmed, saying why on a tap.
    const b = cardEl(c, "button");
    b.type = "button";
    b.dataset.key = "c:" + cardKey(c);
    const dim = playing && !c.legal;
    if (playing) b.classList.add(c.legal ? "yes" : "no");
    const isPicked = s.later ? s.later.move !== null && JSON.stringify(s.later.move) === cardKey(c)
      : picked !== null && picked.kind === "card" && picked.key === cardKey(c);
    if (isPicked) b.classList.add("picked");
    if (ahead) b.setAttribute("aria-pressed", String(isPicked));
    b.setAttribute("aria-disabled", String(!c.legal && !ahead));
    b.onclick = () => {
      if (c.legal) { send({ move: c.move }); return; }
      if (dim) { say(s.words.cannot); return; }
      if (!ahead) { say(s.words.notYet, true); return; }
      // Turn-based: left with the bot, which makes it when the turn comes.
      if (s.later) { send(isPicked ? { later: true } : { later: true, move: c.move }); return; }
      picked = isPicked ? null : { kind: "card", key: cardKey(c) };
      draw(s);
      say(picked ? s.words.picked : "", true);
    };
    hand.append(b);
  });
  hand.setAttribute("aria-label", s.words.hand);
}

// Bids one may pick ahead while others bid.
/** @param {PageState} s */
function drawAhead(s) {
  const ahead = byId("ahead");
  ahead.replaceChildren();
  s.shown.bids.forEach(({ n, move: bid }) => {
    const on = s.later ? s.later.move !== null && JSON.stringify(s.later.move) === JSON.stringify(bid)
      : picked !== null && picked.kind === "bid" && picked.n === n;
    const b = button(String(n), () => {
      // Turn-based: left with the bot, which makes it when the turn comes.
      if (s.later) { send(on ? { later: true } : { later: true, move: bid }); return; }
      picked = on ? null : { kind: "bid", n };
      draw(s);
      say(picked ? s.words.picked : "", true);
    });
    b.setAttribute("aria-pressed", String(on));
    ahead.append(b);
  });
  ahead.setAttribute("aria-label", s.words.picked);
}

// A finished game: who won, Rematch and the way back to the game in Discord,
// then everyone from first place to last with their points (medals as in
// Discord) and the final score sheet.
/** @param {PageState} s */
function drawEnd(s) {
  const end = byId("end");
  if (!s.end) { end.replaceChildren(); return; }
  if (end.dataset.version === String(s.version)) return;
  end.dataset.version = String(s.version);
  end.replaceChildren();
  const title = el("h2", "", s.end.title);
  title.id = "end-title";
  const list = el("ol");
  s.end.standings.forEach(p => {
    const li = el("li", p.you ? "you" : "");
    const who = el("span", "who");
    who.append(bdi(s.seats[p.seat] ? s.seats[p.seat].name : ""));
    if (p.you) who.append(" ", el("span", "badge", s.words.you));
    li.append(el("span", "place", (p.medal ? p.medal + " " : "") + p.place + "."), who, el("span", "", p.points));
    list.append(li);
  });
  // Rematch and the way back come first, under the winner: on a phone the
  // standings and the sheet follow below them, never in their way.
  end.append(title, el("div", "winner", s.end.winner));
  const ends = el("div", "ends");
  if (s.end.rematch) {
    const r = button(s.end.rematch, () => rematch(r, ends), "rematch");
    ends.append(r);
  }
  if (s.end.back) {
    const a = el("a", "back", s.end.backLabel);
    a.href = s.end.back;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    ends.append(a);
  }
  if (ends.childElementCount) end.append(ends);
  end.append(list);
  if (s.kind === "wizard" && s.shown.scores.length) end.append(sheet(s, end.clientWidth - 24));
  end.append(el("div", "still", s.end.still));
}

/**
 * @param {HTMLButtonElement} b
 * @param {HTMLElement} ends
 */
async function rematch(b, ends) {
  if (!now) return;
  const words = now.words;
  b.disabled = true;
  let answer;
  try {
    const r = await fetch(api + "/rematch", { method: "POST" });
    /** @type {Rematched} */
    answer = await r.json();
  } catch (e) {
    b.disabled = false;
    say(words.notSent);
    return;
  }
  if (!answer.opened) { b.disabled = false; say(answer.refused || words.notSent); return; }
  const opened = el("div", "opened", (answer.said || "") + " ");
  const a = el("a", "", "discord.com ↗");
  a.href = answer.opened;
  a.target = "_blank";
  a.rel = "noopener noreferrer";
  opened.append(a);
  ends.append(opened);
}

/** A number with its sign, the minus a true one. @param {number} n */
function signed(n) { return (n > 0 ? "+" : n < 0 ? "\u2212" : "") + Math.abs(n); }

// The score sheet, as the paper one: a row per round, a column per seat,
// each cell the bid and tricks over the round's points and the total;
// folded per round where `width` (px) has no room for a column per seat.
/** @param {PageState} s @param {number} width */
function sheet(s, width) {
  const t = el("table"), head = el("tr");
  t.append(el("caption", "", s.words.sheet + " — " + s.words.bidTricks + " · " + s.words.points));
  /** @param {ScoreRow} r @param {number} i */
  const cells = (r, i) => {
    const made = r.bids[i] === r.tricks[i];
    return [el("span", "bt" + (made ? "" : " miss"), r.bids[i] + " / " + r.tricks[i] + (made ? " ✓" : " ✗")),
      el("span", "pts", signed(r.scores[i]) + " → "), el("span", "total", signed(r.totals[i]).replace("+", ""))];
  };
  // A column a seat needs about 96 px for "−120 → −340" on one line. Where
  // there is not that much (a phone, six at the table), the sheet is folded:
  // each round a block of a line per seat, its newest first.
  if (width / (s.seats.length + 1) < 96) {
    t.className = "folded";
    s.shown.scores.slice().reverse().forEach(r => {
      const tr = el("tr", "r");
      const n = el("th", "", s.words.round + " " + r.round);
      n.colSpan = 3;
      n.setAttribute("scope", "colgroup");
      tr.dataset.round = String(r.round);
      tr.append(n);
      t.append(tr);
      s.seats.forEach((x, i) => {
        const line = el("tr");
        const who = el("th");
        who.setAttribute("scope", "row");
        who.append(bdi(x.name));
        const [bt, pts, total] = cells(r, i);
        const points = el("td");
        points.append(pts, total);
        const bidTook = el("td");
        bidTook.append(bt);
        line.append(who, bidTook, points);
        t.append(line);
      });
    });
  } else {
    head.append(el("th", "", s.words.round), ...s.seats.map(x => {
      const th = el("th");
      th.setAttribute("scope", "col");
      th.append(bdi(x.name));
      return th;
    }));
    t.append(head);
    s.shown.scores.forEach(r => {
      const tr = el("tr");
      tr.dataset.round = String(r.round);
      const n = el("th", "", String(r.round));
      n.setAttribute("scope", "row");
      tr.append(n, ...r.scores.map((_, i) => {
        const td = el("td");
        td.append(...cells(r, i));
        return td;
      }));
      t.append(tr);
    });
  }
  const wide = el("div", "scroll");
  wide.append(t);
  return wide;
}

// The dice: each face's picture (its colour with its shape) and words; the
// Seer taps the dice to throw (marked ↻) and rolls.
/**
 * @param {PageState} s
 * @param {HTMLElement} dice
 */
function drawDice(s, dice) {
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
  const spot = diceSpot(s, s.shown.dice.length);
  dice.classList.toggle("placed", !!spot);
  dice.style.left = spot ? spot.x + "px" : "";
  dice.style.top = spot ? spot.y + "px" : "";
  dice.style.setProperty("--die", spot ? spot.size + "px" : "");
  dice.style.setProperty("--across", spot ? String(spot.across) : "");
}

/** @param {PageState} s */
function drawMoves(s) {
  const moves = byId("moves");
  const ask = byId("ask");
  moves.replaceChildren();
  ask.textContent = "";
  // Numbers (bids) in a grid of equal buttons; words (a suit, what a roll writes) as wide as they are.
  const numbers = s.offers.every(m => m.box || /^[0-9]+$/.test(m.label)) && !s.shown.roll;
  moves.className = "moves" + (numbers ? "" : " words");
  const roll = s.shown.roll;
  if (roll && throwing) {
    ask.textContent = roll.exact ? "" : roll.of;
    const picked = [...throwing].sort((a, b) => a - b);
    const b = button(roll.label + " (" + picked.length + ")", () => send({ throw: picked }));
    b.disabled = picked.length < roll.min;
    moves.append(b);
  }
  if (crossing) {
    // Magic Card 7: the box is chosen; now the box to cross out, or none.
    const box = crossing[0].box;
    // Each a line of its own: the words are long ("Blue 3×, −2 points").
    moves.className = "moves words cross";
    ask.textContent = (box ? box.label : "") + " — " + s.words.crossAsk;
    crossing.forEach(m => {
      const cross = m.box && m.box.cross;
      moves.append(button(cross || s.words.noCross, () => send({ move: m.move }), cross ? "" : "second"));
    });
    // A box tapped by mistake: back to the grid, nothing sent.
    moves.append(button(s.words.crossBack, () => { crossing = null; if (now) render(now); }, "second back"));
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
    // A face is named by its place in the bot's list; the bot writes the move.
    shown.faces.forEach((f, i) => { const o = el("option", "", f.label); o.value = String(i); sel.append(o); });
    return sel;
  };
  const a = pick(1), b = pick(2);
  set.append(el("span", "", shown.label), a, b,
    button(s.words.set, () => send({ set: [Number(a.value), Number(b.value)] }), "go"));
}

// The round scores and the chart (card game), the seat's Page (dice): the
// bot's own pictures of them.
/** Whether the last drawing had a desktop's room. @type {boolean | null} */
let wasRoomy = null;
// A phone turned, a window made wider: the hand's rows and the sheet's place follow.
addEventListener("resize", () => { if (now) draw(now); });

/** @param {PageState} s */
function drawMore(s) {
  const more = byId("more");
  const open = [...more.querySelectorAll("details")].map(d => d.open);
  more.replaceChildren();
  const rows = s.shown.scores;
  if (s.kind === "wizard" && rows.length) {
    const d = el("details");
    d.append(el("summary", "", s.words.sheet));
    const chart = el("img", "picture");
    chart.alt = s.words.chart;
    chart.src = api + "/picture/chart?r=" + rows.length;
    chart.loading = "lazy";
    // At the end the results show the sheet; beside them, the chart.
    if (!s.end) d.append(sheet(s, more.clientWidth - 20));
    d.append(chart);
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
  // At the end the figures are what a person looks for: open; on a wide
  // screen, where they stand beside the table, open too.
  const roomy = matchMedia("(min-width: 980px)").matches;
  const turned = roomy !== wasRoomy;
  wasRoomy = roomy;
  more.querySelectorAll("details").forEach((d, i) => {
    const was = open[i];
    d.open = was === undefined || turned ? roomy || !!s.end : was || !!s.end;
  });
}

// A note above the hand, where the finger is (moving nothing): a refusal,
// or (`info`) a word on what a tap did. It goes after a while.
/** @type {number} */
let noteTimer = 0;
/**
 * @param {string} [text]
 * @param {boolean} [info]
 */
function say(text, info) {
  const note = byId("note");
  note.textContent = text || "";
  note.className = info ? "info" : "";
  clearTimeout(noteTimer);
  if (text) noteTimer = setTimeout(() => { note.textContent = ""; }, 6000);
}

/**
 * A move made while the page is cut off, kept to be sent once the table is
 * heard again (`heardNow`), with the same nonce: the bot applies a nonce
 * once, so a move whose answer was lost is not played twice.
 * @type {Record<string, unknown> | null}
 */
let held = null;

/** A nonce for one move (the bot remembers the moves it applied by it). */
function nonce() {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/**
 * What a tap sends besides the screen it was made on: a move the bot sent,
 * staying in, leaving for later, or the Seer's choice (the bot writes its move).
 * @param {Partial<import("./view-types").MoveSent>} what
 */
async function send(what) {
  if (!now) return;
  const body = Object.assign({ version: now.version, round: now.drawn.round, roll: now.drawn.roll, nonce: nonce() }, what);
  say("");
  // They move: what happened before it is read.
  if (!what.later && recap) { recap = null; drawSince(); }
  // Cut off: kept, and sent the moment the table is back.
  if (cut) { hold(body); return; }
  await post(body);
}

/** @param {Record<string, unknown>} body */
function hold(body) {
  held = body;
  if (now) say(now.words.held, true);
}

/** @param {Record<string, unknown>} body */
async function post(body) {
  if (!now) return;
  let r;
  // A move that gets no answer in a while (a network cut without a word) is
  // kept and sent again with the same nonce once the table is heard again.
  const give = new AbortController();
  const waited = setTimeout(() => give.abort(), 8000);
  try {
    r = await fetch(api + "/move", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: give.signal });
  } catch (e) {
    clearTimeout(waited);
    // Never answered: maybe never played. Kept, and sent again (same nonce)
    // when the table is next heard: its next frame or keep-alive, or, when
    // the network is gone, once the watchdog has followed it back.
    hold(body);
    if (!cut) { cut = true; drawConn(); }
    return;
  }
  /** @type {PageState & Refusal | null} */
  const answer = await r.json().catch(() => null);
  clearTimeout(waited);
  if (!answer) { say(now.words.notSent); return; }
  if (answer.refused) { say(answer.refused); if (answer.table) render(answer.table); }
  else if (answer.version !== undefined && answer.version >= now.version) { shownData = JSON.stringify(answer); render(answer); }
}

/** Back: the move kept while cut off goes, once. */
function sendHeld() {
  if (!held) return;
  const body = held;
  held = null;
  say("");
  post(body);
}

// Live: the table now and at every change, over the first transport that
// answers — a WebSocket (what Discord's proxy passes), else server-sent
// events, else asking every few seconds. The bot says something at least
// every keep-alive; a page that hears nothing for longer, comes back to the
// foreground or gets its network back says "Reconnecting…", follows again
// and fetches the table as it is.
const RUNGS = ["socket", "stream", "poll"];
/** A transport that gives nothing within this long: the next one. */
const TRY_MS = 4000;
/** @type {{close: () => void} | null} */
let live = null;
/** The transport that worked (where a reconnection starts). */
let rung = 0;
let attempt = 0;
let heardAt = Date.now();
/** When the page last began to follow (the watchdog counts silence from the later of the two). */
let followedAt = Date.now();
/** Silence after which the page counts itself cut off: 2.5 keep-alives. */
let silenceMs = 10000;
let cut = false;

/** A game that ended changes no more: it is not followed again. */
function ended() { return !!now && (now.status === "over" || now.status === "cancelled"); }

function heardNow() {
  heardAt = Date.now();
  if (cut) { cut = false; drawConn(); sendHeld(); }
}

function drawConn() {
  byId("conn").textContent = cut && now ? now.words.reconnecting : "";
}

/**
 * A frame: the table, or the keep-alive saying how often it comes.
 * @param {string} data
 * @param {number} from the attempt it came on
 * @param {number} on the transport's rung
 */
function frame(data, from, on) {
  if (from !== attempt) return;
  heardNow();
  rung = on;
  /** @type {(PageState & {alive?: undefined, watching?: undefined, patch?: undefined}) | {alive: number, watching?: undefined, patch?: undefined} | {watching: number, said: string, alive?: undefined, patch?: undefined} | {patch: Op[], from: number, version: number, alive?: undefined, watching?: undefined}} */
  const s = JSON.parse(data);
  if (s.alive !== undefined) { silenceMs = Math.min(60000, s.alive * 2.5); return; }
  // How many watch the table (presence): beside the title, nothing when none.
  if (s.watching !== undefined) { byId("watching").textContent = s.watching > 0 ? "👁 " + s.said : ""; return; }
  /** @type {PageState} */
  let table;
  let text = data;
  if (s.patch !== undefined) {
    // What changed since the table this connection last carried (web/lean.rs).
    const was = heldTable;
    const next = was && was.version === s.from ? patched(was, s.patch) : null;
    const seen = document.documentElement.dataset;
    if (!next) { seen.unpatched = String(Number(seen.unpatched || 0) + 1); follow(); return; } // Not what it was made from: follow anew, a whole table first.
    seen.patched = String(Number(seen.patched || 0) + 1);
    table = next;
    text = JSON.stringify(next);
  } else table = s;
  heldTable = table;
  // The same table again (the answer to this page's own move came first) is not redrawn: a redraw loses the focus.
  if (text === shownData) return;
  if (!now || table.version >= now.version) { shownData = text; render(table); }
}

// Lean frames: a connection's tables after the first come as a JSON Patch
// (RFC 6902: add, remove, replace; the bot's json-patch crate writes them)
// from the one it last carried, kept here.
/** @typedef {{op: "add" | "remove" | "replace", path: string, value?: unknown}} Op */
/** @type {PageState | null} */
let heldTable = null;
/**
 * `base` with `ops` applied (`base` untouched); null if one does not apply.
 * @param {PageState} base @param {Op[]} ops @returns {PageState | null}
 */
function patched(base, ops) {
  /** @type {any} */
  const root = { "": structuredClone(base) };
  for (const op of ops) {
    const keys = ("/" + op.path).split("/").slice(1).map(k => k.replace(/~1/g, "/").replace(/~0/g, "~"));
    keys[0] = "";
    const last = /** @type {string} */ (keys.pop());
    let at = root;
    for (const k of keys) {
      at = at[k];
      if (at === null || typeof at !== "object") return null;
    }
    if (Array.isArray(at)) {
      const i = last === "-" ? at.length : Number(last);
      if (!Number.isInteger(i) || i < 0 || i > at.length) return null;
      if (op.op === "add") at.splice(i, 0, op.value);
      else if (i >= at.length) return null;
      else if (op.op === "remove") at.splice(i, 1);
      else at[i] = op.value;
    } else if (op.op === "remove") {
      if (!(last in at)) return null;
      delete at[last];
    } else if (op.op === "add" || op.op === "replace") {
      at[last] = op.value;
    } else return null;
  }
  return root[""];
}

/** @param {number} [from] the transport to try first (its rung) */
function follow(from) {
  if (live) live.close();
  live = null;
  if (ended()) return;
  const on = from === undefined ? rung : from;
  const id = ++attempt;
  heldTable = null; // A new connection's first table comes whole.
  const since = Date.now();
  followedAt = since;
  document.documentElement.dataset.transport = RUNGS[on];
  live = on === 0 ? socket(id) : on === 1 ? stream(id) : poll(id);
  if (on < 2) setTimeout(() => { if (id === attempt && heardAt < since && !ended()) follow(on + 1); }, TRY_MS);
}

/** Follows again shortly, on the transport that worked (the game not over). @param {number} id */
function again(id) {
  if (id === attempt && !ended()) setTimeout(() => { if (id === attempt) follow(); }, 1000);
}

/** @param {number} id */
function socket(id) {
  const url = new URL(api + "/socket", location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(url);
  ws.onmessage = e => frame(String(e.data), id, 0);
  ws.onclose = () => again(id);
  return { close: () => { ws.onclose = null; ws.close(); } };
}

/** @param {number} id */
function stream(id) {
  const es = new EventSource(api + "/live");
  es.addEventListener("table", e => frame(e.data, id, 1));
  es.addEventListener("patch", e => frame(e.data, id, 1));
  es.addEventListener("alive", e => frame(JSON.stringify({ alive: Number(e.data) }), id, 1));
  es.addEventListener("watching", e => frame(e.data, id, 1));
  es.onerror = () => { es.close(); again(id); };
  return { close: () => es.close() };
}

/** @param {number} id */
function poll(id) {
  const ask = async () => {
    try {
      const r = await fetch(api);
      if (r.ok) frame(await r.text(), id, 2);
    } catch (e) { /* asked again in a moment */ }
  };
  ask();
  const every = setInterval(ask, 3000);
  // Asking is the last resort: the socket is tried again in a while.
  const climb = setTimeout(() => { if (id === attempt && !ended()) follow(0); }, 30000);
  return { close: () => { clearInterval(every); clearTimeout(climb); } };
}

// Cut off without a word (a phone's network, a proxy that drops a quiet
// connection): no frame, no keep-alive for longer than the keep-alive allows.
// Silence is counted from the later of what was last heard and when the
// page last began to follow, so that a transport that gives nothing still
// falls back to the next (its start is not taken for something heard).
setInterval(() => {
  if (!live || ended() || Date.now() - Math.max(heardAt, followedAt) <= silenceMs) return;
  cut = true;
  drawConn();
  follow();
}, 250);

// Back to the foreground, the network back, a page restored from the
// back-forward cache: follow again at once and fetch the table as it is.
function wake() {
  if (!live || ended()) return;
  if (document.visibilityState === "hidden") return;
  follow();
  fetch(api).then(r => r.ok ? r.text() : null).then(t => { if (t) frame(t, attempt, rung); }).catch(() => {});
}
document.addEventListener("visibilitychange", wake);
addEventListener("online", wake);
addEventListener("pageshow", e => { if (e.persisted) wake(); });

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
    sdk.customId = q.get("mock_custom_id");
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
    // `customId`: a turn's deep link (`game-<id>`) opens that game's seat first.
    body: JSON.stringify({
      code, instance_id: sdk.instanceId, channel_id: sdk.channelId, locale: navigator.language,
      custom_id: sdk.customId || null,
    }),
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
