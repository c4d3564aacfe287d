// Oath's table from its view (engine/oath/views.py): the Oath, the title, the round and the players round the table;
// the favor banks and the shared bank; the map as the board lays it out (the Cradle's two sites, the Provinces' three,
// the Hinterland's three, left to right), each site with its denizens, edifices, relics, warbands and pawns, a
// facedown site as such; each player's board (advisers, favor, secrets, warbands, Supply, relics, banners, Visions),
// in the order they sit. A facedown card shows its back, as the view has it.

import {about, card, cardName, h, site, siteName} from "./cards.js";

const SUPPLY_TRACK = 7;     // the spaces of a board's Supply track (Law 4.3)
const CARD_KEYS = new Set(["adviser", "card", "denizen", "discard", "keep", "plan", "relic", "swap"]);
const SLOT_KEYS = new Set(["site", "slot", "build", "relic_at"]);

export function board(view) {
  const seats = view.order && view.order.length ? view.order : view.players.map((player, seat) => seat);
  return h("div", {class: "oath"},
    summary(view),
    map(view),
    h("section", {class: "boards", "aria-labelledby": "boards-title"},
      h("h2", {id: "boards-title"}, "Players, round the table"),
      h("div", {class: "board-list"}, seats.map((seat) => playerBoard(view, view.players[seat], seat)))));
}

function summary(view) {
  const holder = view.players[view.title.holder];
  const current = view.players[view.turn];
  const banners = Object.entries(view.banners).map(([name, banner]) => h("li", {"data-banner": name},
    `${banner.mob ? "Mob's Favor" : name}: ${banner.tokens} ${name === "Darkest Secret" ? "secrets" : "favor"}, `,
    banner.holder === null ? "on the map" : `held by ${view.players[banner.holder].name}`));
  const banks = Object.entries(view.favor_banks).map(([suit, favor]) => h("li", {class: `bank is-${suit.toLowerCase()}`,
    "data-bank": suit}, h("span", {class: "bank-name"}, `${suit} bank`), " ", h("b", {}, favor), " favor"));
  const table = view.order && view.order.length
    ? h("p", {"data-field": "table"}, "Round the table from the Chancellor: ",
      view.order.map((seat) => view.players[seat].name).join(", "), ".") : null;
  return h("section", {class: "summary", "aria-labelledby": "summary-title"},
    h("h2", {id: "summary-title"}, `Oath of ${view.oath}`),
    h("p", {"data-field": "round"}, view.finished ? `The game is over after round ${view.round}.`
      : `Round ${view.round}: ${current ? current.name : "?"}'s turn, ${view.phase} phase.`),
    h("p", {"data-field": "title"}, `${holder ? holder.name : "Nobody"} holds the title, ` +
      `${view.title.side === "Usurper" ? "as Usurper" : "as Oathkeeper"}. Visions drawn: ${view.visions_drawn}.`),
    table,
    h("ul", {class: "banners"}, banners),
    h("section", {class: "favor", "aria-labelledby": "banks-title"},
      h("h3", {id: "banks-title"}, "Favor banks"),
      h("ul", {class: "banks"}, banks,
        h("li", {class: "bank shared", "data-bank": "shared"}, h("span", {class: "bank-name"}, "Shared bank"), " ",
          h("b", {}, view.favor_pool), " favor"))));
}

// The map (Law 2.1.1): the three regions left to right, each with its sites in slot order, as the board is laid out.
function map(view) {
  const regions = new Map();
  for (const place of view.sites) {
    if (!regions.has(place.region)) regions.set(place.region, []);
    regions.get(place.region).push(place);
  }
  return h("section", {class: "map", "aria-labelledby": "map-title"},
    h("h2", {id: "map-title"}, "The map"),
    h("div", {class: "regions"}, [...regions].map(([region, places]) => h("section", {class: "region",
      "data-region": region, "aria-label": region, style: `--sites: ${places.length}`},
    h("h3", {}, region, h("span", {class: "pile", "data-pile": region},
      ` discard pile: ${(view.discards[region] || []).length}`)),
    h("ol", {class: "sites"}, places.map((place) => mapSite(view, place)))))));
}

function mapSite(view, place) {
  const facedown = !place.faceup || place.site === null;
  const pawns = view.players.filter((player) => player.site === place.slot)
    .map((player) => h("span", {class: `pawn colour-${player.colour.toLowerCase()}`, "data-pawn": player.name},
      `${player.name}'s pawn`));
  const warbands = Object.entries(place.warbands).filter(([, count]) => count > 0)
    .map(([colour, count]) => h("span", {class: `warbands colour-${colour.toLowerCase()}`, "data-warbands": colour},
      `${count} ${colour}`));
  return h("li", {class: facedown ? "site-slot facedown" : "site-slot", "data-slot": place.slot,
    "aria-label": facedown ? `A facedown site (${place.region})` : null},
  h("h4", {}, facedown ? "Facedown site" : site(place.site)),
  h("p", {class: "cards", "data-field": "cards"}, place.cards.map(tableCard)),
  place.relics.length ? h("p", {"data-field": "relics"}, "Relics: ", place.relics.map(relic)) : null,
  tokens(place),
  warbands.length ? h("p", {"data-field": "warbands"}, "Warbands: ", warbands) : null,
  pawns.length ? h("p", {"data-field": "pawns"}, pawns) : null);
}

