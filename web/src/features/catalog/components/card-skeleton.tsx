import { PlaceholderBlock, PlaceholderBody, PlaceholderCard } from "../../../components/placeholder";

/** A product card's shape while the catalogue loads. */
export function CardSkeleton() {
  return (
    <PlaceholderCard>
      <PlaceholderBlock sx={{ aspectRatio: "4 / 3", borderRadius: 0 }} />
      <PlaceholderBody>
        <PlaceholderBlock sx={{ width: "60%", height: 28 }} />
        <PlaceholderBlock sx={{ height: 16 }} />
        <PlaceholderBlock sx={{ width: "80%", height: 16 }} />
        <PlaceholderBlock sx={{ height: 44, mt: 1 }} />
      </PlaceholderBody>
    </PlaceholderCard>
  );
}
