#!/usr/bin/env python3
"""Reminders: a flow app written against the external handler protocol.

Standard library only. Speaks JSON-RPC 2.0, one message per line, on stdin
and stdout (see Sources/FlowApps/External/README.md in the flow sources).
Lists and reminders are kept in reminders.json in the app's own state folder
($FLOW_APP_STATE, which flow makes: apps/Reminders in its state folder).
"""
import json
import os
import sys

STATE = os.environ.get("FLOW_APP_STATE", ".")
DEFAULT_LISTS = ["To-Do", "Groceries", "Work"]


def store_path():
    return os.path.join(STATE, "reminders.json")


def load():
    try:
        with open(store_path()) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {"lists": DEFAULT_LISTS, "reminders": []}


def save(data):
    os.makedirs(STATE, exist_ok=True)
    temporary = store_path() + ".tmp"
    with open(temporary, "w") as f:
        json.dump(data, f, indent=2)
        f.flush()
        os.fsync(f.fileno())
    os.replace(temporary, store_path())


def as_value(reminder):
    """A Reminder as the protocol's custom object."""
    properties = {"title": reminder["title"], "list": reminder["list"], "done": reminder["done"]}
    if reminder.get("alertTime"):
        properties["alertTime"] = reminder["alertTime"]
    return {"identifier": reminder["id"], "displayString": reminder["title"],
            "subtitle": reminder["list"], "properties": properties}


def add_reminder(values):
    data = load()
    reminder = {"id": "r-%d" % (len(data["reminders"]) + 1), "title": values["title"],
                "list": values["list"], "alertTime": values.get("alertTime"), "done": False}
    data["reminders"].append(reminder)
    if reminder["list"] not in data["lists"]:
        data["lists"].append(reminder["list"])
    save(data)
    return {"code": "success", "properties": {"reminder": as_value(reminder)}}


def list_reminders(values):
    data = load()
    wanted = [r for r in data["reminders"] if r["list"] == values.get("list") and not r["done"]]
    return {"code": "success", "properties": {"reminders": [as_value(r) for r in wanted]}}


def complete_reminder(values):
    data = load()
    for reminder in data["reminders"]:
        if reminder["title"].lower() == values.get("title", "").lower() and not reminder["done"]:
            reminder["done"] = True
            save(data)
            return {"code": "success", "properties": {"reminder": as_value(reminder)}}
    return {"code": "notFound", "properties": {}}


def list_options(data):
    """Each list, with how many reminders are left on it as its subtitle."""
    options = []
    for name in data["lists"]:
        left = sum(1 for r in data["reminders"] if r["list"] == name and not r["done"])
        options.append({"value": name, "subtitle": "%d to do" % left if left else "nothing to do"})
    return options


HANDLERS = {"AddReminder": add_reminder, "ListReminders": list_reminders, "CompleteReminder": complete_reminder}


class RequestError(Exception):
    """A request answered with a JSON-RPC error: its code and message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def answer(request):
    method, params = request["method"], request.get("params", {})
    if not isinstance(params, dict):
        raise RequestError(-32602, "params should be an object")
    if method == "initialize":
        return {"protocol": 1, "resolve": {}, "confirm": []}
    if method == "options":
        if params.get("intent") not in ("AddReminder", "ListReminders") or params.get("parameter") != "list":
            raise RequestError(-32602, "no options for %s.%s" % (params.get("intent"), params.get("parameter")))
        return {"options": list_options(load())}
    if method == "handle":
        if params.get("intent") not in HANDLERS:
            raise RequestError(-32602, "unknown intent: %s" % params.get("intent"))
        return HANDLERS[params["intent"]](params.get("values") or {})
    raise RequestError(-32601, "unknown method: %s" % method)


def main():
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            reply = {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "parse error"}}
            print(json.dumps(reply), flush=True)
            continue
        if not isinstance(request, dict) or "method" not in request:
            print(json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "invalid request"}}), flush=True)
            continue
        if request["method"] == "shutdown":
            return
        if "id" not in request:
            continue
        try:
            reply = {"jsonrpc": "2.0", "id": request["id"], "result": answer(request)}
        except RequestError as problem:
            reply = {"jsonrpc": "2.0", "id": request["id"], "error": {"code": problem.code, "message": str(problem)}}
        except (KeyError, TypeError, ValueError) as problem:
            reply = {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32602, "message": "invalid params: %s" % problem}}
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
