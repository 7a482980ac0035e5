/* global window, document */
// A local stand-in of PayPal's JS SDK (architecture §8), served at /emulators/paypal/sdk/js and
// loaded by @paypal/paypal-js through `sdkBaseUrl`. It defines `window.paypal` with the parts the
// portal uses: `Buttons` (wallet) and `CardFields` (card number, expiry, CVV, name).
// PayPal renders its fields in iframes and its approval in a popup; the stand-in keeps real inputs
// and an in-page dialog instead. Card data is sent only to the emulator, never to the portal API.
// The page enforces Trusted Types: the DOM is built with createElement and textContent only.
(function () {
  'use strict';

  function findSdkScript() {
    var scripts = document.querySelectorAll('script[src]');
    for (var i = scripts.length - 1; i >= 0; i -= 1) {
      if (/\/sdk\/js(\?|$)/.test(scripts[i].getAttribute('src'))) return scripts[i];
    }
    return null;
  }

  var script = document.currentScript || findSdkScript();
  var scriptUrl = new URL(script && script.src ? script.src : window.location.href, window.location.href);
  var params = scriptUrl.searchParams;
  // /emulators/paypal/sdk/js → /emulators/paypal
  var emulatorRoot = scriptUrl.origin + scriptUrl.pathname.replace(/\/sdk\/js\/?$/, '');
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var locale = (params.get('locale') || 'en_US').split('_')[0];
  var fieldCounter = 0;

  var words = {
    en: {
      wallet: 'PayPal',
      dialogTitle: 'PayPal (test buyer)',
      dialogText: 'A test buyer approves saving this PayPal wallet for later payments.',
      approve: 'Approve with PayPal (test buyer)',
      cancel: 'Cancel',
      NumberField: 'Card number',
      ExpiryField: 'Expiration date',
      CVVField: 'CVV',
      NameField: 'Cardholder name',
    },
    es: {
      wallet: 'PayPal',
      dialogTitle: 'PayPal (comprador de prueba)',
      dialogText: 'Un comprador de prueba aprueba guardar este monedero PayPal para pagos futuros.',
      approve: 'Aprobar con PayPal (comprador de prueba)',
      cancel: 'Cancelar',
      NumberField: 'Número de tarjeta',
      ExpiryField: 'Fecha de caducidad',
      CVVField: 'CVV',
      NameField: 'Nombre del titular',
    },
    fr: {
      wallet: 'PayPal',
      dialogTitle: 'PayPal (acheteur de test)',
      dialogText: 'Un acheteur de test approuve l’enregistrement de ce portefeuille PayPal pour de futurs paiements.',
      approve: 'Approuver avec PayPal (acheteur de test)',
      cancel: 'Annuler',
      NumberField: 'Numéro de carte',
      ExpiryField: 'Date d’expiration',
      CVVField: 'Cryptogramme (CVV)',
      NameField: 'Nom du titulaire',
    },
  };
  var text = words[locale] || words.en;

  function resolveContainer(container) {
    var element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element) throw new Error('Container not found: ' + String(container));
    return element;
  }

  function el(tag, attributes, content) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (content !== undefined) node.textContent = content;
    return node;
  }

  function post(path, body) {
    return fetch(emulatorRoot + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body || {}),
      credentials: 'omit',
    }).then(function (response) {
      return response.text().then(function (raw) {
        var data = null;
        try {
          data = raw ? JSON.parse(raw) : null;
        } catch {
          data = null;
        }
        if (!response.ok) {
          var issue = data && data.details && data.details[0] && data.details[0].issue;
          var error = new Error(issue || (data && data.message) || 'PayPal request failed with status ' + response.status);
          error.status = response.status;
          error.issue = issue;
          error.details = data && data.details;
          throw error;
        }
        return data;
      });
    });
  }

  function toError(value) {
    return value instanceof Error ? value : new Error(String(value));
  }

  // ---------------------------------------------------------------- Buttons (wallet) ---------

  function Buttons(options) {
    options = options || {};
    var state = { button: null, container: null, dialog: null, disabled: false, closed: false };
    var actions = {
      enable: function () {
        state.disabled = false;
        if (state.button) {
          state.button.disabled = false;
          state.button.removeAttribute('aria-disabled');
        }
        return Promise.resolve();
      },
      disable: function () {
        state.disabled = true;
        if (state.button) {
          state.button.disabled = true;
          state.button.setAttribute('aria-disabled', 'true');
        }
        return Promise.resolve();
      },
    };

    function reportError(error) {
      if (typeof options.onError === 'function') options.onError(toError(error));
    }

    function closeDialog() {
      if (state.dialog && state.dialog.parentNode) state.dialog.parentNode.removeChild(state.dialog);
      state.dialog = null;
      if (state.button && !state.closed) state.button.focus();
    }

    function openDialog(orderId) {
      var host = (state.container.closest && state.container.closest('[role="dialog"]')) || document.body;
      var overlay = el('div', { 'data-paypal-stand-in': 'overlay' });
      overlay.style.position = 'fixed';
      overlay.style.inset = '0';
      overlay.style.zIndex = '2100';
      overlay.style.display = 'flex';
      overlay.style.alignItems = 'center';
      overlay.style.justifyContent = 'center';
      overlay.style.background = 'rgba(0, 0, 0, 0.4)';
      var titleId = 'paypal-stand-in-title-' + ++fieldCounter;
      var textId = titleId + '-text';
      var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, 'aria-describedby': textId });
      dialog.style.background = '#ffffff';
      dialog.style.color = '#1b1b1b';
      dialog.style.padding = '24px';
      dialog.style.borderRadius = '8px';
      dialog.style.maxWidth = '420px';
      dialog.style.display = 'flex';
      dialog.style.flexDirection = 'column';
      dialog.style.gap = '12px';
      dialog.appendChild(el('h2', { id: titleId }, text.dialogTitle));
      dialog.appendChild(el('p', { id: textId }, text.dialogText));
      var approve = el('button', { type: 'button', 'embryo-test-sid': 'paypal-approve' }, text.approve);
      var cancel = el('button', { type: 'button', 'embryo-test-sid': 'paypal-cancel' }, text.cancel);
      [approve, cancel].forEach(function (b) {
        b.style.minHeight = '40px';
        b.style.padding = '0 16px';
        b.style.cursor = 'pointer';
      });
      approve.style.background = '#ffc439';
      approve.style.border = '1px solid #1b1b1b';
      var row = el('div');
      row.style.display = 'flex';
      row.style.gap = '8px';
      row.appendChild(approve);
      row.appendChild(cancel);
      dialog.appendChild(row);
      overlay.appendChild(dialog);

      var settled = false;
      function finish(kind) {
        if (settled) return;
        settled = true;
        approve.disabled = true;
        cancel.disabled = true;
        if (kind === 'approve') {
          post('/buyer/orders/' + encodeURIComponent(orderId) + '/approve')
            .then(function (answer) {
              closeDialog();
              var payerId = answer && answer.payer && answer.payer.payer_id;
              if (typeof options.onApprove === 'function') {
                return options.onApprove({ orderID: orderId, payerID: payerId, paymentSource: 'paypal' }, {});
              }
              return undefined;
            })
            .catch(function (error) {
              closeDialog();
              reportError(error);
            });
        } else {
          post('/buyer/orders/' + encodeURIComponent(orderId) + '/cancel')
            .catch(function () {
              return undefined;
            })
            .then(function () {
              closeDialog();
              if (typeof options.onCancel === 'function') return options.onCancel({ orderID: orderId });
              return undefined;
            })
            .catch(reportError);
        }
      }
      approve.addEventListener('click', function () {
        finish('approve');
      });
      cancel.addEventListener('click', function () {
        finish('cancel');
      });
      // Focus stays inside the dialog; Escape cancels.
      dialog.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish('cancel');
        } else if (event.key === 'Tab') {
          var focusable = [approve, cancel].filter(function (b) {
            return !b.disabled;
          });
          if (focusable.length === 0) {
            event.preventDefault();
            return;
          }
          var index = focusable.indexOf(document.activeElement);
          var next = event.shiftKey ? index - 1 : index + 1;
          if (next < 0) next = focusable.length - 1;
          if (next >= focusable.length) next = 0;
          event.preventDefault();
          event.stopPropagation();
          focusable[next].focus();
        }
      });
      host.appendChild(overlay);
      state.dialog = overlay;
      approve.focus();
    }

    function start() {
      if (state.disabled || state.dialog) return;
      var proceed = Promise.resolve(typeof options.onClick === 'function' ? options.onClick({ fundingSource: 'paypal' }, actions) : undefined);
      proceed
        .then(function (verdict) {
          if (verdict === false) return undefined;
          if (typeof options.createOrder !== 'function') throw new Error('createOrder is required');
          return Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, {})).then(function (orderId) {
            if (!orderId) throw new Error('createOrder returned no order id');
            if (!state.closed) openDialog(String(orderId));
          });
        })
        .catch(reportError);
    }

    return {
      isEligible: function () {
        return options.fundingSource === undefined || options.fundingSource === 'paypal';
      },
      render: function (container) {
        try {
          state.container = resolveContainer(container);
        } catch (error) {
          return Promise.reject(error);
        }
        var height = options.style && options.style.height ? Number(options.style.height) : 45;
        var button = el('button', { type: 'button', 'aria-label': text.wallet, 'embryo-test-sid': 'paypal-wallet-button' }, text.wallet);
        button.style.height = height + 'px';
        button.style.width = '100%';
        button.style.border = '0';
        button.style.borderRadius = '4px';
        button.style.background = '#ffc439';
        button.style.color = '#003087';
        button.style.fontWeight = '700';
        button.style.fontSize = '16px';
        button.style.cursor = 'pointer';
        button.addEventListener('click', start);
        state.button = button;
        state.container.appendChild(button);
        if (state.disabled) actions.disable();
        if (typeof options.onInit === 'function') options.onInit({}, actions);
        return Promise.resolve();
      },
      close: function () {
        state.closed = true;
        if (state.dialog && state.dialog.parentNode) state.dialog.parentNode.removeChild(state.dialog);
        state.dialog = null;
        if (state.button && state.button.parentNode) state.button.parentNode.removeChild(state.button);
        state.button = null;
        return Promise.resolve();
      },
      updateProps: function () {
        return Promise.resolve();
      },
    };
  }

  // ---------------------------------------------------------------- CardFields ---------------

  function digits(value) {
    return String(value || '').replace(/[\s-]/g, '');
  }

  function luhn(number) {
    var sum = 0;
    var double = false;
    for (var i = number.length - 1; i >= 0; i -= 1) {
      var d = Number(number.charAt(i));
      if (double) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
      double = !double;
    }
    return sum % 10 === 0;
  }

  function cardTypeOf(number) {
    if (/^4/.test(number)) return { type: 'visa', niceType: 'Visa', code: { name: 'CVV', size: 3 } };
    if (/^(5[1-5]|2[2-7])/.test(number)) return { type: 'mastercard', niceType: 'Mastercard', code: { name: 'CVC', size: 3 } };
    if (/^3[47]/.test(number)) return { type: 'american-express', niceType: 'American Express', code: { name: 'CID', size: 4 } };
    if (/^6(011|5)/.test(number)) return { type: 'discover', niceType: 'discover', code: { name: 'CID', size: 3 } };
    return null;
  }

  /** MM/YY or MM/YYYY → { month, year } (four-digit year) or null. */
  function parseExpiry(value) {
    var match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(value || ''));
    if (!match) return null;
    var month = Number(match[1]);
    var year = Number(match[2].length === 2 ? '20' + match[2] : match[2]);
    if (month < 1 || month > 12) return null;
    return { month: month, year: year };
  }

  var validators = {
    NumberField: function (value) {
      var n = digits(value);
      var numeric = /^\d*$/.test(n);
      var valid = numeric && n.length >= 13 && n.length <= 19 && luhn(n) && cardTypeOf(n) !== null;
      return { isValid: valid, isPotentiallyValid: numeric && n.length <= 19 };
    },
    ExpiryField: function (value) {
      var parsed = parseExpiry(value);
      if (!parsed) return { isValid: false, isPotentiallyValid: /^\s*\d{0,2}\s*\/?\s*\d{0,4}\s*$/.test(String(value || '')) };
      var now = new Date();
      var current = now.getFullYear() * 12 + now.getMonth() + 1;
      var given = parsed.year * 12 + parsed.month;
      var valid = given >= current && parsed.year <= now.getFullYear() + 20;
      return { isValid: valid, isPotentiallyValid: valid };
    },
    CVVField: function (value, numberValue) {
      var v = String(value || '').trim();
      var type = cardTypeOf(digits(numberValue));
      var size = type ? type.code.size : null;
      var numeric = /^\d*$/.test(v);
      var valid = numeric && (size ? v.length === size : v.length === 3 || v.length === 4);
      return { isValid: valid, isPotentiallyValid: numeric && v.length <= 4 };
    },
    NameField: function (value) {
      var v = String(value || '').trim();
      return { isValid: v.length > 0 && v.length <= 300, isPotentiallyValid: v.length <= 300 };
    },
  };

  var fieldKeys = { NumberField: 'cardNumberField', ExpiryField: 'cardExpiryField', CVVField: 'cardCvvField', NameField: 'cardNameField' };
  var emitted = { NumberField: 'number', ExpiryField: 'expiry', CVVField: 'cvv', NameField: 'name' };
  var errorCodes = { NumberField: 'INVALID_NUMBER', ExpiryField: 'INVALID_EXPIRY', CVVField: 'INVALID_CVV', NameField: 'INVALID_NAME' };
  var inputAttributes = {
    NumberField: { name: 'card-number', autocomplete: 'cc-number', inputmode: 'numeric', sid: 'card-number', maxlength: '23' },
    ExpiryField: { name: 'card-expiry', autocomplete: 'cc-exp', inputmode: 'numeric', sid: 'card-expiry', maxlength: '7' },
    CVVField: { name: 'card-cvv', autocomplete: 'cc-csc', inputmode: 'numeric', sid: 'card-cvv', maxlength: '4' },
    NameField: { name: 'card-name', autocomplete: 'cc-name', inputmode: 'text', sid: 'card-name', maxlength: '300' },
  };

  function CardFields(options) {
    options = options || {};
    var fields = {}; // kind → { input, focused, options }
    var submitting = false;

    function valueOf(kind) {
      return fields[kind] && fields[kind].input ? fields[kind].input.value : '';
    }

    function fieldState(kind) {
      var field = fields[kind];
      var value = valueOf(kind);
      var check = validators[kind](value, valueOf('NumberField'));
      if (!field || !field.input) {
        // A field that is not rendered (the name is optional) does not make the form invalid.
        return { isFocused: false, isEmpty: true, isValid: kind === 'NameField', isPotentiallyValid: true };
      }
      return { isFocused: field.focused, isEmpty: value.trim() === '', isValid: check.isValid, isPotentiallyValid: check.isPotentiallyValid };
    }

    function stateObject(kind) {
      var result = { cards: [], isFormValid: true, errors: [], fields: {} };
      Object.keys(fieldKeys).forEach(function (name) {
        var s = fieldState(name);
        result.fields[fieldKeys[name]] = s;
        if (!s.isValid) {
          result.isFormValid = false;
          result.errors.push(errorCodes[name]);
        }
      });
      var type = cardTypeOf(digits(valueOf('NumberField')));
      if (type) result.cards.push(type);
      if (kind) result.emittedBy = emitted[kind];
      return result;
    }

    function emit(eventName, kind) {
      var data = stateObject(kind);
      var own = fields[kind] && fields[kind].options.inputEvents;
      if (own && typeof own[eventName] === 'function') own[eventName](data);
      var shared = options.inputEvents;
      if (shared && typeof shared[eventName] === 'function' && shared !== own) shared[eventName](data);
    }

    function makeField(kind) {
      return function (fieldOptions) {
        fieldOptions = fieldOptions || {};
        var field = { input: null, wrapper: null, focused: false, options: fieldOptions };
        var api = {
          render: function (container) {
            var element;
            try {
              element = resolveContainer(container);
            } catch (error) {
              return Promise.reject(error);
            }
            if (fields[kind] && fields[kind] !== field) return Promise.reject(new Error(kind + ' is already rendered'));
            fields[kind] = field;
            var attrs = inputAttributes[kind];
            var id = 'paypal-stand-in-' + attrs.name + '-' + ++fieldCounter;
            var wrapper = el('div', { 'data-paypal-stand-in': kind });
            wrapper.style.display = 'flex';
            wrapper.style.flexDirection = 'column';
            wrapper.style.gap = '4px';
            // The page may name the field itself (aria-labelledby on the container, like the
            // title of PayPal's iframe); otherwise the stand-in renders its own label.
            var labelledBy = element.getAttribute('aria-labelledby');
            var input = el('input', {
              id: id,
              type: 'text',
              name: attrs.name,
              autocomplete: attrs.autocomplete,
              inputmode: attrs.inputmode,
              maxlength: attrs.maxlength,
              spellcheck: 'false',
              'aria-required': 'true',
              'embryo-test-sid': attrs.sid,
            });
            if (labelledBy) {
              input.setAttribute('aria-labelledby', labelledBy);
            } else {
              wrapper.appendChild(el('label', { for: id }, text[kind]));
            }
            if (fieldOptions.placeholder) input.setAttribute('placeholder', String(fieldOptions.placeholder));
            input.style.minHeight = '32px';
            input.style.padding = '0 8px';
            input.style.font = 'inherit';
            input.style.border = '1px solid #8a8886';
            input.style.borderRadius = '4px';
            input.addEventListener('input', function () {
              if (kind === 'ExpiryField') {
                // Type 1225 and see 12/25, like PayPal's field.
                var raw = input.value.replace(/[^\d/]/g, '');
                if (/^\d{3,}$/.test(raw)) raw = raw.slice(0, 2) + '/' + raw.slice(2, 6);
                if (raw !== input.value) input.value = raw;
              }
              input.removeAttribute('aria-invalid');
              emit('onChange', kind);
            });
            input.addEventListener('focus', function () {
              field.focused = true;
              emit('onFocus', kind);
            });
            input.addEventListener('blur', function () {
              field.focused = false;
              var s = fieldState(kind);
              if (!s.isEmpty && !s.isValid) input.setAttribute('aria-invalid', 'true');
              emit('onBlur', kind);
            });
            input.addEventListener('keydown', function (event) {
              if (event.key === 'Enter') {
                event.preventDefault();
                emit('onInputSubmitRequest', kind);
              }
            });
            wrapper.appendChild(input);
            element.appendChild(wrapper);
            field.input = input;
            field.wrapper = wrapper;
            return Promise.resolve();
          },
          close: function () {
            if (field.wrapper && field.wrapper.parentNode) field.wrapper.parentNode.removeChild(field.wrapper);
            field.input = null;
            field.wrapper = null;
            if (fields[kind] === field) delete fields[kind];
            return Promise.resolve();
          },
          clear: function () {
            if (field.input) field.input.value = '';
          },
          focus: function () {
            if (field.input) field.input.focus();
          },
          setAttribute: function (name, value) {
            if (field.input) field.input.setAttribute(name, value);
            return Promise.resolve();
          },
          removeAttribute: function (name) {
            if (field.input) field.input.removeAttribute(name);
            return Promise.resolve();
          },
          addClass: function (className) {
            if (field.input) field.input.classList.add(className);
            return Promise.resolve();
          },
          removeClass: function (className) {
            if (field.input) field.input.classList.remove(className);
            return Promise.resolve();
          },
          setMessage: function () {},
        };
        return api;
      };
    }

    function fail(error) {
      var err = toError(error);
      if (typeof options.onError === 'function') options.onError(err);
      return Promise.reject(err);
    }

    return {
      isEligible: function () {
        return typeof options.createOrder === 'function' || typeof options.createVaultSetupToken === 'function';
      },
      getState: function () {
        return Promise.resolve(stateObject());
      },
      NumberField: makeField('NumberField'),
      ExpiryField: makeField('ExpiryField'),
      CVVField: makeField('CVVField'),
      NameField: makeField('NameField'),
      submit: function (submitOptions) {
        submitOptions = submitOptions || {};
        if (submitting) return Promise.reject(new Error('A submission is already in progress'));
        var state = stateObject();
        if (!state.isFormValid) {
          var invalid = new Error('INVALID_FORM');
          invalid.errors = state.errors;
          return Promise.reject(invalid);
        }
        if (typeof options.createOrder !== 'function') return fail(new Error('createOrder is required'));
        var expiry = parseExpiry(valueOf('ExpiryField'));
        var billing = submitOptions.billingAddress || {};
        var card = {
          number: digits(valueOf('NumberField')),
          expiry: expiry.year + '-' + (expiry.month < 10 ? '0' : '') + expiry.month,
          security_code: valueOf('CVVField').trim(),
        };
        var name = submitOptions.name || valueOf('NameField').trim();
        if (name) card.name = name;
        if (billing.postalCode || billing.countryCode) {
          card.billing_address = {};
          if (billing.postalCode) card.billing_address.postal_code = String(billing.postalCode);
          if (billing.countryCode) card.billing_address.country_code = String(billing.countryCode);
        }
        submitting = true;
        var orderId;
        return Promise.resolve()
          .then(function () {
            return options.createOrder();
          })
          .then(function (id) {
            if (!id) throw new Error('createOrder returned no order id');
            orderId = String(id);
            return post('/v2/checkout/orders/' + encodeURIComponent(orderId) + '/confirm-payment-source', { payment_source: { card: card } });
          })
          .then(function () {
            if (typeof options.onApprove === 'function') return options.onApprove({ orderID: orderId, liabilityShift: 'NO' });
            return undefined;
          })
          .then(
            function () {
              submitting = false;
            },
            function (error) {
              submitting = false;
              return fail(error);
            },
          );
      },
    };
  }

  var paypal = {
    version: '5.0.0-emulator',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card', PAYLATER: 'paylater', CREDIT: 'credit', VENMO: 'venmo' },
    Buttons: Buttons,
    CardFields: CardFields,
    getFundingSources: function () {
      return ['paypal'];
    },
    isFundingEligible: function (source) {
      return source === 'paypal';
    },
  };
  window[namespace] = paypal;

  // paypal-js resolves when its script element reports `load`. A browser fires it after this file
  // runs; it is dispatched here too, so a host that evaluates the file itself resolves the same way
  // (resolving twice is harmless).
  if (script && typeof window.Event === 'function') {
    setTimeout(function () {
      script.dispatchEvent(new window.Event('load'));
    }, 0);
  }
})();
