import {
  acceptedDocuments,
  type ConsentChoices,
  type ConsentPurpose,
  type ConsentsBody,
  type ConsentsView,
  consentBannerVersion,
  consentPurposes,
  type LegalDocumentState,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { AccountsService } from '../accounts';
import type { ContentService } from '../content';
import { type ConsentOwner, type NewConsent, PrivacyRepo } from './privacy.repo';

type Accounts = Pick<AccountsService, 'isRestricted' | 'setRestricted'>;
type Content = Pick<ContentService, 'legalVersions'>;

/**
 * The cookie banner's choices and the legal texts accepted (PRV-03, PRV-05), each recorded with its
 * version and time and never edited: the latest record of a subject is the choice in force. Guests
 * choose under a random visitor id their browser keeps; members under their account.
 */
export class ConsentsService {
  private readonly repo: PrivacyRepo;

  constructor(
    db: Database,
    private readonly accounts: Accounts,
    private readonly content: Content,
  ) {
    this.repo = new PrivacyRepo(db);
  }

  async view(caller: Caller | null, visitorId: string | undefined): Promise<ConsentsView> {
    const owner = ownerOf(caller, visitorId);
    // A member's choices and accepted texts in one read; a guest has no texts to accept.
    const [latest, versions, restricted] = await Promise.all([
      owner ? this.repo.latestConsents(owner) : [],
      caller ? this.content.legalVersions(acceptedDocuments) : null,
      caller ? this.accounts.isRestricted(caller.userId) : false,
    ]);
    const choiceOf = (purpose: ConsentPurpose) =>
      latest.find((row) => row.subject === purpose)?.granted ?? null;
    // The banner's own choices are asked together; maps is asked on its own, where the map is.
    const bannerRows = latest.filter((row) => row.subject === 'analytics' || row.subject === 'marketing');
    const documents: LegalDocumentState[] = versions
      ? acceptedDocuments.map((document) => ({
          document,
          acceptedVersion: latest.find((row) => row.subject === document && row.granted)?.version ?? null,
          ...versions[document],
        }))
      : [];
    return {
      bannerVersion: consentBannerVersion,
      choices: { analytics: choiceOf('analytics'), marketing: choiceOf('marketing'), maps: choiceOf('maps') },
      choicesVersion: bannerRows.length > 0 ? Math.min(...bannerRows.map((row) => row.version)) : null,
      documents,
      restricted,
    };
  }

  async record(caller: Caller | null, body: ConsentsBody): Promise<ConsentsView> {
    const owner = ownerOf(caller, body.visitorId);
    if (!owner) throw new AppError('badRequest', 'error.validation', { visitorId: ['validation.required'] });
    if (body.accept && !caller) throw new AppError('unauthorized', 'error.unauthorized');
    const rows: NewConsent[] = [...this.choiceRows(caller, body.visitorId, body.choices)];
    const accepted = body.accept ?? [];
    const legal = accepted.length > 0 ? await this.content.legalVersions(acceptedDocuments) : null;
    for (const { document, version } of accepted) {
      const versions = legal?.[document as (typeof acceptedDocuments)[number]];
      // Only a version that binds or will bind can be accepted: not a made-up or an outdated number.
      if (!versions || (version !== versions.inForce?.version && version !== versions.upcoming?.version))
        throw new AppError('badRequest', 'privacy.unknownVersion', { accept: ['privacy.unknownVersion'] });
      rows.push({ userId: caller?.userId, subject: document, granted: true, version, source: 'notice' });
    }
    await this.repo.insertConsents(rows);
    return this.view(caller, body.visitorId);
  }

  /**
   * A guest's cookie choices carried into the account they signed in to on that browser: each
   * purpose the browser chose later than the member last did is recorded again as the member's
   * (same answer, version and source; the visitor id kept to say where it came from).
   */
  async adopt(caller: Caller, visitorId: string): Promise<ConsentsView> {
    const [guest, mine] = await Promise.all([
      this.repo.latestConsents({ visitorId }, consentPurposes),
      this.repo.latestConsents({ userId: caller.userId }, consentPurposes),
    ]);
    const newer = guest.filter((choice) => {
      const own = mine.find((row) => row.subject === choice.subject);
      return !own || own.createdAt < choice.createdAt;
    });
    await this.repo.insertConsents(
      newer.map((choice) => ({
        userId: caller.userId,
        visitorId,
        subject: choice.subject,
        granted: choice.granted,
        version: choice.version,
        source: choice.source,
      })),
    );
    return this.view(caller, undefined);
  }

  /** At registration the person accepted the texts in force (the form's tick): their versions are kept. */
  async acceptInForce(userId: number): Promise<void> {
    const rows: NewConsent[] = [];
    const legal = await this.content.legalVersions(acceptedDocuments);
    for (const document of acceptedDocuments) {
      const { inForce } = legal[document];
      if (inForce)
        rows.push({
          userId,
          subject: document,
          granted: true,
          version: inForce.version,
          source: 'registration',
        });
    }
    await this.repo.insertConsents(rows);
  }

  async restrict(userId: number, restricted: boolean): Promise<void> {
    await this.accounts.setRestricted(userId, restricted);
  }

  private *choiceRows(
    caller: Caller | null,
    visitorId: string | undefined,
    choices: ConsentChoices | undefined,
  ): Generator<NewConsent> {
    for (const purpose of consentPurposes) {
      const granted = choices?.[purpose];
      if (granted === undefined) continue;
      yield {
        userId: caller?.userId,
        visitorId: visitorId ?? null,
        subject: purpose,
        granted,
        version: consentBannerVersion,
        source: purpose === 'maps' ? 'maps' : 'banner',
      };
    }
  }
}

function ownerOf(caller: Caller | null, visitorId: string | undefined): ConsentOwner | null {
  if (caller) return { userId: caller.userId };
  return visitorId ? { visitorId } : null;
}
