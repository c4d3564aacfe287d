// Dominion's table from its view (engine/dominion/views.py): the Supply with costs and pile counts, the trash, each
// player's deck, discard and hand counts, cards in play, points and turns, and the viewer's own hand when it has one.

import {about, card, cardName, h, inOrder, isCard} from "./cards.js";

export function board(view) {
  const turn = view.turn || {};
  return h("div", {class: "dominion"},
    h("p", {class: "turn", "data-field": "turn"}, turnLine(view, turn)),
    supply(view),
    players(view, turn),
    view.you !== null && view.you !== undefined && view.players[view.you].hand ? hand(view.players[view.you]) : null,
    trash(view.trash || []));
}

function turnLine(view, turn) {
  if (view.finished) return "The game is over.";
  // a turn counted as the narration counts it, by its player ("Turn 4 of Ben"), not over the whole game
  const player = view.players[turn.player];
  const who = player ? `Turn ${player.turns} of ${player.name}` : `Turn ${turn.number}`;
  return `${who}, ${turn.phase} phase — ${turn.actions} Actions, ${turn.buys} Buys, $${turn.coins}`;
}

function supply(view) {
  const piles = inOrder(Object.keys(view.supply)).map((name) => {
    const found = about(name);
    const count = view.supply[name];
    return h("li", {class: count === 0 ? "pile empty" : "pile", "data-pile": name},
      card(name), h("span", {class: "cost", title: "cost"}, found ? `$${found.cost}` : ""),
      h("span", {class: "count", "data-field": "count", title: "cards left"}, count));
  });
  return h("section", {class: "supply", "aria-labelledby": "supply-title"},
    h("h2", {id: "supply-title"}, "Supply"), h("ul", {class: "piles"}, piles));
}

function players(view, turn) {
  const rows = view.players.map((player, seat) => h("tr", {
    "data-seat": seat, class: !view.finished && turn.player === seat ? "current" : null,
    "aria-current": !view.finished && turn.player === seat ? "true" : null},
  h("th", {scope: "row"}, player.name, seat === view.you ? " (you)" : ""),
  h("td", {"data-field": "vp"}, player.vp),
  h("td", {"data-field": "deck"}, player.deck_count),
  h("td", {"data-field": "discard"}, player.discard_count, player.discard_top ? [" ", card(player.discard_top)] : ""),
  h("td", {"data-field": "hand_count"}, player.hand_count),
  h("td", {"data-field": "in_play", class: "cards"}, [...player.in_play, ...player.aside].map((name) => card(name))),
  h("td", {"data-field": "turns"}, player.turns)));
  return h("section", {class: "players", "aria-labelledby": "players-title"},
    h("h2", {id: "players-title"}, "Players"),
    h("div", {class: "scroll"}, h("table", {},
      h("thead", {}, h("tr", {}, ["Player", "Points", "Deck", "Discard", "Hand", "In play", "Turns"]
        .map((label) => h("th", {scope: "col"}, label)))),
      h("tbody", {}, rows))));
}

function hand(player) {
  return h("section", {class: "hand", "data-zone": "hand", "aria-labelledby": "hand-title"},
    h("h2", {id: "hand-title"}, "Your hand"),
    h("p", {class: "cards"}, player.hand.map((name) => card(name))));
}

function trash(cards) {
  const counted = new Map();
  for (const name of cards) counted.set(name, (counted.get(name) || 0) + 1);
  return h("section", {class: "trash", "aria-labelledby": "trash-title"},
    h("h2", {id: "trash-title"}, `Trash (${cards.length})`),
    h("p", {class: "cards"}, [...counted].map(([name, count]) => [card(name), count > 1 ? ` ×${count} ` : " "])));
}

// A part of a move, as a button says it: a card's name where the move names a card.
export function describe(key, value) {
  if (typeof value === "string" && isCard(value)) return `${key.replaceAll("_", " ")} ${cardName(value)}`;
  if (value === true) return key.replaceAll("_", " ");
  return `${key.replaceAll("_", " ")} ${value}`;
}
