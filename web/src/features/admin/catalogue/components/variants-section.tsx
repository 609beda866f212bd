import type { ProductDetail } from "@hometools/contract";
import { DEFAULT_VARIANT_ID } from "@hometools/contract/variant-rules";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ApiError } from "../../../../lib/api/api-client";
import { errorMessage } from "../../../../lib/api/error-message";
import { useWrite } from "../../../../lib/api/use-write";
import { useTeamRole } from "../../../../lib/session/team-role";
import { replaceVariants } from "../api/replace-variants";
import { ConflictAlert } from "./conflict-notice";
import { OptionsEditor, type DraftChange } from "./options-editor";
import { isProduct } from "./product-edits";
import { addEveryCombination, startingPrice } from "./draft-edits";
import {
  checkReplacement,
  detailOf,
  draftOf,
  isChanged,
  replacementOf,
  type Draft,
  type FieldMessages,
} from "./variant-draft";
import { VariantsTable } from "./variants-table";
import { VariantsList, VariantsView } from "./variants-view";

interface Props {
  /** The product as the dialog last read or saved it. */
  product: ProductDetail;
  /** Saved: the product with its new options and variants (and version). */
  onSaved: (product: ProductDetail) => void;
  /** Another admin's product was taken as the one to edit from. */
  onTakeTheirs: (product: ProductDetail) => void;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/**
 * The Edit dialog's "Options" and "Variants": the owner edits them and saves them apart from the
 * product's fields, with PUT /products/{id}/variants, so that each refusal shows under its own
 * inputs. Staff see the variants, read-only (the server refuses them the write).
 */
export function VariantsSection(props: Props) {
  const owner = useTeamRole() === "owner";
  return (
    <Box component="section" aria-labelledby="options-heading" sx={{ mt: 3, display: "grid", gap: 2 }}>
      <Typography id="options-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Options
      </Typography>
      {owner ? <VariantsEditor {...props} /> : <VariantsView product={props.product} />}
    </Box>
  );
}

function VariantsEditor({ product, onSaved, onTakeTheirs }: Props) {
  const [base, setBase] = useState(product);
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [fields, setFields] = useState<FieldMessages>({});
  const [problem, setProblem] = useState("");
  // Said inside the dialog: a modal hides the rest of the page, toasts included, from screen readers.
  const [said, setSaid] = useState("");
  const [theirs, setTheirs] = useState<ProductDetail | null>(null);
  const { run, busy } = useWrite();
  const changed = isChanged(draft, base);

  // The dialog took a newer read of the product (the fields' "Start again from theirs", the photos
  // saved): an editor with nothing changed follows it; one with changes keeps them, on the new
  // version when its variants are the ones it started from, else it meets the conflict on saving.
  if (product !== base && product.version > base.version) {
    if (!changed) {
      setBase(product);
      setDraft(draftOf(product));
    } else if (!isChanged(draftOf(product), base)) setBase(product);
  }

  const edit = ({ draft: next, field }: DraftChange) => {
    setDraft(next);
    setProblem("");
    setFields((now) => {
      if (field === undefined) return {};
      const { [field]: _answered, ...rest } = now;
      return rest;
    });
  };
  const start = (from: ProductDetail) => {
    setBase(from);
    setDraft(draftOf(from));
    setFields({});
    setProblem("");
  };

  const save = async (version: number) => {
    setSaid("");
    setProblem("");
    if (!changed && version === base.version) {
      setSaid("Nothing changed.");
      return;
    }
    const checked = checkReplacement(replacementOf(draft, version));
    if (!checked.ok) {
      setFields(checked.fields);
      setProblem("Please check the options and variants marked below.");
      return;
    }
    const result = await run(() => replaceVariants(product._id, checked.body), { inline: true });
    if (result.ok) {
      const saved = detailOf(result.value);
      start(saved);
      setTheirs(null);
      setSaid(`Saved: ${count(saved.variants.length, "variant")} of ${saved.name}.`);
      onSaved(saved);
      return;
    }
    const { error } = result;
    if (error instanceof ApiError && error.code === "version-conflict" && isProduct(error.current)) {
      setTheirs(detailOf(error.current));
      return;
    }
    setFields(error instanceof ApiError ? (error.fields ?? {}) : {});
    setProblem(errorMessage(error));
  };

  const addCombinations = () => {
    const done = addEveryCombination(draft, startingPrice(draft, base));
    if (done.added + done.filled === 0) {
      setSaid(
        draft.options.length === 0 || draft.options.some((option) => option.values.length === 0)
          ? "Give every option at least one value first."
          : "Every combination is in the table already.",
      );
      return;
    }
    edit({ draft: done.draft });
    setSaid(
      `Added ${count(done.added, "variant")}${done.filled ? `, and gave ${count(done.filled, "row")} its values` : ""}.` +
        (done.capped ? " A tool has at most 100 variants: the rest were left out." : ""),
    );
  };

  const plain = draft.options.length === 0 && draft.rows.length === 1 && draft.rows[0]!.id === DEFAULT_VARIANT_ID;
  return (
    <>
      {theirs && (
        <ConflictAlert
          busy={busy}
          onApplyMine={() => void save(theirs.version)}
          onTakeTheirs={() => {
            start(theirs);
            setTheirs(null);
            onTakeTheirs(theirs);
          }}
        >
          Their options and variants are below. Apply yours on top of theirs, or start again from theirs.
          <VariantsList product={theirs} label="Their variants" />
        </ConflictAlert>
      )}
      <OptionsEditor draft={draft} fields={fields} onChange={edit} onSay={setSaid} />
      {!plain && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Variants
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            The stock of a variant the tool has changes only by stock moves (Stock); a new one starts with the stock
            given here.
          </Typography>
          <VariantsTable draft={draft} fields={fields} onChange={edit} />
          {fields.variants && (
            <Typography variant="body2" sx={{ color: "error.main" }}>
              {fields.variants}
            </Typography>
          )}
        </>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button variant="outlined" onClick={addCombinations} disabled={draft.options.length === 0}>
          Add every combination
        </Button>
        <Button variant="contained" onClick={() => void save(base.version)} disabled={busy}>
          Save options and variants
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ color: "success.main", minHeight: "1.5em" }}>
        {said}
      </Typography>
    </>
  );
}
