// Runs inline before the first paint (see vite/inline-boot-script.ts). It applies the saved
// language direction and colour theme so the page never flashes the wrong look; the React app
// takes over the same settings once it starts. Keep it small, dependency-free ES5.
(function (window, document, location) {
  var THEME_KEY = 'reelhouse.theme';
  var LANGUAGE_KEY = 'reelhouse.language';
  var LANGUAGE_COOKIE = 'rh_lang';
  var LANGUAGES = ['en', 'ar', 'gr', 'fr', 'de'];
  var COLORS = ['dark', 'hotstar', 'amazonprime', 'hulu', 'prox'];
  var HTML_LANG = { gr: 'el' };

  // Storage can be switched off (or throw on access) in private modes: treat that as empty.
  function read(name, key) {
    try {
      return window[name].getItem(key);
    } catch (error) {
      return null;
    }
  }
  function known(list, value) {
    return list.indexOf(value) >= 0 ? value : null;
  }

  var theme;
  try {
    theme = JSON.parse(read('localStorage', THEME_KEY) || read('sessionStorage', THEME_KEY) || 'null');
  } catch (error) {
    theme = null;
  }
  theme = theme || {};
  var fromQuery = known(LANGUAGES, new URLSearchParams(location.search).get('lang'));
  var language = fromQuery || known(LANGUAGES, read('localStorage', LANGUAGE_KEY)) || 'en';
  // A language in the link is remembered at once, as the app does once it runs: until then a
  // drawn page's links are plain links, and the page they open must still be in this language.
  if (fromQuery) {
    try {
      window.localStorage.setItem(LANGUAGE_KEY, fromQuery);
    } catch (error) {
      // Storage refused: the cookie below still tells the server.
    }
    document.cookie = LANGUAGE_COOKIE + '=' + fromQuery + '; path=/; max-age=31536000; samesite=lax';
  }
  var naturalDirection = language === 'ar' ? 'rtl' : 'ltr';
  // A language in the link wins; otherwise a direction the person chose in the customiser.
  var direction = fromQuery ? naturalDirection : known(['ltr', 'rtl'], theme.direction) || naturalDirection;

  var root = document.documentElement;
  root.setAttribute('dir', direction);
  root.setAttribute('lang', HTML_LANG[language] || language);
  document.body.setAttribute('data-theme', known(COLORS, theme.color) || 'dark');
  var bootstrap = document.getElementById('bootstrap-css');
  if (bootstrap && direction === 'rtl') bootstrap.setAttribute('href', bootstrap.getAttribute('data-rtl-href'));

  // React Router numbers the first history entry as it starts. A page drawn on the server can be
  // tapped before that, and numbering the entry then would cancel the link being followed; so it
  // is numbered here, before anything can be tapped.
  var history = window.history;
  var entry = history.state || {};
  if (typeof entry.idx !== 'number') {
    var numbered = { idx: 0 };
    for (var key in entry) if (key !== 'idx') numbered[key] = entry[key];
    history.replaceState(numbered, '');
  }
})(window, document, location);
