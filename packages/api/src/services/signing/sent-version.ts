import { fileName, parseStoredDocument } from "@lexforge/doc-engine";
import { and, documentVersions, eq, signatureRequests } from "@lexforge/db";

/** Joins a signature request to the document version it was sent with (what the parties sign). */
export const sentVersion = and(
  eq(documentVersions.documentId, signatureRequests.documentId),
  eq(documentVersions.version, signatureRequests.version),
);

/** "non-disclosure-agreement-…-signed.pdf": the sealed download's name beside the unsigned one. */
export const signedFileName = (body: unknown) =>
  fileName(parseStoredDocument(body), ".pdf").replace(/\.pdf$/, "-signed.pdf");
