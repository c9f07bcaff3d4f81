// The Activity (inside Discord): signing in Discord's way, then the
// person's tables in the Activity's channel.

import { button } from "./dom.js";
import { render } from "./draw.js";
import { follow } from "./live.js";
import { base, byId, st } from "./state.js";

// The Activity (inside Discord): the SDK asks the person to authorize the
// application; the bot makes the code into the person (never this page) and
// answers with their tables in the Activity's channel.
/** @param {ActivityConfig} cfg */
export async function activity(cfg) {
  const q = new URLSearchParams(location.search);
  const w = cfg.words[(navigator.language || "en").slice(0, 2)] || cfg.words.en;
  const status = byId("status");
  /** @type {any} */
  const kit = /** @type {any} */ (window).DiscordActivitySdk;
  let sdk;
  if (q.get("frame_id") && kit) {
    sdk = new kit.DiscordSDK(cfg.clientId);
    await sdk.ready();
  } else if (q.get("mock_code") && kit) {
    // Outside Discord the SDK's mock stands in for it, as Discord's own examples test.
    sdk = new kit.DiscordSDKMock(cfg.clientId, q.get("mock_guild"), q.get("mock_channel"), null);
    sdk.instanceId = q.get("mock_instance") || sdk.instanceId;
    sdk.customId = q.get("mock_custom_id");
    const code = q.get("mock_code");
    sdk._updateCommandMocks({ authorize: async () => ({ code }) });
  } else {
    status.textContent = w.outside;
    return;
  }
  status.textContent = w.signingIn;
  let code;
  try {
    ({ code } = await sdk.commands.authorize({
      client_id: cfg.clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    }));
  } catch (e) {
    status.textContent = w.refused;
    return;
  }
  const r = await fetch(base + "/activity/session", {
    method: "POST", headers: { "content-type": "application/json" },
    // `customId`: a turn's deep link (`game-<id>`) opens that game's seat first.
    body: JSON.stringify({
      code, instance_id: sdk.instanceId, channel_id: sdk.channelId, locale: navigator.language,
      custom_id: sdk.customId || null,
    }),
  });
  /** @type {Session & Refusal} */
  const answer = await r.json().catch(() => ({ tables: [] }));
  if (!r.ok) { status.textContent = answer.refused || w.refused; return; }
  if (!answer.tables.length) { status.textContent = w.none; return; }
  if (answer.tables.length === 1) return openTable(answer.tables[0].token);
  status.textContent = w.choose;
  const moves = byId("moves");
  answer.tables.forEach(t => moves.append(button(
    (t.seat === null ? w.watch : w.seat).replace("{game}", String(t.game)), () => { moves.replaceChildren(); openTable(t.token); })));
}

/** @param {string} t */
export async function openTable(t) {
  st.token = t;
  st.api = base + "/api/" + st.token;
  const r = await fetch(st.api);
  /** @type {PageState & Refusal | null} */
  const answer = await r.json().catch(() => null);
  if (r.ok && answer) { render(answer); follow(); }
  else byId("status").textContent = (answer && answer.refused) || "";
}
