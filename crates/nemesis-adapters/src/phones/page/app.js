// Nemesis Companion's table page: a seat's phone (/p/<secret>) or the table display (/).
// It draws the frames the app sends and nothing else; the words come in the frames.
'use strict';

const seatKey = (() => {
  const m = location.pathname.match(/^\/p\/([0-9a-f]{1,64})$/);
  return m ? m[1] : null;
})();
const base = seatKey ? '/p/' + seatKey : '';
const SVG = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

// Every event this page received, in order (the browser tests read it).
window.__frames = [];
let words = {};
let seats = [];
let mySeat = null;
let gone = false;
let noticeKey = null;
const sights = new Map(); // id -> {data, revealed}
let lastRun = null; // the server's run the cards came from

// between the steps of a choice's label
const STEP = '\u001f';

function word(key, fallback) {
  return (words && typeof words[key] === 'string') ? words[key] : fallback;
}

function setStatus(kind) {
  const s = $('status');
  s.className = kind;
  s.textContent = kind === 'live' ? word('live', '●')
    : kind === 'gone' ? word('offline', '×') : word('connecting', '…');
}

function noticeOf(key, fallback) {
  noticeKey = [key, fallback];
  notice(word(key, fallback));
}

function notice(text) {
  const n = $('notice');
  n.textContent = text;
  n.hidden = !text;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function svg(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

// Sends until the table answers: a request the Wi-Fi dropped is sent again (the table takes
// the same reveal or answer twice as once), `waiting` is called while it has not arrived, and
// the promise gives the table's answer. A reply that is no answer of the table's is final.
function send(path, body, waiting) {
  let delay = 400;
  const attempt = () => fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    cache: 'no-store',
    credentials: 'omit',
  }).then(
    (r) => r.json().then(
      (j) => (j && typeof j.ok === 'boolean' ? j : { ok: false }),
      () => ({ ok: false }),
    ),
    () => {
      if (gone) return { ok: false };
      if (waiting) waiting();
      return new Promise((done) => setTimeout(done, delay)).then(() => {
        delay = Math.min(delay * 2, 4000);
        return attempt();
      });
    },
  );
  return attempt();
}

// The line on a card whose reveal or answer is on its way.
function sendingLine(s) {
  if (s.closed) return el('p', 'note', word('closed', 'The table moved on: this is closed.'));
  if (s.unsent) return el('p', 'note', word('unsent', 'Not reached the table yet: trying again…'));
  return null;
}

// The table's answer to a card's reveal or answer: a card it closed says so, then goes.
function settle(id, s, reply, then) {
  s.sending = false;
  s.unsent = false;
  if (reply.ok) {
    then();
  } else {
    s.closed = true;
    setTimeout(() => { sights.delete(id); drawSights(); }, 4000);
  }
  drawSights();
}

function drawTable(frame) {
  words = frame.words || {};
  seats = Array.isArray(frame.seats) ? frame.seats : [];
  document.documentElement.lang = frame.lang || 'en';
  $('title').textContent = frame.title || '';
  document.title = frame.title || 'Nemesis Companion';
  $('waiting').hidden = true;
  if (mySeat !== null && seats[mySeat] !== undefined) {
    $('title').textContent = (frame.title || '') + ' · ' + seats[mySeat];
  }
  const step = frame.step || {};
  $('now').hidden = false;
  $('now-title').textContent = word('now', '');
  $('turn').textContent = frame.turn || '';
  const ul = $('step');
  ul.replaceChildren(...(step.lines || []).map((l) => el('li', '', l)));
  if (step.title) ul.prepend(el('li', 'step-title', step.title));
  $('log-box').hidden = false;
  $('log-title').textContent = word('log', '');
  const log = $('log');
  log.replaceChildren(...(frame.log || []).map((l) => el('li', '', l)));
  log.scrollTop = log.scrollHeight;
  drawMap(frame.map);
  drawSights();
  if (noticeKey) notice(word(noticeKey[0], noticeKey[1]));
  setStatus('live');
}

// where this seat's figure was when the map last panned to it (a room's x in map units)
let mineAt = null;

