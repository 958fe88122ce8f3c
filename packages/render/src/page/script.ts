// The page's only script, inlined and allowed by its hash. Without it the page works through form
// posts; with it, views are reported and the total follows the options live (the server computes it).
export const PAGE_SCRIPT = `(function () {
  var base = document.body.getAttribute('data-base');
  function reportView() {
    if (document.visibilityState !== 'visible') return false;
    var key = 'viewed:' + base;
    try {
      if (sessionStorage.getItem(key)) return true;
      sessionStorage.setItem(key, '1');
    } catch (e) {}
    fetch(base + '/view', { method: 'POST', keepalive: true, credentials: 'omit' }).catch(function () {});
    return true;
  }
  if (!reportView()) {
    document.addEventListener('visibilitychange', function once() {
      if (reportView()) document.removeEventListener('visibilitychange', once);
    });
  }
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[name="selections"]'));
  var update = document.getElementById('update');
  if (update) update.hidden = true;
  var asked = 0;
  function refresh() {
    var query = new URLSearchParams();
    boxes.forEach(function (b) { if (b.checked) query.append('selections', b.value); });
    var mine = ++asked;
    fetch(base + '/total?' + query.toString(), { headers: { Accept: 'application/json' } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (t) {
        if (!t || mine !== asked) return;
        document.getElementById('total-value').textContent = t.formatted;
        var consent = document.getElementById('consent-text');
        if (consent) consent.textContent = t.consent;
        var expected = document.getElementById('expected-total');
        if (expected) expected.value = String(t.total);
      })
      .catch(function () {});
  }
  boxes.forEach(function (b) { b.addEventListener('change', refresh); });
})();`;
