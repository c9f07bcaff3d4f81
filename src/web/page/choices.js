// What a seat may choose: its hand (a card played, or picked ahead), bids
// picked ahead, the offers (bids, trump, the dice game's boxes and writes),
// the Seer's dice to throw and Magic Card 4's faces.

import { button, cardEl, el } from "./dom.js";
import { draw, render } from "./draw.js";
import { ring } from "./moments.js";
import { say, send } from "./send.js";
import { byId, st } from "./state.js";

// Picked ahead: a card (or a bid) chosen before the turn, played the moment
// the turn comes if it still may be, else dropped with a word.

/** @param {CardShown} c */
export function cardKey(c) { return JSON.stringify(c.move); }

/** @param {PageState} s */
export function playPicked(s) {
  const p = st.picked;
  st.picked = null;
  if (!p) return;
  if (p.kind === "card" && s.asked.is === "play") {
    const c = s.shown.hand.find(c => cardKey(c) === p.key);
    if (c && c.legal) { send({ move: c.move }); return; }
  } else if (p.kind === "bid" && s.asked.is === "bid") {
    const o = s.offers.find(o => o.label === String(p.n));
    if (o) { send({ move: o.move }); return; }
  } else {
    st.picked = p;
    return;
  }
  draw(s);
  say(s.words.dropped);
  ring();
}

/** @param {PageState} s */
export function drawHand(s) {
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
      : st.picked !== null && st.picked.kind === "card" && st.picked.key === cardKey(c);
    if (isPicked) b.classList.add("picked");
    if (ahead) b.setAttribute("aria-pressed", String(isPicked));
    b.setAttribute("aria-disabled", String(!c.legal && !ahead));
    b.onclick = () => {
      if (c.legal) { send({ move: c.move }); return; }
      if (dim) { say(s.words.cannot); return; }
      if (!ahead) { say(s.words.notYet, true); return; }
      // Turn-based: left with the bot, which makes it when the turn comes.
      if (s.later) { send(isPicked ? { later: true } : { later: true, move: c.move }); return; }
      st.picked = isPicked ? null : { kind: "card", key: cardKey(c) };
      draw(s);
      say(st.picked ? s.words.picked : "", true);
    };
    hand.append(b);
  });
  hand.setAttribute("aria-label", s.words.hand);
}

// Bids one may pick ahead while others bid.
/** @param {PageState} s */
export function drawAhead(s) {
  const ahead = byId("ahead");
  ahead.replaceChildren();
  s.shown.bids.forEach(({ n, move: bid }) => {
    const on = s.later ? s.later.move !== null && JSON.stringify(s.later.move) === JSON.stringify(bid)
      : st.picked !== null && st.picked.kind === "bid" && st.picked.n === n;
    const b = button(String(n), () => {
      // Turn-based: left with the bot, which makes it when the turn comes.
      if (s.later) { send(on ? { later: true } : { later: true, move: bid }); return; }
      st.picked = on ? null : { kind: "bid", n };
      draw(s);
      say(st.picked ? s.words.picked : "", true);
    });
    b.setAttribute("aria-pressed", String(on));
    ahead.append(b);
  });
  ahead.setAttribute("aria-label", s.words.picked);
}

/** @param {PageState} s */
export function drawMoves(s) {
  const moves = byId("moves");
  const ask = byId("ask");
  moves.replaceChildren();
  ask.textContent = "";
  // Numbers (bids) in a grid of equal buttons; words (a suit, what a roll writes) as wide as they are.
  const numbers = s.offers.every(m => m.box || /^[0-9]+$/.test(m.label)) && !s.shown.roll;
  moves.className = "moves" + (numbers ? "" : " words");
  const roll = s.shown.roll;
  if (roll && st.throwing) {
    ask.textContent = roll.exact ? "" : roll.of;
    const dice = [...st.throwing].sort((a, b) => a - b);
    const b = button(roll.label + " (" + dice.length + ")", () => send({ throw: dice }));
    b.disabled = dice.length < roll.min;
    moves.append(b);
  }
  if (st.crossing) {
    // Magic Card 7: the box is chosen; now the box to cross out, or none.
    const box = st.crossing[0].box;
    // Each a line of its own: the words are long ("Blue 3×, −2 points").
    moves.className = "moves words cross";
    ask.textContent = (box ? box.label : "") + " — " + s.words.crossAsk;
    st.crossing.forEach(m => {
      const cross = m.box && m.box.cross;
      moves.append(button(cross || s.words.noCross, () => send({ move: m.move }), cross ? "" : "second"));
    });
    // A box tapped by mistake: back to the grid, nothing sent.
    moves.append(button(s.words.crossBack, () => { st.crossing = null; if (st.now) render(st.now); }, "second back"));
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
export function predictions(boxes) {
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
        else { st.crossing = variants; if (st.now) render(st.now); }
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
export function drawSet(s) {
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
