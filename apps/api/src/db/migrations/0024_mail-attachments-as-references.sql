-- Health answers stay inside the cipher (issue 26 item 3, docs/decisions/0081-mail-attachments-rendered-on-demand.md).
-- The receipt PDFs kept base64 in outbox_messages.attachments held the health answers in clear. From now on a row
-- keeps only a reference ({ filename, contentType, source: { kind: 'receipt', enrollmentId, locale, copy } }) and the PDF
-- is rendered from the signed record when the mail is sent (the person's copy with the health answers, the client's
-- without). A message already sent needs its file no more: dropped.
UPDATE "outbox_messages" SET "attachments" = NULL
WHERE "attachments" IS NOT NULL AND "status" = 'sent';--> statement-breakpoint
-- A receipt not yet sent (pending, or given up) points at its signed record instead, in the language it was written
-- in (the person's copy: the enrollment's; the rep's: English, as the receipt job chose), and whose copy it is.
UPDATE "outbox_messages" AS o SET "attachments" = jsonb_build_array(jsonb_build_object(
  'filename', o."attachments" -> 0 ->> 'filename',
  'contentType', 'application/pdf',
  'source', jsonb_build_object(
    'kind', 'receipt',
    'enrollmentId', s."enrollment_id",
    'locale', CASE WHEN split_part(o."idempotency_key", ':', 3) = 'person' THEN e."locale" ELSE 'en' END,
    'copy', split_part(o."idempotency_key", ':', 3))))
FROM "signed_records" AS s JOIN "enrollments" AS e ON e."id" = s."enrollment_id"
WHERE o."attachments" IS NOT NULL AND o."template" = 'enrollment-receipt'
  AND s."policy_id" = split_part(o."idempotency_key", ':', 2)
  AND o."attachments" -> 0 ? 'contentBase64';--> statement-breakpoint
-- Any other file kept as bytes (none is known) has no source to render it from: dropped.
UPDATE "outbox_messages" SET "attachments" = NULL
WHERE "attachments" IS NOT NULL AND jsonb_path_exists("attachments", '$[*].contentBase64');
-- The review's notes the completion wrote in clear (the saved tab's data, enrollment_completions.additional_notes) are
-- not touched here: SQL cannot encrypt with the field key, and deleting them lost the notes. The completion module's
-- periodic job (sealClearReviewNotes, review-notes.ts) moves them under the cipher.
