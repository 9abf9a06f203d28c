/// The gallery page's style sheet: the grid's cells (placed by the script), a zoom layer,
/// the snapshot review views, light and dark themes from the system.
enum GalleryStyle {
    static let css = #"""
:root { color-scheme: light dark; --bg: #f5f5f7; --fg: #1d1d1f; --muted: #6e6e73; --card: #fff; --line: #d2d2d7;
  --accent: #0071e3; --warn: #b25000; --err: #d70015; --ins: #d8f5dd; --del: #fde2e1; --hunk: #e3ecfa; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1c1c1e; --fg: #f5f5f7; --muted: #a1a1a6; --card: #2c2c2e; --line: #3a3a3c; --accent: #2997ff;
    --warn: #ff9f0a; --err: #ff453a; --ins: #12391c; --del: #4a1614; --hunk: #1b2a44; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.4 system-ui, -apple-system, "Inter", sans-serif; }
header.bar { position: fixed; top: 0; left: 0; right: 0; z-index: 2; background: var(--card); border-bottom: 1px solid var(--line);
  padding: 8px 16px; display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
header.bar h1 { font-size: 16px; margin: 0 12px 0 0; }
header.bar label { display: inline-flex; gap: 4px; align-items: center; color: var(--muted); }
#count { margin-left: auto; color: var(--muted); }
main { padding: 16px; }
#canvas { position: relative; }
#canvas > .cell { position: absolute; left: 0; top: 0; margin: 0; contain: layout style; }
#canvas > h2 { font-size: 18px; line-height: 44px; white-space: nowrap; }
#canvas > h3 { font-size: 14px; color: var(--muted); line-height: 28px; white-space: nowrap; }
.device { font-size: 12px; line-height: 15px; color: var(--muted); overflow: hidden; display: -webkit-box;
  -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
.variant { font-size: 12px; color: var(--muted); text-align: right; padding: 4px 4px 0 0; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
#canvas > .variant, #canvas > .stuck { z-index: 1; background: var(--bg); }
#canvas > .stuck { border-bottom: 1px solid var(--line); }
.tile { cursor: zoom-in; border-radius: 6px; outline: none; }
.tile:focus-visible .shot, .tile:hover .shot { box-shadow: 0 0 0 2px var(--accent); }
.shot { position: relative; width: 100%; border-radius: 6px;
  overflow: hidden; background: var(--card); border: 1px solid var(--line); }
.shot > img { display: block; width: 100%; height: 100%; }
.tile figcaption { font-size: 11px; line-height: 13px; color: var(--muted); margin-top: 3px; max-height: 39px; overflow: hidden;
  overflow-wrap: anywhere; }
.badge { display: inline-block; border-radius: 8px; padding: 0 6px; margin-right: 4px; color: #fff; font-weight: 600; }
.badge.warning { background: var(--warn); } .badge.error { background: var(--err); }
ul.findings { list-style: none; padding: 0; margin: 2px 0 0; }
ul.findings li { border-left: 3px solid var(--warn); padding-left: 4px; margin-top: 2px; }
ul.findings li.error { border-color: var(--err); }
ul.findings li.note { border-color: var(--line); color: var(--muted); }
.placeholder { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
  text-align: center; padding: 6px; font-size: 11px; color: var(--err); background: repeating-linear-gradient(45deg,
  transparent 0 8px, rgba(128,128,128,.12) 8px 16px); overflow-wrap: anywhere; }
.placeholder a { color: var(--accent); }
svg.frames { position: absolute; inset: 0; width: 100%; height: 100%; display: none; pointer-events: none; }
body.overlay svg.frames { display: block; }
body.accessible .shot > img.snapshot ~ svg.frames { display: none; }
.shot > img.snapshot { object-fit: contain; object-position: left top; }
svg.frames rect { fill: rgba(0,113,227,.08); stroke: #0071e3; stroke-width: 1px; vector-effect: non-scaling-stroke; }
svg.frames rect.flagged { fill: rgba(215,0,21,.15); stroke: #d70015; stroke-width: 2px; }
svg.frames text { font: 4px system-ui, sans-serif; fill: #0071e3; }
#problems:empty { display: none; }
#problems { margin: 0 16px; padding: 8px 12px; border: 2px solid var(--err); border-radius: 8px; background: var(--del); }
#problems pre { margin: 4px 0; white-space: pre-wrap; }
#zoom { position: fixed; inset: 0; z-index: 5; background: var(--bg); overflow: auto; padding: 12px 16px; }
#zoom[hidden] { display: none; }
#zoom .head { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; position: sticky; left: 0; }
#zoom .head strong { margin-right: auto; }
#zoom .stage { position: relative; display: inline-block; margin-top: 8px; line-height: 0; border: 1px solid var(--line); }
#zoom .stage > img { display: block; max-width: none; }
#zoom .stages { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
#zoom .spoken { margin-top: 8px; max-width: 60ch; }
#zoom .spoken h4 { margin: 0 0 4px; font-size: 13px; }
#zoom .spoken pre { margin: 0; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
#zoom .stage svg.frames text { font-size: 7px; }
button { font: inherit; padding: 3px 10px; border-radius: 6px; border: 1px solid var(--line); background: var(--card); color: var(--fg); cursor: pointer; }
button[aria-pressed="true"] { background: var(--accent); color: #fff; }
article.failure { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; margin-bottom: 18px; }
article.failure h2 { font-size: 16px; margin: 0 0 4px; overflow-wrap: anywhere; }
article.failure .message { white-space: pre-wrap; color: var(--muted); font-size: 12px; max-height: 9em; overflow: auto; }
.command { display: flex; gap: 8px; align-items: center; margin: 6px 0; }
.command code { flex: 1; padding: 4px 8px; background: var(--bg); border-radius: 6px; overflow-x: auto; white-space: pre; }
.views { display: flex; gap: 6px; margin: 8px 0; align-items: center; }
.view { overflow: auto; line-height: 0; }
.side { display: flex; gap: 12px; }
.side figure { margin: 0; line-height: 1.4; } .side figcaption { font-size: 12px; color: var(--muted); }
.stack { position: relative; display: inline-block; }
.stack > img, .stack .top img { display: block; max-width: none; }
.stack .top { position: absolute; inset: 0; }
.stack .divider { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--accent); }
.crop { overflow: hidden; display: inline-block; }
.crop img { display: block; max-width: none; }
pre.diff { margin: 0; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; overflow: auto; max-height: 60vh; }
pre.diff span { display: block; white-space: pre; padding: 0 6px; }
pre.diff .del { background: var(--del); } pre.diff .ins { background: var(--ins); } pre.diff .hunk { background: var(--hunk); color: var(--muted); }
.empty { color: var(--muted); }
"""#
}
