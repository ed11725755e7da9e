import { z } from 'zod';
import { PaymentMethod } from '../checkout';
import { defineRoute } from './route';

/** What checkout may offer to pay with. */
export const paymentsApi = {
  methods: defineRoute({
    method: 'GET',
    path: '/Payment/Methods',
    tags: ['checkout'],
    access: 'public',
    summary: 'The payment types checkout offers and which of them can be taken now',
    answer: z.array(PaymentMethod),
    errors: [],
  }),
} as const;
