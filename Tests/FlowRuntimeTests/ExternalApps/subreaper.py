#!/usr/bin/env python3
"""Runs a command as a child-subreaper and says what it left behind.

Usage: subreaper.py [--interrupt-after SECONDS] COMMAND [ARG]...

Made a child-subreaper (prctl PR_SET_CHILD_SUBREAPER), this process becomes
the parent of every process the command leaves behind when it exits, zombies
included, instead of init. So after the command has exited and been reaped,
any child of this process is something the command failed to end and reap.
Prints one JSON object: the command's exit status, how long it ran, its
output and errors, and "left": the leftover processes (pid, state, command
line). Then it kills and reaps them, so the test itself leaves nothing.

A zombie that is not its process group's leader is not counted: it is a
process an app started (a grandchild of the command, handed to this process
when the app exited) that was killed with the app's group. Reaping it is the
job of whoever inherited it (init, or here this process), as the command
cannot wait for a process that is not its child. Every program flow starts
leads a group of its own, so a zombie flow failed to reap is always a leader.
"""
import ctypes
import json
import os
import signal
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def children_of(parent):
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % entry) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            if int(fields[1]) != parent:
                continue
            with open("/proc/%s/cmdline" % entry, "rb") as cmdline:
                command = cmdline.read().replace(b"\0", b" ").decode(errors="replace").strip()
            found.append({"pid": int(entry), "state": fields[0], "leader": int(fields[2]) == int(entry), "command": command})
        except (OSError, IndexError, ValueError):
            continue
    return found


def main():
    arguments = sys.argv[1:]
    interrupt_after = None
    if arguments[:1] == ["--interrupt-after"]:
        interrupt_after = float(arguments[1])
        arguments = arguments[2:]
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print(json.dumps({"error": "prctl(PR_SET_CHILD_SUBREAPER) failed"}))
        return 2
    started = time.monotonic()
    command = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if interrupt_after is not None:
        try:
            command.wait(timeout=interrupt_after)
        except subprocess.TimeoutExpired:
            command.send_signal(signal.SIGINT)
    stdout, stderr = command.communicate(timeout=120)
    elapsed = time.monotonic() - started
    # Orphans are handed to this process as their parent exits: give the kernel a moment.
    time.sleep(0.3)
    children = children_of(os.getpid())
    left = [child for child in children if child["state"] != "Z" or child["leader"]]
    for process in children:
        try:
            os.kill(process["pid"], signal.SIGKILL)
        except OSError:
            pass
    for _ in children:
        try:
            os.wait()
        except ChildProcessError:
            break
    print(json.dumps({"status": command.returncode, "seconds": elapsed, "stdout": stdout.decode(errors="replace"),
                      "stderr": stderr.decode(errors="replace"), "left": left}))
    return 0


sys.exit(main())
