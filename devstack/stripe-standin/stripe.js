/*
 * A small Stripe.js look-alike, served by the local Stripe stand-in at /v1/stripe.js.
 *
 * The payment page sets window.Stripe from this script before @stripe/stripe-js's loadStripe runs
 * (loadStripe uses an existing window.Stripe), so the page keeps one code path: Elements with the
 * PaymentIntent's client secret, the Payment Element, elements.submit() and confirmPayment. Only
 * what the page uses is here: elements({ clientSecret }).create("payment") renders plain card inputs
 * (with the Card Element's placeholders, which the browser tests find the fields by),
 * and confirmPayment posts the card to the stand-in, which answers like Stripe (including its
 * card_error messages). Offline only: real Stripe.js keeps card numbers inside Stripe's iframes,
 * this never leaves 127.0.0.1.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  var apiBase = new URL(script && script.src ? script.src : "http://127.0.0.1:12111/v1/stripe.js").origin;

  function formBody(value, prefix, pairs) {
    pairs = pairs || [];
    if (value === undefined || value === null) return pairs;
    if (typeof value === "object") {
      Object.keys(value).forEach(function (key) {
        formBody(value[key], prefix ? prefix + "[" + key + "]" : key, pairs);
      });
    } else {
      pairs.push(encodeURIComponent(prefix) + "=" + encodeURIComponent(String(value)));
    }
    return pairs;
  }

  function post(path, key, params) {
    return fetch(apiBase + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: formBody(Object.assign({ key: key }, params)).join("&"),
    }).then(
      function (response) {
        return response.json().then(function (json) {
          return response.ok ? { ok: json } : { error: json.error };
        });
      },
      function () {
        return {
          error: { type: "api_connection_error", message: "We could not reach the payment service. Please try again." },
        };
      },
    );
  }

  // --- the Payment Element ---------------------------------------------------------------

  var digits = function (value) {
    return value.replace(/\D/g, "");
  };

  function luhn(number) {
    var sum = 0;
    number
      .split("")
      .reverse()
      .forEach(function (char, index) {
        var digit = Number(char);
        if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        sum += digit;
      });
    return sum % 10 === 0;
  }

  function brandOf(number) {
    if (/^4/.test(number)) return "visa";
    if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
    if (/^3[47]/.test(number)) return "amex";
    return "unknown";
  }

  var fieldIds = 0;

  /**
   * The Payment Element's card tab: labelled fields in two rows (Stripe's own shows 1234 1234 1234
   * 1234 in the number field; the offline form keeps the Card Element's placeholders, which the
   * browser tests find the fields by).
   */
  function createPaymentElement(options) {
    var kind = "payment";
    options = options || {};
    var handlers = {};
    var root = null;
    var inputs = {};

    function emit(type, event) {
      (handlers[type] || []).slice().forEach(function (handler) {
        handler(event);
      });
    }

    function values() {
      var exp = digits(inputs.exp ? inputs.exp.value : "");
      return {
        number: digits(inputs.number ? inputs.number.value : ""),
        expMonth: exp.slice(0, 2),
        expYear: exp.slice(2, 4),
        cvc: digits(inputs.cvc ? inputs.cvc.value : ""),
        postalCode: inputs.zip ? inputs.zip.value.trim() : "",
      };
    }

    // The first problem, with Stripe Elements' own wording and codes, or null when complete.
    function problem(final) {
      var v = values();
      var now = new Date();
      var year = 2000 + Number(v.expYear);
      var month = Number(v.expMonth);
      if (v.number.length < 13 || (brandOf(v.number) !== "amex" && v.number.length < 16)) {
        return final || v.number.length === 0
          ? { code: "incomplete_number", message: "Your card number is incomplete." }
          : null;
      }
      if (!luhn(v.number)) return { code: "invalid_number", message: "Your card number is invalid." };
      if (v.expMonth.length < 2 || v.expYear.length < 2) {
        return { code: "incomplete_expiry", message: "Your card's expiration date is incomplete." };
      }
      if (month < 1 || month > 12)
        return { code: "invalid_expiry_month", message: "Your card's expiration date is invalid." };
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
        return { code: "invalid_expiry_year_past", message: "Your card's expiration year is in the past." };
      }
      if (v.cvc.length < 3) return { code: "incomplete_cvc", message: "Your card's security code is incomplete." };
      if (inputs.zip && v.postalCode.length < 3)
        return { code: "incomplete_zip", message: "Your postal code is incomplete." };
      return null;
    }

    // The Payment Element reports no error in change events: it shows them itself.
    function changed() {
      var v = values();
      emit("change", {
        elementType: kind,
        empty: !v.number && !v.expMonth && !v.cvc && !v.postalCode,
        complete: !problem(true),
        collapsed: false,
        value: { type: "card" },
      });
    }

    function field(key, name, placeholder, autocomplete, flex, format) {
      var input = document.createElement("input");
      input.name = name;
      input.placeholder = placeholder;
      input.id = "standin-" + kind + "-" + name + "-" + ++fieldIds;
      input.autocomplete = autocomplete;
      input.inputMode = key === "zip" ? "text" : "numeric";
      input.style.cssText =
        "box-sizing:border-box;width:100%;border:1px solid #C9C2B8;border-radius:6px;padding:10px 12px;" +
        "background:#fff;font:inherit;color:inherit;min-width:0";
      input.addEventListener("input", function () {
        if (format) input.value = format(input.value);
        changed();
      });
      input.addEventListener("focus", function () {
        emit("focus", { elementType: kind });
      });
      input.addEventListener("blur", function () {
        emit("blur", { elementType: kind });
      });
      inputs[key] = input;
      // The Payment Element labels each field above it.
      var wrapper = document.createElement("label");
      wrapper.setAttribute("for", input.id);
      wrapper.style.cssText = "display:flex;flex-direction:column;gap:4px;font-size:0.93em;flex:" + flex;
      wrapper.appendChild(document.createTextNode(paymentLabels[key]));
      wrapper.appendChild(input);
      return wrapper;
    }

    var paymentLabels = { number: "Card number", exp: "Expiration date", cvc: "Security code", zip: "ZIP code" };

    function applyOptions() {
      Object.keys(inputs).forEach(function (key) {
        inputs[key].disabled = Boolean(options.disabled);
        inputs[key].readOnly = Boolean(options.readOnly);
      });
      root.style.cssText =
        "display:flex;flex-wrap:wrap;gap:12px;width:100%;box-sizing:border-box;font-size:16px;line-height:1.5";
    }

    var element = {
      mount: function (target) {
        var node = typeof target === "string" ? document.querySelector(target) : target;
        root = document.createElement("div");
        root.setAttribute("data-standin", kind + "-element");
        root.appendChild(
          field("number", "cardnumber", "Card number", "cc-number", "1 1 100%", function (value) {
            var number = digits(value).slice(0, 19);
            return number.replace(/(\d{4})(?=\d)/g, "$1 ");
          }),
        );
        root.appendChild(
          field("exp", "exp-date", "MM / YY", "cc-exp", "1 1 6em", function (value) {
            var exp = digits(value).slice(0, 4);
            return exp.length > 2 ? exp.slice(0, 2) + " / " + exp.slice(2) : exp;
          }),
        );
        root.appendChild(
          field("cvc", "cvc", "CVC", "cc-csc", "1 1 5em", function (value) {
            return digits(value).slice(0, 4);
          }),
        );
        if (!options.hidePostalCode) root.appendChild(field("zip", "postal", "ZIP", "postal-code", "1 1 6em"));
        applyOptions();
        node.appendChild(root);
        setTimeout(function () {
          emit("ready", { elementType: kind });
        }, 0);
      },
      on: function (type, handler) {
        (handlers[type] = handlers[type] || []).push(handler);
        return element;
      },
      off: function (type, handler) {
        handlers[type] = (handlers[type] || []).filter(function (h) {
          return h !== handler;
        });
        return element;
      },
      update: function (next) {
        options = Object.assign({}, options, next);
        if (root) applyOptions();
      },
      unmount: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
      },
      destroy: function () {
        element.unmount();
        handlers = {};
      },
      // For elements.submit() and confirmPayment: the card as Stripe's API takes it, or Elements' validation error.
      _card: function () {
        var wrong = problem(true);
        if (wrong) return { error: { type: "validation_error", code: wrong.code, message: wrong.message } };
        var v = values();
        return {
          card: { number: v.number, exp_month: v.expMonth, exp_year: v.expYear, cvc: v.cvc },
          postalCode: v.postalCode,
        };
      },
    };
    return element;
  }

  /** stripe.elements(options): with `clientSecret` for the Payment Element, as Stripe's. */
  function createElements(elementsOptions) {
    var created = {};
    var group = {
      _clientSecret: elementsOptions && elementsOptions.clientSecret,
      create: function (type, options) {
        if (type !== "payment")
          throw new Error('The local Stripe stand-in provides the "payment" element, not "' + type + '".');
        if (!group._clientSecret)
          throw new Error("The local Stripe stand-in's Payment Element needs elements({ clientSecret }).");
        created.payment = createPaymentElement(options);
        return created.payment;
      },
      getElement: function (type) {
        var name = typeof type === "string" ? type : type && type.__elementType;
        return created[name] || null;
      },
      // Validates the Payment Element before confirmPayment, as Stripe's does: {} or { error }.
      submit: function () {
        var payment = created.payment;
        if (!payment) {
          return Promise.resolve({
            error: { type: "invalid_request_error", message: "elements.submit() needs a mounted Payment Element." },
          });
        }
        var card = payment._card();
        return Promise.resolve(card.error ? { error: card.error } : {});
      },
      update: function () {},
    };
    return group;
  }

  // --- Stripe(publishableKey) --------------------------------------------------------------

  function confirmUrl(clientSecret) {
    return "/v1/payment_intents/" + encodeURIComponent(String(clientSecret).split("_secret_")[0]) + "/confirm";
  }

  /**
   * stripe.confirmPayment: the Payment Element's card (with confirmParams' billing details) confirmed
   * against the stand-in. `redirect: "if_required"` answers { paymentIntent } for a card, which never
   * needs a redirect; without it Stripe sends the browser to return_url with payment_intent,
   * payment_intent_client_secret and redirect_status, and so does this.
   */
  function confirmPayment(publishableKey, options) {
    var elements = options.elements;
    var clientSecret = options.clientSecret || (elements && elements._clientSecret);
    var confirmParams = options.confirmParams || {};
    var payment = elements && elements.getElement("payment");
    if (!clientSecret || !payment) {
      return Promise.resolve({
        error: {
          type: "invalid_request_error",
          message: "confirmPayment needs the elements that hold a Payment Element and a client secret.",
        },
      });
    }
    if (options.redirect !== "if_required" && !confirmParams.return_url) {
      return Promise.reject(new Error("stripe.confirmPayment(): confirmParams.return_url is required."));
    }
    var card = payment._card();
    if (card.error) return Promise.resolve({ error: card.error });
    var data = confirmParams.payment_method_data || {};
    var billing = Object.assign({}, data.billing_details || {});
    if (card.postalCode) billing.address = Object.assign({}, billing.address, { postal_code: card.postalCode });
    var params = {
      client_secret: clientSecret,
      return_url: confirmParams.return_url,
      payment_method_data: { type: "card", card: card.card, billing_details: billing },
    };
    return post(confirmUrl(clientSecret), publishableKey, params).then(function (result) {
      if (result.error) return { error: result.error };
      if (options.redirect === "if_required") return { paymentIntent: result.ok };
      var target = new URL(confirmParams.return_url, window.location.href);
      target.searchParams.set("payment_intent", result.ok.id);
      target.searchParams.set("payment_intent_client_secret", clientSecret);
      target.searchParams.set("redirect_status", result.ok.status === "succeeded" ? "succeeded" : "failed");
      window.location.assign(target.toString());
      // Stripe.js does not settle while the page goes away.
      return new Promise(function () {});
    });
  }

  function notHere(name) {
    return function () {
      return Promise.resolve({
        error: {
          type: "invalid_request_error",
          message: "stripe." + name + "() is not available in the local Stripe stand-in.",
        },
      });
    };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== "string" || !/^pk_test_/.test(publishableKey)) {
      throw new Error("The local Stripe stand-in takes a test publishable key (pk_test_...).");
    }
    return {
      elements: function (options) {
        return createElements(options);
      },
      confirmPayment: function (options) {
        return confirmPayment(publishableKey, options || {});
      },
      // The page calls none of these three, but @stripe/react-stripe-js's <Elements> takes an object
      // as Stripe only when they are functions (its isStripe check).
      createToken: notHere("createToken"),
      createPaymentMethod: notHere("createPaymentMethod"),
      confirmCardPayment: notHere("confirmCardPayment"),
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  // @stripe/stripe-js compares this with the release train it expects and warns when they differ.
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
