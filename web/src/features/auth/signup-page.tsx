import type { SignupInput } from "@hometools/contract";
import { useForm } from "react-hook-form";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session";
import { fieldBinder, lazyResolver } from "../../lib/form-fields";
import { AuthCard } from "./components/auth-card";
import { PlainField, PlainSubmit } from "../../components/forms/plain-field";
import styles from "./components/auth.module.css";
import { AuthSwitch } from "./components/auth-switch";
import { useSignIn } from "./components/use-sign-in";

const resolver = lazyResolver<SignupInput>(async () => {
  const [{ zodResolver }, { signupInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(signupInput);
});

/** Signup: name, email, password, "signup"; sets the display name, sends the verification mail, then goes to /home. */
export function SignupPage() {
  const { refreshUser } = useSession();
  const signIn = useSignIn(paths.home);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver,
    defaultValues: { name: "", email: "", password: "" },
    mode: "onTouched",
  });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(({ name, email, password }) =>
    signIn.submit(async () => {
      // Firebase Auth loads when the form is sent, not before the form can show (decisions/005).
      const [{ createUserWithEmailAndPassword, sendEmailVerification, updateProfile }, { auth }] = await Promise.all([
        import("firebase/auth"),
        import("../../lib/session/firebase"),
      ]);
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName: name });
      // The owner proves the address by the link (only verified accounts can become admins).
      // A mail that fails to go out does not undo the signup: the profile page sends it again.
      await sendEmailVerification(user).catch(() => undefined);
      // A fresh token carries the new name, which the API puts on orders and reviews.
      await user.getIdToken(true);
      refreshUser();
      return user.email ?? email;
    }),
  );

  return (
    <AuthCard
      title="Sign up"
      signIn={signIn}
      footer={<AuthSwitch prompt="Already have an account?" to={paths.login} label="Log in instead" />}
    >
      <title>Sign up · Home Tools</title>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <PlainField label="Name" autoComplete="name" {...field("name")} />
        <PlainField label="Email" type="email" autoComplete="email" {...field("email")} />
        <PlainField label="Password" type="password" autoComplete="new-password" {...field("password")} />
        <PlainSubmit label="signup" busy={isSubmitting} />
      </form>
    </AuthCard>
  );
}
