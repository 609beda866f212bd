import { createAccount, deleteAccount, type Account } from "../../testkit/shop-client";

export { signIn } from "../../testkit/shop-client";
export type Shopper = Account;

/** `count` fresh accounts in the Auth emulator, a few sign-ups at a time. */
export async function newShoppers(count: number, run: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
      createAccount({
        email: `load-${run}-${start + offset}@example.com`,
        verified: true,
        name: `Load Shopper ${start + offset}`,
        record: false,
      }),
    );
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

/** Removes the accounts again (the Auth emulator lets an account delete itself). */
export async function deleteShoppers(shoppers: Shopper[]): Promise<void> {
  await Promise.allSettled(shoppers.map(deleteAccount));
}
