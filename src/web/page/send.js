// A seat's moves sent: each with its nonce, kept while the page is cut off
// and sent again when it is back; the note that says what a tap did.

import { drawSince, render } from "./draw.js";
import { drawConn } from "./live.js";
import { byId, st } from "./state.js";

// A note above the hand, where the finger is (moving nothing): a refusal,
// or (`info`) a word on what a tap did. It goes after a while.
/** @type {number} */
export let noteTimer = 0;
/**
 * @param {string} [text]
 * @param {boolean} [info]
 */
export function say(text, info) {
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
export let held = null;

/** A nonce for one move (the bot remembers the moves it applied by it). */
export function nonce() {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/**
 * What a tap sends besides the screen it was made on: a move the bot sent,
 * staying in, leaving for later, or the Seer's choice (the bot writes its move).
 * @param {Partial<MoveSent>} what
 */
export async function send(what) {
  if (!st.now) return;
  const body = Object.assign({ version: st.now.version, round: st.now.drawn.round, roll: st.now.drawn.roll, nonce: nonce() }, what);
  say("");
  // They move: what happened before it is read.
  if (!what.later && st.recap) { st.recap = null; drawSince(); }
  // Cut off: kept, and sent the moment the table is back.
  if (st.cut) { hold(body); return; }
  await post(body);
}

/** @param {Record<string, unknown>} body */
export function hold(body) {
  held = body;
  if (st.now) say(st.now.words.held, true);
}

/** @param {Record<string, unknown>} body */
export async function post(body) {
  if (!st.now) return;
  let r;
  // A move that gets no answer in a while (a network cut without a word) is
  // kept and sent again with the same nonce once the table is heard again.
  const give = new AbortController();
  const waited = setTimeout(() => give.abort(), 8000);
  try {
    r = await fetch(st.api + "/move", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: give.signal });
  } catch (e) {
    clearTimeout(waited);
    // Never answered: maybe never played. Kept, and sent again (same nonce)
    // when the table is next heard: its next frame or keep-alive, or, when
    // the network is gone, once the watchdog has followed it back.
    hold(body);
    if (!st.cut) { st.cut = true; drawConn(); }
    return;
  }
  /** @type {PageState & Refusal | null} */
  const answer = await r.json().catch(() => null);
  clearTimeout(waited);
  if (!answer) { say(st.now.words.notSent); return; }
  if (answer.refused) { say(answer.refused); if (answer.table) render(answer.table); }
  else if (answer.version !== undefined && answer.version >= st.now.version) { st.shownData = JSON.stringify(answer); render(answer); }
}

/** Back: the move kept while cut off goes, once. */
export function sendHeld() {
  if (!held) return;
  const body = held;
  held = null;
  say("");
  post(body);
}
