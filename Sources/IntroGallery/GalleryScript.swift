/// The gallery page's script. It reads the page's data (a JSON script element, or
/// `gallery-live.js` in watch mode) and builds everything with DOM calls and `textContent`,
/// never HTML strings, so names and messages cannot inject markup.
enum GalleryScript {
    static let js = #"""
"use strict";
const IntroKitGallery = (() => {
  let data = null;
  let tiles = [];
  let zoomed = -1;
  const filters = ["idiom", "orientation", "scheme", "locale", "dynamicType", "page"];

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

  // ---- Previews: a grid per file and page, one column per device, tiles to scale ----
  const deviceOrder = (a, b) => (a.idiom === b.idiom ? 0 : a.idiom === "phone" ? -1 : 1)
    || a.width * a.height - b.width * b.height || a.id.localeCompare(b.id);
  const value = (entry, name) => name === "idiom" ? entry.device.idiom : String(entry[name]);
  const variant = (e) => [e.orientation, e.scheme, e.locale, e.dynamicType, e.backend, e.time ?? ""].join("\u0000");
  const isImage = (e) => e.thumbnail || (e.mediaType || "").startsWith("image/");
  /** Warnings and errors: what a tile shows and the lint filter keeps (notes only on zoom). */
  const problems = (e) => e.findings.filter((f) => f.severity !== "note");

  function frames(entry) {
    const flagged = new Set(problems(entry).map((f) => f.element));
    const svg = svgEl("svg", { class: "frames", viewBox: `0 0 ${entry.device.width} ${entry.device.height}`,
      preserveAspectRatio: "none" });
    for (const frame of entry.frames) {
      const rect = svgEl("rect", { x: frame.x, y: frame.y, width: frame.width, height: frame.height });
      if (flagged.has(frame.id)) rect.setAttribute("class", "flagged");
      rect.append(svgEl("title", {}));
      rect.firstChild.textContent = frame.id;
      const label = svgEl("text", { x: frame.x + 1, y: frame.y + 5 });
      label.textContent = frame.id;
      svg.append(rect, label);
    }
    return svg;
  }

  function findingList(findings) {
    if (!findings.length) return null;
    return el("ul", { className: "findings" }, ...findings.map((f) =>
      el("li", { className: f.severity, textContent: (f.element ? f.element + ": " : "") + f.message })));
  }

  function tile(entry) {
    const figure = el("figure", { className: "tile", tabIndex: 0 });
    figure.style.setProperty("--w", entry.device.width);
    figure.style.setProperty("--h", entry.device.height);
    for (const name of filters) figure.dataset[name] = value(entry, name);
    const shown = problems(entry);
    figure.dataset.lint = shown.length ? "1" : "0";
    const shot = el("div", { className: "shot" });
    if (entry.problem) {
      shot.append(placeholder(entry.problem, entry.path));
    } else if (isImage(entry)) {
      const image = el("img", { alt: entry.path, decoding: "async", src: href(entry.thumbnail || entry.path, entry.revision) });
      image.addEventListener("error", () => image.replaceWith(placeholder(t("loadFailed"), entry.path)));
      shot.append(image);
    } else {
      shot.append(placeholder(t("notAnImage", entry.backend), entry.path));
    }
    if (document.body.classList.contains("overlay")) shot.append(frames(entry));
    const errors = shown.filter((f) => f.severity === "error").length;
    const badge = shown.length
      ? el("span", { className: "badge " + (errors ? "error" : "warning"), textContent: "⚠ " + shown.length }) : null;
    figure.append(shot, el("figcaption", {}, badge, findingList(shown)));
    figure.entry = entry;
    figure.addEventListener("click", () => openZoom(tiles.indexOf(figure)));
    return figure;
  }

  function renderPreviews(main) {
    const byFile = new Map();
    for (const entry of data.entries) {
      const pages = byFile.get(entry.file) || byFile.set(entry.file, new Map()).get(entry.file);
      (pages.get(entry.page) || pages.set(entry.page, []).get(entry.page)).push(entry);
    }
    for (const file of [...byFile.keys()].sort()) {
      const section = el("section", { className: "file" }, el("h2", { textContent: file }));
      const pages = byFile.get(file);
      for (const page of [...pages.keys()].sort((a, b) => a - b)) {
        const entries = pages.get(page);
        const devices = [...new Map(entries.map((e) => [e.device.id, e.device])).values()].sort(deviceOrder);
        const rows = [...new Set(entries.map(variant))].sort();
        const grid = el("div", { className: "grid" });
        grid.style.gridTemplateColumns = `max-content repeat(${devices.length}, max-content)`;
        /** Puts a cell at a row and column of the grid (explicitly, so hidden cells shift nothing). */
        const place = (cell, row, column) => {
          cell.style.gridArea = `${row + 2} / ${column + 2}`;
          Object.assign(cell.dataset, { row, column });
          grid.append(cell);
        };
        devices.forEach((device, column) => place(el("div", { className: "device", textContent: device.name }), -1, column));
        rows.forEach((row, index) => {
          const sample = entries.find((e) => variant(e) === row);
          const label = [sample.scheme, sample.orientation, sample.locale, sample.dynamicType, sample.backend]
            .concat(sample.time != null ? [sample.time + " s"] : []);
          place(el("div", { className: "variant" }, ...label.map((part) => el("div", { textContent: part }))), index, -1);
          devices.forEach((device, column) => {
            const entry = entries.find((e) => e.device.id === device.id && variant(e) === row);
            if (entry) place(tile(entry), index, column);
          });
        });
        section.append(el("div", { className: "page" }, el("h3", { textContent: t("page", page) }), grid));
      }
      main.append(section);
    }
    tiles = [...main.querySelectorAll(".tile")];
  }

  function buildFilters(bar) {
    for (const name of filters) {
      const values = [...new Set(data.entries.map((e) => value(e, name)))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
      if (values.length < 2) continue;
      const select = el("select", { id: "filter-" + name }, el("option", { value: "", textContent: t("all") }),
        ...values.map((v) => el("option", { value: v, textContent: data.strings["value." + v] || v })));
      select.addEventListener("change", applyFilters);
      bar.append(el("label", {}, t("filter." + name), select));
    }
    const lint = el("input", { type: "checkbox", id: "filter-lint" });
    lint.addEventListener("change", applyFilters);
    const overlay = el("input", { type: "checkbox", id: "overlay" });
    overlay.addEventListener("change", () => setOverlay(overlay.checked));
    const size = el("input", { type: "range", id: "size", min: "0.1", max: "0.6", step: "0.05", value: "0.25" });
    size.addEventListener("input", () => document.documentElement.style.setProperty("--ppt", size.value));
    bar.append(el("label", {}, lint, t("filter.lint")), el("label", {}, overlay, t("overlay")),
      el("label", {}, t("size"), size), el("span", { id: "count" }));
  }

  function applyFilters() {
    const chosen = filters.map((name) => [name, document.getElementById("filter-" + name)?.value || ""]);
    const lintOnly = document.getElementById("filter-lint")?.checked;
    let shown = 0;
    for (const figure of tiles) {
      const visible = chosen.every(([name, v]) => !v || figure.dataset[name] === v) && (!lintOnly || figure.dataset.lint === "1");
      figure.hidden = !visible;
      if (visible) shown += 1;
    }
    for (const grid of document.querySelectorAll(".grid")) {
      const shown = [...grid.querySelectorAll(".tile:not([hidden])")];
      for (const label of grid.querySelectorAll(".variant")) label.hidden = !shown.some((t) => t.dataset.row === label.dataset.row);
      for (const head of grid.querySelectorAll(".device")) head.hidden = !shown.some((t) => t.dataset.column === head.dataset.column);
    }
    for (const page of document.querySelectorAll(".page")) page.hidden = !page.querySelector(".tile:not([hidden])");
    for (const section of document.querySelectorAll("section.file")) section.hidden = !section.querySelector(".page:not([hidden])");
    const count = document.getElementById("count");
    if (count) count.textContent = t("count", shown, tiles.length);
  }

  function setOverlay(on) {
    document.body.classList.toggle("overlay", on);
    if (!on) return;
    for (const figure of tiles) {
      const shot = figure.querySelector(".shot");
      if (!shot.querySelector("svg.frames")) shot.append(frames(figure.entry));
    }
  }

  // ---- Zoom: one output at 1:1, ← → to move through the visible tiles, Esc to close ----
  function openZoom(index) {
    const figure = tiles[index];
    if (!figure) return;
    zoomed = index;
    const entry = figure.entry;
    const layer = document.getElementById("zoom");
    const close = el("button", { id: "zoom-close", textContent: t("close") });
    close.addEventListener("click", closeZoom);
    const previous = el("button", { textContent: "←" });
    previous.addEventListener("click", () => step(-1));
    const next = el("button", { textContent: "→" });
    next.addEventListener("click", () => step(1));
    const stage = el("div", { className: "stage" });
    if (entry.problem) {
      stage.style.width = entry.device.width + "px";
      stage.style.height = entry.device.height + "px";
      stage.append(placeholder(entry.problem, entry.path));
    } else if (isImage(entry)) {
      const image = el("img", { id: "zoom-image", alt: entry.path, src: href(entry.path, entry.revision) });
      image.style.width = (entry.pixelWidth || entry.device.width) + "px";
      image.addEventListener("error", () => image.replaceWith(placeholder(t("loadFailed"), entry.path)));
      stage.append(image, frames(entry));
    } else {
      stage.append(el("a", { href: href(entry.path), textContent: entry.path }));
    }
    const meta = [entry.device.name, entry.orientation, entry.scheme, entry.locale, entry.dynamicType, entry.backend,
      entry.pixelWidth ? entry.pixelWidth + "×" + entry.pixelHeight + " px" : null].filter(Boolean).join(" · ");
    layer.replaceChildren(el("div", { className: "head" }, el("strong", { textContent: entry.path }), previous, next, close),
      el("div", { textContent: meta }), findingList(entry.findings), stage);
    layer.hidden = false;
    close.focus();
  }
  function closeZoom() {
    const layer = document.getElementById("zoom");
    layer.hidden = true;
    layer.replaceChildren();
    if (tiles[zoomed]) tiles[zoomed].focus();
    zoomed = -1;
  }
  /** The next visible tile from `index` in direction `by` (±1), or -1. */
  function nextVisible(index, by) {
    for (let i = index + by; i >= 0 && i < tiles.length; i += by) if (!tiles[i].hidden) return i;
    return -1;
  }
  function step(by) {
    const target = nextVisible(zoomed, by);
    if (target >= 0) openZoom(target);
  }
  function onKey(event) {
    if (event.target.tagName === "SELECT" || event.target.tagName === "INPUT") return;
    const open = !document.getElementById("zoom").hidden;
    if (event.key === "Escape" && open) closeZoom();
    else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      const by = event.key === "ArrowRight" ? 1 : -1;
      if (open) step(by);
      else {
        const target = nextVisible(tiles.indexOf(document.activeElement), by);
        if (target >= 0) tiles[target].focus();
      }
    } else if (event.key === "Enter" && !open && tiles.includes(document.activeElement)) {
      openZoom(tiles.indexOf(document.activeElement));
    } else return;
    event.preventDefault();
  }

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

  // ---- Start, and watch mode: poll gallery-live.js, reload what changed ----
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
      renderFailures(main);
      return;
    }
    buildFilters(bar);
    if (!data.entries.length) main.append(el("p", { className: "empty", textContent: t("noEntries") }));
    renderPreviews(main);
    applyFilters();
  }

