// The felt: the seats around it, the trick's cards and the dice laid in
// the open between the tiles (measured, not guessed), a trick lingering and
// the round just ended at the seats.

import { seatClock } from "./clock.js";
import { bdi, cardEl, el, img } from "./dom.js";
import { render } from "./draw.js";
import { byId, st } from "./state.js";

// Where around the felt seat `i` sits: yours at the bottom, the others
// clockwise in the order they play. As percentages of the felt: the seat,
// and the place its card lies, nearer the middle.
/**
 * @param {PageState} s
 * @param {number} i
 */
export function around(s, i) {
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
export function drawSeats(s) {
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
/** @type {TrickOnPage[]} */
export const toLinger = [];
/** @type {Set<string>} */
export const lingered = new Set();
export const LINGER_MS = 1500;

// Between rounds (the last trick lingered): the round just ended, its
// title in the middle and each seat's bid, tricks and points at the seat.
/** @param {PageState} s */
export function between(s) {
  return !st.lingering && st.pause && st.pause.results ? st.pause.summary : null;
}

/** @type {{key: string, open: {size: number, at: {x: number, y: number}[]} | null} | null} */
export let slotsFor = null;
export const SLOT_GAP = 4;
export const SLOT_MIN = 28;

// The felt as drawn: its size, the tiles' boxes in it, whether a point lies
// inside its rounded corners, the open middle inside every tile's inner edge,
// and a key that changes when any of them moves.
/**
 * @typedef {{l: number, t: number, r: number, b: number}} Box
 * @typedef {{W: number, H: number, tiles: Box[], key: string, inside: (x: number, y: number) => boolean,
 *            top: number, bottom: number, left: number, right: number}} Space
 */
/** @param {PageState} s @returns {Space | null} */
export function feltSpace(s) {
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
export function nearestFree(sp, taken, w, h, want) {
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
export function slots(s) {
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
export let diceFor = null;
export const DIE_GAP = 6;
/** @param {PageState} s @param {number} count */
export function diceSpot(s, count) {
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
export function drawFelt(s) {
  const trick = byId("trick");
  trick.replaceChildren();
  const centre = byId("centre");
  centre.replaceChildren();
  byId("felt").setAttribute("aria-label", s.shown.title || "Wizard");
  const summary = between(s);
  // In a round's break, only the round ended: its last trick, then its results.
  const shownTrick = st.lingering ? st.lingering.trick
    : summary || st.pause || !s.shown.trick || Number(s.shown.trick.key.split("-")[0]) !== s.drawn.round ? null : s.shown.trick;
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

// The dice: each face's picture (its colour with its shape) and words; the
// Seer taps the dice to throw (marked ↻) and rolls.
/**
 * @param {PageState} s
 * @param {HTMLElement} dice
 */
export function drawDice(s, dice) {
  dice.replaceChildren();
  const roll = s.shown.roll;
  if (roll && st.throwing === null) st.throwing = new Set(roll.dice);
  s.shown.dice.forEach((f, i) => {
    const may = roll && roll.dice.includes(i) && !roll.exact;
    const d = el(may ? "button" : "span", "die" + (f ? "" : " blank"));
    if (f) d.append(img(f.img));
    const words = (i + 1) + ": " + (f ? f.label : "–");
    d.setAttribute("aria-label", words);
    d.title = words;
    if (may && st.throwing) {
      const toThrow = st.throwing;
      d.type = "button";
      d.dataset.key = "d:" + i;
      d.setAttribute("aria-pressed", String(toThrow.has(i)));
      d.onclick = () => { toThrow.has(i) ? toThrow.delete(i) : toThrow.add(i); if (st.now) render(st.now); };
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
