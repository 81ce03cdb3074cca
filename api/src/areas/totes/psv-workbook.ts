import ExcelJS from 'exceljs';
import { shownAssetState } from '@hub/shared/contracts';

/** One row of a PSV download. */
export interface PsvDownloadRow {
  assetCode: string;
  assetSize: string;
  assetState: string;
  status: string;
  lastActivity: string;
  verifiedBy: string | null;
  verifiedAt: Date | null;
}

/** The column headers of the PSV download, in order (tests read the file back by these). */
export const PSV_DOWNLOAD_COLUMNS = ['Asset Code', 'Asset Size', 'Asset State', 'Last Activity', 'Verified', 'Verified By', 'Verified At'] as const;

/** The task's assets as an xlsx workbook (one sheet, one row per asset), generated with exceljs. */
export async function psvWorkbook(psvTaskId: string, rows: PsvDownloadRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Hub Console';
  book.created = new Date();
  const sheet = book.addWorksheet(psvTaskId.slice(0, 31));
  sheet.columns = PSV_DOWNLOAD_COLUMNS.map((header) => ({ header, width: header === 'Verified At' ? 24 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.assetCode,
      r.assetSize.toLowerCase(),
      r.status === 'LOST' ? 'LOST' : shownAssetState(r.assetState),
      r.lastActivity,
      r.status === 'VERIFIED' ? 'Yes' : 'No',
      r.verifiedBy ?? '',
      r.verifiedAt ? r.verifiedAt.toISOString() : '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
