// biome-ignore-all lint: ES5 on purpose (no arrows, no template strings): it must run in the browsers it warns about.
// biome-ignore-all format: no trailing commas in calls, which IE 11 and Safari 10 cannot parse.
// What runs before the app: the loading page's guard, Zod's settings, then the app's scripts. A file, since the
// Content-Security-Policy forbids inline scripts; blocking in index.html's head, so it sees the bundle fail to load.

// Zod probes `Function('')` for faster parsers; the CSP forbids eval and Chromium reports the refused probe. Schemas
// are built as their chunks load, before main.tsx could call z.config(): Zod reads globalThis.__zod_globalConfig.
window.__zod_globalConfig = { jitless: true };

(function () {
  var BUNDLE_TIMEOUT_MS = 30000;
  var ua = navigator.userAgent;
  var isOldIe = /MSIE |Trident\//.test(ua);
  var safari = ua.match(/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//);
  var isOldSafari = !!safari && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Android/.test(ua) && Number(safari[1]) < 11;
  var state = { mounted: false, stopped: false };

  function show(message, role) {
    var boot = document.getElementById('boot');
    var text = document.getElementById('boot-message');
    if (!boot || !text) return;
    boot.className = 'is-stopped';
    text.setAttribute('role', role);
    text.textContent = message;
  }

  function fail(reason) {
    if (state.mounted || state.stopped) return;
    state.stopped = true;
    console.error('Error loading website:', reason);
    show('Error loading website, please try again later.', 'alert');
  }

  // main.tsx checks this flag: a browser told to switch must keep reading the message, not a half-working app.
  window.__bootUnsupported = isOldIe || isOldSafari;
  window.__bootMounted = function () {
    state.mounted = true;
    var boot = document.getElementById('boot');
    if (boot && boot.parentNode) boot.parentNode.removeChild(boot);
  };

  // Capture phase: a failed <script> or module preload fires "error" on the element, which does not bubble.
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      var tag = target && target.tagName;
      // A script that only starts things early (signed-in-start.js) is not the app: the app starts without it.
      if (tag === 'SCRIPT' && target.hasAttribute('data-optional')) return;
      if (tag === 'SCRIPT' || (tag === 'LINK' && target.rel === 'modulepreload')) {
        fail('could not load ' + (target.src || target.href));
      } else if (target === window || !tag) {
        fail(event.error || event.message);
      }
    },
    true
  );
  window.addEventListener('unhandledrejection', function (event) {
    fail(event.reason);
  });
  setTimeout(function () {
    fail('the app did not start within ' + BUNDLE_TIMEOUT_MS / 1000 + ' s');
  }, BUNDLE_TIMEOUT_MS);

  document.addEventListener('DOMContentLoaded', function () {
    if (!window.__bootUnsupported) return;
    state.stopped = true;
    // A prerendered page (decision 027) under the message would only be half an app: its buttons need the bundle.
    var root = document.getElementById('root');
    if (root) root.innerHTML = '';
    show(
      'Your browser is not supported. Please switch to a current version of Chrome, Firefox, Edge or Safari.',
      'alert'
    );
  });
})();

// The visitor's language, fetched beside the app's first scripts rather than once they have run (issue 22). The
// choice mirrors src/shared/i18n/language-preference.ts (stored choice, then the browser's languages, then English);
// a wrong guess costs one unused download, never a wrong language, since the app chooses again.
(function () {
  var meta = document.querySelector('meta[name="locale-chunks"]');
  var chunks;
  try {
    chunks = JSON.parse(meta.getAttribute('content'));
  } catch (error) {
    return;
  }
  var language = null;
  try {
    language = localStorage.getItem('language');
  } catch (error) {
    // Storage can be blocked; the browser's languages still tell.
  }
  if (language) {
    language = language.trim().toLowerCase().replace('_', '-');
    if (language === 'en' || language === 'enus') language = 'en-us';
  } else {
    var tags = navigator.languages || [];
    for (var i = 0; i < tags.length && !language; i += 1) {
      var primary = String(tags[i]).toLowerCase().split('-')[0];
      if (primary === 'en') language = 'en-us';
      else if (chunks[primary]) language = primary;
    }
  }
  var href = chunks[language] || chunks['en-us'];
  if (!href) return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
})();

// A signed-in start asks for more before the app's scripts (public/signed-in-start.js: the answers its page is drawn
// from, and that page's code), so a visitor's first load is not made larger by it (issue 22's budget).
(function () {
  try {
    if (window.__bootUnsupported || !(/[?&]token=/.test(location.search) || localStorage.getItem('token'))) return;
  } catch (error) {
    return;
  }
  var script = document.createElement('script');
  script.src = '/signed-in-start.js';
  script.setAttribute('data-optional', '');
  document.head.appendChild(script);
})();

// A prerendered page's stylesheets come as print stylesheets, so they never hold up its first paint (its first
// screen's rules are inlined, decision 027), each applied once loaded: Beasties' own script would be inline, which the
// CSP forbids. A link's load event does not bubble, so it is caught on its way down (capture).
document.addEventListener(
  'load',
  function (event) {
    var link = event.target;
    if (!link || link.tagName !== 'LINK' || !link.hasAttribute('data-beasties-media')) return;
    link.media = link.getAttribute('data-beasties-media');
    link.removeAttribute('data-beasties-media');
  },
  true
);

// A prerendered page's buttons do nothing until the app has taken the page over (decision 027): the last tap on one
// meanwhile is held (its default too: a form's button would submit the form to the server) and tapped again once the
// page's own code has hydrated it, which the page says through __bootReplayTap(true). Links, text boxes and selects
// work without the app and are left alone. __bootReplayTap(false) forgets the tap: the app draws the page anew.
(function () {
  var TAPPABLE = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"], input[type="submit"]';
  var held = null;
  var holding = true;
  function hold(event) {
    // Looked up at the tap: this script runs in the head, before the page's body is parsed.
    var root = document.getElementById('root');
    if (!root || !root.hasAttribute('data-prerendered')) return;
    var target = event.target;
    var tappable = target && target.closest ? target.closest(TAPPABLE) : null;
    if (!tappable || !root.contains(tappable)) return;
    event.preventDefault();
    event.stopPropagation();
    held = tappable;
  }
  document.addEventListener('click', hold, true);
  window.__bootReplayTap = function (replay) {
    if (!holding) return;
    holding = false;
    document.removeEventListener('click', hold, true);
    var tap = held;
    held = null;
    if (replay && tap && tap.isConnected && !tap.disabled) tap.click();
  };
})();

// The app's scripts, named on this tag by the build, start after the first paint: once the document is parsed, a
// frame, then a task; at once in a background tab, which paints nothing (decision 027).
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  // A module preload or the entry's script, fetched as the build's tags would have (crossorigin, in the head).
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function start() {
    if (window.__bootUnsupported) return;
    var preloads = (boot.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i += 1) if (preloads[i]) add('link', { rel: 'modulepreload', href: preloads[i] });
    add('script', { type: 'module', src: entry });
    // The page's own code comes after the entry, which the browser then fetches first (public/signed-in-start.js
    // adds it with this same helper, so both ask for module scripts alike).
    window.__bootAddAfterEntry = add;
    if (window.__afterBootEntry) window.__afterBootEntry(add);
  }
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
