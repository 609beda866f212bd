import { zodResolver } from "@hookform/resolvers/zod";
import { loginInput } from "@hometools/contract";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useForm } from "react-hook-form";
import { paths } from "../../config/paths";
import { fieldBinder } from "../../lib/form-fields";
import { AuthCard } from "./components/auth-card";
import { AuthSwitch } from "./components/auth-switch";
import { FormSubmit } from "./components/form-submit";
import { useSignIn } from "./components/use-sign-in";
import { useReturnPath } from "./components/use-return-path";

/** Login: email, password, "login", a link to signup, "Continue with google"; returns to the origin. */
export function LoginPage() {
  const returnTo = useReturnPath();
  const signIn = useSignIn(returnTo);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: "", password: "" }, mode: "onTouched" });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(({ email, password }) =>
    signIn.submit(async () => {
      // Firebase Auth loads when the form is sent, not before the form can show (decisions/005).
      const [{ signInWithEmailAndPassword }, { auth }] = await Promise.all([
        import("firebase/auth"),
        import("../../lib/firebase"),
      ]);
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return credential.user.email ?? email;
    }),
  );

  return (
    <AuthCard
      title="Login"
      signIn={signIn}
      footer={<AuthSwitch prompt="New to Home Tools?" to={paths.signup} label="Sign up" />}
    >
      <title>Login · Home Tools</title>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "grid", gap: 2 }}>
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field("password")} />
        <FormSubmit label="login" busy={isSubmitting} />
      </Box>
    </AuthCard>
  );
}
