import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useWrite } from "../../../lib/api/use-write";
import { showServerErrors } from "../taxes/server-errors";

/**
 * An owner's settings form (the invoicing seller, the marketing reminders): the settings as the
 * server answered them fill the form; Save checks them with the contract's schema (`resolver`), sends
 * them whole, shows `success`, and takes the server's answer as the form's new start. A refusal puts
 * the server's word under each field it names (`apiNames`: the API's name to the form's), the rest
 * in `problem`, for above the button.
 */
export function useSettingsForm<Input extends FieldValues, Saved extends FieldValues>({
  settings,
  resolver,
  save,
  success,
  apiNames,
  onSaved,
}: {
  settings: Saved;
  resolver: Resolver<Input, unknown, Saved>;
  save: (values: Saved) => Promise<Saved>;
  success: string;
  apiNames: Record<string, Path<Input>>;
  onSaved: (saved: Saved) => void;
}) {
  const form = useForm<Input, unknown, Saved>({
    resolver,
    defaultValues: settings as unknown as DefaultValues<Input>,
    mode: "onTouched",
  });
  const { run } = useWrite();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const done = await run(() => save(values), { success, inline: true });
    if (done.ok) {
      form.reset(done.value as unknown as DefaultValues<Input>);
      onSaved(done.value);
    } else setProblem(showServerErrors(done.error, form.setError, apiNames));
  });
  return { form, onSubmit, problem };
}