  function update(next) {
    if (!data || next.generation === data.generation) return;
    const sameTiles = next.entries.length === data.entries.length
      && next.entries.every((e, i) => e.path === data.entries[i].path && e.file === data.entries[i].file);
    const previous = data;
    data = next;
    if (!sameTiles || !document.getElementById("zoom").hidden) {
      const state = filters.map((name) => document.getElementById("filter-" + name)?.value);
      render();
      filters.forEach((name, i) => { const s = document.getElementById("filter-" + name); if (s && state[i]) s.value = state[i]; });
      applyFilters();
      return;
    }
    renderProblems();
    tiles.forEach((figure, i) => {
      if (previous.entries[i].revision !== next.entries[i].revision) figure.replaceWith(tiles[i] = tile(next.entries[i]));
    });
    applyFilters();
    document.body.dataset.generation = String(next.generation);
  }

  function poll() {
    setInterval(() => {
      const script = el("script", { src: "gallery-live.js?t=" + Date.now() });
      script.addEventListener("load", () => script.remove());
      script.addEventListener("error", () => script.remove());
      document.head.append(script);
    }, 1000);
  }

  function start() {
    data = JSON.parse(document.getElementById("gallery-data").textContent);
    document.title = data.title;
    render();
    document.addEventListener("keydown", onKey);
    if (data.live) poll();
    document.body.dataset.generation = String(data.generation);
    document.body.dataset.ready = "1";
    performance.mark("gallery-ready");
  }

  return { start, update };
})();
IntroKitGallery.start();
"""#
}
