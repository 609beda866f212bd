import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderAt } from "../../test/render";
import { LoginPage } from "./login-page";

function openLogin() {
  renderAt(<LoginPage />, { url: "/login" });
  return userEvent.setup();
}

describe("login form", () => {
  test("when it is sent empty, then it says 'Email is required' and 'Password is required'", async () => {
    const user = openLogin();
    await user.click(screen.getByRole("button", { name: "login" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  test("when the address is malformed and the password short, then it says 'email is required' and 'must be 6 characters or longer'", async () => {
    const user = openLogin();
    await user.type(screen.getByLabelText("Email"), "abc");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "login" }));
    expect(await screen.findByText("email is required")).toBeInTheDocument();
    expect(screen.getByText("must be 6 characters or longer")).toBeInTheDocument();
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
  });

  test("when a real address such as jane.doe+tools@mail.co.uk is typed, then no email message shows", async () => {
    const user = openLogin();
    await user.type(screen.getByLabelText("Email"), "abc");
    await user.tab();
    expect(await screen.findByText("email is required")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "jane.doe+tools@mail.co.uk");
    await user.tab();
    expect(screen.queryByText("email is required")).not.toBeInTheDocument();
  });

  test("when the page opens, then it links to signup and offers 'Continue with google'", () => {
    openLogin();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("button", { name: "Continue with google" })).toBeEnabled();
  });
});
