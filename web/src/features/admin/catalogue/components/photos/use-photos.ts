import type { ProductDetail } from "@hometools/contract";
import { useEffect, useRef, useState } from "react";
import {
  addFiles,
  checkAlts,
  describePhoto,
  draftOf,
  imagesChange,
  isChanged,
  movePhoto,
  removePhoto,
  sameImages,
  updatePhoto,
  wantedOf,
  type Photo,
  type PhotoDraft,
} from "./photo-draft";
import { sendPhotos } from "./send-photos";
import { shrinkPhoto } from "./shrink-photo";

const count = (n: number) => `${n} photo${n === 1 ? "" : "s"}`;

export interface SaveOutcome {
  /** Nothing was sent: an alt text is missing. */
  checked: boolean;
  /** Photos that could not be added (their messages are under them). */
  failed: number;
  /** The tool as the saves left it. */
  product: ProductDetail;
}

/**
 * The photos of a tool being edited (`product`), or of one still to be added (null): the draft and
 * the calls that save it (photo-draft.ts). Saving removes, then uploads the new files in order with
 * their progress, then sends the order and alt texts (PATCH, with the version); each call's answer
 * keeps the tool's version in step, and `onSaved` hands the tool on (the dialog's other forms save
 * with its version). A 409 version-conflict is kept in `theirs`, as the dialog's other forms do.
 */
export function usePhotos(product: ProductDetail | null, onSaved?: (saved: ProductDetail) => void) {
  const [base, setBase] = useState(product);
  const [draft, setDraft] = useState<PhotoDraft>(() => draftOf(product?.images ?? []));
  const [saving, setSaving] = useState(false);
  const [theirs, setTheirs] = useState<ProductDetail | null>(null);
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState("");
  const latest = useRef(draft);
  latest.current = draft;
  const previews = useRef(new Set<string>());
  const stop = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    const urls = previews.current;
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const images = base?.images ?? [];
  const edited = draft.removed.length > 0 || imagesChange(images, wantedOf(draft)) !== null;
  // A newer read of the tool (its fields or variants saved, or another admin's taken): photos not
  // rearranged follow it; rearranged ones stay, on the new version when the photos are the same.
  if (product && base && product !== base && product.version > base.version) {
    if (!edited) {
      setBase(product);
      setDraft((now) => draftOf(product.images, now.photos));
    } else if (sameImages(product.images, base.images)) setBase(product);
  }

  const forget = (photo: Photo | undefined) => {
    if (photo?.kind !== "new" || !photo.preview) return;
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
  };

  const pick = (files: readonly File[]) => {
    const preview = (file: File) => {
      const url = URL.createObjectURL(file);
      previews.current.add(url);
      return url;
    };
    const { draft: next, added, leftOut } = addFiles(latest.current, files, preview);
    setDraft(next);
    setProblem("");
    const taken = added.filter((photo) => !photo.refused).length;
    setSaid(
      [
        taken > 0 && `Added ${count(taken)}: describe ${taken === 1 ? "it" : "each"} below.`,
        leftOut > 0 && `A tool has at most 8 photos: ${count(leftOut)} left out.`,
      ]
        .filter(Boolean)
        .join(" "),
    );
    for (const photo of added.filter((each) => each.shrinking)) {
      void shrinkPhoto(photo.file).then(({ file, before }) =>
        setDraft((now) =>
          updatePhoto(now, photo.key, {
            file,
            shrinking: false,
            ...(before !== undefined && { shrunkFrom: before }),
          }),
        ),
      );
    }
  };

  const remove = (key: string) => {
    forget(latest.current.photos.find((photo) => photo.key === key));
    setDraft((now) => removePhoto(now, key));
  };

  /** Starts again from `from`: its photos, and the files picked but not added yet. */
  const start = (from: ProductDetail | null) => {
    setBase(from);
    setDraft((now) => draftOf(from?.images ?? [], now.photos));
    setProblem("");
  };

  /** Applies the draft to `target` (the tool as last read, or the one just added); never rejects. */
  const save = async (target: ProductDetail): Promise<SaveOutcome> => {
    const checked = checkAlts(latest.current);
    setDraft(checked.draft);
    setSaid("");
    setProblem("");
    if (!checked.ok) {
      setProblem("Describe every photo: the fields marked below need their alt text.");
      return { checked: false, failed: 0, product: target };
    }
    setTheirs(null);
    setSaving(true);
    const sent = await sendPhotos(target, checked.draft, {
      edit: setDraft,
      added: forget,
      signal: stop.current?.signal,
    }).finally(() => setSaving(false));
    const { product: saved, failed, theirs: conflict, refused } = sent;
    setBase(saved);
    if (conflict) setTheirs(conflict);
    if (saved !== target) onSaved?.(saved);
    if (refused || failed > 0) {
      setProblem(
        [failed > 0 && `${count(failed)} not added: the message is under each.`, refused].filter(Boolean).join(" "),
      );
    } else if (!conflict) setSaid(`Saved: ${count(saved.images.length)} of ${saved.name}.`);
    return { checked: true, failed, product: saved };
  };

  const shrinking = draft.photos.filter((photo) => photo.kind === "new" && photo.shrinking);
  return {
    base,
    draft,
    saving,
    /** Something is being made smaller: saving waits for it. */
    busy: saving || shrinking.length > 0,
    changed: isChanged(draft, images),
    theirs,
    said,
    problem,
    pick,
    remove,
    move: (key: string, by: -1 | 1) => setDraft((now) => movePhoto(now, key, by)),
    describe: (key: string, alt: string) => setDraft((now) => describePhoto(now, key, alt)),
    say: setSaid,
    /** A word from the dialog around the section, shown with the section's own problems. */
    warn: setProblem,
    save,
    /** The alt texts are checked as saving would, without sending: Add Product checks them with its fields. */
    check: () => {
      const checked = checkAlts(latest.current);
      setDraft(checked.draft);
      return checked.ok;
    },
    /** Drops every change and picked file: the photos as `to` has them (Undo; Add Product's next tool). */
    reset: (to: ProductDetail | null) => {
      for (const photo of latest.current.photos) forget(photo);
      setBase(to);
      setDraft(draftOf(to?.images ?? []));
      setTheirs(null);
      setProblem("");
    },
    /** "Start again from theirs" after a conflict: answers their tool for the dialog to take. */
    takeTheirs: () => {
      if (!theirs) return null;
      start(theirs);
      setTheirs(null);
      return theirs;
    },
  };
}

export type Photos = ReturnType<typeof usePhotos>;
