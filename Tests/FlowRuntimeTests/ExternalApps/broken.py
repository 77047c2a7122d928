#!/usr/bin/env python3
"""A deliberately broken flow app for the tests: argv[1] says how it breaks."""
import json
import sys
import time

mode = sys.argv[1]
if mode == "exit-at-start":
    sys.exit(3)
for line in sys.stdin:
    request = json.loads(line)
    if request.get("method") == "shutdown":
        if mode == "ignore-shutdown":
            continue
        break
    if request["method"] == "initialize":
        reply = {"protocol": 1}
        if mode == "bad-handshake":
            reply = {"protocol": 1, "resolve": {"Cuont": ["x"]}, "confirm": ["Count", "Nope"]}
    elif mode == "crash":
        sys.stderr.write("broken: about to crash\n")
        sys.exit(9)
    elif mode == "hang":
        time.sleep(60)
    elif mode == "garbage":
        sys.stdout.write("this is not json\n")
        sys.stdout.flush()
        continue
    elif mode == "wrong-id":
        reply = {"code": "success", "properties": {}}
        print(json.dumps({"jsonrpc": "2.0", "id": request["id"] + 100, "result": reply}), flush=True)
        continue
    elif mode == "oversize":
        sys.stdout.write('{"jsonrpc": "2.0", "id": %d, "result": "%s"}\n' % (request["id"], "x" * (2 << 20)))
        sys.stdout.flush()
        continue
    elif mode == "wrong-type":
        reply = {"code": "success", "properties": {"count": "many"}}
    elif mode == "no-output":
        reply = {"code": "success", "properties": {}}
    else:
        reply = {"code": "success", "properties": {"count": 3}}
    print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": reply}), flush=True)
