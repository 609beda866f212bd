import { onRequest } from "firebase-functions/v2/https";
import { buildApp } from "./app";

/** Every endpoint of CONTRACT.md section 3, behind Hosting's /api/** rewrite. */
export const api = onRequest({ region: "us-central1", invoker: "public" }, buildApp());
