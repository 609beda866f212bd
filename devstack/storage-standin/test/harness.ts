import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { startStorageStandin, type StorageStandin } from "../index";

export const BUCKET = "demo-standin.appspot.com";

let apps = 0;

/**
 * A stand-in on a free port and firebase-admin's real Storage client pointed at it as the local stack
 * points the functions (FIREBASE_STORAGE_EMULATOR_HOST and STORAGE_EMULATOR_HOST, ports/ports.ts). The
 * client reads them when its app's Storage is first made, so each stand-in gets an app of its own.
 */
export async function startClient(dir?: string) {
  const standin: StorageStandin = await startStorageStandin({ port: 0, buckets: [BUCKET], dir, log: () => {} });
  Object.assign(process.env, {
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${standin.port}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${standin.port}`,
    METADATA_SERVER_DETECTION: "none",
  });
  const app: App = initializeApp({ projectId: "demo-standin", storageBucket: BUCKET }, `storage-standin-${++apps}`);
  const storage = getStorage(app);
  return {
    standin,
    storage,
    bucket: storage.bucket(),
    close: async () => {
      await deleteApp(app);
      await standin.close();
    },
  };
}

/** What a rejected call of the client carries. */
export async function failure(call: Promise<unknown>): Promise<{ code?: number | string; message: string }> {
  try {
    await call;
  } catch (error) {
    return error as { code?: number; message: string };
  }
  throw new Error("the call succeeded");
}
