/**
 * Stands in for the Firebase products the web app never uses (Database, Firestore, Functions,
 * Remote Config, Storage). reactfire imports them all at its top level, which would put about
 * 250 kB (gzip) of unused SDK on the home page; vite.config.ts aliases those imports here.
 * The client talks only to our API (firestore.rules deny direct access: docs/api.md), so none of these is ever called.
 */
function unused(name: string) {
  return () => {
    throw new Error(`firebase ${name} is not bundled in the Home Tools web app`);
  };
}

// firebase/database
export const get = unused("database.get");
export const off = unused("database.off");
export const onChildAdded = unused("database.onChildAdded");
export const onChildChanged = unused("database.onChildChanged");
export const onChildMoved = unused("database.onChildMoved");
export const onChildRemoved = unused("database.onChildRemoved");
export const onValue = unused("database.onValue");
// firebase/firestore
export const onSnapshot = unused("firestore.onSnapshot");
export const queryEqual = unused("firestore.queryEqual");
// firebase/functions
export const httpsCallable = unused("functions.httpsCallable");
// firebase/remote-config
export const ensureInitialized = unused("remote-config.ensureInitialized");
export const getAll = unused("remote-config.getAll");
export const getBoolean = unused("remote-config.getBoolean");
export const getNumber = unused("remote-config.getNumber");
export const getString = unused("remote-config.getString");
export const getValue = unused("remote-config.getValue");
// firebase/storage
export const getDownloadURL = unused("storage.getDownloadURL");
export const ref = unused("storage.ref");
