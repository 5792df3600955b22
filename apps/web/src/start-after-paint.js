// Runs inline at the end of <body> (see vite/inline-script.ts). On a page the server drew, the
// app's code is asked for once the page has been painted: that first paint needs the style sheets,
// the font and the hero picture, and on a slow link (six connections over HTTP/1.1) the scripts
// took the bandwidth and connections those needed. The server lists the files in #app-scripts in
// place of index.html's <script> and <link rel="modulepreload"> tags; pages the browser draws
// keep those tags and never list anything here. Keep it small, dependency-free ES5.
(function (window, document) {
  var list = document.getElementById('app-scripts');
  if (!list) return;
  var files = JSON.parse(list.textContent);

  // Until the app owns the page its buttons are only HTML: a press would do nothing (and a form's
  // button would send the form to the server). The last press is held instead, and the app presses
  // that button again once it has taken it over (see shared/held-press.ts).
  var root = document.getElementById('root');
  var held = null;
  function hold(event) {
    var button = event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled || !root || !root.contains(button)) return;
    event.preventDefault();
    held = button;
  }
  document.addEventListener('click', hold, true);
  window.reelhouseTakeHeldPress = function () {
    document.removeEventListener('click', hold, true);
    var button = held;
    held = null;
    return button;
  };

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function start() {
    // Every module the page needs at once, so they arrive side by side rather than one import at a time.
    for (var i = 0; i < files.modules.length; i++) add('link', { rel: 'modulepreload', href: files.modules[i] });
    add('script', { type: 'module', src: files.entry });
  }

  // The first frame is painted once the next one begins. (Not at load: on a page with few pictures
  // that came before the first paint.) A tab opened in the background runs no frames, so its app
  // starts when the tab is first shown.
  window.requestAnimationFrame(function () {
    window.requestAnimationFrame(start);
  });
})(window, document);
