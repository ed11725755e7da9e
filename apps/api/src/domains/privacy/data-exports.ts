import type { DataExportList, DataExportView } from '@bazar/contracts';

/** A person's copies of their data: asked for, made by a job, downloaded for 7 days (PRV-04). */
export class DataExports {
  async list(_userId: number): Promise<DataExportList> {
    throw new Error('DataExports.list is being built');
  }

  async request(_userId: number): Promise<DataExportView> {
    throw new Error('DataExports.request is being built');
  }

  async file(_userId: number, _id: number, _format: 'json' | 'html'): Promise<Buffer> {
    throw new Error('DataExports.file is being built');
  }
}
