// The table page's script, bundled from these parts by esbuild into
// src/web/page.js, which the bot serves (`npm run build` in src/web/activity/;
// CI builds it again and compares): `state` (what the parts share), `dom`
// (elements), `draw` (a table drawn), `felt` (the seats, the trick and the
// dice around the felt), `choices` (the hand, bids and the dice game's
// choices), `end` (results, the score sheet, the pictures), `clock`,
// `moments` (what happens between two tables: a trick lingering, what is
// said, the turn's sound), `send` (a seat's moves), `live` (the connection)
// and `activity` (signing in inside Discord). It draws the table the bot
// sends (`PageState`, the serde form of src/web/view.rs) and sends a seat's
// moves: a move the bot sent it, or the Seer's pick that the bot writes as
// the move (`MoveSent`, src/web/routes/moves.rs); it writes no engine move
// itself. The shapes it reads and sends come from view-types.d.ts, generated
// from those Rust types (a test in view.rs fails until it is written again),
// and TypeScript checks these parts against them (`npm run check`, run by CI):
// a field the bot renames breaks the check.

import { activity } from "./activity.js";
import { drawHand } from "./choices.js";
import { draw, render } from "./draw.js";
import { follow } from "./live.js";
import { activityConfig, embedded, st } from "./state.js";

// The page's state and two of its drawings, named on the window: the page's
// tests read the table drawn and draw it again, as a person may in a console.
Object.assign(window, { wizard: { st, draw, drawHand } });

// The table as the bot sends it for this link; every change arrives on the live stream.
// As an Activity the page opens with no table: the person signs in Discord's way first.
/** @type {PageState | null} */
const first = embedded("table");
if (first) { render(first); follow(); }
else if (activityConfig) activity(activityConfig);
