import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type ApiMethod,
  callerOf,
  type FileToUpload,
  registerAccount,
  signIn,
  testAppForFile,
  uploadFile,
} from '../../test/test-app';
import { shops } from './sellers.tables';

const ctx = testAppForFile();

const demo = { admin: '994500000001', seller: '994500000002', buyer: '994500000003' };

const call = callerOf(() => ctx, { lang: 'en' });

let registered = 0;
/** A seller registered through POST user: a fresh account with a pending shop and no addresses. */
async function newSeller(): Promise<{ token: string; phone: string; password: string }> {
  registered += 1;
  const phone = `99477${String(registered).padStart(7, '0')}`;
  const password = 'start123';
  const response = await registerAccount(ctx.app, {
    accountType: 1,
    firstName: 'Nigar',
    lastName: 'Həsənova',
    phone,
    email: `seller-${phone}@example.az`,
    password,
    confirmPassword: password,
    acceptTerms: true,
    shopName: `Nigar Butik ${registered}`,
  });
  expect(response.statusCode).toBe(201);
  return { token: response.json().token, phone, password };
}

const validSettings = {
  name: 'Texno Mərkəz Plus',
  slug: 'texno-merkez-plus',
  city: 'Gəncə',
  site: 'https://texno.example.az',
  description: 'Telefonlar və noutbuklar, rəsmi zəmanətlə.',
  taxId: '1700000001',
  coordinatorName: 'Kamran Quliyev',
  coordinatorPhone: '994551112233',
};

const upload = (url: string, token: string | undefined, file: FileToUpload) =>
  uploadFile(ctx, url, file, { token, lang: 'en' });

const fieldErrors = (response: { json(): { errors?: Record<string, string[]> } }) => response.json().errors;

