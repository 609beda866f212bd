import { CardGrid } from "../../../components/catalogue/card-grid";
import { PlaceholderBlock, PlaceholderBody, PlaceholderCard } from "../../../components/feedback/placeholder";

/** A product card's shape while the catalogue loads. */
export function CardSkeleton() {
  return (
    <PlaceholderCard>
      <PlaceholderBlock style={{ aspectRatio: "4 / 3", borderRadius: 0 }} />
      <PlaceholderBody>
        <PlaceholderBlock style={{ width: "60%", height: 28 }} />
        <PlaceholderBlock style={{ height: 16 }} />
        <PlaceholderBlock style={{ width: "80%", height: 16 }} />
        <PlaceholderBlock style={{ height: 44, marginTop: 8 }} />
      </PlaceholderBody>
    </PlaceholderCard>
  );
}

/** The tools' grid while its first page loads: six card shapes, announced as loading. */
export function LoadingCardGrid() {
  return (
    <CardGrid kind="tools" busyLabel="Loading tools">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <CardSkeleton />
        </li>
      ))}
    </CardGrid>
  );
}
