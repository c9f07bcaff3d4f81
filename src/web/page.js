// The table page's script, bundled from its parts in src/web/page/ by: npm ci && npm run build (in src/web/activity/). Change those parts, not this file.
"use strict";
(() => {
  // ../page/state.js
  function byId(id) {
    return (
      /** @type {HTMLElement} */
      document.getElementById(id)
    );
  }
  function embedded(id) {
    return JSON.parse(byId(id).textContent || "null");
  }
  var activityConfig = embedded("activity");
  var base = location.pathname.replace(/\/(t\/[^/]*|activity\/?)?$/, "");
  var st = {
    /** This link's token and the address of its table (an Activity chooses one after signing in). */
    token: location.pathname.split("/").filter(Boolean).pop() || "",
    api: "",
    /** The table as last drawn. @type {PageState | null} */
    now: null,
    /** The table last drawn, as the bot sent it (the same again is not redrawn). @type {string | null} */
    shownData: null,
    /** The dice the Seer means to throw. @type {Set<number> | null} */
    throwing: null,
    /** A prediction waiting for its cross-out (Magic Card 7). @type {OfferShown[] | null} */
    crossing: null,
    /** "Since your last move" (a turn-based table), kept until the person moves. @type {{title: string, lines: string[]} | null} */
    recap: null,
    /** The round's break (#88), while it lasts. @type {{title: string, round: number, summary: import("../view-types").SummaryShown, results: boolean, timer: number} | null} */
    pause: null,
    /** A finished trick staying on the felt a moment. @type {{trick: TrickOnPage, timer: number, sweep: number} | null} */
    lingering: null,
    /** A card or bid picked ahead of the turn. @type {Ahead | null} */
    picked: null,
    /** When this page last drew a table (the clocks count from it). */
    clockAt: 0,
    /** Cut off: no frame for longer than the keep-alive allows. */
    cut: false
  };
  st.api = base + "/api/" + st.token;

  // ../page/dom.js
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== void 0) e.textContent = text;
    return e;
  }
  function img(name) {
    const i = el("img");
    i.src = base + "/img/" + name + ".png";
    i.alt = "";
    return i;
  }
  function cardEl(c, tag) {
    const e = el(tag || "span", "card");
    e.setAttribute(tag === "button" ? "aria-label" : "title", c.label);
    if (tag !== "button") e.setAttribute("role", "img"), e.setAttribute("aria-label", c.label);
    e.append(img(c.img));
    return e;
  }
  function bdi(text) {
    return el("bdi", "", text);
  }
  function button(label, onclick, cls) {
    const b = el("button", cls || "", label);
    b.type = "button";
    b.onclick = onclick;
    b.dataset.key = "b:" + label;
    return b;
  }

  // ../page/clock.js
  function leftUntil(due) {
    const s = st.now;
    const bot = s && s.clock ? s.clock.now : st.clockAt;
    return Math.max(0, due - bot - (Date.now() - st.clockAt));
  }
  function duration(ms) {
    const secs = Math.ceil(ms / 1e3);
    return secs >= 3600 ? Math.floor(secs / 3600) + ":" + String(Math.floor(secs / 60) % 60).padStart(2, "0") + ":" + String(secs % 60).padStart(2, "0") : Math.floor(secs / 60) + ":" + String(secs % 60).padStart(2, "0");
  }
  function localTime(s, at) {
    const far = at - Date.now() > 20 * 3600 * 1e3;
    try {
      return new Date(at).toLocaleString(s.lang, far ? { weekday: "short", hour: "2-digit", minute: "2-digit" } : { hour: "2-digit", minute: "2-digit" });
    } catch (e) {
      return new Date(at).toLocaleString();
    }
  }
  function seatClock(s, c) {
    const span = el("span", "clock " + c.state);
    if (c.state === "runs") {
      span.dataset.due = String(c.due);
      span.dataset.until = s.words.clockUntil.replace("{when}", localTime(s, c.due));
      span.textContent = leftUntil(c.due) >= 3600 * 1e3 ? span.dataset.until : duration(leftUntil(c.due));
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
    const s = st.now;
    document.querySelectorAll("#seats .clock[data-due]").forEach((e) => {
      const span = (
        /** @type {HTMLElement} */
        e
      );
      const left2 = leftUntil(Number(span.dataset.due));
      span.textContent = left2 >= 3600 * 1e3 && span.dataset.until ? span.dataset.until : duration(left2);
    });
    if (!s || !s.clock) {
      c.textContent = "";
      return;
    }
    const until = s.clock.until;
    const left = leftUntil(until);
    const text = duration(left);
    const running = s.seats.filter((x) => x.clock && x.clock.state === "runs" && x.clock.due === until);
    const whose = running.find((x) => x.you) || running[0];
    const name = whose ? whose.you ? s.words.you : whose.name : "";
    c.textContent = name ? name + " " + text : text;
    c.setAttribute("aria-label", s.words.clock + " " + (name ? name + " " : "") + text);
    c.className = (left <= 1e4 ? "low" : "") + (whose && whose.you ? " mine" : "");
  }
  setInterval(drawClock, 250);

  // ../page/felt.js
  function around(s, i) {
    const n = s.seats.length;
    const me = s.seat === null ? 0 : s.seat;
    const angle = Math.PI / 2 + (i - me + n) % n * 2 * Math.PI / n;
    const cos = Math.cos(angle), sin = Math.sin(angle);
    const edge = sin > 0.6 ? "bottom" : sin < -0.6 ? "top" : cos < 0 ? "left" : "right";
    const y = edge === "bottom" ? 98 : edge === "top" ? 2 : 50 + 37 * sin;
    return {
      seat: { x: edge === "left" ? 1.5 : edge === "right" ? 98.5 : 50 + 33 * cos, y, edge },
      card: { x: 50 + 11 * cos, y: 50 + 15 * sin }
    };
  }
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
      if (Math.abs(at.x - 50) < 1) d.classList.add("alone");
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
      const ended2 = between(s);
      if (ended2) d.append(el("span", "last", ended2.seats[i] || ""));
      if (seat.pace) {
        const shape = seat.pace.startsWith("▲") ? " over" : seat.pace.startsWith("✓") ? " made" : "";
        d.append(el("span", "pace" + shape, seat.pace));
      }
      if (seat.clock && s.status === "playing") d.append(seatClock(s, seat.clock));
      seats.append(d);
    });
  }
  var toLinger = [];
  var lingered = /* @__PURE__ */ new Set();
  var LINGER_MS = 1500;
  function between(s) {
    return !st.lingering && st.pause && st.pause.results ? st.pause.summary : null;
  }
  var slotsFor = null;
  var SLOT_GAP = 4;
  var SLOT_MIN = 28;
  function feltSpace(s) {
    const felt = byId("felt");
    const f = felt.getBoundingClientRect();
    const drawn = [...byId("seats").children];
    const tiles = drawn.map((d) => {
      const r = d.getBoundingClientRect();
      return { l: r.left - f.left, t: r.top - f.top, r: r.right - f.left, b: r.bottom - f.top };
    });
    if (!f.width || tiles.length !== s.seats.length) return null;
    const key = [f.width, f.height, ...tiles.map((t) => [t.l, t.t, t.r, t.b].map(Math.round).join(","))].join(";");
    const radius = getComputedStyle(felt).borderTopLeftRadius.split(" ").map(parseFloat);
    const rx = radius[0] || 0, ry = radius[1] || rx;
    const W = f.width, H = f.height;
    const inside = (x, y) => {
      const dx = x < rx ? rx - x : x > W - rx ? x - (W - rx) : 0;
      const dy = y < ry ? ry - y : y > H - ry ? y - (H - ry) : 0;
      return dx === 0 || dy === 0 || (dx / rx) ** 2 + (dy / ry) ** 2 <= 1;
    };
    const sides = drawn.map((d) => ["top", "bottom", "left", "right"].find((e) => d.classList.contains(e)));
    const bound = (side, edge, none, pick) => tiles.filter((_, i) => sides[i] === side).map(edge).reduce((a, b) => pick(a, b), none);
    return {
      W,
      H,
      tiles,
      key,
      inside,
      top: bound("top", (t) => t.b, 0, Math.max),
      bottom: bound("bottom", (t) => t.t, H, Math.min),
      left: bound("left", (t) => t.r, 0, Math.max),
      right: bound("right", (t) => t.l, W, Math.min)
    };
  }
  function nearestFree(sp, taken, w, h, want) {
    const hw = w / 2, hh = h / 2;
    let best = null, bestD = Infinity;
    for (let y = hh + 2; y <= sp.H - hh - 2; y += 3) {
      for (let x = hw + 2; x <= sp.W - hw - 2; x += 3) {
        const d = (x - want.x) ** 2 + (y - want.y) ** 2;
        if (d >= bestD) continue;
        const c = { l: x - hw, t: y - hh, r: x + hw, b: y + hh };
        if (taken.some((o) => c.l < o.r && o.l < c.r && c.t < o.b && o.t < c.b)) continue;
        if (!sp.inside(c.l, c.t) || !sp.inside(c.r, c.t) || !sp.inside(c.l, c.b) || !sp.inside(c.r, c.b)) continue;
        best = { x, y, d };
        bestD = d;
      }
    }
    return best;
  }
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
      const at = [];
      const taken = tiles.map((t) => ({ l: t.l - SLOT_GAP, t: t.t - SLOT_GAP, r: t.r + SLOT_GAP, b: t.b + SLOT_GAP }));
      let fits = true;
      for (const i of order) {
        const angle = Math.PI / 2 + (i - me + n) % n * 2 * Math.PI / n;
        const want = {
          // Close together where there is room (a desktop's felt), as a trick lies on a table.
          x: mid.x + Math.cos(angle) * Math.min(size * 1.4, Math.max(0, (right - left) / 2 - h - SLOT_GAP)),
          y: mid.y + Math.sin(angle) * Math.min(size * 1.1, Math.max(0, (bottom - top) / 2 - h - SLOT_GAP))
        };
        const best = nearestFree(sp, taken, size, size, want);
        if (!best || size - 2 >= SLOT_MIN && best.d > (size * 0.8) ** 2) {
          fits = false;
          break;
        }
        at[i] = { x: best.x / W * 100, y: best.y / H * 100 };
        taken.push({ l: best.x - h - SLOT_GAP / 2, t: best.y - h - SLOT_GAP / 2, r: best.x + h + SLOT_GAP / 2, b: best.y + h + SLOT_GAP / 2 });
      }
      if (fits) open = { size, at };
    }
    slotsFor = { key: sp.key, open };
    return open;
  }
  var diceFor = null;
  var DIE_GAP = 6;
  function diceSpot(s, count) {
    const sp = feltSpace(s);
    if (!sp) return null;
    const key = sp.key + "/" + count;
    if (diceFor && diceFor.key === key) return diceFor.spot;
    const taken = sp.tiles.map((t) => ({ l: t.l - SLOT_GAP, t: t.t - SLOT_GAP, r: t.r + SLOT_GAP, b: t.b + SLOT_GAP }));
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
  function drawFelt(s) {
    const trick = byId("trick");
    trick.replaceChildren();
    const centre = byId("centre");
    centre.replaceChildren();
    byId("felt").setAttribute("aria-label", s.shown.title || "Wizard");
    const summary = between(s);
    const shownTrick = st.lingering ? st.lingering.trick : summary || st.pause || !s.shown.trick || Number(s.shown.trick.key.split("-")[0]) !== s.drawn.round ? null : s.shown.trick;
    trick.dataset.round = shownTrick ? shownTrick.key.split("-")[0] : "";
    if (shownTrick) {
      const open = slots(s);
      trick.style.setProperty("--card", open ? open.size + "px" : "");
      shownTrick.plays.forEach((p) => {
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
    byId("lines").querySelectorAll(".said").forEach((e) => e.remove());
    const strip = byId("lines").querySelector(".lines");
    if (shownTrick && shownTrick.taken && shownTrick.said && strip) strip.append(el("span", "said", shownTrick.said));
    if (summary) centre.replaceChildren(el("div", "summary", summary.title));
    const felt = byId("felt");
    felt.classList.toggle("many", s.kind !== "dice" && s.seats.length >= 5);
    if (s.kind === "dice") drawDice(s, byId("dice"));
  }
  function drawDice(s, dice) {
    dice.replaceChildren();
    const roll = s.shown.roll;
    if (roll && st.throwing === null) st.throwing = new Set(roll.dice);
    s.shown.dice.forEach((f, i) => {
      const may = roll && roll.dice.includes(i) && !roll.exact;
      const d = el(may ? "button" : "span", "die" + (f ? "" : " blank"));
      if (f) d.append(img(f.img));
      const words = i + 1 + ": " + (f ? f.label : "–");
      d.setAttribute("aria-label", words);
      d.title = words;
      if (may && st.throwing) {
        const toThrow = st.throwing;
        d.type = "button";
        d.dataset.key = "d:" + i;
        d.setAttribute("aria-pressed", String(toThrow.has(i)));
        d.onclick = () => {
          toThrow.has(i) ? toThrow.delete(i) : toThrow.add(i);
          if (st.now) render(st.now);
        };
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

  // ../page/moments.js
  function moment(before, s) {
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
  function lingerNext() {
    while (st.pause && toLinger.length && Number(toLinger[0].key.split("-")[0]) > st.pause.round) toLinger.shift();
    const taken = toLinger.shift();
    const s = st.now;
    if (!taken || !s) {
      pauseResults();
      return;
    }
    const winner = taken.plays.find((p) => p.wins);
    st.lingering = {
      trick: taken,
      // Toward the winner's seat, unless motion is unwelcome.
      sweep: setTimeout(() => {
        if (!winner || matchMedia("(prefers-reduced-motion: reduce)").matches || !st.now) return;
        const to = around(st.now, winner.seat).seat;
        byId("trick").querySelectorAll(".played").forEach((d) => {
          const e = (
            /** @type {HTMLElement} */
            d
          );
          e.classList.add("sweep");
          const from = { x: parseFloat(e.style.left), y: parseFloat(e.style.top) };
          e.style.transform = "translate(calc(-50% + " + (to.x - from.x) * 3.6 + "px), calc(-50% + " + (to.y - from.y) * 2.2 + "px)) scale(.5)";
          e.style.opacity = "0";
        });
      }, LINGER_MS - 400),
      timer: setTimeout(() => {
        st.lingering = null;
        if (st.now) {
          drawSeats(st.now);
          drawFelt(st.now);
        }
        lingerNext();
      }, LINGER_MS)
    };
    drawSeats(s);
    drawFelt(s);
  }
  var heard = /* @__PURE__ */ new Set();
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
    const note = (x) => [x.ranOut, x.dropped, x.later && x.later.said].join("|");
    if (!fresh.length && before && before.said === s.said && note(before) === note(s) && status.textContent) return;
    const said = el("span", "", s.said);
    status.replaceChildren();
    if (fresh.length) status.append(el("span", "sr", fresh.join(" ") + " "));
    if (s.ranOut) status.append(el("span", "ran-out", s.ranOut));
    if (s.dropped) status.append(el("span", "ran-out", s.dropped));
    status.append(said);
    if (s.later && !mine(s)) status.append(el("span", "later", s.later.said));
  }
  function soundOn() {
    try {
      return localStorage.getItem("wizard-sound") === "on";
    } catch (e) {
      return false;
    }
  }
  byId("sound").onclick = () => {
    try {
      localStorage.setItem("wizard-sound", soundOn() ? "off" : "on");
    } catch (e) {
    }
    if (st.now) draw(st.now);
    if (soundOn()) chime();
  };
  var audio = null;
  function chime() {
    try {
      audio = audio || new AudioContext();
      const o = audio.createOscillator(), g = audio.createGain();
      o.frequency.value = 880;
      g.gain.setValueAtTime(0.15, audio.currentTime);
      g.gain.exponentialRampToValueAtTime(1e-3, audio.currentTime + 0.25);
      o.connect(g).connect(audio.destination);
      o.start();
      o.stop(audio.currentTime + 0.25);
    } catch (e) {
    }
  }
  function ring() {
    if (!soundOn()) return;
    chime();
    if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  }
  function turnCame(s) {
    if (!st.picked) ring();
  }

  // ../page/live.js
  var RUNGS = ["socket", "stream", "poll"];
  var TRY_MS = 4e3;
  var live = null;
  var rung = 0;
  var attempt = 0;
  var heardAt = Date.now();
  var followedAt = Date.now();
  var silenceMs = 1e4;
  function ended() {
    return !!st.now && (st.now.status === "over" || st.now.status === "cancelled");
  }
  function heardNow() {
    heardAt = Date.now();
    if (st.cut) {
      st.cut = false;
      drawConn();
      sendHeld();
    }
  }
  function drawConn() {
    byId("conn").textContent = st.cut && st.now ? st.now.words.reconnecting : "";
  }
  function frame(data, from, on) {
    if (from !== attempt) return;
    heardNow();
    rung = on;
    const s = JSON.parse(data);
    if (s.alive !== void 0) {
      silenceMs = Math.min(6e4, s.alive * 2.5);
      return;
    }
    if (s.watching !== void 0) {
      byId("watching").textContent = s.watching > 0 ? "👁 " + s.said : "";
      return;
    }
    let table;
    let text = data;
    if (s.patch !== void 0) {
      const was = heldTable;
      const next = was && was.version === s.from ? patched(was, s.patch) : null;
      const seen = document.documentElement.dataset;
      if (!next) {
        seen.unpatched = String(Number(seen.unpatched || 0) + 1);
        follow();
        return;
      }
      seen.patched = String(Number(seen.patched || 0) + 1);
      table = next;
      text = JSON.stringify(next);
    } else table = s;
    heldTable = table;
    if (text === st.shownData) return;
    if (!st.now || table.version >= st.now.version) {
      st.shownData = text;
      render(table);
    }
  }
  var heldTable = null;
  function patched(base2, ops) {
    const root = { "": structuredClone(base2) };
    for (const op of ops) {
      const keys = ("/" + op.path).split("/").slice(1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
      keys[0] = "";
      const last = (
        /** @type {string} */
        keys.pop()
      );
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
  function follow(from) {
    if (live) live.close();
    live = null;
    if (ended()) return;
    const on = from === void 0 ? rung : from;
    const id = ++attempt;
    heldTable = null;
    const since = Date.now();
    followedAt = since;
    document.documentElement.dataset.transport = RUNGS[on];
    live = on === 0 ? socket(id) : on === 1 ? stream(id) : poll(id);
    if (on < 2) setTimeout(() => {
      if (id === attempt && heardAt < since && !ended()) follow(on + 1);
    }, TRY_MS);
  }
  function again(id) {
    if (id === attempt && !ended()) setTimeout(() => {
      if (id === attempt) follow();
    }, 1e3);
  }
  function socket(id) {
    const url = new URL(st.api + "/socket", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    ws.onmessage = (e) => frame(String(e.data), id, 0);
    ws.onclose = () => again(id);
    return { close: () => {
      ws.onclose = null;
      ws.close();
    } };
  }
  function stream(id) {
    const es = new EventSource(st.api + "/live");
    es.addEventListener("table", (e) => frame(e.data, id, 1));
    es.addEventListener("patch", (e) => frame(e.data, id, 1));
    es.addEventListener("alive", (e) => frame(JSON.stringify({ alive: Number(e.data) }), id, 1));
    es.addEventListener("watching", (e) => frame(e.data, id, 1));
    es.onerror = () => {
      es.close();
      again(id);
    };
    return { close: () => es.close() };
  }
  function poll(id) {
    const ask = async () => {
      try {
        const r = await fetch(st.api);
        if (r.ok) frame(await r.text(), id, 2);
      } catch (e) {
      }
    };
    ask();
    const every = setInterval(ask, 3e3);
    const climb = setTimeout(() => {
      if (id === attempt && !ended()) follow(0);
    }, 3e4);
    return { close: () => {
      clearInterval(every);
      clearTimeout(climb);
    } };
  }
  setInterval(() => {
    if (!live || ended() || Date.now() - Math.max(heardAt, followedAt) <= silenceMs) return;
    st.cut = true;
    drawConn();
    follow();
  }, 250);
  function wake() {
    if (!live || ended()) return;
    if (document.visibilityState === "hidden") return;
    follow();
    fetch(st.api).then((r) => r.ok ? r.text() : null).then((t) => {
      if (t) frame(t, attempt, rung);
    }).catch(() => {
    });
  }
  document.addEventListener("visibilitychange", wake);
  addEventListener("online", wake);
  addEventListener("pageshow", (e) => {
    if (e.persisted) wake();
  });

  // ../page/send.js
  var noteTimer = 0;
  function say(text, info) {
    const note = byId("note");
    note.textContent = text || "";
    note.className = info ? "info" : "";
    clearTimeout(noteTimer);
    if (text) noteTimer = setTimeout(() => {
      note.textContent = "";
    }, 6e3);
  }
  var held = null;
  function nonce() {
    return Math.random().toString(36).slice(2) + Date.now().toString(36);
  }
  async function send(what) {
    if (!st.now) return;
    const body = Object.assign({ version: st.now.version, round: st.now.drawn.round, roll: st.now.drawn.roll, nonce: nonce() }, what);
    say("");
    if (!what.later && st.recap) {
      st.recap = null;
      drawSince();
    }
    if (st.cut) {
      hold(body);
      return;
    }
    await post(body);
  }
  function hold(body) {
    held = body;
    if (st.now) say(st.now.words.held, true);
  }
  async function post(body) {
    if (!st.now) return;
    let r;
    const give = new AbortController();
    const waited = setTimeout(() => give.abort(), 8e3);
    try {
      r = await fetch(st.api + "/move", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: give.signal });
    } catch (e) {
      clearTimeout(waited);
      hold(body);
      if (!st.cut) {
        st.cut = true;
        drawConn();
      }
      return;
    }
    const answer = await r.json().catch(() => null);
    clearTimeout(waited);
    if (!answer) {
      say(st.now.words.notSent);
      return;
    }
    if (answer.refused) {
      say(answer.refused);
      if (answer.table) render(answer.table);
    } else if (answer.version !== void 0 && answer.version >= st.now.version) {
      st.shownData = JSON.stringify(answer);
      render(answer);
    }
  }
  function sendHeld() {
    if (!held) return;
    const body = held;
    held = null;
    say("");
    post(body);
  }

  // ../page/choices.js
  function cardKey(c) {
    return JSON.stringify(c.move);
  }
  function playPicked(s) {
    const p = st.picked;
    st.picked = null;
    if (!p) return;
    if (p.kind === "card" && s.asked.is === "play") {
      const c = s.shown.hand.find((c2) => cardKey(c2) === p.key);
      if (c && c.legal) {
        send({ move: c.move });
        return;
      }
    } else if (p.kind === "bid" && s.asked.is === "bid") {
      const o = s.offers.find((o2) => o2.label === String(p.n));
      if (o) {
        send({ move: o.move });
        return;
      }
    } else {
      st.picked = p;
      return;
    }
    draw(s);
    say(s.words.dropped);
    ring();
  }
  function drawHand(s) {
    const hand = byId("hand");
    hand.replaceChildren();
    const playing = s.asked.is === "play";
    const cards = s.shown.hand;
    const wide = hand.clientWidth || 360;
    const perRow = Math.min(12, Math.max(6, Math.floor(wide / 46)));
    const rows = cards.length > perRow ? 2 : 1;
    hand.style.setProperty("--cols", String(Math.max(Math.ceil(cards.length / rows), 1)));
    const ahead = s.status === "playing" && s.shown.ahead === "card";
    cards.forEach((c) => {
      const b = cardEl(c, "button");
      b.type = "button";
      b.dataset.key = "c:" + cardKey(c);
      const dim = playing && !c.legal;
      if (playing) b.classList.add(c.legal ? "yes" : "no");
      const isPicked = s.later ? s.later.move !== null && JSON.stringify(s.later.move) === cardKey(c) : st.picked !== null && st.picked.kind === "card" && st.picked.key === cardKey(c);
      if (isPicked) b.classList.add("picked");
      if (ahead) b.setAttribute("aria-pressed", String(isPicked));
      b.setAttribute("aria-disabled", String(!c.legal && !ahead));
      b.onclick = () => {
        if (c.legal) {
          send({ move: c.move });
          return;
        }
        if (dim) {
          say(s.words.cannot);
          return;
        }
        if (!ahead) {
          say(s.words.notYet, true);
          return;
        }
        if (s.later) {
          send(isPicked ? { later: true } : { later: true, move: c.move });
          return;
        }
        st.picked = isPicked ? null : { kind: "card", key: cardKey(c) };
        draw(s);
        say(st.picked ? s.words.picked : "", true);
      };
      hand.append(b);
    });
    hand.setAttribute("aria-label", s.words.hand);
  }
  function drawAhead(s) {
    const ahead = byId("ahead");
    ahead.replaceChildren();
    s.shown.bids.forEach(({ n, move: bid }) => {
      const on = s.later ? s.later.move !== null && JSON.stringify(s.later.move) === JSON.stringify(bid) : st.picked !== null && st.picked.kind === "bid" && st.picked.n === n;
      const b = button(String(n), () => {
        if (s.later) {
          send(on ? { later: true } : { later: true, move: bid });
          return;
        }
        st.picked = on ? null : { kind: "bid", n };
        draw(s);
        say(st.picked ? s.words.picked : "", true);
      });
      b.setAttribute("aria-pressed", String(on));
      ahead.append(b);
    });
    ahead.setAttribute("aria-label", s.words.picked);
  }
  function drawMoves(s) {
    const moves = byId("moves");
    const ask = byId("ask");
    moves.replaceChildren();
    ask.textContent = "";
    const numbers = s.offers.every((m) => m.box || /^[0-9]+$/.test(m.label)) && !s.shown.roll;
    moves.className = "moves" + (numbers ? "" : " words");
    const roll = s.shown.roll;
    if (roll && st.throwing) {
      ask.textContent = roll.exact ? "" : roll.of;
      const dice = [...st.throwing].sort((a, b2) => a - b2);
      const b = button(roll.label + " (" + dice.length + ")", () => send({ throw: dice }));
      b.disabled = dice.length < roll.min;
      moves.append(b);
    }
    if (st.crossing) {
      const box = st.crossing[0].box;
      moves.className = "moves words cross";
      ask.textContent = (box ? box.label : "") + " — " + s.words.crossAsk;
      st.crossing.forEach((m) => {
        const cross = m.box && m.box.cross;
        moves.append(button(cross || s.words.noCross, () => send({ move: m.move }), cross ? "" : "second"));
      });
      moves.append(button(s.words.crossBack, () => {
        st.crossing = null;
        if (st.now) render(st.now);
      }, "second back"));
      return;
    }
    const boxes = /* @__PURE__ */ new Map();
    s.offers.forEach((m) => {
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
  function predictions(boxes) {
    const grid = el("div", "grid");
    grid.setAttribute("role", "group");
    const rows = /* @__PURE__ */ new Map();
    boxes.forEach((variants) => {
      const box = (
        /** @type {BoxShown} */
        variants[0].box
      );
      const row = rows.get(box.rowIndex) || { name: box.row, cells: /* @__PURE__ */ new Map() };
      row.cells.set(box.count, variants);
      rows.set(box.rowIndex, row);
    });
    [...rows.keys()].sort((a, b) => a - b).forEach((k) => {
      const row = (
        /** @type {{name: string, cells: Map<number, OfferShown[]>}} */
        rows.get(k)
      );
      grid.append(el("span", "colour", row.name));
      for (let n = 1; n <= 5; n++) {
        const variants = row.cells.get(n);
        if (!variants) {
          grid.append(el("span"));
          continue;
        }
        const label = (
          /** @type {BoxShown} */
          variants[0].box.label
        );
        const b = button(String(n), () => {
          if (variants.length === 1 && !(variants[0].box && variants[0].box.cross)) send({ move: variants[0].move });
          else {
            st.crossing = variants;
            if (st.now) render(st.now);
          }
        });
        b.setAttribute("aria-label", label);
        b.dataset.key = "p:" + label;
        b.title = label;
        grid.append(b);
      }
    });
    return grid;
  }
  function drawSet(s) {
    const set = byId("set");
    set.replaceChildren();
    const shown = s.shown.set;
    if (!shown) return;
    const pick = (n) => {
      const sel = el("select");
      sel.setAttribute("aria-label", shown.label + " " + n);
      shown.faces.forEach((f, i) => {
        const o = el("option", "", f.label);
        o.value = String(i);
        sel.append(o);
      });
      return sel;
    };
    const a = pick(1), b = pick(2);
    set.append(
      el("span", "", shown.label),
      a,
      b,
      button(s.words.set, () => send({ set: [Number(a.value), Number(b.value)] }), "go")
    );
  }

  // ../page/end.js
  function drawEnd(s) {
    const end = byId("end");
    if (!s.end) {
      end.replaceChildren();
      return;
    }
    if (end.dataset.version === String(s.version)) return;
    end.dataset.version = String(s.version);
    end.replaceChildren();
    const title = el("h2", "", s.end.title);
    title.id = "end-title";
    const list = el("ol");
    s.end.standings.forEach((p) => {
      const li = el("li", p.you ? "you" : "");
      const who = el("span", "who");
      who.append(bdi(s.seats[p.seat] ? s.seats[p.seat].name : ""));
      if (p.you) who.append(" ", el("span", "badge", s.words.you));
      li.append(el("span", "place", (p.medal ? p.medal + " " : "") + p.place + "."), who, el("span", "", p.points));
      list.append(li);
    });
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
  async function rematch(b, ends) {
    if (!st.now) return;
    const words = st.now.words;
    b.disabled = true;
    let answer;
    try {
      const r = await fetch(st.api + "/rematch", { method: "POST" });
      answer = await r.json();
    } catch (e) {
      b.disabled = false;
      say(words.notSent);
      return;
    }
    if (!answer.opened) {
      b.disabled = false;
      say(answer.refused || words.notSent);
      return;
    }
    const opened = el("div", "opened", (answer.said || "") + " ");
    const a = el("a", "", "discord.com ↗");
    a.href = answer.opened;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    opened.append(a);
    ends.append(opened);
  }
  function signed(n) {
    return (n > 0 ? "+" : n < 0 ? "−" : "") + Math.abs(n);
  }
  function sheet(s, width) {
    const t = el("table"), head = el("tr");
    t.append(el("caption", "", s.words.sheet + " — " + s.words.bidTricks + " · " + s.words.points));
    const cells = (r, i) => {
      const made = r.bids[i] === r.tricks[i];
      return [
        el("span", "bt" + (made ? "" : " miss"), r.bids[i] + " / " + r.tricks[i] + (made ? " ✓" : " ✗")),
        el("span", "pts", signed(r.scores[i]) + " → "),
        el("span", "total", signed(r.totals[i]).replace("+", ""))
      ];
    };
    if (width / (s.seats.length + 1) < 96) {
      t.className = "folded";
      s.shown.scores.slice().reverse().forEach((r) => {
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
      head.append(el("th", "", s.words.round), ...s.seats.map((x) => {
        const th = el("th");
        th.setAttribute("scope", "col");
        th.append(bdi(x.name));
        return th;
      }));
      t.append(head);
      s.shown.scores.forEach((r) => {
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
  var wasRoomy = null;
  addEventListener("resize", () => {
    if (st.now) draw(st.now);
  });
  function drawMore(s) {
    const more = byId("more");
    const open = [...more.querySelectorAll("details")].map((d) => d.open);
    more.replaceChildren();
    const rows = s.shown.scores;
    if (s.kind === "wizard" && rows.length) {
      const d = el("details");
      d.append(el("summary", "", s.words.sheet));
      const chart = el("img", "picture");
      chart.alt = s.words.chart;
      chart.src = st.api + "/picture/chart?r=" + rows.length;
      chart.loading = "lazy";
      if (!s.end) d.append(sheet(s, more.clientWidth - 20));
      d.append(chart);
      more.append(d);
    }
    const rounds = s.shown.rounds;
    if (s.kind === "dice" && rounds.length) {
      const d = el("details");
      d.append(el("summary", "", s.words.rounds));
      const list = el("div", "rounds");
      rounds.slice().reverse().forEach((r) => {
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
      const d = el("details");
      d.append(el("summary", "", s.words.pages));
      const pages = el("div", "pages");
      s.seats.forEach((seat, i) => {
        const page = el("img", "picture");
        page.alt = s.words.pages + ": " + seat.name;
        page.src = st.api + "/picture/page-" + i + "?v=" + s.version;
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
      page.src = st.api + "/picture/page?p=" + encodeURIComponent(s.shown.page);
      page.loading = "lazy";
      d.append(page);
      more.append(d);
    }
    const roomy = matchMedia("(min-width: 980px)").matches;
    const turned = roomy !== wasRoomy;
    wasRoomy = roomy;
    more.querySelectorAll("details").forEach((d, i) => {
      const was = open[i];
      d.open = was === void 0 || turned ? roomy || !!s.end : was || !!s.end;
    });
  }

  // ../page/draw.js
  function render(s) {
    const active = (
      /** @type {HTMLElement | null} */
      document.activeElement
    );
    const focused = active && active.dataset.key;
    const before = st.now;
    if (s !== before) st.clockAt = Date.now();
    draw(s);
    moment(before, s);
    const again2 = focused && /** @type {HTMLElement[]} */
    [...document.querySelectorAll("[data-key]")].find((e) => e.dataset.key === focused);
    if (again2) again2.focus();
  }
  function drawSince() {
    const box = byId("since");
    box.replaceChildren();
    box.hidden = !st.recap;
    if (!st.recap) return;
    const list = document.createElement("ul");
    st.recap.lines.forEach((line) => list.append(el("li", "", line)));
    box.append(el("h2", "", st.recap.title), list);
  }
  function mine(s) {
    return s.turn;
  }
  var BREAK_MS = 2200;
  function pauseResults() {
    if (!st.pause || st.pause.results || st.lingering) return;
    const p = st.pause;
    p.results = true;
    p.timer = setTimeout(() => {
      if (st.pause === p) st.pause = null;
      if (st.now) draw(st.now);
    }, BREAK_MS);
    if (st.now) draw(st.now);
  }
  function draw(s) {
    if (st.now && s.kind === "wizard" && s.status === "playing" && s.shown.summary && s.drawn.round > st.now.drawn.round) {
      if (st.pause) {
        clearTimeout(st.pause.timer);
        if (st.lingering) {
          clearTimeout(st.lingering.timer);
          clearTimeout(st.lingering.sweep);
          st.lingering = null;
        }
        toLinger.length = 0;
      }
      st.pause = { title: st.now.shown.title, round: st.now.drawn.round, summary: s.shown.summary, results: false, timer: 0 };
    }
    if (s.status !== "playing" && st.pause) {
      clearTimeout(st.pause.timer);
      st.pause = null;
    }
    if (!st.now || s.version !== st.now.version) {
      st.throwing = null;
      st.crossing = null;
    }
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
  function drawLines(s) {
    const strip = byId("lines");
    strip.replaceChildren();
    if (s.shown.trumpCard) strip.append(cardEl(s.shown.trumpCard));
    const lines = el("div", "lines");
    s.shown.lines.forEach((l) => lines.append(el("span", "", l)));
    if (s.shown.led) lines.append(el("span", "", s.shown.led));
    if (lines.childElementCount) strip.append(lines);
  }

  // ../page/activity.js
  async function activity(cfg) {
    const q = new URLSearchParams(location.search);
    const w = cfg.words[(navigator.language || "en").slice(0, 2)] || cfg.words.en;
    const status = byId("status");
    const kit = (
      /** @type {any} */
      window.DiscordActivitySdk
    );
    let sdk;
    if (q.get("frame_id") && kit) {
      sdk = new kit.DiscordSDK(cfg.clientId);
      await sdk.ready();
    } else if (q.get("mock_code") && kit) {
      sdk = new kit.DiscordSDKMock(cfg.clientId, q.get("mock_guild"), q.get("mock_channel"), null);
      sdk.instanceId = q.get("mock_instance") || sdk.instanceId;
      sdk.customId = q.get("mock_custom_id");
      const code2 = q.get("mock_code");
      sdk._updateCommandMocks({ authorize: async () => ({ code: code2 }) });
    } else {
      status.textContent = w.outside;
      return;
    }
    status.textContent = w.signingIn;
    let code;
    try {
      ({ code } = await sdk.commands.authorize({
        client_id: cfg.clientId,
        response_type: "code",
        state: "",
        prompt: "none",
        scope: ["identify"]
      }));
    } catch (e) {
      status.textContent = w.refused;
      return;
    }
    const r = await fetch(base + "/activity/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      // `customId`: a turn's deep link (`game-<id>`) opens that game's seat first.
      body: JSON.stringify({
        code,
        instance_id: sdk.instanceId,
        channel_id: sdk.channelId,
        locale: navigator.language,
        custom_id: sdk.customId || null
      })
    });
    const answer = await r.json().catch(() => ({ tables: [] }));
    if (!r.ok) {
      status.textContent = answer.refused || w.refused;
      return;
    }
    if (!answer.tables.length) {
      status.textContent = w.none;
      return;
    }
    if (answer.tables.length === 1) return openTable(answer.tables[0].token);
    status.textContent = w.choose;
    const moves = byId("moves");
    answer.tables.forEach((t) => moves.append(button(
      (t.seat === null ? w.watch : w.seat).replace("{game}", String(t.game)),
      () => {
        moves.replaceChildren();
        openTable(t.token);
      }
    )));
  }
  async function openTable(t) {
    st.token = t;
    st.api = base + "/api/" + st.token;
    const r = await fetch(st.api);
    const answer = await r.json().catch(() => null);
    if (r.ok && answer) {
      render(answer);
      follow();
    } else byId("status").textContent = answer && answer.refused || "";
  }

  // ../page/main.js
  Object.assign(window, { wizard: { st, draw, drawHand } });
  var first = embedded("table");
  if (first) {
    render(first);
    follow();
  } else if (activityConfig) activity(activityConfig);
})();
