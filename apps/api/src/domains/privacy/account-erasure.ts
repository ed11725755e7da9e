import type { DeleteAccountBody, PrivacyState } from '@bazar/contracts';
import type { Caller } from '../accounts/caller';

/** Deleting accounts, purging what they left, retention and the under-13 rule (PRV-01, PRV-02). */
export class AccountErasure {
  async state(_userId: number): Promise<PrivacyState> {
    throw new Error('AccountErasure.state is being built');
  }

  async sendDeletionCode(_caller: Caller): Promise<void> {
    throw new Error('AccountErasure.sendDeletionCode is being built');
  }

  async deleteOwn(_caller: Caller, _body: DeleteAccountBody): Promise<void> {
    throw new Error('AccountErasure.deleteOwn is being built');
  }

  async deleteByOperator(_operator: Caller, _userId: number): Promise<void> {
    throw new Error('AccountErasure.deleteByOperator is being built');
  }

  async recordParentalConsent(_operator: Caller, _userId: number): Promise<void> {
    throw new Error('AccountErasure.recordParentalConsent is being built');
  }
}
