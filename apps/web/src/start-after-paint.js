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

  // Until the app owns the page it is only HTML: a press on a button would do nothing (and a
  // form's button would send the form to the server), a box ticked or text typed would be on
  // screen but unknown to the app. So the last press (of a button or a box) is held and the fields
  // typed into are noted; the app replays both as it takes the page over (see
  // shared/early-input.ts).
  var root = document.getElementById('root');
  var PRESSABLE = 'button, input[type="checkbox"], input[type="radio"]';
  var press = null;
  var typedIn = [];
  function within(element) {
    return root !== null && root.contains(element);
  }
  function holdPress(event) {
    var control = event.target.closest ? event.target.closest(PRESSABLE) : null;
    if (!control || control.disabled || !within(control)) return;
    event.preventDefault();
    if (press) press.removeAttribute('data-held');
    press = control;
    press.setAttribute('data-held', '');
  }
  function noteTyping(event) {
    if (within(event.target) && typedIn.indexOf(event.target) < 0) typedIn.push(event.target);
  }
  document.addEventListener('click', holdPress, true);
  document.addEventListener('input', noteTyping, true);
  document.addEventListener('change', noteTyping, true);
  window.reelhouseTakeEarlyInput = function () {
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('input', noteTyping, true);
    document.removeEventListener('change', noteTyping, true);
    // Before React takes the page over, so it finds the element as it drew it.
    if (press) press.removeAttribute('data-held');
    return { press: press, typedIn: typedIn };
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
