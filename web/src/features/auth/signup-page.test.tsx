import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { fakeSession, renderAt } from "../../test/render";
import { SignupPage } from "./signup-page";

describe("signup form", () => {
  test("when it is sent empty, then it says 'Name is required', 'Email is required' and 'Password is required'", async () => {
    renderAt(<SignupPage />, { url: "/signup", session: fakeSession({ status: "signed-out", user: null }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "signup" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  test("when the address is malformed and the password short, then only those two messages show", async () => {
    renderAt(<SignupPage />, { url: "/signup", session: fakeSession({ status: "signed-out", user: null }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Sam");
    await user.type(screen.getByLabelText("Email"), "sam@");
    await user.type(screen.getByLabelText("Password"), "123");
    await user.click(screen.getByRole("button", { name: "signup" }));
    expect(await screen.findByText("email is required")).toBeInTheDocument();
    expect(screen.getByText("must be 6 characters or longer")).toBeInTheDocument();
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
  });

  test("when the page opens, then it links to login and offers Google sign-in", () => {
    renderAt(<SignupPage />, { url: "/signup", session: fakeSession({ status: "signed-out", user: null }) });
    expect(screen.getByRole("link", { name: /log in/i })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("button", { name: "Continue with google" })).toBeInTheDocument();
  });
});

describe("signup's consent to marketing mail", () => {
  test("when the page opens, then the box is there, labelled, and unticked", () => {
    renderAt(<SignupPage />, { url: "/signup", session: fakeSession({ status: "signed-out", user: null }) });
    const box = screen.getByRole("checkbox", { name: /^Email me when a tool I want is back in stock/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/one-click unsubscribe/);
  });
});
