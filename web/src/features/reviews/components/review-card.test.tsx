import type { Review } from "@hometools/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ReviewCard } from "./review-card";

const review: Review = {
  _id: "r1",
  name: "Vera Verified",
  img: "",
  review: "Sharp and sturdy.",
  rating: 5,
  verifiedBuyer: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};

describe("review card", () => {
  test("when the server marked the author a verified buyer, then the card shows the badge", () => {
    render(<ReviewCard review={review} />);
    expect(screen.getByText("Verified buyer")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Vera Verified's avatar" })).toHaveAttribute(
      "src",
      "/images/avatar-placeholder.svg",
    );
  });

  test("when the author has no paid order, then there is no badge", () => {
    render(<ReviewCard review={{ ...review, verifiedBuyer: false }} />);
    expect(screen.queryByText("Verified buyer")).not.toBeInTheDocument();
  });
});
