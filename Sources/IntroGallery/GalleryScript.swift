/// The gallery page's script. It reads the page's data (a JSON script element, or
/// `gallery-live-data.js` in watch mode) and builds everything with DOM calls and `textContent`,
/// never HTML strings, so names and messages cannot inject markup.
enum GalleryScript {
    static let js = [core, GalleryGridScript.js, snapshots, start].joined(separator: "\n")

    private static let core = #"""
"use strict";
const IntroKitGallery = (() => {
  let data = null;

  /** An element with properties and children. */
  function el(tag, props, ...children) {
    const node = document.createElement(tag);
    Object.assign(node, props || {});
    for (const child of children) if (child != null) node.append(child);
    return node;
  }
  function svgEl(tag, attributes) {
    const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  }
  /** A relative file path as a URL: every segment percent-encoded (spaces, #, %, quotes …). */
  function href(path, revision) {
    const url = path.split("/").map(encodeURIComponent).join("/");
    return revision ? url + "?r=" + encodeURIComponent(revision) : url;
  }
  function t(key, ...values) {
    return (data.strings[key] || key).replace(/\{(\d)\}/g, (_, i) => values[Number(i)]);
  }
  function placeholder(reason, path) {
    return el("div", { className: "placeholder" }, el("span", { textContent: reason }),
      path ? el("a", { href: href(path), textContent: path.split("/").pop() }) : null);
  }

"""#

    private static let snapshots = #"""
  // ---- Snapshot failures: four image views, or a coloured line diff ----
  function imageViews(failure) {
    const [width, height] = failure.expectedSize || failure.actualSize || [0, 0];
    const picture = (path, id) => {
      const image = el("img", { src: href(path), alt: path, className: id });
      image.addEventListener("error", () => image.replaceWith(placeholder(t("loadFailed"), path)));
      return image;
    };
    const slider = (name, start, apply) => {
      const input = el("input", { type: "range", min: "0", max: "100", value: String(start), className: name });
      input.style.width = width + "px";
      input.addEventListener("input", () => apply(Number(input.value)));
      apply(start);
      return input;
    };
    const stacked = (name, start, apply) => {
      const top = el("div", { className: "top" }, picture(failure.actual, "actual"));
      const stack = el("div", { className: "stack" }, picture(failure.expected, "expected"), top);
      const divider = name === "swipe" ? el("div", { className: "divider" }) : null;
      if (divider) stack.append(divider);
      return el("div", {}, slider(name, start, (v) => apply(top, divider, v)), el("br"), stack);
    };
    const differenceOnly = () => {
      const panel = Math.max(width, failure.actualSize ? failure.actualSize[0] : 0);
      const image = picture(failure.difference, "difference");
      image.style.marginLeft = -(panel + 4) + "px";
      const crop = el("div", { className: "crop" }, image);
      crop.style.width = panel + "px";
      return crop;
    };
    const views = {
      side: () => el("div", { className: "side" },
        el("figure", {}, el("figcaption", { textContent: t("expected") }), picture(failure.expected, "expected")),
        el("figure", {}, el("figcaption", { textContent: t("actual") }), picture(failure.actual, "actual"))),
      swipe: () => stacked("swipe", 50, (top, divider, v) => {
        top.style.clipPath = `inset(0 0 0 ${v}%)`;
        divider.style.left = v + "%";
      }),
      onion: () => stacked("onion", 50, (top, _, v) => { top.style.opacity = String(v / 100); }),
      difference: () => failure.difference ? differenceOnly() : el("p", { className: "empty", textContent: t("noDifference") }),
    };
    const area = el("div", { className: "view" });
    const buttons = Object.keys(views).map((name) => {
      const button = el("button", { textContent: t("view." + name), className: "view-" + name });
      button.addEventListener("click", () => {
        for (const other of buttons) other.setAttribute("aria-pressed", String(other === button));
        area.replaceChildren(views[name]());
      });
      return button;
    });
    const size = width ? el("span", { className: "empty", textContent: `${width}×${height} px` }) : null;
    const box = el("div", {}, el("div", { className: "views" }, ...buttons, size), area);
    buttons[0].click();
    return box;
  }

  function lineDiff(failure) {
    const classes = { "-": "del", "+": "ins", "@": "hunk", " ": "same" };
    const prefix = { "-": "-", "+": "+", "@": "", " ": " " };
    return el("pre", { className: "diff" }, ...failure.lines.map((line) =>
      el("span", { className: classes[line.op] || "same", textContent: (prefix[line.op] ?? "") + line.text })));
  }

  function renderFailures(main) {
    if (!data.failures.length) main.append(el("p", { className: "empty", textContent: t("noFailures") }));
    for (const failure of data.failures) {
      const copy = el("button", { textContent: t("copy") });
      copy.addEventListener("click", () => navigator.clipboard?.writeText(failure.rerecord).catch(() => {}));
      const body = failure.kind === "image" && failure.expected && failure.actual ? imageViews(failure)
        : failure.lines.length ? lineDiff(failure) : null;
      main.append(el("article", { className: "failure " + failure.kind },
        el("h2", { textContent: failure.test + " · " + failure.snapshot }),
        el("div", { className: "command" }, el("code", { textContent: failure.rerecord }), copy),
        el("div", { className: "message", textContent: failure.message }), body));
    }
  }

"""#

    private static let start = #"""
  // ---- Start, and watch mode: poll gallery-live.js, load the data when it changed ----
  function renderProblems() {
    const box = document.getElementById("problems");
    box.replaceChildren(...(data.problems || []).map((p) =>
      el("div", {}, el("strong", { textContent: t("inputFailed", p.file) }), el("pre", { textContent: p.messages.join("\n") }))));
  }

  function render() {
    const main = document.getElementById("main");
    const bar = document.getElementById("bar");
    main.replaceChildren();
    bar.replaceChildren(el("h1", { textContent: data.title }));
    renderProblems();
    if (data.kind === "snapshots") {
      bar.append(el("span", { id: "count", textContent: t("failures", data.failures.length) }));
      fitBar();
      renderFailures(main);
      return;
    }
    readEntries();
    buildFilters(bar, controlState());
    fitBar();
    if (!entries.length) main.append(el("p", { className: "empty", textContent: t("noEntries") }));
    renderPreviews(main);
  }

  /** Watch mode: the data of a newer generation, and its frames. */
  function update(next, frameSets) {
    if (!data || next.generation === data.generation) return;
    data = next;
    renderProblems();
    updatePreviews(frameSets);
    document.body.dataset.generation = String(next.generation);
  }

  /** Room at the top of the page for the bar, which stays in view however the page scrolls. */
  function fitBar() {
    document.body.style.paddingTop = document.getElementById("bar").offsetHeight + "px";
  }

  /** Runs a script beside the page (a fresh copy), then removes its element. */
  function load(name, done) {
    const script = el("script", { src: name + "?t=" + Date.now() });
    const finish = () => { script.remove(); done?.(); };
    script.addEventListener("load", finish);
    script.addEventListener("error", finish);
    document.head.append(script);
  }
  /** gallery-live.js says which generation is on disk; the data is loaded only when it is new. */
  let loadingData = false;
  function announce(generation) {
    if (!data || generation === data.generation || loadingData) return;
    loadingData = true;
    load("gallery-live-data.js", () => { loadingData = false; });
  }
  function poll() {
    setInterval(() => load("gallery-live.js"), 1000);
  }

  function start() {
    data = JSON.parse(document.getElementById("gallery-data").textContent);
    document.title = data.title;
    render();
    document.addEventListener("keydown", onKey);
    new ResizeObserver(() => { fitBar(); queuePaint(); }).observe(document.getElementById("bar"));
    addEventListener("scroll", queuePaint, { passive: true });
    addEventListener("resize", queuePaint);
    if (data.live) poll();
    document.body.dataset.generation = String(data.generation);
    document.body.dataset.ready = "1";
    performance.mark("gallery-ready");
  }

  /** The tiles shown (filters applied), in reading order: for scripted checks. */
  const shown = () => grid.order.slice();

  return { start, update, announce, shown };
})();
IntroKitGallery.start();
"""#
}
