import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { fakeSession, renderAt } from "../../test/render";
import { RequireAdmin } from "./require-admin";
import { RequireAuth } from "./require-auth";
import { RequireNonAdmin } from "./require-non-admin";

const page = <p>The protected page</p>;

describe("RequireAuth (login-only)", () => {
  test("when auth is loading, then it shows the loader and not the page", async () => {
    renderAt(<RequireAuth>{page}</RequireAuth>, {
      url: "/dashboard/orders",
      session: fakeSession({ status: "loading", user: null }),
    });
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByText("The protected page")).not.toBeInTheDocument();
  });

  test("when Firebase has not answered yet (no stored user), then it shows the loader and asks for the answer", async () => {
    const session = fakeSession({ status: "signed-out", user: null, confirmed: false });
    renderAt(<RequireAuth>{page}</RequireAuth>, { url: "/dashboard/orders", session });
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument();
    expect(session.confirm).toHaveBeenCalled();
  });

  test("when nobody is signed in, then it redirects to /login remembering the origin", () => {
    renderAt(<RequireAuth>{page}</RequireAuth>, {
      url: "/product/claw-hammer",
      path: "/product/:productId",
      session: fakeSession({ status: "signed-out", user: null }),
    });
    expect(screen.getByText("Login page, from /product/claw-hammer")).toBeInTheDocument();
  });

  test("when the browser kept a user and Firebase has not answered yet, then it shows the page without loading Firebase", () => {
    const session = fakeSession({ status: "signed-in", confirmed: false });
    renderAt(<RequireAuth>{page}</RequireAuth>, { url: "/dashboard/orders", session });
    expect(screen.getByText("The protected page")).toBeInTheDocument();
    expect(session.confirm).not.toHaveBeenCalled();
  });

  test("when someone is signed in, then it shows the page", () => {
    renderAt(<RequireAuth>{page}</RequireAuth>, { url: "/dashboard/orders" });
    expect(screen.getByText("The protected page")).toBeInTheDocument();
  });
});

describe("RequireAdmin (admin-only)", () => {
  test("when the admin check is loading, then it shows the loader", async () => {
    renderAt(<RequireAdmin>{page}</RequireAdmin>, {
      url: "/dashboard/makeadmin",
      session: fakeSession({ adminStatus: "loading" }),
    });
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByText("The protected page")).not.toBeInTheDocument();
  });

  test("when the user is an admin, then it shows the page", () => {
    renderAt(<RequireAdmin>{page}</RequireAdmin>, {
      url: "/dashboard/makeadmin",
      session: fakeSession({ isAdmin: true }),
    });
    expect(screen.getByText("The protected page")).toBeInTheDocument();
  });

  test("when a signed-in user is not an admin, then it signs them out and redirects to /login remembering the origin", async () => {
    const session = fakeSession({ isAdmin: false });
    renderAt(<RequireAdmin>{page}</RequireAdmin>, { url: "/dashboard/manageorder", session });
    expect(screen.getByText("Login page, from /dashboard/manageorder")).toBeInTheDocument();
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
  });

  test("when Firebase has not answered yet, then it shows the loader, redirects nowhere and asks for the answer", async () => {
    const session = fakeSession({ status: "signed-out", user: null, adminStatus: "idle", confirmed: false });
    renderAt(<RequireAdmin>{page}</RequireAdmin>, { url: "/dashboard/addproduct", session });
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument();
    expect(session.confirm).toHaveBeenCalled();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  test("when nobody is signed in, then it redirects to /login without signing anyone out", () => {
    const session = fakeSession({ status: "signed-out", user: null, adminStatus: "idle" });
    renderAt(<RequireAdmin>{page}</RequireAdmin>, { url: "/dashboard/addproduct", session });
    expect(screen.getByText("Login page, from /dashboard/addproduct")).toBeInTheDocument();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  test("when the admin check failed (network), then it offers Retry instead of signing the user out", () => {
    const session = fakeSession({ adminStatus: "error" });
    renderAt(<RequireAdmin>{page}</RequireAdmin>, { url: "/dashboard/makeadmin", session });
    screen.getByRole("button", { name: "Retry" }).click();
    expect(session.recheckAdmin).toHaveBeenCalled();
    expect(session.signOut).not.toHaveBeenCalled();
  });
});

describe("RequireNonAdmin (Orders, Add a review)", () => {
  test("when an admin opens a buyer page, then they land on the dashboard", () => {
    renderAt(<RequireNonAdmin>{page}</RequireNonAdmin>, {
      url: "/dashboard/orders",
      session: fakeSession({ isAdmin: true }),
    });
    expect(screen.getByText("Dashboard page, from none")).toBeInTheDocument();
  });

  test("when the admin check has not answered yet, then the page shows meanwhile", () => {
    renderAt(<RequireNonAdmin>{page}</RequireNonAdmin>, {
      url: "/dashboard/orders",
      session: fakeSession({ adminStatus: "loading" }),
    });
    expect(screen.getByText("The protected page")).toBeInTheDocument();
  });

  test("when a buyer opens it, then they see the page", () => {
    renderAt(<RequireNonAdmin>{page}</RequireNonAdmin>, { url: "/dashboard/orders" });
    expect(screen.getByText("The protected page")).toBeInTheDocument();
  });
});
