import { describe, expect, it } from 'vitest';
import {
  ProductStatusBody,
  productGroupStatuses,
  productGroups,
  productStatuses,
  productStatusMover,
  sellerMovesFrom,
} from './seller-products';

describe('the product status machine [SEL-03]', () => {
  it('[SEL-03] going on sale always passes moderation: only the marketplace publishes, and only a pending product', () => {
    for (const from of productStatuses) {
      const mover = productStatusMover(from, 'published');
      expect(mover, from).toBe(from === 'pending' ? 'marketplace' : null);
      expect(sellerMovesFrom(from)).not.toContain('published');
      expect(sellerMovesFrom(from)).not.toContain('rejected');
    }
  });

  it('[SEL-03] the seller archives or unpublishes a product on sale and sends the others back to pending', () => {
    expect(sellerMovesFrom('published')).toEqual(['unpublished', 'archived']);
    expect(sellerMovesFrom('unpublished')).toEqual(['pending', 'archived']);
    expect(sellerMovesFrom('archived')).toEqual(['pending']);
    expect(sellerMovesFrom('rejected')).toEqual(['pending', 'archived']);
    expect(sellerMovesFrom('pending')).toEqual([]);
    for (const status of productStatuses) expect(productStatusMover(status, status)).toBeNull();
  });

  it('[SEL-02] every status belongs to all-products and to exactly one other group', () => {
    for (const status of productStatuses) {
      expect(productGroupStatuses['all-products']).toContain(status);
      const others = productGroups.filter(
        (group) => group !== 'all-products' && productGroupStatuses[group].includes(status),
      );
      expect(others, status).toHaveLength(1);
    }
    expect(productGroupStatuses['archived-products']).toContain('unpublished');
  });

  it('[SEL-03] a rejection needs a reason; other moves take none', () => {
    const missing = ProductStatusBody.safeParse({ status: 'rejected', reason: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'product.rejectionReasonRequired',
    });
    expect(ProductStatusBody.parse({ status: 'rejected', reason: ' Şəkil yoxdur ' })).toEqual({
      status: 'rejected',
      reason: 'Şəkil yoxdur',
    });
    expect(ProductStatusBody.safeParse({ status: 'archived' }).success).toBe(true);
    expect(ProductStatusBody.safeParse({ status: 'sold' }).success).toBe(false);
    expect(ProductStatusBody.safeParse({ status: 'archived', note: 'x' }).success).toBe(false);
  });
});
