import {
  AGREEMENT_MESSAGES,
  COMPLETION_MESSAGES,
  ContactInfoAnswerSchema,
  activeContentLocale,
  LOCALES,
  EmployerInfoAnswerSchema,
  ENROLLMENT_MESSAGES,
  MESSAGES,
  PaymentInfoAnswerSchema,
  PRODUCT_NAME,
  reviewLines,
  SavedHealthAnswersSchema,
  STORE_WEB_MESSAGES,
  TAB_TITLES,
  TAB_KEYS,
  WEB_MESSAGES,
  displayDateText,
  isTier,
  maskSsn,
  orderLines,
  tierLabel,
  type ReviewLine,
  type ReviewLinesSource,
  type TabKey,
} from '@benefit-store/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SignedRecordSecrets } from './signed-record.js';
import type { SignedRecordContent } from './signed-record-content.js';

export interface ReceiptPdfInput {
  content: SignedRecordContent;
  secrets: SignedRecordSecrets;
  signatureKind: string;
  signedAt: Date;
  clientAddress: string;
  hash: string;
}

const PAGE = { width: 612, height: 792, margin: 50 };
const SIZE = { title: 16, heading: 12, text: 9.5 };
const LINE = 1.35;

type Sections = ReviewLinesSource['sections'];
type Plain = Record<string, unknown>;

const objectOr = (v: unknown): Plain | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Plain) : null);

/** A value in its answer's shape when it parses; else as stored (the lines read what they know and say "Not provided" for the rest). */
function shaped<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : (value as T);
}

function parsedJson(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Each step's value as the review reads it (get-review-summary's sections), rebuilt from the signed record alone: the
 * stored answers, SSNs masked from the secrets, the health answers decrypted; no token, no full number, no flags the
 * person never saw. Gender and date of birth are the filter's, kept in the record's personal answers at completion.
 */
function sectionsOf(content: SignedRecordContent, secrets: SignedRecordSecrets): Sections {
  const a = content.answers;
  const personal = objectOr(a.primary_info);
  const contact = objectOr(a.contact_info);
  const beneficiaries = objectOr(a.beneficiary_info);
  const dependents = objectOr(a.dependent_info);
  const ssn = secrets.primary_info?.ssn;
  const health = parsedJson(secrets.primary_health_info?.answers);
  const contactKeys = Object.keys(ContactInfoAnswerSchema.shape);
  return {
    primary_info: personal
      ? (() => {
          const { ssn: _s, enroller_code: _e, ...rest } = personal;
          return { ...rest, ...(ssn ? { ssn: maskSsn(ssn) } : {}) } as unknown as Sections['primary_info'];
        })()
      : null,
    contact_info: contact ? (Object.fromEntries(Object.entries(contact).filter(([k]) => contactKeys.includes(k))) as unknown as Sections['contact_info']) : null,
    employer_info: a.employer_info ? shaped(EmployerInfoAnswerSchema, a.employer_info) : null,
    benificiary_info: beneficiaries ? ({ beneficiaries: Array.isArray(beneficiaries.beneficiaries) ? beneficiaries.beneficiaries : [] } as unknown as Sections['benificiary_info']) : null,
    health_info: health ? shaped(SavedHealthAnswersSchema, health) : null,
    dependent_info: dependents
      ? ({
          spouse_answer: dependents.spouse_answer ?? null,
          dependents: (Array.isArray(dependents.dependents) ? dependents.dependents : []).map((d) => ({ primary_info: { ...(objectOr(objectOr(d)?.primary_info) ?? {}), ssn: '' } })),
        } as unknown as Sections['dependent_info'])
      : null,
    payment_info: a.billing_info ? shaped(PaymentInfoAnswerSchema, a.billing_info) : null,
    agreement_info: null,
  };
}

/** A step's lines as its review card lists them; a card whose value cannot be read prints nothing rather than failing the PDF. */
function cardLines(tab: TabKey, source: ReviewLinesSource, personal: Plain | null): ReviewLine[] | null {
  let lines: ReviewLine[] | null;
  try {
    lines = reviewLines(tab, source);
  } catch {
    return null;
  }
  if (lines && tab === 'primary_info') {
    const absent = new Set<string>();
    if (personal?.gender === undefined || personal.gender === null) absent.add(WEB_MESSAGES.gender);
    if (!personal?.birthdate) absent.add(ENROLLMENT_MESSAGES.dateOfBirthLabel);
    lines = lines.filter((l) => !absent.has(l.label));
  }
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    return page;
  }

  private room(height: number) {
    if (this.y - height < PAGE.margin + 20) {
      this.page = this.newPage();
      this.y = PAGE.height - PAGE.margin;
    }
  }

  /** Text the standard font cannot encode (WinAnsi) is replaced with '?', so any name prints. */
  private clean(text: string, font: PDFFont): string {
    let out = '';
    for (const ch of text.replace(/[\r\t]/g, ' ')) {
      try {
        font.encodeText(ch);
        out += ch;
      } catch {
        out += '?';
      }
    }
    return out;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text, font).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? SIZE.text;
    const font = options.bold ? this.bold : this.font;
    const x = PAGE.margin + (options.indent ?? 0);
    for (const line of this.wrap(text, font, size, PAGE.width - PAGE.margin - x)) {
      this.room(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x, y: this.y, size, font, color: rgb(0.12, 0.16, 0.22) });
    }
    this.y -= options.gap ?? 2;
  }

  heading(text: string) {
    this.room(SIZE.heading * 3);
    this.y -= 8;
    this.text(text, { size: SIZE.heading, bold: true, gap: 4 });
  }

  pair(label: string, value: string) {
    this.text(`${label}: ${value}`, { indent: 8, gap: 1 });
  }

  async image(png: Uint8Array) {
    const embedded = await this.doc.embedPng(png);
    const scale = Math.min(1, 240 / embedded.width, 90 / embedded.height);
    const w = embedded.width * scale;
    const h = embedded.height * scale;
    this.room(h + 8);
    this.y -= h + 4;
    this.page.drawImage(embedded, { x: PAGE.margin + 8, y: this.y, width: w, height: h });
    this.y -= 4;
  }

  footers(label: (n: number, total: number) => string) {
    this.pages.forEach((page, i) => {
      page.drawText(label(i + 1, this.pages.length), { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: this.font, color: rgb(0.35, 0.38, 0.42) });
    });
  }
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/;

