import type { Profile, ProfileChanges, ProfileInput } from "@hometools/contract";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { DashboardPanel } from "../../components/layout/dashboard-panel";
import { LoadError } from "../../components/feedback/query-states";
import { useSession, type SessionUser } from "../../lib/session/session";
import { fieldBinder, lazyResolver } from "../../lib/form-fields";
import { useWrite } from "../../lib/api/use-write";
import { useProfile } from "./api/get-profile";
import { updateProfile } from "./api/update-profile";
import { EmailVerification } from "./components/email-verification";
import { MarketingConsent } from "./components/marketing-consent";
import { MyData } from "./components/my-data";

const resolver = lazyResolver<ProfileInput, ProfileChanges>(async () => {
  const [{ zodResolver }, { profileInput }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@hometools/contract"),
  ]);
  return zodResolver(profileInput);
});

function toForm(user: SessionUser, profile?: Profile): ProfileInput {
  return {
    name: profile?.displayName || user.displayName,
    email: user.email,
    phone: profile?.phone ?? "",
    github: profile?.github ?? "",
    facebook: profile?.facebook ?? "",
  };
}

/** Profile: avatar, display name, email; phone, github and facebook; "Update" -> "Update Successfully". */
export function ProfilePage() {
  const { user, refreshUser } = useSession();
  const current = user!;
  const { state, retry } = useProfile(current.email);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileChanges>({ resolver, defaultValues: toForm(current) });
  const field = fieldBinder(register, errors);
  const { run: save } = useWrite();

  const profile = state.status === "success" ? state.data : undefined;
  useEffect(() => {
    if (profile) reset(toForm(current, profile));
    // Reset once the saved profile arrives, not on every session change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile, reset]);

  const onSubmit = handleSubmit((values) =>
    save(
      async () => {
        const result = await updateProfile(values);
        // Firebase loads here rather than with the page (app/session-root.tsx, docs/decisions/027).
        const [{ auth }, { updateProfile: updateAuthProfile }] = await Promise.all([
          import("../../lib/session/firebase"),
          import("firebase/auth"),
        ]);
        await auth.authStateReady();
        const firebaseUser = auth.currentUser;
        if (firebaseUser && values.name && values.name !== firebaseUser.displayName) {
          // Orders and reviews take the name from the ID token, so the token must carry the new one.
          await updateAuthProfile(firebaseUser, { displayName: values.name });
          await firebaseUser.getIdToken(true);
          refreshUser();
        }
        reset(toForm(current, result.profile));
      },
      { success: "Update Successfully" },
    ),
  );

  const displayName = current.displayName || current.email.split("@")[0]!;
  return (
    <DashboardPanel title="My profile" subtitle="Keep your contact details up to date.">
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Avatar
          src={current.photoURL || undefined}
          alt={`${displayName}'s avatar`}
          sx={{ width: 72, height: 72, bgcolor: "primary.main", fontSize: "1.8rem", fontWeight: 800 }}
        >
          {displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: "anywhere" }}>
            {displayName}
          </Typography>
          <Typography sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>{current.email}</Typography>
        </Box>
      </Box>
      {state.status === "error" && (
        <Box sx={{ mb: 2 }}>
          <LoadError what="your saved details" error={state.error} onRetry={retry} />
        </Box>
      )}
      {state.status === "loading" ? (
        <Box role="status" aria-label="Loading your profile" sx={{ display: "grid", gap: 2 }}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}
        >
          <TextField label="Name" autoComplete="name" {...field("name")} />
          <TextField
            label="Email"
            type="email"
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="Your sign-in address"
            {...register("email")}
          />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
          <TextField label="GitHub" placeholder="https://github.com/you" {...field("github")} />
          <TextField
            label="Facebook"
            placeholder="https://facebook.com/you"
            {...field("facebook")}
            sx={{ gridColumn: { sm: "1 / -1" } }}
          />
          <Box sx={{ gridColumn: "1 / -1" }}>
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? "Updating…" : "Update"}
            </Button>
          </Box>
        </Box>
      )}
      {/* Below the form: the answer arrives from Firebase after the page shows, and moves nothing. */}
      <EmailVerification />
      <MarketingConsent />
      <MyData email={current.email} />
    </DashboardPanel>
  );
}
