// A TypeScript client of gameledger, as a third-party developer would write one: openapi-fetch over the types
// openapi-typescript writes from openapi.yaml (schema.d.ts). It makes the calls the Python client's test makes and
// plays each game to its end: Dominion between two humans and of a human against a bot, Oath of one human against
// two bots, the lobby with a player key and an invitation, a resignation and an end by agreement, a campaign of two
// bot games; it reads each result and verifies each replay. Checked by `tsc --strict`, then run with node against
// the service (tests/clients/test_generated_clients.py): `node client.js http://127.0.0.1:8000`.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

declare const process: { argv: string[] };          // node's, without @types/node

type Schemas = components["schemas"];
type Decision = Schemas["Decision"];
type Move = Schemas["Move"];
type NewGame = Schemas["GameCreate"];
type Asked = Extract<Decision, { kind: string }>;

/** The seat's own decision, in full (someone else's shows only whose it is: `player`). */
function isAsked(decision: Decision): decision is Asked {
  return "kind" in decision;
}

const base = process.argv[2];
const anyone = createClient<paths>({ baseUrl: base });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const WAIT_MS = 180_000;

function check<T>(answer: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (answer.data === undefined) {
    throw new Error(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

let seed = 7;
function random(): number {                         // a seeded one, so a failing run plays the same game again
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

const BIG_MONEY: Move[] = [{ play_all: "treasures" }, { buy: "Province" }, { buy: "Gold" }, { buy: "Silver" }];

/** A human seat's answer, from its decision: Big Money where it buys, else one of the choices, or the fewest
 * cards a pick allows. */
function answer(decision: Asked): Move {
  if ("pick" in decision) {
    return { cards: decision.pick.cards.slice(0, decision.pick.at_least) } as Move;
  }
  const choices: Move[] = decision.choices;
  const listed = choices.map((choice) => JSON.stringify(choice));
  for (const wanted of BIG_MONEY) {
    const place = listed.indexOf(JSON.stringify(wanted));
    if (place >= 0) return choices[place];
  }
  if (decision.kind === "action" || decision.kind === "buy") return choices[choices.length - 1];
  return choices[Math.floor(random() * choices.length)];
}

class Table {
  moves = 0;
  constructor(readonly id: string, readonly tokens: Map<number, string>) {}

  static async create(body: NewGame): Promise<Table> {
    const made = check(await anyone.POST("/games", { body }), "createGame");
    const tokens = new Map<number, string>();
    for (const seat of made.seats) if (seat.token) tokens.set(seat.seat, seat.token);
    return new Table(made.id, tokens);
  }

  /** Answer every human decision until the game is over, waiting while a bot moves. */
  async play(): Promise<void> {
    const game_id = this.id;
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const awaited = check(await anyone.GET("/games/{game_id}/decision", { params: { path: { game_id } } }),
                            "getDecision").decision;
      if (awaited === null) return;
      const token = this.tokens.get(awaited.player);
      if (token === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 10));        // a bot's: the worker plays it
        continue;
      }
      const asked = check(await anyone.GET("/games/{game_id}/decision", {
        params: { path: { game_id } }, headers: bearer(token) }), "getDecision");
      const decision = asked.decision;
      if (decision === null || !isAsked(decision)) continue;           // it moved on meanwhile
      const moved = check(await anyone.POST("/games/{game_id}/moves", {
        params: { path: { game_id }, header: { "If-Match": `"${asked.version}"` } }, headers: bearer(token),
        body: { move: answer(decision) } }), "submitMove");
      if (moved.version !== asked.version + 1) throw new Error(`move at ${asked.version} made ${moved.version}`);
      this.moves += 1;
    }
    throw new Error(`game ${game_id} did not end within ${WAIT_MS} ms`);
  }

  /** The finished game: its result, and its replay verified. */
  async over(ending?: string): Promise<Schemas["Result"]> {
    const game_id = this.id;
    const game = check(await anyone.GET("/games/{game_id}", { params: { path: { game_id } } }), "getGame");
    if (game.status !== "finished" || !game.result || game.decision !== undefined) {
      throw new Error(`game ${game_id} is ${game.status}`);
    }
    if (ending !== undefined && game.result.ending !== ending) throw new Error(`ended by ${game.result.ending}`);
    const events = check(await anyone.GET("/games/{game_id}/events", {
      params: { path: { game_id }, query: { start: 1, limit: 1000 } } }), "listEvents");
    const first = events.events[0];
    if (events.events.length !== game.version || first.type !== "created" || first.ruleset !== game.ruleset) {
      throw new Error(`the events of ${game_id} are not its ${game.version}`);
    }
    const verified = check(await anyone.GET("/games/{game_id}/verify", { params: { path: { game_id } } }),
                           "verifyGame");
    if (!verified.verified) throw new Error(`game ${game_id} does not replay: ${verified.detail}`);
    return game.result;
  }
}

async function twoHumansPlayDominion(): Promise<void> {
  const table = await Table.create({ ruleset: "dominion", options: { preset: "First Game" },
                                     seats: [{ name: "Ana" }, { name: "Ben" }] });
  await table.play();
  const result = await table.over();
  console.log(`Dominion, two humans: ${result.ending}, won by ${result.winner_names.join(" and ")}`);
}

async function aHumanPlaysDominionAgainstABot(): Promise<void> {
  const table = await Table.create({ ruleset: "dominion", seats: [{ name: "Ana" }, { name: "Bot", bot: "big-money" }] });
  await table.play();
  console.log(`Dominion against a bot: ${(await table.over()).ending} after ${table.moves} moves of Ana's`);
}

async function oneHumanPlaysOath(): Promise<void> {
  const table = await Table.create({ ruleset: "oath", options: { chronicle: "new" }, seats: [
    { name: "Ana" }, { name: "Bot 1", bot: "oath" }, { name: "Bot 2", bot: "oath-easy" }] });
  await table.play();
  console.log(`Oath against two bots: ${(await table.over()).ending}`);
}

async function theLobbyAndTheGamesLife(): Promise<void> {
  const key = check(await anyone.POST("/players"), "createPlayerKey").player_key;
  if (key === undefined) throw new Error("no player key");
  const made = check(await anyone.POST("/games", { body: { ruleset: "dominion", seats: [
    { name: "Ana" }, { open: true }, { open: true }] } }), "createGame");
  const game_id = made.id;
  const creator = made.creator_token ?? "";
  const invited = check(await anyone.POST("/games/{game_id}/seats/{seat}/invitation", {
    params: { path: { game_id, seat: 2 } }, headers: bearer(creator) }), "inviteToSeat");
  const ben = check(await anyone.POST("/games/{game_id}/seats/{seat}/join", {
    params: { path: { game_id, seat: 1 } }, body: { name: "Ben", player_key: key } }), "joinSeat");
  const cy = check(await anyone.POST("/games/{game_id}/seats/{seat}/join", {
    params: { path: { game_id, seat: 2 } }, body: { name: "Cy", invitation: invited.invitation } }), "joinSeat");
  if (cy.status !== "active") throw new Error("the last join did not start the game");
  const mine = check(await anyone.GET("/me/games", { headers: bearer(key) }), "listMyGames");
  if (!mine.games?.some((game) => game.id === game_id)) throw new Error("the game is not among the key's");
  check(await anyone.POST("/games/{game_id}/resign", { params: { path: { game_id } }, headers: bearer(cy.token ?? "") }),
        "resignGame");
  check(await anyone.POST("/games/{game_id}/end-offers", { params: { path: { game_id } },
                                                          headers: bearer(made.seats[0].token ?? "") }), "offerEnd");
  const agreed = check(await anyone.POST("/games/{game_id}/end-offers", { params: { path: { game_id } },
                                                                          headers: bearer(ben.token ?? "") }), "offerEnd");
  if (agreed.status !== "finished") throw new Error(`after both offers the game is ${agreed.status}`);
  await new Table(game_id, new Map()).over("agreement");

  const duel = await Table.create({ ruleset: "dominion", seats: [{ name: "Ana" }, { name: "Ben" }] });
  check(await anyone.POST("/games/{game_id}/resign", { params: { path: { game_id: duel.id } },
                                                      headers: bearer(duel.tokens.get(0) ?? "") }), "resignGame");
  const result = await duel.over("resignation");
  console.log(`the lobby: an end by agreement; a resignation won by ${result.winner_names[0]}`);
}

async function aCampaignOfTwoBotGames(): Promise<void> {
  const campaign = check(await anyone.POST("/campaigns", { body: { name: "TypeScript", players: [
    { name: "Ann", bot: "oath-easy" }, { name: "Bo", bot: "oath-easy" }, { name: "Cid", bot: "oath-easy" }] } }),
    "createCampaign");
  const campaign_id = campaign.id ?? "";
  const stranger = await anyone.POST("/campaigns/{campaign_id}/games", { params: { path: { campaign_id } } });
  if (stranger.response.status !== 401) throw new Error(`a stranger advanced the campaign: ${stranger.response.status}`);
  for (const number of [1, 2]) {
    const started = check(await anyone.POST("/campaigns/{campaign_id}/games", {
      params: { path: { campaign_id } }, headers: bearer(campaign.owner_token ?? "") }), "startCampaignGame");
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const info = check(await anyone.GET("/campaigns/{campaign_id}", { params: { path: { campaign_id } } }),
                         "getCampaign");
      if (info.status === "refused" || info.status === "ended" || Date.now() > deadline) {
        throw new Error(`campaign ${campaign_id}: ${info.status_text}`);
      }
      if (info.game !== number) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Table(started.id ?? "", new Map()).over();
  }
  console.log("a campaign of two bot games");
}

await twoHumansPlayDominion();
await aHumanPlaysDominionAgainstABot();
await oneHumanPlaysOath();
await theLobbyAndTheGamesLife();
await aCampaignOfTwoBotGames();
console.log("all games over and verified");
