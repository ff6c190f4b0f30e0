import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@/client/test/fake-api';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';

const NONE = { clients: 0, coachingSessions: 0, supervisionSessions: 0, cpdRecords: 0 };
const TOOLS = { coachQuestions: 0, growPlans: 0, wheelAssessments: 0 };
const RECORDS = {
  educationRecords: 0,
  mentorCoachingSessions: 0,
  credentials: 0,
  feedbackEntries: 0,
  performanceRecordings: 0,
};

/** A preview of a file whose date column the server could not recognise. */
const preview = (mapping: Record<string, string>, missingFields: string[]) => ({
  dryRun: true,
  committed: false,
  totalRows: 1,
  created: { ...NONE, ...TOOLS, ...RECORDS, coachingSessions: missingFields.length ? 0 : 1 },
  errors: [],
  errorCount: 0,
  duplicates: [],
  duplicateCount: 0,
  headers: ['Client', 'When', 'Minutes'],
  mapping,
  unknownColumns: missingFields.length ? ['When'] : [],
  missingFields,
  preview: [],
  notes: missingFields.length ? ['Choose a column for: Date'] : [],
});

async function chooseFile() {
  fakeLogbook(fakeApi());
  fakeApi().on('GET', '/api/export/summary', {
    body: { counts: NONE, toolCounts: TOOLS, recordCounts: RECORDS, icfLogClients: 0 },
  });
  const app = renderApp('/export-import');
  fireEvent.change(await screen.findByLabelText('What are you importing?'), {
    target: { value: 'coachingSessions' },
  });
  const file = new File(['Client,When,Minutes\nZoe Walker,05/03/2026,60\n'], 'sessions.csv', { type: 'text/csv' });
  await app.user.upload(screen.getByLabelText('File to import'), file);
  return app;
}

const forms = () =>
  fakeApi()
    .requests('POST', '/api/import/spreadsheet')
    .map((request) => request.body as Record<string, string>);

describe('the import mapping', () => {
  it('asks for the missing column, sends the mapping chosen, and only then allows the import', async () => {
    const { user } = await chooseFile();
    fakeApi().on('POST', '/api/import/spreadsheet', (request) => {
      const mapping = JSON.parse((request.body as { mapping?: string }).mapping ?? '{}') as Record<string, string>;
      return mapping.date
        ? { body: preview(mapping, []) }
        : { body: preview({ clientName: 'Client', duration: 'Minutes' }, ['date']) };
    });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Choose a column for: Date');
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Date (required)'), { target: { value: 'When' } });
    await screen.findByText('Columns changed: update the preview to check them.');
    await user.click(screen.getByRole('button', { name: 'Update preview' }));

    await waitFor(() => expect(forms()).toHaveLength(2));
    expect(forms()[1]).toMatchObject({ entity: 'coachingSessions', dryRun: 'true', dateFormat: 'dmy' });
    expect(JSON.parse(forms()[1]!.mapping!)).toEqual({ clientName: 'Client', duration: 'Minutes', date: 'When' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("shows the server's refusal", async () => {
    const { user } = await chooseFile();
    fakeApi().on('POST', '/api/import/spreadsheet', {
      status: 413,
      body: errorBody('PAYLOAD_TOO_LARGE' as never, 'The file is larger than 10 MB'),
    });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 10 MB');
  });
});
