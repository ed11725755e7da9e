import type { ConsentsBody, ConsentsView } from '@bazar/contracts';
import type { Caller } from '../accounts/caller';

/** The cookie banner's choices and the legal texts accepted, each recorded with version and time. */
export class ConsentsService {
  async view(_caller: Caller | null, _visitorId: string | undefined): Promise<ConsentsView> {
    throw new Error('ConsentsService.view is being built');
  }

  async record(_caller: Caller | null, _body: ConsentsBody): Promise<ConsentsView> {
    throw new Error('ConsentsService.record is being built');
  }

  async restrict(_userId: number, _restricted: boolean): Promise<void> {
    throw new Error('ConsentsService.restrict is being built');
  }
}
