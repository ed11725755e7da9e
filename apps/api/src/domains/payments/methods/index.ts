import { type PaymentType, paymentTypes } from '@bazar/contracts';
import type { PaymentMethodFactory } from './payment-method';

export type { Buyer, Giving, MethodContext, OrderPlaced, PaymentMethod } from './payment-method';
export { PaymentMethods } from './registry';

/** A type's folder and file: `giftCard` is `gift-card/gift-card.method.ts`. */
const folderOf = (type: PaymentType) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Every payment method the contracts name (`paymentTypes`), each from its folder, which exports it
 * under its type's name: a new method is its folder and its name in the contracts. A name without a
 * folder fails at start-up. The build bundles every file the import's pattern can name.
 */
export const paymentMethods: readonly PaymentMethodFactory[] = await Promise.all(
  paymentTypes.map(async (type) => {
    const folder = folderOf(type);
    const module: Record<string, PaymentMethodFactory | undefined> = await import(
      `./${folder}/${folder}.method.ts`
    );
    const method = module[type];
    if (!method) throw new Error(`methods/${folder}/${folder}.method.ts does not export ${type}`);
    return method;
  }),
);
