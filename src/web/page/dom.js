// The page's elements made: a tag with its class and words, a picture of
// the bot's own, a card, a name isolated, a button.

import { base } from "./state.js";

/**
 * @param {string} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {any}
 */
export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// A picture of the bot's own (a card, a die face): the same drawing as its emoji.
/** @param {string} name */
export function img(name) {
  const i = el("img");
  i.src = base + "/img/" + name + ".png";
  i.alt = "";
  return i;
}

// A card as its picture (its colour with its shape and rank); its words for a screen reader.
/**
 * @param {CardShown} c
 * @param {string} [tag]
 */
export function cardEl(c, tag) {
  const e = el(tag || "span", "card");
  e.setAttribute(tag === "button" ? "aria-label" : "title", c.label);
  if (tag !== "button") e.setAttribute("role", "img"), e.setAttribute("aria-label", c.label);
  e.append(img(c.img));
  return e;
}

// A person's name: isolated, so a name written right to left (or with
// direction marks in it) cannot turn the words around it.
/** @param {string} text */
export function bdi(text) { return el("bdi", "", text); }

/**
 * @param {string} label
 * @param {() => void} onclick
 * @param {string} [cls]
 */
export function button(label, onclick, cls) {
  const b = el("button", cls || "", label);
  b.type = "button";
  b.onclick = onclick;
  b.dataset.key = "b:" + label;
  return b;
}
