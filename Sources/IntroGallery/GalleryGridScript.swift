/// The previews part of the gallery's script: a grid per file and page, one column per
/// device drawn to scale, one row per variant, virtualized. The layout is computed from the
/// data alone (point sizes), so only the cells near the viewport are in the DOM: they are
/// made as they scroll in (their thumbnails load then) and dropped as they scroll out, and
/// the page's memory stays bounded whatever the number of tiles. Filters, the zoomed view,
/// the keyboard and the layout-frames overlay work on the tiles in reading order, painted or not.
enum GalleryGridScript {
    static let js = #"""
  // ---- Previews ----
  const filters = ["idiom", "orientation", "scheme", "locale", "dynamicType", "page"];
  /** Fixed measures of the grid, in CSS pixels. */
  const size = { label: 112, gapX: 14, gapY: 10, file: 44, page: 28, device: 34, caption: 44, row: 56, pageEnd: 12, margin: 700 };
  let entries = [];
  let frameTable = null;
  let grid = { rows: [], order: [], width: 0, height: 0 };
  /** Painted cells by key: { node, cell }. */
  const painted = new Map();
  let paintQueued = false;
  let zoomed = -1;

  class Entry {
    constructor(table, row, index) {
      const name = (i) => table.names[i];
      Object.assign(this, { index, file: name(row[0]), page: row[1], time: row[2], device: table.devices[row[3]],
        orientation: name(row[4]), scheme: name(row[5]), locale: name(row[6]), dynamicType: name(row[7]), backend: name(row[8]),
        path: row[9], thumbnail: row[10], pixelWidth: row[11], pixelHeight: row[12], revision: row[13],
        findings: row[14].map((i) => table.findings[i]), frameSet: row[15], problem: row[16] });
      // Worked out once, not on every layout.
      this.flagged = problems(this).length > 0;
      this.variant = [this.orientation, this.scheme, this.locale, this.dynamicType, this.backend, this.time ?? ""].join("\u0000");
      this.key = "t" + index + "\u0000" + this.revision;
    }
    /** The layout frames, from the frames table (parsed the first time any are drawn). */
    get frames() {
      frameTable ??= JSON.parse(document.getElementById("gallery-frames").textContent);
      const flat = frameTable.sets[this.frameSet] || [];
      const frames = [];
      for (let i = 0; i < flat.length; i += 5) {
        frames.push({ id: frameTable.ids[flat[i]], x: flat[i + 1], y: flat[i + 2], width: flat[i + 3], height: flat[i + 4] });
      }
      return frames;
    }
  }

  /** The entries of the data's table. */
  function readEntries() {
    entries = data.table.rows.map((row, index) => new Entry(data.table, row, index));
  }

  const deviceOrder = (a, b) => (a.idiom === b.idiom ? 0 : a.idiom === "phone" ? -1 : 1)
    || a.width * a.height - b.width * b.height || byCode(a.id, b.id);
  const value = (entry, name) => name === "idiom" ? entry.device.idiom : String(entry[name]);
  /** The rank of a Dynamic Type size, smallest first; unknown sizes last. */
  const sizeRank = (v) => { const i = data.table.sizeOrder.indexOf(v); return i < 0 ? Infinity : i; };
  /** Code order (`localeCompare` is too slow for sorting 20,000 tiles on every filter change). */
  const byCode = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  /** Rows by orientation, scheme, locale, Dynamic Type from small to large, backend, instant. */
  const variantOrder = (a, b) => byCode(a.orientation, b.orientation) || byCode(a.scheme, b.scheme)
    || byCode(a.locale, b.locale) || sizeRank(a.dynamicType) - sizeRank(b.dynamicType)
    || byCode(a.dynamicType, b.dynamicType) || byCode(a.backend, b.backend) || (a.time ?? 0) - (b.time ?? 0);
  const isImage = (e) => e.thumbnail || ["png", "svg", "apng"].includes(e.backend);
  /** Warnings and errors: what a tile shows and the lint filter keeps (notes only on zoom). */
  const problems = (e) => e.findings.filter((f) => f.severity !== "note");
  const numeric = (a, b) => a.localeCompare(b, undefined, { numeric: true });

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

