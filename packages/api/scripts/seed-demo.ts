/**
 * `pnpm db:seed`: a demo account with documents and purchases, on DATABASE_URL or the embedded PGlite.
 * Sign in as demo@lexforge.test / demo-password.
 */
import { hashPassword } from "@lexforge/auth/password";
import { createDb } from "@lexforge/db/client";
import { eq, users } from "@lexforge/db";
import { seedPaymentMethod, seedSubscription, seedTransaction, seedUser } from "@lexforge/db/seed";

import { generateDocument } from "../src/services/documents/generate-document";

const EMAIL = "demo@lexforge.test";
const PASSWORD = "demo-password";

// A command-line script, not the app: it takes the database from the shell like drizzle-kit does.
// eslint-disable-next-line no-restricted-properties
const handle = await createDb({ url: process.env.DATABASE_URL });
try {
  const existing = await handle.db.query.users.findFirst({ where: eq(users.email, EMAIL) });
  if (existing) {
    console.log(`Demo user ${EMAIL} already exists; nothing to do.`);
  } else {
    const user = await seedUser(handle.db, {
      email: EMAIL,
      name: "Demo User",
      passwordHash: await hashPassword(PASSWORD),
      credits: 10,
    });
    const parties = {
      party1Name: "Northwind Traders LLC",
      party1Address: "500 Harbor Blvd, Seattle, WA 98101",
      party2Name: "Jordan Lee",
      party2Address: "42 Pine St, Portland, OR 97204",
    };
    await generateDocument(handle.db, {
      userId: user.id,
      input: {
        documentType: "nda",
        jurisdiction: "Washington",
        parties,
        purpose: "Discussing a distribution partnership",
        useAI: true,
      },
    });
    await generateDocument(handle.db, {
      userId: user.id,
      input: {
        documentType: "lease",
        jurisdiction: "Oregon",
        parties,
        purpose: "Lease of a one-bedroom apartment",
        useAI: false,
      },
    });
    for (const [daysAgo, planId] of [
      [40, "basic"],
      [10, "standard"],
    ] as const) {
      await seedTransaction(handle.db, {
        userId: user.id,
        planId,
        date: new Date(Date.now() - daysAgo * 86_400_000),
      });
    }
    await seedSubscription(handle.db, { userId: user.id, planId: "standard" });
    await seedPaymentMethod(handle.db, { userId: user.id, brand: "visa", lastFour: "4242" });
    console.log(`Seeded ${EMAIL} (password: ${PASSWORD}) with 2 documents and 2 purchases.`);
  }
} finally {
  await handle.close();
}
