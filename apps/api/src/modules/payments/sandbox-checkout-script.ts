import { ENDPOINTS } from '@vastra/domain/api';
import { SANDBOX_CHECKOUT_HELPERS } from './sandbox-checkout-helpers';
import { SANDBOX_CHECKOUT_CSS } from './sandbox-checkout-styles';
import { SANDBOX_CHECKOUT_UPI } from './sandbox-checkout-upi';

// The browser half of the sandbox gateway: `window.Razorpay` with checkout.js's constructor options,
// `on('payment.failed')`, `open()` and `close()` (docs/rules/third-parties.md#razorpay-checkout). Plain ES2017, no
// eval, no inline handlers, every shopper-visible value set with textContent. Test cards: README.
const BODY = String.raw`
if (window.Razorpay && window.Razorpay.sandbox) return;
var current = document.currentScript;
var PAY_URL = current && current.src ? new URL('pay', current.src).toString() : '${ENDPOINTS.sandboxPay.path}';
var UPI_URL = current && current.src ? new URL('upi', current.src).toString() : '${ENDPOINTS.sandboxUpi.path}';
function Razorpay(options) {
  if (!(this instanceof Razorpay)) return new Razorpay(options);
  if (!options || !options.key || !options.order_id || !(options.amount > 0)) {
    throw new Error('Razorpay sandbox: key, amount and order_id are required');
  }
  this.options = options;
  this.listeners = {};
}
Razorpay.sandbox = true;
Razorpay.prototype.on = function (event, callback) {
  (this.listeners[event] = this.listeners[event] || []).push(callback);
  return this;
};
Razorpay.prototype.emit = function (event, payload) {
  (this.listeners[event] || []).forEach(function (cb) { cb(payload); });
};
Razorpay.prototype.close = function () {
  if (this.teardown) this.teardown();
};
Razorpay.prototype.open = function () {
  if (this.teardown) return this;
  injectStyle();
  var self = this, o = this.options, modal = o.modal || {}, id = 'vsc' + ++seq, busy = false;
  var amount = rupees(o.amount, o.currency);
  var backdrop = el('div', 'vsc-backdrop');
  var dialog = el('div', 'vsc-dialog');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', id + '-title');
  dialog.setAttribute('aria-describedby', id + '-desc');
  var color = o.theme && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(o.theme.color || '') ? o.theme.color : null;
  if (color) { dialog.style.setProperty('--vsc-accent', color); dialog.style.setProperty('--vsc-on-accent', onAccent(color)); }
  var head = el('div', 'vsc-head');
  var name = String(o.name || 'Checkout');
  if (typeof o.image === 'string' && /^(https?:\/\/|\/|data:image\/)/.test(o.image)) {
    var logo = el('img', 'vsc-logo'); logo.src = o.image; logo.alt = ''; head.appendChild(logo);
  } else {
    var mark = el('span', 'vsc-mark', name.charAt(0).toUpperCase()); mark.setAttribute('aria-hidden', 'true'); head.appendChild(mark);
  }
  var brand = el('div', 'vsc-brand');
  var title = el('h2', 'vsc-title', name); title.id = id + '-title';
  var desc = el('p', 'vsc-desc', o.description || 'Payment'); desc.id = id + '-desc';
  brand.appendChild(title); brand.appendChild(desc); head.appendChild(brand);
  var closeBtn = el('button', 'vsc-close', '×');
  closeBtn.type = 'button'; closeBtn.setAttribute('aria-label', 'Close payment window');
  head.appendChild(closeBtn);
  var body = el('div', 'vsc-body');
  var total = el('div', 'vsc-amount');
  total.appendChild(el('span', null, 'Amount payable')); total.appendChild(el('strong', null, amount));
  body.appendChild(total);
  var p = o.prefill || {};
  var payer = [p.name, p.email, p.contact].filter(Boolean).join(' · ');
  if (payer) body.appendChild(el('p', 'vsc-payer', 'Paying as ' + payer));
  // UPI first, as Razorpay's checkout shows it; a paid UPI answer is the card one (the same three fields).
  var upi = upiSection(o, id, UPI_URL, function (json) {
    self.teardown();
    if (typeof o.handler === 'function') o.handler(json);
  }, function (err) { self.emit('payment.failed', { error: err }); });
  body.appendChild(upi.section);
  var form = el('form', 'vsc-form'); form.noValidate = true;
  form.appendChild(el('h3', 'vsc-method', 'Card'));
  function field(key, label, attrs) {
    var wrap = el('div', 'vsc-field');
    var lab = el('label', null, label); lab.htmlFor = id + '-' + key;
    var input = el('input'); input.id = id + '-' + key; input.name = key;
    Object.keys(attrs).forEach(function (a) { input.setAttribute(a, attrs[a]); });
    wrap.appendChild(lab); wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }
  var number = field('number', 'Card number', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '1234 5678 9012 3456', maxlength: '23' });
  var expiry = field('expiry', 'Expiry (MM/YY)', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/YY', maxlength: '5' });
  var cvv = field('cvv', 'CVV', { type: 'password', inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '•••', maxlength: '4' });
  var row = el('div', 'vsc-row'); row.appendChild(expiry.wrap); row.appendChild(cvv.wrap);
  var error = el('p', 'vsc-error'); error.setAttribute('role', 'alert'); error.id = id + '-error';
  var payBtn = el('button', 'vsc-pay', 'Pay ' + amount); payBtn.type = 'submit';
  form.appendChild(number.wrap); form.appendChild(row); form.appendChild(error); form.appendChild(payBtn);
  body.appendChild(form);
  var hint = el('p', 'vsc-hint');
  hint.appendChild(document.createTextNode('Test mode: no real money moves. '));
  hint.appendChild(el('b', null, '4111 1111 1111 1111'));
  hint.appendChild(document.createTextNode(' pays, '));
  hint.appendChild(el('b', null, '4000 0000 0000 0002'));
  hint.appendChild(document.createTextNode(' is declined. Any future expiry and any CVV. UPI: a QR or app payment is approved after a few seconds; test UPI IDs '));
  hint.appendChild(el('b', null, 'success@razorpay'));
  hint.appendChild(document.createTextNode(' pays, '));
  hint.appendChild(el('b', null, 'failure@razorpay'));
  hint.appendChild(document.createTextNode(' fails.'));
  body.appendChild(hint);
  dialog.appendChild(head); dialog.appendChild(body);
  var foot = el('p', 'vsc-foot');
  foot.appendChild(lockIcon());
  foot.appendChild(document.createTextNode('Secure sandbox checkout · ' + name));
  dialog.appendChild(foot);
  backdrop.appendChild(dialog);

  number.input.addEventListener('input', function () {
    var d = number.input.value.replace(/\D/g, '').slice(0, 19);
    number.input.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
  expiry.input.addEventListener('input', function () {
    var d = expiry.input.value.replace(/\D/g, '').slice(0, 4);
    expiry.input.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
  });
  cvv.input.addEventListener('input', function () { cvv.input.value = cvv.input.value.replace(/\D/g, '').slice(0, 4); });

  function showError(message, input) {
    error.textContent = message;
    [number, expiry, cvv].forEach(function (f) { f.input.setAttribute('aria-invalid', String(f.input === input)); });
    if (input) { input.setAttribute('aria-describedby', error.id); input.focus(); }
  }
  function setBusy(on) {
    busy = on;
    payBtn.disabled = on; payBtn.textContent = on ? 'Processing…' : 'Pay ' + amount;
    form.setAttribute('aria-busy', String(on));
    [number, expiry, cvv].forEach(function (f) { f.input.readOnly = on; });
  }
  function focusables() {
    return Array.prototype.filter.call(dialog.querySelectorAll('button, input, [href], [tabindex]:not([tabindex="-1"])'), function (n) { return !n.disabled; });
  }
  function onKey(e) {
    if (e.key === 'Escape' && modal.escape !== false && !busy) { e.preventDefault(); dismiss(); return; }
    if (e.key !== 'Tab') return;
    var list = focusables(), first = list[0], last = list[list.length - 1];
    if (!dialog.contains(document.activeElement)) { e.preventDefault(); first.focus(); }
    else if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
  }
  var previous = document.activeElement, overflow = document.body.style.overflow;
  self.teardown = function () {
    upi.stop();
    document.removeEventListener('keydown', onKey, true);
    backdrop.remove();
    document.body.style.overflow = overflow;
    self.teardown = null;
    if (previous && previous.focus) previous.focus();
  };
  function dismiss() {
    if (!self.teardown) return;
    self.teardown();
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  }
  closeBtn.addEventListener('click', function () { if (!busy) dismiss(); });
  backdrop.addEventListener('click', function (e) { if (e.target === backdrop && modal.backdropclose === true && !busy) dismiss(); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (busy) return;
    var card = { number: number.input.value.replace(/\s/g, ''), expiry: expiry.input.value, cvv: cvv.input.value };
    var bad = checkCard(card.number, card.expiry, card.cvv);
    if (bad) { showError(bad[1], { number: number, expiry: expiry, cvv: cvv }[bad[0]].input); return; }
    showError('', null);
    setBusy(true);
    fetch(PAY_URL, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: o.order_id, card: card }) })
      .then(function (res) { return res.json().catch(function () { return {}; }).then(function (json) { return { ok: res.ok, json: json }; }); })
      .then(function (r) {
        setBusy(false);
        if (r.ok && r.json.razorpay_signature) {
          self.teardown();
          if (typeof o.handler === 'function') o.handler(r.json);
          return;
        }
        if (r.json.error && r.json.error.code) {
          // As checkout.js does, the window stays open with the bank's message; the card number is
          // focused and selected (the Pay button that had the focus was disabled) to type another card.
          showError(r.json.error.description || 'Your payment could not be completed.', number.input);
          number.input.select();
          self.emit('payment.failed', { error: r.json.error });
          return;
        }
        showError(r.json.message || 'Your payment could not be completed. Please try again.', null);
      }, function () {
        setBusy(false);
        showError('Could not reach the payment service. Check your connection and try again.', null);
      });
  });
  document.addEventListener('keydown', onKey, true);
  document.body.style.overflow = 'hidden';
  document.body.appendChild(backdrop);
  upi.focus();
  return this;
};
window.Razorpay = Razorpay;
`;

/** The sandbox's checkout.js, served at SANDBOX_CHECKOUT_SCRIPT_PATH. */
export const SANDBOX_CHECKOUT_SCRIPT =
  `(function () {\n'use strict';\nvar CSS = ` +
  `${JSON.stringify(SANDBOX_CHECKOUT_CSS)};` +
  `\n${SANDBOX_CHECKOUT_HELPERS}${SANDBOX_CHECKOUT_UPI}${BODY}})();\n`;
