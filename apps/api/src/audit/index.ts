import type { DomainModule } from '../domains/module';
import { AuditPersonalData } from './audit.personal-data';
import { AuditLog } from './audit-log.service';

export { AuditPersonalData, auditRetentionYears } from './audit.personal-data';
export { auditLog } from './audit.tables';
export { type AuditEntryInput, AuditLog } from './audit-log.service';
export { changes } from './changes';

/**
 * The audit log of operators' actions, shared by every domain: each writes its rows with
 * `AuditLog.record` on the transaction of the change; the back office lists them.
 */
export const auditModule: DomainModule = {
  name: 'audit',
  services: {
    auditLog: ({ db }) => new AuditLog(db),
  },
  personalData: ({ db }) => [new AuditPersonalData(db)],
};
