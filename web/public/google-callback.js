// The local Auth emulator's Google page lands on google-callback.html; hand the result to the app
// and close. A file of its own, not an inline script, so the Content-Security-Policy allows it.
if (window.opener) {
  window.opener.postMessage({ type: "hometools-google-callback", hash: location.hash }, location.origin);
  window.close();
}
