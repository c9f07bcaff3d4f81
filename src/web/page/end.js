// A finished game's results (Rematch first), the score sheet, and the
// bot's pictures (the chart, the Pages) under the table.

import { bdi, button, el } from "./dom.js";
import { draw } from "./draw.js";
import { say } from "./send.js";
import { byId, st } from "./state.js";

// A finished game: who won, Rematch and the way back to the game in Discord,
// then everyone from first place to last with their points (medals as in
// Discord) and the final score sheet.
/** @param {PageState} s */
export function drawEnd(s) {
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
export async function rematch(b, ends) {
  if (!st.now) return;
  const words = st.now.words;
  b.disabled = true;
  let answer;
  try {
    const r = await fetch(st.api + "/rematch", { method: "POST" });
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
export function signed(n) { return (n > 0 ? "+" : n < 0 ? "\u2212" : "") + Math.abs(n); }

// The score sheet, as the paper one: a row per round, a column per seat,
// each cell the bid and tricks over the round's points and the total;
// folded per round where `width` (px) has no room for a column per seat.
/** @param {PageState} s @param {number} width */
export function sheet(s, width) {
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

// The round scores and the chart (card game), the seat's Page (dice): the
// bot's own pictures of them.
/** Whether the last drawing had a desktop's room. @type {boolean | null} */
export let wasRoomy = null;
// A phone turned, a window made wider: the hand's rows and the sheet's place follow.
addEventListener("resize", () => { if (st.now) draw(st.now); });

/** @param {PageState} s */
export function drawMore(s) {
  const more = byId("more");
  const open = [...more.querySelectorAll("details")].map(d => d.open);
  more.replaceChildren();
  const rows = s.shown.scores;
  if (s.kind === "wizard" && rows.length) {
    const d = el("details");
    d.append(el("summary", "", s.words.sheet));
    const chart = el("img", "picture");
    chart.alt = s.words.chart;
    chart.src = st.api + "/picture/chart?r=" + rows.length;
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
