import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";

/** Placeholder rows while a table's data loads. */
export function TableSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      <Skeleton variant="rounded" height={44} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}
