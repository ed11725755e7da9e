import type { OperatorOrderMoney } from '@bazar/contracts';
import type { Transaction } from '../../db/connection';

/**
 * What the back office's orders need of the payments domain's refunds (`PaymentsService.refunds`,
 * given by the module), so orders import nothing of the domain above them.
 */
export interface OrderRefunds {
  refunds: {
    /** An order's money as operators see it: what was paid and each refund. */
    forOperators(orderId: number): Promise<OperatorOrderMoney>;
    /** Asks the bank again for a refund it refused; answers the refund's order. */
    retryRefund(refundId: number): Promise<number>;
    /** Asks the bank how a refund whose answer never came ended. */
    askBankAboutRefund(refundId: number): Promise<void>;
    /** Gives a card refund to the buyer's wallet instead, in `tx`; answers the refund's order. */
    refundToWalletInstead(tx: Transaction, refundId: number): Promise<number>;
  };
}
