-- Orders placed by credit approvals before keys had scopes (0038) move to the server's own scope:
-- only the server places orders paid by credit, so a client's key named credit-<N> stays the client's.
UPDATE "idempotency_keys" AS k SET "scope" = 'creditRequest'
FROM "orders" AS o
WHERE k."order_id" = o."id" AND o."payment_type" = 'credit' AND k."key" LIKE 'credit-%';
