/**
 * The API guide (with the table of error codes): what a client (the web, the mobile app, a partner) can rely on, shown on the API
 * page (/api/docs) above the operations. Sections are level-2 headings so the page lists them.
 */
export const apiGuide = (
  errorCodeTable: string,
) => `The public contract of the Bazar marketplace: the web, the mobile app and partners call the same
operations. Every operation below is made from the contract route table the server itself runs, so
this document cannot drift from what the server does.

## Calling the API

- Base address: \`/api/v1\` on the marketplace's host. Bodies and answers are JSON (UTF-8); an
  upload is \`multipart/form-data\` with one file.
- Sign in with \`POST /api/v1/auth\` (signIn) and send the token it answers as
  \`Authorization: Bearer <token>\`. A token is one session: \`POST /api/v1/auth/Logout\` ends it,
  and the person can end it from their list of sessions. Each operation's security says who may call
  it: none (anyone), \`member\` (any signed-in person), or a role (\`buyer\`, \`seller\`,
  \`sellerOrOperator\`, \`operator\` = Staff or Admin, \`admin\`); an operation with an empty
  alternative in its security works for guests too and knows the person when a token is sent.
- Money is in manat (AZN, schema \`Azn\`) with qəpik as two decimals: \`12.5\` is 12 manat 50 qəpik.
- Times are ISO 8601 in UTC (\`2026-11-27T08:30:00.000Z\`); show them in Asia/Baku.
- A mobile app registers its push token for the signed-in session with
  \`POST /api/v1/Notifications/PushToken\`; signing out removes it.

## Languages: Accept-Language and fromMobileApp

- Send \`Accept-Language: az\`, \`en\` or \`ru\` (Azerbaijani when absent or another language).
  Names, texts and every problem's \`title\`, \`detail\` and field messages come in that language.
  A \`lang\` query parameter, where an operation has one, wins over the header.
- The spec's \`fromMobileApp\` flag (\`true\` or \`false\`, as a query parameter or a header) may be
  sent with any call. It is accepted and changes no answer: the API answers the app and the web
  alike.

## Versioning

- \`/api/v1\` changes only by adding: new operations, new optional request fields, new answer
  fields, new values in lists of codes and of statuses. A client must ignore answer fields it does
  not know, and show a status it does not know plainly rather than fail on it.
- Removing or changing a field, or changing what an operation means, makes a new operation under
  \`/api/v2\`. The old one keeps working for at least six months and, from the day it is
  deprecated, answers with \`Deprecation: @<unix time>\` (RFC 9745), \`Sunset: <HTTP date>\`
  (RFC 8594), after which it may answer 410, and \`Link: </api/v2/...>; rel="successor-version"\`.
  It is marked \`deprecated\` in this document.
- Every change is listed in the API changelog, \`docs/api-changelog.md\` in the repository.
  The document's \`info.version\` is the major version (1).

## Paging

- Lists take \`page\` (from 1) and \`pageSize\`. Each operation's parameters say its default and its
  maximum: 100 at most (24 by default) for catalogue lists, 20 by default in the back office, 60 for
  the blog and 50 for notifications. A \`pageSize\` above the maximum, or a \`page\` below 1, is a
  400 (\`error.validation\`), not a silently shorter page.
- A paged answer is the \`Paging\` schema (\`page\`, \`pageSize\`, \`total\`: items in the whole list)
  with \`items\`, and sometimes counts for tabs beside them.

## Caching: ETag and If-None-Match

The public catalogue reads return an \`ETag\` with each successful answer. These are the product list and product page (\`GET /Product/GetList\`, \`/Product/GetBySlug\`, \`/Product/GetSitemapPage\`), the categories (\`/Category/*\`, \`/Shop/GetCategories\`), combos (\`/Combo/GetByCode\`, \`/Combo/GetList\`), the home page calls (\`/Home\`, \`/Home/GetLayout\`, \`/Home/GetCounts\`, \`/Home/GetHomeCampaignBanner\`, \`/Home/HomeScroll\`, \`/Home/GetProductListBySeoTag\`), search (\`/Home/search\`, \`/Home/searchall\`), shop pages (\`/Shop/GetBySlug\`), campaigns (\`/Campaign\`, \`/Campaign/GetBySlug\`) and public content (\`/Blog\`, \`/Blog/GetById\`, \`/Content/GetPage\`, \`/Faq\`). Each of them lists a 304 answer below. (Paths here are under \`/api/v1\`.)

The ETag is weak (\`W/"…"\`). It is a hash of the JSON answer before compression, so it is the same whether the answer is sent as br, gzip or plain. These answers are the same for every caller, so the ETag does not depend on the session. They do depend on the language: each language has its own ETag, and the answer carries \`Vary: accept-language, accept-encoding\`.

To revalidate, keep the answer together with its ETag and send the ETag back in \`If-None-Match\` on the next request to the same URL, in the same language. If nothing has changed, the API answers \`304 Not Modified\` with no body, and you reuse the answer you kept. If anything has changed, such as a seller editing a price or an operator editing a category, you get \`200\` with the new answer and a new ETag. Send one ETag per request, exactly as you received it; a list of ETags or \`*\` is not matched. The answers also carry \`Cache-Control: no-cache\`: you may keep them, but revalidate before each use. HTTP stacks that cache (OkHttp's \`Cache\`, \`URLCache\`, browsers) do all this for you. Error answers, and member-specific answers such as the basket, orders or profile, have no ETag.

## Rate limits: RateLimit headers and Retry-After

Calls that someone could abuse, such as guessing passwords or codes or sending texts, are limited per client address and, where there is one, per account or phone. Every answer of a limited call, whether it succeeds or fails, carries headers in the style of draft-ietf-httpapi-ratelimit-headers-06:

- \`RateLimit-Limit\`: the attempts allowed in the window.
- \`RateLimit-Remaining\`: the attempts left.
- \`RateLimit-Reset\`: seconds until the window starts afresh.
- \`RateLimit-Policy\`: the limit and window, for example \`10;w=900\` for 10 attempts per 900 seconds.

When a call counts against more than one limit, the headers describe the one with the fewest attempts left, because that is the one you will hit first. After a successful sign-in the account's count is cleared, so the headers then describe the per-address limit. Once a limit is used up, the API answers \`429 Too Many Requests\` as \`application/problem+json\`, with \`Retry-After\` (in seconds) and \`RateLimit-Remaining: 0\`. Wait at least \`Retry-After\` seconds before you try that call again; do not retry in a loop. Calls without a limit send no RateLimit headers.

The limits are as follows. Windows are fixed and start at the first attempt.

| Call | Limits |
|---|---|
| \`POST /auth\` (sign in) | 100 per address and 10 per account, each per 15 min |
| \`POST /auth/LoginSocial\` | 100 per address per 15 min |
| \`POST /user/CheckUser\` | 30 per address per 10 min; 10 per phone per hour |
| \`POST /user\` (register) | 30 per address per 10 min |
| \`POST /auth/forgotPassword\` | 10 per address per hour; 5 per phone per hour, and at most 1 per phone per minute |
| \`POST /auth/CheckPasscode\`, \`POST /Checkout/ConfirmPhone\` | 30 per address per 10 min |
| \`POST /Checkout/SendCode\` | 20 per address and 5 per phone, each per hour |
| \`POST /Checkout\` with a gift card code, \`POST /GiftCard/Check\` | 20 per address per 10 min |
| \`POST /GiftCard/Add\` | 20 per address and 10 per account, each per 10 min |
| \`GET /Order/Lookup\` | 30 per address per 10 min |
| \`POST /Content/Contact\` | 10 per address and 5 per phone or e-mail, each per hour |
| \`POST /ClientError\` | 20 per address per 10 min |
| \`GET /Payment/:orderId\`, \`POST /Payment/Callback/:gateway\` | 600 per address per 10 min |
| \`POST /Payment/:orderId/Start\`, \`POST /Wallet/TopUp\` (and the sandbox bank's card form) | 120 per address per 10 min |
| \`POST /Privacy/Export\` | 5 per account per day |
| \`POST /Privacy/DeletionCode\`, \`DELETE /user\` | 10 per account per hour |
| \`POST /Privacy/Consents\` | 60 per address per 10 min |

## Idempotency-Key

- \`POST /api/v1/Checkout\` (placeOrder) requires an \`Idempotency-Key\` header: 8 to 200
  characters, a new random value (a UUID) for each order the person means to place, and the same
  value when the same attempt is sent again (a retry after a timeout, a double tap).
- The same key with the same body answers the order it placed the first time (same number, nothing
  placed twice, stock and basket untouched). The same key with another body, or from another
  caller, is a 422 (\`checkout.idempotencyMismatch\`): that is why keys must be random.
- \`POST /api/v1/CreditRequest\` (submitCreditRequest) takes the same header, optionally, by the
  same rules (keys are each member's own): a second submit of one form answers the request the
  first sent; another body under the key is a 422 (\`credit.idempotencyMismatch\`).

## Errors

Every 4xx and 5xx answer is \`application/problem+json\` (RFC 9457, schema \`Problem\`):
\`status\`, a \`title\` and \`detail\` in the caller's language (fit to show a person), a stable
\`code\` to act on, and for invalid fields \`errors\`: messages per field, by its dotted path.
Act on \`code\` and \`status\`, never on the wording. Each operation lists the statuses it may answer
with, and under each the codes it may carry.

${errorCodeTable}
`;
