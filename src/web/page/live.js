// Live: the table now and at every change over a WebSocket, server-sent
// events or asking, lean frames patched, a silent cut noticed and followed
// again.

import { render } from "./draw.js";
import { sendHeld } from "./send.js";
import { base, byId, st } from "./state.js";

// Live: the table now and at every change, over the first transport that
// answers — a WebSocket (what Discord's proxy passes), else server-sent
// events, else asking every few seconds. The bot says something at least
// every keep-alive; a page that hears nothing for longer, comes back to the
// foreground or gets its network back says "Reconnecting…", follows again
// and fetches the table as it is.
export const RUNGS = ["socket", "stream", "poll"];
/** A transport that gives nothing within this long: the next one. */
export const TRY_MS = 4000;
/** @type {{close: () => void} | null} */
export let live = null;
/** The transport that worked (where a reconnection starts). */
export let rung = 0;
export let attempt = 0;
export let heardAt = Date.now();
/** When the page last began to follow (the watchdog counts silence from the later of the two). */
export let followedAt = Date.now();
/** Silence after which the page counts itself cut off: 2.5 keep-alives. */
export let silenceMs = 10000;

/** A game that ended changes no more: it is not followed again. */
export function ended() { return !!st.now && (st.now.status === "over" || st.now.status === "cancelled"); }

export function heardNow() {
  heardAt = Date.now();
  if (st.cut) { st.cut = false; drawConn(); sendHeld(); }
}

export function drawConn() {
  byId("conn").textContent = st.cut && st.now ? st.now.words.reconnecting : "";
}

/**
 * A frame: the table, or the keep-alive saying how often it comes.
 * @param {string} data
 * @param {number} from the attempt it came on
 * @param {number} on the transport's rung
 */
export function frame(data, from, on) {
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
  if (text === st.shownData) return;
  if (!st.now || table.version >= st.now.version) { st.shownData = text; render(table); }
}

// Lean frames: a connection's tables after the first come as a JSON Patch
// (RFC 6902: add, remove, replace; the bot's json-patch crate writes them)
// from the one it last carried, kept here.
/** @typedef {{op: "add" | "remove" | "replace", path: string, value?: unknown}} Op */
/** @type {PageState | null} */
export let heldTable = null;
/**
 * `base` with `ops` applied (`base` untouched); null if one does not apply.
 * @param {PageState} base @param {Op[]} ops @returns {PageState | null}
 */
export function patched(base, ops) {
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
export function follow(from) {
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
export function again(id) {
  if (id === attempt && !ended()) setTimeout(() => { if (id === attempt) follow(); }, 1000);
}

/** @param {number} id */
export function socket(id) {
  const url = new URL(st.api + "/socket", location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(url);
  ws.onmessage = e => frame(String(e.data), id, 0);
  ws.onclose = () => again(id);
  return { close: () => { ws.onclose = null; ws.close(); } };
}

/** @param {number} id */
export function stream(id) {
  const es = new EventSource(st.api + "/live");
  es.addEventListener("table", e => frame(e.data, id, 1));
  es.addEventListener("patch", e => frame(e.data, id, 1));
  es.addEventListener("alive", e => frame(JSON.stringify({ alive: Number(e.data) }), id, 1));
  es.addEventListener("watching", e => frame(e.data, id, 1));
  es.onerror = () => { es.close(); again(id); };
  return { close: () => es.close() };
}

/** @param {number} id */
export function poll(id) {
  const ask = async () => {
    try {
      const r = await fetch(st.api);
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
  st.cut = true;
  drawConn();
  follow();
}, 250);

// Back to the foreground, the network back, a page restored from the
// back-forward cache: follow again at once and fetch the table as it is.
export function wake() {
  if (!live || ended()) return;
  if (document.visibilityState === "hidden") return;
  follow();
  fetch(st.api).then(r => r.ok ? r.text() : null).then(t => { if (t) frame(t, attempt, rung); }).catch(() => {});
}
document.addEventListener("visibilitychange", wake);
addEventListener("online", wake);
addEventListener("pageshow", e => { if (e.persisted) wake(); });
