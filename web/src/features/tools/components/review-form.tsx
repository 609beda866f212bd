import type { ToolReview } from "@hometools/contract";
import { useState, type FormEvent } from "react";
import { api, ApiError } from "../../../lib/api/api-client";
import { errorMessage } from "../../../lib/api/error-message";
import { useWrite } from "../../../lib/api/use-write";
import styles from "../tool-page.module.css";

/**
 * A signed-in shopper's review of this tool (POST /products/{id}/reviews). The server decides who
 * may: a shopper with a paid order of the tool, once; its refusal is shown under the form. Loaded
 * only for a signed-in shopper, so a visitor's page carries none of it.
 */
export function ReviewForm({ productId, onPosted }: { productId: string; onPosted: (review: ToolReview) => void }) {
  const write = useWrite();
  const [rating, setRating] = useState("5");
  const [text, setText] = useState("");
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await write.run(
      () =>
        api.post<ToolReview>(`/products/${encodeURIComponent(productId)}/reviews`, {
          rating: Number(rating),
          review: text,
        }),
      { success: "Thank you: your review is up", inline: true },
    );
    if (result.ok) {
      setDone(true);
      onPosted(result.value);
    }
  };

  if (done) return null;
  const refusal =
    write.error instanceof ApiError && write.error.code !== "bad-request" && write.error.message
      ? write.error.message
      : write.error !== undefined
        ? errorMessage(write.error)
        : null;
  return (
    <form className={styles.reviewForm} onSubmit={(event) => void submit(event)} aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">Review this tool</h3>
      <label htmlFor="tool-review-rating">Rating</label>
      <select id="tool-review-rating" value={rating} onChange={(event) => setRating(event.target.value)}>
        {["5", "4", "3", "2", "1"].map((value) => (
          <option key={value} value={value}>
            {value} out of 5
          </option>
        ))}
      </select>
      <label htmlFor="tool-review-text">Your review</label>
      <textarea
        id="tool-review-text"
        value={text}
        maxLength={2000}
        rows={4}
        required
        onChange={(event) => setText(event.target.value)}
      />
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <button type="submit" className={styles.more} disabled={write.busy}>
        Post your review
      </button>
    </form>
  );
}
