import { MAX_IMAGES } from "@hometools/contract";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { ConflictAlert } from "../conflict-notice";
import { PhotoCard } from "./photo-card";
import { ACCEPTED_TYPES, photoCount } from "./photo-draft";
import type { Photos } from "./use-photos";

interface Props {
  photos: Photos;
  /** The tool's name, in the list's label. */
  name: string;
  /** Add Product sends the photos with the product; Edit (and Add once the tool exists) with Save photos. */
  saveButton: boolean;
  /** After a conflict: the tool the admin starts again from (the dialog's other forms follow). */
  onTakeTheirs?: (theirs: NonNullable<Photos["theirs"]>) => void;
}

type Action = "earlier" | "later" | "remove";

/**
 * "Photos": a file picker (and a drop zone) for up to 8 JPEG, PNG or WebP photos, each with its
 * preview, its alt text, its progress while it is sent, and buttons to move or remove it. The first
 * is the tool's main picture. Every button names its photo ("Move photo 2 earlier"); focus stays on
 * the photo moved.
 */
export function PhotosSection({ photos, name, saveButton, onTakeTheirs }: Props) {
  const { draft, busy, saving } = photos;
  const hint = useId();
  const list = useRef<HTMLOListElement>(null);
  const focus = useRef<{ key: string; action: Action } | null>(null);
  const [over, setOver] = useState(false);
  const full = photoCount(draft) >= MAX_IMAGES;

  // Focus follows the photo moved (its button may be off now: the first has no "earlier"), and after
  // a removal goes to the next photo's Remove.
  useEffect(() => {
    const wanted = focus.current;
    focus.current = null;
    if (!wanted || !list.current) return;
    const card = list.current.querySelector(`[data-photo="${wanted.key}"]`);
    const order: Action[] = [wanted.action, wanted.action === "earlier" ? "later" : "earlier"];
    order
      .map((action) => card?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      .find((button) => button && !button.disabled)
      ?.focus();
  }, [draft]);

  const move = (key: string, place: number, by: -1 | 1) => {
    photos.move(key, by);
    photos.say(`Photo ${place} is now photo ${place + by}${place + by === 1 ? ", the main picture" : ""}.`);
    focus.current = { key, action: by === -1 ? "earlier" : "later" };
  };
  const remove = (key: string, place: number) => {
    const next = draft.photos[place] ?? draft.photos[place - 2];
    photos.remove(key);
    photos.say(`Photo ${place} taken out${saveButton ? ": Save photos to remove it from the tool" : ""}.`);
    if (next) focus.current = { key: next.key, action: "remove" };
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!full && !busy) photos.pick([...event.dataTransfer.files]);
  };

  return (
    <Box
      component="section"
      aria-labelledby={`${hint}-heading`}
      sx={{ display: "grid", gap: 1.5 }}
      onDragOver={(event: DragEvent) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Typography id={`${hint}-heading`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Photos
      </Typography>
      <Typography id={hint} variant="body2" sx={{ color: "text.secondary" }}>
        Up to {MAX_IMAGES} photos: JPEG, PNG or WebP. The first is the tool&apos;s main picture, on its card and its
        page. A photo over 10 MB is made smaller before it is sent.{" "}
        {saveButton
          ? "Changes to the photos are saved with Save photos, apart from the fields above."
          : "They are uploaded once the product is added."}
      </Typography>
      {photos.theirs && (
        <ConflictAlert
          busy={saving}
          onApplyMine={() => void photos.save(photos.theirs!)}
          onTakeTheirs={() => {
            const taken = photos.takeTheirs();
            if (taken) onTakeTheirs?.(taken);
          }}
        >
          Their photos: {photos.theirs.images.map((image) => image.alt).join("; ") || "none"}. Apply your order, alt
          texts and removals on top of theirs, or start again from theirs.
        </ConflictAlert>
      )}
      {draft.photos.length > 0 && (
        <Box
          component="ol"
          ref={list}
          aria-label={`Photos of ${name || "the tool"}`}
          sx={{ listStyle: "none", m: 0, p: 0 }}
        >
          {draft.photos.map((photo, index) => (
            <PhotoCard
              key={photo.key}
              photo={photo}
              place={index + 1}
              last={index === draft.photos.length - 1}
              disabled={saving}
              onAlt={(alt) => photos.describe(photo.key, alt)}
              onMove={(by) => move(photo.key, index + 1, by)}
              onRemove={() => remove(photo.key, index + 1)}
            />
          ))}
        </Box>
      )}
      <Box
        sx={{
          border: "2px dashed",
          borderColor: over ? "primary.main" : "#C9C2B6",
          bgcolor: over ? "#FFF7ED" : "transparent",
          borderRadius: 2,
          p: 2,
          display: "flex",
          gap: 2,
          alignItems: "center",
          flexWrap: "wrap",
        }}
      >
        <Button
          component="label"
          // The input inside is the one stop for the keyboard (MUI's file-upload pattern).
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          disabled={full || busy}
          sx={{ "&:has(input:focus-visible)": { outline: "2px solid", outlineOffset: 2 } }}
        >
          Choose photos
          <input
            type="file"
            accept={ACCEPTED_TYPES.join(",")}
            multiple
            disabled={full || busy}
            aria-describedby={hint}
            style={visuallyHidden}
            onChange={(event) => {
              photos.pick([...(event.target.files ?? [])]);
              // The same file may be chosen again after it was taken out.
              event.target.value = "";
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {full
            ? `This tool has ${MAX_IMAGES} photos, the most it can have: remove one to add another.`
            : `or drop them here. ${photoCount(draft)} of ${MAX_IMAGES}.`}
        </Typography>
      </Box>
      {photos.problem && (
        <Alert severity="error" role="alert">
          {photos.problem}
        </Alert>
      )}
      {saveButton && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="contained" onClick={() => photos.base && void photos.save(photos.base)} disabled={busy}>
            Save photos
          </Button>
          {photos.changed && (
            <Button variant="text" onClick={() => photos.reset(photos.base)} disabled={busy}>
              Undo photo changes
            </Button>
          )}
        </Box>
      )}
      <Typography role="status" variant="body2" sx={{ color: "success.main", minHeight: "1.5em" }}>
        {photos.said}
      </Typography>
    </Box>
  );
}

/** Out of sight but focusable: the label around it is the button people see. */
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
