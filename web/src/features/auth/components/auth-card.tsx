import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, type ReactNode } from "react";
import { useSession } from "../../../lib/session";
import { GoogleButton } from "./google-button";
import type { SignIn } from "./use-sign-in";

/** The login/signup frame: title, form, the sign-in's error in red, footer link, "or", Google. */
export function AuthCard({
  title,
  children,
  signIn,
  footer,
}: {
  title: string;
  children: ReactNode;
  signIn: SignIn;
  footer: ReactNode;
}) {
  const { error } = signIn;
  // The session follows the sign-in made here only once Firebase has loaded: ask for it now.
  const { confirm } = useSession();
  useEffect(confirm, [confirm]);
  return (
    <Box sx={{ px: 2, py: { xs: 5, md: 8 }, display: "flex", justifyContent: "center" }}>
      <Paper
        sx={{
          width: "100%",
          maxWidth: 440,
          p: { xs: 3, sm: 4 },
          borderRadius: 4,
          border: "1px solid #E5E0D8",
          boxShadow: "inset 0 6px 0 #C2410C",
        }}
        elevation={0}
      >
        <Typography variant="h4" component="h1" sx={{ textAlign: "center", mb: 3 }}>
          {title}
        </Typography>
        {children}
        <Typography role="alert" sx={{ color: "error.main", fontWeight: 600, mt: error ? 2 : 0, minHeight: 0 }}>
          {error}
        </Typography>
        <Box sx={{ mt: 2, textAlign: "center" }}>{footer}</Box>
        <Divider sx={{ my: 3 }}>or</Divider>
        <GoogleButton onClick={() => void signIn.google()} disabled={signIn.busy} />
      </Paper>
    </Box>
  );
}
