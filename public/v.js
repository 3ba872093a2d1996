/* Visit counting without cookies or storage (lib/analytics, docs/analytics.md): page views, client-side navigations included, and clicks on WhatsApp, the booking link and plan buttons, sent with navigator.sendBeacon to /api/v. */
(function (d, l, n, h) {
  var s = d.currentScript,
    b = s && s.getAttribute("data-booking"),
    last,
    ref = d.referrer,
    opened;
  function send(k, t) {
    if (!n.sendBeacon || /^\/painel/.test(l.pathname)) return;
    var f = new URLSearchParams({ k: k, p: l.pathname, q: l.search, r: k == "view" ? ref : "", t: t || "" });
    n.sendBeacon("/api/v", f);
  }
  function view() {
    if (l.pathname == last) return;
    last = l.pathname;
    opened = 0;
    send("view");
    ref = "";
  }
  var push = h.pushState;
  h.pushState = function () {
    var r = push.apply(this, arguments);
    view();
    return r;
  };
  addEventListener("popstate", view);
  d.addEventListener(
    "click",
    function (e) {
      var a = e.target.closest && e.target.closest("a,button"),
        t,
        u,
        m;
      if (!a) return;
      t = a.getAttribute("data-track");
      u = a.href || "";
      if (t) return send(t.split(":")[0], t.split(":")[1]);
      m = /[?&]plano=([^&#]+)/.exec(u) || /plano (.+)/i.exec(a.getAttribute("aria-label") || "");
      if (m) send("plan", decodeURIComponent(m[1]));
      if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(u)) send("whatsapp");
      else if (b && u.indexOf(b) == 0) send("booking");
    },
    true,
  );
  d.addEventListener("focusin", function (e) {
    if (!opened && e.target.closest && e.target.closest("#contato form")) {
      opened = 1;
      send("contact_opened");
    }
  });
  view();
})(document, location, navigator, history);
