#!/usr/bin/env python3
"""Split: a flow app in Python, one JSON-RPC message per line on stdin and stdout."""
import json
import sys
from decimal import ROUND_UP, Decimal


class Refusal(Exception):
    """A request answered with a JSON-RPC error code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def split_bill(values):
    total = values["total"]
    share = Decimal(total["amount"]) / values["people"]
    share = share.quantize(Decimal("0.01"), rounding=ROUND_UP)
    return {"code": "success", "properties": {"share": {"amount": str(share), "currency": total["currency"]}}}


def answer(method, params):
    if not isinstance(params, dict):
        raise Refusal(-32602, "params should be an object")
    if method == "initialize":
        return {"protocol": 1}
    if method != "handle":
        raise Refusal(-32601, "unknown method: %s" % method)
    if params.get("intent") != "SplitBill":
        raise Refusal(-32602, "unknown intent: %s" % params.get("intent"))
    return split_bill(params.get("values", {}))


def reply_to(line):
    """The answer to one line, or None when none is due."""
    try:
        request = json.loads(line)
    except ValueError:
        return {"id": None, "error": {"code": -32700, "message": "not JSON"}}
    if not isinstance(request, dict) or "method" not in request:
        return {"id": None, "error": {"code": -32600, "message": "not a request"}}
    if request["method"] == "shutdown":
        sys.exit(0)
    if "id" not in request:
        return None  # any other notification: no answer
    try:
        return {"id": request["id"], "result": answer(request["method"], request.get("params", {}))}
    except Refusal as refusal:
        return {"id": request["id"], "error": {"code": refusal.code, "message": str(refusal)}}
    except (KeyError, TypeError, ArithmeticError) as problem:
        return {"id": request["id"], "error": {"code": -32602, "message": "invalid params: %r" % problem}}


for line in sys.stdin:
    reply = reply_to(line)
    if reply is not None:
        reply["jsonrpc"] = "2.0"
        print(json.dumps(reply), flush=True)
