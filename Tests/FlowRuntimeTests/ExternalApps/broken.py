#!/usr/bin/env python3
"""A deliberately broken flow app for the tests: argv[1] says how it breaks."""
import json
import signal
import subprocess
import sys
import time

mode = sys.argv[1]
if mode == "exit-at-start":
    sys.exit(3)
if mode == "ignore-term":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if mode == "grandchild":
    # A helper left running in the app's process group: it must not outlive the app.
    subprocess.Popen(["sleep", "300"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
if mode == "slow-start":
    time.sleep(float(sys.argv[2]) if len(sys.argv) > 2 else 60)
for line in sys.stdin:
    request = json.loads(line)
    if request.get("method") == "shutdown":
        if mode in ("ignore-shutdown", "ignore-term"):
            continue
        break
    if request["method"] == "initialize":
        reply = {"protocol": 1}
        if mode == "bad-handshake":
            reply = {"protocol": 1, "resolve": {"Cuont": ["x"]}, "confirm": ["Count", "Nope"]}
    elif mode == "crash":
        sys.stderr.write("broken: about to crash\n")
        sys.exit(9)
    elif mode == "hang" or (mode == "slow-handle" and request["method"] == "handle"):
        time.sleep(float(sys.argv[2]) if len(sys.argv) > 2 else 60)
        reply = {"code": "success", "properties": {"count": 3}}
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
if mode in ("ignore-shutdown", "ignore-term"):
    # Deaf to shutdown and to the end of its input: only a signal ends it.
    while True:
        time.sleep(1)
