import { render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { useEmbedded } from "./use-embedded";

const ID = "page-data";

function embed(value: unknown) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = ID;
  element.textContent = JSON.stringify(value);
  document.head.append(element);
}

function Shown({ children }: { children?: React.ReactNode }) {
  const data = useEmbedded(ID, (json) => (json as { name?: string }).name ?? null);
  return (
    <p>
      {data ?? "asks the API"}
      {children}
    </p>
  );
}

afterEach(() => document.getElementById(ID)?.remove());

describe("what the server embedded in the page", () => {
  test("when the page renders, then it reads the data, and once on screen the data is gone for a later visit", () => {
    embed({ name: "Power tools" });
    const first = render(<Shown />);
    expect(screen.getByText("Power tools")).toBeTruthy();
    expect(document.getElementById(ID)).toBeNull();
    first.unmount();
    render(<Shown />);
    expect(screen.getByText("asks the API")).toBeTruthy();
  });

  test("when the first render is dropped before it reaches the screen, then the render that does still has the data", async () => {
    embed({ name: "Power tools" });
    // A part of the page still loading (a lazy chunk): React drops the page's first render and
    // renders it again, from its first hook, when the part arrives.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Part = lazy(() => arrived.then(() => ({ default: () => <span>: the list</span> })));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Shown>
          <Part />
        </Shown>
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    arrive();
    expect((await screen.findByText(": the list")).parentElement).toHaveTextContent("Power tools: the list");
  });

  test("when the data is another page's or not JSON, then the page asks the API", () => {
    embed({ other: true });
    const other = render(<Shown />);
    expect(screen.getByText("asks the API")).toBeTruthy();
    other.unmount();
    embed({ name: "Power tools" });
    document.getElementById(ID)!.textContent = "{";
    render(<Shown />);
    expect(screen.getByText("asks the API")).toBeTruthy();
  });
});
