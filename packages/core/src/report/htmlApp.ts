/**
 * The HTML report's script, inlined into the page (no network, nothing to load). It reads the
 * embedded run data and draws only the rows in view (fixed-height rows in a scrolled box), so a
 * run of 10,000 requests opens and filters at once. Every text from the run goes in through
 * textContent, never as markup. Plain ES2017 so any browser that opens a CI artifact runs it.
 */
export const HTML_APP = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var rows = data.rows;
  var ROW = 34;
  var $ = function (id) { return document.getElementById(id); };
  var list = $('list'), inner = $('rows'), detail = $('detail');
  var search = $('q'), verdict = $('verdict'), iteration = $('iteration'), folder = $('folder'), count = $('count');
  var view = [], drawn = '', selected = -1;

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function add(parent, child) { parent.appendChild(child); return child; }
  function name(row) { var f = data.folders[row.f]; return f ? f + ' / ' + row.n : row.n; }
  function groupLabel(row) {
    var f = data.folders[row.f];
    return (data.iterations > 1 ? 'Iteration ' + row.i : '') + (data.iterations > 1 && f ? ' · ' : '') + (f || (data.iterations > 1 ? '' : '(collection root)'));
  }
  function haystack(row) {
    if (!row._h) {
      row._h = [name(row), row.m, row.u, row.s, row.st, row.e || ''].concat(row.a.map(function (a) { return a[0] + ' ' + a[2]; })).join('\n').toLowerCase();
    }
    return row._h;
  }

  var built = null;
  function build() {
    var q = search.value.trim().toLowerCase(), v = verdict.value, it = iteration.value, fo = folder.value;
    // A field's change event also fires when it loses focus: redrawing then would swap the rows
    // under the click that took the focus away.
    var filters = [q, v, it, fo].join('\u0000');
    if (filters === built) return;
    built = filters;
    var last = null, shown = 0;
    view = [];
    for (var i = 0; i < rows.length; i++) {
      var r = rows[i];
      if ((v === 'failed' && !r.x) || (v === 'passed' && r.x)) continue;
      if ((it !== '' && r.i !== +it) || (fo !== '' && r.f !== +fo)) continue;
      if (q && haystack(r).indexOf(q) === -1) continue;
      var key = r.i + '/' + r.f;
      if (key !== last) { view.push(-1 - i); last = key; }
      view.push(i);
      shown++;
    }
    count.textContent = shown === rows.length ? rows.length + ' requests' : shown + ' of ' + rows.length + ' requests';
    inner.style.height = view.length * ROW + 'px';
    drawn = '';
    draw();
  }

  function item(entry, at) {
    var node;
    if (entry < 0) {
      node = el('div', 'group', groupLabel(rows[-1 - entry]));
    } else {
      var r = rows[entry];
      node = el('div', 'row' + (r.x ? ' f' : ' p') + (entry === selected ? ' sel' : ''));
      node.setAttribute('role', 'button');
      node.tabIndex = 0;
      node.dataset.row = entry;
      add(node, el('span', 'mark', r.x ? '✗' : '✓')).title = r.x ? 'failed' : 'passed';
      add(node, el('span', 'method', r.m));
      add(node, el('span', 'name', name(r)));
      if (data.iterations > 1) add(node, el('span', 'iter', '#' + r.i));
      add(node, el('span', 'status', r.s ? r.s + (r.st ? ' ' + r.st : '') : 'not sent'));
      add(node, el('span', 'time', r.t + ' ms'));
      var passed = r.a.filter(function (a) { return a[1] === 'pass'; }).length;
      var ran = r.a.filter(function (a) { return a[1] !== 'skip'; }).length;
      add(node, el('span', 'tests', ran ? passed + '/' + ran : '—')).title = 'assertions passed';
    }
    node.style.top = at * ROW + 'px';
    return node;
  }

  function draw() {
    var top = list.scrollTop, height = list.clientHeight || 600;
    var first = Math.max(0, Math.floor(top / ROW) - 8), end = Math.min(view.length, Math.ceil((top + height) / ROW) + 8);
    var key = first + ':' + end;
    if (key === drawn) return;
    drawn = key;
    var fragment = document.createDocumentFragment();
    for (var k = first; k < end; k++) fragment.appendChild(item(view[k], k));
    inner.textContent = '';
    inner.appendChild(fragment);
  }

  function table(parent, headers, omitted) {
    if (omitted) add(parent, el('p', 'muted', 'Left out of this report' + (headers.length ? ' in part' : '')));
    if (!headers.length) { if (!omitted) add(parent, el('p', 'muted', 'No headers')); return; }
    var t = add(parent, el('table', 'kv'));
    headers.forEach(function (h) {
      var tr = add(t, el('tr'));
      add(tr, el('th', '', h[0]));
      add(tr, el('td', '', h[1]));
    });
  }
  function pretty(text) {
    try { return JSON.stringify(JSON.parse(text), null, 2); } catch (e) { return text; }
  }
  function body(parent, text, truncated, size, base64, omitted) {
    if (omitted) { add(parent, el('p', 'muted', 'Left out of this report')); return; }
    if (!text) { add(parent, el('p', 'muted', 'No body')); return; }
    if (base64) add(parent, el('p', 'muted', 'Binary body, shown as base64'));
    add(parent, el('pre', 'body', truncated || base64 ? text : pretty(text)));
    if (truncated) add(parent, el('p', 'muted', 'Cut at ' + text.length + ' characters' + (size ? ' of ' + size + ' bytes' : '')));
  }

  var KIND = { 'prerequest-script': 'Pre-request script error', 'test-script': 'Test script error', request: 'Request error' };
  function open(index) {
    var r = rows[index];
    if (!r) return;
    selected = index;
    drawn = '';
    draw();
    detail.textContent = '';
    detail.hidden = false;
    add(detail, el('h3', r.x ? 'bad' : 'ok', (r.x ? '✗ ' : '✓ ') + name(r)));
    var facts = add(detail, el('p', 'facts'));
    add(facts, el('b', '', r.m + ' '));
    add(facts, el('span', 'url', r.u));
    add(detail, el('p', 'muted', [r.s ? 'Status ' + r.s + (r.st ? ' ' + r.st : '') : 'Not sent', r.t + ' ms', r.z + ' B', data.iterations > 1 ? 'iteration ' + r.i : ''].filter(Boolean).join(' · ')));
    if (r.e) add(detail, el('p', 'error', (KIND[r.k] || 'Error') + ': ' + r.e));
    add(detail, el('h4', '', 'Assertions (' + r.a.length + ')'));
    if (!r.a.length) add(detail, el('p', 'muted', 'No assertions'));
    var ul = add(detail, el('ul', 'asserts'));
    r.a.forEach(function (a) {
      var li = add(ul, el('li', a[1]));
      add(li, el('span', 'verdict', a[1] === 'pass' ? 'PASS' : a[1] === 'fail' ? 'FAIL' : 'SKIP'));
      add(li, el('span', '', ' ' + a[0]));
      if (a[2]) add(li, el('div', 'msg', a[2]));
    });
    if (!r.q && !r.r) add(detail, el('p', 'muted', 'Headers and bodies were not recorded for this run.'));
    if (r.q) {
      add(detail, el('h4', '', 'Request headers'));
      table(detail, r.q.h, r.q.ho);
      add(detail, el('h4', '', 'Request body'));
      body(detail, r.q.b, r.q.bt, 0, false, r.q.bo);
    }
    if (r.r) {
      add(detail, el('h4', '', 'Response headers'));
      table(detail, r.r.h, r.r.ho);
      add(detail, el('h4', '', 'Response body'));
      body(detail, r.r.b, r.r.bt, r.r.bs, r.r.b64, r.r.bo);
    }
    if (r.c) {
      add(detail, el('h4', '', 'Console'));
      add(detail, el('pre', 'body', r.c.map(function (c) { return '[' + c[0] + '] ' + c[1] + ': ' + c[2]; }).join('\n')));
    }
  }

  function fromHash() {
    var m = /^#r-(\d+)$/.exec(location.hash);
    if (!m) return;
    var index = +m[1];
    var at = view.indexOf(index);
    if (at === -1) { search.value = ''; verdict.value = ''; iteration.value = ''; folder.value = ''; build(); at = view.indexOf(index); }
    list.scrollTop = Math.max(0, at * ROW - list.clientHeight / 3);
    open(index);
  }

  if (data.iterations > 100) {
    // A list of thousands of options is no way to pick one: a number field instead.
    var field = el('input');
    field.type = 'number';
    field.min = '1';
    field.max = String(data.iterations);
    field.placeholder = 'Iteration 1–' + data.iterations;
    field.setAttribute('aria-label', 'Iteration');
    iteration.replaceWith(field);
    iteration = field;
    field.id = 'iteration';
  } else {
    for (var n = 1; n <= data.iterations && data.iterations > 1; n++) add(iteration, el('option', '', 'Iteration ' + n)).value = String(n);
  }
  if (data.iterations < 2) iteration.hidden = true;
  data.folders.forEach(function (f, index) { add(folder, el('option', '', f || '(collection root)')).value = String(index); });
  if (data.folders.length < 2) folder.hidden = true;

  var timer;
  search.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(build, 120); });
  [verdict, iteration, folder].forEach(function (select) { select.addEventListener('change', build); });
  iteration.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(build, 120); });
  list.addEventListener('scroll', function () { window.requestAnimationFrame(draw); });
  window.addEventListener('resize', function () { drawn = ''; draw(); });
  inner.addEventListener('click', function (event) {
    var target = event.target.closest('.row');
    if (target) open(+target.dataset.row);
  });
  inner.addEventListener('keydown', function (event) {
    var target = event.target.closest('.row');
    if (target && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); open(+target.dataset.row); }
  });
  window.addEventListener('hashchange', fromHash);

  var root = document.documentElement, THEME = 'courier-report-theme';
  function remembered() { try { return localStorage.getItem(THEME); } catch (e) { return null; } }
  function setTheme(theme) {
    root.dataset.theme = theme;
    try { localStorage.setItem(THEME, theme); } catch (e) { /* a file:// page may have no storage */ }
  }
  root.dataset.theme = remembered() || root.dataset.theme || (window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  $('theme').hidden = false;
  $('theme').addEventListener('click', function () { setTheme(root.dataset.theme === 'dark' ? 'light' : 'dark'); });
  $('browser').hidden = false;

  build();
  fromHash();
})();
`;
