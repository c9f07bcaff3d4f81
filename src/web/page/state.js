// What the parts of the table page share: its elements by id, what the bot
// embedded in the page, where the page lives, and the state more than one
// part changes (`st`), in one place.

/** The element with `id` (the page's own markup has every one the script names). */
export function byId(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

/** JSON from a script element of the page (`null` when it holds none). */
export function embedded(id) {
  return JSON.parse(byId(id).textContent || "null");
}

// As an Activity the page opens with no table: the person signs in
// Discord's way first (`activity.js`), with this.
/** @type {ActivityConfig | null} */
export const activityConfig = embedded("activity");
export const base = location.pathname.replace(/\/(t\/[^/]*|activity\/?)?$/, "");

/** The page's state that more than one part reads and changes. */
export const st = {
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
  cut: false,
};
st.api = base + "/api/" + st.token;
