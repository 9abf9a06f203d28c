import IntroUI

/// The previews part of the gallery's script: a grid per file and page, one column per
/// device drawn to scale, one row per variant, virtualized. The layout is computed from the
/// data alone (point sizes), so only the cells near the viewport are in the DOM: they are
/// made as they scroll in (their thumbnails load then) and dropped as they scroll out, and
/// the page's memory stays bounded whatever the number of tiles. Filters, the zoomed view,
/// the keyboard and the layout-frames overlay work on the tiles in reading order, painted or not.
/// The reading order is sorted once per data, so a filter change is one pass over it, and the
/// elements of the tiles it hides are filled again for the tiles it shows.
enum GalleryGridScript {
    static let js = #"""
  /** How much wider an accessibility snapshot is than its screen (its legend), in points. */
  const legendWidth = \#(AccessibilityOverlay.legendWidth);
  // ---- Previews ----
  const filters = ["idiom", "orientation", "scheme", "locale", "dynamicType", "page"];
  /** Fixed measures of the grid, in CSS pixels. */
  const size = { label: 112, gapX: 14, gapY: 10, file: 44, page: 28, device: 34, caption: 44, row: 56, pageEnd: 12, margin: 700 };
  let entries = [];
  let frameTable = null;
  let reading = null;
  let grid = { rows: [], order: [], xs: [], rowOf: [], width: 0, height: 0 };
  /** Painted cells by key: { node, x, y, w, h, position }. */
  const painted = new Map();
  let paintQueued = false;
  let marginQueued = false;
  let zoomed = -1;
  /** Whether tiles show their accessibility snapshots (the bar's toggle, or A). */
  let accessible = false;

