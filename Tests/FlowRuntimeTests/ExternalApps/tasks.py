#!/usr/bin/env python3
"""A small flow app for the kit's tests of strict answers: argv[1] says which
rule of the protocol it breaks (or "good": none)."""
import json
import sys

mode = sys.argv[1]
handled = False


def answer(method, params):
    global handled
    if method == "initialize":
        return {"protocol": 1, "resolve": {"AddTask": ["title"]}}
    if method == "resolve":
        if mode == "undeclared-reason":
            return {"result": "unsupported", "reason": "tooLong"}
        if mode == "unsupported" and params.get("value") is not None:
            return {"result": "unsupported", "reason": "tooShort"}
        if params.get("value") is None:
            return {"result": "needsValue"}
        return {"result": "success", "value": params["value"]}
    if method == "handle":
        if mode == "unsupported":
            # The kit must not send handle once title was unsupported.
            raise ValueError("handle was sent a title that resolve refused")
        task = {"identifier": "t-1", "displayString": params["values"]["title"],
                "properties": {"title": params["values"]["title"], "due": "2026-11-24T10:00:00.123Z"}}
        if mode == "missing-due":
            del task["properties"]["due"]
        return {"code": "success", "properties": {"task": task}}
    raise LookupError(method)


for line in sys.stdin:
    try:
        request = json.loads(line)
    except ValueError:
        print(json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "not JSON"}}), flush=True)
        continue
    if not isinstance(request, dict) or "method" not in request:
        print(json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "not a request"}}), flush=True)
        continue
    if request["method"] == "shutdown":
        break
    if "id" not in request:
        continue
    try:
        params = request.get("params", {})
        if not isinstance(params, dict):
            raise TypeError("params")
        if request["method"] in ("handle", "resolve") and params.get("intent") != "AddTask":
            raise TypeError("intent")
        reply = {"result": answer(request["method"], params)}
    except LookupError:
        reply = {"error": {"code": -32601, "message": "unknown method"}}
    except (TypeError, KeyError, ValueError) as problem:
        reply = {"error": {"code": -32602, "message": str(problem)}}
    reply.update({"jsonrpc": "2.0", "id": request["id"]})
    print(json.dumps(reply), flush=True)
