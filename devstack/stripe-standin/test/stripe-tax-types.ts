import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "typescript";

/**
 * Stripe Tax's objects as the stripe SDK declares them (esm/resources/Tax/*.d.ts and shared.d.ts),
 * read with the TypeScript compiler rather than copied: `unlikeStripeType` walks a stand-in object
 * and names every field the SDK's interface lacks, or types differently, nested objects included.
 * A field the SDK marks optional may be absent; every required one must be there.
 */
const sdkRoot = join(dirname(createRequire(import.meta.url).resolve("stripe")), "..", "esm");
const files = [
  "resources/Tax/Calculations.d.ts",
  "resources/Tax/CalculationLineItems.d.ts",
  "resources/Tax/Transactions.d.ts",
  "resources/Tax/TransactionLineItems.d.ts",
  "shared.d.ts",
  "lib.d.ts",
];

/** Every interface and type alias by its qualified name (`Calculation.ShippingCost.TaxBreakdown`). */
const declarations = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(join(sdkRoot, file), "utf8"), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node, scope: string[]) => {
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      node.body.statements.forEach((child) => visit(child, [...scope, node.name.text]));
    } else if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      const name = [...scope, node.name.text].join(".");
      if (!declarations.has(name)) declarations.set(name, node);
    }
  };
  source.statements.forEach((statement) => visit(statement, []));
}

function resolve(name: string, scope: string[]): ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined {
  for (let depth = scope.length; depth >= 0; depth--) {
    const found = declarations.get([...scope.slice(0, depth), name].join("."));
    if (found) return found;
  }
  return declarations.get(name);
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** The problems of `value` against a type node; `scope` is the namespace path the node was declared in. */
function check(value: unknown, type: ts.TypeNode, scope: string[], path: string, problems: string[]): void {
  if (ts.isUnionTypeNode(type)) {
    const attempts = type.types.map((member) => {
      const found: string[] = [];
      check(value, member, scope, path, found);
      return found;
    });
    const fits = attempts.find((found) => found.length === 0);
    if (!fits) problems.push(...(attempts.sort((a, b) => a.length - b.length)[0] ?? []));
    return;
  }
  if (ts.isParenthesizedTypeNode(type)) return check(value, type.type, scope, path, problems);
  const kind = kindOf(value);
  const wrong = (expected: string) => problems.push(`${path} (${kind}, Stripe's is ${expected})`);
  if (type.kind === ts.SyntaxKind.StringKeyword) return void (kind === "string" || wrong("string"));
  if (type.kind === ts.SyntaxKind.NumberKeyword) {
    return void (kind === "number" && Number.isInteger(value) ? undefined : wrong("integer"));
  }
  if (type.kind === ts.SyntaxKind.BooleanKeyword) return void (kind === "boolean" || wrong("boolean"));
  if (ts.isLiteralTypeNode(type)) {
    if (type.literal.kind === ts.SyntaxKind.NullKeyword) return void (kind === "null" || wrong("null"));
    const literal = ts.isStringLiteral(type.literal) ? type.literal.text : type.literal.getText();
    return void (String(value) === literal || wrong(`"${literal}"`));
  }
  if (ts.isArrayTypeNode(type)) {
    if (kind !== "array") return void wrong("array");
    (value as unknown[]).forEach((item, index) => check(item, type.elementType, scope, `${path}[${index}]`, problems));
    return;
  }
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    if (name === "Array") {
      if (kind !== "array") return void wrong("array");
      (value as unknown[]).forEach((item, index) =>
        check(item, type.typeArguments![0]!, scope, `${path}[${index}]`, problems),
      );
      return;
    }
    if (name === "OtherString") return void (kind === "string" || wrong("string"));
    if (name === "Metadata") return void (kind === "object" || wrong("object"));
    if (name === "ApiList") {
      if (kind !== "object") return void wrong("list");
      const { object, data, has_more: hasMore, url, ...rest } = value as Record<string, unknown>;
      if (object !== "list" || !Array.isArray(data) || typeof hasMore !== "boolean" || typeof url !== "string") {
        problems.push(`${path} (not Stripe's list object)`);
      }
      Object.keys(rest).forEach((key) => problems.push(`${path}.${key} (unknown)`));
      (Array.isArray(data) ? data : []).forEach((item, index) =>
        check(item, type.typeArguments![0]!, scope, `${path}.data[${index}]`, problems),
      );
      return;
    }
    const declaration = resolve(name, scope);
    if (!declaration) return void problems.push(`${path} (type ${name} not found in the SDK)`);
    const declaredIn = qualifiedScope(declaration);
    if (ts.isTypeAliasDeclaration(declaration)) return check(value, declaration.type, declaredIn, path, problems);
    if (kind !== "object") return void wrong(name);
    checkInterface(
      value as Record<string, unknown>,
      declaration,
      [...declaredIn, declaration.name.text],
      path,
      problems,
    );
    return;
  }
  problems.push(`${path} (cannot read Stripe's type ${ts.SyntaxKind[type.kind]})`);
}

function qualifiedScope(node: ts.Node): string[] {
  const scope: string[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isModuleDeclaration(parent)) scope.unshift(parent.name.text);
  }
  return scope;
}

function checkInterface(
  value: Record<string, unknown>,
  declaration: ts.InterfaceDeclaration,
  scope: string[],
  path: string,
  problems: string[],
): void {
  const members = new Map(
    declaration.members.filter(ts.isPropertySignature).map((member) => [member.name.getText(), member]),
  );
  for (const [key, field] of Object.entries(value)) {
    const member = members.get(key);
    if (!member?.type) problems.push(`${path}.${key} (unknown)`);
    else check(field, member.type, scope, `${path}.${key}`, problems);
  }
  for (const [key, member] of members) {
    if (!member.questionToken && !(key in value)) problems.push(`${path}.${key} (missing)`);
  }
}

export type TaxObjectType = "Calculation" | "CalculationLineItem" | "Transaction" | "TransactionLineItem";

/** Every field of `object` that the SDK's interface of that name lacks, types differently or requires and misses. */
export function unlikeStripeType(type: TaxObjectType, object: object): string[] {
  const declaration = declarations.get(type);
  if (!declaration || !ts.isInterfaceDeclaration(declaration)) throw new Error(`The SDK declares no ${type}`);
  const problems: string[] = [];
  checkInterface(object as Record<string, unknown>, declaration, [type], type, problems);
  return problems;
}
