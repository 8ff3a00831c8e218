// The HTML report's stylesheet: light and dark themes as custom properties; the dark one follows
// the system until the reader picks one with the page's toggle.
const LIGHT =
  '--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d0d7de;--soft:#f6f8fa;--ok:#1a7f37;--bad:#cf222e;--okbar:#2da44e;--sel:#ddf4ff;--warn:#9a6700';
const DARK =
  '--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--soft:#151b23;--ok:#3fb950;--bad:#f85149;--okbar:#2ea043;--sel:#1f2d3d;--warn:#d29922';

export const HTML_STYLE = [
  `:root{${LIGHT};color-scheme:light}`,
  `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${DARK};color-scheme:dark}}`,
  `:root[data-theme=dark]{${DARK};color-scheme:dark}`,
  'body{font:14px/1.45 system-ui,sans-serif;margin:0;padding:20px 24px;color:var(--fg);background:var(--bg)}',
  'h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}h3{font-size:15px;margin:0 0 6px;word-break:break-word}h4{font-size:13px;margin:14px 0 4px}',
  '.top{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}',
  'button,select,input{font:inherit;color:var(--fg);background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:4px 8px}',
  '.muted{color:var(--muted)}.ok{color:var(--ok)}.bad{color:var(--bad)}',
  '.banner{margin:16px 0 0;padding:10px 14px;border:1px solid var(--bad);border-left-width:6px;border-radius:6px;background:var(--soft)}.banner b{color:var(--bad)}',
  '.meta{display:flex;flex-wrap:wrap;gap:4px 16px;color:var(--muted);margin:0}.meta b{color:var(--fg);font-weight:600}',
  '.cards{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}.card{border:1px solid var(--line);border-radius:8px;padding:8px 12px;min-width:150px;background:var(--soft)}',
  '.card .k{color:var(--muted);font-size:12px}.card .v{font-size:22px;font-weight:600}.card .d{color:var(--muted);font-size:12px}.card.bad .v{color:var(--bad)}',
  '.charts{display:flex;gap:16px;align-items:center;flex-wrap:wrap}.chart{width:100%;max-width:820px;height:160px;border-bottom:1px solid var(--line)}',
  '.bp{fill:var(--okbar)}.bf{fill:var(--bad)}.axis{font-size:10px;fill:var(--muted)}.donut{width:120px;height:120px}.donut text{fill:var(--fg);font-size:16px;font-weight:600}',
  '.failures{margin:0;padding:0;list-style:none;border:1px solid var(--line);border-radius:8px}.failures li{padding:6px 10px;border-top:1px solid var(--line)}.failures li:first-child{border-top:0}',
  '.failures a{color:var(--bad);font-weight:600;text-decoration:none}.failures .msg{color:var(--fg);white-space:pre-wrap;word-break:break-word}',
  '.toolbar{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin-bottom:8px}.toolbar input{min-width:260px;flex:1}.toolbar input#iteration{min-width:0;flex:0 0 150px}',
  '.browser{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:12px;align-items:start}@media (max-width:900px){.browser{grid-template-columns:1fr}}',
  '#list{position:relative;max-height:70vh;overflow:auto;border:1px solid var(--line);border-radius:8px}#rows{position:relative}',
  '.row,.group{position:absolute;left:0;right:0;height:34px;box-sizing:border-box;display:flex;align-items:center;gap:10px;padding:0 10px;white-space:nowrap;border-bottom:1px solid var(--line)}',
  '.group{background:var(--soft);font-weight:600;color:var(--muted);font-size:12px;text-transform:none}',
  '.row{cursor:pointer}.row:hover,.row:focus{background:var(--soft);outline:none}.row.sel{background:var(--sel)}',
  '.row.f{box-shadow:inset 3px 0 var(--bad)}.row.p{box-shadow:inset 3px 0 var(--okbar)}',
  '.mark{width:14px;font-weight:700}.row.f .mark{color:var(--bad)}.row.p .mark{color:var(--ok)}.method{width:58px;font-weight:600;font-size:12px}',
  '.name{flex:1;overflow:hidden;text-overflow:ellipsis}.iter,.status,.time,.tests{color:var(--muted);font-size:12px}.time{width:64px;text-align:right}.tests{width:44px;text-align:right}',
  '#detail{border:1px solid var(--line);border-radius:8px;padding:12px;max-height:70vh;overflow:auto;box-sizing:border-box}',
  '.facts{margin:0;word-break:break-all}.error{color:var(--bad);white-space:pre-wrap;word-break:break-word}',
  '.asserts{list-style:none;padding:0;margin:0}.asserts li{padding:3px 0;border-top:1px solid var(--line)}.asserts .verdict{font-weight:700;font-size:11px;padding:1px 5px;border-radius:4px;color:var(--bg)}',
  '.asserts .pass .verdict{background:var(--ok)}.asserts .fail .verdict{background:var(--bad)}.asserts .skip .verdict{background:var(--muted)}.asserts .msg{color:var(--bad);margin-left:44px;white-space:pre-wrap}',
  '.kv{border-collapse:collapse;width:100%;font-size:12px}.kv th,.kv td{border-top:1px solid var(--line);padding:2px 6px;text-align:left;vertical-align:top;word-break:break-all}.kv th{width:30%;font-weight:600}',
  'pre.body{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:8px;max-height:360px;overflow:auto;white-space:pre-wrap;word-break:break-all;font-size:12px;margin:0}',
].join('\n');
