import type { LoginInput } from "@hometools/contract";
import { useForm } from "react-hook-form";
import { paths } from "../../config/paths";
import { fieldBinder, lazyResolver } from "../../lib/form-fields";
import { AuthCard } from "./components/auth-card";
import { PlainField, PlainSubmit } from "../../components/forms/plain-field";
import styles from "./components/auth.module.css";
import { AuthSwitch } from "./components/auth-switch";
import { useSignIn } from "./components/use-sign-in";
import { useReturnPath } from "./components/use-return-path";

const resolver = lazyResolver<LoginInput>(async () => {
  const [{ zodResolver }, { loginInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(loginInput);
});

/** Login: email, password, "login", a link to signup, "Continue with google"; returns to the origin. */
export function LoginPage() {
  const returnTo = useReturnPath();
  const signIn = useSignIn(returnTo);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver, defaultValues: { email: "", password: "" }, mode: "onTouched" });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(({ email, password }) =>
    signIn.submit(async () => {
      // Firebase Auth loads when the form is sent, not before the form can show (decisions/005).
      const [{ signInWithEmailAndPassword }, { auth }] = await Promise.all([
        import("firebase/auth"),
        import("../../lib/session/firebase"),
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
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <PlainField label="Email" type="email" autoComplete="email" {...field("email")} />
        <PlainField label="Password" type="password" autoComplete="current-password" {...field("password")} />
        <PlainSubmit label="login" busy={isSubmitting} />
      </form>
    </AuthCard>
  );
}
