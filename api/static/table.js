// The table in a browser: any game at any version (GET /games/{id}/state?at=V), its narration (/log), live while it
// runs (/stream, read with fetch so a seat's token goes in the Authorization header, never in a URL), and a seat's
// decisions answered from their data (POST /moves with If-Match and an Idempotency-Key). The board itself is drawn
// by the game's module (dominion.js, oath.js); everything here serves both games.

import * as cards from "./cards.js";
import * as dominion from "./dominion.js";
import * as oath from "./oath.js";

const {h} = cards;
const GAMES = {dominion, oath};
const OVER = new Set(["finished", "aborted", "abandoned"]);
const RECONNECT_MS = 1000;      // as the stream's own `retry`
const LOG_PAUSE_MS = 2000;      // the narration is read again at most this often while the game runs (it is limited)
const $ = (id) => document.getElementById(id);

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const tokenKey = `gameledger:token:${gameId}`;

const table = {
  info: null,           // GET /games/{id} as last read
  ruleset: null,        // GET /rulesets/{id}
  game: null,           // the ruleset's board module
  views: new Map(),     // version -> the viewer's view then
  shown: 1,             // the version on the table
  latest: 1,            // the game's last version known here
  decision: null,       // the decision awaited at `latest`: in full when it is this seat's
  token: null,
  playing: null,        // the timer of the history being played
  stream: null,         // the AbortController of the live stream
  logTimer: null,
};

