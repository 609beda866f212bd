import { zodResolver } from "@hookform/resolvers/zod";
import { loginInput } from "@hometools/contract";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { signInWithEmailAndPassword } from "firebase/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { notifyError } from "../../lib/api-client";
import { auth } from "../../lib/firebase";
import { recordLogin } from "./api/record-login";
import { authErrorMessage } from "./auth-error-message";
import { AuthCard } from "./components/auth-card";
import { FormSubmit } from "./components/form-submit";
import { GoogleButton } from "./components/google-button";
import { useReturnPath } from "./components/use-return-path";

/** Login: email, password, "login", a link to signup, "Continue with google"; returns to the origin. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnPath();
  const [providerError, setProviderError] = useState("");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: "", password: "" }, mode: "onTouched" });

  const finish = async (email: string) => {
    try {
      await recordLogin(email);
    } catch (error) {
      notifyError(error);
    }
    navigate(returnTo, { replace: true });
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProviderError("");
    try {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      await finish(credential.user.email ?? email);
    } catch (error) {
      setProviderError(authErrorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Login"
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
          New to Home Tools?{" "}
          <Link component={RouterLink} to={paths.signup} state={location.state} sx={{ fontWeight: 700 }}>
            Sign up
          </Link>
        </Typography>
      }
    >
      <title>Login · Home Tools</title>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "grid", gap: 2 }}>
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
          autoComplete="current-password"
          error={!!errors.password}
          helperText={errors.password?.message}
          {...register("password")}
        />
        <FormSubmit label="login" busy={isSubmitting} />
      </Box>
    </AuthCard>
  );
}
