// The shapes the table page's parts read, for TypeScript's check of them
// (`npm run check` in src/web/activity/): those the bot sends and takes
// back, generated from its Rust types into ../view-types.d.ts, and the few
// the page's own requests answer with. Named here once for every part.

import type * as V from "../view-types";

declare global {
  type Asked = V.Asked;
  type SeatShown = V.SeatShown;
  type BoxShown = V.BoxShown;
  type OfferShown = V.OfferShown;
  type CardShown = V.CardShown;
  type Played = V.Played;
  type TrickOnPage = V.TrickOnPage;
  type ScoreRow = V.ScoreRow;
  type DieShown = V.DieShown;
  type RollShown = V.RollShown;
  type FaceShown = V.FaceShown;
  type SetShown = V.SetShown;
  type RoundShown = V.RoundShown;
  type Shown = V.Shown;
  type Standing = V.Standing;
  type EndShown = V.EndShown;
  type Words = V.Words;
  type PageState = V.PageState;
  type MoveSent = V.MoveSent;
  /** A refused request's answer: why, and the table as it is. */
  type Refusal = { refused?: string; table?: PageState; ended?: boolean; standings?: string[] };
  type ActivityWords = {
    outside: string;
    signingIn: string;
    refused: string;
    none: string;
    choose: string;
    seat: string;
    watch: string;
  };
  /** What the bot embeds in the Activity's page. */
  type ActivityConfig = { clientId: string; words: Record<string, ActivityWords> };
  /** The Activity's sign-in answered: the person's tables in its channel. */
  type Session = { tables: { token: string; seat: number | null; game: number }[] };
  type Rematched = { opened?: string; said?: string; refused?: string };
  /** A card or a bid picked ahead of the turn. */
  type Ahead = { kind: "card"; key: string } | { kind: "bid"; n: number };
}

export {};