function drawMap(map) {
  const box = $('map-box');
  const m = $('map');
  if (!map || !Array.isArray(map.rooms)) { box.hidden = true; return; }
  box.hidden = false;
  m.setAttribute('viewBox', `0 0 ${map.w || 1000} ${map.h || 700}`);
  // the smallest words are 15 units: the map is never drawn narrower than 11 px for each
  m.style.setProperty('--map-min', `${Math.ceil(((map.w || 1000) * 11) / 15)}px`);
  m.setAttribute('aria-label', word('map', 'map'));
  const parts = [];
  let mineNow = null;
  for (const c of map.lines || []) {
    const [ax, ay] = c.a, [bx, by] = c.b;
    parts.push(svg('line', { x1: ax, y1: ay, x2: bx, y2: by, class: 'corridor' }));
    const mx = (ax + bx) / 2, my = (ay + by) / 2;
    if (c.door === 'closed' || c.door === 'broken') {
      parts.push(svg('rect', { x: mx - 9, y: my - 9, width: 18, height: 18,
        class: c.door === 'closed' ? 'door-closed' : 'door-broken' }));
    }
    if (c.noise) {
      parts.push(svg('circle', { cx: mx + 14, cy: my - 14, r: 8, class: 'noise' }));
    }
  }
  // a corridor's intruders: red squares with a count on a dark pill at its middle, drawn after
  // every line so no corridor crosses them
  for (const c of map.lines || []) {
    const ins = c.intruders || [];
    if (!ins.length) continue;
    const mx = (c.a[0] + c.b[0]) / 2, my = (c.a[1] + c.b[1]) / 2;
    const x0 = mx - (ins.length * 36) / 2;
    parts.push(svg('rect', { x: x0 - 4, y: my - 18, width: ins.length * 36 + 4, height: 36, rx: 6,
      class: 'pill' }));
    ins.forEach((t, i) => {
      const x = x0 + i * 36, y = my - 14;
      parts.push(svg('rect', { x, y, width: 32, height: 28, rx: 4, class: 'intruder' }));
      parts.push(svg('text', { x: x + 16, y: y + 21, 'text-anchor': 'middle', class: 'intruder-text' },
        (t.s || '') + (t.n > 1 ? t.n : '')));
    });
  }
  for (const r of map.rooms) {
    const g = svg('g', {});
    const rr = r.r || 48;
    const cls = ['room'].concat(r.state || []);
    if (r.unexplored) cls.push('unexplored');
    g.append(svg('circle', { cx: r.x, cy: r.y, r: rr, class: cls.join(' ') }));
    if (r.n) g.append(svg('text', { x: r.x, y: r.y - rr * 0.55, 'text-anchor': 'middle', class: 'room-num' }, r.n));
    if (r.name) g.append(svg('text', { x: r.x, y: r.y - rr * 0.15, 'text-anchor': 'middle', class: 'room-name' }, r.name));
    // intruders: red squares with a count, in a row under the name
    const ins = r.intruders || [];
    ins.forEach((t, i) => {
      const x = r.x - (ins.length * 36) / 2 + i * 36 + 2, y = r.y + 2;
      g.append(svg('rect', { x, y, width: 32, height: 28, rx: 4, class: 'intruder' }));
      g.append(svg('text', { x: x + 16, y: y + 21, 'text-anchor': 'middle', class: 'intruder-text' },
        (t.s || '') + (t.n > 1 ? t.n : '')));
    });
    // people: discs in their colours with initials, above the room's bottom edge
    const ps = r.people || [];
    ps.forEach((p, i) => {
      const cx = r.x - (ps.length * 30) / 2 + i * 30 + 15, cy = r.y + rr * 0.72;
      const mine = mySeat !== null && p.s === mySeat;
      const cls = ['person'].concat(p.down ? ['down'] : [], mine ? ['mine'] : []);
      g.append(svg('circle', { cx, cy, r: 14, fill: p.c || '#ccc', class: cls.join(' ') }));
      if (mine) mineNow = r.x;
      g.append(svg('text', { x: cx, y: cy + 6, 'text-anchor': 'middle', class: 'person-text' }, p.i || ''));
    });
    parts.push(g);
  }
  m.replaceChildren(...parts);
  // a map wider than the phone pans to the player's own figure when it moves to another room
  // (and on the first frame), and stays where the player pans it otherwise
  if (mineNow !== null && mineNow !== mineAt && m.clientWidth > box.clientWidth) {
    const x = (mineNow / (map.w || 1000)) * m.clientWidth;
    box.scrollLeft = Math.max(0, x - box.clientWidth / 2);
    mineAt = mineNow;
  }
}

