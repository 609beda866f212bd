import { createRequire } from "node:module";
import type * as V1 from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import type * as Query from "@firestore-emulator/proto/dist/google/firestore/v1/query";

// The emulator's own generated google.firestore.v1 messages (CommonJS; its ESM build is broken).
const require = createRequire(import.meta.url);
export const v1 = require("@firestore-emulator/proto/dist/google/firestore/v1/firestore") as typeof V1;
export const v1Query = require("@firestore-emulator/proto/dist/google/firestore/v1/query") as typeof Query;
