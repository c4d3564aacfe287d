// Cards as the table shows them: the name in the chosen language (Czech where the game has it, else English) and the
// text on hover or focus, all from GET /rulesets/{id}/cards. Also `h`, the one way the page makes elements.

const cards = new Map();
const sites = new Map();
let language = "en";

export function learn(reference) {
  reference.cards.forEach((card, place) => cards.set(String(card.id), {...card, place}));
  for (const site of reference.sites || []) sites.set(String(site.id), site);
}

export function setLanguage(wanted) {
  language = wanted;
}

export function isCard(id) {
  return cards.has(String(id));
}

export function about(id) {
  return cards.get(String(id));
}

// Ids in the order the cards endpoint lists them (Dominion: by set, then cost, then name).
export function inOrder(ids) {
  const place = (id) => (cards.has(String(id)) ? cards.get(String(id)).place : Infinity);
  return [...ids].sort((a, b) => place(a) - place(b));
}

export function cardName(id) {
  return named(cards.get(String(id)), id);
}

export function siteName(id) {
  return named(sites.get(String(id)), `site ${id}`);
}

function named(found, fallback) {
  if (!found) return String(fallback);
  return found.names[language] || found.names.en;
}

// A card: its name; what it says on hover (title) and in the card panel on focus.
export function card(id, extra = {}) {
  const found = cards.get(String(id));
  const element = h("span", {class: `card ${kinds(found)}`, tabindex: "0", "data-card": String(id), ...extra},
    cardName(id));
  if (found) element.title = `${cardName(id)}: ${found.text}`;
  return element;
}

export function site(id, extra = {}) {
  const found = sites.get(String(id));
  const element = h("span", {class: "card site", tabindex: "0", "data-site": String(id), ...extra}, siteName(id));
  if (found) element.title = `${siteName(id)}: ${found.text}`;
  return element;
}

// What the card panel says of a card or site element.
export function details(element) {
  const found = element.dataset.card !== undefined ? cards.get(element.dataset.card)
    : sites.get(element.dataset.site);
  if (!found) return null;
  const facts = [found.cost !== undefined ? `cost ${found.cost}` : null, (found.types || []).join(", ") || null,
    found.set, found.kind, found.suit, found.side].filter(Boolean);
  const other = language === "cs" ? found.names.en : found.names.cs;
  return {name: named(found, ""), other: other && other !== named(found, "") ? other : null,
    otherLanguage: language === "cs" ? "en" : "cs", facts: facts.join(" · "), text: found.text};
}

function kinds(found) {
  if (!found) return "";
  return [...(found.types || []), found.kind, found.suit].filter(Boolean).map((k) => `is-${k.toLowerCase()}`)
    .join(" ");
}

export function h(name, attributes = {}, ...children) {
  const element = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}
