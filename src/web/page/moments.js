// What happens between two tables: a trick taken lingers and goes to its
// winner, what was played and whose turn it is are said in the status
// region, and the turn's sound rings when asked for.

import { playPicked } from "./choices.js";
import { el } from "./dom.js";
import { draw, mine, pauseResults } from "./draw.js";
import { around, drawFelt, drawSeats, LINGER_MS, lingered, toLinger } from "./felt.js";
import { byId, st } from "./state.js";

// Moments between two states: a trick taken lingers; a play and whose turn
// it is are said in the status region; the turn's sound, when asked for.
/**
 * @param {PageState | null} before
 * @param {PageState} s
 */
export function moment(before, s) {
  for (const t of [s.shown.before, s.shown.taken]) {
    if (!t || lingered.has(t.key)) continue;
    lingered.add(t.key);
    if (before !== null) toLinger.push(t);
  }
  if (!st.lingering) lingerNext();
  announce(before, s);
  if (before && !mine(before) && mine(s)) turnCame(s);
  if (mine(s) && st.picked) playPicked(s);
}

export function lingerNext() {
  // In a round's break, only the ended round's tricks linger.
  while (st.pause && toLinger.length && Number(toLinger[0].key.split("-")[0]) > st.pause.round) toLinger.shift();
  const taken = toLinger.shift();
  const s = st.now;
  if (!taken || !s) { pauseResults(); return; }
  const winner = taken.plays.find(p => p.wins);
  st.lingering = {
    trick: taken,
    // Toward the winner's seat, unless motion is unwelcome.
    sweep: setTimeout(() => {
      if (!winner || matchMedia("(prefers-reduced-motion: reduce)").matches || !st.now) return;
      const to = around(st.now, winner.seat).seat;
      byId("trick").querySelectorAll(".played").forEach(d => {
        const e = /** @type {HTMLElement} */ (d);
        e.classList.add("sweep");
        const from = { x: parseFloat(e.style.left), y: parseFloat(e.style.top) };
        e.style.transform = "translate(calc(-50% + " + (to.x - from.x) * 3.6 + "px), calc(-50% + " + (to.y - from.y) * 2.2 + "px)) scale(.5)";
        e.style.opacity = "0";
      });
    }, LINGER_MS - 400),
    timer: setTimeout(() => {
      st.lingering = null;
      if (st.now) { drawSeats(st.now); drawFelt(st.now); }
      lingerNext();
    }, LINGER_MS),
  };
  drawSeats(s);
  drawFelt(s);
}

// What the status region says: each card played since the last state (who
// played what), then the line saying whose turn it is.
/** @type {Set<string>} */
export const heard = new Set();
/**
 * @param {PageState | null} before
 * @param {PageState} s
 */
export function announce(before, s) {
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
export function soundOn() {
  try { return localStorage.getItem("wizard-sound") === "on"; } catch (e) { return false; }
}
byId("sound").onclick = () => {
  try { localStorage.setItem("wizard-sound", soundOn() ? "off" : "on"); } catch (e) { /* private mode: not remembered */ }
  if (st.now) draw(st.now);
  if (soundOn()) chime();
};
/** @type {AudioContext | null} */
export let audio = null;
export function chime() {
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
export function ring() {
  if (!soundOn()) return;
  chime();
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
}
// The turn came: rung, unless a pick ahead answers it at once (a pick that
// is dropped rings in `playPicked`: the person must choose again).
/** @param {PageState} s */
export function turnCame(s) {
  if (!st.picked) ring();
}