  const findingText = (f) => (f.element ? f.element + ": " : "") + f.message;
  function findingList(findings) {
    if (!findings.length) return null;
    return el("ul", { className: "findings" }, ...findings.map((f) => el("li", { className: f.severity, textContent: findingText(f) })));
  }

  // ---- Filters: a select for each property with two values or more ----
  /** A filter's values in display order: sizes from small to large, numbers as numbers. */
  function filterValues(name) {
    const values = [...new Set(entries.map((e) => value(e, name)))];
    if (name !== "dynamicType") return values.sort(numeric);
    return values.sort((a, b) => sizeRank(a) - sizeRank(b) || numeric(a, b));
  }
  /** The label of a value: a language's name beside its code, a device class's name. */
  function valueLabel(name, v) {
    if (name === "locale") {
      try {
        const language = new Intl.DisplayNames([document.documentElement.lang], { type: "language" }).of(v);
        if (language && language !== v) return v + " · " + language;
      } catch (_) { /* not a language code: shown as written */ }
    }
    return data.strings["value." + v] || v;
  }
  /** The filters and controls, set as `before` (a ``controlState``) where its values still exist. */
  function buildFilters(bar, before) {
    for (const name of filters) {
      const values = filterValues(name);
      if (values.length < 2) continue;
      const select = el("select", { id: "filter-" + name }, el("option", { value: "", textContent: t("all") }),
        ...values.map((v) => el("option", { value: v, textContent: valueLabel(name, v) })));
      if (values.includes(before[name])) select.value = before[name];
      select.addEventListener("change", relayout);
      bar.append(el("label", {}, t("filter." + name), select));
    }
    const lint = el("input", { type: "checkbox", id: "filter-lint", checked: before.lint });
    lint.addEventListener("change", relayout);
    const overlay = el("input", { type: "checkbox", id: "overlay", checked: before.overlay });
    overlay.addEventListener("change", () => setOverlay(overlay.checked));
    const scale = el("input", { type: "range", id: "size", min: "0.1", max: "0.6", step: "0.05", value: before.size });
    scale.addEventListener("input", relayout);
    bar.append(el("label", {}, lint, t("filter.lint")), el("label", {}, overlay, t("overlay")),
      el("label", {}, t("size"), scale), el("span", { id: "where" }), el("span", { id: "count" }));
  }
  /** What the bar's controls are set to (defaults before the bar exists). */
  function controlState() {
    const state = { lint: !!document.getElementById("filter-lint")?.checked,
      overlay: !!document.getElementById("overlay")?.checked, size: document.getElementById("size")?.value || "0.25" };
    for (const name of filters) state[name] = document.getElementById("filter-" + name)?.value || "";
    return state;
  }