function drawSights() {
  const box = $('sights');
  const cards = [];
  for (const [id, s] of sights) {
    const d = s.data;
    // the player's own turn is a card of its own kind (no secret, no cover)
    const card = el('div', d.sight && d.sight.open ? 'sight turn' : 'sight');
    const title = (d.sight && d.sight.title) || '';
    card.append(el('h3', '', title));
    // a sight that is no secret (the player's own turn) needs no cover
    if (!s.revealed && !(d.sight && d.sight.open)) {
      const who = mySeat !== null && seats[mySeat] ? seats[mySeat] : '';
      // split and join, not replace: a name with `$&` in it stays as typed
      card.append(el('p', 'cover', word('cover', '{name}').split('{name}').join(who)));
      const b = el('button', '', word('reveal', 'Show'));
      // shown only once the table has counted it shown: it is never shown twice
      b.disabled = Boolean(s.sending || s.closed);
      b.addEventListener('click', () => {
        if (s.sending) return;
        s.sending = true;
        drawSights();
        send('/seen', { sight: id }, () => { s.unsent = true; drawSights(); })
          .then((reply) => settle(id, s, reply, () => { s.revealed = true; }));
      });
      card.append(b);
      const line = sendingLine(s);
      if (line) card.append(line);
    } else {
      for (const line of (d.sight && d.sight.lines) || []) card.append(el('p', '', line));
      const choices = d.choices || [];
      const forms = d.forms || [];
      // a choice of several steps (its label's steps joined by U+001F: a move's destination,
      // its corridor, plain or careful) is asked a step at a time; `s.path` holds the steps
      // taken, and a step shared by several choices is one button. A form (a move into a room
      // whose tile the table flips) is reached the same way, then asks its own steps, one
      // option each (`s.picks`), and is answered `form/option/…`
      const path = s.path || [];
      const form = forms.find((f) => f.id === s.form);
      const answer = (choice) => {
        if (s.sending) return;
        s.sending = true;
        s.chosen = choice;
        drawSights();
        send('/answer', { sight: id, choice }, () => { s.unsent = true; drawSights(); })
          .then((reply) => settle(id, s, reply, () => { sights.delete(id); }));
      };
      const button = (cls, label, onClick) => {
        const b = el('button', cls, label);
        b.disabled = Boolean(s.sending || s.closed);
        b.addEventListener('click', onClick);
        card.append(b);
      };
      if (form) {
        const picks = s.picks || [];
        const step = form.steps[picks.length];
        card.append(el('p', 'path', form.label.split(STEP).join(' › ')));
        if (step) {
          card.append(el('p', '', step.title));
          for (const [option, label] of step.options) {
            const done = picks.concat([option]);
            const choice = form.id + '/' + done.join('/');
            button(s.chosen === choice ? 'chosen' : '', label, () => {
              if (done.length === form.steps.length) answer(choice);
              else { s.picks = done; drawSights(); }
            });
          }
        }
      } else {
        const items = choices.map((c) => ({ label: c.label, id: c.id, form: false }))
          .concat(forms.map((f) => ({ label: f.label, id: f.id, form: true })));
        if (path.length > 0) card.append(el('p', 'path', path.join(' › ')));
        const groups = new Set();
        for (const c of items) {
          const p = c.label.split(STEP);
          if (p.length <= path.length || !path.every((x, i) => p[i] === x)) continue;
          const label = p[path.length];
          if (p.length > path.length + 1) {
            if (groups.has(label)) continue;
            groups.add(label);
            button('step', label + ' ›', () => { s.path = path.concat([label]); drawSights(); });
          } else if (c.form) {
            button('step', label + ' ›', () => { s.form = c.id; s.picks = []; drawSights(); });
          } else {
            // the answer stays on its card, marked, until the table has it
            button(s.chosen === c.id ? 'chosen' : '', label, () => answer(c.id));
          }
        }
      }
      if (path.length > 0 || form) {
        const back = el('button', 'second', word('back', 'Back'));
        back.disabled = Boolean(s.sending);
        back.addEventListener('click', () => {
          if (form && (s.picks || []).length > 0) s.picks = s.picks.slice(0, -1);
          else if (form) s.form = null;
          else s.path = path.slice(0, -1);
          drawSights();
        });
        card.append(back);
      }
      const line = sendingLine(s);
      if (line) card.append(line);
      if (choices.length === 0 && forms.length === 0) {
        const b = el('button', 'second', word('hide', 'Done'));
        b.addEventListener('click', () => { sights.delete(id); drawSights(); });
        card.append(b);
      }
    }
    cards.push(card);
  }
  box.replaceChildren(...cards);
  box.hidden = cards.length === 0;
}

function listen() {
  const es = new EventSource(base + '/events');
  const on = (name, fn) => es.addEventListener(name, (e) => {
    let data = null;
    try { data = JSON.parse(e.data); } catch (_) { return; }
    window.__frames.push({ type: name, data, id: e.lastEventId });
    fn(data);
  });
  es.onopen = () => { if (!gone) setStatus('live'); };
  es.onerror = () => { if (!gone) setStatus('connecting'); };
  on('seat', (d) => {
    mySeat = d.seat;
    // the laptop's app started again: the cards of its earlier run can no longer be answered
    // (the Korean evening's phone showed the same noise question twice after a restart)
    if (lastRun !== null && d.run !== lastRun) {
      sights.clear();
      drawSights();
    }
    lastRun = d.run;
  });
  on('table', drawTable);
  on('sight', (d) => {
    if (!sights.has(d.id)) sights.set(d.id, { data: d, revealed: false });
    drawSights();
  });
  on('closed', (d) => {
    const s = sights.get(d.id);
    // the page that opened the sight keeps it until its player is done; one whose reveal or
    // answer is on its way hears the table's reply instead
    if (s && !s.sending && !(s.revealed && d.state === 'seen')) {
      sights.delete(d.id);
      drawSights();
    }
  });
  on('revoked', () => {
    gone = true;
    es.close();
    sights.clear();
    drawSights();
    setStatus('gone');
    noticeOf('revoked', 'This link no longer works. Ask the table for a new code.');
  });
  on('unknown_link', () => {
    noticeOf('unknown_link', 'This link names no seat: only the table is shown.');
  });
}

listen();
