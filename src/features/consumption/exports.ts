/**
 * The consumption exports (spec doc 3 §2, §6, §8, §9): CSV (table only), PNG (chart only, pixel ratio 2) and
 * PDF (chart and table, landscape A4). Each is a mutation, so its success and error notices go through the
 * one MutationCache (api/notices.ts) like every other outcome; nothing goes to the server. Each library
 * (papaparse, html-to-image, jspdf with jspdf-autotable) is imported only when the user exports.
 */
import { mutationOptions } from '@tanstack/react-query';
import { noticeMeta } from '../../api/notices';
import {
  csvRecords,
  EXPORT_FILE_NAMES,
  PNG_PIXEL_RATIO,
  plainUnits,
  readableDay,
  readableMonth,
  type ChartGrain,
  type MonthRow,
} from '../../domain/consumption';
import { saveFile } from '../../ui/save-file';
import { CONSUMPTION_TEXTS as T } from './messages';

/** What an export reads: the table's rows, the chart's element (null: no chart on screen), the range's words. */
export interface ExportSource {
  rows: readonly MonthRow[];
  chart: HTMLElement | null;
  grain: ChartGrain;
  rangeText: string;
}

/**
 * The CSV text: the five columns of doc 3 §9, one line per cluster and day. papaparse escapes a cell that
 * begins with = + - @ (or a tab or carriage return) with a leading quote, so a spreadsheet shows it as text
 * instead of running it.
 */
export async function consumptionCsv(rows: readonly MonthRow[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse({ fields: [...T.csvHeader], data: csvRecords(rows) }, { escapeFormulae: true });
}

const BACKGROUND = '#ffffff';

async function chartBlob(chart: HTMLElement): Promise<Blob> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(chart, { pixelRatio: PNG_PIXEL_RATIO, backgroundColor: BACKGROUND });
  if (!blob) throw new Error(T.pngFailed);
  return blob;
}

async function exportPng({ chart }: ExportSource): Promise<void> {
  if (!chart) throw new Error(T.chartNotAvailable);
  let blob: Blob;
  try {
    blob = await chartBlob(chart);
  } catch {
    throw new Error(T.pngFailed);
  }
  saveFile(blob, EXPORT_FILE_NAMES.png);
}

/** The table as the PDF prints it: month rows, each followed by its days when the range is charted by day. */
export function pdfBody(rows: readonly MonthRow[], grain: ChartGrain): string[][] {
  return rows.flatMap((row) => [
    [row.clusterName, readableMonth(row.month), plainUnits(row.incorta), plainUnits(row.spark), plainUnits(row.total)],
    ...(grain === 'day'
      ? row.days.map((d) => ['', readableDay(d.day), plainUnits(d.incorta), plainUnits(d.spark), plainUnits(d.total)])
      : []),
  ]);
}

async function exportPdf({ rows, chart, grain, rangeText }: ExportSource): Promise<void> {
  const [{ jsPDF }, { autoTable }, { toPng }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
    import('html-to-image'),
  ]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const margin = 36;
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  doc.setFontSize(14);
  doc.text(T.pdfTitle(rangeText), margin, margin + 4);
  let y = margin + 20;
  if (chart) {
    const image = await toPng(chart, { pixelRatio: PNG_PIXEL_RATIO, backgroundColor: BACKGROUND });
    const { width: w, height: h } = chart.getBoundingClientRect();
    const imageHeight = w > 0 ? Math.min((width * h) / w, 300) : 0;
    const imageWidth = h > 0 && imageHeight > 0 ? (imageHeight * w) / h : width;
    doc.addImage(image, 'PNG', margin, y, imageWidth, imageHeight);
    y += imageHeight + 16;
  }
  autoTable(doc, {
    startY: y,
    margin: { left: margin, right: margin },
    head: [[T.table.cluster, grain === 'day' ? `${T.table.month} / ${T.table.day}` : T.table.month, T.table.incorta, T.table.spark, T.table.total]],
    body: pdfBody(rows, grain),
    styles: { fontSize: 8 },
  });
  saveFile(doc.output('blob'), EXPORT_FILE_NAMES.pdf);
}

export const consumptionExports = {
  csv: () =>
    mutationOptions<void, Error, ExportSource>({
      mutationFn: async ({ rows }) => {
        const csv = await consumptionCsv(rows);
        saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), EXPORT_FILE_NAMES.csv);
      },
      meta: noticeMeta({ successText: T.csvDownloaded, serverMessage: false, errorText: T.csvFailed }),
    }),
  png: () =>
    mutationOptions<void, Error, ExportSource>({
      mutationFn: exportPng,
      // The error's own text: 'Chart is not available' or the failed export's.
      meta: noticeMeta({ successText: T.pngDownloaded, serverMessage: false }),
    }),
  pdf: () =>
    mutationOptions<void, Error, ExportSource>({
      mutationFn: exportPdf,
      meta: noticeMeta({ successText: T.pdfDownloaded, serverMessage: false, errorText: T.pdfFailed }),
    }),
};
