import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { urls } from "../../../ports/ports";

/**
 * Holds every answer the API tests receive to the document the API serves (GET /openapi.json): the
 * body must match the response schema of its method, path and status, and an answer to a path or
 * method the document does not describe must be the contract's Error. So the document says what the
 * API answers, or a test fails.
 */
interface Operation {
  responses: Record<string, { content?: { "application/json"?: { schema: Schema }; "text/csv"?: unknown } }>;
}
type Schema = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const ajv = new Ajv2020({ allErrors: true });
const compiled = new Map<string, ValidateFunction>();
let served: Promise<OpenApiDocument> | undefined;

// Fetched directly, not through call(): the document is what every other answer is checked against.
const openApiDocument = () =>
  (served ??= fetch(`${urls.api}/openapi.json`).then((response) => response.json() as Promise<OpenApiDocument>));

/** A templated segment as a pattern: each parameter one or more characters of the segment. */
const segmentPattern = (part: string) =>
  new RegExp(
    `^${part
      .split(/\{\w+\}/)
      .map((text) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
      .join(".+")}$`,
  );

/** The documented operation for a concrete path: literal segments win over templated ones, as in OpenAPI. */
function operationFor(document: OpenApiDocument, method: string, path: string) {
  // Express's routing ignores one trailing slash ("/orders/" is "/orders").
  const segments = path
    .replace(/^\/api(?=\/)/, "")
    .replace(/(.)\/$/, "$1")
    .split("/");
  const candidates = Object.entries(document.paths).flatMap(([template, operations]) => {
    const parts = template.split("/");
    const operation = operations[method];
    if (!operation || parts.length !== segments.length) return [];
    // A path parameter is never empty: "/user/" is no call of "/user/{email}".
    // A parameter may fill part of a segment too ("/credit-notes/{number}.pdf").
    const fits = parts.every((part, at) =>
      /\{\w+\}/.test(part) ? segmentPattern(part).test(segments[at]!) : part === segments[at],
    );
    return fits ? [{ template, operation, literals: parts.filter((part) => !part.startsWith("{")).length }] : [];
  });
  return candidates.sort((a, b) => b.literals - a.literals)[0];
}

function validator(key: string, schema: Schema, document: OpenApiDocument): ValidateFunction {
  const ref = typeof schema.$ref === "string" ? /^#\/components\/schemas\/(\w+)$/.exec(schema.$ref)?.[1] : undefined;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(ref ? document.components.schemas[ref]! : schema);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * The Functions runtime answers these with its own HTML 400 before our code runs (docs/decisions/011):
 * a path with broken percent-encoding, and a JSON body that is malformed or whose top level is not an
 * object or array (body-parser's strict parser). No document of ours can describe that page.
 */
function refusedByRuntime(path: string, sent: { body?: string; contentType?: string }): boolean {
  try {
    decodeURIComponent(path);
  } catch {
    return true;
  }
  if (sent.body === undefined || !sent.contentType?.includes("json")) return false;
  try {
    const value: unknown = JSON.parse(sent.body);
    return value === null || typeof value !== "object";
  } catch {
    return true;
  }
}

export interface Sent {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

/** Throws when the answer is not what the served document says `method path` answers with `status`. */
export async function checkAnswer(sent: Sent, status: number, body: unknown, text: string) {
  const { method, path } = sent;
  if (status === 400 && typeof body !== "object" && refusedByRuntime(path, sent)) return;
  const document = await openApiDocument();
  const found = operationFor(document, method.toLowerCase(), path.split("?")[0]!);
  const where = `${method} ${path.slice(0, 100)} -> ${status}`;
  const response = found?.operation.responses[String(status)];
  if (found && !response) throw new Error(`the OpenAPI document has no ${status} for ${where}: ${text.slice(0, 200)}`);
  // An answer that is not JSON (GET /orders/export.csv) is checked by its own tests.
  if (response?.content && !response.content["application/json"]) return;
  // A JSON answer that can also be asked for as CSV (GET /invoices?format=csv): a text body is the CSV.
  if (typeof body === "string" && response?.content && "text/csv" in response.content) return;
  const schema = response?.content?.["application/json"]?.schema ?? { $ref: "#/components/schemas/Error" };
  const key = found ? `${method} ${found.template} ${status}` : "unknown path";
  const validate = validator(key, schema, document);
  if (!validate(body)) {
    const problems = ajv.errorsText(validate.errors, { dataVar: "body" });
    throw new Error(`${where} does not match the OpenAPI document: ${problems}; got ${text.slice(0, 200)}`);
  }
}