  // ---- Layout: rows of cells at computed positions, from the filtered entries ----
  function layout() {
    const state = controlState();
    const ppt = Number(state.size);
    const chosen = filters.filter((name) => state[name]);
    const shown = entries.filter((e) => chosen.every((name) => value(e, name) === state[name])
      && (!state.lint || e.flagged));
    const byFile = new Map();
    for (const entry of shown) {
      const pages = byFile.get(entry.file) || byFile.set(entry.file, new Map()).get(entry.file);
      (pages.get(entry.page) || pages.set(entry.page, []).get(entry.page)).push(entry);
    }
    const rows = [];
    const order = [];
    let y = 0;
    let width = 0;
    for (const file of [...byFile.keys()].sort()) {
      const pages = byFile.get(file);
      const first = Math.min(...pages.keys());
      rows.push({ top: y, bottom: y + size.file, file, page: first,
        cells: [{ key: "f" + file, kind: "file", x: 0, y, w: size.label, h: size.file, file, pinned: true }] });
      y += size.file;
      for (const page of [...pages.keys()].sort((a, b) => a - b)) {
        const group = pages.get(page);
        /** One column per device, as wide as its widest tile (landscape when both are shown). */
        const columns = new Map();
        for (const { device } of group) {
          const column = columns.get(device.id);
          if (!column) columns.set(device.id, { device, width: device.width });
          else column.width = Math.max(column.width, device.width);
        }
        const devices = [...columns.values()].sort((a, b) => deviceOrder(a.device, b.device));
        let x = size.label + size.gapX;
        for (const column of devices) {
          column.x = x;
          x += column.width * ppt + size.gapX;
        }
        width = Math.max(width, x);
        const prefix = file + "\u0000" + page + "\u0000";
        const heads = devices.map(({ device, x, width }) => ({ key: "d" + prefix + device.id, kind: "device",
          x, y: y + size.page, w: width * ppt, h: size.device, device }));
        /** The page's device names, which stay under the bar while its rows scroll by. */
        const section = { heads, end: 0 };
        rows.push({ top: y, bottom: y + size.page + size.device, file, page, section,
          cells: [{ key: "p" + prefix, kind: "page", x: 0, y, w: size.label, h: size.page, page, pinned: true }, ...heads] });
        y += size.page + size.device;
        const variants = new Map();
        for (const entry of group) {
          const key = entry.variant;
          (variants.get(key) || variants.set(key, []).get(key)).push(entry);
        }
        for (const key of [...variants.keys()].sort((a, b) => variantOrder(variants.get(a)[0], variants.get(b)[0]))) {
          const row = variants.get(key).sort((a, b) => deviceOrder(a.device, b.device));
          const tallest = Math.max(...row.map((e) => e.device.height * ppt));
          const flagged = row.some((e) => e.flagged);
          const height = Math.max(size.row, tallest + (flagged ? size.caption : 0));
          const cells = [{ key: "v" + prefix + key, kind: "variant", x: 0, y, w: size.label, h: height, entry: row[0], pinned: true }];
          for (const entry of row) {
            const cell = { key: entry.key, kind: "tile", x: columns.get(entry.device.id).x, y,
              w: entry.device.width * ppt, h: entry.device.height * ppt, entry, position: order.length };
            cells.push(cell);
            order.push(cell);
          }
          rows.push({ top: y, bottom: y + height, file, page, section, cells });
          y += height + size.gapY;
        }
        section.end = y;
        y += size.pageEnd;
      }
    }
    return { rows, order, width, height: y };
  }

  function relayout() {
    grid = layout();
    const canvas = document.getElementById("canvas");
    if (!canvas) return;
    canvas.style.width = grid.width + "px";
    canvas.style.height = grid.height + "px";
    const count = document.getElementById("count");
    if (count) count.textContent = t("count", grid.order.length, entries.length);
    paint();
  }

