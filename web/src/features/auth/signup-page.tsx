import type { SignupInput } from "@hometools/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session";
import { fieldBinder, lazyResolver } from "../../lib/form-fields";
import { AuthCard } from "./components/auth-card";
import { PlainCheckbox, PlainField, PlainSubmit } from "../../components/forms/plain-field";
import { notifyError } from "../../lib/api/error-message";
import { consentHint, consentLabel, setMarketingConsent } from "../../lib/marketing-consent";
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

/**
 * Signup: name, email, password, the consent to marketing mail (unticked), "signup"; sets the display
 * name, records the consent when ticked, sends the verification mail, then goes to /home.
 */
export function SignupPage() {
  const { refreshUser } = useSession();
  const [consent, setConsent] = useState(false);
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
      // Only a tick records anything: an account starts without consent. A failure here does not undo
      // the signup (the account exists): the shopper is told, and the profile's switch does it later.
      if (consent)
        await setMarketingConsent(true, "signup").catch((error: unknown) =>
          notifyError(
            error,
            "Your account is ready, but your choice about emails was not saved: turn it on in your profile.",
          ),
        );
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
        <PlainCheckbox
          label={consentLabel}
          hint={consentHint}
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <PlainSubmit label="signup" busy={isSubmitting} />
      </form>
    </AuthCard>
  );
}
