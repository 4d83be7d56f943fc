// biome-ignore-all lint: ES5 on purpose (no arrows, no template strings), like boot.js, which adds this file.
// biome-ignore-all format: no trailing commas in calls, which IE 11 and Safari 10 cannot parse.
// What a signed-in start asks for before the app's scripts have run (issue 22). boot.js adds this file only when the
// browser holds a session key, so a visitor's first load does not carry it.

// A signed-in reader's page is drawn from answers that need the session key: the profile (who they are, whether they
// may search), on a job's page the load, and on the driver's search the loads around their base. Asked for here,
// beside the app's scripts, rather than once those have downloaded, run and rendered (on a phone the driver's pages
// waited seconds for that chain). The app takes each answer once, for the same key, and none after its first write
// (src/shared/api/early-requests.ts); it asks the server itself otherwise.
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
  var early = {};
  window.__earlyRequests = early;

  function ask(path, then) {
    var response = fetch(path, { headers: { Accept: 'application/json', Authorization: 'Token ' + token } });
    // The answer reaches the app only once `then` has read its copy, so the app's own read of the body comes second.
    if (then) {
      response = response.then(function (answer) {
        if (answer.ok) then(answer.clone());
        return answer;
      });
    }
    // Handled here too: an answer the app never takes (offline, say) must not reach boot.js's unhandledrejection guard.
    response['catch'](function () {});
    early[path] = { token: token, response: response };
  }

  // The query the search page asks for first when its address names no filter (the app's searchQueryString of
  // homeSearchOf, features/search/home-search.ts: the driver's base and regions), or null when this reader's page
  // will not search. signed-in-start-search.test.ts holds the two together.
  function homeSearchQuery(user) {
    var driver = user && user.status !== 'temporary' ? user.driver : null;
    if (!driver || !driver.access || !driver.access.is_driver || !driver.access.can_search) return null;
    var base = driver.base_location;
    var regions = driver.regions || [];
    var codes = [];
    for (var i = 0; i < regions.length; i += 1) {
      var code = String(regions[i]).trim().toUpperCase();
      if (code && codes.indexOf(code) < 0) codes.push(code);
    }
    var query = new URLSearchParams();
    if (base) {
      query.set('origin_lon', String(base[0]));
      query.set('origin_lat', String(base[1]));
      query.set('origin_radius_km', '250');
    }
    if (codes.length > 0) query.set('origin_regions', codes.join(','));
    if (base) query.set('sort', 'nearest');
    query.set('page_size', '20');
    return query.toString();
  }

  // Only the search's own address with no filter in it: any other parameter than the key and the open tab may be a
  // filter, and the page would then search that instead.
  function opensHomeSearch() {
    if (!window.URLSearchParams || !/^\/search-jobs\/?$/.test(location.pathname)) return false;
    var names = location.search.replace(/^\?/, '').split('&');
    for (var i = 0; i < names.length; i += 1) {
      var name = names[i].split('=')[0];
      if (name !== '' && name !== 'token' && name !== 'view') return false;
    }
    return true;
  }

  function askHomeSearch(profile) {
    profile
      .json()
      .then(function (user) {
        var query = homeSearchQuery(user);
        // Not once the app has let go of the early answers (it wrote something, or the key changed).
        if (query !== null && window.__earlyRequests === early) ask('/api/haul/search/?' + query);
      })
      ['catch'](function () {});
  }

  // A load's page drawn by the server (decision 027) has a heading waiting for the load's title: the title is the
  // page's largest paint, and the app's first screen, drawn once its scripts have run (seconds later on a phone), puts
  // the same heading in the same place. Only the server's heading carries the mark (the job page's JobLoading).
  function writeJobTitle(answer) {
    answer
      .json()
      .then(function (haul) {
        var title = haul && haul.load ? haul.load.make_model : null;
        if (typeof title !== 'string' || title === '') return;
        // A new heading in the old one's place, not new text in it: the browser counts an element's paint once, so the
        // title in the old heading would never be the page's largest paint, and the app's own heading would be.
        function write() {
          var heading = document.querySelector('[data-early-fill="haul-title"]');
          if (!heading) return;
          var titled = heading.cloneNode(false);
          titled.textContent = title;
          heading.parentNode.replaceChild(titled, heading);
        }
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', write);
        else write();
      })
      ['catch'](function () {});
  }

  ask('/api/user/profile/', opensHomeSearch() ? askHomeSearch : null);
  var job = location.pathname.match(/^\/job\/([0-9a-zA-Z-]+)(\/|$)/);
  // On the load's other tabs the server sends the app's shell, which has no such heading.
  if (job) ask('/api/haul/' + job[1] + '/', writeJobTitle);
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
  // A few at a time, a task each, from the task after the entry's: the browser takes about half a millisecond to take
  // in each link (two on a phone slowed 4x), and the 50-65 of a driver's page added in one go with the entry's were
  // the page's longest task (issue 22). The fetches start a few milliseconds apart; the app asks for any still
  // missing itself.
  var PRELOADS_PER_TASK = 8;
  // The first date or number formatter a page makes has the browser load its locale data (ICU's): 40-70 ms in this
  // Chromium, 300 ms of the job page's first render at a phone's 4x slowdown, where the driver waits on it. Made here,
  // in a task of its own while the app's files download, it leaves every later formatter, in any language, 1-7 ms.
  // Only on a signed-in start: the signed-in pages all show dates or amounts as they first draw, a visitor's may not.
  function warmFormatters() {
    try {
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0);
    } catch (error) {
      // A browser without Intl (or without dateStyle) has nothing to warm.
    }
  }
  // `add` is boot.js's own helper for the entry's preloads.
  function preloadPage(add) {
    var files = pageChunks();
    function addFrom(start) {
      var end = Math.min(files.length, start + PRELOADS_PER_TASK);
      for (var i = start; i < end; i += 1) add('link', { rel: 'modulepreload', href: files[i] });
      setTimeout(
        end < files.length
          ? function () {
              addFrom(end);
            }
          : warmFormatters,
        0
      );
    }
    setTimeout(function () {
      addFrom(0);
    }, 0);
  }
  if (window.__bootAddAfterEntry) preloadPage(window.__bootAddAfterEntry);
  else window.__afterBootEntry = preloadPage;
})();
