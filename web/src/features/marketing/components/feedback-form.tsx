import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { SectionHeading } from "../../../components/section-heading";

/** The spec's feedback form: Your Name, Email, Comment, Submit. Deliberately not wired to any call. */
export function FeedbackForm() {
  const [thanked, setThanked] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setThanked(true);
  };
  return (
    <Box component="section" aria-labelledby="feedback-title">
      <SectionHeading id="feedback-title" title="Send us your feedback">
        Tell us what to stock next or how your last project went.
      </SectionHeading>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{
          maxWidth: 640,
          mx: "auto",
          display: "grid",
          gap: 2,
          bgcolor: "background.paper",
          p: { xs: 2.5, sm: 4 },
          borderRadius: 3,
          border: "1px solid #E5E0D8",
        }}
      >
        <TextField label="Your Name" name="name" autoComplete="name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <TextField label="Comment" name="comment" multiline rows={4} />
        <Button type="submit" variant="contained" size="large">
          Submit
        </Button>
        <Typography role="status" sx={{ minHeight: "1.5em", color: "text.secondary" }}>
          {thanked ? "Thank you! We read every message." : ""}
        </Typography>
      </Box>
    </Box>
  );
}
