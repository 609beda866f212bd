import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { answerFetch, fakeSession, json, renderAt } from "../../../test/render";
import { BackInStock } from "./back-in-stock";

afterEach(() => {
  vi.unstubAllGlobals();
});

const wrench10 = { productId: "adjustable-wrench", variantId: "10-in", what: "Adjustable Wrench (Size: 10 in)" };
const visitor = fakeSession({ status: "signed-out", user: null });

describe("Notify me under a sold-out variant", () => {
  test("when a signed-in shopper presses Notify me, then the variant's alert is asked with their token and the page says where the mail will go", async () => {
    const fetch = answerFetch(json(201, { productId: "adjustable-wrench", variantId: "10-in", status: "active" }));
    renderAt(<BackInStock {...wrench10} />, { url: "/tools/adjustable-wrench" });
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(
      await screen.findByText("We will email bea@example.com once Adjustable Wrench (Size: 10 in) is back in stock."),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/products/adjustable-wrench/alerts");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ variantId: "10-in" });
    expect(screen.queryByRole("button", { name: "Notify me" })).not.toBeInTheDocument();
  });

  test("when a visitor types their email and presses Notify me, then it is sent without a token and they are told to confirm from the mail", async () => {
    const fetch = answerFetch(json(201, { productId: "adjustable-wrench", variantId: "10-in", status: "pending" }));
    renderAt(<BackInStock {...wrench10} />, { url: "/tools/adjustable-wrench", session: visitor });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email me once when it is back"), " sam@example.com ");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Check your inbox: we sent a link to sam@example.com. Open it to confirm",
    );
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ variantId: "10-in", email: "sam@example.com" });
    expect(new Headers(init?.headers).get("Authorization")).toBeNull();
  });

  test("when the visitor leaves the email empty, then nothing is sent", async () => {
    const fetch = answerFetch();
    renderAt(<BackInStock {...wrench10} />, { url: "/tools/adjustable-wrench", session: visitor });
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByLabelText("Email me once when it is back")).toBeInvalid();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("when the shop refuses (the tool came back meanwhile), then its words show under the control and it can be tried again", async () => {
    answerFetch(
      json(409, { error: { code: "in-stock", message: "This tool is in stock: order it now" } }),
      json(200, { productId: "cordless-drill", variantId: "default", status: "active" }),
    );
    renderAt(<BackInStock productId="cordless-drill" what="Cordless Drill" />, { url: "/tools/cordless-drill" });
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This tool is in stock: order it now");
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByText(/We will email bea@example.com once Cordless Drill/)).toBeInTheDocument();
  });
});