class Problem extends Error {
  constructor(status, body) {
    super((body && (body.detail || body.title)) || `the service answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function api(path, options = {}) {
  const headers = {Accept: "application/json", ...(options.headers || {})};
  if (table.token) headers.Authorization = `Bearer ${table.token}`;
  const response = await fetch(path, {...options, headers, cache: "no-store"});
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Problem(response.status, body);
  return body;
}

// --- starting, and the seat token --------------------------------------------------------------------------------

function takeToken() {
  // #token=... never reaches the server; it is kept for this tab and taken out of the address bar.
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.get("token")) {
    sessionStorage.setItem(tokenKey, fragment.get("token"));
    history.replaceState(null, "", location.pathname + location.search);
  }
  return sessionStorage.getItem(tokenKey);
}

async function start() {
  table.token = takeToken();
  $("watch").hidden = !table.token;
  wire();
  try {
    await load();
  } catch (error) {
    report(error);
    $("title").textContent = `Game ${gameId}`;
  }
}

async function load() {
  stopFollowing();
  table.views.clear();
  const info = await api(`/games/${encodeURIComponent(gameId)}`);
  if (!table.ruleset || table.ruleset.id !== info.ruleset) {
    const [ruleset, reference] = await Promise.all([api(`/rulesets/${info.ruleset}`),
      api(`/rulesets/${info.ruleset}/cards`)]);
    table.ruleset = ruleset;
    cards.learn(reference);
    $("language").hidden = !reference.cards.some((card) => card.names.cs);
  }
  table.game = GAMES[info.ruleset];
  learnInfo(info);
  const asked = Number(new URLSearchParams(location.search).get("at"));
  await show(asked >= 1 ? asked : await opening());
  readLog();
  if (!OVER.has(info.status)) follow();
}

function learnInfo(info) {
  table.info = info;
  table.latest = info.version;
  if (info.view) table.views.set(info.version, info.view);
  table.decision = info.decision || (info.waiting_on !== null && info.waiting_on !== undefined
    ? {player: info.waiting_on} : null);
  const seat = info.you;
  $("watch").hidden = !table.token;
  $("token").value = "";
  $("seat").querySelector("button[type=submit]").textContent = table.token ? "Change seat" : "Play this seat";
  if (seat !== null && seat !== undefined) document.body.dataset.seat = seat;
  else delete document.body.dataset.seat;
}

// --- the table at a version --------------------------------------------------------------------------------------

// Where a page opens: the latest version, but for a finished game its winning position, the first version whose
// view is finished (an Oath game's Chronicle is written after it, Law 8, and its steps follow in the history).
async function opening() {
  if (table.info.status !== "finished") return table.latest;
  let low = 1;
  let high = table.latest;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await finishedAt(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

async function finishedAt(version) {
  if (!table.views.has(version)) {
    const state = await api(`/games/${encodeURIComponent(gameId)}/state?at=${version}`);
    table.views.set(version, state.view);
  }
  const view = table.views.get(version);
  return Boolean(view && view.finished);
}

async function show(version) {
  version = Math.min(Math.max(1, Math.round(version) || 1), table.latest);
  table.shown = version;
  if (!table.views.has(version)) {
    try {
      const state = await api(`/games/${encodeURIComponent(gameId)}/state?at=${version}`);
      table.views.set(version, state.view);
    } catch (error) {
      if (error.status !== 409) throw error;
      table.views.set(version, null);        // before an open game started: no view yet
    }
  }
  if (table.shown === version) render();
}

function render() {
  const view = table.views.get(table.shown);
  const board = $("board");
  board.replaceChildren(view ? table.game.board(view) : h("p", {}, "The game has not started: no table yet."));
  board.dataset.version = table.shown;
  renderHeader();
  renderTimeline();
  renderDecision();
  markTargets();
  markLog();
}

function renderHeader() {
  const info = table.info;
  const names = info.seats.map((seat) => (seat.name || "an open seat") + (seat.bot ? ` (${seat.bot} bot)` : ""))
    .join(", ");
  $("title").textContent = `${table.ruleset.title.split(" (")[0]}: ${names}`;
  document.title = `${table.ruleset.title.split(" (")[0]} ${gameId} — gameledger`;
  $("status").textContent = statusLine();
  $("status").dataset.status = info.status;
}

function statusLine() {
  const info = table.info;
  const you = info.you !== null && info.you !== undefined ? ` You play ${info.seats[info.you].name}.` : " Watching.";
  if (OVER.has(info.status)) {
    const result = info.result || {};
    const winners = (result.winner_names || []).join(" and ") || "nobody";
    return `${info.status[0].toUpperCase()}${info.status.slice(1)} after ${table.latest} events` +
      (result.ending ? `, ended by ${result.ending}` : "") + `. Winner: ${winners}.${you}`;
  }
  const waiting = table.decision && info.seats[table.decision.player];
  return `${info.status === "open" ? "Waiting for players" : "Playing"}, version ${table.latest}` +
    (waiting ? `; waiting on ${waiting.name}.` : ".") + you;
}

// --- history -----------------------------------------------------------------------------------------------------

function renderTimeline() {
  for (const id of ["slider", "at"]) {
    $(id).max = table.latest;
    $(id).value = table.shown;
  }
  $("slider").setAttribute("aria-valuetext", `version ${table.shown} of ${table.latest}`);
  $("latest").textContent = table.latest;
  $("first").disabled = $("back").disabled = table.shown <= 1;
  $("forward").disabled = $("last").disabled = table.shown >= table.latest;
  const url = table.shown < table.latest ? `${location.pathname}?at=${table.shown}` : location.pathname;
  if (url !== location.pathname + location.search) history.replaceState(null, "", url);
}

function step(by) {
  stopPlaying();
  return show(table.shown + by).catch(report);
}

function jump(version) {
  stopPlaying();
  return show(version).catch(report);
}

function togglePlaying() {
  if (table.playing) return stopPlaying();
  if (table.shown >= table.latest) table.shown = 0;     // from the start again
  $("playback").setAttribute("aria-pressed", "true");
  $("playback").textContent = "Pause";
  const tick = async () => {
    if (table.shown >= table.latest) return stopPlaying();
    try {
      await show(table.shown + 1);
    } catch (error) {
      report(error);
      return stopPlaying();
    }
    if (table.playing) table.playing = setTimeout(tick, Number($("speed").value));
  };
  table.playing = setTimeout(tick, 0);
}

function stopPlaying() {
  clearTimeout(table.playing);
  table.playing = null;
  $("playback").setAttribute("aria-pressed", "false");
  $("playback").textContent = "Play";
}

// --- narration ---------------------------------------------------------------------------------------------------

async function readLog() {
  table.logTimer = null;
  try {
    const {entries} = await api(`/games/${encodeURIComponent(gameId)}/log`);
    $("log").replaceChildren(...entries.filter((entry) => entry.lines.length).map((entry) => {
      const go = h("button", {type: "button", class: "version", "aria-label": `Show version ${entry.version}`},
        entry.version);
      go.addEventListener("click", () => jump(entry.version));
      return h("li", {"data-version": entry.version}, go, " ", entry.lines.join(" "));
    }));
    markLog();
  } catch (error) {
    if (error.status === 429) laterLog();   // read too often: the next event reads it again
    else report(error);
  }
}

function laterLog() {
  if (!table.logTimer) table.logTimer = setTimeout(readLog, LOG_PAUSE_MS);
}

function markLog() {
  let current = null;
  for (const item of $("log").children) {
    const here = Number(item.dataset.version) <= table.shown;
    item.classList.toggle("future", !here);
    item.removeAttribute("aria-current");
    if (here) current = item;
  }
  if (current) {
    current.setAttribute("aria-current", "step");
    const log = $("log");
    if (current.offsetTop < log.scrollTop || current.offsetTop > log.scrollTop + log.clientHeight - 40) {
      log.scrollTop = current.offsetTop - log.clientHeight / 2;
    }
  }
}

// --- live --------------------------------------------------------------------------------------------------------

async function follow() {
  stopFollowing();
  const control = new AbortController();
  table.stream = control;
  let last = table.latest;
  while (!control.signal.aborted && !OVER.has(table.info.status)) {
    try {
      const headers = {Accept: "text/event-stream", "Last-Event-ID": String(last)};
      if (table.token) headers.Authorization = `Bearer ${table.token}`;
      const response = await fetch(`/games/${encodeURIComponent(gameId)}/stream`,
        {headers, cache: "no-store", signal: control.signal});
      if (!response.ok) {
        const problem = new Problem(response.status, await response.json().catch(() => null));
        if (response.status < 500 && response.status !== 429) return report(problem);
      } else {
        $("live").hidden = false;
        last = await readStream(response.body, last);
      }
    } catch (error) {
      if (control.signal.aborted) return;
    }
    $("live").hidden = true;
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
  }
}

async function readStream(body, last) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const {value, done} = await reader.read();
    if (done) return last;
    buffer += value.replaceAll("\r\n", "\n");
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const message = parseMessage(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (message.event === "end") {
        ended(message.data);
        return last;
      }
      if (message.data && message.id) {
        arrived(message.data);
        last = Number(message.id);
      }
    }
  }
}

function parseMessage(block) {
  const message = {};
  const data = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) continue;         // a heartbeat
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "data") data.push(value);
    else if (field === "id" || field === "event") message[field] = value;
  }
  if (data.length) message.data = JSON.parse(data.join("\n"));
  return message;
}

function arrived(moment) {
  table.views.set(moment.version, moment.view);
  if (moment.version <= table.latest) return;
  if (table.info.status === "open" && moment.view) started();
  const following = table.shown === table.latest && !table.playing;
  table.latest = moment.version;
  table.decision = moment.decision;
  if (following) show(moment.version).catch(report);
  else render();
  laterLog();
}

function started() {
  table.info.status = "active";
  api(`/games/${encodeURIComponent(gameId)}`).then((info) => {        // the seats as the game is played
    table.info.seats = info.seats;
    renderHeader();
  }).catch(report);
}

function ended(end) {
  Object.assign(table.info, {status: end.status, result: end.result});
  table.latest = Math.max(table.latest, end.version);
  table.decision = null;
  $("live").hidden = true;
  render();
  clearTimeout(table.logTimer);
  readLog();
}

function stopFollowing() {
  if (table.stream) table.stream.abort();
  table.stream = null;
  $("live").hidden = true;
}

// --- playing: the decision rendered from its data ----------------------------------------------------------------

function renderDecision() {
  const decision = table.decision;
  const mine = Boolean(decision && decision.kind) && table.shown === table.latest && !OVER.has(table.info.status);
  $("decision").hidden = !mine;
  if (!mine) return $("answers").replaceChildren();
  if ($("decision").dataset.version === String(table.latest)) return;     // drawn already: keep a pick's choices
  $("decision").dataset.version = table.latest;
  $("prompt").textContent = decision.prompt;      // a prompt names the card, site or rule that asks it
  $("answers").replaceChildren(decision.pick ? picker(decision.pick) : choices(decision.choices, decision.words));
}

// The choices as buttons: in the engine's words where it gives them (each with its cost), in the groups it names
// (the Act phase's actions), each marked with what on the board it points at; else a part of the move at a time.
function choices(moves, words) {
  const view = table.views.get(table.latest);
  const made = moves.map((move, place) => {
    const worded = words && words[place];
    const text = worded ? worded.text
      : Object.entries(move).map(([key, value]) => table.game.describe(key, value, view, move)).join(", ");
    const button = h("button", {type: "button", class: "choice", "data-move": JSON.stringify(move),
      "data-at": worded && worded.at ? targets(worded.at).join(" ") : null},
    text, worded && worded.cost ? h("span", {class: "cost"}, ` — ${worded.cost}`) : null);
    button.addEventListener("click", () => answer(move));
    return {button, group: worded && worded.group};
  });
  const all = h("button", {type: "button", class: "show-all", hidden: true}, "Show every choice");
  all.addEventListener("click", () => narrow(null));
  if (!made.some((each) => each.group)) {
    return h("div", {}, all, h("div", {class: "choices"}, made.map((each) => each.button)));
  }
  const groups = new Map();
  for (const {button, group} of made) {
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(button);
  }
  return h("div", {class: "grouped"}, all, [...groups].map(([group, buttons]) => h("fieldset",
    {class: "choice-group", "data-group": group}, h("legend", {}, group), h("div", {class: "choices"}, buttons))));
}

// --- picking on the board: a site, a card or a player a choice points at -------------------------------------------

function targets(at) {
  return Object.entries(at).map(([what, value]) => `${what}:${value}`);
}

const TARGETS = {site: (value) => `[data-slot="${value}"]`, player: (value) => `[data-seat="${value}"]`,
  card: (value) => `[data-card="${value}"]`};

function markTargets() {
  for (const element of $("board").querySelectorAll("[data-target]")) {
    element.classList.remove("target", "chosen");
    element.removeAttribute("data-target");
  }
  if ($("decision").hidden) return;
  const keys = new Set();
  for (const button of $("answers").querySelectorAll("button.choice[data-at]")) {
    for (const key of button.dataset.at.split(" ")) keys.add(key);
  }
  for (const key of keys) {
    const [what, value] = key.split(":");
    for (const element of $("board").querySelectorAll(TARGETS[what](value))) {
      if (element.dataset.target) continue;         // a card inside a site: each answers for itself
      element.classList.add("target");
      element.dataset.target = key;
      if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "0");
    }
  }
}

function pickOnBoard(key) {
  const buttons = [...$("answers").querySelectorAll("button.choice")];
  const matching = buttons.filter((button) => (button.dataset.at || "").split(" ").includes(key));
  if (matching.length === 1) return matching[0].click();
  narrow(key, matching);
}

// Only the choices that point at what was picked (or, with no key, every choice again).
function narrow(key, matching = []) {
  for (const button of $("answers").querySelectorAll("button.choice")) button.hidden = key !== null &&
    !matching.includes(button);
  for (const group of $("answers").querySelectorAll(".choice-group")) {
    group.hidden = ![...group.querySelectorAll("button.choice")].some((button) => !button.hidden);
  }
  const all = $("answers").querySelector(".show-all");
  if (all) all.hidden = key === null;
  for (const element of $("board").querySelectorAll("[data-target]")) {
    element.classList.toggle("chosen", element.dataset.target === key);
  }
  if (matching.length) matching[0].focus();
}

function picker(pick) {
  const chosen = new Set();       // places in pick.from: a card may be there more than once
  const count = h("p", {class: "count", "aria-live": "polite"});
  const confirm = h("button", {type: "button", class: "confirm"});
  const update = () => {
    const wanted = pick.min === pick.max ? `${pick.min}` : `${pick.min} to ${pick.max}`;
    count.textContent = `Choose ${wanted} card${pick.max === 1 ? "" : "s"}: ${chosen.size} chosen.`;
    confirm.disabled = chosen.size < pick.min || chosen.size > pick.max;
    confirm.textContent = chosen.size ? `Confirm ${chosen.size} card${chosen.size === 1 ? "" : "s"}` : "Confirm none";
  };
  const buttons = pick.from.map((id, place) => {
    const button = h("button", {type: "button", class: "pick", "aria-pressed": "false", "data-card": id},
      cards.cardName(id));
    button.addEventListener("click", () => {
      if (chosen.has(place)) chosen.delete(place);
      else if (chosen.size < pick.max) chosen.add(place);
      button.setAttribute("aria-pressed", String(chosen.has(place)));
      update();
    });
    return button;
  });
  confirm.addEventListener("click", () => answer({cards: [...chosen].sort((a, b) => a - b)
    .map((place) => pick.from[place])}));
  update();
  return h("div", {class: "picker"}, count, h("div", {class: "choices"}, buttons), confirm);
}

async function answer(move) {
  const decidedAt = table.latest;
  const key = randomKey();      // one key for this answer: a retry after a lost connection appends nothing twice
  for (const button of $("answers").querySelectorAll("button")) button.disabled = true;
  for (let attempt = 1; ; attempt++) {
    try {
      const answered = await api(`/games/${encodeURIComponent(gameId)}/moves`, {
        method: "POST", body: JSON.stringify({move}),
        headers: {"Content-Type": "application/json", "If-Match": `"${decidedAt}"`, "Idempotency-Key": key}});
      clearProblem();
      table.views.set(answered.version, answered.view);
      if (answered.version >= table.latest) {
        table.latest = answered.version;
        table.decision = answered.decision;
        await show(answered.version);
      }
      return;
    } catch (error) {
      if (error instanceof Problem || attempt >= 3) {
        report(error);
        $("decision").dataset.version = "";
        return error.status === 409 ? load().catch(report) : render();
      }
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// --- the page's controls -----------------------------------------------------------------------------------------

function report(error) {
  $("problem").textContent = error instanceof Problem ? `${error.status}: ${error.message}` : String(error.message);
  $("problem").hidden = false;
}

function clearProblem() {
  $("problem").hidden = true;
  $("problem").textContent = "";
}

function setLanguage(language) {
  localStorage.setItem("gameledger:language", language);
  cards.setLanguage(language);
  $("language").setAttribute("aria-pressed", String(language === "cs"));
  $("language").textContent = language === "cs" ? "English" : "Čeština";
  document.documentElement.lang = language;
}

function showCard(event) {
  const element = event.target.closest && event.target.closest("[data-card], [data-site]");
  if (!element) return;
  const found = cards.details(element);
  if (!found) return;
  $("card-info").replaceChildren(h("div", {}, h("h2", {}, found.name),
    found.other ? h("p", {class: "other", lang: found.otherLanguage}, found.other) : null,
    h("p", {class: "facts"}, found.facts), h("p", {}, found.text)));
}

function wire() {
  setLanguage(localStorage.getItem("gameledger:language") || "en");
  $("language").addEventListener("click", () => {
    setLanguage($("language").getAttribute("aria-pressed") === "true" ? "en" : "cs");
    $("decision").dataset.version = "";
    if (table.info) {
      render();
      readLog();
    }
  });
  $("first").addEventListener("click", () => jump(1));
  $("back").addEventListener("click", () => step(-1));
  $("forward").addEventListener("click", () => step(1));
  $("last").addEventListener("click", () => jump(table.latest));
  $("playback").addEventListener("click", togglePlaying);
  $("slider").addEventListener("input", () => jump(Number($("slider").value)));
  $("at").addEventListener("change", () => jump(Number($("at").value)));
  document.addEventListener("keydown", (event) => {
    if (event.target.closest("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = {ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => jump(1),
      End: () => jump(table.latest)};
    if (moves[event.key]) {
      event.preventDefault();
      moves[event.key]();
    }
  });
  $("board").addEventListener("click", (event) => {
    const element = event.target.closest("[data-target]");
    if (element) pickOnBoard(element.dataset.target);
  });
  $("board").addEventListener("keydown", (event) => {
    const element = event.target.closest("[data-target]");
    if (element && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      pickOnBoard(element.dataset.target);
    }
  });
  document.addEventListener("mouseover", showCard);
  document.addEventListener("focusin", showCard);
  $("seat").addEventListener("submit", (event) => {
    event.preventDefault();
    const token = $("token").value.trim();
    if (!token) return;
    sessionStorage.setItem(tokenKey, token);
    changeSeat(token);
  });
  $("watch").addEventListener("click", () => {
    sessionStorage.removeItem(tokenKey);
    changeSeat(null);
  });
}

function changeSeat(token) {
  table.token = token;
  clearProblem();
  $("decision").dataset.version = "";
  load().catch(report);
}

start();
