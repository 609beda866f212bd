/**
 * Stripe's request format: application/x-www-form-urlencoded with brackets for nesting
 * (`metadata[orderId]=o1`, `expand[0]=x` or `expand[]=x`). The SDK and Stripe.js both send it.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.replace(/\]/g, "").split("[");
    let node: FormObject | FormValue[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const container = node as Record<string, FormValue>;
      const slot = key === "" && Array.isArray(node) ? String(node.length) : key;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsList = keys[index + 1] === "" || /^\d+$/.test(keys[index + 1]!);
      container[slot] ??= nextIsList ? [] : {};
      node = container[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A string field at a path (`text(form, "metadata", "orderId")`), or undefined. */
export function text(form: FormValue | undefined, ...path: string[]): string | undefined {
  let node: FormValue | undefined = form;
  for (const key of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = (node as Record<string, FormValue>)[key];
  }
  return typeof node === "string" ? node : undefined;
}

/** An object field at a path, or undefined. */
export function object(form: FormValue | undefined, ...path: string[]): FormObject | undefined {
  let node: FormValue | undefined = form;
  for (const key of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = (node as Record<string, FormValue>)[key];
  }
  return node && typeof node === "object" && !Array.isArray(node) ? node : undefined;
}

/** Stripe's metadata: a flat object of strings. */
export function metadata(form: FormObject, key = "metadata"): Record<string, string> {
  return Object.fromEntries(Object.entries(object(form, key) ?? {}).map(([k, v]) => [k, String(v)]));
}
