import type { MessageKey } from '../messages';
import type { ProblemStatus } from './route';

/** A status a problem answer comes with: one a route declares, or 500 for a fault of the API. */
export type ErrorStatus = ProblemStatus | 500;

/** What a client needs to know of one `code` of a problem answer. */
export interface ErrorCodeInfo {
  /** The HTTP status it comes with; a few codes come with more than one. */
  readonly status: ErrorStatus | readonly ErrorStatus[];
  /** The contract tags of the operations that may answer it; `'*'` for any operation. */
  readonly tags: readonly string[] | '*';
  /** For a client developer, in one line: what happened and what the app should do. */
  readonly meaning: string;
}

const all = '*';
const seller = ['seller', 'seller cabinet', 'seller products'];
const uploads = ['Admin', 'seller cabinet', 'seller products'];

/**
 * Every `code` the API answers in a problem (application/problem+json), keyed by its message key:
 * `detail` is that message in the caller's language. The OpenAPI document and the API guide list
 * them per operation (`errorCodesFor`); apps/api's error-codes test keeps the table complete.
 */
export const errorCodes = {
  'auth.secondFactorEnrolled': {
    status: 409,
    tags: ['accounts'],
    meaning: 'An authenticator is already enrolled: ask for its code instead (an Admin resets a lost one).',
  },
  'auth.secondFactorEnrollment': {
    status: 403,
    tags: all,
    meaning:
      'An operator without an authenticator called back-office work: send them to enroll one (Account/SecondFactor/Enrollment).',
  },
  'auth.secondFactorNoEnrollment': {
    status: 409,
    tags: ['accounts'],
    meaning: 'No enrollment is under way to confirm: start one again (POST Account/SecondFactor/Enrollment).',
  },
  'auth.secondFactorRequired': {
    status: 403,
    tags: all,
    meaning:
      "The operator's session has not passed the second factor: ask for the authenticator's code (POST Account/SecondFactor).",
  },
  'admin.brands.notFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'No product names this brand any more: reload the brand list.',
  },
  'admin.catalogue.campaignNotFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The campaign does not exist (deleted meanwhile): reload the list.',
  },
  'admin.catalogue.comboCodeTaken': {
    status: 409,
    tags: ['Admin'],
    meaning: 'Another combo has this code: choose another code.',
  },
  'admin.catalogue.comboNotFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The combo does not exist (deleted meanwhile): reload the list.',
  },
  'admin.catalogue.fieldNameTaken': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The category already has a field of this name: show `detail` beside the name.',
  },
  'admin.catalogue.fieldNotFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The category field does not exist (deleted meanwhile): reload the fields.',
  },
  'admin.catalogue.inUse': {
    status: 409,
    tags: ['Admin'],
    meaning: 'A campaign, SEO page or product import uses the category, so it is not deleted: show `detail`.',
  },
  'admin.catalogue.notEmpty': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The category still has products or sub-categories, so it is not deleted: move them out first.',
  },
  'admin.catalogue.parentHasProducts': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The chosen parent category holds products itself: choose another parent.',
  },
  'admin.catalogue.seoTagNotFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The SEO page does not exist (deleted meanwhile): reload the list.',
  },
  'admin.catalogue.slugTaken': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The address (slug) is already used by another category, campaign or SEO page: choose another.',
  },
  'admin.catalogue.tooDeep': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The category tree would grow deeper than allowed: choose a parent higher up.',
  },
  'admin.catalogue.underItself': {
    status: 409,
    tags: ['Admin'],
    meaning: 'A category cannot move under itself or one of its own sub-categories: choose another parent.',
  },
  'admin.content.messageDone': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The contact message is already closed (by another operator): reload it.',
  },
  'admin.content.noEmail': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The sender left no e-mail address: answer by SMS instead.',
  },
  'admin.content.noPhone': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The sender left no phone number: answer by e-mail instead.',
  },
  'admin.home.notFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The home page shelf does not exist (deleted meanwhile): reload the shelves.',
  },
  'admin.instalments.notFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The instalment plan does not exist (deleted meanwhile): reload the plans.',
  },
  'admin.instalments.planTaken': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The partner already has a plan for these months: edit that plan instead.',
  },
  'admin.instalments.usedDelete': {
    status: 409,
    tags: ['Admin'],
    meaning: 'Orders used the plan, so it is not deleted: switch it off instead.',
  },
  'admin.people.adminProtected': {
    status: 403,
    tags: ['Admin'],
    meaning: 'Only an Admin may block an Admin: show `detail`.',
  },
  'admin.people.adminBlocked': {
    status: 403,
    tags: ['Admin'],
    meaning: 'An Admin blocked this account, so only an Admin unblocks it: show `detail`, hide the action.',
  },
  'admin.people.alreadyBlocked': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The account is already blocked (by another operator): reload it.',
  },
  'admin.people.lastAdmin': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The change would leave no active Admin, so it is refused: show `detail`.',
  },
  'admin.people.notBlocked': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The account is not blocked (unblocked meanwhile): reload it.',
  },
  'admin.people.notYourself': {
    status: 409,
    tags: ['Admin'],
    meaning: 'An operator cannot block their own account.',
  },
  'admin.people.operatorAdminOnly': {
    status: 403,
    tags: ['Admin'],
    meaning: 'Only an Admin blocks or unblocks a Staff or Admin account: show `detail`, hide the action.',
  },
  'admin.people.sellerRole': {
    status: 409,
    tags: ['Admin'],
    meaning: "A seller's role comes with their shop and is not changed here: show `detail`.",
  },
  'admin.promo.aboveStaffLimit': {
    status: 403,
    tags: ['Admin'],
    meaning:
      'Staff may not create or set a code worth more than 100 AZN or more than 50 % of its minimum order (promoCodeStaffLimits): an Admin does it.',
  },
  'admin.promo.codeTaken': {
    status: 409,
    tags: ['Admin'],
    meaning: 'A promo code with this text exists already: choose another text.',
  },
  'admin.promo.notFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The promo code does not exist (deleted meanwhile): reload the list.',
  },
  'admin.promo.unknownPhones': {
    status: 422,
    tags: ['Admin'],
    meaning: 'Some of the phones the code is meant for have no account: `errors` names them.',
  },
  'admin.promo.usedDelete': {
    status: 409,
    tags: ['Admin'],
    meaning: 'Orders used the promo code, so it is not deleted: end it by setting its date to now.',
  },
  'admin.shops.wrongStatus': {
    status: 409,
    tags: ['Admin'],
    meaning: "The decision does not fit the shop's current status (changed meanwhile): reload the shop.",
  },
  'basket.itemNotFound': {
    status: 404,
    tags: ['basket'],
    meaning: 'The line is no longer in the basket (removed elsewhere): refresh the basket.',
  },
  'basket.outOfStock': {
    status: 422,
    tags: ['basket'],
    meaning: 'Not that many are in stock: refresh the basket and offer fewer.',
  },
  'basket.productUnavailable': {
    status: 422,
    tags: ['basket'],
    meaning: 'The product is no longer on sale: refresh the basket.',
  },
  'basket.tooManyLines': {
    status: 422,
    tags: ['basket', 'checkout'],
    meaning: 'A basket holds at most 100 lines: ask the person to remove some first.',
  },
  'checkout.addressNotFound': {
    status: 404,
    tags: ['addresses'],
    meaning: "The saved address does not exist or is someone else's: reload the addresses.",
  },
  'checkout.buyNowOutOfStock': {
    status: 409,
    tags: ['checkout'],
    meaning: 'Not that many of the "buy now" product are in stock: offer fewer and place the order again.',
  },
  'checkout.cashRefused': {
    status: 422,
    tags: ['payments'],
    meaning: 'Cash at the door is closed to this phone after refusals at the door: offer another way to pay.',
  },
  'checkout.idempotencyMismatch': {
    status: 422,
    tags: ['checkout'],
    meaning: 'The Idempotency-Key was used for a different order: send a new key for a new order.',
  },
  'checkout.instalmentUnavailable': {
    status: 422,
    tags: ['checkout'],
    meaning: 'The chosen instalment plan cannot take this order: offer the plans of Instalment/Plans again.',
  },
  'checkout.nothingToOrder': {
    status: 422,
    tags: ['checkout'],
    meaning: 'No products were chosen (or the chosen lines left the basket): refresh the basket.',
  },
  'checkout.outOfStock': {
    status: 409,
    tags: ['checkout'],
    meaning:
      'Some goods are no longer in stock in that amount: refresh the basket, then place the order again.',
  },
  'checkout.paymentUnavailable': {
    status: 422,
    tags: ['checkout'],
    meaning: 'The payment method cannot be taken now: reload Payment/Methods and offer another.',
  },
  'credit.changed.excluded': {
    status: 409,
    tags: ['Admin'],
    meaning:
      'At approval, a product is now left out of instalments and credit (`errors` names the line): decline it.',
  },
  'credit.changed.goods': {
    status: 409,
    tags: ['Admin'],
    meaning:
      'At approval, the buyer removed or changed a basket line of the request (`errors` names it): decline it.',
  },
  'credit.changed.planUnavailable': {
    status: 409,
    tags: ['Admin'],
    meaning: 'At approval, the lender plan is off or no longer takes the amount: decline the request.',
  },
  'credit.changed.unavailable': {
    status: 409,
    tags: ['Admin'],
    meaning:
      'At approval, a product is off sale (removed, unpublished, unapproved); `errors` names the line: decline it.',
  },
  'credit.idempotencyMismatch': {
    status: 422,
    tags: ['credit'],
    meaning: 'The Idempotency-Key was used for a different credit request: send a new key for a new request.',
  },
  'credit.notFound': {
    status: 404,
    tags: ['credit', 'Admin'],
    meaning: "The credit request does not exist or is someone else's: reload the list.",
  },
  'credit.outOfStock': {
    status: 409,
    tags: ['credit', 'Admin'],
    meaning: 'The goods are no longer in stock in that amount: change the goods and ask again.',
  },
  'credit.priceChanged': {
    status: 409,
    tags: ['Admin'],
    meaning:
      'The goods or prices changed since the request (`errors` names each line, items.<index>): decline it.',
  },
  'credit.tooManyOpen': {
    status: 409,
    tags: ['credit'],
    meaning: 'The person has too many requests under review: wait for an answer before sending another.',
  },
  'credit.unavailable': {
    status: 503,
    tags: ['credit'],
    meaning: 'Credit requests are not taken at the moment: hide the credit option and try later.',
  },
  'credit.wrongStatus': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The request cannot move to that status from its current one (changed meanwhile): reload it.',
  },
  'error.accountBlocked': {
    status: 403,
    tags: ['accounts'],
    meaning: 'The account is blocked, so no session is opened: show `detail` (contact support).',
  },
  'error.badRequest': {
    status: [400, 413, 415],
    tags: all,
    meaning: 'The request itself is malformed (bad JSON, address, body size or media type): fix the client.',
  },
  'error.campaignNotFound': {
    status: 404,
    tags: ['catalog', 'promotions'],
    meaning: 'The campaign does not exist or has ended: drop it from the screen.',
  },
  'error.categoryNotFound': {
    status: 404,
    tags: ['Admin', 'catalog', 'home', 'seller products'],
    meaning: 'The category does not exist or is hidden: reload the categories.',
  },
  'error.codeAttempts': {
    status: 400,
    tags: ['privacy'],
    meaning: 'The SMS code has no tries left: ask for a new code.',
  },
  'error.codeExpired': {
    status: 400,
    tags: ['privacy'],
    meaning: 'The SMS code has expired: ask for a new code.',
  },
  'error.codeInvalid': {
    status: 400,
    tags: ['privacy'],
    meaning: 'The SMS code is wrong or used: let the person type it again or ask for a new one.',
  },
  'error.codeResendTooSoon': {
    status: 429,
    tags: ['accounts', 'checkout', 'privacy'],
    meaning:
      'A code was texted to this phone moments ago: wait the seconds in Retry-After before asking again.',
  },
  'error.comboNotFound': {
    status: 404,
    tags: ['catalog'],
    meaning: 'No combo has this code: drop the link.',
  },
  'error.conflict': {
    status: 409,
    tags: ['Admin', 'checkout', 'seller', 'seller products'],
    meaning: 'Someone changed the same data at the same moment: reload it and try again.',
  },
  'error.forbidden': {
    status: 403,
    tags: all,
    meaning: "The person is signed in but their role may not do this: hide the action, don't retry.",
  },
  'error.internal': {
    status: 500,
    tags: all,
    meaning:
      'A fault of the API (logged on the server): say something went wrong and let the person retry later.',
  },
  'error.malformedUpload': {
    status: 400,
    tags: uploads,
    meaning: 'The multipart upload arrived cut short or broken: upload the file again.',
  },
  'error.notFound': {
    status: 404,
    tags: ['accounts', 'Admin', 'content', 'home', 'payments', 'privacy'],
    meaning:
      'What the request names does not exist; also the answer to an unknown path: reload, or fix the path.',
  },
  'error.productInStock': {
    status: 422,
    tags: ['catalog'],
    meaning: 'The product is in stock, so no request for it is taken: offer to buy it instead.',
  },
  'error.productNotFound': {
    status: 404,
    tags: ['Admin', 'catalog', 'instalments', 'seller', 'seller products', 'stock-requests'],
    meaning: 'The product does not exist or is not on sale: drop it from the screen.',
  },
  'error.rateLimited': {
    status: 429,
    tags: ['accounts', 'checkout', 'ClientError', 'content', 'orders', 'payments', 'privacy', 'wallet'],
    meaning: 'Too many attempts from this address or account: wait the seconds in Retry-After, then retry.',
  },
  'error.resetTokenInvalid': {
    status: 422,
    tags: ['accounts'],
    meaning: 'The password reset token has expired or was used: start the reset again from the SMS code.',
  },
  'error.sessionExpired': {
    status: 401,
    tags: all,
    meaning:
      'The session sent has ended (signed out, expired or the account deleted): forget it and ask the person to sign in again.',
  },
  'error.shopNotFound': {
    status: 404,
    tags: ['Admin', 'sellers', ...seller],
    meaning:
      'The shop does not exist, or the seller has none yet: reload, or send the seller to open a shop.',
  },
  'error.socialLinkNeeded': {
    status: 409,
    tags: ['accounts'],
    meaning:
      'An account has this verified e-mail: send LoginSocial again with its password, or the code SocialLinkCode texts.',
  },
  'error.socialLinkNoPhone': {
    status: 422,
    tags: ['accounts'],
    meaning: 'The account to link has no phone to text a code to: ask for its password instead.',
  },
  'error.socialNotConfigured': {
    status: 400,
    tags: ['accounts'],
    meaning: 'Sign-in with this social network is not enabled: hide its button.',
  },
  'error.socialOperator': {
    status: 403,
    tags: ['accounts'],
    meaning:
      'Staff and Admin accounts never sign in with a social network: send the person to the password sign-in.',
  },
  'error.socialTokenInvalid': {
    status: 401,
    tags: ['accounts'],
    meaning: "The social network's token could not be confirmed: sign in with the network again.",
  },
  'error.unauthorized': {
    status: 401,
    tags: all,
    meaning: 'The call needs a session and none was sent: ask the person to sign in.',
  },
  'error.unavailable': {
    status: 503,
    tags: ['accounts'],
    meaning: 'A service the sign-in depends on is not answering: try again a little later.',
  },
  'error.userNotFound': {
    status: 404,
    tags: ['Admin', 'privacy'],
    meaning: 'The person does not exist: reload the list of people.',
  },
  'error.validation': {
    status: [400, 422],
    tags: all,
    meaning:
      'Some input is not valid: show the messages in `errors` beside their fields (400: its form; 422: its meaning).',
  },
  'error.wrongCredentials': {
    status: 401,
    tags: ['accounts'],
    meaning: 'Wrong phone, e-mail or password: show `detail` on the sign-in form.',
  },
  'error.wrongCurrentPassword': {
    status: 422,
    tags: ['accounts'],
    meaning: 'The current password typed to change it is wrong: show `detail` beside it.',
  },
  'giftCard.empty': {
    status: 422,
    tags: ['checkout'],
    meaning: 'The gift card has nothing left: choose another way to pay.',
  },
  'giftCard.notFound': {
    status: 404,
    tags: ['checkout', 'giftCards'],
    meaning: 'No active gift card has this number and code: let the person check what they typed.',
  },
  'giftCard.notPurchase': {
    status: 404,
    tags: ['giftCards'],
    meaning: "The gift card purchase does not exist or is someone else's.",
  },
  'giftCard.ownedByAnother': {
    status: 409,
    tags: ['giftCards'],
    meaning: 'The gift card was already added to another account: show `detail`.',
  },
  'giftCard.locked': {
    status: 429,
    tags: ['checkout', 'giftCards'],
    meaning:
      'Five wrong codes for this card number within an hour lock it for an hour, any code: wait the Retry-After seconds.',
  },
  'giftCard.rateLimited': {
    status: 429,
    tags: ['checkout', 'giftCards'],
    meaning: 'Too many gift card numbers and codes typed: wait the seconds in Retry-After.',
  },
  'giftCard.walletShort': {
    status: 422,
    tags: ['giftCards'],
    meaning: 'The wallet does not hold the price of the card: pay by card or top the wallet up.',
  },
  'import.fileTooLarge': {
    status: 422,
    tags: ['seller products'],
    meaning: 'The import file is over 10 MB: split it.',
  },
  'import.notFound': {
    status: 404,
    tags: ['seller products'],
    meaning: "The import does not exist or is another shop's: reload the recent imports.",
  },
  'moderation.notPending': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The product is no longer waiting for moderation (decided meanwhile): reload the queue.',
  },
  'notification.kindNotYours': {
    status: 400,
    tags: ['notifications'],
    meaning:
      "A setting names a kind of notification the person's role does not get: send only the kinds the settings list.",
  },
  'notification.notFound': {
    status: 404,
    tags: ['notifications'],
    meaning: "The notification does not exist or is someone else's: refresh the list.",
  },
  'order.awaitingPayment': {
    status: 409,
    tags: ['Admin', 'seller'],
    meaning:
      'The order still waits for its online payment, so the part cannot move on yet: try after it is paid.',
  },
  'order.feedbackGiven': {
    status: 409,
    tags: ['orders'],
    meaning: 'Feedback on this part was already left: refresh the order.',
  },
  'order.feedbackNotDelivered': {
    status: 422,
    tags: ['orders'],
    meaning: 'Feedback is taken only for a delivered part: hide the action until then.',
  },
  'order.illegalTransition': {
    status: 422,
    tags: ['seller'],
    meaning: "The part's status cannot change that way: refresh the order and offer only the moves it lists.",
  },
  'order.notCancellable': {
    status: 422,
    tags: ['orders'],
    meaning: 'Part of the order has shipped, so it cannot be cancelled: refresh the order.',
  },
  'order.backOfficeOnly': {
    status: 403,
    tags: ['seller'],
    meaning: "Operators move order parts from the back office (audited), not through the seller's route.",
  },
  'order.notFound': {
    status: 404,
    tags: ['Admin', 'orders', 'payments', 'seller'],
    meaning: "The order does not exist or is not the caller's (a guest's key or phone is wrong).",
  },
  'order.ownOrder': {
    status: 403,
    tags: ['Admin'],
    meaning:
      'An operator does not move or cancel their own order (no refund to oneself); another operator does. The try is audited.',
  },
  'order.wrongStatus': {
    status: 409,
    tags: ['Admin'],
    meaning: "The move does not fit the part's current status (changed meanwhile): reload the order.",
  },
  'payment.callbackRejected': {
    status: 400,
    tags: ['payments'],
    meaning: "A bank's notice failed its signature or checks (for banks, not apps).",
  },
  'payment.gatewayUnavailable': {
    status: 503,
    tags: ['giftCards', 'payments', 'wallet'],
    meaning: 'The bank is not answering or not set up: try again in a moment, or offer another way to pay.',
  },
  'payment.notAwaiting': {
    status: 409,
    tags: ['payments'],
    meaning:
      'The order or payment no longer waits for money (paid, cancelled or expired): refresh the payment.',
  },
  'payment.notFound': {
    status: 404,
    tags: ['payments', 'wallet'],
    meaning: "The payment does not exist or is someone else's.",
  },
  'payment.walletMembersOnly': {
    status: 422,
    tags: ['checkout'],
    meaning: 'A guest cannot pay from a wallet: ask them to sign in or choose another way to pay.',
  },
  'privacy.alreadyDeleted': {
    status: 409,
    tags: ['privacy'],
    meaning: 'The account is already deleted: sign the person out.',
  },
  'privacy.consentNotNeeded': {
    status: 409,
    tags: ['privacy'],
    meaning: "A parent's consent is recorded only for a person under 13 who has none: reload the person.",
  },
  'privacy.noPhone': {
    status: 409,
    tags: ['privacy'],
    meaning: 'The account has no phone to text a code to: confirm the deletion with the password instead.',
  },
  'privacy.operatorAccount': {
    status: [403, 409],
    tags: ['privacy'],
    meaning:
      "An operator's account is not deleted this way (403 for one's own, 409 from the back office): show `detail`.",
  },
  'privacy.passwordOrCode': {
    status: 400,
    tags: ['privacy'],
    meaning: 'Confirm the deletion with the password or the SMS code, exactly one of them.',
  },
  'privacy.sellerThroughSupport': {
    status: 403,
    tags: ['privacy'],
    meaning: "A seller's account is closed through support, not by the app: show `detail`.",
  },
  'privacy.shopHasOpenOrders': {
    status: 409,
    tags: ['privacy'],
    meaning: "The person's shop still has orders under way: delete the account once they have ended.",
  },
  'privacy.unknownVersion': {
    status: 400,
    tags: ['privacy'],
    meaning: 'A consent names a document version that is not in force: reload the consents and ask again.',
  },
  'privacy.wrongPassword': {
    status: 400,
    tags: ['privacy'],
    meaning: 'The password is wrong, so the account was not deleted: show `detail` beside the password.',
  },
  'product.illegalMove': {
    status: 422,
    tags: ['seller'],
    meaning: "The product's status cannot change that way: reload the product list.",
  },
  'product.leafCategory': {
    status: 422,
    tags: ['seller products'],
    meaning: 'Products go into a sub-category without children: choose a deeper category.',
  },
  'product.moderationOnly': {
    status: 403,
    tags: ['seller'],
    meaning: "Only the marketplace's moderators publish or reject a product: hide the action.",
  },
  'refund.bankUnsure': {
    status: 409,
    tags: ['Admin'],
    meaning:
      'The bank never answered this refund and cannot yet say if it paid it: it stays with the bank; try later.',
  },
  'refund.inProgress': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The bank is being asked about the refund right now: reload the order in a moment.',
  },
  'refund.noWallet': {
    status: 409,
    tags: ['Admin'],
    meaning: "A guest's order: the buyer has no wallet, so the refund can only go back to the card.",
  },
  'refund.notFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'No refund has this id: reload the order.',
  },
  'refund.notWaiting': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The refund was given back already, or it did not go to a card: reload the order.',
  },
  'shop.addressNotFound': {
    status: 404,
    tags: ['seller cabinet'],
    meaning: 'The shop has no such address (deleted meanwhile): reload the addresses.',
  },
  'shop.returnsAddressKept': {
    status: 409,
    tags: ['seller cabinet'],
    meaning: 'The address takes returns: make another address the returns address before deleting it.',
  },
  'spending.decided': {
    status: 409,
    tags: ['Admin'],
    meaning: 'The hold was approved or refused already (by another operator meanwhile): reload the list.',
  },
  'spending.held': {
    status: 409,
    tags: ['giftCards', 'payments', 'wallet'],
    meaning:
      "Over the member's daily limit: not sent to the bank but held for an operator. Show `detail`; once approved, send again.",
  },
  'spending.notFound': {
    status: 404,
    tags: ['Admin'],
    meaning: 'The hold does not exist: reload the list.',
  },
  'stats.rangeTooLong.day': {
    status: 422,
    tags: ['seller cabinet'],
    meaning: 'By days the range may cover at most 366 days: shorten it or count by weeks.',
  },
  'stats.rangeTooLong.month': {
    status: 422,
    tags: ['seller cabinet'],
    meaning: 'By months the range may cover at most 120 months: shorten it.',
  },
  'stats.rangeTooLong.week': {
    status: 422,
    tags: ['seller cabinet'],
    meaning: 'By weeks the range may cover at most 261 weeks: shorten it or count by months.',
  },
  'stockRequest.inStock': {
    status: 409,
    tags: ['stock-requests'],
    meaning: 'The product is back in stock, so no request is needed: offer to buy it.',
  },
  'synonym.exists': {
    status: 409,
    tags: ['search'],
    meaning: 'The term already has this meaning: nothing to add.',
  },
  'synonym.notFound': {
    status: 404,
    tags: ['search'],
    meaning: 'The synonym does not exist (deleted meanwhile): reload the list.',
  },
  'validation.dateRangeReversed': {
    status: 422,
    tags: ['Admin', 'seller cabinet'],
    meaning: 'The range ends before it starts: show `detail` beside the end date.',
  },
  'validation.imageTooLarge': {
    status: 422,
    tags: uploads,
    meaning: 'The image is over 10 MB: let the person choose a smaller one.',
  },
  'validation.imageType': {
    status: 422,
    tags: uploads,
    meaning: 'The file is not a JPEG, PNG or WebP image: let the person choose another.',
  },
  'wishlist.notFound': {
    status: 404,
    tags: ['wishlist'],
    meaning: 'The product or combo to add to favourites does not exist or is not on sale.',
  },
} as const satisfies Partial<Record<MessageKey, ErrorCodeInfo>>;

export type ErrorCode = keyof typeof errorCodes;

/** The statuses a code comes with, as a list. */
export function statusesOf(info: ErrorCodeInfo): readonly ErrorStatus[] {
  return typeof info.status === 'number' ? [info.status] : info.status;
}

/**
 * The codes an operation with these tags may answer with this status, the general ones included:
 * what the OpenAPI document lists under the operation's problem answer of that status.
 */
export function errorCodesFor(tags: readonly string[], status: number): ErrorCode[] {
  return (Object.entries(errorCodes) as [ErrorCode, ErrorCodeInfo][])
    .filter(([, info]) => info.tags === '*' || info.tags.some((tag) => tags.includes(tag)))
    .filter(([, info]) => (statusesOf(info) as readonly number[]).includes(status))
    .map(([code]) => code);
}