function playerBoard(view, player, seat) {
  // Visions: those among the advisers (a facedown one shows a Vision back) and a revealed one
  const visions = player.advisers.filter((adviser) => adviser.back === "Vision" ||
    (adviser.id !== undefined && (about(adviser.id) || {}).kind === "vision")).length +
    (player.vision !== null && player.vision !== undefined ? 1 : 0);
  const where = player.site === null || player.site === undefined ? "off the map"
    : view.sites[player.site].site === null ? "at a facedown site" : `at ${siteName(view.sites[player.site].site)}`;
  return h("article", {class: `player colour-${player.colour.toLowerCase()}`, "data-seat": seat,
    "aria-current": !view.finished && view.turn === seat ? "true" : null},
  h("h3", {}, `${player.name}`, seat === view.you ? " (you)" : "", ` — ${player.colour} ${player.side}`,
    view.title.holder === seat ? ", title holder" : ""),
  h("p", {}, `Pawn ${where}.`),
  h("dl", {class: "stats"},
    stat("Favor", player.favor, "favor"),
    stat("Secrets", player.secrets + (player.hidden_secrets ? ` (${player.hidden_secrets} flipped)` : ""), "secrets"),
    stat("Warbands", player.warbands, "warbands"),
    stat("Supply", track(player.supply), "supply"),
    stat("Visions", visions, "visions")),
  h("p", {class: "cards", "data-field": "advisers"}, "Advisers: ", player.advisers.length
    ? player.advisers.map(tableCard) : "none"),
  player.relics.length ? h("p", {"data-field": "relics"}, "Relics: ", player.relics.map((id) => card(id))) : null,
  player.banners.length ? h("p", {"data-field": "banners"}, "Banners: ", player.banners.join(", ")) : null,
  player.vision !== null && player.vision !== undefined
    ? h("p", {"data-field": "vision"}, "Vision: ", card(player.vision)) : null,
  player.drawn.length ? h("p", {"data-field": "drawn"}, "Drawn: ", player.drawn.map((drawn) =>
    drawn.id !== undefined ? card(drawn.id) : back(drawn.back))) : null);
}

function stat(label, value, field) {
  return h("div", {}, h("dt", {}, label), h("dd", {"data-field": field}, value));
}

function track(supply) {
  return h("span", {class: "track", role: "img", "aria-label": `${supply} of ${SUPPLY_TRACK}`, "data-supply": supply},
    String(supply), " ", h("span", {class: "pips", "aria-hidden": "true"},
      "●".repeat(Math.min(supply, SUPPLY_TRACK)) + "○".repeat(Math.max(SUPPLY_TRACK - supply, 0))));
}

function tableCard(placed) {
  const shown = placed.id !== undefined ? card(placed.id, {"data-faceup": String(placed.faceup)}) : back(placed.back);
  return [shown, tokens(placed, "span"), " "];
}

function relic(placed) {
  return placed.id !== undefined ? card(placed.id, {"data-faceup": "false"}) : back("Relic");
}

function back(kind) {
  return h("span", {class: "card back", "data-back": kind}, `${kind} (facedown)`);
}

function tokens(thing, tag = "p") {
  const parts = [thing.favor ? `${thing.favor} favor` : null, thing.secrets ? `${thing.secrets} secrets` : null]
    .filter(Boolean);
  return parts.length ? h(tag, {class: "tokens"}, ` ${parts.join(", ")}`) : null;
}

// A part of a move, as a button says it: cards and sites by name. "to" names a site's slot when travelling (and in a
// move of "to" alone), a seat elsewhere (showing an adviser, freeing caged warbands).
export function describe(key, value, view, move) {
  const label = key.replaceAll("_", " ");
  const slot = SLOT_KEYS.has(key) || (key === "to" && (move.action === "travel" || Object.keys(move).length === 1));
  if (CARD_KEYS.has(key) && Number.isInteger(value)) return `${label} ${cardName(value)}`;
  if (key === "to" && !slot && Number.isInteger(value) && view && view.players[value]) {
    return `to ${view.players[value].name}`;
  }
  if (slot && Number.isInteger(value) && view && view.sites[value]) {
    const place = view.sites[value];
    return `${label} ${place.site === null ? `facedown site ${value}` : siteName(place.site)}`;
  }
  if (value === true) return label;
  if (value === false) return `not ${label}`;
  if (value === null) return `no ${label}`;
  return `${label} ${Array.isArray(value) ? value.join(", ") : value}`;
}
