import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AUDIT_EXPORT_COLUMNS, type AuditActorKind, auditActorLabel, auditChangesText, type AuditExportFormat } from '@hub/shared/contracts';
import { type AuditRow } from '../../repositories/audit';

/** Content types of the export files. */
export const AUDIT_EXPORT_CONTENT_TYPES: Readonly<Record<AuditExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The longest text an xlsx cell holds (Excel refuses a longer one and "repairs" the file). */
const XLSX_CELL_MAX = 32_767;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** One row's cells, in AUDIT_EXPORT_COLUMNS order. */
export function auditExportCells(r: AuditRow): Array<string | number> {
  const entry = { actorKind: r.actorKind as AuditActorKind, actorEmail: r.actorEmail, actorUserId: r.actorUserId };
  return [
    r.id,
    r.at.toISOString(),
    auditActorLabel(entry),
    r.actorKind,
    r.actorUserId ?? '',
    r.actorEmail ?? '',
    r.hubOrgUnitId ?? '',
    r.operation ?? '',
    r.entityType,
    r.entityId,
    r.itemId ?? '',
    r.action,
    auditChangesText(r.before, r.after),
    json(r.before),
    json(r.after),
    r.idempotencyKey ?? '',
  ];
}

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A text starting with
 * = + - @ or a tab/CR is prefixed with ' so a spreadsheet opening the file never runs it as a formula (values in the
 * log come from people and integrations: OWASP "CSV injection").
 */
export function csvField(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csvLine = (cells: ReadonlyArray<string | number>) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * The rows as a CSV stream: a UTF-8 byte order mark (Excel reads the file as UTF-8 only with it), the header line, one
 * line per row, CRLF line ends. Pulled a batch at a time, so a slow download never holds more than a batch.
 */
export function auditCsvStream(batches: AsyncIterable<AuditRow[]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(AUDIT_EXPORT_COLUMNS)}`;
    for await (const rows of batches) yield rows.map((r) => csvLine(auditExportCells(r))).join('');
  }
  return Readable.from(lines());
}

/** Waits until the stream wants more (or is gone: a download the browser gave up). */
function room(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The rows as an xlsx stream (exceljs' streaming workbook writer: each row is committed to the zip as it is written,
 * so memory stays at a batch whatever the size). One sheet "Audit log", a bold header row, texts clipped to what a
 * cell holds. A failure after the first bytes can only end the download (the status is already sent): the stream is
 * destroyed with it, so the browser sees a broken file rather than a short one.
 */
export function auditXlsxStream(batches: AsyncIterable<AuditRow[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Hub Console';
  const sheet = book.addWorksheet('Audit log');
  sheet.columns = AUDIT_EXPORT_COLUMNS.map((header) => ({ header, width: header === 'Changes' || header === 'Before' || header === 'After' ? 60 : 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const rows of batches) {
        if (out.destroyed) return;
        for (const r of rows) {
          sheet.addRow(auditExportCells(r).map((c) => (typeof c === 'string' && c.length > XLSX_CELL_MAX ? `${c.slice(0, XLSX_CELL_MAX - 1)}…` : c))).commit();
        }
        await room(out);
      }
      sheet.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}
