#!/usr/bin/env python3
"""Drives headless Chromium through the DevTools protocol over a pipe (--remote-debugging-pipe).

Python standard library only. Reads one JSON command per line on standard input and answers
each with one JSON line on standard output:

  {"open": URL, "width": 1280, "height": 900}  load a page; waits for its load event
  {"eval": EXPR}                                 the value of a JS expression (promises awaited)
  {"key": "ArrowRight"}                          a real key press (keydown + keyup)
  {"click": [X, Y]}                              a real mouse click at page coordinates
  {"screenshot": PATH, "full": true}             a PNG of the viewport (or the whole page)
  {"memory": true}                               after a garbage collection: the JS heap in use,
                                                 the DOM's node count and the renderers' RSS (bytes)
  {"log": true}                                  console errors and uncaught exceptions so far
  {"quit": true}                                 closes the browser

Answers are {"ok": VALUE} or {"error": TEXT}. Used by the gallery's browser tests, by the
benchmark (scripts/bench-gallery) and to take the README's screenshots.
"""
import base64
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile


class Browser:
    def __init__(self):
        executable = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if executable is None:
            raise SystemExit("chromium-cdp: no chromium on PATH; run scripts/setup")
        self.profile = tempfile.mkdtemp(prefix="introkit-chromium-")
        # The browser reads commands on fd 3 and writes answers on fd 4. The child's ends are
        # first moved above 9 so that placing them on 3 and 4 cannot overwrite one another.
        child_read, self.to_browser = os.pipe()
        self.from_browser, child_write = os.pipe()
        high_read = fcntl.fcntl(child_read, fcntl.F_DUPFD, 10)
        high_write = fcntl.fcntl(child_write, fcntl.F_DUPFD, 10)
        for fd in (child_read, child_write):
            os.close(fd)

        def place_pipe_ends():
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        arguments = [
            executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            "--mute-audio", "--user-data-dir=" + self.profile, "about:blank",
        ]
        self.process = subprocess.Popen(
            arguments, preexec_fn=place_pipe_ends, pass_fds=(3, 4),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(high_read)
        os.close(high_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.problems = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
            self.call(domain, session=True)

    def send(self, method, params=None, session=False):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        message = json.loads(message)
        self.note(message)
        return message

    def note(self, message):
        method = message.get("method")
        params = message.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            texts = [str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])]
            self.problems.append("console." + params["type"] + ": " + " ".join(texts))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            description = details.get("exception", {}).get("description") or details.get("text", "")
            self.problems.append("exception: " + description)
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            self.problems.append("log: " + entry.get("text", "") + " " + entry.get("url", ""))
        elif method:
            self.events.append(method)

    def call(self, method, params=None, session=False):
        wanted = self.send(method, params, session)
        while True:
            message = self.receive()
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError(method + ": " + message["error"].get("message", "error"))
                return message.get("result", {})

    def wait_for_event(self, name):
        while name not in self.events:
            self.receive()
        self.events.remove(name)

    def open(self, url, width, height):
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)
        self.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for_event("Page.loadEventFired")
        return url

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {
            "expression": expression, "awaitPromise": True, "returnByValue": True}, session=True)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError(details.get("exception", {}).get("description") or details.get("text", "exception"))
        return result.get("result", {}).get("value")

    def key(self, name):
        codes = {"ArrowLeft": 37, "ArrowRight": 39, "Escape": 27, "Enter": 13}
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", {
                "type": kind, "key": name, "code": name, "windowsVirtualKeyCode": codes.get(name, 0)}, session=True)
        return name

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {
                "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}, session=True)
        return [x, y]

    def screenshot(self, path, full):
        params = {"format": "png"}
        if full:
            params["captureBeyondViewport"] = True
            size = self.call("Page.getLayoutMetrics", session=True)["cssContentSize"]
            params["clip"] = {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}
        data = self.call("Page.captureScreenshot", params, session=True)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return path

    def memory(self):
        self.call("HeapProfiler.collectGarbage", session=True)
        heap = self.call("Runtime.getHeapUsage", session=True)
        counters = self.call("Memory.getDOMCounters", session=True)
        return {"heap": heap["usedSize"], "nodes": counters["nodes"], "rss": self.renderer_rss()}

    def renderer_rss(self):
        """The resident memory of the browser's renderer processes (the pages), from /proc."""
        parents, commands = {}, {}
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open("/proc/%s/stat" % entry) as file:
                    parents[int(entry)] = int(file.read().rsplit(")", 1)[1].split()[1])
                with open("/proc/%s/cmdline" % entry, "rb") as file:
                    commands[int(entry)] = file.read()
            except OSError:
                continue

        def descends(pid):
            while pid in parents and pid != self.process.pid:
                pid = parents[pid]
            return pid == self.process.pid

        total = 0
        for pid, command in commands.items():
            if b"--type=renderer" in command and descends(pid):
                try:
                    with open("/proc/%d/statm" % pid) as file:
                        total += int(file.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
                except OSError:
                    continue
        return total

    def close(self):
        try:
            self.send("Browser.close")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    browser = Browser()
    try:
        for line in sys.stdin:
            if not line.strip():
                continue
            command = json.loads(line)
            try:
                if "open" in command:
                    value = browser.open(command["open"], command.get("width", 1280), command.get("height", 900))
                elif "eval" in command:
                    value = browser.evaluate(command["eval"])
                elif "key" in command:
                    value = browser.key(command["key"])
                elif "click" in command:
                    value = browser.click(*command["click"])
                elif "screenshot" in command:
                    value = browser.screenshot(command["screenshot"], command.get("full", False))
                elif "memory" in command:
                    value = browser.memory()
                elif "log" in command:
                    value = browser.problems
                elif "quit" in command:
                    break
                else:
                    raise RuntimeError("unknown command: " + line.strip())
                answer = {"ok": value}
            except Exception as error:  # the caller decides; the browser stays usable
                answer = {"error": str(error)}
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
    finally:
        browser.close()


if __name__ == "__main__":
    main()
