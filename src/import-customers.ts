import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { SingleBar } from 'cli-progress';

/**
 * `payments-service customers import FILE`: uploads a customers CSV to a running service
 * (POST /customers/bulk/csv, with the platform's credentials), follows the import job with a
 * progress bar (cli-progress) until it ends, and prints a summary with the rows refused.
 */
export class ImportError extends Error {}

export interface ImportOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  file: string;
  /** How often the job is read. */
  pollMs?: number;
  /** Where the progress bar goes (stderr by default; off for the tests). */
  stream?: NodeJS.WritableStream | null;
}

export interface ImportJob {
  id: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  progress: { total: number; processed: number; successful: number; failed: number };
  errors: { correlationId: string; code: string; message: string }[];
}

export async function importCustomers(options: ImportOptions): Promise<ImportJob> {
  const base = options.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  let bytes: Buffer;
  try {
    bytes = await readFile(options.file);
  } catch (err) {
    throw new ImportError(`cannot read ${options.file}: ${(err as Error).message}`);
  }
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), basename(options.file));
  const accepted = await call<{ jobId: string }>(`${base}/customers/bulk/csv`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const bar =
    options.stream === null
      ? undefined
      : new SingleBar({
          format:
            'importing customers [{bar}] {value}/{total} rows | {successful} imported, {failed} refused',
          stream: options.stream ?? process.stderr,
          noTTYOutput: true,
          notTTYSchedule: 1000,
          hideCursor: true,
        });
  let started = false;
  try {
    for (;;) {
      const job = await call<ImportJob>(`${base}/customers/bulk/jobs/${encodeURIComponent(accepted.jobId)}`, {
        headers: { authorization },
      });
      const { total, processed, successful, failed } = job.progress;
      if (bar && !started && total > 0) {
        bar.start(total, processed, { successful, failed });
        started = true;
      } else if (bar && started) {
        bar.update(processed, { successful, failed });
      }
      if (job.status === 'COMPLETED' || job.status === 'FAILED') return job;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
    }
  } finally {
    if (started) bar?.stop();
  }
}

/** The summary a person reads at the end. */
export function describeImport(job: ImportJob, shownErrors = 20): string {
  const { total, successful, failed } = job.progress;
  const lines = [
    `${job.status === 'COMPLETED' ? 'Import finished' : 'Import FAILED'} (${job.id}): ${total} rows, ${successful} imported, ${failed} refused.`,
    ...job.errors.slice(0, shownErrors).map((e) => `  ${e.correlationId}: ${e.code} ${e.message}`),
  ];
  if (job.errors.length > shownErrors)
    lines.push(`  … and ${job.errors.length - shownErrors} more (GET the job for all)`);
  return lines.join('\n');
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
    throw new ImportError(`cannot reach ${url}: ${cause}`);
  }
  const text = await response.text();
  if (response.status >= 300)
    throw new ImportError(`${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}
