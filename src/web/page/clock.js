// The clocks: the pill at the top and each seat's own, counted down from
// what the bot says is left, in the reader's own time zone and language.

import { el } from "./dom.js";
import { byId, st } from "./state.js";

// The clocks: counted down from what the bot says is left (whatever this
// device's clock says). The pill at the top is the first clock to run out,
// named (yours when yours runs); each seat shows its own on the seat.
/** Milliseconds left until `due` (the bot's time), as this page counts. @param {number} due */
export function leftUntil(due) {
  const s = st.now;
  const bot = s && s.clock ? s.clock.now : st.clockAt;
  return Math.max(0, due - bot - (Date.now() - st.clockAt));
}
/** A duration: h:mm:ss from an hour on (a turn-based clock runs for days), else m:ss. @param {number} ms */
export function duration(ms) {
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
export function localTime(s, at) {
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
 * @param {PageState} s @param {import("../view-types").SeatClock} c
 */
export function seatClock(s, c) {
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
export function drawClock() {
  const c = byId("clock");
  const s = st.now;
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
