// What a statement's import tells the provider: each credit recorded, each set aside with its reason.
export type ImportLine = {
  on: string;
  cents: number;
  label: string;
  devisNumber?: string | undefined;
  invoice?: string | undefined;
  note: string;
};

export type ImportReport =
  | { ok: true; format: 'camt053' | 'csv'; recorded: ImportLine[]; unmatched: ImportLine[]; already: number }
  | { ok: false; message: string };
