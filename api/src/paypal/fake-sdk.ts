/**
 * The stand-in for PayPal's browser SDK (https://www.paypal.com/sdk/js), served at
 * GET /paypal-fake/sdk/js and loaded by @paypal/react-paypal-js through `sdkBaseUrl`.
 * It implements what <PayPalButtons> uses: window.paypal.Buttons(options) with isEligible(),
 * render(container), close(), updateProps(), and the onInit/onClick/createOrder/onApprove/
 * onCancel/onError callbacks. The rendered button is a real <button>Pay with PayPal</button>;
 * clicking it calls createOrder() and opens an in-page dialog ("PayPal test checkout") with
 * Approve payment / Decline card / Cancel payment / Simulate error.
 */

// Plain ES2017 that runs as is in the browser (not compiled).
const script = `(function () {
  'use strict';
  if (window.paypal && window.paypal.__littleGiversFake) return;
  var current = document.currentScript;
  var base = (current && current.src ? new URL(current.src) : new URL(location.href)).origin + '/paypal-fake';

  function post(path) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(function (r) {
      if (!r.ok) throw new Error('PayPal test checkout: ' + path + ' answered ' + r.status);
      return r.json();
    });
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }
  var seq = 0;

  function Buttons(options) {
    options = options || {};
    var container = null;
    var button = null;
    var closed = false;
    var enabled = true;

    function report(error) {
      if (typeof options.onError === 'function') options.onError(error instanceof Error ? error : new Error(String(error)));
      else console.error(error);
    }

    function openDialog(orderID) {
      seq += 1;
      var titleId = 'paypal-fake-title-' + seq;
      var overlay = el('div', { 'data-paypal-fake': 'overlay', style: 'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2147483647' });
      var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, style: 'background:#fff;color:#111;border-radius:12px;padding:24px;min-width:300px;max-width:90vw;font:16px system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.3)' });
      dialog.appendChild(el('h2', { id: titleId, style: 'margin:0 0 8px;font-size:20px' }, 'PayPal test checkout'));
      dialog.appendChild(el('p', { style: 'margin:0 0 16px;font-size:14px' }, 'Test order ' + orderID + '. No real money moves.'));
      var row = el('div', { style: 'display:flex;flex-wrap:wrap;gap:8px' });
      dialog.appendChild(row);
      overlay.appendChild(dialog);
      var previousFocus = document.activeElement;
      function close() {
        document.removeEventListener('keydown', onKey, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previousFocus && previousFocus.focus) previousFocus.focus();
      }
      function approve(path) {
        return post(path).then(function (result) {
          close();
          var data = { orderID: orderID, payerID: result.payerID || 'FAKEPAYER123', paymentID: null, paymentSource: 'paypal', facilitatorAccessToken: 'fake' };
          var actions = {
            order: {
              capture: function () { return Promise.reject(new Error('The fake SDK does not capture in the browser: post the payment data to the API')); },
              get: function () { return Promise.resolve({ id: orderID, status: 'APPROVED' }); }
            },
            restart: function () { return Promise.resolve(); }
          };
          if (typeof options.onApprove === 'function') return Promise.resolve(options.onApprove(data, actions));
        }).catch(function (error) { close(); report(error); });
      }
      function cancel() {
        return post('/buyer/orders/' + encodeURIComponent(orderID) + '/cancel').catch(function () {}).then(function () {
          close();
          if (typeof options.onCancel === 'function') options.onCancel({ orderID: orderID });
        });
      }
      var choices = [
        ['Approve payment', function () { return approve('/buyer/orders/' + encodeURIComponent(orderID) + '/approve'); }],
        ['Decline card', function () { return approve('/buyer/orders/' + encodeURIComponent(orderID) + '/decline'); }],
        ['Cancel payment', cancel],
        ['Simulate error', function () { close(); report(new Error('Simulated PayPal error')); }]
      ];
      choices.forEach(function (choice) {
        var b = el('button', { type: 'button', style: 'padding:8px 14px;border-radius:20px;border:1px solid #003087;background:#ffc439;color:#111;cursor:pointer;font:inherit' }, choice[0]);
        b.addEventListener('click', function () {
          Array.prototype.forEach.call(row.querySelectorAll('button'), function (x) { x.disabled = true; });
          choice[1]();
        });
        row.appendChild(b);
      });
      function onKey(event) { if (event.key === 'Escape') { event.preventDefault(); cancel(); } }
      document.addEventListener('keydown', onKey, true);
      document.body.appendChild(overlay);
      var first = row.querySelector('button');
      if (first) first.focus();
    }

    function start() {
      if (!enabled || closed) return;
      var proceed = Promise.resolve(true);
      if (typeof options.onClick === 'function') {
        proceed = new Promise(function (resolve) {
          var out = options.onClick({ fundingSource: 'paypal' }, { resolve: function () { resolve(true); return Promise.resolve(); }, reject: function () { resolve(false); return Promise.resolve(); } });
          if (out === false) resolve(false);
          else if (out && typeof out.then === 'function') out.then(function (v) { resolve(v !== false); }, function () { resolve(false); });
          else if (out !== undefined) resolve(true);
          else resolve(true);
        });
      }
      proceed.then(function (go) {
        if (!go) return;
        if (typeof options.createOrder !== 'function') throw new Error('The PayPal test checkout needs a createOrder callback');
        var actions = { order: { create: function () { return Promise.reject(new Error('Create the order on the server')); } } };
        return Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, actions)).then(function (orderID) {
          if (!orderID) throw new Error('createOrder returned no order id');
          openDialog(String(orderID));
        });
      }).catch(report);
    }

    return {
      isEligible: function () { return true; },
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('PayPal test checkout: container not found'));
        button = el('button', { type: 'button', 'data-paypal-fake': 'button', style: 'width:100%;min-height:45px;border-radius:4px;border:0;background:#ffc439;color:#111;font:600 16px system-ui,sans-serif;cursor:pointer' }, 'Pay with PayPal');
        button.addEventListener('click', start);
        container.appendChild(button);
        var initActions = {
          enable: function () { enabled = true; button.disabled = false; return Promise.resolve(); },
          disable: function () { enabled = false; button.disabled = true; return Promise.resolve(); }
        };
        if (typeof options.onInit === 'function') options.onInit({}, initActions);
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        if (button && button.parentNode) button.parentNode.removeChild(button);
        return Promise.resolve();
      },
      updateProps: function (props) { Object.assign(options, props || {}); return Promise.resolve(); },
      hide: function () { if (button) button.style.display = 'none'; return Promise.resolve(); },
      show: function () { if (button) button.style.display = ''; return Promise.resolve(); }
    };
  }

  window.paypal = {
    __littleGiversFake: true,
    version: '5.0.0-little-givers-fake',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card', VENMO: 'venmo', PAYLATER: 'paylater' },
    Buttons: Buttons,
    getFundingSources: function () { return ['paypal']; },
    isFundingEligible: function () { return true; }
  };
})();
`;

export function fakeSdkScript(): string {
  return script;
}
