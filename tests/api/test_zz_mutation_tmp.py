from tests.api import test_oath_rest as t
from tests.api.test_oath_rest import seeded  # noqa

def test_raw_events_would_be_flagged(app, http, ledger_client, seeded):
    created, clients = t.create(http)
    final, answered, _, _ = t.play_to_the_end(app, http, created, clients)
    ledger = app.extensions["ledger"]
    hidden = t.secret_at_each_version(ledger, created["id"], [None, 0, 1, 2, 3])
    flagged = {}
    for e in ledger.store.read(created["id"])[1:]:
        for viewer in [None, 0, 1, 2, 3]:
            if viewer != e["seat"] and t.cards_named(e["move"]) & hidden[e["version"]-1, viewer] & hidden[e["version"], viewer]:
                flagged.setdefault(answered[e["version"]][1], 0)
                flagged[answered[e["version"]][1]] += 1
    print(flagged)
    assert flagged
