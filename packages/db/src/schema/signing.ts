import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { bytea, createdAt, updatedAt } from "./columns";
import { documents } from "./documents";

/**
 * A document version sent to its parties for electronic signature. The signatures apply to that version
 * only: `documentHash` is the SHA-256 of its PDF as sent, and a new version of the document voids the request.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    documentHash: text("document_hash").notNull(),
    /** The PDF as sent, whose hash is documentHash: what signers download while the request is open. */
    sentPdf: bytea("sent_pdf"),
    status: text("status", { enum: ["sent", "completed", "declined", "voided"] })
      .notNull()
      .default("sent"),
    /** Signers sign one after another, in `position` order; otherwise all are invited at once. */
    ordered: boolean("ordered").notNull().default(false),
    /** Why it ended without every signature: the owner voided it, the document changed, or who declined. */
    endReason: text("end_reason"),
    /** The final PDF: signatures in their blocks, the certificate of completion, sealed with a PDF signature. */
    sealedPdf: bytea("sealed_pdf"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("signature_requests_document_idx").on(t.documentId, t.createdAt)],
);

export type AdoptedSignature = { kind: "typed"; text: string } | { kind: "drawn"; text: string; png: string };

export const signers = pgTable(
  "signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    /** The party's role as the document captions it ("Disclosing Party", "Tenant"). */
    role: text("role").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    position: integer("position").notNull(),
    /** Which line of the document's signature block the signature goes in (doc-engine signingSlots). */
    slot: integer("slot").notNull(),
    /** SHA-256 of the link's token: the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["waiting", "invited", "signed", "declined"] })
      .notNull()
      .default("invited"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    signature: jsonb("signature").$type<AdoptedSignature>(),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("signers_request_idx").on(t.requestId, t.position)],
);

export const SIGNATURE_EVENT_KINDS = [
  "sent",
  "opened",
  "consented",
  "consent_withdrawn",
  "signed",
  "declined",
  "reminded",
  "voided",
  "completed",
] as const;

/** The audit trail: one row per event, never changed or removed (a trigger refuses UPDATE and DELETE). */
export const signatureEvents = pgTable(
  "signature_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    signerId: uuid("signer_id").references(() => signers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SIGNATURE_EVENT_KINDS }).notNull(),
    /** A decline's reason, a void's reason. */
    detail: text("detail"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    // The clock, not the transaction's start: the last signature and the completion it causes are one
    // transaction, and the certificate lists its events in the order they happened.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("signature_events_request_idx").on(t.requestId, t.createdAt)],
);

/**
 * Mail waiting to be sent: written in the transaction that decides to send it, delivered by a worker with
 * retries and backoff, so an SMTP outage delays mail instead of losing it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** Attach this request's sealed PDF (completion mail). */
    sealedRequestId: uuid("sealed_request_id").references(() => signatureRequests.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    /** Due from then; a worker that claims the mail moves it forward by a lease, so no other worker sends it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the retries are used up; the mail stays for an operator to look at. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The last delivery error's code or message (no address in it). */
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt)],
);
