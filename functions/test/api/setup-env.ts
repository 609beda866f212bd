import { runningFirestore } from "../../../stack/firestore";

// Services some tests call in this process (the expiry sweep, the mail sender) commit as the stack's
// functions do: optimistically, but as Firestore transactions on the embedded emulator, which
// ignores preconditions (functions/src/data/transaction.ts; stack/stack.ts sets the same).
if ((await runningFirestore()) === "embedded") process.env.HOMETOOLS_TRANSACTIONS = "locking";
