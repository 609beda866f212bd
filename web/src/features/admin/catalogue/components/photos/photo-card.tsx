import { IMAGE_ALT_MAX } from "@hometools/contract";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { Photo } from "./photo-draft";
import { megabytes } from "./shrink-photo";

const frame = {
  width: 160,
  height: 120,
  flex: "none",
  borderRadius: 2,
  border: "1px solid #C9C2B6",
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  bgcolor: "#FAF8F5",
} as const;

interface Props {
  photo: Photo;
  /** Its place, from 1: its name in every label ("Move photo 2 earlier"). */
  place: number;
  last: boolean;
  disabled: boolean;
  onAlt: (alt: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One photo of the list: its preview (the picked file until it is sent, then the server's
 * renditions), its alt text, its progress and its messages, and buttons that move or remove it.
 */
export function PhotoCard({ photo, place, last, disabled, onAlt, onMove, onRemove }: Props) {
  const altField = useId();
  const fileMessage = `${altField}-file`;
  const name = `photo ${place}`;
  const alt = photo.alt.trim();
  const fileName = photo.kind === "new" ? photo.file.name : null;
  return (
    <Box
      component="li"
      data-photo={photo.key}
      sx={{
        display: "flex",
        gap: 2,
        flexWrap: "wrap",
        alignItems: "flex-start",
        py: 1.5,
        borderTop: "1px solid #E7E2DA",
      }}
    >
      <Box sx={frame}>
        {photo.kind === "saved" ? (
          <img
            src={photo.image.src}
            srcSet={photo.image.srcset}
            sizes="160px"
            alt={alt || `Photo ${place}`}
            width={160}
            height={120}
            style={{ objectFit: "contain" }}
          />
        ) : photo.preview ? (
          <img
            src={photo.preview}
            alt={alt || `Photo ${place}, ${fileName}`}
            width={160}
            height={120}
            style={{ objectFit: "contain" }}
          />
        ) : (
          <Typography variant="body2" sx={{ color: "text.secondary", px: 1, textAlign: "center" }}>
            No preview
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: "1 1 260px", display: "grid", gap: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          Photo {place}
          {place === 1 && " (main picture)"}
          {fileName && <Box component="span" sx={{ fontWeight: 400 }}>{`: ${fileName}, not saved yet`}</Box>}
        </Typography>
        {photo.kind === "new" && photo.refused ? null : (
          <TextField
            id={altField}
            label={`Describe ${name}`}
            required
            size="small"
            value={photo.alt}
            onChange={(event) => onAlt(event.target.value)}
            error={Boolean(photo.errors.alt)}
            helperText={
              photo.errors.alt ?? `What it shows, for shoppers who cannot see it (up to ${IMAGE_ALT_MAX} characters)`
            }
            // The photo's own message (its file refused) is read with the field's.
            slotProps={
              photo.errors.file ? { htmlInput: { "aria-describedby": `${altField}-helper-text ${fileMessage}` } } : {}
            }
            disabled={disabled}
            fullWidth
          />
        )}
        {photo.kind === "new" && photo.shrinking && (
          <>
            <LinearProgress aria-label={`Making ${name} smaller`} />
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Over {megabytes(photo.file.size)}: making it smaller to send…
            </Typography>
          </>
        )}
        {photo.kind === "new" && photo.shrunkFrom !== undefined && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Made smaller to send: {megabytes(photo.shrunkFrom)} to {megabytes(photo.file.size)}.
          </Typography>
        )}
        {photo.kind === "new" && photo.progress !== null && (
          <>
            <LinearProgress
              variant="determinate"
              value={Math.round(photo.progress * 100)}
              aria-label={`Uploading ${name}`}
            />
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {photo.progress < 1 ? `Uploading: ${Math.round(photo.progress * 100)}%` : "Sent: making its sizes…"}
            </Typography>
          </>
        )}
        {photo.errors.file && (
          <Typography id={fileMessage} variant="body2" sx={{ color: "error.main" }}>
            {photo.errors.file}
          </Typography>
        )}
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={`Move ${name} earlier`}
            disabled={disabled || place === 1}
            onClick={() => onMove(-1)}
            data-action="earlier"
          >
            Earlier
          </Button>
          <Button
            size="small"
            variant="outlined"
            aria-label={`Move ${name} later`}
            disabled={disabled || last}
            onClick={() => onMove(1)}
            data-action="later"
          >
            Later
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            aria-label={`Remove ${name}`}
            disabled={disabled}
            onClick={onRemove}
            data-action="remove"
          >
            Remove
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