describe('seller information', () => {
  it('[SEL-07] GET Shop/SellerInfo gives the seller their name, contacts and shop status; others are refused', async () => {
    const seller = await signIn(ctx, demo.seller);
    const info = await call('GET', 'Shop/SellerInfo', { token: seller });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      firstName: 'Səbinə',
      lastName: 'Əliyeva',
      phone: demo.seller,
      email: 'seller@demo.bazar.az',
      shopName: 'Texno Mərkəz',
      shopSlug: 'texno-merkez',
      shopStatus: 'approved',
      statusNote: null,
    });

    const pending = await newSeller();
    expect((await call('GET', 'Shop/SellerInfo', { token: pending.token })).json().shopStatus).toBe(
      'pending',
    );

    expect((await call('GET', 'Shop/SellerInfo')).statusCode).toBe(401);
    const buyer = await call('GET', 'Shop/SellerInfo', { token: await signIn(ctx, demo.buyer) });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().code).toBe('error.forbidden');
  });

  it('[SEL-07] PUT Shop/SellerInfo changes name, surname, phone and email and keeps the rest of the profile', async () => {
    const { token, phone } = await newSeller();
    const profile = (await call('GET', 'user/profile', { token })).json();
    await call('PUT', 'user/profile', {
      token,
      payload: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        phone,
        fatherName: 'Rauf',
        birthday: '1990-05-04',
      },
    });

    const saved = await call('PUT', 'Shop/SellerInfo', {
      token,
      payload: { firstName: 'Nərmin', lastName: 'Kərimova', phone, email: `new-${phone}@example.az` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Nərmin',
      lastName: 'Kərimova',
      email: `new-${phone}@example.az`,
    });
    const after = (await call('GET', 'user/profile', { token })).json();
    expect(after).toMatchObject({ firstName: 'Nərmin', fatherName: 'Rauf', birthday: '1990-05-04' });
  });

  it('[SEL-07] PUT Shop/SellerInfo shows each field error, and a phone another account has', async () => {
    const { token, phone } = await newSeller();
    const invalid = await call('PUT', 'Shop/SellerInfo', {
      token,
      payload: { firstName: '', lastName: ' ', phone: '0501234567', email: 'not-an-email' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrors(invalid)).toEqual({
      firstName: ['This field is required'],
      lastName: ['This field is required'],
      phone: ['The phone number must look like 994XXXXXXXXX'],
      email: ['The email address is not valid'],
    });

    const taken = await call('PUT', 'Shop/SellerInfo', {
      token,
      payload: {
        firstName: 'Nigar',
        lastName: 'Həsənova',
        phone: demo.buyer,
        email: `seller-${phone}@example.az`,
      },
    });
    expect(taken.statusCode).toBe(422);
    expect(fieldErrors(taken)).toEqual({ phone: ['An account with this phone number already exists'] });
  });

  it('[SEL-07] the seller reset-password: a confirmation that does not match is an error; a matching one changes it', async () => {
    const seller = await newSeller();
    const mismatch = await call('POST', 'user/ChangePassword', {
      token: seller.token,
      payload: { currentPassword: seller.password, newPassword: 'newpass1', confirmPassword: 'newpass2' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(fieldErrors(mismatch)).toEqual({ confirmPassword: ['Passwords do not match'] });

    const changed = await call('POST', 'user/ChangePassword', {
      token: seller.token,
      payload: { currentPassword: seller.password, newPassword: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(changed.statusCode).toBe(200);
    await signIn(ctx, seller.phone, 'newpass1');
  });
});

describe('shop settings', () => {
  it('[SEL-08] GET Shop/Settings gives the seeded VÖEN, coordinator and page name; Staff and Admin name the shop', async () => {
    const seller = await signIn(ctx, demo.seller);
    const own = await call('GET', 'Shop/Settings', { token: seller });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      name: 'Texno Mərkəz',
      slug: 'texno-merkez',
      city: 'Bakı',
      status: 'approved',
      taxId: '1402857361',
      coordinatorName: 'Səbinə Əliyeva',
      coordinatorPhone: demo.seller,
      logo: '/media/shops/texno-merkez.webp',
      banner: null,
    });
    expect(own.json().description).toMatch(/^Smartfon/);

    const admin = await signIn(ctx, demo.admin);
    const named = await call('GET', `Shop/Settings?shopId=${own.json().id}`, { token: admin });
    expect(named.json().slug).toBe('texno-merkez');
    expect((await call('GET', 'Shop/Settings', { token: admin })).statusCode).toBe(404);
    expect((await call('GET', 'Shop/Settings?shopId=999999', { token: admin })).statusCode).toBe(404);
  });

  it('[SEL-08] PUT Shop/Settings saves every field, keeps the search name in step and takes capitals as lower case', async () => {
    const { token } = await newSeller();
    const saved = await call('PUT', 'Shop/Settings', {
      token,
      payload: { ...validSettings, name: 'Şəhər Butik', slug: 'Seher-Butik' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ...validSettings,
      name: 'Şəhər Butik',
      slug: 'seher-butik',
      status: 'pending',
    });
    const [row] = await ctx.db.select().from(shops).where(eq(shops.id, saved.json().id));
    expect(row?.searchName).toBe('seher butik');
    // The seller's one description is what every language shows.
    expect(row?.description).toEqual({ az: validSettings.description, en: '', ru: '' });

    const noSite = await call('PUT', 'Shop/Settings', { token, payload: { ...validSettings, site: '' } });
    expect(noSite.json().site).toBeNull();
  });

  it('[SEL-08] PUT Shop/Settings shows each field error: VÖEN, coordinator, page name, site', async () => {
    const { token } = await newSeller();
    const wrong = await call('PUT', 'Shop/Settings', {
      token,
      lang: 'az',
      payload: {
        ...validSettings,
        name: '',
        city: '',
        taxId: '123456789',
        coordinatorName: '',
        coordinatorPhone: '99455111',
        slug: '-shop',
        site: 'my shop',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual({
      name: ['Bu sahə mütləqdir'],
      city: ['Bu sahə mütləqdir'],
      taxId: ['VÖEN 10 rəqəmdən ibarət olmalıdır'],
      coordinatorName: ['Bu sahə mütləqdir'],
      coordinatorPhone: ['Telefon nömrəsi 994XXXXXXXXX formatında olmalıdır'],
      slug: ['Ünvan 3-40 kiçik latın hərfi, rəqəm və defisdən ibarət olmalı, defislə başlayıb bitməməlidir'],
      site: ['Sayt ünvanı düzgün deyil (https://... kimi)'],
    });

    const taxIdErrors = async (taxId: string) =>
      fieldErrors(await call('PUT', 'Shop/Settings', { token, payload: { ...validSettings, taxId } }))?.taxId;
    for (const taxId of ['12345678901', '12345abcde'])
      expect(await taxIdErrors(taxId)).toEqual(['The tax ID (VÖEN) must be 10 digits']);
    expect(await taxIdErrors('')).toEqual(['This field is required']);
    for (const slug of ['ab', 'shop-', 'şop', 'my_shop', 'a'.repeat(41)])
      expect(
        fieldErrors(await call('PUT', 'Shop/Settings', { token, payload: { ...validSettings, slug } }))?.slug,
      ).toEqual([
        'Use 3-40 lower-case latin letters, digits and hyphens, not starting or ending with a hyphen',
      ]);
  });

  it('[SEL-08] a page name (subdomain) another shop has, or one the marketplace keeps, is refused beside the field', async () => {
    const { token } = await newSeller();
    for (const slug of ['xezer-elektronika', 'www']) {
      const taken = await call('PUT', 'Shop/Settings', { token, payload: { ...validSettings, slug } });
      expect(taken.statusCode).toBe(422);
      expect(fieldErrors(taken)).toEqual({ slug: ['This address already belongs to another shop'] });
    }
    // Its own page name is not "taken".
    const own = (await call('GET', 'Shop/Settings', { token })).json().slug;
    expect(
      (await call('PUT', 'Shop/Settings', { token, payload: { ...validSettings, slug: own } })).statusCode,
    ).toBe(200);
  });

  it('[SEL-08] buyers are refused with 403 and anonymous callers with 401, for every settings call', async () => {
    const buyer = await signIn(ctx, demo.buyer);
    const calls: [ApiMethod, string, object?][] = [
      ['GET', 'Shop/Settings'],
      ['PUT', 'Shop/Settings', validSettings],
      ['GET', 'Shop/Addresses'],
      ['POST', 'Shop/Addresses', { city: 'Bakı', addressText: 'Anbar 1' }],
      ['PUT', 'Shop/Addresses/1', { city: 'Bakı', addressText: 'Anbar 1' }],
      ['DELETE', 'Shop/Addresses/1'],
      ['PUT', 'Shop/SellerInfo', { firstName: 'A', lastName: 'B', phone: demo.buyer, email: 'a@b.az' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, { token: buyer, payload })).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, { payload })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('shop logo and banner', () => {
  it('[SEL-08] POST Shop/Logo and Shop/Banner keep a JPEG or PNG as WebP and show it on the shop', async () => {
    const { token } = await newSeller();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#6d28d9' } })
      .png()
      .toBuffer();
    const logo = await upload('Shop/Logo', token, { content: png, name: 'logo.png', type: 'image/png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.json().logo).toMatch(/^\/media\/shops\/s\d+\/[\w-]+\.webp$/);
    const stored = path.join(ctx.uploadsDir, logo.json().logo.replace('/media/', ''));
    expect(existsSync(stored)).toBe(true);
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const jpeg = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#f3e8ff' } })
      .jpeg()
      .toBuffer();
    const banner = await upload('Shop/Banner', token, {
      content: jpeg,
      name: 'banner.jpg',
      type: 'image/jpeg',
    });
    expect(banner.statusCode).toBe(200);
    expect(banner.json().banner).toMatch(/\.webp$/);
    expect(banner.json().logo).toBe(logo.json().logo);
  });

  it('[SEL-08] a file that is not an image, or no file, is a field error; buyers and guests are refused', async () => {
    const { token } = await newSeller();
    const text = { content: Buffer.from('not a picture'), name: 'logo.png', type: 'image/png' };
    const refused = await upload('Shop/Logo', token, text);
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual({ file: ['The image must be a JPEG, PNG or WebP'] });

    const none = await call('POST', 'Shop/Banner', { token, payload: {} });
    expect(none.statusCode).toBe(422);
    expect(fieldErrors(none)).toEqual({ file: ['This field is required'] });

    expect((await upload('Shop/Logo', await signIn(ctx, demo.buyer), text)).statusCode).toBe(403);
    expect((await upload('Shop/Logo', undefined, text)).statusCode).toBe(401);
  });
});

describe('shop addresses', () => {
  it('[SEL-08] the seeded shop has two addresses, one for returns; marking a new one for returns moves it there', async () => {
    const token = await signIn(ctx, demo.seller);
    const seeded = (await call('GET', 'Shop/Addresses', { token })).json();
    expect(seeded).toHaveLength(2);
    expect(seeded.filter((address: { forReturns: boolean }) => address.forReturns)).toHaveLength(1);

    const added = await call('POST', 'Shop/Addresses', {
      token,
      payload: {
        city: 'Sumqayıt',
        addressText: 'Sülh küç. 5, anbar',
        phone: '994501234567',
        forReturns: true,
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ city: 'Sumqayıt', phone: '994501234567', forReturns: true });
    const after = (await call('GET', 'Shop/Addresses', { token })).json();
    expect(after.filter((address: { forReturns: boolean }) => address.forReturns)).toEqual([added.json()]);

    // Moving returns back, by an edit.
    const first = seeded[0];
    const moved = await call('PUT', `Shop/Addresses/${first.id}`, {
      token,
      payload: { city: first.city, addressText: first.addressText, phone: first.phone, forReturns: true },
    });
    expect(moved.json().forReturns).toBe(true);
    const returns = (await call('GET', 'Shop/Addresses', { token }))
      .json()
      .filter((a: { forReturns: boolean }) => a.forReturns);
    expect(returns.map((a: { id: number }) => a.id)).toEqual([first.id]);
  });

  it('[SEL-08] the first address takes returns; the returns address stays until another takes it and cannot be deleted while others remain', async () => {
    const { token } = await newSeller();
    expect((await call('GET', 'Shop/Addresses', { token })).json()).toEqual([]);
    const first = (
      await call('POST', 'Shop/Addresses', {
        token,
        payload: { city: 'Bakı', addressText: 'Nizami küç. 10' },
      })
    ).json();
    expect(first).toMatchObject({ forReturns: true, phone: null });
    const second = (
      await call('POST', 'Shop/Addresses', {
        token,
        payload: { city: 'Gəncə', addressText: 'Cavadxan küç. 3' },
      })
    ).json();
    expect(second.forReturns).toBe(false);

    const unmarked = await call('PUT', `Shop/Addresses/${first.id}`, {
      token,
      payload: { city: 'Bakı', addressText: 'Nizami küç. 12', forReturns: false },
    });
    expect(unmarked.json()).toMatchObject({ addressText: 'Nizami küç. 12', forReturns: true });

    const refused = await call('DELETE', `Shop/Addresses/${first.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This address takes returns: choose another address for returns first',
    );

    expect((await call('DELETE', `Shop/Addresses/${second.id}`, { token })).statusCode).toBe(204);
    // The last address may go, returns mark and all.
    expect((await call('DELETE', `Shop/Addresses/${first.id}`, { token })).statusCode).toBe(204);
    expect((await call('GET', 'Shop/Addresses', { token })).json()).toEqual([]);
  });

  it("[SEL-08] another shop's address is 404 for edit and delete", async () => {
    const other = await newSeller();
    const foreign = (
      await call('POST', 'Shop/Addresses', {
        token: other.token,
        payload: { city: 'Bakı', addressText: 'Xaqani 7' },
      })
    ).json();
    const seller = await signIn(ctx, demo.seller);
    const edit = await call('PUT', `Shop/Addresses/${foreign.id}`, {
      token: seller,
      payload: { city: 'Bakı', addressText: 'taken over' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().detail).toBe('The shop has no such address');
    expect((await call('DELETE', `Shop/Addresses/${foreign.id}`, { token: seller })).statusCode).toBe(404);
    // A seller naming another shop still acts on their own.
    const demoShopId = (await call('GET', 'Shop/Settings', { token: seller })).json().id;
    const named = await call('GET', `Shop/Addresses?shopId=${demoShopId}`, { token: other.token });
    expect(named.json()).toEqual([foreign]);
  });

  it('[SEL-08] address fields are checked: city and text required, phone in a known format', async () => {
    const { token } = await newSeller();
    const wrong = await call('POST', 'Shop/Addresses', {
      token,
      payload: { city: '', addressText: '', phone: '12345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual({
      city: ['This field is required'],
      addressText: ['This field is required'],
      phone: ['Phone number must be 994XXXXXXXXX or 011XXXXXXX'],
    });
    const badId = await call('PUT', 'Shop/Addresses/abc', {
      token,
      payload: { city: 'Bakı', addressText: 'X 1' },
    });
    expect(badId.statusCode).toBe(400);
  });
});
