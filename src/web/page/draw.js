// A table drawn: the whole page from one `PageState` (keeping the keyboard's
// focus), the round's break, "since your last move" and the lines beside
// the table.

import { drawAhead, drawHand, drawMoves, drawSet } from "./choices.js";
import { drawClock } from "./clock.js";
import { cardEl, el } from "./dom.js";
import { drawEnd, drawMore } from "./end.js";
import { drawFelt, drawSeats, toLinger } from "./felt.js";
import { moment, soundOn } from "./moments.js";
import { byId, st } from "./state.js";

// A redraw replaces the buttons; the one that had the keyboard's focus gets it back.
/** @param {PageState} s */
export function render(s) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const focused = active && active.dataset.key;
  const before = st.now;
  if (s !== before) st.clockAt = Date.now();
  draw(s);
  moment(before, s);
  const again = focused && /** @type {HTMLElement[]} */ ([...document.querySelectorAll("[data-key]")]).find(e => e.dataset.key === focused);
  if (again) again.focus();
}

// "Since your last move" (a turn-based table): sent with the table when
// the page opens, kept until the person moves.

export function drawSince() {
  const box = byId("since");
  box.replaceChildren();
  box.hidden = !st.recap;
  if (!st.recap) return;
  const list = document.createElement("ul");
  st.recap.lines.forEach(line => list.append(el("li", "", line)));
  box.append(el("h2", "", st.recap.title), list);
}

/** Whether the seat is asked something now. @param {PageState} s */
export function mine(s) {
  return s.turn;
}

// The round's break (#88): the round's last trick, then each seat's result,
// then the next deal, one after another and never two rounds at once. While
// it lasts the new round's title, hand and choices wait (its status is said).
export const BREAK_MS = 2200;

/** The results' moment of a break begins, once no trick lingers. */
export function pauseResults() {
  if (!st.pause || st.pause.results || st.lingering) return;
  const p = st.pause;
  p.results = true;
  p.timer = setTimeout(() => { if (st.pause === p) st.pause = null; if (st.now) draw(st.now); }, BREAK_MS);
  if (st.now) draw(st.now);
}

/** @param {PageState} s */
export function draw(s) {
  if (st.now && s.kind === "wizard" && s.status === "playing" && s.shown.summary && s.drawn.round > st.now.drawn.round) {
    // A round over while the last one's break is still on (its deal played
    // out at once): that break is cut short, for this one's.
    if (st.pause) {
      clearTimeout(st.pause.timer);
      if (st.lingering) { clearTimeout(st.lingering.timer); clearTimeout(st.lingering.sweep); st.lingering = null; }
      toLinger.length = 0;
    }
    st.pause = { title: st.now.shown.title, round: st.now.drawn.round, summary: s.shown.summary, results: false, timer: 0 };
  }
  if (s.status !== "playing" && st.pause) { clearTimeout(st.pause.timer); st.pause = null; }
  if (!st.now || s.version !== st.now.version) { st.throwing = null; st.crossing = null; }
  // A pick is for this round: a new deal drops it.
  if (st.now && st.now.drawn.round !== s.drawn.round) st.picked = null;
  st.now = s;
  document.documentElement.lang = s.lang;
  const title = st.pause ? st.pause.title : s.shown.title || "Wizard";
  byId("title").textContent = title;
  byId("title").dataset.round = String(st.pause ? st.pause.round : s.drawn.round);
  document.title = (mine(s) ? "▶ " : "") + title;
  const status = byId("status");
  status.className = st.pause ? "pause" : mine(s) ? "turn" : "";
  byId("main").classList.toggle("between", !!st.pause);
  status.dataset.pause = st.pause ? st.pause.summary.title : "";
  if (s.since) st.recap = s.since;
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
export function drawLines(s) {
  const strip = byId("lines");
  strip.replaceChildren();
  if (s.shown.trumpCard) strip.append(cardEl(s.shown.trumpCard));
  const lines = el("div", "lines");
  s.shown.lines.forEach(l => lines.append(el("span", "", l)));
  if (s.shown.led) lines.append(el("span", "", s.shown.led));
  if (lines.childElementCount) strip.append(lines);
}
