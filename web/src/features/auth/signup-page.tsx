import { zodResolver } from "@hookform/resolvers/zod";
import { signupInput } from "@hometools/contract";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { createUserWithEmailAndPassword, updateProfile } from "firebase/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { notifyError } from "../../lib/api-client";
import { auth } from "../../lib/firebase";
import { useSession } from "../../lib/session";
import { recordLogin } from "./api/record-login";
import { authErrorMessage } from "./auth-error-message";
import { AuthCard } from "./components/auth-card";
import { FormSubmit } from "./components/form-submit";
import { GoogleButton } from "./components/google-button";

/** Signup: name, email, password, "signup"; sets the display name, then goes to /home. */
export function SignupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { refreshUser } = useSession();
  const [providerError, setProviderError] = useState("");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupInput),
    defaultValues: { name: "", email: "", password: "" },
    mode: "onTouched",
  });

  const finish = async (email: string) => {
    try {
      await recordLogin(email);
    } catch (error) {
      notifyError(error);
    }
    navigate(paths.home, { replace: true });
  };

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setProviderError("");
    try {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName: name });
      // A fresh token carries the new name, which the API puts on orders and reviews.
      await user.getIdToken(true);
      refreshUser();
      await finish(user.email ?? email);
    } catch (error) {
      setProviderError(authErrorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Sign up"
      error={providerError}
      google={
        <GoogleButton
          disabled={isSubmitting}
          onSignedIn={finish}
          onError={(error) => setProviderError(authErrorMessage(error))}
        />
      }
      footer={
        <Typography>
          Already have an account?{" "}
          <Link component={RouterLink} to={paths.login} state={location.state} sx={{ fontWeight: 700 }}>
            Log in instead
          </Link>
        </Typography>
      }
    >
      <title>Sign up · Home Tools</title>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "grid", gap: 2 }}>
        <TextField
          label="Name"
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name?.message}
          {...register("name")}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={!!errors.password}
          helperText={errors.password?.message}
          {...register("password")}
        />
        <FormSubmit label="signup" busy={isSubmitting} />
      </Box>
    </AuthCard>
  );
}
