import { reviewerName, type CreateReviewInput, type NewReview } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { lazyResolver } from "../../lib/form-fields";
import { useSession } from "../../lib/session/session";
import { useWrite } from "../../lib/api/use-write";
import { addReview } from "./api/add-review";

const ratings = ["1", "2", "3", "4", "5"];

const resolver = lazyResolver<CreateReviewInput, NewReview>(async () => {
  const [{ zodResolver }, { createReviewInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(createReviewInput);
});

/** Add a review: name (disabled, prefilled), rating 1 to 5, comment, Submit -> "Comment Submitted". */
export function AddReviewPage() {
  const { user } = useSession();
  const { run } = useWrite();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateReviewInput, unknown, NewReview>({
    resolver,
    defaultValues: { rating: "5", review: "" },
  });

  const onSubmit = handleSubmit((values) =>
    run(
      async () => {
        await addReview(values);
        reset();
      },
      { success: "Comment Submitted" },
    ),
  );

  return (
    <Paper elevation={0} sx={{ border: "1px solid #E5E0D8", borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <title>Add a review · Home Tools</title>
      <Typography variant="h5" component="h2">
        Add a review
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 2.5 }}>
        Your review appears on the home page under your name.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "grid", gap: 2, maxWidth: 560 }}>
        {/* The name the review will show: the server's rule, so a name posing as the shop reads as it will. */}
        <TextField label="Name" value={reviewerName(user?.displayName || user?.email.split("@")[0] || "")} disabled />
        <TextField
          select
          label="Rating"
          error={!!errors.rating}
          helperText={errors.rating?.message ?? "5 is the best"}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...register("rating")}
        >
          {ratings.map((rating) => (
            <option key={rating} value={rating}>
              {rating}
            </option>
          ))}
        </TextField>
        <TextField
          label="Comment"
          multiline
          rows={4}
          error={!!errors.review}
          helperText={errors.review?.message}
          {...register("review")}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Submit
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
