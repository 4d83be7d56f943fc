// biome-ignore-all lint: ES5 on purpose (no arrows, no template strings), like boot.js, which adds this file.
// biome-ignore-all format: no trailing commas in calls, which IE 11 and Safari 10 cannot parse.
// What a signed-in start asks for before the app's scripts have run (issue 22). boot.js adds this file only when the
// browser holds a session key, so a visitor's first load does not carry it.

// A signed-in reader's page is drawn from answers that need the session key: the profile (who they are, whether they
// may search) and, on a job's page, the load. Asked for here, beside the app's scripts, rather than once those have
// downloaded, run and rendered (on a phone the driver's pages waited seconds for that chain). The app takes each
// answer once, for the same key (src/shared/api/early-requests.ts), and asks the server itself otherwise.
(function () {
  if (!window.fetch) return;
  var token = null;
  // The app keeps a key given in the address (?token=, spec section 7) in place of a stored one.
  var given = location.search.match(/[?&]token=([^&#]*)/);
  try {
    token = given ? decodeURIComponent(given[1]) : localStorage.getItem('token');
  } catch (error) {
    return;
  }
  if (!token) return;
  var paths = ['/api/user/profile/'];
  var job = location.pathname.match(/^\/job\/([0-9a-zA-Z-]+)(\/|$)/);
  if (job) paths.push('/api/haul/' + job[1] + '/');
  var early = {};
  for (var i = 0; i < paths.length; i += 1) {
    var response = fetch(paths[i], { headers: { Accept: 'application/json', Authorization: 'Token ' + token } });
    // Handled here too: an answer the app never takes (offline, say) must not reach boot.js's unhandledrejection guard.
    response['catch'](function () {});
    early[paths[i]] = { token: token, response: response };
  }
  window.__earlyRequests = early;
})();

// The page's own scripts where the build named them for this address (build/page-chunks.ts: the driver's pages),
// fetched beside the entry's rather than once the entry has run and matched the address; after the entry's, so the
// browser fetches the entry first (boot.js calls back once it has added the entry).
(function () {
  function pageChunks() {
    var meta = document.querySelector('meta[name="page-chunks"]');
    var pages = meta ? meta.getAttribute('content').split('|') : [];
    var here = location.pathname.replace(/\/$/, '');
    for (var i = 0; i < pages.length; i += 1) {
      var files = pages[i].split(' ');
      var address = files.shift();
      var isPrefix = address.charAt(address.length - 1) === '/';
      if (isPrefix ? here.indexOf(address) === 0 : here === address) {
        for (var j = 0; j < files.length; j += 1) files[j] = '/' + files[j];
        return files;
      }
    }
    return [];
  }
  // `add` is boot.js's own helper for the entry's preloads.
  function preloadPage(add) {
    var files = pageChunks();
    for (var i = 0; i < files.length; i += 1) add('link', { rel: 'modulepreload', href: files[i] });
  }
  if (window.__bootAddAfterEntry) preloadPage(window.__bootAddAfterEntry);
  else window.__afterBootEntry = preloadPage;
})();
