/**
 * Picks among `size` documents that share one count (a day's parts, a budget's counters) in turn,
 * from a random start per instance: each is written once in `size` picks of the instance, so a
 * burst spreads evenly where a random pick wrote some several times as often as the mean
 * (docs/decisions/049). Call the answer with the size of the set picked from.
 */
export function inTurn(): (size: number) => number {
  let last = Math.floor(Math.random() * 1_000_000);
  return (size) => {
    last = (last + 1) % 1_000_000;
    return last % size;
  };
}
