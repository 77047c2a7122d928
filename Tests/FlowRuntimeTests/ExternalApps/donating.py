#!/usr/bin/env python3
"""A test app that donates, deletes and suggests through the protocol's
notifications while it handles `Sync`, the way an app reports what a person
did in its own window. Some notifications are wrong on purpose: flow must log
and ignore them, and the run must still succeed."""
import json
import sys


def send(message):
    print(json.dumps(message), flush=True)


def notify(method, params):
    send({"jsonrpc": "2.0", "method": method, "params": params})


for line in sys.stdin:
    request = json.loads(line)
    if "id" not in request:
        if request.get("method") == "shutdown":
            break
        continue
    method = request["method"]
    if method == "initialize":
        result = {"protocol": 1}
    elif method == "handle":
        notify("donate", {"intent": "Visit", "values": {"page": "Recipes", "count": 2}, "identifier": "v-1", "group": "pages"})
        notify("donate", {"intent": "Visit", "values": {"page": "Menu"}, "identifier": "v-2"})
        notify("donate", {"activity": "readRecipe", "title": "Read ${recipe}", "payload": {"recipe": "Tomato soup", "scroll": 79},
                          "requiredKeys": ["recipe"]})
        notify("donate", {"intent": "Nonexistent", "values": {}})
        notify("donate", {"intent": "Visit", "values": {"page": 12}})
        notify("deleteDonations", {"identifiers": ["v-2"]})
        notify("deleteDonations", {"everything": True})
        notify("suggest", {"suggestions": [{"intent": "Visit", "values": {"page": "Specials"}, "title": "See the specials",
                                            "relevance": {"days": ["fri"], "from": "11:00", "until": "14:30"}}]})
        notify("wave", {})
        result = {"code": "success", "properties": {}}
    else:
        send({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "unknown"}})
        continue
    send({"jsonrpc": "2.0", "id": request["id"], "result": result})
