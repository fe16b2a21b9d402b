// Plain-ES2017 helpers of the sandbox checkout script (DOM building, en-IN rupees, card checks),
// concatenated into SANDBOX_CHECKOUT_SCRIPT inside its function scope.
export const SANDBOX_CHECKOUT_HELPERS = String.raw`
var seq = 0;
function el(tag, cls, text) {
  var node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text != null) node.textContent = String(text);
  return node;
}
function lockIcon() {
  var NS = 'http://www.w3.org/2000/svg';
  var svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16'); svg.setAttribute('width', '12'); svg.setAttribute('height', '12');
  svg.setAttribute('aria-hidden', 'true'); svg.setAttribute('focusable', 'false');
  var path = document.createElementNS(NS, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', 'M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1zm2 6H6V4.5a2 2 0 1 1 4 0V7z');
  svg.appendChild(path);
  return svg;
}
function injectStyle() {
  if (document.getElementById('vsc-style')) return;
  var style = el('style');
  style.id = 'vsc-style';
  style.textContent = CSS;
  document.head.appendChild(style);
}
function rupees(paise, currency) {
  try { return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100); }
  catch (e) { return '₹' + (paise / 100).toFixed(2); }
}
function onAccent(hex) {
  var h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map(function (c) { return c + c; }).join('');
  var rgb = [0, 2, 4].map(function (i) {
    var c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  var lum = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  return lum > 0.18 ? '#1f1a17' : '#ffffff';
}
function luhn(digits) {
  var sum = 0;
  for (var i = 0; i < digits.length; i++) {
    var d = +digits[digits.length - 1 - i];
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}
function checkCard(number, expiry, cvv) {
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return ['number', 'Enter a valid card number.'];
  var m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m || +m[1] < 1 || +m[1] > 12) return ['expiry', 'Enter the expiry date as MM/YY.'];
  var now = new Date();
  if (2000 + +m[2] < now.getFullYear() || (2000 + +m[2] === now.getFullYear() && +m[1] < now.getMonth() + 1)) {
    return ['expiry', 'This card has expired.'];
  }
  if (!/^\d{3,4}$/.test(cvv)) return ['cvv', 'Enter the 3-digit CVV on the back of the card.'];
  return null;
}
`;
