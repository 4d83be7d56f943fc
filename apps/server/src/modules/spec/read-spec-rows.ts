import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CsvError, type Info, parse } from 'csv-parse/sync';
import { SERVER_ROOT } from '../../platform/paths';
import { SPEC_CSV_COLUMNS, type SpecRow, SpecRowSchema } from './spec-row';
import { foldSpecText } from './spec-text';

/** The data files beside this module: every `*.csv` here is read at start (see README.md); found from the server's
 * root so the compiled bundle reads the same folder. */
const SPEC_DATA_DIR = path.join(SERVER_ROOT, 'src/modules/spec/data');

/** So many problems are listed before the rest are summed up in one line. */
const MAX_LISTED_PROBLEMS = 20;

/** The data cannot be served as it stands; every problem names its file and line. */
export class SpecDataError extends Error {
  constructor(readonly problems: string[]) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
    const more = problems.length - listed.length;
    super(
      `Spec data has ${problems.length} problem(s):\n${listed.join('\n')}${more > 0 ? `\n... and ${more} more` : ''}`,
    );
    this.name = 'SpecDataError';
  }
}

/** What csv-parse gives with `info: true`: the fields and the line the record ends on. */
type CsvRecord = { info: Pick<Info, 'lines'>; record: string[] };

type ParsedFile = { rows: { row: SpecRow; line: number }[]; problems: string[] };

const checkHeader = (header: string[] | undefined): string | undefined => {
  const expected = SPEC_CSV_COLUMNS.join(',');
  if (header?.join(',') === expected) return undefined;
  return `line 1: the header must be exactly ${expected}`;
};

/** Parses and checks one file's text; `file` only names it in messages. */
export const parseSpecCsv = (file: string, text: string): ParsedFile => {
  let records: CsvRecord[];
  try {
    // Line endings made plain first, so csv-parse's line count is the file's line count. Its types do not model
    // `info: true` without `columns`, hence the cast.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], problems: [`${file} line ${error.lines}: ${error.message}`] };
    throw error;
  }
  const [header, ...body] = records;
  const headerProblem = checkHeader(header?.record);
  if (headerProblem) return { rows: [], problems: [`${file} ${headerProblem}`] };

  const rows: ParsedFile['rows'] = [];
  const problems: string[] = [];
  for (const { info, record } of body) {
    // csv-parse counts the line a record ends on; a quoted field may hold line breaks.
    const line = info.lines - record.join('').split('\n').length + 1;
    if (record.length !== SPEC_CSV_COLUMNS.length) {
      problems.push(`${file} line ${line}: expected ${SPEC_CSV_COLUMNS.length} fields, found ${record.length}`);
      continue;
    }
    const parsed = SpecRowSchema.safeParse(Object.fromEntries(SPEC_CSV_COLUMNS.map((name, at) => [name, record[at]])));
    if (parsed.success) rows.push({ row: parsed.data, line });
    else {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
      problems.push(`${file} line ${line}: ${issues.join('; ')}`);
    }
  }
  return { rows, problems };
};

/**
 * Reads every `*.csv` in `dataDir` (in name order), checks every row and refuses the lot with a `SpecDataError` if
 * any row is bad or two rows share a name (they could not be told apart in a suggestion list).
 */
export const readSpecRows = async (dataDir: string = SPEC_DATA_DIR): Promise<SpecRow[]> => {
  const files = (await readdir(dataDir)).filter((name) => name.endsWith('.csv')).sort();
  const rows: SpecRow[] = [];
  const problems: string[] = [];
  const seenNames = new Map<string, string>();
  for (const file of files) {
    const parsed = parseSpecCsv(file, await readFile(path.join(dataDir, file), 'utf8'));
    problems.push(...parsed.problems);
    for (const { row, line } of parsed.rows) {
      const key = foldSpecText(row.name);
      const first = seenNames.get(key);
      if (first) problems.push(`${file} line ${line}: name "${row.name}" is already used at ${first}`);
      else seenNames.set(key, `${file} line ${line}`);
      rows.push(row);
    }
  }
  if (problems.length > 0) throw new SpecDataError(problems);
  return rows;
};