/**
 * The PDF copy of the application as submitted (issue 11 item 6): confirmation number, person, plans and prices,
 * effective date, each step as its review card lists it (domain reviewLines: the same labels, value names and order;
 * SSNs, cards and accounts masked; no internal flags), the agreement texts as shown, the
 * signature (image or typed name), the time, the client address and the record's hash. Built from the immutable
 * signed record only, with its dates fixed to the signing time, so the attachment and every later download are the
 * same document. No card number or security code exists to print (only a token and the last four are stored).
 */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const { content, secrets } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`${COMPLETION_MESSAGES.receiptTitle} ${content.policy_id}`);
  // The document's language (PDF /Lang), for a screen reader; pdf-lib's standard fonts (WinAnsi) cover á é í ó ú ñ ü ¿ ¡.
  doc.setLanguage(LOCALES[activeContentLocale()].formats[0]);
  doc.setSubject(COMPLETION_MESSAGES.pdfTitle);
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);
  doc.setProducer(PRODUCT_NAME);
  doc.setCreator(PRODUCT_NAME);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text(COMPLETION_MESSAGES.receiptTitle, { size: SIZE.title, bold: true, gap: 4 });
  w.text(COMPLETION_MESSAGES.pdfTitle, { gap: 8 });
  w.pair(COMPLETION_MESSAGES.confirmationLabel, content.policy_id);
  w.pair(COMPLETION_MESSAGES.pdfPerson, content.person.name);

  w.heading(STORE_WEB_MESSAGES.plans);
  if (content.effective_date) w.pair(STORE_WEB_MESSAGES.effectiveDate, displayDateText(content.effective_date));
  // The review's order summary lines (domain orderLines): plans (with their tier), membership, one-time fees, totals.
  for (const { label, value, tier } of orderLines(content.cart)) w.pair(label, tier ? `${value} (${isTier(tier) ? tierLabel(tier) : tier})` : value);

  // Each step as its review card shows it (same labels, same order), then the agreement texts in full.
  const source: ReviewLinesSource = { sections: sectionsOf(content, secrets), agreement_texts: [] };
  const personal = objectOr(content.answers.primary_info);
  for (const tab of TAB_KEYS) {
    if (tab === 'agreement_info' || tab === 'review_info') continue;
    const lines = cardLines(tab, source, personal);
    if (!lines || lines.length === 0) continue;
    w.heading(TAB_TITLES[tab]);
    for (const line of lines) w.pair(line.label, line.value);
  }

  w.heading(COMPLETION_MESSAGES.pdfAgreement);
  for (const text of content.agreement.texts) {
    w.text(text.text_head, { bold: true, indent: 8 });
    w.text(text.text_body, { indent: 8 });
    w.text(`${AGREEMENT_MESSAGES.agreeLabel}: ${text.agreed ? MESSAGES.yes : MESSAGES.no}`, { indent: 8, gap: 6 });
  }

  w.heading(AGREEMENT_MESSAGES.signatureLegend);
  const agreementSecrets = secrets.agreement_info ?? {};
  const drawn = agreementSecrets.signature?.match(PNG_DATA_URL);
  if (drawn) {
    try {
      await w.image(Buffer.from(drawn[1]!, 'base64'));
    } catch {
      // A drawing that does not decode as PNG is left out; the typed name and the hash still stand.
    }
  }
  if (agreementSecrets.signature_name) w.pair(COMPLETION_MESSAGES.pdfTypedSignature, agreementSecrets.signature_name);
  w.pair(COMPLETION_MESSAGES.pdfSignedAt, input.signedAt.toISOString());
  w.pair(COMPLETION_MESSAGES.pdfClientAddress, input.clientAddress);
  w.pair(COMPLETION_MESSAGES.pdfRecordHash, input.hash);

  w.footers((n, total) => `${content.policy_id}  ${COMPLETION_MESSAGES.pdfPage({ n, total })}`);
  return doc.save({ useObjectStreams: false });
}
