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
  var started = false;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    // Every module the page needs at once, so they arrive side by side rather than one import at a time.
    for (var i = 0; i < files.modules.length; i++) add('link', { rel: 'modulepreload', href: files.modules[i] });
    add('script', { type: 'module', src: files.entry });
  }

  // The first frame is painted once the next one begins. A tab opened in the background paints
  // nothing until it is shown, so its load event starts the app there.
  window.requestAnimationFrame(function () {
    window.requestAnimationFrame(start);
  });
  window.addEventListener('load', start);
})(window, document);