  // ---- Painting: the cells near the viewport, made or moved, the others dropped ----
  function queuePaint() {
    if (paintQueued) return;
    paintQueued = true;
    requestAnimationFrame(() => { paintQueued = false; paint(); });
  }
  /** The first row whose bottom is at or below `top`. */
  function firstRow(top) {
    let low = 0;
    let high = grid.rows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (grid.rows[middle].bottom < top) low = middle + 1; else high = middle;
    }
    return low;
  }
  function paint() {
    const canvas = document.getElementById("canvas");
    if (!canvas) return;
    // Both read before any change, so that painting forces no layout.
    const origin = canvas.getBoundingClientRect();
    const barBottom = document.getElementById("bar").getBoundingClientRect().bottom;
    const top = -origin.top - size.margin;
    const bottom = -origin.top + innerHeight + size.margin;
    const left = -origin.left - size.margin;
    const right = -origin.left + innerWidth + size.margin;
    const viewTop = barBottom - origin.top;
    const viewLeft = Math.max(0, -origin.left);
    // Pinned cells (file, page and row labels) stay at the left edge when the grid scrolls right.
    const wanted = new Map();
    for (let i = firstRow(top); i < grid.rows.length && grid.rows[i].top <= bottom; i++) {
      for (const cell of grid.rows[i].cells) {
        if (cell.pinned) wanted.set(cell.key, viewLeft ? { ...cell, x: viewLeft } : cell);
        else if (cell.x <= right && cell.x + cell.w >= left) wanted.set(cell.key, cell);
      }
    }
    // The device names of the page at the top, under the bar, once its own have scrolled away.
    const section = grid.rows[firstRow(viewTop)]?.section;
    if (section && section.heads[0].y < viewTop) {
      const y = Math.min(viewTop, section.end - size.device);
      for (const head of section.heads) {
        if (head.x <= right && head.x + head.w >= left) wanted.set("s" + head.key, { ...head, key: "s" + head.key, y, stuck: true });
      }
    }
    for (const [key, item] of painted) {
      if (!wanted.has(key)) {
        item.node.remove();
        painted.delete(key);
      }
    }
    // New cells go in reading order between the kept ones, which stay where they are (and
    // keep their focus and their loaded images).
    let cursor = canvas.firstChild;
    for (const [key, cell] of wanted) {
      let item = painted.get(key);
      if (item && (item.cell.w !== cell.w || item.cell.h !== cell.h)) {
        if (item.node === cursor) cursor = cursor.nextSibling;
        item.node.remove();
        item = null;
      }
      if (!item) {
        item = { node: make(cell), cell: null };
        painted.set(key, item);
      }
      if (item.node === cursor) cursor = cursor.nextSibling;
      else canvas.insertBefore(item.node, cursor);
      if (item.cell !== cell) {
        item.node.style.transform = `translate(${cell.x}px, ${cell.y}px)`;
        if (cell.kind === "tile") Object.assign(item.node, { entry: cell.entry }).dataset.position = cell.position;
        item.cell = cell;
      }
    }
    showWhere(viewTop);
  }
  /** The file and page at the top of the viewport (`y` on the canvas), in the bar. */
  function showWhere(y) {
    const row = grid.rows[Math.min(firstRow(y), grid.rows.length - 1)];
    const text = row ? row.file + " · " + t("page", row.page) : "";
    const where = document.getElementById("where");
    if (where && where.textContent !== text) where.textContent = text;
  }

  function make(cell) {
    switch (cell.kind) {
      case "file": return el("h2", { className: "cell", textContent: cell.file });
      case "page": return el("h3", { className: "cell", textContent: t("page", cell.page) });
      case "device": {
        const head = el("div", { className: "cell device" + (cell.stuck ? " stuck" : ""), textContent: cell.device.name,
          title: cell.device.name });
        head.style.width = cell.w + "px";
        return head;
      }
      case "variant": {
        const e = cell.entry;
        const lines = [e.orientation + " · " + e.scheme, e.locale + " · " + e.dynamicType,
          e.backend + (e.time != null ? " · " + e.time + " s" : "")];
        const label = el("div", { className: "cell variant" }, ...lines.map((line) => el("div", { textContent: line })));
        Object.assign(label.style, { width: cell.w + "px", height: cell.h + "px" });
        return label;
      }
      default: return tile(cell);
    }
  }

  function tile(cell) {
    const entry = cell.entry;
    const figure = el("figure", { className: "cell tile", tabIndex: 0 });
    figure.style.width = cell.w + "px";
    const shown = problems(entry);
    figure.dataset.lint = shown.length ? "1" : "0";
    const shot = el("div", { className: "shot" });
    shot.style.height = cell.h + "px";
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
    // The caption shows what fits; the whole messages on hover (and in the zoomed view).
    if (shown.length) figure.title = shown.map(findingText).join("\n");
    figure.entry = entry;
    return figure;
  }

  function setOverlay(on) {
    document.body.classList.toggle("overlay", on);
    if (!on) return;
    for (const { node, cell } of painted.values()) {
      const shot = node.querySelector(".shot");
      if (shot && !shot.querySelector("svg.frames")) shot.append(frames(cell.entry));
    }
  }

  // ---- Moving: tiles in reading order, scrolled into view and painted before focus ----
  /** The painted tile at a position of the reading order, scrolled into view first. */
  function reveal(position) {
    const cell = grid.order[position];
    if (!cell) return null;
    const canvas = document.getElementById("canvas");
    const origin = canvas.getBoundingClientRect();
    // Below the bar and the device names pinned under it, right of the pinned row labels.
    const bar = document.getElementById("bar").getBoundingClientRect().bottom + size.device;
    const top = origin.top + cell.y;
    const left = origin.left + cell.x;
    if (top < bar || top + cell.h > innerHeight || left < size.label || left + cell.w > innerWidth) {
      scrollTo(scrollX + left - Math.max(0, (innerWidth - cell.w) / 2),
        scrollY + top - bar - Math.max(0, (innerHeight - bar - cell.h) / 2));
    }
    paint();
    return painted.get(cell.key)?.node || null;
  }
  function focusTile(position) {
    reveal(position)?.focus({ preventScroll: true });
  }
  /** The reading-order position of the focused tile, or -1. */
  function focusedPosition() {
    const active = document.activeElement;
    return active?.classList?.contains("tile") ? Number(active.dataset.position) : -1;
  }

  // ---- Zoom: one output at 1:1, ← → to move through the shown tiles, Esc to close ----
  function openZoom(position) {
    const cell = grid.order[position];
    if (!cell) return;
    zoomed = position;
    const entry = cell.entry;
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
    const place = t("count", position + 1, grid.order.length);
    layer.replaceChildren(el("div", { className: "head" }, el("strong", { textContent: entry.path }),
      el("span", { className: "place", textContent: place }), previous, next, close),
      el("div", { textContent: meta }), findingList(entry.findings), stage);
    layer.hidden = false;
    close.focus();
  }
  function closeZoom() {
    const layer = document.getElementById("zoom");
    layer.hidden = true;
    layer.replaceChildren();
    const position = zoomed;
    zoomed = -1;
    focusTile(position);
  }
  function step(by) {
    const target = zoomed + by;
    if (target >= 0 && target < grid.order.length) openZoom(target);
  }
  function onKey(event) {
    if (data.kind !== "previews" || event.target.tagName === "SELECT" || event.target.tagName === "INPUT") return;
    const open = zoomed >= 0;
    if (event.key === "Escape" && open) closeZoom();
    else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      const by = event.key === "ArrowRight" ? 1 : -1;
      if (open) step(by);
      else {
        const target = focusedPosition() + by;
        if (target >= 0 && target < grid.order.length) focusTile(target);
      }
    } else if (event.key === "Enter" && !open && focusedPosition() >= 0) {
      openZoom(focusedPosition());
    } else return;
    event.preventDefault();
  }

  function renderPreviews(main) {
    painted.clear();
    const canvas = el("div", { id: "canvas" });
    canvas.addEventListener("click", (event) => {
      const figure = event.target.closest(".tile");
      if (figure) openZoom(Number(figure.dataset.position));
    });
    main.append(canvas);
    relayout();
  }

  /** New data in watch mode: tiles whose output is unchanged keep their element. */
  function updatePreviews(frameSets) {
    const open = zoomed >= 0 ? grid.order[zoomed]?.entry.path : null;
    frameTable = frameSets;
    readEntries();
    const bar = document.getElementById("bar");
    const before = controlState();
    bar.replaceChildren(el("h1", { textContent: data.title }));
    buildFilters(bar, before);
    relayout();
    if (open == null) return;
    const position = grid.order.findIndex((cell) => cell.entry.path === open);
    if (position >= 0) openZoom(position); else closeZoom();
  }
"""#
}
