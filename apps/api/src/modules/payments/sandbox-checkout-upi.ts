// The UPI part of the sandbox checkout window (plain ES2017, concatenated into SANDBOX_CHECKOUT_SCRIPT inside its
// function scope; uses `el` from the helpers). As Razorpay's checkout shows UPI since collect was retired: a QR code
// on a computer, "open your UPI app" tiles on a phone; both start a pending payment (POST upi) the window polls
// (GET upi/:id) until it is paid or failed. The sandbox-only test UPI id field takes success@razorpay /
// failure@razorpay. `done(json)` hands a paid answer to checkout's handler; `failed(error)` reports a failure.
export const SANDBOX_CHECKOUT_UPI = String.raw`
var UPI_APPS = [['google_pay', 'Google Pay', 'G'], ['phonepe', 'PhonePe', 'Pe'], ['paytm', 'Paytm', 'P']];
function isPhone() {
  if (!window.matchMedia) return false;
  return window.matchMedia('(max-width: 640px)').matches || window.matchMedia('(pointer: coarse)').matches;
}
function upiSection(o, id, upiUrl, done, failed) {
  var section = el('section', 'vsc-upi'); section.setAttribute('aria-labelledby', id + '-upi');
  var heading = el('h3', 'vsc-method', 'UPI'); heading.id = id + '-upi'; section.appendChild(heading);
  var stage = el('div', 'vsc-upi-stage'); section.appendChild(stage);
  var status = el('p', 'vsc-upi-status'); status.setAttribute('role', 'status'); section.appendChild(status);
  var error = el('p', 'vsc-error'); error.setAttribute('role', 'alert'); section.appendChild(error);
  var timer = null, active = false, phone = isPhone(), first = null;

  function post(body) {
    return fetch(upiUrl, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.assign({ order_id: o.order_id }, body)) }).then(read);
  }
  function read(res) {
    return res.json().catch(function () { return {}; }).then(function (json) { return { ok: res.ok, json: json }; });
  }
  function stop() { active = false; if (timer) clearTimeout(timer); timer = null; }
  function settle(r) {
    if (!active && !r.collect) return;
    if (r.ok && r.json.status === 'captured' && r.json.razorpay_signature) { stop(); done(r.json); return; }
    if (r.ok && r.json.status === 'created') { timer = setTimeout(poll, 1000); return; }
    stop();
    var e = r.json.error && r.json.error.code ? r.json.error : null;
    error.textContent = (e && e.description) || r.json.message || 'Your UPI payment could not be completed.';
    status.textContent = '';
    choose();
    if (e) failed(e);
  }
  function poll() {
    if (!active || !current) return;
    fetch(upiUrl + '/' + encodeURIComponent(current), { credentials: 'same-origin' }).then(read)
      .then(settle, function () { if (active) timer = setTimeout(poll, 2000); });
  }
  var current = null;
  function start(flow, app, label) {
    error.textContent = '';
    stage.textContent = '';
    status.textContent = 'Starting the UPI payment…';
    active = true;
    post(app ? { flow: flow, app: app } : { flow: flow }).then(function (r) {
      if (!r.ok) { settle(r); return; }
      current = r.json.payment_id;
      stage.textContent = '';
      if (flow === 'qr' && r.json.qr_svg) {
        var img = el('img', 'vsc-qr'); img.src = r.json.qr_svg; img.width = 200; img.height = 200;
        img.alt = 'UPI QR code to pay ' + rupees(o.amount, o.currency) + ' to ' + String(o.name || 'the shop');
        stage.appendChild(img);
        var help = 'Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM…) and approve the payment.';
        stage.appendChild(el('p', 'vsc-upi-help', help));
        status.textContent = 'Waiting for you to approve the payment in your UPI app…';
      } else {
        status.textContent = 'Approve the payment in ' + label + ', then come back here. Waiting for ' + label + '…';
      }
      var cancel = el('button', 'vsc-link', 'Cancel and choose again'); cancel.type = 'button';
      cancel.addEventListener('click', function () { stop(); status.textContent = ''; choose(); });
      stage.appendChild(cancel);
      cancel.focus();
      settle(r);
    }, function () {
      stop(); status.textContent = '';
      error.textContent = 'Could not reach the payment service. Check your connection and try again.';
    });
  }
  function choose() {
    stage.textContent = '';
    if (phone) {
      stage.appendChild(el('p', 'vsc-upi-help', 'Open your UPI app to pay'));
      var tiles = el('div', 'vsc-tiles');
      UPI_APPS.forEach(function (a) {
        var b = el('button', 'vsc-tile'); b.type = 'button';
        var logo = el('span', 'vsc-tile-logo', a[2]); logo.setAttribute('aria-hidden', 'true');
        b.appendChild(logo); b.appendChild(el('span', null, a[1]));
        b.addEventListener('click', function () { start('intent', a[0], a[1]); });
        tiles.appendChild(b);
      });
      stage.appendChild(tiles);
      first = tiles.firstChild;
    } else {
      stage.appendChild(el('p', 'vsc-upi-help', 'Pay with any UPI app by scanning a QR code.'));
      var show = el('button', 'vsc-secondary', 'Show QR code'); show.type = 'button';
      show.addEventListener('click', function () { start('qr', null, 'your UPI app'); });
      stage.appendChild(show);
      first = show;
    }
  }
  choose();

  // Sandbox only: Razorpay's test UPI ids answer at once (success@razorpay pays, failure@razorpay fails).
  var test = el('form', 'vsc-upi-test'); test.noValidate = true;
  var wrap = el('div', 'vsc-field');
  var lab = el('label', null, 'Test UPI ID (sandbox only)'); lab.htmlFor = id + '-vpa';
  var vpa = el('input'); vpa.id = id + '-vpa'; vpa.name = 'vpa'; vpa.setAttribute('autocomplete', 'off');
  vpa.setAttribute('placeholder', 'success@razorpay'); vpa.setAttribute('spellcheck', 'false');
  wrap.appendChild(lab); wrap.appendChild(vpa); test.appendChild(wrap);
  var verifyBtn = el('button', 'vsc-secondary', 'Use test UPI ID');
  verifyBtn.type = 'submit';
  test.appendChild(verifyBtn);
  test.addEventListener('submit', function (e) {
    e.preventDefault();
    if (active) return;
    error.textContent = ''; status.textContent = 'Checking the UPI ID…'; verifyBtn.disabled = true;
    post({ flow: 'collect', vpa: vpa.value.trim() }).then(function (r) {
      verifyBtn.disabled = false; r.collect = true; status.textContent = ''; settle(r);
      if (!r.ok) { vpa.focus(); vpa.select(); }
    }, function () {
      verifyBtn.disabled = false; status.textContent = '';
      error.textContent = 'Could not reach the payment service. Check your connection and try again.';
    });
  });
  section.appendChild(test);
  return { section: section, stop: stop, focus: function () { if (first) first.focus(); } };
}
`;