  class Entry {
    constructor(table, row, index) {
      const name = (i) => table.names[i];
\#(GalleryTable.entryReader)
      // Worked out once, not on every layout.
      this.flagged = problems(this).length > 0;
      this.variant = [this.orientation, this.scheme, this.locale, this.dynamicType, this.backend, this.time ?? ""].join("\u0000");
      this.key = "t" + index + "\u0000" + this.revision;
    }
    /** The URL of the tile's picture (worked out the first time the tile is painted). */
    get thumbnailURL() {
      return this.thumbnailHref ??= href(this.thumbnail || this.path, this.revision);
    }
    /** The URL of the tile's accessibility snapshot. */
    get accessibilityURL() {
      return this.accessibilityHref ??= href(this.accessibilityThumbnail || this.accessibilityPath, this.revision);
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

  /** The entries of the data's table, and their reading order. */
  function readEntries() {
    entries = data.table.rows.map((row, index) => new Entry(data.table, row, index));
    const read = reading = new Reading(entries);
    const prepare = () => { for (const name of filters) read.codesOf(name); };
    if (window.requestIdleCallback) requestIdleCallback(prepare); else setTimeout(prepare);
  }

  /**
   * The entries sorted once into reading order (file, page, variant, device), cut into
   * sections (a file's page), with each filter's value of each entry as a number: a layout is
   * then one pass that picks entries, with no sorting, grouping or string comparison.
   */
  class Reading {
    constructor(entries) {
      const ranks = (values, order) => new Map([...new Set(values)].sort(order).map((v, i) => [v, i]));
      const fileRank = ranks(entries.map((e) => e.file), byCode);
      const first = new Map();
      for (const e of entries) if (!first.has(e.variant)) first.set(e.variant, e);
      const variantRank = ranks(first.keys(), (a, b) => variantOrder(first.get(a), first.get(b)) || byCode(a, b));
      const devices = new Map();
      for (const e of entries) if (!devices.has(e.device.id)) devices.set(e.device.id, e.device);
      const columnRank = ranks(devices.keys(), (a, b) => deviceOrder(devices.get(a), devices.get(b)));
      /** Per entry (by index): its file's rank, its variant's rank, its device's column. */
      const file = new Int32Array(entries.length);
      this.variant = new Int32Array(entries.length);
      this.column = new Int32Array(entries.length);
      for (const e of entries) {
        file[e.index] = fileRank.get(e.file);
        this.variant[e.index] = variantRank.get(e.variant);
        this.column[e.index] = columnRank.get(e.device.id);
      }
      this.sorted = [...entries].sort((a, b) => file[a.index] - file[b.index] || a.page - b.page
        || this.variant[a.index] - this.variant[b.index] || this.column[a.index] - this.column[b.index] || a.index - b.index);
      this.sections = [];
      for (let i = 0; i < this.sorted.length; i++) {
        const e = this.sorted[i];
        const last = this.sections.at(-1);
        if (last && last.file === e.file && last.page === e.page) last.end = i + 1;
        else this.sections.push({ file: e.file, page: e.page, start: i, end: i + 1 });
      }
      /** Each column's device (for its name), and scratch space for one section's columns. */
      this.devices = [...columnRank.keys()].map((id) => devices.get(id));
      this.widths = new Float64Array(this.devices.length);
      this.xs = new Float64Array(this.devices.length);
      this.seen = new Int32Array(this.devices.length);
      this.stamp = 0;
      this.picked = new Int32Array(entries.length);
      /** Per filter, once it is first used: its values' numbers, and each entry's. */
      this.codes = {};
    }
    /** A filter's codes, worked out the first time (or when the page is idle after loading). */
    codesOf(name) {
      if (this.codes[name]) return this.codes[name];
      const values = new Map();
      const of = new Int32Array(this.sorted.length);
      for (const e of this.sorted) {
        const v = value(e, name);
        of[e.index] = values.get(v) ?? values.set(v, values.size).get(v);
      }
      return (this.codes[name] = { values, of });
    }
    /** The tests of a ``controlState``: [each entry's number, the number wanted] per filter set. */
    tests(state) {
      return filters.filter((name) => state[name])
        .map((name) => [this.codesOf(name).of, this.codes[name].values.get(state[name]) ?? -1]);
    }
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
  const isImage = (e) => e.thumbnail || (e.mediaType || "").startsWith("image/");
  /** Whether the tile of `e` shows its accessibility snapshot now. */
  const showsSnapshot = (e) => accessible && e.accessibilityPath != null;
  /** The width of the tile of `e` in points: its screen's, with the legend when its snapshot is shown. */
  const shotWidth = (e) => e.device.width + (showsSnapshot(e) ? legendWidth : 0);
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
    bar.append(el("label", {}, lint, t("filter.lint")), el("label", {}, overlay, t("overlay")));
    if (entries.some((e) => e.accessibilityPath != null)) {
      const toggle = el("input", { type: "checkbox", id: "accessibility", checked: before.accessibility });
      toggle.addEventListener("change", () => setAccessible(toggle.checked));
      bar.append(el("label", { title: t("accessibility.help") }, toggle, t("accessibility")));
    }
    accessible = !!document.getElementById("accessibility")?.checked;
    document.body.classList.toggle("accessible", accessible);
    bar.append(el("label", {}, t("size"), scale), el("span", { id: "where" }), el("span", { id: "count" }));
  }
  /** What the bar's controls are set to (defaults before the bar exists). */
  function controlState() {
    const state = { lint: !!document.getElementById("filter-lint")?.checked,
      overlay: !!document.getElementById("overlay")?.checked, size: document.getElementById("size")?.value || "0.25",
      accessibility: !!document.getElementById("accessibility")?.checked };
    for (const name of filters) state[name] = document.getElementById("filter-" + name)?.value || "";
    return state;
  }

  // ---- Layout: rows of cells at computed positions, from the filtered entries ----
  /**
   * One pass over the entries in reading order. Rows hold their label cells; the tiles are
   * the reading order itself (`order`, with each one's `xs` and row in `rowOf`), made into
   * cells only when painted (``tileCell``), so a filter change allocates per row, not per tile.
   */
  function layout() {
    const state = controlState();
    const ppt = Number(state.size);
    const tests = reading.tests(state);
    const { sorted, picked, widths, xs: columnX, seen } = reading;
    const shows = (e) => {
      if (state.lint && !e.flagged) return false;
      for (const [of, code] of tests) if (of[e.index] !== code) return false;
      return true;
    };
    const rows = [];
    const order = [];
    const xs = [];
    const rowOf = [];
    let y = 0;
    let width = 0;
    let file = null;
    for (const { file: sectionFile, page, start, end } of reading.sections) {
      let count = 0;
      for (let i = start; i < end; i++) if (shows(sorted[i])) picked[count++] = i;
      if (!count) continue;
      if (sectionFile !== file) {
        file = sectionFile;
        rows.push({ top: y, bottom: y + size.file, file, page, start: 0, end: 0,
          cells: [{ key: "f" + file, kind: "file", x: 0, y, w: size.label, h: size.file, file, pinned: true }] });
        y += size.file;
      }
      /** One column per device, as wide as its widest tile (landscape when both are shown). */
      const stamp = ++reading.stamp;
      const columns = [];
      for (let k = 0; k < count; k++) {
        const e = sorted[picked[k]];
        const column = reading.column[e.index];
        if (seen[column] !== stamp) {
          seen[column] = stamp;
          widths[column] = shotWidth(e);
          columns.push(column);
        } else widths[column] = Math.max(widths[column], shotWidth(e));
      }
      columns.sort((a, b) => a - b);
      let x = size.label + size.gapX;
      for (const column of columns) {
        columnX[column] = x;
        x += widths[column] * ppt + size.gapX;
      }
      width = Math.max(width, x);
      const prefix = file + "\u0000" + page + "\u0000";
      const heads = columns.map((column) => ({ key: "d" + prefix + reading.devices[column].id, kind: "device",
        x: columnX[column], y: y + size.page, w: widths[column] * ppt, h: size.device, device: reading.devices[column] }));
      /** The page's device names, which stay under the bar while its rows scroll by. */
      const section = { heads, end: 0 };
      rows.push({ top: y, bottom: y + size.page + size.device, file, page, section, start: 0, end: 0,
        cells: [{ key: "p" + prefix, kind: "page", x: 0, y, w: size.label, h: size.page, page, pinned: true }, ...heads] });
      y += size.page + size.device;
      // A row per variant: its entries are next to one another, in device order.
      for (let k = 0; k < count;) {
        const head = sorted[picked[k]];
        const variant = reading.variant[head.index];
        let next = k;
        let tallest = 0;
        let flagged = false;
        for (; next < count && reading.variant[sorted[picked[next]].index] === variant; next++) {
          const e = sorted[picked[next]];
          tallest = Math.max(tallest, e.device.height * ppt);
          flagged ||= e.flagged;
        }
        const height = Math.max(size.row, tallest + (flagged ? size.caption : 0));
        rows.push({ top: y, bottom: y + height, file, page, section, start: order.length, end: order.length + next - k,
          cells: [{ key: "v" + prefix + head.variant, kind: "variant", x: 0, y, w: size.label, h: height, entry: head, pinned: true }] });
        for (; k < next; k++) {
          const e = sorted[picked[k]];
          order.push(e);
          xs.push(columnX[reading.column[e.index]]);
          rowOf.push(rows.length - 1);
        }
        y += height + size.gapY;
      }
      section.end = y;
      y += size.pageEnd;
    }
    return { rows, order, xs, rowOf, ppt, width, height: y };
  }

  /** The cell of the tile at a position of the reading order. */
  function tileCell(position) {
    const entry = grid.order[position];
    return entry && { key: showsSnapshot(entry) ? entry.key + "a" : entry.key, kind: "tile", x: grid.xs[position],
      y: grid.rows[grid.rowOf[position]].top, w: shotWidth(entry) * grid.ppt, h: entry.device.height * grid.ppt, entry, position };
  }

  /**
   * Lays the grid out and paints it. `quick` (a filter, the lint box or the size changed):
   * what is in the window at once, with the pictures of new tiles set after the next frame, and
   * the margin around the window when the browser is idle; else all of it at once.
   */
  function arrange(quick) {
    const canvas = document.getElementById("canvas");
    // Where the window is, read before anything changes, so that painting forces no layout.
    const view = canvas && viewport(canvas);
    grid = layout();
    if (!canvas) return;
    canvas.style.width = grid.width + "px";
    canvas.style.height = grid.height + "px";
    const count = document.getElementById("count");
    if (count) count.textContent = t("count", grid.order.length, entries.length);
    if (!quick) return paint(view);
    paint(view, 0, true);
    queueMargin();
  }
  const relayout = () => arrange(true);

  // ---- Painting: the cells near the viewport, made or moved, the others dropped ----
  function queuePaint() {
    if (paintQueued) return;
    paintQueued = true;
    requestAnimationFrame(() => { paintQueued = false; paint(); });
  }
  /** Paints the margin around the window (for scrolling) once the browser has nothing else to do. */
  function queueMargin() {
    if (marginQueued) return;
    marginQueued = true;
    const run = () => { marginQueued = false; paint(); };
    if (window.requestIdleCallback) requestIdleCallback(run, { timeout: 250 }); else setTimeout(run, 50);
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
  /** The canvas's place in the window and the bar's bottom edge (both read before any change). */
  function viewport(canvas) {
    const origin = canvas.getBoundingClientRect();
    return { top: origin.top, left: origin.left, bar: document.getElementById("bar").getBoundingClientRect().bottom };
  }
  /** The cells within `margin` of the window, in reading order, by key. */
  function wantedCells(view, margin) {
    const top = -view.top - margin;
    const bottom = -view.top + innerHeight + margin;
    const left = -view.left - margin;
    const right = -view.left + innerWidth + margin;
    const viewTop = view.bar - view.top;
    const viewLeft = Math.max(0, -view.left);
    const seen = (cell) => cell.x <= right && cell.x + cell.w >= left;
    // Pinned cells (file, page and row labels) stay at the left edge when the grid scrolls right.
    const wanted = new Map();
    for (let i = firstRow(top); i < grid.rows.length && grid.rows[i].top <= bottom; i++) {
      const row = grid.rows[i];
      for (const cell of row.cells) {
        if (cell.pinned) wanted.set(cell.key, viewLeft ? { ...cell, x: viewLeft } : cell);
        else if (seen(cell)) wanted.set(cell.key, cell);
      }
      for (let position = row.start; position < row.end; position++) {
        const x = grid.xs[position];
        if (x > right) break;
        const cell = tileCell(position);
        if (seen(cell)) wanted.set(cell.key, cell);
      }
    }
    // The device names of the page at the top, under the bar, once its own have scrolled away.
    const section = grid.rows[firstRow(viewTop)]?.section;
    if (section && section.heads[0].y < viewTop) {
      const y = Math.min(viewTop, section.end - size.device);
      for (const head of section.heads) {
        if (seen(head)) wanted.set("s" + head.key, { ...head, key: "s" + head.key, y, stuck: true });
      }
    }
    return wanted;
  }
  /**
   * Makes the DOM hold the cells within `margin` of the window, in reading order: a cell that
   * stays keeps its element (moved if it moved); a new one takes, where one is in its place,
   * the element of a cell that went (filled again, not made), else a new element; the elements
   * left over are dropped. After a filter change most cells are new, and most are refilled in place.
   */
  function paint(view, margin = size.margin, later = false) {
    const canvas = document.getElementById("canvas");
    if (!canvas) return;
    view ??= viewport(canvas);
    const wanted = wantedCells(view, margin);
    /** The elements of cells that went (not the focused one: its focus must not move to another tile). */
    const spare = new Set();
    for (const [key, item] of painted) {
      if (wanted.has(key)) continue;
      painted.delete(key);
      if (item.node === document.activeElement) item.node.remove(); else spare.add(item.node);
    }
    const isSpare = (node) => node && spare.has(node);
    let cursor = canvas.firstChild;
    for (const [key, cell] of wanted) {
      let item = painted.get(key);
      if (item) {
        while (isSpare(cursor) && cursor !== item.node) cursor = cursor.nextSibling;
        if (item.w !== cell.w || item.h !== cell.h) fill(item.node, cell, later);
      } else {
        let node = cursor;
        while (isSpare(node) && node.cellKind !== cell.kind) node = node.nextSibling;
        if (isSpare(node)) {
          spare.delete(node);
          cursor = node;
          fill(node, cell, later);
        } else node = make(cell, later);
        item = { node, x: NaN, y: NaN, position: -1 };
        painted.set(key, item);
      }
      Object.assign(item, { w: cell.w, h: cell.h, entry: cell.kind === "tile" ? cell.entry : null });
      if (item.node === cursor) cursor = cursor.nextSibling;
      else canvas.insertBefore(item.node, cursor);
      if (item.x !== cell.x || item.y !== cell.y) {
        item.node.style.transform = `translate(${cell.x}px, ${cell.y}px)`;
        item.x = cell.x;
        item.y = cell.y;
      }
      if (cell.kind === "tile") {
        // In watch mode an unchanged output keeps its element but comes as a new entry.
        item.node.entry = cell.entry;
        if (item.position !== cell.position) item.node.dataset.position = item.position = cell.position;
      }
    }
    for (const node of spare) node.remove();
    showWhere(view.bar - view.top);
  }
  /** The file and page at the top of the viewport (`y` on the canvas), in the bar. */
  function showWhere(y) {
    const row = grid.rows[Math.min(firstRow(y), grid.rows.length - 1)];
    const text = row ? row.file + " · " + t("page", row.page) : "";
    const where = document.getElementById("where");
    if (where && where.textContent !== text) where.textContent = text;
  }

  /** A new element for a cell. */
  function make(cell, later) {
    const node = cell.kind === "tile"
      ? el("figure", { className: "cell tile", tabIndex: 0 }, el("div", { className: "shot" }), el("figcaption"))
      : el({ file: "h2", page: "h3" }[cell.kind] || "div", { className: "cell" });
    node.cellKind = cell.kind;
    fill(node, cell, later);
    return node;
  }

  /** Makes an element of a cell's kind show that cell: a new one, or one another cell left. */
  function fill(node, cell, later) {
    switch (cell.kind) {
      case "file": node.textContent = cell.file; break;
      case "page": node.textContent = t("page", cell.page); break;
      case "device":
        node.className = "cell device" + (cell.stuck ? " stuck" : "");
        node.textContent = node.title = cell.device.name;
        node.style.width = cell.w + "px";
        break;
      case "variant": {
        const e = cell.entry;
        const lines = [e.orientation + " · " + e.scheme, e.locale + " · " + e.dynamicType,
          e.backend + (e.time != null ? " · " + e.time + " s" : "")];
        node.className = "cell variant";
        node.replaceChildren(...lines.map((line) => el("div", { textContent: line })));
        Object.assign(node.style, { width: cell.w + "px", height: cell.h + "px" });
        break;
      }
      default: fillTile(node, cell, later);
    }
  }

  /** Pictures whose file is set after the next frame (`img` → URL), so that a filter change
   *  shows the grid first: starting an image's load is most of what making a tile costs. */
  const pictures = new Map();
  let picturesQueued = false;
  function setPicture(image, url, later) {
    pictures.delete(image);
    if (image.getAttribute("src") === url) return;
    if (!later) {
      image.src = url;
      return;
    }
    pictures.set(image, url);
    if (picturesQueued) return;
    picturesQueued = true;
    requestAnimationFrame(() => setTimeout(() => {
      picturesQueued = false;
      for (const [waiting, source] of pictures) if (waiting.isConnected) waiting.src = source;
      pictures.clear();
    }));
  }

  /** A tile: its picture (a placeholder when there is none), lint badge and findings; the
   *  picture's file is set after the next frame when `later`. */
  function fillTile(figure, cell, later) {
    const entry = cell.entry;
    const [shot, caption] = figure.children;
    figure.entry = entry;
    figure.style.width = cell.w + "px";
    shot.style.height = cell.h + "px";
    const shown = problems(entry);
    figure.dataset.lint = shown.length ? "1" : "0";
    let picture = shot.firstChild?.tagName === "IMG" ? shot.firstChild : null;
    if (entry.problem) {
      picture = placeholder(entry.problem, entry.path);
    } else if (isImage(entry)) {
      const snapshot = showsSnapshot(entry);
      const url = snapshot ? entry.accessibilityURL : entry.thumbnailURL;
      // A picture of another output is not kept when its own comes later: the tile stays blank until then.
      if (!picture || (later && picture.getAttribute("src") !== url && !pictures.has(picture))) {
        const image = picture = el("img", { decoding: "async" });
        image.addEventListener("error", () => image.replaceWith(placeholder(t("loadFailed"), figure.entry.path)));
      }
      // A snapshot's picture is described by the text form it draws.
      picture.alt = snapshot ? entry.accessibilityText || entry.accessibilityPath : entry.path;
      picture.classList.toggle("snapshot", snapshot);
      setPicture(picture, url, later);
    } else {
      picture = placeholder(t("notAnImage", entry.backend), entry.path);
    }
    const overlay = document.body.classList.contains("overlay") ? frames(entry) : null;
    if (shot.firstChild !== picture || shot.childNodes.length > 1 || overlay) shot.replaceChildren(picture, ...(overlay ? [overlay] : []));
    const errors = shown.filter((f) => f.severity === "error").length;
    const badge = shown.length
      ? el("span", { className: "badge " + (errors ? "error" : "warning"), textContent: "⚠ " + shown.length }) : null;
    if (shown.length || caption.firstChild) caption.replaceChildren(...[badge, findingList(shown)].filter(Boolean));
    // The caption shows what fits; the whole messages on hover (and in the zoomed view).
    const title = [...shown.map(findingText), ...(showsSnapshot(entry) && entry.accessibilityText ? [entry.accessibilityText] : [])];
    if (title.length) figure.title = title.join("\n");
    else figure.removeAttribute("title");
  }

  /** Shows every tile's accessibility snapshot (wider: its legend) or its picture again. */
  function setAccessible(on) {
    const toggle = document.getElementById("accessibility");
    if (!toggle) return;
    toggle.checked = accessible = on;
    document.body.classList.toggle("accessible", on);
    const position = focusedPosition();
    arrange(false);
    if (position >= 0) focusTile(position);
    if (zoomed >= 0) openZoom(zoomed);
  }

  function setOverlay(on) {
    document.body.classList.toggle("overlay", on);
    if (!on) return;
    for (const { node, entry } of painted.values()) {
      const shot = entry && node.querySelector(".shot");
      if (shot && !shot.querySelector("svg.frames")) shot.append(frames(entry));
    }
  }

  // ---- Moving: tiles in reading order, scrolled into view and painted before focus ----
  /** The painted tile at a position of the reading order, scrolled into view first. */
  function reveal(position) {
    const cell = tileCell(position);
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
    const entry = grid.order[position];
    if (!entry) return;
    zoomed = position;
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
    } else if (isImage(entry) && showsSnapshot(entry)) {
      const path = entry.accessibilityPath;
      const image = el("img", { id: "zoom-image", className: "snapshot", alt: entry.accessibilityText || path,
        src: href(path, entry.revision) });
      image.addEventListener("error", () => image.replaceWith(placeholder(t("loadFailed"), path)));
      stage.append(image);
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
    const textFile = entry.accessibilityTextPath == null ? null
      : el("a", { id: "zoom-accessibility-file", href: href(entry.accessibilityTextPath), textContent: entry.accessibilityTextPath });
    const spoken = showsSnapshot(entry) && entry.accessibilityText != null ? el("section", { className: "spoken" },
      el("h4", { textContent: t("accessibility.text") }), spokenText(entry.accessibilityText), textFile) : null;
    layer.replaceChildren(el("div", { className: "head" }, el("strong", { textContent: entry.path }),
      el("span", { className: "place", textContent: place }), previous, next, close),
      el("div", { textContent: meta }), findingList(entry.findings), el("div", { className: "stages" }, stage, spoken));
    layer.hidden = false;
    close.focus();
  }
  /** The text form, left to right, each quoted label isolated so a right-to-left one keeps its numbers in place. */
  function spokenText(text) {
    const pre = el("pre", { id: "zoom-accessibility", dir: "ltr" });
    text.split(/"((?:[^"\\]|\\.)*)"/).forEach((part, i) => pre.append(...(i % 2 ? ['"', el("bdi", { textContent: part }), '"'] : [part])));
    return pre;
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
    const checkbox = event.target.tagName === "INPUT" && event.target.type === "checkbox";
    if (data.kind !== "previews" || event.target.tagName === "SELECT" || (event.target.tagName === "INPUT" && !checkbox)) return;
    const open = zoomed >= 0;
    if ((event.key === "a" || event.key === "A") && !event.ctrlKey && !event.metaKey && !event.altKey) {
      setAccessible(!accessible);
    } else if (checkbox) return;
    else if (event.key === "Escape" && open) closeZoom();
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
    arrange(false);
  }

  /** New data in watch mode: tiles whose output is unchanged keep their element. */
  function updatePreviews(frameSets) {
    const open = zoomed >= 0 ? grid.order[zoomed]?.path : null;
    frameTable = frameSets;
    readEntries();
    const bar = document.getElementById("bar");
    const before = controlState();
    bar.replaceChildren(el("h1", { textContent: data.title }));
    buildFilters(bar, before);
    arrange(false);
    if (open == null) return;
    const position = grid.order.findIndex((entry) => entry.path === open);
    if (position >= 0) openZoom(position); else closeZoom();
  }
"""#
}
